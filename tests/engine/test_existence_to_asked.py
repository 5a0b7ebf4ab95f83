"""kgqa.engine.asked_hop.existence_to_asked: a graph that asks its untyped answer only to have
some property (``?x :beds ?n``, ``?n`` used nowhere else), where every answer is of the class the
question asks for, is typed with that class instead: the property stood for the class and cut
the things without it. Unit tests, then through the real engine on the summits KG on a real
Oxigraph server."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.asked_hop import existence_to_asked
from kgqa.querygraph.model import QueryGraph
from kgqa.querygraph.to_sparql import to_sparql

X = "http://example.org/x#"
HUT = X + "MountainHut"


def _runs_with_beds(typed: bool = False) -> QueryGraph:
    g = QueryGraph()
    hut = g.add_vertex("Ans", 0, 0)
    g.add_edge(hut, g.add_vertex("Var", 0), "Rel", URIRef(X + "beds"))
    g.add_edge(hut, g.add_vertex("Ent", 0, URIRef(X + "club")), "Rel", URIRef(X + "operator"))
    if typed:
        g.add_edge(hut, g.add_vertex("Type", 0, URIRef(HUT)), "Rel",
                   URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"))
    return g


def test_the_property_that_stood_for_the_class_is_the_class():
    read = existence_to_asked(_runs_with_beds(), HUT, lambda: frozenset({HUT}), lambda iri: False)
    assert read is not None
    sparql = to_sparql(read)
    assert f"<{X}beds>" not in sparql and f"<{HUT}>" in sparql and f"<{X}operator> <{X}club>" in sparql


def test_not_where_the_question_says_the_property_or_the_answer_is_typed_or_of_other_classes():
    huts, never = (lambda: frozenset({HUT})), (lambda iri: False)
    assert existence_to_asked(_runs_with_beds(), HUT, huts, lambda iri: iri.endswith("beds")) is None
    assert existence_to_asked(_runs_with_beds(typed=True), HUT, huts, never) is None
    assert existence_to_asked(_runs_with_beds(), HUT, lambda: frozenset({HUT, X + "Club"}), never) is None
    assert existence_to_asked(_runs_with_beds(), HUT, lambda: frozenset({X + "Club"}), never) is None
    assert existence_to_asked(_runs_with_beds(), None, huts, never) is None


def test_through_the_engine(shipped_engine, bench_kg, answers_as_gold):
    gold = ("SELECT ?x WHERE { ?x a <http://summits.example.org/ontology/MountainHut> ; "
            "<http://summits.example.org/ontology/operator> "
            "<http://summits.example.org/resource/Norvenian_Alpine_Club> }")
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("summits"), "summits",
                                        "Which huts does the Norvenian Alpine Club run?", gold)
    assert len(want) == 3 and got == want, answer.sparql
