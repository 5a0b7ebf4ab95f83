"""Where a yes/no question's ASK edge hangs: decided by the pattern's abstract structure (so
the outline a model must learn does not depend on the alphabetical order of IRIs), and not
part of what the graph means (two graphs that differ only there are equal)."""

from __future__ import annotations

from dataclasses import replace

from kgqa.querygraph import EdgeClass, VertexClass, sparql_to_graph
from kgqa.querygraph.canonical import aqg_equal, graph_equal

P = "http://example.org/"


def _ask(subject: str, predicate: str, obj: str):
    return sparql_to_graph(f"ASK {{ <{P}{subject}> <{P}{predicate}> <{P}{obj}> }}")


def _hang(g) -> int:
    """The vertex the ASK edge leaves."""
    (e,) = [e for e in g.edges if e.cls is EdgeClass.AGG and e.instance == "ASK"]
    return e.source


def _is_subject(g, v: int) -> bool:
    return any(e.cls is EdgeClass.REL and e.source == v for e in g.edges)


def test_grounded_ask_hangs_at_the_same_end_whatever_the_iris():
    # alphabetical order of subject and object IRIs reversed between the two
    a, b = _ask("Alpha", "narrator", "Zulu"), _ask("Zulu", "narrator", "Alpha")
    assert _is_subject(a, _hang(a)) == _is_subject(b, _hang(b))
    assert aqg_equal(a, b)
    assert not graph_equal(a, b)  # the facts differ


def test_ask_hung_elsewhere_in_its_pattern_is_the_same_graph():
    g = _ask("Gibby_Haynes", "instrument", "Saxophone")
    hang = _hang(g)
    (rel,) = [e for e in g.edges if e.cls is EdgeClass.REL]
    other = rel.target if rel.source == hang else rel.source
    moved = g.copy()
    moved.edges = [replace(e, source=other) if e.cls is EdgeClass.AGG else e for e in moved.edges]
    assert _hang(moved) != _hang(g)
    assert graph_equal(g, moved) and aqg_equal(g, moved)


def test_ask_over_a_variable_pattern_still_differs_from_a_select():
    ask = sparql_to_graph(f"ASK {{ <{P}a> <{P}p> ?x . ?x <{P}q> <{P}b> }}")
    select = sparql_to_graph(f"SELECT ?x WHERE {{ <{P}a> <{P}p> ?x . ?x <{P}q> <{P}b> }}")
    assert not aqg_equal(ask, select)
    assert sum(v.cls is VertexClass.ANS for v in ask.vertices) == 1


def test_two_counts_compared_keep_their_ask_on_the_aggregate():
    q = (f"ASK {{ {{ SELECT (COUNT(?x) AS ?a) WHERE {{ <{P}A> <{P}speaks> ?x }} }} "
         f"{{ SELECT (COUNT(?y) AS ?b) WHERE {{ <{P}B> <{P}speaks> ?y }} }} FILTER(?a > ?b) }}")
    g = sparql_to_graph(q)
    hang = _hang(g)
    assert g.vertices[hang].cls not in (VertexClass.ENT,)
    assert graph_equal(g, sparql_to_graph(q))
