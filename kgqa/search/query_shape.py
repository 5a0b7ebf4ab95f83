"""What a generated SELECT does, read off its text: what it projects, how it groups, sorts and
cuts its solutions, and which numbers it compares with.

The reranker (:mod:`kgqa.search.rerank`) compares these with what the question asks. The queries
it reads are the engine's own (``kgqa.querygraph.to_sparql``: one main SELECT, solution modifiers
after its closing brace), so a light reading is enough; a query of another shape reads as
projecting, grouping and sorting nothing, which only switches the features off.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.kg.vocabulary import XSD

_VARIABLE = re.compile(r"\?\w+")
_ALIAS = re.compile(r"\s+AS\s+\?\w+\s*\)$", re.IGNORECASE)
_GROUP_BY = re.compile(r"GROUP BY((?:\s+\?\w+)+)", re.IGNORECASE)
_ORDER_BY = re.compile(r"ORDER BY(.*?)(?:LIMIT|OFFSET|$)", re.IGNORECASE | re.DOTALL)
# a sort key that is a plain variable: DESC(?x), ASC(?x) or a bare ?x (not ?x inside COUNT(?x))
_PLAIN_SORT_KEY = re.compile(r"(?:ASC|DESC)\(\s*(\?\w+)\s*\)|(?<![(\w])(\?\w+)", re.IGNORECASE)
_NUMERIC_LITERAL = re.compile(r'"(-?\d+(?:\.\d+)?)"\^\^<' + re.escape(XSD)
                              + r'(?:integer|int|long|short|decimal|double|float|nonNegativeInteger)>')
# an order comparison (<, >, <=, >=) with a plain or language-tagged string that is not a number
# or a date: such a FILTER compares text by code points, which a question never means. The
# operator must follow whitespace, so that the ">" closing an IRI is not read as one.
_TEXT_ORDER_COMPARISON = re.compile(r'(?<=\s)(?:<=|>=|<|>)\s+"(?![-\d])[^"]*"(?!\^\^)')


@dataclass(frozen=True)
class QueryShape:
    """``projection``: the main SELECT's items as written (``?v`` or ``(expr AS ?v)``);
    ``group_keys``/``sort_keys``: the variables of GROUP BY and the plain-variable keys of
    ORDER BY; ``limited``: whether a LIMIT cuts the solutions; ``numbers``: the numeric literals
    the query compares with."""

    projection: tuple[str, ...]
    group_keys: frozenset[str]
    sort_keys: frozenset[str]
    limited: bool
    numbers: tuple[float, ...]
    text_order_comparisons: int

    @property
    def projected_variables(self) -> frozenset[str]:
        """Every variable the projection mentions: answer columns, aliases and aggregated ones."""
        return frozenset(v for item in self.projection for v in _VARIABLE.findall(item))

    @property
    def repeated_projections(self) -> int:
        """How many projected expressions repeat an earlier one (``MAX(?p) AS ?a`` and ``MAX(?p) AS ?b``)."""
        bare = [_ALIAS.sub(")", item) for item in self.projection]
        return len(bare) - len(set(bare))


def projection(sparql: str) -> tuple[str, ...]:
    """The main SELECT's top-level items (the text before the first WHERE)."""
    head = sparql.split("WHERE", 1)[0]
    items: list[str] = []
    depth = start = 0
    for m in re.finditer(r"[()]|\?\w+", head):
        tok = m.group()
        if tok == "(":
            if depth == 0:
                start = m.start()
            depth += 1
        elif tok == ")":
            depth -= 1
            if depth == 0:
                items.append(head[start:m.end()])
        elif depth == 0:
            items.append(tok)
    return tuple(items)


def query_shape(sparql: str) -> QueryShape:
    """Read ``sparql`` (see the module docstring for what is assumed of it)."""
    modifiers = sparql[sparql.rfind("}") + 1:]  # after the group graph pattern: GROUP BY ... LIMIT
    group = _GROUP_BY.search(modifiers)
    order = _ORDER_BY.search(modifiers)
    sort_keys = frozenset(a or b for a, b in _PLAIN_SORT_KEY.findall(order.group(1))) if order else frozenset()
    return QueryShape(
        projection=projection(sparql),
        group_keys=frozenset(group.group(1).split()) if group else frozenset(),
        sort_keys=sort_keys,
        limited=bool(re.search(r"\bLIMIT\b", modifiers, re.IGNORECASE)),
        numbers=tuple(float(x) for x in _NUMERIC_LITERAL.findall(sparql)),
        text_order_comparisons=len(_TEXT_ORDER_COMPARISON.findall(sparql)),
    )
