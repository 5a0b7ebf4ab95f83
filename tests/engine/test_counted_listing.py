"""kgqa.engine.counted_listing: "How many N ...?" read as the listing it counts, and the engine
answering such questions on real bench KGs (the shipped checkpoint, a real Oxigraph server),
where the model's own count counts one thing."""

from __future__ import annotations

import pytest

from kgqa.engine.counted_listing import counted, counted_listing
from kgqa.querygraph import sparql_to_graph, to_sparql


def test_the_listing_a_count_counts():
    assert counted_listing("How many dragons speak Draconic?") == "Which dragons speak Draconic?"
    assert counted_listing("how many twin towns does aldergate have") == "Which twin towns does aldergate have?"
    assert counted_listing("How many people report directly to Ilsabet Varga-Noon?") == \
        "Which people report directly to Ilsabet Varga-Noon?"


def test_a_measure_a_sum_or_a_comparison_is_no_listing():
    assert counted_listing("How many years was Oskar Berglund governor of Halden Bank?") is None
    assert counted_listing("How many seats does the stadium have?") is None
    assert counted_listing("How many units in total have been shipped to Vellmoor?") is None
    assert counted_listing("How many albums were released before 2005?") is not None
    assert counted_listing("How many films have more than 3 awards?") is None
    assert counted_listing("Which films won awards?") is None


def test_the_listing_graph_is_counted():
    P = "http://x.example/"
    listing = sparql_to_graph(f"SELECT DISTINCT ?x WHERE {{ ?x a <{P}Dragon> . ?x <{P}speaks> <{P}Draconic> . }}")
    assert to_sparql(counted(listing)).startswith("SELECT (COUNT(DISTINCT ?x)")
    assert counted(sparql_to_graph(f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a <{P}Dragon> . }}")) is None


ANSWERED = [
    ("bestiary", "How many dragons speak Draconic?", 3),
    ("supply", "How many people report directly to Ilsabet Varga-Noon?", 2),
    # the model compares the orders' names with the customer's: a text that names a linked thing
    ("supply", "How many orders has The Lantern Yard placed?", 2),
]


@pytest.mark.parametrize("name, question, wanted", ANSWERED, ids=[q for _, q, _ in ANSWERED])
def test_the_engine_counts_the_listing(shipped_engine, bench_kg, name, question, wanted):
    answer = shipped_engine.answer(question, bench_kg(name), kg_name=name)
    assert [[int(float(answer.rows[0][0]))]] == [[wanted]], answer.sparql
    assert answer.read_as.endswith(", counted")
    alone = shipped_engine.with_search(compared_listing=False).answer(question, bench_kg(name), kg_name=name)
    assert [[int(float(r[0])) for r in alone.rows]] != [[wanted]]  # the model's own count counts one
