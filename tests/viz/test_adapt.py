"""The renderer reads the core's one JSON spelling: labels for IRIs, literals, OrderSpecs, paths."""

from kgqa.data.spider4sparql import PREFIXES
from kgqa.querygraph import QueryGraph, sparql_to_graph
from kgqa.viz import draw_svg
from kgqa.viz.adapt import drawable


def _graph() -> QueryGraph:
    return sparql_to_graph(
        "select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . FILTER(?a > 30) } "
        "order by desc(?a) limit 3", prefixes=PREFIXES)


def test_drawable_labels_every_instance_kind():
    g = _graph()
    d = drawable(g.to_json())
    labels = {v["label"] for v in d["vertices"]}
    assert "30" in labels                      # a literal shows its value, not its JSON
    assert "LIMIT 3" in labels                 # the Ord edge's OrderSpec
    edge_labels = {e["label"] for e in d["edges"]}
    assert "singer#age" in edge_labels and ">" in edge_labels and "DESC" in edge_labels
    assert len(d["edges"]) == len(g.edges) and len(d["vertices"]) == len(g.vertices)


def test_drawable_keeps_the_semantic_direction():
    g = _graph()
    d = drawable(g.to_json())
    for e, drawn in zip(g.edges, d["edges"]):
        assert (drawn["source"], drawn["target"]) == (e.source, e.target)


def test_engine_style_json_renders_to_svg():
    svg = draw_svg(drawable(_graph().abstract().to_json()), "aqg")
    assert svg.startswith("<svg") and "aqg" in svg
