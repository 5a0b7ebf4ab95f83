"""``python -m kgqa.bench.film_kg``: questions about a small DBpedia-like film KG, one JSON object
on stdout.

The KG is ``tests/candidates/data/films.ttl``: invented films, the people who directed, starred
in, produced and scored them, and the cities and countries they come from, in DBpedia's shape
(entities under ``resource/``, camelCase properties and classes under ``ontology/``, an English
``rdfs:label`` on everything), with dates, runtimes, budgets, grosses and populations. The
questions were written by hand in plain English, as a user of such a KG would ask them, without
reading the engine's code and before running it: a blind regression figure, not a held-out set
and not tuned for. Where the answer is an entity, the answer is the entity (its IRI), not its
name.

    python -m kgqa.bench.film_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "films.ttl"
R = "http://example.org/film/resource/"
O = "http://example.org/film/ontology/"


def _r(name: str) -> str:
    return f"<{R}{name}>"


def _p(name: str) -> str:
    return f"<{O}{name}>"


_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
FILM, ACTOR, PERSON, CITY, COUNTRY = (_p(c) for c in ("Film", "Actor", "Person", "City", "Country"))
VELKOVA, DAHLQVIST, FENN, KARADIN, HOLLOWAY = (
    _r(n) for n in ("Marta_Velkova", "Henrik_Dahlqvist", "Isadora_Fenn", "Yusuf_Karadin", "Agnes_Holloway"))
ASHBY, VEY, CLARA, AMARA, THEO, NAVARRO = (
    _r(n) for n in ("Julian_Ashby", "Marcus_Vey", "Clara_Wendt", "Amara_Quinn", "Theo_Castell", "Leila_Navarro"))
VENTRESCA, KINSLEY, BELLAMY = _r("Paolo_Ventresca"), _r("Rupert_Kinsley"), _r("Oskar_Bellamy")
SILENT_RIVER, GLASS_HARBOR, WINTER_ORCHARD, PAPER_CROWNS, STARFALL, BLUE_PIAZZA = (
    _r(n) for n in ("The_Silent_River", "Glass_Harbor", "The_Winter_Orchard", "Paper_Crowns", "Starfall_Station",
                    "Blue_Piazza"))
RAVENMOOR_AFFAIR, HOLLOW_MOUNTAIN = _r("The_Ravenmoor_Affair"), _r("Hollow_Mountain")
CORVANNE, LINDHOLM, NORTLAND = _r("Corvanne"), _r("Lindholm"), _r("Nortland")
DRAMA, COMEDY, HORROR = _r("Drama_film"), _r("Comedy_film"), _r("Horror_film")
GOLDEN_LANTERN = _r("Golden_Lantern_Award")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who directed The Silent River?", "lists", f"SELECT ?x WHERE {{ {SILENT_RIVER} {_p('director')} ?x }}"),
    ("Which films did Henrik Dahlqvist direct?", "lists", f"SELECT ?x WHERE {{ ?x {_p('director')} {DAHLQVIST} }}"),
    ("Which movies star Marcus Vey?", "lists", f"SELECT ?x WHERE {{ ?x {_p('starring')} {VEY} }}"),
    ("Who starred in Glass Harbor?", "lists", f"SELECT ?x WHERE {{ {GLASS_HARBOR} {_p('starring')} ?x }}"),
    ("Which films directed by Marta Velkova were released after 2010?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('director')} {VELKOVA} ; {_p('releaseDate')} ?d FILTER(YEAR(?d) > 2010) }}"),
    ("Where was the director of Hollow Mountain born?", "lists",
     f"SELECT ?x WHERE {{ {HOLLOW_MOUNTAIN} {_p('director')} ?d . ?d {_p('birthPlace')} ?x }}"),
    ("What is the capital of the country where Clara Wendt was born?", "lists",
     f"SELECT ?x WHERE {{ {CLARA} {_p('birthPlace')} ?c . ?c {_p('country')} ?k . ?k {_p('capital')} ?x }}"),
    ("What is the longest film?", "lists",
     f"SELECT ?x WHERE {{ ?x {_TYPE} {FILM} ; {_p('runtime')} ?r }} ORDER BY DESC(?r) LIMIT 1"),
    ("Give me all comedy films.", "lists", f"SELECT ?x WHERE {{ ?x {_p('genre')} {COMEDY} }}"),
    ("Who is Julian Ashby married to?", "lists", f"SELECT ?x WHERE {{ {ASHBY} {_p('spouse')} ?x }}"),
    ("Which films had a budget of more than 50 million?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('budget')} ?b FILTER(?b > 50000000) }}"),
    ("When was Starfall Station released?", "lists", f"SELECT ?x WHERE {{ {STARFALL} {_p('releaseDate')} ?x }}"),
    ("How long is Paper Crowns?", "lists", f"SELECT ?x WHERE {{ {PAPER_CROWNS} {_p('runtime')} ?x }}"),
    ("Who composed the music for The Winter Orchard?", "lists",
     f"SELECT ?x WHERE {{ {WINTER_ORCHARD} {_p('musicComposer')} ?x }}"),
    ("In which city was Amara Quinn born?", "lists", f"SELECT ?x WHERE {{ {AMARA} {_p('birthPlace')} ?x }}"),
    ("Which film had the highest gross?", "lists",
     f"SELECT ?x WHERE {{ ?x {_TYPE} {FILM} ; {_p('gross')} ?g }} ORDER BY DESC(?g) LIMIT 1"),
    ("What is the shortest film directed by Agnes Holloway?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('director')} {HOLLOWAY} ; {_p('runtime')} ?r }} ORDER BY ?r LIMIT 1"),
    ("Which actors were born in Corvanne?", "lists",
     f"SELECT ?x WHERE {{ ?x {_TYPE} {ACTOR} ; {_p('birthPlace')} {CORVANNE} }}"),
    ("Which films won the Golden Lantern Award?", "lists",
     f"SELECT ?x WHERE {{ ?x {_TYPE} {FILM} ; {_p('award')} {GOLDEN_LANTERN} }}"),
    ("What language is Hollow Mountain in?", "lists", f"SELECT ?x WHERE {{ {HOLLOW_MOUNTAIN} {_p('language')} ?x }}"),
    ("Which horror films came out after 2015?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('genre')} {HORROR} ; {_p('releaseDate')} ?d FILTER(YEAR(?d) > 2015) }}"),
    ("Which films starring Amara Quinn were directed by Agnes Holloway?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('starring')} {AMARA} ; {_p('director')} {HOLLOWAY} }}"),
    ("Who directed the films that Leila Navarro starred in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?f {_p('starring')} {NAVARRO} ; {_p('director')} ?x }}"),
    ("What is the population of Theo Castell's birthplace?", "lists",
     f"SELECT ?x WHERE {{ {THEO} {_p('birthPlace')} ?c . ?c {_p('populationTotal')} ?x }}"),
    ("In which country was the director of Blue Piazza born?", "lists",
     f"SELECT ?x WHERE {{ {BLUE_PIAZZA} {_p('director')} ?d . ?d {_p('birthPlace')} ?c . ?c {_p('country')} ?x }}"),
    ("Which films were released before 2000?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('releaseDate')} ?d FILTER(YEAR(?d) < 2000) }}"),
    ("Who is the spouse of the director of Paper Crowns?", "lists",
     f"SELECT ?x WHERE {{ {PAPER_CROWNS} {_p('director')} ?d . ?d {_p('spouse')} ?x }}"),
    ("List the films produced by Rupert Kinsley.", "lists", f"SELECT ?x WHERE {{ ?x {_p('producer')} {KINSLEY} }}"),
    ("Which country has the largest population?", "lists",
     f"SELECT ?x WHERE {{ ?x {_TYPE} {COUNTRY} ; {_p('populationTotal')} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("What genre is The Ravenmoor Affair?", "lists", f"SELECT ?x WHERE {{ {RAVENMOOR_AFFAIR} {_p('genre')} ?x }}"),
    ("How many films did Yusuf Karadin direct?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('director')} {KARADIN} }}"),
    ("How many actors starred in Starfall Station?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {STARFALL} {_p('starring')} ?x }}"),
    ("How many films has Julian Ashby appeared in?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('starring')} {ASHBY} }}"),
    ("How many films are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_TYPE} {FILM} }}"),
    ("For how many films did Paolo Ventresca write the music?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('musicComposer')} {VENTRESCA} }}"),
    ("How many cities are in Nortland?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_TYPE} {CITY} ; {_p('country')} {NORTLAND} }}"),
    ("What is the total gross of the films directed by Isadora Fenn?", "counts",
     f"SELECT (SUM(?g) AS ?n) WHERE {{ ?x {_p('director')} {FENN} ; {_p('gross')} ?g }}"),
    ("What is the average runtime of Henrik Dahlqvist's films?", "counts",
     f"SELECT (AVG(?r) AS ?n) WHERE {{ ?x {_p('director')} {DAHLQVIST} ; {_p('runtime')} ?r }}"),
    ("How many drama films were released after 2010?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('genre')} {DRAMA} ; {_p('releaseDate')} ?d FILTER(YEAR(?d) > 2010) }}"),
    ("How many people were born in Lindholm?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_TYPE} {PERSON} ; {_p('birthPlace')} {LINDHOLM} }}"),
]
_YES_NO = [
    ("Did Marta Velkova direct Glass Harbor?", True), ("Did Tomas Rellano direct Hollow Mountain?", False),
    ("Is The Cartographer longer than Starfall Station?", True), ("Is Blue Piazza longer than Paper Crowns?", False),
    ("Was Viktor Hale born in Lindholm?", True), ("Was Sofia Marchetti born in Port Aurel?", False),
    ("Is Paper Crowns a comedy?", True), ("Is Hollow Mountain a comedy?", False),
    ("Did Clara Wendt star in Midnight Protocol?", True), ("Was Owen Hartley in Starfall Station?", False),
    ("Is Felix Brandt married to Marta Velkova?", True), ("Is Julian Ashby married to Amara Quinn?", False),
    ("Did The Silent River win the Golden Lantern Award?", True),
    ("Did Glass Harbor win the Silver Compass Award?", False),
    ("Was Starfall Station released after 2020?", True), ("Was Northern Lights Cafe released after 2000?", False),
    ("Is Lindholm the capital of Nortland?", True), ("Is Belmonte the capital of Estavia?", False),
    ("Did Midnight Protocol gross more than Ashes of Corvanne?", True),
    ("Did Helene Varga produce Starfall Station?", False),
]


_name = kg_questions.name_under(R)  # an entity by its local name (``Marta_Velkova``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, _YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("films", KG_FILE, QUESTIONS, _YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
