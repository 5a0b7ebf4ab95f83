"""A class is the answer to "what kind of thing is X?", not to a property's question
(kgqa.engine.answer_order.unasked_kind_last): a graph answering ``<X> rdf:type ?answer`` goes after
the graphs that answer with something else, unless the question asks for a kind."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.answer_order import answers_kind, asks_kind, unasked_kind_last
from kgqa.querygraph.model import RDF_TYPE, QueryGraph

X = "http://example.org/x#"


def _of_entity(prop: URIRef) -> QueryGraph:
    """``<X:plant> prop ?answer``."""
    g = QueryGraph()
    a = g.add_vertex("Ans", 0, 0)
    g.add_edge(g.add_vertex("Ent", 0, URIRef(X + "plant")), a, "Rel", prop)
    return g


def test_a_kind_is_asked_by_a_kind_word_or_by_what_is_and_a_name_alone():
    assert asks_kind("What type of plant is Kessling?", [])
    assert asks_kind("what kind of creature is Snikwit", ["snikwit"])
    assert asks_kind("What is Snikwit?", ["snikwit"])
    assert asks_kind("Who was Vexmor the Ashen?", ["vexmor the ashen"])
    assert not asks_kind("What fuel does Kessling burn?", ["kessling"])
    assert not asks_kind("What is Snikwit's mount?", ["snikwit"])
    assert not asks_kind("What is the capital of Veloria?", ["veloria"])


def test_the_graphs_answering_with_a_class_go_after_those_answering_with_something_else():
    kind, fuel, empty = _of_entity(RDF_TYPE), _of_entity(URIRef(X + "fuel")), _of_entity(URIRef(X + "cap"))
    assert answers_kind(kind) and not answers_kind(fuel)
    graphs = [kind, empty, fuel]
    question = "What fuel does Kessling burn?"
    # the graph with no answer (1) is not moved up
    assert unasked_kind_last([0, 1, 2], graphs, {0, 2}, question, ["kessling"]) == [2, 0, 1]
    assert unasked_kind_last([0, 1, 2], graphs, {0, 2}, "What type of plant is Kessling?", []) == [0, 1, 2]
    assert unasked_kind_last([2, 0], graphs, {0, 2}, question, []) == [2, 0]  # first answers a property: as it is
    assert unasked_kind_last([0, 1], graphs, {0}, question, []) == [0, 1]  # nothing else answers


def test_through_the_engine_what_creatures_eat_is_food_not_the_realms_classes(shipped_engine, bench_kg):
    kg = bench_kg("creatures")
    answer = shipped_engine.answer("What do the creatures of Gloamwood eat?", kg, kg_name="creatures")
    got = {str(r[0]) for r in answer.rows}
    classes = {str(r[0]) for r in kg.select("SELECT DISTINCT ?c WHERE { ?x a ?c }").rows}
    assert got and not got & classes, answer.sparql
