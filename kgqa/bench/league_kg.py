"""``python -m kgqa.bench.league_kg``: questions about a small football KG, one JSON object on stdout.

The KG is ``tests/candidates/data/league.ttl``: two leagues, eight clubs, their eight stadiums and
eight cities in four countries, twenty-eight players, six coaches, ten league matches of the 2023
season and six trophies, all invented and written by hand in Turtle (545 triples). Its
conventions differ from the other bench KGs: entity IRIs are opaque numbers
(``http://example.org/league/id/1401``), so nothing readable is in an IRI; every entity is named
only by ``schema:name``, in English with an ``@en`` tag, and about a third of them (countries,
some cities, stadiums, clubs, both leagues, most trophies, four matches) also in German or French
(``"Coldbridge Athletic"@en``, ``"Athletik Kaltbrück"@de``). Classes are schema.org's where one
exists (``schema:SportsTeam``, ``schema:Person``, ``schema:StadiumOrArena``, ``schema:City``,
``schema:Country``, ``schema:SportsEvent``) and otherwise under
``http://example.org/league/vocab/`` (``League``, ``Trophy``, and ``Coach`` and ``Player`` as
``rdfs:subClassOf schema:Person``), each with an English ``rdfs:label``. Properties are camelCase
under the same vocabulary (``playsFor``, ``position``, ``shirtNumber``, ``height`` in metres as
``xsd:decimal``, ``birthDate``, ``nationality``, ``coaches``, ``homeStadium``, ``capacity``,
``locatedIn``, ``country``, ``foundedYear``, ``competesIn``, ``captain``, ``formerClub``,
``homeTeam``, ``awayTeam``, ``homeGoals``, ``awayGoals``, ``matchDate``, ``venue``, ``wonBy``,
``seasonYear``); thirteen of them carry an English label in other words than the IRI's
(``playsFor`` "current club", ``coaches`` "head coach of", ``captain`` "skipper"), the rest
none. Positions are plain English strings ("goalkeeper", "defender", "midfielder", "forward").
Clubs and stadiums are ``locatedIn`` a city, cities have a ``country``; each relation is stored
in one direction only (``playsFor`` player to club, ``coaches`` coach to club, ``captain`` club to
player, ``wonBy`` trophy to club). Each trophy entity is one title, won once.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("manager", "plays in goal", "spectators"), one to three hops, some typed the
way users type (lowercase, no question mark, a tokenised `` 's``), and a few naming an entity by
its German or French name only. Where the answer is an entity, the answer is the entity (its
IRI, compared as ``id/NNNN``), not its name.

    python -m kgqa.bench.league_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "league.ttl"
A = "http://example.org/league/"
E = A + "id/"
V = A + "vocab/"


def _e(number: int) -> str:
    return f"<{E}{number}>"


def _p(name: str) -> str:
    return f"<{V}{name}>"


ALDERMARK, CASTROVIA, BRENMARK, OLVENIA = (_e(n) for n in (1001, 1002, 1003, 1004))
GREYWATER_CITY = _e(1107)
HARBOUR_FIELD, RAVEN_HILL, LILAC_STADIUM = _e(1206), _e(1205), _e(1203)
CROWN_LEAGUE, COASTAL = _e(1301), _e(1302)
WENDMOOR, COLDBRIDGE, GREYWATER, ELMSFORD, SAINT_AMARY, PORT_LUCIEN, RAVENSHOLM, TOLLVIK = (
    _e(n) for n in range(1401, 1409))
KLUGE, WREN = _e(1502), _e(1504)
CALLUM, BRUNO, LEON = _e(1603), _e(1612), _e(1625)
SILVER_ANCHOR, NORTHERN_SHIELD = _e(1802), _e(1803)
PLAYER, COACH = _p("Player"), _p("Coach")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which club does Callum Reaves play for?", "lists", f"SELECT ?x WHERE {{ {CALLUM} {_p('playsFor')} ?x }}"),
    ("Who plays for Tollvik Harbour?", "lists", f"SELECT ?x WHERE {{ ?x {_p('playsFor')} {TOLLVIK} }}"),
    ("In which city is the home stadium of Port Lucien Mariners?", "lists",
     f"SELECT ?x WHERE {{ {PORT_LUCIEN} {_p('homeStadium')} ?s . ?s {_p('locatedIn')} ?x }}"),
    ("Which country is the coach of Ravensholm Wanderers from?", "lists",
     f"SELECT ?x WHERE {{ ?c {_p('coaches')} {RAVENSHOLM} ; {_p('nationality')} ?x }}"),
    ("Which stadium has the largest capacity?", "lists",
     f"SELECT ?x WHERE {{ ?x a <http://schema.org/StadiumOrArena> ; {_p('capacity')} ?c }} "
     f"ORDER BY DESC(?c) LIMIT 1"),
    ("Who is the tallest player at Coldbridge Athletic?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('playsFor')} {COLDBRIDGE} ; {_p('height')} ?h }} ORDER BY DESC(?h) LIMIT 1"),
    ("Who is the manager of Greywater United?", "lists", f"SELECT ?x WHERE {{ ?x {_p('coaches')} {GREYWATER} }}"),
    ("Where does Athletik Kaltbrück play its home games?", "lists",
     f"SELECT ?x WHERE {{ {COLDBRIDGE} {_p('homeStadium')} ?x }}"),
    ("In which country is Grauwasser?", "lists", f"SELECT ?x WHERE {{ {GREYWATER_CITY} {_p('country')} ?x }}"),
    ("Which players come from Olvenia?", "lists",
     f"SELECT ?x WHERE {{ ?x a {PLAYER} ; {_p('nationality')} {OLVENIA} }}"),
    ("Which club won the Ancre d'Argent?", "lists", f"SELECT ?x WHERE {{ {SILVER_ANCHOR} {_p('wonBy')} ?x }}"),
    ("which league does ravensholm wanderers play in", "lists",
     f"SELECT ?x WHERE {{ {RAVENSHOLM} {_p('competesIn')} ?x }}"),
    ("Who used to play for Wendmoor Rovers?", "lists",
     f"SELECT ?x WHERE {{ ?x a {PLAYER} ; {_p('formerClub')} {WENDMOOR} }}"),
    ("What trophies has Saint Amary Olympique won?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('wonBy')} {SAINT_AMARY} }}"),
    ("Which city is Bruno Kestler's club based in?", "lists",
     f"SELECT ?x WHERE {{ {BRUNO} {_p('playsFor')} ?c . ?c {_p('locatedIn')} ?x }}"),
    ("Which goalkeepers play in the Coastal Championship?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('position')} \"goalkeeper\" ; {_p('playsFor')} ?c . "
     f"?c {_p('competesIn')} {COASTAL} }}"),
    ("Who is the head coach of the club that plays at Raven Hill?", "lists",
     f"SELECT ?x WHERE {{ ?c {_p('homeStadium')} {RAVEN_HILL} . ?x {_p('coaches')} ?c }}"),
    ("what position does wendmoor rovers 's captain play", "lists",
     f"SELECT ?x WHERE {{ {WENDMOOR} {_p('captain')} ?k . ?k {_p('position')} ?x }}"),
    ("Who is the oldest coach?", "lists",
     f"SELECT ?x WHERE {{ ?x a {COACH} ; {_p('birthDate')} ?d }} ORDER BY ?d LIMIT 1"),
    ("Which clubs were founded before 1900?", "lists",
     f"SELECT ?x WHERE {{ ?x a <http://schema.org/SportsTeam> ; {_p('foundedYear')} ?y FILTER(?y < 1900) }}"),
    ("which country is greywater united 's home stadium in", "lists",
     f"SELECT ?x WHERE {{ {GREYWATER} {_p('homeStadium')} ?s . ?s {_p('locatedIn')} ?c . ?c {_p('country')} ?x }}"),
    ("In which city is the club that won the Northern Shield?", "lists",
     f"SELECT ?x WHERE {{ {NORTHERN_SHIELD} {_p('wonBy')} ?c . ?c {_p('locatedIn')} ?x }}"),
    ("Which trophy was won in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_p('Trophy')} ; {_p('seasonYear')} 2023 }}"),
    ("Which clubs have played a match at the Stade des Lilas?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {_p('venue')} {LILAC_STADIUM} . "
     f"{{ ?m {_p('homeTeam')} ?x }} UNION {{ ?m {_p('awayTeam')} ?x }} }}"),
    ("who plays in goal for port lucien mariners", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('playsFor')} {PORT_LUCIEN} ; {_p('position')} \"goalkeeper\" }}"),
    ("When was Leon Hartwig born?", "lists", f"SELECT ?x WHERE {{ {LEON} {_p('birthDate')} ?x }}"),
    ("Which players at the club coached by Margarethe Kluge come from Aldermark?", "lists",
     f"SELECT ?x WHERE {{ {KLUGE} {_p('coaches')} ?c . ?x {_p('playsFor')} ?c ; {_p('nationality')} {ALDERMARK} }}"),
    ("Which stadiums are in Castrovia?", "lists",
     f"SELECT ?x WHERE {{ ?x a <http://schema.org/StadiumOrArena> ; {_p('locatedIn')} ?c . "
     f"?c {_p('country')} {CASTROVIA} }}"),
    ("Who is the youngest player at Ravensholm Wanderers?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('playsFor')} {RAVENSHOLM} ; {_p('birthDate')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which clubs play in the same league as Elmsford Town?", "lists",
     f"SELECT ?x WHERE {{ {ELMSFORD} {_p('competesIn')} ?l . ?x {_p('competesIn')} ?l FILTER(?x != {ELMSFORD}) }}"),
    ("how many players does wendmoor rovers have", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('playsFor')} {WENDMOOR} }}"),
    ("How many spectators fit into Harbour Field?", "counts",
     f"SELECT ?n WHERE {{ {HARBOUR_FIELD} {_p('capacity')} ?n }}"),
    ("How many goals did Saint Amary Olympique score in their home games?", "counts",
     f"SELECT (SUM(?g) AS ?n) WHERE {{ ?m {_p('homeTeam')} {SAINT_AMARY} ; {_p('homeGoals')} ?g }}"),
    ("What is the average height of the Greywater United players?", "counts",
     f"SELECT (AVG(?h) AS ?n) WHERE {{ ?x {_p('playsFor')} {GREYWATER} ; {_p('height')} ?h }}"),
    ("how many clubs play in the coastal championship", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('competesIn')} {COASTAL} }}"),
    ("How many defenders are from Brenmark?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('position')} \"defender\" ; {_p('nationality')} {BRENMARK} }}"),
    ("How many seats does the stadium of the club coached by Tobias Wren have?", "counts",
     f"SELECT ?n WHERE {{ {WREN} {_p('coaches')} ?c . ?c {_p('homeStadium')} ?s . ?s {_p('capacity')} ?n }}"),
    ("In what year was Tollvik Harbour founded?", "counts",
     f"SELECT ?n WHERE {{ {TOLLVIK} {_p('foundedYear')} ?n }}"),
    ("How many trophies has Saint Amary Olympique won?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('wonBy')} {SAINT_AMARY} }}"),
    ("How many goalkeepers play in the Kronenliga?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('position')} \"goalkeeper\" ; {_p('playsFor')} ?c . "
     f"?c {_p('competesIn')} {CROWN_LEAGUE} }}"),
]
YES_NO = [
    ("Does Remy Castel play for Coldbridge Athletic?", True),
    ("Does Hugo Vasseur play for Port Lucien Mariners?", False),
    ("Is Nils Ekdahl taller than Lukas Steiner?", True), ("Is Olav Strand taller than Remy Castel?", False),
    ("Was Wendmoor Rovers founded before Elmsford Town?", True),
    ("Was Port Lucien Mariners founded before Ravensholm Wanderers?", False),
    ("Is Greywater Arena in Olvenia?", True), ("Is Moorside Park in Coldbridge?", False),
    ("Did Coldbridge Athletic beat Elmsford Town at home?", True), ("Is Erik Thorsen a defender?", False),
    ("Does the Lilac Stadium hold more than 50000 people?", True),
    ("Does Tollvik Harbour compete in the Crown League?", False),
    ("Is Anselme Dufour the coach of Saint Amary Olympique?", True), ("Is Lucien Marchetti from Brenmark?", False),
    ("Has Ravensholm Wanderers won the Founders' Plate?", True),
    ("Was the Nordschild won by Coldbridge Athletic?", False),
    ("is tobias wren from olvenia", True), ("is leon hartwig the captain of ravensholm wanderers", False),
    ("Was Owen Pritchard born before 1991?", True),
    ("Did Greywater United win the Aldermark Super Cup in 2021?", False),
]


_name = kg_questions.name_under(A)  # an entity by its path under the KG's base (``id/1401``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("league", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
