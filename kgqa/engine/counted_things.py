""""How many solo artists are there?": the things of the class counted, not a value of theirs.

The model's graph types the things right (``?a a mo:SoloMusicArtist``) and counts the values of
one of their properties (``COUNT(DISTINCT ?nick)``): three nicknames among twelve artists. Where
the question asks how many of a noun that names the class the graph types the counted value's
owner with (every word of the noun is a word of the class's name, the head noun its last), and
says no word of the counted property's name, the owners are counted instead and the property,
which only narrowed them to the things that have it, is dropped.
"""

from __future__ import annotations

import re

from kgqa.candidates.schema import iri_words
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.model import Edge, EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular_words

#: "How many solo artists ...": the noun phrase counted, up to its verb
_HOW_MANY = re.compile(r"^\s*how\s+many\s+(?:different\s+|distinct\s+)?(?P<noun>[a-z][a-z -]*?)\s+"
                       r"(?:are|were|is|was|do|does|did|have|has|had|can|could|will|would|in|on|at|of|from|by|with)\b",
                       re.I)


def counted_noun(question: str) -> list[str] | None:
    """The words of the noun "how many" counts, singular, in order; None for no such noun."""
    m = _HOW_MANY.match(question)
    if m is None:
        return None
    words = m["noun"].lower().split()
    return [next(iter(singular_words(w)), w) for w in words] or None


def counted_things(graph: QueryGraph, question: str, class_names: dict[str, str]) -> QueryGraph | None:
    """``graph`` counting the typed owners of the value it counts (module docstring); None where
    it does not count one property's value of things of the class the counted noun names."""
    noun = counted_noun(question)
    if noun is None:
        return None
    counts = [k for k, e in enumerate(graph.edges) if e.cls is EdgeClass.AGG and str(e.instance).startswith("COUNT")]
    if len(counts) != 1:
        return None
    agg = graph.edges[counts[0]]
    x = agg.source
    at = graph.incident(x)
    into = [k for k in at if graph.edges[k].cls is EdgeClass.REL and graph.edges[k].target == x]
    if len(at) != 2 or len(into) != 1:
        return None  # the counted value is at more than its property and its count
    rel = graph.edges[into[0]]
    owner = rel.source
    types = [str(graph.vertices[e.target].instance) for e in graph.edges
             if e.cls is EdgeClass.REL and e.source == owner and str(e.instance) == RDF_TYPE]
    if len(types) != 1 or not _names(noun, class_names.get(types[0], "")):
        return None
    if _said(iri_words(str(rel.instance)), question):
        return None  # "How many artists have a nickname?" counts what the property says
    g = graph.copy()
    g.edges[counts[0]] = Edge(owner, agg.target, EdgeClass.AGG, "COUNT_DISTINCT")
    return g.without(vertices=[x])


def _said(name: str, question: str) -> bool:
    """Does ``question`` say a word of ``name``, whole or as the start of a longer word ("nick"
    of "nickname")?"""
    said = singular_words(question)
    return any(w == q or len(w) >= 3 and q.startswith(w) for w in singular_words(name) for q in said)


def _names(noun: list[str], class_name: str) -> bool:
    """Does ``noun`` (singular words) name a class called ``class_name``: all its words in the
    name, its last the name's last?"""
    words = [next(iter(singular_words(w)), w) for w in class_name.lower().split()]
    return bool(words) and noun[-1] == words[-1] and set(noun) <= set(words)


__all__ = ["counted_noun", "counted_things"]
