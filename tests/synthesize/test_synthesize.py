"""Synthetic questions through the real KG layer (embedded pyoxigraph store and an Oxigraph
server): every applicable shape, answers that the stored query reproduces, SPARQL that rdflib and
pyoxigraph parse, read-only, and that the project's reader turns back into a query graph whose
own SPARQL gives the same answers; yes/no answers balanced; deterministic for a seed."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pyoxigraph
import pytest
from rdflib.plugins.sparql import prepareQuery

from kgqa.candidates.onboarding import onboard
from kgqa.data.qald import load_qald
from kgqa.kg.base import SelectResult
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.query_guard import ensure_read_only
from kgqa.querygraph import sparql_to_graph, to_sparql
from kgqa.synthesize import BOOLEAN_SHAPES, SHAPES, synthesize, write_synthetic

DATA = Path(__file__).parent / "data"
TYPED = DATA / "typed.ttl"
NOLABELS = DATA / "nolabels.ttl"
UNTYPED = Path(__file__).parents[1] / "engine" / "data" / "family_untyped.nt"

ALL = set(SHAPES)
#: The family KG has no types, no literals but its labels: only entity paths, counts, grouping
#: and yes/no about entities ground in it.
UNTYPED_SHAPES = {"lookup", "reverse", "chain2", "chain3", "count", "group_most", "ask_entity", "ratio", "group_count"}
KGS = {"typed": (TYPED, ALL), "nolabels": (NOLABELS, ALL), "untyped": (UNTYPED, UNTYPED_SHAPES)}


@pytest.fixture(scope="module", params=sorted(KGS))
def synthesized(request, tmp_path_factory, monkeypatch_module):
    path, shapes = KGS[request.param]
    kg = EmbeddedKG([path], name=request.param)
    report = synthesize(kg, onboard(kg), 120, seed=7, progress=False)
    return request.param, kg, report, shapes


@pytest.fixture(scope="module")
def monkeypatch_module(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("KGQA_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    yield mp
    mp.undo()


def _rows(result) -> Counter:
    return Counter(tuple(str(t) for t in row) for row in result.rows)


def _same(a, b) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    return isinstance(a, SelectResult) and isinstance(b, SelectResult) and _rows(a) == _rows(b)


def test_every_applicable_shape(synthesized):
    name, _, report, shapes = synthesized
    assert set(report.shapes) == shapes, (name, report.summary())
    # balanced: every shape gets its share until the small KG runs out of distinct questions
    counts = sorted(report.shapes[s] for s in shapes)
    assert counts[0] >= 2 and counts[len(counts) // 2] * len(shapes) >= 0.5 * len(report.questions), report.summary()


def test_queries_execute_parse_and_convert(synthesized):
    _, kg, report, _ = synthesized
    assert report.questions
    for q in report.questions:
        assert q.question.endswith(("?", ".")) and "  " not in q.question
        assert ensure_read_only(q.sparql) in ("SELECT", "ASK")
        prepareQuery(q.sparql)  # rdflib parses it
        pyoxigraph.Store().query(q.sparql)  # and so does pyoxigraph
        got = kg.query(q.sparql, use_cache=False)
        assert _same(got, q.answers), q.sparql
        if not isinstance(got, bool):
            assert 1 <= len(got.rows) <= 50
        graph = sparql_to_graph(q.sparql)  # the project's reader: back into the one grammar
        graph.validate()
        assert _same(kg.query(to_sparql(graph), use_cache=False), q.answers), q.sparql


def test_yes_no_balanced(synthesized):
    _, _, report, _ = synthesized
    answers = Counter((q.shape, q.answers) for q in report.questions if q.shape in BOOLEAN_SHAPES)
    assert answers
    for shape in {s for s, _ in answers}:
        assert answers[(shape, True)] == answers[(shape, False)] > 0, answers


def test_names_come_from_the_kg(synthesized):
    """Labels where the KG has them, IRI local-name words where it has none."""
    name, _, report, _ = synthesized
    text = " ".join(q.question for q in report.questions)
    if name == "nolabels":
        assert "dragon" in text and ("frost breath" in text or "volcanic cavern" in text)
    elif name == "typed":
        assert "Ada Varga" in text or "Bruno Kessel" in text or "Ambry" in text
    assert "http" not in text


def test_deterministic_for_a_seed(tmp_path, monkeypatch):
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    kg = EmbeddedKG([TYPED], name="typed")
    ob = onboard(kg)
    a = synthesize(kg, ob, 60, seed=3, progress=False)
    b = synthesize(EmbeddedKG([TYPED], name="typed"), ob, 60, seed=3, progress=False)
    c = synthesize(kg, ob, 60, seed=4, progress=False)
    assert [(q.question, q.sparql) for q in a.questions] == [(q.question, q.sparql) for q in b.questions]
    assert [q.sparql for q in a.questions] != [q.sparql for q in c.questions]


def test_written_file_reads_as_qald(synthesized, tmp_path):
    name, _, report, _ = synthesized
    path = write_synthetic(report.questions, tmp_path / "syn.json", f"synthetic-{name}")
    loaded = load_qald(path)
    assert len(loaded) == len(report.questions)
    for q, orig in zip(loaded, report.questions):
        assert q.question == orig.question and q.sparql == orig.sparql
        assert q.answers is not None
        if isinstance(orig.answers, bool):
            assert q.answers.boolean is orig.answers
        else:
            assert len(q.answers.bindings) == len(orig.answers.rows)


def test_on_an_oxigraph_server(oxigraph_server, tmp_path, monkeypatch):
    """The same synthesis over HTTP: a real Oxigraph server, answers as the embedded store's."""
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    graph = "http://example.org/graphs/synthesize-typed"
    oxigraph_server.load_file(TYPED, graph=graph)
    kg = EndpointKG(oxigraph_server.query_url, default_graph=graph, name="typed-server")
    report = synthesize(kg, onboard(kg), 60, seed=11, progress=False)
    assert len(report.shapes) >= 12, report.summary()
    local = EmbeddedKG([TYPED], name="typed")
    for q in report.questions:
        assert _same(local.query(q.sparql), q.answers), q.sparql


def test_app_writes_the_file(tmp_path, monkeypatch):
    from hydra import compose, initialize_config_dir

    from kgqa.synthesize.__main__ import CONFIG_DIR, run

    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "out" / "synthetic.json"
    with initialize_config_dir(config_dir=str(CONFIG_DIR), version_base="1.3"):
        cfg = compose("synthesize", overrides=[f"kg.files=[{NOLABELS}]", "n=40", f"output={out}", "progress=false"])
    summary = run(cfg)
    assert summary["questions"] == 40 and json.loads(out.read_text())["questions"]
    assert summary["kept_share"] > 0.5


def test_app_on_an_endpoint(oxigraph_server, tmp_path, monkeypatch):
    """``python -m kgqa.synthesize kg.endpoint=URL``: the kg keys of kgqa.serve / kgqa.onboard."""
    from hydra import compose, initialize_config_dir

    from kgqa.synthesize.__main__ import CONFIG_DIR, run

    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    graph = "http://example.org/graphs/synthesize-nolabels"
    oxigraph_server.load_file(NOLABELS, graph=graph)
    out = tmp_path / "endpoint.json"
    with initialize_config_dir(config_dir=str(CONFIG_DIR), version_base="1.3"):
        cfg = compose("synthesize", overrides=[f"kg.endpoint={oxigraph_server.query_url}", f"kg.default_graph={graph}",
                                               "kg.name=lair", "n=30", f"output={out}", "progress=false"])
    summary = run(cfg)
    assert summary["kg"] == "lair" and summary["questions"] == 30
    local = EmbeddedKG([NOLABELS], name="nolabels")
    for q in load_qald(out):
        result = local.query(q.sparql)
        if isinstance(result, bool):
            assert q.answers.boolean is result
        else:
            assert len(result.rows) == len(q.answers.bindings)


def test_literals_as_objects_and_as_filters(synthesized):
    """A literal the question names is written both ways, ``?x p "v"`` and ``?x p ?y .
    FILTER(?y = "v")``, and the filter form asks the same question: same answers."""
    from kgqa.querygraph import EdgeClass
    from kgqa.synthesize.shapes import has_value_object, value_filters

    name, kg, report, _ = synthesized
    if name == "untyped":
        return  # names are its only literals, and its questions name entities
    filtered = [q for q in report.questions
                if any(e.cls is EdgeClass.CMP and e.instance == "=" for e in q.graph.edges)]
    as_object = [q for q in report.questions if has_value_object(q.graph)]
    assert filtered and as_object, report.summary()
    for q in as_object[:20]:
        g = value_filters(q.graph)
        g.validate()
        assert not has_value_object(g)
        assert _same(kg.query(to_sparql(g)), q.answers if isinstance(q.answers, bool) else kg.query(q.sparql)), q.sparql


# -- composed shapes (conf/synthesize.yaml shape_weights) ------------------------------------
ROWS = DATA / "rows.ttl"
LEAGUE = "http://example.org/league/"
COMPOSED = {"select_where": 3, "select_ordered": 1.5, "column_stats": 1.5, "group_by": 2.5, "join": 3, "negation": 1}


@pytest.fixture(scope="module")
def composed(monkeypatch_module):
    kg = EmbeddedKG([ROWS], name="rows")
    return kg, synthesize(kg, onboard(kg), 150, seed=5, progress=False, shape_weights=COMPOSED)


def test_composed_shapes_off_unless_weighted(tmp_path, monkeypatch):
    """Without ``shape_weights`` (kgqa.adapt, the bench) the synthesizer writes what it wrote
    before the composed shapes: none of them, and the same questions as weights of 1."""
    from kgqa.synthesize import COMPOSED_SHAPES

    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    kg = EmbeddedKG([ROWS], name="rows")
    ob = onboard(kg)
    plain = synthesize(kg, ob, 60, seed=2, progress=False, value_filter_share=0)
    ones = synthesize(EmbeddedKG([ROWS], name="rows"), ob, 60, seed=2, progress=False, value_filter_share=0,
                      shape_weights={s: 1 for s in SHAPES})
    assert not set(plain.shapes) & set(COMPOSED_SHAPES)
    assert [(q.question, q.sparql) for q in plain.questions] == [(q.question, q.sparql) for q in ones.questions]
    with pytest.raises(ValueError, match="unknown shapes"):
        synthesize(kg, ob, 5, progress=False, shape_weights={"no_such_shape": 1})


def test_composed_shapes_ground_execute_and_convert(composed):
    kg, report = composed
    got = {s for s in COMPOSED if report.shapes[s]}
    assert got == set(COMPOSED), report.summary()
    # weighted: the heaviest composed shape has more questions than an unweighted one
    assert report.shapes["join"] > report.shapes["lookup"], report.summary()
    for q in report.questions:
        assert q.question.endswith(("?", ".")) and "  " not in q.question and "http" not in q.question
        prepareQuery(q.sparql)
        pyoxigraph.Store().query(q.sparql)
        assert _same(kg.query(q.sparql, use_cache=False), q.answers), q.sparql
        graph = sparql_to_graph(q.sparql)
        graph.validate()
        assert _same(kg.query(to_sparql(graph), use_cache=False), q.answers), q.sparql


def test_composed_structures(composed):
    """What the composed shapes are for: answers other than the naming column, typed rows,
    GROUP BY through a link, HAVING, joins of 4+ edges, several columns, an anti-join."""
    _, report = composed
    by = {s: [q for q in report.questions if q.shape == s] for s in COMPOSED}
    sel = " ".join(q.sparql for q in by["select_where"])
    assert "#age>" in sel and "rdf-syntax-ns#type" in sel
    assert any(len(q.answers.variables) >= 2 for q in by["select_where"] + by["select_ordered"])
    assert any("ORDER BY" in q.sparql and "LIMIT" in q.sparql for q in by["select_ordered"])
    groups = " ".join(q.sparql for q in by["group_by"])
    assert "GROUP BY" in groups and "ref-team_id" in groups and "HAVING" in groups
    assert any(q.sparql.count(" . ") >= 5 for q in by["join"])
    assert all("MINUS" in q.sparql or "NOT EXISTS" in q.sparql for q in by["negation"])


def test_negation_and_link_counts_are_right(composed):
    """The anti-join answers the rows nothing links to, and a count through a link counts the
    linking rows: both checked against the KG's triples, not against another query."""
    import rdflib

    _, report = composed
    g = rdflib.Graph()
    g.parse(ROWS)
    ref = rdflib.URIRef(LEAGUE + "player#ref-team_id")
    name = rdflib.URIRef(LEAGUE + "team#name")
    linked = {o for _, _, o in g.triples((None, ref, None))}
    lonely = {str(n) for t, _, n in g.triples((None, name, None)) if t not in linked}
    assert lonely == {"Grey Wolves"}
    checked = 0
    for q in report.questions:
        if q.shape == "negation" and "player#team_id" in q.sparql and "team#name" in q.sparql:
            assert {str(r[0]) for r in q.answers.rows} == lonely, q.sparql
            checked += 1
        if q.shape == "group_by" and "player#ref-team_id" in q.sparql and "team#name>" in q.sparql \
                and "HAVING" not in q.sparql and "LIMIT" not in q.sparql and len(q.answers.variables) == 2:
            players = Counter(str(g.value(o, name)) for _, _, o in g.triples((None, ref, None)))
            assert {str(r[0]): int(r[1]) for r in q.answers.rows} == dict(players), q.sparql
            checked += 1
    assert checked, report.summary()


#: blank nodes in the object position of links and as the subjects of their own facts, as a KG
#: publishes addresses, measurements or Data Cube component specifications
BLANK_NODES = """
@prefix ex: <http://example.org/town/> .
ex:c1 ex:office [ a ex:Office ; ex:street "1 Quay Road" ; ex:rooms 12 ] .
ex:c2 ex:office [ a ex:Office ; ex:street "7 Mill Lane" ; ex:rooms 4 ] .
ex:c3 ex:office [ a ex:Office ; ex:street "2 Hill Street" ; ex:rooms 9 ] .
ex:p1 ex:award [ ex:year 1990 ; ex:prize ex:k1 ] .
ex:p2 ex:award [ ex:year 1999 ; ex:prize ex:k2 ] , [ ex:year 2004 ; ex:prize ex:k1 ] .
"""


def test_a_kg_with_blank_nodes_synthesizes_without_naming_them(tmp_path, monkeypatch):
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "blank.ttl"
    path.write_text(TYPED.read_text() + BLANK_NODES)
    kg = EmbeddedKG([path], name="blank_nodes")
    report = synthesize(kg, onboard(kg), 150, seed=5, progress=False)
    assert len(report.questions) >= 100
    assert not any("_:" in q.sparql for q in report.questions)  # a blank node is no constant
