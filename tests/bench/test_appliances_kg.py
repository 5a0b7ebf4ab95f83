"""``kgqa.bench.appliances_kg``: the KG file parses and is in the SAREF shape a smart-home platform's
device-registry export has (homes, rooms, owners, devices typed by their most specific SAREF class, each
located in a room and with its own functions and commands, states, properties and measurements, with the
untidiness such exports have), and every gold query, run by rdflib on
``tests/candidates/data/appliances.ttl``, gives the answer worked out by hand from the file; every yes/no
truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS, XSD

from kgqa.bench import appliances_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

SAREF = rdflib.Namespace(bench.SAREF)
HM = rdflib.Namespace(bench.HM)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    [b.B_GARAGE],
    # Priya's kitchen: thermometer, smoke detector, fridge
    _s(b.H_KITCHEN_SENSOR, b.SMOKE_DETECTOR, b.FRIDGE),
    _s(b.CELLAR_CLIMATE, b.GAS_METER),
    _s(b.HALLWAY_SMOKE_ALARM, b.KITCHEN_SMOKE_ALARM),
    _s(b.BIRCHWOOD, b.OLD_MILL),
    _s(b.ADA, b.TOMAS),
    _s(b.B_BEDROOM, b.B_BATHROOM),
    [b.OLD_MILL],
    _s(b.B_LIVING, b.B_BATHROOM, b.M_CELLAR),
    ["Vantor"],
    ["DW-6"],
    # "Kestrel Systems" on seven, "Kestrel Systems Ltd." on the Harbour View smoke detector
    _s(b.CLIMATE_SENSOR, b.BATHROOM_HUMIDITY_SENSOR, b.HALLWAY_SMOKE_ALARM, b.KITCHEN_SMOKE_ALARM, b.MOTION_SENSOR,
       b.SMOKE_DETECTOR, b.M_KITCHEN_SENSOR, b.CELLAR_CLIMATE),
    [b.SMOKE_ALARM],
    # the garage door's "2019"^^xsd:gYear included
    _s(b.GARAGE_DOOR, b.MAIN_METER, b.H_METER, b.WASHER, b.TUMBLE_DRYER, b.GAS_METER, b.SMOKE_ALARM),
    # four temperature sensors, the cellar sensor, the fridge and the Old Mill thermostat (not the one that
    # only controls)
    _s(b.KITCHEN_THERMOMETER, b.CLIMATE_SENSOR, b.H_KITCHEN_SENSOR, b.FRIDGE, b.M_KITCHEN_SENSOR, b.CELLAR_CLIMATE,
       b.THERMOSTAT),
    _s(b.M_KITCHEN_SENSOR, b.CELLAR_CLIMATE, b.THERMOSTAT),
    _s(b.B_LIVING_TEMP, b.B_LIVING_HUMIDITY),
    _s(b.GARAGE_OPEN, b.GARAGE_CLOSE),
    _s(b.LIVING_DIMMER, b.CEILING_LIGHT),
    _s(b.HALLWAY_SMOKE_ALARM, b.KITCHEN_SMOKE_ALARM, b.GARAGE_DOOR, b.MOTION_SENSOR, b.SMOKE_DETECTOR,
       b.BALCONY_DOOR, b.SMOKE_ALARM),
    _s(b.LIVING_DIMMER, b.CEILING_LIGHT, b.BEDROOM_LAMP),
    _s(b.DISHWASHER, b.WASHER),
    _s(b.LIVING_DIMMER, b.TV_PLUG, b.LIVING_THERMOSTAT),
    # 2200, 2300, 2500 W; the dishwasher 1800, the fridge 150
    _s(b.WASHING_MACHINE, b.WASHER, b.TUMBLE_DRYER),
    [b.TUMBLE_DRYER],
    ["23.6"],
    # the fridge compartment's 4.1 at 07:00
    [b.FRIDGE],
    # at 19:00: 23.6, 21.9, 24.3, 20.9, 21.2 (the fridge is no room)
    [b.H_KITCHEN],
    # 17.6 in the Old Mill kitchen, 9.8 in the cellar; the fridge's 4.1 is no room's
    _s(b.M_KITCHEN, b.M_CELLAR),
    ["9128.2"],
]
# 14 devices at Birchwood; 4 smoke sensors; 2 lights off; 4 rooms at Harbour View; 3 kitchen readings;
# 7 Brightline devices; Kestrel Systems, Halden, Aalto Energy, Brightline, Nordvik (one smoke alarm has
# no maker); 150 W; 78 %; 2019
COUNTS = [number(n) for n in (14, 4, 2, 4, 3, 7, 5, 150, 78, 2019)]

_e = bench._e
LOCATED, IN_HOME, STATE, MAKER, INSTALLED, RATED, OWNED_BY, VALUE, RELATES, TS = (
    b.LOCATED, b.IN_HOME, b.STATE, b.MANUFACTURER, b.INSTALLED, b.RATED, b.OWNED_BY, b.VALUE, b.RELATES,
    b.TIMESTAMP)


def _state(device: str, state: str) -> str:
    return f"ASK {{ {_e(device)} {STATE} {_e(state)} }}"


def _maker(device: str, maker: str) -> str:
    return f"ASK {{ {_e(device)} {MAKER} \"{maker}\" }}"


def _installed_before(x: str, y: str) -> str:
    return (f"ASK {{ {_e(x)} {INSTALLED} ?a . {_e(y)} {INSTALLED} ?c "
            f"FILTER(STR(?a) < STR(?c)) }}")


def _at_seven(prop: str, var: str) -> str:
    return f"?m_{var} {RELATES} {_e(prop)} ; {VALUE} ?{var} ; {TS} ?t_{var} FILTER(?t_{var} = {b.SEVEN_PM})"


def _smoke_alarms(home: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?d_{var}) AS ?{var}) WHERE {{ ?d_{var} a {b.SMOKE_SENSOR} ; "
            f"{LOCATED} ?r_{var} . ?r_{var} {IN_HOME} {_e(home)} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _state(b.BEDROOM_LIGHT, b.STATE_ON),
    _state(b.BALCONY_DOOR, b.STATE_OPEN),
    _state(b.GARAGE_DOOR, b.STATE_OPEN),
    _state(b.DISHWASHER, b.STATE_STARTED),
    _state(b.WASHING_MACHINE, b.STATE_STARTED),
    f"ASK {{ {_e(b.FRIDGE)} {b.MEASURES} ?p . ?p a {b.TEMPERATURE} }}",
    f"ASK {{ {_e(b.BEDROOM_LIGHT)} {b.FUNCTION} ?f . ?f a {b.LEVEL_CONTROL} }}",
    _maker(b.HALLWAY_SMOKE_ALARM, "Kestrel Systems"),
    _installed_before(b.MAIN_METER, b.GARAGE_DOOR),
    f"ASK {{ {_at_seven(b.B_KITCHEN_TEMP, 'b')} {_at_seven(b.H_KITCHEN_TEMP, 'h')} FILTER(?b > ?h) }}",
    (f"ASK {{ ?home {OWNED_BY} {_e(b.PRIYA)} . ?room {IN_HOME} ?home . ?d {LOCATED} ?room ; "
     f"a {b._h('WashingMachine')} }}"),
    f"ASK {{ {_e(b.OLD_MILL)} {OWNED_BY} {_e(b.JONAS)} }}",
    f"ASK {{ {_e(b.BIRCHWOOD)} {b.CITY} \"Portsea\" }}",
    f"ASK {{ {_e(b.TUMBLE_DRYER)} {RATED} ?t . {_e(b.WASHER)} {RATED} ?w FILTER(?t > ?w) }}",
    f"ASK {{ ?m {RELATES} {_e(b.B_BATHROOM_HUMIDITY)} ; {VALUE} ?v FILTER(?v > 80) }}",
    f"ASK {{ ?m {RELATES} {_e('property/R-1003-04-temperature')} ; {VALUE} ?v FILTER(?v < 5) }}",
    _maker(b.LOUNGE_LAMP, "Nordvik"),
    (f"ASK {{ ?d {LOCATED} {_e(b.B_HALLWAY)} ; {b.MEASURES} ?p . ?p a {b._s('Motion')} }}"),
    f"ASK {{ {_smoke_alarms(b.BIRCHWOOD, 'b')} {_smoke_alarms(b.OLD_MILL, 'm')} FILTER(?b > ?m) }}",
    _installed_before(b.DISHWASHER, b.WASHING_MACHINE),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _devices(graph: rdflib.Graph) -> list:
    return sorted(set(graph.subjects(HM.locatedIn, None)))


def test_the_export_has_its_homes_rooms_owners_devices_properties_and_measurements():
    graph = _graph()
    assert len(graph) == 902
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        HM.Home, HM.Room, FOAF.Person, SAREF.Measurement, SAREF.TemperatureSensor, SAREF.Sensor, SAREF.SmokeSensor,
        SAREF.LightSwitch, SAREF.DoorSwitch, SAREF.Switch, SAREF.Meter, SAREF.Actuator, SAREF.Appliance,
        SAREF.Device)]
    assert counts == [3, 14, 4, 32, 4, 4, 4, 5, 2, 1, 3, 2, 5, 0]
    devices = _devices(graph)
    assert len(devices) == 30 and all(str(d).startswith(bench.BASE + "device/") for d in devices)
    for room in graph.subjects(RDF.type, HM.Room):
        assert (room, RDF.type, SAREF.FeatureOfInterest) in graph
        assert graph.value(graph.value(room, HM.inHome), RDF.type) == HM.Home
    for home in graph.subjects(RDF.type, HM.Home):
        assert all(graph.value(p, RDF.type) == FOAF.Person for p in graph.objects(home, HM.ownedBy))
    assert len(list(graph.objects(None, HM.ownedBy))) == 4


def test_devices_have_their_own_functions_and_commands_and_states():
    graph = _graph()
    for d in _devices(graph):
        assert graph.value(d, RDFS.label) is not None and graph.value(d, HM.installedOn) is not None
        functions = list(graph.objects(d, SAREF.hasFunction))
        assert functions, d
        for f in functions:
            assert str(f).startswith(bench.BASE + "function/" + str(d).rsplit("/", 1)[1] + "-")
            assert list(graph.objects(f, SAREF.hasCommand)), f
    # every state-changing command acts upon one of the six shared states
    states = set(graph.objects(None, SAREF.actsUpon))
    assert {str(s)[len(bench.BASE):] for s in states} == {"state/on", "state/off", "state/open", "state/closed",
                                                          "state/started", "state/stopped"}
    assert {str(s)[len(bench.BASE):] for s in graph.objects(None, SAREF.hasState)} == {
        "state/on", "state/off", "state/open", "state/closed", "state/started", "state/stopped"}


def test_measurements_are_complete_but_for_the_untidiness_of_an_export():
    graph = _graph()
    measurements = list(graph.subjects(RDF.type, SAREF.Measurement))
    for m in measurements:
        assert graph.value(m, SAREF.relatesToProperty) is not None and graph.value(m, SAREF.hasValue) is not None
        assert graph.value(m, SAREF.hasTimestamp).datatype == XSD.dateTime
        assert len(list(graph.subjects(SAREF.makesMeasurement, m))) == 1
    assert len([m for m in measurements if graph.value(m, SAREF.isMeasuredIn) is None]) == 1
    assert len([m for m in measurements if graph.value(m, SAREF.hasValue).datatype == XSD.float]) == 7


def test_devices_are_untidy_as_exported():
    graph = _graph()
    devices = _devices(graph)
    assert len([d for d in devices if graph.value(d, SAREF.hasManufacturer) is None]) == 1
    assert len([d for d in devices if graph.value(d, SAREF.hasModel) is None]) == 1
    assert [graph.value(d, HM.installedOn).datatype for d in devices].count(XSD.gYear) == 1
    makers = {str(m) for m in graph.objects(None, SAREF.hasManufacturer)}
    assert makers == {"Nordvik", "Kestrel Systems", "Kestrel Systems Ltd.", "Brightline", "Vantor", "Aalto Energy",
                      "Halden"}
    rooms = list(graph.subjects(RDF.type, HM.Room))
    assert len([r for r in rooms if graph.value(r, HM.floor) is None]) == 1


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
