"""A superlative of age over a date (kgqa.engine.time_order)."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.time_order import time_ordered
from kgqa.querygraph import to_sparql
from kgqa.querygraph.model import OrderSpec, QueryGraph

BORN = "http://x/birthDate"


def _graph(direction: str, prop: str = BORN) -> QueryGraph:
    g = QueryGraph()
    a = g.add_vertex("Ans", 0, 0)
    d = g.add_vertex("Var")
    g.add_edge(a, d, "Rel", URIRef(prop))
    g.add_edge(d, g.add_vertex("Val", 0, OrderSpec(0, 1)), "Ord", direction)
    return g


def test_the_youngest_is_born_last():
    dated = frozenset({BORN})
    young = time_ordered(_graph("ASC"), "Who is the youngest player?", dated)
    assert young is not None and "DESC(" in to_sparql(young)
    old = time_ordered(_graph("DESC"), "Who is the oldest coach?", dated)
    assert old is not None and "ASC(" in to_sparql(old)
    assert time_ordered(_graph("DESC"), "Who is the youngest player?", dated) is None  # already so
    assert time_ordered(_graph("ASC", "http://x/age"), "Who is the youngest?", dated) is None  # not a date
    assert time_ordered(_graph("ASC"), "Who is the tallest player?", dated) is None  # no word of age
