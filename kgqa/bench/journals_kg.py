"""``python -m kgqa.bench.journals_kg``: questions about scholarly journals, their issues, articles,
authors, editors, publishers and citations in the BIBO shape, one JSON object on stdout.

The KG is ``tests/candidates/data/journals.ttl``: the bibliographic export a journal aggregator
would publish from its publishers' deposits, written by hand in Turtle (722 triples) for four
invented journals from three publishers. Every resource is under ``http://bibdata.example.org/``
(``journal/jhl``, ``issue/jhl-21-2``, ``article/jhl.2019.001`` after the DOI suffix,
``person/0000-0002-4471-3305`` after the ORCID iD or ``person/local-88213`` where there is none,
``org/univ-tarn``); the vocabulary is BIBO (``http://purl.org/ontology/bibo/``) with
``dcterms:`` and ``foaf:``. Three publishers are ``foaf:Organization``s with ``foaf:name``
(Meridian Scholarly Press, Northgate University Press, Kestrel Open Science). Four ``bibo:Journal``s
(the Journal of Hydrological Landscapes, the Quarterly Review of Computational Linguistics, the
Annals of Maritime History, Soil & Plant Interactions) have ``dcterms:title``,
``bibo:shortTitle``, ``bibo:issn`` and/or ``bibo:eissn`` (the e-only journal has no print ISSN, the
Quarterly Review no e-ISSN), ``dcterms:publisher``, ``bibo:editor`` (Soil & Plant Interactions
two) and ``dcterms:language``, one a ``dcterms:alternative`` ("Soil and Plant Interactions").
Eleven ``bibo:Issue``s have ``bibo:volume`` and ``bibo:issue`` (plain strings),
``dcterms:issued`` (``xsd:date``, one only a year, ``"2017"^^xsd:gYear``) and ``dcterms:isPartOf``
their journal; one is a special issue with a ``dcterms:title`` ("Rivers under pressure") and two
guest editors. 31 articles (28 ``bibo:AcademicArticle``, 3 ``bibo:Article``: an editorial, a
corrigendum and a book review) have ``dcterms:title``, ``bibo:doi``, ``dcterms:isPartOf`` their
issue, ``dcterms:subject`` keywords (plain strings), some ``bibo:abstract``, and ``bibo:cites``
(to each other, once to an outside DOI). The publishers deposit differently: Meridian gives
``bibo:pageStart``/``bibo:pageEnd`` (strings, the editorial's in roman numerals), an ordered
``bibo:authorList`` (an ``rdf:List``) and ``dcterms:creator`` for each author; Northgate gives
``dcterms:creator`` only (no order), pages and ``bibo:numPages`` and no article dates (the date is
the issue's); Kestrel gives an author list only, an article number (``bibo:number`` "e1001") and
``bibo:numPages`` instead of pages. 26 ``foaf:Person``s have ``foaf:name`` and mostly
``foaf:givenName``/``foaf:familyName``; seven institutions are ``foaf:Organization``s with
``foaf:member``. Untidy as such exports are: one name stored inverted ("Lindqvist, Hanna"), one
only with an initial ("S. Achterberg"), two persons without an ORCID iD, two without given and
family names, two authors without an affiliation, one Meridian article without a creator (its
author list is there) and one without a date, one DOI stored as a URL, a keyword written once in
capitals ("Groundwater"), one page count missing, and a guest editor who wrote nothing.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_journals_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a researcher, librarian or editor asks them, not phrased after
the BIBO terms ("Who wrote ...?", "Which journals does Meridian Scholarly Press publish?", "Who
edits the journal that published ...?", "What is the most cited article?"): one hop both ways
(authors of a paper and papers of an author, publisher and journals, editor, citing and cited
papers, issue contents, DOI and ISSN), authorship through either the ordered author list or the
creators, the first author, two and three hops (an article's journal, a journal's editor from an
article, co-authors, the journals an author wrote for, the papers of an institution's members,
papers citing an author's work), class questions with conditions (single-author research papers,
authors without an affiliation, people who wrote for more than one journal), superlatives (most
cited, longest by page count or by page range), date thresholds through the issue's date, counts
of papers, authors, issues and citations, two stored numbers (a page count, a volume), and yes/no
on authorship, first authorship, citations, publishers, editors, dates, affiliations and
comparisons of two papers' lengths, citation counts and two authors' output. Some are typed
carelessly (lower case, no question mark, one misspelt name: "hanna lindquist"). Where the answer
is an entity, the answer is the entity (its path under the base, ``article/jhl.2019.001``), not
its title or name; a string as written.

    python -m kgqa.bench.journals_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "journals.ttl"
BASE = "http://bibdata.example.org/"
BIBO = "http://purl.org/ontology/bibo/"
DCT = "http://purl.org/dc/terms/"
FOAF = "http://xmlns.com/foaf/0.1/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDF_TYPE = f"<{RDF}type>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"

# the resources the questions name, by their path under BASE
MERIDIAN = "org/meridian-scholarly-press"
NORTHGATE = "org/northgate-up"
KESTREL = "org/kestrel-open-science"
TARN = "org/univ-tarn"
KESSEL = "org/kessel-it"
ATLANTIC = "org/atlantic-univ"
BALTIC = "org/baltic-ilt"
RAVENSHOLM = "org/ravensholm-college"
HOORN = "org/hoorn-maritime-museum"
LENK = "org/lenk-soil-institute"
JHL = "journal/jhl"
QRCL = "journal/qrcl"
AMH = "journal/amh"
SPI = "journal/spi"
JHL_21_1 = "issue/jhl-21-1"
JHL_21_2 = "issue/jhl-21-2"
JHL_22_1 = "issue/jhl-22-1"
QRCL_8_3 = "issue/qrcl-8-3"
QRCL_9_1 = "issue/qrcl-9-1"
QRCL_9_2 = "issue/qrcl-9-2"
AMH_44_2 = "issue/amh-44-2"
AMH_45_1 = "issue/amh-45-1"
AMH_46_1 = "issue/amh-46-1"
SPI_3_1 = "issue/spi-3-1"
SPI_3_2 = "issue/spi-3-2"
# Journal of Hydrological Landscapes
RECHARGE_GLACIATED = "article/jhl.2019.001"
ISOTOPE_SNOWMELT = "article/jhl.2019.002"
EDITORIAL_JHL = "article/jhl.2019.003"
SEDIMENT_FLUX = "article/jhl.2019.014"
FLOOD_PULSE = "article/jhl.2019.015"
URBAN_STORMWATER = "article/jhl.2019.016"
LOW_FLOWS = "article/jhl.2019.017"
GRAVIMETRY = "article/jhl.2020.001"
PEATLAND_DRAINAGE = "article/jhl.2020.002"
CORRIGENDUM = "article/jhl.2020.003"
# Quarterly Review of Computational Linguistics
BANTU_SEGMENTATION = "article/qrcl.2018.021"
COREFERENCE = "article/qrcl.2018.022"
SUBWORD = "article/qrcl.2019.001"
TREEBANK = "article/qrcl.2019.002"
CONNECTIVES = "article/qrcl.2019.003"
CROSS_LINGUAL = "article/qrcl.2019.011"
BOOK_REVIEW = "article/qrcl.2019.012"
NEGATION = "article/qrcl.2019.013"
# Annals of Maritime History
HANSEATIC_SALT = "article/amh.2017.009"
CONVICT_SHIPS = "article/amh.2017.010"
VOC_SHIPYARDS = "article/amh.2018.001"
WHALING_WOMEN = "article/amh.2018.002"
LIGHTHOUSE_LOGS = "article/amh.2018.003"
PRIVATEERING = "article/amh.2019.001"
LUBECK_NETWORKS = "article/amh.2019.002"
SHIPWRECK_INSURANCE = "article/amh.2019.003"
# Soil & Plant Interactions
MYCORRHIZA = "article/spi.2020.e1001"
ROOT_EXUDATES = "article/spi.2020.e1002"
NITROGEN_FIXATION = "article/spi.2020.e1003"
PLANT_SOIL_FEEDBACK = "article/spi.2020.e1010"
WILDFIRE_RESPIRATION = "article/spi.2020.e1011"
# people
LINDQVIST = "person/0000-0002-4471-3305"
BERGLUND = "person/0000-0001-7720-1184"
ZHOU = "person/0000-0001-5582-0439"
OKAFOR = "person/0000-0003-1296-5520"
QUINTERO = "person/0000-0002-9035-6617"
FELDT = "person/0000-0002-0318-7746"
HADDAD = "person/0000-0003-9951-2716"
HOLM = "person/0000-0002-1180-4493"
BENALI = "person/0000-0002-8391-6054"
CARVALHO = "person/0000-0003-6604-2281"
SOKOLOV = "person/0000-0002-8813-9957"
RAMAN = "person/0000-0001-3349-0720"
BRENNER = "person/0000-0002-2207-1456"
MARIN = "person/0000-0003-0071-8832"
ASANTE = "person/0000-0002-6650-4419"
KOWALCZYK = "person/0000-0001-4012-8867"
WHITCOMBE = "person/0000-0001-9902-3371"
DAHL = "person/0000-0002-5147-8806"
OYELARAN = "person/0000-0003-4428-1095"
VAN_AALST = "person/0000-0002-7361-2250"
REYES = "person/0000-0001-8476-6613"
ACHTERBERG = "person/local-88213"
NOVAK = "person/local-90045"
EKSTROM = "person/0000-0002-3019-5584"
TANABE = "person/0000-0003-2254-7709"
FALCONE = "person/0000-0001-6637-0912"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _b(name: str) -> str:
    return f"<{BIBO}{name}>"


def _d(name: str) -> str:
    return f"<{DCT}{name}>"


AUTHOR_LIST, CITES, DOI, ISSN, EISSN, EDITOR, PAGE_START, PAGE_END, NUM_PAGES, VOLUME, ISSUE_NO = (
    _b(n) for n in ("authorList", "cites", "doi", "issn", "eissn", "editor", "pageStart", "pageEnd", "numPages",
                    "volume", "issue"))
JOURNAL, ISSUE, ACADEMIC_ARTICLE = _b("Journal"), _b("Issue"), _b("AcademicArticle")
TITLE, CREATOR, PART_OF, ISSUED, PUBLISHER, SUBJECT = (
    _d(n) for n in ("title", "creator", "isPartOf", "issued", "publisher", "subject"))
MEMBER = f"<{FOAF}member>"
FIRST, REST = f"<{RDF}first>", f"<{RDF}rest>"
(JHL_, QRCL_, AMH_, SPI_, MERIDIAN_, TARN_, KESSEL_) = (_e(p) for p in (JHL, QRCL, AMH, SPI, MERIDIAN, TARN, KESSEL))


def a(path: str) -> str:
    return _e(path)


def wrote(article: str, person: str) -> str:
    """``person`` is an author of ``article``: a creator, or on its ordered author list."""
    return (f"{{ {article} {CREATOR} {person} }} UNION "
            f"{{ {article} {AUTHOR_LIST}/{REST}*/{FIRST} {person} }}")


def in_journal(article: str, journal: str) -> str:
    """``article`` is in an issue of ``journal``."""
    return f"{article} {PART_OF}/{PART_OF} {journal} ."


def year_is(article: str, op: str, year: str) -> str:
    """The year of the issue ``article`` is in (a date, or only a year) compares with ``year``."""
    return (f"{article} {PART_OF} ?issue . ?issue {ISSUED} ?date "
            f"FILTER(SUBSTR(STR(?date), 1, 4) {op} \"{year}\")")


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # authors and their papers
    ("Who wrote 'Groundwater recharge in glaciated lowland catchments'?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {wrote(a(RECHARGE_GLACIATED), '?x')} }}"),
    ("Which articles has Amara Okafor written?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {wrote('?x', a(OKAFOR))} }}"),
    ("which articles has hanna lindquist written", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {wrote('?x', a(LINDQVIST))} }}"),
    ("What has Greta Holm published?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {wrote('?x', a(HOLM))} }}"),
    ("Who is the first author of 'Recharge estimation from satellite gravimetry'?", "lists",
     f"SELECT ?x WHERE {{ {a(GRAVIMETRY)} {AUTHOR_LIST}/{FIRST} ?x }}"),
    ("Who has Priya Raman written papers with?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {wrote('?p', a(RAMAN))} {wrote('?p', '?x')} "
      f"FILTER(?x != {a(RAMAN)}) }}")),
    # journals, issues, publishers, editors
    ("Which journal published 'Women on whaling voyages in the nineteenth century'?", "lists",
     f"SELECT ?x WHERE {{ {in_journal(a(WHALING_WOMEN), '?x')} }}"),
    ("In which issue did 'Cross-lingual transfer for dependency parsing' appear?", "lists",
     f"SELECT ?x WHERE {{ {a(CROSS_LINGUAL)} {PART_OF} ?x }}"),
    ("What is in volume 9 issue 2 of the Quarterly Review of Computational Linguistics?", "lists",
     f"SELECT ?x WHERE {{ ?x {PART_OF} ?i . ?i {PART_OF} {QRCL_} ; {VOLUME} \"9\" ; {ISSUE_NO} \"2\" }}"),
    ("which papers are about groundwater", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {SUBJECT} ?s FILTER(LCASE(STR(?s)) = \"groundwater\") }}"),
    ("Who publishes the Journal of Hydrological Landscapes?", "lists",
     f"SELECT ?x WHERE {{ {JHL_} {PUBLISHER} ?x }}"),
    ("Which journals does Meridian Scholarly Press publish?", "lists",
     f"SELECT ?x WHERE {{ ?x {PUBLISHER} {MERIDIAN_} }}"),
    ("Who is the editor of the Annals of Maritime History?", "lists",
     f"SELECT ?x WHERE {{ {AMH_} {EDITOR} ?x }}"),
    ("Who were the guest editors of the special issue 'Rivers under pressure'?", "lists",
     f"SELECT ?x WHERE {{ ?i {TITLE} \"Rivers under pressure\" ; {EDITOR} ?x }}"),
    ("who edits the journal that published Mycorrhizal networks under drought stress", "lists",
     f"SELECT ?x WHERE {{ {in_journal(a(MYCORRHIZA), '?j')} ?j {EDITOR} ?x }}"),
    # citations
    ("Which articles cite 'Groundwater recharge in glaciated lowland catchments'?", "lists",
     f"SELECT ?x WHERE {{ ?x {CITES} {a(RECHARGE_GLACIATED)} }}"),
    ("What does 'Salt, herring and credit: merchant networks of Lübeck' cite?", "lists",
     f"SELECT ?x WHERE {{ {a(LUBECK_NETWORKS)} {CITES} ?x }}"),
    ("Which articles cite work by Amara Okafor?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {CITES} ?p . {wrote('?p', a(OKAFOR))} }}"),
    # two and three hops through authors, institutions and journals
    ("Which journals has Hanna Lindqvist published in?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {wrote('?p', a(LINDQVIST))} {in_journal('?p', '?x')} }}"),
    ("Who at the University of Tarn has published in Soil & Plant Interactions?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {TARN_} {MEMBER} ?x . {wrote('?p', '?x')} {in_journal('?p', SPI_)} }}"),
    ("Which articles did researchers at the Kessel Institute of Technology publish in 2019?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {KESSEL_} {MEMBER} ?r . {wrote('?x', '?r')} {year_is('?x', '=', '2019')} }}"),
    ("Who has written for more than one journal?", "lists",
     (f"SELECT ?x WHERE {{ {wrote('?p', '?x')} {in_journal('?p', '?j')} }} "
      f"GROUP BY ?x HAVING (COUNT(DISTINCT ?j) > 1)")),
    # superlatives and conditions
    ("What is the most cited article?", "lists",
     f"SELECT ?x WHERE {{ ?c {CITES} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?c)) LIMIT 1"),
    ("What is the longest article in the Annals of Maritime History?", "lists",
     f"SELECT ?x WHERE {{ {in_journal('?x', AMH_)} ?x {NUM_PAGES} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which article in the Quarterly Review of Computational Linguistics has the most pages?", "lists",
     (f"SELECT ?x WHERE {{ {in_journal('?x', QRCL_)} ?x {PAGE_START} ?s ; {PAGE_END} ?e }} "
      f"ORDER BY DESC({XSD_INTEGER}(?e) - {XSD_INTEGER}(?s)) LIMIT 1")),
    ("which research papers have only one author", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {ACADEMIC_ARTICLE} . {wrote('?x', '?p')} }} "
      f"GROUP BY ?x HAVING (COUNT(DISTINCT ?p) = 1)")),
    ("Which articles were published before 2018?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {year_is('?x', '<', '2018')} }}"),
    ("Which papers did the Journal of Hydrological Landscapes publish in 2020?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {in_journal('?x', JHL_)} {year_is('?x', '=', '2020')} }}"),
    ("Which authors have no affiliation listed?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {wrote('?p', '?x')} FILTER NOT EXISTS {{ ?o {MEMBER} ?x }} }}"),
    # stored values
    ("What is the DOI of 'A treebank of Old Lusatian legal texts'?", "lists",
     f"SELECT ?x WHERE {{ {a(TREEBANK)} {DOI} ?x }}"),
    # counts
    ("How many research articles appeared in the Journal of Hydrological Landscapes?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {ACADEMIC_ARTICLE} . {in_journal('?x', JHL_)} }}"),
    ("How many times has 'Groundwater recharge in glaciated lowland catchments' been cited?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {CITES} {a(RECHARGE_GLACIATED)} }}"),
    ("How many authors does 'Recharge estimation from satellite gravimetry' have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {wrote(a(GRAVIMETRY), '?x')} }}"),
    ("How many pages does 'Lighthouse keepers' logs as climate archives' have?", "counts",
     f"SELECT ?n WHERE {{ {a(LIGHTHOUSE_LOGS)} {NUM_PAGES} ?n }}"),
    ("How many articles has Henrik Dahl written?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {wrote('?x', a(DAHL))} }}"),
    ("how many issues of the annals of maritime history are there", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {ISSUE} ; {PART_OF} {AMH_} }}"),
    ("How many people have published in Soil & Plant Interactions?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {wrote('?p', '?x')} {in_journal('?p', SPI_)} }}"),
    ("How many papers does 'Cross-lingual transfer for dependency parsing' cite?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {a(CROSS_LINGUAL)} {CITES} ?x }}"),
    ("Which volume of the Annals of Maritime History came out in 2019?", "counts",
     f"SELECT ?n WHERE {{ ?i {PART_OF} {AMH_} ; {ISSUED} ?d ; {VOLUME} ?n FILTER(SUBSTR(STR(?d), 1, 4) = \"2019\") }}"),
    ("How many different authors have published in the Quarterly Review of Computational Linguistics?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {wrote('?p', '?x')} {in_journal('?p', QRCL_)} }}"),
]
YES_NO = [
    ("Did Hanna Lindqvist co-write 'Lighthouse keepers' logs as climate archives'?", True),
    ("Did Tomas Berglund write 'A stable isotope record of snowmelt timing'?", False),
    ("Does 'Flood-pulse dynamics after dam removal' cite 'A stable isotope record of snowmelt timing'?", True),
    ("Does 'Urban stormwater and the hyporheic zone' cite the paper on sediment flux in regulated rivers?", False),
    ("Is the Quarterly Review of Computational Linguistics published by Meridian Scholarly Press?", True),
    ("Is the Annals of Maritime History a Meridian Scholarly Press journal?", False),
    ("Is Lukas Brenner the editor of the Quarterly Review of Computational Linguistics?", True),
    ("Is Jonas Feldt one of the editors of Soil & Plant Interactions?", False),
    ("Is Amara Okafor the first author of 'A stable isotope record of snowmelt timing'?", True),
    ("Was Priya Raman the lead author of 'Morphological segmentation for low-resource Bantu languages'?", False),
    ("Was 'Women on whaling voyages in the nineteenth century' published before 2019?", True),
    ("Did 'Nitrogen fixation in alpine meadows' come out in 2019?", False),
    ("Is 'A treebank of Old Lusatian legal texts' longer than 'Subword tokenisation and morphological richness'?",
     True),
    ("Is the convict transport ships paper longer than 'The Hanseatic salt trade and the Baltic herring fisheries'?",
     False),
    ("Has 'Groundwater recharge in glaciated lowland catchments' been cited more often than "
     "'A stable isotope record of snowmelt timing'?", True),
    ("has henrik dahl ever published in the journal of hydrological landscapes", False),
    ("Is Mei-Ling Zhou at the University of Tarn?", True),
    ("Does Soil & Plant Interactions have a print ISSN?", False),
    ("did ahmed benali write any of the articles", False),
    ("Has Henrik Dahl written more articles than Margaret Oyelaran?", True),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``article/jhl.2019.001``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("journals", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
