"""``python -m kgqa.bench.legislature_kg``: questions about a national parliament's people, parties,
constituencies and memberships in the Popolo shape, one JSON object on stdout.

The KG is ``tests/candidates/data/legislature.ttl``: the Popolo dump an EveryPolitician- or
OpenCivicData-style scraper would publish for the Folkemot, the parliament of an invented country,
Lenmark, written by hand in Turtle (856 triples) over three legislative periods. Every resource is
under ``http://parliament.example.org/`` with an opaque UUID-like id (``person/cea6bd5d-...``,
``organization/...``, ``membership/...``, ``post/...``, ``area/...``, ``term/...``); the
vocabulary is Popolo (``http://www.w3.org/ns/popolo#``) with ``org:``, ``foaf:``, ``schema:``,
``skos:``, ``dcterms:`` and ``rdfs:``. 25 ``popolo:Person``s have ``foaf:name`` ("Marta Ilves"),
most ``schema:gender`` as a plain string ("female"/"male"; one has none), ``schema:birthDate``
(``xsd:date``, one only a year, ``"1961"^^xsd:gYear``), some ``foaf:givenName``/``foaf:familyName``,
``foaf:img``, ``popolo:email`` (a plain string), two a ``schema:alternateName`` ("Kalle Mand"), and
20 a Wikidata id as ``popolo:identifier`` to a blank node with ``popolo:scheme "wikidata"`` and
``popolo:identifier "Q..."``; two persons share the family name Ilves. Nine ``org:Organization``s
carry ``popolo:classification`` "legislature" (the Folkemot), "party" (six: the Social Democratic
Party "SDP", the Green Party of Lenmark "Greens", the Liberal People's Party "LPP", Liberal Renewal
"LR", the Homeland Union "HU", Free Lenmark without a short name, the short names as
``skos:altLabel``) or "committee" (Finance, Foreign Affairs), with ``foaf:name`` and
``popolo:founding_date``; the LPP has a ``popolo:dissolution_date`` (2022) and Liberal Renewal
``dcterms:replaces`` it. Eight constituencies are ``popolo:Area``s (``rdfs:label`` "North
Lenmark", ``popolo:type "constituency"``), each with one ``popolo:Post`` ("Member for North
Lenmark", ``popolo:area``, ``popolo:organization`` the Folkemot) returning two members. The terms
are ``popolo:Event``s ("14th Folkemot" 2014-2018, "15th Folkemot" 2018-2022, "16th Folkemot" from
2022-10-03, the current one) with ``popolo:start_date``, ``popolo:end_date`` and
``popolo:organization``. 65 reified ``popolo:Membership``s: 50 of the Folkemot (``popolo:person``,
``popolo:organization``, ``popolo:on_behalf_of`` the party, ``popolo:post``,
``popolo:legislative_period``, ``popolo:role`` "member" or "Speaker", ``popolo:start_date``, and
``popolo:end_date`` except for the sixteen still sitting), 11 of the two committees (role "chair",
"deputy chair" or "member", with the term) and 4 of parties (role "leader", no term or post).
Untidy as such dumps are: Marta Ilves changed from the SDP to the Greens mid-term (two memberships
in the 15th term), Karl Mand left the 16th term early and Rasmus Orav took his seat in 2024, the
current memberships have no end date, the LPP's members sat to the end of a term after the party's
dissolution date, one person has only a year of birth and one no gender.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_legislature_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a journalist, voter or political scientist asks them, not
phrased after the Popolo terms ("Which party does Marta Ilves represent?", "Who chairs the
finance committee?", "Who was Speaker before 2018?", "Who replaced Karl Mand?"): one hop both ways
through the reified memberships (a member's party, constituency, committees, term; a party's or a
constituency's members), two and three hops (the constituencies a party won seats in, the chair's
party, the members of the Foreign Affairs committee), "now"/"current" as a membership with no end
date, class questions with conditions (women of a party in a term, parties founded after 2000),
superlatives on birth dates (oldest Green, youngest current member), date thresholds, the party
switcher, first-timers and by-election replacement, counts of seats, women, parties, terms and
distinct members, one stored year of birth, and yes/no on roles, party changes, founding dates,
committee membership, seat comparisons of two parties, ages of two members and who still sits.
Some are typed carelessly (lower case, no question mark, " 's ", "the Greens", "the SDP", "mp",
one misspelt name). Where the answer is an entity, the answer is the entity (its path under the
base, ``person/cea6bd5d-4bdb-f829-e318-8d7f21e882ca``), not its name; a date or string as written.

    python -m kgqa.bench.legislature_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "legislature.ttl"
BASE = "http://parliament.example.org/"
POPOLO = "http://www.w3.org/ns/popolo#"
ORG = "http://www.w3.org/ns/org#"
FOAF = "http://xmlns.com/foaf/0.1/"
SCHEMA = "http://schema.org/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
DCT = "http://purl.org/dc/terms/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"

# the resources the questions name, by their path under BASE
LEG = "organization/3ae1f641-7b03-32d7-3fc5-ed4446c85ee4"
SDP = "organization/d2c5230a-610d-2824-e0f7-f950bc47ff08"
GRN = "organization/4979efb2-c54d-cc94-f379-318c3e690dfc"
LPP = "organization/c7e3ec4c-2cce-4e44-6353-360d552e862d"
LR = "organization/4e620e9c-ca96-47c2-a9cf-3f34ad2684d1"
HU = "organization/aa3abfb7-880c-cb22-6a1a-21ef2133eb6a"
FL = "organization/2091698e-443e-f848-74cf-936f44612699"
FIN = "organization/ca86021f-dbd2-d0b2-3720-34f5edb90b12"
FA = "organization/170320e9-142a-de3d-defb-0291e5991717"
HARROWGATE = "area/0613bb30-9dc8-6943-f7a1-58f8e0386284"
POST_HARROWGATE = "post/78686b1e-71be-de4a-64a3-79b7d3ad582d"
NORTH_LENMARK = "area/829c6b81-84c5-3dc5-2406-cb4d72029706"
POST_NORTH_LENMARK = "post/f30584e1-6a57-875e-01c0-d6e8ed4d7f39"
SOUTH_LENMARK = "area/b2518d73-25cb-a808-c90f-e15d3bf7d6c8"
POST_SOUTH_LENMARK = "post/6b0dad50-1d80-aa02-7101-43699fed448a"
VESSMARK = "area/de4452e2-3eb0-3c45-8a5d-ad4a8733d27a"
POST_VESSMARK = "post/0478682f-da9d-f8c0-10fb-b734e5301759"
EASTMARCH = "area/2b588468-aad7-deb0-3a46-f500091d9a9f"
POST_EASTMARCH = "post/dd647df4-2276-a973-a39b-24e21a73b37c"
TOLLE = "area/abb43b84-528a-8661-5f42-02a40d32a410"
POST_TOLLE = "post/0c710b34-0086-ebe6-18bd-9b78e24fd15a"
BRANNVIK = "area/c8f616ea-e364-99dc-c965-1b4ee5b53e07"
POST_BRANNVIK = "post/5cab2fcf-5db9-af4a-19c8-a751723bfe73"
KESSAR = "area/af8916b5-bdcd-73d4-8eac-a2d11c6f1900"
POST_KESSAR = "post/0448b44e-9a6c-1f46-ef00-cba45aeba466"
T14 = "term/351f5239-1bd2-6411-24fd-45ea54300887"
T15 = "term/2a752b14-4e62-ca58-9dc9-6487dafaa99d"
T16 = "term/f9cd1171-35c2-aae5-5830-b92905539c13"
MARTA_ILVES = "person/cea6bd5d-4bdb-f829-e318-8d7f21e882ca"
JONAS_ILVES = "person/a044ae16-9296-ff8c-a3fb-4a202381e938"
HENRIK_SAAR = "person/8f67583d-652d-153c-ef6c-578f581e1634"
LIIS_TAMBERG = "person/8e1fa347-6873-c526-73f3-ddefeb6e0e1b"
OSKAR_VENN = "person/131a2210-8e3e-b9f2-30f1-2c945271599c"
ANNELI_REBANE = "person/359e4c62-a25f-a8dc-1ace-8f0634641326"
TARMO_KASK = "person/8c2e8518-9d77-ddac-85fa-2ee7b17d215a"
KADRI_METS = "person/7cabf9e3-a3d8-71e5-212f-1fb5ee4f0f9e"
PEETER_LIND = "person/d81182fd-c533-95a6-d9c0-58f286a9f05b"
SIGRID_HOLM = "person/423356dd-4322-ca77-7b38-b8526cedfe1b"
ERIK_SANDVIK = "person/088ff133-1f5c-0f44-212e-561a0b5b19da"
HELENA_VOSS = "person/124a12ef-757f-21e8-ab09-ace76cfd8553"
MIKAEL_ARO = "person/7944db9b-5439-d8ac-4e52-cc3e29555b00"
RUTH_KALLAS = "person/b48f4cf2-37be-9d23-2999-edf8a148f4c6"
ANDRES_POLD = "person/1c7a3767-720b-5cfb-befa-d51f71afa455"
INGRID_BERG = "person/a5902cd5-a070-4dc0-7f8c-626161a80360"
VIKTOR_RAND = "person/9100e003-3d64-631c-a4c3-0639e2f7d7d1"
ELIN_STRAND = "person/9479c350-33d1-37cb-fd46-6b064ad38134"
TOOMAS_HARJU = "person/98408f64-2609-6291-a8f2-41269eaaf791"
MARIA_KUUSK = "person/e504eb9b-bdb9-1e2e-b340-e92efdd3b109"
LARS_EKDAHL = "person/15af56ca-0c7f-6c3f-2843-eea1508e0161"
NORA_VALE = "person/d70ad600-20b9-8c53-8163-38fb1b3f7614"
KARL_MAND = "person/1c5a2f80-ef47-25ce-e905-9145d127e149"
SOFIA_LAINE = "person/6fd4ddc9-4a8b-95b0-8c46-afa14bee9dfd"
RASMUS_ORAV = "person/22f69409-d432-6703-28e9-d76a09bd0c61"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _p(name: str) -> str:
    return f"<{POPOLO}{name}>"


PERSON, ORGANIZATION, ON_BEHALF_OF, POST, PERIOD, ROLE, START, END, AREA, CLASSIFICATION, FOUNDED, DISSOLVED = (
    _p(n) for n in ("person", "organization", "on_behalf_of", "post", "legislative_period", "role", "start_date",
                    "end_date", "area", "classification", "founding_date", "dissolution_date"))
IDENTIFIER, SCHEME, EMAIL = _p("identifier"), _p("scheme"), _p("email")
GENDER, BIRTH = f"<{SCHEMA}gender>", f"<{SCHEMA}birthDate>"
ALT_LABEL, REPLACES = f"<{SKOS}altLabel>", f"<{DCT}replaces>"
MEMBERSHIP = _p("Membership")
(LEG_, SDP_, GRN_, LPP_, LR_, HU_, FL_, FIN_, FA_, T14_, T15_, T16_) = (
    _e(p) for p in (LEG, SDP, GRN, LPP, LR, HU, FL, FIN, FA, T14, T15, T16))


def seat(m: str, person: str, party: str = "?party", term: str = "?term") -> str:
    """``m`` is a membership of the Folkemot of ``person`` for ``party`` in ``term``."""
    return f"{m} {PERSON} {person} ; {ORGANIZATION} {LEG_} ; {ON_BEHALF_OF} {party} ; {PERIOD} {term} ."


def current(m: str) -> str:
    """``m`` has not ended (no end date)."""
    return f"FILTER NOT EXISTS {{ {m} {END} ?ended }}"


def a(path: str) -> str:
    return _e(path)


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # members and their parties
    ("Which party does Marta Ilves represent?", "lists",
     f"SELECT ?x WHERE {{ {seat('?m', a(MARTA_ILVES), '?x')} {current('?m')} }}"),
    ("Which parties has Marta Ilves sat for?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', a(MARTA_ILVES), '?x')} }}"),
    ("Which members changed party during a term?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {seat('?m1', '?x', '?p1', '?t')} {seat('?m2', '?x', '?p2', '?t')} "
      f"FILTER(?p1 != ?p2) }}")),
    ("Which members of the 16th Folkemot sit for Free Lenmark?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x', FL_, T16_)} }}"),
    ("Who sat in the 14th Folkemot for the Homeland Union?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x', HU_, T14_)} }}"),
    ("Who were the women in the Social Democratic Party's group in the 15th Folkemot?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x', SDP_, T15_)} ?x {GENDER} \"female\" }}"),
    ("Who is the oldest member of the Green party?", "lists",
     f"SELECT ?x WHERE {{ {seat('?m', '?x', GRN_)} ?x {BIRTH} ?b }} ORDER BY ?b LIMIT 1"),
    ("Who is the youngest member of the current Folkemot?", "lists",
     f"SELECT ?x WHERE {{ {seat('?m', '?x', '?p', T16_)} ?x {BIRTH} ?b }} ORDER BY DESC(?b) LIMIT 1"),
    ("Which members were born before 1955?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x')} ?x {BIRTH} ?b "
      f"FILTER(SUBSTR(STR(?b), 1, 4) < \"1955\") }}")),
    ("which MPs entered the Folkemot for the first time in 2022", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x', '?p', T16_)} ?m {START} ?s FILTER(YEAR(?s) = 2022) "
      f"FILTER NOT EXISTS {{ ?o {PERSON} ?x ; {ORGANIZATION} {LEG_} ; {PERIOD} ?t FILTER(?t != {T16_}) }} }}")),
    ("Who has left the current Folkemot before the end of the term?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x', '?p', T16_)} ?m {END} ?e }}"),
    ("Who replaced Karl Mand as member for Kessar Valley?", "lists",
     (f"SELECT ?x WHERE {{ {seat('?k', a(KARL_MAND), '?p', '?t')} ?k {POST} ?post ; {END} ?e . "
      f"{seat('?m', '?x', '?q', '?t')} ?m {POST} ?post ; {START} ?s FILTER(?s > ?e) }}")),
    # constituencies
    ("Which members were elected for North Lenmark?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {PERSON} ?x ; {POST} ?post . ?post {AREA} {a(NORTH_LENMARK)} }}"),
    ("Which constituency does Kadri Metts represent?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {PERSON} {a(KADRI_METS)} ; {POST} ?post . ?post {AREA} ?x }}"),
    ("Who represented Tolle Islands in the 15th Folkemot?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?x', '?p', T15_)} ?m {POST} {a(POST_TOLLE)} }}"),
    ("Which constituencies did the Liberal People's Party win seats in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {seat('?m', '?y', LPP_)} ?m {POST} ?post . ?post {AREA} ?x }}"),
    # offices, committees, leaders
    ("Who chairs the finance committee?", "lists",
     f"SELECT ?x WHERE {{ ?m {PERSON} ?x ; {ORGANIZATION} {FIN_} ; {ROLE} \"chair\" . {current('?m')} }}"),
    ("Which party does the chair of the finance committee belong to?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?c {PERSON} ?y ; {ORGANIZATION} {FIN_} ; {ROLE} \"chair\" . {current('?c')} "
      f"{seat('?m', '?y', '?x')} {current('?m')} }}")),
    ("Who sits on the Foreign Affairs Committee now?", "lists",
     f"SELECT ?x WHERE {{ ?m {PERSON} ?x ; {ORGANIZATION} {FA_} . {current('?m')} }}"),
    ("which committees does ingrid berg sit on", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?m {PERSON} {a(INGRID_BERG)} ; {ORGANIZATION} ?x . "
      f"?x {CLASSIFICATION} \"committee\" }}")),
    ("Who was Speaker before 2018?", "lists",
     f"SELECT ?x WHERE {{ ?m {PERSON} ?x ; {ROLE} \"Speaker\" ; {START} ?s FILTER(?s < \"2018-01-01\"^^{XSD_DATE}) }}"),
    ("who was speaker of the 15th folkemot", "lists",
     f"SELECT ?x WHERE {{ ?m {PERSON} ?x ; {ROLE} \"Speaker\" ; {PERIOD} {T15_} }}"),
    ("Which party did Lars Ekdahl lead?", "lists",
     f"SELECT ?x WHERE {{ ?m {PERSON} {a(LARS_EKDAHL)} ; {ORGANIZATION} ?x ; {ROLE} \"leader\" }}"),
    ("Who leads the Greens?", "lists",
     f"SELECT ?x WHERE {{ ?m {PERSON} ?x ; {ORGANIZATION} {GRN_} ; {ROLE} \"leader\" . {current('?m')} }}"),
    # parties
    ("Which parties were founded after 2000?", "lists",
     (f"SELECT ?x WHERE {{ ?x {CLASSIFICATION} \"party\" ; {FOUNDED} ?f "
      f"FILTER(?f > \"2000-12-31\"^^{XSD_DATE}) }}")),
    ("Which party replaced the Liberal People's Party?", "lists", f"SELECT ?x WHERE {{ ?x {REPLACES} {LPP_} }}"),
    ("When was the Liberal People's Party dissolved?", "lists", f"SELECT ?x WHERE {{ {LPP_} {DISSOLVED} ?x }}"),
    ("What is the short name of the Homeland Union?", "lists", f"SELECT ?x WHERE {{ {HU_} {ALT_LABEL} ?x }}"),
    # stored values
    ("What is Henrik Saar 's Wikidata ID?", "lists",
     f"SELECT ?x WHERE {{ {a(HENRIK_SAAR)} {IDENTIFIER} ?i . ?i {SCHEME} \"wikidata\" ; {IDENTIFIER} ?x }}"),
    ("whats the email of jonas ilves", "lists", f"SELECT ?x WHERE {{ {a(JONAS_ILVES)} {EMAIL} ?x }}"),
    # counts
    ("How many women sat in the 15th Folkemot?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {seat('?m', '?x', '?p', T15_)} ?x {GENDER} \"female\" }}"),
    ("How many seats did the SDP hold in the last term?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {seat('?m', '?x', SDP_, T16_)} }}"),
    ("How many MPs were there in the 14th Folkemot?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {seat('?m', '?x', '?p', T14_)} }}"),
    ("How many different people have sat for the Social Democrats?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {seat('?m', '?x', SDP_)} }}"),
    ("how many members has the homeland union had in the folkemot", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {seat('?m', '?x', HU_)} }}"),
    ("How many constituencies are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('type')} \"constituency\" }}"),
    ("How many terms has Peeter Lind served?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ {seat('?m', a(PEETER_LIND), '?p', '?t')} }}"),
    ("How many people sit on the finance committee now?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?m {PERSON} ?x ; {ORGANIZATION} {FIN_} . {current('?m')} }}"),
    ("How many parties were represented in the 15th Folkemot?", "counts",
     f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {seat('?m', '?x', '?p', T15_)} }}"),
    ("In what year was Oskar Venn born?", "counts", f"SELECT ?n WHERE {{ {a(OSKAR_VENN)} {BIRTH} ?n }}"),
]
YES_NO = [
    ("Did Marta Ilves ever change party?", True),
    ("Did Jonas Ilves ever change party?", False),
    ("Is Liis Tamberg the chair of the finance committee?", True),
    ("Is Oskar Venn on the finance committee?", False),
    ("Was Toomas Harju Speaker of the 14th Folkemot?", True),
    ("Was Henrik Saar Speaker of the 16th Folkemot?", False),
    ("Was Free Lenmark founded after 2000?", True),
    ("Was the Homeland Union founded before 1990?", False),
    ("Is Henrik Saar older than Peeter Lind?", True),
    ("Is Kadri Mets older than Liis Tamberg?", False),
    ("Does Mikael Aro sit for Eastmarch?", True),
    ("Was Sofia Laine elected for Brannvik?", False),
    ("Did Liberal Renewal replace the Liberal People's Party?", True),
    ("Has the Social Democratic Party been dissolved?", False),
    ("Has a woman ever been Speaker of the Folkemot?", True),
    ("Did the Greens win more than 3 seats in the 16th Folkemot?", False),
    ("Did the SDP have more seats than the Homeland Union in the 14th Folkemot?", True),
    ("Did Free Lenmark win more seats than the Greens in the 14th Folkemot?", False),
    ("Is Andres Pold still a member of the Folkemot?", True),
    ("is karl mand still an mp", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``person/cea6bd5d-...``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("legislature", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
