"""How a yes/no question is read: its request form, the values it states, and which graph of a
beam is asked (the one that uses the question's values, then the margin rule)."""

from __future__ import annotations

from rdflib import Literal, URIRef, XSD

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
    # "can you/I" asks whether one can, unless a request verb follows ("tell me", "give", "list")
    assert request_form("Can you play Rimebound on the Vexa Prism?") == "Find play Rimebound on the Vexa Prism"
    assert request_form("Can I fly from Port Ashby to Saltreach?") == "Find fly from Port Ashby to Saltreach"
    assert request_form("Could you please list the rivers of Spain?") is None
    assert request_form("Can I get the population of Oslo?") is None


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


FAM = "http://example.org/family/"
ONE_ENTITY = sparql_to_graph(f"ASK {{ <{FAM}p1> <{FAM}nationality> ?c }}")
BOTH_ENTITIES = sparql_to_graph(f"ASK {{ <{FAM}p1> <{FAM}nationality> <{FAM}c3> }}")


def _pool(ents: dict[str, str]):
    from kgqa.models.slots import SlotCandidates

    return SlotCandidates(instances={"Ent": [URIRef(x) for x in ents]}, names={"Ent": list(ents.values())})


def test_stated_entities_are_the_ones_the_question_names_word_for_word():
    from kgqa.engine.yes_no import stated_entities

    pool = _pool({f"{FAM}p1": "Anna Berg", f"{FAM}c3": "Norway", f"{FAM}p9": "Anna Bergman", f"{FAM}c9": "Nor"})
    stated = stated_entities("Is Anna Berg's nationality norway?", pool)
    # not the longer name, not a part of a word
    assert stated == {("ent", URIRef(f"{FAM}p1")): "anna berg", ("ent", URIRef(f"{FAM}c3")): "norway"}


def test_a_reading_that_drops_a_named_entity_is_not_asked():
    from kgqa.engine.yes_no import covering_readings, leaves_out_named, most_covering

    stated = {("ent", URIRef(f"{FAM}p1")): "anna berg", ("ent", URIRef(f"{FAM}c3")): "norway"}
    # the best-scored graph keeps only Anna Berg: it is true whatever her nationality
    assert most_covering([(-1.0, ONE_ENTITY), (-3.0, BOTH_ENTITIES)], stated) == [(-3.0, BOTH_ENTITIES)]
    assert most_covering([(-1.0, ONE_ENTITY)], {}) == [(-1.0, ONE_ENTITY)]
    # guidance could keep only the one-entity graph (the fact is false): the unguided one is asked
    guided, unguided = covering_readings((-1.0, ONE_ENTITY), (-3.0, BOTH_ENTITIES), stated)
    assert guided is None and unguided == (-3.0, BOTH_ENTITIES)
    assert choose_yes_no_graph(guided, unguided, 1.0) == (-3.0, BOTH_ENTITIES)
    assert covering_readings((-1.0, ONE_ENTITY), None, stated) == ((-1.0, ONE_ENTITY), None)
    assert covering_readings((-1.0, ONE_ENTITY), (-3.0, BOTH_ENTITIES), {}) == ((-1.0, ONE_ENTITY),
                                                                                (-3.0, BOTH_ENTITIES))
    assert leaves_out_named(ONE_ENTITY, stated) and not leaves_out_named(BOTH_ENTITIES, stated)


def test_two_entities_of_one_name_are_one_name_said():
    from kgqa.engine.yes_no import leaves_out_named

    # a game and the series named after it: the graph about the game leaves no name out
    stated = {("ent", URIRef(f"{FAM}p1")): "anna berg", ("ent", URIRef(f"{FAM}p1-series")): "anna berg",
              ("ent", URIRef(f"{FAM}c3")): "norway"}
    assert not leaves_out_named(BOTH_ENTITIES, stated)
    assert leaves_out_named(ONE_ENTITY, stated)


def test_an_entity_selected_by_its_name_literal_is_used():
    from kgqa.engine.yes_no import entities_used

    by_name = sparql_to_graph(f'ASK {{ ?p <{FAM}name> "Anna Berg" . ?p <{FAM}nationality> <{FAM}c3> }}')
    stated = {("ent", URIRef(f"{FAM}p1")): "anna berg", ("ent", URIRef(f"{FAM}c3")): "norway"}
    assert entities_used(by_name, stated) == set(stated)


def test_an_entity_only_the_ask_edge_touches_is_not_used():
    """The outline model may mark a named entity as asked (an Agg ``ASK`` edge) and put it in no
    triple: ``ASK { <A> :site ?x }`` says nothing of the project the question names."""
    from kgqa.engine.yes_no import entities_used, leaves_out_named
    from kgqa.querygraph.model import Edge, EdgeClass, Vertex, VertexClass

    g = ONE_ENTITY.copy()
    g.vertices.append(Vertex(VertexClass.ENT, 0, URIRef(f"{FAM}c3")))
    answer = next(i for i, v in enumerate(g.vertices) if v.cls is VertexClass.ANS)
    g.edges.append(Edge(len(g.vertices) - 1, answer, EdgeClass.AGG, "ASK"))
    stated = {("ent", URIRef(f"{FAM}p1")): "anna berg", ("ent", URIRef(f"{FAM}c3")): "norway"}
    assert entities_used(g, stated) == {("ent", URIRef(f"{FAM}p1"))}
    assert leaves_out_named(g, stated)
