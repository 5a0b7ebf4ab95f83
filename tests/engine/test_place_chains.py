""""Which N ... in E?" and "How many N ... in E?" on a KG that places things in places at any
depth: GeoNames' ``parentFeature`` (a city in a region in a country), people ``based_near`` a
city. Read as ``?x p ?m . ?m parentFeature+ E`` (:func:`kgqa.engine.counted_place.chain_steps`);
"organisations" is the class ``foaf:Organization`` (British spelling, :func:`kgqa.wordforms.noun_key`).
Through the real engine on the social KG on a real Oxigraph server."""

from __future__ import annotations

import pytest

from kgqa.wordforms import noun_key

FOAF, GN = "http://xmlns.com/foaf/0.1/", "http://www.geonames.org/ontology#"
PLACES = "https://places.example.net/"


def _placed_in(cls: str, place: str) -> str:
    return (f"SELECT DISTINCT ?x WHERE {{ ?x a <{FOAF}{cls}> ; <{FOAF}based_near> ?c . "
            f"?c <{GN}parentFeature>+ <{PLACES}{place}> }}")


@pytest.mark.parametrize("question,gold", [
    ("Which people are based in Valdoria?", _placed_in("Person", "3317204")),
    ("Which organisations are there in Estmark?", _placed_in("Organization", "2614538")),
])
def test_a_listing_through_a_chain_of_places(shipped_engine, bench_kg, answers_as_gold, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("social"), "social", question, gold)
    assert want and got == want, answer.sparql
    assert f"<{GN}parentFeature>+" in answer.sparql


def test_a_count_through_a_chain_of_places(shipped_engine, bench_kg):
    kg = bench_kg("social")
    want = kg.select(_placed_in("Person", "3175921")).rows
    answer = shipped_engine.answer("How many people are based in Corvenna?", kg, kg_name="social")
    assert len(want) > 1 and [[str(len(want))]] == answer.rows, answer.sparql


def test_british_and_american_spellings_are_one_noun():
    assert noun_key("Organisations") == noun_key("organization") == "organization"
    assert noun_key("theatres") == "theater" and noun_key("hours") == "hour"
