"""kgqa.engine.grouped_measure: the thing with the most of a measure, not the most shared value."""

from __future__ import annotations

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.entity_answer import asks_for_class
from kgqa.engine.grouped_measure import measured_thing
from kgqa.querygraph import sparql_to_graph, to_sparql

V = "http://example.org/vocab#"
GROUPED = (f"SELECT ?n (COUNT(?t) AS ?c) WHERE {{ ?t <{V}enrolled> ?n . ?t a <{V}Trial> }} "
           "GROUP BY ?n ORDER BY DESC(COUNT(?t)) LIMIT 1")


def _Item(datatypes: list[str]) -> SchemaItem:
    return SchemaItem(V + "enrolled", "property", "enrolled", ranges={f"literal:{d}": 1 for d in datatypes})


NUMBER = {V + "enrolled": _Item(["http://www.w3.org/2001/XMLSchema#integer"])}


def test_a_grouped_number_is_read_as_an_order_of_the_things():
    found = measured_thing(sparql_to_graph(GROUPED), NUMBER)
    assert found is not None
    g, thing = found
    sparql = to_sparql(g)
    assert "GROUP BY" not in sparql and "COUNT" not in sparql
    assert "ORDER BY DESC(" in sparql and "LIMIT 1" in sparql
    assert g.vertices[thing].cls.value == "Ans"


def test_a_key_that_is_not_a_number_keeps_its_count():
    years = {V + "enrolled": _Item(["http://www.w3.org/2001/XMLSchema#gYear"])}
    assert measured_thing(sparql_to_graph(GROUPED), years) is None
    assert measured_thing(sparql_to_graph(GROUPED), {}) is None
    having = GROUPED.replace("ORDER BY DESC(COUNT(?t)) LIMIT 1", "HAVING(COUNT(?t) > 2)")
    assert measured_thing(sparql_to_graph(having), NUMBER) is None


def test_only_a_question_asking_for_the_counted_class_is_rewritten():
    assert asks_for_class("Which trial enrolled the most patients?", frozenset({"trial"}))
    assert not asks_for_class("Which year had the most trials?", frozenset({"trial"}))


def test_a_counted_number_of_the_thing_is_read_as_its_order():
    """"Which employee earns the least?" as ``GROUP BY ?name ORDER BY ASC(COUNT(?salary))``: each
    name has one salary; the employee with the least salary is asked for."""
    grouped = (f"SELECT ?n WHERE {{ ?e <{V}lastName> ?n ; a <{V}Employee> ; <{V}salary> ?s }} "
               "GROUP BY ?n ORDER BY ASC(COUNT(?s)) LIMIT 1")
    salary = {V + "salary": SchemaItem(V + "salary", "property", "salary",
                                       ranges={"literal:http://www.w3.org/2001/XMLSchema#decimal": 5}),
              V + "lastName": SchemaItem(V + "lastName", "property", "last name",
                                         ranges={"literal:http://www.w3.org/2001/XMLSchema#string": 5})}
    found = measured_thing(sparql_to_graph(grouped), salary)
    assert found is not None
    sparql = to_sparql(found[0])
    assert "GROUP BY" not in sparql and "COUNT" not in sparql and sparql.endswith("LIMIT 1")
    assert "ORDER BY ASC(" in sparql
    names_only = {V + "lastName": salary[V + "lastName"]}
    assert measured_thing(sparql_to_graph(grouped), names_only) is None  # no number: the count stands
