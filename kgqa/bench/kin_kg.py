"""``python -m kgqa.bench.kin_kg``: questions about a small family and nationality KG, one JSON object on stdout.

The KG is ``tests/candidates/data/kin.ttl``: sixty-six invented people over four generations
(four founding couples, their children, grandchildren and great-grandchildren, and the people
they married), with thirteen cities in five countries, five languages and ten occupations, all
invented and written by hand in Turtle (665 triples). Its conventions differ from the other
bench KGs: entity IRIs are opaque ids under ``http://kin.example.net/id/`` (``P`` people, ``C``
cities, ``N`` countries, ``L`` languages, ``O`` occupations) and the thirteen relations are under
``http://kin.example.net/rel/`` with readable names and no labels (``father``, ``mother``,
``spouse``, ``gender``, ``birthYear``, ``deathYear``, ``birthPlace``, ``residence``,
``nationality``, ``occupation``, ``locatedIn``, ``capital``, ``officialLanguage``). Every entity
has only an ``rdfs:label`` (a plain English name, no language tag) and no other name. There is no
``rdf:type`` at all, not one triple. ``father`` and ``mother`` are stored from child to parent
only (children, siblings, cousins and grandchildren have to be found backwards); ``spouse`` is
stored in both directions; ``locatedIn`` goes from city to country, ``capital`` and
``officialLanguage`` from country. ``gender`` is a plain string ("male", "female"), years are
``xsd:integer``; ``residence`` is given for living people only and ``deathYear`` for the dead
only; some people have two nationalities.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
mostly two and three hops about named people ("what is anna kovel 's father 's nationality ?",
"Where was the wife of Erik Tendlow's eldest son born?"), with varied wording ("citizen of",
"does for a living", "dad 's side"), some typed the way users type (lowercase, no question mark,
a tokenised `` 's``). Where the answer is an entity, the answer is the entity (its IRI), not its
name.

    python -m kgqa.bench.kin_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "kin.ttl"
BASE = "http://kin.example.net/id/"
REL = "http://kin.example.net/rel/"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{REL}{name}>"


FATHER, MOTHER, SPOUSE, GENDER = _p("father"), _p("mother"), _p("spouse"), _p("gender")
BORN, DIED, BIRTHPLACE, LIVES = _p("birthYear"), _p("deathYear"), _p("birthPlace"), _p("residence")
NATIONALITY, JOB, IN_COUNTRY = _p("nationality"), _p("occupation"), _p("locatedIn")
CAPITAL, LANGUAGE = _p("capital"), _p("officialLanguage")
PARENT = f"({FATHER}|{MOTHER})"  # a child's parent, either one

OSKAR, HEDDA, RUBEN, SIGRUN, CASIMIR = (_e(n) for n in ("P1", "P2", "P3", "P6", "P7"))
MATTHIAS, GRETA, DMITAR, NADJA = _e("P9"), _e("P10"), _e("P13"), _e("P14")
ERIK, LINNEA, THEO = _e("P15"), _e("P16"), _e("P17")
ANNA, JONAS, PETRA, ALEKSI, YLVA, MAGNUS, LEILA = (_e(n) for n in ("P22", "P23", "P24", "P25", "P26", "P27",
                                                                 "P28"))
DARIO, IDRIS, KASIMIR, MARIAM = _e("P30"), _e("P32"), _e("P34"), _e("P41")
LIAM, EMIL, SELMA, RAFAEL = _e("P44"), _e("P46"), _e("P47"), _e("P48")
JUNO, CYRIL, MILA, VIKTOR = _e("P51"), _e("P52"), _e("P55"), _e("P56")
FROSTVIK, VARNHOLT = _e("C8"), _e("C12")
VELMORA, OSTRELUND, TAMSARIA, DREVNIA = _e("N1"), _e("N3"), _e("N4"), _e("N5")
SURGEON = _e("O2")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("what is anna kovel 's father 's nationality ?", "lists",
     f"SELECT ?x WHERE {{ {ANNA} {FATHER} ?f . ?f {NATIONALITY} ?x }}"),
    ("Who are the grandchildren of Oskar Kovel?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {PARENT} {OSKAR} . ?x {PARENT} ?c }}"),
    ("Where was the wife of Erik Tendlow's eldest son born?", "lists",
     f"SELECT ?x WHERE {{ {{ SELECT ?s WHERE {{ ?s {FATHER} {ERIK} ; {GENDER} \"male\" ; {BORN} ?y }} "
     f"ORDER BY ?y LIMIT 1 }} ?s {SPOUSE} ?w . ?w {BIRTHPLACE} ?x }}"),
    ("who is the mother of dario kovel", "lists", f"SELECT ?x WHERE {{ {DARIO} {MOTHER} ?x }}"),
    ("Who are Greta Kovel's children?", "lists", f"SELECT ?x WHERE {{ ?x {MOTHER} {GRETA} }}"),
    ("In which city does Leila Tendlow's husband live?", "lists",
     f"SELECT ?x WHERE {{ {LEILA} {SPOUSE} ?h . ?h {LIVES} ?x }}"),
    ("what language is spoken in the country where ylva marrish was born", "lists",
     f"SELECT ?x WHERE {{ {YLVA} {BIRTHPLACE} ?c . ?c {IN_COUNTRY} ?k . ?k {LANGUAGE} ?x }}"),
    ("Who are the siblings of Jonas Kovel?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {JONAS} {FATHER} ?f . ?x {FATHER} ?f FILTER(?x != {JONAS}) }}"),
    ("What does Liam Tendlow's mother do for a living?", "lists",
     f"SELECT ?x WHERE {{ {LIAM} {MOTHER} ?m . ?m {JOB} ?x }}"),
    ("Who is the oldest grandchild of Ruben Marrish?", "lists",
     f"SELECT ?x WHERE {{ ?c {PARENT} {RUBEN} . ?x {PARENT} ?c ; {BORN} ?y }} ORDER BY ?y LIMIT 1"),
    ("Which of Theo Quillon's children was born in Ostrelund?", "lists",
     f"SELECT ?x WHERE {{ ?x {FATHER} {THEO} ; {BIRTHPLACE} ?c . ?c {IN_COUNTRY} {OSTRELUND} }}"),
    ("what is the capital of magnus tendlow 's wife 's country", "lists",
     f"SELECT ?x WHERE {{ {MAGNUS} {SPOUSE} ?w . ?w {NATIONALITY} ?k . ?k {CAPITAL} ?x }}"),
    ("Who is the paternal grandfather of Selma Kovel?", "lists",
     f"SELECT ?x WHERE {{ {SELMA} {FATHER} ?f . ?f {FATHER} ?x }}"),
    ("Who is Rafael Marrish's maternal grandmother?", "lists",
     f"SELECT ?x WHERE {{ {RAFAEL} {MOTHER} ?m . ?m {MOTHER} ?x }}"),
    ("Who was born in Frostvik?", "lists", f"SELECT ?x WHERE {{ ?x {BIRTHPLACE} {FROSTVIK} }}"),
    ("List the children of Idris Quillon and Mariam Tollevar.", "lists",
     f"SELECT ?x WHERE {{ ?x {FATHER} {IDRIS} ; {MOTHER} {MARIAM} }}"),
    ("Which of Anna Kovel's children are citizens of Velmora?", "lists",
     f"SELECT ?x WHERE {{ ?x {MOTHER} {ANNA} ; {NATIONALITY} {VELMORA} }}"),
    ("Where do Sigrun Tendlow's grandchildren live?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {MOTHER} {SIGRUN} . ?g {PARENT} ?c . ?g {LIVES} ?x }}"),
    ("Who is the youngest child of Matthias Kovel?", "lists",
     f"SELECT ?x WHERE {{ ?x {FATHER} {MATTHIAS} ; {BORN} ?y }} ORDER BY DESC(?y) LIMIT 1"),
    ("who married nadja marrish 's nieces", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {NADJA} {FATHER} ?p . ?s {FATHER} ?p FILTER(?s != {NADJA}) "
     f"?n {PARENT} ?s ; {GENDER} \"female\" ; {SPOUSE} ?x }}"),
    ("What occupation do Dmitar Marrish and his son have in common?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {DMITAR} {JOB} ?x . ?s {FATHER} {DMITAR} ; {GENDER} \"male\" ; {JOB} ?x }}"),
    ("When was Kasimir Orloy's father born?", "lists",
     f"SELECT ?x WHERE {{ {KASIMIR} {FATHER} ?f . ?f {BORN} ?x }}"),
    ("in what year did hedda kovel 's husband die", "lists",
     f"SELECT ?x WHERE {{ {HEDDA} {SPOUSE} ?h . ?h {DIED} ?x }}"),
    ("Which people live in the capital of Tamsaria?", "lists",
     f"SELECT ?x WHERE {{ {TAMSARIA} {CAPITAL} ?c . ?x {LIVES} ?c }}"),
    ("Who is older, Jonas Kovel or Aleksi Marrish?", "lists",
     f"SELECT ?x WHERE {{ VALUES ?x {{ {JONAS} {ALEKSI} }} ?x {BORN} ?y }} ORDER BY ?y LIMIT 1"),
    ("Which great-grandchildren of Casimir Quillon were born in Tamsaria?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {PARENT} {CASIMIR} . ?g {PARENT} ?c . ?x {PARENT} ?g ; {BIRTHPLACE} ?b . "
     f"?b {IN_COUNTRY} {TAMSARIA} }}"),
    ("What nationality does Viktor Kovel's mother have?", "lists",
     f"SELECT ?x WHERE {{ {VIKTOR} {MOTHER} ?m . ?m {NATIONALITY} ?x }}"),
    ("who is juno hask 's mother 's father", "lists",
     f"SELECT ?x WHERE {{ {JUNO} {MOTHER} ?m . ?m {FATHER} ?x }}"),
    ("who are emil kovel 's cousins on his dad 's side", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {EMIL} {FATHER} ?f . ?f {FATHER} ?g . ?u {FATHER} ?g FILTER(?u != ?f) "
     f"?x {PARENT} ?u }}"),
    ("Which surgeons were born before 1940?", "lists",
     f"SELECT ?x WHERE {{ ?x {JOB} {SURGEON} ; {BORN} ?y FILTER(?y < 1940) }}"),
    ("How many children did Oskar and Hedda Kovel have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {FATHER} {OSKAR} ; {MOTHER} {HEDDA} }}"),
    ("How many grandchildren does Linnea Tendlow have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?c {MOTHER} {LINNEA} . ?x {PARENT} ?c }}"),
    ("How many people were born in Drevnia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {BIRTHPLACE} ?c . ?c {IN_COUNTRY} {DREVNIA} }}"),
    ("How old was Oskar Kovel when he died?", "counts",
     f"SELECT ((?d - ?b) AS ?n) WHERE {{ {OSKAR} {BORN} ?b ; {DIED} ?d }}"),
    ("How many siblings does Petra Kovel have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {PETRA} {FATHER} ?f . ?x {FATHER} ?f FILTER(?x != {PETRA}) }}"),
    ("how many people live in varnholt", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {LIVES} {VARNHOLT} }}"),
    ("how many nationalities does mila kovel have", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {MILA} {NATIONALITY} ?x }}"),
    ("How many of Ruben Marrish's grandchildren are women?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?c {PARENT} {RUBEN} . ?x {PARENT} ?c ; {GENDER} \"female\" }}"),
    ("How many official languages does the country of Cyril Hask's father have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {CYRIL} {FATHER} ?f . ?f {NATIONALITY} ?k . ?k {LANGUAGE} ?x }}"),
    ("How many children does Anna Kovel's husband have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {ANNA} {SPOUSE} ?h . ?x {PARENT} ?h }}"),
]
YES_NO = [
    ("Is Matthias Kovel the father of Anna Kovel?", True),
    ("Is Dmitar Marrish the father of Petra Kovel?", False),
    ("Was Liam Tendlow born in Lunsk?", True),
    ("was freya tendlow born in lunsk", False),
    ("Is Noor Quillon married to Aleksi Marrish?", True),
    ("Is Ylva Marrish married to Bastien Ferroux?", False),
    ("Is Greta Kovel older than her brother Lorenz?", True),
    ("Was Erik Tendlow born after his sister Linnea?", False),
    ("Is Oskar Kovel a great-grandfather of Emil Kovel?", True),
    ("Is Anders Tendlow a grandfather of Noor Quillon?", False),
    ("is dario kovel a citizen of drevnia", True),
    ("is selma kovel a citizen of kastrovia", False),
    ("Is Yara Quillon's mother a schoolteacher?", True),
    ("Is Hanne Orloy's mother a violinist?", False),
    ("Does Ines Marrish live in the capital of Tamsaria?", True),
    ("Does Tobias Marrish live in the capital of Kastrovia?", False),
    ("Are Jonas Kovel and Petra Kovel siblings?", True),
    ("Are Kasimir Orloy and Dario Kovel brothers?", False),
    ("did sigrun tendlow die after her husband", True),
    ("Was Lorenz Kovel's wife born in Kastrovia?", False),
]


_name = kg_questions.name_under(BASE)  # an entity by the rest of its IRI (``P22``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("kin", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
