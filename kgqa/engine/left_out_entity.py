"""A named thing the graph leaves out, put at the loose end that holds things like it.

"How many projects use the Apache licence?": the linker finds the "Apache License 2.0", and the
model's graph counts the projects with any licence (``?p doap:license ?l``), the licence left a
loose end. Where the question says every word of a linked entity's name but its numbers ("Apache
licence" of "Apache License 2.0", in one spelling: :func:`kgqa.candidates.label_index.label_key`),
the graph holds no entity of that name, and exactly one variable of the graph is a loose end
(the object of one property, nothing else at it, not the answer) whose property the KG uses with
that entity as its object, the entity takes that variable's place. A graph with no loose end
("Which projects are under the Apache licence?" as the projects) links its answer, where the
graph types it, to the entity by the one property by which things of that class have it as an
object. A graph with two such loose ends or links, or an entity none reaches, is left as it is.

A title the question quotes in full is often read by the model as a value: "Which articles
cite 'Groundwater recharge in glaciated lowland catchments'?" as ``?a bibo:cites ?x .
FILTER(?x = "Groundwater recharge ...")``, where ``?x`` is a thing and never that string. Where
a value of the graph is, in one spelling, the whole name of a linked entity the graph leaves
out, the variable compared with it takes the entity's place if the KG has the entity under that
variable's property; otherwise the variable holding it as an attribute (``?a bibo:pageStart
?x``, said of a thing) is the entity itself (:func:`with_named_value`). The entity, being
named, keeps no class test of the variable it replaces (the model's class may be a sibling
of the entity's: an article and an academic article).
"""

from __future__ import annotations

from rdflib import URIRef

from kgqa.candidates.label_index import label_key
from kgqa.engine.kg_reads import ask_or_none, select_or_none
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def said_in_full(question: str, name: str) -> bool:
    """Does ``question`` say every word of ``name`` but its numbers ("the Apache licence" of
    "Apache License 2.0"), in either spelling?"""
    words = {w for w in label_key(name).split() if not w.isdigit()}
    return bool(words) and words <= set(label_key(question).split())


def loose_ends(graph: QueryGraph) -> list[tuple[int, int, str]]:
    """``(edge, variable, property)`` for each variable that is the object of one property and
    is at nothing else (no filter, order, count), and is not the answer."""
    out = []
    for v, vertex in enumerate(graph.vertices):
        if vertex.cls is not VertexClass.VAR:
            continue
        at = graph.incident(v)
        if len(at) != 1:
            continue
        e = graph.edges[at[0]]
        if e.cls is EdgeClass.REL and e.target == v and isinstance(e.instance, URIRef):
            out.append((at[0], v, str(e.instance)))
    return out


def with_left_out_entity(graph: QueryGraph, question: str, linked: list[tuple[str, str]], holds,
                         links) -> QueryGraph | None:
    """``graph`` with the one loose end (:func:`loose_ends`) that holds a linked entity the
    question names in full and the graph leaves out, or else its typed answer linked to it (module
    docstring); None where there is not exactly one such end or link. ``linked``: ``(IRI,
    name)`` of the linker's entities; ``holds(p, iri)``: whether the KG has ``iri`` as an object
    of ``p``; ``links(cls, iri)``: the properties by which things of ``cls`` have ``iri`` as one."""
    present = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT}
    named = list(dict.fromkeys(iri for iri, name in linked
                               if iri not in present and name and said_in_full(question, name)))
    if not named:
        return None
    ends = loose_ends(graph)
    if ends:
        fits = [(v, iri) for _, v, p in ends for iri in named if holds(p, iri)]
        if len(fits) != 1:
            return None
        v, iri = fits[0]
        g = graph.copy()
        g.vertices[v] = type(g.vertices[v])(VertexClass.ENT, g.vertices[v].segment, URIRef(iri))
        return g
    answers = graph.answer_vertices()
    typed = [str(graph.vertices[e.target].instance) for e in graph.edges
             if len(answers) == 1 and e.source == answers[0] and graph.vertices[e.target].cls is VertexClass.TYPE]
    fits = [(p, iri) for cls in typed[:1] for iri in named for p in links(cls, iri)]
    if len(fits) != 1:
        return None
    p, iri = fits[0]
    g = graph.copy()
    e = g.add_vertex(VertexClass.ENT, g.vertices[answers[0]].segment, URIRef(iri))
    g.add_edge(answers[0], e, EdgeClass.REL, URIRef(p))
    return g


def with_named_value(graph: QueryGraph, question: str, linked: list[tuple[str, str]], holds) -> list[QueryGraph]:
    """Readings of ``graph`` in which a value that is the whole name of a linked entity the
    question names and the graph leaves out stands for that entity (module docstring): the
    variable compared with it (where ``holds(p, iri)`` for its property ``p``), else the
    variable that has it as an attribute. ``linked``: ``(IRI, name)`` of the linker's entities."""
    present = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT}
    names = {label_key(name): iri for iri, name in linked
             if iri not in present and name and len(label_key(name).split()) > 1 and said_in_full(question, name)}
    out = []
    for k, e in enumerate(graph.edges):
        value = graph.vertices[e.target]
        iri = names.get(label_key(str(value.instance))) if value.cls is VertexClass.VAL and value.instance else None
        if e.cls is not EdgeClass.CMP or e.instance != "=" or iri is None or graph.degree(e.target) != 1:
            continue
        at = [graph.edges[j] for j in graph.incident(e.source) if j != k]
        if len(at) != 1 or at[0].cls is not EdgeClass.REL or at[0].target != e.source or graph.vertices[e.source].cls is not VertexClass.VAR:
            continue
        held, holder = str(at[0].instance), at[0].source
        if holds(held, iri):  # the compared thing is the entity
            out.append(_as_entity(graph.without(vertices=[e.target]), e.source - (e.source > e.target), iri))
        elif graph.vertices[holder].cls is VertexClass.VAR:  # the name said as the holder's attribute
            out.append(_as_entity(graph.without(vertices=[e.source, e.target]), holder - (holder > e.source)
                                  - (holder > e.target), iri))
    return out


def _as_entity(graph: QueryGraph, v: int, iri: str) -> QueryGraph:
    """``graph`` with variable ``v`` the entity ``iri``, and without its class tests."""
    types = [k for k, e in enumerate(graph.edges) if e.source == v and graph.vertices[e.target].cls is VertexClass.TYPE]
    g = graph.without(edges=types)
    g.vertices[v] = type(g.vertices[v])(VertexClass.ENT, g.vertices[v].segment, URIRef(iri))
    orphans = [t for t in range(len(g.vertices)) if g.vertices[t].cls is VertexClass.TYPE and not g.incident(t)]
    return g.without(vertices=orphans) if orphans else g


def linked_entities(pool) -> list[tuple[str, str]]:
    """``(IRI, name)`` of the linker's entities in a question's candidate ``pool``."""
    return [(str(i), str(n)) for i, n in zip(pool.instances.get("Ent", []), pool.names.get("Ent", []))]


def object_of(kg, timeout_s: float):
    """``holds(p, iri)`` and ``links(cls, iri)`` for :func:`with_left_out_entity`: one bounded
    query each on ``kg``."""
    def holds(p: str, iri: str) -> bool:
        return bool(ask_or_none(kg, f"ASK {{ ?s {iri_to_sparql(p)} {iri_to_sparql(iri)} }}", timeout_s))

    def links(cls: str, iri: str) -> list[str]:
        rows = select_or_none(kg, f"SELECT DISTINCT ?p WHERE {{ ?s a {iri_to_sparql(cls)} ; ?p {iri_to_sparql(iri)} }} "
                                  f"LIMIT 3", timeout_s) or []
        return [str(r[0]) for r in rows]
    return holds, links


__all__ = ["linked_entities", "loose_ends", "object_of", "said_in_full", "with_left_out_entity", "with_named_value"]
