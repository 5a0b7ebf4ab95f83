"""``python -m kgqa.bench.transport_kg``: questions about a small transport KG, one JSON object on stdout.

The KG is ``tests/candidates/data/transport.ttl``: ten airports, six airlines, twenty-two routes,
eight cities in three countries, two airline alliances, three railway lines and six stations, all
invented and written by hand in Turtle (455 triples). Its conventions differ from the other bench
KGs: entities are under ``http://transit.example/`` with prefixed local names (``airport_VRX``,
``airline_17``, ``route_0042``, ``city_velmora``, ``country_OST``, ``alliance_1``, ``line_C1``,
``station_3``), properties under ``http://transit.example/prop/`` with mixed spelling, words run
together or joined by underscores (``servesCity``, ``hub``, ``iata_code``, ``operated_by``,
``origin``, ``destination``, ``distance_km``, ``weekly_flights``, ``first_operated``, ``seasonal``,
``fleet_size``, ``employees``, ``founded``, ``headquarters``, ``alliance``, ``country``, ``capital``,
``population``, ``runway_length_m``, ``passengers_2023``, ``opened``, ``line_of``, ``station_on``,
``airport_link``, ``length_km``, ``electrified``). Classes are given by ``rdf:type`` (``Airport``,
``Airline``, ``Route``, ``City``, ``Country``, ``Alliance``, ``RailwayLine``, ``Station``, under the
entity namespace). Routes are reified: a route is an unlabelled node with ``origin`` and
``destination`` airports, ``operated_by`` an airline, ``distance_km`` and ``weekly_flights``, so
"which airlines fly from A to B" takes two hops through a route node. Airports, airlines, cities,
countries, alliances, lines and stations are labelled with ``rdfs:label`` without a language tag;
airports (and airlines) also carry an ``iata_code`` string, which questions sometimes use in place
of the name ("VRX"). Numbers and years are ``xsd:integer``, ``electrified`` and ``seasonal``
``xsd:boolean``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a traveller or analyst
would ask them, with varied wording ("based", "fly out of", "members of"), one to three hops,
superlatives and comparisons, IATA codes for some airports, some typed the way users type
(lowercase, no question mark, a tokenised `` 's``). Where the answer is an entity, the answer is
the entity (its IRI), not its name.

    python -m kgqa.bench.transport_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "transport.ttl"
S = "http://transit.example/"
P = "http://transit.example/prop/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{S}{name}>"


def _p(name: str) -> str:
    return f"<{P}{name}>"


VRX, VSF, PAY, SRE, GRH, GKA, LWT, OBH, MRB, CBN = (
    _e(f"airport_{c}") for c in ("VRX", "VSF", "PAY", "SRE", "GRH", "GKA", "LWT", "OBH", "MRB", "CBN"))
SKYLARK, OSTWIND, VALDORIAN, BLUECREST, KELMAR, TERN = (
    _e(f"airline_{n}") for n in ("17", "04", "09", "23", "31", "12"))
PORT_ASHBY, SALTREACH, VELMORA, MIRABAY, OBERHALDE = (
    _e(f"city_{n}") for n in ("portashby", "saltreach", "velmora", "mirabay", "oberhalde"))
OSTMARK, VALDORIA, KELMARIA = _e("country_OST"), _e("country_VAL"), _e("country_KEL")
MERIDIAN = _e("alliance_1")
COASTAL, NORTHERN = _e("line_C1"), _e("line_N2")
ORIGIN, DEST, OP, DIST, WEEKLY = (_p(n) for n in ("origin", "destination", "operated_by", "distance_km",
                                                  "weekly_flights"))

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which airlines fly from Port Ashby to Velmora?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {ORIGIN} ?a ; {DEST} ?b ; {OP} ?x . ?a {_p('servesCity')} {PORT_ASHBY} . "
     f"?b {_p('servesCity')} {VELMORA} }}"),
    ("Where can I fly from VRX?", "lists", f"SELECT DISTINCT ?x WHERE {{ ?r {ORIGIN} {VRX} ; {DEST} ?x }}"),
    ("Which routes does Skylark Air operate that are longer than 1000 km?", "lists",
     f"SELECT ?x WHERE {{ ?x {OP} {SKYLARK} ; {DIST} ?d FILTER(?d > 1000) }}"),
    ("Which city is Skylark Air based in?", "lists", f"SELECT ?x WHERE {{ {SKYLARK} {_p('headquarters')} ?x }}"),
    ("what are ostwind airways 's hubs", "lists", f"SELECT ?x WHERE {{ {OSTWIND} {_p('hub')} ?x }}"),
    ("Which was the busiest airport in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('passengers_2023')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("What is the longest route out of PAY?", "lists",
     f"SELECT ?x WHERE {{ ?x {ORIGIN} {PAY} ; {DIST} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which airline has the biggest fleet?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('fleet_size')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which airlines are members of the Meridian Alliance?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('alliance')} {MERIDIAN} }}"),
    ("Which airports are in Ostmark?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_e('Airport')} ; {_p('country')} {OSTMARK} }}"),
    ("What is the IATA code of Mirabay International Airport?", "lists",
     f"SELECT ?x WHERE {{ {MRB} {_p('iata_code')} ?x }}"),
    ("which airports serve velmora", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_e('Airport')} ; {_p('servesCity')} {VELMORA} }}"),
    ("Which airline flies from GKA to Oberhalde?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {ORIGIN} {GKA} ; {DEST} ?b ; {OP} ?x . ?b {_p('servesCity')} {OBERHALDE} }}"),
    ("In which country is Kelmar Express headquartered?", "lists",
     f"SELECT ?x WHERE {{ {KELMAR} {_p('headquarters')} ?c . ?c {_p('country')} ?x }}"),
    ("What is the capital of the country where Bluecrest Airlines has its headquarters?", "lists",
     f"SELECT ?x WHERE {{ {BLUECREST} {_p('headquarters')} ?c . ?c {_p('country')} ?k . ?k {_p('capital')} ?x }}"),
    ("Which stations are on the Northern Line?", "lists", f"SELECT ?x WHERE {{ ?x {_p('station_on')} {NORTHERN} }}"),
    ("Which railway lines are electrified?", "lists", f"SELECT ?x WHERE {{ ?x {_p('electrified')} true }}"),
    ("Which cities can you fly to directly from Grendholm Central Airport?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {ORIGIN} {GRH} ; {DEST} ?a . ?a {_p('servesCity')} ?x }}"),
    ("Which airlines operate flights to or from Saltreach?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {_p('servesCity')} {SALTREACH} . "
     f"{{ ?r {ORIGIN} ?a }} UNION {{ ?r {DEST} ?a }} ?r {OP} ?x }}"),
    ("Which is the oldest airline?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_e('Airline')} ; {_p('founded')} ?y }} ORDER BY ?y LIMIT 1"),
    ("From which airports does Tern Connect operate flights?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {OP} {TERN} ; {ORIGIN} ?x }}"),
    ("Which airlines have a hub at PAY?", "lists", f"SELECT ?x WHERE {{ ?x {_p('hub')} {PAY} }}"),
    ("Which airports opened before 1960?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_e('Airport')} ; {_p('opened')} ?y FILTER(?y < 1960) }}"),
    ("Which routes are seasonal?", "lists", f"SELECT ?x WHERE {{ ?x {_p('seasonal')} true }}"),
    ("what's the route with the most weekly flights", "lists",
     f"SELECT ?x WHERE {{ ?x {WEEKLY} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which Valdorian airlines are in an alliance?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_e('Airline')} ; {_p('country')} {VALDORIA} ; {_p('alliance')} ?a }}"),
    ("Which railway line runs through Saltreach?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?s {_p('servesCity')} {SALTREACH} ; {_p('station_on')} ?x }}"),
    ("What is the largest city in Valdoria by population?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_e('City')} ; {_p('country')} {VALDORIA} ; {_p('population')} ?n }} "
     f"ORDER BY DESC(?n) LIMIT 1"),
    ("Which airports does Ostwind Airways fly to?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {OP} {OSTWIND} ; {DEST} ?x }}"),
    ("Which airports have a runway longer than 3000 metres?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('runway_length_m')} ?m FILTER(?m > 3000) }}"),
    ("How many routes leave from Velmora International Airport?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {ORIGIN} {VRX} }}"),
    ("How many airlines are in the Meridian Alliance?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('alliance')} {MERIDIAN} }}"),
    ("How many weekly flights does Ostwind Airways operate in total?", "counts",
     f"SELECT (SUM(?w) AS ?n) WHERE {{ ?r {OP} {OSTWIND} ; {WEEKLY} ?w }}"),
    ("How far is it from GRH to PAY in kilometres?", "counts",
     f"SELECT ?n WHERE {{ ?r {ORIGIN} {GRH} ; {DEST} {PAY} ; {DIST} ?n }}"),
    ("How many passengers did Lindwater Airport handle in 2023?", "counts",
     f"SELECT ?n WHERE {{ {LWT} {_p('passengers_2023')} ?n }}"),
    ("how many airports are there in kelmaria", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {_e('Airport')} ; {_p('country')} {KELMARIA} }}"),
    ("How many planes does Skylark Air have?", "counts", f"SELECT ?n WHERE {{ {SKYLARK} {_p('fleet_size')} ?n }}"),
    ("How many stations does the Coastal Line have?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('station_on')} {COASTAL} }}"),
    ("How many different airlines fly out of Grendholm Central Airport?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?r {ORIGIN} {GRH} ; {OP} ?x }}"),
    ("How many people live in the city Valdorian Wings is based in?", "counts",
     f"SELECT ?n WHERE {{ {VALDORIAN} {_p('headquarters')} ?c . ?c {_p('population')} ?n }}"),
]
YES_NO = [
    ("Does Skylark Air fly to Mirabay?", True), ("Is VRX in Ostmark?", False),
    ("Is GKA in Ostmark?", True), ("Does Tern Connect fly to Grendholm?", False),
    ("Is the Coastal Line electrified?", True), ("Is the Valley Line electrified?", False),
    ("Is the route from PAY to MRB longer than 800 km?", True),
    ("Is the route from VRX to OBH longer than 1000 km?", False),
    ("Is Bluecrest Airlines a member of the Polaris Alliance?", True),
    ("Is Tern Connect in the Meridian Alliance?", False),
    ("Does Ostwind Airways have a hub at Lindwater Airport?", True),
    ("does kelmar express fly out of SRE", False),
    ("Was Skylark Air founded before Valdorian Wings?", True),
    ("Does Bluecrest Airlines have a bigger fleet than Ostwind Airways?", False),
    ("Does Grendholm Central Airport have a longer runway than Velmora International Airport?", True),
    ("Is Port Ashby the capital of Kelmaria?", False),
    ("Can I fly from Port Ashby to Saltreach with Kelmar Express?", True),
    ("Did Mirabay International Airport handle more passengers than PAY in 2023?", False),
    ("is tern connect 's hub in castelbrun", True), ("Is Skylark Air headquartered in Port Ashby?", False),
]


_name = kg_questions.name_under(S)  # an entity by the rest of its IRI (``airport_VRX``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("transport", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
