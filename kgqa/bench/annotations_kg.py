"""``python -m kgqa.bench.annotations_kg``: questions about a scholarly annotation service's users,
reading groups, annotations and the articles annotated, in the W3C Web Annotation shape, one JSON
object on stdout.

The KG is ``tests/candidates/data/annotations.ttl``: the public export a Hypothesis-style
annotation service, Marginalia, would publish of the annotations its users made on the articles
they read, written by hand in Turtle (907 triples). Every resource is under
``http://annotate.example.org/`` (``annotations/Gq2cVt8-Ee6Kd1sPq0xR4w`` with opaque ids,
``users/mkovac``, ``groups/Wq3x7BnE``, ``documents/4c1e7a``, ``authors/0000-0001-5502-3318``
(ORCID-like), ``venues/dsq``, ``software/...``); the vocabulary is the W3C Web Annotation
vocabulary (``http://www.w3.org/ns/oa#``) with ``dcterms:``, ``dc:`` (a body's format and
language), ``foaf:``, ``schema:``, ``as:`` (the generator) and ``rdf:value``. 48
``oa:Annotation``s have ``dcterms:creator`` (a user), ``dcterms:created`` (``xsd:dateTime``, 2021
to 2025), four a ``dcterms:modified``, ``oa:motivatedBy`` (19 ``oa:commenting``, 9
``oa:highlighting``, 6 ``oa:replying``, 6 ``oa:tagging``, 3 ``oa:questioning``, 3
``oa:bookmarking``, one ``oa:assessing``, one ``oa:editing``), most a ``schema:audience`` (the
group they were posted to; the rest are public), some ``as:generator``. Bodies are blank
``oa:TextualBody``s with ``rdf:value``, ``dc:format`` and ``dc:language`` ("en", two "de"); tags
are bodies with ``oa:hasPurpose oa:tagging`` (on tagging annotations and beside a comment).
Targets are blank ``oa:SpecificResource``s with ``oa:hasSource`` the article and
``oa:hasSelector`` a ``oa:TextQuoteSelector`` (``oa:exact``, some ``oa:prefix``/``oa:suffix``), a
``oa:TextPositionSelector`` (``oa:start``/``oa:end``) or a ``oa:FragmentSelector`` ("page=3");
bookmarks and two to-read tags target the article itself, replies the annotation replied to. 15
``schema:ScholarlyArticle``s have ``dcterms:title``, ``dcterms:creator`` (authors),
``dcterms:issued`` (an ``xsd:gYear``), ``dcterms:isPartOf`` one of four ``schema:Periodical``s
(``dcterms:title``, ``schema:issn``) and ``dcterms:identifier`` (a DOI); 12 authors and 13 users
are ``foaf:Person``s with ``foaf:name`` (users also ``foaf:nick``, some ``foaf:mbox``,
``schema:affiliation``); three ``foaf:Group``s (also ``schema:Audience``) have ``foaf:name``,
``dcterms:created`` and ``foaf:member``. Untidy as such exports are: one annotation's creator
account is deleted (no creator), one comment is an ``oa:bodyValue`` string instead of a body, one
user has only a nick, one a ``schema:alternateName`` ("Olu Fadeyi" for "Oluwaseun Fadeyi"), one
name has an ß ("Katrin Weiß"), one author's name is inverted ("Arakawa, Kenji"), one tag is
capitalised ("Methodology"), one article is issued as a full ``xsd:date``, one has no issue year,
one (a preprint) no venue and an arXiv id, one DOI is written ``doi:...``, two have no identifier,
one body is HTML.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_annotations_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a reader or a reading group asks them, not phrased after the
Web Annotation terms ("Which documents has Lena Thorne annotated?", "Who replied to Marta Kovač's
annotations?", "What did Hana Nakamura highlight?", "Which annotations are written in German?"):
one hop both ways (a paper's authors, an author's papers, a group's members, a user's groups), two
and three hops through the blank targets and bodies (the papers a user annotated, the users who
annotated a paper or an author's papers, the passages highlighted, the tags a user used, the
authors of the papers a user bookmarked, the journals an author published in), replies as an
annotation targeting an annotation, class questions with conditions (highlights made in 2022,
questions, edited annotations, papers of a journal since 2018, papers with no annotation),
superlatives (the most annotated paper, an author's latest paper, the first annotator of a
paper), date thresholds on years and timestamps, counts of annotations, annotators, highlights,
replies, members and papers, one stored year, and yes/no on authorship, membership, motivations,
venues, years, replies and comparisons of two users or two papers. Some are typed carelessly
(lower case, no question mark, "whats", "Katrin Weiss", one misspelt name). Where the answer is an
entity, the answer is the entity (its path under the base, ``documents/4c1e7a``), not its name; a
string as written.

    python -m kgqa.bench.annotations_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "annotations.ttl"
BASE = "http://annotate.example.org/"
OA = "http://www.w3.org/ns/oa#"
DCT = "http://purl.org/dc/terms/"
DC = "http://purl.org/dc/elements/1.1/"
FOAF = "http://xmlns.com/foaf/0.1/"
SCHEMA = "http://schema.org/"
AS = "http://www.w3.org/ns/activitystreams#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
RDF_VALUE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#value>"

# the resources the questions name, by their path under BASE
MKOVAC = "users/mkovac"
JPEEL = "users/jpeel"
ASANTOS = "users/asantos"
LTHORNE = "users/lthorne"
RBIANCHI = "users/rbianchi"
HNAKAMURA = "users/hnakamura"
OFADEYI = "users/ofadeyi"
KWEISS = "users/kweiss"
TDRAKE = "users/tdrake"
EFARKAS = "users/efarkas"
PMURRAY = "users/pmurray"
SLINDGREN = "users/slindgren"
GMOREAU = "users/gmoreau"
MANUSCRIPTS = "groups/Wq3x7BnE"
FRESHWATER = "groups/K9pLm2Rt"
SEMINAR = "groups/Zt5vYc81"
DSQ = "venues/dsq"
AFE = "venues/afe"
CLL = "venues/cll"
NAR = "venues/nar"
MARCHETTI = "authors/0000-0001-5502-3318"
WIERZBA = "authors/0000-0002-7741-0923"
RAGHUNATHAN = "authors/0000-0003-1194-6620"
OSTROWSKI = "authors/0000-0001-8830-4417"
DUFAUX = "authors/0000-0002-3367-5581"
ARAKAWA = "authors/0000-0003-9052-1146"
BRANDT = "authors/0000-0002-0418-7795"
OKONKWO = "authors/0000-0001-6273-2258"
LAMEIRAS = "authors/0000-0003-4461-8802"
ACHTERBERG = "authors/0000-0002-5918-3340"
SOROKINA = "authors/0000-0001-2087-6659"
NORDQVIST = "authors/0000-0003-7795-0261"
MARGINS = "documents/4c1e7a"          # Reading in the Margins (2016)
LINKED_DATA = "documents/9b02f3"      # Linked Data for Manuscript Catalogues (2019)
SEDIMENT = "documents/2d7e55"         # Sediment Transport in Glacial Rivers (2018-05-14)
MACROINVERTEBRATE = "documents/71aa0c"  # Macroinvertebrate Recovery after Dam Removal (2021)
LETTERS = "documents/e3f918"          # A Corpus of Early Modern Letters (2014)
NEGATION = "documents/58bd20"         # Negation Cycles in Baltic Languages (2020)
LEDGERS = "documents/c6d441"          # The Ledger Books of the Hanseatic Kontor (2012)
PARISH = "documents/0fe3b7"           # Parish Registers as Climate Proxies (2022)
CROWDSOURCED = "documents/a81c6d"     # Crowdsourced Transcription and Its Discontents (2023)
FISH = "documents/3f6e92"             # Fish Passage at Low-Head Weirs (2017)
SURVEY = "documents/b7d05a"           # Annotation Interoperability: A Survey (2024, preprint)
NOTARIAL = "documents/61c2e8"         # Spelling Variation in Notarial Records (2011)
PEER_REVIEW = "documents/d9a4f0"      # Open Peer Review in the Humanities (2021)
BEAVER = "documents/85e7b1"           # Beaver Dams and Floodplain Carbon (no year)
WATERMARKS = "documents/f2a6c3"       # Watermarks and the Dating of Paper (2008)
# annotations the answers name
Q_MARGINS_THORNE = "annotations/Lm5bT1yREe6UeBq7cXr0Dw"      # question on Reading in the Margins
Q_SEDIMENT_THORNE = "annotations/d8zN1jbdEe63zC9uDk2esg"     # question on Sediment Transport
Q_PARISH_FARKAS = "annotations/to1qXxprEe6HDf1WeJj6Bg"       # question on Parish Registers
R_BIANCHI_KOVAC = "annotations/Jr7nQ2xAEe6T0uVh3kPc1g"       # Bianchi's reply to Kovač, edited
C_BIANCHI_LINKED = "annotations/Vw0nE6eWEe6YpS4kTa7Ulw"      # Bianchi's comment on Linked Data, edited
C_KOVAC_NEGATION_DE = "annotations/nZ6gIskmEe6C8V6MU38w4A"   # Kovač's German comment
C_LINDGREN_PEER_DE = "annotations/IwzU4M46Ee6WS45AnJopMw"    # Lindgren's German comment
H_SEDIMENT_PEEL = "annotations/Za6rI2gYEe60tW0oXe3Yog"       # highlights made in 2022
H_SEDIMENT_NAKAMURA = "annotations/b2tJ5hZaEe61vY3qZg6apA"
H_PARISH_NAKAMURA = "annotations/vu7u1zrtEe6JFj7aiNn9Ew"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _o(name: str) -> str:
    return f"<{OA}{name}>"


ANNOTATION, MOTIVATED, HAS_BODY, HAS_TARGET, HAS_SOURCE, HAS_SELECTOR, EXACT, PURPOSE = (
    _o(n) for n in ("Annotation", "motivatedBy", "hasBody", "hasTarget", "hasSource", "hasSelector", "exact",
                    "hasPurpose"))
COMMENTING, HIGHLIGHTING, REPLYING, TAGGING, QUESTIONING, BOOKMARKING = (
    _o(n) for n in ("commenting", "highlighting", "replying", "tagging", "questioning", "bookmarking"))
CREATOR, CREATED, MODIFIED, ISSUED, TITLE, PART_OF, IDENTIFIER = (
    f"<{DCT}{n}>" for n in ("creator", "created", "modified", "issued", "title", "isPartOf", "identifier"))
LANGUAGE = f"<{DC}language>"
MEMBER, NICK, NAME = f"<{FOAF}member>", f"<{FOAF}nick>", f"<{FOAF}name>"
AUDIENCE, ARTICLE = f"<{SCHEMA}audience>", f"<{SCHEMA}ScholarlyArticle>"
# an annotation's target, or the source of its specific-resource target
ON = f"{HAS_TARGET}/{HAS_SOURCE}?"


def a(path: str) -> str:
    return _e(path)


def on_article(ann: str, doc: str) -> str:
    """``ann`` annotates the article ``doc`` (through a specific resource or directly)."""
    return f"{ann} {ON} {doc} . {doc} {RDF_TYPE} {ARTICLE} ."


def tag(ann: str, body: str) -> str:
    """``body`` is a tag of ``ann``: a body with the tagging purpose, or a body of a tagging annotation."""
    return (f"{ann} {HAS_BODY} {body} . {{ {body} {PURPOSE} {TAGGING} }} UNION "
            f"{{ {ann} {MOTIVATED} {TAGGING} }}")


def year(var: str) -> str:
    """The year of a ``dcterms:issued`` value as a string (a gYear or a full date)."""
    return f"SUBSTR(STR({var}), 1, 4)"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # users and what they annotated
    ("Which documents has Lena Thorne annotated?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {CREATOR} {a(LTHORNE)} . {on_article('?a', '?x')} }}"),
    ("Who annotated Sediment Transport in Glacial Rivers?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {ON} {a(SEDIMENT)} ; {CREATOR} ?x }}"),
    ("what tags has ana santos used", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {CREATOR} {a(ASANTOS)} . {tag('?a', '?b')} ?b {RDF_VALUE} ?x }}"),
    ("Which documents have been tagged methodology?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {on_article('?a', '?x')} {tag('?a', '?b')} ?b {RDF_VALUE} ?v "
      f"FILTER(LCASE(STR(?v)) = \"methodology\") }}")),
    ("Which papers has Lena Thorne marked to-read?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?a {CREATOR} {a(LTHORNE)} . {on_article('?a', '?x')} {tag('?a', '?b')} "
      f"?b {RDF_VALUE} \"to-read\" }}")),
    ("Who replied to Marta Kovač's annotations?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {MOTIVATED} {REPLYING} ; {HAS_TARGET} ?a ; {CREATOR} ?x . ?a {CREATOR} {a(MKOVAC)} }}"),
    ("What did Hana Nakamura highlight?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?a {CREATOR} {a(HNAKAMURA)} ; {MOTIVATED} {HIGHLIGHTING} ; {HAS_TARGET} ?t . "
      f"?t {HAS_SELECTOR} ?s . ?s {EXACT} ?x }}")),
    ("Which passages of Sediment Transport in Glacial Rivers were highlighted?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?a {MOTIVATED} {HIGHLIGHTING} ; {HAS_TARGET} ?t . ?t {HAS_SOURCE} {a(SEDIMENT)} ; "
      f"{HAS_SELECTOR} ?s . ?s {EXACT} ?x }}")),
    ("What did Olu Fadeyi say about Crowdsourced Transcription and Its Discontents?", "lists",
     f"SELECT ?x WHERE {{ ?a {CREATOR} {a(OFADEYI)} ; {ON} {a(CROWDSOURCED)} ; {HAS_BODY} ?b . ?b {RDF_VALUE} ?x }}"),
    ("Who wrote the papers Patrick Murray bookmarked?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?a {CREATOR} {a(PMURRAY)} ; {MOTIVATED} {BOOKMARKING} . {on_article('?a', '?d')} "
      f"?d {CREATOR} ?x }}")),
    ("Which users annotated papers by Solveig Brandt?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {CREATOR} {a(BRANDT)} . ?a {ON} ?d ; {CREATOR} ?x }}"),
    # annotations
    ("Which annotations are questions?", "lists", f"SELECT ?x WHERE {{ ?x {MOTIVATED} {QUESTIONING} }}"),
    ("Which highlights were made in 2022?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ANNOTATION} ; {MOTIVATED} {HIGHLIGHTING} ; {CREATED} ?c "
      f"FILTER(YEAR(?c) = 2022) }}")),
    ("Which of Roberto Bianchi's annotations were edited after he posted them?", "lists",
     f"SELECT ?x WHERE {{ ?x {CREATOR} {a(RBIANCHI)} ; {MODIFIED} ?m }}"),
    ("Which annotations are written in German?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {HAS_BODY} ?b . ?b {LANGUAGE} \"de\" }}"),
    ("Which document has the most annotations?", "lists",
     (f"SELECT ?x (COUNT(DISTINCT ?a) AS ?n) WHERE {{ ?a {RDF_TYPE} {ANNOTATION} . {on_article('?a', '?x')} }} "
      f"GROUP BY ?x ORDER BY DESC(?n) LIMIT 1")),
    ("Who was the first to annotate Negation Cycles in Baltic Languages?", "lists",
     f"SELECT ?x WHERE {{ ?a {ON} {a(NEGATION)} ; {CREATOR} ?x ; {CREATED} ?c }} ORDER BY ?c LIMIT 1"),
    ("Which documents were annotated in 2024?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {on_article('?a', '?x')} ?a {CREATED} ?c FILTER(YEAR(?c) = 2024) }}"),
    ("Which documents have no annotations?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} FILTER NOT EXISTS {{ ?a {ON} ?x }} }}"),
    # groups
    ("Who are the members of the Freshwater Ecology Lab?", "lists", f"SELECT ?x WHERE {{ {a(FRESHWATER)} {MEMBER} ?x }}"),
    ("which groups is marta kovach in", "lists", f"SELECT ?x WHERE {{ ?x {MEMBER} {a(MKOVAC)} }}"),
    ("Which documents has the Manuscript Studies Reading Group annotated?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {AUDIENCE} {a(MANUSCRIPTS)} . {on_article('?a', '?x')} }}"),
    # papers, authors, journals
    ("Who wrote Linked Data for Manuscript Catalogues?", "lists", f"SELECT ?x WHERE {{ {a(LINKED_DATA)} {CREATOR} ?x }}"),
    ("Which papers did Ilse Marchetti write?", "lists", f"SELECT ?x WHERE {{ ?x {CREATOR} {a(MARCHETTI)} }}"),
    ("What is Ilse Marchetti's most recent paper?", "lists",
     f"SELECT ?x WHERE {{ ?x {CREATOR} {a(MARCHETTI)} ; {ISSUED} ?y }} ORDER BY DESC({year('?y')}) LIMIT 1"),
    ("Which journals has Hannes Ostrowski published in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?d {CREATOR} {a(OSTROWSKI)} ; {PART_OF} ?x }}"),
    ("Which articles were published before 2015?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} ; {ISSUED} ?y FILTER({year('?y')} < \"2015\") }}"),
    ("Which papers in the Annals of Freshwater Ecology were published in 2018 or later?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ARTICLE} ; {PART_OF} {a(AFE)} ; {ISSUED} ?y FILTER({year('?y')} >= \"2018\") }}"),
    # stored values
    ("What is the DOI of Fish Passage at Low-Head Weirs?", "lists", f"SELECT ?x WHERE {{ {a(FISH)} {IDENTIFIER} ?x }}"),
    ("whats sara lindgren's username", "lists", f"SELECT ?x WHERE {{ {a(SLINDGREN)} {NICK} ?x }}"),
    # counts
    ("How many annotations has Marta Kovač made?", "counts",
     f"SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ ?a {RDF_TYPE} {ANNOTATION} ; {CREATOR} {a(MKOVAC)} }}"),
    ("How many people have annotated Negation Cycles in Baltic Languages?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?a {ON} {a(NEGATION)} ; {CREATOR} ?x }}"),
    ("How many highlights are there on Reading in the Margins?", "counts",
     f"SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ ?a {MOTIVATED} {HIGHLIGHTING} ; {ON} {a(MARGINS)} }}"),
    ("How many replies have been posted?", "counts",
     f"SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ ?a {MOTIVATED} {REPLYING} }}"),
    ("How many papers has Hannes Ostrowski written?", "counts",
     f"SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?d {CREATOR} {a(OSTROWSKI)} }}"),
    ("How many members does the Editing Seminar 2023 have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {a(SEMINAR)} {MEMBER} ?x }}"),
    ("how many papers are there from the annals of freshwater ecology", "counts",
     f"SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?d {PART_OF} {a(AFE)} }}"),
    ("How many annotations were made in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ ?a {RDF_TYPE} {ANNOTATION} ; {CREATED} ?c FILTER(YEAR(?c) = 2022) }}"),
    ("How many documents has Oluwaseun Fadeyi annotated?", "counts",
     f"SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ ?a {CREATOR} {a(OFADEYI)} . {on_article('?a', '?d')} }}"),
    ("In what year was Negation Cycles in Baltic Languages published?", "counts",
     f"SELECT ?n WHERE {{ {a(NEGATION)} {ISSUED} ?n }}"),
]
YES_NO = [
    ("Did Ilse Marchetti write Reading in the Margins?", True),
    ("Did Priya Raghunathan write Negation Cycles in Baltic Languages?", False),
    ("Is Lena Thorne a member of the Freshwater Ecology Lab?", True),
    ("Is Jonathan Peel in the Manuscript Studies Reading Group?", False),
    ("Has anyone commented on Open Peer Review in the Humanities?", True),
    ("Has anyone highlighted Fish Passage at Low-Head Weirs?", False),
    ("Was Crowdsourced Transcription and Its Discontents published after 2020?", True),
    ("Was Spelling Variation in Notarial Records published before 2010?", False),
    ("Has Marta Kovač annotated more documents than Ana Santos?", True),
    ("Is Sediment Transport in Glacial Rivers older than Fish Passage at Low-Head Weirs?", False),
    ("Did Roberto Bianchi reply to Marta Kovač?", True),
    ("Has Katrin Weiss ever replied to anyone?", False),
    ("Is The Ledger Books of the Hanseatic Kontor in the Northern Archival Review?", True),
    ("Was Beaver Dams and Floodplain Carbon published in Corpus Linguistics Letters?", False),
    ("Does Reading in the Margins have more annotations than Crowdsourced Transcription and Its Discontents?", True),
    ("Has Olu Fadeyi tagged anything?", False),
    ("Did Hana Nakamura annotate anything in 2022?", True),
    ("Is Daniel Okonkwo an author of Open Peer Review in the Humanities?", False),
    ("Was Jonathan Peel the first to annotate Sediment Transport in Glacial Rivers?", True),
    ("did anyone annotate the annotation interoperability survey before 2024", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``documents/4c1e7a``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("annotations", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
