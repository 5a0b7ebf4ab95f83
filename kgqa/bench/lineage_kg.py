"""``python -m kgqa.bench.lineage_kg``: questions about a small invented family KG, one JSON object on stdout.

The KG is ``tests/candidates/data/lineage.ttl``: sixty-nine people over five generations (five
founding couples, their children, grandchildren and great-grandchildren, and the people they
married), with the thirteen cities, five countries and six languages they relate to, all invented
and written by hand in Turtle (646 triples). Entities live under
``http://lineage.example.org/resource/`` with readable snake_case local names (``zofia_strazyk``,
``kovadrin``, ``quillish``) and properties under ``http://lineage.example.org/property/`` in
snake_case (``has_father``, ``has_mother``, ``married_to``, ``born_in``, ``lives_in``,
``citizen_of``, ``speaks``, ``located_in``, ``capital``, ``official_language``, ``year_of_birth``,
``height_cm``). There is no ``rdf:type`` at all, and no gender property: every entity has exactly
one ``rdfs:label`` with an ``@en`` tag and nothing else naming it. Family relations are stored in
the child-to-parent direction only (``has_father``, ``has_mother``), so children, grandchildren and
siblings must be reached backwards; ``married_to`` is stored once per couple, from the husband to
the wife. ``located_in`` goes from a city to its country, ``capital`` and ``official_language``
from a country. ``year_of_birth`` and ``height_cm`` are ``xsd:integer``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("dad", "mother-in-law", "grandkids", "nationality"), mostly two and three hops
about named people, some typed the way users type (lowercase, no question mark, a tokenised
`` 's``). Where the answer is an entity, the answer is the entity (its IRI), not its name.

    python -m kgqa.bench.lineage_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "lineage.ttl"
BASE = "http://lineage.example.org/resource/"
PROP = "http://lineage.example.org/property/"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{PROP}{name}>"


FATHER, MOTHER, MARRIED = _p("has_father"), _p("has_mother"), _p("married_to")
PARENT = f"({FATHER}|{MOTHER})"  # a property path: either parent
BORN_IN, LIVES_IN, CITIZEN, SPEAKS = _p("born_in"), _p("lives_in"), _p("citizen_of"), _p("speaks")
LOCATED, CAPITAL, OFFICIAL = _p("located_in"), _p("capital"), _p("official_language")
YOB, HEIGHT = _p("year_of_birth"), _p("height_cm")

ZOFIA, TAMSIN, CASSIAN, PIM, RADOMIR = (
    _e(n) for n in ("zofia_strazyk", "tamsin_orsolay", "cassian_vennholt", "pim_strazyk", "radomir_strazyk"))
IDONY, CORVIN, NEVRA, ALARIC, BASTIEN = (
    _e(n) for n in ("idony_pellavine", "corvin_orsolay", "nevra_pellavine", "alaric_murovane", "bastien_strazyk"))
HALVARD, EDVAR, JUNIPER, LINNEA, BENEDIKT = (
    _e(n) for n in ("halvard_orsolay", "edvar_pellavine", "juniper_murovane", "linnea_pellavine",
                    "benedikt_murovane"))
FERDINAND, MAREN, KASIMIR, WILHELMINA, PETRONEL = (
    _e(n) for n in ("ferdinand_orsolay", "maren_vennholt", "kasimir_aubrecht", "wilhelmina_murovane",
                    "petronel_vennholt"))
MILO, AKSEL, NADJA, EMERIC, THEA, HELKA, CLEMENT = (
    _e(n) for n in ("milo_vennholt", "aksel_vennholt", "nadja_strazyk", "emeric_pellavine", "thea_vennholt",
                    "helka_strazyk", "clement_murovane"))
SULMET, KOVADRIN = _e("sulmet"), _e("kovadrin")
VELMARIA, QUILLONIA, THARSK, DORAVELLE, OSTREKAND = (
    _e(n) for n in ("velmaria", "quillonia", "tharsk", "doravelle", "ostrekand"))
SENNIC, THARSKAN = _e("sennic"), _e("tharskan")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("who is the father in law of emeric pellavine", "lists",
     f"SELECT ?x WHERE {{ {EMERIC} {MARRIED} ?w . ?w {FATHER} ?x }}"),
    ("what is zofia strazyk 's mother 's citizenship", "lists",
     f"SELECT ?x WHERE {{ {ZOFIA} {MOTHER} ?m . ?m {CITIZEN} ?x }}"),
    ("Which language does the husband of Tamsin Orsolay speak?", "lists",
     f"SELECT ?x WHERE {{ ?h {MARRIED} {TAMSIN} . ?h {SPEAKS} ?x }}"),
    ("Name the grandchildren of Cassian Vennholt.", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {PARENT} {CASSIAN} . ?x {PARENT} ?c }}"),
    ("who is pim strazyk's paternal grandfather", "lists",
     f"SELECT ?x WHERE {{ {PIM} {FATHER} ?f . ?f {FATHER} ?x }}"),
    ("Who are Radomir Strazyk's kids?", "lists", f"SELECT ?x WHERE {{ ?x {FATHER} {RADOMIR} }}"),
    ("Where was Idony Pellavine's mother born?", "lists",
     f"SELECT ?x WHERE {{ {IDONY} {MOTHER} ?m . ?m {BORN_IN} ?x }}"),
    ("In which country was Corvin Orsolay's wife born?", "lists",
     f"SELECT ?x WHERE {{ {CORVIN} {MARRIED} ?w . ?w {BORN_IN} ?c . ?c {LOCATED} ?x }}"),
    ("Who is Nevra Pellavine's maternal grandmother?", "lists",
     f"SELECT ?x WHERE {{ {NEVRA} {MOTHER} ?m . ?m {MOTHER} ?x }}"),
    ("Who are the brothers and sisters of Alaric Murovane?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {ALARIC} {PARENT} ?p . ?x {PARENT} ?p FILTER(?x != {ALARIC}) }}"),
    ("Which people were born in Sulmet?", "lists", f"SELECT ?x WHERE {{ ?x {BORN_IN} {SULMET} }}"),
    ("Who is the tallest person born in Tharsk?", "lists",
     f"SELECT ?x WHERE {{ ?x {BORN_IN} ?c ; {HEIGHT} ?h . ?c {LOCATED} {THARSK} }} ORDER BY DESC(?h) LIMIT 1"),
    ("What are the official languages of Quillonia?", "lists",
     f"SELECT ?x WHERE {{ {QUILLONIA} {OFFICIAL} ?x }}"),
    ("What is the capital of the country Bastien Strazyk is a citizen of?", "lists",
     f"SELECT ?x WHERE {{ {BASTIEN} {CITIZEN} ?c . ?c {CAPITAL} ?x }}"),
    ("who is the oldest grandchild of halvard orsolay", "lists",
     f"SELECT ?x WHERE {{ ?c {PARENT} {HALVARD} . ?x {PARENT} ?c ; {YOB} ?y }} ORDER BY ?y LIMIT 1"),
    ("Which of Edvar Pellavine's children never married?", "lists",
     f"SELECT ?x WHERE {{ ?x {FATHER} {EDVAR} "
     f"FILTER NOT EXISTS {{ ?x {MARRIED} ?a }} FILTER NOT EXISTS {{ ?b {MARRIED} ?x }} }}"),
    ("What languages do Juniper Murovane's parents speak?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {JUNIPER} {PARENT} ?p . ?p {SPEAKS} ?x }}"),
    ("Who is Linnea Pellavine's mother-in-law?", "lists",
     f"SELECT ?x WHERE {{ ?h {MARRIED} {LINNEA} . ?h {MOTHER} ?x }}"),
    ("which people speak sennic", "lists", f"SELECT ?x WHERE {{ ?x {SPEAKS} {SENNIC} }}"),
    ("Who is the eldest child of Benedikt Murovane?", "lists",
     f"SELECT ?x WHERE {{ ?x {FATHER} {BENEDIKT} ; {YOB} ?y }} ORDER BY ?y LIMIT 1"),
    ("Which cities are located in Velmaria?", "lists", f"SELECT ?x WHERE {{ ?x {LOCATED} {VELMARIA} }}"),
    ("How tall is Ferdinand Orsolay's wife in cm?", "lists",
     f"SELECT ?x WHERE {{ {FERDINAND} {MARRIED} ?w . ?w {HEIGHT} ?x }}"),
    ("In what year was Maren Vennholt's husband born?", "lists",
     f"SELECT ?x WHERE {{ ?h {MARRIED} {MAREN} . ?h {YOB} ?x }}"),
    ("Which grandparents of Kasimir Aubrecht were born in Doravelle?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {KASIMIR} {PARENT} ?p . ?p {PARENT} ?x . ?x {BORN_IN} ?c . "
     f"?c {LOCATED} {DORAVELLE} }}"),
    ("What is the official language of the country where Wilhelmina Murovane was born?", "lists",
     f"SELECT ?x WHERE {{ {WILHELMINA} {BORN_IN} ?c . ?c {LOCATED} ?k . ?k {OFFICIAL} ?x }}"),
    ("Who are the great-grandchildren of Petronel Vennholt?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {PARENT} {PETRONEL} . ?g {PARENT} ?c . ?x {PARENT} ?g }}"),
    ("who lives in kovadrin", "lists", f"SELECT ?x WHERE {{ ?x {LIVES_IN} {KOVADRIN} }}"),
    ("Who is Milo Vennholt's youngest child?", "lists",
     f"SELECT ?x WHERE {{ ?x {FATHER} {MILO} ; {YOB} ?y }} ORDER BY DESC(?y) LIMIT 1"),
    ("Which of Aksel Vennholt's cousins were born in Doravelle?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {AKSEL} {PARENT} ?p . ?p {PARENT} ?g . ?s {PARENT} ?g . ?x {PARENT} ?s . "
     f"?x {BORN_IN} ?c . ?c {LOCATED} {DORAVELLE} FILTER(?s != ?p) }}"),
    ("What nationality does Nadja Strazyk hold?", "lists", f"SELECT ?x WHERE {{ {NADJA} {CITIZEN} ?x }}"),
    ("How many children does Cassian Vennholt have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {FATHER} {CASSIAN} }}"),
    ("How many grandchildren does Radomir Strazyk have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?c {PARENT} {RADOMIR} . ?x {PARENT} ?c }}"),
    ("how many people were born in velmaria", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {BORN_IN} ?c . ?c {LOCATED} {VELMARIA} }}"),
    ("How tall is Halvard Orsolay?", "counts", f"SELECT ?n WHERE {{ {HALVARD} {HEIGHT} ?n }}"),
    ("In which year was Thea Vennholt's paternal grandfather born?", "counts",
     f"SELECT ?n WHERE {{ {THEA} {FATHER} ?f . ?f {FATHER} ?g . ?g {YOB} ?n }}"),
    ("How many languages does Helka Strazyk's husband speak?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?h {MARRIED} {HELKA} . ?h {SPEAKS} ?x }}"),
    ("How many people live in the capital of Ostrekand?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {OSTREKAND} {CAPITAL} ?c . ?x {LIVES_IN} ?c }}"),
    ("What is the average height of Clement Murovane's children?", "counts",
     f"SELECT (AVG(?h) AS ?n) WHERE {{ ?x {FATHER} {CLEMENT} ; {HEIGHT} ?h }}"),
    ("how many siblings does aksel vennholt have", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {AKSEL} {PARENT} ?p . ?x {PARENT} ?p FILTER(?x != {AKSEL}) }}"),
    ("How many people speak Tharskan?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SPEAKS} {THARSKAN} }}"),
]
YES_NO = [
    ("Is Ivo Strazyk the father of Bastien Strazyk?", True),
    ("Is Desmond Aubrecht Pim Strazyk's father?", False),
    ("Was Anneliese Vennholt born in Sulmet?", True),
    ("Was Teodor Vennholt born in Brenhaven?", False),
    ("Is Caspar Pellavine married to Zofia Strazyk?", True),
    ("Is Ferdinand Orsolay married to Juniper Murovane?", False),
    ("Was Juniper Murovane born before Corvin Orsolay?", True),
    ("Is Halvard Orsolay taller than Ferdinand Orsolay?", False),
    ("Does Tobiah Rennick speak Sennic?", True),
    ("Does Elodie Ashgrove speak Velmari?", False),
    ("Is Seraphine Murovane a grandmother of Kasimir Aubrecht?", True),
    ("Is Helka Strazyk Idony Pellavine's grandmother?", False),
    ("is velmari an official language of quillonia", True),
    ("Is Drumhallow the capital of Doravelle?", False),
    ("does rowena vennholt 's mother speak quillish", True),
    ("is wilhelmina murovane 's father a citizen of velmaria", False),
    ("Are Maren Vennholt and Sorrel Vennholt siblings?", True),
    ("Are Tamsin Orsolay and Juniper Murovane siblings?", False),
    ("Was Alaric Murovane's wife born in Tharsk?", True),
    ("Is Nadja Strazyk a citizen of Velmaria?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its local name (``zofia_strazyk``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("lineage", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
