"""A count read as the listing it counts: "How many albums did The Copper Owls release?" is the
number of answers to "Which albums did The Copper Owls release?".

The outline model learned counts from tables (Spider), ``COUNT`` over the rows of one table.
With an entity beside the count it often counts one thing (the entity's own link, "1") where the
same model, asked for the things themselves, lists them right: listing questions about named
things are what the entity data (LC-QuAD, QALD) taught it. So a "How many N ...?" question is
also asked as "Which N ...?", and where that lists things (IRIs) its graph is counted
(``COUNT(DISTINCT ?x)``), where that listing holds a named thing (the model's counts over a
table's rows stand). A count of a measure ("How many years ...", "How many seats ...") is left
out by its noun, and one that lists no things has no reading.
"""

from __future__ import annotations

import re

from kgqa.engine.listing_graph import answer_aggregate, listing_copy
from kgqa.querygraph.model import QueryGraph

_HOW_MANY = re.compile(r"^\s*how\s+many\s+(?P<rest>(?P<noun>[a-z][\w-]*)\b.*?)\s*[?.!]*\s*$", re.I)
#: nouns of a count that is a measure or a sum, not things listed ("How many years ...",
#: "How many units in total ...")
_MEASURE_NOUNS = frozenset("""years months weeks days hours minutes seconds times km kilometres kilometers miles
metres meters kg kilograms pounds tons tonnes litres liters dollars euros units seats points goals calories
servings pages inhabitants residents""".split())
#: a count that is a sum ("in total") or a comparison of its own ("more than"): not a listing's size
_NOT_A_LISTING = re.compile(r"\b(?:in\s+total|altogether|combined|more|less|fewer|than|each|per|average)\b", re.I)


def counted_listing(question: str) -> str | None:
    """The listing "How many N ...?" counts, asked as "Which N ...?"; None for a question of
    another form, a count of a measure, or one that sums or compares."""
    m = _HOW_MANY.match(question)
    if m is None or m["noun"].lower() in _MEASURE_NOUNS or _NOT_A_LISTING.search(m["rest"]):
        return None
    return f"Which {m['rest']}?"


def counted(graph: QueryGraph) -> QueryGraph | None:
    """``graph`` (a listing with one answer) with the count of its distinct answers as its answer;
    None for a graph with several answers, or an order or aggregate already on it."""
    found = listing_copy(graph)
    if found is None:
        return None
    g, a = found
    answer_aggregate(g, a, a, "COUNT_DISTINCT")
    return g


__all__ = ["counted", "counted_listing"]
