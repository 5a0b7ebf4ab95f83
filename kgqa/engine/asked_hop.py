"""One more hop to the class the question asks for.

"In which country was the director of Blue Piazza born?" asks for a country; the KG says where
people were born with a city (``:birthPlace``), and the city's country with one more property
(``:country``). The outline model stops at the city: a graph answering with the birth place is
what it learned, and the asked-class order (:mod:`kgqa.engine.answer_order`) has no graph of a
country to put first. Here the chosen graph's answer entities, of classes the KG lists for them
(:class:`kgqa.candidates.schema.ClassUse`), go one property further to an entity of the asked
class: the property whose subjects include the answer's class and whose objects include the
asked class. Several such properties: the one the schema ranker puts first for the question.
Where none leads from the answer, one leading into it from the asked class is taken backwards
("Which universities are in Estoria?" answered with Estoria's cities: the universities located
in them). The answer's classes are those its entities have in the KG where they have any (a
property such as ``:located_in`` reaches cities and countries alike), else what the schema says
the property reaches. An untyped answer whose entities are of the asked class and of others is
typed with the asked class (:func:`typed_to_asked`: "Which stadiums are in Castrovia?" answered
by what is located in its cities, clubs too); one whose entities are all of the asked class and
that the graph asks only to have some property, standing in for the class, is typed with the
class instead (:func:`existence_to_asked`: the huts a club runs, not only those with beds).

Only an answer that is an entity (the value of a link, or a vertex the graph types) moves: a
literal column's "class" is its owner's, and that is :mod:`kgqa.engine.entity_answer`'s case.
An answer that is counted, compared or ordered stays as it is.

**One step back, to the thing the graph types with the asked class.** "Which papers has Rhea
Dunmore written?" outlined as ``?p a :Paper ; :author <Rhea> ; :field ?answer``: the graph has the
papers, typed with the very class the question asks for, and answers with a property of them it
was never asked for. Where the answer is a leaf hung by one property from a variable typed with
the asked class, and cannot itself be of that class, that variable is the answer
(:func:`back_to_asked`).

**One step sideways, from the thing the leaf hangs on.** "Which threads has greta_h posted in?"
outlined as ``?post :creator <greta_h> ; :topic ?answer``: the graph has her posts and answers
with their tags, where the question asks for threads. Where the answer is such a leaf, of
another class than the asked one, and exactly one link leads from the leaf's owner's class to
the asked class (``:has_container`` from posts to threads), the leaf hangs by that link instead
(:func:`sideways_to_asked`).

**The same link again.** "Which forums has beatrix.k posted in?": the one link from posts towards
forums is ``:has_container``, and it reaches threads; their ``:has_container`` reaches the forums.
Where the hop's things are none of the asked class, the link is followed one or more times to
things of that class (:func:`repeated_to_asked`).
"""

from __future__ import annotations

from typing import Callable, Sequence

from rdflib import URIRef

from kgqa.engine.answer_order import answer_classes, sole_answer, variable_types
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import modified


def _answer_entity(graph: QueryGraph, properties: dict) -> int | None:
    """The one answer vertex when its values are entities and nothing but triples touches it."""
    a = sole_answer(graph)
    if a is None:
        return None
    at = [graph.edges[k] for k in graph.incident(a)]
    if any(e.cls is not EdgeClass.REL for e in at):
        return None
    into = [e for e in at if e.target == a]
    links = [e for e in into if isinstance(e.instance, URIRef) and (item := properties.get(str(e.instance))) is not None
             and item.is_link]
    subject = any(e.source == a for e in at)  # the subject of a triple is a thing (typed or not)
    return a if links or subject else None


def hop_properties(classes: frozenset, asked: str, class_use, properties: dict) -> list[str]:
    """The links from things of ``classes`` to things of the ``asked`` class (sorted)."""
    return sorted(p for p, subjects in class_use.subjects.items()
                  if subjects & classes and asked in class_use.objects.get(p, frozenset())
                  and (item := properties.get(p)) is not None and item.is_link)


def hop_to_class(graph: QueryGraph, asked: str | None, properties: dict, class_use,
                 ranked: Sequence[str], classes: frozenset | None = None) -> QueryGraph | None:
    """``graph`` answering one property further, with things of the ``asked`` class, or None
    when its answer can be of that class already, is not an entity, or no property leads there.
    ``ranked``: the question's relations, best first (the schema ranker's pool); ``classes``:
    the classes its answer's entities have in the KG, where they were read (else what the
    schema says the answer can be)."""
    if asked is None or class_use is None:
        return None
    a = _answer_entity(graph, properties)
    if a is None:
        return None
    classes = classes or answer_classes(graph, properties, class_use)
    if not classes or asked in classes:
        return None
    props = hop_properties(frozenset(classes), asked, class_use, properties)
    backwards = not props
    if backwards:  # "Which universities are in Estoria?" answered with its cities: what is in them
        props = sorted(p for p, objects in class_use.objects.items()
                       if objects & classes and asked in class_use.subjects.get(p, frozenset())
                       and (item := properties.get(p)) is not None and item.is_link)
    if not props:
        return None
    position = {p: i for i, p in enumerate(ranked)}
    best = min(props, key=lambda p: (position.get(p, len(position)), p))
    g = graph.copy()
    old = g.vertices[a]
    g.vertices[a] = type(old)(VertexClass.VAR, old.segment, None, old.name)
    b = g.add_vertex(VertexClass.ANS, old.segment, old.instance)
    g.add_edge(b, a, EdgeClass.REL, URIRef(best)) if backwards else g.add_edge(a, b, EdgeClass.REL, URIRef(best))
    return g


def _leaf_answer(graph: QueryGraph):
    """``(answer vertex, the one Rel edge into it)`` where the graph's one answer is a leaf hung
    by one property from something; None otherwise."""
    a = sole_answer(graph)
    if a is None:
        return None
    at = [graph.edges[k] for k in graph.incident(a)]
    if len(at) != 1 or at[0].cls is not EdgeClass.REL or at[0].target != a or not isinstance(at[0].instance, URIRef):
        return None
    return a, at[0]


def back_to_asked(graph: QueryGraph, asked: str | None, properties: dict, class_use,
                  kinds: frozenset[str] = frozenset()) -> QueryGraph | None:
    """``graph`` answering with the variable it types with the ``asked`` class (or one of its
    ``kinds``: the classes its name heads, :mod:`kgqa.engine.head_classes`), where it answered
    with a leaf one property from it (module docstring); None when it is not so."""
    leaf = _leaf_answer(graph) if asked is not None else None
    if leaf is None:
        return None
    a, owner = leaf[0], leaf[1].source
    if graph.vertices[owner].cls is not VertexClass.VAR or graph.vertices[owner].segment != 0 \
            or not variable_types(graph, owner) & ({asked} | kinds):
        return None
    classes = answer_classes(graph, properties, class_use)
    if classes is not None and asked in classes:
        return None
    return _answering_with(graph, owner, drop=a)


def _answering_with(graph: QueryGraph, owner: int, drop: int) -> QueryGraph:
    """``graph`` without vertex ``drop`` (and its edges), ``owner`` answering in its place."""
    g = QueryGraph()
    index = {}
    for i, v in enumerate(graph.vertices):
        if i == drop:
            continue
        if i == owner:
            index[i] = g.add_vertex(VertexClass.ANS, v.segment, graph.vertices[drop].instance, v.name)
        else:
            index[i] = g.add_vertex(v.cls, v.segment, v.instance, v.name)
    for e in graph.edges:
        if drop not in (e.source, e.target):
            g.add_edge(index[e.source], index[e.target], e.cls, e.instance)
    return g


def sideways_to_asked(graph: QueryGraph, asked: str | None, properties: dict, class_use,
                      classes: frozenset | None = None) -> QueryGraph | None:
    """``graph`` with its answer, a leaf hung by one link from a variable of another class,
    hung instead by the one link from that variable's class to the ``asked`` class, and typed
    with it (module docstring); None when it is not so. ``classes``: the classes the answer's
    entities have in the KG (else what the schema says)."""
    leaf = _leaf_answer(graph) if asked is not None and class_use is not None else None
    if leaf is None:
        return None
    a, edge = leaf
    owner = edge.source
    owner_classes = frozenset(variable_types(graph, owner))
    classes = classes or answer_classes(graph, properties, class_use)
    if graph.vertices[owner].cls is not VertexClass.VAR or not owner_classes or asked in owner_classes \
            or not classes or asked in classes:
        return None
    props = hop_properties(owner_classes, asked, class_use, properties)
    if len(props) != 1:
        return None
    g = graph.copy()
    g.edges[graph.edges.index(edge)] = type(edge)(owner, a, EdgeClass.REL, URIRef(props[0]))
    g.add_edge(a, g.add_vertex(VertexClass.TYPE, graph.vertices[a].segment, URIRef(asked)), EdgeClass.REL, RDF_TYPE)
    return g


def repeated_to_asked(hopped: QueryGraph, asked: str) -> QueryGraph | None:
    """``hopped`` (a graph :func:`hop_to_class` made) with its last link followed one or more
    times (``p+``) to things typed with the ``asked`` class (module docstring); None where its
    last edge is not one property into the answer."""
    a = sole_answer(hopped)
    if a is None:
        return None
    at = [k for k in hopped.incident(a) if hopped.edges[k].cls is EdgeClass.REL]
    if len(at) != 1 or not isinstance(hopped.edges[at[0]].instance, URIRef):
        return None
    e = hopped.edges[at[0]]
    g = hopped.copy()
    g.edges[at[0]] = type(e)(e.source, e.target, e.cls, modified(e.instance, "+"))
    g.add_edge(a, g.add_vertex(VertexClass.TYPE, hopped.vertices[a].segment, URIRef(asked)), EdgeClass.REL, RDF_TYPE)
    return g


def typed_to_asked(graph: QueryGraph, asked: str | None, classes: frozenset | None) -> QueryGraph | None:
    """``graph`` with its untyped answer typed with the ``asked`` class, where its answer's
    entities are of that class and of others (``classes``, as the KG types them): "Which
    stadiums are in Castrovia?" answered by what is located in its cities, stadiums and clubs
    alike. None when the answer is typed, or all of one class, or none of the asked one."""
    if asked is None or not classes or asked not in classes or len(classes) < 2:
        return None
    a = sole_answer(graph)
    if a is None or variable_types(graph, a):
        return None
    g = graph.copy()
    g.add_edge(a, g.add_vertex(VertexClass.TYPE, g.vertices[a].segment, URIRef(asked)), EdgeClass.REL, URIRef(RDF_TYPE))
    return g


def existence_to_asked(graph: QueryGraph, asked: str | None, classes: Callable[[], frozenset | None],
                       said: Callable[[str], bool]) -> QueryGraph | None:
    """``graph`` with the edge that only asks its untyped answer to have a property (``?x
    :beds ?n``, ``?n`` used nowhere else) replaced by the ``asked`` class, where its answer's
    entities are all of that class: "Which huts does the Alpine Club run?" read as the things the
    club runs that have beds stands in for the huts. None when the answer is typed, has no such
    edge or nothing else, when its entities are of another class too, or when the question says
    the property (``said(iri)``: "Which huts have beds?"). ``classes()``: the classes of the
    answer's entities, asked only of a graph of that shape (a KG query)."""
    if asked is None:
        return None
    a = sole_answer(graph)
    if a is None or variable_types(graph, a) or graph.degree(a) < 2:
        return None
    leaves = [k for k in graph.incident(a) for e in [graph.edges[k]]
              if e.cls is EdgeClass.REL and e.source == a and isinstance(e.instance, URIRef)
              and graph.vertices[e.target].cls is VertexClass.VAR and graph.degree(e.target) == 1]
    if len(leaves) != 1 or said(str(graph.edges[leaves[0]].instance)) or classes() != frozenset({asked}):
        return None
    k = leaves[0]
    g = graph.without(vertices=[graph.edges[k].target], edges=[k])
    a = sole_answer(g)
    g.add_edge(a, g.add_vertex(VertexClass.TYPE, g.vertices[a].segment, URIRef(asked)), EdgeClass.REL, URIRef(RDF_TYPE))
    return g


__all__ = ["back_to_asked", "existence_to_asked", "hop_properties", "hop_to_class", "repeated_to_asked", "sideways_to_asked",
           "typed_to_asked"]
