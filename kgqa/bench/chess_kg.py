"""``python -m kgqa.bench.chess_kg``: questions about a chess games database, one JSON object on stdout.

The KG is ``tests/candidates/data/chess.ttl``: chess games as a PGN-to-RDF converter publishes them with
the Chess Ontology (``http://purl.org/NET/rdfchess/ontology/``, ``chess:``), for five invented
tournaments, written by hand in Turtle (827 triples). Resources are under
``http://purl.org/NET/rdfchess/resource/`` (written against an ``@base``): 5 events
(``event/Varnholm_Open_2019``, ``event/Calder_Bay_Masters_2021``, ``event/Merrowgate_Invitational_2022``,
``event/Kaarsberg_Chess_Festival_2023``, ``event/Lindqvist_Memorial_2023``), 18 players
(``player/Kestrel_Anya``, named surname first as in PGN) and 50 games numbered within their event's
file (``game/varnholm-open-2019/12``, ``game/lindqvist-memorial-2023/7``: 12, 12, 10, 8 and 8 games).
Every game is a ``chess:ChessGame`` with ``chess:event``, ``chess:round`` (a string, round.board:
``"3.1"``), ``chess:date`` (a PGN date string ``"2019.06.14"`` or an ``xsd:date``, mixed within
events), the PGN tags ``chess:whitePlayerName`` / ``chess:blackPlayerName`` (``"Kestrel, Anya"``;
three written short as in their PGN: ``"Kestrel, A."``, ``"Marchetti, J."``, ``"Van Dalen, P."``) beside
the object links ``chess:whitePlayer`` / ``chess:blackPlayer``, ``chess:whiteElo`` / ``chess:blackElo``
(integers, the rating at that game), ``chess:result`` (the PGN string ``"1-0"``, ``"0-1"`` or
``"1/2-1/2"``: 20, 14 and 16 games), and mostly ``chess:eco`` (``"B90"``) with ``chess:opening``
(``"Sicilian Defense: Najdorf Variation"``) and ``chess:plyCount`` (integer); four games lack an
opening and three a ply count. Players are ``chess:Agent`` (16 also ``foaf:Person``) with
``foaf:name`` (written as people write it, with diacritics the PGN tags lack: ``"Kacper
Zieliński"`` against ``"Zielinski, Kacper"``), ``chess:elo`` (the current rating, an integer), and
mostly ``chess:fideId`` (a string; four lack one), ``chess:federation`` (a three-letter code
``"NOR"``; one player lacks it) and ``chess:title`` (``"GM"``, ``"IM"``, ``"WGM"``, ``"FM"``; one
untitled). Events are ``chess:ChessEvent`` with ``rdfs:label`` (``"Varnholm Open 2019"``),
``chess:site`` (a PGN site literal, ``"Calder Bay ENG"``) and ``chess:startDate`` (``xsd:date``).

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_chess_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10 of them
false), in plain English as a chess fan or club statistician asks, not phrased after the ontology's
terms ("Who played black against ...", "Which games did ... win with white?", "Who did ... draw
with?", "What is ...'s rating?", "Did ... beat ... at ...?"): one hop both ways (a player's
federation and rating, the player with a FIDE ID, an event's site), games by player and colour
and result (wins with white, wins as black, losses over both colours, who beat a player, whom a
player beat or drew with), two and three hops (the opponent in a given round of an event, the
opening or ECO code of a given pairing at an event, a player's events, an event's players, a
player's rating at an event read off the games), class questions with conditions (IMs rated over
2500, Norwegian players, black wins at an event), superlatives (highest rated player, lowest rated
grandmaster, longest game at an event, shortest game, most recent event), a date over PGN strings
and ``xsd:date`` mixed, counts (draws at an event, a player's wins and games, an event's players
and games, grandmasters, black wins, games in an opening), one stored rating and one stored ply
count, and yes/no on head-to-head results at events, rating comparisons and thresholds, titles,
federations, participation, openings at an event, event dates, existence of a result and a ply
threshold. Names are written as people write them (surnames alone, "Kaarsberg" and "Merrowgate"
for the events, one misspelt surname, some lowercase without a question mark, one " 's ").
Where the answer is an entity the answer is the entity (its IRI, compared as ``player/Okafor_Daniel``
or ``game/calder-bay-masters-2021/6``), not its name; literals as written.

    python -m kgqa.bench.chess_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "chess.ttl"
BASE = "http://purl.org/NET/rdfchess/resource/"
CHESS = "http://purl.org/NET/rdfchess/ontology/"
FOAF = "http://xmlns.com/foaf/0.1/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _c(name: str) -> str:
    return f"<{CHESS}{name}>"


GAME, EVENT_CLASS, AGENT = _c("ChessGame"), _c("ChessEvent"), _c("Agent")
EVENT, ROUND, DATE, WHITE, BLACK, WHITE_ELO, BLACK_ELO, RESULT, ECO, OPENING, PLY = (
    _c(n) for n in ("event", "round", "date", "whitePlayer", "blackPlayer", "whiteElo", "blackElo", "result", "eco",
                    "opening", "plyCount"))
FIDE, FEDERATION, TITLE, ELO, SITE, START = (
    _c(n) for n in ("fideId", "federation", "title", "elo", "site", "startDate"))

VARNHOLM, CALDER_BAY, MERROWGATE, KAARSBERG, LINDQVIST = (_e(f"event/{n}") for n in (
    "Varnholm_Open_2019", "Calder_Bay_Masters_2021", "Merrowgate_Invitational_2022", "Kaarsberg_Chess_Festival_2023",
    "Lindqvist_Memorial_2023"))
(KESTREL, VOSS, ARRANZ, RAGHUNATHAN, OKAFOR, BRANDT, VARDANYAN, ZIELINSKI, HORVATH, MARCHETTI, WHITLOCK,
 SOLBERG, NOVAK, HAUGLAND, VAN_DALEN) = (_e(f"player/{n}") for n in (
    "Kestrel_Anya", "Voss_Henrik", "Arranz_Mateo", "Raghunathan_Priya", "Okafor_Daniel", "Brandt_Lena",
    "Vardanyan_Arsen", "Zielinski_Kacper", "Horvath_Bence", "Marchetti_Julien", "Whitlock_Samuel", "Solberg_Mira",
    "Novak_Tomas", "Haugland_Ingrid", "van_Dalen_Pieter"))
DRAW = '"1/2-1/2"'


def played(game: str, player: str) -> str:
    """``player`` had either colour in ``game``."""
    return f"{{ {game} {WHITE} {player} }} UNION {{ {game} {BLACK} {player} }}"


def won(game: str, player: str) -> str:
    """``player`` won ``game``, with white or with black."""
    return (f"{{ {game} {WHITE} {player} ; {RESULT} \"1-0\" }} UNION "
            f"{{ {game} {BLACK} {player} ; {RESULT} \"0-1\" }}")


def beat(game: str, winner: str, loser: str) -> str:
    """``winner`` beat ``loser`` in ``game``, either way round."""
    return (f"{{ {game} {WHITE} {winner} ; {BLACK} {loser} ; {RESULT} \"1-0\" }} UNION "
            f"{{ {game} {BLACK} {winner} ; {WHITE} {loser} ; {RESULT} \"0-1\" }}")


def met(game: str, a: str, b: str) -> str:
    """``a`` and ``b`` played ``game``, either way round."""
    return (f"{{ {game} {WHITE} {a} ; {BLACK} {b} }} UNION "
            f"{{ {game} {WHITE} {b} ; {BLACK} {a} }}")


def opponent(game: str, player: str, other: str) -> str:
    """``other`` was ``player``'s opponent in ``game``."""
    return (f"{{ {game} {WHITE} {player} ; {BLACK} {other} }} UNION "
            f"{{ {game} {BLACK} {player} ; {WHITE} {other} }}")


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # pairings and results
    ("Who played black against Anya Kestrel in round 3 of the Varnholm Open?", "lists",
     (f"SELECT ?x WHERE {{ ?g {WHITE} {KESTREL} ; {EVENT} {VARNHOLM} ; {ROUND} ?r ; {BLACK} ?x "
      f"FILTER(STRSTARTS(?r, \"3.\")) }}")),
    ("Which games did Kestrel win with white?", "lists",
     f"SELECT ?x WHERE {{ ?x {WHITE} {KESTREL} ; {RESULT} \"1-0\" }}"),
    ("Which games did Henrik Voss win as Black?", "lists",
     f"SELECT ?x WHERE {{ ?x {BLACK} {VOSS} ; {RESULT} \"0-1\" }}"),
    ("Which players have beaten Henrik Voss?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {beat('?g', '?x', VOSS)} }}"),
    ("who did lena brandt draw with", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {opponent('?g', BRANDT, '?x')} ?g {RESULT} {DRAW} }}"),
    ("who did okafor beat", "lists", f"SELECT DISTINCT ?x WHERE {{ {beat('?g', OKAFOR, '?x')} }}"),
    # the surname misspelt on purpose: "Raghunathan" is the stored one
    ("Which games did Priya Ragunathan lose?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {beat('?x', '?w', RAGHUNATHAN)} }}"),
    ("Which games did Zielinski win at Kaarsberg?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {won('?x', ZIELINSKI)} ?x {EVENT} {KAARSBERG} }}"),
    ("Who had white on board 2 in round 2 at Merrowgate?", "lists",
     f"SELECT ?x WHERE {{ ?g {EVENT} {MERROWGATE} ; {ROUND} \"2.2\" ; {WHITE} ?x }}"),
    ("Which games at the Lindqvist Memorial ended in a draw?", "lists",
     f"SELECT ?x WHERE {{ ?x {EVENT} {LINDQVIST} ; {RESULT} {DRAW} }}"),
    ("Which games at the Calder Bay Masters did black win?", "lists",
     f"SELECT ?x WHERE {{ ?x {EVENT} {CALDER_BAY} ; {RESULT} \"0-1\" }}"),
    ("Which games at the Calder Bay Masters were played on 5 March 2021?", "lists",
     f"SELECT ?x WHERE {{ ?x {EVENT} {CALDER_BAY} ; {DATE} ?d FILTER(STR(?d) IN (\"2021-03-05\", \"2021.03.05\")) }}"),
    # openings and game length
    ("Which opening was played in the game between Whitlock and Marchetti at the Merrowgate Invitational?", "lists",
     f"SELECT ?x WHERE {{ {met('?g', WHITLOCK, MARCHETTI)} ?g {EVENT} {MERROWGATE} ; {OPENING} ?x }}"),
    ("what was the eco code of voss v kestrel at varnholm", "lists",
     f"SELECT ?x WHERE {{ ?g {WHITE} {VOSS} ; {BLACK} {KESTREL} ; {EVENT} {VARNHOLM} ; {ECO} ?x }}"),
    ("Which games were played in the Najdorf?", "lists", f"SELECT ?x WHERE {{ ?x {ECO} \"B90\" }}"),
    ("Which openings has Samuel Whitlock played with white?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?g {WHITE} {WHITLOCK} ; {OPENING} ?x }}"),
    ("What was the longest game at Kaarsberg?", "lists",
     f"SELECT ?x WHERE {{ ?x {EVENT} {KAARSBERG} ; {PLY} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("What was the shortest game in the database?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {GAME} ; {PLY} ?p }} ORDER BY ?p LIMIT 1"),
    # players
    ("What federation does Bence Horvath play for?", "lists", f"SELECT ?x WHERE {{ {HORVATH} {FEDERATION} ?x }}"),
    ("Which Norwegian players are in the database?", "lists", f"SELECT ?x WHERE {{ ?x {FEDERATION} \"NOR\" }}"),
    ("Which player has the highest rating?", "lists",
     f"SELECT ?x WHERE {{ ?x {ELO} ?e }} ORDER BY DESC(?e) LIMIT 1"),
    ("Who is the lowest rated grandmaster?", "lists",
     f"SELECT ?x WHERE {{ ?x {TITLE} \"GM\" ; {ELO} ?e }} ORDER BY ?e LIMIT 1"),
    ("which players hold the IM title", "lists", f"SELECT ?x WHERE {{ ?x {TITLE} \"IM\" }}"),
    ("Which IMs are rated over 2500?", "lists",
     f"SELECT ?x WHERE {{ ?x {TITLE} \"IM\" ; {ELO} ?e FILTER(?e > 2500) }}"),
    ("Who has the FIDE ID 1127406?", "lists", f"SELECT ?x WHERE {{ ?x {FIDE} \"1127406\" }}"),
    ("What was Daniel Okafor 's rating at the Calder Bay Masters?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {{ ?g {WHITE} {OKAFOR} ; {WHITE_ELO} ?x }} UNION "
      f"{{ ?g {BLACK} {OKAFOR} ; {BLACK_ELO} ?x }} ?g {EVENT} {CALDER_BAY} }}")),
    # events
    ("Where was the Calder Bay Masters held?", "lists", f"SELECT ?x WHERE {{ {CALDER_BAY} {SITE} ?x }}"),
    ("Which tournaments did Mateo Arranz play in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {played('?g', ARRANZ)} ?g {EVENT} ?x }}"),
    ("Who played at the Merrowgate Invitational?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?g {EVENT} {MERROWGATE} . {{ ?g {WHITE} ?x }} UNION {{ ?g {BLACK} ?x }} }}"),
    ("Which was the most recent tournament?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {EVENT_CLASS} ; {START} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    # counts
    ("How many games ended in a draw at the Varnholm Open?", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ ?g {EVENT} {VARNHOLM} ; {RESULT} {DRAW} }}"),
    ("How many games has Anya Kestrel won?", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ {won('?g', KESTREL)} }}"),
    ("What is Henrik Voss's rating?", "counts", f"SELECT ?n WHERE {{ {VOSS} {ELO} ?n }}"),
    ("How many games were played at the Calder Bay Masters?", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ ?g {EVENT} {CALDER_BAY} }}"),
    ("How many players took part in the Kaarsberg Chess Festival?", "counts",
     (f"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {{ ?g {EVENT} {KAARSBERG} . "
      f"{{ ?g {WHITE} ?p }} UNION {{ ?g {BLACK} ?p }} }}")),
    ("How many plies did the game between Arranz and Kestrel at the Lindqvist Memorial last?", "counts",
     f"SELECT ?n WHERE {{ {met('?g', ARRANZ, KESTREL)} ?g {EVENT} {LINDQVIST} ; {PLY} ?n }}"),
    ("How many games did Lena Brandt play?", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ {played('?g', BRANDT)} }}"),
    ("How many grandmasters are there?", "counts", f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TITLE} \"GM\" }}"),
    ("how many games were won by black", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ ?g {RDF_TYPE} {GAME} ; {RESULT} \"0-1\" }}"),
    ("How many games were played in the Sveshnikov?", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ ?g {ECO} \"B33\" }}"),
]
YES_NO = [
    ("Did Anya Kestrel beat Henrik Voss at the Lindqvist Memorial?", True),
    ("Did Voss beat Kestrel at the Varnholm Open?", False),
    ("Is Anya Kestrel rated higher than Henrik Voss?", True),
    ("Is Julien Marchetti rated higher than Pieter van Dalen?", False),
    ("Is Kacper Zielinski a grandmaster?", True),
    ("Is Daniel Okafor a grandmaster?", False),
    ("Does Priya Raghunathan play for India?", True),
    ("does tomas novak play for poland", False),
    ("Did Elif Demir play in the Merrowgate Invitational?", True),
    ("Did Mateo Arranz play at the Varnholm Open?", False),
    ("Did the Calder Bay Masters start before the Merrowgate Invitational?", True),
    ("Did the Kaarsberg Chess Festival start after the Lindqvist Memorial?", False),
    ("Is Anya Kestrel rated over 2700?", True),
    ("Is Lena Brandt rated above 2500?", False),
    ("Did black win any game at the Kaarsberg Chess Festival?", True),
    ("Did Lena Brandt win a game at the Kaarsberg Chess Festival?", False),
    ("Did Arsen Vardanyan beat Pieter van Dalen at the Lindqvist Memorial?", True),
    ("Was the Najdorf played at the Lindqvist Memorial?", False),
    ("is mira solberg a WGM", True),
    ("Did Kestrel's win over Voss at the Lindqvist Memorial go past 80 plies?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``player/Kestrel_Anya``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("chess", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
