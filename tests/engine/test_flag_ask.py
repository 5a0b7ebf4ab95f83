"""kgqa.engine.flag_ask: a yes/no question about a flag asks whether it is true."""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.engine.flag_ask import flag_properties, flags_set
from kgqa.querygraph.model import QueryGraph
from kgqa.querygraph.to_sparql import to_ask

V = "http://example.org/vocab#"
DRUG = URIRef("http://example.org/id/velmarol")
FLAG = URIRef(V + "orphan_drug")


class _Item:
    def __init__(self, datatypes):
        self.literal_datatypes = datatypes


def _ask(value=None, backwards: bool = False) -> QueryGraph:
    g = QueryGraph()
    d = g.add_vertex("Ent", 0, DRUG)
    v = g.add_vertex("Var", 0) if value is None else g.add_vertex("Val", 0, value)
    if backwards:
        g.add_edge(v, d, "Rel", FLAG)
    else:
        g.add_edge(d, v, "Rel", FLAG)
    return g


def test_flags_are_the_boolean_properties():
    props = {V + "orphan_drug": _Item(["http://www.w3.org/2001/XMLSchema#boolean"]),
             V + "dose": _Item(["http://www.w3.org/2001/XMLSchema#integer"]), V + "maker": _Item([])}
    assert set(flag_properties(props)) == {V + "orphan_drug"}


def test_a_flag_asked_about_is_asked_true():
    true = '"true"^^<http://www.w3.org/2001/XMLSchema#boolean>'
    for g in (_ask(), _ask(Literal(False)), _ask(backwards=True)):
        out = to_ask(flags_set(g, {str(FLAG)}, "Is Velmarol an orphan drug?"))
        assert f"<{DRUG}> <{FLAG}> {true}" in out, out


def test_a_negated_question_keeps_false_and_other_properties_stay():
    g = _ask(Literal(False))
    assert flags_set(g, {str(FLAG)}, "Is Velmarol not an orphan drug?") is g
    assert flags_set(g, set(), "Is Velmarol an orphan drug?") is g
    assert flags_set(_ask(), {V + "other"}, "Is Velmarol an orphan drug?").vertices[1].instance is None


def test_a_flag_whose_value_holds_the_ask_edge_is_asked_true_and_the_ask_hangs_from_the_subject():
    """The model's ASK edge hangs from a pattern's root, which may be the flag's value variable
    (``?v -ASK-> Ans``): the value is still the flag's alone, and a literal is no root."""
    g = _ask()
    ans = g.add_vertex("Ans", 0, 0)
    g.add_edge(1, ans, "Agg", "ASK")
    out = flags_set(g, {str(FLAG)}, "Was Velmarol an orphan drug?")
    assert out.vertices[1].instance == Literal(True)
    assert [(e.source, e.target) for e in out.edges if e.instance == "ASK"] == [(0, ans)]
    assert '"true"^^<http://www.w3.org/2001/XMLSchema#boolean>' in to_ask(out)
