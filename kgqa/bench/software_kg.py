"""``python -m kgqa.bench.software_kg``: questions about a small open-source software KG, one JSON object on stdout.

The KG is ``tests/candidates/data/software.ttl``: twenty-five developers with mentors, employers
and home cities, twelve projects, ten releases, five companies, six programming languages, four
licenses, eight cities in four countries, all invented and written by hand in Turtle (451 triples).
Its conventions differ from the other bench KGs: entities and properties share one hash namespace,
``http://example.org/sw#``, entities in CamelCase and properties in lowerCamelCase with no labels
(``maintainer``, ``contributor``, ``writtenIn``, ``license``, ``stars``, ``openIssues``,
``firstReleased``, ``sponsor``, ``dependsOn``, ``forkOf``, ``employer``, ``livesIn``, ``mentor``,
``birthYear``, ``inCountry``, ``capital``, ``population``, ``headquarteredIn``, ``foundedIn``,
``employees``, ``ceo``, ``designedBy``, ``copyleft``, ``releaseOf``, ``version``, ``releasedOn``).
Every entity is labelled with ``rdfs:label`` without a language tag. There is no ``rdf:type`` at
all: each entity has a property ``kind`` with a plain string ("developer", "project", "company",
"language", "license", "city", "country", "release"). Numbers are ``xsd:integer``, first-release
years ``xsd:gYear``, release dates ``xsd:date``; each relation is stored in one direction only
(``maintainer`` and ``contributor`` from project to developer, ``mentor`` from mentee to mentor,
``releaseOf`` from release to project, ``ceo`` from company to developer).

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("looks after", "based", "came out"), one to three hops, some typed the way
users type (lowercase, no question mark, a tokenised `` 's``). Where the answer is an entity, the
answer is the entity (its IRI), not its name.

    python -m kgqa.bench.software_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "software.ttl"
S = "http://example.org/sw#"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"


def _e(name: str) -> str:
    return f"<{S}{name}>"


def _p(name: str) -> str:
    return f"<{S}{name}>"


MARA, TOBIN, ILSE, DARIO, KEIKO, SASKIA = (
    _e(n) for n in ("MaraLindqvist", "TobinAchterberg", "IlseMarwood", "DarioFenwick", "KeikoHalloran",
                    "SaskiaBrandvold"))
FENNA, JASPER, AMARA, CYRUS = _e("FennaRooswijk"), _e("JasperQuayle"), _e("AmaraWelby"), _e("CyrusLangtree")
LANTERNFISH, GLIMMERKIT, HOLLOWGATE, PEBBLEMQ, CINDERPIPE, SALTMARSH, MARROWBASE = (
    _e(n) for n in ("Lanternfish", "Glimmerkit", "Hollowgate", "PebbleMQ", "Cinderpipe", "Saltmarsh",
                    "Marrowbase"))
PYRITE, TALLOW = _e("Pyrite"), _e("Tallow")
FERROWAVE, KESTREL_SYS, NIMBUSWRIGHT = _e("FerrowaveLabs"), _e("KestrelSystems"), _e("Nimbuswright")
OPEN_ORCHARD = _e("OpenOrchardLicense")
ASHWICK, CALVERO, ULMENLAND = _e("Ashwick"), _e("Calvero"), _e("Ulmenland")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who maintains Lanternfish?", "lists", f"SELECT ?x WHERE {{ {LANTERNFISH} {_p('maintainer')} ?x }}"),
    ("Which projects does Keiko Halloran maintain?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('maintainer')} {KEIKO} }}"),
    ("What language is Glimmerkit written in?", "lists", f"SELECT ?x WHERE {{ {GLIMMERKIT} {_p('writtenIn')} ?x }}"),
    ("Which projects are written in Pyrite?", "lists", f"SELECT ?x WHERE {{ ?x {_p('writtenIn')} {PYRITE} }}"),
    ("Where does the maintainer of Hollowgate live?", "lists",
     f"SELECT ?x WHERE {{ {HOLLOWGATE} {_p('maintainer')} ?m . ?m {_p('livesIn')} ?x }}"),
    ("what language is ilse marwood 's mentor 's project written in", "lists",
     f"SELECT ?x WHERE {{ {ILSE} {_p('mentor')} ?m . ?p {_p('maintainer')} ?m ; {_p('writtenIn')} ?x }}"),
    ("which country do the glimmerkit maintainers live in", "lists",
     f"SELECT ?x WHERE {{ {GLIMMERKIT} {_p('maintainer')} ?m . ?m {_p('livesIn')} ?c . ?c {_p('inCountry')} ?x }}"),
    ("Which project has the most stars?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('stars')} ?s }} ORDER BY DESC(?s) LIMIT 1"),
    ("What is the least popular Pyrite project by stars?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('writtenIn')} {PYRITE} ; {_p('stars')} ?s }} ORDER BY ?s LIMIT 1"),
    ("Who are the contributors to PebbleMQ?", "lists", f"SELECT ?x WHERE {{ {PEBBLEMQ} {_p('contributor')} ?x }}"),
    ("Under which license is Marrowbase distributed?", "lists",
     f"SELECT ?x WHERE {{ {MARROWBASE} {_p('license')} ?x }}"),
    ("In which country is the company that sponsors Cinderpipe based?", "lists",
     f"SELECT ?x WHERE {{ {CINDERPIPE} {_p('sponsor')} ?c . ?c {_p('headquarteredIn')} ?t . ?t {_p('inCountry')} ?x }}"),
    ("Which projects depend on Cinderpipe?", "lists", f"SELECT ?x WHERE {{ ?x {_p('dependsOn')} {CINDERPIPE} }}"),
    ("What was Saltmarsh forked from?", "lists", f"SELECT ?x WHERE {{ {SALTMARSH} {_p('forkOf')} ?x }}"),
    ("who works for ferrowave labs", "lists", f"SELECT ?x WHERE {{ ?x {_p('employer')} {FERROWAVE} }}"),
    ("What's the capital of the country Fenna Rooswijk lives in?", "lists",
     f"SELECT ?x WHERE {{ {FENNA} {_p('livesIn')} ?c . ?c {_p('inCountry')} ?k . ?k {_p('capital')} ?x }}"),
    ("Which companies are based in Calvero?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('headquarteredIn')} ?c . ?c {_p('inCountry')} {CALVERO} }}"),
    ("Who is Cyrus Langtree's mentor?", "lists", f"SELECT ?x WHERE {{ {CYRUS} {_p('mentor')} ?x }}"),
    ("Which developers has Keiko Halloran mentored?", "lists", f"SELECT ?x WHERE {{ ?x {_p('mentor')} {KEIKO} }}"),
    ("when did version 1.0 of glimmerkit come out", "lists",
     f"SELECT ?x WHERE {{ ?r {_p('releaseOf')} {GLIMMERKIT} ; {_p('version')} \"1.0\" ; {_p('releasedOn')} ?x }}"),
    ("What is the latest release of Lanternfish?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('releaseOf')} {LANTERNFISH} ; {_p('releasedOn')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("which companies sponsor projects written in tallow", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {_p('writtenIn')} {TALLOW} ; {_p('sponsor')} ?x }}"),
    ("Who runs the company that sponsors Lanternfish?", "lists",
     f"SELECT ?x WHERE {{ {LANTERNFISH} {_p('sponsor')} ?c . ?c {_p('ceo')} ?x }}"),
    ("In which city is the company Jasper Quayle works for headquartered?", "lists",
     f"SELECT ?x WHERE {{ {JASPER} {_p('employer')} ?c . ?c {_p('headquarteredIn')} ?x }}"),
    ("What license does the project Amara Welby looks after use?", "lists",
     f"SELECT ?x WHERE {{ ?p {_p('maintainer')} {AMARA} ; {_p('license')} ?x }}"),
    ("Which projects were first released after 2015?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('kind')} \"project\" ; {_p('firstReleased')} ?y "
     f"FILTER({XSD_INTEGER}(STR(?y)) > 2015) }}"),
    ("what projects do people who live in ashwick contribute to", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {_p('livesIn')} {ASHWICK} . ?x {_p('contributor')} ?d }}"),
    ("Who designed the language Lanternfish is written in?", "lists",
     f"SELECT ?x WHERE {{ {LANTERNFISH} {_p('writtenIn')} ?l . ?l {_p('designedBy')} ?x }}"),
    ("which other developers live in mara lindqvist 's city", "lists",
     f"SELECT ?x WHERE {{ {MARA} {_p('livesIn')} ?c . ?x {_p('livesIn')} ?c ; {_p('kind')} \"developer\" "
     f"FILTER(?x != {MARA}) }}"),
    ("Who is the oldest developer working at Nimbuswright?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('employer')} {NIMBUSWRIGHT} ; {_p('birthYear')} ?y }} ORDER BY ?y LIMIT 1"),
    ("How many stars does Hollowgate have?", "counts", f"SELECT ?n WHERE {{ {HOLLOWGATE} {_p('stars')} ?n }}"),
    ("How many projects does Ferrowave Labs sponsor?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('sponsor')} {FERROWAVE} }}"),
    ("How many contributors does Lanternfish have?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {LANTERNFISH} {_p('contributor')} ?x }}"),
    ("How many developers live in Ulmenland?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('livesIn')} ?c . ?c {_p('inCountry')} {ULMENLAND} }}"),
    ("What is the total number of stars of the projects Kestrel Systems sponsors?", "counts",
     f"SELECT (SUM(?s) AS ?n) WHERE {{ ?x {_p('sponsor')} {KESTREL_SYS} ; {_p('stars')} ?s }}"),
    ("how many releases has glimmerkit had", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('releaseOf')} {GLIMMERKIT} }}"),
    ("How many employees does Saskia Brandvold's employer have?", "counts",
     f"SELECT ?n WHERE {{ {SASKIA} {_p('employer')} ?c . ?c {_p('employees')} ?n }}"),
    ("How many projects use the Open Orchard License?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('license')} {OPEN_ORCHARD} }}"),
    ("What is the average star count of projects written in Tallow?", "counts",
     f"SELECT (AVG(?s) AS ?n) WHERE {{ ?x {_p('writtenIn')} {TALLOW} ; {_p('stars')} ?s }}"),
    ("how many developers has tobin achterberg mentored", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('mentor')} {TOBIN} }}"),
]
YES_NO = [
    ("Is Tobin Achterberg the maintainer of Lanternfish?", True),
    ("Does Jasper Quayle maintain Marrowbase?", False),
    ("Is Glimmerkit written in Ondra?", True),
    ("Is Hollowgate released under the Open Orchard License?", False),
    ("Does Glimmerkit have more stars than Lanternfish?", True),
    ("Does Cinderpipe have more stars than Marrowbase?", False),
    ("Was PebbleMQ first released before Quarrystone?", True),
    ("Did Mothlight come out earlier than Tidewalk?", False),
    ("Does Saltmarsh depend on Cinderpipe?", True), ("Is Saltmarsh a fork of Marrowbase?", False),
    ("Does Fenna Rooswijk live in Sundria?", True), ("Is Bramblecode headquartered in Port Miravel?", False),
    ("Was Ilse Marwood mentored by Mara Lindqvist?", True), ("Does Idris Marchetti work for Bramblecode?", False),
    ("Does Lanternfish have over 15000 stars?", True), ("Was Nimbuswright founded after 2000?", False),
    ("Did Keiko Halloran design Tallow?", True), ("Was Lanternfish 3.3 released in 2023?", False),
    ("is the maintainer of hollowgate based in tovik", True), ("does dario fenwick 's mentor live in oberlinde", False),
]


_name = kg_questions.name_under(S)  # an entity by its local name (``MaraLindqvist``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("software", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
