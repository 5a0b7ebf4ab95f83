"""kgqa.engine.stated_readings._filter_on_a_name: the model's FILTER on a word of the named
entity's own name ("traffic" of "Road traffic counts", which the KG also has as a keyword) is
the name read as a value, not a condition the question states, so the verb reading may replace
the graph; a filter on any other value is a condition and keeps it."""

from kgqa.engine.stated_readings import _filter_on_a_name
from kgqa.querygraph import sparql_to_graph
from kgqa.querygraph.model import EdgeClass

Q = ("SELECT ?x WHERE {{ ?d <http://e/keyword> ?k . ?d <http://e/publisher> ?x . FILTER(?k = {value}) }}")


def _cmp_edges(value: str):
    g = sparql_to_graph(Q.format(value=value))
    return g, [e for e in g.edges if e.cls is EdgeClass.CMP]


def test_a_word_of_the_name_is_no_condition():
    g, edges = _cmp_edges('"traffic"')
    assert edges and all(_filter_on_a_name(g, e, ["road traffic counts"]) for e in edges)


def test_other_values_and_other_edges_are_conditions():
    g, edges = _cmp_edges('"weather"')
    assert not any(_filter_on_a_name(g, e, ["road traffic counts"]) for e in edges)
    g, edges = _cmp_edges("2020")
    assert not any(_filter_on_a_name(g, e, ["road traffic counts"]) for e in edges)
    assert not any(_filter_on_a_name(g, e, ["road traffic counts"]) for e in g.edges if e.cls is EdgeClass.REL)
