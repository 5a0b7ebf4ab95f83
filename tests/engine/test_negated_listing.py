"""kgqa.engine.negated_listing: a listing negated by not/never/no whose chosen graph has no
negation is read as FILTER NOT EXISTS of the property the words after the negation say; unit
tests of the form, then through the real engine on a real Oxigraph server."""

from __future__ import annotations

import pytest

from kgqa.engine.negated_listing import negated_graph, negation


@pytest.mark.parametrize("question,rest", [
    ("Which creatures do not speak Common?", "speak Common"),
    ("Which mountains have never been climbed?", "been climbed"),
    ("how many papers don't cite Parsing Trees", "cite Parsing Trees"),
    ("List the towns without a station", "a station"),
    ("Which creatures speak Common?", None),
    ("Is Ana not a player?", None),  # a yes/no question, not a listing
])
def test_the_words_a_negated_listing_says(question, rest):
    assert negation(question) == rest


def test_a_graph_with_not_exists_or_minus_is_negated_already():
    assert negated_graph("SELECT ?x WHERE { ?x a :C . FILTER NOT EXISTS { ?x :p ?y } }")
    assert negated_graph("SELECT ?x WHERE { ?x a :C . MINUS { ?x :p ?y } }")
    assert not negated_graph("SELECT ?x WHERE { ?x a :C }") and not negated_graph(None)


B = "http://example.org/bestiary#"


def test_creatures_that_do_not_speak_common(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Which creatures do not speak Common?", bench_kg("bestiary"), kg_name="bestiary")
    assert {str(r[0]) for r in answer.rows} == {B + n for n in ("Balor", "BrassDragon", "HillTroll", "RiverTroll", "Vrock")}
    assert "hasLanguages" in answer.sparql


def test_players_who_do_not_play_for_a_club(shipped_engine, data_kg):
    answer = shipped_engine.answer("Which players do not play for Harbour FC?", data_kg("seasons.ttl"), kg_name="seasons")
    assert {str(r[0]) for r in answer.rows} == {"http://example.org/league/Cy_Moss"}
