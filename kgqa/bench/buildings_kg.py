"""``python -m kgqa.bench.buildings_kg``: questions about a two-building campus's Brick model, one JSON object on stdout.

The KG is ``tests/candidates/data/buildings.ttl``: a Brick Schema (``https://brickschema.org/schema/Brick#``)
model of the invented Northgate Campus as a building-automation integrator exports it from the BMS,
written by hand in Turtle (486 triples). Everything is under ``http://campus.example.org/building#``
with local names as the BMS writes them: a ``brick:Site`` with two ``brick:Building``s, ``Bldg_A``
("Building A - Harbour House", ``brick:yearBuilt`` a value node with ``brick:value`` 1998) and
``Bldg_B`` ("Building B - Linden Court", 2014); five ``brick:Floor``s (``FL_1``..``FL_3`` in A,
``B_FL_1``, ``B_FL_2`` in B), 14 ``brick:Room``s (``RM_2_07``, ``B_RM_1_09``), ten
``brick:HVAC_Zone``s (``HVAC_Zone_2_07``; ``HVAC_Zone_B_1`` and ``HVAC_Zone_B_2`` span three and two
rooms of Linden Court; the plant room ``RM_3_14`` is in no zone), three air handlers (``AHU_1`` and
``AHU_3`` typed ``brick:Air_Handling_Unit``, ``AHU_2`` typed by the alias ``brick:AHU``), ten
``brick:Variable_Air_Volume_Box``es (``VAV_1_02``, ``VAV_B_1_01``), two ``brick:Chiller``s (``CH_1``
feeds ``AHU_1`` and ``AHU_2``, ``CH_2`` feeds ``AHU_3``), two ``brick:Boiler``s, three
``brick:Pump``s (``CHW_Pump_2``), fans (``brick:Supply_Fan``, ``brick:Fan``, ``brick:Exhaust_Fan``,
parts of the AHUs or located in the plant room) and three meters (``brick:Electrical_Meter`` or
plain ``brick:Meter``; buildings and ``CH_1`` are ``brick:isMeteredBy`` them, one meter also states
``brick:meters``). The water and air chain is ``brick:feeds`` (pump -> chiller/boiler -> AHU -> VAV
-> zone), stated once as ``brick:isFedBy`` instead (``VAV_2_03 isFedBy AHU_1``, ``CH_2 isFedBy
CHW_Pump_2``). Containment is ``brick:hasPart`` / ``brick:isPartOf``, stated one way or the other as
the export happened to write it (building A lists its floors, building B's floors point up; some
rooms point up to their floor, on other floors the floor lists the room); zones ``brick:hasPart``
their rooms. Floors and rooms have ``brick:area``, a blank node with ``brick:value``
(``xsd:decimal``, square metres) and ``brick:hasUnit unit:M2`` (QUDT ``http://qudt.org/vocab/unit/``).
The 48 points are ``brick:Supply_Air_Temperature_Sensor`` (AHU_3's in ``unit:DEG_F``, the others
``unit:DEG_C``), one ``brick:Return_Air_Temperature_Sensor``, ``brick:Zone_Air_Temperature_Sensor``
(one per room a VAV serves; one in Linden Court without a unit), ``brick:Zone_Air_Temperature_Setpoint``,
``brick:Damper_Position_Command`` (``unit:PERCENT``), ``brick:CO2_Sensor`` (``unit:PPM``, points of
the zone, located in the room), ``brick:Occupancy_Sensor`` (no unit) and ``brick:Power_Sensor``
(``unit:KiloW``, on meters, a pump and a fan); they hang off their equipment by ``brick:hasPoint``
or ``brick:isPointOf`` (mixed) and are placed in rooms by ``brick:hasLocation`` or, from the room,
``brick:isLocationOf``. ``VAV_3_05`` has no points at all. Some points have ``brick:timeseries``
(a blank node with ``brick:hasTimeseriesId`` and ``brick:storedAt`` a ``brick:Database``), some a
``ref:hasExternalReference`` to a blank ``ref:BACnetReference`` (``bacnet:object-identifier``,
``bacnet:objectOf`` a BACnet device); ``rdfs:label``s are on some things ("Air handler 1, east
wing", "Room 2.07 - Open office", "B1.09 Meeting room") and missing on many.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_buildings_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a facilities manager or energy engineer asks
them, not phrased after the Brick terms ("Which VAV boxes does AHU 1 feed?", "What floor is room
2.07 on?", "Which air handler serves room 3.12?", "bigger than 40 square metres"): one hop both ways
(what an AHU feeds, which chiller feeds an AHU, a room's floor, a building's floors, an AHU's
location and points, a building's meter), two and three hops through the feeds chain and the
zones (the rooms an AHU or a VAV serves, the air handler of a room), class questions with
conditions (rooms with a CO2 or occupancy sensor, rooms without a zone, VAVs without points,
sensors without a unit), area thresholds and superlatives (largest room on a floor, largest floor,
smallest room of a building), the year built, counts of sensors, rooms and VAVs, sums of areas, one
stored area, and yes/no on feeds, floors, sensors, areas, units, years and floor counts. Every
containment and feeds gold accepts either direction of the relation, since the export states only
one. Some are typed carelessly (lower case, no question mark, " 's ", "CH2", "Lindon Court").
Where the answer is an entity, the answer is the entity (its local name, ``RM_2_11``; a unit as its
full QUDT IRI), not its name; a timeseries id as written.

    python -m kgqa.bench.buildings_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "buildings.ttl"
BASE = "http://campus.example.org/building#"
BRICK = "https://brickschema.org/schema/Brick#"
UNIT = "http://qudt.org/vocab/unit/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _b(name: str) -> str:
    return f"<{BRICK}{name}>"


(HAS_PART, IS_PART_OF, FEEDS, IS_FED_BY, HAS_POINT, IS_POINT_OF, HAS_LOCATION, IS_LOCATION_OF, AREA, VALUE,
 HAS_UNIT, YEAR_BUILT, METERED_BY, METERS, TIMESERIES, TS_ID) = (_b(n) for n in (
    "hasPart", "isPartOf", "feeds", "isFedBy", "hasPoint", "isPointOf", "hasLocation", "isLocationOf", "area",
    "value", "hasUnit", "yearBuilt", "isMeteredBy", "meters", "timeseries", "hasTimeseriesId"))
(ROOM, FLOOR, ZONE, VAV, CHILLER, BOILER, PUMP, AHU_CLASS, AHU_ALIAS, CO2, OCC, ZNT, SAT, ELEC_METER) = (_b(n) for n in (
    "Room", "Floor", "HVAC_Zone", "Variable_Air_Volume_Box", "Chiller", "Boiler", "Pump", "Air_Handling_Unit",
    "AHU", "CO2_Sensor", "Occupancy_Sensor", "Zone_Air_Temperature_Sensor", "Supply_Air_Temperature_Sensor",
    "Electrical_Meter"))

BLDG_A, BLDG_B = _e("Bldg_A"), _e("Bldg_B")
FL_1, FL_2, FL_3, B_FL_1, B_FL_2 = (_e(n) for n in ("FL_1", "FL_2", "FL_3", "B_FL_1", "B_FL_2"))
AHU_1, AHU_2, AHU_3 = _e("AHU_1"), _e("AHU_2"), _e("AHU_3")
CH_1, CH_2 = _e("CH_1"), _e("CH_2")
VAV_2_07, VAV_3_05, VAV_B_1_01, VAV_B_2_01 = (_e(n) for n in ("VAV_2_07", "VAV_3_05", "VAV_B_1_01", "VAV_B_2_01"))
RM_1_04, RM_1_10, RM_2_03, RM_2_07, RM_2_11, RM_3_05, RM_3_12, RM_3_14, B_RM_1_09 = (_e(n) for n in (
    "RM_1_04", "RM_1_10", "RM_2_03", "RM_2_07", "RM_2_11", "RM_3_05", "RM_3_12", "RM_3_14", "B_RM_1_09"))
AHU_1_SAT, AHU_3_SAT = _e("AHU_1_SAT_Sensor"), _e("AHU_3_SAT_Sensor")
DEG_C = f"<{UNIT}DEG_C>"


def part(whole: str, piece: str) -> str:
    """``piece`` is a part of ``whole``, stated either way."""
    return f"{{ {whole} {HAS_PART} {piece} }} UNION {{ {piece} {IS_PART_OF} {whole} }}"


def feeds(up: str, down: str) -> str:
    """``up`` feeds ``down``, stated either way."""
    return f"{{ {up} {FEEDS} {down} }} UNION {{ {down} {IS_FED_BY} {up} }}"


def point(equip: str, pt: str) -> str:
    """``pt`` is a point of ``equip``, stated either way."""
    return f"{{ {equip} {HAS_POINT} {pt} }} UNION {{ {pt} {IS_POINT_OF} {equip} }}"


def located(thing: str, place: str) -> str:
    """``thing`` is located in ``place``, stated either way."""
    return f"{{ {thing} {HAS_LOCATION} {place} }} UNION {{ {place} {IS_LOCATION_OF} {thing} }}"


def area(thing: str, var: str) -> str:
    """``var`` is the area (square metres) of ``thing``."""
    return f"{thing} {AREA} ?{var[1:]}_node . ?{var[1:]}_node {VALUE} {var} ."


def typed(var: str, cls: str) -> str:
    return f"{var} {RDF_TYPE} {cls} ."


def room_in_building(room: str, building: str, tag: str) -> str:
    """``room`` is a room on a floor of ``building``."""
    f = f"?fl_{tag}"
    return f"{typed(room, ROOM)} {part(f, room)} {part(building, f)}"


def serves_room(ahu: str, room: str, tag: str) -> str:
    """``ahu`` feeds a VAV that feeds a zone holding ``room``."""
    v, z = f"?v_{tag}", f"?z_{tag}"
    return f"{feeds(ahu, v)} {feeds(v, z)} {part(z, room)}"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # the air side: AHU -> VAV -> zone -> room
    ("Which VAV boxes does AHU 1 feed?", "lists", f"SELECT ?x WHERE {{ {typed('?x', VAV)} {feeds(AHU_1, '?x')} }}"),
    ("Which air handler serves room 3.12?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {serves_room('?x', RM_3_12, 'a')} }}"),
    ("Which rooms does AHU 2 serve?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {typed('?x', ROOM)} {serves_room(AHU_2, '?x', 'a')} }}"),
    ("which rooms does VAV B-1-01 serve", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {typed('?x', ROOM)} {feeds(VAV_B_1_01, '?z')} {part('?z', '?x')} }}"),
    ("Which zone does VAV B-2-01 supply?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', ZONE)} {feeds(VAV_B_2_01, '?x')} }}"),
    ("Which rooms with a CO2 sensor are served by AHU 1?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?s {RDF_TYPE} {CO2} . {located('?s', '?x')} "
      f"{serves_room(AHU_1, '?x', 'a')} }}")),
    # the water side
    ("Which air handlers does chiller 1 feed?", "lists", f"SELECT ?x WHERE {{ {feeds(CH_1, '?x')} }}"),
    ("Which chiller supplies AHU-3?", "lists", f"SELECT ?x WHERE {{ {typed('?x', CHILLER)} {feeds('?x', AHU_3)} }}"),
    ("which pump feeds CH2", "lists", f"SELECT ?x WHERE {{ {typed('?x', PUMP)} {feeds('?x', CH_2)} }}"),
    ("Which boiler heats AHU 2?", "lists", f"SELECT ?x WHERE {{ {typed('?x', BOILER)} {feeds('?x', AHU_2)} }}"),
    # buildings, floors, rooms
    ("what floor is room 2.07 on", "lists", f"SELECT ?x WHERE {{ {typed('?x', FLOOR)} {part('?x', RM_2_07)} }}"),
    ("Which floors does Linden Court have?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', FLOOR)} {part(BLDG_B, '?x')} }}"),
    ("Which rooms are on the third floor of Harbour House?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', ROOM)} {part(FL_3, '?x')} }}"),
    ("Which rooms are not in any HVAC zone?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', ROOM)} FILTER NOT EXISTS {{ {typed('?z', ZONE)} {part('?z', '?x')} }} }}"),
    ("Where is AHU 1 located?", "lists", f"SELECT ?x WHERE {{ {located(AHU_1, '?x')} }}"),
    ("Which building was built first?", "lists",
     f"SELECT ?x WHERE {{ ?x {YEAR_BUILT} ?y . ?y {VALUE} ?v }} ORDER BY ?v LIMIT 1"),
    ("What meter is Harbour House metered by?", "lists",
     f"SELECT ?x WHERE {{ {{ {BLDG_A} {METERED_BY} ?x }} UNION {{ ?x {METERS} {BLDG_A} }} }}"),
    # areas
    ("Which rooms are bigger than 40 square metres?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', ROOM)} {area('?x', '?a')} FILTER(?a > 40) }}"),
    ("Which is the largest room on the second floor of Harbour House?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', ROOM)} {part(FL_2, '?x')} {area('?x', '?a')} }} ORDER BY DESC(?a) LIMIT 1"),
    ("Which rooms in Linden Court are larger than 35 m²?", "lists",
     f"SELECT ?x WHERE {{ {room_in_building('?x', BLDG_B, 'a')} {area('?x', '?a')} FILTER(?a > 35) }}"),
    ("Which floor has the largest floor area?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', FLOOR)} {area('?x', '?a')} }} ORDER BY DESC(?a) LIMIT 1"),
    ("What is the smallest room in Lindon Court?", "lists",
     f"SELECT ?x WHERE {{ {room_in_building('?x', BLDG_B, 'a')} {area('?x', '?a')} }} ORDER BY ?a LIMIT 1"),
    # points and sensors
    ("Which rooms have a CO2 sensor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?s {RDF_TYPE} {CO2} . {located('?s', '?x')} }}"),
    ("Which rooms have an occupancy sensor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?s {RDF_TYPE} {OCC} . {located('?s', '?x')} }}"),
    ("Which sensors are in room 1.10?", "lists", f"SELECT ?x WHERE {{ {located('?x', RM_1_10)} }}"),
    ("Which points does AHU 1 have?", "lists", f"SELECT ?x WHERE {{ {point(AHU_1, '?x')} }}"),
    ("Which VAV boxes have no points?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', VAV)} FILTER NOT EXISTS {{ {point('?x', '?p')} }} }}"),
    ("Which zone temperature sensors have no unit?", "lists",
     f"SELECT ?x WHERE {{ {typed('?x', ZNT)} FILTER NOT EXISTS {{ ?x {HAS_UNIT} ?u }} }}"),
    ("what unit does AHU 3 's supply air temp sensor report in", "lists",
     f"SELECT ?x WHERE {{ {typed('?s', SAT)} {point(AHU_3, '?s')} ?s {HAS_UNIT} ?x }}"),
    ("What is the timeseries ID of AHU 1's supply air temperature?", "lists",
     f"SELECT ?x WHERE {{ {AHU_1_SAT} {TIMESERIES} ?t . ?t {TS_ID} ?x }}"),
    # counts
    ("How many zone temperature sensors are there in building B?", "counts",
     (f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ {typed('?s', ZNT)} {located('?s', '?r')} "
      f"{room_in_building('?r', BLDG_B, 'a')} }}")),
    ("What is the area of room 1.04?", "counts", f"SELECT ?n WHERE {{ {area(RM_1_04, '?n')} }}"),
    ("How many VAV boxes does AHU 2 feed?", "counts",
     f"SELECT (COUNT(DISTINCT ?v) AS ?n) WHERE {{ {typed('?v', VAV)} {feeds(AHU_2, '?v')} }}"),
    ("How many rooms does Harbour House have?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ {room_in_building('?r', BLDG_A, 'a')} }}"),
    ("What year was Linden Court built?", "counts", f"SELECT ?n WHERE {{ {BLDG_B} {YEAR_BUILT} ?y . ?y {VALUE} ?n }}"),
    ("What is the total floor area of Harbour House?", "counts",
     f"SELECT (SUM(?a) AS ?n) WHERE {{ {typed('?f', FLOOR)} {part(BLDG_A, '?f')} {area('?f', '?a')} }}"),
    ("How many CO2 sensors are there on campus?", "counts", f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s {RDF_TYPE} {CO2} }}"),
    ("How many rooms does AHU 3 serve?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ {typed('?r', ROOM)} {serves_room(AHU_3, '?r', 'a')} }}"),
    ("how many points does vav 2.07 have", "counts", f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ {point(VAV_2_07, '?p')} }}"),
    ("What is the combined area of the rooms on the first floor of building B?", "counts",
     f"SELECT (SUM(?a) AS ?n) WHERE {{ {typed('?r', ROOM)} {part(B_FL_1, '?r')} {area('?r', '?a')} }}"),
]
YES_NO = [
    ("Does chiller 1 feed AHU 3?", False),
    ("Does chiller 1 feed AHU 2?", True),
    ("Is room 2.07 on the second floor?", True),
    ("Is room 3.05 on the second floor?", False),
    ("Does room 1.10 have a CO2 sensor?", True),
    ("does room 2.07 have a co2 sensor", False),
    ("Is room 1.04 bigger than 40 square metres?", True),
    ("Is room B1.09 larger than 40 square metres?", False),
    ("Is room 2.11 bigger than room 3.12?", True),
    ("Is room 2.03 bigger than room 3.05?", False),
    ("Was Linden Court built after 2010?", True),
    ("Was Harbour House built before 1990?", False),
    ("Does AHU 2 serve room 3.12?", True),
    ("Does AHU 1 serve room 2.07?", False),
    ("Is AHU 1's supply air temperature reported in degrees Celsius?", True),
    ("Does the AHU 3 supply air temperature sensor report in Celsius?", False),
    ("Does Harbour House have an electricity meter?", True),
    ("Does VAV 3.05 have any sensors?", False),
    ("Is there an HVAC zone for room 3.14?", False),
    ("Does Harbour House have more floors than Linden Court?", True),
]


name_of = kg_questions.name_under(BASE)  # the campus's things by their local name (``RM_2_07``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("buildings", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
