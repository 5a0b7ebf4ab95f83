"""Things of the asked class that reach a text the question says through unnamed nodes
(kgqa.engine.value_paths): patient records whose diagnoses are condition resources holding a
coding node (tests/engine/data/records.ttl), whose patients are named in parts, through the
shipped engine on the Oxigraph server."""

from __future__ import annotations

import pytest

from kgqa.engine.value_paths import compares, said_texts
from rdflib import Literal

EX = "http://records.example.net/fhir/"


@pytest.fixture(scope="module")
def records(data_kg):
    return data_kg("records.ttl")


def test_a_text_is_said_whole_or_by_most_of_its_words():
    values = [Literal("Type 2 diabetes mellitus"), Literal("Diabetes mellitus type 2"), Literal("Hypertension"),
              Literal("Metformin 500 mg tablet"), Literal("2")]
    assert said_texts("Which patients have type 2 diabetes?", values) == values[:2]
    assert said_texts("how many patients have hypertension", values) == [values[2]]
    assert said_texts("Who takes metformin?", values) == []  # one word of four


def test_a_comparison_is_no_chain_to_a_text():
    assert compares("Which patients have had a systolic blood pressure over 150?")
    assert compares("Was Ada Okafor diagnosed with diabetes before her hypertension?")
    assert not compares("Which patients have type 2 diabetes?")


@pytest.mark.parametrize("question, want", [
    ("Which patients have type 2 diabetes?", {EX + "p1", EX + "p2"}),  # the one code under two names
    ("Which patients have asthma?", {EX + "p2"}),
    ("How many patients have hypertension?", {"2"}),
])
def test_the_things_that_reach_the_text(shipped_engine, records, question, want):
    answer = shipped_engine.answer(question, records, kg_name="records")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question, truth", [
    ("Does Ada Okafor have type 2 diabetes?", True),
    ("Does Hana Takeda have type 2 diabetes?", False),
    ("Does Tomasz Wielgosz have asthma?", True),
    ("Does Kwame Asante have asthma?", False),
])
def test_a_yes_no_question_asks_whether_the_thing_reaches_it(shipped_engine, records, question, truth):
    answer = shipped_engine.answer(question, records, kg_name="records")
    assert answer.boolean is truth, answer.sparql
