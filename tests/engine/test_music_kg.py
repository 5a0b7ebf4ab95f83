"""A music KG with no ``rdf:type``, no classes and no property labels (tests/candidates/data/
music.ttl, ``kgqa.bench.music_kg``'s, written blind in session 41), asked through the real
engine (the shipped checkpoint) on a real Oxigraph server; the faults its blind run showed.

- Two named things asked about together, each kept by another graph, are joined at the answer
  (kgqa.engine.joined_readings).
- "Are A based in B?" where A is based in a city of B: one step, then what reaches B
  (kgqa.engine.stated_pair); false when A's city is elsewhere.
- An answer that restates the question's own words (``<X> rdfs:label ?x`` for "the label of
  X") is no answer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.kg.endpoint import EndpointKG

MUSIC = Path(__file__).parents[1] / "candidates" / "data" / "music.ttl"
GRAPH = "http://example.org/g/music"
M = "http://example.org/music/"


@pytest.fixture(scope="module")
def music(oxigraph_server):
    oxigraph_server.load_file(MUSIC, graph=GRAPH)
    return EndpointKG(oxigraph_server.query_url, default_graph=GRAPH, name="music")


@pytest.fixture(scope="module")
def engine():
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint()


def test_two_named_things_asked_together_are_joined(engine, music):
    answer = engine.answer("Who plays drums in The Lantern Saints?", music, kg_name="music")
    assert {str(r[0]).removeprefix(M) for r in answer.rows} == {"Dalia_Ferro"}, answer.sparql


@pytest.mark.parametrize("question,truth", [
    ("Are The Copper Owls based in Aurenland?", True),
    ("Are The Copper Owls based in Ostravia?", False),
])
def test_based_in_a_country_through_a_city(engine, music, question, truth):
    answer = engine.answer(question, music, kg_name="music")
    assert answer.boolean is truth, answer.sparql


def test_the_name_the_question_gave_is_no_answer(engine, music):
    answer = engine.answer("In which country is the label of Midnight Ferry based?", music, kg_name="music")
    assert answer.rows and all(str(r[0]) != "Midnight Ferry" for r in answer.rows), answer.sparql
