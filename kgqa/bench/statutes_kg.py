"""``python -m kgqa.bench.statutes_kg``: questions about a national legislation database, one JSON object on stdout.

The KG is ``tests/candidates/data/statutes.ttl``: the ELI (European Legislation Identifier,
``http://data.europa.eu/eli/ontology#``) metadata export an official gazette publishes for its
legislation, for an invented bilingual country, the Republic of Norvenne, written by hand in
Turtle (997 triples). Everything of the gazette's own is under
``https://legislation.norvenne.example/`` (the file is written against an ``@base``). There are 42
``eli:LegalResource``s with IRIs in ELI's URI-template style, ``eli/{type}/{year}/{number}``: 20
acts of parliament (``eli/act/2016/21``), 10 decrees (``eli/decree/2023/70``), 6 regulations
(``eli/regulation/2017/203``) and 6 ministerial orders (``eli/order/2022/95``), from 2009 to 2024.
Each has ``eli:type_document`` (an IRI of the gazette's resource-type table,
``authority/resource-type/ACT``, ``DECREE``, ``REG``, ``ORDER``, each a ``skos:Concept`` with
``skos:prefLabel`` in English and French: "Act"/"Loi", "Decree"/"Décret", "Regulation"/"Règlement",
"Ministerial order"/"Arrêté ministériel"), ``eli:id_local`` (``"L.2016-21"``, ``"D.2023-70"``,
``"R.2017-203"``, ``"O.2022-95"``), ``eli:date_document`` (the date it was adopted or signed) and
``eli:date_publication`` (``xsd:date``), ``eli:first_date_entry_in_force`` (missing for three),
``eli:in_force`` (``eli:InForce-inForce`` or ``eli:InForce-notInForce``, labelled ``@en``/``@fr``;
the ten not in force also have ``eli:date_no_longer_in_force``), ``eli:passed_by`` (acts: the
Chamber of Deputies; decrees and regulations: the Council of Ministers; orders: the ministry
itself), ``eli:responsibility_of`` (one ministry, two for two acts) and ``eli:is_about`` (one or
two subject terms). The ten bodies are ``foaf:Organization``s under ``authority/corporate-body/``
with opaque French-derived codes (``CHD``, ``CMIN``, ``MFIN``, ``MSAN`` the Ministry of Health,
``MENV``, ``MJUS``, ``MTRA`` the Ministry of Mobility and Transport, ``MTRAV`` the Ministry of
Labour and Social Affairs, ``MINT``, ``MAGR``) and ``skos:prefLabel`` in English and French; the 15
subjects are ``skos:Concept``s of the gazette's thesaurus with numeric ids
(``authority/subject/2475`` "waste management"@en, "gestion des déchets"@fr). Titles are not on
the acts but on their expressions: ``eli:is_realized_by`` to one ``eli:LegalExpression`` per
language (``eli/act/2016/21/eng``, ``.../fra``), each with ``eli:language`` (EU authority IRIs
``http://publications.europa.eu/resource/authority/language/ENG`` and ``FRA``, labelled) and
``eli:title`` (``@en`` or ``@fr``), seven English ones also ``eli:title_short`` ("Road Traffic
Act"); three older texts have only an English expression and one order only a French one.
Decrees, regulations and orders are titled as gazettes title them ("Decree of 13 September 2023
on the collection of packaging waste"). Six acts have articles, ``eli:LegalResourceSubdivision``s
(``eli/act/2016/21/art_3``, 28 in all), linked as real dumps link them: both ``eli:has_part`` and
``eli:is_part_of`` for four acts, only ``eli:is_part_of`` for the Public Procurement Act, only
``eli:has_part`` for the Renewable Energy Act. Amendments and repeals are stated untidily:
``eli:changes`` / ``eli:changed_by`` and ``eli:repeals`` / ``eli:repealed_by`` both ways for some
pairs, only from the amending or repealing side for others and only from the amended or repealed
side for others still, and three articles are amended (two by ``eli:changes`` to the article, one
by ``eli:changed_by`` on it); three texts are not in force with no repeal stated (they expired).
Implementing texts ``eli:cites`` their parent act, and eight acts ``eli:transposes`` an EU
directive, an IRI under ``http://data.europa.eu/eli/dir/`` (``.../dir/2019/1937/oj``) that is not
described in the file.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_statutes_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts and 20 yes/no questions (10 of them false), in plain
English as a lawyer, journalist or citizen asks a legislation database, not phrased after the ELI
terms ("Which acts amend ...", "What did ... repeal?", "What replaced ...", "still in force",
"came into force", "Who adopted ...", "Which ministry is responsible for ..."): one hop both ways
(what an act amended or repealed and what amended or repealed it, over whichever direction the
file states, a text's ministry, subjects, publication and entry-into-force dates, the directive it
transposes, the texts citing it), two and three hops (an act's French title and languages through
its expressions, its amended articles, the directives transposed by one ministry's acts, decrees
citing acts no longer in force), class questions with conditions (decrees in force, acts no longer
in force, regulations adopted in a year, orders issued by a ministry), dates (adopted in a year,
before a date, entering into force on a day), superlatives (the most recent decree on a subject,
the oldest, the act with most articles), counts per type, year, subject, ministry and amendments,
article counts, and yes/no on amendment, repeal, in-force status, transposition, responsibility,
citation, article-count thresholds, languages and two texts' dates compared. Names are written as
people write them (short titles such as "the emergency measures act" or "the criminal procedure
act", one misspelt title, some lowercase without a question mark, " 's "); parliament is the
Chamber of Deputies. Where the answer is an entity, the answer is the entity (its IRI, compared as
``eli/act/2016/21`` or ``authority/corporate-body/MJUS`` for the gazette's own resources and in
full for EU directives and languages), not its name; a date or a title as written.

    python -m kgqa.bench.statutes_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "statutes.ttl"
BASE = "https://legislation.norvenne.example/"
ELI = "http://data.europa.eu/eli/ontology#"
EU_DIR = "http://data.europa.eu/eli/dir/"
LANG = "http://publications.europa.eu/resource/authority/language/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _p(name: str) -> str:
    return f"<{ELI}{name}>"


def _date(text: str) -> str:
    return f'"{text}"^^{XSD_DATE}'


LEGAL_RESOURCE, SUBDIVISION = _p("LegalResource"), _p("LegalResourceSubdivision")
NOT_IN_FORCE, IN_FORCE_YES = _p("InForce-notInForce"), _p("InForce-inForce")
(TYPE_DOC, DATE_DOC, DATE_PUB, ENTRY, IN_FORCE, PASSED_BY, RESP, ABOUT, CHANGES, CHANGED_BY, REPEALS,
 REPEALED_BY, CITES, TRANSPOSES, HAS_PART, PART_OF, REALIZED, LANGUAGE, TITLE) = (_p(n) for n in (
    "type_document", "date_document", "date_publication", "first_date_entry_in_force", "in_force", "passed_by",
    "responsibility_of", "is_about", "changes", "changed_by", "repeals", "repealed_by", "cites", "transposes",
    "has_part", "is_part_of", "is_realized_by", "language", "title"))

ACT, DECREE, REG, ORDER = (_e(f"authority/resource-type/{c}") for c in ("ACT", "DECREE", "REG", "ORDER"))
CHD, CMIN, MFIN, MSAN, MENV, MJUS, MTRA, MTRAV, MINT = (_e(f"authority/corporate-body/{c}") for c in (
    "CHD", "CMIN", "MFIN", "MSAN", "MENV", "MJUS", "MTRA", "MTRAV", "MINT"))
DATA_PROTECTION, WASTE, ROAD = (_e(f"authority/subject/{c}") for c in ("1310", "2475", "4810"))
FRA = f"<{LANG}FRA>"

(PERSONAL_DATA_2009, INCOME_TAX_2012, CRIMINAL_PROCEDURE, PUBLIC_HEALTH, WASTE_ACT, ROAD_TRAFFIC, FOREIGN_NATIONALS,
 PROCUREMENT, DATA_PROTECTION_2018, EMERGENCY, INCOME_TAX_2021, WORKING_CONDITIONS, RENEWABLE, WHISTLEBLOWER,
 DRINKING_WATER, PLASTICS) = (_e(f"eli/act/{n}") for n in (
    "2009/11", "2012/15", "2013/22", "2014/8", "2015/33", "2016/21", "2016/40", "2017/19", "2018/30", "2020/12",
    "2021/40", "2022/14", "2022/30", "2023/18", "2024/5", "2024/11"))
WITHHOLDING_DECREE, COMMISSION_DECREE, ROADWORTHINESS_DECREE = (
    _e("eli/decree/2020/52"), _e("eli/decree/2018/64"), _e("eli/decree/2022/41"))
AGRI_SUPPORT_REG = _e("eli/regulation/2015/90")
LICENCE_FEES_ORDER = _e("eli/order/2022/95")
WHISTLEBLOWER_DIR, PLASTICS_DIR = f"<{EU_DIR}2019/1937/oj>", f"<{EU_DIR}2019/904/oj>"


def amends(x: str, target: str) -> str:
    """``x`` amends ``target``, stated from either side."""
    return f"{{ {x} {CHANGES} {target} }} UNION {{ {target} {CHANGED_BY} {x} }}"


def repeals(x: str, target: str) -> str:
    """``x`` repeals ``target``, stated from either side."""
    return f"{{ {x} {REPEALS} {target} }} UNION {{ {target} {REPEALED_BY} {x} }}"


def article_of(act: str, art: str) -> str:
    """``art`` is an article of ``act``, stated from either side."""
    return f"{art} {RDF_TYPE} {SUBDIVISION} . {{ {act} {HAS_PART} {art} }} UNION {{ {art} {PART_OF} {act} }}"


def legal(var: str) -> str:
    """``var`` is a legal text (an act, decree, regulation or order; not an article)."""
    return f"{var} {RDF_TYPE} {LEGAL_RESOURCE} ."


def _year(var: str, year: int) -> str:
    return f"FILTER(YEAR({var}) = {year})"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # amendments, repeals, citations
    ("Which acts amend the Road Traffic Act 2016?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {amends('?x', ROAD_TRAFFIC)} }}"),
    ("Which acts amended the Waste Management Act?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {amends('?x', WASTE_ACT)} }}"),
    ("What did the Data Protection Act 2018 repeal?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {repeals(DATA_PROTECTION_2018, '?x')} }}"),
    ("what replaced the income tax act 2012", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {repeals('?x', INCOME_TAX_2012)} }}"),
    ("Which legislation cites the Road Traffic Act?", "lists",
     f"SELECT ?x WHERE {{ {legal('?x')} ?x {CITES} {ROAD_TRAFFIC} }}"),
    ("Which decrees cite laws that are no longer in force?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {TYPE_DOC} {DECREE} ; {CITES} ?a . ?a {TYPE_DOC} {ACT} ; "
      f"{IN_FORCE} {NOT_IN_FORCE} }}")),
    # ministries, bodies, subjects
    ("What legislation is the Ministry of Justice responsible for?", "lists",
     f"SELECT ?x WHERE {{ {legal('?x')} ?x {RESP} {MJUS} }}"),
    ("Which ministry is responsible for the Foreign Nationals Act?", "lists",
     f"SELECT ?x WHERE {{ {FOREIGN_NATIONALS} {RESP} ?x }}"),
    ("Who adopted the decree on income tax withholding?", "lists",
     f"SELECT ?x WHERE {{ {WITHHOLDING_DECREE} {PASSED_BY} ?x }}"),
    ("Which orders has the Ministry of Health issued?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {ORDER} ; {PASSED_BY} {MSAN} }}"),
    # the title misspelt on purpose: "Whistleblower" is the stored one
    ("What subjects does the Whistelblower Protection Act cover?", "lists",
     f"SELECT ?x WHERE {{ {WHISTLEBLOWER} {ABOUT} ?x }}"),
    ("What legislation deals with data protection?", "lists",
     f"SELECT ?x WHERE {{ {legal('?x')} ?x {ABOUT} {DATA_PROTECTION} }}"),
    # EU directives
    ("Which EU directive does the Working Conditions Act transpose?", "lists",
     f"SELECT ?x WHERE {{ {WORKING_CONDITIONS} {TRANSPOSES} ?x }}"),
    ("Which acts transpose an EU directive?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {TYPE_DOC} {ACT} ; {TRANSPOSES} ?d }}"),
    ("Which EU directives has the Ministry of Environment and Energy transposed?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {RESP} {MENV} ; {TRANSPOSES} ?x }}"),
    # dates, types, in-force status
    ("Which acts did the Chamber of Deputies pass in 2016?", "lists",
     f"SELECT ?x WHERE {{ ?x {PASSED_BY} {CHD} ; {DATE_DOC} ?d {_year('?d', 2016)} }}"),
    ("Which acts were adopted before 2012?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {ACT} ; {DATE_DOC} ?d FILTER(?d < {_date('2012-01-01')}) }}"),
    ("Which regulations did the Council of Ministers adopt in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {REG} ; {PASSED_BY} {CMIN} ; {DATE_DOC} ?d {_year('?d', 2023)} }}"),
    ("Which decrees are still in force?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {DECREE} ; {IN_FORCE} {IN_FORCE_YES} }}"),
    ("Which acts are no longer in force?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {ACT} ; {IN_FORCE} {NOT_IN_FORCE} }}"),
    ("What legislation entered into force on 1 January 2024?", "lists",
     f"SELECT ?x WHERE {{ {legal('?x')} ?x {ENTRY} {_date('2024-01-01')} }}"),
    ("When was the Public Health Act published?", "lists", f"SELECT ?x WHERE {{ {PUBLIC_HEALTH} {DATE_PUB} ?x }}"),
    ("When did the Drinking Water Act come into force?", "lists",
     f"SELECT ?x WHERE {{ {DRINKING_WATER} {ENTRY} ?x }}"),
    ("What is the most recent decree about waste management?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {DECREE} ; {ABOUT} {WASTE} ; {DATE_DOC} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("What is the oldest decree on road transport?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE_DOC} {DECREE} ; {ABOUT} {ROAD} ; {DATE_DOC} ?d }} ORDER BY ?d LIMIT 1"),
    # articles and expressions
    ("which articles does the public procurement act have", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {article_of(PROCUREMENT, '?x')} }}"),
    ("Which articles of the Road Traffic Act have been amended?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {article_of(ROAD_TRAFFIC, '?x')} "
      f"{{ ?x {CHANGED_BY} ?a }} UNION {{ ?a {CHANGES} ?x }} }}")),
    ("Which act has the most articles?", "lists",
     (f"SELECT ?x WHERE {{ {legal('?x')} {article_of('?x', '?art')} }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?art)) LIMIT 1")),
    ("What is the Data Protection Act 2018 's French title?", "lists",
     f"SELECT ?x WHERE {{ {DATA_PROTECTION_2018} {REALIZED} ?e . ?e {LANGUAGE} {FRA} ; {TITLE} ?x }}"),
    ("what languages is the order on driving licence exam fees published in", "lists",
     f"SELECT ?x WHERE {{ {LICENCE_FEES_ORDER} {REALIZED} ?e . ?e {LANGUAGE} ?x }}"),
    # counts
    ("How many articles does the Whistleblower Protection Act have?", "counts",
     f"SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE {{ {article_of(WHISTLEBLOWER, '?a')} }}"),
    ("How many times has the Road Traffic Act been amended?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {amends('?x', ROAD_TRAFFIC)} }}"),
    ("how many decrees are there", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TYPE_DOC} {DECREE} }}"),
    ("How many regulations are still in force?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TYPE_DOC} {REG} ; {IN_FORCE} {IN_FORCE_YES} }}"),
    ("How many acts of parliament is the Ministry of Finance responsible for?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TYPE_DOC} {ACT} ; {RESP} {MFIN} }}"),
    ("How many pieces of legislation is the Ministry of Health responsible for?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {legal('?x')} ?x {RESP} {MSAN} }}"),
    ("How many pieces of legislation deal with road transport?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {legal('?x')} ?x {ABOUT} {ROAD} }}"),
    ("How many pieces of legislation were published in 2023?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {legal('?x')} ?x {DATE_PUB} ?d {_year('?d', 2023)} }}"),
    ("How many texts were adopted in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {legal('?x')} ?x {DATE_DOC} ?d {_year('?d', 2022)} }}"),
    ("How many acts has parliament passed since 2020?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PASSED_BY} {CHD} ; {DATE_DOC} ?d "
      f"FILTER(?d >= {_date('2020-01-01')}) }}")),
]
YES_NO = [
    ("Has the Road Traffic Act been amended?", True),
    ("Has the Foreign Nationals Act been amended?", False),
    ("Was the Personal Data Act 2009 repealed by the Data Protection Act 2018?", True),
    ("Did the Working Conditions Act repeal the Income Tax Act 2012?", False),
    ("is the income tax act 2012 still in force", False),
    ("Is the Criminal Procedure Act still in force?", True),
    ("Does the Whistleblower Protection Act transpose Directive 2019/1937?", True),
    ("Does the Renewable Energy Act transpose Directive 2019/904?", False),
    ("Was the Data Protection Act 2018 passed before the Public Procurement Act 2017?", False),
    ("Was the Waste Management Act passed before the Road Traffic Act 2016?", True),
    ("did the emergency measures act amend the public health act", True),
    ("Is the Ministry of Health responsible for the Drinking Water Act?", True),
    ("Is the Ministry of Transport responsible for the Whistleblower Protection Act?", False),
    ("Was the decree on roadworthiness testing of vehicles adopted by parliament?", False),
    ("Does the Income Tax Act 2021 have more than 5 articles?", False),
    ("Does the Public Health Act have at least five articles?", True),
    ("Does the decree establishing the National Data Protection Commission cite the Data Protection Act 2018?", True),
    ("Does any legislation cite the Working Conditions Act?", False),
    ("Did the Drinking Water Act come into force before the Single-Use Plastics Act?", True),
    ("Is the regulation on agricultural support payments published in French?", False),
]


name_of = kg_questions.name_under(BASE)  # the gazette's resources by their path (``eli/act/2016/21``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("statutes", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
