"""kgqa.engine.entity_answer: which graphs answer with a name column, and the rewrite."""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.engine.entity_answer import answer_column, asks_for_class, asks_for_name, asks_for_thing, column_said, entity_graph, same_names
from kgqa.engine.yes_no import stated_entities
from kgqa.querygraph import to_sparql
from kgqa.querygraph.model import QueryGraph

V = "http://example.org/corp/vocab#"


def _most_expensive(order_on_answer: bool = False) -> QueryGraph:
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    p = g.add_vertex("Var", 0)
    price = g.add_vertex("Var", 0)
    g.add_edge(p, ans, "Rel", URIRef(V + "name"))
    g.add_edge(p, price, "Rel", URIRef(V + "unitPrice"))
    g.add_edge(ans if order_on_answer else price, g.add_vertex("Val", 0, Literal(1)), "Ord", "DESC")
    return g


def test_a_column_of_a_variable_is_found_and_answered_by_the_entity():
    g = _most_expensive()
    assert answer_column(g) == (0, 1, False)
    sparql = to_sparql(entity_graph(g, 0, 1))
    assert sparql.startswith("SELECT ?v1 WHERE")  # the row, not its name ?v0
    assert f"<{V}name>" in sparql and "ORDER BY DESC" in sparql  # the name triple and the order stay
    assert answer_column(entity_graph(g, 0, 1)) is None


def test_an_ordered_column_is_found_and_its_order_stays():
    """"Who has the highest salary?" answered with the salary it orders by."""
    assert answer_column(_most_expensive(order_on_answer=True)) == (0, 1, True)
    sparql = to_sparql(entity_graph(_most_expensive(order_on_answer=True), 0, 1))
    assert sparql.startswith("SELECT ?v1 WHERE") and "ORDER BY DESC(?v0)" in sparql


def test_a_named_entitys_value_or_a_counted_column_is_not_a_column_to_rewrite():
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    g.add_edge(g.add_vertex("Ent", 0, URIRef("http://example.org/corp/employee/1")), ans, "Rel", URIRef(V + "phone"))
    assert answer_column(g) is None  # "the phone of Nancy Davolio": an attribute of a named thing
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    x, n = g.add_vertex("Var", 0), g.add_vertex("Var", 0)
    g.add_edge(x, n, "Rel", URIRef(V + "salary"))
    g.add_edge(n, ans, "Agg", "AVG")
    assert answer_column(g) is None  # an average, not a column


class _Item:
    def __init__(self, label, local):
        self.label, self.local = label, local


def test_a_column_the_question_says_is_asked_for():
    g = _most_expensive()
    props = {V + "name": _Item("name", "name")}
    assert column_said(g, 0, "Which name comes first?", props)
    assert not column_said(g, 0, "Which product is the most expensive?", props)
    assert column_said(g, 0, "Which product is the most expensive?", {})  # unknown: as if said
    assert asks_for_thing("Who has the highest salary?") and asks_for_thing("which employees work in Finance?")
    assert not asks_for_thing("What is the highest salary?")


def test_the_owners_class_word_does_not_say_the_column():
    """A flag named after the class ("orphan drug") is not said by "which drugs": the question
    names the things, and the answer is them, not their flag."""
    g = _most_expensive()
    props = {V + "name": _Item("orphan drug", "orphan drug")}
    assert column_said(g, 0, "Which drugs were approved after 2015?", props)
    assert not column_said(g, 0, "Which drugs were approved after 2015?", props, frozenset({"drug"}))
    assert column_said(g, 0, "Which orphan drugs were approved?", props, frozenset({"drug"}))  # "orphan" says it


def test_what_with_the_owners_class_asks_for_the_thing():
    assert asks_for_class("What drug is given at the highest dose?", frozenset({"drug"}))
    assert asks_for_class("In what cities was the film shot?", frozenset({"city"}))
    assert not asks_for_class("What dose is highest?", frozenset({"drug"}))
    assert not asks_for_class("What is the highest dose?", frozenset({"drug"}))


def test_questions_that_ask_for_names():
    assert asks_for_name("What are the names of the products that cost more than 30?")
    assert asks_for_name("What is the employee called who earns most?")
    assert not asks_for_name("Which product is the most expensive?")


def test_the_labels_must_be_the_names():
    assert same_names(["Carnarvon Tigers"], ["carnarvon  tigers"])
    assert not same_names(["(206) 555-9857"], ["Nancy Davolio"])
    assert not same_names([], [])
    assert not same_names(["Chai"], [None])  # an entity without a label


class _Pool:
    def __init__(self, ents):
        self.instances = {"Ent": [URIRef(i) for i, _ in ents]}
        self.names = {"Ent": [n for _, n in ents]}


def test_a_name_inside_a_longer_stated_name_is_not_stated():
    pool = _Pool([("http://x/s3", "Pavlova Ltd"), ("http://x/p6", "Pavlova")])
    assert set(stated_entities("Is Pavlova Ltd located in Australia?", pool).values()) == {"pavlova ltd"}
    assert set(stated_entities("Does Pavlova Ltd supply Pavlova?", pool).values()) == {"pavlova ltd", "pavlova"}
