"""kgqa.engine.symmetric: relations that hold both ways are read both ways."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.symmetric import both_ways, symmetric_properties
from kgqa.querygraph import sparql_to_graph, to_sparql

V = "http://example.org/geo#"


def _link(local: str, label: str, domains: dict, ranges: dict) -> SchemaItem:
    return SchemaItem(V + local, "property", label, local=label, domains=domains, ranges=ranges, is_link=True)


def test_symmetric_words_between_things_of_one_kind():
    props = {
        V + "twinTown": _link("twinTown", "sister city", {V + "City": 5}, {V + "City": 4, V + "Town": 1}),
        V + "borders": _link("borders", "borders", {V + "Country": 4}, {V + "Country": 4}),
        V + "spouse": _link("spouse", "spouse", {}, {}),  # untyped KG: the words alone
        V + "mentor": _link("mentor", "mentor", {V + "Person": 3}, {V + "Person": 3}),  # one way only
        V + "neighbourhood": _link("locatedIn", "neighbour", {V + "Shop": 3}, {V + "District": 3}),  # two kinds
        V + "knows": _link("knows", "knows", {V + "Person": 3}, {V + "Person": 3}),  # knowing someone is mutual
    }
    assert symmetric_properties(props) == frozenset({V + "twinTown", V + "borders", V + "spouse", V + "knows"})


def test_both_ways_reads_each_symmetric_edge_as_an_alternative_path():
    g = sparql_to_graph(f"SELECT ?x WHERE {{ <{V}Aldergate> <{V}twinTown> ?x . ?x <{V}mayor> ?m }}")
    both = both_ways(g, frozenset({V + "twinTown"}))
    sparql = to_sparql(both)
    assert f"<{V}twinTown>|^<{V}twinTown>" in sparql and f"<{V}mayor>|" not in sparql
    assert both_ways(g, frozenset({V + "borders"})) is None
    assert isinstance(g.edges[0].instance, URIRef)  # the graph itself is not changed


def test_skos_related_is_symmetric_as_its_vocabulary_declares():
    skos = "http://www.w3.org/2004/02/skos/core#"
    related = SchemaItem(skos + "related", "property", "related", local="related", is_link=True,
                         domains={skos + "Concept": 5}, ranges={skos + "Concept": 5})
    broader = SchemaItem(skos + "broader", "property", "broader", local="broader", is_link=True,
                         domains={skos + "Concept": 5}, ranges={skos + "Concept": 5})
    assert symmetric_properties({skos + "related": related, skos + "broader": broader}) == frozenset({skos + "related"})
