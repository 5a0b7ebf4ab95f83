"""Codes and acronyms as second names (kgqa.candidates.key_names): which literal properties are
keys, and the names they give, read from a vessel register in the embedded store."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.candidates.entities import entity_names
from kgqa.candidates.title_properties import literal_properties
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


@pytest.mark.parametrize("local, code", [("P0C6R2", "P0C6R2"), ("A0A0G2JN67", "A0A0G2JN67"), ("IMO9144320", "IMO9144320"),
                                         ("Q42", None), ("12345", None), ("ABCDE", None), ("stadium_id=1", None),
                                         ("656c829d-8676-5326-9453-107880295d27", None)])
def test_an_accession_is_a_local_name_of_letters_and_digits_mixed(local, code):
    from kgqa.candidates.second_names import accession

    assert accession("http://purl.example/uniprot/" + local) == code


def test_an_unlabelled_thing_minted_from_its_accession_is_named_by_it_and_found_by_it(tmp_path):
    from kgqa.candidates.collect import collect_candidates

    turtle = """@prefix up: <http://purl.example/core/> . @prefix p: <http://purl.example/uniprot/> .
    p:P0C6R2 a up:Protein ; up:mnemonic "KAPR3_MOUSE" ; up:mass 31000 .
    p:Q8N4B7 a up:Protein ; up:mnemonic "KAPR3_HUMAN" ; up:mass 30500 .
    p:Q7X3A9 a up:Protein ; up:mass 52000 .
    <http://purl.example/row/17> a up:Protein ; up:mass 1 ."""
    (tmp_path / "accessions.ttl").write_text(turtle)
    kg = EmbeddedKG([tmp_path / "accessions.ttl"], name="accessions")
    names = {(e.iri.rsplit("/", 1)[1], e.label, e.source) for e in entity_names(kg)}
    assert {("P0C6R2", "P0C6R2", "alt_label"), ("Q7X3A9", "Q7X3A9", "alt_label")} <= names
    assert not any(iri == "17" for iri, _, _ in names)  # a row number names nothing
    pool = collect_candidates("What is the mass of Q7X3A9?", kg)
    assert [c.id for c in pool.ent][:1] == ["http://purl.example/uniprot/Q7X3A9"]


@pytest.mark.parametrize("local, code", [("NO2", "NO2"), ("PM10", "PM10"), ("BEL", "BEL"), ("ST-001", "ST-001"),
                                         ("Q42", None), ("O3", None), ("Barack_Obama", None), ("singer_id=2", None)])
def test_a_labelled_thing_minted_from_a_code_is_also_named_by_it(local, code):
    from kgqa.candidates.second_names import minted_code

    assert minted_code("http://air.example/property/" + local) == code


def test_nitrogen_dioxide_is_found_as_no2(tmp_path):
    from kgqa.candidates.collect import collect_candidates

    (tmp_path / "pollutants.ttl").write_text(
        '@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> . @prefix s: <http://air.example/def/> .\n'
        '<http://air.example/property/NO2> a s:Pollutant ; rdfs:label "nitrogen dioxide"@en .\n'
        '<http://air.example/property/PM10> a s:Pollutant ; rdfs:label "particulate matter under 10 um"@en .\n'
        '<http://air.example/sensor/1> a s:Sensor ; rdfs:label "roadside analyser" ; s:observes <http://air.example/property/NO2> .\n')
    kg = EmbeddedKG([tmp_path / "pollutants.ttl"], name="pollutants")
    assert ("NO2", "alt_label") in {(e.label, e.source) for e in entity_names(kg) if e.iri.endswith("/NO2")}
    pool = collect_candidates("Which sensors observe NO2?", kg)
    assert [c.id for c in pool.ent][:1] == ["http://air.example/property/NO2"]
