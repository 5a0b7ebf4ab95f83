"""kgqa.engine.unnamed_answer through the real engine on a real Oxigraph server
(tests/engine/data/gear.ttl): an answer of blank nodes (a weight's QuantitativeValue, a rating
node) is carried to their value, the one the question names where the nodes hold several
numbers."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("question,want", [
    ("How much does the Trail Tent weigh?", {"2.1"}),
    ("What is the weight of the Summit Stove?", {"310"}),
])
def test_a_weight_node_answers_with_its_number(shipped_engine, data_kg, question, want):
    answer = shipped_engine.answer(question, data_kg("gear.ttl"), kg_name="gear")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_the_value_named_by_the_question_among_several_numbers():
    from kgqa.engine.unnamed_answer import _the_value

    props = {"http://schema.org/ratingValue": True, "http://schema.org/reviewCount": True}
    names = {"ratingValue": "rating value", "reviewCount": "review count", "value": "value", "unitCode": "unit code"}
    words = lambda iri: names[iri.rsplit("/", 1)[1]]  # noqa: E731
    assert _the_value(props, "What is the rating of the Trail Tent?", words) == "http://schema.org/ratingValue"
    assert _the_value(props, "How many reviews does the Trail Tent have?", words) == "http://schema.org/reviewCount"
    assert _the_value(props, "What about the Trail Tent?", words) is None  # two numbers, neither named
    assert _the_value({"http://schema.org/value": True, "http://schema.org/unitCode": False},
                      "How heavy is it?", words) == "http://schema.org/value"


@pytest.mark.parametrize("question,truth", [
    ("Is the Trail Tent under 200 euros?", True),  # "189.00", a price written as text
    ("Does the Trail Tent cost more than 250 euros?", False),
    ("Does the Summit Stove cost more than 2400 euros?", True),  # 2400 euros: a price, not a year
    ("Is the Summit Stove cheaper than 2000 euros?", False),
])
def test_a_price_held_on_an_offer_compared_with_a_number(shipped_engine, data_kg, question, truth):
    answer = shipped_engine.answer(question, data_kg("gear.ttl"), kg_name="gear")
    assert answer.boolean is truth, answer.sparql
    assert "offers" in answer.sparql and "price" in answer.sparql
