"""kgqa.engine.reified on blank nodes: a noun of one named entity held past blank nodes (its
distributions' formats) is read there; a yes/no question naming two entities joined through an
unnamed blank node (a DCAT dataset's distribution and its format) is the ASK of that join, and
one the KG joins only to things of the other's sort is the same ASK, false; through the real
engine on a real Oxigraph server (tests/engine/data/portal.ttl)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("question,truth", [
    ("Is Air quality readings available as JSON?", True),
    ("Is Bus stops available in CSV?", True),
    ("Is the School census available as CSV?", False),  # its one distribution is a PDF
    ("Is Bus stops available in JSON?", False),
])
def test_formats_through_blank_distributions(shipped_engine, data_kg, question, truth):
    answer = shipped_engine.answer(question, data_kg("portal.ttl"), kg_name="portal")
    assert answer.boolean is truth, answer.sparql
    assert "distribution" in answer.sparql and "format" in answer.sparql


P = "http://example.org/portal/"


@pytest.mark.parametrize("question,want", [
    ("In which formats is Air quality readings available?", {P + "csv", P + "json"}),
    ("What formats is the School census in?", {P + "pdf"}),
])
def test_a_noun_held_past_blank_nodes(shipped_engine, data_kg, question, want):
    answer = shipped_engine.answer(question, data_kg("portal.ttl"), kg_name="portal")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql
