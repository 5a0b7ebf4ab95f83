"""``kgqa.bench.journals_kg``: the KG file parses and is in the BIBO shape a journal aggregator's
export has (publishers, journals, issues, articles with authors, pages, DOIs and citations, people
and their institutions, with the untidiness such exports have), and every gold query, run by rdflib
on ``tests/candidates/data/journals.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, XSD

from kgqa.bench import journals_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

BIBO = rdflib.Namespace(bench.BIBO)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    _s(b.LINDQVIST, b.BERGLUND, b.ZHOU),
    _s(b.ISOTOPE_SNOWMELT, b.FLOOD_PULSE, b.GRAVIMETRY, b.CORRIGENDUM),
    # her history paper is known by its creators only
    _s(b.RECHARGE_GLACIATED, b.LOW_FLOWS, b.GRAVIMETRY, b.LIGHTHOUSE_LOGS),
    # the Soil & Plant Interactions paper is on its author list only
    _s(b.URBAN_STORMWATER, b.PEATLAND_DRAINAGE, b.PLANT_SOIL_FEEDBACK),
    [b.HADDAD],
    _s(b.ASANTE, b.MARIN, b.KOWALCZYK, b.SOKOLOV),
    [b.AMH],
    [b.QRCL_9_2],
    _s(b.CROSS_LINGUAL, b.BOOK_REVIEW, b.NEGATION),
    # "groundwater" and "Groundwater"
    _s(b.RECHARGE_GLACIATED, b.GRAVIMETRY),
    [b.MERIDIAN],
    _s(b.JHL, b.QRCL),
    [b.WHITCOMBE],
    _s(b.HOLM, b.BENALI),
    _s(b.EKSTROM, b.TANABE),
    _s(b.SEDIMENT_FLUX, b.URBAN_STORMWATER, b.LOW_FLOWS, b.GRAVIMETRY, b.PEATLAND_DRAINAGE),
    _s(b.HANSEATIC_SALT, b.VOC_SHIPYARDS, b.LIGHTHOUSE_LOGS),
    # only her snowmelt paper is cited (by the flood-pulse paper, the low-flows paper and the corrigendum)
    _s(b.FLOOD_PULSE, b.LOW_FLOWS, b.CORRIGENDUM),
    _s(b.JHL, b.AMH),
    _s(b.ZHOU, b.HOLM),
    # Okafor and Quintero in March, Haddad in the September special issue; their 2020 papers are out
    _s(b.ISOTOPE_SNOWMELT, b.SEDIMENT_FLUX, b.FLOOD_PULSE),
    _s(b.LINDQVIST, b.ZHOU, b.HOLM),
    # cited five times
    [b.RECHARGE_GLACIATED],
    # 42 pages
    [b.LUBECK_NETWORKS],
    # pages 28-60
    [b.TREEBANK],
    # the editorial and the book review are not research articles
    _s(b.URBAN_STORMWATER, b.CONNECTIVES, b.HANSEATIC_SALT, b.VOC_SHIPYARDS, b.PRIVATEERING,
       b.SHIPWRECK_INSURANCE, b.NITROGEN_FIXATION),
    # the 2017 issue is dated by its year only
    _s(b.HANSEATIC_SALT, b.CONVICT_SHIPS),
    # the peatland paper has no date of its own; its issue's is 2020
    _s(b.GRAVIMETRY, b.PEATLAND_DRAINAGE, b.CORRIGENDUM),
    _s(b.ACHTERBERG, b.KOWALCZYK),
    ["10.55123/qrcl.2019.002"],
]
# 8 research articles in JHL (10 less the editorial and the corrigendum); cited by 5; 4 authors;
# 18 pages; Dahl wrote 3; 3 AMH issues; 6 SPI authors; 3 references; volume 46; 7 QRCL authors
COUNTS = [number(n) for n in (8, 5, 4, 18, 3, 3, 6, 3, 46, 7)]

_e = bench._e
CREATOR, AUTHOR_LIST, FIRST, REST, CITES, PART_OF = (
    b.CREATOR, b.AUTHOR_LIST, b.FIRST, b.REST, b.CITES, b.PART_OF)


def _by(article: str, person: str) -> str:
    return f"{{ {article} {CREATOR} {person} }} UNION {{ {article} {AUTHOR_LIST}/{REST}*/{FIRST} {person} }}"


def _wrote(person: str, article: str) -> str:
    return f"ASK {{ {_by(_e(article), _e(person))} }}"


def _cites(x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {CITES} {_e(y)} }}"


def _first(person: str, article: str) -> str:
    return f"ASK {{ {_e(article)} {AUTHOR_LIST} ?l . ?l {FIRST} {_e(person)} }}"


def _count(var: str, pattern: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?c_{var}) AS ?{var}) WHERE {{ {pattern} }} }}"


def _pages(article: str, var: str) -> str:
    return (f"{_e(article)} {b.PAGE_START} ?s_{var} ; {b.PAGE_END} ?e_{var} "
            f"BIND(xsd:integer(?e_{var}) - xsd:integer(?s_{var}) + 1 AS ?{var})")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _wrote(b.LINDQVIST, b.LIGHTHOUSE_LOGS),
    _wrote(b.BERGLUND, b.ISOTOPE_SNOWMELT),
    _cites(b.FLOOD_PULSE, b.ISOTOPE_SNOWMELT),
    _cites(b.URBAN_STORMWATER, b.SEDIMENT_FLUX),
    f"ASK {{ {_e(b.QRCL)} {b.PUBLISHER} {_e(b.MERIDIAN)} }}",
    f"ASK {{ {_e(b.AMH)} {b.PUBLISHER} {_e(b.MERIDIAN)} }}",
    f"ASK {{ {_e(b.QRCL)} {b.EDITOR} {_e(b.BRENNER)} }}",
    f"ASK {{ {_e(b.SPI)} {b.EDITOR} {_e(b.FELDT)} }}",
    _first(b.OKAFOR, b.ISOTOPE_SNOWMELT),
    _first(b.RAMAN, b.BANTU_SEGMENTATION),
    f"ASK {{ {_e(b.WHALING_WOMEN)} {PART_OF} ?i . ?i {b.ISSUED} ?d FILTER(?d < \"2019-01-01\"^^xsd:date) }}",
    f"ASK {{ {_e(b.NITROGEN_FIXATION)} {b.ISSUED} ?d FILTER(YEAR(?d) = 2019) }}",
    f"PREFIX xsd: <{XSD}> ASK {{ {_pages(b.TREEBANK, 't')} {_pages(b.SUBWORD, 'u')} FILTER(?t > ?u) }}",
    f"ASK {{ {_e(b.CONVICT_SHIPS)} {b.NUM_PAGES} ?c . {_e(b.HANSEATIC_SALT)} {b.NUM_PAGES} ?h FILTER(?c > ?h) }}",
    (f"ASK {{ {_count('g', f'?c_g {CITES} {_e(b.RECHARGE_GLACIATED)}')} "
     f"{_count('s', f'?c_s {CITES} {_e(b.ISOTOPE_SNOWMELT)}')} FILTER(?g > ?s) }}"),
    f"ASK {{ {_by('?p', _e(b.DAHL))} ?p {PART_OF} ?i . ?i {PART_OF} {_e(b.JHL)} }}",
    f"ASK {{ {_e(b.TARN)} {b.MEMBER} {_e(b.ZHOU)} }}",
    f"ASK {{ {_e(b.SPI)} {b.ISSN} ?n }}",
    f"ASK {{ {_by('?p', _e(b.BENALI))} }}",
    f"ASK {{ {_count('d', _by('?c_d', _e(b.DAHL)))} {_count('o', _by('?c_o', _e(b.OYELARAN)))} FILTER(?d > ?o) }}",
]
ASKS = [q if q.startswith("PREFIX") else f"PREFIX xsd: <{XSD}> {q}" for q in ASKS]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def _e_ref(path: str) -> rdflib.URIRef:
    return rdflib.URIRef(bench.BASE + path)


def test_the_export_has_its_publishers_journals_issues_articles_and_people():
    graph = _graph()
    assert len(graph) == 722
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        BIBO.Journal, BIBO.Issue, BIBO.AcademicArticle, BIBO.Article, FOAF.Person, FOAF.Organization)]
    assert counts == [4, 11, 28, 3, 26, 10]
    for journal in graph.subjects(RDF.type, BIBO.Journal):
        assert graph.value(journal, DCTERMS.title) is not None
        assert (graph.value(journal, DCTERMS.publisher), RDF.type, FOAF.Organization) in graph
        assert graph.value(journal, BIBO.editor) is not None
    for issue in graph.subjects(RDF.type, BIBO.Issue):
        assert (graph.value(issue, DCTERMS.isPartOf), RDF.type, BIBO.Journal) in graph
        assert graph.value(issue, BIBO.volume) is not None and graph.value(issue, BIBO.issue) is not None
    dates = [graph.value(i, DCTERMS.issued).datatype for i in graph.subjects(RDF.type, BIBO.Issue)]
    assert sorted(dates) == sorted([XSD.date] * 10 + [XSD.gYear])
    # the e-only journal has no print ISSN, the Quarterly Review no e-ISSN
    assert sorted(str(j) for j in graph.subjects(BIBO.issn, None)) == sorted(
        bench.BASE + j for j in (bench.JHL, bench.QRCL, bench.AMH))
    assert sorted(str(j) for j in graph.subjects(BIBO.eissn, None)) == sorted(
        bench.BASE + j for j in (bench.JHL, bench.AMH, bench.SPI))


def test_articles_are_deposited_differently_by_each_publisher():
    graph = _graph()
    articles = set(graph.subjects(RDF.type, BIBO.AcademicArticle)) | set(graph.subjects(RDF.type, BIBO.Article))
    assert len(articles) == 31
    for art in articles:
        assert graph.value(art, DCTERMS.title) is not None and graph.value(art, BIBO.doi) is not None
        assert (graph.value(art, DCTERMS.isPartOf), RDF.type, BIBO.Issue) in graph

    def journal(art):
        return str(graph.value(graph.value(art, DCTERMS.isPartOf), DCTERMS.isPartOf))[len(bench.BASE):]

    by = {j: [a for a in articles if journal(a) == j] for j in (bench.JHL, bench.QRCL, bench.AMH, bench.SPI)}
    assert [len(by[j]) for j in (bench.JHL, bench.QRCL, bench.AMH, bench.SPI)] == [10, 8, 8, 5]
    # Northgate: creators only, page counts, no article dates
    assert all(graph.value(a, BIBO.authorList) is None and graph.value(a, DCTERMS.issued) is None
               and graph.value(a, BIBO.numPages) is not None for a in by[bench.AMH])
    # Kestrel: author lists only, article numbers instead of pages
    assert all(graph.value(a, DCTERMS.creator) is None and graph.value(a, BIBO.pageStart) is None
               and graph.value(a, BIBO.number) is not None for a in by[bench.SPI])
    # Meridian: author lists and creators, pages; one creator and one date missing
    meridian = by[bench.JHL] + by[bench.QRCL]
    assert all(graph.value(a, BIBO.authorList) is not None and graph.value(a, BIBO.pageStart) is not None
               for a in meridian)
    assert [a for a in meridian if graph.value(a, DCTERMS.creator) is None] == [_e_ref(bench.CONNECTIVES)]
    assert [a for a in meridian if graph.value(a, DCTERMS.issued) is None] == [_e_ref(bench.PEATLAND_DRAINAGE)]
    # every listed author of a Meridian article is also its creator, and the other way round
    for a in meridian:
        listed = set(graph.items(graph.value(a, BIBO.authorList)))
        creators = set(graph.objects(a, DCTERMS.creator))
        assert creators in (listed, set()), a


def test_people_are_untidy_as_deposited():
    graph = _graph()
    persons = list(graph.subjects(RDF.type, FOAF.Person))
    assert all(graph.value(p, FOAF.name) is not None for p in persons)
    assert len([p for p in persons if "local-" in str(p)]) == 2
    assert len([p for p in persons if graph.value(p, FOAF.givenName) is None]) == 3
    assert graph.value(_e_ref(bench.LINDQVIST), FOAF.name) == rdflib.Literal("Lindqvist, Hanna")
    members = set(graph.objects(None, FOAF.member))
    assert len(members) == 24 and _e_ref(bench.ACHTERBERG) not in members


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
