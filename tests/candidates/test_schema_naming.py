"""How properties and classes are named when a KG does not mint properties under their class:
a property shared by several classes, a KG label that leaves the class unsaid, and one IRI that
names both a class and a property (a link named after its target class)."""

import pytest

from kgqa.candidates.schema import SchemaIndex
from kgqa.kg.embedded import EmbeddedKG
from kgqa.models.slots import iri_name, slot_candidates

KG = "http://example.org/kg/"

TURTLE = """
@prefix kg: <http://example.org/kg/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
kg:s1 a kg:singer ; kg:name "Ann Lee" ; kg:age 30 .
kg:s2 a kg:singer ; kg:name "Bo Diaz" ; kg:age 41 .
kg:st1 a kg:stadium ; kg:name "Arena One" ; kg:capacity 1000 .
kg:st2 a kg:stadium ; kg:name "Dome Two" ; kg:capacity 2000 .
kg:st3 a kg:stadium ; kg:name "Bowl Three" ; kg:capacity 3000 .
kg:c1 a kg:singer_in_concert ; kg:singer kg:s1 .
kg:c2 a kg:singer_in_concert ; kg:singer kg:s2 .
kg:pp1 a kg:poker_player ; kg:P8 12 .
kg:pp2 a kg:poker_player ; kg:P8 3 .
kg:P8 rdfs:label "money rank" .
"""


@pytest.fixture(scope="module")
def kg(tmp_path_factory):
    path = tmp_path_factory.mktemp("flat") / "flat.ttl"
    path.write_text(TURTLE)
    return EmbeddedKG([path], name="flat_naming")


@pytest.fixture(scope="module")
def schema(kg):
    return SchemaIndex.build(kg)


def test_a_property_shared_by_classes_is_named_by_none(schema):
    # 3 stadiums and 2 singers have a name: "stadium name" would mislead questions about singers
    assert schema.properties[KG + "name"].text(schema) == "name"
    assert schema.properties[KG + "age"].text(schema) == "singer age"  # one class alone uses it


def test_a_kg_label_keeps_its_words_and_the_ranker_reads_the_owner_class(schema):
    money = schema.properties[KG + "P8"]
    assert money.label == "money rank"
    assert money.text(schema) == "poker player money rank"
    assert SchemaIndex.from_json(schema.to_json()).properties[KG + "P8"].text(schema) == money.text(schema)


def test_an_iri_naming_a_class_and_a_property_reads_by_its_role(kg, schema):
    singer = KG + "singer"
    assert singer in schema.classes and singer in schema.properties
    assert iri_name(singer, schema, as_class=True) == "singer"
    assert "links to singer" in iri_name(singer, schema)
    pool = slot_candidates("How many singers are there?", kg)
    types = dict(zip(map(str, pool.instances["Type"]), pool.names["Type"]))
    rels = dict(zip(map(str, pool.instances["Rel"]), pool.names["Rel"]))
    assert types[singer] == "singer" and "links to singer" in rels[singer]
    assert pool.tables[pool.table_classes.index(singer)] == "singer"


WIKIBASE_TURTLE = """
@prefix wd: <http://www.wikidata.org/entity/> .
@prefix wdt: <http://www.wikidata.org/prop/direct/> .
@prefix p: <http://www.wikidata.org/prop/> .
@prefix ps: <http://www.wikidata.org/prop/statement/> .
@prefix pq: <http://www.wikidata.org/prop/qualifier/> .
@prefix wikibase: <http://wikiba.se/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
wd:P50 a wikibase:Property ; rdfs:label "author"@en , "Autor"@de ; wikibase:directClaim wdt:P50 ;
    wikibase:claim p:P50 ; wikibase:statementProperty ps:P50 ; wikibase:qualifier pq:P50 .
wd:P585 a wikibase:Property ; rdfs:label "point in time"@en ; wikibase:directClaim wdt:P585 ;
    wikibase:qualifier pq:P585 .
wd:Q1 a wikibase:Item ; rdfs:label "A Book"@en ; <http://schema.org/description> "a novel"@en ;
    wdt:P50 wd:Q2 ; p:P50 wd:Q1-s .
wd:Q1-s ps:P50 wd:Q2 ; pq:P585 "2001" .
wd:Q2 a wikibase:Item ; rdfs:label "An Author"@en .
"""


@pytest.fixture(scope="module", params=[False, True], ids=["sparql", "dump"])
def wikibase(request, tmp_path_factory):
    """The Wikibase snippet onboarded over SPARQL and from its dump file."""
    from kgqa.candidates.onboarding import onboard

    path = tmp_path_factory.mktemp("wikibase") / "wikibase.ttl"
    path.write_text(WIKIBASE_TURTLE)
    return onboard(EmbeddedKG([path], name="wikibase_naming"), use_cache=False, dump=path if request.param else None)


def test_a_wikibase_predicate_is_named_by_the_property_entity_that_claims_it(wikibase):
    schema = wikibase.schema
    props = schema.properties
    assert props["http://www.wikidata.org/prop/direct/P50"].label == "author"
    assert props["http://www.wikidata.org/prop/qualifier/P585"].label == "point in time"
    assert props["http://www.wikidata.org/prop/P50"].label != "author"  # to a statement node: not the author
    assert not any(iri.startswith("http://wikiba.se/") for iri in [*props, *schema.classes])  # machinery
    assert "http://schema.org/description" not in props  # a description, offered only when named


def test_a_wikibase_property_entity_is_no_entity_a_question_names(wikibase):
    labels = wikibase.labels
    assert [h.iri for h in labels.lookup("An Author", k=3)][:1] == ["http://www.wikidata.org/entity/Q2"]
    assert not any(h.iri.endswith("/P50") for h in labels.lookup("author", k=10))
