"""``kgqa.bench.sensors_kg``: the KG file parses and is in a SOSA/SSN monitoring network's shape (every
station placed, operated and hosting its sensors both ways; every sensor but one observing a property and
having a model with a manufacturer; every observation made by a sensor, of a property the sensor observes,
about a labelled feature, at a dateTime, with one result, simple or a QUDT value), and every gold query, run by
rdflib on ``tests/candidates/data/sensors.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import sensors_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

SOSA = rdflib.Namespace(bench.SOSA)
QUDT = rdflib.Namespace(bench.QUDT)
GEO = rdflib.Namespace(bench.GEO)
SCHEMA = rdflib.Namespace(bench.SCHEMA)
DEF = rdflib.Namespace(bench.BASE + "def/")


def _st(*codes: str) -> list[str]:
    return sorted(f"station/ST-{c}" for c in codes)


# The answers read off the Turtle by hand, in the bench's order (paths under the agency's base,
# QUDT units in full, literals as written).
LISTS = [
    ["org/aln-water-board"],
    _st("001", "002"),
    _st("007", "021"),
    ["2014-06-15"],
    _st("009", "011"),  # 1998 and 2003
    _st("021"),  # 2022-03-14
    _st("007", "021"),  # 53.3890 and 53.3712 (the latter xsd:double)
    sorted(f"sensor/ST-018-{s}" for s in ("PM10", "NO2", "AUX")),
    sorted(f"property/{p}" for p in ("PM10", "PM2_5", "NO2", "O3", "air_temperature")),
    ["property/air_temperature", "property/relative_humidity"],
    _st("001", "002", "003", "015", "018"),
    _st("007", "009", "012", "021"),
    _st("001", "007", "015", "021"),
    _st("007", "021"),
    ["sensor/ST-018-AUX"],
    ["sensor/ST-003-O3", "sensor/ST-018-AUX"],
    ["org/aquameter", "org/nordhavn-sensorik"],  # LV-50 and WT-2, MET-3
    ["model/AM-LV50"],
    _st("001", "007", "009", "012", "014", "015", "021"),  # MET-3, RG-10, PMS-1
    ["org/aquameter"],
    ["feature/river-aln"],
    _st("012", "020"),
    ["feature/corrin-uplands"],
    _st("001", "002", "018"),  # 52.1, 61.7, 63.4 (an IRI result)
    ["obs/2c8a5f06", "obs/9d3e4b72", "obs/e14b9d38"],  # 66.9 (IRI result), 71.3, 80.2
    _st("001", "015"),  # 11.8 and 10.7; the 68 and 91 are humidity from the same sensors
    _st("018"),
    ["sensor/ST-002-NO2"],
    _st("012"),  # 7.8 mm
    ["http://qudt.org/vocab/unit/MilliM"],
]
# 12 stations; ST-015 has 5 sensors; the agency runs 6; Tessaro: 7 TX-200, 5 NOx-4, 2 O3-1;
# Dunmere's 4 levels (one on 11 March); ST-018's latitude; 71.3; (71.3 + 66.9 + 80.2) / 3; 3.2 + 5.6; 63.4
COUNTS = [number(n) for n in (12, 5, 6, 14, 4, 53.0987, 71.3, 72.8, 8.8, 63.4)]

b = bench
_e = bench._e
HOSTS, OBSERVES, MADE_BY, OBSERVED, FOI, TIME = b.HOSTS, b.OBSERVES, b.MADE_BY, b.OBSERVED, b.FOI, b.RESULT_TIME
DUNMERE_RAIN = _e("sensor/ST-009-RAIN")
NOON, SIX = b.at("2024-03-12T12:00:00Z"), b.at("2024-03-12T06:00:00Z")


def _at(station: str, prop: str, time: str | None, var: str) -> str:
    """``var`` is the reading of ``prop`` at ``station`` at ``time`` (any time where None)."""
    o, t = f"?o_{var.lstrip('?')}", f"?t_{var.lstrip('?')}"
    when = f"FILTER({t} = {time})" if time else ""
    return f"{b.reading(station, o, prop)} {o} {TIME} {t} . {b.value(o, var)} {when}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.CORRIN_MOOR} {HOSTS} ?s . ?s {OBSERVES} {b.PRECIP} }}",
    f"ASK {{ {b.HARWICK_RING} {HOSTS} ?s . ?s {OBSERVES} {b.O3} }}",
    f"ASK {{ {b.HARWICK_WEIR} {b.OPERATOR} {b.ALN_BOARD} }}",
    f"ASK {{ {b.FENWICK_SCHOOL} {b.OPERATOR} {b.HARWICK_COUNCIL} }}",
    f"ASK {{ ?o {OBSERVED} {b.PM10} . {b.value('?o', '?v')} FILTER(?v > 60) }}",
    f"ASK {{ ?o {OBSERVED} {b.NO2} . {b.value('?o', '?v')} FILTER(?v > 100) }}",
    f"ASK {{ {_at(b.HARWICK_MARKET, b.PM10, NOON, '?v')} FILTER(?v > 50) }}",
    f"ASK {{ {_at(b.DUNMERE, b.WATER_LEVEL, SIX, '?v')} FILTER(?v > 2) }}",
    f"ASK {{ {b.HARWICK_MARKET} {b.COMMISSIONED} ?a . {b.HARWICK_RING} {b.COMMISSIONED} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {b.FENWICK_BRIDGE} {b.COMMISSIONED} ?a . {b.VELL_VALLEY} {b.COMMISSIONED} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {b.CORRIN_MOOR} {b.LAT} ?a . {b.CORRIN_VILLAGE} {b.LAT} ?c FILTER(?a > ?c) }}",
    f"ASK {{ {_at(b.HARWICK_RING, b.NO2, SIX, '?a')} {_at(b.HARWICK_MARKET, b.NO2, SIX, '?c')} FILTER(?a > ?c) }}",
    (f"ASK {{ {_at(b.CORRIN_VILLAGE, b.AIR_TEMP, NOON, '?a')} {_at(b.VELL_VALLEY, b.AIR_TEMP, NOON, '?c')} "
     f"FILTER(?a > ?c) }}"),
    f"ASK {{ {b.LAKE_MORROW} {HOSTS} ?s . ?o {MADE_BY} ?s ; {FOI} {b.RIVER_ALN} }}",
    f"ASK {{ {b.ORRIN_MILL} {HOSTS} ?s . ?o {MADE_BY} ?s ; {FOI} {b.RIVER_TESSEL} }}",
    f"ASK {{ {DUNMERE_RAIN} {b.MODEL} ?m . ?m {b.MANUFACTURER} {b.TESSARO} }}",
    f"ASK {{ {b.FENWICK_SCHOOL} {HOSTS} ?s . ?s {OBSERVES} {b.PM2_5} }}",
    f"ASK {{ {b.VELLBRIDGE} {HOSTS} ?s . ?s {OBSERVES} {b.O3} }}",
    f"ASK {{ ?x {b.OPERATOR} {b.CORRIN_UNI} ; {HOSTS} ?s . ?s {OBSERVES} {b.WATER_LEVEL} }}",
    f"ASK {{ {_at(b.CORRIN_MOOR, b.AIR_TEMP, None, '?v')} FILTER(?v < 0) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_network_has_its_stations_sensors_properties_features_and_observations():
    graph = _graph()
    assert len(graph) == 777
    counts = [len(set(graph.subjects(RDF.type, SOSA[c])))
              for c in ("Platform", "Sensor", "ObservableProperty", "FeatureOfInterest", "Observation", "Result")]
    assert counts == [12, 34, 9, 6, 54, 9]
    assert len(set(graph.subjects(RDF.type, SCHEMA.ProductModel))) == 8


def test_stations_are_placed_operated_and_host_their_sensors_both_ways():
    graph = _graph()
    tagged = 0
    for st in graph.subjects(RDF.type, SOSA.Platform):
        label = graph.value(st, RDFS.label)
        tagged += label.language is not None
        assert {graph.value(st, GEO.lat).datatype, graph.value(st, GEO.long).datatype} <= {XSD.decimal, XSD.double}
        assert graph.value(graph.value(st, DEF.operator), RDFS.label) is not None, st
        date = graph.value(st, DEF.commissioned)
        assert date is None or date.datatype == XSD.date, st
        for s in graph.objects(st, SOSA.hosts):
            assert graph.value(s, SOSA.isHostedBy) == st, s
    assert tagged == 1
    assert len(list(graph.subjects(DEF.commissioned, None))) == 10
    for s in graph.subjects(RDF.type, SOSA.Sensor):
        assert (None, SOSA.hosts, s) in graph, s
    # every sensor but the logger channel observes a property and has a model with a manufacturer
    bare = [s for s in graph.subjects(RDF.type, SOSA.Sensor) if graph.value(s, SOSA.observes) is None]
    assert bare == [rdflib.URIRef(bench.BASE + "sensor/ST-018-AUX")]
    for s in graph.subjects(SOSA.observes, None):
        assert graph.value(graph.value(s, SCHEMA.model), SCHEMA.manufacturer) is not None, s


def test_observations_are_whole_and_their_results_mixed_as_in_a_real_dump():
    graph = _graph()
    forms = {"simple": 0, "blank": 0, "iri": 0}
    for o in graph.subjects(RDF.type, SOSA.Observation):
        sensor, prop = graph.value(o, SOSA.madeBySensor), graph.value(o, SOSA.observedProperty)
        assert (sensor, SOSA.observes, prop) in graph, o
        assert graph.value(graph.value(o, SOSA.hasFeatureOfInterest), RDFS.label) is not None, o
        assert graph.value(o, SOSA.resultTime).datatype == XSD.dateTime, o
        simple, result = graph.value(o, SOSA.hasSimpleResult), graph.value(o, SOSA.hasResult)
        assert (simple is None) != (result is None), o
        if simple is not None:
            forms["simple"] += 1
        else:
            forms["blank" if isinstance(result, rdflib.BNode) else "iri"] += 1
            assert graph.value(result, QUDT.numericValue) is not None and graph.value(result, QUDT.unit) is not None
    assert forms == {"simple": 23, "blank": 22, "iri": 9}
    numbers = list(graph.objects(None, SOSA.hasSimpleResult)) + list(graph.objects(None, QUDT.numericValue))
    assert sorted(str(n) for n in numbers if n.datatype == XSD.decimal) == ["1.12", "29.8", "39.4"]
    assert {n.datatype for n in numbers} == {XSD.double, XSD.decimal}


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
