"""``kgqa.bench.floors_kg``: the KG file parses and is in the BOT shape a CAFM export has (sites,
buildings, storeys, spaces, zones and elements, with quantities in the exporter's own namespace and
the untidiness such exports have), and every gold query, run by rdflib on
``tests/candidates/data/floors.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

from collections import Counter

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import floors_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

BOT = rdflib.Namespace(bench.BOT)
FM = rdflib.Namespace(bench.FM)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    _s(b.FERRY_HOUSE, b.CHANDLERY, b.WHARF_ANNEX),
    [b.MILLGATE_DEPOT],
    _s(b.FH_GROUND, b.FH_LEVEL_1, b.FH_LEVEL_2, b.FH_LEVEL_3),
    _s(b.OPEN_PLAN_2, b.BOARDROOM, b.MEETING_PIER, b.DIRECTORS_OFFICE, b.KITCHENETTE_2, b.WC_2_06),
    [b.FERRY_HOUSE],
    _s(b.MEETING_QUAY, b.MEETING_HARBOUR, b.BOARDROOM, b.MEETING_PIER, b.TRAINING_ROOM),
    # offices with 24, 22, 28 and 36 places; the Chandlery's "Office" has 12
    _s(b.OPEN_PLAN_EAST, b.OPEN_PLAN_WEST, b.OPEN_PLAN_2, b.COWORKING_HALL),
    # Gallery 120 m2; the store has no area
    [b.GALLERY],
    # the phone booth, 6 m2
    [b.PHONE_BOOTH],
    # 2.01 -> Boardroom and Boardroom -> 2.03, each stated one way
    _s(b.OPEN_PLAN_2, b.MEETING_PIER),
    # on the ground floor, intersecting levels 1 to 3
    _s(b.FH_GROUND, b.FH_LEVEL_1, b.FH_LEVEL_2, b.FH_LEVEL_3),
    _s(b.MEETING_QUAY, b.BOARDROOM, b.TRAINING_ROOM, b.MW_MEETING),
    _s(b.GALLERY_ENTRANCE, b.DOOR_GALLERY_SHOP),
    _s(b.SERVER_ROOM_DOOR, b.PLANT_ROOM_DOOR, b.DOOR_WORKSHOP_STORES),
    # 1800, 1800, 2000, 2400; not 1200 (reception) nor 900 (director)
    _s(b.RADIATOR_1_01_1, b.RADIATOR_1_01_2, b.RADIATOR_1_02, b.RADIATOR_2_01),
    # the Gallery's 2600 W
    [b.GALLERY],
    _s(b.WINDOW_1_01_1, b.WINDOW_1_01_2),
    [b.CONTACT_2_01_1],
    # "2017" as a year, 2017-11-20, 2015-10-01
    _s(b.TEMP_1_06, b.HUM_1_06, b.OCC_001),
    # 1968 and 1891
    _s(b.FERRY_HOUSE, b.CHANDLERY),
    # 2019-03-15 and "2008" as a year
    _s(b.FERRY_HOUSE, b.CHANDLERY),
    # 15.8 m; the Wharf Annexe has no height
    [b.FERRY_HOUSE],
    [b.CHANDLERY],
    # the café (40) and the mess room (14)
    _s(b.STAFF_CAFE, b.MESS_ROOM),
    # 140 and 12; the booth is 6 and the WC 5.5
    _s(b.COWORKING_HALL, b.WA_KITCHEN),
    # usage "Office"
    [b.STUDIO_OFFICE],
    _s(b.OPEN_PLAN_EAST, b.MEETING_HARBOUR, b.KITCHENETTE_1),
    [b.MW_MEZZANINE],
    ["3.01"],
    ["retail"],
]
# 6+6+6+3 spaces (stair core included); 4 storeys; 5 meeting rooms in Ferry House, the Loft and the booth;
# radiators 0.01, 1.01 (two), 1.02, 2.01, 2.04; OCC-1.03, OCC-2.02, OCC-001; 180+165.5+210+24+12;
# 24+22+12 on level 1 (the rest unrated); 760 m2; 20 people; built 2015
COUNTS = [number(n) for n in (21, 4, 7, 6, 3, 591.5, 58, 760, 20, 2015)]

_e = bench._e
HAS_STOREY, HAS_SPACE, CONTAINS_EL, ADJ_EL, USAGE, AREA, OCC = (
    b.HAS_STOREY, b.HAS_SPACE, b.CONTAINS_EL, b.ADJ_EL, b.USAGE, b.AREA, b.OCCUPANCY)
TYPE = b.RDF_TYPE
LABEL = b.RDFS_LABEL


def _next_to(x: str, y: str) -> str:
    return f"ASK {{ {{ {_e(x)} {b.ADJ_ZONE} {_e(y)} }} UNION {{ {_e(y)} {b.ADJ_ZONE} {_e(x)} }} }}"


def _has_sensor(room: str, measures: str) -> str:
    return f"ASK {{ {_e(room)} {CONTAINS_EL} ?e . ?e {TYPE} {b.SENSOR} ; {b.MEASURES} \"{measures}\" }}"


def _more(p: str, x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {p} ?a . {_e(y)} {p} ?c FILTER(?a > ?c) }}"


def _floors(building: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?s_{var}) AS ?{var}) WHERE {{ {_e(building)} {HAS_STOREY} ?s_{var} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {_e(b.FERRY_HOUSE)} {HAS_STOREY} ?s . ?s {LABEL} \"Level 2\" ; {HAS_SPACE} {_e(b.BOARDROOM)} }}",
    f"ASK {{ ?s {LABEL} \"Level 2\" ; {HAS_SPACE} {_e(b.SERVER_ROOM)} }}",
    _has_sensor(b.TRAINING_ROOM, "CO2"),
    _has_sensor(b.BOARDROOM, "humidity"),
    f"ASK {{ {_e(b.HARBOURSIDE)} {b.HAS_BUILDING} {_e(b.CHANDLERY)} }}",
    f"ASK {{ {_e(b.MILLGATE_DEPOT)} {b.HAS_BUILDING} {_e(b.WHARF_ANNEX)} }}",
    _next_to(b.KITCHENETTE_1, b.MEETING_HARBOUR),
    _next_to(b.POST_ROOM, b.STAFF_CAFE),
    f"ASK {{ {_e(b.STAIR_CORE)} {b.INTERSECTS} ?s . ?s {LABEL} \"Level 3\" }}",
    f"ASK {{ {_e(b.WHARF_ANNEX)} {HAS_STOREY} ?s . ?s {HAS_SPACE} ?r . ?r {USAGE} \"server room\" }}",
    f"ASK {{ {_e(b.PLANT_ROOM)} {ADJ_EL} ?d . ?d {TYPE} {b.DOOR} ; {b.FIRE} \"FD60\" }}",
    f"ASK {{ {_e(b.MAIN_ENTRANCE_DOOR)} {b.FIRE} ?r }}",
    f"ASK {{ {_e(b.FERRY_HOUSE)} {b.GFA} ?g FILTER(?g > 2000) }}",
    f"ASK {{ {_e(b.CHANDLERY)} {b.REFURBISHED} ?d FILTER(SUBSTR(STR(?d), 1, 4) > \"2010\") }}",
    f"ASK {{ {_e(b.STAFF_CAFE)} {USAGE} \"kitchen\" }}",
    f"ASK {{ {_e(b.FERRY_HOUSE)} {b.BUILT} ?a . {_e(b.CHANDLERY)} {b.BUILT} ?c FILTER(STR(?a) < STR(?c)) }}",
    _next_to(b.SHOP, b.GALLERY),
    _more(AREA, b.BOARDROOM, b.TRAINING_ROOM),
    _more(OCC, b.COWORKING_HALL, b.OPEN_PLAN_2),
    f"ASK {{ {_floors(b.CHANDLERY, 'c')} {_floors(b.MILLGATE_WORKSHOP, 'm')} FILTER(?c > ?m) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_sites_buildings_storeys_spaces_zones_and_elements():
    graph = _graph()
    assert len(graph) == 623
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        BOT.Site, BOT.Building, BOT.Storey, BOT.Space, BOT.Zone, BOT.Element)]
    assert counts == [2, 4, 9, 38, 2, 45]
    kinds = [len(set(graph.subjects(RDF.type, c))) for c in (FM.Door, FM.Window, FM.Radiator, FM.Sensor,
                                                              FM.AirHandlingUnit)]
    assert kinds == [12, 8, 10, 14, 1]
    # every resource is under the base and labelled
    for s in set(graph.subjects()):
        assert str(s).startswith(bench.BASE), s
        assert graph.value(s, RDFS.label) is not None, s
    # the containment tree: each building on one site, each storey in one building, each space on one storey
    tree = ((BOT.Building, BOT.hasBuilding, 4), (BOT.Storey, BOT.hasStorey, 9), (BOT.Space, BOT.hasSpace, 38))
    for cls, p, n in tree:
        things = set(graph.subjects(RDF.type, cls))
        assert len(things) == n
        assert all(len(list(graph.subjects(p, t))) == 1 for t in things), cls
    # only the real BOT terms
    used = set(graph.predicates()) | set(graph.objects(None, RDF.type))
    bot_terms = {t for t in used if str(t).startswith(bench.BOT)}
    assert bot_terms <= {BOT[n] for n in (
        "Site", "Building", "Storey", "Space", "Zone", "Element", "hasBuilding", "hasStorey", "hasSpace",
        "containsZone", "adjacentZone", "intersectsZone", "hasElement", "containsElement", "adjacentElement",
        "hasSubElement")}
    # every element hangs off a space, or off another element
    hung = set()
    for p in (BOT.containsElement, BOT.adjacentElement, BOT.hasElement, BOT.hasSubElement):
        hung |= set(graph.objects(None, p))
    assert hung == set(graph.subjects(RDF.type, BOT.Element))


def test_the_export_is_untidy_as_exported():
    graph = _graph()
    spaces = set(graph.subjects(RDF.type, BOT.Space))
    assert len([s for s in spaces if graph.value(s, FM.usage) is None]) == 1
    assert len([s for s in spaces if graph.value(s, FM.netFloorArea) is None]) == 1
    usages = Counter(str(u) for u in graph.objects(None, FM.usage))
    assert usages["Office"] == 1 and usages["office"] == 7 and usages["meeting room"] == 8
    labels = Counter(str(graph.value(s, RDFS.label)) for s in spaces)
    assert labels["WC"] == 4 and labels["Kitchenette"] == 2 and labels["Kitchen"] == 2
    buildings = {str(graph.value(x, RDFS.label)) for x in graph.subjects(RDF.type, BOT.Building)}
    assert buildings == {"Ferry House", "The Chandlery", "Wharf Annexe", "Millgate Workshop"}
    assert [d.datatype for d in graph.objects(None, FM.refurbishmentDate)].count(XSD.gYear) == 1
    assert [d.datatype for d in graph.objects(None, FM.installationDate)].count(XSD.gYear) == 1
    assert all(y.datatype == XSD.gYear for y in graph.objects(None, FM.constructionYear))
    assert len(list(graph.objects(None, FM.height))) == 3
    # the depot has no site area
    assert len(list(graph.objects(None, FM.siteArea))) == 1
    # adjacency is stated one way only
    pairs = set(graph.subject_objects(BOT.adjacentZone))
    assert pairs and not any((o, s) in pairs for s, o in pairs)
    # the rooms in the HVAC zones are all on Ferry House's level 1
    level_1 = set(graph.objects(rdflib.URIRef(bench.BASE + bench.FH_LEVEL_1), BOT.hasSpace))
    assert set(graph.objects(None, BOT.containsZone)) <= level_1


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
