"""Codes and acronyms as second names (kgqa.candidates.key_names): which literal properties are
keys, and the names they give, read from a vessel register in the embedded store."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.candidates.entities import entity_names, literal_properties
from kgqa.candidates.key_names import is_key, key_properties, looks_like_code
from kgqa.kg.embedded import EmbeddedKG

VESSELS = Path(__file__).parents[1] / "engine" / "data" / "vessels.ttl"
D = "http://register.vessels.example/def/"


@pytest.mark.parametrize("text", ["NCT05166203", "BRIDGE-AD", "EXKL", "INS_HUMAN", "SleepWell", "LAZV7"])
def test_codes(text):
    assert looks_like_code(text)


@pytest.mark.parametrize("text", ["Completed", "42", "2019-05-01", "Nordlys Star", "ferry", "A"])
def test_not_codes(text):
    assert not looks_like_code(text)


def test_a_key_has_one_value_per_subject_and_one_subject_per_value():
    rows = [(f"s{i}", f"AB{i}") for i in range(5)]
    assert is_key(rows)
    assert not is_key(rows[:3])  # too few to tell from chance
    assert not is_key(rows + [("s0", "AB9")])  # a subject with two values
    assert not is_key(rows + [("s9", "AB0")])  # a value of two subjects
    assert not is_key([(f"s{i}", "Word" + "abcde"[i]) for i in range(5)])  # one capital: words, not codes


def test_the_register_keys_its_vessels_by_imo_number_and_call_sign():
    kg = EmbeddedKG([VESSELS], name="vessels-keys")
    assert key_properties(kg, literal_properties(kg)) == (D + "callSign", D + "imo")  # not the status, the type nor a street
    names = {(e.label, e.source) for e in entity_names(kg) if e.iri.endswith("/vessel/9144320")}
    assert {("Polar Wren", "label"), ("LBQT3", "alt_label"), ("IMO9144320", "alt_label")} <= names


def test_a_node_whose_local_name_is_another_things_label_is_not_named_by_it():
    from kgqa.candidates.entities import entity_names as names_of_kg

    contests = Path(__file__).parents[1] / "engine" / "data" / "contests.ttl"
    kg = EmbeddedKG([contests], name="contests-names")
    named = {(e.iri.split("example/")[1], e.label) for e in names_of_kg(kg)}
    assert ("seat/northby", "Northby") in named
    # result/2022/northby is no "Northby" (result/2022/northby/ann is "ann": no one's label)
    assert not any(label.lower() in ("northby", "eastwick") for iri, label in named if iri.startswith("result/"))
