"""A yes/no question about a flag asks whether the flag is set.

"Is Velmarol an orphan drug?" on a KG that holds ``:orphan_drug false`` for it: the model reads
the question as ``ASK { :Velmarol :orphan_drug ?v }`` (it has the flag: yes), or with the value
linked from nowhere (``... :orphan_drug false``: yes, it is not one). A property whose values are
all ``xsd:boolean`` is a flag; asking about it asks whether it is true. The chosen ASK is
rewritten so that each edge of a flag ends at ``true``:

- a flag's value left as a variable that nothing else uses becomes ``true``;
- a flag's value filled with ``false`` becomes ``true``, unless the question is negated
  ("Is X not an orphan drug?", "Does X have no warning?"), where ``false`` is what it asks;
- a flag read backwards, from a variable to the named entity (``?v :black_box_warning :X``,
  which no KG can match: a flag's object is a literal), is read forwards, ``:X ... true``.

The flags are the schema's properties whose sampled values are all booleans
(:attr:`kgqa.candidates.schema.SchemaItem.literal_datatypes`); a KG without any is not touched.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from rdflib import Literal
from rdflib.namespace import XSD

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

BOOLEAN = str(XSD.boolean)
_NEGATED = re.compile(r"\b(?:not|no|never|without|\w+n't)\b", re.I)


def flag_properties(properties: dict) -> frozenset[str]:
    """The IRIs of the properties (schema items) whose sampled values are all booleans."""
    return frozenset(iri for iri, item in properties.items()
                     if item.literal_datatypes and set(item.literal_datatypes) == {BOOLEAN})


def flags_set(graph: QueryGraph, flags: Collection[str], question: str) -> QueryGraph:
    """``graph`` (an ASK) with each edge of a flag ending at ``true`` (module docstring); the
    graph itself when there is nothing to rewrite."""
    if not flags:
        return graph
    negated = bool(_NEGATED.search(question))
    out = graph
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.REL or str(e.instance) not in flags:
            continue
        source, target = graph.vertices[e.source], graph.vertices[e.target]
        if target.cls is VertexClass.ENT and _leaf(graph, e.source, k):
            out = _with_value(out, k, flip=True)  # read forwards: X flag true
        elif target.cls is VertexClass.VAR and _leaf(graph, e.target, k) and source.cls is not VertexClass.VAR:
            out = _with_value(out, k)
        elif target.cls is VertexClass.VAL and isinstance(target.instance, Literal) \
                and target.instance.datatype is not None and str(target.instance.datatype) == BOOLEAN \
                and target.instance.toPython() is False and not negated:
            out = _with_value(out, k)
    return out


def _asks_from(graph: QueryGraph, i: int) -> bool:
    """Is edge ``i`` an ASK edge (hung from a pattern's root: it says "is there such a row")?"""
    e = graph.edges[i]
    return e.cls is EdgeClass.AGG and e.instance == "ASK"


def _leaf(graph: QueryGraph, v: int, edge: int) -> bool:
    """Is vertex ``v`` used by edge ``edge`` alone, but for an ASK edge hung from it?"""
    return [i for i in graph.incident(v) if not _asks_from(graph, i)] == [edge]


def _with_value(graph: QueryGraph, k: int, flip: bool = False) -> QueryGraph:
    """``graph`` with edge ``k``'s value vertex ``true``; with ``flip``, the edge's object (an
    entity) moved to its subject first. An ASK edge hung from the value is hung from the
    subject: a literal is no pattern's root."""
    g = graph.copy()
    e = g.edges[k]
    subject, value = (e.target, e.source) if flip else (e.source, e.target)
    g.edges[k] = type(e)(subject, value, e.cls, e.instance)
    for i, x in enumerate(g.edges):
        if i != k and _asks_from(g, i) and x.source == value:
            g.edges[i] = type(x)(subject, x.target, x.cls, x.instance)
    v = g.vertices[value]
    g.vertices[value] = type(v)(VertexClass.VAL, v.segment, Literal(True), v.name)
    return g


__all__ = ["flag_properties", "flags_set"]
