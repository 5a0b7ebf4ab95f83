"""A named thing used as a modifier: "the total capacity of all solar plants", "Which wind farm
has the lowest capacity?", "the average capacity of the gas-fired plants".

The question names an entity ("solar", an energy source) right before a noun, as English
modifies a noun by a kind; the model's graph sums, orders or lists the things of a class
(power plants) and leaves the entity out. Where the things of a class the graph types are linked
to that entity by exactly one property (a plant's ``src``), the graph gets that link. A graph
that already holds the entity, a name followed by no noun ("... run by Solar"), or a class
whose things reach the entity by no property or by several is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rdflib import URIRef

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

_RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
#: a word after a name that is no noun it modifies
_NOT_A_NOUN = re.compile(r"^(?:is|are|was|were|has|have|had|does|do|did|and|or|in|of|on|at|by|to|for|with|from|"
                         r"than|as|that|which|who|the|a|an|'s|s)$", re.I)


def modifying(question: str, name: str) -> bool:
    """Does ``name`` (lower case) stand in ``question`` right before a word it can modify?"""
    for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?:-[a-z]+)?\s+(?P<next>[a-z']+)", question.lower()):
        if not _NOT_A_NOUN.match(m["next"]):
            return True
    return False


def typed_vertices(graph: QueryGraph) -> list[tuple[int, str]]:
    """``(vertex, class IRI)`` for each variable the graph types with ``rdf:type``."""
    out = []
    for e in graph.edges:
        if e.cls is EdgeClass.REL and str(e.instance) == _RDF_TYPE:
            s, t = graph.vertices[e.source], graph.vertices[e.target]
            if s.cls in (VertexClass.VAR, VertexClass.ANS) and t.cls is VertexClass.TYPE and t.instance is not None:
                out.append((e.source, str(t.instance)))
    return out


def with_modifier(question: str, graph: QueryGraph, stated: dict,
                  links: Callable[[str, str], list[str]]) -> QueryGraph | None:
    """``graph`` with the link from its typed things to the one stated entity that modifies a noun
    and that the graph does not hold (module docstring); ``links(class, entity)`` lists the
    properties by which things of the class reach the entity. None where nothing is added."""
    held = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT}
    named = [(str(key[1]), name) for key, name in stated.items() if str(key[1]) not in held and modifying(question, name)]
    typed = typed_vertices(graph)
    if len(named) != 1 or not typed:
        return None
    entity = named[0][0]
    found = [(v, p) for v, cls in typed for p in links(cls, entity)]
    if len(found) != 1:
        return None
    v, p = found[0]
    g = graph.copy()
    e = g.add_vertex(VertexClass.ENT, g.vertices[v].segment, URIRef(entity))
    g.add_edge(v, e, EdgeClass.REL, URIRef(p))
    return g


__all__ = ["modifying", "typed_vertices", "with_modifier"]
