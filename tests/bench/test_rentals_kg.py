"""``kgqa.bench.rentals_kg``: the KG file parses and is in the GoodRelations shape a rental firm's
web-shop export has (business entities, shops with opening hours, models, fleet vehicles and
lease-out offerings with quantity nodes and unit prices, with the untidiness such exports have),
and every gold query, run by rdflib on ``tests/candidates/data/rentals.ttl``, gives the answer
worked out by hand from the file; every yes/no truth is what an ASK written here says. No engine
runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import rentals_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

GR = rdflib.Namespace(bench.GR)
VCARD = rdflib.Namespace(bench.VCARD)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    # only the Kestrel Ridge 29 is a mountain bike, hired at the kiosk only
    [b.BRACKENMOOR],
    _s(b.TREKK_28, b.E_TREKK, b.DUO),
    [b.SORVIK],
    # the Trailvan model names no maker; its vehicle C-501 does
    [b.BRENNER],
    _s(b.HANZA, b.BRENNER),
    _s(b.E_TREKK, b.CARGO_TWO),
    # C-302 is "White"
    _s(b.C_102, b.C_302),
    ["orange"],
    _s(b.C_301, b.C_302, b.C_401, b.C_402),
    [b.C_402],
    _s(b.KIRKBY, b.WESTHAVEN, b.BRACKENMOOR, b.AIRPORT),
    # Westhaven is shut on Sundays
    _s(b.KIRKBY, b.BRACKENMOOR, b.AIRPORT, b.LODGE),
    # Kirkby opens at 08:00, not before
    _s(b.AIRPORT, b.LODGE),
    ["17:30:00"],
    ["+44 15394 20233"],
    _s(b.O_101, b.O_201, b.O_302, b.O_POOL),
    # the pool car is offered by model, not as a vehicle
    _s(b.C_101, b.C_201, b.C_302),
    [b.KIRKBY],
    _s(b.TREKK_28, b.E_TREKK, b.RIDGE_29, b.JUNIOR_24),
    _s(b.TREKK_28, b.JUNIOR_24),
    [b.VELONA],
    # 22, 12 and 24 a day
    _s(b.O_TREKK, b.O_KIDS, b.O_FL_TREKK),
    # the Trailvan at 120 a day
    [b.C_501],
    # 62 at the airport against 65 in Westhaven
    [b.C_302],
    _s(b.O_TREKK, b.O_EBIKE, b.O_MTB, b.O_CARGO, b.O_301, b.O_FL_EBIKE),
    _s(b.O_EBIKE, b.O_301),
    _s(b.O_CARGO, b.O_CORPORATE, b.O_101, b.O_102, b.O_201, b.O_302, b.O_401, b.O_POOL),
    # the winter Piccolo ended 2025-03-31, the airport e4 on "2025-06-30" (an xsd:date)
    _s(b.O_103, b.O_302),
    [b.O_TANDEM],
    _s(b.O_FAMILY, b.O_CORPORATE),
]
# 9 bike and 9 car offers; 2 bikes and 9 cars in the fleet; 5 locations; the mountain bike at 30 a day;
# 13 an hour at Fellside; 10 e-bikes in the fleet offer; the E-Trekk in b-ebike, b-ebike-week, b-corporate
# and fl-ebike; Velona, Kestrel, Hanza, Arden, Sorvik, Brenner; at Kirkby b-trekk, b-ebike, b-kids, b-family,
# b-tandem, b-ebike-week, b-corporate, c-102, c-401, c-501, c-pool; Westhaven Monday to Saturday
COUNTS = [number(n) for n in (18, 11, 5, 30, 13, 10, 4, 6, 11, 6)]

_e, _g = bench._e, bench._g
INCLUDES, INCLUDES_OBJECT, TYPE_OF_GOOD, MAKE_AND_MODEL, CATEGORY, AT, HOURS, DAY, OPENS = (
    b.INCLUDES, b.INCLUDES_OBJECT, b.TYPE_OF_GOOD, b.MAKE_AND_MODEL, b.CATEGORY, b.AT, b.HOURS, b.DAY_OF_WEEK,
    b.OPENS)


def _open_on(place: str, day: str) -> str:
    return f"ASK {{ {_e(place)} {HOURS} ?h . ?h {DAY} {_g(day)} }}"


def _opens_before(place: str, day: str, time: str) -> str:
    return f"ASK {{ {_e(place)} {HOURS} ?h . ?h {DAY} {_g(day)} ; {OPENS} ?t FILTER(STR(?t) < \"{time}\") }}"


def _day_rate(offer: str, var: str) -> str:
    return f"{_e(offer)} {b.PRICE_SPEC} ?s_{var} . ?s_{var} {b.UNIT} \"DAY\" ; {b.VALUE} ?{var} ."


def _cheaper(x: str, y: str) -> str:
    return f"ASK {{ {_day_rate(x, 'a')} {_day_rate(y, 'c')} FILTER(?a < ?c) }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ ?o {INCLUDES} ?v . ?v {MAKE_AND_MODEL} ?m . ?m {CATEGORY} \"Tandem\" }}",
    (f"ASK {{ ?m {CATEGORY} \"Mountain bike\" . ?o {INCLUDES_OBJECT} ?q . ?q {TYPE_OF_GOOD} ?m . "
     f"?o {AT} {_e(b.WESTHAVEN)} }}"),
    _open_on(b.KIRKBY, "Sunday"),
    _open_on(b.WESTHAVEN, "Sunday"),
    _opens_before(b.AIRPORT, "Monday", "07:00:00"),
    _opens_before(b.KIRKBY, "Saturday", "08:00:00"),
    f"ASK {{ {_e(b.E4)} {b.MANUFACTURER} {_e(b.ARDEN)} }}",
    f"ASK {{ {_e(b.HANZA)} {b.ADR} ?a . ?a {b.COUNTRY} \"Germany\" }}",
    f"ASK {{ {_e(b.O_CORPORATE)} {b.CUSTOMERS} {_g('PublicInstitution')} }}",
    f"ASK {{ {_e(b.O_POOL)} {b.CUSTOMERS} {_g('Enduser')} }}",
    f"ASK {{ {_e(b.O_501)} {b.PAYMENT} {_g('AmericanExpress')} }}",
    f"ASK {{ ?o {INCLUDES} ?v . ?v {MAKE_AND_MODEL} {_e(b.VOYAGER)} . ?o {b.PAYMENT} {_g('AmericanExpress')} }}",
    _cheaper(b.O_EBIKE, b.O_MTB),
    _cheaper(b.O_302, b.O_301),
    _cheaper(b.O_EBIKE, b.O_FL_EBIKE),
    f"ASK {{ ?o {INCLUDES} ?v . ?v {b.COLOR} \"red\" ; {MAKE_AND_MODEL} {_e(b.PICCOLO)} . ?o {AT} {_e(b.KIRKBY)} }}",
    (f"ASK {{ {_e(b.FELLSIDE)} {b.OFFERS} ?o . {{ ?o {INCLUDES_OBJECT} ?q . ?q {TYPE_OF_GOOD} {_e(b.DUO)} }} "
     f"UNION {{ ?o {INCLUDES} ?v . ?v {MAKE_AND_MODEL} {_e(b.DUO)} }} }}"),
    f"ASK {{ {_e(b.O_FAMILY)} {INCLUDES_OBJECT} ?q . ?q {TYPE_OF_GOOD} ?m . ?m {CATEGORY} \"Children's bike\" }}",
    f"ASK {{ {_e(b.O_TREKK)} {b.VALID_THROUGH} ?t FILTER(SUBSTR(STR(?t), 1, 10) >= \"2025-12-31\") }}",
    f"ASK {{ {_e(b.O_EBIKE)} {b.VALID_THROUGH} ?t FILTER(SUBSTR(STR(?t), 1, 10) >= \"2025-11-01\") }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_businesses_locations_models_vehicles_and_offers():
    graph = _graph()
    assert len(graph) == 753
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        GR.BusinessEntity, GR.Location, GR.ProductOrServiceModel, GR.Individual, GR.Offering,
        GR.TypeAndQuantityNode, GR.UnitPriceSpecification, GR.OpeningHoursSpecification)]
    assert counts == [8, 5, 11, 11, 20, 11, 26, 8]
    offers = list(graph.subjects(RDF.type, GR.Offering))
    assert all(graph.value(o, GR.hasBusinessFunction) == GR.LeaseOut for o in offers)
    assert all(graph.value(o, GR.availableAtOrFrom) is not None for o in offers)
    # every offer hires a model through a quantity node or one vehicle, and sits with one of the two sellers
    assert all(graph.value(o, GR.includesObject) or graph.value(o, GR.includes) for o in offers)
    sellers = [len(list(graph.objects(rdflib.URIRef(bench.BASE + s), GR.offers))) for s in (b.LARCHVALE, b.FELLSIDE)]
    assert sellers == [18, 2]
    units = sorted(str(u) for s in graph.subjects(RDF.type, GR.UnitPriceSpecification)
                   for u in graph.objects(s, GR.hasUnitOfMeasurement))
    assert units == ["DAY"] * 19 + ["HUR"] * 6 + ["WEE"]
    for v in graph.subjects(RDF.type, GR.Individual):
        assert (graph.value(v, GR.hasMakeAndModel), RDF.type, GR.ProductOrServiceModel) in graph


def test_the_export_is_untidy_as_published():
    graph = _graph()
    vehicles = list(graph.subjects(RDF.type, GR.Individual))
    assert [v for v in vehicles if graph.value(v, GR.color) is None] == [rdflib.URIRef(bench.BASE + b.C_103)]
    assert "Arden Picolo (LV19 PCL)" in {str(graph.value(v, GR.name)) for v in vehicles}
    ends = [graph.value(o, GR.validThrough) for o in graph.subjects(RDF.type, GR.Offering)]
    assert ends.count(None) == 2 and [e.datatype for e in ends if e is not None].count(XSD.date) == 1
    starts = [graph.value(o, GR.validFrom).datatype for o in graph.subjects(RDF.type, GR.Offering)]
    assert starts.count(XSD.gYear) == 1 and starts.count(XSD.dateTime) == 19
    prices = list(graph.subjects(RDF.type, GR.UnitPriceSpecification))
    assert len([p for p in prices if graph.value(p, GR.hasCurrency) is None]) == 1
    assert graph.value(rdflib.URIRef(bench.BASE + b.TRAILVAN), GR.hasManufacturer) is None
    assert graph.value(rdflib.URIRef(bench.BASE + b.VELONA), GR.legalName) is None
    assert graph.value(rdflib.URIRef(bench.BASE + b.WESTHAVEN), RDFS.label) == rdflib.Literal("Harbour Street shop")
    countries = {str(c) for c in graph.objects(None, VCARD["country-name"])}
    assert {"UK", "United Kingdom"} <= countries


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
