"""kgqa.engine.hierarchy_levels through the real engine on a real Oxigraph server
(tests/engine/data/terms.ttl): a hierarchy read to any depth where the question says so ("up to
the top"), one step where it does not."""

from __future__ import annotations

T = "http://example.org/terms/"


def _answer(engine, kg, question):
    return engine.answer(question, kg, kg_name="terms")


def test_up_to_the_top_reads_the_hierarchy_to_any_depth(shipped_engine, data_kg):
    answer = _answer(shipped_engine, data_kg("terms.ttl"), "What are all the broader terms of gully erosion, up to the top?")
    assert {str(r[0]) for r in answer.rows} == {T + "soil_erosion", T + "soil"}, answer.sparql
    assert "+" in answer.sparql


def test_one_step_where_the_question_says_no_depth(shipped_engine, data_kg):
    answer = _answer(shipped_engine, data_kg("terms.ttl"), "What is the broader term of gully erosion?")
    assert {str(r[0]) for r in answer.rows} == {T + "soil_erosion"}, answer.sparql
