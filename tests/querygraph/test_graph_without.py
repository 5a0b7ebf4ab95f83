"""QueryGraph.without: a graph less some vertices (with every edge at them) and some edges, the
vertices left renumbered in their order, the original untouched."""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.querygraph import QueryGraph

X = "http://example.org/"


def _graph() -> QueryGraph:
    g = QueryGraph(distinct=True)
    a = g.add_vertex("Ans", 0, 0)
    g.add_edge(a, g.add_vertex("Val", 0, Literal("Katya Orlen")), "Rel", URIRef(X + "leaderText"))
    g.add_edge(a, g.add_vertex("Ent", 0, URIRef(X + "Katya")), "Rel", URIRef(X + "leader"))
    g.add_edge(a, g.add_vertex("Type", 0, URIRef(X + "Expedition")), "Rel", URIRef(X + "type"))
    return g


def test_a_vertex_goes_with_its_edges_and_the_rest_is_renumbered():
    g = _graph()
    out = g.without(vertices=[1])
    assert [v.cls.value for v in out.vertices] == ["Ans", "Ent", "Type"] and out.distinct
    assert [(e.source, e.target, str(e.instance)) for e in out.edges] == [(0, 1, X + "leader"), (0, 2, X + "type")]
    assert len(g.vertices) == 4 and len(g.edges) == 3  # the original stands


def test_an_edge_alone_may_go():
    out = _graph().without(edges=[2])
    assert len(out.vertices) == 4 and [str(e.instance) for e in out.edges] == [X + "leaderText", X + "leader"]
