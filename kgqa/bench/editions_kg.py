"""``python -m kgqa.bench.editions_kg``: questions about a city library service's literary editions in
the FRBR shape (works, their texts and translations, printed editions and the copies on the
branches' shelves), one JSON object on stdout.

The KG is ``tests/candidates/data/editions.ttl``: the FRBR export a public library's catalogue
would publish for the literary holdings of Northmere City Libraries, an invented library service,
written by hand in Turtle (988 triples). Every resource is under
``http://data.northmere-libraries.example.org/`` with a catalogue-style id (``work/104``,
``expression/104-2``, ``manifestation/5019``, ``item/c019``, ``person/2078``, ``org/kessler-verlag``,
``language/dan``, ``subject/seafaring``); the vocabulary is FRBR core
(``http://purl.org/vocab/frbr/core#``) with ``dcterms:``, ``foaf:`` and ``rdfs:``. Twelve
``frbr:Work``s by nine invented authors (English, French, German, Danish and Italian novels and one
book of poems) have ``dcterms:title`` in the original language, for the foreign ones a
``dcterms:alternative`` English title ("Nattefærgen", "The Night Ferry"), ``dcterms:created`` as
an ``xsd:gYear`` (one has none), ``frbr:creator`` (one has two) and ``frbr:subject`` headings
(ten ``frbr:Concept``s with ``rdfs:label``; the poems have only a ``dcterms:subject`` string).
31 ``frbr:Expression``s (``frbr:realizationOf`` the work and ``frbr:realization`` back): the
original texts, 17 translations (``frbr:translationOf`` the text translated, ``frbr:realizer`` the
translator, ``dcterms:date`` the year, one without) and two revised texts (``frbr:revisionOf``: an
author's own 1921 revision, an editor's 1990 critical text), each with ``dcterms:title`` and
``dcterms:language`` (five ``dcterms:LinguisticSystem``s, ``language/eng`` ... ``language/ita``).
43 ``frbr:Manifestation``s (``frbr:embodimentOf`` and ``frbr:embodiment`` back), the printed
editions, with ``dcterms:title``, ``frbr:producer`` (six publishers as ``frbr:CorporateBody``s, two
fine-press editions printed by a person, Arthur Quill), ``dcterms:issued`` year,
``dcterms:extent`` pages as an integer and ``dcterms:identifier`` the ISBN for the 23 that have
one. 41 ``frbr:Item``s, the copies (``frbr:exemplarOf`` and ``frbr:exemplar`` back), each with
``frbr:owner`` one of four branches (Central, Eastgate, Riverside, Hollins Park, parts of the
service by ``dcterms:isPartOf``), a barcode as ``dcterms:identifier`` and some a note; 14 editions
have no copy. 22 persons (``frbr:Person``, ``foaf:Person``, ``foaf:name``, some given and family
names) are authors, translators (one, Daniel Osei, also an author), one editor and the printer.
Untidy as such exports are: one author's name inverted ("Lenz, Anna"), one translator's without
its hyphen ("Karen Lund Hayes", family name "Lund-Hayes"), a work with no date, one edition with
no publisher, one with its extent as a string ("xii, 298 p."), one issued as a full
``xsd:date``, one as a plain string, an ebook with a format and no pages, four copies without a
barcode, and the German Salt Orchard translated from the revised text, not the first.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_editions_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a reader, librarian or literary scholar asks them, not
phrased after the FRBR terms ("Who wrote The Lantern Keepers?", "Who translated La Maison des
quatre vents into English?", "Which branches have a copy of the English translation of Die
Uhrmacherin?"): one hop both ways (a work's authors and subjects, an author's works, a printer's
editions, a branch's copies), two and three hops through the FRBR levels (a work's translators and
editions, a translator's authors, the publisher of a translation, the branches holding a
translation, the publishers of an author's books), class questions with conditions (works never
translated, works revised, translators of more than one work, editions of one publisher after a
year), superlatives (shortest edition, oldest edition at a branch), date and page thresholds,
counts of copies, editions, translations, languages and translators, a stored page count and
year, and yes/no on authorship, translation, holdings, dates, page counts and comparisons of two
authors, two branches and two works. Some are typed carelessly (lower case, no question mark,
one misspelt name, "Margret Ashby"). Where the answer is an entity, the answer is the entity (its
path under the base, ``work/104``), not its name; an ISBN or title as written.

    python -m kgqa.bench.editions_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "editions.ttl"
BASE = "http://data.northmere-libraries.example.org/"
FRBR = "http://purl.org/vocab/frbr/core#"
DCT = "http://purl.org/dc/terms/"
FOAF = "http://xmlns.com/foaf/0.1/"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"

# the resources the questions name, by their path under BASE
SALT_ORCHARD = "work/101"
MAISON = "work/102"
UHRMACHERIN = "work/103"
NATTEFAERGEN = "work/104"
WINTER_LETTERS = "work/105"
PONTE = "work/106"
MAP_RIVERS = "work/107"
JARDIN = "work/108"
STILLWATER = "work/109"
LANTERN = "work/110"
STILLE_HAUS = "work/111"
SKAGEN = "work/112"
SALT_FRE = "expression/101-3"
MAISON_ITA = "expression/102-4"
UHRMACHERIN_ENG = "expression/103-2"
UHRMACHERIN_FRE = "expression/103-3"
NATTEFAERGEN_GER = "expression/104-3"
PONTE_ENG = "expression/106-2"
STILLE_HAUS_ENG = "expression/111-2"
ASHBY = "person/1047"
FERRAT = "person/1102"
LENZ = "person/1125"
HOLT = "person/1190"
DELLAVALLE = "person/1236"
OKAFOR = "person/1318"
DUROC = "person/1342"
CARROW = "person/1377"
FALK = "person/1401"
RENAUDIN = "person/2011"
KIEL = "person/2024"
WHITLOW = "person/2038"
OSEI = "person/2045"
SARTI = "person/2059"
PRYOR = "person/2063"
LUND_HAYES = "person/2078"
MARCHAND = "person/2081"
RASK = "person/2096"
BENEDETTI = "person/2102"
WEBER = "person/2117"
MERCER = "person/2129"
QUILL = "person/3005"
HARTWELL = "org/hartwell-pine"
BRAMBLE = "org/bramble-books"
HERON = "org/editions-du-heron"
KESSLER = "org/kessler-verlag"
GYLDMARK = "org/gyldmark-forlag"
CORVINA = "org/edizioni-corvina"
CENTRAL = "org/branch/central"
EASTGATE = "org/branch/eastgate"
RIVERSIDE = "org/branch/riverside"
HOLLINS = "org/branch/hollins-park"
ENG, FRE, GER, DAN, ITA = (f"language/{c}" for c in ("eng", "fre", "ger", "dan", "ita"))
SEAFARING = "subject/seafaring"
RIVERS = "subject/rivers"
MEMORY = "subject/memory"
SALZGARTEN = "manifestation/5007"  # Kessler 1978
MAP_1987 = "manifestation/5027"  # Hartwell & Pine 1987
LEUCHTTURM = "manifestation/5038"  # Kessler 2015


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _f(name: str) -> str:
    return f"<{FRBR}{name}>"


def a(path: str) -> str:
    return _e(path)


(WORK, EXPRESSION, MANIFESTATION, ITEM, CREATOR, SUBJECT, REALIZATION, REALIZATION_OF, REALIZER, TRANSLATION_OF,
 REVISION_OF, EMBODIMENT, EMBODIMENT_OF, EXEMPLAR, EXEMPLAR_OF, PRODUCER, OWNER) = (
    _f(n) for n in ("Work", "Expression", "Manifestation", "Item", "creator", "subject", "realization",
                    "realizationOf", "realizer", "translationOf", "revisionOf", "embodiment", "embodimentOf",
                    "exemplar", "exemplarOf", "producer", "owner"))
TITLE, LANGUAGE, CREATED, DATE, ISSUED, EXTENT, IDENTIFIER = (
    f"<{DCT}{n}>" for n in ("title", "language", "created", "date", "issued", "extent", "identifier"))


def year(var: str) -> str:
    """The year of a date, a gYear or a plain string year, as a four-character string."""
    return f"SUBSTR(STR({var}), 1, 4)"


def pages(m: str, var: str = "?p") -> str:
    """``m`` has a page count ``var`` stored as an integer (not the one extent written as a string)."""
    return f"{m} {EXTENT} {var} FILTER(datatype({var}) = {XSD_INTEGER})"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # authors and works
    ("Who wrote The Lantern Keepers?", "lists", f"SELECT ?x WHERE {{ {a(LANTERN)} {CREATOR} ?x }}"),
    ("what did Margret Ashby write", "lists", f"SELECT ?x WHERE {{ ?x {CREATOR} {a(ASHBY)} }}"),
    ("What is the English title of Il ponte di vetro?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(PONTE)} {REALIZATION} ?e . ?e {LANGUAGE} {a(ENG)} ; {TITLE} ?x }}"),
    ("which works are about the sea", "lists", f"SELECT ?x WHERE {{ ?x {SUBJECT} {a(SEAFARING)} }}"),
    ("What subjects does A Map of Small Rivers cover?", "lists",
     f"SELECT ?x WHERE {{ {a(MAP_RIVERS)} {SUBJECT} ?x }}"),
    ("Which works were written before 1920?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {WORK} ; {CREATED} ?c FILTER({year('?c')} < \"1920\") }}"),
    # translations and translators
    ("Who translated La Maison des quatre vents into English?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {a(MAISON)} {REALIZATION} ?e . ?e {LANGUAGE} {a(ENG)} ; "
      f"{TRANSLATION_OF} ?o ; {REALIZER} ?x }}")),
    ("Which books has Paul Renaudin translated?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?e {REALIZER} {a(RENAUDIN)} ; {TRANSLATION_OF} ?o ; {REALIZATION_OF} ?x }}"),
    ("Who is both an author and a translator?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?w {CREATOR} ?x . ?e {REALIZER} ?x ; {TRANSLATION_OF} ?o }}"),
    ("Into which languages has A Map of Small Rivers been translated?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(MAP_RIVERS)} {REALIZATION} ?e . ?e {TRANSLATION_OF} ?o ; {LANGUAGE} ?x }}"),
    ("Which works have never been translated?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {WORK} "
      f"FILTER NOT EXISTS {{ ?x {REALIZATION} ?e . ?e {TRANSLATION_OF} ?o }} }}")),
    ("Which translators have translated more than one work?", "lists",
     (f"SELECT ?x WHERE {{ ?e {TRANSLATION_OF} ?o ; {REALIZER} ?x ; {REALIZATION_OF} ?w }} "
      f"GROUP BY ?x HAVING(COUNT(DISTINCT ?w) > 1)")),
    ("Which of Anna Lenz's books were translated into French?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {CREATOR} {a(LENZ)} ; {REALIZATION} ?e . "
      f"?e {LANGUAGE} {a(FRE)} ; {TRANSLATION_OF} ?o }}")),
    ("Which authors has Clara Whitlow translated?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?e {REALIZER} {a(WHITLOW)} ; {TRANSLATION_OF} ?o ; {REALIZATION_OF} ?w . "
      f"?w {CREATOR} ?x }}")),
    ("Whose books have been translated into German?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?e {LANGUAGE} {a(GER)} ; {TRANSLATION_OF} ?o ; {REALIZATION_OF} ?w . "
      f"?w {CREATOR} ?x }}")),
    ("Which translations came out in the 1960s?", "lists",
     f"SELECT ?x WHERE {{ ?x {TRANSLATION_OF} ?o ; {DATE} ?d FILTER(SUBSTR(STR(?d), 1, 3) = \"196\") }}"),
    ("Which works were revised after first publication?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {REALIZATION} ?e . ?e {REVISION_OF} ?o }}"),
    ("Who edited the critical edition of Stillwater Sonnets?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(STILLWATER)} {REALIZATION} ?e . ?e {REVISION_OF} ?o ; {REALIZER} ?x }}"),
    # editions and publishers
    ("List every edition of The Salt Orchard, translations included.", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(SALT_ORCHARD)} {REALIZATION} ?e . ?e {EMBODIMENT} ?x }}"),
    ("Who published the French translation of The Glass Bridge?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {a(PONTE)} {REALIZATION} ?e . ?e {LANGUAGE} {a(FRE)} ; {EMBODIMENT} ?m . "
      f"?m {PRODUCER} ?x }}")),
    ("Which editions did Kessler Verlag publish after 1960?", "lists",
     f"SELECT ?x WHERE {{ ?x {PRODUCER} {a(KESSLER)} ; {ISSUED} ?d FILTER({year('?d')} > \"1960\") }}"),
    ("Which editions have more than 400 pages?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {MANIFESTATION} . {pages('?x')} FILTER(?p > 400) }}"),
    ("What is the shortest edition in the catalogue?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {MANIFESTATION} . {pages('?x')} }} ORDER BY ?p LIMIT 1"),
    ("Which editions were printed by Arthur Quill?", "lists", f"SELECT ?x WHERE {{ ?x {PRODUCER} {a(QUILL)} }}"),
    ("What is the ISBN of the 2006 edition of The Night Ferry?", "lists",
     (f"SELECT ?x WHERE {{ {a(NATTEFAERGEN)} {REALIZATION} ?e . ?e {EMBODIMENT} ?m . "
      f"?m {ISSUED} ?d ; {IDENTIFIER} ?x FILTER({year('?d')} = \"2006\") }}")),
    ("Who has published editions of Margaret Ashby's work?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?w {CREATOR} {a(ASHBY)} ; {REALIZATION} ?e . ?e {EMBODIMENT} ?m . "
      f"?m {PRODUCER} ?x }}")),
    # copies and branches
    ("Which branches have a copy of the English translation of Die Uhrmacherin?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {a(UHRMACHERIN)} {REALIZATION} ?e . ?e {LANGUAGE} {a(ENG)} ; "
      f"{EMBODIMENT} ?m . ?m {EXEMPLAR} ?i . ?i {OWNER} ?x }}")),
    ("Which copies does the Hollins Park library hold?", "lists",
     f"SELECT ?x WHERE {{ ?x {OWNER} {a(HOLLINS)} }}"),
    ("Which Hartwell & Pine editions are held at Riverside?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PRODUCER} {a(HARTWELL)} ; {EXEMPLAR} ?i . ?i {OWNER} {a(RIVERSIDE)} }}"),
    ("Which is the oldest edition held at Eastgate?", "lists",
     (f"SELECT ?x WHERE {{ ?x {EXEMPLAR} ?i ; {ISSUED} ?d . ?i {OWNER} {a(EASTGATE)} }} "
      f"ORDER BY {year('?d')} LIMIT 1")),
    # counts
    ("How many editions does the library not hold a single copy of?", "counts",
     (f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ ?m {RDF_TYPE} {MANIFESTATION} "
      f"FILTER NOT EXISTS {{ ?m {EXEMPLAR} ?i }} }}")),
    ("How many copies does Central Library hold?", "counts",
     f"SELECT (COUNT(DISTINCT ?i) AS ?n) WHERE {{ ?i {OWNER} {a(CENTRAL)} }}"),
    ("How many translations of La Maison des quatre vents are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE {{ {a(MAISON)} {REALIZATION} ?e . ?e {TRANSLATION_OF} ?o }}"),
    ("How many pages does Der Salzgarten have?", "counts", f"SELECT ?n WHERE {{ {a(SALZGARTEN)} {EXTENT} ?n }}"),
    ("how many books did anna lenz write", "counts",
     f"SELECT (COUNT(DISTINCT ?w) AS ?n) WHERE {{ ?w {CREATOR} {a(LENZ)} }}"),
    ("How many editions has Bramble Books published?", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ ?m {PRODUCER} {a(BRAMBLE)} }}"),
    ("How many copies of A Map of Small Rivers does the library have, in any language?", "counts",
     (f"SELECT (COUNT(DISTINCT ?i) AS ?n) WHERE {{ {a(MAP_RIVERS)} {REALIZATION} ?e . ?e {EMBODIMENT} ?m . "
      f"?m {EXEMPLAR} ?i }}")),
    ("In what year was Die Uhrmacherin written?", "counts", f"SELECT ?n WHERE {{ {a(UHRMACHERIN)} {CREATED} ?n }}"),
    ("How many languages has The Salt Orchard been translated into?", "counts",
     (f"SELECT (COUNT(DISTINCT ?l) AS ?n) WHERE {{ {a(SALT_ORCHARD)} {REALIZATION} ?e . "
      f"?e {TRANSLATION_OF} ?o ; {LANGUAGE} ?l }}")),
    ("How many different translators are in the catalogue?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?e {TRANSLATION_OF} ?o ; {REALIZER} ?x }}"),
]
YES_NO = [
    ("Did Paul Renaudin translate The Salt Orchard?", True),
    ("Did Hedda Kiel translate The Night Ferry into English?", False),
    ("Is Ruth Okafor one of the authors of The Lantern Keepers?", True),
    ("Did Camille Duroc write Winter Letters?", False),
    ("Has A Map of Small Rivers been translated into Italian?", True),
    ("Has Brev fra Skagen been translated into English?", False),
    ("Does the Riverside library have a copy of The Silent House?", True),
    ("Does Hollins Park have a copy of The Glass Bridge?", False),
    ("Was The Watchmaker translated into English before 1960?", True),
    ("Was Le Jardin d'hiver written before 1990?", False),
    ("Does the 1987 edition of A Map of Small Rivers have more than 250 pages?", True),
    ("Is the German edition of The Lantern Keepers longer than 400 pages?", False),
    ("Was Stillwater Sonnets ever revised?", True),
    ("Did Bramble Books publish Le Jardin d'hiver?", False),
    ("Has Ruth Okafor been translated into more languages than Margaret Ashby?", True),
    ("Does Riverside hold more copies than Eastgate?", False),
    ("Did Clara Whitlow translate anything by Marco Dellavalle?", True),
    ("Is Die Uhrmacherin older than Das stille Haus?", False),
    ("Has The House of the Four Winds been translated into English more than once?", True),
    ("did arthur quill print an edition of winter letters", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``work/104``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("editions", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
