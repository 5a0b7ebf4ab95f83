"""``python -m kgqa.bench.lei_kg``: questions about legal entities and their parents in LEI data, one JSON object on stdout.

The KG is ``tests/candidates/data/lei.ttl``: an extract of the Global Legal Entity Identifier
Foundation's Golden Copy as GLEIF publishes it in RDF (the ``gleif-L1:``, ``gleif-L2:`` and
``gleif-base:`` ontologies under ``https://www.gleif.org/ontology/``), for an invented world of 25
legal entities in five groups (Valdmark, Orrery, Halvorsen, Brightwater, Seligmann) across eight
countries, written by hand in Turtle (834 triples). Entities are ``gleif-L1:LegalEntity`` at
``https://rdf.gleif.org/L1/LEI/529900K9P34Y6N3WD243`` (the 20-character LEI, with its LOU prefix and
ISO 7064 check digits, is the local name and also the ``gleif-L1:hasLEI`` literal). Each has
``gleif-L1:hasLegalName`` (legal names with their legal forms, some in upper case:
"VALDMARK HOLDINGS SE", "Orrery Re S.A.", "HALVORSEN FINANCE S.À R.L."), ``gleif-L1:hasLegalForm``
to an ELF code (``https://rdf.gleif.org/EntityLegalForm/SGST``, a ``gleif-elf:EntityLegalForm``
with an ``rdfs:label`` such as "Societas Europaea" and a country; the same label under different
codes in different countries), ``gleif-L1:hasLegalAddress`` and ``gleif-L1:hasHeadquartersAddress``
to ``gleif-base:PhysicalAddress`` nodes (``.../LEI/<LEI>-LegalAddress``; where the two are the same
the headquarters property points to the legal address node, where they differ to a separate
``-HeadquartersAddress`` node) with ``gleif-base:hasAddressLine1``, ``gleif-base:hasCity``
("Frankfurt am Main", once "FRANKFURT AM MAIN"), ``gleif-base:hasPostalCode`` and
``gleif-base:hasCountry`` to LCC ISO 3166-1 country IRIs (``lcc-3166-1:DE``, labelled "Germany"),
``gleif-L1:hasEntityStatus`` (``gleif-L1:ACTIVE``, ``gleif-L1:INACTIVE``: two entities are
inactive), ``gleif-L1:hasEntityCategory`` (``GENERAL``, one ``FUND``, one ``BRANCH``) and
``gleif-L1:hasRegistration`` to a ``gleif-L1:LEIRegistration`` node with
``gleif-L1:hasInitialRegistrationDate`` and ``gleif-L1:hasLastUpdateDate`` (``xsd:dateTime``),
``gleif-L1:hasManagingLOU`` (one of six local operating units, ``gleif-L1:LocalOperatingUnit`` with
an ``rdfs:label``) and ``gleif-L1:hasRegistrationStatus`` (``ISSUED``, ``LAPSED``, ``RETIRED``).
Level 2 parents are 30 reified ``gleif-L2:RelationshipRecord``s
(``https://rdf.gleif.org/L2/RelationshipRecord/<child>-IS_DIRECTLY_CONSOLIDATED_BY-<parent>``) with
``gleif-L2:hasStartNode`` (the child), ``gleif-L2:hasEndNode`` (the parent),
``gleif-L2:hasRelationshipType`` (``IS_DIRECTLY_CONSOLIDATED_BY``, 19, or
``IS_ULTIMATELY_CONSOLIDATED_BY``, 11: not every child reports its ultimate parent),
``gleif-L2:hasRelationshipStatus`` (``gleif-L2:ACTIVE``, or ``INACTIVE`` for four ended ones,
including a former direct parent of Orrery Capital Markets) and a blank
``gleif-L2:RelationshipPeriod`` with ``gleif-L2:hasPeriodStart`` and, for ended ones,
``gleif-L2:hasPeriodEnd``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_lei_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them,
by someone who had not read the engine's code; nothing in the engine was tuned for this KG. There
are 30 list questions, 10 counts and 20 yes/no questions (10 of them false), in plain English as a
compliance or KYC analyst asks ("Who is the ultimate parent of ...", "Which entities are
headquartered in Luxembourg?", "What is the LEI of ...", "When was ... first registered?"), not
phrased after the GLEIF terms: one hop both ways (an entity's LEI, legal form, status, managing LOU;
the entity with a given LEI), two and three hops (direct and ultimate parents through the
relationship records, current ones by their status; the headquarters city of a parent; the
country of a subsidiary), class questions with conditions (SEs headquartered in Frankfurt, where
"SE" is any ELF code labelled "Societas Europaea"; German entities registered before 2014; funds;
lapsed registrations), superlatives (the most recently registered entity, the parent with most
current direct subsidiaries), date thresholds, counts per country, city, LOU, year and parent, and
yes/no on status, parents (direct against ultimate, current against former), addresses (legal
against headquarters), legal forms, registration dates of two entities, counts of two parents and
existence. "Headquartered" reads the headquarters address, "based in", "registered in" and
nationality read the legal address. About eight are typed carelessly (lower case, no question
mark, " 's ", a misspelt "Seligman", short names such as "Halvorsen Finance"). Where the answer is
an entity, it is the entity IRI (compared as ``L1/LEI/<LEI>``, ``EntityLegalForm/<code>``, and in
full for country IRIs), not its name; LEIs, dates and cities are literals as written.

    python -m kgqa.bench.lei_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "lei.ttl"
BASE = "https://rdf.gleif.org/"
L1 = "https://www.gleif.org/ontology/L1/"
L2 = "https://www.gleif.org/ontology/L2/"
GB = "https://www.gleif.org/ontology/Base/"
COUNTRY = "https://www.omg.org/spec/LCC/Countries/ISO3166-1-CountryCodes/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
LABEL = "<http://www.w3.org/2000/01/rdf-schema#label>"

LEIS = {
    "valdmark_holdings": "529900K9P34Y6N3WD243", "valdmark_bank": "5299005RQ4F5ZR37E341",
    "valdmark_am": "222100P3E2Z8IQ9Y7J58", "valdmark_finance": "724500ZB6CN6Z43DVY07",
    "valdmark_leasing": "529900RKTTNJFBF5JX34", "orrery_groupe": "969500VLSI47WQAL9V22",
    "orrery_assurances": "969500Q24ZKLMVT45H38", "orrery_re": "222100U43JSIOM1TMA58",
    "orrery_cm": "2138007V3DI8FPPV5A98", "orrery_ireland": "213800SPZH8RZHQMOE13",
    "halvorsen_nv": "72450095B9EE0VBGI083", "halvorsen_shipping": "7245009QYNK8W3TZPP78",
    "halvorsen_gmbh": "529900PP6UP3C4DSA746", "halvorsen_inc": "549300L3609Y6N14DO76",
    "halvorsen_finance": "2221009GMNU77VTUUJ39", "brightwater_corp": "549300596LGUAX1DXN77",
    "brightwater_europe": "5299009Y1XJ5GXNAME41", "brightwater_fund": "213800YYWLECFPECXV83",
    "brightwater_securities": "549300M11HUGCMSMN584", "brightwater_uk": "213800E6EUCLDU0UM538",
    "seligmann_holding": "5299007OCUBRL5PTP562", "seligmann_privatbank": "529900AA819T9UM9ZZ61",
    "seligmann_de": "5299008106X8RCD1GD89", "seligmann_lux": "222100IWFKGYQ83MTX38",
    "seligmann_branch": "529900QW8Y9XW1SB0975",
}


def _e(key: str) -> str:
    return f"<{BASE}L1/LEI/{LEIS[key]}>"


def _c(code: str) -> str:
    return f"<{COUNTRY}{code}>"


(VALDMARK_HOLDINGS, VALDMARK_BANK, VALDMARK_AM, VALDMARK_FINANCE, VALDMARK_LEASING, ORRERY_GROUPE, ORRERY_ASSURANCES,
 ORRERY_RE, ORRERY_CM, ORRERY_IRELAND, HALVORSEN_NV, HALVORSEN_SHIPPING, HALVORSEN_GMBH, HALVORSEN_INC,
 HALVORSEN_FINANCE, BRIGHTWATER_CORP, BRIGHTWATER_EUROPE, BRIGHTWATER_FUND, BRIGHTWATER_SECURITIES, BRIGHTWATER_UK,
 SELIGMANN_HOLDING, SELIGMANN_PRIVATBANK, SELIGMANN_DE, SELIGMANN_LUX, SELIGMANN_BRANCH) = (_e(k) for k in LEIS)
LU_LOU = f"<{BASE}L1/LEI/222100Z3FCH26WSZ1464>"
DE, LU, FR, NL, GBR, IE, US, CH = (_c(c) for c in ("DE", "LU", "FR", "NL", "GB", "IE", "US", "CH"))

ENTITY, HAS_LEI, NAME, FORM, LEGAL_ADDR, HQ_ADDR, STATUS, CATEGORY, REGISTRATION = (
    f"<{L1}{n}>" for n in ("LegalEntity", "hasLEI", "hasLegalName", "hasLegalForm", "hasLegalAddress",
                           "hasHeadquartersAddress", "hasEntityStatus", "hasEntityCategory", "hasRegistration"))
INITIAL, LOU, REG_STATUS = (f"<{L1}{n}>" for n in ("hasInitialRegistrationDate", "hasManagingLOU",
                                                     "hasRegistrationStatus"))
ACTIVE, INACTIVE, FUND, LAPSED, ISSUED = (f"<{L1}{n}>" for n in ("ACTIVE", "INACTIVE", "FUND", "LAPSED", "ISSUED"))
RECORD, START, END, REL_TYPE, REL_STATUS = (
    f"<{L2}{n}>" for n in ("RelationshipRecord", "hasStartNode", "hasEndNode", "hasRelationshipType",
                           "hasRelationshipStatus"))
DIRECT, ULTIMATE = f"<{L2}IS_DIRECTLY_CONSOLIDATED_BY>", f"<{L2}IS_ULTIMATELY_CONSOLIDATED_BY>"
REL_ACTIVE, REL_INACTIVE = f"<{L2}ACTIVE>", f"<{L2}INACTIVE>"
CITY, COUNTRY_OF = f"<{GB}hasCity>", f"<{GB}hasCountry>"


def entity(var: str) -> str:
    """``var`` is a legal entity (LOUs, addresses and registrations are not)."""
    return f"{var} {RDF_TYPE} {ENTITY} ."


def rel(child: str, kind: str, parent: str, status: str | None = REL_ACTIVE) -> str:
    """A relationship record of ``kind`` from ``child`` to ``parent``, current unless ``status`` says otherwise."""
    tail = f" ; {REL_STATUS} {status}" if status else ""
    return f"[] {RDF_TYPE} {RECORD} ; {START} {child} ; {REL_TYPE} {kind} ; {END} {parent}{tail} ."


def legal_country(var: str, country: str) -> str:
    return f"{var} {LEGAL_ADDR} [ {COUNTRY_OF} {country} ] ."


def hq_country(var: str, country: str) -> str:
    return f"{var} {HQ_ADDR} [ {COUNTRY_OF} {country} ] ."


def first_registered(var: str, date: str) -> str:
    return f"{var} {REGISTRATION} [ {INITIAL} {date} ] ."


def is_se(var: str) -> str:
    """``var``'s legal form is a Societas Europaea (one ELF code per country, all labelled so)."""
    return f"{var} {FORM} [ {LABEL} \"Societas Europaea\" ] ."


def in_frankfurt(city: str) -> str:
    return f"FILTER(CONTAINS(LCASE(STR({city})), \"frankfurt\"))"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # identifiers, forms, status, registration
    ("What is the LEI of Orrery Re?", "lists", f"SELECT ?x WHERE {{ {ORRERY_RE} {HAS_LEI} ?x }}"),
    ("Which company has the LEI 549300M11HUGCMSMN584?", "lists",
     f"SELECT ?x WHERE {{ ?x {HAS_LEI} \"549300M11HUGCMSMN584\" }}"),
    ("What is the legal form of Halvorsen Finance?", "lists", f"SELECT ?x WHERE {{ {HALVORSEN_FINANCE} {FORM} ?x }}"),
    ("what legal form does valdmark holdings have", "lists", f"SELECT ?x WHERE {{ {VALDMARK_HOLDINGS} {FORM} ?x }}"),
    ("When was Seligmann (Deutschland) SE first registered?", "lists",
     f"SELECT ?x WHERE {{ {first_registered(SELIGMANN_DE, '?x')} }}"),
    ("Which entities are no longer active?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} ?x {STATUS} {INACTIVE} }}"),
    ("Which entities are registered as funds?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} ?x {CATEGORY} {FUND} }}"),
    ("Which entities have let their LEI registration lapse?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} ?x {REGISTRATION} [ {REG_STATUS} {LAPSED} ] }}"),
    ("Which entities have their LEI managed by Luxembourg LEI Services?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} ?x {REGISTRATION} [ {LOU} {LU_LOU} ] }}"),
    ("Who manages the LEI of Brightwater Europe?", "lists",
     f"SELECT ?x WHERE {{ {BRIGHTWATER_EUROPE} {REGISTRATION} [ {LOU} ?x ] }}"),
    ("Which entity was registered most recently?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} {first_registered('?x', '?d')} }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which entities were first registered in 2014?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} {first_registered('?x', '?d')} FILTER(YEAR(?d) = 2014) }}"),
    ("Which German entities were registered before 2014?", "lists",
     (f"SELECT ?x WHERE {{ {entity('?x')} {legal_country('?x', DE)} {first_registered('?x', '?d')} "
      f"FILTER(YEAR(?d) < 2014) }}")),
    # addresses
    ("Which entities are headquartered in Luxembourg?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} {hq_country('?x', LU)} }}"),
    ("Which SEs are headquartered in Frankfurt?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} {is_se('?x')} ?x {HQ_ADDR} [ {CITY} ?c ] {in_frankfurt('?c')} }}"),
    ("Which companies are headquartered in New York?", "lists",
     f"SELECT ?x WHERE {{ {entity('?x')} ?x {HQ_ADDR} [ {CITY} \"New York\" ] }}"),
    ("In which country is Brightwater Europe SE legally registered?", "lists",
     f"SELECT ?x WHERE {{ {BRIGHTWATER_EUROPE} {LEGAL_ADDR} [ {COUNTRY_OF} ?x ] }}"),
    ("whats the headquarters city of brightwater securities", "lists",
     f"SELECT ?x WHERE {{ {BRIGHTWATER_SECURITIES} {HQ_ADDR} [ {CITY} ?x ] }}"),
    ("Which entities are based in Ireland?", "lists", f"SELECT ?x WHERE {{ {entity('?x')} {legal_country('?x', IE)} }}"),
    # parents and subsidiaries
    ("Who is the ultimate parent of Valdmark Asset Management?", "lists",
     f"SELECT ?x WHERE {{ {rel(VALDMARK_AM, ULTIMATE, '?x')} }}"),
    ("Who is the direct parent of Orrery Capital Markets?", "lists",
     f"SELECT ?x WHERE {{ {rel(ORRERY_CM, DIRECT, '?x')} }}"),
    ("Which are the current direct subsidiaries of Halvorsen Logistics N.V.?", "lists",
     f"SELECT ?x WHERE {{ {rel('?x', DIRECT, HALVORSEN_NV)} }}"),
    ("Which entities have Orrery Groupe as their ultimate parent?", "lists",
     f"SELECT ?x WHERE {{ {rel('?x', ULTIMATE, ORRERY_GROUPE)} }}"),
    ("What are the subsidiaries of Seligman Privatbank?", "lists",
     f"SELECT ?x WHERE {{ {rel('?x', DIRECT, SELIGMANN_PRIVATBANK)} }}"),
    ("Which entities used to be directly consolidated by Orrery Assurances but no longer are?", "lists",
     f"SELECT ?x WHERE {{ {rel('?x', DIRECT, ORRERY_ASSURANCES, REL_INACTIVE)} }}"),
    ("Which of Valdmark Holdings' direct subsidiaries are outside Germany?", "lists",
     (f"SELECT ?x WHERE {{ {rel('?x', DIRECT, VALDMARK_HOLDINGS)} ?x {LEGAL_ADDR} [ {COUNTRY_OF} ?c ] "
      f"FILTER(?c != {DE}) }}")),
    ("which subsidiaries of seligmann holding are in switzerland", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {rel('?x', '?k', SELIGMANN_HOLDING)} {legal_country('?x', CH)} }}"),
    ("Which Luxembourg entities have a direct parent outside Luxembourg?", "lists",
     (f"SELECT ?x WHERE {{ {entity('?x')} {legal_country('?x', LU)} {rel('?x', DIRECT, '?p')} "
      f"?p {LEGAL_ADDR} [ {COUNTRY_OF} ?c ] FILTER(?c != {LU}) }}")),
    ("In which city is the direct parent of Brightwater UK headquartered?", "lists",
     f"SELECT ?x WHERE {{ {rel(BRIGHTWATER_UK, DIRECT, '?p')} ?p {HQ_ADDR} [ {CITY} ?x ] }}"),
    ("Which parent has the most direct subsidiaries?", "lists",
     f"SELECT ?x WHERE {{ {rel('?c', DIRECT, '?x')} }} GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?c)) LIMIT 1"),
    # counts
    ("How many direct subsidiaries does Orrery Groupe have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {rel('?x', DIRECT, ORRERY_GROUPE)} }}"),
    ("How many entities are headquartered in Frankfurt?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} ?x {HQ_ADDR} [ {CITY} ?c ] {in_frankfurt('?c')} }}"),
    ("How many entities are registered in Luxembourg?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} {legal_country('?x', LU)} }}"),
    ("How many entities have Seligmann Holding as their ultimate parent?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {rel('?x', ULTIMATE, SELIGMANN_HOLDING)} }}"),
    ("How many LEIs does Luxembourg LEI Services manage?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} ?x {REGISTRATION} [ {LOU} {LU_LOU} ] }}"),
    ("How many parent relationships have ended?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?r {RDF_TYPE} {RECORD} ; {REL_STATUS} {REL_INACTIVE} }}"),
    ("how many entities were first registered in 2013", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} {first_registered('?x', '?d')} FILTER(YEAR(?d) = 2013) }}"),
    ("How many US entities are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} {legal_country('?x', US)} }}"),
    ("How many entities are SEs?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} {is_se('?x')} }}"),
    ("How many entities have their legal address in Germany?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {entity('?x')} {legal_country('?x', DE)} }}"),
]
YES_NO = [
    ("Is Valdmark Leasing GmbH still active?", False),
    ("Is Orrery Re still active?", True),
    ("Is Valdmark Holdings the ultimate parent of Valdmark Asset Management?", True),
    ("Is Orrery Assurances the ultimate parent of Orrery Re?", False),
    ("Is Brightwater Europe SE headquartered in Luxembourg?", False),
    ("Is Halvorsen Logistics GmbH based in Hamburg?", True),
    ("Was Valdmark Bank registered before Valdmark Holdings?", True),
    ("Was Seligmann Privatbank registered before Orrery Groupe?", False),
    ("Is the Brightwater Global Opportunities Fund a fund?", True),
    ("Does Halvorsen Logistics N.V. have more direct subsidiaries than Orrery Groupe?", True),
    ("Is Brightwater UK's direct parent registered in Luxembourg?", True),
    ("Is Orrery Capital Markets currently directly consolidated by Orrery Assurances?", False),
    ("Is Halvorsen Shipping a B.V.?", True),
    ("Is Seligmann Wealth Management Luxembourg an SE?", False),
    ("is the LEI of Valdmark Finance still issued", False),
    ("Is there a French entity whose LEI has lapsed?", False),
    ("Does Seligmann Holding have a subsidiary in Germany?", True),
    ("Is Halvorsen Logistics Inc. headquartered in Wilmington?", False),
    ("Were more entities first registered in 2013 than in 2014?", True),
    ("does orrery groupe directly own a luxembourg company", False),
]


name_of = kg_questions.name_under(BASE)  # entities by their path (``L1/LEI/529900K9P34Y6N3WD243``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("lei", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
