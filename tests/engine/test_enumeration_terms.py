"""An enumeration term said by its local name (kgqa.candidates.value_terms: ``gtfs:Ferry``) and
routes named by their short names (title_properties: ``gtfs:shortName``), on a small GTFS feed
(tests/engine/data/routes.ttl) through the shipped engine on the Oxigraph server."""

from __future__ import annotations

import pytest

EX = "http://transit.example.net/"


@pytest.fixture(scope="module")
def routes(data_kg):
    return data_kg("routes.ttl")


@pytest.mark.parametrize("question, want", [
    ("Which ferry routes are there?", {EX + "routes-F2"}),
    ("Which tram routes are there?", {EX + "routes-T1", EX + "routes-T4"}),
])
def test_a_kind_said_by_its_term_lists_its_things(shipped_engine, routes, question, want):
    answer = shipped_engine.answer(question, routes, kg_name="routes")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question, truth", [
    ("Is the T1 a tram?", True),
    ("Is route 12 a tram?", False),
    ("Is the F2 a ferry?", True),
])
def test_a_yes_no_question_on_the_term(shipped_engine, routes, question, truth):
    answer = shipped_engine.answer(question, routes, kg_name="routes")
    assert answer.boolean is truth, answer.sparql
