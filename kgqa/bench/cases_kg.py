"""``python -m kgqa.bench.cases_kg``: questions about a court's case-law metadata in the ECLI shape, one JSON object on stdout.

The KG is ``tests/candidates/data/cases.ttl``: the metadata export an invented judiciary (the
Council for the Judiciary of Westmarch, ECLI country code ``XX``) might publish as linked open
data, shaped like the European Case Law Identifier metadata and the Dutch judiciary's linked
data, written by hand in Turtle (682 triples). Resources are under ``http://example.org/ecli/``;
the vocabulary is an ECLI-like ontology, ``http://example.org/ecli/ontology#`` (``ecli:``), with
Dublin Core terms, FOAF and SKOS. There are 38 ``ecli:Judgment``s named by their ECLI
(``id/ECLI:XX:HCA:2020:144``), five courts (``court/SC``, ``court/HCA``, ``court/DCN``,
``court/DCL``, ``court/WTT``: the Supreme Court of Westmarch, the High Court of Appeal, the
District Courts of Norbridge and Lessingham and the Westmarch Tax Tribunal, each an
``ecli:Court`` and ``foaf:Organization`` with an ``@en`` ``rdfs:label`` and one or two
``skos:altLabel`` abbreviations such as "HCA" and "DC Norbridge"), 12 judges (``judge/c-finch``,
``foaf:Person``s, nine with ``foaf:name``, three with only ``foaf:givenName`` and
``foaf:familyName``, two with all three) and a legal-area thesaurus of 10 ``skos:Concept``s
(``concept/legal-area/tax-law``, ``@en`` ``skos:prefLabel``, three with a ``skos:altLabel``, in
the scheme ``concept/legal-area``): three top concepts (private, public and criminal law),
contract law, tort, property and employment law ``skos:broader`` private law, tax and
administrative law under public law, and immigration law under administrative law. Every
judgment has ``dcterms:identifier`` (the ECLI string), ``dcterms:title`` (the case name, which
changes with who appeals: "Oakes v Marlow Hospital Trust" at first instance and on appeal,
"Marlow Hospital Trust v Oakes" in cassation; three titles write "v." for "v"),
``dcterms:creator`` (the court), ``dcterms:publisher`` (the Council), ``dcterms:language``,
``ecli:procedureType`` ("First instance", "Appeal" or "Cassation"), one to three ``ecli:judge``s,
one or two ``dcterms:subject`` legal areas, ``ecli:parties`` (one plain string, written
"A (appellant); B (respondent)" or "A / B"), and ``ecli:length`` (pages, ``xsd:integer``); all but
three have ``dcterms:date`` (the decision date, ``xsd:date``), all but the two criminal trials an
``ecli:outcome`` ("dismissed", "allowed" or "remitted"), appeals and cassations an
``ecli:appealOf`` to the judgment below, 22 cite earlier judgments by ``dcterms:references`` (30
citations), and six have a ``dcterms:abstract``. Cases run in chains from a district court or the tax tribunal through
the High Court of Appeal to the Supreme Court; one appeal is remitted and decided again at first
instance, and one district judge sits twice on the High Court of Appeal.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_cases_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no questions (10 of
them false), in plain English as a law student or legal journalist asks them, not phrased after
the property names ("Which court decided ...", "What cases cite ...", "Who sat on ...", "sent back
to a lower court", "handed down", "run to more than 30 pages"): one hop both ways (a judgment's
court, judges, areas, parties, date, ECLI and outcome; the judgments citing one), two and three
hops (the appeals from one district court, the court that heard a Supreme Court case at first
instance), class questions with conditions (tort cases of one court, administrative-law cases
allowed, first-instance judgments never appealed, the cases two judges sat on together),
superlatives (the longest HCA judgment, the most cited judgment, the judge with most cases), date
ranges and thresholds, the thesaurus's hierarchy, counts per court, judge, area, outcome and
year, a sum of pages, one stored length, and yes/no on outcomes, courts, judges, citations, page
thresholds, two cases' dates, the areas' hierarchy, existence and two judges' case counts. Cases
are named as people name them (a short name such as "the Dunmore Estates appeal" or "Northgate
Cleaning v Szabo", "the HCA", one misspelt party, some lowercase without a question mark, one
" 's "). Where the answer is an entity, the answer is the entity (``id/ECLI:XX:HCA:2020:144``,
``court/DCN``, ``judge/c-finch``, ``concept/legal-area/tort``), not its name; a date, an ECLI,
the parties or an outcome as written.

    python -m kgqa.bench.cases_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "cases.ttl"
BASE = "http://example.org/ecli/"
ECLI = "http://example.org/ecli/ontology#"
DCT = "http://purl.org/dc/terms/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
FOAF = "http://xmlns.com/foaf/0.1/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def j(code: str) -> str:
    """A judgment by its ECLI after the country code (``HCA:2020:144``)."""
    return _e(f"id/ECLI:XX:{code}")


JUDGMENT, COURT_CLASS = f"<{ECLI}Judgment>", f"<{ECLI}Court>"
JUDGE, PROCEDURE, OUTCOME, APPEAL_OF, PARTIES, LENGTH = (
    f"<{ECLI}{n}>" for n in ("judge", "procedureType", "outcome", "appealOf", "parties", "length"))
IDENTIFIER, TITLE, DATE, COURT, SUBJECT, CITES = (
    f"<{DCT}{n}>" for n in ("identifier", "title", "date", "creator", "subject", "references"))
BROADER, ALT_LABEL = f"<{SKOS}broader>", f"<{SKOS}altLabel>"

SC, HCA, DCN, DCL, WTT = (_e(f"court/{c}") for c in ("SC", "HCA", "DCN", "DCL", "WTT"))
QUAYLE, DELAMERE, ACHTERBERG, BRENNAN, WREN, FINCH, OKONJO, LINDQVIST, MOORCROFT, TASH, SARRAZIN, HATHERLEY = (
    _e(f"judge/{n}") for n in ("h-quayle", "o-delamere", "m-achterberg", "a-brennan", "t-wren", "c-finch",
                               "r-okonjo", "p-lindqvist", "a-moorcroft", "g-tash", "y-sarrazin", "l-hatherley"))
PRIVATE, PUBLIC, CONTRACT, TORT, PROPERTY, EMPLOYMENT, TAX, ADMINISTRATIVE, IMMIGRATION = (
    _e(f"concept/legal-area/{a}") for a in ("private-law", "public-law", "contract-law", "tort", "property-law",
                                            "employment-law", "tax-law", "administrative-law", "immigration-law"))

FAIRWEATHER = j("DCN:2018:140")
HENSLEY_SC = j("SC:2017:112")  # Hensley Holdings Ltd v Marrow
MARLOW_SC = j("SC:2021:8")  # Marlow Hospital Trust v Oakes
DUNMORE_HCA = j("HCA:2021:12")
PIM_HCA = j("HCA:2019:211")  # Pim v. Castellan Motors Ltd
ARKWRIGHT = j("WTT:2021:64")
OAKES_DCL = j("DCL:2019:66")
HARROWGATE = j("DCL:2018:41")  # Re Harrowgate Farm
GASKELL_DCL = j("DCL:2016:203")  # Gaskell v Thornbury Borough Council
THORNBURY_HCA = j("HCA:2017:95")  # Thornbury Borough Council v Gaskell
HALLORAN_HCA = j("HCA:2022:19")
NORTHGATE_SC = j("SC:2023:15")  # Northgate Cleaning Services Ltd v Szabo
MARSH = j("DCN:2022:71")  # Public Prosecutor v Marsh
RENDELL_SC = j("SC:2022:6")


def judgment(var: str) -> str:
    """``var`` is a judgment (judges, courts and areas are other resources)."""
    return f"{var} {RDF_TYPE} {JUDGMENT} ."


def on_date(var: str, low: str, high: str) -> str:
    """``var`` was decided between two dates, both included."""
    return f"{var} {DATE} ?d FILTER(?d >= \"{low}\"^^{XSD_DATE} && ?d <= \"{high}\"^^{XSD_DATE})"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # courts, judges, areas of one case
    ("Which court decided Fairweather v Ostler Logistics?", "lists", f"SELECT ?x WHERE {{ {FAIRWEATHER} {COURT} ?x }}"),
    ("Who were the judges in Marlow Hospital Trust v Oakes?", "lists", f"SELECT ?x WHERE {{ {MARLOW_SC} {JUDGE} ?x }}"),
    ("Who sat on the Pim v. Castellan Motors appeal?", "lists", f"SELECT ?x WHERE {{ {PIM_HCA} {JUDGE} ?x }}"),
    ("Who was the judge in Arkwright v Revenue Commissioner?", "lists",
     f"SELECT ?x WHERE {{ {ARKWRIGHT} {JUDGE} ?x }}"),
    ("What areas of law does the Dunmore Estates appeal concern?", "lists",
     f"SELECT ?x WHERE {{ {DUNMORE_HCA} {SUBJECT} ?x }}"),
    ("Who were the parties in Re Harrowgate Farm?", "lists", f"SELECT ?x WHERE {{ {HARROWGATE} {PARTIES} ?x }}"),
    ("When was Gaskell v Thornbury Borough Council decided?", "lists",
     f"SELECT ?x WHERE {{ {GASKELL_DCL} {DATE} ?x }}"),
    ("What was the outcome of the Halloran Freight appeal?", "lists",
     f"SELECT ?x WHERE {{ {HALLORAN_HCA} {OUTCOME} ?x }}"),
    ("what 's the ECLI of Public Prosecutor v Marsh", "lists", f"SELECT ?x WHERE {{ {MARSH} {IDENTIFIER} ?x }}"),
    # citations and appeals
    ("What cases cite Hensley Holdings Ltd v Marrow?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {CITES} {HENSLEY_SC} }}"),
    ("Which judgments does Northgate Cleaning v Szabo cite?", "lists",
     f"SELECT ?x WHERE {{ {NORTHGATE_SC} {CITES} ?x }}"),
    ("Which is the most cited judgment?", "lists",
     f"SELECT ?x WHERE {{ ?c {CITES} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?c)) LIMIT 1"),
    ("which appeals came from the norbridge district court", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {APPEAL_OF} ?y . ?y {COURT} {DCN} }}"),
    ("Which court heard Hensley Holdings v Marrow at first instance?", "lists",
     f"SELECT ?x WHERE {{ {HENSLEY_SC} {APPEAL_OF} ?a . ?a {APPEAL_OF} ?b . ?b {COURT} ?x }}"),
    ("Which first-instance judgments were never appealed?", "lists",
     (f"SELECT ?x WHERE {{ {judgment('?x')} ?x {PROCEDURE} \"First instance\" "
      f"FILTER NOT EXISTS {{ ?a {APPEAL_OF} ?x }} }}")),
    ("Which cases were sent back to a lower court?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {OUTCOME} \"remitted\" }}"),
    ("Which cassation appeals did the Supreme Court dismiss?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {COURT} {SC} ; {PROCEDURE} \"Cassation\" ; {OUTCOME} \"dismissed\" }}"),
    # judges' cases
    ("Which cases did Justice Okonjo decide in 2020?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {JUDGE} {OKONJO} ; {DATE} ?d FILTER(YEAR(?d) = 2020) }}"),
    ("Which judgments did Judge Sarrazin give before 2020?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {JUDGE} {SARRAZIN} ; {DATE} ?d FILTER(?d < \"2020-01-01\"^^{XSD_DATE}) }}"),
    ("Which cases did Justices Brennan and Okonjo sit on together?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {JUDGE} {BRENNAN}, {OKONJO} }}"),
    ("which judge has sat on the most cases", "lists",
     f"SELECT ?x WHERE {{ ?c {JUDGE} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?c)) LIMIT 1"),
    # courts' cases, dates and lengths
    ("Which Supreme Court judgments were handed down in 2023?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {COURT} {SC} ; {DATE} ?d FILTER(YEAR(?d) = 2023) }}"),
    ("Which is the longest judgment of the HCA?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {COURT} {HCA} ; {LENGTH} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("Which HCA judgments run to more than 30 pages?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {COURT} {HCA} ; {LENGTH} ?p FILTER(?p > 30) }}"),
    ("Which judgments have no decision date?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} FILTER NOT EXISTS {{ ?x {DATE} ?d }} }}"),
    ("Which judgments were handed down between March and June 2019?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} {on_date('?x', '2019-03-01', '2019-06-30')} }}"),
    ("which tort cases did the district court of lessingham decide", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {COURT} {DCL} ; {SUBJECT} {TORT} }}"),
    ("Which administrative law cases were allowed?", "lists",
     f"SELECT ?x WHERE {{ {judgment('?x')} ?x {SUBJECT} {ADMINISTRATIVE} ; {OUTCOME} \"allowed\" }}"),
    # the legal-area thesaurus
    ("Which areas of law come under private law?", "lists", f"SELECT ?x WHERE {{ ?x {BROADER} {PRIVATE} }}"),
    ("Immigration law is part of which wider area of law?", "lists",
     f"SELECT ?x WHERE {{ {IMMIGRATION} {BROADER} ?x }}"),
    # counts, a sum and one stored number
    ("How many tax appeals were allowed?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {PROCEDURE} \"Appeal\" ; {SUBJECT} {TAX} ; "
      f"{OUTCOME} \"allowed\" }}")),
    ("How many judgments has the Supreme Court given?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {COURT} {SC} }}"),
    ("How many pages long is the Supreme Court's judgment in Marlow Hospital Trust v Oakes?", "counts",
     f"SELECT ?n WHERE {{ {MARLOW_SC} {LENGTH} ?n }}"),
    ("How many cases cite Thornbury Borough Council v Gaskell?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {CITES} {THORNBURY_HCA} }}"),
    ("how many cases has lionel hatherley decided", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {JUDGE} {HATHERLEY} }}"),
    ("How many pages do the Supreme Court's judgments add up to?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ {judgment('?x')} ?x {COURT} {SC} ; {LENGTH} ?p }}"),
    ("How many employment law cases are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {SUBJECT} {EMPLOYMENT} }}"),
    ("How many judgments did the High Court of Appeal give in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {COURT} {HCA} ; {DATE} ?d FILTER(YEAR(?d) = 2022) }}"),
    # the party's name misspelt on purpose: "Rendell" is the stored one
    ("How many judges sat on the Supreme Court's Rendel v Public Prosecutor case?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {RENDELL_SC} {JUDGE} ?x }}"),
    ("How many claims were dismissed at first instance?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {judgment('?x')} ?x {PROCEDURE} \"First instance\" ; "
      f"{OUTCOME} \"dismissed\" }}")),
]
YES_NO = [
    ("Was the appeal in Greyfriars Catering v Ibbotson dismissed?", True),
    ("Did the High Court of Appeal allow Rendell's appeal?", False),
    ("Did the Supreme Court decide Hensley Holdings v Marrow?", True),
    ("Was Fairweather v Ostler Logistics decided by the District Court of Lessingham?", False),
    ("Did Justice Wren sit on Oakes v Marlow Hospital Trust in the High Court of Appeal?", True),
    ("Was Justice Achterberg on the bench in Rendell v Public Prosecutor at the Supreme Court?", False),
    ("Does the Supreme Court's Corveth Shipping judgment cite Hensley Holdings v Marrow?", True),
    ("Does Vance v Tolliver cite Hensley Holdings v Marrow?", False),
    ("Is the Supreme Court's judgment in Marlow Hospital Trust v Oakes longer than 40 pages?", True),
    ("Is the Thornbury Borough Council v Gaskell judgment longer than 30 pages?", False),
    ("Was Thornbury Borough Council v Gaskell decided before Ibbotson v Greyfriars Catering?", True),
    ("did the tax tribunal decide dunmore estates before 2020", False),
    ("Is tax law part of public law?", True),
    ("Is employment law a branch of public law?", False),
    ("Has the Supreme Court decided an immigration case?", True),
    ("Has the Supreme Court ruled on a property law case?", False),
    ("Has Ansel Moorcroft decided more cases than Gideon Tash?", True),
    ("Was Pellow v Revenue Commissioner decided after the Tax Tribunal's Halloran Freight decision?", False),
    ("was the pim v castellan motors appeal remitted", True),
    ("Has Lionel Hatherley ever sat on the High Court of Appeal?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``id/ECLI:XX:HCA:2020:144``, ``court/DCN``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("cases", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
