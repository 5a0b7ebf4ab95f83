"""The graph operations the listing readings share (:mod:`kgqa.engine.compared_listing`,
``superlative_listing``, ``aggregated_listing``, ``counted_listing``): each takes the graph of a
plain listing (one answer, no order, no aggregate), steps from its answer to a measure, and
narrows, orders, sums or counts."""

from __future__ import annotations

from dataclasses import replace

from rdflib import URIRef

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def listing_copy(graph: QueryGraph) -> tuple[QueryGraph, int] | None:
    """A copy of ``graph`` and its answer vertex, where it is a plain listing; None for a graph
    with several answers, or an order or aggregate already on it."""
    answers = graph.answer_vertices()
    if len(answers) != 1 or any(e.cls in (EdgeClass.ORD, EdgeClass.AGG) for e in graph.edges):
        return None
    return graph.copy(), answers[0]


def measured(g: QueryGraph, answer: int, prop: str) -> int:
    """Add ``?answer :prop ?measure`` to ``g``; the measure's vertex."""
    value = g.add_vertex(VertexClass.VAR, g.vertices[answer].segment, name="measure")
    g.add_edge(answer, value, EdgeClass.REL, URIRef(prop))
    return value


def answer_aggregate(g: QueryGraph, answer: int, source: int, aggregate: str) -> None:
    """Make ``g`` answer with the ``aggregate`` (``COUNT_DISTINCT``, ``SUM``, ...) of vertex
    ``source``; the listing's answer becomes a plain variable."""
    seg = g.vertices[answer].segment
    g.vertices[answer] = replace(g.vertices[answer], cls=VertexClass.VAR, instance=None)
    total = g.add_vertex(VertexClass.ANS, seg, 0, name=aggregate.split("_")[0].lower())
    g.add_edge(source, total, EdgeClass.AGG, aggregate)
    g.distinct = False


__all__ = ["answer_aggregate", "listing_copy", "measured"]
