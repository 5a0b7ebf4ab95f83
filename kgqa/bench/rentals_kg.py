"""``python -m kgqa.bench.rentals_kg``: questions about a regional bike and car rental business's
published offers in the GoodRelations shape, one JSON object on stdout.

The KG is ``tests/candidates/data/rentals.ttl``: the GoodRelations export a small rental firm's
web shop would publish for search engines, for Larchvale Hire ("Larchvale Bike & Car Hire Ltd"),
which rents bikes and cars in an invented English valley, written by hand in Turtle (753 triples).
Every resource is under ``http://data.larchvale-hire.example.org/`` with a readable path
(``business/larchvale-hire``, ``location/kirkby``, ``model/velona-e-trekk``, ``vehicle/C-301``,
``offer/b-ebike``); the vocabulary is GoodRelations (``http://purl.org/goodrelations/v1#``) with
``foaf:``, ``vcard:`` (``http://www.w3.org/2006/vcard/ns#``, addresses as blank nodes), ``rdfs:``
and ``xsd:``. Eight ``gr:BusinessEntity``s: the company (``gr:legalName``, ``gr:name``,
``gr:vatID``, ``vcard:tel``, ``vcard:adr``, ``gr:hasPOS`` its four shops and ``gr:offers`` its 18
offers), its partner Fellside Lodge, a hotel (one pick-up point, two offers of its own) and six
manufacturers (Velona, Kestrel Bikes, Hanza, Arden Motors, Sorvik, Brenner) with a
``vcard:adr`` giving only town and country. Five ``gr:Location``s (Kirkby Station, Westhaven, the
Brackenmoor Visitor Centre kiosk, the Rendle Airport desk, Fellside Lodge reception) have
``gr:name``, ``vcard:adr`` and blank-node ``gr:OpeningHoursSpecification``s
(``gr:hasOpeningHoursDayOfWeek`` ``gr:Monday``..``gr:Sunday``/``gr:PublicHolidays``,
``gr:opens``/``gr:closes`` as ``xsd:time``; Westhaven shut on Sundays, Brackenmoor seasonal with
``gr:validFrom``/``gr:validThrough``). Eleven ``gr:ProductOrServiceModel``s (six bikes, five cars)
with ``gr:hasManufacturer``, ``gr:category`` (a plain string, "E-bike", "Mountain bike",
"Electric car"...; two models carry two), some ``gr:color``, ``gr:description``, ``gr:hasMPN``;
eleven ``gr:Individual`` fleet vehicles (two bikes, nine cars) with ``gr:hasMakeAndModel``,
``gr:color``, ``gr:serialNumber`` and the registration in ``gr:name``. 20 ``gr:Offering``s, all
``gr:hasBusinessFunction gr:LeaseOut``: bikes mostly by model through ``gr:includesObject`` to a
``gr:TypeAndQuantityNode`` (``gr:amountOfThisGood``, ``gr:hasUnitOfMeasurement "C62"``,
``gr:typeOfGood``; the family pack has two nodes, the corporate fleet ten e-bikes), cars and two
special bikes as one vehicle through ``gr:includes``, one pool car by model; each with one or two
blank-node ``gr:UnitPriceSpecification``s (``gr:hasCurrencyValue`` ``xsd:float``,
``gr:hasCurrency "GBP"``, ``gr:hasUnitOfMeasurement`` "DAY", "HUR" or once "WEE",
``gr:valueAddedTaxIncluded``), ``gr:availableAtOrFrom``, ``gr:validFrom``/``gr:validThrough``
(``xsd:dateTime``), ``gr:eligibleCustomerTypes`` (``gr:Enduser``, ``gr:Business``,
``gr:PublicInstitution``) and ``gr:acceptedPaymentMethods`` (``gr:VISA``, ``gr:MasterCard``,
``gr:Cash``, ``gr:PayPal``...). Untidy as such exports are: one vehicle has no colour and its name
misspelt ("Arden Picolo"), one colour is capitalised ("White"), one offer's end is an ``xsd:date``
and its price has no currency, one offer starts only in a year (``"2025"^^xsd:gYear``) and has no
end, the partner's trekking bikes have no end date, the campervan model has no manufacturer (only
its vehicle has), Velona has no legal name but an ``rdfs:label`` variant, the Westhaven shop also
goes by "Harbour Street shop", the country is "UK" in some addresses and the kiosk has no
postcode.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_rentals_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a customer or a travel writer asks them, not phrased after
the GoodRelations terms ("Where can I rent a mountain bike?", "Where can I pick up a
rental on a Sunday?", "Who makes the Sorvik e4?", "Which rentals cost under 25 pounds a day?"): one hop both
ways (a model's maker, a maker's models, a company's shops, a partner's offers), two and three
hops through offers, quantity nodes, vehicles and models (where a model or vehicle can be hired,
what is in the family pack, the makers of the bikes the hotel offers), class questions with
conditions (white vehicles, Sorvik cars in the fleet, e-bike models), superlatives on prices (the
dearest car, the cheapest electric car), price, opening-time and end-date thresholds, payment
methods and customer types, negation (vehicles with no offer, offers paid only in cash), counts of
offers, vehicles, locations, makers and opening days, stored prices and quantities, and yes/no on
opening days and hours, makers, customer types, payment, price comparisons of two offers and
validity dates. Some are typed carelessly (lower case, no question mark, "whats", one misspelt
name, "Kestral"). Where the answer is an entity, the answer is the entity (its path under the
base, ``vehicle/C-302``), not its name; a time, a number or a string as written.

    python -m kgqa.bench.rentals_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "rentals.ttl"
BASE = "http://data.larchvale-hire.example.org/"
GR = "http://purl.org/goodrelations/v1#"
FOAF = "http://xmlns.com/foaf/0.1/"
VCARD = "http://www.w3.org/2006/vcard/ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_FLOAT = "<http://www.w3.org/2001/XMLSchema#float>"

# the resources the questions name, by their path under BASE
LARCHVALE = "business/larchvale-hire"
FELLSIDE = "business/fellside-lodge"
VELONA = "business/velona"
KESTREL = "business/kestrel"
HANZA = "business/hanza"
ARDEN = "business/arden"
SORVIK = "business/sorvik"
BRENNER = "business/brenner"
KIRKBY = "location/kirkby"
WESTHAVEN = "location/westhaven"
BRACKENMOOR = "location/brackenmoor"
AIRPORT = "location/rendle-airport"
LODGE = "location/fellside-lodge"
TREKK_28 = "model/velona-trekk-28"
E_TREKK = "model/velona-e-trekk"
DUO = "model/velona-duo"
RIDGE_29 = "model/kestrel-ridge-29"
JUNIOR_24 = "model/kestrel-junior-24"
CARGO_TWO = "model/hanza-cargo-two"
PICCOLO = "model/arden-piccolo"
VOYAGER = "model/arden-voyager-7"
E4 = "model/sorvik-e4"
T5 = "model/sorvik-t5"
TRAILVAN = "model/brenner-trailvan"
B_CG1 = "vehicle/B-CG1"
B_TD1 = "vehicle/B-TD1"
C_101 = "vehicle/C-101"
C_102 = "vehicle/C-102"
C_103 = "vehicle/C-103"
C_201 = "vehicle/C-201"
C_301 = "vehicle/C-301"
C_302 = "vehicle/C-302"
C_401 = "vehicle/C-401"
C_402 = "vehicle/C-402"
C_501 = "vehicle/C-501"
O_TREKK = "offer/b-trekk"
O_EBIKE = "offer/b-ebike"
O_MTB = "offer/b-mtb"
O_KIDS = "offer/b-kids"
O_FAMILY = "offer/b-family"
O_CARGO = "offer/b-cargo"
O_TANDEM = "offer/b-tandem"
O_EBIKE_WEEK = "offer/b-ebike-week"
O_CORPORATE = "offer/b-corporate"
O_101 = "offer/c-101"
O_102 = "offer/c-102"
O_103 = "offer/c-103"
O_201 = "offer/c-201"
O_301 = "offer/c-301"
O_302 = "offer/c-302"
O_401 = "offer/c-401"
O_501 = "offer/c-501"
O_POOL = "offer/c-pool"
O_FL_EBIKE = "offer/fl-ebike"
O_FL_TREKK = "offer/fl-trekk"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _g(name: str) -> str:
    return f"<{GR}{name}>"


(OFFERS, HAS_POS, INCLUDES, INCLUDES_OBJECT, TYPE_OF_GOOD, AMOUNT, MAKE_AND_MODEL, MANUFACTURER, CATEGORY,
 COLOR, PRICE_SPEC, VALUE, UNIT, AT, VALID_FROM, VALID_THROUGH, CUSTOMERS, PAYMENT, HOURS, DAY_OF_WEEK, OPENS,
 CLOSES, NAME) = (
    _g(n) for n in ("offers", "hasPOS", "includes", "includesObject", "typeOfGood", "amountOfThisGood",
                    "hasMakeAndModel", "hasManufacturer", "category", "color", "hasPriceSpecification",
                    "hasCurrencyValue", "hasUnitOfMeasurement", "availableAtOrFrom", "validFrom",
                    "validThrough", "eligibleCustomerTypes", "acceptedPaymentMethods",
                    "hasOpeningHoursSpecification", "hasOpeningHoursDayOfWeek", "opens", "closes", "name"))
OFFERING, INDIVIDUAL, LOCATION, MODEL = _g("Offering"), _g("Individual"), _g("Location"), _g("ProductOrServiceModel")
ADR, COUNTRY, LOCALITY, TEL = f"<{VCARD}adr>", f"<{VCARD}country-name>", f"<{VCARD}locality>", f"<{VCARD}tel>"
LABEL = f"<{RDFS}label>"
(LARCHVALE_, FELLSIDE_, WESTHAVEN_, KIRKBY_, BRACKENMOOR_, AIRPORT_, E4_, TRAILVAN_, E_TREKK_, RIDGE_29_,
 O_FAMILY_, O_CORPORATE_, O_FL_EBIKE_) = (
    _e(p) for p in (LARCHVALE, FELLSIDE, WESTHAVEN, KIRKBY, BRACKENMOOR, AIRPORT, E4, TRAILVAN, E_TREKK, RIDGE_29,
                    O_FAMILY, O_CORPORATE, O_FL_EBIKE))


def a(path: str) -> str:
    return _e(path)


def price(offer: str, unit: str, value: str = "?v") -> str:
    """``offer`` has a unit price of ``value`` per ``unit`` ("DAY", "HUR", "WEE")."""
    return f"{offer} {PRICE_SPEC} ?ps_{unit} . ?ps_{unit} {UNIT} \"{unit}\" ; {VALUE} {value} ."


def model_of(offer: str, model: str) -> str:
    """``offer`` hires ``model``: by model through a quantity node, or as a vehicle of that model."""
    return (f"{{ {offer} {INCLUDES_OBJECT} ?tq . ?tq {TYPE_OF_GOOD} {model} }} UNION "
            f"{{ {offer} {INCLUDES} ?veh . ?veh {MAKE_AND_MODEL} {model} }}")


def open_on(place: str, day: str, spec: str = "?h") -> str:
    """``place`` has opening hours ``spec`` on ``day`` (``Sunday``, ``Saturday``...)."""
    return f"{place} {HOURS} {spec} . {spec} {DAY_OF_WEEK} {_g(day)} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # models, vehicles and their makers
    ("Where can I rent a mountain bike?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {CATEGORY} \"Mountain bike\" . {model_of('?o', '?m')} ?o {AT} ?x }}"),
    ("Which models does Velona make?", "lists", f"SELECT ?x WHERE {{ ?x {MANUFACTURER} {a(VELONA)} ; {RDF_TYPE} {MODEL} }}"),
    ("Who makes the Sorvik e4?", "lists", f"SELECT ?x WHERE {{ {E4_} {MANUFACTURER} ?x }}"),
    ("Who manufactures the campervan?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?m {CATEGORY} \"Campervan\" . "
      f"{{ ?m {MANUFACTURER} ?x }} UNION {{ ?v {MAKE_AND_MODEL} ?m ; {MANUFACTURER} ?x }} }}")),
    ("Which manufacturers are based in Germany?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?y {MANUFACTURER} ?x . ?x {ADR} ?ad . ?ad {COUNTRY} \"Germany\" }}"),
    ("Which e-bike models can you hire?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {MODEL} ; {CATEGORY} \"E-bike\" }}"),
    ("which vehicles are white", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {INDIVIDUAL} ; {COLOR} ?c FILTER(LCASE(STR(?c)) = \"white\") }}"),
    ("What colour is the Kestral Ridge 29?", "lists", f"SELECT ?x WHERE {{ {RIDGE_29_} {COLOR} ?x }}"),
    ("Which Sorvik cars are in the fleet?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {INDIVIDUAL} ; {MAKE_AND_MODEL} ?m . ?m {MANUFACTURER} {a(SORVIK)} }}"),
    ("Which fleet vehicles have no offer of their own?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {INDIVIDUAL} FILTER NOT EXISTS {{ ?o {INCLUDES} ?x }} }}"),
    # shops and opening hours
    ("Which shops does Larchvale Hire run?", "lists", f"SELECT ?x WHERE {{ {LARCHVALE_} {HAS_POS} ?x }}"),
    ("Where can I pick up a rental on a Sunday?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {open_on('?x', 'Sunday')} }}"),
    ("Which locations open before 8 in the morning?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HOURS} ?h . ?h {OPENS} ?t FILTER(STR(?t) < \"08:00:00\") }}"),
    ("What time does the Westhaven shop close on Saturdays?", "lists",
     f"SELECT ?x WHERE {{ {open_on(WESTHAVEN_, 'Saturday')} ?h {CLOSES} ?x }}"),
    ("whats the phone number of the Harbour Street shop", "lists",
     f"SELECT ?x WHERE {{ ?s {LABEL} \"Harbour Street shop\" ; {TEL} ?x }}"),
    # offers and where they are
    ("Which offers can be picked up at Rendle Airport?", "lists", f"SELECT ?x WHERE {{ ?x {AT} {AIRPORT_} }}"),
    ("which individual cars can i hire at rendle airport", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {AT} {AIRPORT_} ; {INCLUDES} ?x }}"),
    ("Where is the Brenner Trailvan available?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {model_of('?o', TRAILVAN_)} ?o {AT} ?x }}"),
    ("Which bike models can I rent at the Brackenmoor kiosk?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {AT} {BRACKENMOOR_} ; {INCLUDES_OBJECT} ?tq . ?tq {TYPE_OF_GOOD} ?x }}"),
    ("What's in the family bike pack?", "lists",
     f"SELECT ?x WHERE {{ {O_FAMILY_} {INCLUDES_OBJECT} ?tq . ?tq {TYPE_OF_GOOD} ?x }}"),
    ("Which manufacturers make the bikes offered by Fellside Lodge?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {FELLSIDE_} {OFFERS} ?o . {model_of('?o', '?m')} "
      f"?m {MANUFACTURER} ?x }}")),
    # prices
    ("Which rentals cost under 25 pounds a day?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {price('?x', 'DAY')} FILTER(?v < 25) }}"),
    ("Which car costs the most to hire per day?", "lists",
     f"SELECT ?x WHERE {{ ?o {INCLUDES} ?x . {price('?o', 'DAY')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which electric car is cheapest to rent for a day?", "lists",
     (f"SELECT ?x WHERE {{ ?x {MAKE_AND_MODEL} ?m . ?m {CATEGORY} \"Electric car\" . ?o {INCLUDES} ?x . "
      f"{price('?o', 'DAY')} }} ORDER BY ?v LIMIT 1")),
    ("Which offers can be rented by the hour?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PRICE_SPEC} ?ps . ?ps {UNIT} \"HUR\" }}"),
    # terms: payment, customers, validity, quantities
    ("Which offers accept PayPal?", "lists", f"SELECT ?x WHERE {{ ?x {PAYMENT} {_g('PayPal')} }}"),
    ("Which offers are open to business customers?", "lists",
     f"SELECT ?x WHERE {{ ?x {CUSTOMERS} {_g('Business')} }}"),
    ("Which offers expire before July 2025?", "lists",
     f"SELECT ?x WHERE {{ ?x {VALID_THROUGH} ?t FILTER(SUBSTR(STR(?t), 1, 10) < \"2025-07-01\") }}"),
    ("Which offers can only be paid in cash?", "lists",
     (f"SELECT ?x WHERE {{ ?x {PAYMENT} {_g('Cash')} "
      f"FILTER NOT EXISTS {{ ?x {PAYMENT} ?p FILTER(?p != {_g('Cash')}) }} }}")),
    ("Which offers include more than one bike?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {INCLUDES_OBJECT} ?tq . ?tq {AMOUNT} ?n FILTER(?n > 1) }}"),
    # counts
    ("How many offers does Larchvale Hire publish?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {LARCHVALE_} {OFFERS} ?x }}"),
    ("How many individual vehicles are listed?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {INDIVIDUAL} }}"),
    ("How many places can I rent from?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {LOCATION} }}"),
    ("How much does a mountain bike cost per day?", "counts",
     (f"SELECT ?n WHERE {{ ?m {CATEGORY} \"Mountain bike\" . ?o {INCLUDES_OBJECT} ?tq . ?tq {TYPE_OF_GOOD} ?m . "
      f"{price('?o', 'DAY', '?n')} }}")),
    ("What is the hourly rate for an e-bike at Fellside Lodge?", "counts",
     f"SELECT ?n WHERE {{ {price(O_FL_EBIKE_, 'HUR', '?n')} }}"),
    ("How many e-bikes are in the corporate fleet offer?", "counts",
     f"SELECT ?n WHERE {{ {O_CORPORATE_} {INCLUDES_OBJECT} ?tq . ?tq {AMOUNT} ?n }}"),
    ("How many offers include the Velona E-Trekk?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ {model_of('?o', E_TREKK_)} }}"),
    ("how many different manufacturers are there", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?y {MANUFACTURER} ?x }}"),
    ("How many offers are available at Kirkby Station?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {AT} {KIRKBY_} }}"),
    ("How many days a week is the Westhaven shop open?", "counts",
     f"SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ {WESTHAVEN_} {HOURS} ?h . ?h {DAY_OF_WEEK} ?d }}"),
]
YES_NO = [
    ("Can I rent a tandem?", True),
    ("Can I hire a mountain bike in Westhaven?", False),
    ("Is the Kirkby Station shop open on Sundays?", True),
    ("is the westhaven shop open on sunday", False),
    ("Does the airport desk open before 7 am?", True),
    ("Does the Kirkby shop open before 8 on Saturdays?", False),
    ("Is the Sorvik e4 made by Arden?", False),
    ("Is Hanza a German company?", True),
    ("Can public institutions lease the corporate e-bike fleet?", True),
    ("Can private customers rent the business pool car?", False),
    ("Does the campervan offer accept American Express?", False),
    ("Can I pay for the Arden Voyager with American Express?", True),
    ("Is the e-bike cheaper per day than the mountain bike?", False),
    ("Is the Sorvik e4 at Rendle Airport cheaper per day than the one in Westhaven?", True),
    ("Does Fellside Lodge charge more per day for an e-bike than Larchvale Hire?", True),
    ("Is the red Arden Piccolo available at Kirkby Station?", False),
    ("Does Fellside Lodge offer the Velona Duo?", False),
    ("Does the family pack include children's bikes?", True),
    ("Is the trekking bike offer valid until the end of 2025?", True),
    ("Does the E-bike hire offer run into November 2025?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``vehicle/C-302``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("rentals", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
