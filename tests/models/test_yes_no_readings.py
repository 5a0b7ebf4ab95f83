"""How a yes/no question is read: its request form, the values it states, and which graph of a
beam is asked (the one that uses the question's values, then the margin rule)."""

from __future__ import annotations

from rdflib import Literal, XSD

from kgqa.engine.hgnet_engine import choose_yes_no_graph
from kgqa.engine.yes_no import best_covering, request_form, stated_values, values_used
from kgqa.querygraph import sparql_to_graph

ONTO = "http://example.org/onto#"
NO_FILTER = sparql_to_graph(f"SELECT ?c WHERE {{ ?c a <{ONTO}CarsData> . ?c <{ONTO}hasCylinders> ?n }}")
WITH_8 = sparql_to_graph(f"SELECT ?c WHERE {{ ?c a <{ONTO}CarsData> . ?c <{ONTO}hasCylinders> ?n . FILTER(?n > 8) }}")


def test_request_forms():
    assert request_form("Is there any troll with good alignment?") == "List the troll with good alignment"
    assert request_form("Does any singer come from France?") == "Which singer come from France"
    assert request_form("Which singers are from France?") is None
    assert request_form("Can you tell me the capital of Texas?") is None
    assert request_form("Is it bad or good?") is None


def test_stated_values_are_the_ones_the_question_spells_out():
    values = [Literal("8", datatype=XSD.integer), Literal("80", datatype=XSD.integer), Literal("Toyota")]
    stated = stated_values("List the cars data with cylinders greater than 8", values)
    assert values_used(WITH_8, stated) == 1 and values_used(NO_FILTER, stated) == 0
    assert len(stated) == 1  # "80" is not in the question, and "8" is not a part of "80"
    assert len(stated_values("whose maker is toyota", values)) == 1  # case-folded


def test_the_best_graph_that_uses_the_stated_value_is_asked():
    stated = stated_values("cylinders greater than 8", [Literal("8", datatype=XSD.integer)])
    # the filterless graph scores higher, but asks "is there any car at all?"
    assert best_covering([(-1.0, NO_FILTER), (-2.5, WITH_8)], stated) == (-2.5, WITH_8)
    assert best_covering([(-1.0, NO_FILTER), (-2.5, WITH_8)], set()) == (-1.0, NO_FILTER)
    assert best_covering([], stated) is None


def test_guided_unless_the_unguided_reading_is_clearly_better():
    guided, unguided = (-3.0, "guided"), (-1.5, "unguided")
    assert choose_yes_no_graph(guided, unguided, 1.0) == unguided
    assert choose_yes_no_graph(guided, unguided, 2.0) == guided
    assert choose_yes_no_graph(None, unguided, 1.0) == unguided
