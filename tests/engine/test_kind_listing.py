"""kgqa.engine.kind_listing: the things of a kind a text value names, in a KG with no class for
it (OpenStreetMap's tags), on a real store and through the real engine on a real server."""

from __future__ import annotations

import pytest
from rdflib import Literal

from kgqa.engine.kind_listing import folded, kind_listing
from kgqa.kg.embedded import EmbeddedKG

K, N = "https://www.openstreetmap.org/wiki/Key:", "https://www.openstreetmap.org/node/"
TTL = f"""@prefix k: <{K}> . @prefix n: <{N}> .
n:1 k:amenity "cafe" ; k:name "Café Lindqvist" ; k:addr:street "Harbour Road" .
n:2 k:amenity "cafe" ; k:name "Kaffestugan" ; k:addr:street "Mill Street" .
n:3 k:amenity "restaurant" ; k:name "Stenugnen" ; k:addr:street "Harbour Road" .
n:4 k:highway "bus_stop" ; k:name "Stationen" ; k:shelter "yes" .
n:6 k:highway "bus_stop" ; k:name "Torget" ; k:shelter "no" .
n:7 k:amenity "restaurant" ; k:name "Napoli" ; k:cuisine "pizza;italian" .
n:8 k:amenity "restaurant" ; k:name "Sole" ; k:cuisine "pizza" .
n:5 k:cuisine "cafe" ; k:name "Odd one" .
"""
AMENITY, STREET = frozenset({K + "amenity"}), frozenset({K + "addr:street"})


@pytest.fixture
def kg(tmp_path):
    ttl = tmp_path / "streets.ttl"
    ttl.write_text(TTL)
    return EmbeddedKG([ttl], name="streets")


def _read(kg, question, values, is_class=lambda noun: False):
    rows = lambda q: [str(r[0]) for r in kg.select(q).rows]  # noqa: E731
    found = kind_listing(question, values, [], is_class, rows, rows)
    return None if found is None else {str(r[0]) for r in kg.select(found.reading.sparql).rows}


def test_the_kind_and_the_values_said_of_it(kg):
    values = [(Literal("cafe"), AMENITY), (Literal("Harbour Road"), STREET)]
    assert _read(kg, "Which cafés are on Harbour Road?", values) == {N + "1"}
    assert _read(kg, "how many cafes are there", [(Literal("cafe"), AMENITY)]) == {"2"}
    stops = [(Literal("bus_stop"), frozenset({K + "highway"}))]
    assert _read(kg, "Which bus stops are there?", stops) == {N + "4", N + "6"}
    # a tag named and "yes"; a word one of a list of values holds (or the one value)
    assert _read(kg, "Which bus stops have a shelter?", stops) == {N + "4"}
    assert _read(kg, "How many restaurants serve pizza?", [(Literal("restaurant"), AMENITY)]) == {"2"}


def test_not_this_reading(kg):
    # a class the noun names, a value held by two properties, a number stated
    assert _read(kg, "Which cafés are there?", [(Literal("cafe"), AMENITY)], lambda noun: True) is None
    assert _read(kg, "Which cafés are there?", [(Literal("cafe"), AMENITY | {K + "cuisine"})]) is None
    assert _read(kg, "Which cafés have more than 20 seats?", [(Literal("cafe"), AMENITY)]) is None
    # a value that is a thing's name: an attribute of that thing is asked
    assert _read(kg, "What cafe is Kaffestugan?", [(Literal("cafe"), AMENITY),
                                                    (Literal("Kaffestugan"), frozenset({K + "name"}))]) is None
    assert folded("Café_Lindqvist") == "cafe lindqvist"


def test_things_with_a_class_are_the_models(tmp_path):
    ttl = tmp_path / "channels.ttl"
    ttl.write_text(f"""@prefix k: <{K}> . @prefix n: <{N}> .
n:1 a k:Channel ; k:country "Italy" ; k:hd_tv "yes" . n:2 a k:Channel ; k:country "Italy" ; k:hd_tv "no" .
""")
    typed = EmbeddedKG([ttl], name="channels")
    rows = lambda q: [str(r[0]) for r in typed.select(q).rows]  # noqa: E731
    assert kind_listing("Which country has the most tv channels?", [], [], lambda noun: False, rows, rows,
                        lambda nouns: K + "country" if "country" in nouns else None) is None


@pytest.mark.parametrize("question,want", [
    ("Which cafés are on Harbour Road?", {N + "2150431001", N + "2150431017"}),
    ("Which cafés serve cake?", {N + "2150431001", N + "3308772104"}),  # cuisine "coffee_shop;cake"
    ("How many shops are there on Harbour Road?", {"2"}),  # any value of the shop key
])
def test_through_the_engine(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("streets"), kg_name="streets")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql
