"""``python -m kgqa.bench.gamedata_kg``: questions about a small video-game KG in the Wikidata dump's shape,
one JSON object on stdout.

The KG is ``tests/candidates/data/gamedata.ttl``: twenty games (three series of three, linked by
sequel and prequel, and eleven stand-alone games), three series, ten companies (six developers; four
publishers, one of them also a developer and one also a console maker; and a hardware maker),
thirteen people (founders, directors, composers), six consoles (two of them handhelds), eight
genres, three game engines, three awards, and eight cities in five countries, all invented and
written by hand in Turtle (1006 triples). It is shaped like a subset a user exported from the
Wikidata RDF dump: every entity is ``wd:Q<number>`` under ``http://www.wikidata.org/entity/``
(made-up ``Q900000xx`` numbers for the invented things; the real ids for the generic classes, the
genres and the two game modes), and facts are truthy statements ``wdt:P<n>`` under
``http://www.wikidata.org/prop/direct/`` with Wikidata's property ids (P31, P279, P178 developer,
P123 publisher, P136 genre, P400 platform, P577 publication date, P408 software engine, P159
headquarters location, P17 country, P571 inception, P1128 employees, P112 founded by, P57
director, P86 composer, P166 award received, P179 part of the series, P155 follows, P156 followed
by, P404 game mode, P1082 population, P36 capital, P19 place of birth, P569 date of birth, P27
country of citizenship, P108 employer, P176 manufacturer, P749 parent organization). The ``wdt:``
predicates carry no label: each property is a ``wd:P<n>`` entity (``wikibase:Property``) with an
English ``rdfs:label``, a ``schema:description``, ``skos:altLabel`` aliases ("developed by",
"release date", "sequel") and ``wikibase:directClaim`` to its ``wdt:`` IRI, beside
``wikibase:claim``, ``wikibase:statementProperty`` and ``wikibase:propertyType``. Items are named
by ``rdfs:label`` in English (some also in German, French or Japanese), with a
``schema:description`` and some ``skos:altLabel`` ("SoR3", "Thawfall", "Vexa", "action RPG").
There is no ``rdf:type`` on items: typing is only ``wdt:P31`` (games are instances of video game
Q7889, studios of video game developer, publishers of video game publisher) and ``wdt:P279``
between classes, including a genre hierarchy (an action role-playing game is a role-playing game
and an action game, a tactical RPG is a role-playing and a strategy game, real-time strategy is
strategy, a platform game is an action game); a game's genre is a ``wdt:P136`` link, not a class.
Dates are ``xsd:dateTime`` at midnight UTC, employees and populations ``xsd:decimal``. Awards also
have full statements (``p:P166`` to a ``wds:`` node with ``ps:P166`` and a ``pq:P585`` point in
time) beside the truthy triple; no question needs a qualifier. Names collide as in real data: each
series has the label of its first game, a studio is called Cinderhall like a town (and is based
elsewhere), and there are "Shards of Rime" and "Rimebound", "Tidecaller" and "Tidewater Engine",
"Vexa Prism" and "Vexa Pocket".

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_gamedata_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a gamer, journalist or analyst would ask them,
not phrased after the property labels: one to three hops, both directions ("Which games did
Yuna Kisaragi score?"), class questions where the genre hierarchy matters ("Which role-playing
games came out on the Vexa Nova?" counts the action RPGs), superlatives, date comparisons, the
sequel chain, names as people write them (an alias, one misspelt name, some lowercase without a
question mark). Where the answer is an entity, the answer is the entity (its Q id), not its name.

    python -m kgqa.bench.gamedata_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "gamedata.ttl"
WD = "http://www.wikidata.org/entity/"
WDT = "http://www.wikidata.org/prop/direct/"


def _q(n: int) -> str:
    return f"<{WD}Q{n}>"


def _p(n: int) -> str:
    return f"<{WDT}P{n}>"


INSTANCE, SUBCLASS, DEVELOPER, PUBLISHER, GENRE, PLATFORM, RELEASED, ENGINE = (
    _p(n) for n in (31, 279, 178, 123, 136, 400, 577, 408))
HQ, COUNTRY, INCEPTION, EMPLOYEES, FOUNDER, DIRECTOR, COMPOSER, AWARD = (
    _p(n) for n in (159, 17, 571, 1128, 112, 57, 86, 166))
SERIES, FOLLOWS, FOLLOWED_BY, MODE, POPULATION, CAPITAL, BIRTHPLACE, CITIZEN = (
    _p(n) for n in (179, 155, 156, 404, 1082, 36, 19, 27))
MANUFACTURER, PARENT = _p(176), _p(749)

# generic classes and genres: the real Wikidata ids
VIDEO_GAME, DEVELOPER_CLASS = _q(7889), _q(210167)
RPG, ACTION, STRATEGY, ACTION_RPG, PLATFORMER = _q(744038), _q(270948), _q(653928), _q(1422746), _q(828322)
MULTIPLAYER = _q(6895044)

NORVANIA, BRELLAND = _q(90000101), _q(90000102)
VESSHOLM, TSUBAKAWA, ALDENPORT = _q(90000201), _q(90000207), _q(90000203)
LANTERN_FORGE, CINDERHALL, HOLLOW_PINE, KAGEROU, BRIGHTLOOM, PIXEL_ORCHARD = (
    _q(n) for n in range(90000301, 90000307))
ARCLIGHT, VEXA, OWLGATE = _q(90000307), _q(90000308), _q(90000309)
ILSE, HARUTO, PETRA, YUNA, MIREILLE = _q(90000401), _q(90000404), _q(90000410), _q(90000408), _q(90000407)
VEXA_PRISM, VEXA_POCKET, VEXA_NOVA, HELIX, STRIDE = (_q(n) for n in (90000502, 90000503, 90000504, 90000505,
                                                                     90000506))
TIDEWATER = _q(90000603)
GOLDEN_QUILL = _q(90000701)
SOR_SERIES, EMBERFALL_SERIES, LUMO_SERIES = _q(90000801), _q(90000802), _q(90000803)
(SOR, SOR2, SOR3, EMBERFALL, EMBERFALL2, ASHEN_TACTICS, LUMO, LUMO2, LUMO_ODYSSEY, LAST_LANTERN, RIMEBOUND,
 STARLIT_HARBOR, STARLIT_REVERIE, GEARWRIGHT, IRONVEIL, NEON_OUTRIDER, MOSS_MARROW, ASHEN_CROWN, TIDECALLER,
 GLASSWING) = (_q(n) for n in range(90000001, 90000021))


def _game(var: str) -> str:
    """``var`` is a game (series, engines and consoles also have developers or dates)."""
    return f"{var} {INSTANCE} {VIDEO_GAME} ."


def _of_genre(var: str, genre: str) -> str:
    """``var`` has a genre that is ``genre`` or one of its subgenres."""
    return f"{var} {GENRE} ?genre_{var[1:]} . ?genre_{var[1:]} {SUBCLASS}* {genre} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who developed Shards of Rime?", "lists", f"SELECT ?x WHERE {{ {SOR} {DEVELOPER} ?x }}"),
    ("Which games did Lantern Forge make?", "lists",
     f"SELECT ?x WHERE {{ {_game('?x')} ?x {DEVELOPER} {LANTERN_FORGE} }}"),
    ("Who published Emberfall II?", "lists", f"SELECT ?x WHERE {{ {EMBERFALL2} {PUBLISHER} ?x }}"),
    ("In which country is the developer of The Last Lantern based?", "lists",
     f"SELECT ?x WHERE {{ {LAST_LANTERN} {DEVELOPER} ?d . ?d {COUNTRY} ?x }}"),
    ("Which games were made by studios founded by Ilse Marhaug?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?s {FOUNDER} {ILSE} . {_game('?x')} ?x {DEVELOPER} ?s }}"),
    ("Which role-playing games came out on the Vexa Nova?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PLATFORM} {VEXA_NOVA} . {_of_genre('?x', RPG)} }}"),
    ("Which strategy games did Cinderhall develop?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {DEVELOPER} {CINDERHALL} . {_of_genre('?x', STRATEGY)} }}"),
    ("Which is the oldest studio in Norvania?", "lists",
     (f"SELECT ?x WHERE {{ ?x {INSTANCE} {DEVELOPER_CLASS} ; {COUNTRY} {NORVANIA} ; {INCEPTION} ?d }} "
      f"ORDER BY ?d LIMIT 1")),
    ("What was the first game in the Emberfall series?", "lists",
     f"SELECT ?x WHERE {{ ?x {SERIES} {EMBERFALL_SERIES} ; {RELEASED} ?d }} ORDER BY ?d LIMIT 1"),
    ("Which games were released after 2020?", "lists",
     f"SELECT ?x WHERE {{ {_game('?x')} ?x {RELEASED} ?d FILTER(YEAR(?d) > 2020) }}"),
    ("What came after Shards of Rime II?", "lists", f"SELECT ?x WHERE {{ {SOR2} {FOLLOWED_BY} ?x }}"),
    ("What is the sequel to Lumo's Leap?", "lists", f"SELECT ?x WHERE {{ {LUMO} {FOLLOWED_BY} ?x }}"),
    ("what game came before emberfall: ashen tactics", "lists",
     f"SELECT ?x WHERE {{ {ASHEN_TACTICS} {FOLLOWS} ?x }}"),
    ("Who composed the music for SoR3?", "lists", f"SELECT ?x WHERE {{ {SOR3} {COMPOSER} ?x }}"),
    ("Which games did Yuna Kisaragi score?", "lists", f"SELECT ?x WHERE {{ ?x {COMPOSER} {YUNA} }}"),
    ("Which engine does Tidecaller run on?", "lists", f"SELECT ?x WHERE {{ {TIDECALLER} {ENGINE} ?x }}"),
    ("Where is the company that makes the Teranode Stride headquartered?", "lists",
     f"SELECT ?x WHERE {{ {STRIDE} {MANUFACTURER} ?m . ?m {HQ} ?x }}"),
    ("Which games use the Tidewater Engine?", "lists", f"SELECT ?x WHERE {{ ?x {ENGINE} {TIDEWATER} }}"),
    ("Who directed the games that won the Golden Quill Award for Game of the Year?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?g {AWARD} {GOLDEN_QUILL} ; {DIRECTOR} ?x }}"),
    ("Where was the composer of Gearwright born?", "lists",
     f"SELECT ?x WHERE {{ {GEARWRIGHT} {COMPOSER} ?c . ?c {BIRTHPLACE} ?x }}"),
    ("Which studios belong to Vexa Corporation?", "lists", f"SELECT ?x WHERE {{ ?x {PARENT} {VEXA} }}"),
    ("Which consoles has Vexa Corporation made?", "lists", f"SELECT ?x WHERE {{ ?x {MANUFACTURER} {VEXA} }}"),
    ("Which games published by Owlgate came out before 2020?", "lists",
     f"SELECT ?x WHERE {{ ?x {PUBLISHER} {OWLGATE} ; {RELEASED} ?d FILTER(YEAR(?d) < 2020) }}"),
    ("Which Studio Kagerou games are playable on the Vexa Pocket?", "lists",
     f"SELECT ?x WHERE {{ ?x {DEVELOPER} {KAGEROU} ; {PLATFORM} {VEXA_POCKET} }}"),
    ("Which games were directed by people born in Vessholm?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {BIRTHPLACE} {VESSHOLM} . ?x {DIRECTOR} ?p }}"),
    ("Which companies are headquartered in the capital of Brelland?", "lists",
     f"SELECT ?x WHERE {{ {BRELLAND} {CAPITAL} ?c . ?x {HQ} ?c }}"),
    # the composer's name misspelt on purpose: "Mireille" is the stored one
    ("Which games did Mireile Aubry compose for?", "lists", f"SELECT ?x WHERE {{ ?x {COMPOSER} {MIREILLE} }}"),
    ("Which multiplayer games did Brightloom Interactive develop?", "lists",
     f"SELECT ?x WHERE {{ ?x {DEVELOPER} {BRIGHTLOOM} ; {MODE} {MULTIPLAYER} }}"),
    ("What is the latest Lumo's Leap game?", "lists",
     f"SELECT ?x WHERE {{ ?x {SERIES} {LUMO_SERIES} ; {RELEASED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Who founded the publisher of Starlit Harbor?", "lists",
     f"SELECT ?x WHERE {{ {STARLIT_HARBOR} {PUBLISHER} ?p . ?p {FOUNDER} ?x }}"),
    ("How many games has Owlgate Publishing published?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PUBLISHER} {OWLGATE} }}"),
    ("How many employees does Lantern Forge have?", "counts", f"SELECT ?n WHERE {{ {LANTERN_FORGE} {EMPLOYEES} ?n }}"),
    ("What is the population of Tsubakawa?", "counts", f"SELECT ?n WHERE {{ {TSUBAKAWA} {POPULATION} ?n }}"),
    ("How many games are in the Shards of Rime series?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SERIES} {SOR_SERIES} }}"),
    ("How many action games are there for the Vexa Nova?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PLATFORM} {VEXA_NOVA} . {_of_genre('?x', ACTION)} }}"),
    ("How many employees do the game studios of Norvania have altogether?", "counts",
     f"SELECT (SUM(?e) AS ?n) WHERE {{ ?x {INSTANCE} {DEVELOPER_CLASS} ; {COUNTRY} {NORVANIA} ; {EMPLOYEES} ?e }}"),
    ("how many games did declan morrow compose for", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {COMPOSER} {_q(90000409)} }}"),
    ("How many games were released on the Teranode Helix?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PLATFORM} {HELIX} }}"),
    ("How many awards has Lumo's Leap Odyssey won?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {LUMO_ODYSSEY} {AWARD} ?x }}"),
    ("How many studios has Ilse Marhaug founded?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {FOUNDER} {ILSE} }}"),
]
YES_NO = [
    ("Did Lantern Forge develop Shards of Rime III?", True),
    ("Did Lantern Forge develop The Last Lantern?", False),
    ("Was Emberfall released before 2010?", True),
    ("Was Starlit Harbor released before 2015?", False),
    ("Is Studio Kagerou based in Tsubakawa?", True),
    ("Is Brightloom Interactive headquartered in Aldenport?", False),
    ("Was Tidecaller developed by Brightloom Interactive?", True),
    ("Did Arclight Media publish Gearwright?", False),
    ("Does Cinderhall have more than 400 employees?", True),
    ("Does Pixel Orchard have more than 100 employees?", False),
    ("Is Ashen Crown an action role-playing game?", True),
    ("Is Ironveil Tactics a platform game?", False),
    ("Was Haruto Minase born in Tsubakawa?", True),
    ("Is Petra Solberg a citizen of Norvania?", False),
    ("Is Moss & Marrow available on the Vexa Pocket?", True),
    ("Can you play Rimebound on the Vexa Prism?", False),
    ("Did Shards of Rime II: Thawfall win the Golden Quill Award for Game of the Year?", True),
    ("did the last lantern win the golden quill award", False),
    ("Is Vessholm more populous than Aldenport?", False),
    ("Was Hollow Pine Games founded after Lantern Forge?", True),
]


name_of = kg_questions.name_under(WD)  # an entity by its Q id (``Q90000301``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("gamedata", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
