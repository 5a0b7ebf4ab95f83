"""``python -m kgqa.bench.sensors_kg``: questions about a regional environmental monitoring network, one JSON object
on stdout.

The KG is ``tests/candidates/data/sensors.ttl``: the linked-data export an environment agency publishes of its
station network and a slice of its measurements, in the W3C SOSA/SSN shape
(``http://www.w3.org/ns/sosa/``), for an invented region, Vellmark, written by hand in Turtle (777 triples).
Everything is under ``https://envdata.vellmark.example/`` (written against an ``@base``): 12 stations, which are
``sosa:Platform``s named by code (``station/ST-014``, numbered with gaps) with an ``rdfs:label`` (plain strings;
one, "Vellbridge Roadside", tagged ``@en``), a ``dcterms:identifier``, ``geo:lat`` and ``geo:long``
(``http://www.w3.org/2003/01/geo/wgs84_pos#``; ``xsd:decimal``, two stations ``xsd:double``), an operator by the
agency's own ``def:operator`` (``def/operator``, declared with a label) to one of four ``org:Organization``s (the
Vellmark Regional Environment Agency ``org/vrea``, the Aln Valley Water Board, Harwick City Council, the
University of Corrin), ten a ``def:commissioned`` date (``xsd:date``), and ``sosa:hosts`` to their sensors. The 34
``sosa:Sensor``s are named after their station (``sensor/ST-001-PM10``, ``sensor/ST-009-LEVEL``), have an
``rdfs:label`` ("PM10 monitor, Harwick Market Square"), ``sosa:isHostedBy`` back to the station,
``sosa:observes`` one ``sosa:ObservableProperty`` (two weather sensors observe air temperature and relative
humidity; one auxiliary logger channel at Fenwick School observes nothing and has no model) and a
``schema:model`` to one of eight ``schema:ProductModel``s (``model/TX-200``, labelled "Tessaro TX-200
beta-attenuation particulate monitor") with a ``schema:manufacturer`` (Tessaro Instruments, Nordhavn Sensorik,
AquaMeter Ltd, organisations as well). Nine observable properties (``property/PM10``, ``property/NO2``,
``property/precipitation`` labelled "precipitation amount", ``property/water_level``, ...) and six
``sosa:FeatureOfInterest``s (two rivers, Lake Morrow, Harwick urban air and two air basins, ``feature/river-aln``)
carry ``@en`` labels. The 54 ``sosa:Observation``s of 11 and 12 March 2024 have opaque IRIs (``obs/8f2a41c7``)
with ``sosa:madeBySensor``, ``sosa:observedProperty``, ``sosa:hasFeatureOfInterest`` and ``sosa:resultTime``
(``xsd:dateTime`` in UTC); the station a reading comes from, and so the river or air basin a station watches, is
only reached through the sensor and the observations. Results are mixed as real dumps are: 23 are
``sosa:hasSimpleResult`` (a bare number, ``xsd:double``, two ``xsd:decimal``), 22 ``sosa:hasResult`` to a blank
``qudt:QuantityValue`` and 9 ``sosa:hasResult`` to an IRI ``sosa:Result`` (``result/19fa6c3e``), both with
``qudt:numericValue`` (one ``xsd:decimal``) and ``qudt:unit`` (``http://qudt.org/vocab/unit/`` units
``MicroGM-PER-M3``, ``DEG_C``, ``MilliM``, ``M``). Two sensors (an ozone analyser and the logger channel) have no
observations.

The bench is blind: the KG and the questions were written, and every gold checked against the file with rdflib
(``tests/bench/test_sensors_kg.py``: the list and count golds and an ASK per yes/no question against answers worked
out by hand from the file), before the engine was run on them, by someone who had not read the engine's code;
nothing in the engine was tuned for this KG. There are 30 list questions, 10 counts (a count, a sum, an average or
one stored number) and 20 yes/no questions (10 of them false), in plain English as a resident, journalist or air
quality analyst asks an agency, not phrased after the SOSA terms ("Who operates ...", "What does ... measure",
"Which stations measure rainfall", "Who makes the sensors at ..."): one hop both ways (a station's operator and
sensors, an organisation's stations, a sensor's properties, a station's commissioning date and latitude), two and
three hops (what a station measures, which stations measure NO2, the manufacturers of a station's sensors, the
river or area a station watches through its observations, the unit of a station's readings), class questions with
conditions (stations measuring both PM10 and air temperature, PM10 but not NO2; a sensor with no property; sensors
that never reported), thresholds on readings wherever the number is stored (PM10 above 50, NO2 above 60, air
temperature above 10), superlatives over readings (the station and the sensor with the highest PM10, NO2 or
rainfall reading) and over dates, counts of stations, sensors and readings, a sum of rainfall, an average of NO2,
the one reading stored for a sensor at a time, the highest PM10 value, and yes/no on what stations measure, who
runs them, who made a sensor, which river a gauge is on, thresholds at a given time and comparisons of two
stations' readings, dates and latitudes. Some are typed carelessly (lower case, no question mark, " 's ", a short
name such as "the Dunmere gauge" or "univ of corrin", one misspelt station name). Where the answer is an entity,
the answer is the entity (``station/ST-018``, ``sensor/ST-002-NO2``, ``obs/9d3e4b72``, a QUDT unit as its full
IRI), not its name; a date or a number as stored.

    python -m kgqa.bench.sensors_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "sensors.ttl"
BASE = "https://envdata.vellmark.example/"
SOSA = "http://www.w3.org/ns/sosa/"
GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#"
QUDT = "http://qudt.org/schema/qudt/"
UNIT = "http://qudt.org/vocab/unit/"
SCHEMA = "http://schema.org/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD = "http://www.w3.org/2001/XMLSchema#"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _s(name: str) -> str:
    return f"<{SOSA}{name}>"


PLATFORM, SENSOR, OBSERVATION = _s("Platform"), _s("Sensor"), _s("Observation")
HOSTS, OBSERVES, MADE_BY, OBSERVED, FOI, RESULT_TIME, SIMPLE, HAS_RESULT = (
    _s(n) for n in ("hosts", "observes", "madeBySensor", "observedProperty", "hasFeatureOfInterest", "resultTime",
                    "hasSimpleResult", "hasResult"))
NUMERIC, UNIT_OF = f"<{QUDT}numericValue>", f"<{QUDT}unit>"
LAT = f"<{GEO}lat>"
MODEL, MANUFACTURER = f"<{SCHEMA}model>", f"<{SCHEMA}manufacturer>"
OPERATOR, COMMISSIONED = _e("def/operator"), _e("def/commissioned")

(HARWICK_MARKET, HARWICK_RING, VELLBRIDGE, CORRIN_MOOR, DUNMERE, HARWICK_WEIR, FENWICK_BRIDGE, LAKE_MORROW,
 VELL_VALLEY, FENWICK_SCHOOL, ORRIN_MILL, CORRIN_VILLAGE) = (
    _e(f"station/ST-{n}") for n in ("001", "002", "003", "007", "009", "011", "012", "014", "015", "018", "020",
                                    "021"))
VREA, ALN_BOARD, HARWICK_COUNCIL, CORRIN_UNI, TESSARO, NORDHAVN, AQUAMETER = (
    _e(f"org/{n}") for n in ("vrea", "aln-water-board", "harwick-city-council", "university-of-corrin",
                             "tessaro-instruments", "nordhavn-sensorik", "aquameter"))
PM10, PM2_5, NO2, O3, AIR_TEMP, PRECIP, WATER_LEVEL, WATER_TEMP = (
    _e(f"property/{n}") for n in ("PM10", "PM2_5", "NO2", "O3", "air_temperature", "precipitation", "water_level",
                                  "water_temperature"))
RIVER_ALN, RIVER_TESSEL = _e("feature/river-aln"), _e("feature/river-tessel")
ST001_TEMP, ST002_NO2 = _e("sensor/ST-001-TEMP"), _e("sensor/ST-002-NO2")


def value(obs: str, var: str) -> str:
    """``var`` is the number ``obs`` reports: a simple result, or the numeric value of its result node."""
    r = f"?r_{obs.lstrip('?')}"
    return f"{{ {obs} {SIMPLE} {var} }} UNION {{ {obs} {HAS_RESULT} {r} . {r} {NUMERIC} {var} }}"


def reading(station: str, obs: str, prop: str) -> str:
    """``obs`` is a reading of ``prop`` by a sensor hosted at ``station``."""
    s = f"?s_{obs.lstrip('?')}"
    return f"{station} {HOSTS} {s} . {obs} {MADE_BY} {s} ; {OBSERVED} {prop} ."


def at(time: str) -> str:
    """A UTC time as an ``xsd:dateTime`` literal (compared by value: the file writes ``Z``)."""
    return f"\"{time}\"^^<{XSD}dateTime>"


def station(var: str) -> str:
    return f"{var} {RDF_TYPE} {PLATFORM} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # stations, operators, sensors
    ("Who operates the Aln at Dunmere station?", "lists", f"SELECT ?x WHERE {{ {DUNMERE} {OPERATOR} ?x }}"),
    ("Which stations does Harwick City Council run?", "lists",
     f"SELECT ?x WHERE {{ {station('?x')} ?x {OPERATOR} {HARWICK_COUNCIL} }}"),
    ("which stations does the univ of corrin operate", "lists",
     f"SELECT ?x WHERE {{ {station('?x')} ?x {OPERATOR} {CORRIN_UNI} }}"),
    ("When was Harwick Ring Road 's station commissioned?", "lists",
     f"SELECT ?x WHERE {{ {HARWICK_RING} {COMMISSIONED} ?x }}"),
    ("Which stations were commissioned before 2005?", "lists",
     f"SELECT ?x WHERE {{ {station('?x')} ?x {COMMISSIONED} ?d FILTER(YEAR(?d) < 2005) }}"),
    ("Which station was commissioned most recently?", "lists",
     f"SELECT ?x WHERE {{ {station('?x')} ?x {COMMISSIONED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which stations lie north of 53.3 degrees latitude?", "lists",
     f"SELECT ?x WHERE {{ {station('?x')} ?x {LAT} ?lat FILTER(?lat > 53.3) }}"),
    ("Which sensors are installed at Fenwick School?", "lists", f"SELECT ?x WHERE {{ {FENWICK_SCHOOL} {HOSTS} ?x }}"),
    # what is measured where
    ("what does the Vell Valley Background station measure", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {VELL_VALLEY} {HOSTS} ?s . ?s {OBSERVES} ?x }}"),
    ("What does sensor ST-001-TEMP measure?", "lists", f"SELECT ?x WHERE {{ {ST001_TEMP} {OBSERVES} ?x }}"),
    ("Which stations measure NO2?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {station('?x')} ?x {HOSTS} ?s . ?s {OBSERVES} {NO2} }}"),
    ("which stations measure rainfall", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {station('?x')} ?x {HOSTS} ?s . ?s {OBSERVES} {PRECIP} }}"),
    ("Which stations measure both PM10 and air temperature?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {station('?x')} ?x {HOSTS} ?a , ?b . ?a {OBSERVES} {PM10} . "
      f"?b {OBSERVES} {AIR_TEMP} }}")),
    ("Which stations measure PM10 but not NO2?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {station('?x')} ?x {HOSTS} ?a . ?a {OBSERVES} {PM10} "
      f"FILTER NOT EXISTS {{ ?x {HOSTS} ?b . ?b {OBSERVES} {NO2} }} }}")),
    ("Which sensor is not set up to measure anything?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {SENSOR} FILTER NOT EXISTS {{ ?x {OBSERVES} ?p }} }}"),
    ("Which sensors have never reported a reading?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {SENSOR} FILTER NOT EXISTS {{ ?o {MADE_BY} ?x }} }}"),
    # equipment
    ("Who makes the sensors at Lake Morow North Shore?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {LAKE_MORROW} {HOSTS} ?s . ?s {MODEL} ?m . ?m {MANUFACTURER} ?x }}"),
    ("What sensor model measures the water level at Tessel at Orrin Mill?", "lists",
     f"SELECT ?x WHERE {{ {ORRIN_MILL} {HOSTS} ?s . ?s {OBSERVES} {WATER_LEVEL} ; {MODEL} ?x }}"),
    ("Which stations use Nordhavn equipment?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {station('?x')} ?x {HOSTS} ?s . ?s {MODEL} ?m . ?m {MANUFACTURER} {NORDHAVN} }}"),
    ("Who manufactures the water level sensors?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?s {OBSERVES} {WATER_LEVEL} ; {MODEL} ?m . ?m {MANUFACTURER} ?x }}"),
    # rivers and areas watched
    ("Which river does the Dunmere gauge monitor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {DUNMERE} {HOSTS} ?s . ?o {MADE_BY} ?s ; {FOI} ?x }}"),
    ("Which stations keep watch on the River Tessel?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {station('?x')} ?x {HOSTS} ?s . ?o {MADE_BY} ?s ; {FOI} {RIVER_TESSEL} }}"),
    ("What area does the Corrin Village station monitor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {CORRIN_VILLAGE} {HOSTS} ?s . ?o {MADE_BY} ?s ; {FOI} ?x }}"),
    # readings
    ("Which stations recorded PM10 above 50 µg/m³?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {reading('?x', '?o', PM10)} {value('?o', '?v')} FILTER(?v > 50) }}"),
    ("Which NO2 readings were above 60 µg/m³?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OBSERVATION} ; {OBSERVED} {NO2} . {value('?x', '?v')} FILTER(?v > 60) }}"),
    ("Which stations recorded an air temperature above 10 °C?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {reading('?x', '?o', AIR_TEMP)} {value('?o', '?v')} FILTER(?v > 10) }}"),
    ("Which station recorded the highest PM10 reading?", "lists",
     f"SELECT ?x WHERE {{ {reading('?x', '?o', PM10)} {value('?o', '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which sensor made the highest NO2 reading?", "lists",
     f"SELECT ?x WHERE {{ ?o {MADE_BY} ?x ; {OBSERVED} {NO2} . {value('?o', '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which station recorded the highest single rainfall reading?", "lists",
     f"SELECT ?x WHERE {{ {reading('?x', '?o', PRECIP)} {value('?o', '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("What unit are Corrin Moor's rainfall readings given in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {reading(CORRIN_MOOR, '?o', PRECIP)} ?o {HAS_RESULT} ?r . ?r {UNIT_OF} ?x }}"),
    # counts
    ("How many monitoring stations are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {station('?x')} }}"),
    ("How many sensors does the Vell Valley Background station have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {VELL_VALLEY} {HOSTS} ?x }}"),
    ("How many stations does the Vellmark Regional Environment Agency operate?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {station('?x')} ?x {OPERATOR} {VREA} }}"),
    ("How many Tessaro Instruments sensors are in the network?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SENSOR} ; {MODEL} ?m . "
      f"?m {MANUFACTURER} {TESSARO} }}")),
    ("How many water level readings are there from the Dunmere gauge?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ {reading(DUNMERE, '?o', WATER_LEVEL)} }}"),
    ("What is the latitude of the Fenwick School station?", "counts",
     f"SELECT ?n WHERE {{ {FENWICK_SCHOOL} {LAT} ?n }}"),
    ("What was the NO2 reading at Harwick Ring Road at 6am on 12 March 2024?", "counts",
     (f"SELECT ?n WHERE {{ {reading(HARWICK_RING, '?o', NO2)} ?o {RESULT_TIME} ?t . {value('?o', '?n')} "
      f"FILTER(?t = {at('2024-03-12T06:00:00Z')}) }}")),
    ("whats the average no2 level at harwick ring road", "counts",
     f"SELECT (AVG(?v) AS ?n) WHERE {{ {reading(HARWICK_RING, '?o', NO2)} {value('?o', '?v')} }}"),
    ("How much rain was recorded at Corrin Moor in total?", "counts",
     f"SELECT (SUM(?v) AS ?n) WHERE {{ {reading(CORRIN_MOOR, '?o', PRECIP)} {value('?o', '?v')} }}"),
    ("What was the highest PM10 reading?", "counts",
     f"SELECT (MAX(?v) AS ?n) WHERE {{ ?o {OBSERVED} {PM10} . {value('?o', '?v')} }}"),
]
YES_NO = [
    ("Does the Corrin Moor station measure rainfall?", True),
    ("Does Harwick Ring Road measure ozone?", False),
    ("Is the Aln at Harwick Weir station run by the Aln Valley Water Board?", True),
    ("is fenwick school run by harwick city council", False),
    ("Did any PM10 reading go above 60 µg/m³?", True),
    ("Was any NO2 reading above 100 µg/m³?", False),
    ("Was the PM10 reading at Harwick Market Square at noon on 12 March 2024 above 50?", True),
    ("Was the water level at Dunmere above 2 metres at 6am on 12 March 2024?", False),
    ("Was Harwick Market Square commissioned before Harwick Ring Road?", True),
    ("Is the Tessel at Fenwick Bridge station older than Vell Valley Background?", False),
    ("Is Corrin Moor further north than Corrin Village?", True),
    ("Was NO2 higher at Harwick Ring Road than at Harwick Market Square at 6am on 12 March 2024?", True),
    ("Was it warmer at Corrin Village than at Vell Valley Background at noon on 12 March 2024?", False),
    ("Does the Lake Morrow station monitor the River Aln?", False),
    ("Is the Orrin Mill gauge on the River Tessel?", True),
    ("Is the rain gauge at Dunmere made by Tessaro Instruments?", False),
    ("Is there a PM2.5 sensor at Fenwick School?", False),
    ("Does Vellbridge Roadside have an ozone analyser?", True),
    ("Does the University of Corrin run any river gauges?", False),
    ("Did the temperature at Corrin Moor drop below freezing?", True),
]


name_of = kg_questions.name_under(BASE)  # the agency's resources by their path (``station/ST-018``, ``obs/9d3e4b72``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("sensors", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
