"""A property that restates another's links as text, read as the link.

A KG built from records often states one fact twice: as a link to an entity and as the text the
record had. DBpedia keeps its ontology's ``dbo:leader res:Katya_Orlen`` beside the infobox's
``dbp:leader "Katya Orlen"`` and ``dbo:firstAscentPerson`` beside ``dbp:firstAscent "1958 by
Mirela Dragan and Rurik Tamm"``; a catalogue keeps ``:author`` beside ``:authorName``. A model
that reads the text property answers "Who led the 1980 expedition?" with a string, or narrows
"Which expeditions did Katya Orlen lead?" by both the link and its text, losing every thing whose
record spelt the name otherwise ("M. Dragan") or not at all.

A text property ``p`` (string values, no numbers or dates) has *link twins*: the link properties
whose local name begins with every word of ``p``'s (``leader`` -> ``leader``, ``firstAscent`` ->
``firstAscentPerson``), used by a class ``p`` is used by, where both are known. In the chosen
graph

* a text edge whose subject has a link-twin edge too, to a value the question states, restates
  that link: it is dropped (the answer can only gain rows);
* the answer's one edge, of a text property, is read as its link twins, and the rewrite stands
  only where the text answered restates the links: some new answer's label is written in some
  old answer ("1958 by Mirela Dragan and Rurik Tamm" names Mirela Dragan). A question that asks
  for a name ("What is the leader's name?") keeps its text.
"""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.candidates.schema import DATE_DATATYPES, iri_words
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import alternative


def _name(iri: str) -> tuple[str, ...]:
    return tuple(iri_words(iri).lower().split())


def _holds_text(item) -> bool:
    """Are the property's sampled values text: literals, none a number or a date?"""
    datatypes = item.literal_datatypes
    return not item.is_link and bool(datatypes) and not item.holds_numbers \
        and not any(d in DATE_DATATYPES for d in datatypes)


def link_twins(iri: str, properties: dict) -> list[str]:
    """The link properties whose local name begins with every word of text property ``iri``'s,
    used by a subject class ``iri`` is used by where both are known (module docstring)."""
    item = properties.get(iri)
    if item is None or not _holds_text(item):
        return []
    words = _name(iri)
    if not words:
        return []
    return sorted(q for q, other in properties.items()
                  if q != iri and other.is_link and _name(q)[:len(words)] == words
                  and (not item.domains or not other.domains or set(item.domains) & set(other.domains)))


def _twinned_edges(graph: QueryGraph, properties: dict) -> dict[int, list[str]]:
    """Each Rel edge of a text property with link twins -> the twins."""
    out = {}
    for k, e in enumerate(graph.edges):
        if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef):
            twins = link_twins(str(e.instance), properties)
            if twins:
                out[k] = twins
    return out


def restating_edges(graph: QueryGraph, properties: dict) -> list[int]:
    """Edges of a text property to a stated value from a subject that has an edge of one of its
    link twins too: the text restates the link (``?e :leader <Katya> . ?e :leaderText "Katya"``)."""
    out = []
    for k, twins in _twinned_edges(graph, properties).items():
        e = graph.edges[k]
        value = graph.vertices[e.target]
        if value.cls is not VertexClass.VAL or not isinstance(value.instance, Literal) or graph.degree(e.target) != 1:
            continue
        if any(other.cls is EdgeClass.REL and other.source == e.source and str(other.instance) in twins
               for j, other in enumerate(graph.edges) if j != k):
            out.append(k)
    return out


def without_restated(graph: QueryGraph, properties: dict) -> QueryGraph | None:
    """``graph`` less the edges that restate a link as text, with their values; None if none."""
    edges = restating_edges(graph, properties)
    if not edges:
        return None
    return graph.without(vertices={graph.edges[k].target for k in edges}, edges=set(edges))


def answer_as_link(graph: QueryGraph, properties: dict) -> QueryGraph | None:
    """``graph`` with its answer's one edge, of a text property with link twins, read as the
    twins (one, or their alternative path); None when the graph is not of that shape."""
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if len(answers) != 1 or graph.degree(answers[0]) != 1 or any(e.cls is EdgeClass.ORD for e in graph.edges):
        return None
    k = graph.incident(answers[0])[0]
    e = graph.edges[k]
    if e.cls is not EdgeClass.REL or e.target != answers[0] or not isinstance(e.instance, URIRef):
        return None
    twins = link_twins(str(e.instance), properties)
    if not twins:
        return None
    return graph.with_edge_instance(k, alternative(*(URIRef(q) for q in twins)))


def restates(texts: list[str], labels: list[str]) -> bool:
    """Is some label written in some text (case and spacing aside)?"""
    def norm(x: str) -> str:
        return " ".join(x.split()).casefold()

    written = [norm(t) for t in texts]
    return any(norm(label) and any(norm(label) in t for t in written) for label in labels)


__all__ = ["answer_as_link", "link_twins", "restates", "restating_edges", "without_restated"]
