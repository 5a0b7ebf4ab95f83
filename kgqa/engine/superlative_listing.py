"""A listing narrowed to its one thing with the most (or least) of a measure: "What is the
cheapest item in the Kitchenware group?", "Which chicken recipe has the most calories?", "What
is the least populous town in Brakmoor?", "Which dish has the fewest calories?".

The outline model learned superlatives from tables (Spider): with an entity or a class modifier
beside one it drops the one or the other, orders the measure's values rather than the things
(answering "450"), or counts things per value. As a stated comparison
(:mod:`kgqa.engine.compared_listing`) the question is read in two parts: the listing, the
noun phrase asked as a plural ("Which items in the Kitchenware group are there?", "List all
items in the Kitchenware group."), answered by the engine; and the order, added to that
listing's graph on its answer: ``?x :measure ?v`` ``ORDER BY ASC(?v) LIMIT 1``.

The measure is a numeric property of the listed things whose words the question says ("the most
calories", "by stars") or the superlative implies ("cheapest": price, "least populous":
population; :func:`kgqa.engine.superlative_place.measure_words`), the ranker's best of several;
a superlative of time ("oldest", "first") orders a date or a year, the earliest first for the
oldest. Ties keep the first thing the KG orders.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.engine.compared_listing import fitting_measures
from kgqa.engine.listing_graph import listing_copy, measured
from kgqa.engine.superlative_place import measure_words, superlative_order
from kgqa.querygraph.model import EdgeClass, OrderSpec, QueryGraph, VertexClass
from kgqa.wordforms import head_index, plural, stem

_SUP = r"(?:most|least)\s+[a-z]+(?:-[a-z]+)?|[a-z]+est(?:-[a-z]+)?|first|last"
#: a superlative of a measure a noun says ("the most calories")
_OF_NOUN = r"most|least|highest|lowest|largest|smallest|biggest|greatest|fewest|longest|shortest"
_FORMS = (
    # "What is the cheapest item in the Kitchenware group?", "What is the least popular Pyrite
    # project by stars?"
    re.compile(rf"^\s*(?:what|who|which)(?:\s+(?:is|was|are|were)|'s)\s+the\s+(?P<sup>{_SUP})\s+(?P<np>.+?)"
               r"(?:\s+(?:by|in\s+terms\s+of)\s+(?P<measure>[a-z][a-z\s-]*?))?\s*[?.!]*\s*$", re.I),
    # "Which chicken recipe has the most calories?", "Which planet has the longest orbital period
    # around Veyra?"
    re.compile(rf"^\s*(?:which|what)\s+(?P<np>.+?)\s+(?:has|have|had)\s+the\s+(?P<sup>{_OF_NOUN})\s+"
               r"(?P<measure>[a-z][a-z\s-]*?)(?P<after>\s+(?:in|of|at|on|from|around|for)\s+.+?)?\s*[?.!]*\s*$", re.I),
    # "Which dragon is the fastest?"
    re.compile(rf"^\s*which\s+(?P<np>.+?)\s+(?:is|was|are|were)\s+the\s+(?P<sup>{_SUP})\s*[?.!]*\s*$", re.I),
)
#: superlatives of time: a date or a year is ordered
_TIME = re.compile(r"^(?:oldest|eldest|youngest|newest|latest|earliest|first|last|most\s+recent)$", re.I)
#: a noun phrase that is no listing of things ("What is the most common ...": a value)
#: ("the busiest airport in 2023": a measure of that year, :mod:`kgqa.engine.superlative_place`'s)
#: ("What is the year that had the most concerts?": a clause, no noun phrase, is "listed")
_NOT_A_LISTING = re.compile(r"^(?:is|are|was|were|does|do|did|has|have|had)\b|"
                            r"\b(?:whose|where|that|which|who|each|both|or|number|average|total|sum|common|frequent|"
                            r"\d+|and)\b|[,?]", re.I)


@dataclass(frozen=True)
class StatedSuperlative:
    """A question read as a listing and the superlative that picks one of its things."""

    listings: tuple[str, ...]  # the noun phrase as listings to ask
    sup: str                   # the superlative ("cheapest", "most populous", "highest-paid")
    words: str                 # what the question says the measure is ("calories", "stars"; or "")
    time: bool                 # a superlative of time: a date or a year is ordered
    head: str                  # the noun listed ("item" of "item in the Kitchenware group")
    noun: str | None = None    # the plural noun phrase listed, where the listing is one ("towns in X")


def stated_superlative(question: str) -> StatedSuperlative | None:
    """The listing and superlative ``question`` states (module docstring); None for another form."""
    m = next((m for form in _FORMS if (m := form.match(question))), None)
    if m is None:
        return None
    np = " ".join(m["np"].split())
    if m.groupdict().get("after"):  # "the longest orbital period around Veyra": planets around Veyra
        np = f"{np} {' '.join(m['after'].split())}"
    sup = " ".join(m["sup"].lower().split())
    if _NOT_A_LISTING.search(f"{np} {sup}") or not re.search(r"[a-z]", np.lower()) \
            or (sup in ("first", "last") and re.match(r"names?\b", np, re.I)):  # "first name": a noun
        return None
        return None
    words = " ".join((m.groupdict().get("measure") or "").split()).lower()
    if "-" in sup:  # "highest-paid": what is paid, the most of it
        degree, said = sup.split("-", 1)
        sup, words = degree, " ".join(filter(None, (words, said)))
    many = plural(np)
    head = np.split()[head_index(np.split())]
    return StatedSuperlative((f"Which {many} are there?", f"List all {many}."), sup, words, bool(_TIME.match(sup)),
                             head.lower(), many)


def superlative_measure(superlative: StatedSuperlative, numeric: list[str], dated: list[str], yearly: list[str],
                        words_of, best) -> str | None:
    """The property ``superlative`` orders (module docstring): of the listed things' numeric
    properties (of time: their dated and yearly ones) those the question's words or the
    superlative's measure name, the ranker's ``best`` of several; of time with no such word,
    the one dated (else yearly) property. None where nothing or nothing alone fits, or where the
    listed noun is itself a measure of the things ("the last transcript release date": a value)."""
    if any(ends_with(words_of(p), superlative.head) for p in [*numeric, *dated]):
        return None
    if superlative.time:
        pool = sorted(dated) or sorted(yearly)
        fits = fitting_measures(superlative.words, pool, words_of) if superlative.words else []
        return (best(fits) if fits else None) or (pool[0] if len(pool) == 1 else None)
    pool = sorted(set(numeric) - set(yearly))
    implied = " ".join(sorted(measure_words(superlative.sup)))
    base = re.sub(r"^(?:most|least)\s+", "", superlative.sup)  # "most populous": populous
    for said in (superlative.words, implied, base):
        fits = fitting_measures(said, pool, words_of) if said else []
        if fits:
            return fits[0] if len(fits) == 1 else best(fits)
    return None


def ends_with(words: str, noun: str) -> bool:
    """Does a property's name end with the noun ("transcript date": "date"; "item list price" is a
    price, not an "item")?"""
    last = re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", words).lower())[-1:]
    return bool(last) and stem(last[0]) == stem(noun)


def ordered(graph: QueryGraph, prop: str, superlative: StatedSuperlative) -> QueryGraph | None:
    """``graph`` (a listing with one answer) ordered by its answer's ``prop`` as ``superlative``
    says, its first thing kept; None for a graph with several answers, or an order or aggregate
    already on it."""
    found = listing_copy(graph)
    if found is None:
        return None
    g, a = found
    value = measured(g, a, prop)
    first = g.add_vertex(VertexClass.VAL, g.vertices[a].segment, OrderSpec(limit=1))
    g.add_edge(value, first, EdgeClass.ORD, superlative_order(superlative.sup, superlative.time))
    g.distinct = False
    return g


__all__ = ["StatedSuperlative", "ends_with", "ordered", "stated_superlative", "superlative_measure"]
