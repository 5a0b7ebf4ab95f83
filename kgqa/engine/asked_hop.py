"""One more hop to the class the question asks for.

"In which country was the director of Blue Piazza born?" asks for a country; the KG says where
people were born with a city (``:birthPlace``), and the city's country with one more property
(``:country``). The outline model stops at the city: a graph answering with the birth place is
what it learned, and the asked-class order (:mod:`kgqa.engine.answer_order`) has no graph of a
country to put first. Here the chosen graph's answer entities, of classes the KG lists for them
(:class:`kgqa.candidates.schema.ClassUse`), go one property further to an entity of the asked
class: the property whose subjects include the answer's class and whose objects include the
asked class. Several such properties: the one the schema ranker puts first for the question.

Only an answer that is an entity (the value of a link, or a vertex the graph types) moves: a
literal column's "class" is its owner's, and that is :mod:`kgqa.engine.entity_answer`'s case.
An answer that is counted, compared or ordered stays as it is.
"""

from __future__ import annotations

from typing import Sequence

from rdflib import URIRef

from kgqa.engine.answer_order import answer_classes
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def _answer_entity(graph: QueryGraph, properties: dict) -> int | None:
    """The one answer vertex when its values are entities and nothing but triples touches it."""
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if len(answers) != 1 or graph.vertices[answers[0]].segment != 0:
        return None
    a = answers[0]
    at = [graph.edges[k] for k in graph.incident(a)]
    if any(e.cls is not EdgeClass.REL for e in at):
        return None
    into = [e for e in at if e.target == a]
    links = [e for e in into if isinstance(e.instance, URIRef) and (item := properties.get(str(e.instance))) is not None
             and item.is_link]
    typed = any(e.source == a and graph.vertices[e.target].cls is VertexClass.TYPE for e in at)
    return a if links or typed else None


def hop_properties(classes: frozenset, asked: str, class_use, properties: dict) -> list[str]:
    """The links from things of ``classes`` to things of the ``asked`` class (sorted)."""
    return sorted(p for p, subjects in class_use.subjects.items()
                  if subjects & classes and asked in class_use.objects.get(p, frozenset())
                  and (item := properties.get(p)) is not None and item.is_link)


def hop_to_class(graph: QueryGraph, asked: str | None, properties: dict, class_use,
                 ranked: Sequence[str]) -> QueryGraph | None:
    """``graph`` answering one property further, with things of the ``asked`` class, or None
    when its answer can be of that class already, is not an entity, or no property leads there.
    ``ranked``: the question's relations, best first (the schema ranker's pool)."""
    if asked is None or class_use is None:
        return None
    a = _answer_entity(graph, properties)
    if a is None:
        return None
    classes = answer_classes(graph, properties, class_use)
    if not classes or asked in classes:
        return None
    props = hop_properties(frozenset(classes), asked, class_use, properties)
    if not props:
        return None
    position = {p: i for i, p in enumerate(ranked)}
    best = min(props, key=lambda p: (position.get(p, len(position)), p))
    g = graph.copy()
    old = g.vertices[a]
    g.vertices[a] = type(old)(VertexClass.VAR, old.segment, None, old.name)
    b = g.add_vertex(VertexClass.ANS, old.segment, old.instance)
    g.add_edge(a, b, EdgeClass.REL, URIRef(best))
    return g


__all__ = ["hop_properties", "hop_to_class"]
