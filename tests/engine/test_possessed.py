"""Possessed nouns read from a question's text (kgqa.engine.possessed); the engine's use of them
is tested on a real KG in test_academia_kg.py."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.possessed import possessed_first, possessed_nouns, says
from kgqa.querygraph.model import QueryGraph


def test_possessed_nouns_after_stated_names():
    names = ["nadia ferrant", "anna"]
    assert possessed_nouns("which city was nadia ferrant 's advisor born in", names) == [("nadia ferrant", "advisor")]
    assert possessed_nouns("Which city was Nadia Ferrant's advisor born in?", names) == [("nadia ferrant", "advisor")]
    assert possessed_nouns("Where was Nadia Ferrant born?", names) == []
    assert possessed_nouns("Is this Anna's own book?", names) == []  # "own" is no noun


def _graph(prop: str) -> QueryGraph:
    g = QueryGraph()
    e = g.add_vertex("Ent", 0, URIRef("http://x/Nadia"))
    v = g.add_vertex("Var")
    a = g.add_vertex("Ans", 0, 0)
    g.add_edge(e, v, "Rel", URIRef(prop))
    g.add_edge(v, a, "Rel", URIRef("http://x/born_in"))
    return g


def test_graphs_that_say_the_possession_go_first():
    own, through = _graph("http://x/born_in"), _graph("http://x/advisor")
    wanted = [({"http://x/Nadia"}, {"http://x/advisor": 0.0})]
    assert says(through, *wanted[0]) and not says(own, *wanted[0])
    assert possessed_first([0, 1], [own, through], {0, 1}, wanted) == [1, 0]
    assert possessed_first([0, 1], [own, through], {0}, wanted) == [0, 1]  # no answer: not moved up
    assert possessed_first([1, 0], [own, through], {0, 1}, wanted) == [1, 0]
