"""Names written as their initials ("the NRA" for the National Roads Authority) are linked by the
label index's initials table and stated like a name spelt out, so a yes/no question naming one
is read as the ASK of its pair; through the real engine on a real Oxigraph server
(tests/engine/data/portal.ttl)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("question,truth", [
    ("Does the NRA publish the road traffic counts?", True),
    ("Does the NRA publish the bus stops?", False),  # the Environment Agency does
])
def test_a_yes_no_question_naming_a_publisher_by_its_initials(shipped_engine, data_kg, question, truth):
    answer = shipped_engine.answer(question, data_kg("portal.ttl"), kg_name="portal")
    assert answer.boolean is truth, answer.sparql
    assert "roads_authority" in answer.sparql and "publisher" in answer.sparql


def test_the_same_letters_in_lower_case_are_no_name(shipped_engine, data_kg):
    answer = shipped_engine.answer("Which datasets does the nra publish?", data_kg("portal.ttl"), kg_name="portal")
    assert "roads_authority" not in (answer.sparql or "")


@pytest.mark.parametrize("question,truth", [
    ("Was Air quality readings updated more recently than School census?", True),
    ("Was School census updated more recently than Bus stops?", False),
    ("Was Bus stops updated less recently than Air quality readings?", True),
])
def test_dates_compared_by_more_recently(shipped_engine, data_kg, question, truth):
    """"Updated more recently than" compares two dates, later or earlier (kgqa.engine.comparison)."""
    answer = shipped_engine.answer(question, data_kg("portal.ttl"), kg_name="portal")
    assert answer.boolean is truth, answer.sparql
    assert "modified" in answer.sparql and "FILTER" in answer.sparql


@pytest.mark.parametrize("question,truth", [
    ("Does the Environment Agency publish more datasets than the School Office?", True),
    ("Does the School Office publish more datasets than the Environment Agency?", False),
])
def test_counts_of_the_things_that_name_each(shipped_engine, data_kg, question, truth):
    """"Publish more datasets than": the Datasets whose publisher each is, counted and compared
    (kgqa.engine.comparison.named_properties, the inverse direction)."""
    answer = shipped_engine.answer(question, data_kg("portal.ttl"), kg_name="portal")
    assert answer.boolean is truth, answer.sparql
    assert "publisher> <http://example.org/portal/env_agency>" in answer.sparql
