"""kgqa.engine.gendered: women or men asked for narrow the answer by the KG's gender property;
unit tests of the form and the property, then through the real engine on a real Oxigraph server."""

from __future__ import annotations

import pytest
import rdflib

from kgqa.engine.gendered import asked_gender, gender_value

FOAF = "http://xmlns.com/foaf/0.1/"
EX = "http://example.org/p/"


@pytest.mark.parametrize("question,gender", [
    ("Which women have won the prize in Physics?", "female"),
    ("How many men played for Harbour FC?", "male"),
    ("which female laureates were born in Oslo", "female"),
    ("Which laureates were born in Oslo?", None),
    ("Who is the woman who founded X?", None),
])
def test_the_gender_asked_for(question, gender):
    assert asked_gender(question) == gender


def test_the_gender_property_is_the_one_with_female_and_male_values():
    g = rdflib.Graph().parse(data=f"""
        <{EX}a> <{FOAF}gender> "female" . <{EX}b> <{FOAF}gender> "male" .
        <{EX}c> <{EX}sex> <{EX}F> . <{EX}F> <http://www.w3.org/2000/01/rdf-schema#label> "female" .
        <{EX}d> <{EX}note> "male" .""", format="turtle")
    select = lambda q: list(g.query(q))  # noqa: E731
    assert gender_value(select, "female") == (FOAF + "gender", rdflib.Literal("female"))
    assert gender_value(select, "male") == (FOAF + "gender", rdflib.Literal("male"))


L = "http://data.halvorsenprize.example/resource/laureate/"


def test_women_who_won_a_prize_through_the_engine(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Which women have won the Halvorsen Prize in Physics?", bench_kg("laureates"),
                                   kg_name="laureates")
    assert {str(r[0]) for r in answer.rows} == {L + "17", L + "54"}
    assert "gender" in answer.sparql
