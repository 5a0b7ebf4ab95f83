"""kgqa.engine.text_twins: a text property that restates a link (DBpedia's infobox ``leader``
"Katya Orlen" beside the ontology's ``leader``) is read as the link where its text names the
link's answers, and dropped where the graph has the link already; unit tests, then through the
real engine on the summits KG (DBpedia-shaped) on a real Oxigraph server."""

from __future__ import annotations

import pytest
from rdflib import Literal, URIRef

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.text_twins import answer_as_link, link_twins, restates, restating_edges, without_restated
from kgqa.querygraph.model import QueryGraph
from kgqa.querygraph.to_sparql import to_sparql

O, P = "http://example.org/ontology/", "http://example.org/property/"
STRING = "literal:http://www.w3.org/2001/XMLSchema#string"


def _item(iri: str, link: bool, ranges: dict, domain: str = "Expedition") -> SchemaItem:
    return SchemaItem(iri, "property", "", is_link=link, domains={O + domain: 3}, ranges=ranges)


PROPS = {
    O + "leader": _item(O + "leader", True, {O + "Person": 3}),
    P + "leader": _item(P + "leader", False, {STRING: 3}),
    O + "firstAscentPerson": _item(O + "firstAscentPerson", True, {O + "Person": 3}, "Mountain"),
    O + "firstAscentYear": _item(O + "firstAscentYear", False, {"literal:http://www.w3.org/2001/XMLSchema#gYear": 3},
                                 "Mountain"),
    P + "firstAscent": _item(P + "firstAscent", False, {STRING: 3}, "Mountain"),
    P + "teamSize": _item(P + "teamSize", False, {"literal:http://www.w3.org/2001/XMLSchema#integer": 3}),
    P + "team": _item(P + "team", False, {STRING: 3}),
    O + "teamLeader": _item(O + "teamLeader", True, {O + "Person": 3}, "Club"),  # another class's
}


def test_a_text_property_has_the_links_whose_name_begins_with_its_own():
    assert link_twins(P + "leader", PROPS) == [O + "leader"]
    assert link_twins(P + "firstAscent", PROPS) == [O + "firstAscentPerson"]  # not the year: no link
    assert link_twins(O + "leader", PROPS) == []  # a link is no text
    assert link_twins(P + "teamSize", PROPS) == []  # numbers are no text
    assert link_twins(P + "team", PROPS) == []  # "teamLeader" is used by clubs, not by expeditions


def _answer_of(prop: str) -> QueryGraph:
    g = QueryGraph()
    g.add_edge(g.add_vertex("Ent", 0, URIRef("http://example.org/x")), g.add_vertex("Ans", 0, 0), "Rel", URIRef(prop))
    return g


def test_an_answer_by_a_text_property_is_read_by_its_link_twins():
    read = answer_as_link(_answer_of(P + "leader"), PROPS)
    assert read is not None and f"<{O}leader> ?" in to_sparql(read)
    assert answer_as_link(_answer_of(O + "leader"), PROPS) is None
    assert answer_as_link(_answer_of(P + "teamSize"), PROPS) is None


def test_a_text_edge_beside_its_link_twin_is_dropped_with_its_value():
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    g.add_edge(ans, g.add_vertex("Ent", 0, URIRef("http://example.org/Katya_Orlen")), "Rel", URIRef(O + "leader"))
    g.add_edge(ans, g.add_vertex("Val", 0, Literal("Katya Orlen")), "Rel", URIRef(P + "leader"))
    assert restating_edges(g, PROPS) == [1]
    loose = without_restated(g, PROPS)
    assert loose is not None and len(loose.vertices) == 2 and len(loose.edges) == 1
    assert "Katya Orlen\"" not in to_sparql(loose) and f"<{O}leader>" in to_sparql(loose)
    alone = g.without(vertices=[1], edges=[0])  # the text without its link: it says something
    assert restating_edges(alone, PROPS) == [] and without_restated(alone, PROPS) is None


def test_a_text_restates_a_label_it_writes():
    assert restates(["1958 by Mirela Dragan and  Rurik Tamm"], ["Rurik Tamm", "Someone Else"])
    assert restates(["Katya Orlen"], ["katya orlen"])
    assert not restates(["M. Dragan"], ["Mirela Dragan"])
    assert not restates(["unclimbed"], [])


LEADER = "<http://summits.example.org/ontology/leader>"


@pytest.mark.parametrize("question,gold", [
    ("Who was the leader of the 1958 Kharvos expedition?",
     f"SELECT ?x WHERE {{ <http://summits.example.org/resource/1958_Kharvos_Expedition> {LEADER} ?x }}"),
    ("Which expeditions were led by Katya Orlen?",
     f"SELECT ?x WHERE {{ ?x {LEADER} <http://summits.example.org/resource/Katya_Orlen> }}"),
    ("Who first climbed Mount Kharvos?",
     "SELECT ?x WHERE { <http://summits.example.org/resource/Mount_Kharvos> "
     "<http://summits.example.org/ontology/firstAscentPerson> ?x }"),
])
def test_through_the_engine(shipped_engine, bench_kg, answers_as_gold, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("summits"), "summits", question, gold)
    assert got == want, answer.sparql
    assert "/property/" not in answer.sparql
