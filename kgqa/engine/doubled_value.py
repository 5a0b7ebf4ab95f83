"""One stated value compared with two properties, where the KG holds it under only one.

"Which circuit is in Castellmar?" states one value; the model, copying it, compared it with the
circuit's locality and with its country (``FILTER(?l = "Castellmar") FILTER(?c =
"Castellmar")``), and no circuit is in a country of that name. "How many times did Carlos Moreno
retire?" compared "Moreno" with a family name and a birthday.

Where a value is compared for equality with the values of two or more properties (each the one
property reaching its variable), and the KG holds it (by its text) under some of them and not
under others, the comparisons with the others go, with the variables and edges only they needed.
Not where the KG holds it under all or none of them (a bounded ASK per property).
"""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.engine.kg_reads import ask_or_none
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def _compared_properties(graph: QueryGraph, val: int) -> list[tuple[int, int, int, URIRef]]:
    """``(cmp edge, variable, rel edge, property)`` per equality of Val ``val`` with a variable
    that one Rel edge reaches."""
    out = []
    for k in graph.incident(val):
        e = graph.edges[k]
        if e.cls is not EdgeClass.CMP or e.instance != "=":
            continue
        var = e.other(val)
        if graph.vertices[var].cls is not VertexClass.VAR:
            continue
        rels = [j for j in graph.incident(var) if graph.edges[j].cls is EdgeClass.REL and graph.edges[j].target == var]
        if len(rels) == 1 and isinstance(graph.edges[rels[0]].instance, URIRef):
            out.append((k, var, rels[0], graph.edges[rels[0]].instance))
    return out


def holds_value(kg, prop: URIRef, value: Literal, timeout_s: float) -> bool | None:
    """Does the KG hold ``value`` (by its text) under ``prop``? None where the ASK fails."""
    return ask_or_none(kg, f"ASK {{ ?s {iri_to_sparql(prop)} ?o . "
                           f"FILTER(STR(?o) = {term_to_sparql(Literal(str(value)))}) }}", timeout_s)


def single_holders(graph: QueryGraph, kg, timeout_s: float) -> QueryGraph | None:
    """``graph`` without the comparisons of a value with properties that never hold it, where
    another compared property does (module docstring); None where nothing changes. The model
    copies a value into a Val vertex per comparison: comparisons are grouped by the value."""
    by_value: dict[Literal, list[tuple[int, int, int, URIRef]]] = {}
    for val, vertex in enumerate(graph.vertices):
        if vertex.cls is VertexClass.VAL and isinstance(vertex.instance, Literal):
            by_value.setdefault(vertex.instance, []).extend(_compared_properties(graph, val))
    drop_edges: set[int] = set()
    drop_vertices: set[int] = set()
    for value, compared in by_value.items():
        if len({prop for *_, prop in compared}) < 2:
            continue
        held = [holds_value(kg, prop, value, timeout_s) for *_, prop in compared]
        if None in held or all(held) or not any(held):
            continue
        for (k, var, rel, _), holds in zip(compared, held):
            if holds:
                continue
            drop_edges.add(k)
            value_vertex = graph.edges[k].other(var)
            if len(graph.incident(value_vertex)) == 1:
                drop_vertices.add(value_vertex)
            if len(graph.incident(var)) == 2:  # only its property and this comparison
                drop_vertices.add(var)
                drop_edges.add(rel)
    if not drop_edges:
        return None
    return graph.without(drop_vertices, drop_edges)


__all__ = ["holds_value", "single_holders"]
