"""``python -m kgqa.bench.policies_kg``: questions about a licensing agency's rights policies, the works
they cover and the parties to them, in the ODRL 2.2 shape, one JSON object on stdout.

The KG is ``tests/candidates/data/policies.ttl``: the catalogue export a photo, music and data
licensing agency, Lumen Rights Ltd of Dublin (invented), would publish from its rights database,
written by hand in Turtle (946 triples). Every resource is under
``http://data.lumenrights.example.org/`` (the file sets it as ``@base``) with the database's ids
(``policy/agr-2021-0007``, ``asset/img-40781``, ``party/o-202``, ``territory/DE``); the vocabulary
is ODRL 2.2 (``http://www.w3.org/ns/odrl/2/``) with ``dcterms:``, ``dcmitype:``, ``foaf:``,
``vcard:`` and ``skos:``. 16 ``odrl:Party``s (``foaf:Person``, ``foaf:Organization`` or
``foaf:Group``) have ``foaf:name`` and most ``vcard:hasEmail`` (a ``mailto:`` IRI) and
``vcard:hasAddress`` to a blank node with ``vcard:locality`` and ``vcard:country-name``: the agency,
three photographers (Ines Halvorsen, Tomasz Wrona, Amara Osei), two composers (Lucía Ferreyra,
Jonah Pike), a string quartet, the Coastal Observatory Network (which publishes its own data) and
eight clients (Brightwater Press, Kestrel Media, Fjordline Travel, Meridian University, Pixelcraft
Studios, Dana Whitcombe, Harbour Coffee, OpenMetrics Lab). 16 ``odrl:Asset``s typed
``dcmitype:StillImage`` (8 photographs), ``dcmitype:Sound`` (6 tracks) or ``dcmitype:Dataset`` (2)
carry ``dcterms:title``, ``dcterms:creator``, ``dcterms:rightsHolder``, ``dcterms:created``,
``dcterms:identifier``, ``dcterms:format`` and ``dcterms:subject``; two ``odrl:AssetCollection``s
(Norwegian Landscapes, the Estuary Suite) are the ``odrl:partOf`` of five of them. Five territories
are ``dcterms:Location``s with ``skos:prefLabel`` and ``skos:notation``. 21 policies (3
``odrl:Set``s of standard terms, 6 ``odrl:Offer``s, 12 ``odrl:Agreement``s) have ``odrl:uid`` (the
policy's own IRI), ``dcterms:title``, ``dcterms:issued``, ``odrl:assigner``, for agreements
``odrl:assignee``, some ``odrl:inheritFrom`` the set or offer they were made from, and their rules as
blank nodes: ``odrl:permission``, ``odrl:prohibition`` and ``odrl:obligation`` with ``odrl:target``
(one or several), ``odrl:action`` (``odrl:display``, ``odrl:reproduce``, ``odrl:print``,
``odrl:play``, ``odrl:stream``, ``odrl:synchronize``, ``odrl:distribute``, ``odrl:use``,
``odrl:modify``, ``odrl:delete``...), ``odrl:constraint``s (``odrl:leftOperand`` ``odrl:dateTime``
for the expiry, ``odrl:spatial`` to a territory, ``odrl:count`` for copies, ``odrl:media``,
``odrl:purpose``, with ``odrl:operator`` and ``odrl:rightOperand``) and ``odrl:duty``s: credit
(``odrl:attribute``, mostly with ``odrl:attributedParty``) and payment (``odrl:compensate`` with a
``odrl:payAmount`` constraint, the amount an ``xsd:decimal`` and ``odrl:unit`` a DBpedia currency:
euros, pounds, US or Australian dollars, and ``odrl:compensatedParty``). Untidy as such exports
are: one composer has two ``foaf:name``s (with and without the accent), one client a
``vcard:organization-name`` variant, the UK is written "UK", "United Kingdom" and "England", one
photograph and one collection are dated only by year (``xsd:gYear``), as is one offer's issue, one
dataset has no creation date, one agreement no title, one composer no email, one payment duty no
compensated party, one agreement's expiry is an ``xsd:dateTime`` where the others are ``xsd:date``,
and expiries are written with ``odrl:lt`` or ``odrl:lteq``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_policies_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a rights manager, client or creator asks them, not phrased
after the ODRL terms ("Which agreements has Kestrel Media signed?", "Who took Makola Market?",
"Which licences are restricted to Germany?", "Which agreements expire before 2024?"): one hop both
ways (an agreement's licensee, a client's agreements, a photo's photographer, a photographer's
photos, a collection's tracks), two hops through the rules (the assets an agreement covers, the
policies that cover a photo, who must be credited, what a client may do with a track), three hops
(the clients who licensed a composer's music, whose work a client licensed), class questions with
conditions (offers for music, photographs never licensed, datasets of one publisher, parties in a
country), thresholds on dates and numbers (expiry before 2024, agreements signed in 2022, tracks
before 2019, more than 5000 copies, offers over 500 euros), superlatives (the dearest agreement
paid in euros, the oldest photograph, dated only by year), counts of agreements, photos, tracks,
offers, clients and prohibitions, stored numbers (a print run, a fee, a year), and yes/no on
permissions and prohibitions, territories, creators, places, inheritance of terms, comparisons of
two offers' fees, two works' dates and a print run against a figure. Some are typed carelessly
(lower case, no question mark, "whats", one misspelt name, "Lucia Ferreira"). Where the answer is
an entity, the answer is the entity (its path under the base, ``policy/agr-2021-0007``), not its
name; an action is the ODRL term's IRI, a stored value as written.

    python -m kgqa.bench.policies_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "policies.ttl"
BASE = "http://data.lumenrights.example.org/"
ODRL = "http://www.w3.org/ns/odrl/2/"
DCT = "http://purl.org/dc/terms/"
DCMITYPE = "http://purl.org/dc/dcmitype/"
FOAF = "http://xmlns.com/foaf/0.1/"
VCARD = "http://www.w3.org/2006/vcard/ns#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
EURO = "<http://dbpedia.org/resource/Euro>"

# the resources the questions name, by their path under BASE
LUMEN = "party/o-100"
HALVORSEN = "party/p-1001"
WRONA = "party/p-1002"
OSEI = "party/p-1003"
FERREYRA = "party/p-1004"
PIKE = "party/p-1005"
SALTMARSH = "party/p-1006"
BRIGHTWATER = "party/o-201"
KESTREL = "party/o-202"
FJORDLINE = "party/o-203"
MERIDIAN = "party/o-204"
OBSERVATORY = "party/o-205"
PIXELCRAFT = "party/o-206"
HARBOUR_COFFEE = "party/o-207"
OPENMETRICS = "party/o-208"
WHITCOMBE = "party/p-1010"
NORWAY = "territory/NO"
GERMANY = "territory/DE"
UK = "territory/GB"
AUSTRALIA = "territory/AU"
EEA = "territory/EEA"
LANDSCAPES = "asset/col-0007"
LOFOTEN_DAWN = "asset/img-40781"
TROLLSTIGEN = "asset/img-40782"
HARBOUR_LIGHTS = "asset/img-40790"
KRAKOW_ROOFTOPS = "asset/img-51002"
VISTULA = "asset/img-51017"
MAKOLA = "asset/img-62210"
CAPE_COAST = "asset/img-62214"
ACCRA_SKYLINE = "asset/img-62230"
MILONGA = "asset/trk-2201"
VIENTO_SUR = "asset/trk-2202"
NORTHERN_LINE = "asset/trk-3105"
QUIET_HOURS = "asset/trk-3106"
ESTUARY = "asset/col-0012"
EBB = "asset/trk-4400"
FLOOD = "asset/trk-4401"
SST = "asset/ds-0042"
NOISE = "asset/ds-0057"
SET_PHOTO = "policy/set-2019-01"
SET_MUSIC = "policy/set-2020-02"
SET_DATA = "policy/set-2021-03"
OFFER_LOFOTEN = "policy/offer-2020-003"
OFFER_NORTHERN = "policy/offer-2021-001"
OFFER_MAKOLA = "policy/offer-2021-004"
OFFER_ACCRA = "policy/offer-2022-002"
OFFER_SST = "policy/offer-2022-005"
OFFER_ESTUARY = "policy/offer-2023-001"
AGR_BRIGHTWATER_BOOK = "policy/agr-2020-0031"
AGR_KESTREL_SYNC = "policy/agr-2021-0007"
AGR_FJORDLINE_2021 = "policy/agr-2021-0019"
AGR_MERIDIAN_SST = "policy/agr-2021-0044"
AGR_WHITCOMBE = "policy/agr-2022-0003"
AGR_PIXELCRAFT = "policy/agr-2022-0015"
AGR_HARBOUR = "policy/agr-2022-0028"
AGR_KESTREL_DOC = "policy/agr-2023-0002"
AGR_OPENMETRICS = "policy/agr-2023-0011"
AGR_BRIGHTWATER_COVER = "policy/agr-2023-0019"
AGR_MERIDIAN_LECTURES = "policy/agr-2024-0004"
AGR_FJORDLINE_2024 = "policy/agr-2024-0009"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _o(name: str) -> str:
    return f"<{ODRL}{name}>"


(PERMISSION, PROHIBITION, OBLIGATION, TARGET, ACTION, ASSIGNER, ASSIGNEE, CONSTRAINT, LEFT, OPERATOR, RIGHT,
 UNIT, DUTY, ATTRIBUTED, PART_OF, INHERIT) = (
    _o(n) for n in ("permission", "prohibition", "obligation", "target", "action", "assigner", "assignee",
                    "constraint", "leftOperand", "operator", "rightOperand", "unit", "duty", "attributedParty",
                    "partOf", "inheritFrom"))
SET, OFFER, AGREEMENT = _o("Set"), _o("Offer"), _o("Agreement")
DATETIME, SPATIAL, COUNT, PAY_AMOUNT = _o("dateTime"), _o("spatial"), _o("count"), _o("payAmount")
EQ, LT, LTEQ = _o("eq"), _o("lt"), _o("lteq")
TITLE, CREATOR, CREATED, ISSUED = f"<{DCT}title>", f"<{DCT}creator>", f"<{DCT}created>", f"<{DCT}issued>"
STILL_IMAGE, SOUND, DATASET = f"<{DCMITYPE}StillImage>", f"<{DCMITYPE}Sound>", f"<{DCMITYPE}Dataset>"
HAS_EMAIL, HAS_ADDRESS, COUNTRY = f"<{VCARD}hasEmail>", f"<{VCARD}hasAddress>", f"<{VCARD}country-name>"


def a(path: str) -> str:
    return _e(path)


def covers(policy: str, asset: str, rule: str = "?r") -> str:
    """``policy`` has a permission ``rule`` whose target is ``asset``."""
    return f"{policy} {PERMISSION} {rule} . {rule} {TARGET} {asset} ."


def limit(rule: str, left: str, value: str, c: str = "?c", op: str | None = None) -> str:
    """``rule`` has a constraint ``c`` on ``left`` with right operand ``value`` (and operator ``op``)."""
    operator = f" ; {OPERATOR} {op}" if op else ""
    return f"{rule} {CONSTRAINT} {c} . {c} {LEFT} {left}{operator} ; {RIGHT} {value} ."


def fee(rule: str, amount: str, unit: str | None = EURO) -> str:
    """``rule`` has a payment duty of ``amount`` (in ``unit``, euros unless told)."""
    in_unit = f" ; {UNIT} {unit}" if unit else ""
    return (f"{rule} {DUTY} ?d . ?d {ACTION} {_o('compensate')} ; {CONSTRAINT} ?k . "
            f"?k {LEFT} {PAY_AMOUNT} ; {RIGHT} {amount}{in_unit} .")


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # what an agreement covers, who it is with, what a client holds
    ("Which photos does the Brightwater Press book licence cover?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {covers(a(AGR_BRIGHTWATER_BOOK), '?x')} }}"),
    ("Who is the licensee of the Harbours of the World documentary agreement?", "lists",
     f"SELECT ?x WHERE {{ {a(AGR_KESTREL_DOC)} {ASSIGNEE} ?x }}"),
    ("Which agreements has Kestrel Media signed?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {ASSIGNEE} {a(KESTREL)} }}"),
    ("Which licences and offers cover Lofoten Dawn?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {covers('?x', a(LOFOTEN_DAWN))} }}"),
    ("What photos has Amara Osei taken?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {STILL_IMAGE} ; {CREATOR} {a(OSEI)} }}"),
    ("Who took Makola Market?", "lists", f"SELECT ?x WHERE {{ {a(MAKOLA)} {CREATOR} ?x }}"),
    ("Which clients have licensed music by Jonah Pike?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?p {RDF_TYPE} {AGREEMENT} ; {ASSIGNEE} ?x . {covers('?p', '?t')} "
      f"?t {CREATOR} {a(PIKE)} }}")),
    # expiry, territory, fees
    ("Which agreements expire before 2024?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {PERMISSION} ?r . "
      f"{limit('?r', DATETIME, '?d', op='?op')} FILTER(?op IN ({LT}, {LTEQ}) && STR(?d) < \"2024-01-01\") }}")),
    ("which licences are restricted to germany", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PERMISSION} ?r . {limit('?r', SPATIAL, a(GERMANY), op=EQ)} }}"),
    ("Which offers cost more than 500 euros?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {OFFER} ; {PERMISSION} ?r . {fee('?r', '?amount')} "
      f"FILTER(?amount > 500) }}")),
    ("What's the most expensive agreement we have been paid for in euros?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {PERMISSION} ?r . {fee('?r', '?amount')} }} "
      f"ORDER BY DESC(?amount) LIMIT 1")),
    ("Which is the oldest photograph in the catalogue?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {STILL_IMAGE} ; {CREATED} ?d }} ORDER BY STR(?d) LIMIT 1"),
    # what may or must be done
    ("What is Kestrel Media allowed to do with Northern Line?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?p {ASSIGNEE} {a(KESTREL)} . {covers('?p', a(NORTHERN_LINE))} "
      f"?r {ACTION} ?x }}")),
    ("Who has to be credited under the Accra Skyline cover agreement?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(AGR_BRIGHTWATER_COVER)} {PERMISSION} ?r . ?r {DUTY} ?d . ?d {ATTRIBUTED} ?x }}"),
    ("Which tracks belong to the Estuary Suite?", "lists", f"SELECT ?x WHERE {{ ?x {PART_OF} {a(ESTUARY)} }}"),
    ("who is based in norway", "lists",
     f"SELECT ?x WHERE {{ ?x {HAS_ADDRESS} ?ad . ?ad {COUNTRY} \"Norway\" }}"),
    ("Which agreements were signed in 2022?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {ISSUED} ?d FILTER(YEAR(?d) = 2022) }}"),
    ("Whose work has Kestrel Media licensed?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {ASSIGNEE} {a(KESTREL)} . {covers('?p', '?t')} ?t {CREATOR} ?x }}"),
    ("Which policies forbid modifying the work?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PROHIBITION} ?r . ?r {ACTION} {_o('modify')} }}"),
    ("Who made the commercial offer for the sea surface temperature dataset?", "lists",
     f"SELECT ?x WHERE {{ ?p {RDF_TYPE} {OFFER} ; {ASSIGNER} ?x . {covers('?p', a(SST))} }}"),
    ("Which agreements allow more than 5000 copies?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {PERMISSION} ?r . {limit('?r', COUNT, '?n')} "
      f"FILTER(?n > 5000) }}")),
    ("Which agreements build on the editorial photography terms?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {INHERIT} {a(SET_PHOTO)} }}"),
    ("Which offers are for music?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {OFFER} . {covers('?x', '?t')} "
      f"{{ ?t {RDF_TYPE} {SOUND} }} UNION {{ ?s {PART_OF} ?t ; {RDF_TYPE} {SOUND} }} }}")),
    ("Which territories are our agreements restricted to?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {RDF_TYPE} {AGREEMENT} ; {PERMISSION} ?r . {limit('?r', SPATIAL, '?x')} }}"),
    ("Which clients have licensed tracks by Lucia Ferreira?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?p {RDF_TYPE} {AGREEMENT} ; {ASSIGNEE} ?x . {covers('?p', '?t')} "
      f"?t {CREATOR} {a(FERREYRA)} }}")),
    ("Which photos have never been licensed to a client?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {STILL_IMAGE} "
      f"FILTER NOT EXISTS {{ ?p {RDF_TYPE} {AGREEMENT} . {covers('?p', '?x')} }} }}")),
    ("whats the email address of Kestrel Media", "lists", f"SELECT ?x WHERE {{ {a(KESTREL)} {HAS_EMAIL} ?x }}"),
    ("Which datasets come from the Coastal Observatory Network?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DATASET} ; {CREATOR} {a(OBSERVATORY)} }}"),
    ("Which agreements require the client to delete the material afterwards?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {OBLIGATION} ?o . ?o {ACTION} {_o('delete')} }}"),
    ("Which tracks were recorded before 2019?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {SOUND} ; {CREATED} ?d FILTER(STR(?d) < \"2019\") }}"),
    # counts
    ("How many agreements has Lumen Rights signed as licensor?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {ASSIGNER} {a(LUMEN)} }}"),
    ("How many photos by Ines Halvorsen are in the catalogue?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {STILL_IMAGE} ; {CREATOR} {a(HALVORSEN)} }}"),
    ("How many tracks are in the catalogue?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SOUND} }}"),
    ("How many copies may Brightwater Press print of Accra Skyline?", "counts",
     (f"SELECT ?n WHERE {{ ?p {ASSIGNEE} {a(BRIGHTWATER)} . {covers('?p', a(ACCRA_SKYLINE))} "
      f"?r {ACTION} {_o('print')} . {limit('?r', COUNT, '?n')} }}")),
    ("How much did Harbour Coffee pay for the in-store music licence?", "counts",
     f"SELECT ?n WHERE {{ {a(AGR_HARBOUR)} {PERMISSION} ?r . {fee('?r', '?n', None)} }}"),
    ("How many different clients have licensed Ines Halvorsen's photos?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?p {RDF_TYPE} {AGREEMENT} ; {ASSIGNEE} ?x . "
      f"{covers('?p', '?t')} ?t {RDF_TYPE} {STILL_IMAGE} ; {CREATOR} {a(HALVORSEN)} }}")),
    ("How many policies forbid selling?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PROHIBITION} ?r . ?r {ACTION} {_o('sell')} }}"),
    ("how many offers are there", "counts", f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {OFFER} }}"),
    ("How many agreements does Meridian University hold?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {AGREEMENT} ; {ASSIGNEE} {a(MERIDIAN)} }}"),
    ("In what year was Cape Coast Fishermen taken?", "counts", f"SELECT ?n WHERE {{ {a(CAPE_COAST)} {CREATED} ?n }}"),
]
YES_NO = [
    ("Is Kestrel Media allowed to stream Northern Line?", True),
    ("Is Harbour Coffee allowed to distribute the Estuary Suite?", False),
    ("Did Ines Halvorsen take Lofoten Dawn?", True),
    ("Did Tomasz Wrona take Accra Skyline?", False),
    ("Does the Brightwater Press book licence forbid modifying the photos?", True),
    ("Does the Pixelcraft soundtrack agreement forbid changing the tracks?", False),
    ("Was Fjordline's 2021 campaign licence limited to Norway?", True),
    ("Is the Harbours of the World documentary licence limited to Norway?", False),
    ("Is the Lofoten Dawn advertising offer more expensive than the Accra Skyline print offer?", True),
    ("Did the Makola Market offer cost more than the Estuary Suite offer?", False),
    ("Was Viento Sur recorded before Northern Line?", True),
    ("Was Accra Skyline taken before Vistula at Night?", False),
    ("Is Pixelcraft Studios based in Canada?", True),
    ("Is OpenMetrics Lab based in Germany?", False),
    ("Has Dana Whitcombe licensed any music?", False),
    ("Does the Meridian University research licence require crediting the Coastal Observatory Network?", True),
    ("Can Brightwater Press print more than 10000 copies of Accra Skyline?", False),
    ("Has Vistula at Night been licensed to a client?", True),
    ("Is Trollstigen in Fog part of the Norwegian Landscapes collection?", True),
    ("is the sea temperature data offer from lumen rights", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``policy/agr-2021-0007``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("policies", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
