"""kgqa.engine.sibling_roles: two properties the KG uses between the same classes whose names
differ by the two sides of one role (a line's ``from`` and ``to`` towns, a match's home and away
teams) are read together when the question says no word that tells them apart; through the real
engine on the energy and league KGs."""

from __future__ import annotations

import pytest
from rdflib import URIRef

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.sibling_roles import sibling_reading, siblings
from kgqa.querygraph.model import QueryGraph
from kgqa.querygraph.to_sparql import to_sparql

X = "http://example.org/x#"


def _link(local: str, label: str, domain: str, range_: str) -> SchemaItem:
    return SchemaItem(X + local, "property", label, local=local, is_link=True, domains={X + domain: 3},
                      ranges={X + range_: 3})


PROPS = {X + "from": _link("from", "from town", "Line", "Town"), X + "to": _link("to", "to town", "Line", "Town"),
         X + "owner": _link("owner", "owner", "Line", "Company"),
         X + "father": _link("father", "father", "Person", "Person"),
         X + "mother": _link("mother", "mother", "Person", "Person")}


def _of(prop: str) -> QueryGraph:
    """``<X:link> prop ?answer``."""
    g = QueryGraph()
    g.add_edge(g.add_vertex("Ent", 0, URIRef(X + "link")), g.add_vertex("Ans", 0, 0), "Rel", URIRef(X + prop))
    return g


def test_siblings_are_the_links_between_the_same_classes_named_by_the_sides_of_one_role():
    assert siblings(X + "from", PROPS) == [X + "to"]
    assert siblings(X + "owner", PROPS) == []
    assert siblings(X + "father", PROPS) == []  # two relations, not two sides of one
    numbered = {X + "team1": _link("team1", "", "Match", "Club"), X + "team2": _link("team2", "", "Match", "Club"),
                X + "homeTeam": _link("homeTeam", "hosting club", "Match", "Club"),
                X + "awayTeam": _link("awayTeam", "visiting club", "Match", "Club")}
    assert siblings(X + "team1", numbered) == [X + "team2"] and siblings(X + "homeTeam", numbered) == [X + "awayTeam"]
    untyped = {**PROPS, X + "from": SchemaItem(X + "from", "property", "from", local="from", is_link=True)}
    assert siblings(X + "from", untyped) == []  # classes unknown: nothing is known


def test_a_question_that_tells_them_apart_keeps_the_one_read():
    read = sibling_reading(_of("from"), "Which towns does the Highland Link connect?", PROPS)
    assert read is not None and f"<{X}from>|<{X}to>" in to_sparql(read)
    assert sibling_reading(_of("from"), "Which town does the Highland Link start from?", PROPS) is None
    assert sibling_reading(_of("father"), "Who are Emil's parents?", PROPS) is None  # not siblings
    assert sibling_reading(_of("owner"), "Who runs the Highland Link?", PROPS) is None


@pytest.mark.parametrize("kg,question,gold", [
    ("energy", "Which towns does the Highland Link connect?",
     "SELECT ?x WHERE { <http://data.energy.example/id/TL-01> <http://data.energy.example/def/from>"
     "|<http://data.energy.example/def/to> ?x }"),
    ("league", "Which clubs have played a match at the Stade des Lilas?",
     "SELECT DISTINCT ?x WHERE { ?m <http://example.org/league/vocab/venue> <http://example.org/league/id/1203> ; "
     "<http://example.org/league/vocab/homeTeam>|<http://example.org/league/vocab/awayTeam> ?x }"),
])
def test_through_the_engine(shipped_engine, bench_kg, answers_as_gold, kg, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg(kg), kg, question, gold)
    assert len(want) > 1 and got == want, answer.sparql


def test_an_event_said_by_its_verb_tells_birth_and_death_apart():
    props = {X + "bornIn": _link("bornIn", "born in", "Person", "City"),
             X + "diedIn": _link("diedIn", "died in", "Person", "City")}
    assert sibling_reading(_of("diedIn"), "Where did Augustin Ferrand's teacher die?", props) is None
    assert sibling_reading(_of("bornIn"), "Where was Clara born?", props) is None


@pytest.mark.parametrize("question, truth", [
    ("Did Mill Lane Athletic play in the Spring Cup?", True),  # at home in one match, away in another
    ("Did Harbour Rovers play in the County Shield?", True),  # away only
    ("Did East Quay United play in the Spring Cup?", False),
])
def test_a_club_plays_in_a_competition_from_either_side_of_its_matches(shipped_engine, data_kg, question, truth):
    """kgqa.engine.reified._sides_of_one_role: the two ways match nodes join a club to a
    competition (``homeTeam``, ``awayTeam``) are one way, read together."""
    a = shipped_engine.answer(question, data_kg("fixtures.ttl"), kg_name="fixtures")
    assert a.boolean is truth, a.sparql


def test_a_verb_neither_side_says_is_not_read_as_taking_part(shipped_engine, data_kg):
    """"Did X win a match in C?" says more than that X played in C: the two sides are not read
    together as its answer."""
    a = shipped_engine.answer("Did Mill Lane Athletic win a match in the Spring Cup?", data_kg("fixtures.ttl"),
                              kg_name="fixtures")
    assert "|" not in (a.sparql or ""), a.sparql


def test_connect_to_says_no_side(shipped_engine, bench_kg, answers_as_gold):
    """A line's ``from`` and ``to`` towns: "connect to" is joining, not a direction."""
    from kgqa.bench import grid_kg

    question = "Which transmission lines connect to Harrowfield?"
    gold = {q: sparql for q, _, sparql in grid_kg.QUESTIONS}[question]
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("grid"), "grid", question, gold)
    assert want and got == want, answer.sparql
