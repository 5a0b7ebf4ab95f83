"""``python -m kgqa.bench.flights_kg``: questions about an air network in the shape of OpenFlights as linked
data, one JSON object on stdout.

The KG is ``tests/candidates/data/flights.ttl``: the OpenFlights CSV dumps (``airports.dat``,
``airlines.dat``, ``routes.dat``, ``planes.dat``) of an invented region, the Norrhav region
(four countries: Varnia, Kessland, Oldmark and the Serrat Islands), converted to RDF the way such
conversions look, written by hand in Turtle (984 triples). Resources are under
``https://air.norrhav.example/`` and the converter's vocabulary under
``https://air.norrhav.example/ontology/`` (``of:``), with ``geo:lat``/``geo:long`` from W3C WGS84.
25 ``of:Airport``s are named by IATA code (``airport/KLX``), each with ``rdfs:label`` ("Kaldrun
International Airport"), ``of:iata`` and ``of:icao`` (plain strings), ``of:city`` (a ``city/Kaldrun``
``of:City`` with an ``rdfs:label``; Kaldrun and Oldhaven have two airports each), ``of:country``
(``country/Serrat_Islands``, an ``of:Country`` with a label), ``geo:lat`` and ``geo:long``
(``xsd:decimal``), ``of:altitude`` in feet (``xsd:integer``), ``of:timezone`` (the UTC offset,
``xsd:decimal``: 1.0, 2.0, -1.0) and ``of:dst`` (the OpenFlights DST rule letter, "E", "N" or "U").
10 ``of:Airline``s are named by ICAO code (``airline/KSA``) with ``rdfs:label``, ``of:iata``,
``of:icao``, ``of:callsign``, ``of:country`` (a country IRI) and ``of:active`` ("Y"/"N"). 79
``of:Route``s are their own n-ary nodes (``route/101`` .. ``route/183``, numbered with gaps) with
``of:airline``, ``of:sourceAirport``, ``of:destinationAirport``, ``of:stops`` (``xsd:integer``, 0
for all but two), ``of:equipment`` (a space-separated string of aircraft codes, "320 319") and
``of:codeshare`` ("Y", or the empty string as in the CSV). 8 ``of:Plane``s are named by their
IATA type code (``aircraft/AT7``) with ``rdfs:label`` ("ATR 72"), ``of:iata`` (the same code as a
string, the only link from a route's equipment string) and ``of:manufacturer`` (a plain string).
Untidy as real conversions are: Pettau Airfield has no IATA code (``of:iata "\\N"``, OpenFlights'
null, so its IRI is by ICAO code, ``airport/EQPT``) and an unknown DST rule, three airports lie
below sea level (negative altitudes), one airline (Fjordline Air) is inactive yet still has routes,
and one route's airline (``airline/XQA``) is an IRI with no name or any other triple.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_flights_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a traveller, aviation analyst or journalist asks them, not
phrased after the property names ("Which airlines fly from Kaldrun to Kesspol?", "Where can I fly
non-stop from ...", "the highest airport", "based in", "no longer active", "codeshares"): one hop
both ways (an airport's ICAO code, city, country and DST rule; an airline's IATA code; the airports
of a country, the airlines based in one), two and three hops through the route nodes (airlines
between two cities, non-stop destinations, the airlines flying to a country's airports, the
airports reachable by changing planes once, the aircraft types an airline uses, where the
equipment string is matched token by token against the aircraft codes), superlatives (highest,
furthest north, the airline with most routes, the airport with most departures), thresholds on
altitude (above 2000 feet, below sea level, Kessland airports above 500 feet), counts of routes per
airline, airport and aircraft type, of airports per country, of airlines per country and into an
airport, stored numbers (an altitude, a UTC offset, a latitude), and yes/no on non-stop routes,
altitude comparisons of two airports, activity, countries, codes, callsigns, route counts of two
airlines and aircraft on an airport's routes. Some are typed carelessly (lower case, no question
mark, " 's ", a short name such as "Lyndby airport", "hessvik" or "Cove North", one misspelt
airport name). Where the answer is an entity, the answer is the entity (``airport/KSP``,
``airline/VNA``, ``route/172``, ``aircraft/E90``, ``city/Kaldrun``), not its name; a code as written.

    python -m kgqa.bench.flights_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "flights.ttl"
BASE = "https://air.norrhav.example/"
OF = BASE + "ontology/"
GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
LABEL = "<http://www.w3.org/2000/01/rdf-schema#label>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _o(name: str) -> str:
    return f"<{OF}{name}>"


AIRPORT, AIRLINE, ROUTE, PLANE = (_o(n) for n in ("Airport", "Airline", "Route", "Plane"))
IATA, ICAO, CITY, COUNTRY, ALTITUDE, TIMEZONE, DST = (
    _o(n) for n in ("iata", "icao", "city", "country", "altitude", "timezone", "dst"))
CALLSIGN, ACTIVE, MANUFACTURER = _o("callsign"), _o("active"), _o("manufacturer")
BY, FROM, TO, STOPS, EQUIPMENT, CODESHARE = (
    _o(n) for n in ("airline", "sourceAirport", "destinationAirport", "stops", "equipment", "codeshare"))
LAT, LONG = f"<{GEO}lat>", f"<{GEO}long>"

(KLX, VRB, HSV, MOR, TRG, KLY, NHV, KSP, DRN, BLZ, ORV, GRW, LUB, OLH, SLV, WEL, OLT, SRT, ILM, CVN,
 TAL) = (_e(f"airport/{c}") for c in (
    "KLX", "VRB", "HSV", "MOR", "TRG", "KLY", "NHV", "KSP", "DRN", "BLZ", "ORV", "GRW", "LUB", "OLH", "SLV",
    "WEL", "OLT", "SRT", "ILM", "CVN", "TAL"))
VNA, KSA, OMX, SRA, NHJ, BLT, FJD, TSX, ISL, AKS = (_e(f"airline/{c}") for c in (
    "VNA", "KSA", "OMX", "SRA", "NHJ", "BLT", "FJD", "TSX", "ISL", "AKS"))
VARNIA, KESSLAND, OLDMARK, SERRAT = (_e(f"country/{c}") for c in (
    "Varnia", "Kessland", "Oldmark", "Serrat_Islands"))
KALDRUN, KESSPOL = _e("city/Kaldrun"), _e("city/Kesspol")
B738, SAAB, ATR = '"738"', '"SF3"', '"AT7"'  # aircraft codes as they stand in equipment strings


def airport(var: str) -> str:
    """``var`` is an airport (aircraft types and airlines have IATA codes too)."""
    return f"{var} {RDF_TYPE} {AIRPORT} ."


def uses(equipment: str, code: str) -> str:
    """The space-separated equipment string ``equipment`` lists the aircraft code ``code`` (a
    variable or a quoted string), token by token."""
    return f'FILTER(CONTAINS(CONCAT(" ", {equipment}, " "), CONCAT(" ", {code}, " ")))'


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # routes between places
    ("Which airlines fly from Kaldrun to Kesspol?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {BY} ?x ; {FROM} ?a ; {TO} ?b . ?a {CITY} {KALDRUN} . ?b {CITY} {KESSPOL} }}"),
    ("Where can I fly non-stop from Kaldrun Lyndby?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {FROM} {KLY} ; {STOPS} 0 ; {TO} ?x }}"),
    ("Which airports can I reach from Cove North by changing planes once?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r1 {FROM} {CVN} ; {TO} ?m . ?r2 {FROM} ?m ; {TO} ?x FILTER(?x != {CVN}) }}"),
    ("which airlines fly out of varnby", "lists", f"SELECT DISTINCT ?x WHERE {{ ?r {FROM} {VRB} ; {BY} ?x }}"),
    ("Which airports have flights to Talbrin?", "lists", f"SELECT DISTINCT ?x WHERE {{ ?r {TO} {TAL} ; {FROM} ?x }}"),
    ("Which airlines fly to airports in the Serrat Islands?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {BY} ?x ; {TO} ?a . ?a {COUNTRY} {SERRAT} }}"),
    ("Where does Aerokess fly from Dornitz?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {BY} {AKS} ; {FROM} {DRN} ; {TO} ?x }}"),
    ("Which routes make a stop on the way?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ROUTE} ; {STOPS} ?s FILTER(?s > 0) }}"),
    ("Which routes are codeshares?", "lists", f'SELECT ?x WHERE {{ ?x {RDF_TYPE} {ROUTE} ; {CODESHARE} "Y" }}'),
    # aircraft
    ("Which routes are flown with the Boeing 737-800?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ROUTE} ; {EQUIPMENT} ?e {uses('?e', B738)} }}"),
    ("Which aircraft does Tessel Air use?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?r {BY} {TSX} ; {EQUIPMENT} ?e . "
      f"?x {RDF_TYPE} {PLANE} ; {IATA} ?c {uses('?e', '?c')} }}")),
    ("Which airlines fly the Saab 340?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {BY} ?x ; {EQUIPMENT} ?e {uses('?e', SAAB)} }}"),
    ("Which aircraft types are made by Airbus?", "lists",
     f'SELECT ?x WHERE {{ ?x {RDF_TYPE} {PLANE} ; {MANUFACTURER} "Airbus" }}'),
    # airports: places, codes, heights
    ("Which airports are in Oldmark", "lists", f"SELECT ?x WHERE {{ {airport('?x')} ?x {COUNTRY} {OLDMARK} }}"),
    ("Which airports serve Kaldrun?", "lists", f"SELECT ?x WHERE {{ {airport('?x')} ?x {CITY} {KALDRUN} }}"),
    ("What city does Lyndby airport serve?", "lists", f"SELECT ?x WHERE {{ {KLY} {CITY} ?x }}"),
    ("Which country is Welder Airport in?", "lists", f"SELECT ?x WHERE {{ {WEL} {COUNTRY} ?x }}"),
    ("whats the ICAO code for hessvik", "lists", f"SELECT ?x WHERE {{ {HSV} {ICAO} ?x }}"),
    ("Which airport has no IATA code?", "lists", f'SELECT ?x WHERE {{ {airport("?x")} ?x {IATA} "\\\\N" }}'),
    ("What daylight saving rule does Kesspol Central Airport follow?", "lists",
     f"SELECT ?x WHERE {{ {KSP} {DST} ?x }}"),
    ("What is the highest airport?", "lists",
     f"SELECT ?x WHERE {{ {airport('?x')} ?x {ALTITUDE} ?h }} ORDER BY DESC(?h) LIMIT 1"),
    ("Which airports are higher than 2000 feet?", "lists",
     f"SELECT ?x WHERE {{ {airport('?x')} ?x {ALTITUDE} ?h FILTER(?h > 2000) }}"),
    ("Which airports are below sea level?", "lists",
     f"SELECT ?x WHERE {{ {airport('?x')} ?x {ALTITUDE} ?h FILTER(?h < 0) }}"),
    ("Which airports in Kessland are above 500 feet?", "lists",
     f"SELECT ?x WHERE {{ {airport('?x')} ?x {COUNTRY} {KESSLAND} ; {ALTITUDE} ?h FILTER(?h > 500) }}"),
    ("Which airport is furthest north?", "lists",
     f"SELECT ?x WHERE {{ {airport('?x')} ?x {LAT} ?l }} ORDER BY DESC(?l) LIMIT 1"),
    ("Which airport has the most departing routes?", "lists",
     f"SELECT ?x WHERE {{ ?r {FROM} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?r)) LIMIT 1"),
    # airlines
    ("Which airlines are based in Kessland?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AIRLINE} ; {COUNTRY} {KESSLAND} }}"),
    ("Which airlines are no longer active?", "lists",
     f'SELECT ?x WHERE {{ ?x {RDF_TYPE} {AIRLINE} ; {ACTIVE} "N" }}'),
    ("What is Serrat Air 's IATA code?", "lists", f"SELECT ?x WHERE {{ {SRA} {IATA} ?x }}"),
    ("Which airline has the most routes?", "lists",
     f"SELECT ?x WHERE {{ ?r {BY} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?r)) LIMIT 1"),
    # counts
    ("How many routes does Varnair fly?", "counts", f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?r {BY} {VNA} }}"),
    ("How many airports are there in Varnia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {airport('?x')} ?x {COUNTRY} {VARNIA} }}"),
    ("How high is Trengal Mountain Airport?", "counts", f"SELECT ?n WHERE {{ {TRG} {ALTITUDE} ?n }}"),
    ("What is Ilmara airport's UTC offset?", "counts", f"SELECT ?n WHERE {{ {ILM} {TIMEZONE} ?n }}"),
    ("How many routes leave Oldhaven Airport?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?r {FROM} {OLH} }}"),
    ("How many airlines are based in Varnia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {AIRLINE} ; {COUNTRY} {VARNIA} }}"),
    ("how many routes use the ATR 72", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?r {EQUIPMENT} ?e {uses('?e', ATR)} }}"),
    ("How many destinations can you reach non-stop from Kesspol Central?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?r {FROM} {KSP} ; {STOPS} 0 ; {TO} ?x }}"),
    ("What is the latitude of Hessvik Airport?", "counts", f"SELECT ?n WHERE {{ {HSV} {LAT} ?n }}"),
    ("How many airlines fly into Serrat Port Airport?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?r {TO} {SRT} ; {BY} ?x }}"),
]
YES_NO = [
    ("Is there a non-stop flight from Kaldrun International to Serrat Port?", True),
    ("Can I fly non-stop from Hessvik to Kesspol?", False),
    ("Is Trengal Montain Airport higher than Orvan Highlands Airport?", True),
    ("Is Bellzen Airport higher than Dornitz Airport?", False),
    ("is fjordline air still active", False),
    ("Is Baltra Wings an active airline?", True),
    ("Is Stalvern Field in Oldmark?", True),
    ("Is Grauwitz Airport in Varnia?", False),
    ("Does Tessel Air fly to Talbrin?", True),
    ("Does Island Hopper fly to Kaldrun?", False),
    ("Is EXKL the ICAO code of Kaldrun International Airport?", True),
    ("Is Varnby Airport's IATA code VRN?", False),
    ("Does Morlund Polder Airfield lie below sea level?", True),
    ("Is Lubrecht Airport above 1000 feet?", False),
    ("Does Kessland Airways fly more routes than Varnair?", True),
    ("Does Serrat Air fly more routes than Oldmark Express?", False),
    ("Is Baltra Wings based in Varnia?", False),
    ("Are there Embraer 190 flights out of Kaldrun Lyndby?", True),
    ("Is there a non-stop flight from Kaldrun Lyndby to Ilmara?", False),
    ("Is Serrat Air's callsign SERRAT?", True),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``airport/KLX``, ``route/172``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("flights", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
