"""``python -m kgqa.bench.laureates_kg``: questions about a small prize-foundation KG in the shape of the Nobel
Prize linked data, one JSON object on stdout.

The KG is ``tests/candidates/data/laureates.ttl``: a partial export of the linked data an invented
prize foundation might publish for "the Halvorsen Prizes" (awarded since 1920 in Physics, Chemistry,
Physiology or Medicine, Literature and Peace), shaped like data.nobelprize.org's dump and written
by hand in Turtle (915 triples). Entities are under ``http://data.halvorsenprize.example/resource/``
(written against an ``@base``): 24 laureates (``laureate/17``, numbered with gaps), 26 laureate
awards (``laureateaward/620``), 19 prizes (``prize/Physics/1931``; medicine prizes are
``prize/Medicine/1950`` while their category is ``category/Physiology_or_Medicine``), five
categories, nine universities (``university/Orrvik_University``) and seven countries
(``country/Kestoria``); the foundation's terms are under ``http://data.halvorsenprize.example/terms/``
(classes ``Laureate``, ``LaureateAward``, ``Prize``, ``Category``, ``University``, and properties
``laureate``, ``category``, ``year``, ``motivation``, ``share``, ``sortOrder``, ``laureateAward``,
``university``, ``halvorsenPrize``, each declared with an English ``rdfs:label``). Each award is
reified as in the real dump: a ``terms:Prize`` (also ``dbo:Award``) has an ``rdfs:label`` ("Halvorsen
Prize in Physiology or Medicine 1950"@en), ``terms:category``, ``terms:year`` (``xsd:integer``),
``terms:laureate`` and ``terms:laureateAward`` to each of its laureates and awards and
``dcterms:hasPart`` to the awards; a ``terms:LaureateAward`` (also ``dbo:Award``) has a label
("Mila Dovran, Halvorsen Prize in Chemistry 1954"@en), ``terms:laureate``, ``terms:category``,
``terms:year``, ``terms:motivation`` (an ``@en`` string), ``terms:share`` (1, 2 or 4: the
laureate's prize is one ``share``-th), ``terms:sortOrder``, ``terms:university`` (affiliation; none
for Literature and Peace, two for one laureate) and ``dcterms:isPartOf`` its prize. Laureates
link back with ``terms:laureateAward`` and ``terms:halvorsenPrize``. 22 laureates are
``foaf:Person``s (seven women) with ``rdfs:label``, ``foaf:name``, ``foaf:givenName``,
``foaf:familyName``, ``foaf:gender`` ("male"/"female"), ``foaf:birthday`` and a
``dbp:dateOfDeath`` (``xsd:date``, missing for the four still alive), and ``dbo:birthPlace`` and
``dbo:deathPlace`` to DBpedia-like city resources (``http://dbpedia.example/resource/Port_Aldric``,
with an ``@en`` label and ``dbo:country`` to a country resource); two are ``foaf:Organization``s
with only ``rdfs:label`` and ``foaf:name``. Laureates have ``owl:sameAs`` links to invented DBpedia
and Wikidata IRIs; universities have a label and a ``dbo:city``; countries have an ``@en`` label
and ``owl:sameAs``. Untidy as a real dump is: one laureate's ``foaf:givenName`` has a middle name
his ``foaf:name`` lacks, one has no death place, two cities have no ``rdf:type``, a city is called
Eskarn City in the country Eskarn, co-laureates share one motivation string, award labels repeat
the laureate's name, one laureate and one organisation have two awards, and most years have no
prize in most categories (1954 and 1962 have two).

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_laureates_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a reader, journalist or historian of science would ask them,
not phrased after the property names ("Who shared the 1954 chemistry prize?", "Which university
was Matthias Oberlin at when he won?", "still alive", "born first"): one-hop lookups both ways
(who won a prize, which prizes someone won, who died in a city), two- and three-hop chains through
the reified awards (affiliation, the affiliation's city and country, birth city and country),
class questions (women, organisations), superlatives (first and latest winner, born first,
youngest at the award as award year minus birth year), thresholds on years and dates, shared and
unshared prizes, multiple winners, counts per category, city and country, and yes/no comparisons
of two laureates' ages. Some are typed carelessly (lower case, no question mark, " 's ", a short
name such as "Port Aldric Tech" or "the Refugee Office", one misspelt name). Where the answer is an
entity, the answer is the entity (``laureate/17``, ``prize/Chemistry/1954``; a city as its full
DBpedia-like IRI), not its name; a year or a date as written.

    python -m kgqa.bench.laureates_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "laureates.ttl"
BASE = "http://data.halvorsenprize.example/resource/"
TERMS = "http://data.halvorsenprize.example/terms/"
DBR = "http://dbpedia.example/resource/"
DBO = "http://dbpedia.example/ontology/"
DBP = "http://dbpedia.example/property/"
FOAF = "http://xmlns.com/foaf/0.1/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _t(name: str) -> str:
    return f"<{TERMS}{name}>"


def _city(name: str) -> str:
    return f"<{DBR}{name}>"


AWARD_CLASS, PRIZE_CLASS, UNIVERSITY_CLASS = _t("LaureateAward"), _t("Prize"), _t("University")
LAUREATE, CATEGORY, YEAR, MOTIVATION, SHARE, UNIVERSITY, PRIZE = (
    _t(n) for n in ("laureate", "category", "year", "motivation", "share", "university", "halvorsenPrize"))
PERSON, ORGANIZATION, GENDER, BIRTHDAY = (f"<{FOAF}{n}>" for n in ("Person", "Organization", "gender", "birthday"))
BIRTHPLACE, DEATHPLACE, COUNTRY, CITY = (f"<{DBO}{n}>" for n in ("birthPlace", "deathPlace", "country", "city"))
DEATH = f"<{DBP}dateOfDeath>"

PHYSICS, CHEMISTRY, MEDICINE, LITERATURE, PEACE = (
    _e(f"category/{c}") for c in ("Physics", "Chemistry", "Physiology_or_Medicine", "Literature", "Peace"))
ARVENLAND, KESTORIA, LUMERIA = _e("country/Arvenland"), _e("country/Kestoria"), _e("country/Lumeria")
TESSBY, CALVESSE, HALMSTRAND = _city("Tessby"), _city("Calvesse"), _city("Halmstrand")
BRANNICK_UNI, KESTERBURG_UNI = _e("university/Brannick_University"), _e("university/University_of_Kesterburg")

(FERRANT, OBERLIN, CRELL, AASVOLD, BREKKE, DRACHE, STELLAN, FERNHOLM, WEIL, ILVAR, REFUGEE_OFFICE) = (
    _e(f"laureate/{n}") for n in (1, 4, 7, 17, 33, 52, 80, 88, 71, 94, 45))


def prize(category: str, y: int) -> str:
    """A prize node by its IRI (``prize/Physics/1931``; medicine is ``Medicine``)."""
    return _e(f"prize/{category}/{y}")


def award(a: str, who: str) -> str:
    """``a`` is a laureate award of ``who`` (prize nodes also carry ``terms:laureate``)."""
    return f"{a} {RDF_TYPE} {AWARD_CLASS} ; {LAUREATE} {who} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # who won what
    ("who won the physics prize in 1931", "lists", f"SELECT ?x WHERE {{ {prize('Physics', 1931)} {LAUREATE} ?x }}"),
    ("Which Halvorsen Prizes has Henrike Aasvold won?", "lists", f"SELECT ?x WHERE {{ {AASVOLD} {PRIZE} ?x }}"),
    ("Who shared the 1954 chemistry prize?", "lists",
     f"SELECT ?x WHERE {{ {prize('Chemistry', 1954)} {LAUREATE} ?x }}"),
    ("who got the peace prize in 1983", "lists", f"SELECT ?x WHERE {{ {prize('Peace', 1983)} {LAUREATE} ?x }}"),
    ("In which category did Magda Ilvar win her prize?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', ILVAR)} ?a {CATEGORY} ?x }}"),
    ("Which prizes were awarded in 1954?", "lists", f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PRIZE_CLASS} ; {YEAR} 1954 }}"),
    ("Why was Sebastian Crell awarded the Halvorsen Prize?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', CRELL)} ?a {MOTIVATION} ?x }}"),
    ("Who has won more than one Halvorsen Prize?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', '?x')} }} GROUP BY ?x HAVING (COUNT(DISTINCT ?a) > 1)"),
    ("Which laureates got an unshared Halvorsen Prize in Medicine?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', '?x')} ?a {CATEGORY} {MEDICINE} ; {SHARE} 1 }}"),
    ("Who won a Halvorsen Prize before 1925?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {award('?a', '?x')} ?a {YEAR} ?y FILTER(?y < 1925) }}"),
    ("Who was the first winner of the Halvorsen Prize in Literature?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', '?x')} ?a {CATEGORY} {LITERATURE} ; {YEAR} ?y }} ORDER BY ?y LIMIT 1"),
    ("Who was the most recent winner of the physics prize?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', '?x')} ?a {CATEGORY} {PHYSICS} ; {YEAR} ?y }} ORDER BY DESC(?y) LIMIT 1"),
    # people: women, organisations, life dates and places
    ("Which women have won the Halvorsen Prize in Physics?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {award('?a', '?x')} ?a {CATEGORY} {PHYSICS} . ?x {GENDER} \"female\" }}"),
    ("Which women won a Halvorsen Prize after 1950?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {award('?a', '?x')} ?a {YEAR} ?y . ?x {GENDER} \"female\" FILTER(?y > 1950) }}"),
    ("which organisations have won the peace prize", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {ORGANIZATION} . {award('?a', '?x')} ?a {CATEGORY} {PEACE} }}"),
    ("where was jonas brekke born", "lists", f"SELECT ?x WHERE {{ {BREKKE} {BIRTHPLACE} ?x }}"),
    ("In which country was Ivo Stellan born?", "lists",
     f"SELECT ?x WHERE {{ {STELLAN} {BIRTHPLACE} ?c . ?c {COUNTRY} ?x }}"),
    ("what is konrad weil 's date of birth", "lists", f"SELECT ?x WHERE {{ {WEIL} {BIRTHDAY} ?x }}"),
    ("Which laureates were born in Kestoria?", "lists",
     f"SELECT ?x WHERE {{ ?x {BIRTHPLACE} ?c . ?c {COUNTRY} {KESTORIA} }}"),
    ("Which laureates died in Calvesse?", "lists", f"SELECT ?x WHERE {{ ?x {DEATHPLACE} {CALVESSE} }}"),
    ("Which laureates died in the city where they were born?", "lists",
     f"SELECT ?x WHERE {{ ?x {BIRTHPLACE} ?c ; {DEATHPLACE} ?c }}"),
    ("Which Halvorsen laureates are still alive?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PERSON} FILTER NOT EXISTS {{ ?x {DEATH} ?d }} }}"),
    ("Which laureate was born first?", "lists", f"SELECT ?x WHERE {{ ?x {BIRTHDAY} ?b }} ORDER BY ?b LIMIT 1"),
    # the age at the award: the award year less the birth year
    ("Who was the youngest laureate at the time of the award?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', '?x')} ?a {YEAR} ?y . ?x {BIRTHDAY} ?b }} ORDER BY (?y - YEAR(?b)) LIMIT 1"),
    ("In which countries were the chemistry laureates born?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {award('?a', '?l')} ?a {CATEGORY} {CHEMISTRY} . ?l {BIRTHPLACE} ?c . "
      f"?c {COUNTRY} ?x }}")),
    # affiliations
    ("Which university was Matthias Oberlin at when he won his prize?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', OBERLIN)} ?a {UNIVERSITY} ?x }}"),
    ("In which city was Lukas Fernholm working when he won the Halvorsen Prize?", "lists",
     f"SELECT ?x WHERE {{ {award('?a', FERNHOLM)} ?a {UNIVERSITY} ?u . ?u {CITY} ?x }}"),
    ("Which laureates were affiliated with Brannick University?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {award('?a', '?x')} ?a {UNIVERSITY} {BRANNICK_UNI} }}"),
    ("Which universities are in Lumeria?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {UNIVERSITY_CLASS} ; {CITY} ?c . ?c {COUNTRY} {LUMERIA} }}"),
    ("Which laureates won for work done at a university in Arvenland?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {award('?a', '?x')} ?a {UNIVERSITY} ?u . ?u {CITY} ?c . ?c {COUNTRY} {ARVENLAND} }}"),
    # counts and one stored number
    ("How many people have won the Halvorsen Prize in Physics?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {award('?a', '?x')} ?a {CATEGORY} {PHYSICS} }}"),
    ("How many women have won a Halvorsen Prize?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {award('?a', '?x')} ?x {GENDER} \"female\" }}"),
    ("How many Halvorsen laureates were born in Arvenland?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {BIRTHPLACE} ?c . ?c {COUNTRY} {ARVENLAND} }}"),
    ("In what year did Ivo Stellan win the Halvorsen Prize?", "counts",
     f"SELECT ?n WHERE {{ {award('?a', STELLAN)} ?a {YEAR} ?n }}"),
    ("How many times has the Refugee Office won the peace prize?", "counts",
     f"SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ {award('?a', REFUGEE_OFFICE)} ?a {CATEGORY} {PEACE} }}"),
    ("How many laureates shared the 1947 physics prize?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {prize('Physics', 1947)} {LAUREATE} ?x }}"),
    ("How many Literature prizes have been awarded?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {PRIZE_CLASS} ; {CATEGORY} {LITERATURE} }}"),
    ("How many laureates were affiliated with the University of Kesterburg?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {award('?a', '?x')} ?a {UNIVERSITY} {KESTERBURG_UNI} }}"),
    ("how many halvorsen laureates died in halmstrand", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {DEATHPLACE} {HALMSTRAND} }}"),
    ("How many Halvorsen laureates are organisations?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {ORGANIZATION} ; {PRIZE} ?p }}"),
]
YES_NO = [
    ("Did Henrike Aasvold win the chemistry prize?", True),
    ("Did Pieter Kallenbach win the chemistry prize?", False),
    ("Was Odile Ferrant born in Sant Oriel?", True),
    ("Was Mila Dovran born in Calvesse?", False),
    ("Was the 1931 physics prize shared?", True),
    ("Was the 1971 medicine prize shared?", False),
    ("Is Linnea Harrowgate younger than Oren Talvik?", True),
    ("Was Matthias Oberlin older than Gustav Ebberling?", False),
    ("Has the International Refugee Office won the Peace Prize more than once?", True),
    ("has lukas fernholm won more than one halvorsen prize", False),
    ("Was a physics prize awarded in 1947?", True),
    ("Was the peace prize awarded in 1940?", False),
    ("Did Anselm Drache work at Port Aldric Tech?", True),
    ("Was Dario Montessant affiliated with Mirau Medical College?", False),
    ("Is Brannick University in Brannholt?", True),
    ("Is Tavrin Polytechnic in Eskarn?", False),
    ("Did Sebastian Crell die before 1935?", True),
    ("Did Jonas Brekke die after 1960?", False),
    ("Was Bettina Sorell under 35 when she won her prize?", True),
    # the laureate's name misspelt on purpose: "Stellan" is the stored one
    ("Did Ivo Stelan win the literature prize before 1950?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its path under resource/ (``laureate/17``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("laureates", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
