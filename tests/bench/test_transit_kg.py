"""``kgqa.bench.transit_kg``: the KG file parses and is in a Linked GTFS timetable's shape (routes
typed and run by an agency, platforms under stations, every trip with a route, a service, a
headsign and a direction, every stop time with a trip, a stop, a sequence and two times), and every
gold query, run by rdflib on ``tests/candidates/data/transit.ttl``, gives the answer worked out by
hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, XSD

from kgqa.bench import transit_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

GTFS = rdflib.Namespace(bench.GTFS)
GEO = rdflib.Namespace(bench.GEO)


def _stops(*ids: str) -> list[str]:
    return sorted(f"stops/{i}" for i in ids)


def _routes(*ids: str) -> list[str]:
    return sorted(f"routes/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the feed's base,
# literals as written).
LISTS = [
    _routes("14", "3", "T1"),  # MS1 (3, 14 back), MS2 (14 out), MS3 (T1)
    _routes("T1"),
    _routes("14", "3"),  # the T1 stops at the hospital too, but it is a tram
    _routes("T1"),
    _routes("14", "3", "T2"),
    _routes("F1"),
    _routes("14", "3", "T1", "T2"),
    ["agencies/BFC"],
    ["E53935"],
    _routes("14"),  # four trips
    _routes("T1"),  # 06:15 from Central Station Platform A
    _stops("1001", "4011", "4008", "4009", "4002", "4004"),
    _stops("4008", "4009", "4004", "4002"),
    _stops("2002", "4006", "4005"),
    _stops("4002"),
    _stops("4006"),  # Seal Point, second on the outward ferry
    _stops("4011", "1002"),  # Canal Street and Central Station Platform B, both directions
    _stops("4007", "4008"),
    _stops("2002", "4006", "4007", "4008"),
    _stops("1001", "1002"),
    _stops("2001"),
    ["stops/S300"],
    ["PKSD"],
    _stops("4003"),
    ["07:30:00"],
    ["07:25:00"],  # 07:00 + 3 + 4 + 5 + 3 + 4 + 6 minutes
    ["11:37:00"],  # 11:00 + 20, two minutes at Seal Point, + 15
    ["trips/T1_WD_0615", "trips/T2_WD_0630"],
    ["trips/T1_WD_0615"],
    ["trips/14_SA_0900", "trips/14_WD_0730", "trips/14_WD_0830"],
]
# route 3: seven stops, four of them accessible (Cathedral and Old Mill Road not, Parkside unknown);
# seven weekday trips, three of the 14; one Sunday ferry; HMT four routes; two trams; three
# Market Square platforms; 14, 3 and T1 at Cathedral; Gull Island's latitude
COUNTS = [number(n) for n in (7, 4, 7, 3, 1, 4, 2, 3, 3, "50.6950")]

b = bench
_e = bench._e
T = b.TRUE


def _n_stops(route: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?s_{var}) AS ?{var}) WHERE {{ ?t_{var} {b.ROUTE} {route} . "
            f"?st_{var} {b.TRIP} ?t_{var} ; {b.STOP} ?s_{var} }} }}")


def _n_trips(route: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?t_{var}) AS ?{var}) WHERE {{ ?t_{var} {b.ROUTE} {route} }} }}"


def _first_dep(route: str, place: str) -> str:
    return (f"{{ SELECT (MIN(STR(?d0)) AS ?d) WHERE {{ ?t0 {b.ROUTE} {route} . ?st0 {b.TRIP} ?t0 ; {b.STOP} ?p0 ; "
            f"{b.DEP} ?d0 . ?p0 {b.PARENT} {place} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.MARKET} {b.WHEEL} {b.ACCESSIBLE} }}",
    f"ASK {{ {b.CATHEDRAL} {b.WHEEL} {b.ACCESSIBLE} }}",
    f"ASK {{ {b.calls(b.R14, b.UNIVERSITY)} }}",
    f"ASK {{ {b.calls(b.T2, b.NORTHGATE)} }}",
    f"ASK {{ ?t {b.ROUTE} {b.F1} . {b.runs_on('?t', b.SUNDAY)} }}",
    f"ASK {{ ?t {b.ROUTE} {b.T2} . {b.runs_on('?t', b.SUNDAY)} }}",
    f"ASK {{ {b.R3} {b.AGENCY} {b.HMT} }}",
    f"ASK {{ {b.F1} {b.AGENCY} {b.HMT} }}",
    f"ASK {{ {b.T1} {b.ROUTE_TYPE} {b.TRAM} }}",
    f"ASK {{ {b.R3} {b.ROUTE_TYPE} {b.TRAM} }}",
    f"ASK {{ {_first_dep(b.R14, b.HARBOUR)} FILTER(?d < \"08:00:00\") }}",
    (f"ASK {{ {{ SELECT (MIN(STR(?d0)) AS ?d) WHERE {{ ?t0 {b.ROUTE} {b.T2} ; {b.SERVICE} {b.WEEKDAYS} . "
     f"?st0 {b.TRIP} ?t0 ; {b.STOP} ?p0 ; {b.DEP} ?d0 . ?p0 {b.PARENT} {b.CENTRAL} }} }} FILTER(?d < \"06:00:00\") }}"),
    f"ASK {{ {b.MS3} {b.PARENT} {b.MARKET} }}",
    f"ASK {{ {b.CS2} {b.PARENT} {b.HARBOUR} }}",
    f"ASK {{ {b.NORTHGATE} {b.LAT} ?a . {b.UNIVERSITY} {b.LAT} ?c FILTER(?a > ?c) }}",
    f"ASK {{ {b.GULL} {b.LAT} ?a . {b.HARBOUR} {b.LAT} ?c FILTER(?a > ?c) }}",
    f"ASK {{ {_n_trips(b.R14, 'a')} {_n_trips(b.T1, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_n_stops(b.R3, 'a')} {_n_stops(b.R14, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ ?t {b.ROUTE} {b.F1} ; {b.SERVICE} {b.WEEKDAYS} }}",
    f"ASK {{ ?t {b.ROUTE} {b.R3} . {b.runs_on('?t', b.SUNDAY)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_feed_has_its_agencies_routes_stops_services_trips_and_stop_times():
    graph = _graph()
    assert len(graph) == 751
    counts = {cls: len(set(graph.subjects(RDF.type, GTFS[cls])))
              for cls in ("Agency", "Route", "Station", "Stop", "Service", "CalendarRule", "CalendarDateRule",
                          "Trip", "StopTime")}
    assert list(counts.values()) == [2, 5, 3, 18, 3, 3, 1, 12, 80]
    assert {graph.value(r, GTFS.routeType) for r in graph.subjects(RDF.type, GTFS.Route)} == {
        GTFS.Bus, GTFS.Tram, GTFS.Ferry}
    for r in graph.subjects(RDF.type, GTFS.Route):
        assert graph.value(graph.value(r, GTFS.agency), FOAF.name) is not None, r
        assert graph.value(r, GTFS.shortName) and graph.value(r, GTFS.longName) and graph.value(r, GTFS.color), r
    # seven platforms under the three stations; every stop and station named and placed
    platforms = list(graph.subjects(GTFS.parentStation, None))
    assert len(platforms) == 7
    assert {graph.value(p, GTFS.parentStation) for p in platforms} == set(graph.subjects(RDF.type, GTFS.Station))
    for s in set(graph.subjects(RDF.type, GTFS.Stop)) | set(graph.subjects(RDF.type, GTFS.Station)):
        assert graph.value(s, FOAF.name) is not None, s
        assert graph.value(s, GEO.lat).datatype == XSD.decimal, s
    # two stops say nothing about wheelchair access
    assert len(set(graph.subjects(GTFS.wheelchairAccessible, None))) == 19


def test_every_trip_and_stop_time_is_complete():
    graph = _graph()
    for t in graph.subjects(RDF.type, GTFS.Trip):
        assert graph.value(graph.value(t, GTFS.route), RDF.type) == GTFS.Route, t
        service = graph.value(t, GTFS.service)
        assert any(graph.value(r, RDF.type) == GTFS.CalendarRule for r in graph.objects(service, GTFS.serviceRule)), t
        assert graph.value(t, GTFS.headsign) is not None and graph.value(t, GTFS.direction).toPython() in (0, 1), t
    for st in graph.subjects(RDF.type, GTFS.StopTime):
        assert graph.value(graph.value(st, GTFS.trip), RDF.type) == GTFS.Trip, st
        assert graph.value(graph.value(st, GTFS.stop), RDF.type) == GTFS.Stop, st
        assert graph.value(st, GTFS.stopSequence).datatype == XSD.integer, st
        for p in (GTFS.arrivalTime, GTFS.departureTime):
            v = graph.value(st, p)
            assert v.datatype is None and len(str(v)) == 8, st
        assert str(graph.value(st, GTFS.arrivalTime)) <= str(graph.value(st, GTFS.departureTime)), st


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
