"""A KG without any rdf:type gets graphs: people named only by rdfs:label, five relations, asked
1- and 2-hop questions about named people through the real engine on a real Oxigraph server.

The only way to a person here is an entity (Ent) vertex: no class to type a variable with, and
names only in rdfs:label, which onboarding keeps out of the relations."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.kg.endpoint import EndpointKG
from kgqa.paths import models_dir

FAMILY = Path(__file__).parent / "data" / "family_untyped.nt"
F = "http://example.org/family/"
GRAPH = "http://example.org/g/family-untyped"

TWO_HOP = [
    ("What is the nationality of Anna Berg's child?", F + "c3"),
    ("Where was the child of Erik Holm born?", F + "t4"),
    ("Who is the spouse of Maria Costa's child?", F + "p11"),
    ("What is the nationality of the spouse of Jonas Lind?", F + "c3"),  # his own is c4
    ("In which country was Ivan Petrov born?", F + "c3"),
    ("What is the birth place of Lena Holm's spouse?", F + "t1"),
]
ONE_HOP = [
    ("Who is the child of Karl Nyberg?", F + "p7"),
    ("What is the nationality of Pedro Alves?", F + "c2"),
    ("Who is the spouse of Jonas Lind?", F + "p7"),
]


@pytest.fixture(scope="module")
def family_kg(oxigraph_server):
    oxigraph_server.load_file(FAMILY, graph=GRAPH)
    return EndpointKG(oxigraph_server.query_url, default_graph=GRAPH, name="family")


@pytest.fixture(scope="module")
def answers(family_kg):
    from kgqa.engine.hgnet_engine import HGNetEngine

    engine = HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "model.pt")
    return {q: engine.answer(q, family_kg, kg_name="family") for q, _ in TWO_HOP + ONE_HOP}


@pytest.fixture(scope="module")
def minilm_answers(family_kg):
    from kgqa.engine.hgnet_engine import HGNetEngine

    engine = HGNetEngine.from_checkpoint(models_dir() / "hgnet_minilm" / "model.pt")
    asked = [q for q, _ in TWO_HOP + ONE_HOP + YES_NO + THREE_HOP + CHAIN_YES_NO + CHAIN_COUNTS]
    asked += [q for q, _, _ in POSSESSIVE]
    return {q: engine.answer(q, family_kg, kg_name="family") for q in asked}


def test_the_minilm_checkpoint_answers_with_entities_on_a_kg_without_types(minilm_answers):
    """The MiniLM candidate (models/hgnet_minilm/) through the same engine: 4 of 6 two-hop and
    3 of 3 one-hop when it was committed (the GloVe model.pt: 3 and 3)."""
    two = [q for q, expected in TWO_HOP if _answered(minilm_answers[q], expected)]
    one = [q for q, expected in ONE_HOP if _answered(minilm_answers[q], expected)]
    assert len(two) >= len(TWO_HOP) // 2, {q: minilm_answers[q].sparql for q, _ in TWO_HOP}
    assert len(one) >= 2, {q: minilm_answers[q].sparql for q, _ in ONE_HOP}


@pytest.fixture(scope="module")
def minilm_own_yes_no(family_kg):
    """The yes/no questions through the model's own readings (no stated pair)."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.config import SearchConfig

    engine = HGNetEngine.from_checkpoint(models_dir() / "hgnet_minilm" / "model.pt",
                                         search=SearchConfig.default(stated_pair=False))
    return {q: engine.answer(q, family_kg, kg_name="family") for q, _ in YES_NO}


def test_the_minilm_checkpoint_reads_yes_no_questions_as_themselves(minilm_own_yes_no):
    """A model that learned yes/no questions outlines "Is A the spouse of B?" as an ASK of its
    own (``search.yes_no_ask_outline``): 7 of 8 right when this was written, against 4 of 8 read
    through the request form ("Find A the spouse of B", read as two entities sharing a spouse)."""
    got = minilm_own_yes_no
    assert sum(a.read_as == q for q, a in got.items()) >= len(YES_NO) // 2, {q: a.read_as for q, a in got.items()}
    right = [q for q, truth in YES_NO if got[q].boolean is truth]
    assert len(right) >= 6, {q: (a.boolean, a.sparql) for q, a in got.items()}
    assert any(got[q].boolean is False for q, truth in YES_NO if truth is False)


def test_a_named_pair_is_read_by_the_property_its_noun_says(minilm_answers):
    """``search.stated_pair``: "Is A the spouse of B?" asks whether A is B's spouse
    (``B :spouse A``), not whether A is linked to B by whatever property could link them (Ivan
    Petrov is nobody's spouse, so only ``:child`` could); all 8 right."""
    got = {q: minilm_answers[q] for q, _ in YES_NO}
    assert [q for q, truth in YES_NO if got[q].boolean is not truth] == []
    assert got["Is Ivan Petrov the spouse of Anna Berg?"].read_as == "anna berg spouse ivan petrov"
    assert got["Is Ivan Petrov a child of Olga Petrova?"].read_as == "olga petrova child ivan petrov"


# possessive chains after a named person, as people (and tokenised question sets) write them
POSSESSIVE = [
    ("what is pedro alves 's spouse 's nationality ?", F + "c4",
     "what is the nationality of the spouse of pedro alves?"),
    ("Who is Tomas Berg's child's spouse?", F + "p4", "Who is the spouse of the child of Tomas Berg?"),
    ("What is Lena Holm's spouse's birth place?", F + "t1", "What is the birth place of the spouse of Lena Holm?"),
]


def test_possessive_chains_are_also_read_as_of_chains(minilm_answers):
    """``search.possessive_reading``: the engine searches the "of" reading too and the reranker
    chooses among both readings' graphs. 2 of 3 right when this was written (1 of 3 without it:
    the model reads "A's spouse's nationality" as A's nationality)."""
    got = {q: minilm_answers[q] for q, _, _ in POSSESSIVE}
    assert {q: a.read_as for q, a in got.items()} == {q: reading for q, _, reading in POSSESSIVE}
    right = [q for q, expected, _ in POSSESSIVE if _answered(got[q], expected)]
    assert len(right) >= 2, {q: a.sparql for q, a in got.items()}


# chains of three relations from a named person, each answer different from the shorter paths
THREE_HOP = [
    ("What is the country of the birth place of Anna Berg's child?", F + "c3"),  # hers: c1
    ("Who is Anna Berg's spouse's child's child?", F + "p6"),  # her spouse's child: p3
    ("what is lena holm 's spouse 's birth place 's country ?", F + "c1"),  # hers: c3
]


def test_chains_of_three_relations_are_answered(minilm_answers):
    """``search.stated_chain``: a chain the question states noun by noun is walked in the KG
    (:mod:`kgqa.engine.stated_chain`) and offered to the reranker. 3 of 3 right when this was
    written; without it 0 of 3 (no checkpoint outlines three hops from an entity)."""
    right = [q for q, expected in THREE_HOP if _answered(minilm_answers[q], expected)]
    assert len(right) == len(THREE_HOP), {q: minilm_answers[q].sparql for q, _ in THREE_HOP}


# yes/no about the end of a chain, half of them false
CHAIN_YES_NO = [
    ("Is Lena Holm the child of the spouse of Anna Berg?", True),
    ("Is Ivan Petrov the child of the spouse of Anna Berg?", False),
    ("Is Anna Berg's child's birth place's country Norway?", True),
    ("Is Anna Berg's child's birth place's country Sweden?", False),  # her own birth place's
]


def test_yes_no_about_the_end_of_a_chain(minilm_answers):
    """``search.stated_chain``: the chain is walked by its nouns alone and asked whether it
    reaches the named end. 4 of 4 right when this was written; the model alone read such
    questions as one hop (14 of 24 on kinship chains, `docs/experiments/2026-11-27-chains.md`)."""
    got = {q: minilm_answers[q] for q, _ in CHAIN_YES_NO}
    assert [got[q].boolean for q, _ in CHAIN_YES_NO] == [truth for _, truth in CHAIN_YES_NO], \
        {q: a.sparql for q, a in got.items()}


# counts at the end of a chain, none of them the count at its start
CHAIN_COUNTS = [
    ("How many children does Anna Berg's spouse have?", 1),
    ("How many children does the spouse of Jonas Lind have?", 0),
    ("How many children does Lena Holm's child have?", 0),  # hers: 1
    ("how many children does pedro alves 's spouse have ?", 1),
]


def test_counts_at_the_end_of_a_chain(minilm_answers):
    """``search.stated_chain``: "How many N does <chain> have?" counts what the KG's best-fitting
    predicate for N links the chain's end to. 4 of 4 right when this was written."""
    got = {q: minilm_answers[q] for q, _ in CHAIN_COUNTS}
    assert [int(got[q].rows[0][0]) if got[q].rows else None for q, _ in CHAIN_COUNTS] == \
        [n for _, n in CHAIN_COUNTS], {q: a.sparql for q, a in got.items()}


def _answered(ans, expected: str) -> bool:
    return ans.error is None and any(expected in (str(c) for c in row) for row in ans.rows)


def test_the_kg_has_no_types(family_kg):
    assert family_kg.ask("ASK { ?s a ?c }") is False


def test_every_question_gets_a_graph_with_the_named_entity(answers):
    for q, ans in answers.items():
        assert ans.query_graph is not None, (q, ans.error)
        ents = [v for v in ans.query_graph["vertices"] if v["cls"] == "Ent"]
        assert ents, (q, ans.sparql)


def test_two_hop_questions_about_labelled_entities_are_answered(answers):
    right = [q for q, expected in TWO_HOP if _answered(answers[q], expected)]
    assert len(right) >= len(TWO_HOP) // 2, {q: answers[q].sparql for q, _ in TWO_HOP}


def test_one_hop_questions_are_answered_with_the_entity(answers):
    right = [q for q, expected in ONE_HOP if _answered(answers[q], expected)]
    assert len(right) >= 2, {q: answers[q].sparql for q, _ in ONE_HOP}


# yes/no questions naming two entities, half of them false: a pattern that keeps only one of
# the two ("ASK { <Anna Berg> :nationality ?x }") is true whatever the second one is
YES_NO = [
    ("Is Anna Berg's nationality Sweden?", True),
    ("Is Anna Berg's nationality Norway?", False),
    ("Is Tomas Berg the spouse of Anna Berg?", True),
    ("Is Ivan Petrov the spouse of Anna Berg?", False),
    ("Does Karl Nyberg have Finland as nationality?", True),
    ("Does Olga Petrova have Sweden as nationality?", False),
    ("Is Ivan Petrov a child of Olga Petrova?", True),
    ("Is Lena Holm a child of Olga Petrova?", False),
]


@pytest.fixture(scope="module")
def yes_no_answers(family_kg):
    from kgqa.engine.hgnet_engine import HGNetEngine

    engine = HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "model.pt")
    return {q: engine.answer(q, family_kg, kg_name="family") for q, _ in YES_NO}


def test_yes_no_questions_about_two_entities_ask_about_both(yes_no_answers):
    for q, ans in yes_no_answers.items():
        assert ans.query_graph is not None, (q, ans.error)
        ents = {v["instance"] for v in ans.query_graph["vertices"] if v["cls"] == "Ent"}
        assert len(ents) == 2, (q, ans.sparql)


def test_yes_no_questions_about_two_entities_are_answered_both_ways(yes_no_answers):
    got = {q: yes_no_answers[q].boolean for q, _ in YES_NO}
    right = [q for q, truth in YES_NO if got[q] is truth]
    assert len(right) >= 7, {q: (got[q], yes_no_answers[q].sparql) for q, _ in YES_NO}
    # not one answer for every question: the false ones are said to be false
    assert any(got[q] is False for q, truth in YES_NO if truth is False), got
