"""``kgqa.bench.grants_kg``: the KG file parses and is in the CORDIS EURIO dump's shape (every project titled,
numbered, dated, costed, funded, topical and with exactly one coordinator; every role node the role of one
organisation; every organisation named, with a site, an address and a labelled country; partners' shares,
where given, adding up to the EU contribution), and every gold query, run by rdflib on
``tests/candidates/data/grants.ttl``, gives the answer worked out by hand from the file; every yes/no truth
is what an ASK written here says. No engine runs here."""

from decimal import Decimal

import rdflib
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from kgqa.bench import grants_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

EURIO = rdflib.Namespace(bench.EURIO)

# The resources the answers name, by their path under resource/ (as ``name_of`` gives them).
P = {acronym: f"projects/{u}" for acronym, u in {
    "VOLTSTORE": "921f8674-5d24-55b5-81dc-86bbd36106b7", "LITHOCYCLE": "599d20a5-29d9-5c36-8158-c8b639cce0f1",
    "NANOSEP": "a5d853ed-ede3-5c42-9524-3afa78ac0693", "SeaSense": "b891afe7-c4a0-5bf0-8140-f9fbc2128e35",
    "WINDFARER": "656c829d-8676-5326-9453-107880295d27", "AQUAREUSE": "eb2efe3c-3491-5048-bd58-3fa8142a2e63",
    "FORESTWATCH": "77174eca-0a93-52ec-ad4a-a354b2f199ea", "HELIOTANDEM": "540d872e-7cdc-5dd7-a681-6ece3d21cc4e",
    "MEDISCAN": "41849872-9179-527c-85ee-bfdd567ecb51", "COBOTICA": "d05c83f9-5465-58d9-8939-33b85db8f862",
    "TIDALGRID": "c85f9b26-397c-5228-9da8-c480a63401ee", "QUANTMAT": "34734225-6450-5c62-b294-83d390de7383",
    "HYDROPORT": "13fed45b-94a8-5abc-b484-a3901ef1a054", "PEATREWET": "d102d82e-b85d-5af1-929e-6ed38c4ec57d",
    "BATTSAFE": "2e8a8ba4-9395-5bc6-a6cd-aa0986948a0c", "ELECTROCAT": "3d31aa9c-404b-5c41-9443-1c9fc3875d26",
    "CLEARAIR": "59d1fded-e202-503a-adc4-465bc9ed8ae0", "DEEPCURRENT": "071b2123-a2aa-58ac-9119-f0e7261bcddb",
    "FLEXHEAT": "a10bfade-c455-5a5e-96f3-64dc49f5ed4a", "NEUROBRIDGE": "b6a5acbb-b0c3-535a-b2e8-63c6ed0d3d0c",
    "SMARTLOCK": "3b9de732-9a5d-595f-b6a2-9856607fb2f9", "CATHODEX": "b910d5d8-938f-5022-ab1e-d02b023e0947",
}.items()}
O = {key: f"organisations/{u}" for key, u in {
    "UNIVAL": "228c26d4-d6d5-5da4-a29f-dc597f26479c", "POLISAR": "10b5234a-0b0e-5123-9a7b-004243173d62",
    "ACCUMULA": "20133273-84de-5640-abc3-aceab0e37e29", "BREVENTO": "8ab31997-f8a4-5f37-b14a-442eeade4ee7",
    "FZE": "ee9a798f-3c03-5677-854b-983fb8367cbc", "IROC": "5c3dfc3a-eb44-5042-a17c-e789cc2648e9",
    "AEROLIS": "839ffd23-1f22-588d-82fd-ca7c20e46fe3", "KCW": "85f0fa0d-0f66-5ce8-87df-aebe8ede894f",
    "POLDERTECH": "e8e7e06f-5076-5034-8db2-ddd9a1e5ede7", "ZEPHYR": "9b1b6aa0-d974-52c0-8ce9-4a33d91c3ac5",
    "NORRVIK": "506640be-2db3-5859-8b8b-2b92fd5f92af", "SKOK": "68b0b9fe-69e5-510b-b770-a8f41f659fc2",
    "SERRAVAL": "f6511ddc-70b4-51ce-a873-59eeb8fb17c7", "INESO": "55350230-0057-5c0b-8876-4fdcadbb50fb",
    "MARESOL": "6cd7a312-8845-50f6-a72e-0427d55fbec3", "CAMARA": "6f952475-eac2-5f01-92e3-38e1fd583616",
}.items()}
FIELD = {key: bench.ESV + u for key, u in {
    "medical imaging": "834d39b4-b0f0-5e28-967d-d3bce5e68143",
    "machine learning": "4370b927-a506-5a0f-b44c-662c584c4f1e",
    "wind power": "506f1f28-4fd9-546a-a24d-62bf8e7bbd70", "solar energy": "40cf6fc8-b6a6-56a8-af31-5e706d09d9a2",
    "ocean energy": "97b1be60-e8a5-5c77-8fbc-6285d9de3795",
}.items()}


def _p(*acronyms: str) -> list[str]:
    return sorted(P[a] for a in acronyms)


def _o(*keys: str) -> list[str]:
    return sorted(O[k] for k in keys)


def _c(*codes: str) -> list[str]:
    return sorted(bench.COUNTRY + c for c in codes)


# The answers read off the Turtle by hand, in the bench's order (paths under resource/, fields and
# countries as full IRIs, dates and towns as written).
LISTS = [
    _p("SeaSense", "DEEPCURRENT"),
    _o("AEROLIS"),
    _o("IROC", "INESO", "KCW", "ZEPHYR", "SERRAVAL"),
    _p("SeaSense", "WINDFARER", "TIDALGRID"),
    _o("CAMARA"),
    _o("IROC", "INESO", "ZEPHYR"),
    # IROC: SeaSense and DEEPCURRENT; SKOK: FORESTWATCH and PEATREWET; FZE: QUANTMAT and FLEXHEAT
    _o("IROC", "SKOK", "FZE"),
    # POLDERTECH: AQUAREUSE, HYDROPORT, CLEARAIR, FLEXHEAT, SMARTLOCK; next VOLTARIS and ZEPHYR with 3
    _o("POLDERTECH"),
    # Castelverde is also in TIDALGRID (2021) and CLEARAIR (2020)
    _p("LITHOCYCLE", "COBOTICA"),
    # battery projects: VOLTSTORE, LITHOCYCLE, BATTSAFE, CATHODEX
    _o("ACCUMULA", "POLISAR", "UNIVAL", "BREVENTO"),
    _c("NLD", "BEL", "ESP", "DEU"),
    # TUH, VOLTARIS, KRANICH, FZE (twice)
    _p("VOLTSTORE", "LITHOCYCLE", "COBOTICA", "QUANTMAT", "FLEXHEAT"),
    # Norrviks universitet, Lindberg Batteri, SKOK
    _p("VOLTSTORE", "BATTSAFE", "FORESTWATCH", "MEDISCAN", "PEATREWET", "ELECTROCAT", "FLEXHEAT", "CATHODEX"),
    _c("SWE"),
    # "Norrvik" and "NORRVIK"
    _o("NORRVIK", "SKOK"),
    sorted(["Castelverde", "Almadera", "Serraval", "Amstelwijk"]),
    # TU Dravendam is a university and the Camara Municipal a public body
    _o("AEROLIS", "MARESOL", "ZEPHYR"),
    # 9 996 450 in a MonetaryAmount, then WINDFARER's 8 925 000, also in one
    _p("HYDROPORT"),
    _p("LITHOCYCLE", "WINDFARER", "AQUAREUSE", "MEDISCAN", "HYDROPORT"),
    # HYDROPORT 14 880 000; WINDFARER 12 750 000 (a MonetaryAmount), COBOTICA, SMARTLOCK
    _p("HYDROPORT"),
    _o("IROC"),
    _p("WINDFARER", "MEDISCAN", "HYDROPORT", "BATTSAFE", "ELECTROCAT"),
    # WINDFARER and ELECTROCAT end on 2026-12-31
    _p("MEDISCAN", "QUANTMAT", "HYDROPORT", "CATHODEX"),
    _p("DEEPCURRENT"),
    ["2026-02-28"],
    _p("NANOSEP", "DEEPCURRENT", "CATHODEX"),
    ["topics/HORIZON-CL5-2021-D2-01-06"],
    _p("BATTSAFE"),
    sorted([FIELD["medical imaging"], FIELD["machine learning"]]),
    sorted([FIELD["wind power"], FIELD["solar energy"], FIELD["ocean energy"]]),
]
# VOLTSTORE's EU contribution; WINDFARER's total cost (a MonetaryAmount); Accumula's share of VOLTSTORE;
# Poldertech in 5; HYDROPORT's 6 organisations; 10 starts in 2022; NANOSEP + BATTSAFE + NEUROBRIDGE;
# 3 ERC-STG + 1 ERC-COG; Castelverde, CETAS, Heliosur, Almadera; 7 coordinated by universities
COUNTS = [number(n) for n in (5980250, 12750000, 920000, 5, 6, 10, 1498750 + 3480000 + 5600000, 4, 4, 7)]

b = bench
_e = bench._e
D = b.XSD_DATE


def _party(p: str, org: str) -> str:
    return f"ASK {{ {b.takes_part(p, org, '?r')} }}"


def _coordinates(p: str, org: str) -> str:
    return f"ASK {{ {b.coordinates(p, org, '?r')} }}"


def _more(p: str, q: str, prop: str) -> str:
    return f"ASK {{ {b.amount(p, prop, 'a')} {b.amount(q, prop, 'c')} FILTER(?a > ?c) }}"


def _projects_of(org: str, var: str) -> str:
    part = b.takes_part(f"?p_{var}", org, f"?r_{var}")
    return f"{{ SELECT (COUNT(DISTINCT ?p_{var}) AS ?{var}) WHERE {{ {part} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.VOLTSTORE} {b.START} ?d FILTER(?d < \"2023-01-01\"^^{D}) }}",
    f"ASK {{ {b.HYDROPORT} {b.START} ?d FILTER(?d < \"2023-01-01\"^^{D}) }}",
    _party(b.LITHOCYCLE, b.ACCUMULA),
    _party(b.LITHOCYCLE, b.LINDBERG),
    _coordinates(b.HELIOTANDEM, b.UMC),
    _coordinates(b.HELIOTANDEM, b.HELIOPTIQUE),
    _more(b.WINDFARER, b.MEDISCAN, b.EU_CONTRIBUTION),
    _more(b.COBOTICA, b.FLEXHEAT, b.TOTAL_COST),
    f"ASK {{ {b.DEEPCURRENT} {b.FUNDED_BY} {b.ERC_STG} }}",
    f"ASK {{ {b.in_country(b.ZEPHYR, b.BELGIUM, 'z')} }}",
    f"ASK {{ {b.in_country(b.INESO, b.SPAIN, 'i')} }}",
    f"ASK {{ {b.amount(b.HYDROPORT, b.EU_CONTRIBUTION, 'a')} FILTER(?a > 10000000) }}",
    f"ASK {{ {b.amount(b.CATHODEX, b.EU_CONTRIBUTION, 'a')} FILTER(?a >= 1500000) }}",
    f"ASK {{ {b.takes_part(b.SEASENSE, '?o', '?r')} {b.in_country('?o', b.SWEDEN, 'o')} }}",
    f"ASK {{ {b.MEDISCAN} {b.FIELD} {b.MACHINE_LEARNING} }}",
    f"ASK {{ {b.TIDALGRID} {b.FUNDED_BY} {b.CSA} }}",
    f"ASK {{ {b.takes_part('?p', b.KRANICH, '?r')} ?p {b.FIELD} {b.MEDICAL_IMAGING} }}",
    f"ASK {{ {b.CLEARAIR} {b.END} ?a . {b.SEASENSE} {b.END} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {b.POLDERTECH} {b.ORG_TYPE} {b.HES} }}",
    f"ASK {{ {_projects_of(b.BREVENTO, 'a')} {_projects_of(b.ALMADERA, 'c')} FILTER(?a > ?c) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _euros(graph: rdflib.Graph, node) -> Decimal:
    """An amount stored as a decimal or as a MonetaryAmount node in euros."""
    if isinstance(node, rdflib.Literal):
        return node.toPython()
    assert (node, RDF.type, EURIO.MonetaryAmount) in graph and str(graph.value(node, EURIO.currency)) == "EUR"
    return graph.value(node, EURIO.value).toPython()


def test_the_dump_has_its_projects_roles_organisations_and_concepts():
    graph = _graph()
    assert len(graph) == 980
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (EURIO.Project, EURIO.Organisation, EURIO.Coordinator, EURIO.Participant, EURIO.ThirdParty,
                          EURIO.FundingScheme, EURIO.MonetaryAmount)}
    assert list(counts.values()) == [22, 33, 22, 59, 3, 6, 4]
    assert len(set(graph.objects(None, EURIO.hasInvolvedParty))) == 84
    # eight countries, each labelled; four organisation types; 21 EuroSciVoc fields, three under renewable energy
    countries = set(graph.objects(None, EURIO.addressCountry))
    assert len(countries) == 8 and all(graph.value(c, RDFS.label).language == "en" for c in countries)
    assert len(set(graph.objects(None, EURIO.hasOrganisationType))) == 4
    fields = {f for f in graph.subjects(RDF.type, SKOS.Concept) if str(f).startswith(bench.ESV)}
    assert len(fields) == 21 and set(graph.objects(None, EURIO.hasField)) <= fields
    assert len(list(graph.subjects(SKOS.broader, rdflib.URIRef(bench.RENEWABLE.strip("<>"))))) == 3


def test_every_project_is_titled_numbered_dated_costed_funded_and_coordinated_once():
    graph = _graph()
    english = 0
    for p in graph.subjects(RDF.type, EURIO.Project):
        for prop in (EURIO.title, EURIO.acronym, EURIO.identifier, EURIO.startDate, EURIO.endDate, EURIO.hasTotalCost,
                     EURIO.hasEUContribution, EURIO.isFundedBy, EURIO.hasTopic):
            assert len(list(graph.objects(p, prop))) == 1, (p, prop)
        english += graph.value(p, EURIO.title).language == "en"
        ident = graph.value(p, EURIO.identifier)
        assert ident.datatype is None and str(ident).isdigit() and len(str(ident)) in (6, 9), p
        start, end = graph.value(p, EURIO.startDate), graph.value(p, EURIO.endDate)
        assert start.datatype == end.datatype == XSD.date and start.toPython() < end.toPython(), p
        total = _euros(graph, graph.value(p, EURIO.hasTotalCost))
        eu = _euros(graph, graph.value(p, EURIO.hasEUContribution))
        assert 0 < eu <= total, p
        assert (graph.value(p, EURIO.isFundedBy), RDF.type, EURIO.FundingScheme) in graph, p
        assert graph.value(graph.value(p, EURIO.hasTopic), SKOS.prefLabel) is not None, p
        assert 1 <= len(list(graph.objects(p, EURIO.hasField))) <= 2, p
        roles = list(graph.objects(p, EURIO.hasInvolvedParty))
        assert len([r for r in roles if (r, RDF.type, EURIO.Coordinator) in graph]) == 1, p
        shares = [graph.value(r, EURIO.hasContribution) for r in roles]
        if all(s is not None for s in shares):
            assert sum(s.toPython() for s in shares) == eu, p
        else:
            assert all(s is None for s in shares), p
    assert english == 8
    # partners' shares are given for four projects
    assert len({p for p, r in graph.subject_objects(EURIO.hasInvolvedParty)
                if graph.value(r, EURIO.hasContribution) is not None}) == 4


def test_every_role_is_one_organisations_and_every_organisation_is_sited():
    graph = _graph()
    labels = {EURIO.Coordinator: "coordinator", EURIO.Participant: "participant", EURIO.ThirdParty: "thirdParty"}
    for r in graph.objects(None, EURIO.hasInvolvedParty):
        kinds = [k for k in labels if (r, RDF.type, k) in graph]
        assert len(kinds) == 1 and str(graph.value(r, EURIO.roleLabel)) == labels[kinds[0]], r
        assert (graph.value(r, EURIO.isRoleOf), RDF.type, EURIO.Organisation) in graph, r
    localities = set()
    for org in graph.subjects(RDF.type, EURIO.Organisation):
        name = str(graph.value(org, EURIO.legalName))
        assert name == name.upper() and name.isascii(), org
        site = graph.value(org, EURIO.hasSite)
        address = graph.value(site, EURIO.hasAddress)
        assert isinstance(site, rdflib.BNode) and isinstance(address, rdflib.BNode), org
        assert graph.value(address, EURIO.addressCountry) is not None, org
        localities.add(str(graph.value(address, EURIO.addressLocality)))
        assert list(graph.subjects(EURIO.isRoleOf, org)), org
    assert {"Norrvik", "NORRVIK"} <= localities
    # one organisation (the Belgian network) has no organisation type; fourteen have a short name
    assert len([o for o in graph.subjects(RDF.type, EURIO.Organisation)
                if graph.value(o, EURIO.hasOrganisationType) is None]) == 1
    assert len(list(graph.subject_objects(EURIO.shortName))) == 14


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
