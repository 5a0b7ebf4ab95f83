"""The classes a class's name heads, read as kinds of it.

A KG typed by a published vocabulary often gives each thing its most specific class and states
no hierarchy: BIBO's ``bibo:AcademicArticle`` and ``bibo:Article`` on different articles, with
no ``rdfs:subClassOf`` in the data. "Which articles cite X?" then read as ``?a a bibo:Article``
misses every academic article. English says what the data does not: a compound noun names a
kind of its last word ("an academic article is an article"), so a class whose name is another
class's name with words before it ("academic article", "article") is taken as below it, where
the two share most of their properties: a table of a relational KG named "student enrolment
courses" links enrolments to courses and is no kind of course.

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


#: the share of their properties a class and one its name heads must have in common to be kinds
#: of one thing (an academic article has an article's title, pages and authors; a table of
#: student enrolments in courses has none of a course's own columns)
MIN_SHARED_PROPERTIES = 0.5


def narrower_by_name(cls: str, class_labels: dict[str, str], uses: dict[str, set[str]] | None = None) -> list[str]:
    """The classes (of ``class_labels``: IRI -> label) whose label is ``cls``'s with words
    before it ("academic article" of "article"), in IRI order; with ``uses`` (class -> the
    properties its things have), only those that share :data:`MIN_SHARED_PROPERTIES` of their
    properties with ``cls`` (module docstring)."""
    head = noun_key(class_labels.get(cls) or "").split()
    if not head:
        return []
    named = sorted(iri for iri, label in class_labels.items()
                   if iri != cls and len(words := noun_key(label or "").split()) > len(head) and words[-len(head):] == head)
    if uses is None:
        return named
    own = uses.get(cls, set())
    return [n for n in named if (both := own | uses.get(n, set())) and len(own & uses.get(n, set())) / len(both)
            >= MIN_SHARED_PROPERTIES]


def class_properties(subjects: dict[str, set[str]]) -> dict[str, set[str]]:
    """Each class -> the properties its things have, from ``subjects`` (property -> the classes
    of its subjects)."""
    out: dict[str, set[str]] = {}
    for p, classes in subjects.items():
        for c in classes:
            out.setdefault(c, set()).add(p)
    return out


def with_head_classes(graph: QueryGraph, question: str, class_labels: dict[str, str],
                      uses: dict[str, set[str]] | None = None) -> QueryGraph | None:
    """``graph`` with each class test of a variable that heads narrower classes
    (:func:`narrower_by_name`, ``uses`` as there) accepting them too (module docstring); None
    where there is none, or the question says a narrower class's name."""
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
        below = narrower_by_name(cls, class_labels, uses)
        if not below or any(f" {noun_key(class_labels[b])} " in said for b in below):
            continue
        out = (out or graph).copy()
        # the class vertex becomes the variable the alternatives are compared with
        out.vertices[e.target] = type(target)(VertexClass.VAR, target.segment)
        for c in [cls, *below]:
            alternative = out.add_vertex(VertexClass.ENT, target.segment, URIRef(c))
            out.add_edge(e.target, alternative, EdgeClass.CMP, OR_PREFIX + "=")
    return out


__all__ = ["MIN_SHARED_PROPERTIES", "class_properties", "narrower_by_name", "with_head_classes"]
