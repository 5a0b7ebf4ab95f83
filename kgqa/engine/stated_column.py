"""A value the question states is a condition on the things asked for, not their answer.

"Which players hold the IM title?" on a KG whose players carry ``chess:title "IM"``: a model that
learned from relational benchmarks answers with the players' title column (IM, GM, FM, WGM),
the very column whose value the question names; "Who has the FIDE ID 1127406?" with every id.
When the chosen graph's one answer column is a property of a variable
(:func:`kgqa.engine.entity_answer.answer_column`, not ordered), holds two values or more, and
exactly one of them is a value the question states word for word (an exact value candidate,
:func:`kgqa.engine.yes_no.stated_values`), the question asks for the things with that value:
the column's owner answers, its property fixed to the stated value. So it does where the graph
fixes the column to a value already (its one row is that value).

A question that compares with or sets aside the value it states ("other than France", "more
than London") keeps its column: there the value is not what the things have.
"""

from __future__ import annotations

import re

from rdflib import Literal

from kgqa.engine.yes_no import stated_values
from kgqa.models.slots import value_identity
from kgqa.querygraph.model import QueryGraph, VertexClass

#: words that make a stated value something other than what the things asked for have
_SET_ASIDE = re.compile(r"\b(?:than|other|others|except|excluding|besides|apart|but|not|no|never|without)\b|n't\b", re.I)


def _key(text) -> str:
    return " ".join(str(text).split()).casefold()


def stated_in_column(question: str, rows: list, values: list) -> Literal | None:
    """The one value of ``values`` (the pool's value candidates) that ``question`` states word for
    word and that is among the first column of ``rows``, which holds two values or more; None
    when there is none, or more than one, or the question sets values aside."""
    column = {_key(r[0]) for r in rows if r and r[0] is not None}
    if len(column) < 2 or _SET_ASIDE.search(question):
        return None
    said = stated_values(question, values)
    hits = {_key(v): v for v in values if isinstance(v, Literal) and value_identity(v) in said and _key(v) in column}
    return next(iter(hits.values())) if len(hits) == 1 else None


def fixed_column(graph: QueryGraph, answer: int, owner: int) -> Literal | None:
    """The literal ``graph`` fixes the answer column's property of ``owner`` to already ("Which
    phase 3 trials ...?" read as ``?t :phase ?x . ?t :phase "Phase 3"``: its one row is the
    stated value, not the trials); None where it fixes none."""
    edge = next((graph.edges[k] for k in graph.incident(answer) if graph.edges[k].target == answer), None)
    if edge is None:
        return None
    fixed = [graph.vertices[e.target].instance for e in graph.edges
             if e.source == owner and e.target != answer and e.instance == edge.instance
             and graph.vertices[e.target].cls is VertexClass.VAL and isinstance(graph.vertices[e.target].instance, Literal)]
    return fixed[0] if len(fixed) == 1 else None


def owner_with_value(graph: QueryGraph, answer: int, owner: int, value: Literal) -> QueryGraph:
    """``graph`` answering with ``owner`` where it answered with ``answer``, the owner's column:
    the column's vertex becomes the stated ``value``."""
    g = graph.copy()
    a, o = g.vertices[answer], g.vertices[owner]
    g.vertices[owner] = type(o)(VertexClass.ANS, o.segment, a.instance, o.name)
    g.vertices[answer] = type(a)(VertexClass.VAL, a.segment, value, a.name)
    return g


__all__ = ["fixed_column", "owner_with_value", "stated_in_column"]
