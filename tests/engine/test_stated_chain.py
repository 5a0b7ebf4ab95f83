"""Chains of relations a question states noun by noun (kgqa.engine.stated_chain): the readings of
the question, and the walk on a real store."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.engine.stated_chain import (
    chain_ask,
    chain_graphs,
    chain_query,
    count_query,
    may_state_ask_chain,
    noun_fit,
    stated_ask_chains,
    stated_chains,
    stated_count_chains,
)
from kgqa.kg.embedded import EmbeddedKG

NAMES = ["anna berg", "lena holm", "oslo"]
FAMILY = Path(__file__).parent / "data" / "family_untyped.nt"
F = "http://example.org/family/"
RELATIONS = ("child", "spouse", "nationality", "birthPlace", "country")
WORDS = {F + r: w for r, w in zip(RELATIONS, ("child", "spouse", "nationality", "birth place", "country"))}
LINKS = set(WORDS)  # every relation of the family KG links two things


@pytest.mark.parametrize("question, nouns", [
    ("What is the nationality of the mother of Anna Berg?", ("mother", "nationality")),
    ("What is Anna Berg's spouse's mother's nationality?", ("spouse", "mother", "nationality")),
    ("what is anna berg 's spouse 's birth place ?", ("spouse", "birth place")),
    ("List the children of the father of Anna Berg", ("father", "children")),
    # the opening alone before the first "of": the answer's own name is asked
    ("What is the name of the mother of the spouse of Anna Berg?", ("spouse", "mother")),
    # a class noun before the copula is the answer's kind, not a hop
    ("Which country is the nationality of Anna Berg's mother?", ("mother", "nationality")),
    ("What nationality does Anna Berg's spouse's mother have?", ("spouse", "mother", "nationality")),
    ("Which language does the country of Anna Berg have?", ("country", "language")),
    # "number" heading a noun ("phone number") is not a count
    ("What is the phone number of the spouse of Anna Berg?", ("spouse", "phone number")),
])
def test_the_first_reading_has_one_noun_per_part(question, nouns):
    assert stated_chains(question, NAMES)[0].nouns == nouns
    assert stated_chains(question, NAMES)[0].name == "anna berg"


def test_a_noun_holding_of_is_a_later_reading():
    readings = [c.nouns for c in stated_chains("What is the place of birth of Lena Holm's spouse?", NAMES)]
    assert readings[0] == ("spouse", "birth", "place")
    assert ("spouse", "place of birth") in readings


@pytest.mark.parametrize("question", [
    "Who is the mother of Anna Berg?",  # one noun: the model's own one-hop graphs
    "What is the nationality of the mother of Anna Berg and her spouse?",  # the chain does not end it
    "What is the nationality of the mother of Maria Costa?",  # no stated name
    "How many children of the mother of Anna Berg are there?",  # asks a count
    "What is the number of children of the spouse of Anna Berg?",
    "Number of children of the spouse of Anna Berg?",
    "What is the largest city of the country of Anna Berg?",  # a superlative
])
def test_no_reading(question):
    assert stated_chains(question, NAMES) == []


def test_no_reading_is_longer_than_three_hops():
    readings = stated_chains("Anna Berg's spouse's mother's sister's child's nationality?", NAMES)
    assert readings and all(len(c.nouns) == 3 for c in readings)  # five nouns, grouped into three hops


def test_noun_fit_adds_shared_words_to_the_rankers_fit():
    fit = noun_fit("place of birth", {F + "birthPlace": -0.2, F + "country": 0.0}, WORDS)
    assert fit[F + "birthPlace"] == pytest.approx(-0.2 + 2.0) and fit[F + "country"] == 0.0
    assert F + "child" not in fit  # the ranker did not score it


@pytest.fixture(scope="module")
def family():
    return EmbeddedKG([FAMILY], name="family")


def _relevance(noun: str) -> dict[str, float]:
    """A ranker that knows each relation's own words only."""
    return {iri: 0.0 if words == noun else -1.0 for iri, words in WORDS.items()}


def _walk(question: str, kg, anchor: str):
    chain = stated_chains(question, NAMES)[0]
    return chain_graphs(chain, [F + anchor], kg, _relevance, WORDS, LINKS)


def test_the_walk_follows_the_nouns_forward(family):
    found = _walk("What is the country of the birth place of the child of Anna Berg?", family, "p1")
    assert found and found[0][1] == (F + "child", F + "birthPlace", F + "country")
    assert found[0][2] == chain_query(F + "p1", found[0][1])
    rows = family.select(found[0][2]).rows
    assert [str(r[0]) for r in rows] == [F + "c3"]


def test_a_hop_the_kg_lacks_ends_the_walk(family):
    # Ivan Petrov (p12) has no spouse: no path through "spouse", not one through a nearby relation
    assert _walk("What is the nationality of the spouse of Anna Berg?", family, "p12") == []


def test_a_hop_before_the_last_must_link_things(family):
    kg_words = {**WORDS, F + "nationality": "nationality"}
    chain = stated_chains("What is the child of the nationality of Anna Berg?", NAMES)[0]
    assert chain_graphs(chain, [F + "p1"], family, _relevance, kg_words, LINKS - {F + "nationality"}) == []


def test_the_walk_is_the_same_every_run(family):
    q = "What is the nationality of the spouse of the child of Anna Berg?"
    assert _walk(q, family, "p1") == _walk(q, family, "p1")


@pytest.mark.parametrize("question", [
    "Is Lena Holm the mother of the spouse of Anna Berg?",
    "Is Anna Berg's spouse's mother Lena Holm?",
    "was anna berg 's spouse 's mother lena holm ?",
])
def test_yes_no_about_a_chains_end(question):
    (chain, end), *_ = stated_ask_chains(question, NAMES)
    assert (chain.name, chain.nouns, end) == ("anna berg", ("spouse", "mother"), "lena holm")


@pytest.mark.parametrize("question", [
    "Is Lena Holm the mother of Anna Berg?",  # one noun: the model's
    "Is Anna Berg older than Lena Holm?",  # a comparison
    "Is Lena Holm the mother of the spouse of Lena Holm?",  # the end is the chain's own name
    "What is the mother of the spouse of Anna Berg?",  # not yes/no
])
def test_no_yes_no_chain(question):
    assert stated_ask_chains(question, NAMES) == []


def test_the_ask_follows_the_walk_not_the_asked_end(family):
    chain, end = stated_ask_chains("Is Lena Holm the child of the spouse of Anna Berg?", NAMES)[0]
    (_, hops, _, anchor), = chain_graphs(chain, [F + "p1"], family, _relevance, WORDS, LINKS, keep=1)
    assert family.ask(chain_ask(anchor, hops, F + "p3")) is True  # Lena Holm
    assert family.ask(chain_ask(anchor, hops, F + "p12")) is False  # Ivan Petrov: Olga Petrova's child, not Tomas Berg's


@pytest.mark.parametrize("question, nouns", [
    ("How many children does Anna Berg's spouse have?", ("spouse",)),
    ("How many children does the spouse of Anna Berg have?", ("spouse",)),
    ("how many children does anna berg 's mother 's spouse have ?", ("mother", "spouse")),
])
def test_counts_at_a_chains_end(question, nouns):
    (chain, counted), *_ = stated_count_chains(question, NAMES)
    assert (chain.name, chain.nouns, counted) == ("anna berg", nouns, "children")


def test_no_count_chain_without_a_chain():
    assert stated_count_chains("How many children does Anna Berg have?", NAMES) == []  # one hop: the model's
    assert stated_count_chains("How many children of Anna Berg are there?", NAMES) == []


def test_a_count_at_a_chains_end_is_zero_where_the_end_has_none(family):
    # Jonas Lind's spouse Sofia Lind has no child in the KG
    chain, counted = stated_count_chains("How many children does the spouse of Jonas Lind have?", ["jonas lind"])[0]
    (_, hops, _, anchor), = chain_graphs(chain, [F + "p6"], family, _relevance, WORDS, LINKS, keep=1)
    assert (anchor, hops) == (F + "p6", (F + "spouse",))
    assert family.select(count_query(anchor, hops, F + "child")).rows[0][0].toPython() == 0
    assert family.select(count_query(F + "p1", (F + "spouse",), F + "child")).rows[0][0].toPython() == 1


def test_only_questions_that_may_be_chains_are_linked_for_one():
    assert may_state_ask_chain("Is Lena Holm the mother of the spouse of Anna Berg?")
    assert may_state_ask_chain("Is Anna Berg's spouse's mother Lena Holm?")
    assert may_state_ask_chain("is anna berg 's spouse 's mother lena holm ?")
    assert not may_state_ask_chain("Is there any singer from France?")
    assert not may_state_ask_chain("Is Lena Holm the mother of Anna Berg?")  # one noun
    assert not may_state_ask_chain("What is the mother of the spouse of Anna Berg?")
