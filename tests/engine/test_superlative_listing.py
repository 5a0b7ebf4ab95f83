"""kgqa.engine.superlative_listing: a listing narrowed to its one thing with the most (or least)
of a measure ("What is the cheapest item in the Kitchenware group?"), read in two parts, and the
engine answering such questions on real bench KGs (the shipped checkpoint, a real Oxigraph
server), where the model alone orders the measure's values or drops the entity."""

from __future__ import annotations

import pytest

from kgqa.engine.superlative_listing import ordered, stated_superlative, superlative_measure
from kgqa.querygraph import sparql_to_graph, to_sparql


def test_the_listing_and_the_superlative_are_read_apart():
    s = stated_superlative("What is the cheapest item in the Kitchenware group?")
    assert s.listings == ("Which items in the Kitchenware group are there?", "List all items in the Kitchenware group.")
    assert (s.sup, s.words, s.time) == ("cheapest", "", False)
    s = stated_superlative("Which chicken recipe has the most calories?")
    assert (s.listings[0], s.sup, s.words) == ("Which chicken recipes are there?", "most", "calories")
    s = stated_superlative("Which planet has the longest orbital period around Veyra?")
    assert (s.listings[0], s.words) == ("Which planets around Veyra are there?", "orbital period")
    s = stated_superlative("Who is the highest-paid person in the Finance team?")
    assert (s.listings[0], s.sup, s.words) == ("Which people in the Finance team are there?", "highest", "paid")
    s = stated_superlative("What is the least popular Pyrite project by stars?")
    assert (s.listings[0], s.sup, s.words) == ("Which Pyrite projects are there?", "least popular", "stars")
    s = stated_superlative("Who is the oldest researcher at Solmere University?")
    assert s.time and s.listings[0] == "Which researchers at Solmere University are there?"


def test_other_questions_are_no_superlative_listing():
    assert stated_superlative("Which products cost less than 15?") is None
    assert stated_superlative("What is the most common genre?") is None  # a value, not a thing
    assert stated_superlative("Which was the busiest airport in 2023?") is None  # a measure of a year
    assert stated_superlative("What is the year that had the most concerts?") is None  # a clause
    assert stated_superlative("What is the first name of the oldest player?") is None  # "first name": a noun


P = "http://x.example/"
WORDS = {P + "unitPrice": "unit price", P + "calories": "calories", P + "yearlySalary": "yearly salary",
         P + "population": "population total", P + "birthDate": "birth date", P + "founded": "founded",
         P + "weight": "molecular weight", P + "stars": "stars"}


def _measure(question, numeric=(), dated=(), yearly=()):
    return superlative_measure(stated_superlative(question), list(numeric), list(dated), list(yearly),
                               WORDS.__getitem__, lambda props: sorted(props)[0])


def test_the_measure_is_the_one_said_or_implied():
    numbers = list(WORDS)
    assert _measure("Which dish has the fewest calories?", numbers) == P + "calories"
    assert _measure("What is the cheapest item in the Kitchenware group?", numbers) == P + "unitPrice"
    assert _measure("Who is the highest-paid person in the Finance team?", numbers) == P + "yearlySalary"
    assert _measure("What is the least populous town in Brakmoor?", numbers) == P + "population"
    assert _measure("What is the lightest orphan drug?", numbers) == P + "weight"
    assert _measure("What is the shiniest orphan drug?", numbers) is None  # nothing says shine
    # a superlative of time orders the one date the things have
    assert _measure("Who is the oldest mayor in Veldmark?", numbers, dated=[P + "birthDate"]) == P + "birthDate"
    assert _measure("Who is the oldest mayor in Veldmark?", numbers, dated=[P + "birthDate", P + "founded"]) is None


def test_the_listing_graph_is_ordered_and_cut_to_its_first():
    listing = sparql_to_graph(f"SELECT DISTINCT ?x WHERE {{ ?x <{P}group> <{P}kitchenware> . }}")
    sparql = to_sparql(ordered(listing, P + "unitPrice", stated_superlative("What is the cheapest item in X?")))
    assert f"?x <{P}unitPrice> ?measure" in sparql and sparql.endswith("ORDER BY ASC(?measure) LIMIT 1")
    sparql = to_sparql(ordered(listing, P + "birthDate", stated_superlative("Who is the youngest item in X?")))
    assert sparql.endswith("ORDER BY DESC(?measure) LIMIT 1")  # the youngest was born last
    counted = sparql_to_graph(f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x <{P}group> <{P}kitchenware> . }}")
    assert ordered(counted, P + "unitPrice", stated_superlative("What is the cheapest item in X?")) is None


# -- through the engine ------------------------------------------------------------------------
ANSWERED = [
    ("depot", "What is the cheapest item in the Kitchenware group?", {"item-0010"}),
    ("geography", "What is the least populous town in Brakmoor?", {"Cairnby"}),  # "number of inhabitants"
    # no class is labelled "dish": the one the model's graph types (Recipe) is listed
    ("kitchen", "Which dish has the fewest calories?", {"recipe-0017"}),
]


@pytest.mark.parametrize("name, question, wanted", ANSWERED, ids=[q for _, q, _ in ANSWERED])
def test_the_engine_orders_the_listing(shipped_engine, bench_kg, name, question, wanted):
    answer = shipped_engine.answer(question, bench_kg(name), kg_name=name)
    assert {str(r[0]).rsplit("/", 1)[-1] for r in answer.rows} == wanted, answer.sparql
    assert answer.read_as and " by " in answer.read_as  # the reading says what it ordered


def test_a_listed_noun_that_is_a_measure_asks_a_value():
    # "the last transcript release date": a date, the measure itself, not a thing of the listing
    assert _measure("What is the last transcript release date?", dated=[P + "birthDate"]) is None
    # a property named with the class's noun is still a measure of it ("item list price")
    assert superlative_measure(stated_superlative("What is the cheapest item in X?"), ["p"], [], [],
                               {"p": "item list price"}.__getitem__, min) == "p"
    assert stated_superlative("What is the cheapest item in the Kitchenware group?").head == "item"
