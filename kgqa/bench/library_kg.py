"""``python -m kgqa.bench.library_kg``: questions about a public library's catalogue in BIBFRAME 2.0, one JSON object on stdout.

The KG is ``tests/candidates/data/library.ttl``: a partial BIBFRAME 2.0 export of the catalogue of an
invented public library, Port Ellery Public Library (a central library and three branches), in the shape
a MARC-to-BIBFRAME conversion (as the Library of Congress's marc2bibframe2) writes, written by hand in
Turtle (992 triples). The vocabulary is BIBFRAME (``http://id.loc.gov/ontologies/bibframe/``); the
library's resources are under ``http://catalog.example-library.org/``: 24 works
(``resources/works/5101``), 29 instances (``resources/instances/5101``, later editions
``resources/instances/5101-2``), 35 items (``resources/items/5101-0002``), 23 agents (``agents/a1001``:
17 ``bf:Person``s with an ``rdfs:label`` in the heading form "Okafor, Adaeze, 1961-", three without
life dates, one corporate author and five publishers typed ``bf:Organization``), four branches
(``organizations/harbour``, ``bf:Organization``), four places (``places/bergvik``), ten subject
headings (``subjects/coastal-ecology``, ``bf:Topic``, labels such as "Coastal ecology" and
"Fishing villages--Fiction") and five genre/form terms (``genres/picture-books``, ``bf:GenreForm``).
Roles and languages are the Library of Congress vocabularies (``http://id.loc.gov/vocabulary/relators/ill``,
``http://id.loc.gov/vocabulary/languages/nor``), each with an ``rdfs:label`` in the file ("illustrator",
"Norwegian"). A work is typed ``bf:Work`` and ``bf:Text`` (two ``bf:NotatedMusic`` scores) and has
``bf:title`` to a ``bf:Title`` node with ``bf:mainTitle`` and sometimes ``bf:subtitle`` (a blank node
for most works, an IRI ``resources/works/5113#Title245`` for the later-converted ones; three works
also carry a ``bf:VariantTitle``), ``bf:contribution`` to blank ``bf:Contribution`` nodes (the first
one also ``bf:PrimaryContribution`` for the later-converted works) with ``bf:agent`` and ``bf:role``,
``bf:subject``, ``bf:language``, mostly ``bf:genreForm``, and for seven translations
``bf:translationOf`` the original work (translations credit the original author as author and the
translator as translator). An instance has ``bf:instanceOf`` its work, ``bf:provisionActivity`` a blank
``bf:Publication`` with ``bf:date`` (a plain string as transcribed: "2014", "c2009", "[2013]"),
``bf:place`` and ``bf:agent`` (the publisher), ``bf:extent`` a blank node with an ``rdfs:label`` as
transcribed ("312 pages", "xii, 330 pages", "286 sider", "304 páginas", "1 score (48 pages)"), and,
except for three older ones, ``bf:identifiedBy`` a blank ``bf:Isbn`` with ``rdf:value`` (ISBN-13 strings,
one ISBN-10). An item has ``bf:itemOf`` its instance, ``bf:heldBy`` a branch and ``bf:shelfMark`` a
blank node with ``rdf:value`` the call number (LC class numbers for non-fiction, "FIC OKAFOR"-style
marks for fiction). Two instances have no item (on order).

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_library_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts and 20 yes/no questions (10 of them false), in plain English
as a librarian or a reader asks a catalogue, not phrased after the BIBFRAME terms ("Who illustrated
...", "Which books by ... are held at the Harbour branch?", "How many translations of ...", "What is
the ISBN of the 2014 edition of ...", "When was the first edition ... published?", "what is the call
number for ..."): one hop both ways through the contribution nodes (a work's illustrator, translator,
editor, composer; an agent's works in a role), two and three hops (the branches holding a work, through
its instances and items; the publisher, place and date of a work, through its publication; the original
title and the languages of translations, through ``bf:translationOf``; books of an author or subject at a
branch), class questions with conditions (picture books at a branch, works in a language), superlatives
(the oldest work, an author's longest book by the page count inside the extent string, the publisher
with most editions), date thresholds over transcribed date strings, counts of copies, editions,
translations, items at a branch, works per publisher and language, and yes/no on illustrators,
translators, holdings, languages of translations, publishers, places, dates, page counts and comparisons
of copies and branch holdings. Some are typed carelessly (lower case, no question mark, " 's ", a short
title such as "Storm Warning" or "the seabird field guide", one misspelt name). Where the answer is an
entity, the answer is the entity (``resources/works/5107``, ``agents/a1006``, ``organizations/harbour``;
LoC language IRIs in full), not its name; an ISBN, a call number, a title or a date as written.

    python -m kgqa.bench.library_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "library.ttl"
BASE = "http://catalog.example-library.org/"
BF = "http://id.loc.gov/ontologies/bibframe/"
RELATORS = "http://id.loc.gov/vocabulary/relators/"
LANGUAGES = "http://id.loc.gov/vocabulary/languages/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
RDF_VALUE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#value>"
RDFS_LABEL = "<http://www.w3.org/2000/01/rdf-schema#label>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _bf(name: str) -> str:
    return f"<{BF}{name}>"


def work(n: str) -> str:
    return _e(f"resources/works/{n}")


def agent(n: str) -> str:
    return _e(f"agents/{n}")


WORK, INSTANCE, TITLE_CLASS, ISBN = (_bf(n) for n in ("Work", "Instance", "Title", "Isbn"))
TITLE, MAIN_TITLE, CONTRIBUTION, AGENT, ROLE, SUBJECT, LANGUAGE, GENRE, TRANSLATION_OF = (
    _bf(n) for n in ("title", "mainTitle", "contribution", "agent", "role", "subject", "language", "genreForm",
                     "translationOf"))
INSTANCE_OF, PROVISION, DATE, PLACE, EXTENT, IDENTIFIED_BY, ITEM_OF, HELD_BY, SHELF_MARK = (
    _bf(n) for n in ("instanceOf", "provisionActivity", "date", "place", "extent", "identifiedBy", "itemOf",
                     "heldBy", "shelfMark"))
AUT, ILL, TRL, EDT, CMP, LYR = (f"<{RELATORS}{r}>" for r in ("aut", "ill", "trl", "edt", "cmp", "lyr"))
ENG, NOR, POR = (f"<{LANGUAGES}{c}>" for c in ("eng", "nor", "por"))
CENTRAL, HARBOUR, NORTHGATE, RIVERSIDE = (_e(f"organizations/{b}") for b in ("central", "harbour", "northgate",
                                                                             "riverside"))
KESTREL_FALLS, PORT_ELLERY, BERGVIK = (_e(f"places/{p}") for p in ("kestrel-falls", "port-ellery", "bergvik"))
COASTAL_ECOLOGY, SEA_BIRDS = _e("subjects/coastal-ecology"), _e("subjects/sea-birds")
NOVELS, PICTURE_BOOKS = _e("genres/novels"), _e("genres/picture-books")
(OKAFOR, LINDQVIST, HAUGLAND, FERREIRA, TANAKA, WHITCOMBE, OSEI, DALGAARD, REYES, ABERNETHY) = (
    agent(a) for a in ("a1001", "a1002", "a1003", "a1005", "a1006", "a1007", "a1008", "a1009", "a1014", "a1015"))
SALTMARSH, FJORDLYS, KITTIWAKE = agent("a2001"), agent("a2002"), agent("a2003")
(TIDEWATER, SALT_AND_LANTERN, VINTERHAVN, WINTER_HARBOUR, GULL, PEBBLE, RIVERS, FIELD_GUIDE, ESSAYS,
 HARBOUR_SUITE, FJORD_SONGS, QUIET_ENGINE, ASHFALL, KELP, LANTERNS, STORMVARSEL, STORM_WARNING) = (
    work(n) for n in ("5101", "5103", "5104", "5105", "5107", "5108", "5110", "5111", "5112", "5113", "5114",
                      "5115", "5116", "5117", "5120", "5123", "5125"))


def by(w: str, who: str, role: str) -> str:
    """``who`` contributed to work ``w`` in ``role``."""
    return f"{w} {CONTRIBUTION} [ {AGENT} {who} ; {ROLE} {role} ] ."


def held(w: str, branch: str) -> str:
    """A copy of some instance of work ``w`` is held by ``branch``."""
    return f"?held_i {INSTANCE_OF} {w} . ?held_item {ITEM_OF} ?held_i ; {HELD_BY} {branch} ."


def published(inst: str, var: str) -> str:
    """``var`` is the year of ``inst``'s publication, read from the transcribed date ("c2009", "[2013]")."""
    return (f"{inst} {PROVISION} ?pub_{var[1:]} . ?pub_{var[1:]} {DATE} ?d_{var[1:]} "
            f"BIND(xsd:integer(REPLACE(STR(?d_{var[1:]}), \"[^0-9]\", \"\")) AS {var})")


def pages(inst: str, var: str) -> str:
    """``var`` is the number of pages in ``inst``'s extent ("401 pages", "xii, 330 pages", "344 sider")."""
    return (f"{inst} {EXTENT} ?ext_{var[1:]} . ?ext_{var[1:]} {RDFS_LABEL} ?l_{var[1:]} "
            f"BIND(xsd:integer(REPLACE(STR(?l_{var[1:]}), \"[^0-9]\", \"\")) AS {var})")


XSD = "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> "

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # who made what
    ("Who illustrated The Gull Who Counted Waves?", "lists",
     f"SELECT ?x WHERE {{ {GULL} {CONTRIBUTION} ?c . ?c {AGENT} ?x ; {ROLE} {ILL} }}"),
    ("Who translated Winter Harbour?", "lists",
     f"SELECT ?x WHERE {{ {WINTER_HARBOUR} {CONTRIBUTION} ?c . ?c {AGENT} ?x ; {ROLE} {TRL} }}"),
    # "Whitcombe" misspelt on purpose
    ("Which books did Eleanor Whitcomb translate?", "lists",
     f"SELECT ?x WHERE {{ ?x {CONTRIBUTION} ?c . ?c {AGENT} {WHITCOMBE} ; {ROLE} {TRL} }}"),
    ("Which books by Adaeze Okafor are held at the Harbour branch?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {by('?x', OKAFOR, AUT)} {held('?x', HARBOUR)} }}"),
    ("What is the ISBN of the 2014 edition of The Tidewater Year?", "lists",
     (f"SELECT ?x WHERE {{ ?i {INSTANCE_OF} {TIDEWATER} ; {PROVISION} ?p ; {IDENTIFIED_BY} ?b . "
      f"?p {DATE} \"2014\" . ?b {RDF_TYPE} {ISBN} ; {RDF_VALUE} ?x }}")),
    ("When was the first edition of Winter Harbour published?", "lists",
     f"SELECT ?x WHERE {{ ?i {INSTANCE_OF} {WINTER_HARBOUR} ; {PROVISION} ?p . ?p {DATE} ?x }} ORDER BY ?x LIMIT 1"),
    ("Which books have been translated from Norwegian?", "lists",
     f"SELECT ?x WHERE {{ ?x {TRANSLATION_OF} ?o . ?o {LANGUAGE} {NOR} }}"),
    ("Which books are about coastal ecology?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {WORK} ; {SUBJECT} {COASTAL_ECOLOGY} }}"),
    ("Who published Vinterhavn?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?i {INSTANCE_OF} {VINTERHAVN} ; {PROVISION} ?p . ?p {AGENT} ?x }}"),
    ("which branches have a copy of the gull who counted waves", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?i {INSTANCE_OF} {GULL} . ?it {ITEM_OF} ?i ; {HELD_BY} ?x }}"),
    ("what is the call number for Rivers Under the City", "lists",
     f"SELECT ?x WHERE {{ ?i {INSTANCE_OF} {RIVERS} . ?it {ITEM_OF} ?i ; {SHELF_MARK} ?s . ?s {RDF_VALUE} ?x }}"),
    ("Which picture books are held at the Northgate branch?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {GENRE} {PICTURE_BOOKS} . {held('?x', NORTHGATE)} }}"),
    ("What did Torvald Haugland write the lyrics for?", "lists",
     f"SELECT ?x WHERE {{ {by('?x', HAUGLAND, LYR)} }}"),
    ("Which of Maren Lindqvist's books are in Norwegian?", "lists",
     f"SELECT ?x WHERE {{ {by('?x', LINDQVIST, AUT)} ?x {LANGUAGE} {NOR} }}"),
    ("Who edited the seabird field guide?", "lists",
     f"SELECT ?x WHERE {{ {FIELD_GUIDE} {CONTRIBUTION} ?c . ?c {AGENT} ?x ; {ROLE} {EDT} }}"),
    ("Which books did Hiro Tanaka illustrate?", "lists", f"SELECT ?x WHERE {{ {by('?x', TANAKA, ILL)} }}"),
    ("Which works were published by Kittiwake Books?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?i {INSTANCE_OF} ?x ; {PROVISION} ?p . ?p {AGENT} {KITTIWAKE} }}"),
    ("Which titles were published in Bergvik before 2000?", "lists",
     (f"{XSD}SELECT DISTINCT ?x WHERE {{ ?i {INSTANCE_OF} ?x ; {PROVISION} ?p . ?p {PLACE} {BERGVIK} . "
      f"{published('?i', '?y')} FILTER(?y < 2000) }}")),
    ("What is the oldest book in the catalogue?", "lists",
     f"{XSD}SELECT ?x WHERE {{ ?i {INSTANCE_OF} ?x . {published('?i', '?y')} }} ORDER BY ?y LIMIT 1"),
    ("where was kelp forests of the north atlantic published", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?i {INSTANCE_OF} {KELP} ; {PROVISION} ?p . ?p {PLACE} ?x }}"),
    ("Into which languages has The Tidewater Year been translated?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {TRANSLATION_OF} {TIDEWATER} ; {LANGUAGE} ?x }}"),
    ("Which branch holds the 1995 edition of Lanterns in the Fog?", "lists",
     (f"SELECT ?x WHERE {{ ?i {INSTANCE_OF} {LANTERNS} ; {PROVISION} ?p . ?p {DATE} \"1995\" . "
      f"?it {ITEM_OF} ?i ; {HELD_BY} ?x }}")),
    ("Which of Callum Abernethy's novels are at the central library?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {by('?x', ABERNETHY, AUT)} ?x {GENRE} {NOVELS} . {held('?x', CENTRAL)} }}"),
    ("Who wrote Storm Warning?", "lists",
     f"SELECT ?x WHERE {{ {STORM_WARNING} {CONTRIBUTION} ?c . ?c {AGENT} ?x ; {ROLE} {AUT} }}"),
    ("What is the original title of The Storm Warning?", "lists",
     (f"SELECT ?x WHERE {{ {STORM_WARNING} {TRANSLATION_OF} ?o . ?o {TITLE} ?t . "
      f"?t {RDF_TYPE} {TITLE_CLASS} ; {MAIN_TITLE} ?x }}")),
    ("Which books about sea birds can I find at the Harbour branch?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {SUBJECT} {SEA_BIRDS} . {held('?x', HARBOUR)} }}"),
    ("Which is Mateo Reyes 's longest book?", "lists",
     (f"{XSD}SELECT ?x WHERE {{ {by('?x', REYES, AUT)} ?i {INSTANCE_OF} ?x . {pages('?i', '?n')} }} "
      f"ORDER BY DESC(?n) LIMIT 1")),
    ("Which editions of Winter Harbour does the library have?", "lists",
     f"SELECT ?x WHERE {{ ?x {INSTANCE_OF} {WINTER_HARBOUR} }}"),
    ("Which publisher has brought out the most editions?", "lists",
     (f"SELECT ?x WHERE {{ ?i {RDF_TYPE} {INSTANCE} ; {PROVISION} ?p . ?p {AGENT} ?x }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?i)) LIMIT 1")),
    ("Who composed the Harbour Suite?", "lists",
     f"SELECT ?x WHERE {{ {HARBOUR_SUITE} {CONTRIBUTION} ?c . ?c {AGENT} ?x ; {ROLE} {CMP} }}"),
    # counts
    ("How many translations of The Tidewater Year are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TRANSLATION_OF} {TIDEWATER} }}"),
    ("How many copies of The Gull Who Counted Waves does the library have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?i {INSTANCE_OF} {GULL} . ?x {ITEM_OF} ?i }}"),
    ("How many items does the Harbour branch hold?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HELD_BY} {HARBOUR} }}"),
    ("How many works has Fjordlys forlag published?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?i {INSTANCE_OF} ?x ; {PROVISION} ?p . ?p {AGENT} {FJORDLYS} }}"),
    ("How many books did Sunniva Dalgaard translate?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {by('?x', DALGAARD, TRL)} }}"),
    ("How many editions of the Field Guide to Northern Seabirds are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {INSTANCE_OF} {FIELD_GUIDE} }}"),
    ("How many works in the catalogue are in Norwegian?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {WORK} ; {LANGUAGE} {NOR} }}"),
    ("How many books came out in 2021?", "counts",
     f"{XSD}SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?i {INSTANCE_OF} ?x . {published('?i', '?y')} FILTER(?y = 2021) }}"),
    ("how many novels are at the riverside branch", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {GENRE} {NOVELS} . {held('?x', RIVERSIDE)} }}"),
    ("How many people contributed to Essays on Coastal Memory?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {ESSAYS} {CONTRIBUTION} ?c . ?c {AGENT} ?x }}"),
]
YES_NO = [
    ("Is The Tidewater Year available in Norwegian?", True),
    ("Is Winter Harbour available in Portuguese?", False),
    ("Did Hiro Tanaka illustrate Pebble and the Moon?", False),
    ("Did Lúcia Ferreira illustrate Pebble and the Moon?", True),
    ("Does the Harbour branch have a copy of Ashfall?", False),
    ("does riverside have ashfall", True),
    ("Was Salt and Lantern translated by Eleanor Whitcombe?", True),
    ("Was The Storm Warning translated by Eleanor Whitcombe?", False),
    ("Was Vinterhavn first published before 2000?", True),
    ("Was The Quiet Engine published before 2015?", False),
    ("Is Stormvarsel longer than The Storm Warning?", False),
    ("Is Ashfall longer than The Quiet Engine?", True),
    ("Did Kittiwake Books publish Winter Harbour?", True),
    ("Did Saltmarsh Press publish Salt and Lantern?", False),
    ("Is there a Portuguese translation of Ashfall?", True),
    ("Is there an English translation of Three Songs of the Fjord?", False),
    ("Was Rivers Under the City published in Kestrel Falls?", True),
    ("Was Kelp Forests of the North Atlantic published in Port Ellery?", False),
    ("Does the library have more copies of The Tidewater Year than of The Gull Who Counted Waves?", True),
    ("Does the Northgate branch hold more items than the Harbour branch?", False),
]


name_of = kg_questions.name_under(BASE)  # the library's resources by their path (``resources/works/5107``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("library", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
