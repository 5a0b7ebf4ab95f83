"""Figures on nodes a thing links to, asked through the shipped engine on the Oxigraph server: a
nutrition table (tests/engine/data/pantry.ttl) whose items are named only by a head-first
description ("Almonds, raw"), hold their amounts on nodes they link to (blank nodes and IRIs),
each naming its component ("Potassium, K"), and belong to groups named with their kin ("Nuts and
Nut Butters"). kgqa.engine.observations reads the links either way and the things a named group
holds; kgqa.candidates.title_properties.description_properties and
kgqa.candidates.second_names name the items and components as people say them."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.candidates.entities import entity_names
from kgqa.candidates.second_names import inverted_name, short_names
from kgqa.kg.embedded import EmbeddedKG

PANTRY = Path(__file__).parent / "data" / "pantry.ttl"
I = "http://pantry.example.net/item/"


@pytest.fixture(scope="module")
def pantry(data_kg):
    return data_kg("pantry.ttl")


@pytest.mark.parametrize("question, want", [
    ("How much iron is in quinoa?", ["1.5"]),  # an IRI node
    ("How much potassium do almonds have?", ["733"]),  # a blank node
    ("Which item has the most potassium?", [I + "101"]),
    ("Which nuts have more than 16 g of protein?", [I + "101"]),  # the group "Nuts and Nut Butters"
])
def test_a_figure_on_the_node_an_item_links_to(shipped_engine, pantry, question, want):
    answer = shipped_engine.answer(question, pantry, kg_name="pantry")
    assert sorted(str(r[0]).removesuffix(".0") for r in answer.rows) == want, answer.sparql


def test_items_compared_with_one_named_item(shipped_engine, pantry):
    answer = shipped_engine.answer("Which items contain more protein than oats?", pantry, kg_name="pantry")
    assert sorted(str(r[0]) for r in answer.rows) == [I + "101", I + "102"], answer.sparql


@pytest.mark.parametrize("question, truth", [
    ("Does quinoa have more than 5 mg of iron?", False),
    ("Does quinoa have more than 1 mg of iron?", True),
    ("Do cashews contain more iron than almonds?", True),
])
def test_a_yes_no_question_about_a_figure_on_a_node(shipped_engine, pantry, question, truth):
    answer = shipped_engine.answer(question, pantry, kg_name="pantry")
    assert answer.boolean is truth, answer.sparql


def test_things_named_by_their_description_and_as_people_say_a_head_first_name():
    names = {(e.iri.removeprefix(I), e.label, e.source) for e in entity_names(EmbeddedKG([PANTRY], name="pantry-names"))}
    assert ("101", "Almonds, raw", "label") in names  # no label: its short description
    assert ("101", "raw Almonds", "alt_label") in names and ("101", "Almonds", "alt_label") in names
    assert ("c-k", "Potassium", "alt_label") in names
    assert ("g-nuts", "Nuts", "alt_label") in names
    assert not any(iri == "c-prot" and source == "alt_label" for iri, _, source in names)  # no comma


def test_the_shorter_names_of_a_long_name():
    assert inverted_name("Cheese, cheddar, sharp") == "sharp cheddar Cheese"
    assert inverted_name("Okafor, Ada") == "Ada Okafor"
    assert inverted_name("Milk, whole, 3.25% milkfat, with added vitamin D") is None
    assert short_names("Tofu, raw, firm, prepared with calcium sulfate") == ["Tofu"]
    assert short_names("Bananas, raw") == ["Bananas", "Banana"]  # said of one
    assert short_names("Myorexin, a muscle-derived hormone that suppresses appetite.") == []  # a title's clause
    assert short_names("Total lipid (fat)") == ["Total lipid", "fat"]
    assert short_names("Paris (France)") == ["Paris"]  # a proper name's bracket tells it apart
    assert short_names("Chickpeas (garbanzo beans, bengal gram), raw") == ["Chickpeas (garbanzo beans, bengal gram)",
                                                                            "Chickpeas", "Chickpea"]
    assert short_names("Fruits and Fruit Juices") == ["Fruits", "Fruit"]
    assert short_names("Romeo and Juliet") == []
    assert short_names("Supreme Court of Westmarch") == ["Supreme Court"]
    assert short_names("Bank of England") == []


def test_shorter_names_only_one_thing_has_and_none_past_the_cap():
    from kgqa.candidates.label_index import LabelEntry
    from kgqa.candidates.second_names import comma_names
    entries = [LabelEntry("x:1", "Cheese, cheddar"), LabelEntry("x:2", "Cheese, brie"), LabelEntry("x:3", "Tofu, firm"),
               LabelEntry("x:4", "Oats"), LabelEntry("x:5", "Oats, rolled")]
    out = {(e.iri, e.label) for e in comma_names(entries) if e.source == "alt_label"}
    assert ("x:3", "Tofu") in out and ("x:3", "firm Tofu") in out
    assert not any(label in ("Cheese", "Oats") for _, label in out)  # two cheeses; "Oats" is x:4's label
    capped = {e.label for e in comma_names(entries, max_names=2) if e.source == "alt_label"}
    assert "Tofu" not in capped and "firm Tofu" in capped  # the order people say it needs no memory
