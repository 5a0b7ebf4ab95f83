"""A value the question states is a condition on the things, not their answer
(kgqa.engine.stated_column), and "where" answered with a place given as text before a date
(kgqa.engine.answer_order.asked_thing_first), and two events' ends compared
(kgqa.engine.comparison), and a game's two sides read together
(kgqa.engine.sibling_roles): through the shipped engine on a chess club KG on
the Oxigraph server, and the column rule on its own."""

from __future__ import annotations

import pytest
from rdflib import Literal

from kgqa.engine.stated_column import stated_in_column

R = "http://chessclubs.example/resource/"


@pytest.fixture(scope="module")
def clubs(data_kg):
    return data_kg("clubs.ttl")


@pytest.mark.parametrize("question, gold", [
    ("Which players hold the IM title?", {"Ines_Marlow", "Hana_Oduya"}),
    ("Who has the member number 40213?", {"Ines_Marlow"}),  # said as a number, stored as a string
])
def test_a_stated_value_of_the_answer_column_selects_its_owners(shipped_engine, clubs, question, gold):
    a = shipped_engine.answer(question, clubs, kg_name="clubs")
    assert {r[0] for r in a.rows} == {R + g for g in gold}, a.sparql


@pytest.mark.parametrize("question, gold", [
    ("Where was the Spring Open held?", "Harrowgate, North Yorkshire"),
    ("where did the winter rapid take place", "Lowmere"),
])
def test_where_asks_for_a_place_given_as_text_before_a_date(shipped_engine, clubs, question, gold):
    a = shipped_engine.answer(question, clubs, kg_name="clubs")
    assert [r[0] for r in a.rows] == [gold], a.sparql


def test_when_still_asks_for_the_date(shipped_engine, clubs):
    a = shipped_engine.answer("When did the Autumn Cup start?", clubs, kg_name="clubs")
    assert [r[0] for r in a.rows] == ["2023-10-02"], a.sparql


@pytest.mark.parametrize("question, truth", [
    ("Did the Autumn Cup end before the Winter Rapid?", True),
    ("Did the Spring Open end before the Winter Rapid?", False),
    ("did the winter rapid finish after the autumn cup", True),
])
def test_which_of_two_events_ended_first(shipped_engine, clubs, question, truth):
    a = shipped_engine.answer(question, clubs, kg_name="clubs")
    assert a.boolean is truth, a.sparql


@pytest.mark.parametrize("question, gold", [
    ("How many games did Ines Marlow play?", ["3"]),  # as white or as black
    ("Which games did Ines Marlow play?", [R + "game_1", R + "game_2", R + "game_4"]),
    ("Which games did Ines Marlow play with white?", [R + "game_1"]),
])
def test_a_player_plays_from_either_side_unless_the_question_says_which(shipped_engine, clubs, question, gold):
    a = shipped_engine.answer(question, clubs, kg_name="clubs")
    assert sorted(r[0] for r in a.rows) == gold, a.sparql


def test_the_column_rule_needs_one_stated_value_among_several_and_nothing_set_aside():
    im, gm = Literal("IM"), Literal("GM")
    rows = [["IM"], ["GM"], ["FM"]]
    assert stated_in_column("Which players hold the IM title?", rows, [im]) == im
    assert stated_in_column("Which players hold the IM title?", [["IM"]], [im]) is None  # one value: nothing to select
    assert stated_in_column("Which players are IM or GM?", rows, [im, gm]) is None  # two stated: not one condition
    assert stated_in_column("Which titles other than IM are held?", rows, [im]) is None
    assert stated_in_column("Which players hold a title?", rows, [im]) is None  # not said
