"""``kgqa.bench.heritage_kg``: the KG file parses and is in the shape of Europeana's EDM records as
harvested from several museums (every object titled, typed, dated and aggregated once; aggregations
with a data provider, a provider, rights and a landing page; agents, places and concepts labelled),
and every gold query, run by rdflib on ``tests/candidates/data/heritage.ttl``, gives the answer
worked out by hand from the file; every yes/no truth is what an ASK written here says. No engine
runs here."""

import rdflib
from rdflib.namespace import DC, DCTERMS, FOAF, RDF, SKOS

from kgqa.bench import heritage_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

EDM = rdflib.Namespace(bench.EDM)
ORE = rdflib.Namespace(bench.ORE)
RDA = rdflib.Namespace(bench.RDA)
WGS = rdflib.Namespace(bench.WGS)


def v(n: str) -> str:
    return f"item/2021672/resource_document_velderhuis_{n}"


def r(n: str) -> str:
    return f"item/2048128/AMB_{n}"


def s(n: str) -> str:
    return f"item/09102/_SMW_{n}"


def agent(n: str) -> str:
    return f"agent/base/{n}"


def place(n: str) -> str:
    return f"place/base/{n}"


# The answers read off the Turtle by hand, in the bench's order (paths under the base, other IRIs
# in full, literals as written).
LISTS = [
    sorted([v("670"), v("671"), v("833"), r("SK_A_2344"), s("G_140")]),
    [agent("60404")],
    sorted([s("F_007"), s("F_012"), s("P_033")]),
    sorted([v("612"), r("SK_A_1505")]),
    sorted([v("588"), v("701"), r("SK_A_3059")]),
    [agent("59012")],
    ["Rhenburg"],
    sorted([agent("60871"), agent("61102")]),
    [agent("59012")],
    sorted([agent("61355"), agent("59012")]),
    sorted([s("G_114"), s("G_120"), s("F_007"), s("F_012"), s("P_033")]),
    sorted([place("41488"), place("41502"), place("41533")]),
    ["organization/1482250000004671"],
    ["Stadtmuseum Wendelburg"],
    sorted(s(n) for n in ("G_101", "G_114", "G_120", "F_007", "F_012", "P_033", "G_131", "B_004", "B_009",
                          "G_140")),
    sorted([v("902"), r("BK_16676")]),
    ["https://stadtmuseum-wendelburg.example/sammlung/G-101"],
    ["http://rightsstatements.org/vocab/InC/1.0/"],
    ["oil on panel"],
    ["h. 102 cm"],
    ["SK-A-3059"],
    ["Meisje met de zilveren kam"],
    # "Öl auf Leinwand" in G_101 and G_140; G_120 is on cardboard
    sorted([v("670"), v("671"), v("588"), v("745"), v("833"), r("SK_A_2344"), r("SK_A_3059"), r("SK_A_4118"),
            s("G_101"), s("G_114"), s("G_131"), s("G_140")]),
    sorted([v("670"), v("820"), v("833"), r("BI_1885"), r("BK_16676"), r("SK_A_4118")]),
    sorted([v("605"), r("SK_A_4050"), s("G_131")]),
    sorted([s("F_007"), s("F_012")]),
    sorted([s("B_004"), s("B_009")]),
    [r("BI_1902")],
    sorted([v("588"), v("701"), r("SK_A_1505"), r("SK_A_3059")]),
    # 670 is "ca. 1660-1661", the map 1649
    sorted([v("745"), v("833"), r("SK_A_4118")]),
]
# three 3D; Rijkscollectie 10 (two by literal); Kessel 3; born 1632; Wendelburg 3; four texts;
# Velderhuis' ten and two books under the PDM; Vermaelen, van Kessel, Lemmens, Falkenier; portraits
# include the bust; Velft's latitude
COUNTS = [number(n) for n in (3, 10, 3, 1632, 3, 4, 12, 4, 7, 52.0116)]

b = bench
P = "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> "
WINTER, LETTER, SPARROW = b._r("SK_A_1505"), b._r("SK_A_2344"), b._r("SK_A_4050")
SCHILDERBOECK = b._r("BI_1902")
CC0 = "<http://creativecommons.org/publicdomain/zero/1.0/>"


def _held(museum: str, name: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?o_{var}) AS ?{var}) WHERE {{ ?o_{var} {b.RDF_TYPE} {b.CHO} . "
            f"{b.held_by('?o_' + var, museum, name)} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.VIEW_OF_VELFT} {b.CREATOR} ?a . ?a {b.BIRTHPLACE} \"Velft\" }}",
    f"ASK {{ {b.MERRY_DRINKER} {b.CREATOR} ?a . ?a {b.BIRTHPLACE} \"Amberstad\" }}",
    f"ASK {{ {b.SILVER_COMB} {b.MEDIUM} \"oil on canvas\" }}",
    f"ASK {{ {WINTER} {b.MEDIUM} \"oil on canvas\" }}",
    f"ASK {{ BIND({LETTER} AS ?x) {b.held_by('?x', b.RIJKS, 'Rijkscollectie Amberstad')} }}",
    f"ASK {{ BIND({SPARROW} AS ?x) {b.held_by('?x', b.VELDERHUIS, 'Museum Velderhuis')} }}",
    f"{P}ASK {{ {b.WENDT} {b.BORN} ?a . {b.GRAU} {b.BORN} ?c FILTER(xsd:integer(?a) < xsd:integer(?c)) }}",
    f"{P}ASK {{ {b.FALKENIER} {b.BORN} ?a . {b.KESSEL} {b.BORN} ?c FILTER(xsd:integer(?a) > xsd:integer(?c)) }}",
    f"ASK {{ ?x {b.TYPE} {b.PHOTOGRAPH} ; {b.SPATIAL} {b.RHENBURG} }}",
    f"ASK {{ ?x {b.TYPE} {b.PHOTOGRAPH} ; {b.SPATIAL} {b.AMBERSTAD} }}",
    f"ASK {{ {b.TULIP_VASE} {b.EDM_TYPE} \"3D\" }}",
    f"ASK {{ ?a {b.AGG_CHO} {b.STANDING_WOMAN} ; {b.RIGHTS} {CC0} }}",
    f"ASK {{ {b.by_vermaelen('?x')} {b.held_by('?x', b.STADT, 'Stadtmuseum Wendelburg')} }}",
    f"ASK {{ ?x {b.CREATOR} {b.SLUYS} . {b.painting('?x')} }}",
    f"ASK {{ {b.CHRONIK} {b.LANGUAGE} \"de\" }}",
    f"ASK {{ {SCHILDERBOECK} {b.LANGUAGE} \"de\" }}",
    f"{P}ASK {{ {b.GRAU} {b.DIED} ?d FILTER(xsd:integer(?d) < 1920) }}",
    f"{P}ASK {{ {b.BORCK} {b.DIED} ?d FILTER(xsd:integer(?d) < 1940) }}",
    (f"ASK {{ {_held(b.VELDERHUIS, 'Museum Velderhuis', 'a')} {_held(b.RIJKS, 'Rijkscollectie Amberstad', 'c')} "
     f"FILTER(?a > ?c) }}"),
    f"{P}ASK {{ {b.OYSTERS} {b.DATE} ?a . {SPARROW} {b.DATE} ?c FILTER(xsd:integer(?a) < xsd:integer(?c)) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_kg_has_its_objects_aggregations_agents_places_and_concepts():
    graph = _graph()
    assert len(graph) == 706
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        EDM.ProvidedCHO, ORE.Aggregation, EDM.Agent, FOAF.Organization, EDM.Place, SKOS.Concept)]
    assert counts == [30, 30, 13, 5, 6, 8]
    # every object is aggregated exactly once, at the same path under aggregation/provider/
    for cho in graph.subjects(RDF.type, EDM.ProvidedCHO):
        aggs = list(graph.subjects(EDM.aggregatedCHO, cho))
        assert len(aggs) == 1 and str(aggs[0]).replace("/aggregation/provider/", "/item/") == str(cho), cho
    edm_types = sorted(str(t) for t in graph.objects(None, EDM.type))
    assert (edm_types.count("IMAGE"), edm_types.count("TEXT"), edm_types.count("3D")) == (23, 4, 3)


def test_every_object_is_titled_created_typed_dated_and_identified():
    graph = _graph()
    for cho in graph.subjects(RDF.type, EDM.ProvidedCHO):
        assert list(graph.objects(cho, DC.title)), cho
        assert graph.value(cho, DC.creator) is not None, cho
        assert graph.value(cho, DC.type) is not None, cho
        assert graph.value(cho, DC.identifier) is not None and graph.value(cho, DCTERMS.extent) is not None, cho
        dates = list(graph.objects(cho, DC.date)) + list(graph.objects(cho, DCTERMS.created))
        assert dates and all(isinstance(d, rdflib.Literal) and d.datatype is None for d in dates), cho
        is_text = str(graph.value(cho, EDM.type)) == "TEXT"
        assert (graph.value(cho, DC.language) is not None) == is_text, cho
    for agent in graph.subjects(RDA.dateOfBirth, None):
        assert graph.value(agent, SKOS.prefLabel) is not None and graph.value(agent, RDA.placeOfBirth) is not None
    for p in graph.subjects(RDF.type, EDM.Place):
        assert graph.value(p, WGS.lat) is not None and graph.value(p, WGS.long) is not None
    for c in graph.subjects(RDF.type, SKOS.Concept):
        assert graph.value(c, SKOS.prefLabel) is not None


def test_the_records_are_untidy_as_harvested():
    graph = _graph()
    creators = list(graph.objects(None, DC.creator))
    assert rdflib.Literal("Vermaelen, Joris") in creators and graph.value(
        rdflib.URIRef(bench.VERMAELEN[1:-1]), RDA.dateOfBirth) == rdflib.Literal("1632")
    providers = list(graph.objects(None, EDM.dataProvider))
    assert len([p for p in providers if isinstance(p, rdflib.Literal)]) == 8
    assert rdflib.Literal("Kulturpool-Ostland") in set(graph.objects(None, EDM.provider))
    # one title only in Dutch, one object with two dc:dates, the four books' aggregations without isShownBy
    only_dutch = [c for c in graph.subjects(RDF.type, EDM.ProvidedCHO)
                  if {t.language for t in graph.objects(c, DC.title)} == {"nl"}]
    assert len(only_dutch) == 1
    assert len([c for c in graph.subjects(RDF.type, EDM.ProvidedCHO) if len(list(graph.objects(c, DC.date))) == 2]) == 1
    no_view = [a for a in graph.subjects(RDF.type, ORE.Aggregation) if graph.value(a, EDM.isShownBy) is None]
    assert len(no_view) == 4
    assert all(graph.value(a, EDM.object) is not None for a in no_view)
    assert {str(t) for t in graph.objects(None, DC.type) if isinstance(t, rdflib.Literal)} == {
        "schilderij", "beeldhouwwerk", "boek", "aardewerk", "Gemälde", "Skulptur", "Buch"}


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
