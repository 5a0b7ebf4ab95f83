"""Compass directions compare coordinates ("further north than": a higher latitude, "east of 0":
a longitude above 0), in yes/no comparisons of two places and in listings with a threshold;
through the real engine on a real Oxigraph server (tests/engine/data/towns.ttl)."""

from __future__ import annotations

import pytest

T = "http://example.org/towns/"


@pytest.mark.parametrize("question,truth", [
    ("Is Northby further north than Southby?", True),
    ("Is Southby further north than Middleham?", False),
    ("Is Southby farther east than Northby?", True),
])
def test_two_places_compared_by_a_coordinate(shipped_engine, data_kg, question, truth):
    answer = shipped_engine.answer(question, data_kg("towns.ttl"), kg_name="towns")
    assert answer.boolean is truth, answer.sparql
    assert "wgs84_pos#" in answer.sparql


def test_places_north_of_a_latitude(shipped_engine, data_kg):
    answer = shipped_engine.answer("Which towns lie north of 55 degrees latitude?", data_kg("towns.ttl"), kg_name="towns")
    assert {str(r[0]) for r in answer.rows} == {T + "northby", T + "middleham"}, answer.sparql
