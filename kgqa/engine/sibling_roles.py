"""Two properties that play one role from either side, read together when the question says neither.

"Which towns does the Highland Link connect?" on a KG that states a line's ``:fromTown`` and
``:toTown``: the model reads one of them and answers half. "Which clubs have played at X?" where a
match has a ``:homeTeam`` and an ``:awayTeam``, "Which airlines fly to or from Y?": the verb says
the role both properties share, not the side. Two link properties are *siblings* when the KG
uses them between the same classes (the same subject classes and the same object classes, both
known) and their names differ by the two sides of one role (:data:`ROLE_PAIRS`: from and to, home
and away, origin and destination, ...) or by a number: a line's two towns, a match's two teams.
Two roles (a book's author and editor, a person's father and mother) are two relations.

The chosen graph's one edge of such a property at its answer is read as ``(p|p')`` for every
sibling ``p'`` when the question says no word that tells them apart: a word of one property's
name that the other's lacks ("from", "home", "father", "departure"), matched as a word, by a
shared stem of five letters ("directed" and "director") or as the event a verb says ("die":
death, "born": birth): "Which town does the line start from?" says "from". It only adds rows;
an order (a superlative) is left as it is; a count counts the things of either role. A question
that says a direction ("fly to", "from") says which side of a movement it asks.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import alternative
from kgqa.wordforms import event_nouns, singular_words, stem

#: letters two words share at their start to be one stem ("direct-ed", "direct-or")
STEM = 5
#: the two sides of one role, in general English: what tells two sibling properties apart must be
#: one of these pairs ("fromTown"/"toTown", "homeTeam"/"awayTeam") or a number ("team1"/"team2").
#: A pair of other roles (author/editor, father/mother, current/past project) is two relations,
#: which a question asking for one ("Who wrote X?") does not ask together.
ROLE_PAIRS = tuple(frozenset(stem(w) for w in pair) for pair in (
    ("from", "to"), ("home", "away"), ("host", "visitor"), ("source", "target"), ("origin", "destination"),
    ("departure", "arrival"), ("depart", "arrive"), ("start", "end"), ("begin", "end"), ("first", "second"),
    ("sender", "receiver"), ("buyer", "seller"), ("winner", "loser"), ("white", "black"), ("red", "blue"),
    ("left", "right"), ("inbound", "outbound"), ("incoming", "outgoing"), ("upstream", "downstream"),
    ("plaintiff", "defendant"), ("claimant", "defendant"), ("appellant", "respondent"), ("lender", "borrower")))
_FUNCTION = frozenset("a an the of in on at to by for with and or has have is was".split())


def role_words(label: str, iri: str) -> set[str]:
    """The lower-case words of a property's label and IRI, as written (``team1`` stays itself)."""
    return set(re.findall(r"[a-z]+\d*|\d+", f"{label} {iri_words(iri)}".lower()))


def _name_words(item, iri: str) -> set[str]:
    return role_words(item.label, iri)


def _words(item, iri: str) -> set[str]:
    """The words of a property's name a question may say, and the event a verb of it says."""
    words = singular_words(f"{item.label} {item.local} {iri_words(iri)}") - _FUNCTION
    return words | event_nouns(words)  # ``diedIn`` says "death" as "Where did X die?" does


def _said(word: str, question_words: set[str]) -> bool:
    return word in question_words or len(word) >= STEM and any(
        len(q) >= STEM and q[:STEM] == word[:STEM] for q in question_words)


def one_role(a: set[str], b: set[str]) -> bool:
    """Do two properties' words differ only by the sides of one role (:data:`ROLE_PAIRS`) or by a
    number?"""
    only_a, only_b = a - b, b - a
    if not only_a or not only_b:
        return False
    if {w.rstrip("0123456789") for w in only_a} == {w.rstrip("0123456789") for w in only_b}:
        return True  # "team1", "team2"
    # every word one name has and the other lacks is one side of a role whose other side the
    # other name has ("starts at"/"ends at" and ``from``/``to``; "hosting"/"visiting" club)
    sa, sb = {stem(w) for w in only_a}, {stem(w) for w in only_b}
    return all(any(x in pair and pair - {x} <= sb for pair in ROLE_PAIRS) for x in sa) and \
        all(any(x in pair and pair - {x} <= sa for pair in ROLE_PAIRS) for x in sb)


def siblings(iri: str, properties: dict) -> list[str]:
    """The link properties used between the same known subject and object classes as ``iri``,
    whose names differ from its own by the sides of one role (:func:`one_role`)."""
    item = properties.get(iri)
    if item is None or not item.is_link or not item.domains:
        return []
    objects = {r for r in item.ranges if not r.startswith("literal:")}
    if not objects:
        return []
    words = _name_words(item, iri)
    return sorted(p for p, other in properties.items()
                  if p != iri and other.is_link and set(other.domains) == set(item.domains)
                  and {r for r in other.ranges if not r.startswith("literal:")} == objects
                  and one_role(words, _name_words(other, p)))


#: the sides of a movement (a route's origin and destination, a message's sender and receiver):
#: a question saying a direction says which of them it asks
_DIRECTIONAL = frozenset(stem(w) for w in "from to origin destination source target departure arrival depart arrive "
                                            "sender receiver".split())
# "to" after a verb of joining ("connect to", "linked to") says no side
_DIRECTION_SAID = re.compile(r"\b(?:from|into|out\s+of|towards?)\b|(?<!connect )(?<!connects )(?<!connected )"
                             r"(?<!link )(?<!links )(?<!linked )(?<!joined )(?<!attached )(?<!adjacent )\bto\b", re.I)


def _directional(p: str, others: list[str], properties: dict) -> bool:
    """Do ``p`` and its sibling ``others`` differ by the sides of a movement?"""
    names = [_name_words(properties[q], q) for q in [p, *others]]
    common = set.intersection(*names)
    return any(stem(w) in _DIRECTIONAL for words in names for w in words - common)


def sibling_reading(graph: QueryGraph, question: str, properties: dict) -> QueryGraph | None:
    """``graph`` with its answer's one edge of a property with siblings read as ``(p|p'...)``,
    when the question tells none of them apart (module docstring); None otherwise."""
    if any(e.cls is EdgeClass.ORD for e in graph.edges):
        return None
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    # a count's roles are those of the things it counts ("How many games did X play?")
    counted = [e.source for e in graph.edges if e.cls is EdgeClass.AGG and e.target in answers
               and str(e.instance).startswith("COUNT")]
    if len(answers) == 1 and len(counted) == 1:
        answers = counted
    # the answer's class ("Which games did X play?": ``?n a chess:ChessGame``) is no role of it
    at_answer = [k for k, e in enumerate(graph.edges) if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef)
                 and e.instance != RDF_TYPE and (e.source in answers or e.target in answers)]
    if len(answers) != 1 or len(at_answer) != 1:
        return None
    k = at_answer[0]
    p = str(graph.edges[k].instance)
    others = siblings(p, properties)
    if not others:
        return None
    asked = singular_words(question)
    asked |= event_nouns(asked)  # "Where did X die?" says "death"
    if _DIRECTION_SAID.search(question) and _directional(p, others, properties):
        return None  # "Which airports does X fly to?": the destination, said as "to"
    names = {q: _words(properties[q], q) for q in [p, *others]}
    for q, words in names.items():
        rest = set().union(*(w for r, w in names.items() if r != q))
        if any(_said(w, asked) for w in words - rest):
            return None  # the question says what tells this one apart
    return graph.with_edge_instance(k, alternative(*(URIRef(q) for q in [p, *others])))


__all__ = ["STEM", "one_role", "role_words", "sibling_reading", "siblings"]
