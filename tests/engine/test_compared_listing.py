"""kgqa.engine.compared_listing: a listing narrowed by the comparison it states at its end
("Which products from Exotic Liquids cost less than 15?"), read in two parts, and the engine
answering such questions on real bench KGs (the shipped checkpoint, a real Oxigraph server),
where the model alone drops the entity, the class modifier or the comparison."""

from __future__ import annotations

import pytest
from rdflib import Literal

from kgqa.engine.compared_listing import measure_of, narrowed, stated_comparison
from kgqa.querygraph import sparql_to_graph, to_sparql


def test_the_listing_and_the_comparison_are_read_apart():
    c = stated_comparison("Which products from Exotic Liquids cost less than 15?")
    assert (c.listings, c.op, c.number, c.timed, c.words, c.counted) == \
        (("Which products from Exotic Liquids are there?", "List all products from Exotic Liquids."), "<", 15,
         False, "cost", False)
    c = stated_comparison("How many drama films were released after 2010?")
    assert (c.listings[0], c.op, c.number, c.timed, c.words, c.counted) == \
        ("Which drama films are there?", ">", 2010, True, "released", True)
    c = stated_comparison("Which settlements in Eastmarch have more than 100,000 inhabitants?")
    assert (c.listings[1], c.number, c.words, c.unit) == ("List all settlements in Eastmarch.", 100000, "",
                                                          "inhabitants")
    c = stated_comparison("Which films had a budget of more than 50 million?")
    assert (c.words, c.number) == ("budget", 50_000_000)
    c = stated_comparison("Which routes does Skylark Air operate that are longer than 1000 km?")
    assert (c.listings, c.op, c.implied, c.unit) == (("Which routes does Skylark Air operate?",), ">",
                                                     "length duration", "km")


def test_out_of_a_measure_states_none_of_it():
    c = stated_comparison("Which products are out of stock?")
    assert (c.listings[0], c.op, c.number, c.words) == ("Which products are there?", "=", 0, "stock")
    assert stated_comparison("Which products are out of the catalogue?") is None


def test_a_verb_the_listing_needs_stays_in_it():
    c = stated_comparison("How many albums did Glass Orchard release after 2012?")
    assert (c.listings, c.words, c.counted) == (("Which albums did Glass Orchard release?",), "release", True)
    c = stated_comparison("Which novels were published by Bluefen Press after 2015?")
    assert (c.listings, c.words) == (("Which novels were published by Bluefen Press?",), "published")


def test_other_questions_are_no_comparison():
    assert stated_comparison("Which products cost the most?") is None
    assert stated_comparison("Does Chang cost more than 20?") is None  # yes/no: its own reading
    assert stated_comparison("Which films came out after 5?") is None  # a time that is no year
    assert stated_comparison("Which employees joined the company before 2012?") is None  # "the" ends no listing
    assert stated_comparison("Which recipes can I cook in under 20 minutes?") is None  # "in" is no verb
    assert stated_comparison("What are the names of the singers whose age is over 30?") is None


P = "http://x.example/"
WORDS = {P + "unitPrice": "unit price", P + "unitsInStock": "units in stock", P + "weightKg": "weight kg",
         P + "birthYear": "birth year", P + "releaseDate": "release date", P + "founded": "founded",
         P + "population": "population", P + "length": "length"}


def _measure(question, numeric=(), dated=(), yearly=()):
    return measure_of(stated_comparison(question), list(numeric), list(dated), list(yearly), WORDS.__getitem__,
                      lambda props: sorted(props)[0])


def test_the_measure_is_the_property_the_words_name():
    numbers = [P + "unitPrice", P + "unitsInStock", P + "weightKg", P + "population", P + "length"]
    assert _measure("Which products cost less than 15?", numbers) == P + "unitPrice"  # "cost": price
    assert _measure("Which animals weigh less than 10 kg?", numbers) == P + "weightKg"
    assert _measure("Which towns have more than 20,000 inhabitants?", numbers) == P + "population"
    assert _measure("Which rivers are longer than 300 km?", numbers) == P + "length"
    assert _measure("Which products sparkle more than 3?", numbers) is None  # no word fits


def test_a_time_compares_dates_or_years():
    assert _measure("Which people were born before 1950?", [P + "birthYear"], yearly=[P + "birthYear"]) \
        == P + "birthYear"
    assert _measure("Which films came out after 2000?", dated=[P + "releaseDate", P + "founded"]) == P + "releaseDate"
    # no word fits the one dated property the things have: it is the time compared
    assert _measure("Which clubs were formed before 1900?", dated=[P + "founded"]) == P + "founded"
    assert _measure("Which clubs were formed before 1900?", dated=[P + "founded", P + "releaseDate"]) is None
    # a number of people is not a year
    assert _measure("Which people were born before 1950?", [P + "population"]) is None


def test_the_listing_graph_gets_the_comparison_and_the_count():
    listing = sparql_to_graph(f"SELECT DISTINCT ?x WHERE {{ ?x a <{P}Film> . ?x <{P}genre> <{P}Drama> . }}")
    c = stated_comparison("How many drama films were released after 2010?")
    sparql = to_sparql(narrowed(listing, P + "releaseDate", c, dated=True))
    assert sparql.startswith("SELECT (COUNT(DISTINCT ?x)")
    assert f"?x <{P}releaseDate> ?measure" in sparql and "FILTER(YEAR(?measure) > " in sparql
    ordered = sparql_to_graph(f"SELECT ?x WHERE {{ ?x <{P}length> ?l }} ORDER BY DESC(?l) LIMIT 1")
    assert narrowed(ordered, P + "length", c, dated=False) is None  # not a plain listing
    price = narrowed(listing, P + "unitPrice", stated_comparison("Which films cost less than 15?"), dated=False)
    assert any(v.instance == Literal(15) for v in price.vertices)


# -- through the engine ------------------------------------------------------------------------
ANSWERED = [
    ("company", "Which products from Exotic Liquids cost less than 15?", {"3"}),  # product/3
    ("depot", "Which Pellucid Home Goods items cost less than 50?", {"item-0006", "item-0009"}),
    ("kin", "Which surgeons were born before 1940?", {"P10", "P16", "P21"}),  # years as numbers
    ("films", "How many drama films were released after 2010?", {"6"}),  # dates, by their year
    # the model's own graph lists the textiles (by their category) and drops the comparison
    ("supply", "Which textiles cost less than 20?", {"10", "24"}),
    # "out of stock": none of the measure "stock" names left
    ("supply", "Which products are out of stock?", {"3", "12", "21"}),
    ("depot", "which items are out of stock", {"item-0022", "item-0025"}),
]


@pytest.mark.parametrize("name, question, wanted", ANSWERED, ids=[q for _, q, _ in ANSWERED])
def test_the_engine_narrows_the_listing(shipped_engine, bench_kg, name, question, wanted):
    answer = shipped_engine.answer(question, bench_kg(name), kg_name=name)
    got = {str(r[0]).rsplit("/", 1)[-1] for r in answer.rows}  # local names (a count: itself)
    assert got == wanted, answer.sparql
    assert answer.read_as and " with " in answer.read_as  # the reading says what it compared


def test_switched_off_the_model_answers_alone(shipped_engine, bench_kg):
    engine = shipped_engine.with_search(compared_listing=False)
    answer = engine.answer("Which products from Exotic Liquids cost less than 15?", bench_kg("company"),
                           kg_name="company")
    assert not (answer.read_as or "").endswith("< 15")
