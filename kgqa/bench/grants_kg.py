"""``python -m kgqa.bench.grants_kg``: questions about EU research grants in the shape of the CORDIS linked data, one
JSON object on stdout.

The KG is ``tests/candidates/data/grants.ttl``: a partial export of EU research-funding data as the
CORDIS linked-data dump publishes it (the EURIO ontology, ``http://data.europa.eu/s66#`` as
``eurio:``), for an invented set of projects and organisations in eight real EU countries, written
by hand in Turtle (980 triples). Resources are under ``http://data.europa.eu/s66/resource/`` and
named by opaque UUIDs as the dump names them: 22 ``eurio:Project``s (``projects/921f8674-...``), 84
role nodes (``roles/aecf03d0-...``) and 33 ``eurio:Organisation``s (``organisations/9c59584e-...``);
funding schemes (``fundingSchemes/RIA``), call topics (``topics/HORIZON-CL5-2021-D2-01-03``) and
organisation types (``organisationTypes/HES``) are named by their codes. Every project has an
``eurio:title`` (a plain string, eight ``@en``), an ``eurio:acronym`` (one mixed case, "SeaSense"),
an ``eurio:identifier`` (the grant agreement number as a string: ``"101069412"``, six digits for
older ERC and H2020 grants), ``eurio:startDate`` and ``eurio:endDate`` (``xsd:date``),
``eurio:hasTotalCost`` and ``eurio:hasEUContribution`` (``xsd:decimal`` euros; for three projects,
four amounts in all, a blank ``eurio:MonetaryAmount`` with ``eurio:value`` and ``eurio:currency``
"EUR" instead), ``eurio:isFundedBy`` one of six ``eurio:FundingScheme``s (``skos:prefLabel`` the code
"RIA", "IA", "CSA", "ERC-STG", "ERC-COG", "MSCA-DN", ``skos:altLabel`` the name "Research and
Innovation action"@en ...), ``eurio:hasTopic`` one call topic (a ``skos:Concept`` with an ``@en``
``skos:prefLabel``; the three ERC Starting Grant calls share the label "ERC Starting Grant"; two
projects share one topic) and ``eurio:hasField`` one or two EuroSciVoc fields
(``http://data.europa.eu/8mn/euroscivoc/<uuid>``, ``skos:Concept`` with an ``@en`` label; "electric
batteries" is ``skos:broader`` "electrochemistry", and wind power, solar energy and ocean energy
are under "renewable energy"). Participation is n-ary as in the dump: ``eurio:hasInvolvedParty`` to
a role node typed ``eurio:Coordinator`` (one per project, also the ERC host), ``eurio:Participant``
or ``eurio:ThirdParty`` (three linked third parties), with ``eurio:roleLabel`` ("coordinator",
"participant", "thirdParty"), ``eurio:isRoleOf`` the organisation and, for four projects only,
``eurio:hasContribution`` (that partner's EU share, adding up to the project's contribution).
Organisations have an upper-case ``eurio:legalName`` without accents ("TECHNISCHE UNIVERSITAT
HOLMBURG"), for fourteen an ``eurio:shortName`` ("TUH", "TU Dravendam"), ``eurio:hasOrganisationType``
to one of four coded concepts with the CORDIS labels ("Higher or Secondary Education
Establishments", "Private for-profit entities (excluding Higher or Secondary Education
Establishments)", "Research Organisations", "Public bodies (excluding ...)"; one network has none),
and ``eurio:hasSite`` to a blank site with ``eurio:hasAddress`` to a blank address with
``eurio:addressCountry`` (EU country authority IRIs such as
``http://publications.europa.eu/resource/authority/country/ITA``, each with an ``@en``
``rdfs:label``) and ``eurio:addressLocality`` (a plain string; one written "NORRVIK" where its
neighbour has "Norrvik").

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_grants_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count, a sum or one stored amount) and 20 yes/no questions (10 of
them false), in plain English as a journalist or a university research officer asks about EU
grants, not phrased after the EURIO terms ("Who coordinates ...", "Which projects has X
coordinated?", "How much did the EU contribute to ...", "Which Italian organisations took part in
projects on batteries?", "Did VOLTSTORE start before 2023?"): one hop both ways (a project's
coordinator, partners, fields, topic, end date; an organisation's projects), two and three hops
through the role nodes and the site and address (partners' countries and towns, projects
coordinated from a country, companies and universities in a project, a third party), class
questions with conditions (ERC Starting Grants, fields under renewable energy, organisations in a
town written in two cases), superlatives (largest EU contribution, earliest start, the company in
most projects, a partner's largest share, an organisation's most expensive project), date
thresholds on start and end, money thresholds and comparisons where the amount is a plain decimal
or a ``eurio:MonetaryAmount``, grouping (organisations that coordinated more than one project,
projects in both of two consortia), counts per organisation, country, year, scheme and type, a sum
of contributions, two stored amounts and one partner's share. Some are typed carelessly (lower case,
no question mark, " 's ", a misspelt company name, a short name such as "TU Dravendam" or
"poldertech"). Where the answer is an entity, the answer is the entity (its path under
``resource/``, ``projects/921f8674-...``; fields and countries as their full IRIs), not its name; a
date or a town as written.

    python -m kgqa.bench.grants_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "grants.ttl"
BASE = "http://data.europa.eu/s66/resource/"
EURIO = "http://data.europa.eu/s66#"
ESV = "http://data.europa.eu/8mn/euroscivoc/"
COUNTRY = "http://publications.europa.eu/resource/authority/country/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _u(name: str) -> str:
    return f"<{EURIO}{name}>"


PROJECT_CLASS, ORGANISATION_CLASS, COORDINATOR, THIRD_PARTY = (
    _u(n) for n in ("Project", "Organisation", "Coordinator", "ThirdParty"))
(HAS_PARTY, ROLE_OF, CONTRIBUTION, START, END, TOTAL_COST, EU_CONTRIBUTION, FUNDED_BY, TOPIC, FIELD, ORG_TYPE,
 SITE, ADDRESS, ADDRESS_COUNTRY, LOCALITY, VALUE, ACRONYM) = (_u(n) for n in (
    "hasInvolvedParty", "isRoleOf", "hasContribution", "startDate", "endDate", "hasTotalCost", "hasEUContribution",
    "isFundedBy", "hasTopic", "hasField", "hasOrganisationType", "hasSite", "hasAddress", "addressCountry",
    "addressLocality", "value", "acronym"))
BROADER = f"<{SKOS}broader>"

(VOLTSTORE, LITHOCYCLE, SEASENSE, WINDFARER, MEDISCAN, COBOTICA, TIDALGRID, HYDROPORT, CLEARAIR, DEEPCURRENT,
 FLEXHEAT, NEUROBRIDGE, HELIOTANDEM, CATHODEX, BATTSAFE) = (_e(f"projects/{u}") for u in (
    "921f8674-5d24-55b5-81dc-86bbd36106b7", "599d20a5-29d9-5c36-8158-c8b639cce0f1",
    "b891afe7-c4a0-5bf0-8140-f9fbc2128e35", "656c829d-8676-5326-9453-107880295d27",
    "41849872-9179-527c-85ee-bfdd567ecb51", "d05c83f9-5465-58d9-8939-33b85db8f862",
    "c85f9b26-397c-5228-9da8-c480a63401ee", "13fed45b-94a8-5abc-b484-a3901ef1a054",
    "59d1fded-e202-503a-adc4-465bc9ed8ae0", "071b2123-a2aa-58ac-9119-f0e7261bcddb",
    "a10bfade-c455-5a5e-96f3-64dc49f5ed4a", "b6a5acbb-b0c3-535a-b2e8-63c6ed0d3d0c",
    "540d872e-7cdc-5dd7-a681-6ece3d21cc4e", "b910d5d8-938f-5022-ab1e-d02b023e0947",
    "2e8a8ba4-9395-5bc6-a6cd-aa0986948a0c"))
(IROC, ZEPHYR, LINDBERG, CASTELVERDE, TU_DRAVENDAM, POLDERTECH, ACCUMULA, UMC, HELIOPTIQUE, INESO, KRANICH,
 BREVENTO, ALMADERA) = (_e(f"organisations/{u}") for u in (
    "5c3dfc3a-eb44-5042-a17c-e789cc2648e9", "9b1b6aa0-d974-52c0-8ce9-4a33d91c3ac5",
    "018c7bf7-76c0-565d-8e6b-9085bf741baf", "92ee4761-bd73-5d48-a523-5bcf7cb02669",
    "c101b508-a50a-53a0-9106-3bd49774f180", "e8e7e06f-5076-5034-8db2-ddd9a1e5ede7",
    "20133273-84de-5640-abc3-aceab0e37e29", "62776d32-da90-5076-9e5d-fa9c8cc6935b",
    "f8eb6fc9-15a0-5969-8a97-20e5913ae4c0", "55350230-0057-5c0b-8876-4fdcadbb50fb",
    "0e56dd1a-3885-59b4-b123-1e109a425d5c", "8ab31997-f8a4-5f37-b14a-442eeade4ee7",
    "b121ef40-2a3d-56b3-8032-2d6e66b8f07a"))
HES, PRC, PUB = (_e(f"organisationTypes/{t}") for t in ("HES", "PRC", "PUB"))
ERC_STG, ERC_COG, CSA = (_e(f"fundingSchemes/{s}") for s in ("ERC-STG", "ERC-COG", "CSA"))
BATTERIES, RENEWABLE, MEDICAL_IMAGING, MACHINE_LEARNING = (f"<{ESV}{u}>" for u in (
    "054d12ff-db22-5f14-a639-635935438e0d", "f90efc0e-8a9f-5153-a219-33fbc06c7818",
    "834d39b4-b0f0-5e28-967d-d3bce5e68143", "4370b927-a506-5a0f-b44c-662c584c4f1e"))
ITALY, GERMANY, SPAIN, SWEDEN, BELGIUM, PORTUGAL = (
    f"<{COUNTRY}{c}>" for c in ("ITA", "DEU", "ESP", "SWE", "BEL", "PRT"))


def project(var: str) -> str:
    """``var`` is a project."""
    return f"{var} {RDF_TYPE} {PROJECT_CLASS} ."


def takes_part(p: str, org: str, role: str) -> str:
    """``org`` has a role (coordinator, participant or third party) in project ``p``."""
    return f"{p} {HAS_PARTY} {role} . {role} {ROLE_OF} {org} ."


def coordinates(p: str, org: str, role: str) -> str:
    """``org`` is the coordinator of project ``p``."""
    return f"{p} {HAS_PARTY} {role} . {role} {RDF_TYPE} {COORDINATOR} ; {ROLE_OF} {org} ."


def in_country(org: str, country: str, tag: str) -> str:
    """``org``'s site is in ``country`` (the site and address are blank nodes)."""
    return f"{org} {SITE} ?s_{tag} . ?s_{tag} {ADDRESS} ?a_{tag} . ?a_{tag} {ADDRESS_COUNTRY} {country} ."


def amount(p: str, prop: str, var: str) -> str:
    """``?var`` is ``p``'s ``prop`` in euros, stored as a decimal or as a MonetaryAmount's ``eurio:value``."""
    return (f"{p} {prop} ?m_{var} . OPTIONAL {{ ?m_{var} {VALUE} ?v_{var} }} "
            f"BIND(COALESCE(?v_{var}, ?m_{var}) AS ?{var})")


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # who coordinates, who takes part
    ("Which projects has the Institut de Recherche pour l'Océan et le Climat coordinated?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} {coordinates('?x', IROC, '?r')} }}"),
    ("who coordinates windfarer", "lists", f"SELECT ?x WHERE {{ {coordinates(WINDFARER, '?x', '?r')} }}"),
    ("Which organisations are taking part in SeaSense?", "lists",
     f"SELECT ?x WHERE {{ {takes_part(SEASENSE, '?x', '?r')} }}"),
    ("what projects is zephyr marine in", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {project('?x')} {takes_part('?x', ZEPHYR, '?r')} }}"),
    ("Which organisation was a linked third party in WINDFARER?", "lists",
     f"SELECT ?x WHERE {{ {WINDFARER} {HAS_PARTY} ?r . ?r {RDF_TYPE} {THIRD_PARTY} ; {ROLE_OF} ?x }}"),
    ("Which organisations took part in both SeaSense and TIDALGRID?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {takes_part(SEASENSE, '?x', '?r')} {takes_part(TIDALGRID, '?x', '?q')} }}"),
    ("Which organisations have coordinated more than one project?", "lists",
     f"SELECT ?x WHERE {{ {coordinates('?p', '?x', '?r')} }} GROUP BY ?x HAVING (COUNT(DISTINCT ?p) > 1)"),
    ("Which company has taken part in the most projects?", "lists",
     (f"SELECT ?x WHERE {{ ?x {ORG_TYPE} {PRC} . {takes_part('?p', '?x', '?r')} }} GROUP BY ?x "
      f"ORDER BY DESC(COUNT(DISTINCT ?p)) LIMIT 1")),
    ("Which projects has the Universidad de Castelverde joined since 2022?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {project('?x')} {takes_part('?x', CASTELVERDE, '?r')} ?x {START} ?d "
      f"FILTER(YEAR(?d) >= 2022) }}")),
    # countries, towns and kinds of organisation
    ("Which Italian organisations took part in projects on batteries?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?p {FIELD} {BATTERIES} . {takes_part('?p', '?x', '?r')} "
      f"{in_country('?x', ITALY, 'o')} }}")),
    ("which countries are HYDROPORT 's partners from", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {takes_part(HYDROPORT, '?o', '?r')} ?o {SITE} ?s . ?s {ADDRESS} ?a . "
      f"?a {ADDRESS_COUNTRY} ?x }}")),
    ("Which projects are coordinated by German organisations?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} {coordinates('?x', '?o', '?r')} {in_country('?o', GERMANY, 'o')} }}"),
    ("Which projects involve Swedish organisations?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {project('?x')} {takes_part('?x', '?o', '?r')} {in_country('?o', SWEDEN, 'o')} }}"),
    # the company's name misspelt on purpose: "LINDBERG BATTERI AB" is the stored one
    ("Which country is Lindburg Batteri in?", "lists",
     f"SELECT ?x WHERE {{ {LINDBERG} {SITE} ?s . ?s {ADDRESS} ?a . ?a {ADDRESS_COUNTRY} ?x }}"),
    ("Which organisations are based in Norrvik?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ORGANISATION_CLASS} ; {SITE} ?s . ?s {ADDRESS} ?a . ?a {LOCALITY} ?l "
      f"FILTER(LCASE(STR(?l)) = \"norrvik\") }}")),
    ("In which cities are the CLEARAIR partners based?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {takes_part(CLEARAIR, '?o', '?r')} ?o {SITE} ?s . ?s {ADDRESS} ?a . "
      f"?a {LOCALITY} ?x }}")),
    ("Which private companies are involved in WINDFARER?", "lists",
     f"SELECT ?x WHERE {{ {takes_part(WINDFARER, '?x', '?r')} ?x {ORG_TYPE} {PRC} }}"),
    # money
    ("Which project got the largest EU contribution?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} {amount('?x', EU_CONTRIBUTION, 'eu')} }} ORDER BY DESC(?eu) LIMIT 1"),
    ("Which projects received more than 6 million euros from the EU?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} {amount('?x', EU_CONTRIBUTION, 'eu')} FILTER(?eu > 6000000) }}"),
    ("Which of TU Dravendam's projects had the biggest total cost?", "lists",
     (f"SELECT ?x WHERE {{ {project('?x')} {takes_part('?x', TU_DRAVENDAM, '?r')} "
      f"{amount('?x', TOTAL_COST, 'cost')} }} ORDER BY DESC(?cost) LIMIT 1")),
    ("Which partner got the biggest share of SeaSense's EU funding?", "lists",
     f"SELECT ?x WHERE {{ {takes_part(SEASENSE, '?x', '?r')} ?r {CONTRIBUTION} ?c }} ORDER BY DESC(?c) LIMIT 1"),
    # dates
    ("Which projects started in 2023?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} ?x {START} ?d FILTER(YEAR(?d) = 2023) }}"),
    ("Which projects end after 2026?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} ?x {END} ?d FILTER(YEAR(?d) > 2026) }}"),
    ("Which project started first?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} ?x {START} ?d }} ORDER BY ?d LIMIT 1"),
    ("When does NEUROBRIDGE end?", "lists", f"SELECT ?x WHERE {{ {NEUROBRIDGE} {END} ?x }}"),
    # schemes, topics and fields
    ("Which projects are ERC Starting Grants?", "lists",
     f"SELECT ?x WHERE {{ {project('?x')} ?x {FUNDED_BY} {ERC_STG} }}"),
    ("Under which call topic was LITHOCYCLE funded?", "lists", f"SELECT ?x WHERE {{ {LITHOCYCLE} {TOPIC} ?x }}"),
    ("Which other projects were funded under the same topic as VOLTSTORE?", "lists",
     f"SELECT ?x WHERE {{ {VOLTSTORE} {TOPIC} ?t . ?x {TOPIC} ?t FILTER(?x != {VOLTSTORE}) }}"),
    ("Which research fields does MEDISCAN cover?", "lists", f"SELECT ?x WHERE {{ {MEDISCAN} {FIELD} ?x }}"),
    ("Which research fields fall under renewable energy?", "lists", f"SELECT ?x WHERE {{ ?x {BROADER} {RENEWABLE} }}"),
    # counts, sums and stored amounts
    ("How much did the EU contribute to VOLTSTORE?", "counts",
     f"SELECT ?n WHERE {{ {amount(VOLTSTORE, EU_CONTRIBUTION, 'n')} }}"),
    ("What was the total cost of WINDFARER?", "counts", f"SELECT ?n WHERE {{ {amount(WINDFARER, TOTAL_COST, 'n')} }}"),
    ("whats the eu contribution accumula got for VOLTSTORE", "counts",
     f"SELECT ?n WHERE {{ {takes_part(VOLTSTORE, ACCUMULA, '?r')} ?r {CONTRIBUTION} ?n }}"),
    ("how many projects has poldertech been involved in", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {project('?p')} {takes_part('?p', POLDERTECH, '?r')} }}"),
    ("How many organisations are involved in HYDROPORT?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ {takes_part(HYDROPORT, '?o', '?r')} }}"),
    ("How many projects kicked off in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {project('?p')} ?p {START} ?d FILTER(YEAR(?d) = 2022) }}"),
    ("What is the total EU funding of the projects coordinated by Italian organisations?", "counts",
     (f"SELECT (SUM(?eu) AS ?n) WHERE {{ {project('?p')} {coordinates('?p', '?o', '?r')} "
      f"{in_country('?o', ITALY, 'o')} {amount('?p', EU_CONTRIBUTION, 'eu')} }}")),
    ("How many ERC grants are there?", "counts",
     (f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {project('?p')} ?p {FUNDED_BY} ?s "
      f"VALUES ?s {{ {ERC_STG} {ERC_COG} }} }}")),
    ("How many Spanish organisations are there?", "counts",
     (f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ ?o {RDF_TYPE} {ORGANISATION_CLASS} . "
      f"{in_country('?o', SPAIN, 'o')} }}")),
    ("How many projects were coordinated by universities?", "counts",
     (f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {project('?p')} {coordinates('?p', '?o', '?r')} "
      f"?o {ORG_TYPE} {HES} }}")),
]
YES_NO = [
    ("Did VOLTSTORE start before 2023?", True),
    ("did hydroport start before 2023", False),
    ("Is Accumula a partner in LITHOCYCLE?", True),
    ("Is Lindberg Batteri part of the LITHOCYCLE consortium?", False),
    ("Did the Université de Montclaire coordinate HELIOTANDEM?", True),
    ("Is Helioptique the coordinator of HELIOTANDEM?", False),
    ("Did the EU contribute more to WINDFARER than to MEDISCAN?", True),
    ("Did COBOTICA cost more than FLEXHEAT?", False),
    ("Is DEEPCURRENT an ERC Starting Grant?", True),
    ("is zephyr marine based in belgium", True),
    ("Is INESO based in Spain?", False),
    ("Did HYDROPORT get more than 10 million euros from the EU?", False),
    ("Did CATHODEX receive at least 1.5 million euros of EU funding?", True),
    ("Is there a Swedish partner in SeaSense?", False),
    ("Does MEDISCAN involve machine learning?", True),
    ("Is TIDALGRID a coordination and support action?", True),
    ("Has Kranich Robotics worked on a medical imaging project?", False),
    ("Did CLEARAIR end before SeaSense?", True),
    ("Is Poldertech a university?", False),
    ("Is the Comune di Brevento in more projects than the Ayuntamiento de Almadera?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path under resource/ (``projects/921f8674-...``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("grants", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
