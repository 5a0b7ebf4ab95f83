"""``python -m kgqa.bench.transit_kg``: questions about a city's bus, tram and ferry timetable, one JSON object on stdout.

The KG is ``tests/candidates/data/transit.ttl``: the GTFS feed of an invented port city, Harbourton,
converted to RDF with the Linked GTFS vocabulary (``http://vocab.gtfs.org/terms#``), written in
Turtle (751 triples). Resources are under ``http://transit.example-city.org/`` and named by their
GTFS ids: two ``gtfs:Agency``s (``agencies/HMT``, Harbourton Metro Transit, and ``agencies/BFC``,
the Bayline Ferry Company; ``foaf:name``, ``foaf:page``, ``gtfs:timeZone``), five ``gtfs:Route``s
(``routes/14`` and ``routes/3`` buses, ``routes/T1`` and ``routes/T2`` trams, ``routes/F1`` ferry;
``gtfs:shortName`` "14", ``gtfs:longName`` "Harbour - University" (one with an en dash),
``gtfs:routeType`` to the ``gtfs:Bus``, ``gtfs:Tram`` and ``gtfs:Ferry`` individuals,
``gtfs:agency``, ``gtfs:color`` as a hex string (one lower case) and most a ``gtfs:textColor``),
three ``gtfs:Station``s (``stops/S100`` Central Station, ``stops/S200`` Harbour, ``stops/S300``
Market Square) with seven platforms (``gtfs:Stop``s with ``gtfs:parentStation``; two Market
Square platforms are both named "Market Square", the third "Market Square (Tram)"), and eleven
other stops (``stops/4001`` ...; the hospital stop is named "Harbourton General Hospital").
Stops have ``foaf:name``, ``geo:lat``/``geo:long`` (``xsd:decimal``), platforms and stops a
``gtfs:code`` ("MS2", "CATH"), and most ``gtfs:wheelchairAccessible`` to
``gtfs:WheelchairAccessible`` or ``gtfs:NotWheelchairAccessible`` (two stops have none). Three
``gtfs:Service``s (``services/WD``, ``SA``, ``SU``) each have a ``gtfs:serviceRule`` to a
``gtfs:CalendarRule`` (``gtfs:monday`` ... ``gtfs:sunday`` ``xsd:boolean``, ``gtfs:startDate`` and
``gtfs:endDate`` ``xsd:date``); the weekday service also has a ``gtfs:CalendarDateRule`` removing
Christmas Day. Twelve ``gtfs:Trip``s (``trips/14_WD_0730``) have ``gtfs:route``, ``gtfs:service``,
``gtfs:headsign`` and ``gtfs:direction`` (0 or 1); 80 ``gtfs:StopTime``s
(``stoptimes/14_WD_0730_3``) have ``gtfs:trip``, ``gtfs:stop`` (always a platform or stop, never a
station), ``gtfs:stopSequence`` (integer) and ``gtfs:arrivalTime``/``gtfs:departureTime`` as plain
"HH:MM:SS" strings.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_transit_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a rider or a transport planner asks ("Which routes stop at
Market Square?", "Does the 14 go to the University?", "Which tram routes run on Sundays?"), not
phrased after the GTFS terms: one hop both ways (a route's agency, colour, a stop's code, an
agency's routes, a platform's station), two and three hops through trips and stop times (the stops
of a route, the routes at a station through its platforms, the stops an agency serves, the routes
running on a day through trip, service and calendar rule), class questions with conditions (bus
routes at the hospital, tram stops without wheelchair access), superlatives (northernmost stop,
earliest route, route with most trips, last stop of a direction), time comparisons on the
"HH:MM:SS" strings (first departure, trips before 7 am, an arrival time), order along a trip
(the stops between two places, the next stop), counts of stops, trips, routes and platforms, one
stored latitude, and yes/no on accessibility, destinations, running days, operators, route types,
departure thresholds, platforms, latitude comparisons and comparisons of two routes' counts.
Names are written as people write them (the 14, the ferry, the Hospital, "market sq", one misspelt
stop, some lowercase without a question mark). Where the answer is an entity, the answer is the
entity (compared by its path, ``stops/4010``, ``routes/T1``), not its name; times and colours are
the stored strings.

    python -m kgqa.bench.transit_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "transit.ttl"
BASE = "http://transit.example-city.org/"
GTFS = "http://vocab.gtfs.org/terms#"
FOAF = "http://xmlns.com/foaf/0.1/"
GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _g(name: str) -> str:
    return f"<{GTFS}{name}>"


ROUTE_T, STOP_T, TRIP_T = _g("Route"), _g("Stop"), _g("Trip")
ROUTE, SERVICE, HEADSIGN, DIRECTION, TRIP, STOP, SEQ, ARR, DEP = (_g(n) for n in (
    "route", "service", "headsign", "direction", "trip", "stop", "stopSequence", "arrivalTime", "departureTime"))
ROUTE_TYPE, AGENCY, COLOR, CODE, PARENT, WHEEL, RULE = (_g(n) for n in (
    "routeType", "agency", "color", "code", "parentStation", "wheelchairAccessible", "serviceRule"))
BUS, TRAM, FERRY, ACCESSIBLE, NOT_ACCESSIBLE = (_g(n) for n in (
    "Bus", "Tram", "Ferry", "WheelchairAccessible", "NotWheelchairAccessible"))
SATURDAY, SUNDAY = _g("saturday"), _g("sunday")
LAT = f"<{GEO}lat>"
TRUE = '"true"^^<http://www.w3.org/2001/XMLSchema#boolean>'

R14, R3, T1, T2, F1 = (_e(f"routes/{r}") for r in ("14", "3", "T1", "T2", "F1"))
HMT, BFC = _e("agencies/HMT"), _e("agencies/BFC")
CENTRAL, HARBOUR, MARKET = _e("stops/S100"), _e("stops/S200"), _e("stops/S300")
CS2, HB2, MS3 = _e("stops/1002"), _e("stops/2002"), _e("stops/3003")
UNIVERSITY, EASTFIELD, NORTHGATE, GULL, CATHEDRAL, PARKSIDE, HOSPITAL = (_e(f"stops/{i}") for i in (
    "4001", "4002", "4003", "4005", "4007", "4009", "4010"))
WEEKDAYS, SATURDAYS, SUNDAYS = _e("services/WD"), _e("services/SA"), _e("services/SU")


def calls(route: str, stop: str, trip: str = "?t", st: str = "?st") -> str:
    """a trip of ``route`` calls at ``stop`` (a platform or stop)."""
    return f"{trip} {ROUTE} {route} . {st} {TRIP} {trip} ; {STOP} {stop} ."


def at(platform: str, place: str) -> str:
    """``platform`` is ``place`` or one of its platforms."""
    return f"{{ {platform} {PARENT} {place} }} UNION {{ FILTER({platform} = {place}) }}"


def runs_on(trip: str, day: str) -> str:
    return f"{trip} {SERVICE} ?svc . ?svc {RULE} ?rule . ?rule {day} {TRUE} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # routes at places
    ("Which routes stop at Market Square?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {calls('?x', '?p')} ?p {PARENT} {MARKET} }}"),
    ("which routes go to northgate", "lists", f"SELECT DISTINCT ?x WHERE {{ {calls('?x', NORTHGATE)} }}"),
    ("Which bus routes stop at the Hosptial?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {ROUTE_TYPE} {BUS} . {calls('?x', HOSPITAL)} }}"),
    ("Which tram routes run on Sundays?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {ROUTE_TYPE} {TRAM} . ?t {ROUTE} ?x . {runs_on('?t', SUNDAY)} }}"),
    ("Which routes run on Saturdays?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {ROUTE} ?x . {runs_on('?t', SATURDAY)} }}"),
    ("Which ferry routes are there?", "lists", f"SELECT ?x WHERE {{ ?x {ROUTE_TYPE} {FERRY} }}"),
    ("Which routes does Harbourton Metro Transit operate?", "lists", f"SELECT ?x WHERE {{ ?x {AGENCY} {HMT} }}"),
    ("Who runs the F1 ferry?", "lists", f"SELECT ?x WHERE {{ {F1} {AGENCY} ?x }}"),
    ("What colour is route 3?", "lists", f"SELECT ?x WHERE {{ {R3} {COLOR} ?x }}"),
    ("Which route has the most trips?", "lists",
     f"SELECT ?x WHERE {{ ?t {ROUTE} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?t)) LIMIT 1"),
    ("Which route starts earliest in the morning?", "lists",
     f"SELECT ?x WHERE {{ ?t {ROUTE} ?x . ?st {TRIP} ?t ; {DEP} ?d }} ORDER BY ?d LIMIT 1"),
    # stops of routes
    ("Which stops does the T2 tram call at?", "lists", f"SELECT DISTINCT ?x WHERE {{ {calls(T2, '?x')} }}"),
    ("Which stops does the 3 share with the T2?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {calls(R3, '?x')} {calls(T2, '?x', '?t2', '?st2')} }}"),
    ("Which stops does the Bayline ferry company serve?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {AGENCY} {BFC} . {calls('?r', '?x')} }}"),
    ("What's the last stop of the 3 towards Eastfield?", "lists",
     (f"SELECT ?x WHERE {{ {calls(R3, '?x')} ?t {DIRECTION} 0 . ?st {SEQ} ?s }} ORDER BY DESC(?s) LIMIT 1")),
    ("Where does the ferry call after leaving the Harbour?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {calls(F1, '?p')} ?p {PARENT} {HARBOUR} . ?st {SEQ} ?s . "
      f"?st2 {TRIP} ?t ; {SEQ} ?s2 ; {STOP} ?x FILTER(?s2 = ?s + 1) }}")),
    ("what stops are on the 14 between the harbour and market sq", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {calls(R14, '?a')} ?a {PARENT} {HARBOUR} . ?st {SEQ} ?sa . "
      f"?stb {TRIP} ?t ; {STOP} ?b ; {SEQ} ?sb . ?b {PARENT} {MARKET} . ?stc {TRIP} ?t ; {STOP} ?x ; {SEQ} ?sc "
      f"FILTER((?sc > ?sa && ?sc < ?sb) || (?sc < ?sa && ?sc > ?sb)) }}")),
    ("Which tram stops are not wheelchair accessible?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?r {ROUTE_TYPE} {TRAM} . {calls('?r', '?x')} "
      f"?x {WHEEL} {NOT_ACCESSIBLE} }}")),
    # stops and stations
    ("Which stops are not wheelchair accessible?", "lists", f"SELECT ?x WHERE {{ ?x {WHEEL} {NOT_ACCESSIBLE} }}"),
    ("Which platforms does Central Station have?", "lists", f"SELECT ?x WHERE {{ ?x {PARENT} {CENTRAL} }}"),
    ("Which platforms at the Harbour are wheelchair accessible?", "lists",
     f"SELECT ?x WHERE {{ ?x {PARENT} {HARBOUR} ; {WHEEL} {ACCESSIBLE} }}"),
    ("Which station does stop MS3 belong to?", "lists",
     f"SELECT ?x WHERE {{ ?s {CODE} \"MS3\" ; {PARENT} ?x }}"),
    ("What's the stop code for Parkside?", "lists", f"SELECT ?x WHERE {{ {PARKSIDE} {CODE} ?x }}"),
    ("Which is the northernmost stop?", "lists", f"SELECT ?x WHERE {{ ?x {LAT} ?l }} ORDER BY DESC(?l) LIMIT 1"),
    # trips and times
    ("What time does the first trip on route 14 leave the Harbour?", "lists",
     f"SELECT ?x WHERE {{ {calls(R14, '?p')} ?p {PARENT} {HARBOUR} . ?st {DEP} ?x }} ORDER BY ?x LIMIT 1"),
    ("What time does the 3 get to Eastfield on weekdays?", "lists",
     f"SELECT ?x WHERE {{ {calls(R3, EASTFIELD)} ?t {SERVICE} {WEEKDAYS} . ?st {ARR} ?x }}"),
    ("What time does the Sunday ferry arrive at the Harbour?", "lists",
     (f"SELECT ?x WHERE {{ {calls(F1, '?p')} ?p {PARENT} {HARBOUR} . ?t {SERVICE} {SUNDAYS} . "
      f"?st {ARR} ?x }}")),
    ("Which trips leave Central Station before 7 am?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?st {TRIP} ?x ; {STOP} ?p ; {DEP} ?d . ?p {PARENT} {CENTRAL} "
      f"FILTER(STR(?d) < \"07:00:00\") }}")),
    ("Which T1 trips run on weekdays?", "lists",
     f"SELECT ?x WHERE {{ ?x {ROUTE} {T1} ; {SERVICE} {WEEKDAYS} }}"),
    ("Which buses are heading to the University?", "lists",
     f"SELECT ?x WHERE {{ ?x {HEADSIGN} \"University\" ; {ROUTE} ?r . ?r {ROUTE_TYPE} {BUS} }}"),
    # counts
    ("How many stops does route 3 have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {calls(R3, '?x')} }}"),
    ("How many stops on route 3 are wheelchair accessible?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {calls(R3, '?x')} ?x {WHEEL} {ACCESSIBLE} }}"),
    ("How many trips run on weekdays?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {TRIP_T} ; {SERVICE} {WEEKDAYS} }}"),
    ("how many trips does the 14 make on weekdays", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ROUTE} {R14} ; {SERVICE} {WEEKDAYS} }}"),
    ("How many ferry trips are there on Sundays?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ROUTE} ?r . ?r {ROUTE_TYPE} {FERRY} . "
      f"{runs_on('?x', SUNDAY)} }}")),
    ("How many routes does Harbourton Metro Transit run?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {AGENCY} {HMT} }}"),
    ("How many tram routes are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ROUTE_TYPE} {TRAM} }}"),
    ("How many platforms does Market Square have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PARENT} {MARKET} }}"),
    ("How many routes stop at Cathedral?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {calls('?x', CATHEDRAL)} }}"),
    ("What is the latitude of the Gull Island stop?", "counts", f"SELECT ?n WHERE {{ {GULL} {LAT} ?n }}"),
]
YES_NO = [
    ("Is Market Square wheelchair accessible?", True),
    ("Is the Cathedral stop wheelchair accessible?", False),
    ("Does the 14 go to the University?", True),
    ("Does the T2 go to Northgate?", False),
    ("Does the ferry run on Sundays?", True),
    ("Does the T2 run on Sundays?", False),
    ("Is route 3 run by Harbourton Metro Transit?", True),
    ("Is the F1 operated by Harbourton Metro Transit?", False),
    ("Is the T1 a tram?", True),
    ("is route 3 a tram", False),
    ("Does the first 14 leave the Harbour before 8?", True),
    ("Does the first weekday T2 leave Central Station before 6 am?", False),
    ("Is platform MS3 part of Market Square?", True),
    ("Is stop CS2 a platform of the Harbour station?", False),
    ("Is Northgate further north than the University?", True),
    ("Is Gull Island further north than the Harbour?", False),
    ("Does the 14 have more trips than the T1?", True),
    ("Does the 3 serve more stops than the 14?", False),
    ("does the ferry run on weekdays", True),
    ("Is there a route 3 trip on Sundays?", False),
]


name_of = kg_questions.name_under(BASE)  # the feed's resources by their path (``stops/4010``, ``routes/T1``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("transit", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
