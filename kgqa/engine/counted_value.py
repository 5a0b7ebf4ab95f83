"""A count of one number is the number.

"How many pages does The Iron Orchard have?" The KG states the book's page count as a number
(``:numberOfPages 389``). A model that learned "how many" as COUNT counts the values of that
property of the one book it names (``SELECT (COUNT(?n) AS ?c) WHERE { <book> :numberOfPages ?n
}``): 1, whatever the book. Counting the values of a numeric property of one named entity is
never what is asked; the value is. So a chosen graph of exactly that shape (a COUNT, one
property holding numbers, one entity) answers with the value instead (with ``search.asked_class``:
what the question asks for).
"""

from __future__ import annotations

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def counted_value(graph: QueryGraph, numeric_properties: set[str] | frozenset[str]) -> QueryGraph | None:
    """``SELECT ?n WHERE { <e> :p ?n }`` for ``graph`` = ``SELECT (COUNT(?n) ...) WHERE { <e> :p ?n }``
    where ``:p`` holds numbers (``numeric_properties``); None for any other graph."""
    if len(graph.vertices) != 3 or len(graph.edges) != 2 or len(graph.segments) != 1:
        return None
    agg = [e for e in graph.edges if e.cls is EdgeClass.AGG]
    rel = [e for e in graph.edges if e.cls is EdgeClass.REL]
    if len(agg) != 1 or len(rel) != 1 or agg[0].instance != "COUNT":
        return None
    count, value, entity = agg[0].target, agg[0].source, rel[0].source
    if graph.vertices[count].cls is not VertexClass.ANS or rel[0].target != value \
            or graph.vertices[entity].cls is not VertexClass.ENT or str(rel[0].instance) not in numeric_properties:
        return None
    g = QueryGraph(distinct=graph.distinct)
    e = g.add_vertex(VertexClass.ENT, 0, graph.vertices[entity].instance)
    a = g.add_vertex(VertexClass.ANS, 0, 0)
    g.add_edge(e, a, EdgeClass.REL, rel[0].instance)
    return g


__all__ = ["counted_value"]
