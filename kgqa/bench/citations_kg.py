"""``python -m kgqa.bench.citations_kg``: questions about a small scholarly-citation KG in the shape of the
OpenCitations data (OCDM, the SPAR ontologies), one JSON object on stdout.

The KG is ``tests/candidates/data/citations.ttl``: a partial export of OpenCitations Meta and Index data
for an invented corner of lattice mathematics and crystallography, written by hand in Turtle (878
triples), with the vocabulary and numbered IRIs of the real dump. Everything is under
``https://w3id.org/oc/meta/`` and named by a type prefix and a number: bibliographic resources
``br/0601`` (19 works ``br/0601``-``br/0619``, a book ``br/0620``, a proceedings volume ``br/0621``, four
journals ``br/0640``-``br/0643``, seven volumes and nine issues ``br/0644``-``br/0659``), 16 responsible
agents ``ra/0601``-``ra/0616``, agent roles ``ar/0601``, identifiers ``id/0601``, page ranges ``re/0601``
and 32 citations ``ci/0601-0602`` (citing number, cited number). Every ``br`` is a
``fabio:Expression`` and one of ``fabio:JournalArticle`` (15), ``fabio:BookChapter`` (2),
``fabio:ProceedingsPaper`` (2), ``fabio:Book``, ``fabio:AcademicProceedings``, ``fabio:Journal``,
``fabio:JournalVolume`` or ``fabio:JournalIssue``; works have ``dcterms:title``,
``prism:publicationDate`` (``xsd:date``, ``xsd:gYearMonth`` or ``xsd:gYear``, mixed) and
``frbr:partOf`` chains article -> issue (``fabio:hasSequenceIdentifier "4"``) -> volume (``"12"``) ->
journal (``dcterms:title "Journal of Applied Lattice Studies"``); chapters are ``frbr:partOf`` the
book (the "Handbook of Lattice Models") and proceedings papers the proceedings. Page ranges hang
off ``frbr:embodiment`` (a ``fabio:Manifestation`` with ``prism:startingPage`` and
``prism:endingPage`` as strings). Identifiers are reified: ``datacite:hasIdentifier`` to a
``datacite:Identifier`` with ``datacite:usesIdentifierScheme`` (``datacite:doi``, ``datacite:issn``,
``datacite:isbn``, ``datacite:orcid``) and ``literal:hasLiteralValue``. Authorship is reified as in
OCDM: a work ``pro:isDocumentContextFor`` ``pro:RoleInTime`` nodes with ``pro:withRole``
(``pro:author``, ``pro:editor``, ``pro:publisher``) and ``pro:isHeldBy`` a ``foaf:Agent`` (people with
``foaf:givenName`` and ``foaf:familyName`` and an ORCID identifier; three organisations with
``foaf:name``, which hold the publisher roles of the book, the proceedings and some articles);
author order is ``oco:hasNext`` from one role to the next, so the first author is the role nothing
points to and the last the one that points nowhere. Citations are reified ``cito:Citation``s with
``cito:hasCitingEntity``, ``cito:hasCitedEntity``, ``cito:hasCitationCreationDate`` (the citing
work's date), ``cito:hasCitationTimeSpan`` (``xsd:duration``, "P1Y2M") and, for 12, a
``cito:hasCitationCharacterisation`` (``cito:extends``, ``cito:usesMethodIn``, ``cito:disputes``);
29 of the 32 also have the direct ``cito:cites`` triple. Untidy as the real data is: one article
cites itself, one article has no DOI, one author (Oskar Feld) appears as two ORCID-less agent nodes
(``ra/0611`` and ``ra/0612``), a journal has two ISSNs, the book chapters' dates are years only (as is
one article's), dates mix three datatypes, and two titles have a subtitle after a colon.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_citations_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a researcher or librarian asks them, not phrased after the SPAR
terms ("Who wrote ...", "Which papers cite ...", "How many times has ... been cited?", "What is the
DOI of ...", "Which journal published ...", "Who is the first author of ..."): one hop both ways
(a work's DOI, an author's ORCID, the works citing a work), two and three hops through the reified
roles, identifiers, page ranges and issue -> volume -> journal chains (a work's journal, the papers of
a volume, the journals an author has published in, the papers citing an author's work), citation
characterisations (which papers dispute, extend or use the methods of a paper), first and last
authors, superlatives (most cited, longest article by page range, earliest citing paper), year
filters over mixed date types, counts (citations received and made, papers per journal and per
year, authors of a paper, disputing citations, citations of an author's papers), stored numbers (a
volume number, an ending page) and yes/no on authorship, author position, venue, citation, dispute,
DOI, dates, page lengths and comparisons of two papers' citation counts. Some are typed carelessly
(lower case, no question mark, " 's ", "Reduced Basis Lattices" for the full subtitle title, one
misspelt name). Where the answer is an entity, the answer is the entity (``br/0601``, ``ra/0609``), not
its name; a DOI, ORCID or page as written.

    python -m kgqa.bench.citations_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "citations.ttl"
BASE = "https://w3id.org/oc/meta/"
FABIO = "http://purl.org/spar/fabio/"
CITO = "http://purl.org/spar/cito/"
DATACITE = "http://purl.org/spar/datacite/"
LITERAL = "http://www.essepuntato.it/2010/06/literalreification/"
PRO = "http://purl.org/spar/pro/"
FRBR = "http://purl.org/vocab/frbr/core#"
PRISM = "http://prismstandard.org/namespaces/basic/2.0/"
OCO = "https://w3id.org/oc/ontology/"
FOAF = "http://xmlns.com/foaf/0.1/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _br(n: int) -> str:
    return f"<{BASE}br/0{n}>"


def _ra(n: int) -> str:
    return f"<{BASE}ra/0{n}>"


ARTICLE, CHAPTER, PROC_PAPER = (f"<{FABIO}{n}>" for n in ("JournalArticle", "BookChapter", "ProceedingsPaper"))
SEQ = f"<{FABIO}hasSequenceIdentifier>"
CITATION = f"<{CITO}Citation>"
CITING, CITED, CREATED, CHARACTER = (f"<{CITO}{n}>" for n in (
    "hasCitingEntity", "hasCitedEntity", "hasCitationCreationDate", "hasCitationCharacterisation"))
EXTENDS, USES_METHOD, DISPUTES = (f"<{CITO}{n}>" for n in ("extends", "usesMethodIn", "disputes"))
HAS_ID, SCHEME = f"<{DATACITE}hasIdentifier>", f"<{DATACITE}usesIdentifierScheme>"
DOI, ORCID = f"<{DATACITE}doi>", f"<{DATACITE}orcid>"
VALUE = f"<{LITERAL}hasLiteralValue>"
CONTEXT, WITH_ROLE, HELD_BY = (f"<{PRO}{n}>" for n in ("isDocumentContextFor", "withRole", "isHeldBy"))
AUTHOR, EDITOR, PUBLISHER = (f"<{PRO}{n}>" for n in ("author", "editor", "publisher"))
PART_OF, EMBODIMENT = f"<{FRBR}partOf>", f"<{FRBR}embodiment>"
DATE, START, END = (f"<{PRISM}{n}>" for n in ("publicationDate", "startingPage", "endingPage"))
HAS_NEXT = f"<{OCO}hasNext>"
GIVEN, FAMILY = f"<{FOAF}givenName>", f"<{FOAF}familyName>"

(SPARSE_BOUNDARY, REDUCED_BASIS, SPECTRAL, FAST_ENUM, DEFECT_MIGRATION, VORONOI, BOUNDARY_INTEGRAL, ML_POTENTIALS,
 PERCOLATION, BOLTZMANN, PRECONDITIONERS, GAUGE, CRYST_GROUPS, SIEVING, GPU_BENCH, SPHERE_PACKINGS, FLUID,
 TWIN, UNIVERSALITY) = (_br(n) for n in range(601, 620))
HANDBOOK, PROCEEDINGS = _br(620), _br(621)
JALS, ADG, CCL, RCP = (_br(n) for n in (640, 641, 642, 643))
JALS_12 = _br(644)
(LIND, BRENNAN, VARGA, OSEI, QUILL, AALTO, SANDOVAL, MOE, CHEN, DE_VRIES) = (_ra(n) for n in range(601, 611))
NORTHBRIDGE, SOCIETY = _ra(614), _ra(615)


def role(work: str, role_var: str, agent: str, kind: str = AUTHOR) -> str:
    """``agent`` holds a role of ``kind`` (author by default) in ``work``, through the role node ``role_var``."""
    return f"{work} {CONTEXT} {role_var} . {role_var} {WITH_ROLE} {kind} ; {HELD_BY} {agent} ."


def cites(citing: str, cited: str, var: str = "?c") -> str:
    """A reified citation ``var`` from ``citing`` to ``cited``."""
    return f"{var} {RDF_TYPE} {CITATION} ; {CITING} {citing} ; {CITED} {cited} ."


def journal_of(work: str, journal: str) -> str:
    """``work`` is in an issue of a volume of ``journal``."""
    return f"{work} {PART_OF} ?issue_ . ?issue_ {PART_OF} ?vol_ . ?vol_ {PART_OF} {journal} ."


def paper(var: str) -> str:
    """``var`` is a paper: a journal article, a book chapter or a proceedings paper."""
    return (f"{{ {var} {RDF_TYPE} {ARTICLE} }} UNION {{ {var} {RDF_TYPE} {CHAPTER} }} "
            f"UNION {{ {var} {RDF_TYPE} {PROC_PAPER} }}")


FIRST = f"FILTER NOT EXISTS {{ ?prev_ {HAS_NEXT} ?r }}"
LAST = f"FILTER NOT EXISTS {{ ?r {HAS_NEXT} ?next_ }}"
FELD = f"?a {GIVEN} \"Oskar\" ; {FAMILY} \"Feld\" ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # authors
    ("Who wrote Lattice Methods for Sparse Boundary Problems?", "lists",
     f"SELECT ?x WHERE {{ {role(SPARSE_BOUNDARY, '?r', '?x')} }}"),
    ("who are the authors of twin boundaries in layered perovskites", "lists",
     f"SELECT ?x WHERE {{ {role(TWIN, '?r', '?x')} }}"),
    ("Who is the first author of Machine-Learned Potentials for Lattice Defects?", "lists",
     f"SELECT ?x WHERE {{ {role(ML_POTENTIALS, '?r', '?x')} {FIRST} }}"),
    ("Who is the last author of Fast Enumeration of Shortest Lattice Vectors?", "lists",
     f"SELECT ?x WHERE {{ {role(FAST_ENUM, '?r', '?x')} {LAST} }}"),
    ("Who edited the Handbook of Lattice Models?", "lists",
     f"SELECT ?x WHERE {{ {role(HANDBOOK, '?r', '?x', EDITOR)} }}"),
    ("Who published the Handbook of Lattice Models?", "lists",
     f"SELECT ?x WHERE {{ {role(HANDBOOK, '?r', '?x', PUBLISHER)} }}"),
    ("what is ilse varga 's orcid", "lists",
     f"SELECT ?x WHERE {{ {VARGA} {HAS_ID} ?i . ?i {SCHEME} {ORCID} ; {VALUE} ?x }}"),
    ("Who has co-authored papers with Liwei Chen?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {role('?w', '?r', CHEN)} {role('?w', '?r2', '?x')} "
      f"FILTER(?x != {CHEN}) }}")),
    # works of an author
    ("Which articles did Kaja Lind publish in 2020?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} ; {DATE} ?d . {role('?x', '?r', LIND)} "
      f"FILTER(STRSTARTS(STR(?d), \"2020\")) }}")),
    ("which papers did oskar feld write", "lists", f"SELECT DISTINCT ?x WHERE {{ {FELD} {role('?x', '?r', '?a')} }}"),
    ("Which papers has Tomas Brenan co-authored with Kaja Lind?", "lists",
     f"SELECT ?x WHERE {{ {role('?x', '?r', BRENNAN)} {role('?x', '?r2', LIND)} }}"),
    ("Which journals has Renata Quill published in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {role('?w', '?r', QUILL)} {journal_of('?w', '?x')} }}"),
    # identifiers, venues, pages
    ("What is the DOI of Spectral Bounds on Periodic Tilings?", "lists",
     f"SELECT ?x WHERE {{ {SPECTRAL} {HAS_ID} ?i . ?i {SCHEME} {DOI} ; {VALUE} ?x }}"),
    ("Which journal articles don't have a DOI?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} FILTER NOT EXISTS {{ ?x {HAS_ID} ?i . ?i {SCHEME} {DOI} }} }}")),
    ("Which journal published Defect Migration in Quasi-Periodic Crystals?", "lists",
     f"SELECT ?x WHERE {{ {journal_of(DEFECT_MIGRATION, '?x')} }}"),
    ("What issue number is Boundary Integral Schemes on Hexagonal Grids in?", "lists",
     f"SELECT ?x WHERE {{ {BOUNDARY_INTEGRAL} {PART_OF} ?i . ?i {SEQ} ?x }}"),
    ("Which papers were published in volume 12 of the Journal of Applied Lattice Studies?", "lists",
     f"SELECT ?x WHERE {{ ?x {PART_OF} ?i . ?i {PART_OF} ?v . ?v {PART_OF} {JALS} ; {SEQ} \"12\" }}"),
    ("Which papers in the Annals of Discrete Geometry came out in 2021?", "lists",
     f"SELECT ?x WHERE {{ {journal_of('?x', ADG)} ?x {DATE} ?d FILTER(STRSTARTS(STR(?d), \"2021\")) }}"),
    ("Which chapters are in the Handbook of Lattice Models?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CHAPTER} ; {PART_OF} {HANDBOOK} }}"),
    ("Which papers appeared in the Proceedings of the 9th Workshop on Lattice Algorithms?", "lists",
     f"SELECT ?x WHERE {{ ?x {PART_OF} {PROCEEDINGS} }}"),
    ("On which page does Fast Enumeration of Shortest Lattice Vectors start?", "lists",
     f"SELECT ?x WHERE {{ {FAST_ENUM} {EMBODIMENT} ?m . ?m {START} ?x }}"),
    ("Which is the longest article in the Journal of Applied Lattice Studies?", "lists",
     (f"SELECT ?x WHERE {{ {journal_of('?x', JALS)} ?x {EMBODIMENT} ?m . ?m {START} ?s ; {END} ?e }} "
      f"ORDER BY DESC(xsd:integer(?e) - xsd:integer(?s)) LIMIT 1").replace(
         "xsd:integer", "<http://www.w3.org/2001/XMLSchema#integer>")),
    # citations
    ("Which papers cite Reduced Basis Lattices?", "lists",
     f"SELECT ?x WHERE {{ {cites('?x', REDUCED_BASIS)} }}"),
    ("what does percolation thresholds on decorated lattices cite", "lists",
     f"SELECT ?x WHERE {{ {cites(PERCOLATION, '?x')} }}"),
    ("Which paper is the most cited?", "lists",
     f"SELECT ?x WHERE {{ {cites('?w', '?x')} }} GROUP BY ?x ORDER BY DESC(COUNT(?c)) LIMIT 1"),
    ("Which papers dispute Defect Migration in Quasi-Periodic Crystals?", "lists",
     f"SELECT ?x WHERE {{ {cites('?x', DEFECT_MIGRATION)} ?c {CHARACTER} {DISPUTES} }}"),
    ("Which papers build on Lattice Methods for Sparse Boundary Problems by extending it?", "lists",
     f"SELECT ?x WHERE {{ {cites('?x', SPARSE_BOUNDARY)} ?c {CHARACTER} {EXTENDS} }}"),
    ("Which papers use methods from Reduced Basis Lattices: A Survey of Open Problems?", "lists",
     f"SELECT ?x WHERE {{ {cites('?x', REDUCED_BASIS)} ?c {CHARACTER} {USES_METHOD} }}"),
    ("Which papers cite work by Mehdi Osei?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {role('?w', '?r', OSEI)} {cites('?x', '?w')} }}"),
    ("What was the earliest paper to cite Lattice Methods for Sparse Boundary Problems?", "lists",
     f"SELECT ?x WHERE {{ {cites('?x', SPARSE_BOUNDARY)} ?c {CREATED} ?d }} ORDER BY STR(?d) LIMIT 1"),
    # counts
    ("How many times has Lattice Methods for Sparse Boundary Problems been cited?", "counts",
     f"SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE {{ {cites('?x', SPARSE_BOUNDARY)} }}"),
    ("How many papers has Kaja Lind written?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {role('?x', '?r', LIND)} }}"),
    ("How many references does On the Universality of Lattice Percolation have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cites(UNIVERSALITY, '?x')} }}"),
    ("On which page does Twin Boundaries in Layered Perovskites end?", "counts",
     f"SELECT ?n WHERE {{ {TWIN} {EMBODIMENT} ?m . ?m {END} ?n }}"),
    ("How many articles has the Journal of Applied Lattice Studies published?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {ARTICLE} . {journal_of('?x', JALS)} }}"),
    ("How many citations dispute the paper they cite?", "counts",
     f"SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE {{ ?c {RDF_TYPE} {CITATION} ; {CHARACTER} {DISPUTES} }}"),
    ("how many authors does machine-learned potentials for lattice defects have", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {role(ML_POTENTIALS, '?r', '?x')} }}"),
    ("How many times have Liwei Chen's papers been cited in total?", "counts",
     f"SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE {{ {role('?w', '?r', CHEN)} {cites('?x', '?w')} }}"),
    ("How many papers were published in 2021?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {paper('?x')} ?x {DATE} ?d FILTER(STRSTARTS(STR(?d), \"2021\")) }}"),
    ("Which volume of the Annals of Discrete Geometry is A Note on Voronoi Cells of Root Lattices in?", "counts",
     f"SELECT ?n WHERE {{ {VORONOI} {PART_OF} ?i . ?i {PART_OF} ?v . ?v {SEQ} ?n }}"),
]
YES_NO = [
    ("Does Machine-Learned Potentials for Lattice Defects dispute Defect Migration in Quasi-Periodic Crystals?", True),
    ("Does Percolation Thresholds on Decorated Lattices dispute Benchmarking Lattice Solvers on GPUs?", False),
    ("Did Kaja Lind co-author Sphere Packings from Laminated Lattices?", True),
    ("Is Tomas Brennan an author of Spectral Bounds on Periodic Tilings?", False),
    ("Was Preconditioners for Lattice Green's Functions published in the Journal of Applied Lattice Studies?", True),
    ("was twin boundaries in layered perovskites published in the annals of discrete geometry", False),
    ("Has Lattice Methods for Sparse Boundary Problems been cited more often than Reduced Basis Lattices?", True),
    ("Has Spectral Bounds on Periodic Tilings been cited more times than Defect Migration in Quasi-Periodic Crystals?",
     False),
    ("Is Ilse Varga the first author of Reduced Basis Lattices: A Survey of Open Problems?", True),
    ("Is Jonas Aalto the first author of Fast Enumeration of Shortest Lattice Vectors?", False),
    ("Does Boundary Integral Schemes on Hexagonal Grids cite Preconditioners for Lattice Green's Functions?", True),
    ("Does Sphere Packings from Laminated Lattices cite A Note on Voronoi Cells of Root Lattices?", False),
    ("Is the DOI of Lattice Methods for Sparse Boundary Problems 10.1234/jals.2019.004?", True),
    ("Does A Note on Voronoi Cells of Root Lattices have a DOI?", False),
    ("Was Fast Enumeration of Shortest Lattice Vectors published after Spectral Bounds on Periodic Tilings?", True),
    ("Was Reduced Basis Lattices published before Defect Migration in Quasi-Periodic Crystals?", False),
    ("Is Crystallographic Groups and Their Lattices a chapter of the Handbook of Lattice Models?", True),
    ("Is Parallel Sieving for Lattice Reduction a chapter in the Handbook of Lattice Models?", False),
    ("Is Machine-Learned Potentials for Lattice Defects longer than 15 pages?", True),
    ("Was the Handbook of Lattice Models published by the Society for Lattice Studies?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their typed number (``br/0601``, ``ra/0609``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("citations", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
