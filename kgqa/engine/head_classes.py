"""The classes a class's name heads, read as kinds of it.

A KG typed by a published vocabulary often gives each thing its most specific class and states
no hierarchy: BIBO's ``bibo:AcademicArticle`` and ``bibo:Article`` on different articles, with
no ``rdfs:subClassOf`` in the data. "Which articles cite X?" then read as ``?a a bibo:Article``
misses every academic article. English says what the data does not: a compound noun names a
kind of its last word ("an academic article is an article"), so a class whose name is another
class's name with words before it ("academic article", "article") is taken as below it.

Where the graph tests a variable for a class that heads such narrower classes, and the question
does not itself say one of the narrower names (which would ask for that kind alone), the test
accepts the class or any of them: ``?a a ?c . FILTER(?c = bibo:Article || ?c =
bibo:AcademicArticle)`` (:func:`with_head_classes`). A KG that states the hierarchy is read by
:mod:`kgqa.candidates.hierarchy` instead; one with no compound class names is left as it is.
"""

from __future__ import annotations

from rdflib import URIRef

from kgqa.querygraph.model import OR_PREFIX, RDF_TYPE, EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import noun_key


def narrower_by_name(cls: str, class_labels: dict[str, str]) -> list[str]:
    """The classes (of ``class_labels``: IRI -> label) whose label is ``cls``'s with words
    before it ("academic article" of "article"), in IRI order."""
    head = noun_key(class_labels.get(cls) or "").split()
    if not head:
        return []
    return sorted(iri for iri, label in class_labels.items()
                  if iri != cls and len(words := noun_key(label or "").split()) > len(head) and words[-len(head):] == head)


def with_head_classes(graph: QueryGraph, question: str, class_labels: dict[str, str]) -> QueryGraph | None:
    """``graph`` with each class test of a variable that heads narrower classes
    (:func:`narrower_by_name`) accepting them too (module docstring); None where there is none,
    or the question says a narrower class's name."""
    said = f" {noun_key(question)} "
    # a segment that has a disjunction already would take the alternatives into it
    ored = {graph.vertices[e.source].segment for e in graph.edges
            if e.cls is EdgeClass.CMP and isinstance(e.instance, str) and e.instance.startswith(OR_PREFIX)}
    out = None
    for k, e in enumerate(graph.edges):
        target = graph.vertices[e.target]
        if e.cls is not EdgeClass.REL or e.instance != RDF_TYPE or target.cls is not VertexClass.TYPE \
                or graph.vertices[e.source].cls not in (VertexClass.VAR, VertexClass.ANS) or graph.degree(e.target) != 1 or target.segment in ored:
            continue
        cls = str(target.instance)
        below = narrower_by_name(cls, class_labels)
        if not below or any(f" {noun_key(class_labels[b])} " in said for b in below):
            continue
        out = (out or graph).copy()
        # the class vertex becomes the variable the alternatives are compared with
        out.vertices[e.target] = type(target)(VertexClass.VAR, target.segment)
        for c in [cls, *below]:
            alternative = out.add_vertex(VertexClass.ENT, target.segment, URIRef(c))
            out.add_edge(e.target, alternative, EdgeClass.CMP, OR_PREFIX + "=")
    return out


__all__ = ["narrower_by_name", "with_head_classes"]
