"""``python -m kgqa.bench.book_kg``: questions about a small Wikidata-like book KG, one JSON object
on stdout.

The KG is ``tests/candidates/data/books.ttl``: invented books, their authors and publishers, and
the universities, cities, countries, genres and awards around them, in Wikidata's shape (opaque
entity ids ``Q…`` and property ids ``P…``, an English ``rdfs:label`` on everything, typing only
through ``P31`` "instance of", no ``rdf:type``), with dates, page counts and populations. The
questions were written by hand in plain English, as a user of such a KG would ask them, without
reading the engine's code and before running it: a blind regression figure, not a held-out set
and not tuned for. Where the answer is an entity, the answer is the entity (its IRI), not its
name.

    python -m kgqa.bench.book_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "books.ttl"
E = "http://example.org/wd/entity/"
P = "http://example.org/wd/prop/"


def _q(n: int) -> str:
    return f"<{E}Q{n}>"


def _p(n: int) -> str:
    return f"<{P}P{n}>"


INSTANCE_OF, AUTHOR, PUBLISHED, PUBLISHER, GENRE, PAGES = _p(31), _p(50), _p(577), _p(123), _p(136), _p(1104)
FOLLOWS, BORN_IN, BIRTH_DATE, EDUCATED_AT, CITIZEN_OF = _p(155), _p(19), _p(569), _p(69), _p(27)
SPOUSE, AWARD, INFLUENCED_BY, COUNTRY, CAPITAL, POPULATION, HQ = (
    _p(26), _p(166), _p(737), _p(17), _p(36), _p(1082), _p(159))
NOVEL, CITY, UNIVERSITY, PUBLISHER_CLASS = _q(8261), _q(515), _q(3918), _q(2085381)
VELORIA, ESTMARK = _q(2001), _q(2002)
LORNCASTLE, SKARVIK = _q(3001), _q(3007)
LORNCASTLE_UNI, KESSELMARK_UNI = _q(4001), _q(4003)
BLUEFEN, NORTHLIGHT = _q(5002), _q(5004)
SCIFI, CRIME, FANTASY = _q(6001), _q(6002), _q(6004)
GOLDEN_QUILL = _q(7001)
KELLINGHAM, RENWICK, KORVATH, DREY, VESCARI, AASVIK = (_q(n) for n in (8001, 8002, 8003, 8004, 8006, 8007))
GLASS_MERIDIAN, SALT_AND_LANTERNS, IRON_ORCHARD, SALT_CATHEDRAL = _q(1001), _q(1002), _q(1006), _q(1010)
FROST_ARCHIVE, MONSOON_LEDGER, CINDER_ROAD, GLASSWING = _q(1014), _q(1017), _q(1019), _q(1022)

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who wrote The Glass Meridian?", "lists", f"SELECT ?x WHERE {{ {GLASS_MERIDIAN} {AUTHOR} ?x }}"),
    ("Which books did Ilse Korvath write?", "lists", f"SELECT ?x WHERE {{ ?x {AUTHOR} {KORVATH} }}"),
    ("Where was the author of Frost Archive born?", "lists",
     f"SELECT ?x WHERE {{ {FROST_ARCHIVE} {AUTHOR} ?a . ?a {BORN_IN} ?x }}"),
    ("Which novels were published by Bluefen Press after 2015?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {NOVEL} ; {PUBLISHER} {BLUEFEN} ; {PUBLISHED} ?d "
     f"FILTER(YEAR(?d) > 2015) }}"),
    ("What is the longest book by Marta Kellingham?", "lists",
     f"SELECT ?x WHERE {{ ?x {AUTHOR} {KELLINGHAM} ; {PAGES} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which authors studied at Kesselmark University?", "lists",
     f"SELECT ?x WHERE {{ ?x {EDUCATED_AT} {KESSELMARK_UNI} }}"),
    ("What is the country of citizenship of the author of The Monsoon Ledger?", "lists",
     f"SELECT ?x WHERE {{ {MONSOON_LEDGER} {AUTHOR} ?a . ?a {CITIZEN_OF} ?x }}"),
    ("Who influenced Dario Vescari?", "lists", f"SELECT ?x WHERE {{ {VESCARI} {INFLUENCED_BY} ?x }}"),
    ("Give me all science fiction books.", "lists", f"SELECT ?x WHERE {{ ?x {GENRE} {SCIFI} }}"),
    ("When was Salt and Lanterns published?", "lists", f"SELECT ?x WHERE {{ {SALT_AND_LANTERNS} {PUBLISHED} ?x }}"),
    ("How many pages does The Iron Orchard have?", "lists", f"SELECT ?x WHERE {{ {IRON_ORCHARD} {PAGES} ?x }}"),
    ("Who published Glasswing?", "lists", f"SELECT ?x WHERE {{ {GLASSWING} {PUBLISHER} ?x }}"),
    ("Where is Northlight Books headquartered?", "lists", f"SELECT ?x WHERE {{ {NORTHLIGHT} {HQ} ?x }}"),
    ("What is the capital of Estmark?", "lists", f"SELECT ?x WHERE {{ {ESTMARK} {CAPITAL} ?x }}"),
    ("Who is Tobias Renwick married to?", "lists", f"SELECT ?x WHERE {{ {RENWICK} {SPOUSE} ?x }}"),
    ("When was Sigrun Aasvik born?", "lists", f"SELECT ?x WHERE {{ {AASVIK} {BIRTH_DATE} ?x }}"),
    ("Which authors were born in Lorncastle?", "lists", f"SELECT ?x WHERE {{ ?x {BORN_IN} {LORNCASTLE} }}"),
    ("List the books published by Northlight Books.", "lists", f"SELECT ?x WHERE {{ ?x {PUBLISHER} {NORTHLIGHT} }}"),
    ("Which crime novels came out after 2000?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {NOVEL} ; {GENRE} {CRIME} ; {PUBLISHED} ?d FILTER(YEAR(?d) > 2000) }}"),
    ("Which writers were influenced by Anselm Drey?", "lists", f"SELECT ?x WHERE {{ ?x {INFLUENCED_BY} {DREY} }}"),
    ("Which book was published first?", "lists",
     f"SELECT ?x WHERE {{ ?x {PUBLISHED} ?d }} ORDER BY ?d LIMIT 1"),
    ("Which novel has the most pages?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {NOVEL} ; {PAGES} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("In which country was the author of The Salt Cathedral born?", "lists",
     f"SELECT ?x WHERE {{ {SALT_CATHEDRAL} {AUTHOR} ?a . ?a {BORN_IN} ?c . ?c {COUNTRY} ?x }}"),
    ("Which awards did Sigrun Aasvik receive?", "lists", f"SELECT ?x WHERE {{ {AASVIK} {AWARD} ?x }}"),
    ("Which books won the Golden Quill Prize?", "lists", f"SELECT ?x WHERE {{ ?x {AWARD} {GOLDEN_QUILL} }}"),
    ("Which authors were born before 1950?", "lists",
     f"SELECT ?x WHERE {{ ?x {BIRTH_DATE} ?d FILTER(YEAR(?d) < 1950) }}"),
    ("Which city has the largest population?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {CITY} ; {POPULATION} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("What genre is The Cinder Road?", "lists", f"SELECT ?x WHERE {{ {CINDER_ROAD} {GENRE} ?x }}"),
    ("Which publishers are based in Veloria?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {PUBLISHER_CLASS} ; {COUNTRY} {VELORIA} }}"),
    ("Which book is the sequel to The Iron Orchard?", "lists", f"SELECT ?x WHERE {{ ?x {FOLLOWS} {IRON_ORCHARD} }}"),
    ("How many books did Marta Kellingham write?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {AUTHOR} {KELLINGHAM} }}"),
    ("How many authors were born in Skarvik?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {BORN_IN} {SKARVIK} }}"),
    ("How many novels did Bluefen Press publish?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {INSTANCE_OF} {NOVEL} ; {PUBLISHER} {BLUEFEN} }}"),
    ("How many fantasy books are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {GENRE} {FANTASY} }}"),
    ("How many universities are there in Veloria?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {INSTANCE_OF} {UNIVERSITY} ; {COUNTRY} {VELORIA} }}"),
    ("What is the population of Veloria?", "counts", f"SELECT ?n WHERE {{ {VELORIA} {POPULATION} ?n }}"),
    ("What is the total number of pages of the books by Ilse Korvath?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ ?x {AUTHOR} {KORVATH} ; {PAGES} ?p }}"),
    ("What is the average page count of Sigrun Aasvik's books?", "counts",
     f"SELECT (AVG(?p) AS ?n) WHERE {{ ?x {AUTHOR} {AASVIK} ; {PAGES} ?p }}"),
    ("How many authors studied at the University of Lorncastle?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {EDUCATED_AT} {LORNCASTLE_UNI} }}"),
    ("How many books were published before 1980?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {PUBLISHED} ?d FILTER(YEAR(?d) < 1980) }}"),
]
_YES_NO = [
    ("Did Ilse Korvath write The Iron Orchard?", True), ("Did Tobias Renwick write Glasswing?", False),
    ("Was Eirik Tollefsen born in Skarvik?", True), ("Was Lucía Ferreira Monte born in Virelle?", False),
    ("Is Daughters of the Tide a novel?", True), ("Is The Whalers' Psalm a novel?", False),
    ("Does Ashes of the Pale Empire have more pages than The Clockmaker of Oderfeld?", True),
    ("Does Paper Harbour have more pages than Frost Archive?", False),
    ("Was The Ninth Fjord published before 2010?", True), ("Was Saffron and Static published before 2010?", False),
    ("Was Dario Vescari influenced by Marta Kellingham?", True),
    ("Was Eirik Tollefsen influenced by Anselm Drey?", False),
    ("Is Kesselmark the capital of Estmark?", True), ("Is Brennhaven the capital of Veloria?", False),
    ("Did The Monsoon Ledger win the Golden Quill Prize?", True),
    ("Did Glasswing receive the Aster Prize for Fiction?", False),
    ("Did Yara Benedetti study at Kesselmark University?", True),
    ("Did Rohan Mistral study at Skarvik University?", False),
    ("Was The Salt Cathedral published by Meridian House?", True),
    ("Was A Map of Small Fires published by Harrow & Quill?", False),
]


_name = kg_questions.name_under(E)  # an entity by its id (``Q1001``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, _YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("books", KG_FILE, QUESTIONS, _YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
