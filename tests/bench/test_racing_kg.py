"""``kgqa.bench.racing_kg``: the KG file parses and is in the Ergast linked-data shape (seasons,
races with round, season, circuit and date; drivers named by foaf given and family names, without
labels; reified race results, qualifying results and pit stops), and every gold query, run by rdflib
on ``tests/candidates/data/racing.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS

from kgqa.bench import racing_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ERGAST = rdflib.Namespace(bench.ERGAST)
DC_DATE = rdflib.URIRef("http://purl.org/dc/elements/1.1/date")


def _d(*ids: str) -> list[str]:
    return sorted(f"driver/{i}" for i in ids)


def _r(*ids: str) -> list[str]:
    return sorted(f"race/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the resource base,
# literals as written).
LISTS = [
    _d("rossetti_l"),                                   # 2019-02 winner
    _d("hartley_m"),                                    # grid 1 at Hadley in 2019-04 and 2020-02
    _r("2019-02", "2020-03", "2020-04"),                # Ventana wins (Rossetti, Delacroix, Rossetti)
    _r("2019-04"),
    _d("delacroix_p", "brandt_n", "vandermeer_j"),
    ["Spain", "USA"],                                   # Castellmar 2019, Riverbend 2020
    _d("vandermeer_j"),
    _d("rossetti_l", "hartley_m", "moreno_a", "vandermeer_j", "brandt_n"),  # 12.5, 9, 7.5, 6, 5
    _d("tanaka_k", "okafor_d"),                         # both "Collision" on lap 22
    _d("lindqvist_e"),
    _d("okafor_d", "tanaka_k"),
    _d("vandermeer_j", "hartley_m"),                    # 2019-01 and 2020-03
    ["constructor/halcyon", "constructor/kessler"],
    _d("moreno_c", "tanaka_k"),
    ["constructor/meridian"],
    _r("2020-01", "2020-02", "2020-03", "2020-04"),
    _d("rossetti_l"),                                   # 79 (Hartley 73, Delacroix 62)
    ["constructor/arrowfield"],                         # 113 (Kessler 74, Ventana 61.5)
    ["circuit/castellmar"],
    _r("2019-04", "2020-02"),
    ["France"],
    ["circuit/riverbend"],
    ["circuit/hadley", "circuit/riverbend"],
    _d("tanaka_k"),                                     # 2000-05-11
    _d("hartley_m", "okafor_d"),
    _d("brandt_n", "lindqvist_e"),                      # 1987 and 1988; A. Moreno is January 1990
    _d("okafor_d"),                                     # 21.944
    _d("delacroix_p", "lindqvist_e"),
    _d("vandermeer_j"),                                 # 1:03.212
    _d("tanaka_k"),
]
# Hartley 2020: 15 + 25 + 0 + 9; Arrowfield wins 2019-01, 2019-04, 2020-01, 2020-02; 4 races in 2019;
# C. Moreno out in 2019-01, 2020-01, 2020-04; Ventana 2020: 12 + 0 + 12 + 25 + 12.5; Lindqvist 9 laps;
# 8 stops; round 4; Halcyon 2019: van der Meer, A. Moreno, Tanaka; Brandt 3rd, 2nd, 2nd
COUNTS = [number(n) for n in (49, 4, 4, 3, 61.5, 9, 8, 4, 3, 3)]

b = bench


def _won(driver: str, race: str) -> str:
    return f"?r {b.RACE} {race} ; {b.DRIVER} {driver} ; {b.POSITION} 1 ."


def _team_points(team: str, var: str) -> str:
    return (f"{{ SELECT (SUM(?p_{var}) AS ?{var}) WHERE {{ ?r_{var} {b.RACE} ?race_{var} ; {b.CONSTRUCTOR} {team} ; "
            f"{b.POINTS} ?p_{var} . ?race_{var} {b.SEASON} {b.S2020} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {_won(b.HARTLEY, b.AUS19)} }}",
    f"ASK {{ ?r {b.RACE} {b.FRA20} ; {b.CONSTRUCTOR} {b.KESSLER} ; {b.POSITION} 1 }}",
    f"ASK {{ {_won('?d', '?race')} ?d {b.NATIONALITY} \"British\" . ?race {b.SEASON} {b.S2020} }}",
    f"ASK {{ {_won('?d', '?race')} ?d {b.NATIONALITY} \"German\" . ?race {b.SEASON} {b.S2019} }}",
    f"ASK {{ {b.PORTAVELLA} {b.COUNTRY} \"Italy\" }}",
    f"ASK {{ {b.TENMORI} {b.COUNTRY} \"China\" }}",
    f"ASK {{ ?r {b.RACE} {b.GBR19} ; {b.DRIVER} {b.LINDQVIST} ; {b.POSITION_TEXT} \"D\" }}",
    f"ASK {{ ?r {b.RACE} {b.AUT20} ; {b.DRIVER} {b.VDM} ; {b.POSITION_TEXT} \"R\" }}",
    f"ASK {{ {b.TANAKA} {b.BIRTHDAY} ?a . {b.OKAFOR} {b.BIRTHDAY} ?c FILTER(?a > ?c) }}",
    f"ASK {{ {b.BRANDT} {b.BIRTHDAY} ?a . {b.LINDQVIST} {b.BIRTHDAY} ?c FILTER(?a > ?c) }}",
    f"ASK {{ ?r {b.RACE} {b.ITA19} ; {b.DRIVER} {b.ROSSETTI} ; {b.GRID} 1 }}",
    f"ASK {{ ?r {b.RACE} {b.FRA20} ; {b.DRIVER} {b.HARTLEY} ; {b.GRID} 1 }}",
    f"ASK {{ ?r {b.DRIVER} {b.VDM} ; {b.CONSTRUCTOR} {b.KESSLER} ; {b.RACE} ?race . ?race {b.SEASON} {b.S2019} }}",
    f"ASK {{ ?r {b.DRIVER} {b.OKAFOR} ; {b.CONSTRUCTOR} {b.VENTANA} ; {b.RACE} ?race . ?race {b.SEASON} {b.S2020} }}",
    f"ASK {{ {_team_points(b.ARROWFIELD, 'a')} {_team_points(b.KESSLER, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_team_points(b.HALCYON, 'a')} {_team_points(b.MERIDIAN, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ ?race {b.CIRCUIT} {b.TENMORI} ; {b.SEASON} {b.S2020} }}",
    f"ASK {{ ?r {b.RACE} {b.FRA20} ; {b.DRIVER} {b.MORENO_C} ; {b.POINTS} ?p FILTER(?p > 0) }}",
    f"ASK {{ ?s {b.RDF_TYPE} {b.PITSTOP_C} ; {b.RACE} {b.GBR20} ; {b.DURATION} ?t FILTER({b.XSD_DECIMAL}(?t) < 22) }}",
    (f"ASK {{ ?r {b.DRIVER} {b.MORENO_A} ; {b.POSITION} ?p ; {b.RACE} ?race . ?race {b.SEASON} {b.S2019} "
     f"FILTER(?p <= 3) }}"),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_championship_has_its_seasons_races_circuits_drivers_teams_and_results():
    graph = _graph()
    assert len(graph) == 881
    counts = [len(set(graph.subjects(RDF.type, ERGAST[c]))) for c in (
        "Season", "Race", "Circuit", "Driver", "Constructor", "RaceResult", "QualifyingResult", "PitStop")]
    assert counts == [2, 8, 8, 10, 5, 56, 7, 8]
    for race in graph.subjects(RDF.type, ERGAST.Race):
        assert graph.value(race, RDFS.label) is not None and graph.value(race, ERGAST.round) is not None, race
        assert (graph.value(race, ERGAST.season), RDF.type, ERGAST.Season) in graph, race
        assert (graph.value(race, ERGAST.circuit), RDF.type, ERGAST.Circuit) in graph, race
        assert graph.value(race, DC_DATE).datatype == rdflib.XSD.date, race
    # one race has no start time; one circuit hosts no race
    assert len([r for r in graph.subjects(RDF.type, ERGAST.Race) if graph.value(r, ERGAST.time) is None]) == 1
    assert len(set(graph.subjects(RDF.type, ERGAST.Circuit)) - set(graph.objects(None, ERGAST.circuit))) == 1


def test_drivers_are_named_by_foaf_and_untidy():
    graph = _graph()
    drivers = set(graph.subjects(RDF.type, ERGAST.Driver))
    assert all(graph.value(d, RDFS.label) is None for d in drivers)
    assert all(graph.value(d, FOAF.givenName) and graph.value(d, FOAF.familyName) for d in drivers)
    assert len([d for d in drivers if graph.value(d, ERGAST.code) is None]) == 1
    assert len([d for d in drivers if graph.value(d, ERGAST.permanentNumber) is None]) == 2
    assert all(isinstance(n.value, str) for n in graph.objects(None, ERGAST.permanentNumber))
    families = [str(graph.value(d, FOAF.familyName)) for d in drivers]
    assert families.count("Moreno") == 2


def test_results_are_reified_with_positions_missing_for_retirements():
    graph = _graph()
    results = list(graph.subjects(RDF.type, ERGAST.RaceResult))
    for r in results:
        for p in ("race", "driver", "constructor", "grid", "positionText", "points", "laps", "status"):
            assert graph.value(r, ERGAST[p]) is not None, (r, p)
        text = str(graph.value(r, ERGAST.positionText))
        assert (graph.value(r, ERGAST.position) is None) == (not text.isdigit()), r
        assert graph.value(r, ERGAST.points).datatype == rdflib.XSD.decimal, r
    texts = [str(graph.value(r, ERGAST.positionText)) for r in results]
    assert (texts.count("R"), texts.count("D")) == (10, 1)
    # van der Meer drove for two teams in 2019
    vdm_2019 = {graph.value(r, ERGAST.constructor) for r in results
                if graph.value(r, ERGAST.driver) == rdflib.URIRef(bench.BASE + "driver/vandermeer_j")
                and str(graph.value(r, ERGAST.race)).split("/")[-1].startswith("2019")}
    assert len(vdm_2019) == 2


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
