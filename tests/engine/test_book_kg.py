"""A Wikidata-like KG of books, authors and places (tests/candidates/data/books.ttl: opaque
``Q``/``P`` IRIs, every entity and property labelled, typed through an "instance of" property
rather than ``rdf:type``), asked through the real engine (the shipped checkpoint) on a real
Oxigraph server; the questions are ``kgqa.bench.book_kg``'s kind, written before the engine was
run on this KG.

- "Is A the capital of B?" is read by B's property *labelled* "capital" (``P36``): a property's
  words are its label's where its IRI says nothing.
- "When was X published?" is answered with a date, not with the publisher.
- "How many pages does X have?" is the page count the KG states, not a count of it; "the total
  number of pages of ..." is their sum.
- A sub-select with no pattern is no query: it constrained nothing; nor is a whole query with none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.kg.endpoint import EndpointKG

BOOKS = Path(__file__).parents[1] / "candidates" / "data" / "books.ttl"
GRAPH = "http://example.org/g/books"
WD = "http://example.org/wd/entity/"


@pytest.fixture(scope="module")
def books(oxigraph_server):
    oxigraph_server.load_file(BOOKS, graph=GRAPH)
    return EndpointKG(oxigraph_server.query_url, default_graph=GRAPH, name="books")


@pytest.fixture(scope="module")
def engine():
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint()


@pytest.mark.parametrize("question,truth", [
    ("Is Brennhaven the capital of Veloria?", False),
    ("Is Lorncastle the capital of Veloria?", True),
])
def test_a_labelled_property_says_its_noun(engine, books, question, truth):
    answer = engine.answer(question, books, kg_name="books")
    assert answer.boolean is truth, answer.sparql
    assert "P36" in answer.sparql and "Q2001" in answer.sparql


@pytest.mark.parametrize("question,expected", [
    ("When was Salt and Lanterns published?", ["1988-09-01"]),
    ("How many pages does The Iron Orchard have?", ["389"]),
    ("What is the total number of pages of the books by Ilse Korvath?", ["791"]),  # a sum, not a count
])
def test_the_value_asked_for(engine, books, question, expected):
    answer = engine.answer(question, books, kg_name="books")
    assert [r[0] for r in answer.rows] == expected, answer.sparql


def test_a_sub_select_with_no_pattern_is_not_a_query():
    from kgqa.querygraph import QueryGraph, QueryGraphError, to_sparql
    from kgqa.querygraph.model import OrderSpec
    from rdflib import URIRef

    g = QueryGraph()
    a = g.add_vertex("Ans", 0, 0)
    g.add_edge(a, g.add_vertex("Var"), "Rel", None)
    inner = g.add_vertex("Var", 1)
    g.add_edge(inner, g.add_vertex("Val", 1, OrderSpec(0, 1)), "Ord", "DESC")
    g.add_edge(a, inner, "Cmp", "=")
    with pytest.raises(QueryGraphError, match="no pattern"):
        to_sparql(g)
    whole = QueryGraph()  # SELECT (COUNT(<X>) AS ?n) WHERE { }: 1, whatever is asked
    whole.add_edge(whole.add_vertex("Ent", 0, URIRef(WD + "Q1")), whole.add_vertex("Ans", 0, 0), "Agg", "COUNT")
    with pytest.raises(QueryGraphError, match="no pattern"):
        to_sparql(whole)


@pytest.mark.parametrize("question,expected", [
    # the KG has no class "author": authors are the values of the property labelled "author"
    ("Which authors were born in Lorncastle?", {"Q8001", "Q8011"}),
    ("Which publishers are based in Veloria?", {"Q5001"}),
    ("How many authors were born in Skarvik?", {"2"}),  # people, not their books
])
def test_a_noun_that_labels_a_property_asks_for_its_values(engine, books, question, expected):
    answer = engine.answer(question, books, kg_name="books")
    assert {str(r[0]).removeprefix(WD) for r in answer.rows} == expected, answer.sparql
