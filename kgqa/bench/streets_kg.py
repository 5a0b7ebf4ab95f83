"""``python -m kgqa.bench.streets_kg``: questions about a small town's OpenStreetMap data, one JSON object on stdout.

The KG is ``tests/candidates/data/streets.ttl``: the OpenStreetMap data of the centre of an invented
Swedish harbour town, Saltvik, as the Sophox / osm2rdf RDF dump has it, written by hand in Turtle
(556 triples). Subjects are OSM objects by their OSM IRIs: 29 nodes
(``https://www.openstreetmap.org/node/2150431001``), 11 ways (``.../way/23810451``) and 3 relations
(``.../relation/11203345``). There is no ``rdf:type`` and no ``rdfs:label`` anywhere: every OSM tag
is a property under ``https://www.openstreetmap.org/wiki/Key:`` with a plain string literal value
(``osmt:name "Café Lindqvist"``, ``osmt:amenity "cafe"``, ``osmt:cuisine "coffee_shop;cake"``,
``osmt:capacity "60"``: numbers are strings), the colon keys as full IRIs (``Key:addr:street``,
``Key:addr:housenumber``, ``Key:name:de``, ``Key:name:sv``, ``Key:name:en``, ``Key:brand:wikidata``,
``Key:building:levels``, ``Key:isced:level``, ``Key:public_transport:version``). What a thing is
shows only in its tags: ``amenity`` (cafe, restaurant, fast_food, pharmacy, school, library,
place_of_worship, and once the misspelt ``resturant``), ``shop`` (bakery, books, supermarket,
seafood, bicycle, florist), ``tourism`` (museum, hotel, viewpoint, information), ``highway``
(secondary, tertiary, residential, pedestrian for the streets; ``bus_stop`` for the six stops) and
``leisure=park``. Every object has the meta properties under ``https://www.openstreetmap.org/meta/``:
``osmm:type`` ("n", "w", "r"), ``osmm:version`` and ``osmm:changeset`` (``xsd:integer``),
``osmm:user`` (the mapper who edited it last, a string) and ``osmm:timestamp`` (``xsd:dateTime``);
nodes and closed ways have ``osmm:loc`` (a ``geo:wktLiteral`` point), ways ``osmm:isClosed``.
Places have addresses as tags (``addr:street`` is the street's name as a string, not a link to the
street's way); one shop has a name and no address. Two cafés share the name "Café Lindqvist"
(Harbour Road and Mill Street); two hotels, two bakeries, a museum operated by a foundation, a
school, a library and a tourist office operated by the municipality. The two bus routes are
relations (``type=route``, ``route=bus``, ``ref`` "4" and "7", ``from``/``to`` as strings) with
their stops and streets as ``osmm:has`` members; route 4's stops carry a role, written as Sophox
writes it (the relation, the member's IRI as predicate, the role string); a ``route_master``
relation has both routes as members. Multi-valued tags are ";" lists in one string.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_streets_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a visitor or a local mapper asks them, not
phrased after the tag keys ("Which cafés are on Harbour Road?", "Who operates the museum?", "Who
last edited the school?", "Which stops does bus route 4 serve?"): one hop both ways (a place's
opening hours, operator, street, cuisine, German name, brand; the places on a street, of an
operator, edited by a mapper), two and three hops (the stops and streets of a bus route, the
routes through a stop, the cafés on the streets bus 4 runs along, joined by the street's name),
class questions with conditions (wheelchair-accessible places on a street, bus stops with a
shelter, shops without an address, cafés serving cake out of a ";" list), superlatives (the
biggest restaurant by seats, the hotel with most rooms, the café edited most recently), numeric
and date thresholds (more than 50 seats, shops last edited before 2019), counts (pizza
restaurants, cafés, stops, benches, shops on a street), a sum of hotel rooms, stored numbers
(a speed limit, seats, an object's version, storeys) and yes/no on accessibility, route stops,
comparisons of two restaurants' seats, operators, cuisines, road classes, last editors, existence
of a shop on a street, versions, speed limits, brands and stars. About eight are typed carelessly
(lower case, no question mark, a missing accent, short names). Where the answer is an OSM object,
the answer is the object (its IRI, compared as ``node/2150431001``), not its name; tag values
are compared as written.

    python -m kgqa.bench.streets_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "streets.ttl"
BASE = "https://www.openstreetmap.org/"
KEY = f"{BASE}wiki/Key:"
META = f"{BASE}meta/"
XSD_INT = "<http://www.w3.org/2001/XMLSchema#integer>"


def tag(key: str) -> str:
    """The property of an OSM tag key (``addr:street`` included)."""
    return f"<{KEY}{key}>"


def node(i: int) -> str:
    return f"<{BASE}node/{i}>"


def way(i: int) -> str:
    return f"<{BASE}way/{i}>"


def rel(i: int) -> str:
    return f"<{BASE}relation/{i}>"


NAME, AMENITY, SHOP, TOURISM, HIGHWAY, CUISINE, CAPACITY, OPERATOR, HOURS, STREET, WHEELCHAIR, ROUTE, REF = (
    tag(k) for k in ("name", "amenity", "shop", "tourism", "highway", "cuisine", "capacity", "operator",
                     "opening_hours", "addr:street", "wheelchair", "route", "ref"))
MAXSPEED, ROOMS, STARS, SHELTER, BENCH, BRAND, NAME_DE, DENOMINATION, LEVELS = (
    tag(k) for k in ("maxspeed", "rooms", "stars", "shelter", "bench", "brand", "name:de", "denomination",
                     "building:levels"))
HAS, USER, TIMESTAMP, VERSION, OSM_TYPE = (f"<{META}{n}>" for n in ("has", "user", "timestamp", "version", "type"))

HARBOUR_ROAD, MILL_STREET, CHURCH_LANE = way(23810451), way(23810467), way(23810502)
MUSEUM, SCHOOL, CHURCH = way(412209871), way(412209950), way(412210003)
LINDQVIST_HARBOUR, LINDQVIST_MILL = node(2150431001), node(3308772104)
SOLE, HAVSBRIS, NAPOLI, GOLDEN_DRAGON, STENUGNEN = (
    node(i) for i in (2150431055, 2150431078, 3308772222, 4471209901, 5012338841))
FLORIST, HOTEL_STRAND = node(6120045511), node(5012339001)
TORGET, STATIONEN = node(7701230002), node(7701230004)
BUS_4, BUS_7 = rel(11203345), rel(11203390)


def bus(ref: str, var: str = "?r") -> str:
    """``var`` is the bus route with this ``ref``."""
    return f'{var} {ROUTE} "bus" ; {REF} "{ref}" .'


def num(var: str) -> str:
    """A string tag value read as a number."""
    return f"{XSD_INT}({var})"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # places on streets, opening hours, operators
    ("Which cafés are on Harbour Road?", "lists",
     f'SELECT ?x WHERE {{ ?x {AMENITY} "cafe" ; {STREET} "Harbour Road" }}'),
    ("What are the opening hours of the bakery on Mill Street?", "lists",
     f'SELECT ?x WHERE {{ ?b {SHOP} "bakery" ; {STREET} "Mill Street" ; {HOURS} ?x }}'),
    ("Who operates the museum?", "lists", f'SELECT ?x WHERE {{ ?m {TOURISM} "museum" ; {OPERATOR} ?x }}'),
    ("Which stops does bus route 4 serve?", "lists",
     f'SELECT ?x WHERE {{ {bus("4")} ?r {HAS} ?x . ?x {HIGHWAY} "bus_stop" }}'),
    ("Who last edited the school?", "lists", f'SELECT ?x WHERE {{ ?s {AMENITY} "school" ; {USER} ?x }}'),
    # the name without its accent, as typed on a phone
    ("what kind of shop is blomsterhornan", "lists", f"SELECT ?x WHERE {{ {FLORIST} {SHOP} ?x }}"),
    ("what street is trattoria sole on", "lists", f"SELECT ?x WHERE {{ {SOLE} {STREET} ?x }}"),
    ("Which places on Harbour Road are wheelchair accessible?", "lists",
     f'SELECT ?x WHERE {{ ?x {STREET} "Harbour Road" ; {WHEELCHAIR} "yes" }}'),
    ("Which restaurants have more than 50 seats?", "lists",
     f'SELECT ?x WHERE {{ ?x {AMENITY} "restaurant" ; {CAPACITY} ?c FILTER({num("?c")} > 50) }}'),
    ("Which is the biggest restaurant in town?", "lists",
     f'SELECT ?x WHERE {{ ?x {AMENITY} "restaurant" ; {CAPACITY} ?c }} ORDER BY DESC({num("?c")}) LIMIT 1'),
    ("what cuisine does havsbris serve", "lists", f"SELECT ?x WHERE {{ {HAVSBRIS} {CUISINE} ?x }}"),
    ("Which bus routes stop at Torget?", "lists", f'SELECT ?x WHERE {{ ?x {ROUTE} "bus" ; {HAS} {TORGET} }}'),
    ("Which streets does bus 7 run along?", "lists",
     f'SELECT ?x WHERE {{ {bus("7")} ?r {HAS} ?x . ?x {OSM_TYPE} "w" }}'),
    ("What is the German name of the maritime museum?", "lists", f"SELECT ?x WHERE {{ {MUSEUM} {NAME_DE} ?x }}"),
    ("Which brand is the supermarket on Station Road?", "lists",
     f'SELECT ?x WHERE {{ ?s {SHOP} "supermarket" ; {STREET} "Station Road" ; {BRAND} ?x }}'),
    ("Which shops are missing an address?", "lists",
     f"SELECT ?x WHERE {{ ?x {SHOP} ?s FILTER NOT EXISTS {{ ?x {STREET} ?a }} }}"),
    ("what has mapperjoe edited", "lists", f'SELECT ?x WHERE {{ ?x {USER} "mapperjoe" }}'),
    ("Which places does Saltvik kommun run?", "lists", f'SELECT ?x WHERE {{ ?x {OPERATOR} "Saltvik kommun" }}'),
    ("Which café was edited most recently?", "lists",
     f'SELECT ?x WHERE {{ ?x {AMENITY} "cafe" ; {TIMESTAMP} ?t }} ORDER BY DESC(?t) LIMIT 1'),
    ("Which shops were last edited before 2019?", "lists",
     f"SELECT ?x WHERE {{ ?x {SHOP} ?s ; {TIMESTAMP} ?t FILTER(YEAR(?t) < 2019) }}"),
    ("bus stops with a shelter", "lists", f'SELECT ?x WHERE {{ ?x {HIGHWAY} "bus_stop" ; {tag("shelter")} "yes" }}'),
    ("Which streets have a 30 km/h speed limit?", "lists",
     f'SELECT ?x WHERE {{ ?x {HIGHWAY} ?h ; {MAXSPEED} "30" }}'),
    ("What kind of road is Harbour Road?", "lists", f"SELECT ?x WHERE {{ {HARBOUR_ROAD} {HIGHWAY} ?x }}"),
    ("Which restaurants are on Mill Street?", "lists",
     f'SELECT ?x WHERE {{ ?x {AMENITY} "restaurant" ; {STREET} "Mill Street" }}'),
    ("when is cafe lindqvist on mill street open?", "lists", f"SELECT ?x WHERE {{ {LINDQVIST_MILL} {HOURS} ?x }}"),
    ("Who runs the pharmacy?", "lists", f'SELECT ?x WHERE {{ ?p {AMENITY} "pharmacy" ; {OPERATOR} ?x }}'),
    ("Which cafés serve cake?", "lists",
     f'SELECT ?x WHERE {{ ?x {AMENITY} "cafe" ; {CUISINE} ?c FILTER(CONTAINS(?c, "cake")) }}'),
    ("Which cafés are on the streets that bus 4 runs along?", "lists",
     (f'SELECT DISTINCT ?x WHERE {{ {bus("4")} ?r {HAS} ?w . ?w {OSM_TYPE} "w" ; {NAME} ?s . '
      f'?x {AMENITY} "cafe" ; {STREET} ?s }}')),
    ("Which hotel has the most rooms?", "lists",
     f'SELECT ?x WHERE {{ ?x {TOURISM} "hotel" ; {ROOMS} ?r }} ORDER BY DESC({num("?r")}) LIMIT 1'),
    ("what denomination is st olofs church", "lists", f"SELECT ?x WHERE {{ {CHURCH} {DENOMINATION} ?x }}"),
    # counts
    ("How many restaurants serve pizza?", "counts",
     (f'SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {AMENITY} "restaurant" ; {CUISINE} ?c '
      f'FILTER(CONTAINS(?c, "pizza")) }}')),
    ("What is the speed limit on Harbour Road?", "counts", f"SELECT ?n WHERE {{ {HARBOUR_ROAD} {MAXSPEED} ?n }}"),
    ("How many stops does bus 4 have?", "counts",
     f'SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {bus("4")} ?r {HAS} ?x . ?x {HIGHWAY} "bus_stop" }}'),
    ("How many seats does Trattoria Sole have?", "counts", f"SELECT ?n WHERE {{ {SOLE} {CAPACITY} ?n }}"),
    ("how many cafés are there", "counts", f'SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {AMENITY} "cafe" }}'),
    ("What version is the maritime museum's OSM entry at?", "counts", f"SELECT ?n WHERE {{ {MUSEUM} {VERSION} ?n }}"),
    ("How many hotel rooms are there in town altogether?", "counts",
     f'SELECT (SUM({num("?r")}) AS ?n) WHERE {{ ?x {TOURISM} "hotel" ; {ROOMS} ?r }}'),
    ("How many shops are there on Harbour Road?", "counts",
     f'SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SHOP} ?s ; {STREET} "Harbour Road" }}'),
    ("How many bus stops have a bench?", "counts",
     f'SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HIGHWAY} "bus_stop" ; {BENCH} "yes" }}'),
    ("How many storeys does Kvarnskolan have?", "counts", f"SELECT ?n WHERE {{ {SCHOOL} {LEVELS} ?n }}"),
]
YES_NO = [
    ("Is Café Lindqvist on Harbour Road wheelchair accessible?", True),
    ("Is the Café Lindqvist on Mill Street wheelchair accessible?", False),
    ("Does bus 4 stop at Torget?", True),
    ("Does bus 7 stop at Stationen?", False),
    ("Does Havsbris have more seats than Trattoria Sole?", True),
    ("Can Pizzeria Napoli seat more guests than Stenugnen?", False),
    ("Is the maritime museum run by the Saltvik Heritage Foundation?", True),
    ("Is Kvarnskolan operated by the Saltvik Heritage Foundation?", False),
    ("Does Trattoria Sole serve pizza?", True),
    ("does golden dragon do pizza", False),
    ("Is Harbour Road a secondary road?", True),
    ("Is Mill Street a tertiary road?", False),
    ("Was the school last edited by eriksson_gis?", True),
    ("Was the maritime museum last edited by mapperjoe?", False),
    ("Is there a bakery on Harbour Road?", True),
    ("Is there a pharmacy on Harbour Road?", False),
    ("Has the maritime museum been edited more than 5 times?", True),
    ("Is the speed limit on Church Lane higher than 30?", False),
    ("Is the supermarket on Station Road a Konsum?", True),
    ("Is Hotel Strand a four-star hotel?", False),
]


name_of = kg_questions.name_under(BASE)  # OSM objects by their path (``node/2150431001``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("streets", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
