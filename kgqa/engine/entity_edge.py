"""A named entity joined by a relation that never reaches it: the relation the KG has.

"Which horror films came out after 2015?" links the genre "Horror film" and the outline model
joins it to the films, but through ``:runtime`` (``?f :runtime <Horror_film>``): the relation
was chosen before the entity was filled, when any relation of films matched, and the finished
graph answers nothing. When the chosen graph has no rows, each relation edge at a named entity
is asked again as the one open slot (the graph's other parts fixed), the way execution guidance
asks it: the question's relations (the candidate pool, best first) that match there are the
ones the KG has between them, and the first of them replaces the edge's relation.

Only an empty answer is repaired; one more probe and one query per edge, bounded like the rest.
"""

from __future__ import annotations

from typing import Sequence

from rdflib import URIRef

from kgqa.querygraph import QueryGraphError, to_probe
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass


def entity_edges(graph: QueryGraph) -> list[int]:
    """The Rel edges filled with one property that have a named entity at one end."""
    return [k for k, e in enumerate(graph.edges)
            if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef) and e.instance != RDF_TYPE
            and VertexClass.ENT in (graph.vertices[e.source].cls, graph.vertices[e.target].cls)]


def repaired(graph: QueryGraph, k: int, kg, relations: Sequence[URIRef], timeout_s: float | None) -> QueryGraph | None:
    """``graph`` with edge ``k``'s relation replaced by the first of ``relations`` (other than its
    own) under which the rest of the graph's pattern matches; None when none does."""
    try:
        probe = to_probe(graph, ("edge", k))
    except QueryGraphError:
        return None
    others = [p for p in relations if isinstance(p, URIRef) and p != graph.edges[k].instance and p != RDF_TYPE]
    if not others:
        return None
    fits = kg.probe(probe.pattern, probe.slot, others, timeout_s=timeout_s)
    best = next((p for p, ok in zip(others, fits) if ok), None)
    return None if best is None else graph.with_edge_instance(k, best)


__all__ = ["entity_edges", "repaired"]
