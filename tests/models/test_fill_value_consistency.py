"""The filling leaves out relations that never hold a value linked only in the KG that their
object is compared with, and what it leaves out is exactly what the KG has no match for."""

from rdflib import Literal, URIRef

from kgqa.candidates.schema import SchemaIndex
from kgqa.data.spider_kgs import spider_kg
from kgqa.models.fill_plan import compared_values, value_consistent
from kgqa.models.slots import slot_candidates
from kgqa.querygraph import QueryGraph
from kgqa.querygraph.model import RDF_TYPE

EX = "http://example.org/"
NAME, REGION = URIRef(EX + "name"), URIRef(EX + "region")


def _compared(*values: str, op: str = "=") -> tuple[QueryGraph, int]:
    """``?c [slot] ?x . FILTER(?x op v1) ...``; returns the graph and the slot."""
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    x = g.add_vertex("Var")
    slot = len(g.edges)
    g.add_edge(ans, x, "Rel")
    for v in values:
        g.add_edge(x, g.add_vertex("Val", 0, Literal(v)), "Cmp", op)
    return g, slot


def _holders(table: dict[str, set[str]]):
    return lambda value: frozenset(table[str(value)]) if str(value) in table else None


def test_a_compared_value_keeps_only_the_relations_that_hold_it():
    g, slot = _compared("Aruba", op="!=")
    assert compared_values(g, g.edges[slot].target) == [Literal("Aruba")]
    keep = value_consistent(g, slot, [NAME, REGION, RDF_TYPE, "a path"], _holders({"Aruba": {str(NAME)}}))
    assert keep == [True, False, False, True]  # rdf:type holds classes; a path is not one property


def test_a_value_the_kg_does_not_list_in_full_keeps_every_relation():
    g, slot = _compared("Aruba", "1950")
    keep = value_consistent(g, slot, [NAME, REGION], _holders({"Aruba": {str(NAME)}}))  # 1950: stated
    assert keep == [True, True]


def test_several_compared_values_keep_a_relation_holding_any_of_them():
    g, slot = _compared("Aruba", "Caribbean")
    keep = value_consistent(g, slot, [NAME, REGION, URIRef(EX + "code")],
                            _holders({"Aruba": {str(NAME)}, "Caribbean": {str(REGION)}}))
    assert keep == [True, True, False]


def test_an_uncompared_object_keeps_every_relation():
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    g.add_edge(g.add_vertex("Var"), ans, "Rel")
    assert value_consistent(g, 0, [NAME, REGION], _holders({})) == [True, True]


def test_left_out_relations_are_exactly_those_without_a_match():
    kg = spider_kg("pets_1")
    slots = slot_candidates("How many dogs are owned by students older than 20?", kg)
    relations = [URIRef(p) for p in SchemaIndex.for_kg(kg).properties]
    g, slot = _compared("dog")
    keep = value_consistent(g, slot, relations, slots.value_holders)
    assert any(keep) and not all(keep)
    for p, kept in zip(relations, keep):
        assert kg.ask(f'ASK {{ ?s <{p}> ?x . FILTER(?x = "dog") }}', timeout_s=10.0) == kept, p
