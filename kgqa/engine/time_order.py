"""The youngest is born last: a superlative of age or time, ordered by a date.

"Who is the youngest player at X?" ordered by ``:birthDate`` ascending answers with the oldest.
A date grows as things get younger, so a superlative of youth or recency ("youngest",
"newest", "latest", "most recent", "last") orders a date-valued property descending, and one of
age or earliness ("oldest", "earliest", "first") ascending. The outline model learned
superlatives over numbers, where "oldest" is the largest age; here the chosen graph's order over
a property whose values are all dates (``SchemaIndex.dated_properties``) is set by the
question's word. A question with words of both kinds, or none, is left as it is.
"""

from __future__ import annotations

import re

from kgqa.querygraph.model import EdgeClass, QueryGraph

_YOUNG = re.compile(r"\b(?:youngest|newest|latest|most\s+recent(?:ly)?|last)\b", re.I)
_OLD = re.compile(r"\b(?:oldest|earliest|first)\b", re.I)


def time_ordered(graph: QueryGraph, question: str, dated: frozenset) -> QueryGraph | None:
    """``graph`` with its order over a date-valued property (``dated``) set by the question's
    superlative (module docstring); None when nothing changes."""
    young, old = bool(_YOUNG.search(question)), bool(_OLD.search(question))
    if young == old:
        return None
    want = "DESC" if young else "ASC"
    out = graph
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.ORD or e.instance not in ("ASC", "DESC") or e.instance == want:
            continue
        if any(r.cls is EdgeClass.REL and r.target == e.source and str(r.instance) in dated for r in graph.edges):
            out = out.with_edge_instance(k, want)
    return None if out is graph else out


__all__ = ["time_ordered"]
