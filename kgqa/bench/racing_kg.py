"""``python -m kgqa.bench.racing_kg``: questions about a motor-racing championship, one JSON object on stdout.

The KG is ``tests/candidates/data/racing.ttl``: a partial linked-data export in the shape of the
Ergast motor-racing database (a Formula-1-like championship) for an invented field of drivers,
teams and circuits, written by hand in Turtle (881 triples). Resources are under
``http://racing.example.org/resource/`` and the vocabulary under ``http://racing.example.org/ontology/``
(``ergast:``). Two ``ergast:Season``s (``season/2019``, ``season/2020``, with ``ergast:year`` and a
``foaf:page``), 8 ``ergast:Race``s (``race/2019-03``: ``rdfs:label`` "2019 Italian Grand Prix",
``ergast:round`` as an integer, ``ergast:season``, ``ergast:circuit``, ``dc:date`` as ``xsd:date``,
``ergast:time`` as a string "13:10:00Z", missing for the 2020 French Grand Prix, and a Wikipedia
``foaf:page``), 8 ``ergast:Circuit``s (``circuit/hadley``: ``rdfs:label`` "Hadley Park Circuit",
``geo:lat``/``geo:long`` as ``xsd:float``, ``ergast:locality`` and ``ergast:country`` as plain strings;
one circuit, Tenmori, hosts no race), 10 ``ergast:Driver``s (``driver/hartley_m``: ``foaf:givenName``,
``foaf:familyName``, ``ergast:code`` "HAR" (missing for one), ``ergast:permanentNumber`` as a string "7"
(missing for two), ``foaf:birthday`` and ``ergast:nationality`` as a plain string "British"; no
``rdfs:label``; two Morenos, Carlos and Alejandro, share a family name) and 5 ``ergast:Constructor``s
(``constructor/arrowfield``: ``foaf:name`` and ``ergast:nationality``). Results are reified: 56
``ergast:RaceResult``s (``result/2019-04-7``, or with the driver id where he has no number) with
``ergast:race``, ``ergast:driver``, ``ergast:constructor``, ``ergast:grid``, ``ergast:position`` (an
integer, absent for the ten retirements and the one disqualification), ``ergast:positionText`` ("1",
"R", "D"), ``ergast:points`` (``xsd:decimal``; the rain-shortened 2020 United States Grand Prix gave
half points, 12.5 and 7.5), ``ergast:laps``, ``ergast:status`` ("Finished", "+1 Lap", "Engine",
"Collision", "Disqualified", ...) and, for the three fastest in each race, ``ergast:fastestLapRank``.
One race (2020 Austrian GP) has 7 ``ergast:QualifyingResult``s (``qualifying/2020-01-33``) with
``ergast:position`` and ``ergast:q1``/``q2``/``q3`` as time strings "1:03.212" (q2 and q3 missing for
those knocked out), and one race (2020 British GP) 8 ``ergast:PitStop``s (``pitstop/2020-02-4-1``) with
``ergast:stop``, ``ergast:lap`` and ``ergast:duration`` as a string of seconds "21.944". Jens van der
Meer drove for two constructors in 2019 (Halcyon, then Kessler); two grids differ from qualifying.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_racing_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no questions (10 of
them false), in plain English as a racing fan or journalist asks, not phrased after the Ergast
terms ("Who won ...", "Who started from pole ...", "Which drivers retired ...", "Who made the fastest
pit stop ...", "team" for constructor): one hop both ways (a race's circuit, a circuit's country and
locality, a nationality), two and three hops through the reified results (a race's winner, polesitter,
podium, fastest lap, retirements; the countries where a driver won; a driver's teams in a season),
class questions with conditions (drivers born before 1990, circuits west of Greenwich, a race without a
start time), superlatives (youngest driver, most points in a season by driver and by team, fastest
pit stop over string durations, fastest Q3 time), counts and sums (wins, retirements, podiums, points
with half points, drivers a team fielded, pit stops), stored numbers (a round, laps completed) and
yes/no on winners, poles, teams, countries, disqualification, birthdays of two drivers, season point
totals of two teams, existence of a race at a circuit and a pit-stop threshold. Names are written as
people write them (surnames alone where they are unique, "US Grand Prix", "French GP", one misspelt
driver, some lowercase without a question mark). Where the answer is an entity, the answer is the
entity (its path under the resource base, ``driver/rossetti_l``), not its name; countries are the
stored strings.

    python -m kgqa.bench.racing_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "racing.ttl"
BASE = "http://racing.example.org/resource/"
ERGAST = "http://racing.example.org/ontology/"
FOAF = "http://xmlns.com/foaf/0.1/"
GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DECIMAL = "<http://www.w3.org/2001/XMLSchema#decimal>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{ERGAST}{name}>"


RACE_C, DRIVER_C, RESULT_C, CIRCUIT_C, PITSTOP_C, QUALI_C = (
    _p(n) for n in ("Race", "Driver", "RaceResult", "Circuit", "PitStop", "QualifyingResult"))
RACE, DRIVER, CONSTRUCTOR, CIRCUIT, SEASON, GRID, POSITION, POSITION_TEXT, POINTS, LAPS, STATUS, FLR = (
    _p(n) for n in ("race", "driver", "constructor", "circuit", "season", "grid", "position", "positionText",
                    "points", "laps", "status", "fastestLapRank"))
ROUND, TIME, COUNTRY, LOCALITY, NATIONALITY, STOP, DURATION, Q1, Q2, Q3 = (
    _p(n) for n in ("round", "time", "country", "locality", "nationality", "stop", "duration", "q1", "q2", "q3"))
BIRTHDAY = f"<{FOAF}birthday>"
LONG = f"<{GEO}long>"

S2019, S2020 = _e("season/2019"), _e("season/2020")
AUS19, ESP19, ITA19, GBR19, AUT20, GBR20, FRA20, USA20 = (_e(f"race/{r}") for r in (
    "2019-01", "2019-02", "2019-03", "2019-04", "2020-01", "2020-02", "2020-03", "2020-04"))
HADLEY, PORTAVELLA, CASTELLMAR, MIRABEAU, TENMORI = (_e(f"circuit/{c}") for c in (
    "hadley", "portavella", "castellmar", "mirabeau", "tenmori"))
HARTLEY, VDM, ROSSETTI, DELACROIX, OKAFOR, LINDQVIST, MORENO_C, MORENO_A, TANAKA, BRANDT = (
    _e(f"driver/{d}") for d in ("hartley_m", "vandermeer_j", "rossetti_l", "delacroix_p", "okafor_d", "lindqvist_e",
                                "moreno_c", "moreno_a", "tanaka_k", "brandt_n"))
ARROWFIELD, VENTANA, KESSLER, MERIDIAN, HALCYON = (_e(f"constructor/{c}") for c in (
    "arrowfield", "ventana", "kessler", "meridian", "halcyon"))


def result(var: str, race: str, driver: str) -> str:
    """``var`` is a race result of ``driver`` in ``race``."""
    return f"{var} {RDF_TYPE} {RESULT_C} ; {RACE} {race} ; {DRIVER} {driver} ."


def in_season(race: str, season: str) -> str:
    return f"{race} {SEASON} {season} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # winners, poles, podiums
    ("Who won the 2019 Spanish Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', ESP19, '?x')} ?r {POSITION} 1 }}"),
    ("Who started from pole at Hadley Park?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?race {CIRCUIT} {HADLEY} . {result('?r', '?race', '?x')} ?r {GRID} 1 }}"),
    ("Which races did Ventana win?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', '?x', '?d')} ?r {CONSTRUCTOR} {VENTANA} ; {POSITION} 1 }}"),
    ("Which race did Danial Okafor win?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', '?x', OKAFOR)} ?r {POSITION} 1 }}"),
    ("Who finished on the podium at the 2020 French Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', FRA20, '?x')} ?r {POSITION} ?p FILTER(?p <= 3) }}"),
    ("In which countries did Luca Rossetti win a race?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {result('?r', '?race', ROSSETTI)} ?r {POSITION} 1 . "
      f"?race {CIRCUIT} ?c . ?c {COUNTRY} ?x }}")),
    ("Who set the fastest lap in the 2020 British Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', GBR20, '?x')} ?r {FLR} 1 }}"),
    ("Who scored points at the 2020 US Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', USA20, '?x')} ?r {POINTS} ?p FILTER(?p > 0) }}"),
    # retirements and statuses
    ("which drivers retired at portavella", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?race {CIRCUIT} {PORTAVELLA} . {result('?r', '?race', '?x')} "
      f"?r {POSITION_TEXT} \"R\" }}")),
    ("Which drivers have been disqualified?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {RDF_TYPE} {RESULT_C} ; {DRIVER} ?x ; {POSITION_TEXT} \"D\" }}"),
    ("Who finished a lap down at the 2020 Austrian Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ {result('?r', AUT20, '?x')} ?r {STATUS} \"+1 Lap\" }}"),
    ("Which drivers retired with an engine failure?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {RDF_TYPE} {RESULT_C} ; {DRIVER} ?x ; {STATUS} \"Engine\" }}"),
    # teams and seasons
    ("Which teams did Jens van der Meer drive for in 2019?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {result('?r', '?race', VDM)} ?r {CONSTRUCTOR} ?x . {in_season('?race', S2019)} }}"),
    ("Who drove for Meridian in 2020?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {result('?r', '?race', '?x')} ?r {CONSTRUCTOR} {MERIDIAN} . "
      f"{in_season('?race', S2020)} }}")),
    ("carlos moreno 's team in 2020", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {result('?r', '?race', MORENO_C)} ?r {CONSTRUCTOR} ?x . {in_season('?race', S2020)} }}"),
    ("what races were in the 2020 season", "lists", f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {RACE_C} ; {SEASON} {S2020} }}"),
    ("Who scored the most points in 2019?", "lists",
     (f"SELECT ?x WHERE {{ {result('?r', '?race', '?x')} ?r {POINTS} ?p . {in_season('?race', S2019)} }} "
      f"GROUP BY ?x ORDER BY DESC(SUM(?p)) LIMIT 1")),
    ("Which constructor scored the most points in 2020?", "lists",
     (f"SELECT ?x WHERE {{ ?r {RDF_TYPE} {RESULT_C} ; {RACE} ?race ; {CONSTRUCTOR} ?x ; {POINTS} ?p . "
      f"{in_season('?race', S2020)} }} GROUP BY ?x ORDER BY DESC(SUM(?p)) LIMIT 1")),
    # circuits and races
    ("Which circuit is in Castellmar?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CIRCUIT_C} ; {LOCALITY} \"Castellmar\" }}"),
    ("Which races have been held at Hadley Park?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {RACE_C} ; {CIRCUIT} {HADLEY} }}"),
    ("In which country is the Circuit de Mirabeau?", "lists", f"SELECT ?x WHERE {{ {MIRABEAU} {COUNTRY} ?x }}"),
    ("Where was the 2020 United States Grand Prix held?", "lists", f"SELECT ?x WHERE {{ {USA20} {CIRCUIT} ?x }}"),
    ("Which circuits are west of the Greenwich meridian?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CIRCUIT_C} ; {LONG} ?l FILTER(?l < 0) }}"),
    # drivers
    ("Which driver is the youngest?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DRIVER_C} ; {BIRTHDAY} ?b }} ORDER BY DESC(?b) LIMIT 1"),
    ("Which drivers are British?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DRIVER_C} ; {NATIONALITY} \"British\" }}"),
    ("Which drivers were born before 1990?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DRIVER_C} ; {BIRTHDAY} ?b FILTER(YEAR(?b) < 1990) }}"),
    # pit stops and qualifying
    ("Who made the fastest pit stop at the 2020 British Grand Prix?", "lists",
     (f"SELECT ?x WHERE {{ ?s {RDF_TYPE} {PITSTOP_C} ; {RACE} {GBR20} ; {DRIVER} ?x ; {DURATION} ?t }} "
      f"ORDER BY {XSD_DECIMAL}(?t) LIMIT 1")),
    ("Which drivers pitted twice at the 2020 British Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ ?s {RDF_TYPE} {PITSTOP_C} ; {RACE} {GBR20} ; {DRIVER} ?x ; {STOP} 2 }}"),
    ("Who set the fastest Q3 time at the 2020 Austrian Grand Prix?", "lists",
     f"SELECT ?x WHERE {{ ?q {RDF_TYPE} {QUALI_C} ; {RACE} {AUT20} ; {DRIVER} ?x ; {Q3} ?t }} ORDER BY ?t LIMIT 1"),
    ("Which drivers went out in Q1 at the 2020 Austrian Grand Prix?", "lists",
     (f"SELECT ?x WHERE {{ ?q {RDF_TYPE} {QUALI_C} ; {RACE} {AUT20} ; {DRIVER} ?x ; {Q1} ?t "
      f"FILTER NOT EXISTS {{ ?q {Q2} ?t2 }} }}")),
    # counts
    ("How many points did Marcus Hartley score in 2020?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ {result('?r', '?race', HARTLEY)} ?r {POINTS} ?p . {in_season('?race', S2020)} }}"),
    ("How many races did Arrowfield win?", "counts",
     f"SELECT (COUNT(DISTINCT ?race) AS ?n) WHERE {{ ?r {RACE} ?race ; {CONSTRUCTOR} {ARROWFIELD} ; {POSITION} 1 }}"),
    ("How many races were there in 2019?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {RACE_C} ; {SEASON} {S2019} }}"),
    ("How many times did Carlos Moreno retire?", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ {result('?r', '?race', MORENO_C)} ?r {POSITION_TEXT} \"R\" }}"),
    ("How many points did Ventana score in 2020?", "counts",
     (f"SELECT (SUM(?p) AS ?n) WHERE {{ ?r {RACE} ?race ; {CONSTRUCTOR} {VENTANA} ; {POINTS} ?p . "
      f"{in_season('?race', S2020)} }}")),
    ("How many laps did Erik Lindqvist complete at the 2020 United States Grand Prix?", "counts",
     f"SELECT ?n WHERE {{ {result('?r', USA20, LINDQVIST)} ?r {LAPS} ?n }}"),
    ("How many pit stops were made at the 2020 British Grand Prix?", "counts",
     f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s {RDF_TYPE} {PITSTOP_C} ; {RACE} {GBR20} }}"),
    ("What round was the 2019 British Grand Prix?", "counts", f"SELECT ?n WHERE {{ {GBR19} {ROUND} ?n }}"),
    ("How many drivers did Halcyon run in 2019?", "counts",
     (f"SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?r {RACE} ?race ; {CONSTRUCTOR} {HALCYON} ; {DRIVER} ?d . "
      f"{in_season('?race', S2019)} }}")),
    ("how many podiums did brandt get", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ {result('?r', '?race', BRANDT)} ?r {POSITION} ?p FILTER(?p <= 3) }}"),
]
YES_NO = [
    ("Did Marcus Hartley win the 2019 Australian Grand Prix?", True),
    ("Did Kessler win the 2020 French Grand Prix?", False),
    ("Did any British driver win a race in 2020?", True),
    ("Did a German driver win a race in 2019?", False),
    ("Is the Autodromo di Portavella in Italy?", True),
    ("Is the Tenmori Circuit in China?", False),
    ("Was Erik Lindqvist disqualified from the 2019 British Grand Prix?", True),
    ("Did Jens van der Meer retire from the 2020 Austrian Grand Prix?", False),
    ("Is Kenji Tanaka younger than Daniel Okafor?", True),
    ("Was Nico Brandt born after Erik Lindqvist?", False),
    ("Did Rossetti start on pole for the 2019 Italian Grand Prix?", True),
    ("Did Hartley start from pole at the 2020 French GP?", False),
    ("Did Jens van der Meer drive for Kessler in 2019?", True),
    ("Did Daniel Okafor drive for Ventana in 2020?", False),
    ("Did Arrowfield score more points than Kessler in 2020?", True),
    ("did halcyon outscore meridian in 2020", False),
    ("Was there a race at Tenmori in 2020?", False),
    ("Did Carlos Moreno score points at the 2020 French Grand Prix?", True),
    ("Was any pit stop at the 2020 British Grand Prix quicker than 22 seconds?", True),
    ("Did Alejandro Moreno finish on the podium in 2019?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``driver/hartley_m``, ``race/2019-04``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("racing", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
