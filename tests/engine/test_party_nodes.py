"""A funding register in the EU's EURIO shape (tests/engine/data/projects.ttl), asked through the
shipped engine on the Oxigraph server: organisations named only by the vocabulary's own
``legalName`` and found without their legal form (kgqa.candidates.title_properties,
second_names.without_legal_form); "Is A based in C?" two unnamed nodes away (a site, its address); "Is A a
partner in P?" through P's role node (kgqa.engine.stated_pair.PairReader._through); "Which
organisations take part in P?" through the role nodes, named things that have no rdfs:label
(kgqa.engine.stated_readings.named_by_iri)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.candidates.entities import entity_names
from kgqa.candidates.second_names import without_legal_form
from kgqa.candidates.title_properties import literal_properties, title_properties
from kgqa.kg.embedded import EmbeddedKG

PROJECTS = Path(__file__).parent / "data" / "projects.ttl"
D = "http://research.example.eu/def#"


@pytest.fixture(scope="module")
def register(data_kg):
    return data_kg("projects.ttl")


def test_the_vocabularys_own_name_properties_name_its_things_and_a_table_column_still_does_not(tmp_path):
    kg = EmbeddedKG([PROJECTS], name="projects-names")
    assert title_properties(kg, literal_properties(kg)) == (D + "legalName", D + "title")
    names = {(e.iri.rsplit("/", 1)[-1], e.label, e.source) for e in entity_names(kg)}
    assert {("a", "HAVENKRACHT NV", "label"), ("a", "HAVENKRACHT", "alt_label"),
            ("2", "Recycled cathodes for grid batteries", "label")} <= names
    column = tmp_path / "stadium.ttl"  # the W3C Direct Mapping's <table#column> on rows of <table>
    column.write_text('<http://valuenet/ontop/stadium/stadium_id=1> a <http://valuenet/ontop/stadium> ; '
                      '<http://valuenet/ontop/stadium#name> "Stark\'s Park" .\n'
                      '<http://valuenet/ontop/stadium/stadium_id=2> a <http://valuenet/ontop/stadium> ; '
                      '<http://valuenet/ontop/stadium#name> "Glebe Park" .\n')
    table = EmbeddedKG([column], name="stadium-column")
    assert title_properties(table, literal_properties(table)) == ()


@pytest.mark.parametrize("name, short", [("ACCUMULA SRL", "ACCUMULA"), ("Acme, Inc.", "Acme"), ("Equinor AS", "Equinor"),
                                         ("Rolls-Royce plc", "Rolls-Royce"), ("Such As", None), ("NV", None),
                                         ("Universita degli studi di Valdoria", None)])
def test_a_legal_form_is_left_out_of_a_second_name(name, short):
    assert without_legal_form(name) == short


@pytest.mark.parametrize("question, truth", [
    ("Is Havenkracht based in Belgium?", True),
    ("Is Nordkyl based in Italy?", False),
    ("is lindqvist materials based in sweden", True),
    ("Is Catodica a partner in RECATHODE?", True),
    ("Is Nordkyl a partner in RECATHODE?", False),
    ("Is Havenkracht involved in BLADEYE?", False),
])
def test_yes_no_through_site_address_and_role_nodes(shipped_engine, register, question, truth):
    a = shipped_engine.answer(question, register, kg_name="projects")
    assert a.boolean is truth, a.sparql


@pytest.mark.parametrize("question, gold", [
    ("Which organisations take part in RECATHODE?", {"organisation/a", "organisation/c", "organisation/d"}),
    ("What projects is Havenkracht in?", {"project/1", "project/2"}),
])
def test_the_things_joined_to_a_named_thing_through_its_role_nodes(shipped_engine, register, question, gold):
    a = shipped_engine.answer(question, register, kg_name="projects")
    assert {r[0] for r in a.rows} == {"http://research.example.eu/resource/" + g for g in gold}, a.sparql


def test_a_title_column_answers_with_the_things_it_names_and_shows_their_titles(shipped_engine, register):
    a = shipped_engine.answer("Which projects started in 2022?", register, kg_name="projects")
    R = "http://research.example.eu/resource/project/"
    assert sorted(zip((r[0] for r in a.rows), (x[0] for x in a.labels))) == [
        (R + "1", "Tidal energy arrays for small harbours"), (R + "5", "Offshore wind blade inspection by drone")], a.sparql
    titles = shipped_engine.answer("What are the titles of the projects that started in 2022?", register, kg_name="projects")
    assert sorted(r[0] for r in titles.rows) == ["Offshore wind blade inspection by drone",
                                                 "Tidal energy arrays for small harbours"]  # a name asked for stays
