"""kgqa.engine.claim_times: a Wikibase KG's facts read through their statements, for the year a
question says, for all time, or now. A small Wikibase instance of its own base IRI
(tests/engine/data/coaches.ttl: head coaches over time as statement nodes with start and end
qualifiers, the direct claim for the current coach only, home towns as direct claims alone),
asked through the shipped engine on the Oxigraph server; and the orchestras bench's own golds."""

from __future__ import annotations

import pytest

from kgqa.bench import orchestras_kg as bench
from kgqa.engine.claim_times import Claim, ClaimTimes, asked_time, with_claim_times

Q = "http://kb.example.org/entity/"
GOLD = {q: sparql for q, _, sparql in bench.QUESTIONS}


@pytest.fixture(scope="module")
def coaches(data_kg):
    return data_kg("coaches.ttl")


@pytest.mark.parametrize("question, want", [
    ("Who coached Brackwater Rovers in 2001?", {Q + "Q20"}),
    ("Who was the head coach of Brackwater Rovers in 2010?", {Q + "Q21"}),
    ("Who is the head coach of Brackwater Rovers?", {Q + "Q22"}),  # the direct claim: now
    ("Who have been head coaches of Brackwater Rovers?", {Q + "Q20", Q + "Q21", Q + "Q22"}),
    ("Which clubs has Tamsin Okoro coached?", {Q + "Q10", Q + "Q11"}),
    ("What is the home town of Elmhurst Athletic?", {Q + "Q31"}),  # no statement node: as it was
])
def test_a_listing_reads_the_statements_of_the_year_or_of_all_time(shipped_engine, coaches, question, want):
    answer = shipped_engine.answer(question, coaches, kg_name="coaches")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_a_count_over_all_time_counts_each_thing_once(shipped_engine, coaches):
    answer = shipped_engine.answer("How many clubs has Tamsin Okoro coached?", coaches, kg_name="coaches")
    assert [str(r[0]) for r in answer.rows] == ["2"], answer.sparql  # her current club is a statement too


@pytest.mark.parametrize("question, truth", [
    ("Was Odile Ferrant ever head coach of Brackwater Rovers?", True),
    ("Was Piet Harlow head coach of Elmhurst Athletic in 2005?", True),
    ("Was Piet Harlow head coach of Elmhurst Athletic in 2020?", False),
    ("Is Piet Harlow the head coach of Elmhurst Athletic?", False),  # his statement has ended
    ("Is Tamsin Okoro the head coach of Elmhurst Athletic?", True),
    ("Does Brackwater have more than a million inhabitants?", True),  # "a million" is 1000000
    ("Does Elmhurst have more than half a million inhabitants?", False),
])
def test_a_yes_no_question_asks_of_its_time(shipped_engine, coaches, question, truth):
    answer = shipped_engine.answer(question, coaches, kg_name="coaches")
    assert answer.boolean is truth, answer.sparql


@pytest.mark.parametrize("question", ["Who conducted the Kronvik Symphony Orchestra in 1980?"])
def test_the_orchestras_bench_asks_of_a_year(shipped_engine, bench_kg, answers_as_gold, question):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("orchestras"), "orchestras", question, GOLD[question])
    assert want and got == want, answer.sparql


@pytest.mark.parametrize("question", ["Was Anselm Krahl ever principal conductor of the Haldenburg Philharmonic Orchestra?",
                                      "Was Luca Ferrandi still principal conductor of the Porta Serena Symphony Orchestra in 2005?",
                                      "Does Kronvik have more than a million inhabitants?"])
def test_the_orchestras_bench_yes_no(shipped_engine, bench_kg, question):
    answer = shipped_engine.answer(question, bench_kg("orchestras"), kg_name="orchestras")
    assert answer.boolean is dict(bench.YES_NO)[question], answer.sparql


def test_when_a_question_asks_and_what_is_left_alone():
    assert asked_time("Who coached X in 2001?", "SELECT ...", False) == ("year", 2001)
    assert asked_time("Which films of 2001 did X direct?", 'FILTER(YEAR(?d) = 2001)', False) is None
    assert asked_time("Who coached X between 2001 and 2004?", "SELECT ...", False) is None
    assert asked_time("Was X ever the coach of Y?", "", True) == ("past", None)
    assert asked_time("Was X the coach of Y?", "", True) == ("past", None)
    assert asked_time("Who was the coach of Y?", "", False) is None  # one fact, as the KG says it now
    assert asked_time("Is X the coach of Y?", "", True) == ("now", None)
    assert asked_time("Which city has the most clubs?", "", False) is None


def test_a_direct_claim_with_no_claim_of_its_own_and_a_query_with_none_are_left_alone():
    times = ClaimTimes({"http://x/d": Claim("http://x/d", "http://x/c", "http://x/s")}, ["http://x/start"])
    sparql = "SELECT ?a WHERE { <http://x/A> <http://x/other> ?a . }"
    assert with_claim_times(sparql, times, ("past", None)) is None
    assert with_claim_times("ASK { <http://x/A> <http://x/d> <http://x/B> . }", times, ("past", None)).startswith(
        "ASK { { <http://x/A> <http://x/d> <http://x/B> . } UNION")
    assert with_claim_times(sparql.replace("other", "d"), times, ("year", 2000), timed=lambda c: False) is None


@pytest.mark.parametrize("question, want", [
    ("Which football clubs are there?", {Q + "Q10", Q + "Q11"}),
    ("How many football clubs are there?", {"2"}),
])
def test_the_things_of_a_class_the_kg_states_as_an_item(shipped_engine, coaches, question, want):
    # "instance of" (wdt:P1 here) types the items; no rdf:type class for the model to fill
    answer = shipped_engine.answer(question, coaches, kg_name="coaches")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question", ["Which chamber orchestras are there?", "How many symphony orchestras are there?"])
def test_the_orchestras_bench_class_items(shipped_engine, bench_kg, answers_as_gold, question):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("orchestras"), "orchestras", question, GOLD[question])
    assert want and got == want, answer.sparql
