"""A role a question says as a verb, held by the unnamed node that joins a thing to a person
(kgqa.engine.reified.role_reading with NodeReader.roles): "Who translated X?" on a catalogue that
credits its people through blank contribution nodes (tests/engine/data/credits.ttl), whose works
are named only on blank title nodes and whose people only in parts; through the shipped engine
on the Oxigraph server."""

from __future__ import annotations

import pytest

EX = "http://catalog.example.net/"


@pytest.fixture(scope="module")
def credits(data_kg):
    return data_kg("credits.ttl")


@pytest.mark.parametrize("question, want", [
    ("Who translated The Salt Orchard?", {EX + "a2"}),
    ("Who illustrated The Salt Orchard?", {EX + "a3"}),
    ("Who translated Lanterns Below Zero?", {EX + "a1"}),  # Ines Albro: an author elsewhere
    ("Who illustrated A Map of Small Rivers?", {EX + "a3"}),
])
def test_the_role_a_verb_says_picks_the_person(shipped_engine, credits, question, want):
    answer = shipped_engine.answer(question, credits, kg_name="credits")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_the_role_picks_the_things_a_person_is_credited_for(shipped_engine, credits):
    answer = shipped_engine.answer("Which works did Ines Albro translate?", credits, kg_name="credits")
    assert {str(r[0]) for r in answer.rows} == {EX + "w2"}, answer.sparql  # not w1, which she wrote


@pytest.mark.parametrize("question, truth", [
    ("Did Tomas Quillfeather translate The Salt Orchard?", True),
    ("Did Ines Albro translate The Salt Orchard?", False),  # she wrote it
    ("Did Wren Holloway illustrate A Map of Small Rivers?", True),
    ("Did Tomas Quillfeather illustrate A Map of Small Rivers?", False),  # he wrote it
])
def test_a_yes_no_question_asks_for_the_role_too(shipped_engine, credits, question, truth):
    answer = shipped_engine.answer(question, credits, kg_name="credits")
    assert answer.boolean is truth, answer.sparql
