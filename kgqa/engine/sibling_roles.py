"""Two properties that play one role from either side, read together when the question says neither.

"Which towns does the Highland Link connect?" on a KG that states a line's ``:fromTown`` and
``:toTown``: the model reads one of them and answers half. "Which clubs have played at X?" where a
match has a ``:homeTeam`` and an ``:awayTeam``, "Which airlines fly to or from Y?": the verb says
the role both properties share, not the side. Two link properties are *siblings* when the KG
uses them between the same classes (the same subject classes and the same object classes, both
known): a line's two towns, a match's two teams, a person's father and mother.

The chosen graph's one edge of such a property at its answer is read as ``(p|p')`` for every
sibling ``p'`` when the question says no word that tells them apart: a word of one property's
name that the other's lacks ("from", "home", "father", "departure"), matched as a word, by a
shared stem of five letters ("directed" and "director") or as the event a verb says ("die":
death, "born": birth). "Who is the father of X?" says "father";
"Who are X's parents?" says neither and reads both. It only adds rows; an order (a superlative)
is left as it is.
"""

from __future__ import annotations

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import alternative
from kgqa.wordforms import event_nouns, singular_words

#: letters two words share at their start to be one stem ("direct-ed", "direct-or")
STEM = 5
_FUNCTION = frozenset("a an the of in on at to by for with and or has have is was".split())


def _words(item, iri: str) -> set[str]:
    words = singular_words(f"{item.label} {item.local} {iri_words(iri)}") - _FUNCTION
    return words | event_nouns(words)  # ``diedIn`` says "death" as "Where did X die?" does


def _said(word: str, question_words: set[str]) -> bool:
    return word in question_words or len(word) >= STEM and any(
        len(q) >= STEM and q[:STEM] == word[:STEM] for q in question_words)


def siblings(iri: str, properties: dict) -> list[str]:
    """The link properties used between the same known subject and object classes as ``iri``."""
    item = properties.get(iri)
    if item is None or not item.is_link or not item.domains:
        return []
    objects = {r for r in item.ranges if not r.startswith("literal:")}
    if not objects:
        return []
    return sorted(p for p, other in properties.items()
                  if p != iri and other.is_link and set(other.domains) == set(item.domains)
                  and {r for r in other.ranges if not r.startswith("literal:")} == objects)


def sibling_reading(graph: QueryGraph, question: str, properties: dict) -> QueryGraph | None:
    """``graph`` with its answer's one edge of a property with siblings read as ``(p|p'...)``,
    when the question tells none of them apart (module docstring); None otherwise."""
    if any(e.cls is EdgeClass.ORD for e in graph.edges):
        return None
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    at_answer = [k for k, e in enumerate(graph.edges) if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef)
                 and (e.source in answers or e.target in answers)]
    if len(answers) != 1 or len(at_answer) != 1:
        return None
    k = at_answer[0]
    p = str(graph.edges[k].instance)
    others = siblings(p, properties)
    if not others:
        return None
    asked = singular_words(question)
    asked |= event_nouns(asked)  # "Where did X die?" says "death"
    names = {q: _words(properties[q], q) for q in [p, *others]}
    for q, words in names.items():
        rest = set().union(*(w for r, w in names.items() if r != q))
        if any(_said(w, asked) for w in words - rest):
            return None  # the question says what tells this one apart
    return graph.with_edge_instance(k, alternative(*(URIRef(q) for q in [p, *others])))


__all__ = ["STEM", "sibling_reading", "siblings"]
