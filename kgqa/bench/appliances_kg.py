"""``python -m kgqa.bench.appliances_kg``: questions about the devices of three smart homes, their rooms,
owners, functions, commands, states and last readings in the SAREF shape, one JSON object on stdout.

The KG is ``tests/candidates/data/appliances.ttl``: the device-registry export a smart-home platform
(Hearthlink, invented) would publish for three households, written by hand in Turtle (902 triples) in
SAREF v3.1.1 core (``https://saref.etsi.org/core/``) with units from OM 2
(``http://www.ontology-of-units-of-measure.org/resource/om-2/``), ``foaf:`` for account holders, ``rdfs:``
and a small local vocabulary ``hm:`` (``http://smarthome.example.org/ns#``) for what SAREF leaves to the
platform: ``hm:Home``, ``hm:Room``, ``hm:locatedIn`` (device to room), ``hm:inHome`` (room to home),
``hm:ownedBy`` (home to person), ``hm:city``, ``hm:address``, ``hm:floor``, ``hm:installedOn``,
``hm:firmwareVersion``, ``hm:ratedPower`` (watts) and four appliance classes (``hm:WashingMachine``,
``hm:Dishwasher``, ``hm:TumbleDryer``, ``hm:Refrigerator``, each ``rdfs:subClassOf saref:Appliance``).
Every resource is under ``http://smarthome.example.org/`` (``@base``) with the platform's ids: devices
by their Zigbee IEEE address, Wi-Fi MAC or meter serial (``device/00158d0004a1b2c3``,
``device/a4cf12e3b901``, ``device/mtr-4410298831``), ``home/H-1001``, ``room/R-1001-01``,
``user/u-5581``, ``property/R-1001-01-temperature``, ``function/<device>-onoff``,
``command/<device>-on``, ``measurement/m-000101`` and six shared states (``state/on``, ``state/off``,
``state/open``, ``state/closed``, ``state/started``, ``state/stopped``, typed ``saref:OnState`` ...).
Three ``hm:Home``s with ``rdfs:label``: Birchwood Cottage (Aldmere, owned by Ada and Tomas Lindqvist),
Harbour View 3B (Portsea, Priya Raman's flat, no address) and the Old Mill House (Aldmere, Jonas
Ekberg). Fourteen ``hm:Room``s, also ``saref:FeatureOfInterest``, with ``rdfs:label`` ("Kitchen" in each
home, "Living room", "Living Room" and "Lounge" for the three living rooms), ``hm:floor`` (one has
none) and ``saref:hasProperty`` to the properties observed there. Thirty devices, typed by their most
specific SAREF class only (none is typed ``saref:Device`` itself): four ``saref:TemperatureSensor``s,
four plain ``saref:Sensor``s (humidity, lux, motion, a cellar temperature/humidity sensor), four
``saref:SmokeSensor``s, five ``saref:LightSwitch``es (two dimmers), two ``saref:DoorSwitch``es, a smart
plug (``saref:Switch``), three ``saref:Meter``s (two electricity, one gas, ``saref:isUsedFor``), two
thermostats (``saref:Actuator``, one also measuring) and five ``saref:Appliance``s (two washing
machines, a dishwasher, a tumble dryer and a fridge, with ``hm:ratedPower``). Each has ``rdfs:label``,
``saref:hasManufacturer`` and ``saref:hasModel`` (plain strings), ``hm:locatedIn``, ``hm:installedOn``,
mostly ``saref:accomplishes`` a SAREF task (``saref:Safety``, ``saref:Comfort``, ``saref:Lighting``,
``saref:Washing`` ...), ``saref:measuresProperty`` and/or ``saref:controlsProperty``, ``saref:hasState``
for the actuators and appliances, and ``saref:hasFunction`` to its own functions
(``saref:SensingFunction``, ``saref:EventFunction``, ``saref:OnOffFunction``,
``saref:LevelControlFunction``, ``saref:OpenCloseFunction``, ``saref:StartStopFunction``,
``saref:MeteringFunction``), each with ``saref:hasCommand`` to its own commands (``saref:OnCommand``,
``saref:OpenCommand``, ``saref:SetLevelCommand`` ..., the state-changing ones ``saref:actsUpon`` a
state). 25 properties (``saref:Temperature``, ``saref:Humidity``, ``saref:Light``, ``saref:Smoke``,
``saref:Motion``, ``saref:Energy``, ``saref:Power`` and one plain ``saref:Property``, the gas volume),
and 32 ``saref:Measurement``s, linked from their device by ``saref:makesMeasurement``, with
``saref:relatesToProperty``, ``saref:hasValue``, ``saref:isMeasuredIn`` and ``saref:hasTimestamp``
(``xsd:dateTime``, 15-16 January 2024). Untidy as such exports are: one smoke alarm has no manufacturer,
the tumble dryer no model, one Kestrel device's maker is "Kestrel Systems Ltd." where the others say
"Kestrel Systems", the garage door's installation date is only a year (``"2019"^^xsd:gYear``), one room
has no floor, the motion reading has no unit, the Old Mill House's readings are mostly ``xsd:float``
where the others are plain decimals, and the fridge and the plug are features of interest of their
own properties rather than a room.

The bench is blind: the KG and the questions were written, and every gold checked against the file with
rdflib (``tests/bench/test_appliances_kg.py``: the list and count golds and an ASK per yes/no question
against answers worked out by hand from the file), before the engine was run on them, by someone who had
not read the engine's code; nothing in the engine was tuned for this KG. There are 30 list questions, 10
counts (a count or one stored number) and 20 yes/no questions (10 of them false), in plain English as a
householder or the platform's support desk asks them, not phrased after the SAREF terms ("Which lights
are switched on?", "Which appliances are running right now?", "Who is the manufacturer of the balcony
door switch?", "Which room was warmest at 7 pm on 15 January 2024?"): one hop both ways (a device's
room, maker, model, properties; a room's or a home's devices, a home's owners), two and three hops (the
devices in a person's kitchen, the rooms with a humidity sensor, the homes with a tumble dryer, the
commands of a device through its function, a room's temperature through its property and measurements),
states ("on", "off", "open", "running"), class questions with conditions (dimmable lights, appliances
over 2000 W, devices used for safety), superlatives (the highest kitchen temperature, the warmest room,
the device with the lowest temperature reading, the most power-hungry appliance, the latest meter
reading), date and number thresholds (installed before 2020 with one date only a year, rooms below 18
degrees), a missing value (the device without a maker), a maker under two spellings, counts of devices,
rooms, readings, lights off and makers, three stored numbers, and yes/no on states, makers, functions,
installation dates, ownership, thresholds and comparisons of two readings, two appliances' power and two
homes' smoke alarms. Some are typed carelessly (lower case, no question mark, "whats", "i", one misspelt
name, "Priya Ramen"). Where the answer is an entity, the answer is the entity (its path under the base,
``device/00158d0004a1b2c3``), not its name; a number or string as written.

    python -m kgqa.bench.appliances_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "appliances.ttl"
BASE = "http://smarthome.example.org/"
SAREF = "https://saref.etsi.org/core/"
HM = "http://smarthome.example.org/ns#"
FOAF = "http://xmlns.com/foaf/0.1/"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATETIME = "<http://www.w3.org/2001/XMLSchema#dateTime>"

# the resources the questions name, by their path under BASE
BIRCHWOOD = "home/H-1001"
HARBOUR_VIEW = "home/H-1002"
OLD_MILL = "home/H-1003"
ADA = "user/u-5581"
TOMAS = "user/u-5582"
PRIYA = "user/u-6120"
JONAS = "user/u-7034"
B_KITCHEN = "room/R-1001-01"
B_LIVING = "room/R-1001-02"
B_BEDROOM = "room/R-1001-03"
B_BATHROOM = "room/R-1001-04"
B_GARAGE = "room/R-1001-05"
B_HALLWAY = "room/R-1001-06"
H_KITCHEN = "room/R-1002-01"
H_LIVING = "room/R-1002-02"
H_BEDROOM = "room/R-1002-03"
H_HALL = "room/R-1002-04"
M_KITCHEN = "room/R-1003-01"
M_UTILITY = "room/R-1003-02"
M_LOUNGE = "room/R-1003-03"
M_CELLAR = "room/R-1003-04"
B_KITCHEN_TEMP = "property/R-1001-01-temperature"
B_LIVING_TEMP = "property/R-1001-02-temperature"
B_LIVING_HUMIDITY = "property/R-1001-02-humidity"
B_BATHROOM_HUMIDITY = "property/R-1001-04-humidity"
H_KITCHEN_TEMP = "property/R-1002-01-temperature"
H_ENERGY = "property/H-1002-energy"
M_CELLAR_HUMIDITY = "property/R-1003-04-humidity"
# Birchwood Cottage
KITCHEN_THERMOMETER = "device/00158d0004a1b2c3"
CLIMATE_SENSOR = "device/00158d0004a1b2d7"
BATHROOM_HUMIDITY_SENSOR = "device/00158d0004c81e02"
HALLWAY_SMOKE_ALARM = "device/00158d0005d13a44"
KITCHEN_SMOKE_ALARM = "device/00158d0005d13a58"
LIVING_DIMMER = "device/000d6f0011f0a1b2"
BEDROOM_LIGHT = "device/000d6f0011f0a1c9"
GARAGE_DOOR = "device/a4cf12e3b901"
MAIN_METER = "device/mtr-4410298831"
WASHING_MACHINE = "device/b8d61a42c07e"
DISHWASHER = "device/b8d61a42c3f1"
TV_PLUG = "device/000d6f0012aa0e51"
MOTION_SENSOR = "device/00158d0006e2f019"
LIVING_THERMOSTAT = "device/00158d0004a1b311"
# Harbour View 3B
H_KITCHEN_SENSOR = "device/00158d00073c5a10"
LUX_SENSOR = "device/000d6f0013b4c2d8"
CEILING_LIGHT = "device/000d6f0013b4c2e4"
BEDROOM_LAMP = "device/000d6f0013b4c5a0"
SMOKE_DETECTOR = "device/00158d00073c6b22"
H_METER = "device/mtr-5520871164"
FRIDGE = "device/3c71bf9a0d12"
BALCONY_DOOR = "device/a4cf12e3c417"
# Old Mill House
M_KITCHEN_SENSOR = "device/00158d0003f09a61"
CELLAR_CLIMATE = "device/00158d0003f09a7b"
WASHER = "device/b8d61a5510ac"
TUMBLE_DRYER = "device/b8d61a5514e2"
GAS_METER = "device/mtr-6630112907"
LOUNGE_LAMP = "device/000d6f0010c3d9f6"
SMOKE_ALARM = "device/00158d0002ab4c18"
THERMOSTAT = "device/00158d0003f09b05"
GARAGE_OPEN = "command/a4cf12e3b901-open"
GARAGE_CLOSE = "command/a4cf12e3b901-close"
STATE_ON, STATE_OFF, STATE_OPEN, STATE_CLOSED, STATE_STARTED, STATE_STOPPED = (
    "state/on", "state/off", "state/open", "state/closed", "state/started", "state/stopped")


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _s(name: str) -> str:
    return f"<{SAREF}{name}>"


def _h(name: str) -> str:
    return f"<{HM}{name}>"


(MANUFACTURER, MODEL, MEASURES, CONTROLS, MAKES, RELATES, VALUE, UNIT, TIMESTAMP, STATE, FUNCTION, COMMAND,
 ACCOMPLISHES, HAS_PROPERTY) = (
    _s(n) for n in ("hasManufacturer", "hasModel", "measuresProperty", "controlsProperty", "makesMeasurement",
                    "relatesToProperty", "hasValue", "isMeasuredIn", "hasTimestamp", "hasState", "hasFunction",
                    "hasCommand", "accomplishes", "hasProperty"))
LOCATED, IN_HOME, OWNED_BY, CITY, FLOOR, INSTALLED, RATED = (
    _h(n) for n in ("locatedIn", "inHome", "ownedBy", "city", "floor", "installedOn", "ratedPower"))
LABEL = f"<{RDFS}label>"
TEMPERATURE, HUMIDITY, LIGHT_SWITCH, SMOKE_SENSOR, APPLIANCE, LEVEL_CONTROL, SAFETY = (
    _s(n) for n in ("Temperature", "Humidity", "LightSwitch", "SmokeSensor", "Appliance", "LevelControlFunction",
                    "Safety"))
TUMBLE_DRYER_CLASS = _h("TumbleDryer")


def a(path: str) -> str:
    return _e(path)


def in_home(device: str, home: str, room: str = "?room") -> str:
    """``device`` is in a room of ``home``."""
    return f"{device} {LOCATED} {room} . {room} {IN_HOME} {home} ."


def room_of(home: str, label: str, room: str = "?room") -> str:
    """``room`` is the room of ``home`` labelled ``label``."""
    return f"{room} {IN_HOME} {home} ; {LABEL} \"{label}\" ."


def reading(prop: str, value: str = "?v", m: str = "?m") -> str:
    """``m`` is a measurement of ``prop`` with ``value``."""
    return f"{m} {RELATES} {prop} ; {VALUE} {value} ."


SEVEN_PM = f"\"2024-01-15T19:00:00Z\"^^{XSD_DATETIME}"

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # where things are, who owns what
    ("Which room is the garage door in?", "lists", f"SELECT ?x WHERE {{ {a(GARAGE_DOOR)} {LOCATED} ?x }}"),
    ("Which devices are in Priya Ramen's kitchen?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?home {OWNED_BY} {a(PRIYA)} . {room_of('?home', 'Kitchen')} "
      f"?x {LOCATED} ?room }}")),
    ("what devices are in the cellar", "lists",
     f"SELECT ?x WHERE {{ ?x {LOCATED} ?room . ?room {LABEL} \"Cellar\" }}"),
    ("Which smoke detectors are there in Birchwood Cottage?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {SMOKE_SENSOR} . {in_home('?x', a(BIRCHWOOD))} }}"),
    ("Which homes are in Aldmere?", "lists", f"SELECT ?x WHERE {{ ?x {CITY} \"Aldmere\" }}"),
    ("Who owns Birchwood Cottage?", "lists", f"SELECT ?x WHERE {{ {a(BIRCHWOOD)} {OWNED_BY} ?x }}"),
    ("Which rooms in Birchwood Cottage are on the first floor?", "lists",
     f"SELECT ?x WHERE {{ ?x {IN_HOME} {a(BIRCHWOOD)} ; {FLOOR} 1 }}"),
    ("Which homes have a tumble dryer?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {RDF_TYPE} {TUMBLE_DRYER_CLASS} . {in_home('?d', '?x')} }}"),
    ("Which rooms have a humidity sensor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {MEASURES} ?p ; {LOCATED} ?x . ?p {RDF_TYPE} {HUMIDITY} }}"),
    # makers, models, installation
    ("Who is the manufacturer of the balcony door switch?", "lists",
     f"SELECT ?x WHERE {{ {a(BALCONY_DOOR)} {MANUFACTURER} ?x }}"),
    ("whats the model of the dishwasher", "lists", f"SELECT ?x WHERE {{ {a(DISHWASHER)} {MODEL} ?x }}"),
    ("Which devices are made by Kestrel?", "lists",
     f"SELECT ?x WHERE {{ ?x {MANUFACTURER} ?m FILTER(STRSTARTS(STR(?m), \"Kestrel\")) }}"),
    ("Which devices have no manufacturer listed?", "lists",
     f"SELECT ?x WHERE {{ ?x {LOCATED} ?r FILTER NOT EXISTS {{ ?x {MANUFACTURER} ?m }} }}"),
    ("Which devices were installed before 2020?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTALLED} ?d FILTER(SUBSTR(STR(?d), 1, 4) < \"2020\") }}"),
    # what devices do: properties, functions, commands, tasks
    ("Which devices measure temperature?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {MEASURES} ?p . ?p {RDF_TYPE} {TEMPERATURE} }}"),
    ("Which devices in Jonas Ekberg's house measure temperature?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?home {OWNED_BY} {a(JONAS)} . {in_home('?x', '?home')} "
      f"?x {MEASURES} ?p . ?p {RDF_TYPE} {TEMPERATURE} }}")),
    ("What does the living room climate sensor measure?", "lists",
     f"SELECT ?x WHERE {{ {a(CLIMATE_SENSOR)} {MEASURES} ?x }}"),
    ("which commands can i send to the garage door", "lists",
     f"SELECT ?x WHERE {{ {a(GARAGE_DOOR)} {FUNCTION} ?f . ?f {COMMAND} ?x }}"),
    ("Which lights can be dimmed?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {LIGHT_SWITCH} ; {FUNCTION} ?f . ?f {RDF_TYPE} {LEVEL_CONTROL} }}"),
    ("Which devices are there for safety?", "lists", f"SELECT ?x WHERE {{ ?x {ACCOMPLISHES} {SAFETY} }}"),
    # states
    ("Which lights are switched on?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {LIGHT_SWITCH} ; {STATE} {a(STATE_ON)} }}"),
    ("Which appliances are running right now?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {APPLIANCE} ; {STATE} {a(STATE_STARTED)} }}"),
    ("Which devices in the living room at Birchwood Cottage are switched on?", "lists",
     f"SELECT ?x WHERE {{ ?x {LOCATED} {a(B_LIVING)} ; {STATE} {a(STATE_ON)} }}"),
    # power
    ("Which appliances draw more than 2000 watts?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {APPLIANCE} ; {RATED} ?w FILTER(?w > 2000) }}"),
    ("What is the most power-hungry appliance in the Old Mill House?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {APPLIANCE} ; {RATED} ?w . {in_home('?x', a(OLD_MILL))} }} "
      f"ORDER BY DESC(?w) LIMIT 1")),
    # readings
    ("What was the highest temperature measured in the kitchen at Birchwood Cottage?", "lists",
     (f"SELECT ?x WHERE {{ {room_of(a(BIRCHWOOD), 'Kitchen')} ?room {HAS_PROPERTY} ?p . "
      f"?p {RDF_TYPE} {TEMPERATURE} . {reading('?p', '?x')} }} ORDER BY DESC(?x) LIMIT 1")),
    ("Which device recorded the lowest temperature?", "lists",
     (f"SELECT ?x WHERE {{ ?x {MAKES} ?m . ?m {RELATES} ?p ; {VALUE} ?v . ?p {RDF_TYPE} {TEMPERATURE} }} "
      f"ORDER BY ?v LIMIT 1")),
    ("Which room was warmest at 7 pm on 15 January 2024?", "lists",
     (f"SELECT ?x WHERE {{ ?x {IN_HOME} ?home ; {HAS_PROPERTY} ?p . ?p {RDF_TYPE} {TEMPERATURE} . "
      f"{reading('?p')} ?m {TIMESTAMP} ?t FILTER(?t = {SEVEN_PM}) }} ORDER BY DESC(?v) LIMIT 1")),
    ("Which rooms have recorded a temperature below 18 degrees?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {IN_HOME} ?home ; {HAS_PROPERTY} ?p . ?p {RDF_TYPE} {TEMPERATURE} . "
      f"{reading('?p')} FILTER(?v < 18) }}")),
    ("What was the last reading of Priya Raman's electricity meter?", "lists",
     f"SELECT ?x WHERE {{ {a(H_METER)} {MAKES} ?m . ?m {VALUE} ?x ; {TIMESTAMP} ?t }} ORDER BY DESC(?t) LIMIT 1"),
    # counts
    ("How many devices are there in Birchwood Cottage?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {in_home('?x', a(BIRCHWOOD))} }}"),
    ("How many smoke alarms are installed across all homes?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SMOKE_SENSOR} }}"),
    ("How many light switches are currently off?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {LIGHT_SWITCH} ; {STATE} {a(STATE_OFF)} }}"),
    ("How many rooms does Priya Raman's flat have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?home {OWNED_BY} {a(PRIYA)} . ?x {IN_HOME} ?home }}"),
    ("How many temperature readings were taken in the Birchwood Cottage kitchen?", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ {reading(a(B_KITCHEN_TEMP))} }}"),
    ("how many devices has brightline made", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {MANUFACTURER} \"Brightline\" }}"),
    ("How many different manufacturers made the devices in Jonas Ekberg's house?", "counts",
     (f"SELECT (COUNT(DISTINCT ?maker) AS ?n) WHERE {{ ?home {OWNED_BY} {a(JONAS)} . "
      f"{in_home('?x', '?home')} ?x {MANUFACTURER} ?maker }}")),
    ("What is the rated power of the fridge?", "counts", f"SELECT ?n WHERE {{ {a(FRIDGE)} {RATED} ?n }}"),
    ("What was the humidity in the cellar?", "counts", f"SELECT ?n WHERE {{ {reading(a(M_CELLAR_HUMIDITY), '?n')} }}"),
    ("In what year was the garage door installed?", "counts", f"SELECT ?n WHERE {{ {a(GARAGE_DOOR)} {INSTALLED} ?n }}"),
]
YES_NO = [
    ("Is the bedroom light at Birchwood Cottage on?", False),
    ("is the balcony door open", True),
    ("Is the garage door open?", False),
    ("Is the dishwasher running?", True),
    ("Is the washing machine in Birchwood Cottage running?", False),
    ("does the fridge measure temperature", True),
    ("Can the bedroom light in Birchwood Cottage be dimmed?", False),
    ("Is the hallway smoke alarm made by Kestrel Systems?", True),
    ("Was the main electricity meter installed before the garage door?", True),
    ("Was the kitchen at Birchwood Cottage warmer than Priya Raman's kitchen at 7 pm on 15 January 2024?", False),
    ("Does Priya Raman have a washing machine?", False),
    ("Does Jonas Ekberg own the Old Mill House?", True),
    ("Is Birchwood Cottage in Portsea?", False),
    ("Does the tumble dryer use more power than the washer in the Old Mill House?", True),
    ("Did the humidity in the bathroom go above 80 percent?", True),
    ("Did the cellar temperature drop below 5 degrees?", False),
    ("Is the Lounge lamp made by Nordvik?", False),
    ("Is there a motion sensor in the hallway at Birchwood Cottage?", True),
    ("Does Birchwood Cottage have more smoke alarms than the Old Mill House?", True),
    ("Was the dishwasher installed before the washing machine?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``device/00158d0004a1b2c3``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("appliances", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
