"""kgqa.engine.aggregated_listing: a measure summed or averaged over the listing a question
states ("What is the average salary of the employees in Engineering?"), read in two parts, and
the engine answering such questions on real bench KGs (the shipped checkpoint, a real Oxigraph
server), where the model alone drops the entity beside the aggregate."""

from __future__ import annotations

import pytest

from kgqa.engine.aggregated_listing import aggregated, stated_aggregate
from kgqa.querygraph import sparql_to_graph, to_sparql


def test_the_listing_and_the_aggregate_are_read_apart():
    a = stated_aggregate("What is the average salary of the employees in Engineering?")
    assert (a.listings[0], a.noun, a.aggregate, a.words) == \
        ("Which employees in Engineering are there?", "employees in Engineering", "AVG", "salary")
    a = stated_aggregate("What is the combined weight of the animals in the Meadow Paddock?")
    assert (a.listings[1], a.aggregate, a.words) == ("List all animals in the Meadow Paddock.", "SUM", "weight")
    a = stated_aggregate("What is the total number of employees of the companies headquartered in Veldmark?")
    assert (a.noun, a.words) == ("companies headquartered in Veldmark", "number of employees")
    a = stated_aggregate("What is the average star count of projects written in Tallow?")
    assert (a.noun, a.words) == ("projects written in Tallow", "star count")


def test_other_questions_are_no_aggregated_listing():
    assert stated_aggregate("What is the total number of singers?") is None  # a count
    assert stated_aggregate("What is the average weight for each type of pet?") is None  # grouped
    assert stated_aggregate("What is the total number of tracks on Glass Orchard's albums?") is None
    assert stated_aggregate("Which employees earn the most?") is None


P = "http://x.example/"


def test_the_listing_graph_answers_with_the_aggregate():
    listing = sparql_to_graph(f"SELECT DISTINCT ?x WHERE {{ ?x a <{P}Employee> . ?x <{P}dept> <{P}eng> . }}")
    a = stated_aggregate("What is the average salary of the employees in Engineering?")
    sparql = to_sparql(aggregated(listing, P + "salary", a))
    assert sparql.startswith("SELECT (AVG(?measure)") and f"?x <{P}salary> ?measure" in sparql
    counted = sparql_to_graph(f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a <{P}Employee> . }}")
    assert aggregated(counted, P + "salary", a) is None


ANSWERED = [
    ("company", "What is the average salary of the employees in Engineering?", 77333.33),
    ("geography", "What is the total population of the cities in Brakmoor?", 566200),
    ("depot", "What's the average list price of the items in Fasteners?", 7.5875),
]


@pytest.mark.parametrize("name, question, wanted", ANSWERED, ids=[q for _, q, _ in ANSWERED])
def test_the_engine_aggregates_the_listing(shipped_engine, bench_kg, name, question, wanted):
    answer = shipped_engine.answer(question, bench_kg(name), kg_name=name)
    assert len(answer.rows) == 1 and float(answer.rows[0][0]) == pytest.approx(wanted, rel=1e-4), answer.sparql
    assert answer.read_as and " of " in answer.read_as  # the reading says what it summed
