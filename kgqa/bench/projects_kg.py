"""``python -m kgqa.bench.projects_kg``: questions about a software foundation's projects, their
people, licences, languages, releases, repositories and dependencies in the DOAP shape, one JSON
object on stdout.

The KG is ``tests/candidates/data/projects.ttl``: the project directory of the Lark Software
Foundation, an invented Apache/GNOME-style foundation, as the projects' DOAP files aggregated into
one graph publish it, written by hand in Turtle (579 triples). Every resource is under
``http://projects.example.org/`` (``project/kestrel``, ``person/mhollis``, ``category/big-data``);
the vocabulary is DOAP (``http://usefulinc.com/ns/doap#``) with ``foaf:``, ``asfext:``
(``http://projects.apache.org/ns/asfext#``), ``dcterms:``, ``rdfs:`` and the foundation's own
``http://projects.example.org/ns#dependsOn``. 17 ``doap:Project``s (13 top-level, four
sub-projects) have ``doap:name`` ("Kestrel", "Merlin Python Client"), ``doap:shortdesc`` and
``doap:description`` (some tagged ``@en``, Egret's description also in ``@de``),
``doap:homepage``, ``doap:created`` (``xsd:date``), ``doap:license`` (SPDX licence IRIs,
``http://spdx.org/licenses/Apache-2.0``, labelled by ``rdfs:label`` in the file; Egret and Fulmar
have two), ``doap:programming-language`` as plain strings in inconsistent case ("Java" and "java",
"Python" and "python", "C", "C++", "Scala", "Go", "Rust", "JavaScript"), ``doap:category`` (ten
category IRIs with an ``rdfs:label``, "Big Data"), ``doap:bug-database``, ``doap:mailing-list``,
some ``doap:download-page``, and ``doap:maintainer`` / ``doap:developer`` / ``doap:documenter``
links to 20 ``foaf:Person``s (``foaf:name``, ``foaf:mbox`` as ``mailto:`` IRIs, some a
``foaf:nick``). Each project has one ``doap:repository`` blank node, a ``doap:GitRepository`` (14)
or a ``doap:SVNRepository`` (3) with ``doap:location`` and mostly a ``doap:browse``, and
``doap:release``s to 33 blank ``doap:Version`` nodes with ``doap:name`` ("Kestrel 2.10"),
``doap:revision`` as a string ("2.10.1"; Godwit numbers its releases "13", "14", "15") and
``doap:created`` (``xsd:date``). Sub-projects point at their parent by ``asfext:pmc`` and/or
``dcterms:isPartOf`` (Kestrel Connect and the Merlin Python Client both, Kestrel Streams only the
PMC, Heron Admin only ``isPartOf``); the two retired projects (Bittern, Egret) have ``asfext:pmc``
the foundation's attic (``https://attic.larkfound.example/``, labelled "Lark Attic"); eleven
projects ``ns:dependsOn`` others (Fulmar on Kestrel and Plover, Heron on Curlew and Egret, ...).
Untidy as such aggregates are: Heron's ``doap:created`` is a plain string ("2009-03-14"), the Merlin
Python Client has none, Lapwing has no homepage, bug database or release, one Wren release (1.1)
has no date, Dunlin's releases are named "dunlin-0.1.0", two persons have no mailbox and Maren
Hollis two, names with accents ("Bastian Müller", "Nuria García"), and the same person
maintaining one project while developing or documenting others.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_projects_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a developer or a foundation board member asks them, not
phrased after the DOAP terms ("Who maintains Kestrel?", "Which projects are written in Python?",
"What's the latest version of Heron?", "Which projects are still on SVN?"): one hop both ways
(a project's maintainer, documenter, languages, licences, category, repository, e-mail of a
person; the projects a person maintains or works on, the projects under a licence or depending on
another), two and three hops (who maintains Kestrel's dependencies or its sub-projects, the
projects depending on a retired one or on one released in 2024, who worked on both Kestrel and
Merlin), through the blank release and repository nodes (latest version, versions before 2019, a
release's date, projects released in 2023, Subversion projects, where the source is), class
questions with conditions (Java database projects, projects without releases), superlatives
(oldest project, most developers), date thresholds across the plain-string date, language matches
across case, counts of projects, releases, distinct maintainers and licences, sub-projects and
dependants, one stored number (Godwit's latest revision, "15"), and yes/no on release dates,
languages, maintainers, dependencies, licences, sub-projects, ages and release and developer
numbers of two projects, retirement and "has anyone documented". Some are typed carelessly (lower
case, no question mark, " 's ", "SVN", "docs", "MIT licensed", one misspelt name, "Kestral").
Where the answer is an entity, the answer is the entity (its path under the base,
``project/kestrel``), not its name; a date, string or outside IRI (a licence, a mailbox, a
repository location) as written.

    python -m kgqa.bench.projects_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "projects.ttl"
BASE = "http://projects.example.org/"
DOAP = "http://usefulinc.com/ns/doap#"
FOAF = "http://xmlns.com/foaf/0.1/"
ASFEXT = "http://projects.apache.org/ns/asfext#"
DCT = "http://purl.org/dc/terms/"
NS = "http://projects.example.org/ns#"
SPDX = "http://spdx.org/licenses/"
ATTIC = "https://attic.larkfound.example/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"

# the resources the questions name, by their path under BASE
KESTREL = "project/kestrel"
KESTREL_CONNECT = "project/kestrel-connect"
KESTREL_STREAMS = "project/kestrel-streams"
HERON = "project/heron"
HERON_ADMIN = "project/heron-admin"
OSPREY = "project/osprey"
WREN = "project/wren"
PLOVER = "project/plover"
CURLEW = "project/curlew"
EGRET = "project/egret"
BITTERN = "project/bittern"
DUNLIN = "project/dunlin"
FULMAR = "project/fulmar"
GODWIT = "project/godwit"
LAPWING = "project/lapwing"
MERLIN = "project/merlin"
MERLIN_PY = "project/merlin-py"
MAREN_HOLLIS = "person/mhollis"
TOBI_OKAFOR = "person/tokafor"
LI_WEN = "person/lwen"
RIE_SAITO = "person/rsaito"
GILLES_MOREAU = "person/gmoreau"
KLAUS_BRANDT = "person/kbrandt"
HANNA_LINDQVIST = "person/hlindqvist"
EMMA_WHITE = "person/ewhite"
DATABASE = "category/database"
TESTING = "category/testing"
APACHE_2 = SPDX + "Apache-2.0"
MIT = SPDX + "MIT"
GPL_3 = SPDX + "GPL-3.0-or-later"
MPL_2 = SPDX + "MPL-2.0"
LGPL_21 = SPDX + "LGPL-2.1-only"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _d(name: str) -> str:
    return f"<{DOAP}{name}>"


NAME, CREATED, LICENSE, LANGUAGE, CATEGORY, MAINTAINER, DEVELOPER, DOCUMENTER = (
    _d(n) for n in ("name", "created", "license", "programming-language", "category", "maintainer", "developer",
                    "documenter"))
REPOSITORY, LOCATION, RELEASE, REVISION, PROJECT, SVN_REPO = (
    _d(n) for n in ("repository", "location", "release", "revision", "Project", "SVNRepository"))
MBOX = f"<{FOAF}mbox>"
PMC, PART_OF, DEPENDS_ON = f"<{ASFEXT}pmc>", f"<{DCT}isPartOf>", f"<{NS}dependsOn>"
WORKS_ON = f"({MAINTAINER}|{DEVELOPER}|{DOCUMENTER})"
SUB_OF = f"({PART_OF}|{PMC})"
(KESTREL_, HERON_, OSPREY_, PLOVER_, EGRET_, FULMAR_, GODWIT_, LAPWING_, MERLIN_) = (
    _e(p) for p in (KESTREL, HERON, OSPREY, PLOVER, EGRET, FULMAR, GODWIT, LAPWING, MERLIN))


def a(path: str) -> str:
    return _e(path)


def lang_is(var: str, language: str) -> str:
    """``var`` is a programming language written ``language`` in any case."""
    return f"FILTER(LCASE(STR({var})) = \"{language.lower()}\")"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # languages, licences, categories
    ("Which projects are written in Python?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {LANGUAGE} ?l {lang_is('?l', 'Python')} }}"),
    ("What languages is Lapwing written in?", "lists", f"SELECT ?x WHERE {{ {LAPWING_} {LANGUAGE} ?x }}"),
    ("Which projects are MIT licensed", "lists", f"SELECT ?x WHERE {{ ?x {LICENSE} <{MIT}> }}"),
    ("What licences is Egret released under?", "lists", f"SELECT ?x WHERE {{ {EGRET_} {LICENSE} ?x }}"),
    ("Which category is Godwit in?", "lists", f"SELECT ?x WHERE {{ {GODWIT_} {CATEGORY} ?x }}"),
    ("Which database projects are written in Java?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {CATEGORY} {a(DATABASE)} ; {LANGUAGE} ?l {lang_is('?l', 'Java')} }}"),
    # people
    ("who maintains kestrel", "lists", f"SELECT ?x WHERE {{ {KESTREL_} {MAINTAINER} ?x }}"),
    ("Which projects does Maren Hollis look after?", "lists", f"SELECT ?x WHERE {{ ?x {MAINTAINER} {a(MAREN_HOLLIS)} }}"),
    ("Which projects has Tobi Okafor worked on?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {WORKS_ON} {a(TOBI_OKAFOR)} }}"),
    ("Who writes the docs for Merlin?", "lists", f"SELECT ?x WHERE {{ {MERLIN_} {DOCUMENTER} ?x }}"),
    ("Who has worked on both Kestrel and Merlin?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {KESTREL_} {WORKS_ON} ?x . {MERLIN_} {WORKS_ON} ?x }}"),
    ("Which project has the most developers?", "lists",
     (f"SELECT ?x WHERE {{ {{ SELECT ?x (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?x {DEVELOPER} ?d }} GROUP BY ?x }} }} "
      f"ORDER BY DESC(?n) LIMIT 1")),
    ("What is Gilles Moreau 's email address?", "lists", f"SELECT ?x WHERE {{ {a(GILLES_MOREAU)} {MBOX} ?x }}"),
    # dependencies and sub-projects
    ("Which projects depend on Kestral?", "lists", f"SELECT ?x WHERE {{ ?x {DEPENDS_ON} {KESTREL_} }}"),
    ("What does Fulmar depend on?", "lists", f"SELECT ?x WHERE {{ {FULMAR_} {DEPENDS_ON} ?x }}"),
    ("Who maintains the libraries that Kestrel depends on?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {KESTREL_} {DEPENDS_ON} ?d . ?d {MAINTAINER} ?x }}"),
    ("What are Kestrel's sub-projects?", "lists", f"SELECT DISTINCT ?x WHERE {{ ?x {SUB_OF} {KESTREL_} }}"),
    ("Who maintains the Kestrel sub-projects?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?s {SUB_OF} {KESTREL_} ; {MAINTAINER} ?x }}"),
    ("Which projects have been moved to the attic?", "lists", f"SELECT ?x WHERE {{ ?x {PMC} <{ATTIC}> }}"),
    ("Which projects depend on a retired project?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {DEPENDS_ON} ?d . ?d {PMC} <{ATTIC}> }}"),
    ("Which projects depend on a project that had a release in 2024?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {DEPENDS_ON} ?d . ?d {RELEASE} ?r . ?r {CREATED} ?c "
      f"FILTER(YEAR(?c) = 2024) }}")),
    # dates and releases
    ("Which projects were started after 2018?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROJECT} ; {CREATED} ?c FILTER(STR(?c) > \"2018-12-31\") }}"),
    ("Which is the oldest project in the foundation?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROJECT} ; {CREATED} ?c }} ORDER BY STR(?c) LIMIT 1"),
    ("whats the latest version of heron", "lists",
     f"SELECT ?x WHERE {{ {HERON_} {RELEASE} ?r . ?r {REVISION} ?x ; {CREATED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which Kestrel versions were released before 2019?", "lists",
     (f"SELECT ?x WHERE {{ {KESTREL_} {RELEASE} ?r . ?r {REVISION} ?x ; {CREATED} ?d "
      f"FILTER(?d < \"2019-01-01\"^^{XSD_DATE}) }}")),
    ("When was Osprey 5.0 released?", "lists",
     f"SELECT ?x WHERE {{ {OSPREY_} {RELEASE} ?r . ?r {NAME} \"Osprey 5.0\" ; {CREATED} ?x }}"),
    ("Which projects had a release in 2023?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RELEASE} ?r . ?r {CREATED} ?d FILTER(YEAR(?d) = 2023) }}"),
    ("Which projects haven't made a release yet?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROJECT} FILTER NOT EXISTS {{ ?x {RELEASE} ?r }} }}"),
    # repositories
    ("Which projects are still on SVN?", "lists",
     f"SELECT ?x WHERE {{ ?x {REPOSITORY} ?r . ?r {RDF_TYPE} {SVN_REPO} }}"),
    ("Where is the Osprey source repository?", "lists",
     f"SELECT ?x WHERE {{ {OSPREY_} {REPOSITORY} ?r . ?r {LOCATION} ?x }}"),
    # counts
    ("How many projects use the Apache licence?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {LICENSE} <{APACHE_2}> }}"),
    ("how many releases has osprey had", "counts", f"SELECT (COUNT(?r) AS ?n) WHERE {{ {OSPREY_} {RELEASE} ?r }}"),
    ("How many different people maintain projects?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?p {MAINTAINER} ?x }}"),
    ("How many projects are written in Java?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {LANGUAGE} ?l {lang_is('?l', 'Java')} }}"),
    ("How many different licences do the projects use?", "counts",
     f"SELECT (COUNT(DISTINCT ?l) AS ?n) WHERE {{ ?x {LICENSE} ?l }}"),
    ("How many sub-projects does Kestrel have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SUB_OF} {KESTREL_} }}"),
    ("How many projects is Emma White involved in?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {WORKS_ON} {a(EMMA_WHITE)} }}"),
    ("How many projects depend on Plover?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {DEPENDS_ON} {PLOVER_} }}"),
    ("How many projects were started before 2010?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {PROJECT} ; {CREATED} ?c "
      f"FILTER(STR(?c) < \"2010-01-01\") }}")),
    ("what version is godwit up to", "counts",
     f"SELECT ?n WHERE {{ {GODWIT_} {RELEASE} ?r . ?r {REVISION} ?n ; {CREATED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
]
YES_NO = [
    ("Was Kestrel 2.0 released before 2019?", True),
    ("Was Merlin 7.0 released before 2020?", False),
    ("Is Heron written in Python?", True),
    ("Is Wren written in Python?", False),
    ("Does Maren Hollis maintain Merlin?", True),
    ("Is Tobi Okafor a maintainer of Kestrel?", False),
    ("Does Fulmar depend on Plover?", True),
    ("Does Dunlin depend on Plover?", False),
    ("Is Osprey Apache licensed?", True),
    ("Is Curlew released under the GPL?", False),
    ("Is Kestrel Connect part of Kestrel?", True),
    ("Is Heron Admin a sub-project of Merlin?", False),
    ("Is Osprey older than Kestrel?", True),
    ("Is Godwit older than Wren?", False),
    ("Has Bittern been retired?", True),
    ("has kestrel been moved to the attic", False),
    ("Has anyone written documentation for Osprey?", True),
    ("Is any project licensed under GPL-2.0?", False),
    ("Does Kestrel have more developers than Heron?", True),
    ("Has Osprey had more releases than Merlin?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``project/kestrel``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("projects", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
