"""``python -m kgqa.bench.academia_kg``: questions about a small academic KG, one JSON object on stdout.

The KG is ``tests/candidates/data/academia.ttl``: twenty-five researchers in four generations of
doctoral advisors, eight universities, ten cities in five countries, twenty papers, five journals
and conferences, six research fields and four prizes, all invented and written by hand in Turtle
(461 triples). Its conventions differ from the other bench KGs: entities live under
``http://example.org/acad/`` and properties under ``http://example.org/acad/vocab#`` with
snake_case names and no labels (``doctoral_advisor``, ``works_at``, ``born_in``, ``birth_date``,
``located_in``, ``author``, ``published_in``, ``publication_year``, ``citation_count``, ``field``,
``award_received``, ``spouse``, ``cites``, ``capital``, ``population``, ``founded_year``,
``student_count``, ``first_awarded``). Researchers and papers are labelled only with
``skos:prefLabel``, everything else only with ``rdfs:label``. ``rdf:type`` is given for
universities, cities, countries and papers only (classes ``vocab#University``, ``vocab#City``,
``vocab#Country``, ``vocab#Paper``, labelled "university", "city", "country", "paper");
researchers, venues, fields and prizes are untyped. Numbers and years are ``xsd:integer``, birth
dates ``xsd:date``; each relation is stored in one direction only (``doctoral_advisor`` from
student to advisor, ``author`` from paper to researcher, ``spouse`` once per couple).

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("supervisor", "wrote", "teach"), one to three hops, some typed the way users
type (lowercase, no question mark, a tokenised `` 's``). Where the answer is an entity, the
answer is the entity (its IRI), not its name.

    python -m kgqa.bench.academia_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "academia.ttl"
A = "http://example.org/acad/"
V = A + "vocab#"


def _e(name: str) -> str:
    return f"<{A}{name}>"


def _p(name: str) -> str:
    return f"<{V}{name}>"


MIRA, ADA, OREN, NADIA, KASIMIR, RHEA = (
    _e(n) for n in ("Mira_Holt", "Ada_Kessler", "Oren_Falk", "Nadia_Ferrant", "Kasimir_Doyle", "Rhea_Dunmore"))
GRETA, TOMAS, YARA, LUCAN, IVO, ESME = (
    _e(n) for n in ("Greta_Lomond", "Tomas_Quill", "Yara_Thistlewood", "Lucan_Dray", "Ivo_Brannock",
                    "Esme_Varden"))
JUREK, BRAM = _e("Jurek_Ambry"), _e("Bram_Tallis")
THIN_SETS, PHONON_DRAG, PARSING, TOPOLOGICAL, SUPERCONDUCTING, ENSEMBLE = (
    _e(n) for n in ("Thin_Sets_and_Thick_Primes", "Phonon_Drag_at_Low_Temperature", "Parsing_Without_Trees",
                    "Topological_Defects_in_Thin_Films", "Superconducting_Stripes",
                    "Ensemble_Forecasts_of_Monsoon_Drift"))
LATTICE, KORVAN_REVIEW, TIDAL_ANNALS = (
    _e(n) for n in ("Journal_of_Lattice_Studies", "Korvan_Review_of_Physics", "Annals_of_Tidal_Ecology"))
SOLMERE_U, AMBERLANE_U, VIREL_U, OSTRETH_POLY = (
    _e(n) for n in ("Solmere_University", "Amberlane_University", "Virel_University", "Ostreth_Polytechnic"))
TARSK, ESTORIA, QUELLMARK = _e("Tarsk"), _e("Estoria"), _e("Quellmark")
OSTWICK, CALDERA = _e("Ostwick_Award"), _e("Caldera_Prize")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who supervised Mira Holt's PhD?", "lists", f"SELECT ?x WHERE {{ {MIRA} {_p('doctoral_advisor')} ?x }}"),
    ("Where was Mira Holt's doctoral advisor born?", "lists",
     f"SELECT ?x WHERE {{ {MIRA} {_p('doctoral_advisor')} ?a . ?a {_p('born_in')} ?x }}"),
    ("Where does Oren Falk teach?", "lists", f"SELECT ?x WHERE {{ {OREN} {_p('works_at')} ?x }}"),
    ("In which country is the university where Kasimir Doyle works?", "lists",
     f"SELECT ?x WHERE {{ {KASIMIR} {_p('works_at')} ?u . ?u {_p('located_in')} ?c . ?c {_p('located_in')} ?x }}"),
    ("Which papers has Rhea Dunmore written?", "lists", f"SELECT ?x WHERE {{ ?x {_p('author')} {RHEA} }}"),
    ("Where was the author of Thin Sets and Thick Primes born?", "lists",
     f"SELECT ?x WHERE {{ {THIN_SETS} {_p('author')} ?a . ?a {_p('born_in')} ?x }}"),
    ("Which researchers did Ada Kessler supervise?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('doctoral_advisor')} {ADA} }}"),
    ("which city was nadia ferrant 's advisor born in", "lists",
     f"SELECT ?x WHERE {{ {NADIA} {_p('doctoral_advisor')} ?a . ?a {_p('born_in')} ?x }}"),
    ("What is the capital of Quellmark?", "lists", f"SELECT ?x WHERE {{ {QUELLMARK} {_p('capital')} ?x }}"),
    ("Which researchers were born in Tarsk?", "lists", f"SELECT ?x WHERE {{ ?x {_p('born_in')} {TARSK} }}"),
    ("Which papers came out after 2018?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('publication_year')} ?y FILTER(?y > 2018) }}"),
    ("What is the most cited paper in the Korvan Review of Physics?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('published_in')} {KORVAN_REVIEW} ; {_p('citation_count')} ?c }} "
     f"ORDER BY DESC(?c) LIMIT 1"),
    ("Who works at Amberlane University?", "lists", f"SELECT ?x WHERE {{ ?x {_p('works_at')} {AMBERLANE_U} }}"),
    ("What prizes has Yara Thistlewood received?", "lists",
     f"SELECT ?x WHERE {{ {YARA} {_p('award_received')} ?x }}"),
    ("who is mira holt married to", "lists",
     f"SELECT ?x WHERE {{ {{ {MIRA} {_p('spouse')} ?x }} UNION {{ ?x {_p('spouse')} {MIRA} }} }}"),
    ("Which universities are in Estoria?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_p('University')} ; {_p('located_in')} ?c . ?c {_p('located_in')} {ESTORIA} }}"),
    ("What is Greta Lomond's research area?", "lists", f"SELECT ?x WHERE {{ {GRETA} {_p('field')} ?x }}"),
    ("Who has co-written a paper with Tomas Quill?", "lists",
     f"SELECT ?x WHERE {{ ?p {_p('author')} {TOMAS} , ?x FILTER(?x != {TOMAS}) }}"),
    ("which papers were written by nadia ferrant 's doctoral students", "lists",
     f"SELECT ?x WHERE {{ ?s {_p('doctoral_advisor')} {NADIA} . ?x {_p('author')} ?s }}"),
    ("Where do the winners of the Ostwick Award work?", "lists",
     f"SELECT ?x WHERE {{ ?r {_p('award_received')} {OSTWICK} ; {_p('works_at')} ?x }}"),
    ("Name the papers that cite Parsing Without Trees", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('cites')} {PARSING} }}"),
    ("Who is the oldest researcher at Solmere University?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('works_at')} {SOLMERE_U} ; {_p('birth_date')} ?d }} ORDER BY ?d LIMIT 1"),
    ("what country was the supervisor of esme varden born in", "lists",
     f"SELECT ?x WHERE {{ {ESME} {_p('doctoral_advisor')} ?a . ?a {_p('born_in')} ?c . ?c {_p('located_in')} ?x }}"),
    ("In what city is the university where Ivo Brannock's supervisor works?", "lists",
     f"SELECT ?x WHERE {{ {IVO} {_p('doctoral_advisor')} ?a . ?a {_p('works_at')} ?u . ?u {_p('located_in')} ?x }}"),
    ("Which Journal of Lattice Studies papers came out before 2010?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('published_in')} {LATTICE} ; {_p('publication_year')} ?y FILTER(?y < 2010) }}"),
    ("who are the authors of topological defects in thin films", "lists",
     f"SELECT ?x WHERE {{ {TOPOLOGICAL} {_p('author')} ?x }}"),
    ("Which journal has Jurek Ambry published in?", "lists",
     f"SELECT ?x WHERE {{ ?p {_p('author')} {JUREK} ; {_p('published_in')} ?x }}"),
    ("What awards have Mira Holt's students won?", "lists",
     f"SELECT ?x WHERE {{ ?s {_p('doctoral_advisor')} {MIRA} ; {_p('award_received')} ?x }}"),
    ("What year did Ensemble Forecasts of Monsoon Drift come out?", "lists",
     f"SELECT ?x WHERE {{ {ENSEMBLE} {_p('publication_year')} ?x }}"),
    ("When was Bram Tallis born?", "lists", f"SELECT ?x WHERE {{ {BRAM} {_p('birth_date')} ?x }}"),
    ("How many papers did Mira Holt write?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('author')} {MIRA} }}"),
    ("How many times has Superconducting Stripes been cited?", "counts",
     f"SELECT ?n WHERE {{ {SUPERCONDUCTING} {_p('citation_count')} ?n }}"),
    ("How many students does Virel University have?", "counts",
     f"SELECT ?n WHERE {{ {VIREL_U} {_p('student_count')} ?n }}"),
    ("How many researchers work at Solmere University?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('works_at')} {SOLMERE_U} }}"),
    ("How many papers appeared in the Annals of Tidal Ecology?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('published_in')} {TIDAL_ANNALS} }}"),
    ("how many phd students did lucan dray have", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('doctoral_advisor')} {LUCAN} }}"),
    ("How many researchers were born in Estoria?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('born_in')} ?c . ?c {_p('located_in')} {ESTORIA} }}"),
    ("How many citations do Oren Falk's papers have in total?", "counts",
     f"SELECT (SUM(?c) AS ?n) WHERE {{ ?x {_p('author')} {OREN} ; {_p('citation_count')} ?c }}"),
    ("What is the population of the city where Oren Falk was born?", "counts",
     f"SELECT ?n WHERE {{ {OREN} {_p('born_in')} ?c . ?c {_p('population')} ?n }}"),
    ("How many papers have been written by researchers at Ostreth Polytechnic?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?r {_p('works_at')} {OSTRETH_POLY} . ?x {_p('author')} ?r }}"),
]
YES_NO = [
    ("Was Edvin Roark Ada Kessler's doctoral advisor?", True),
    ("Did Bertil Osgrove supervise Corin Ashby?", False),
    ("Did Nadia Ferrant write Topological Defects in Thin Films?", True),
    ("Did Tomas Quill write Parsing Without Trees?", False),
    ("Is Solmere the capital of Estoria?", True), ("Is Tarsk the capital of Doravia?", False),
    ("Was Parsing Without Trees published before 2000?", True),
    ("Was Modular Sieves Revisited published in Neural Horizons?", False),
    ("Does Jurek Ambry work at Ostreth Polytechnic?", True),
    ("Does Greta Lomond teach at the Brisk Harbor Institute of Technology?", False),
    ("Has Oren Falk won the Ostwick Award?", True), ("Has Mira Holt won the Caldera Prize?", False),
    ("Has Kelp Forest Succession been cited more than 300 times?", True),
    ("Does Ostreth have more inhabitants than Amberlane?", False),
    ("Is Caddow College in Estoria?", True), ("Was Kasimir Doyle born in Virel?", False),
    ("Was Ada Kessler born before Mira Holt?", True), ("Was Esme Varden's advisor born in Virel?", False),
    ("is lucan dray married to mira holt", True), ("is virel university older than solmere university", False),
]


_name = kg_questions.name_under(A)  # an entity by its local name (``Mira_Holt``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("academia", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
