"""``kgqa.bench.buildings_kg``: the KG file parses and is in a BMS-exported Brick model's shape (two
buildings, five floors, 14 rooms, ten zones, three AHUs, ten VAVs, points on their equipment, areas
as value nodes in square metres, containment and feeds stated one way or the other), and every gold
query, run by rdflib on ``tests/candidates/data/buildings.ttl``, gives the answer worked out by hand
from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS

from kgqa.bench import buildings_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

BRICK = rdflib.Namespace(bench.BRICK)
UNIT = rdflib.Namespace(bench.UNIT)
POINT_CLASSES = ("Supply_Air_Temperature_Sensor", "Return_Air_Temperature_Sensor", "Zone_Air_Temperature_Sensor",
                 "Zone_Air_Temperature_Setpoint", "Damper_Position_Command", "CO2_Sensor", "Occupancy_Sensor",
                 "Power_Sensor")

# The answers read off the Turtle by hand, in the bench's order (local names; the unit in full).
LISTS = [
    ["VAV_1_02", "VAV_1_04", "VAV_1_10", "VAV_2_03"],  # VAV_2_03 only says isFedBy AHU_1
    ["AHU_2"],
    sorted(["RM_2_07", "RM_2_11", "RM_3_05", "RM_3_12"]),
    sorted(["B_RM_1_01", "B_RM_1_06", "B_RM_1_09"]),
    ["HVAC_Zone_B_2"],
    ["RM_1_10"],
    ["AHU_1", "AHU_2"],
    ["CH_2"],
    ["CHW_Pump_2"],  # CH_2 isFedBy CHW_Pump_2
    ["BLR_1"],
    ["FL_2"],  # FL_2 hasPart RM_2_07
    ["B_FL_1", "B_FL_2"],
    ["RM_3_05", "RM_3_12", "RM_3_14"],
    ["RM_3_14"],
    ["RM_3_14"],
    ["Bldg_A"],  # 1998 against 2014
    ["Main_Meter_A"],
    # 42.5, 65, 55.25, 47.5, 120, 44 (B_RM_1_09 is exactly 40)
    sorted(["RM_1_04", "RM_1_10", "RM_2_11", "RM_3_12", "B_RM_1_01", "B_RM_2_02"]),
    ["RM_2_11"],  # 55.25 against 38 and 24.5
    sorted(["B_RM_1_01", "B_RM_1_09", "B_RM_2_02", "B_RM_2_08"]),  # 120, 40, 44, 36.5; not 28
    ["B_FL_1"],  # 840
    ["B_RM_1_06"],  # 28
    sorted(["RM_1_10", "RM_2_11", "RM_3_12", "B_RM_1_01", "B_RM_2_02"]),
    sorted(["RM_1_04", "RM_2_07", "B_RM_1_06", "B_RM_2_08"]),
    sorted(["VAV_1_10_ZNT", "RM_1_10_CO2_Sensor"]),
    sorted(["AHU_1_SAT_Sensor", "AHU_1_RAT_Sensor"]),
    ["VAV_3_05"],
    ["VAV_B_2_01_ZNT_2"],
    [bench.UNIT + "DEG_F"],
    ["a3f1-07c2-4e1b-9d55"],
]
# 3 + 2 zone sensors in B; 42.5; VAV_2_07/2_11/3_05/3_12; 3 + 3 + 3 rooms; 2014; 620 + 610 + 600;
# 5 CO2; B zone 1 (3 rooms) + zone 2 (2); ZNT, setpoint, damper; 120 + 28 + 40
COUNTS = [number(n) for n in (5, 42.5, 4, 9, 2014, 1830, 5, 5, 3, 188)]

b = bench
_e = bench._e


def _year(building: str, op: str, year: int) -> str:
    return f"ASK {{ {building} {b.YEAR_BUILT} ?y . ?y {b.VALUE} ?v FILTER(?v {op} {year}) }}"


def _bigger(r1: str, r2: str) -> str:
    return f"ASK {{ {b.area(r1, '?a')} {b.area(r2, '?c')} FILTER(?a > ?c) }}"


def _floors(building: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?f_{var}) AS ?{var}) WHERE {{ ?f_{var} {b.RDF_TYPE} {b.FLOOR} . "
            f"{b.part(building, f'?f_{var}')} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.feeds(b.CH_1, b.AHU_3)} }}",
    f"ASK {{ {b.feeds(b.CH_1, b.AHU_2)} }}",
    f"ASK {{ {b.part(b.FL_2, b.RM_2_07)} }}",
    f"ASK {{ {b.part(b.FL_2, b.RM_3_05)} }}",
    f"ASK {{ ?s {b.RDF_TYPE} {b.CO2} . {b.located('?s', b.RM_1_10)} }}",
    f"ASK {{ ?s {b.RDF_TYPE} {b.CO2} . {b.located('?s', b.RM_2_07)} }}",
    f"ASK {{ {b.area(b.RM_1_04, '?a')} FILTER(?a > 40) }}",
    f"ASK {{ {b.area(b.B_RM_1_09, '?a')} FILTER(?a > 40) }}",
    _bigger(b.RM_2_11, b.RM_3_12),
    _bigger(b.RM_2_03, b.RM_3_05),
    _year(b.BLDG_B, ">", 2010),
    _year(b.BLDG_A, "<", 1990),
    f"ASK {{ {b.serves_room(b.AHU_2, b.RM_3_12, 'a')} }}",
    f"ASK {{ {b.serves_room(b.AHU_1, b.RM_2_07, 'a')} }}",
    f"ASK {{ {b.point(b.AHU_1, '?s')} ?s {b.RDF_TYPE} {b.SAT} ; {b.HAS_UNIT} {b.DEG_C} }}",
    f"ASK {{ {b.point(b.AHU_3, '?s')} ?s {b.RDF_TYPE} {b.SAT} ; {b.HAS_UNIT} {b.DEG_C} }}",
    (f"ASK {{ {{ {b.BLDG_A} {b.METERED_BY} ?m }} UNION {{ ?m {b.METERS} {b.BLDG_A} }} "
     f"?m {b.RDF_TYPE} {b.ELEC_METER} }}"),
    f"ASK {{ {b.point(b.VAV_3_05, '?p')} }}",
    f"ASK {{ ?z {b.RDF_TYPE} {b.ZONE} . {b.part('?z', b.RM_3_14)} }}",
    f"ASK {{ {_floors(b.BLDG_A, 'a')} {_floors(b.BLDG_B, 'c')} FILTER(?a > ?c) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _count(graph, cls: str) -> int:
    return len(set(graph.subjects(RDF.type, BRICK[cls])))


def test_the_campus_has_its_buildings_floors_rooms_zones_and_equipment():
    graph = _graph()
    assert len(graph) == 486
    counts = [_count(graph, c) for c in ("Building", "Floor", "Room", "HVAC_Zone", "Variable_Air_Volume_Box",
                                         "Chiller", "Boiler", "Pump")]
    assert counts == [2, 5, 14, 10, 10, 2, 2, 3]
    # two AHUs by the full class name, one by the alias
    assert (_count(graph, "Air_Handling_Unit"), _count(graph, "AHU")) == (2, 1)
    assert sum(_count(graph, c) for c in POINT_CLASSES) == 48
    # one chiller feeds two AHUs; the plant room is in no zone
    assert len(list(graph.objects(rdflib.URIRef(bench.BASE + "CH_1"), BRICK.feeds))) == 2
    for b_ in graph.subjects(RDF.type, BRICK.Building):
        assert graph.value(b_, BRICK.yearBuilt) is not None and graph.value(b_, RDFS.label) is not None


def test_areas_are_value_nodes_in_square_metres_on_floors_and_rooms():
    graph = _graph()
    for cls in ("Floor", "Room"):
        for s in graph.subjects(RDF.type, BRICK[cls]):
            node = graph.value(s, BRICK.area)
            assert isinstance(node, rdflib.BNode), s
            assert graph.value(node, BRICK.hasUnit) == UNIT.M2, s
            assert graph.value(node, BRICK.value).datatype == rdflib.XSD.decimal, s


def test_the_export_is_untidy_as_a_real_one():
    graph = _graph()
    # containment, feeds, points and locations each stated in both directions somewhere
    for forward, back in ((BRICK.hasPart, BRICK.isPartOf), (BRICK.feeds, BRICK.isFedBy),
                          (BRICK.hasPoint, BRICK.isPointOf), (BRICK.hasLocation, BRICK.isLocationOf)):
        assert list(graph.triples((None, forward, None))) and list(graph.triples((None, back, None)))
    rooms = set(graph.subjects(RDF.type, BRICK.Room))
    up = {r for r in rooms if graph.value(r, BRICK.isPartOf) is not None}
    assert len(up) == 8 and len(rooms - up) == 6
    unlabelled = [r for r in rooms if graph.value(r, RDFS.label) is None]
    assert len(unlabelled) == 4
    # one zone temperature sensor lacks a unit; timeseries and BACnet references are blank nodes
    znt = list(graph.subjects(RDF.type, BRICK.Zone_Air_Temperature_Sensor))
    assert len([s for s in znt if graph.value(s, BRICK.hasUnit) is None]) == 1
    ts = list(graph.objects(None, BRICK.timeseries))
    assert ts and all(isinstance(t, rdflib.BNode) and graph.value(t, BRICK.storedAt) for t in ts)


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
