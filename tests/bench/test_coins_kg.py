"""``kgqa.bench.coins_kg``: the KG file parses and is in a Nomisma-style coin-type corpus's shape (every
live type with denomination, mint, authority, material, gYear dates and obverse and reverse nodes;
every coin with its type, weight, identifier and collection; every concept used labelled), and every
gold query, run by rdflib on ``tests/candidates/data/coins.ttl``, gives the answer worked out by hand
from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, SKOS, XSD

from kgqa.bench import coins_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

NMO = rdflib.Namespace(bench.NMO)
GEO = rdflib.Namespace(bench.GEO)
NM = bench.NM


def _t(*ids: str) -> list[str]:
    return sorted(f"id/{i}" for i in ids)


def _c(*ids: str) -> list[str]:
    return sorted(f"object/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the corpus's base,
# nm: concepts in full, literals as written).
LISTS = [
    _t("cvi.1(2).cas.2", "cvi.1(2).cas.20", "cvi.1(2).vel.3"),
    ["CASTOR MAGNVS"],
    [NM + "orsina"],
    [NM + "caltis"],
    _t("cvi.1(2).tar.2", "cvi.1(2).tar.7", "cvi.1(2).tar.9"),
    _t("cvi.1(2).cas.20", "cvi.1(2).cas.21"),
    _t("cvi.1(2).cas.14", "cvi.1(2).vel.12", "cvi.1(2).tar.9"),
    _c("huc-113", "huc-118", "huc-120", "huc-132"),
    _c("1990.12.4", "1944.100.13", "1944.100.40", "2001.3.1", "mk-18820", "mk-18821", "mk-18822", "1990.12.9"),
    ["hoard/ardenum-1987"],  # 8 coins; Caltis 4, Tarvo lists 3 types
    sorted(NM + m for m in ("lugora", "ardenum", "caltis")),
    _c("2001.3.2"),  # 13.02 g
    _t("cvr.520.1"),  # 42 BC
    _t("cvi.1(2).cas.1a", "cvr.521.2"),  # 25 and 41 BC; cas.9 starts 19 BC
    ["-0032"],
    _t("cvi.1(2).cas.31"),
    _t("cvi.1(2).cas.14"),
    [NM + "muenzkabinett_lugora"],
    sorted(NM + a for a in ("corvo_elder", "sertor")),
    sorted(NM + m for m in ("lugora", "ardenum", "tarvo")),  # 45.762, 48.201, 46.511
    sorted(NM + d for d in ("aurel", "sicla", "halbling")),
    [NM + "ae"],
    _c("2001.3.1", "2001.3.2", "mk-20018", "huc-140"),
    _t("cvi.1(2).cor.1", "cvi.1(2).cor.2"),
    _c("1990.12.3", "1990.12.4", "1990.12.7", "1990.12.9", "1944.100.12", "1944.100.13", "1944.100.40",
       "2001.3.1"),
    _t("cvi.1(2).tar.7", "cvi.1(2).cor.1", "cvi.1(2).cor.2"),
    _t("cvi.1(2).tar.2", "cvi.1(2).tar.7", "cvi.1(2).tar.9", "cvi.1(2).cor.1", "cvi.1(2).cor.2"),
    [NM + "velanus"],
    _c("1990.12.4", "mk-18820", "mk-18822", "huc-132"),
    _c("mk-18820", "mk-18821", "mk-18822", "mk-18823", "mk-18830", "mk-19104"),
]
# Velanus 4 types; 7.86 g; HUC 7 coins; Caltis hoard 4 coins; 28.8 mm; Caltis 5 types;
# 3.92 + 8.02 + 3.85 + 2.94 g; gold at Lugora, Vessara, Caltis; MK siclas 18821-3, 19105, 20017; AD 37
COUNTS = [number(n) for n in (4, 7.86, 7, 4, 28.8, 5, 18.73, 3, 5, 37)]

b = bench
_e = bench._e
VEL_1, CVR_530, C_1944_100_12, C_HUC_118, C_1990_12_4, C_2001_3_2, C_MK_20018 = (
    _e("id/cvi.1(2).vel.1"), _e("id/cvr.530.1"), _e("object/1944.100.12"), _e("object/huc-118"),
    _e("object/1990.12.4"), _e("object/2001.3.2"), _e("object/mk-20018"))
LAT = b.LAT


def _types(auth: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?t_{var}) AS ?{var}) WHERE {{ ?t_{var} {b.AUTH} {auth} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ ?t {b.MATERIAL} {b.GOLD} ; {b.START} ?s FILTER({b.year('?s')} < -20) }}",
    f"ASK {{ ?t {b.MATERIAL} {b.ORICHALCUM} ; {b.START} ?s FILTER({b.year('?s')} < -10) }}",
    f"ASK {{ {b.CAS_5} ?side ?n . ?n {b.PORTRAIT} {b.ORSINA} }}",
    f"ASK {{ ?t {b.AUTH} {b.TARQUEN} ; ?side ?n . ?n {b.PORTRAIT} {b.LUCAN} }}",
    f"ASK {{ {b.CVR_520} {b.MINT} {b.CALTIS} }}",
    f"ASK {{ ?t {b.AUTH} {b.TARQUEN} ; {b.DENOM} {b.SICLA} ; {b.MINT} {b.LUGORA} }}",
    f"ASK {{ {C_1944_100_12} {b.COLLECTION} {b.VSM} }}",
    f"ASK {{ {C_HUC_118} {b.COLLECTION} {b.MKL} }}",
    f"ASK {{ {b.ARDENUM_HOARD} {b.TOC} {C_1990_12_4} }}",
    f"ASK {{ {b.ARDENUM_HOARD} {b.TOC} {b.C_1990_12_3} }}",
    f"ASK {{ {C_2001_3_2} {b.WEIGHT} ?a . {b.C_HUC_140} {b.WEIGHT} ?c FILTER(?a > ?c) }}",
    f"ASK {{ {C_MK_20018} {b.WEIGHT} ?w FILTER(?w > 8.1) }}",
    f"ASK {{ {_types(b.VELANUS, 'a')} {_types(b.TARQUEN, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ ?t {b.AUTH} {b.SERTOR} ; {b.MATERIAL} {b.GOLD} }}",
    f"ASK {{ {VEL_1} {b.OBV} ?o . ?o {b.LEGEND} \"VELANVS CASTORIS F AVGVSTVS\" }}",
    f"ASK {{ {CVR_530} {b.REV} ?r . ?r {b.LEGEND} \"PIETAS\" }}",
    (f"ASK {{ {b.CALTIS_HOARD} {b.CLOSING} ?a . {b.ARDENUM_HOARD} {b.CLOSING} ?c "
     f"FILTER({b.year('?a')} < {b.year('?c')}) }}"),
    f"ASK {{ ?t {b.MINT} {b.TARVO} ; {b.START} ?s FILTER({b.year('?s')} < 30) }}",
    f"ASK {{ {b.CALTIS} {b.LOCATION} ?a . ?a {LAT} ?x . {b.LUGORA} {b.LOCATION} ?c . ?c {LAT} ?y FILTER(?x < ?y) }}",
    f"ASK {{ {b.ARDENUM_HOARD} {b.TOC} ?c . ?c {b.TSI} ?t . ?t {b.AUTH} {b.CORVO_YOUNGER} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_corpus_has_its_types_coins_hoards_and_concepts():
    graph = _graph()
    assert len(graph) == 741
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (NMO.TypeSeriesItem, NMO.NumismaticObject, NMO.Hoard, NMO.Mint, NMO.Denomination,
                          NMO.Material, NMO.Collection, FOAF.Person)}
    assert list(counts.values()) == [22, 25, 3, 6, 5, 4, 3, 8]
    # one deprecated type, replaced by a live one
    deprecated = list(graph.subjects(DCTERMS.isReplacedBy, None))
    assert len(deprecated) == 1 and graph.value(deprecated[0], NMO.hasMint) is None
    # every concept is a skos:Concept with a label; all but the halbling have an English one
    only_german = []
    for concept in graph.subjects(RDF.type, SKOS.Concept):
        langs = {lab.language for lab in graph.objects(concept, SKOS.prefLabel)}
        assert langs, concept
        if "en" not in langs:
            only_german.append(str(concept))
    assert only_german == [NM + "halbling"]
    # two different authorities share the label "Decimus Corvo" in English and German
    corvos = set(graph.subjects(SKOS.prefLabel, rdflib.Literal("Decimus Corvo", lang="en")))
    assert len(corvos) == 2 == len(set(graph.subjects(SKOS.prefLabel, rdflib.Literal("Decimus Corvo", lang="de"))))
    for mint in graph.subjects(RDF.type, NMO.Mint):
        loc = graph.value(mint, GEO.location)
        assert graph.value(loc, GEO.lat).datatype == XSD.decimal and graph.value(loc, GEO.long) is not None


def test_every_live_type_has_its_attributes_dates_and_sides():
    graph = _graph()
    no_reverse_legend = []
    for t in graph.subjects(RDF.type, NMO.TypeSeriesItem):
        if graph.value(t, DCTERMS.isReplacedBy) is not None:
            continue
        assert graph.value(t, SKOS.prefLabel).language == "en", t
        for p in (NMO.hasDenomination, NMO.hasMint, NMO.hasAuthority, NMO.hasMaterial):
            assert graph.value(graph.value(t, p), SKOS.prefLabel) is not None, (t, p)
        for p in (NMO.hasStartDate, NMO.hasEndDate):
            assert graph.value(t, p).datatype == XSD.gYear, t
        obv, rev = graph.value(t, NMO.hasObverse), graph.value(t, NMO.hasReverse)
        assert isinstance(obv, rdflib.BNode) and isinstance(rev, rdflib.BNode), t
        assert graph.value(obv, NMO.hasLegend) is not None, t
        assert graph.value(rev, DCTERMS.description).language == "en", t
        if graph.value(rev, NMO.hasLegend) is None:
            no_reverse_legend.append(t)
    assert len(no_reverse_legend) == 1
    bc = [d for d in graph.objects(None, NMO.hasStartDate) if str(d).startswith("-")]
    assert len(bc) == 9  # Castor Magnus 1A, 2, 5, 9, 14 and the four CVR types


def test_coins_and_hoards_are_untidy_as_exported():
    graph = _graph()
    coins = list(graph.subjects(RDF.type, NMO.NumismaticObject))
    for c in coins:
        assert graph.value(c, DCTERMS.identifier) is not None, c
        assert (graph.value(c, NMO.hasTypeSeriesItem), RDF.type, NMO.TypeSeriesItem) in graph, c
        assert graph.value(graph.value(c, NMO.hasCollection), SKOS.prefLabel) is not None, c
    weights = [graph.value(c, NMO.hasWeight) for c in coins]
    assert [w for w in weights if w.datatype != XSD.decimal] == [rdflib.Literal("3.6 g")]
    assert len([c for c in coins if graph.value(c, NMO.hasAxis) is None]) == 2
    assert len([c for c in coins if graph.value(c, NMO.hasDiameter) is None]) == 1
    for h in graph.subjects(RDF.type, NMO.Hoard):
        assert graph.value(h, NMO.hasClosingDate).datatype == XSD.gYear
        assert graph.value(graph.value(graph.value(h, NMO.hasFindspot), GEO.location), GEO.lat) is not None
    # the Tarvo hoard lists types, the others coins
    listed = {graph.value(x, RDF.type) for x in graph.objects(bench_uri(bench.TARVO_HOARD), DCTERMS.tableOfContents)}
    assert listed == {NMO.TypeSeriesItem}


def bench_uri(term: str) -> rdflib.URIRef:
    return rdflib.URIRef(term.strip("<>"))


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
