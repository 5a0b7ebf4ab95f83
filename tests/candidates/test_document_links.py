"""Properties linking to web documents or files (GeoNames' ``gn:locationMap <...html>``) are
marked by the schema index, from a SPARQL sample and from a dump file alike, and kept out of the
relation candidates unless the question asks for a document (kgqa.candidates.collect)."""

from __future__ import annotations

from kgqa.candidates.collect import unasked_document_link
from kgqa.candidates.dump import onboard_dump
from kgqa.candidates.schema import SchemaIndex
from kgqa.kg.embedded import EmbeddedKG

GN = "http://www.geonames.org/ontology#"
TTL = f"""@prefix gn: <{GN}> .
<http://sws.geonames.org/1/> gn:name "Kettering District" ; gn:locationMap <http://www.geonames.org/1/kettering.html> ;
    gn:nearbyFeatures <http://sws.geonames.org/1/nearby.rdf> ; gn:wikipediaArticle <http://en.wikipedia.org/wiki/Kettering> ;
    gn:parentFeature <http://sws.geonames.org/2/> .
<http://sws.geonames.org/2/> gn:name "Wesselmark" ; gn:locationMap <http://www.geonames.org/2/wesselmark.html?x=1> .
"""


def test_document_links_are_marked_and_left_out_unless_asked(tmp_path):
    ttl = tmp_path / "places.ttl"
    ttl.write_text(TTL)
    kg = EmbeddedKG([ttl], name="places")
    for schema in (SchemaIndex.build(kg), onboard_dump(kg, ttl, "places-documents", use_cache=False).schema):
        marked = {p for p, item in schema.properties.items() if item.links_documents}
        # a Wikipedia article's IRI names a thing, not a file; a parent is a thing of the KG
        assert marked == {GN + "locationMap", GN + "nearbyFeatures"}
        assert unasked_document_link("Which towns are in the Kettering District?", schema, GN + "locationMap")
        assert not unasked_document_link("Show me the map of Kettering District", schema, GN + "locationMap")
        assert not unasked_document_link("What is the web page of Wesselmark?", schema, GN + "locationMap")
        assert not unasked_document_link("Which towns are in the Kettering District?", schema, GN + "parentFeature")
