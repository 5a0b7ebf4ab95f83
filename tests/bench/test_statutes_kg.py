"""``kgqa.bench.statutes_kg``: the KG file parses and is in an official gazette's ELI shape (every
legal resource typed from the resource-type table, identified, dated, with its in-force status,
passing body, responsible ministry and subjects, all labelled, and titled on per-language
expressions; articles as subdivisions; amendments and repeals stated from one side or both), and
every gold query, run by rdflib on ``tests/candidates/data/statutes.ttl``, gives the answer worked
out by hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS, SKOS, XSD

from kgqa.bench import statutes_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ELI = rdflib.Namespace(bench.ELI)
BASE = rdflib.Namespace(bench.BASE)
TYPES = {BASE[f"authority/resource-type/{c}"] for c in ("ACT", "DECREE", "REG", "ORDER")}
STATUS = {ELI["InForce-inForce"], ELI["InForce-notInForce"]}
LANGS = {rdflib.URIRef(bench.LANG + "ENG"): "en", rdflib.URIRef(bench.LANG + "FRA"): "fr"}


def _eli(*paths: str) -> list[str]:
    """The gazette's texts by their ELI path (``act/2016/21``), sorted as the golds are."""
    return sorted(f"eli/{p}" for p in paths)


def _dirs(*numbers: str) -> list[str]:
    return sorted(f"{bench.EU_DIR}{n}/oj" for n in numbers)


# The answers read off the Turtle by hand, in the bench's order (paths under the gazette's base,
# EU directive and language IRIs in full, dates and titles as written).
LISTS = [
    _eli("act/2019/42", "act/2023/9"),  # 2019/42 stated both ways, 2023/9 only as changed_by
    _eli("act/2020/27", "act/2024/11"),  # 2020/27 only as changes
    _eli("act/2009/11"),  # only eli:repeals is stated
    _eli("act/2021/40"),
    _eli("decree/2016/88", "decree/2022/41", "regulation/2019/58", "order/2022/95"),
    _eli("decree/2020/52", "decree/2021/15"),  # citing the Income Tax Act 2012 and the Emergency Measures Act
    _eli("act/2009/11", "act/2013/22", "act/2018/30", "act/2023/18", "decree/2018/64"),
    ["authority/corporate-body/MINT"],
    ["authority/corporate-body/CMIN"],
    _eli("order/2020/310", "order/2024/17"),
    ["authority/subject/1230", "authority/subject/3310"],
    _eli("act/2009/11", "act/2018/30", "decree/2018/64"),
    _dirs("2019/1152"),
    _eli("act/2017/19", "act/2018/30", "act/2020/27", "act/2022/14", "act/2022/30", "act/2023/18", "act/2024/5",
         "act/2024/11"),
    _dirs("2018/851", "2018/2001", "2020/2184", "2019/904"),  # the Drinking Water Act is MSAN's and MENV's
    _eli("act/2016/21", "act/2016/40"),
    _eli("act/2009/11", "act/2011/6"),
    _eli("regulation/2023/27", "regulation/2023/44"),
    _eli("decree/2014/117", "decree/2018/64", "decree/2022/8", "decree/2022/41", "decree/2023/70", "decree/2023/102"),
    _eli("act/2009/11", "act/2011/6", "act/2012/15", "act/2020/12"),
    _eli("decree/2023/70", "decree/2023/102"),
    ["2014-02-19"],
    ["2024-07-01"],
    _eli("decree/2023/70"),  # over decree/2019/33
    _eli("decree/2016/88"),  # over decree/2022/41
    sorted(f"eli/act/2017/19/art_{i}" for i in range(1, 5)),  # only eli:is_part_of is stated
    ["eli/act/2016/21/art_3", "eli/act/2016/21/art_5"],  # art_3 by eli:changes, art_5 by eli:changed_by
    _eli("act/2016/21"),  # 6 articles; then 5 (2014/8, 2021/40, 2023/18), 4, 3
    ["Loi du 18 juillet 2018 relative à la protection des données"],
    [bench.LANG + "FRA"],  # the order has only a French expression
]
# Whistleblower Act 5 articles; Road Traffic Act amended twice; 10 decrees; regulations in force
# 2017/203, 2019/58, 2021/77, 2023/27, 2023/44; MFIN acts 2012/15, 2017/19, 2021/40; MSAN acts
# 2014/8, 2020/12, 2024/5, decrees 2014/117, 2021/15, orders 2020/310, 2024/17; road transport acts
# 2016/21, 2019/42, 2023/9, decrees 2016/88, 2022/41, regulation 2019/58, order 2022/95; published
# in 2023 acts 2023/9, 2023/18, decrees 2023/70, 2023/102, regulations 2023/27, 2023/44, order
# 2023/140; adopted in 2022 acts 2022/14, 2022/30, decrees 2022/8, 2022/41, order 2022/95; acts
# since 2020: 2020/12, 2020/27, 2021/40, 2022/14, 2022/30, 2023/9, 2023/18, 2024/5, 2024/11
COUNTS = [number(n) for n in (5, 2, 10, 5, 3, 7, 7, 7, 5, 9)]

b = bench
_e = bench._e
FOREIGN_NATIONALS, PERSONAL_DATA, CRIMINAL_PROCEDURE = (
    _e("eli/act/2016/40"), _e("eli/act/2009/11"), _e("eli/act/2013/22"))
WHISTLEBLOWER_DIR, RENEWABLE = b.WHISTLEBLOWER_DIR, b.RENEWABLE
AGRI_REG = b.AGRI_SUPPORT_REG


def _articles(act: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?a_{var}) AS ?{var}) WHERE {{ {b.article_of(act, f'?a_{var}')} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.amends('?x', b.ROAD_TRAFFIC)} }}",
    f"ASK {{ {b.amends('?x', FOREIGN_NATIONALS)} }}",
    f"ASK {{ {b.repeals(b.DATA_PROTECTION_2018, PERSONAL_DATA)} }}",
    f"ASK {{ {b.repeals(b.WORKING_CONDITIONS, b.INCOME_TAX_2012)} }}",
    f"ASK {{ {b.INCOME_TAX_2012} {b.IN_FORCE} {b.IN_FORCE_YES} }}",
    f"ASK {{ {CRIMINAL_PROCEDURE} {b.IN_FORCE} {b.IN_FORCE_YES} }}",
    f"ASK {{ {b.WHISTLEBLOWER} {b.TRANSPOSES} {WHISTLEBLOWER_DIR} }}",
    f"ASK {{ {RENEWABLE} {b.TRANSPOSES} {b.PLASTICS_DIR} }}",
    f"ASK {{ {b.DATA_PROTECTION_2018} {b.DATE_DOC} ?a . {b.PROCUREMENT} {b.DATE_DOC} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {b.WASTE_ACT} {b.DATE_DOC} ?a . {b.ROAD_TRAFFIC} {b.DATE_DOC} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {b.amends(b.EMERGENCY, b.PUBLIC_HEALTH)} }}",
    f"ASK {{ {b.DRINKING_WATER} {b.RESP} {b.MSAN} }}",
    f"ASK {{ {b.WHISTLEBLOWER} {b.RESP} {b.MTRA} }}",
    f"ASK {{ {b.ROADWORTHINESS_DECREE} {b.PASSED_BY} {b.CHD} }}",
    f"ASK {{ {_articles(b.INCOME_TAX_2021, 'n')} FILTER(?n > 5) }}",
    f"ASK {{ {_articles(b.PUBLIC_HEALTH, 'n')} FILTER(?n >= 5) }}",
    f"ASK {{ {b.COMMISSION_DECREE} {b.CITES} {b.DATA_PROTECTION_2018} }}",
    f"ASK {{ ?x {b.CITES} {b.WORKING_CONDITIONS} }}",
    f"ASK {{ {b.DRINKING_WATER} {b.ENTRY} ?a . {b.PLASTICS} {b.ENTRY} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {AGRI_REG} {b.REALIZED} ?e . ?e {b.LANGUAGE} {b.FRA} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_gazette_has_its_texts_articles_expressions_and_authority_tables():
    graph = _graph()
    assert len(graph) == 997
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (ELI.LegalResource, ELI.LegalResourceSubdivision, ELI.LegalExpression, FOAF.Organization,
                          SKOS.Concept, SKOS.ConceptScheme)}
    assert list(counts.values()) == [42, 28, 80, 10, 19, 2]
    per_type = {t: len(set(graph.subjects(ELI.type_document, t))) for t in sorted(TYPES)}
    assert sorted(per_type.values()) == [6, 6, 10, 20]
    for t in TYPES:
        assert {lit.language for lit in graph.objects(t, SKOS.prefLabel)} == {"en", "fr"}, t
    # every resource IRI is in ELI's template style: eli/{type}/{year}/{number}
    for res in graph.subjects(RDF.type, ELI.LegalResource):
        kind, year, num = str(res)[len(bench.BASE):].split("/")[1:]
        assert kind in ("act", "decree", "regulation", "order") and year.isdigit() and num.isdigit(), res


def test_every_text_is_typed_identified_dated_attributed_and_titled_on_its_expressions():
    graph = _graph()
    english_only = french_only = 0
    for res in graph.subjects(RDF.type, ELI.LegalResource):
        assert graph.value(res, ELI.type_document) in TYPES, res
        assert graph.value(res, ELI.id_local) is not None, res
        for p in (ELI.date_document, ELI.date_publication):
            assert graph.value(res, p).datatype == XSD.date, res
        assert graph.value(res, ELI.date_document).toPython() <= graph.value(res, ELI.date_publication).toPython()
        status = graph.value(res, ELI.in_force)
        assert status in STATUS, res
        assert (graph.value(res, ELI.date_no_longer_in_force) is not None) == (status == ELI["InForce-notInForce"])
        for p in (ELI.passed_by, ELI.responsibility_of):
            bodies = list(graph.objects(res, p))
            assert bodies and all((body, RDF.type, FOAF.Organization) in graph for body in bodies), res
            assert all(graph.value(body, SKOS.prefLabel) is not None for body in bodies), res
        subjects = list(graph.objects(res, ELI.is_about))
        assert 1 <= len(subjects) <= 2 and all(graph.value(s, SKOS.prefLabel) for s in subjects), res
        exprs = list(graph.objects(res, ELI.is_realized_by))
        langs = set()
        for e in exprs:
            lang = graph.value(e, ELI.language)
            assert lang in LANGS and graph.value(e, ELI.title).language == LANGS[lang], e
            langs.add(LANGS[lang])
        assert langs, res
        english_only += langs == {"en"}
        french_only += langs == {"fr"}
    assert (english_only, french_only) == (3, 1)
    assert len(list(graph.subjects(ELI.title_short, None))) == 7
    # three texts have no date of entry into force; in-force values and languages are labelled
    undated = set(graph.subjects(RDF.type, ELI.LegalResource)) - set(graph.subjects(ELI.first_date_entry_in_force))
    assert len(undated) == 3
    for term in STATUS:
        assert graph.value(term, RDFS.label) is not None, term
    for lang in LANGS:
        assert graph.value(lang, SKOS.prefLabel) is not None, lang


def test_articles_amendments_and_repeals_are_stated_untidily():
    graph = _graph()
    # articles: both directions for four acts, only is_part_of for one, only has_part for one
    up = {graph.value(a, ELI.is_part_of) for a in graph.subjects(RDF.type, ELI.LegalResourceSubdivision)} - {None}
    down = set(graph.subjects(ELI.has_part, None))
    assert len(up & down) == 4 and len(up - down) == 1 and len(down - up) == 1
    # amendment and repeal pairs: some stated both ways, some only from one side
    for fwd, back, both, only_fwd, only_back in ((ELI.changes, ELI.changed_by, 4, 4, 2),
                                                 (ELI.repeals, ELI.repealed_by, 4, 2, 1)):
        f = set(graph.subject_objects(fwd))
        g = {(o, s) for s, o in graph.subject_objects(back)}
        assert (len(f & g), len(f - g), len(g - f)) == (both, only_fwd, only_back), fwd
    # eight acts transpose a directive under data.europa.eu/eli/dir/, not described in the file
    directives = set(graph.objects(None, ELI.transposes))
    assert len(directives) == 8 and all(str(d).startswith(bench.EU_DIR) for d in directives)
    assert all(not list(graph.predicate_objects(d)) for d in directives)


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
