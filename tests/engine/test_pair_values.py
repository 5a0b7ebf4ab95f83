"""Yes/no questions about a thing named by its code, or stating a code or a value beside a name
(kgqa.engine.pair_values, kgqa.candidates.key_names), asked through the shipped engine of a
vessel register in the embedded store; and the values read, unit by unit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rdflib import Literal, URIRef

from kgqa.engine.pair_values import codes_as_values, pair_values
from kgqa.kg.embedded import EmbeddedKG

VESSELS = Path(__file__).parent / "data" / "vessels.ttl"


def _ent(iri: str, name: str) -> dict:
    return {("ent", URIRef(iri)): name}


def test_a_number_inside_a_stated_value_is_not_a_second_value():
    phase, two = Literal("Phase 2"), Literal(2)
    from kgqa.models.slots import value_identity

    stated = {value_identity(phase), value_identity(two)}
    assert pair_values("is NCT05166203 phase 2", [phase, two], stated, _ent("http://x/t", "nct05166203")) == [phase]


def test_a_value_said_apart_from_the_name_holding_it_is_stated():
    from kgqa.models.slots import value_identity

    serrat = Literal("SERRAT")
    named = _ent("http://x/a", "serrat air")
    assert pair_values("Is Serrat Air's callsign SERRAT?", [serrat], {value_identity(serrat)}, named) == [serrat]
    assert pair_values("Does Serrat Air fly to Oslo?", [serrat], {value_identity(serrat)}, named) == []


def test_a_code_ending_the_question_is_a_value_though_the_kg_has_none():
    assert pair_values("Is Varnby Airport's IATA code VRN?", [], set(), _ent("http://x/v", "varnby airport")) \
        == [Literal("VRN")]
    assert pair_values("Is Varnby Airport busy?", [], set(), _ent("http://x/v", "varnby airport")) == []


def test_a_thing_named_by_its_code_and_its_name_asks_about_the_code():
    names = {"http://x/k": ["EXKL", "Kaldrun International Airport", "E"]}
    q = "Is EXKL the ICAO code of Kaldrun International Airport?"
    assert codes_as_values(q, _ent("http://x/k", "exkl"), [], names.get) == \
        [(_ent("http://x/k", "kaldrun international airport"), [Literal("EXKL")])]
    # another airport named by its code: the question is about the named one's code
    named = {**_ent("http://x/k", "kaldrun international airport"), **_ent("http://x/v", "exvb")}
    assert codes_as_values("Is EXVB the ICAO code of Kaldrun International Airport?", named, [], names.get) == \
        [(_ent("http://x/k", "kaldrun international airport"), [Literal("EXVB")])]


@pytest.fixture(scope="module")
def register():
    return EmbeddedKG([VESSELS], name="vessels-pairs")


@pytest.mark.parametrize("question, truth", [
    ("Is LAZV7 in service?", True),                       # a vessel named by its call sign
    ("Is IMO9144320 in service?", False),                 # ... by its IMO number: laid up
    ("Is Sea Lantern's call sign LCXN2?", True),
    ("Is Sea Lantern's call sign LQQX4?", False),         # a code no vessel has
    ("Is LAZV7 the call sign of Nordlys Star?", True),    # one vessel named twice
    ("Is LBQT3 the call sign of Nordlys Star?", False),   # another vessel's code
    ("Is the Polar Wren operated from Tromsø?", True),   # the city of its operator
    ("Is the Nordlys Star operated from Tromsø?", False),  # its operator is in Bergen
])
def test_yes_no_about_codes_through_the_engine(shipped_engine, register, question, truth):
    a = shipped_engine.answer(question, register, kg_name="vessels")
    assert a.boolean is truth, (a.sparql, a.read_as)


CONTESTS = Path(__file__).parent / "data" / "contests.ttl"


@pytest.fixture(scope="module")
def contests():
    return EmbeddedKG([CONTESTS], name="contests-pairs")


@pytest.mark.parametrize("question, truth", [
    ("Did Ann Holt win Northby in 2022?", True),
    ("Did Ann Holt win Northby in 2018?", False),   # she stood, Ben Cray won
    ("Did Ben Cray win Northby in 2022?", False),
    ("Did Ben Cray win Northby in 2018?", True),
])
def test_a_result_node_is_read_by_the_verb_and_the_year_of_its_election(shipped_engine, contests, question, truth):
    a = shipped_engine.answer(question, contests, kg_name="contests")
    assert a.boolean is truth, (a.sparql, a.read_as)


def test_yes_no_words_are_a_flag_whose_true_is_the_kgs_own_word():
    from kgqa.candidates.schema import SchemaItem
    from kgqa.engine.flag_ask import flag_properties

    props = {p: SchemaItem(p, "property", p) for p in ("http://x/active", "http://x/sex", "http://x/open")}
    flags = flag_properties(props, {"http://x/active": ["Y", "N"], "http://x/sex": ["F", "M"], "http://x/open": ["yes"]})
    assert set(flags) == {"http://x/active", "http://x/open"}
    assert flags.value("http://x/active", False) == Literal("N") and flags.value("http://x/open", False) == Literal("no")
    assert flags.is_false("http://x/active", Literal("n")) and not flags.is_false("http://x/active", Literal("Y"))


@pytest.mark.parametrize("question, truth", [("Is Polar Wren insured?", False), ("Is the Sea Lantern insured?", True)])
def test_a_text_flag_is_asked_by_its_yes_word(shipped_engine, register, question, truth):
    a = shipped_engine.answer(question, register, kg_name="vessels")
    assert a.boolean is truth, (a.sparql, a.read_as)


def test_things_without_a_text_flag_are_listed_by_its_no_word(shipped_engine, register):
    a = shipped_engine.answer("Which vessels are not insured?", register, kg_name="vessels")
    assert sorted(str(r[0]).rsplit("/", 1)[-1] for r in a.rows) == ["9011785", "9144320"], a.sparql


def test_unlabelled_things_asked_for_are_answered_not_a_column_they_share(shipped_engine, tmp_path):
    """"Which vessels are in service?" on a register that names its vessels by codes alone: the
    model's column (their vessel type, two values for three vessels) cannot be what is asked."""
    unlabelled = tmp_path / "vessels_unlabelled.ttl"
    unlabelled.write_text(re.sub(r' rdfs:label "[^"]*" ;', "", VESSELS.read_text()))
    kg = EmbeddedKG([unlabelled], name="vessels-unlabelled")
    a = shipped_engine.answer("Which vessels are in service?", kg, kg_name="vessels-unlabelled")
    assert sorted(str(r[0]).rsplit("/", 1)[-1] for r in a.rows) == ["9321483", "9507611", "9699104"], a.sparql


@pytest.mark.parametrize("question, truth", [("Is the Nordlys Star rated higher than the Sea Lantern?", True),
                                             ("Is the Sea Lantern rated higher than the Nordlys Star?", False)])
def test_two_things_compared_on_a_measure_past_their_unnamed_nodes(shipped_engine, register, question, truth):
    """The rating is on a blank node of each vessel (4.5 written as text, 3.9 a decimal); the
    inspections counted there are a number too, and not what "rated" says."""
    a = shipped_engine.answer(question, register, kg_name="vessels")
    assert a.boolean is truth and "ratingValue" in a.sparql, a.sparql


PAPERS = """@prefix : <http://papers.example/def/> .
@prefix p: <http://papers.example/paper/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
p:1 a :Paper ; rdfs:label "Graph Rewriting Basics" ; :cites p:2 ; :year 2019 .
p:2 a :Paper ; rdfs:label "Query Graphs Revisited" ; :year 2017 .
p:3 a :Paper ; rdfs:label "Outline Decoders" ; :cites p:2 , p:1 ; :year 2021 .
p:4 a :Paper ; rdfs:label "Unseen Knowledge Graphs" ; :cites p:3 ; :year 2023 .
p:5 a :Paper ; rdfs:label "Filling Decoders" ; :year 2024 .
"""


@pytest.mark.parametrize("question, truth", [("Does any paper cite Query Graphs Revisited?", True),
                                             ("Does any paper cite Filling Decoders?", False),
                                             ("Has anything cited Unseen Knowledge Graphs?", False)])
def test_whether_anything_does_what_the_verb_says_to_a_named_thing(shipped_engine, tmp_path, question, truth):
    (tmp_path / "papers.ttl").write_text(PAPERS)
    kg = EmbeddedKG([tmp_path / "papers.ttl"], name="papers")
    a = shipped_engine.answer(question, kg, kg_name="papers")
    assert a.boolean is truth and "cites" in a.sparql, (a.sparql, a.read_as)


ROUTES = """@prefix : <http://routes.example/def/> .
@prefix a: <http://routes.example/airport/> .
@prefix r: <http://routes.example/route/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
a:OSL a :Airport ; rdfs:label "Oslo Gardermoen" . a:BGO a :Airport ; rdfs:label "Bergen Flesland" .
a:TRD a :Airport ; rdfs:label "Trondheim Vaernes" . a:TOS a :Airport ; rdfs:label "Tromso Langnes" .
r:1 a :Route ; :origin a:OSL ; :destination a:BGO ; :distance_km 305 ; :weekly_flights 84 ; :first_operated 1998 .
r:2 a :Route ; :origin a:OSL ; :destination a:TRD ; :distance_km 390 ; :weekly_flights 70 ; :first_operated 1999 .
r:3 a :Route ; :origin a:BGO ; :destination a:TRD ; :distance_km 430 ; :weekly_flights 21 ; :first_operated 2004 .
r:4 a :Route ; :origin a:OSL ; :destination a:TOS ; :distance_km 1115 ; :weekly_flights 35 ; :first_operated 2001 .
"""


@pytest.mark.parametrize("question, truth", [
    ("Is the route from Oslo Gardermoen to Bergen Flesland longer than 300 km?", True),
    ("Is the route from Oslo Gardermoen to Bergen Flesland longer than 400 km?", False),
    ("Is the route from Bergen Flesland to Trondheim Vaernes shorter than 500 km?", True),
])
def test_a_number_compared_on_the_node_joining_two_things(shipped_engine, tmp_path, question, truth):
    """The route node joins the two airports; the threshold is read on its distance (the unit
    and the comparative say it), not left out (the route exists either way)."""
    (tmp_path / "routes.ttl").write_text(ROUTES)
    kg = EmbeddedKG([tmp_path / "routes.ttl"], name="routes")
    a = shipped_engine.answer(question, kg, kg_name="routes")
    assert a.boolean is truth and "distance_km" in a.sparql, (a.sparql, a.read_as)
