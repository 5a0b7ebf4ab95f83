"""A year the question states, compared with a property that holds dates, is compared with the
date's year (kgqa.models.fill_plan.year_comparisons): ``FILTER(?d > 2020)`` matches nothing in
SPARQL, ``FILTER(YEAR(?d) > 2020)`` is what was asked."""

from rdflib import Literal, URIRef

from kgqa.kg.vocabulary import XSD
from kgqa.models.fill_plan import year_comparisons
from kgqa.querygraph import QueryGraph, to_sparql
from kgqa.querygraph.model import EdgeClass

HIRED, SALARY = "http://example.org/hireDate", "http://example.org/salary"


def _compared(prop: str, value: Literal, op: str = ">") -> QueryGraph:
    """``?x <prop> ?d . FILTER(?d op value)``"""
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    d = g.add_vertex("Var")
    g.add_edge(ans, d, "Rel", URIRef(prop))
    g.add_edge(d, g.add_vertex("Val", 0, value), "Cmp", op)
    return g


def _year(y: str) -> Literal:
    return Literal(y, datatype=URIRef(XSD + "integer"))


def test_a_year_compared_with_a_date_compares_the_dates_year():
    g = _compared(HIRED, _year("2020"))
    out = year_comparisons(g, {HIRED})
    assert "FILTER(YEAR(?" in to_sparql(out) and '> "2020"' in to_sparql(out)
    assert [e.instance for e in out.edges if e.cls is EdgeClass.AGG] == ["YEAR"]
    assert len(g.vertices) == 3 and len(g.edges) == 2  # the graph itself is not changed
    out.validate()


def test_the_year_may_stand_on_either_side_of_the_comparison():
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    d = g.add_vertex("Var")
    g.add_edge(ans, d, "Rel", URIRef(HIRED))
    year = g.add_vertex("Val", 0, _year("2019"))
    g.add_edge(d, year, "Cmp", "=")
    assert 'FILTER(YEAR(?' in to_sparql(year_comparisons(g, {HIRED}))


def test_other_numbers_and_properties_are_left_as_they_are():
    assert year_comparisons(_compared(SALARY, _year("2020")), {HIRED}).edges == _compared(SALARY, _year("2020")).edges
    for value in (_year("30"), Literal("2020"), Literal("2020-01-01", datatype=URIRef(XSD + "date"))):
        g = _compared(HIRED, value)
        assert year_comparisons(g, {HIRED}) is g
    g = _compared(HIRED, _year("2020"))
    assert year_comparisons(g, frozenset()) is g
