"""The role the question asks for: "Which authors ...", where "author" names a property.

On a KG that types nothing by a class "author" (Wikidata: authors are humans; what makes one an
author is being the ``author`` (``P50``) of something), "Which authors were born in Lorncastle?"
reads as ``?book :author ?a . ?a :placeOfBirth <Lorncastle>``: the people asked for are the
values of the property the noun names. The outline model reaches the same pattern but answers
with its other end (the books), as it learned from KGs where the noun is the class of the
answer. Here, when the noun after which/what/how many is no class of the KG but is the label of
a property that the chosen graph's answer has as subject, the graph answers with that
property's value instead: the answer itself, or what a COUNT counts (distinct: one author of
two books is one author).
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import noun_key

_ASKED_NOUN = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with)\s+)?(?:which|what|how\s+many)\s+([a-z][\w-]*)\b", re.I)
_COUNTS = ("COUNT", "COUNT_DISTINCT")


def asked_noun(question: str) -> str | None:
    """The noun after the question's which/what/how many ("authors"), singular; None without one."""
    m = _ASKED_NOUN.match(question)
    return noun_key(m.group(1)) if m else None


def role_answer(graph: QueryGraph, noun: str | None, property_labels: dict[str, str]) -> QueryGraph | None:
    """``graph`` answering with the value of the one property labelled ``noun`` that its answer
    (or what its COUNT counts) has as subject; None when there is no such property edge."""
    if noun is None:
        return None
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if len(answers) != 1 or graph.vertices[answers[0]].segment != 0:
        return None
    a = answers[0]
    at = [(k, graph.edges[k]) for k in graph.incident(a)]
    counts = [(k, e) for k, e in at if e.cls is EdgeClass.AGG and e.target == a and e.instance in _COUNTS]
    if counts and len(at) == 1:
        subject = counts[0][1].source
    elif all(e.cls is EdgeClass.REL for _, e in at):
        subject = a
    else:
        return None
    roles = [(k, e) for k, e in enumerate(graph.edges)
             if e.cls is EdgeClass.REL and e.source == subject and isinstance(e.instance, URIRef)
             and noun_key(property_labels.get(str(e.instance), "")) == noun
             and graph.vertices[e.target].cls is VertexClass.VAR]
    if len(roles) != 1:
        return None
    value = roles[0][1].target
    g = graph.copy()
    if counts:
        k, e = counts[0]
        g.edges[k] = type(e)(value, e.target, e.cls, "COUNT_DISTINCT")
        return g
    old, new = g.vertices[a], g.vertices[value]
    g.vertices[a] = type(old)(VertexClass.VAR, old.segment, None, old.name)
    g.vertices[value] = type(new)(VertexClass.ANS, new.segment, old.instance, new.name)
    g.distinct = True
    return g


__all__ = ["asked_noun", "role_answer"]
