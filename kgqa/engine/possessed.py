"""The noun a question possesses from a named thing must be a relation of it in the answer.

"Which city was Nadia Ferrant's advisor born in?" asks for the birth city of Nadia Ferrant's
advisor. The outline model, which learned one-hop questions about named things far more often
than two-hop ones, answers with Nadia Ferrant's own birth city: its graph leaves "advisor" out.
A chain of two possessed nouns or more is walked by :mod:`kgqa.engine.stated_chain`; one noun
followed by a verb ("'s advisor born in") is the model's, and this corrects its order.

A question *possesses* a noun from a name it states when the noun follows the name's
possessive ("Nadia Ferrant's advisor", "nadia ferrant 's advisor"). The graph *says* the
possession when the named entity has an edge out by a property that fits the noun about as
well as the KG's best fit for it (the schema ranker's fit to the noun alone plus shared words,
as a stated chain's hop: :func:`kgqa.engine.stated_chain.noun_fit`). With
``search.possessed_relations``, when the reranker's first graph does not say a possession the
question states and a graph with answers does, the graphs that say it go first (a stable
partition: within each group the reranker's order stands). A yes/no question's readings are
chosen among those that say it, where any does ("Was Esme Varden's advisor born in Virel?" is
not whether Esme Varden was).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rdflib import URIRef

from kgqa.engine.answer_order import moved_first
from kgqa.engine.stated_chain import MAX_FIT_GAP, noun_fit
from kgqa.querygraph.model import EdgeClass, VertexClass
from kgqa.wordforms import noun_key

# 's / ’s, also written apart ("anna berg 's advisor"), then the possessed noun's first word
_POSSESSED = r"(?:\s?['’]s\b|(?<=s)['’])\s+(?P<noun>[a-z][a-z\-]*)"
#: a noun fitting more properties than this about as well names none of them
MAX_FITTING = 3
# the end of a question after a name: "... of Nancy Davolio?" (a name inside a longer "of" chain is
# the chain walker's, kgqa.engine.stated_chain)
_END_OF_QUESTION = r"\s*[?.!]?\s*$"
#: words after a possessive that are no noun of it ("Anna's own", "Berg's first")
_NOT_NOUNS = frozenset("own first last most least only other same".split())


def possessed_nouns(question: str, names: Iterable[str]) -> list[tuple[str, str]]:
    """``(name, noun)`` for each name of ``names`` (lower-cased, as the question states them)
    that the question follows with a possessive and a noun, or that ends the question after
    "the <noun> of" ("who is the manager of Nancy Davolio?", the same possession); the longest
    name at a place."""
    low = question.lower()
    found: dict[int, tuple[str, str]] = {}
    for name in sorted({n.strip().lower() for n in names if n and n.strip()}, key=len, reverse=True):
        for m in re.finditer(rf"(?<![\w.]){re.escape(name)}{_POSSESSED}", low):
            if m.start() not in found and m["noun"] not in _NOT_NOUNS:
                found[m.start()] = (name, m["noun"])
        m = re.search(rf"\bthe (?P<noun>[a-z][a-z\-]*) of {re.escape(name)}{_END_OF_QUESTION}", low)
        if m and m.start() not in found and m["noun"] not in _NOT_NOUNS:
            found[m.start()] = (name, m["noun"])
    return [found[i] for i in sorted(found)]


def fitting(noun: str, relevance: dict[str, float], words: dict[str, str]) -> dict[str, float]:
    """The properties that fit ``noun`` within :data:`MAX_FIT_GAP` of its best fit, with their fit."""
    fit = noun_fit(noun, relevance, words)
    if not fit:
        return {}
    floor = max(fit.values()) - MAX_FIT_GAP
    return {p: x for p, x in fit.items() if x >= floor}


def says(graph, anchors: set[str], properties) -> bool:
    """Does ``graph`` have an edge out of an entity of ``anchors`` by one of ``properties``?"""
    for e in graph.edges:
        if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef) or str(e.instance) not in properties:
            continue
        v = graph.vertices[e.source]
        if v.cls is VertexClass.ENT and str(v.instance) in anchors:
            return True
    return False


def possessions(question: str, stated: dict, relevance_of: Callable[[str], dict[str, float]],
                words: dict[str, str], class_nouns: set[str] = frozenset()) -> list[tuple[set[str], dict[str, float]]]:
    """Each possession ``question`` states, as ``(entity IRIs, fitting properties)``.
    ``stated``: ``{key: name}`` of the entities it names (the key's last item the IRI);
    ``relevance_of(noun)``: the schema ranker's fit of each property to a noun; ``words``:
    property IRI -> its words; ``class_nouns``: the KG's class labels (:func:`noun_key` form).
    A noun that names a class ("Henrik Dahlqvist's films": the films that have him as
    director, a relation of theirs, not his) or that fits more than :data:`MAX_FITTING`
    properties about as well (no relation of the KG is its name) is no possession here."""
    wanted = []
    for name, noun in possessed_nouns(question, stated.values()):
        anchors = {str(key[-1]) for key, n in stated.items() if n == name}
        props = possession_fit(noun, relevance_of, words, class_nouns)
        if anchors and props:
            wanted.append((anchors, props))
    return wanted


def possession_fit(noun: str, relevance_of: Callable[[str], dict[str, float]], words: dict[str, str],
                   class_nouns: set[str] = frozenset()) -> dict[str, float]:
    """The properties a possessed ``noun`` names, with their fit (:func:`fitting`); none when it
    names a class or fits too many (:func:`possessions`)."""
    if noun_key(noun) in class_nouns:
        return {}
    props = fitting(noun, relevance_of(noun), words)
    return props if len(props) <= MAX_FITTING else {}


def says_all(graph, wanted: list) -> bool:
    return all(says(graph, anchors, props) for anchors, props in wanted)


def possessed_first(order: list, graphs: list, answered: set, wanted: list) -> list:
    """``order`` with the graphs that say each possession of ``wanted`` (:func:`possessions`)
    first, when the first does not and an ``answered`` one does (module docstring)."""
    if not wanted or not order or says_all(graphs[order[0]], wanted):
        return order
    return moved_first(order, [i for i in order if i in answered and says_all(graphs[i], wanted)])


def saying(readings: list, wanted: list) -> list:
    """Of a yes/no question's ``(score, graph, ...)`` readings, those that say each possession
    of ``wanted``, where any does; else all of them."""
    if not wanted:
        return readings
    fits = [r for r in readings if says_all(r[1], wanted)]
    return fits or readings


__all__ = ["fitting", "possession_fit", "possessed_first", "possessed_nouns", "possessions", "says", "saying"]
