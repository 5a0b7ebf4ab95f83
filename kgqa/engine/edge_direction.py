"""A relation at a named entity taken the wrong way round: the way the KG has it.

"Which routes does Tessel Air fly?" may come out as ``:TesselAir :airline ?r``: a route names its
airline, an airline names no route by ``:airline``, so the graph could never match. The outline
model picks an edge's direction before its relation, and a KG unlike its training KGs often has
the relation only the other way.

In a graph that answers nothing, each relation edge between a named entity and a variable (or
another named entity), where the KG has no triple of that relation with the entity on that side
at all and has some with it on the other side, is turned round. One or two bounded ASKs per such
edge; an edge the KG has either way, or neither way, stands. Not for yes/no patterns: a turned
pattern there was as often true of anything as it was right.
"""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.entity_edge import entity_edges
from kgqa.engine.kg_reads import ask_or_none
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import Edge, QueryGraph, VertexClass


def _has(kg, subject: str, prop: URIRef, obj: str, timeout_s: float | None) -> bool | None:
    """Does the KG have ``subject prop obj`` (either an IRI or ``?x``)? None where the ASK fails."""
    return ask_or_none(kg, f"ASK {{ {subject} {iri_to_sparql(prop)} {obj} }}", timeout_s)


def turned_edges(graph: QueryGraph, kg, timeout_s: float | None) -> QueryGraph | None:
    """``graph`` with each relation edge at a named entity that the KG has only the other way
    turned round (module docstring), or None where none is."""
    out = None
    for k in entity_edges(graph):
        e = graph.edges[k]
        named = {v: iri_to_sparql(URIRef(graph.vertices[v].instance)) for v in (e.source, e.target)
                 if graph.vertices[v].cls is VertexClass.ENT and graph.vertices[v].instance is not None}
        if not named:
            continue
        # each named end as it stands: the subject (``<S> p ?x``) or the object (``?x p <O>``)
        as_is = [(named[v], "?x") if v == e.source else ("?x", named[v]) for v in named]
        if all(_has(kg, s, e.instance, o, timeout_s) is not False for s, o in as_is):
            continue  # the KG has it this way (or an ASK failed): the model's reading stands
        if all(_has(kg, o, e.instance, s, timeout_s) for s, o in as_is):
            out = out or graph.copy()
            out.edges[k] = Edge(e.target, e.source, e.cls, e.instance)
    return out


__all__ = ["turned_edges"]
