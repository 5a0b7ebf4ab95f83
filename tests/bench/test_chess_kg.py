"""``kgqa.bench.chess_kg``: the KG file parses and is in a PGN-to-RDF converter's shape (every game with
its event, round, date, both players by name and by link, both ratings and a PGN result; players
named, rated and typed ``chess:Agent``; events labelled, sited and dated), and every gold query, run
by rdflib on ``tests/candidates/data/chess.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS, XSD

from kgqa.bench import chess_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

C = rdflib.Namespace(bench.CHESS)
SLUGS = {"VO": "varnholm-open-2019", "CB": "calder-bay-masters-2021", "MI": "merrowgate-invitational-2022",
         "KF": "kaarsberg-chess-festival-2023", "LM": "lindqvist-memorial-2023"}


def _g(*ids: str) -> list[str]:
    """Games as ``name_of`` gives them (``VO/12`` is ``game/varnholm-open-2019/12``), sorted as the golds are."""
    return sorted(f"game/{SLUGS[i.split('/')[0]]}/{i.split('/')[1]}" for i in ids)


def _p(*names: str) -> list[str]:
    return sorted(f"player/{n}" for n in names)


# The answers read off the Turtle by hand, in the bench's order (paths under resource/, literals as written).
LISTS = [
    _p("Okafor_Daniel"),                                   # VO/8 Kestrel-Okafor, round 3.1
    _g("VO/1", "VO/8", "CB/1", "LM/7"),                    # Kestrel white and 1-0 (VO/5 ... are her black games)
    _g("VO/2", "VO/9"),                                    # Voss black and 0-1 (KF/4, LM/5 drawn)
    _p("Arranz_Mateo", "Kestrel_Anya"),                    # LM/2 Voss-Arranz 0-1, LM/7 Kestrel-Voss 1-0
    _p("Lindgren_Hugo", "Novak_Tomas", "Horvath_Bence"),   # VO/3, KF/3, KF/8; lost VO/6 and KF/6
    _p("Solberg_Mira", "Brandt_Lena"),                     # VO/4 (as black), VO/6 (as white)
    _g("CB/5", "CB/11", "MI/8"),                           # Whitlock and Arranz with white, Zielinski with black
    _g("KF/2", "KF/5"),                                    # with white v Solberg, black v Lindgren; lost KF/7
    _p("Marchetti_Julien"),                                # MI/5 round 2.2 Marchetti-Raghunathan
    _g("LM/1", "LM/5", "LM/8"),
    _g("CB/4", "CB/6", "CB/9", "CB/10"),
    _g("CB/4", "CB/5", "CB/6"),                            # CB/5's date is the PGN string "2021.03.05"
    ["Ruy Lopez: Closed"],                                 # MI/7 Whitlock-Marchetti, C88
    ["C67"],                                               # VO/5 Voss-Kestrel
    _g("VO/1", "VO/12", "CB/4", "MI/6"),                   # B90
    sorted(["Ruy Lopez: Closed", "Sicilian Defense: Sveshnikov Variation", "Ruy Lopez: Berlin Defense"]),
    _g("KF/5"),                                            # 97 plies (KF/7 89, KF/4 84; KF/8 no ply count)
    _g("KF/3"),                                            # 30 plies (LM/5 35, CB/8 38)
    ["HUN"],
    _p("Kestrel_Anya", "Solberg_Mira", "Haugland_Ingrid"),
    _p("Kestrel_Anya"),                                    # 2718
    _p("Marchetti_Julien"),                                # 2572 (Vardanyan 2594, van Dalen 2597)
    _p("Okafor_Daniel", "Brandt_Lena", "Horvath_Bence", "Kothari_Ravi", "Demir_Elif", "Lindgren_Hugo"),
    _p("Okafor_Daniel", "Horvath_Bence"),                  # 2502, 2511 (Lindgren 2483)
    _p("Zielinski_Kacper"),
    ["2488"],                                              # whiteElo / blackElo in all six of his CB games
    ["Calder Bay ENG"],
    ["event/Calder_Bay_Masters_2021", "event/Lindqvist_Memorial_2023"],
    _p("Whitlock_Samuel", "Zielinski_Kacper", "Vardanyan_Arsen", "Marchetti_Julien", "Raghunathan_Priya",
       "Demir_Elif"),
    ["event/Lindqvist_Memorial_2023"],                     # starts 2023-08-05
]
# VO/3, VO/5, VO/10; Kestrel 4 with white + 4 with black (VO/12, CB/4, CB/10, LM/4); one stored rating;
# 12 at Calder Bay; Voss, Kothari, Zielinski, Solberg, Brandt, Novak, Horvath, Lindgren; LM/4's plies;
# VO/3, VO/6, KF/3, KF/6, KF/8; 9 GMs; 14 black wins; B33 in VO/9, CB/10, KF/5, LM/2
COUNTS = [number(n) for n in (3, 8, 2679, 12, 8, 94, 5, 9, 14, 4)]

b = bench
_e = bench._e
DEMIR = _e("player/Demir_Elif")


def _elo_above(a: str, c: str) -> str:
    return f"ASK {{ {a} {b.ELO} ?a . {c} {b.ELO} ?c FILTER(?a > ?c) }}"


def _started_before(a: str, c: str) -> str:
    return f"ASK {{ {a} {b.START} ?a . {c} {b.START} ?c FILTER(?a < ?c) }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.beat('?g', b.KESTREL, b.VOSS)} ?g {b.EVENT} {b.LINDQVIST} }}",
    f"ASK {{ {b.beat('?g', b.VOSS, b.KESTREL)} ?g {b.EVENT} {b.VARNHOLM} }}",
    _elo_above(b.KESTREL, b.VOSS),
    _elo_above(b.MARCHETTI, b.VAN_DALEN),
    f"ASK {{ {b.ZIELINSKI} {b.TITLE} \"GM\" }}",
    f"ASK {{ {b.OKAFOR} {b.TITLE} \"GM\" }}",
    f"ASK {{ {b.RAGHUNATHAN} {b.FEDERATION} \"IND\" }}",
    f"ASK {{ {b.NOVAK} {b.FEDERATION} \"POL\" }}",
    f"ASK {{ {b.played('?g', DEMIR)} ?g {b.EVENT} {b.MERROWGATE} }}",
    f"ASK {{ {b.played('?g', b.ARRANZ)} ?g {b.EVENT} {b.VARNHOLM} }}",
    _started_before(b.CALDER_BAY, b.MERROWGATE),
    _started_before(b.LINDQVIST, b.KAARSBERG),
    f"ASK {{ {b.KESTREL} {b.ELO} ?e FILTER(?e > 2700) }}",
    f"ASK {{ {b.BRANDT} {b.ELO} ?e FILTER(?e > 2500) }}",
    f"ASK {{ ?g {b.EVENT} {b.KAARSBERG} ; {b.RESULT} \"0-1\" }}",
    f"ASK {{ {b.won('?g', b.BRANDT)} ?g {b.EVENT} {b.KAARSBERG} }}",
    f"ASK {{ {b.beat('?g', b.VARDANYAN, b.VAN_DALEN)} ?g {b.EVENT} {b.LINDQVIST} }}",
    f"ASK {{ ?g {b.EVENT} {b.LINDQVIST} ; {b.ECO} \"B90\" }}",
    f"ASK {{ {b.SOLBERG} {b.TITLE} \"WGM\" }}",
    f"ASK {{ {b.beat('?g', b.KESTREL, b.VOSS)} ?g {b.EVENT} {b.LINDQVIST} ; {b.PLY} ?p FILTER(?p > 80) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_database_has_its_games_players_and_events():
    graph = _graph()
    assert len(graph) == 827
    games = set(graph.subjects(RDF.type, C.ChessGame))
    players = set(graph.subjects(RDF.type, C.Agent))
    events = set(graph.subjects(RDF.type, C.ChessEvent))
    assert (len(games), len(players), len(events)) == (50, 18, 5)
    assert len(set(graph.subjects(RDF.type, FOAF.Person))) == 16
    per_event = sorted(len(set(graph.subjects(C.event, e))) for e in events)
    assert per_event == [8, 8, 10, 12, 12]
    results = [str(graph.value(g, C.result)) for g in games]
    assert (results.count("1-0"), results.count("0-1"), results.count("1/2-1/2")) == (20, 14, 16)


def test_every_game_has_its_pgn_tags_and_links():
    graph = _graph()
    string_dates = 0
    for g in graph.subjects(RDF.type, C.ChessGame):
        assert graph.value(g, C.event) in set(graph.subjects(RDF.type, C.ChessEvent)), g
        assert "." in str(graph.value(g, C.round)), g
        for link, name, elo in ((C.whitePlayer, C.whitePlayerName, C.whiteElo),
                                (C.blackPlayer, C.blackPlayerName, C.blackElo)):
            player = graph.value(g, link)
            assert (player, RDF.type, C.Agent) in graph, g
            assert ", " in str(graph.value(g, name)), g
            assert graph.value(g, elo).datatype == XSD.integer, g
        assert graph.value(g, C.whitePlayer) != graph.value(g, C.blackPlayer), g
        date = graph.value(g, C.date)
        string_dates += date.datatype is None
        assert (date.datatype == XSD.date) or (date.datatype is None and str(date)[4] == "."), g
        assert (graph.value(g, C.eco) is None) == (graph.value(g, C.opening) is None), g
    assert string_dates == 27
    # four games lack an opening, three a ply count; three PGN names are written short
    assert len(set(graph.subjects(RDF.type, C.ChessGame)) - set(graph.subjects(C.eco, None))) == 4
    assert len(set(graph.subjects(RDF.type, C.ChessGame)) - set(graph.subjects(C.plyCount, None))) == 3
    short = [n for p in (C.whitePlayerName, C.blackPlayerName) for n in graph.objects(None, p) if str(n).endswith(".")]
    assert sorted(map(str, short)) == ["Kestrel, A.", "Marchetti, J.", "Van Dalen, P."]


def test_players_and_events_are_described():
    graph = _graph()
    for p in graph.subjects(RDF.type, C.Agent):
        assert graph.value(p, FOAF.name) is not None, p
        assert graph.value(p, C.elo).datatype == XSD.integer, p
    players = set(graph.subjects(RDF.type, C.Agent))
    assert len(players - set(graph.subjects(C.fideId, None))) == 4
    assert len(players - set(graph.subjects(C.federation, None))) == 1
    assert set(graph.subjects(RDF.type, C.Agent)) - set(graph.subjects(C.title, None)) == {
        rdflib.URIRef(bench.BASE + "player/Haugland_Ingrid")}
    assert all(len(str(f)) == 3 for f in graph.objects(None, C.federation))
    for e in graph.subjects(RDF.type, C.ChessEvent):
        assert graph.value(e, RDFS.label) is not None and graph.value(e, C.site) is not None, e
        assert graph.value(e, C.startDate).datatype == XSD.date, e


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
