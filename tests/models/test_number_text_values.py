"""A value of a property that stores numbers as text is read as a number where it is compared,
ordered or summed (kgqa.models.fill_plan.number_text_values), and the schema index says which
properties store numbers so (from a SPARQL sample and from a dump file alike)."""

from rdflib import Literal, URIRef

from kgqa.candidates.dump import onboard_dump
from kgqa.candidates.schema import SchemaIndex
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.vocabulary import XSD
from kgqa.models.fill_plan import number_text_values
from kgqa.querygraph import QueryGraph, to_sparql
from kgqa.querygraph.model import EdgeClass, OrderSpec

GN = "http://www.geonames.org/ontology#"
POP, NAME = GN + "population", GN + "name"
TTL = f"""@prefix gn: <{GN}> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
<http://sws.geonames.org/1/> gn:name "Ardvale" ; gn:population "960000" ; gn:postalCode "KF1" .
<http://sws.geonames.org/2/> gn:name "Brenmoor" ; gn:population "5120000" ; gn:postalCode "3200" .
<http://sws.geonames.org/3/> gn:name "Cael" ; gn:population "12050" ; gn:elevation 120 ; gn:founded "1952"^^xsd:gYear .
"""


def _graph(cls: str, instance) -> QueryGraph:
    """``?x gn:population ?p`` with ``?p`` compared (Cmp), ordered (Ord) or summed (Agg)."""
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    p = g.add_vertex("Var")
    g.add_edge(ans, p, "Rel", URIRef(POP))
    if cls == "Cmp":
        g.add_edge(p, g.add_vertex("Val", 0, Literal("20000", datatype=URIRef(XSD + "integer"))), "Cmp", instance)
    elif cls == "Ord":
        g.add_edge(p, g.add_vertex("Val", 0, OrderSpec(limit=1)), "Ord", instance)
    return g


def test_a_comparison_and_an_order_read_the_text_as_a_number(tmp_path):
    ttl = tmp_path / "places.ttl"
    ttl.write_text(TTL)
    kg = EmbeddedKG([ttl], name="places")
    compared = number_text_values(_graph("Cmp", ">"), {POP})
    assert "decimal>(?" in to_sparql(compared)
    assert [e.instance for e in compared.edges if e.cls is EdgeClass.AGG] == ["xsd:decimal"]
    compared.validate()
    # as text, "960000" > "20000" and "5120000" < "960000": only the cast gets both right
    assert {str(r[0]) for r in kg.select(to_sparql(compared)).rows} == \
        {"http://sws.geonames.org/1/", "http://sws.geonames.org/2/"}
    assert not kg.select(to_sparql(_graph("Cmp", ">"))).rows  # uncast: a string is no number
    largest = number_text_values(_graph("Ord", "DESC"), {POP})
    assert [str(r[0]) for r in kg.select(to_sparql(largest)).rows] == ["http://sws.geonames.org/2/"]


def test_other_properties_are_left_as_they_are():
    g = _graph("Cmp", ">")
    assert number_text_values(g, {GN + "elevation"}) is g
    assert number_text_values(g, frozenset()) is g


def test_the_schema_says_which_properties_hold_numbers_as_text(tmp_path):
    ttl = tmp_path / "places.ttl"
    ttl.write_text(TTL)
    kg = EmbeddedKG([ttl], name="places")
    sparql = SchemaIndex.build(kg)
    dump = onboard_dump(kg, ttl, "places-dump", use_cache=False).schema
    for schema in (sparql, dump):
        # postal codes mix "KF1" and "3200"; an elevation typed xsd:integer is a number already,
        # a year typed xsd:gYear a date
        assert schema.number_text_properties == {POP}, schema
        assert schema.properties[POP].holds_number_text and not schema.properties[POP].holds_numbers
