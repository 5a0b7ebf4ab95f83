"""``python -m kgqa.bench.floors_kg``: questions about a property owner's sites, buildings, floors,
rooms and building elements in the W3C Building Topology Ontology (BOT) shape, one JSON object on
stdout.

The KG is ``tests/candidates/data/floors.ttl``: the linked-data export a CAFM (computer-aided
facility management) system would write from the IFC models of an invented landlord, the
Harbourside Property Group, written by hand in Turtle (623 triples). Every resource is under
``http://fm.harbourside.example.org/`` with its IFC GlobalId as an opaque id (``site/2zvSK...``,
``building/...``, ``storey/...``, ``space/...``, ``zone/...``, ``element/...``); the vocabulary is
BOT (``https://w3id.org/bot#``) with ``rdfs:label`` and the exporter's own small property namespace
``http://vocab.harbourside.example.org/fm#`` (``fm:``) for quantities and codes. Two ``bot:Site``s
(Harbourside Campus, with ``fm:address`` and ``fm:siteArea``; Millgate Depot, with no site area)
carry four ``bot:Building``s by ``bot:hasBuilding``: Ferry House (1968, refurbished 2019-03-15,
four storeys), "The Chandlery" (1891, refurbished in "2008" given only as an ``xsd:gYear``, two
storeys), "Wharf Annexe" (2015, one storey, no height) on the campus and Millgate Workshop (1979,
ground floor and mezzanine) at the depot, each with ``fm:buildingCode``, ``fm:constructionYear``
(``xsd:gYear``), ``fm:grossFloorArea`` (m2) and mostly ``fm:height`` (m); Ferry House is
``bot:adjacentZone`` to the Chandlery. Nine ``bot:Storey``s (``bot:hasStorey``) have a label as the
model named them ("Ground Floor", "Level 1", "GF", "1st Floor", "Ground", "Mezzanine") and
``fm:elevation``, each ``bot:adjacentZone`` to the one above. 38 ``bot:Space``s (``bot:hasSpace``)
have ``rdfs:label`` ("Boardroom", "Staff Café", "Mtg Room - Loft"), ``fm:roomNumber`` ("2.02",
"G01"), ``fm:usage`` (office, meeting room, kitchen, toilet, storage, ...), ``fm:netFloorArea``
and, where rated, ``fm:maxOccupancy``; neighbouring spaces are ``bot:adjacentZone`` in one
direction only, Ferry House's stair core (on the ground floor) ``bot:intersectsZone`` the three
storeys above and the double-height Millgate workshop the mezzanine. Two HVAC ``bot:Zone``s of
Ferry House's Level 1 ``bot:containsZone`` their rooms. 45 ``bot:Element``s, each also typed by an
``fm:`` class: 12 ``fm:Door``s (``fm:fireRating`` "FD30"/"FD60" on some, ``fm:width``) and 8
``fm:Window``s (``fm:uValue``), both ``bot:adjacentElement`` of the spaces they bound (a door of
both its rooms); 10 ``fm:Radiator``s (``fm:heatOutput`` in W) and 14 ``fm:Sensor``s (``fm:measures``
"temperature", "CO2", "occupancy", "humidity", ``fm:installationDate``) ``bot:containsElement`` of
their rooms, one sensor a ``bot:hasSubElement`` of a window instead; one air handling unit hangs off
the plant room by a plain ``bot:hasElement``. Untidy as such exports are: the Chandlery and the
Wharf Annexe are labelled "The Chandlery" and "Wharf Annexe", several rooms share a label ("WC",
"Kitchenette", "Kitchen"), one usage is written "Office", the changing room has no usage, a store
no area, a window no U-value, a radiator no heat output, the Wharf Annexe no height, one
refurbishment and one sensor installation are only a year, adjacency is stated one way.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_floors_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10 of them
false), in plain English as a facilities manager, tenant or surveyor asks them, not phrased after
the BOT terms ("Which building is the Boardroom in?", "Which rooms are next to the Boardroom?",
"Which doors lead into the Gallery?", "Which rooms have a CO2 sensor?"): one hop both ways (a
site's buildings, a workshop's site, a building's floors, a floor's rooms, a room's windows, a
zone's rooms), two and three hops (a room's building, the meeting rooms of a building, the rooms
with a CO2 sensor, Ferry House's radiators above 1500 W, the sensor on a room's window), adjacency
stated in either direction, the floors a stair core runs through, class questions with conditions
(offices for more than 20, kitchens for more than 10, doors rated FD60, the Chandlery's offices
whatever the case of the usage), superlatives (the biggest room of a building, the smallest meeting
room, the tallest building, the most powerful radiator), year and number thresholds over dates
given in full or as a year, counts of spaces, floors, meeting rooms, radiators and sensors, a sum of
areas and one of occupancies, stored numbers (a gross floor area, a capacity, a year built), and
yes/no on where a room is, what it has, what it is used for, what is next to what, fire ratings,
and comparisons of two buildings' ages and floor counts and two rooms' sizes and capacities. Some
are typed carelessly (lower case, no question mark, "whats", "cafe" for "Café", "Wharf Annex" for
"Wharf Annexe", one misspelt name, "Milgate"). Where the answer is an entity, the answer is the
entity (its path under the base, ``space/3jlFB_5LidFSUXytE4V8vC``), not its name; a string as
written.

    python -m kgqa.bench.floors_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "floors.ttl"
BASE = "http://fm.harbourside.example.org/"
BOT = "https://w3id.org/bot#"
FM = "http://vocab.harbourside.example.org/fm#"
RDFS_LABEL = "<http://www.w3.org/2000/01/rdf-schema#label>"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"

# the resources the questions name or answer, by their path under BASE (the id is the IFC GlobalId)
HARBOURSIDE = "site/2zvSKZqKekMStMpsv5xNJL"
MILLGATE_DEPOT = "site/16L3QbOzAixwpQwEwWe6U5"
FERRY_HOUSE = "building/2hUAKwqS0g4JPQ0itOfv3n"
CHANDLERY = "building/3o5SWPjUez4glpwODz9b60"
WHARF_ANNEX = "building/3lEBQ3ysFHh4eiYt2od53F"
MILLGATE_WORKSHOP = "building/3FfDPnHt0Pgxfo_yaMcpjk"
FH_GROUND = "storey/2YTHHoN1amH8p0dANGajMW"
FH_LEVEL_1 = "storey/3NIrxuJQ9ZLQyaKjDpBnpD"
FH_LEVEL_2 = "storey/0xIsHPG9zarh1OgGN2V5p2"
FH_LEVEL_3 = "storey/0jJUY2GT27XOVXVihUCl63"
CH_GROUND = "storey/21YIPVh7nYqzfA4HDCh3nG"
CH_FIRST = "storey/1YMxhRHdNF2Tc6XRY_kp11"
WA_GROUND = "storey/3rfzOBt_YGMJXDHC5unUx0"
MW_GROUND = "storey/1_qIwJxNsBtxOucThBxUm3"
MW_MEZZANINE = "storey/3TyHwt5NYO84DjuoJYEEhq"
HVAC_NORTH = "zone/0sF41p9MGNPaKpHckt9Cz8"
HVAC_SOUTH = "zone/2sfPpmGYDE39islc6QebwW"
RECEPTION = "space/1N8_Mc5LEfVBCZfvNgwAqs"
STAFF_CAFE = "space/35imEKHMhynxOGfYARBGn4"
POST_ROOM = "space/1XbAwtOcHNsfHQJhAb4XoS"
WC_0_04 = "space/3gJdfR7f5m5fvfbTOKaWlp"
MEETING_QUAY = "space/194VtHMn3xpJ1lFRTx_pVT"
STAIR_CORE = "space/1cTcoJEy4av5ol2tR2LFCL"
OPEN_PLAN_EAST = "space/10v7X1CpPDMepklDeIpthq"
OPEN_PLAN_WEST = "space/0oTTX9j_WmW_vt3EHPdtvX"
MEETING_HARBOUR = "space/03c8d4AxnsmBBnO0ZYx12M"
KITCHENETTE_1 = "space/38daLbG8jjDL33JtCo3ZMW"
WC_1_05 = "space/3PtMzk0C0mnywpDTuaicqo"
SERVER_ROOM = "space/16jVH43O8D5vwbYla_v9xd"
OPEN_PLAN_2 = "space/1HZjaDGUoD6CxEiL5UM1Nc"
BOARDROOM = "space/3jlFB_5LidFSUXytE4V8vC"
MEETING_PIER = "space/0s0GCRt6IGUMYBEFS7_JWV"
DIRECTORS_OFFICE = "space/0RONEF2nuBnFBQbBGI2Kgp"
KITCHENETTE_2 = "space/0E706GmNH4jM2qakIYO4Gk"
WC_2_06 = "space/08YVuEBJRXkaE3CEBtvlDK"
TRAINING_ROOM = "space/3_IEfTMacpSlJRFAR_dLO9"
QUIET_ROOM = "space/3lqRtCeumn6dZMGQC9_Nwj"
PLANT_ROOM = "space/3jEQ7FyHvVq_qdNXwAyyRO"
GALLERY = "space/2oAIlHphKRm_fsy2hUWPuX"
SHOP = "space/3MlpXGAb8FUsYf7YFuQ4b4"
CH_KITCHEN = "space/3L0t6VlgGtjGOxJ_RruN_7"
CH_WC = "space/2VJ7SFCnGJ6Be4232xaUP3"
STUDIO_OFFICE = "space/3k4USgoB5PcZ_skAAzB7y2"
LOFT_MEETING = "space/29jRpzuZp7jmAXQ3FKE6LE"
CH_STORE = "space/2YRGqK6TO_Dm2f76hJonlP"
COWORKING_HALL = "space/1xDlHjD4yA9tpTJ5m0Z2gI"
PHONE_BOOTH = "space/0uANlyyAb3l7XPPnpAUHlS"
WA_KITCHEN = "space/3Gi0HrLVoznHL1WNCG8XbL"
ACCESSIBLE_WC = "space/2njl2QLMZN1eM7TSmeqcDF"
WORKSHOP = "space/3RH3DlLTvkTt3rEHvPyIIw"
STORES = "space/21IKktHqWV260DppY_vCIT"
MESS_ROOM = "space/21vsw2XkEg5q90rkcJTzo_"
CHANGING_ROOM = "space/3LYILygAS6j5W7DXPGZIKK"
SITE_OFFICE = "space/08VFTxhEuTEkoYvFurFjaN"
MW_MEETING = "space/1C74JP_RsVE5IRvkLvkcZD"
MAIN_ENTRANCE_DOOR = "element/2hhUR1R9nkTdsYAat7SWu8"
DOOR_RECEPTION_CAFE = "element/1Z14XfcUcDvcywj9GU98xR"
SERVER_ROOM_DOOR = "element/2GXsqXvOehf2l2N6TBlgYy"
BOARDROOM_DOOR = "element/0_Pgk9yRlH_CBDk93uh_Fa"
FOLDING_PARTITION = "element/11jgviGi6g6lyHOyeHnljq"
PLANT_ROOM_DOOR = "element/3A43HEHzaWTUxf_roT4w5c"
STAIR_DOOR_L01 = "element/3EAJAW_DYLOd_iGCQCyyJr"
GALLERY_ENTRANCE = "element/2XUBRLgVDh27bNpR5LVjJY"
DOOR_GALLERY_SHOP = "element/2mmNb8F7YlBx8MokaROzD9"
ANNEX_ENTRANCE = "element/0oYnR7SNHBUV9V0XKGirOV"
ROLLER_SHUTTER = "element/130kwVWRQrh9TBnfmYnPT4"
DOOR_WORKSHOP_STORES = "element/1gyLHRE7Z8V_Wxn21wPwkr"
WINDOW_1_01_1 = "element/2BDQvT_Yasa8E3hhLbqLlh"
WINDOW_1_01_2 = "element/2dj7jlp2ImtA8hlxJohBlR"
WINDOW_2_01_1 = "element/0TPMGugmt98cKwyAXxMZ3o"
WINDOW_2_02_1 = "element/2VIlojeYEvAD_IbesSZeZD"
ROOFLIGHT_3_01 = "element/2SV5rGjBcK4MGmcIv8y7Os"
WINDOW_F01_1 = "element/04reSvBb8CAqhmFYVnyrt4"
WINDOW_001_1 = "element/15_qsiwF8Dn6NoQXNkvsoS"
WINDOW_M01_1 = "element/37YmxXeFGR20ocxdMC9QDT"
RADIATOR_0_01 = "element/1MUUK7TMDug1rucsfe0dwo"
RADIATOR_1_01_1 = "element/3ZL220q_vXWFwurUOieIRK"
RADIATOR_1_01_2 = "element/2f6191piTYcPQwV8WUx3Fi"
RADIATOR_1_02 = "element/1V6So0D8dHbTNqlFz3tlzF"
RADIATOR_2_01 = "element/1lIyQPQpf7IoRmyw16vMlY"
RADIATOR_2_04 = "element/2qNKurpSB1Kax93ueIADAs"
RADIATOR_G01 = "element/2AFg0Xdto6RgHv31LCXKW8"
RADIATOR_F01 = "element/02LdAIq2uhDeY8FWvOIZ0M"
RADIATOR_M01 = "element/29Hvdn7NBebHWjZHW9oOex"
RADIATOR_W03 = "element/1QWoXiqLKRZJcMhybjhUCh"
TEMP_0_01 = "element/0wBCeuCWPuPzxB2qcwpe7b"
CO2_0_05 = "element/1sS3DvVHN_ygCKC2ulMWoY"
TEMP_1_01 = "element/23lvv1_ruGhTkSBRwnqkt2"
OCC_1_03 = "element/0q3QCBQIvyp7HeukUtdHzr"
CO2_2_02 = "element/2Ye0W7pMkzA0OEbQoYbkHr"
OCC_2_02 = "element/3PaccL6VXCzPJ_fUi1C73r"
TEMP_1_06 = "element/2oFEMSHnBPLbQ77SSh6NDw"
HUM_1_06 = "element/0VAJ55Jl5M1xXHkAwQKUp5"
CO2_3_01 = "element/2RPFhDmLHtFKvFvAncTlcR"
CONTACT_2_01_1 = "element/3_HgdCrQmOAm0XP2fnB9ON"
TEMP_G01 = "element/0sT4ppoG8KlmaD6KFgtWPA"
OCC_001 = "element/3KSDWB7iKBDJ_fQqSV9N3Q"
TEMP_W01 = "element/16Gvq8mMLeo1smB2oX7jFR"
CO2_M02 = "element/1pFUSoKGOytEHPKw0E3XDe"
AHU_01 = "element/2LTGlT1UIqaJBoW9qjrwit"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _b(name: str) -> str:
    return f"<{BOT}{name}>"


def _f(name: str) -> str:
    return f"<{FM}{name}>"


HAS_BUILDING, HAS_STOREY, HAS_SPACE, ADJ_ZONE, INTERSECTS, CONTAINS_ZONE = (
    _b(n) for n in ("hasBuilding", "hasStorey", "hasSpace", "adjacentZone", "intersectsZone", "containsZone"))
CONTAINS_EL, ADJ_EL, HAS_SUB, HAS_EL = (
    _b(n) for n in ("containsElement", "adjacentElement", "hasSubElement", "hasElement"))
BUILDING_C, STOREY_C, SPACE_C, ELEMENT_C, ZONE_C, SITE_C = (
    _b(n) for n in ("Building", "Storey", "Space", "Element", "Zone", "Site"))
USAGE, AREA, OCCUPANCY, ROOM_NO, ELEVATION = (
    _f(n) for n in ("usage", "netFloorArea", "maxOccupancy", "roomNumber", "elevation"))
GFA, HEIGHT, BUILT, REFURBISHED = _f("grossFloorArea"), _f("height"), _f("constructionYear"), _f("refurbishmentDate")
FIRE, HEAT, MEASURES, INSTALLED, UVALUE = (
    _f(n) for n in ("fireRating", "heatOutput", "measures", "installationDate", "uValue"))
DOOR, WINDOW, RADIATOR, SENSOR = _f("Door"), _f("Window"), _f("Radiator"), _f("Sensor")


def a(path: str) -> str:
    return _e(path)


def rooms_of(building: str, x: str = "?x") -> str:
    """``x`` is a space on a storey of ``building``."""
    return f"{building} {HAS_STOREY} ?st . ?st {HAS_SPACE} {x} ."


def next_to(x: str, y: str) -> str:
    """``x`` and ``y`` are adjacent zones, stated either way."""
    return f"{{ {x} {ADJ_ZONE} {y} }} UNION {{ {y} {ADJ_ZONE} {x} }}"


def year(var: str) -> str:
    """The year of a date or a bare year, as a four-character string."""
    return f"SUBSTR(STR({var}), 1, 4)"


def is_office(var: str) -> str:
    return f"FILTER(LCASE(STR({var})) = \"office\")"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # sites, buildings, floors, rooms
    ("Which buildings are on the Harbourside Campus?", "lists",
     f"SELECT ?x WHERE {{ {a(HARBOURSIDE)} {HAS_BUILDING} ?x }}"),
    ("which site is the Milgate workshop on", "lists",
     f"SELECT ?x WHERE {{ ?x {HAS_BUILDING} {a(MILLGATE_WORKSHOP)} }}"),
    ("What floors does Ferry House have?", "lists",
     f"SELECT ?x WHERE {{ {a(FERRY_HOUSE)} {HAS_STOREY} ?x }}"),
    ("Which rooms are on Level 2 of Ferry House?", "lists",
     f"SELECT ?x WHERE {{ {a(FH_LEVEL_2)} {HAS_SPACE} ?x }}"),
    ("Which building is the Boardroom in?", "lists",
     f"SELECT ?x WHERE {{ ?x {HAS_STOREY} ?st . ?st {HAS_SPACE} {a(BOARDROOM)} }}"),
    ("What meeting rooms are there in Ferry House?", "lists",
     f"SELECT ?x WHERE {{ {rooms_of(a(FERRY_HOUSE))} ?x {USAGE} \"meeting room\" }}"),
    ("Which offices can take more than 20 people?", "lists",
     f"SELECT ?x WHERE {{ ?x {USAGE} ?u ; {OCCUPANCY} ?n {is_office('?u')} FILTER(?n > 20) }}"),
    ("what is the biggest room in the chandlery", "lists",
     f"SELECT ?x WHERE {{ {rooms_of(a(CHANDLERY))} ?x {AREA} ?m }} ORDER BY DESC(?m) LIMIT 1"),
    ("Which is the smallest meeting room?", "lists",
     f"SELECT ?x WHERE {{ ?x {USAGE} \"meeting room\" ; {AREA} ?m }} ORDER BY ?m LIMIT 1"),
    ("Which rooms are next to the Boardroom?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {next_to('?x', a(BOARDROOM))} }}"),
    ("Which floors does the stair core of Ferry House run through?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {{ ?x {HAS_SPACE} {a(STAIR_CORE)} }} UNION "
      f"{{ {a(STAIR_CORE)} {INTERSECTS} ?x }} }}")),
    # elements
    ("Which rooms have a CO2 sensor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {CONTAINS_EL} ?e . ?e {RDF_TYPE} {SENSOR} ; {MEASURES} \"CO2\" }}"),
    ("Which doors lead into the Gallery?", "lists",
     f"SELECT ?x WHERE {{ {a(GALLERY)} {ADJ_EL} ?x . ?x {RDF_TYPE} {DOOR} }}"),
    ("Which doors are rated FD60?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DOOR} ; {FIRE} \"FD60\" }}"),
    ("Which radiators in Ferry House have a heat output above 1500 watts?", "lists",
     (f"SELECT ?x WHERE {{ {rooms_of(a(FERRY_HOUSE), '?r')} ?r {CONTAINS_EL} ?x . "
      f"?x {RDF_TYPE} {RADIATOR} ; {HEAT} ?w FILTER(?w > 1500) }}")),
    ("Which room has the most powerful radiator?", "lists",
     (f"SELECT ?x WHERE {{ ?x {CONTAINS_EL} ?e . ?e {RDF_TYPE} {RADIATOR} ; {HEAT} ?w }} "
      f"ORDER BY DESC(?w) LIMIT 1")),
    ("What windows does the Open Plan Office East have?", "lists",
     f"SELECT ?x WHERE {{ {a(OPEN_PLAN_EAST)} {ADJ_EL} ?x . ?x {RDF_TYPE} {WINDOW} }}"),
    ("Which sensor is fitted to the window of the open plan office on Level 2?", "lists",
     (f"SELECT ?x WHERE {{ {a(OPEN_PLAN_2)} {ADJ_EL} ?w . ?w {RDF_TYPE} {WINDOW} ; {HAS_SUB} ?x . "
      f"?x {RDF_TYPE} {SENSOR} }}")),
    ("Which sensors were installed before 2018?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {SENSOR} ; {INSTALLED} ?d FILTER({year('?d')} < \"2018\") }}"),
    # buildings by year and size
    ("Which buildings were built before 1970?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {BUILDING_C} ; {BUILT} ?y FILTER({year('?y')} < \"1970\") }}"),
    ("Which buildings were refurbished after 2005?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {BUILDING_C} ; {REFURBISHED} ?d FILTER({year('?d')} > \"2005\") }}"),
    ("Which is the tallest building?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {BUILDING_C} ; {HEIGHT} ?h }} ORDER BY DESC(?h) LIMIT 1"),
    ("Which building is next to Ferry House?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {next_to('?x', a(FERRY_HOUSE))} ?x {RDF_TYPE} {BUILDING_C} }}"),
    # rooms by use, size and capacity
    ("Which kitchens can seat more than 10 people?", "lists",
     f"SELECT ?x WHERE {{ ?x {USAGE} \"kitchen\" ; {OCCUPANCY} ?n FILTER(?n > 10) }}"),
    ("Which rooms in the Wharf Annex are larger than 10 square metres?", "lists",
     f"SELECT ?x WHERE {{ {rooms_of(a(WHARF_ANNEX))} ?x {AREA} ?m FILTER(?m > 10) }}"),
    ("Which rooms in the Chandlery are offices?", "lists",
     f"SELECT ?x WHERE {{ {rooms_of(a(CHANDLERY))} ?x {USAGE} ?u {is_office('?u')} }}"),
    ("Which rooms are in the north HVAC zone of Ferry House?", "lists",
     f"SELECT ?x WHERE {{ {a(HVAC_NORTH)} {CONTAINS_ZONE} ?x }}"),
    ("The workshop at Millgate is double height: which other floor does it extend into?", "lists",
     f"SELECT ?x WHERE {{ {a(WORKSHOP)} {INTERSECTS} ?x . ?x {RDF_TYPE} {STOREY_C} }}"),
    # stored values
    ("whats the room number of the training room", "lists", f"SELECT ?x WHERE {{ {a(TRAINING_ROOM)} {ROOM_NO} ?x }}"),
    ("What is room G02 used for?", "lists", f"SELECT ?x WHERE {{ ?r {ROOM_NO} \"G02\" ; {USAGE} ?x }}"),
    # counts
    ("How many spaces are there in Ferry House?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {rooms_of(a(FERRY_HOUSE))} }}"),
    ("how many floors has ferry house got", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {a(FERRY_HOUSE)} {HAS_STOREY} ?x }}"),
    ("How many meeting rooms are there on the Harbourside Campus?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {a(HARBOURSIDE)} {HAS_BUILDING} ?b . {rooms_of('?b')} "
      f"?x {USAGE} \"meeting room\" }}")),
    ("How many radiators are there in Ferry House?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {rooms_of(a(FERRY_HOUSE), '?r')} ?r {CONTAINS_EL} ?x . "
      f"?x {RDF_TYPE} {RADIATOR} }}")),
    ("How many occupancy sensors are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SENSOR} ; {MEASURES} \"occupancy\" }}"),
    ("What is the total floor area of the offices in Ferry House?", "counts",
     f"SELECT (SUM(?m) AS ?n) WHERE {{ {rooms_of(a(FERRY_HOUSE))} ?x {USAGE} ?u ; {AREA} ?m {is_office('?u')} }}"),
    ("What is the combined occupancy of Level 1 in Ferry House?", "counts",
     f"SELECT (SUM(?o) AS ?n) WHERE {{ {a(FH_LEVEL_1)} {HAS_SPACE} ?x . ?x {OCCUPANCY} ?o }}"),
    ("What is the gross floor area of the Chandlery?", "counts", f"SELECT ?n WHERE {{ {a(CHANDLERY)} {GFA} ?n }}"),
    ("How many people can the Boardroom hold?", "counts", f"SELECT ?n WHERE {{ {a(BOARDROOM)} {OCCUPANCY} ?n }}"),
    ("In what year was the Wharf Annex built?", "counts", f"SELECT ?n WHERE {{ {a(WHARF_ANNEX)} {BUILT} ?n }}"),
]
YES_NO = [
    ("Is the Boardroom on Level 2 of Ferry House?", True),
    ("Is the server room on level 2?", False),
    ("Does the Training Room have a CO2 sensor?", True),
    ("Is there a humidity sensor in the Boardroom?", False),
    ("Is the Chandlery on the Harbourside Campus?", True),
    ("Is the Wharf Annex part of the Millgate Depot site?", False),
    ("Is the kitchenette on level 1 next to Meeting Room Harbour?", True),
    ("is the post room next to the staff cafe", False),
    ("Does the stair core go up to Level 3?", True),
    ("Does the Wharf Annex have a server room?", False),
    ("Is the plant room door an FD60 fire door?", True),
    ("Is the main entrance door of Ferry House fire rated?", False),
    ("Does Ferry House have a gross floor area of more than 2000 square metres?", True),
    ("Was the Chandlery refurbished after 2010?", False),
    ("Is the Staff Café used as a kitchen?", True),
    ("Is Ferry House older than the Chandlery?", False),
    ("Is the Shop next door to the Gallery?", True),
    ("Is the Boardroom bigger than the Training Room?", False),
    ("Can the Co-working Hall hold more people than the open plan office on Level 2?", True),
    ("Does the Chandlery have more floors than Millgate Workshop?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``space/3jlFB_5LidFSUXytE4V8vC``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("floors", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
