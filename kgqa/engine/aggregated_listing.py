"""A measure summed or averaged over a listing: "What is the average salary of the employees in
Engineering?", "What is the combined capacity of the plants operated by BHA?", "What is the total
population of the cities in Brakmoor?".

As with a stated comparison (:mod:`kgqa.engine.compared_listing`) the outline model drops the
entity beside the aggregate, or sums the wrong column. The question states a listing ("the
employees in Engineering") and an aggregate of one measure of its things ("average salary"): the
listing is answered by the engine, and ``?x :measure ?v`` with ``AVG(?v)`` (or ``SUM``) is added
to its graph on its answer. The measure is a numeric property of the listed things that the
question's words name by stems ("salary": ``yearly_salary``; "number of employees":
``employees``), the ranker's best of several; none named: no reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.engine.listing_graph import answer_aggregate, listing_copy, measured
from kgqa.querygraph.model import QueryGraph
from kgqa.wordforms import plural

#: aggregate word -> SPARQL aggregate
_AGGREGATES = {"average": "AVG", "mean": "AVG", "total": "SUM", "combined": "SUM", "overall": "SUM",
               "summed": "SUM", "sum of the": "SUM"}
_FORM = re.compile(
    r"^\s*what(?:\s+is|\s+was|'s)\s+the\s+(?P<agg>average|mean|total|combined|overall|summed|sum\s+of\s+the)\s+"
    r"(?P<rest>.+?)\s*[?.!]*\s*$", re.I)
#: where the measure ends and the listing begins: "of the", "of all", else the last "of"
_OF_THE = re.compile(r"\s+of\s+(?:all\s+(?:the\s+)?|the\s+)", re.I)
#: a listing that is no plain noun phrase
_NOT_A_LISTING = re.compile(r"\b(?:whose|where|each|per|by\s+each|for\s+each|and|or)\b|[,?]", re.I)


@dataclass(frozen=True)
class StatedAggregate:
    """A question read as a listing and an aggregate of one measure of its things."""

    listings: tuple[str, ...]  # the listing as questions to ask
    noun: str                  # the plural noun phrase listed ("employees in Engineering")
    aggregate: str             # "AVG" or "SUM"
    words: str                 # what names the measure ("salary", "number of employees")


def stated_aggregate(question: str) -> StatedAggregate | None:
    """The listing and aggregate ``question`` states (module docstring); None for another form."""
    m = _FORM.match(question)
    if m is None:
        return None
    rest = " ".join(m["rest"].split())
    cut = list(_OF_THE.finditer(rest))
    if cut:
        words, noun = rest[: cut[0].start()], rest[cut[0].end():]
    else:
        at = rest.lower().rfind(" of ")
        if at < 0:
            return None
        words, noun = rest[:at], rest[at + 4:]
    if not words or words.lower() in ("number", "count") or not noun or _NOT_A_LISTING.search(rest) \
            or re.search(r"'s?\b|’s?\b", noun):
        # "the total number of singers" is a count; "Glass Orchard's albums": a possessive is no
        # listing the engine reads plainly
        return None
    many = plural(noun)
    agg = _AGGREGATES[" ".join(m["agg"].lower().split())]
    return StatedAggregate((f"Which {many} are there?", f"List all {many}."), many, agg, words.lower())


def aggregated(graph: QueryGraph, prop: str, aggregate: StatedAggregate) -> QueryGraph | None:
    """``graph`` (a listing with one answer) with the ``aggregate`` of its answer's ``prop`` as
    its answer; None for a graph with several answers, or an order or aggregate already on it."""
    found = listing_copy(graph)
    if found is None:
        return None
    g, a = found
    answer_aggregate(g, a, measured(g, a, prop), aggregate.aggregate)
    return g


__all__ = ["StatedAggregate", "aggregated", "stated_aggregate"]
