"""``python -m kgqa.bench.tenure_kg``: questions about a small careers KG with reified roles, one JSON object on stdout.

The KG is ``tests/candidates/data/tenure.ttl``: twenty-five people (politicians, executives,
scientists), ten organisations (five companies, a parliament, three universities, a central bank),
eight cities in three countries, and forty-three positions and twenty-two degrees, all invented and
written by hand in Turtle (541 triples). Its conventions differ from the other bench KGs: entities
are under ``http://people.example.com/entity/`` with snake_case local names (``anja_kowalczyk``,
``halden_bank``), properties and classes under ``http://people.example.com/schema/``, properties
in lowerCamelCase with no labels and classes in CamelCase (``Person``, ``Company``, ``Parliament``,
``University``, ``CentralBank``, ``City``, ``Country``, ``Position``, ``Education``). Every entity
has an ``rdf:type`` and an English ``rdfs:label`` tagged ``@en``. Roles and education are reified:
a person is linked by ``heldPosition`` to a ``Position`` node, which has ``organisation``, ``role``
(a plain string: "chief executive", "chair", "member", "governor", "professor", "speaker",
"rector", "deputy governor", "chief financial officer"), ``startYear`` and, only when the role has
ended, ``endYear`` (a position without ``endYear`` is current); ``education`` links a person to an
``Education`` node with ``institution``, ``degree`` (a string: "PhD", "MSc", "MBA", "BA", "LLM")
and ``graduationYear``. Position and Education nodes are IRIs under the entity namespace
(``position/17``, ``education/4``) with a type but no label. Direct facts: ``birthPlace`` (a
city), ``birthDate`` (``xsd:date``), ``spouse`` (stored in both directions), a city's
``locatedIn`` (a country), an organisation's ``headquarters`` (a city), ``foundingYear`` and
``employees`` (the parliament has none), a country's ``capital`` and ``population``; years and
counts are ``xsd:integer``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("run", "headed", "sat in", "step down", "married to"), one to three hops
(most through a Position or Education node), some typed the way users type (lowercase, no
question mark, a tokenised `` 's``). Where the answer is an entity, the answer is the entity (its
IRI), not its name.

    python -m kgqa.bench.tenure_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "tenure.ttl"
E = "http://people.example.com/entity/"
S = "http://people.example.com/schema/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{E}{name}>"


def _p(name: str) -> str:
    return f"<{S}{name}>"


ANJA, TOMAS, ILSE, MATEO, LIESEL, SAOIRSE, HENRIK, DMITRI, CASPAR, JONAS = (
    _e(n) for n in ("anja_kowalczyk", "tomas_reyl", "ilse_brandauer", "mateo_quillan", "liesel_armadottir",
                    "saoirse_delacourt", "henrik_stalbeck", "dmitri_vasko", "caspar_uddenberg", "jonas_eikeland"))
HALDEN_BANK, VOSSA_MOTORS, TERNWICK_PHARMA, LIRNHAVEN_SHIPPING = (
    _e(n) for n in ("halden_bank", "vossa_motors", "ternwick_pharma", "lirnhaven_shipping"))
BANK_OF_VELDMARK, DIET = _e("bank_of_veldmark"), _e("veldmark_diet")
DUNMERE_UNI, OIT, CASTELMOOR_UNI = (
    _e(n) for n in ("university_of_dunmere", "orsenburg_institute_of_technology", "castelmoor_university"))
ORSENBURG, TERNWICK = _e("orsenburg"), _e("ternwick")
VELDMARK, KALTRIA = _e("veldmark"), _e("kaltria")
COMPANY, UNIVERSITY = _p("Company"), _p("University")

HELD, ORG, ROLE, START, END = _p("heldPosition"), _p("organisation"), _p("role"), _p("startYear"), _p("endYear")
EDU, INST, DEGREE = _p("education"), _p("institution"), _p("degree")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Where did Ilse Brandauer get her PhD?", "lists",
     f"SELECT ?x WHERE {{ {ILSE} {EDU} ?e . ?e {DEGREE} \"PhD\" ; {INST} ?x }}"),
    ("Who has been chief executive of Halden Bank?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {HALDEN_BANK} ; {ROLE} \"chief executive\" }}"),
    ("Who is the current chair of Halden Bank?", "lists",
     f"SELECT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {HALDEN_BANK} ; {ROLE} \"chair\" "
     f"FILTER NOT EXISTS {{ ?p {END} ?end }} }}"),
    ("Who was governor of the Bank of Veldmark before Liesel Armadottir?", "lists",
     f"SELECT ?x WHERE {{ {LIESEL} {HELD} ?lp . ?lp {ORG} {BANK_OF_VELDMARK} ; {ROLE} \"governor\" ; {START} ?ls . "
     f"?x {HELD} ?p . ?p {ORG} {BANK_OF_VELDMARK} ; {ROLE} \"governor\" ; {END} ?end "
     f"FILTER(?end <= ?ls) }} ORDER BY DESC(?end) LIMIT 1"),
    ("Who is Saoirse Delacourt married to?", "lists", f"SELECT ?x WHERE {{ {SAOIRSE} {_p('spouse')} ?x }}"),
    ("where was lirnhaven shipping 's chief executive born", "lists",
     f"SELECT ?x WHERE {{ ?c {HELD} ?p . ?p {ORG} {LIRNHAVEN_SHIPPING} ; {ROLE} \"chief executive\" . "
     f"?c {_p('birthPlace')} ?x }}"),
    ("what city is the organisation tomas reyl 's wife chairs based in", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {TOMAS} {_p('spouse')} ?w . ?w {HELD} ?p . ?p {ROLE} \"chair\" ; {ORG} ?o . "
     f"?o {_p('headquarters')} ?x }}"),
    ("Which people studied at the University of Dunmere?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {EDU} ?e . ?e {INST} {DUNMERE_UNI} }}"),
    ("Who are the current professors at Castelmoor University?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {CASTELMOOR_UNI} ; {ROLE} \"professor\" "
     f"FILTER NOT EXISTS {{ ?p {END} ?end }} }}"),
    ("Which people born in Ternwick have sat in the Veldmark Diet?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {_p('birthPlace')} {TERNWICK} ; {HELD} ?p . ?p {ORG} {DIET} }}"),
    ("What degree does Mateo Quillan hold?", "lists",
     f"SELECT ?x WHERE {{ {MATEO} {EDU} ?e . ?e {DEGREE} ?x }}"),
    ("Which country was Dmitri Vasko born in?", "lists",
     f"SELECT ?x WHERE {{ {DMITRI} {_p('birthPlace')} ?c . ?c {_p('locatedIn')} ?x }}"),
    ("Who is the oldest person to have been chief executive of Vossa Motors?", "lists",
     f"SELECT ?x WHERE {{ ?x {HELD} ?p ; {_p('birthDate')} ?b . ?p {ORG} {VOSSA_MOTORS} ; "
     f"{ROLE} \"chief executive\" }} ORDER BY ?b LIMIT 1"),
    ("Which organisation has the largest workforce?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('employees')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which is the oldest university?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {UNIVERSITY} ; {_p('foundingYear')} ?y }} ORDER BY ?y LIMIT 1"),
    ("What is the capital of the country Henrik Stalbeck was born in?", "lists",
     f"SELECT ?x WHERE {{ {HENRIK} {_p('birthPlace')} ?c . ?c {_p('locatedIn')} ?k . ?k {_p('capital')} ?x }}"),
    ("Which organisations are based in Orsenburg?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('headquarters')} {ORSENBURG} }}"),
    ("which companies have their headquarters in kaltria", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {COMPANY} ; {_p('headquarters')} ?c . ?c {_p('locatedIn')} {KALTRIA} }}"),
    ("Who succeeded Henrik Stalbeck as chief executive of Vossa Motors?", "lists",
     f"SELECT ?x WHERE {{ {HENRIK} {HELD} ?hp . ?hp {ORG} {VOSSA_MOTORS} ; {ROLE} \"chief executive\" ; {END} ?he . "
     f"?x {HELD} ?p . ?p {ORG} {VOSSA_MOTORS} ; {ROLE} \"chief executive\" ; {START} ?s "
     f"FILTER(?s >= ?he) }} ORDER BY ?s LIMIT 1"),
    ("who got a phd from the orsenburg institute of technology", "lists",
     f"SELECT ?x WHERE {{ ?x {EDU} ?e . ?e {INST} {OIT} ; {DEGREE} \"PhD\" }}"),
    ("When was Liesel Armadottir appointed governor of the Bank of Veldmark?", "lists",
     f"SELECT ?x WHERE {{ {LIESEL} {HELD} ?p . ?p {ORG} {BANK_OF_VELDMARK} ; {ROLE} \"governor\" ; {START} ?x }}"),
    ("In what year did Caspar Uddenberg step down as chief executive of Ternwick Pharma?", "lists",
     f"SELECT ?x WHERE {{ {CASPAR} {HELD} ?p . ?p {ORG} {TERNWICK_PHARMA} ; {ROLE} \"chief executive\" ; {END} ?x }}"),
    ("Who has held roles at two or more different organisations?", "lists",
     f"SELECT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} ?o }} GROUP BY ?x HAVING (COUNT(DISTINCT ?o) >= 2)"),
    ("Which people who studied at the University of Dunmere have been professors at the Orsenburg Institute "
     "of Technology?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {EDU} ?e . ?e {INST} {DUNMERE_UNI} . ?x {HELD} ?p . ?p {ORG} {OIT} ; "
     f"{ROLE} \"professor\" }}"),
    ("Who joined the Veldmark Diet earliest?", "lists",
     f"SELECT ?x WHERE {{ ?x {HELD} ?p . ?p {ORG} {DIET} ; {ROLE} \"member\" ; {START} ?s }} ORDER BY ?s LIMIT 1"),
    ("What role does Jonas Eikeland have at Lirnhaven Shipping?", "lists",
     f"SELECT ?x WHERE {{ {JONAS} {HELD} ?p . ?p {ORG} {LIRNHAVEN_SHIPPING} ; {ROLE} ?x }}"),
    ("who are the spouses of people who sat in the veldmark diet", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {HELD} ?p . ?p {ORG} {DIET} . ?m {_p('spouse')} ?x }}"),
    ("Which organisations were founded in the 19th century?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('foundingYear')} ?y FILTER(?y > 1800 && ?y <= 1900) }}"),
    ("Where did the current governor of the Bank of Veldmark go to university?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?g {HELD} ?p . ?p {ORG} {BANK_OF_VELDMARK} ; {ROLE} \"governor\" "
     f"FILTER NOT EXISTS {{ ?p {END} ?end }} ?g {EDU} ?e . ?e {INST} ?x }}"),
    ("Which people were born after 1980?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('birthDate')} ?d FILTER(YEAR(?d) > 1980) }}"),
    ("How many employees does Ternwick Pharma have?", "counts",
     f"SELECT ?n WHERE {{ {TERNWICK_PHARMA} {_p('employees')} ?n }}"),
    ("How many people have been chief executive of Halden Bank?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HELD} ?p . ?p {ORG} {HALDEN_BANK} ; {ROLE} \"chief executive\" }}"),
    ("How many positions has Anja Kowalczyk held?", "counts",
     f"SELECT (COUNT(?p) AS ?n) WHERE {{ {ANJA} {HELD} ?p }}"),
    ("In what year was the Bank of Veldmark founded?", "counts",
     f"SELECT ?n WHERE {{ {BANK_OF_VELDMARK} {_p('foundingYear')} ?n }}"),
    ("How many people were born in Veldmark?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('birthPlace')} ?c . ?c {_p('locatedIn')} {VELDMARK} }}"),
    ("how many years was tomas reyl a member of the veldmark diet", "counts",
     f"SELECT ((?end - ?s) AS ?n) WHERE {{ {TOMAS} {HELD} ?p . ?p {ORG} {DIET} ; {ROLE} \"member\" ; "
     f"{START} ?s ; {END} ?end }}"),
    ("What is the population of the country where Vossa Motors is headquartered?", "counts",
     f"SELECT ?n WHERE {{ {VOSSA_MOTORS} {_p('headquarters')} ?c . ?c {_p('locatedIn')} ?k . ?k {_p('population')} ?n }}"),
    ("How many degrees does Ilse Brandauer have?", "counts",
     f"SELECT (COUNT(?e) AS ?n) WHERE {{ {ILSE} {EDU} ?e }}"),
    ("How many people have served as governor of the Bank of Veldmark?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HELD} ?p . ?p {ORG} {BANK_OF_VELDMARK} ; {ROLE} \"governor\" }}"),
    ("What is the total number of employees of the companies headquartered in Veldmark?", "counts",
     f"SELECT (SUM(?e) AS ?n) WHERE {{ ?x {RDF_TYPE} {COMPANY} ; {_p('headquarters')} ?c ; {_p('employees')} ?e . "
     f"?c {_p('locatedIn')} {VELDMARK} }}"),
]
YES_NO = [
    ("Was Anja Kowalczyk ever chief executive of Halden Bank?", True),
    ("Has Tomas Reyl been governor of the Bank of Veldmark?", False),
    ("Did Ilse Brandauer get her PhD from the University of Dunmere?", True),
    ("Did Noor Haddadin study at the University of Dunmere?", False),
    ("Is Halden Bank headquartered in Veldmark?", True),
    ("Is Lirnhaven Shipping based in Vossa?", False),
    ("Is Henrik Stalbeck married to Saoirse Delacourt?", True),
    ("Is Sigrid Holmwood the wife of Mateo Quillan?", False),
    ("Does Vossa Motors have more employees than Ternwick Pharma?", True),
    ("Was Brightline Energy founded before Lirnhaven Shipping?", False),
    ("Was Oskar Venhaus born before 1950?", True),
    ("Was Greta Ilves born in Halden?", False),
    ("is greta ilves still a member of the veldmark diet", True),
    ("Is Liesel Armadottir still governor of the Bank of Veldmark?", False),
    ("Did Jonas Eikeland run Vossa Motors before Henrik Stalbeck?", True),
    ("Did Marguerite Brenn graduate before Ilse Brandauer?", False),
    ("Was the chair of Lirnhaven Shipping born in Kaltria?", True),
    ("Is Kaltria more populous than Veldmark?", False),
    ("Was Rafael Montebrun chief executive of Brightline Energy for more than ten years?", True),
    ("does elena vostrikova 's employer have its headquarters in dunmere", False),
]


name_of = kg_questions.name_under(E)  # an entity by the rest of its IRI (``anja_kowalczyk``, ``position/17``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("tenure", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
