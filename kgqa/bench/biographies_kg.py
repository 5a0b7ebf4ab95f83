"""``python -m kgqa.bench.biographies_kg``: questions about a small town's local-history society's
biographical archive in the BIO vocabulary, one JSON object on stdout.

The KG is ``tests/candidates/data/biographies.ttl``: the card index of the Tollerby & District
History Society, the archive of an invented English market town, exported to RDF as a society
volunteer would publish it, written by hand in Turtle (807 triples) over five families and the
town's employers from 1836 to 1991. Every resource is under
``http://archive.tollerby-history.example.org/`` (``person/112``, ``event/birth/112``,
``event/death/112``, ``event/burial/112``, ``event/4001``, ``org/grammar-school``,
``place/kestlow``); the vocabulary is BIO (``http://purl.org/vocab/bio/0.1/``) with ``foaf:``,
``dcterms:`` and ``rdfs:``. 29 ``foaf:Person``s have ``foaf:name`` ("Josiah Pellow"),
``foaf:gender`` as a plain string ("female"/"male"; one, Jabez Crick, has none), two a
``foaf:title`` "Dr", 18 a ``bio:biography`` (an English paragraph), ``bio:birth`` and
``bio:death`` to their ``bio:Birth`` and ``bio:Death`` events and ``bio:event`` to the others;
family links are ``bio:father`` and ``bio:mother`` from child to parent and ``bio:child`` from
parent to child. Every event has ``bio:date`` (``xsd:date``, a few only ``xsd:gYear``) and most a
``bio:place``: 28 births and 26 deaths and five burials (``bio:principal``), nine
``bio:Marriage``s and one ``bio:Divorce`` (two ``bio:partner``s each), eight ``bio:Graduation``s
(``bio:organization`` the University of Bramford or the Bramford School of Nursing), 19
``bio:Employment``s and two ``bio:Promotion``s (``bio:organization`` and ``bio:position`` as a
plain string, "Headmaster", "Matron"), five ``bio:Resignation``s and seven ``bio:Retirement``s
(``bio:organization``). Ten places are ``dcterms:Location``s with ``rdfs:label`` (the church, the
register office and the cemetery ``dcterms:isPartOf`` Tollerby); nine ``foaf:Organization``s
(the grammar school, the cottage hospital, Pellow & Sons Brewery, the urban district council, the
Kestlow and Tollerby Railway, the Tollerby Gazette, the university, the nursing school, the
society itself) have ``foaf:name`` and most ``foaf:based_near``. Untidy as a volunteer-kept index
is: two births and three deaths only to the year (``"1841"^^xsd:gYear``), one birth and two deaths
(the war dead) without a place, Jabez Crick with no birth and no gender and linked to his daughter
only by ``bio:child``, three people with no death, Henry Grice's wife and Robert Dorling's wife
missing, married women filed under their married name ("Margaret Ashby", née Pellow) except Edith
Pellow and Ruth Adeyemi, who kept theirs, one name hyphenated ("Mary-Ann Pellow") and one
employment only to a year.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_biographies_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a local historian, a family researcher or a visitor to the
society's website asks them, not phrased after the BIO terms ("Where was Samuel Hatherley born?",
"Who were Margaret Ashby's grandparents?", "Who has been head of Tollerby Grammar School?"): one
hop both ways through the events (a person's birthplace, the people born or died somewhere, where
someone worked, who worked somewhere), family links (children, a mother, parents, siblings,
grandchildren, grandparents), two and three hops (whom Cornelius Blythe's daughter married,
graduates who later worked at the hospital, people born in one place who died in another), class
questions with conditions (women who worked for the Gazette, women who never married), superlatives
on dates (the youngest person, the first graduate), date thresholds (born before 1845, died
1914-1918, married at the church before 1900), a stored date and position, counts of births,
deaths, marriages, employees, graduates and children, one stored year of birth, and yes/no on
birthplaces, marriages, ancestry, graduations, a divorce, who was older, who outlived whom, who
worked or resigned where and comparisons of two employers and two birthplaces. Some are typed
carelessly (lower case, no question mark, "the brewery", "the cottage hospital", one misspelt
name). Where the answer is an entity, the answer is the entity (its path under the base,
``person/112``), not its name; a date or string as written.

    python -m kgqa.bench.biographies_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "biographies.ttl"
BASE = "http://archive.tollerby-history.example.org/"
BIO = "http://purl.org/vocab/bio/0.1/"
FOAF = "http://xmlns.com/foaf/0.1/"
DCT = "http://purl.org/dc/terms/"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"

# the resources the questions name, by their path under BASE
TOLLERBY = "place/tollerby"
ST_ALDHELMS = "place/st-aldhelms"
UPPER_MARDLE = "place/upper-mardle"
KESTLOW = "place/kestlow"
BRAMFORD = "place/bramford"
GRAMMAR_SCHOOL = "org/grammar-school"
HOSPITAL = "org/cottage-hospital"
BREWERY = "org/pellows-brewery"
COUNCIL = "org/udc"
RAILWAY = "org/railway"
GAZETTE = "org/gazette"
UNIVERSITY = "org/university-bramford"
NURSING_SCHOOL = "org/nursing-school"
JABEZ_CRICK = "person/109"
JOSIAH_PELLOW = "person/112"
HANNAH_PELLOW = "person/113"
THOMAS_PELLOW = "person/114"
EDITH_PELLOW = "person/115"
ARTHUR_PELLOW = "person/116"
WILLIAM_PELLOW = "person/117"
FLORENCE_PELLOW = "person/118"
MARGARET_ASHBY = "person/119"
ROBERT_DORLING = "person/130"
MARY_ANN_PELLOW = "person/131"
CORNELIUS_BLYTHE = "person/150"
SARAH_BLYTHE = "person/151"
ADA_PELLOW = "person/152"
PERCIVAL_QUAYLE = "person/180"
SAMUEL_HATHERLEY = "person/201"
LOUISA_HATHERLEY = "person/202"
ELEANOR_HATHERLEY = "person/203"
GEORGE_HATHERLEY = "person/204"
HENRY_GRICE = "person/220"
WALTER_GRICE = "person/221"
AGNES_LAMB = "person/222"
FREDERICK_LAMB = "person/240"
VERA_LAMB = "person/241"
RUTH_ADEYEMI = "person/305"
JOHN_FAIRWEATHER = "person/306"
DAVID_FAIRWEATHER = "person/307"
LEONARD_ASHBY = "person/308"
HAROLD_FINCH = "person/309"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _b(name: str) -> str:
    return f"<{BIO}{name}>"


(PRINCIPAL, PARTNER, DATE, PLACE, ORGANIZATION, POSITION, BIRTH, DEATH, EVENT, FATHER, MOTHER, CHILD,
 BIOGRAPHY) = (_b(n) for n in ("principal", "partner", "date", "place", "organization", "position", "birth",
                                "death", "event", "father", "mother", "child", "biography"))
BIRTH_, DEATH_, BURIAL_, MARRIAGE_, DIVORCE_, GRADUATION_, EMPLOYMENT_, PROMOTION_, RESIGNATION_, RETIREMENT_ = (
    _b(n) for n in ("Birth", "Death", "Burial", "Marriage", "Divorce", "Graduation", "Employment", "Promotion",
                    "Resignation", "Retirement"))
PERSON_, GENDER, NAME = f"<{FOAF}Person>", f"<{FOAF}gender>", f"<{FOAF}name>"
IS_PART_OF, LABEL = f"<{DCT}isPartOf>", f"<{RDFS}label>"
(TOLLERBY_, ST_ALDHELMS_, UPPER_MARDLE_, KESTLOW_, BRAMFORD_, GRAMMAR_SCHOOL_, HOSPITAL_, BREWERY_, COUNCIL_,
 RAILWAY_, GAZETTE_, UNIVERSITY_, NURSING_SCHOOL_) = (
    _e(p) for p in (TOLLERBY, ST_ALDHELMS, UPPER_MARDLE, KESTLOW, BRAMFORD, GRAMMAR_SCHOOL, HOSPITAL, BREWERY,
                    COUNCIL, RAILWAY, GAZETTE, UNIVERSITY, NURSING_SCHOOL))


def a(path: str) -> str:
    return _e(path)


def year(var: str) -> str:
    """The year of a date written ``1838-03-14`` or ``1841`` (a ``xsd:gYear``), as a string."""
    return f"SUBSTR(STR({var}), 1, 4)"


def event(kind: str, person: str, org: str = "?org", e: str = "?e") -> str:
    """``e`` is an event of ``kind`` whose principal is ``person``, at ``org``."""
    return f"{e} {RDF_TYPE} {kind} ; {PRINCIPAL} {person} ; {ORGANIZATION} {org} ."


def worked(person: str, org: str = "?org", e: str = "?e") -> str:
    """``person`` was employed by ``org``."""
    return event(EMPLOYMENT_, person, org, e)


def married(x: str, y: str, m: str = "?m") -> str:
    """``x`` and ``y`` are the partners of marriage ``m``."""
    return f"{m} {RDF_TYPE} {MARRIAGE_} ; {PARTNER} {x}, {y} . FILTER({x} != {y})"


def parent(x: str, y: str) -> str:
    """``y`` is a parent of ``x`` (``bio:father`` or ``bio:mother``)."""
    return f"{x} {FATHER}|{MOTHER} {y} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # births and deaths
    ("Where was Samuel Hatherley born?", "lists",
     f"SELECT ?x WHERE {{ {a(SAMUEL_HATHERLEY)} {BIRTH} ?b . ?b {PLACE} ?x }}"),
    ("Who was born in Upper Mardle?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {BIRTH} ?b . ?b {PLACE} {UPPER_MARDLE_} }}"),
    ("Who died in Kestlow?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {DEATH} ?d . ?d {PLACE} {KESTLOW_} }}"),
    ("Who was born before 1845?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {BIRTH} ?b . ?b {DATE} ?d FILTER({year('?d')} < \"1845\") }}"),
    ("Which people died between 1914 and 1918?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {DEATH} ?d . ?d {DATE} ?t "
      f"FILTER({year('?t')} >= \"1914\" && {year('?t')} <= \"1918\") }}")),
    ("Who is the youngest person in the archive?", "lists",
     f"SELECT ?x WHERE {{ ?x {BIRTH} ?b . ?b {DATE} ?d }} ORDER BY DESC(STR(?d)) LIMIT 1"),
    ("Which people born in Tollerby died in Kestlow?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {BIRTH} ?b ; {DEATH} ?d . ?b {PLACE} {TOLLERBY_} . ?d {PLACE} {KESTLOW_} }}"),
    ("Who is buried at St Aldhelm's?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?e {RDF_TYPE} {BURIAL_} ; {PRINCIPAL} ?x ; {PLACE} {ST_ALDHELMS_} }}"),
    # family
    ("Who were the children of Josiah Pellow?", "lists", f"SELECT ?x WHERE {{ {a(JOSIAH_PELLOW)} {CHILD} ?x }}"),
    ("Who was William Pellow's mother?", "lists", f"SELECT ?x WHERE {{ {a(WILLIAM_PELLOW)} {MOTHER} ?x }}"),
    ("Who were the parents of Vera Lamb?", "lists", f"SELECT ?x WHERE {{ {parent(a(VERA_LAMB), '?x')} }}"),
    ("who were the grandchildren of josiah pellow", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(JOSIAH_PELLOW)} {CHILD} ?c . ?c {CHILD} ?x }}"),
    ("Who were Margaret Ashby's grandparents?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {parent(a(MARGARET_ASHBY), '?p')} {parent('?p', '?x')} }}"),
    ("Who were Edith Pellow's brothers and sisters?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?p {CHILD} {a(EDITH_PELLOW)} ; {CHILD} ?x "
      f"FILTER(?x != {a(EDITH_PELLOW)}) }}")),
    # marriages
    ("Who did Percival Quayle marry?", "lists", f"SELECT ?x WHERE {{ {married(a(PERCIVAL_QUAYLE), '?x')} }}"),
    ("Who did Cornelius Blythe's daughter marry?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {a(CORNELIUS_BLYTHE)} {CHILD} ?d . {married('?d', '?x')} }}"),
    ("Who was married at St Aldhelm's Church before 1900?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?m {RDF_TYPE} {MARRIAGE_} ; {PARTNER} ?x ; {PLACE} {ST_ALDHELMS_} ; "
      f"{DATE} ?d FILTER({year('?d')} < \"1900\") }}")),
    ("Which women in the archive never married?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PERSON_} ; {GENDER} \"female\" "
      f"FILTER NOT EXISTS {{ ?m {RDF_TYPE} {MARRIAGE_} ; {PARTNER} ?x }} }}")),
    # education
    ("Who graduated from the University of Bramford?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {event(GRADUATION_, '?x', UNIVERSITY_)} }}"),
    ("Who was the first person to graduate from the University of Bramford?", "lists",
     f"SELECT ?x WHERE {{ {event(GRADUATION_, '?x', UNIVERSITY_)} ?e {DATE} ?d }} ORDER BY ?d LIMIT 1"),
    ("Where did Vera Lamb train?", "lists", f"SELECT ?x WHERE {{ {event(GRADUATION_, a(VERA_LAMB), '?x')} }}"),
    # work
    ("Who worked at the Tollerby Cottage Hospital?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {worked('?x', HOSPITAL_)} }}"),
    ("Where did Eleanor Hatherly work?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {worked(a(ELEANOR_HATHERLEY), '?x')} }}"),
    ("Who has been head of Tollerby Grammar School?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?e {PRINCIPAL} ?x ; {ORGANIZATION} {GRAMMAR_SCHOOL_} ; {POSITION} ?p "
      f"FILTER(?p IN (\"Headmaster\", \"Headmistress\")) }}")),
    ("Which women worked for the Tollerby Gazette?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {worked('?x', GAZETTE_)} ?x {GENDER} \"female\" }}"),
    ("who became matron of the cottage hospital", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?e {PRINCIPAL} ?x ; {ORGANIZATION} {HOSPITAL_} ; {POSITION} \"Matron\" }}"),
    ("Which graduates of the University of Bramford went on to work at the cottage hospital?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {event(GRADUATION_, '?x', UNIVERSITY_, '?g')} "
      f"{worked('?x', HOSPITAL_)} }}")),
    ("Who resigned from the Kestlow and Tollerby Railway?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {event(RESIGNATION_, '?x', RAILWAY_)} }}"),
    ("When did Henry Grice resign?", "lists",
     f"SELECT ?x WHERE {{ ?e {RDF_TYPE} {RESIGNATION_} ; {PRINCIPAL} {a(HENRY_GRICE)} ; {DATE} ?x }}"),
    ("What job did Harold Finch have at the grammar school?", "lists",
     f"SELECT ?x WHERE {{ {worked(a(HAROLD_FINCH), GRAMMAR_SCHOOL_)} ?e {POSITION} ?x }}"),
    # counts
    ("How many people in the archive were born in Tollerby?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {BIRTH} ?b . ?b {PLACE} {TOLLERBY_} }}"),
    ("how many people died in tollerby", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {DEATH} ?d . ?d {PLACE} {TOLLERBY_} }}"),
    ("How many children did Thomas Pellow have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {a(THOMAS_PELLOW)} {CHILD} ?x }}"),
    ("How many marriages are recorded?", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ ?m {RDF_TYPE} {MARRIAGE_} }}"),
    ("How many people worked for Pellow & Sons Brewery?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {worked('?x', BREWERY_)} }}"),
    ("How many people were employed by the railway?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {worked('?x', RAILWAY_)} }}"),
    ("How many women graduated from the University of Bramford?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {event(GRADUATION_, '?x', UNIVERSITY_)} ?x {GENDER} \"female\" }}"),
    ("How many of Samuel Hatherley's children went to university?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {a(SAMUEL_HATHERLEY)} {CHILD} ?x . "
      f"{event(GRADUATION_, '?x', UNIVERSITY_)} }}")),
    ("How many people in the archive have no death recorded?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {PERSON_} FILTER NOT EXISTS {{ ?x {DEATH} ?d }} }}"),
    ("In what year was Robert Dorling born?", "counts",
     f"SELECT ?n WHERE {{ {a(ROBERT_DORLING)} {BIRTH} ?b . ?b {DATE} ?n }}"),
]
YES_NO = [
    ("Was Eleanor Hatherley born in Tollerby?", True),
    ("Was George Hatherley born in Kestlow?", False),
    ("Did Percival Quayle marry Edith Pellow?", True),
    ("Did Thomas Pellow marry Ada Blythe?", False),
    ("Was Josiah Pellow William Pellow's grandfather?", True),
    ("Was Henry Grice the father of Vera Lamb?", False),
    ("Did Ruth Adeyemi graduate from the University of Bramford?", True),
    ("Did Vera Lamb graduate from the University of Bramford?", False),
    ("Did Agnes and Frederick Lamb divorce?", True),
    ("Did Samuel and Louisa Hatherley divorce?", False),
    ("Was Samuel Hatherley older than his wife Louisa?", True),
    ("Was Ada Pellow born before William Pellow?", False),
    ("Did Walter Grice die before his father?", True),
    ("Did George Hatherley outlive his sister Eleanor?", False),
    ("Did Vera Lamb work at the cottage hospital?", True),
    ("did john fairweather ever work for the brewery", False),
    ("Did Henry Grice resign from the council?", True),
    ("Did Harold Finch resign from the grammar school?", False),
    ("Did the brewery employ more people than the railway?", True),
    ("Were more people born in Bramford than in Kestlow?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their path (``person/112``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("biographies", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
