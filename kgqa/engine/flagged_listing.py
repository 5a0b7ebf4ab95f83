"""A listing whose noun a flag qualifies: "Which crewed missions did the Corvan Orbital Authority
launch?", "How many crewed missions have been launched?", "Which venomous creatures live in
Mirefen?", "What is the lightest orphan drug?".

A flag is a property whose values are all booleans, or yes/no words (:func:`kgqa.engine.flag_ask.flag_properties`).
Said after the noun ("Which railway lines are electrified?") it is the whole question and
:mod:`kgqa.engine.flag_reading` reads it. Said before the noun, beside an entity, a verb or a
superlative, the outline model drops it: it learned modifiers from tables (Spider), where a
flag is a column compared with a value, and lists every mission the agency launched. Such a
question is two parts the engine reads well one at a time (as :mod:`kgqa.engine.compared_listing`):

1. the question with the flag's word struck out ("Which missions did the Corvan Orbital Authority
   launch?", "What is the lightest drug?"; a count asked as the listing it counts, "Which
   missions have been launched?"), answered by the engine;
2. ``?x :flag true`` added at the things that answer lists, orders or counts ("non-" or "not"
   before the word: ``false``); where those things have no such flag and one property links them
   to things that have it, the flag is theirs ("renewable plants": ``?x :fuel ?s . ?s :renewable
   true``).

The word is a flag's whole name ("crewed", "venomous" for ``isVenomous``, "orphan" is not
``orphan_drug``'s whole name unless "drug" follows) that stands before a noun, after the
question's opening or a superlative, and is no word of a name the question links. This module
reads the question and builds the graph; :mod:`kgqa.engine.listing_readings` runs it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass

from rdflib import Literal, URIRef

from kgqa.engine.counted_listing import counted_listing
from kgqa.engine.flag_reading import named_flag
from kgqa.engine.listing_graph import answer_aggregate
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

_WORD = re.compile(r"[A-Za-z][\w'-]*")
#: the words a qualified noun phrase opens after ("which crewed missions", "the lightest orphan
#: drug", "how many venomous beasts", "all seasonal routes")
_OPENERS = frozenset("which what many the all any list show name give me of our its their".split())
#: words that are no noun a flag could qualify (the flag's word then ends a clause: "which
#: lines are electrified", "is it crewed")
_NOT_A_NOUN = frozenset("""is are was were be been being has have had do does did can could will would and or
but of in on at to for from by with than that which who whose there it they""".split())
_NEGATIONS = frozenset({"non", "not"})


@dataclass(frozen=True)
class FlaggedNoun:
    """A flag said before a noun: the flag's IRI, the value asked, the question with the flag's
    word struck (a count: the listing it counts), and whether the answer is that listing's count."""

    flag: str
    value: bool
    rest: str
    counted: bool = False


def flagged_noun(question: str, flags: Collection[str], words_of: Callable[[str], str],
                 names: Collection[str] = ()) -> FlaggedNoun | None:
    """The one flag ``question`` says before a noun (module docstring); None where it says none,
    or more than one, or only in a name of ``names`` (the entities it links, lower-cased)."""
    if not flags:
        return None
    words = list(_WORD.finditer(question))
    found = []
    for i in range(1, len(words) - 1):
        word = words[i].group().lower()
        before, after = words[i - 1].group().lower(), words[i + 1].group().lower()
        if after in _NOT_A_NOUN or not (before in _OPENERS or before.endswith("est") or before in _NEGATIONS):
            continue
        if any(re.search(rf"\b{re.escape(word)}\b", n) for n in names):
            continue  # "Brightwind Renewables": a name, not a flag
        negated = word.startswith("non-") or before in _NEGATIONS
        spoken = word.removeprefix("non-")
        hit = named_flag(spoken, flags, words_of) or named_flag(f"{spoken} {after}", flags, words_of)
        if hit is not None:  # the word alone, or with the noun ("orphan drug"): the word is struck
            start = words[i - 1].start() if before in _NEGATIONS else words[i].start()
            found.append((hit[0], not negated, start, words[i].end()))
    if len(found) != 1:
        return None
    flag, value, start, end = found[0]
    rest = re.sub(r"\s{2,}", " ", question[:start] + question[end:]).strip()
    listing = counted_listing(rest)
    if listing is not None:
        return FlaggedNoun(flag, value, listing, counted=True)
    return FlaggedNoun(flag, value, rest)


def _things(graph: QueryGraph) -> int | None:
    """The vertex of the things ``graph`` answers with: its one answer, or what that answer
    aggregates; None for a graph of several answers."""
    answers = graph.answer_vertices()
    if len(answers) != 1:
        return None
    (answer,) = answers
    sources = [e.source for e in graph.edges if e.cls is EdgeClass.AGG and e.target == answer]
    if not sources:
        return answer
    return sources[0] if len(sources) == 1 else None


def has_flag(graph: QueryGraph, flag: str) -> bool:
    """Does ``graph`` hold things to a value of the flag already (the model read the word):
    ``?x :flag true``, or ``?x :flag ?f`` with ``?f`` compared? A graph that counts the flag's
    values ("How many renewable plants are there?" read as the number of values) does not."""
    def valued(v: int) -> bool:
        return graph.vertices[v].cls is VertexClass.VAL or any(
            e.cls is EdgeClass.CMP and graph.vertices[e.target if e.source == v else e.source].cls is VertexClass.VAL
            for e in (graph.edges[k] for k in graph.incident(v)))
    return any(e.cls is EdgeClass.REL and str(e.instance) == flag and (valued(e.target) or valued(e.source))
               for e in graph.edges)


def flagged(graph: QueryGraph, flag: str, value: Literal | bool, count: bool = False,
            via: str | None = None) -> QueryGraph | None:
    """``graph`` with ``?things :flag value`` (``value`` as the KG writes it: ``true``, ``"N"``)
    (with ``via``, ``?things :via ?y . ?y :flag value``:
    "renewable plants" where the flag is the plants' energy source's) and, with ``count``,
    answering with their number; None where it has no one vertex of things."""
    things = _things(graph)
    if things is None or graph.vertices[things].cls not in (VertexClass.ANS, VertexClass.VAR):
        return None
    g = graph.copy()
    seg = g.vertices[things].segment
    holder = things
    if via is not None:
        holder = g.add_vertex(VertexClass.VAR, seg, name="flagged")
        g.add_edge(things, holder, EdgeClass.REL, URIRef(via))
    truth = g.add_vertex(VertexClass.VAL, seg, value if isinstance(value, Literal) else Literal(value), name="flag")
    g.add_edge(holder, truth, EdgeClass.REL, URIRef(flag))
    if count:
        if any(e.cls in (EdgeClass.ORD, EdgeClass.AGG) for e in g.edges):
            return None
        answer_aggregate(g, things, things, "COUNT_DISTINCT")
    return g


__all__ = ["FlaggedNoun", "flagged", "flagged_noun", "has_flag"]
