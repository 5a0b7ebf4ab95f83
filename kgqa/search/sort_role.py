"""Which column a question sorts by, against the column the query sorts by.

A graph with the right columns can still give them the wrong roles: "the apartment number with
the largest number of bedrooms" answered by the bedroom count sorted by apartment number, or
"name and damage of storms in descending order of max speed" sorted by damage. The schema
ranker's fit cannot tell these apart (it scores columns, not roles): in the cross-fitted
collection of ``kgqa.train_rerank``, 44 of the 442 questions whose right graph the reranker
passed over chose a graph of the same schema items sorted by another column or the other way.

English names the sort key right after its cue ("ordered by year of opening", "in descending
order of max speed", "the largest number of bedrooms") or, for a superlative that ends its
clause, right before it ("the university which was founded the earliest"). The feature is 1 when
those words name another of the graph's columns better than the one the query sorts by.
"""

from __future__ import annotations

import re

from kgqa.search.query_shape import query_shape

_WORD = re.compile(r"[a-z0-9]+")
# a cue whose following words name the sort key: "ordered by", "in descending order of", a superlative
_SORT_CUE = re.compile(
    r"\b(?:(?:order|ordered|ordering|sort|sorted|sorting|rank|ranked|ranking|arranged)\s+(?:\w+\s+)?(?:by|of)|"
    r"most|least|highest|lowest|largest|smallest|maximum|minimum|youngest|oldest|best|top|fewest|greatest|"
    r"longest|shortest|earliest|latest|biggest|cheapest)\b")
# words around a cue that name no column: function words, the cue's own words, "number of"
_NAMES_NO_COLUMN = frozenset(
    "a an the of in on for to by with and or from as at is are was were be been which who whose that this "
    "those these their its his her them they it all each every any some number numbers amount count total "
    "order ordered sort sorted descending ascending decreasing increasing alphabetical alphabetically "
    "reverse most least value values".split())
WINDOW = 4  # content words read after a cue (3 before one that ends its clause)
# where the clause of a cue that ends it begins ("the university | which was founded the earliest")
_CLAUSE_START = re.compile(r"[,;:?.!]|\b(?:which|that|who|whose|whom|where|when|with)\b")
_TRIPLE = re.compile(r"(\?\w+)\s+<([^>]+)>\s+(\?\w+)")


def _content_words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text) if w not in _NAMES_NO_COLUMN]


def sort_phrase_words(question: str) -> list[str]:
    """The content words that name the sort key: the first ``WINDOW`` after each cue, within its
    clause, or the three before a cue that ends its clause ("founded the earliest?")."""
    q = question.lower()
    words: list[str] = []
    for m in _SORT_CUE.finditer(q):
        clause_end = re.search(r"[?.!;,]|$", q[m.end():])
        after = _content_words(q[m.end():m.end() + clause_end.start()])[:WINDOW]
        words.extend(after or _content_words(_CLAUSE_START.split(q[:m.start()])[-1])[-3:])
    return words


def sort_key_unnamed(phrase: set[str], sparql: str, column_stems: dict[str, set[str]]) -> float:
    """1 when the query sorts by a plain variable whose column the question's sort phrase names
    less well than another column of the graph (see the module docstring); 0 otherwise, and
    when the question has no sort cue or the query no plain sort key.

    ``phrase``: the stems of :func:`sort_phrase_words`; ``column_stems``: relation IRI -> the
    stems of its column's words (link relations left out), stemmed as ``phrase`` is.
    """
    keys = query_shape(sparql).sort_keys
    if not keys or not phrase:
        return 0.0
    bound_by: dict[str, str] = {}  # variable -> the column relation whose object it is
    for _, iri, obj in _TRIPLE.findall(sparql):
        if iri in column_stems:
            bound_by.setdefault(obj, iri)
    key_columns = {bound_by[k] for k in keys if k in bound_by}
    if not key_columns:
        return 0.0
    named = {iri: len(stems & phrase) for iri, stems in column_stems.items()}
    key_named = max(named[iri] for iri in key_columns)
    other_named = max((n for iri, n in named.items() if iri not in key_columns), default=0)
    return float(other_named > key_named)
