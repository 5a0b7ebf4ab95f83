"""``python -m kgqa.bench.careers_kg``: questions about a small careers KG, one JSON object on stdout.

The KG is ``tests/candidates/data/careers.ttl``: twenty-six people (eight politicians, eleven
executives, seven scientists), ten organisations (five companies, a central bank, a parliament,
three universities), eight cities in three countries, and the positions the people held and the
degrees they took, all invented and written by hand in Turtle (709 triples). Entities are under
``http://people.example.com/entity/`` with snake_case local names (``anja_kowalczyk``,
``halden_bank``, ``varenna_institute_of_technology``); properties and classes under
``http://people.example.com/schema/``, properties in lowerCamelCase with no labels
(``heldPosition``, ``organisation``, ``role``, ``startYear``, ``endYear``, ``education``,
``institution``, ``degree``, ``graduationYear``, ``birthPlace``, ``birthDate``, ``spouse``,
``locatedIn``, ``headquarters``, ``foundingYear``, ``employees``, ``capital``, ``population``),
classes in CamelCase (``Person`` and, on each person too, ``Politician``, ``Executive`` or
``Scientist``; ``Company``, ``CentralBank``, ``Parliament``, ``University``, each declared
``rdfs:subClassOf`` ``Organisation``; ``City``, ``Country``, ``Position``, ``Education``). Every
entity has ``rdf:type`` and an English ``rdfs:label`` (``@en``), except the reified nodes.

Roles and education are reified: a person's ``heldPosition`` is an unlabelled ``Position`` node
(``position/17``) with an ``organisation``, a ``role`` (a plain string: "member", "speaker",
"governor", "deputy governor", "chief executive", "chair", "chief financial officer",
"professor", "rector", ...), a ``startYear`` and, when it has ended, an ``endYear``; a position
with no ``endYear`` is held now. A person's ``education`` is an unlabelled ``Education`` node
(``education/3``) with an ``institution``, a ``degree`` (a string: "PhD", "MSc", "MBA", "BSc")
and a ``graduationYear``. So "Who has been governor of Halden Bank?" takes two hops through a
position node and a test of its role string, and "the current governor" the absence of an end
year. Every year (``startYear``, ``endYear``, ``graduationYear``, ``foundingYear``) is an
``xsd:gYear``; birth dates are ``xsd:date``; ``employees`` and ``population`` ``xsd:integer``.
``spouse`` is stored both ways round.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a journalist or
researcher would ask them, with varied wording ("chaired", "run", "succeeded", "studied at"),
one to three hops (most through a position or education node), questions about the present
("current", "still"), about a year, before/after and superlatives, and some typed the way users
type (lowercase, no question mark, a tokenised `` 's``). Where the answer is an entity, the
answer is the entity (its IRI), not its name; 30 lists, 10 counts (one is a year, one a
difference of years), 20 yes/no (10 false).

    python -m kgqa.bench.careers_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "careers.ttl"
S = "http://people.example.com/entity/"
P = "http://people.example.com/schema/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{S}{name}>"


def _p(name: str) -> str:
    return f"<{P}{name}>"


def _year(y: int) -> str:
    return f'"{y}"^^<http://www.w3.org/2001/XMLSchema#gYear>'


A = RDF_TYPE
ANJA, JONAS, LUKAS, KARIN, CLAUDIA, SOFIA, YUSUF, RAFAEL, ERIK, OSKAR, LENA = (_e(n) for n in (
    "anja_kowalczyk", "jonas_lindqvist", "lukas_brandt", "karin_aalto", "claudia_ferrante", "sofia_marchetti",
    "yusuf_demir", "rafael_costa", "erik_sandvold", "oskar_berglund", "lena_hartmann"))
BANK, PARLIAMENT, BRENNAU_U, VIT, MERROW_U = (_e(n) for n in (
    "halden_bank", "parliament_of_haldenmark", "university_of_brennau", "varenna_institute_of_technology",
    "merrow_university"))
NORRSTEN, CASTORIA_MOTORS, BLUEFJORD, VELTA = (_e(n) for n in (
    "norrsten_energy", "castoria_motors", "bluefjord_telecom", "velta_pharmaceuticals"))
HALDENMARK, SORVIA, TOLLVIK, MERROW = _e("haldenmark"), _e("sorvia"), _e("tollvik"), _e("merrow")
HELD, ORG, ROLE, START, END = (_p(n) for n in ("heldPosition", "organisation", "role", "startYear", "endYear"))
EDU, INST, DEGREE = _p("education"), _p("institution"), _p("degree")
BORN, PLACE_IN, HQ = _p("birthPlace"), _p("locatedIn"), _p("headquarters")
CEO = '"chief executive"'

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who has been governor of Halden Bank?", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {BANK} ; {ROLE} "governor" }}'),
    ("Who is the current governor of Halden Bank?", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {BANK} ; {ROLE} "governor" '
     f"FILTER NOT EXISTS {{ ?p {END} ?e }} }}"),
    ("Who was the chief executive of Norrsten Energy in 2005?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {NORRSTEN} ; {ROLE} {CEO} ; {START} ?s "
     f"OPTIONAL {{ ?p {END} ?e }} FILTER(?s <= {_year(2005)} && (!BOUND(?e) || ?e >= {_year(2005)})) }}"),
    ("Where was Anja Kowalczyk born?", "lists", f"SELECT ?x WHERE {{ {ANJA} {BORN} ?x }}"),
    ("Which organisations has Jonas Lindqvist worked for?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {JONAS} {HELD} ?p . ?p {ORG} ?x }}"),
    ("Who became a professor at the Varenna Institute of Technology after 2000?", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {VIT} ; {ROLE} "professor" ; {START} ?s '
     f"FILTER(?s > {_year(2000)}) }}"),
    ("Who is Lukas Brandt married to?", "lists", f"SELECT ?x WHERE {{ {LUKAS} {_p('spouse')} ?x }}"),
    ("Which people were born in Tollvik?", "lists", f"SELECT ?x WHERE {{ ?x {BORN} {TOLLVIK} }}"),
    ("who is karin aalto 's husband", "lists", f"SELECT ?x WHERE {{ {KARIN} {_p('spouse')} ?x }}"),
    ("Which organisations are based in Sorvia?", "lists",
     f"SELECT ?x WHERE {{ ?x {HQ} ?c . ?c {PLACE_IN} {SORVIA} }}"),
    ("Who are the current members of the Parliament of Haldenmark?", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {PARLIAMENT} ; {ROLE} "member" '
     f"FILTER NOT EXISTS {{ ?p {END} ?e }} }}"),
    ("Which politicians studied at Merrow University?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {A} {_p('Politician')} ; {EDU} ?d . ?d {INST} {MERROW_U} }}"),
    ("Who has a PhD from the Varenna Institute of Technology?", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {EDU} ?d . ?d {INST} {VIT} ; {DEGREE} "PhD" }}'),
    ("Who has chaired Norrsten Energy?", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {NORRSTEN} ; {ROLE} "chair" }}'),
    ("who were the speakers of the parliament of haldenmark", "lists",
     f'SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {PARLIAMENT} ; {ROLE} "speaker" }}'),
    ("Which company does Claudia Ferrante run?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {CLAUDIA} {HELD} ?p . ?p {ORG} ?x ; {ROLE} {CEO} "
     f"FILTER NOT EXISTS {{ ?p {END} ?e }} }}"),
    ("Who was governor of Halden Bank before Anja Kowalczyk?", "lists",
     f'SELECT ?x WHERE {{ {ANJA} {HELD} ?a . ?a {ORG} {BANK} ; {ROLE} "governor" ; {START} ?s . '
     f'?x {HELD} ?p . ?p {ORG} {BANK} ; {ROLE} "governor" ; {START} ?t FILTER(?t < ?s) }} ORDER BY DESC(?t) LIMIT 1'),
    ("Which scientists were born in Merrow?", "lists",
     f"SELECT ?x WHERE {{ ?x {A} {_p('Scientist')} ; {BORN} {MERROW} }}"),
    ("In which country was Sofia Marchetti born?", "lists",
     f"SELECT ?x WHERE {{ {SOFIA} {BORN} ?c . ?c {PLACE_IN} ?x }}"),
    ("In which city is Velta Pharmaceuticals headquartered?", "lists", f"SELECT ?x WHERE {{ {VELTA} {HQ} ?x }}"),
    ("Which universities did Yusuf Demir attend?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {YUSUF} {EDU} ?d . ?d {INST} ?x }}"),
    ("Which company has the most employees?", "lists",
     f"SELECT ?x WHERE {{ ?x {A} {_p('Company')} ; {_p('employees')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Who is the oldest scientist?", "lists",
     f"SELECT ?x WHERE {{ ?x {A} {_p('Scientist')} ; {_p('birthDate')} ?d }} ORDER BY ?d LIMIT 1"),
    ("who were the chief executives of bluefjord telecom", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {BLUEFJORD} ; {ROLE} {CEO} }}"),
    ("What degree did Rafael Costa get from the University of Brennau?", "lists",
     f"SELECT ?x WHERE {{ {RAFAEL} {EDU} ?d . ?d {INST} {BRENNAU_U} ; {DEGREE} ?x }}"),
    ("Which organisations were founded before 1900?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('foundingYear')} ?y FILTER(?y < {_year(1900)}) }}"),
    ("Which people have worked for both Halden Bank and the Parliament of Haldenmark?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p , ?q . ?p {ORG} {BANK} . ?q {ORG} {PARLIAMENT} }}"),
    ("Who succeeded Lukas Brandt as chief executive of Bluefjord Telecom?", "lists",
     f"SELECT ?x WHERE {{ {LUKAS} {HELD} ?a . ?a {ORG} {BLUEFJORD} ; {ROLE} {CEO} ; {START} ?s . "
     f"?x {HELD} ?p . ?p {ORG} {BLUEFJORD} ; {ROLE} {CEO} ; {START} ?t FILTER(?t > ?s) }} ORDER BY ?t LIMIT 1"),
    ("Which executives were born in Sorvia?", "lists",
     f"SELECT ?x WHERE {{ ?x {A} {_p('Executive')} ; {BORN} ?c . ?c {PLACE_IN} {SORVIA} }}"),
    ("Where was the current chief executive of Norrsten Energy born?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {HELD} ?p . ?p {ORG} {NORRSTEN} ; {ROLE} {CEO} "
     f"FILTER NOT EXISTS {{ ?p {END} ?e }} ?c {BORN} ?x }}"),
    ("How many people have been members of the Parliament of Haldenmark?", "counts",
     f'SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HELD} ?p . ?p {ORG} {PARLIAMENT} ; {ROLE} "member" }}'),
    ("How many employees does Castoria Motors have?", "counts",
     f"SELECT ?n WHERE {{ {CASTORIA_MOTORS} {_p('employees')} ?n }}"),
    ("How many people were born in Haldenmark?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {BORN} ?c . ?c {PLACE_IN} {HALDENMARK} }}"),
    ("How many positions has Anja Kowalczyk held?", "counts",
     f"SELECT (COUNT(?p) AS ?n) WHERE {{ {ANJA} {HELD} ?p }}"),
    ("When did Erik Sandvold become speaker of the Parliament of Haldenmark?", "counts",
     f'SELECT ?n WHERE {{ {ERIK} {HELD} ?p . ?p {ORG} {PARLIAMENT} ; {ROLE} "speaker" ; {START} ?n }}'),
    ("How many chief executives has Norrsten Energy had?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HELD} ?p . ?p {ORG} {NORRSTEN} ; {ROLE} {CEO} }}"),
    ("How many degrees does Lena Hartmann have?", "counts",
     f"SELECT (COUNT(?d) AS ?n) WHERE {{ {LENA} {EDU} ?d }}"),
    ("How many people studied at Merrow University?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {EDU} ?d . ?d {INST} {MERROW_U} }}"),
    ("What is the population of Sorvia?", "counts", f"SELECT ?n WHERE {{ {SORVIA} {_p('population')} ?n }}"),
    ("How many years was Oskar Berglund governor of Halden Bank?", "counts",
     f'SELECT ((YEAR(?e) - YEAR(?s)) AS ?n) WHERE {{ {OSKAR} {HELD} ?p . ?p {ORG} {BANK} ; {ROLE} "governor" ; '
     f"{START} ?s ; {END} ?e }}"),
]
YES_NO = [
    ("Was Anja Kowalczyk governor of Halden Bank?", True),
    ("Was Erik Sandvold ever governor of Halden Bank?", False),
    ("Is Lukas Brandt married to Anja Kowalczyk?", True),
    ("Is Matteo Rinaldi married to Giulia Benedetti?", False),
    ("Was Lena Hartmann born in Tollvik?", True),
    ("was samir haddad born in haldenmark", False),
    ("Did Mei-Lin Zhou study at the University of Brennau?", True),
    ("Does Oskar Berglund have a PhD?", False),
    ("Is Castoria Motors headquartered in Sorvia?", True),
    ("Is Bluefjord Telecom based in Tollvik?", False),
    ("Was Norrsten Energy founded before Bluefjord Telecom?", True),
    ("Does Dunhaven Shipping have more employees than Velta Pharmaceuticals?", False),
    ("Is Varenna the capital of Sorvia?", True),
    ("Is Tollvik the capital of Haldenmark?", False),
    ("Has Maren Olafsen been chief executive of Bluefjord Telecom?", True),
    ("Was Henrik Dahl a member of the Parliament of Haldenmark after 2005?", False),
    ("Is Karin Aalto older than Ole Strand?", False),
    ("was jonas lindqvist a professor at the university of brennau", True),
    ("Did Claudia Ferrante work for Velta Pharmaceuticals?", False),
    ("Is Viktor Petrov still a professor at Merrow University?", True),
]


_name = kg_questions.name_under(S)  # an entity by the rest of its IRI (``anja_kowalczyk``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("careers", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
