import json

from kgqa.candidates.schema import ClassUse, SchemaIndex, cache_path, readable
from kgqa.data.spider_kgs import spider_kg

NS = "http://valuenet/ontop/"
XSD = "http://www.w3.org/2001/XMLSchema#"


def test_readable_labels_from_local_names():
    assert readable(NS + "singer#net_worth_millions")[0] == "singer net worth millions"
    label, table, local = readable(NS + "singer_in_concert#ref-singer_id")
    assert (label, table, local) == ("singer in concert singer id", "singer in concert", "singer id")
    assert readable("http://x.org/onto/birthPlace")[0] == "birth place"


def test_concert_singer_schema_content():
    kg = spider_kg("concert_singer")
    s = SchemaIndex.for_kg(kg, use_cache=False)
    assert set(s.classes) == {NS + c for c in ("singer", "concert", "stadium", "singer_in_concert")}
    age = s.properties[NS + "singer#age"]
    assert age.label == "singer age" and age.domains == {NS + "singer": 6}
    assert age.literal_datatypes == [XSD + "integer"]
    link = s.properties[NS + "singer_in_concert#ref-singer_id"]
    assert link.is_link and NS + "singer" in link.ranges
    assert "links to singer" in link.text(s)
    assert not any(p.startswith("http://www.w3.org/1999/02/22-rdf-syntax-ns#") for p in s.properties)


def test_schema_is_paged_and_cached():
    kg = spider_kg("concert_singer")
    small_pages = SchemaIndex.build(kg, page_size=3)  # many LIMIT/OFFSET pages
    whole = SchemaIndex.build(kg)
    assert set(small_pages.properties) == set(whole.properties) and set(small_pages.classes) == set(whole.classes)
    cached = SchemaIndex.for_kg(kg)
    assert cache_path("schema", kg.identity).exists()
    again = SchemaIndex.from_json(json.loads(cache_path("schema", kg.identity).read_text()))
    assert again.to_json() == cached.to_json()


def test_class_use_lists_every_class_whose_instances_use_a_property():
    kg = spider_kg("concert_singer")
    s = SchemaIndex.build(kg)
    use = s.class_use
    assert use.subjects[NS + "singer#age"] == {NS + "singer"}
    assert use.subjects[NS + "singer_in_concert#ref-singer_id"] == {NS + "singer_in_concert"}
    assert use.objects[NS + "singer_in_concert#ref-singer_id"] == {NS + "singer"}
    assert NS + "singer#age" not in use.objects  # literal objects have no class
    assert SchemaIndex.from_json(json.loads(json.dumps(s.to_json()))).class_use == use


def test_class_use_is_unknown_when_the_listing_is_capped():
    """A KG with more (property, class) pairs than the cap is left to the probes: a partial
    listing would wrongly rule relations out."""
    kg = spider_kg("concert_singer")
    assert ClassUse.read(kg, max_pairs=3, timeout_s=10.0) is None
    assert ClassUse.read(kg, max_pairs=1000, timeout_s=10.0) is not None


def test_words_come_from_labels_and_use_not_from_how_iris_are_spelt():
    """concert_singer re-minted Wikidata-style (every class and property an opaque id named only by
    ``rdfs:label``) reads, item for item, as the original whose IRIs spell table and column."""
    from rdflib import Literal, URIRef

    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.kg.vocabulary import RDF_TYPE, RDFS

    original = spider_kg("concert_singer")
    rows = original.select("SELECT ?s ?p ?o WHERE { ?s ?p ?o }", use_cache=False).rows
    a = URIRef(RDF_TYPE)
    classes = sorted({str(o) for _, p, o in rows if p == a})
    props = sorted({str(p) for _, p, _ in rows if p != a})
    wiki = "http://example.org/wiki/"
    minted = {iri: f"{wiki}Q{100 + i}" for i, iri in enumerate(classes)}
    minted.update({iri: f"{wiki}P{100 + i}" for i, iri in enumerate(props)})

    def remint(term):
        return URIRef(minted[str(term)]) if str(term) in minted else term

    triples = [(s, remint(p), remint(o) if p == a else o) for s, p, o in rows]
    triples += [(URIRef(new), URIRef(RDFS + "label"), Literal(readable(old)[2])) for old, new in minted.items()]
    opaque = EmbeddedKG.from_triples(triples, name="concert_singer_opaque")

    named = SchemaIndex.build(original).words()
    reminted = SchemaIndex.build(opaque).words()
    assert named["properties"][NS + "singer#age"] == ("singer", "age", False)
    assert named["properties"][NS + "singer_in_concert#ref-singer_id"] == ("singer in concert", "singer id", True)
    assert {minted[i]: w for i, w in named["properties"].items()} == reminted["properties"]
    assert {minted[i]: w for i, w in named["classes"].items()} == reminted["classes"]


def test_a_property_many_classes_share_belongs_to_none_of_them():
    """concert_singer flattened (one ``flat:name`` for singers and stadiums, one namespace for
    every column): a property that one class nearly always uses reads as that class's, one that
    several classes share reads as no class's, not as whichever class uses it most."""
    from rdflib import URIRef

    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.kg.vocabulary import RDF_TYPE

    rows = spider_kg("concert_singer").select("SELECT ?s ?p ?o WHERE { ?s ?p ?o }", use_cache=False).rows
    flat = "http://example.org/flat/"

    def flatten(p):
        return p if str(p) == RDF_TYPE else URIRef(flat + str(p).rsplit("#", 1)[-1])

    words = SchemaIndex.build(EmbeddedKG.from_triples([(s, flatten(p), o) for s, p, o in rows],
                                                      name="concert_singer_flat")).words()
    assert words["properties"][flat + "name"][0] == ""          # singers' and stadiums' names
    assert words["properties"][flat + "age"][:2] == ("singer", "age")
    assert words["properties"][flat + "capacity"][:2] == ("stadium", "capacity")
