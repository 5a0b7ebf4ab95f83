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
    # an IRI reads as its local name's words, not as its last path segment ("singer#age")
    assert "age" in edge_labels and ">" in edge_labels and "DESC" in edge_labels
    assert len(d["edges"]) == len(g.edges) and len(d["vertices"]) == len(g.vertices)


def test_drawable_names_iris_in_words_with_the_iri_on_hover():
    g = sparql_to_graph("select ?n where { ?s a :singer . ?s :singer\\#song_name ?n }", prefixes=PREFIXES).to_json()
    d = drawable(g)
    edges = {e["label"]: e for e in d["edges"]}
    assert {"type", "song name"} <= set(edges)  # rdf:type is "type", not "22-rdf-syntax-ns#type"
    assert edges["type"]["title"].endswith("22-rdf-syntax-ns#type")
    # the caller's names win (the service passes the KG's labels); rdf:type stays "type"
    named = drawable(g, lambda iri: "Sänger" if iri.endswith("/singer") else None, columns=["song"])
    vertex_labels = {v["cls"]: v["label"] for v in named["vertices"]}
    assert vertex_labels["Type"] == "Sänger" and vertex_labels["Ans"] == "song"
    assert "type" in {e["label"] for e in named["edges"]}
    svg = draw_svg(named)
    assert "<title>Sänger (http://valuenet/ontop/singer)</title>" in svg


def test_drawable_keeps_the_semantic_direction():
    g = _graph()
    d = drawable(g.to_json())
    for e, drawn in zip(g.edges, d["edges"]):
        assert (drawn["source"], drawn["target"]) == (e.source, e.target)


def test_engine_style_json_renders_to_svg():
    svg = draw_svg(drawable(_graph().abstract().to_json()), "aqg")
    assert svg.startswith("<svg") and "aqg" in svg
