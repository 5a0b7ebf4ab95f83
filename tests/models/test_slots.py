"""HGNet's slot candidates (kgqa.models.slots) on a real Spider4SPARQL KG, and the question linking
(kgqa.models.schema_linking) read from them."""

import json

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kgqa.candidates.collect import CandidateCollector
from kgqa.candidates.pool import Candidate
from kgqa.candidates.ranker import NONE_TYPE, RankedItem, Ranking
from kgqa.data.spider_kgs import spider_kg
from kgqa.kg.vocabulary import OWL, RDF, RDFS
from kgqa.models.schema_linking import linked_words, question_link_features, schema_join_features
from kgqa.models.slots import (
    SLOT_CLASSES,
    SlotCandidates,
    instance_name,
    letter_arguments,
    slot_candidates,
    stated_numbers,
    value_literal,
    words,
)
from kgqa.querygraph.model import AGG_INSTANCES, CMP_INSTANCES, ORD_INSTANCES, RDF_TYPE, OrderSpec
from kgqa.querygraph.paths import OptionalPredicate, sequence

OLDER = "How many pets are owned by students older than 20?"


@pytest.fixture(scope="module")
def pets_kg():
    return spider_kg("pets_1")


@pytest.fixture(scope="module")
def older(pets_kg):
    return slot_candidates(OLDER, pets_kg)


def _iri_named(slots: SlotCandidates, cls: str, name: str) -> URIRef:
    """The candidate of ``cls`` whose readable name is ``name`` (tests stay namespace-free)."""
    return slots.instances[cls][slots.names[cls].index(name)]


def test_every_slot_class_has_parallel_instances_and_names(older):
    assert set(older.instances) == set(SLOT_CLASSES) == set(older.names)
    for cls in SLOT_CLASSES:
        assert len(older.instances[cls]) == len(older.labels(cls))
    assert older.instances["Ord"] == list(ORD_INSTANCES)
    assert older.instances["Cmp"] == list(CMP_INSTANCES) and older.instances["Agg"] == list(AGG_INSTANCES)


def test_values_compare_by_value():
    slots = SlotCandidates({"Val": [Literal("3"), Literal("France"), OrderSpec(0, 3)]}, {"Val": ["3", "France", "limit 3"]})
    assert slots.index("Val", Literal(3)) == 0
    assert slots.index("Val", Literal("3.0", datatype=XSD.decimal)) == 0
    assert slots.index("Val", Literal("FRANCE")) == 1
    assert slots.index("Val", OrderSpec(0, 3)) == 2
    assert slots.index("Val", OrderSpec(0, 1)) == -1 and slots.index("Val", Literal("4")) == -1
    # gold the pool missed is appended once, named like any other candidate
    assert slots.add("Val", Literal(3, datatype=XSD.integer)) == 0
    assert slots.add("Val", OrderSpec(1, 1)) == 3 and slots.add("Val", OrderSpec(1, 1)) == 3
    assert slots.labels("Val")[3] == "second key limit 1"
    assert slots.is_order_spec() == [False, False, True, True]


def test_other_classes_compare_by_equality(older):
    student = _iri_named(older, "Type", "student")
    assert older.index("Type", student) >= 0
    assert older.index("Type", str(student)) == -1  # a plain string is not the class IRI
    assert older.index("Cmp", ">") == CMP_INSTANCES.index(">")


def test_question_numbers_are_typed_numbers_that_gold_filters_match(older):
    i = older.index("Val", Literal(20))
    assert i >= 0 and older.instances["Val"][i].datatype == XSD.integer  # ?age > 20 compares numbers
    assert older.index("Val", Literal("20")) == i


def test_value_literal_datatypes():
    def literal(lexical, kinds, datatypes):
        return value_literal(Candidate(lexical, lexical, 1.0, [], kinds, datatypes))

    # a number stated in the question stays a number even where the KG also has it as text
    assert literal("2014", ["year", "integer", "string"], [XSD.integer, None]) == Literal("2014", datatype=XSD.integer)
    # the KG's spelling "300000.0" is no xsd:integer: the reading that fits it is taken
    assert literal("300000.0", ["integer", "number"], [XSD.integer, XSD.double]).datatype == XSD.double
    # text only ever seen as text (a quoted '1930', a code column) stays text
    assert literal("1930", ["string"], [None]) == Literal("1930")
    assert literal("F", ["string"], [None]) == Literal("F")
    # a number with no usable datatype is read as one, in a valid lexical form
    assert literal("1,000", ["integer"], []) == Literal("1000", datatype=XSD.integer)


def test_kg_values_linked_by_alias(pets_kg):
    slots = slot_candidates("How many female students have a dog?", pets_kg)
    assert slots.index("Val", Literal("F")) >= 0 and slots.index("Val", Literal("dog")) >= 0


def test_order_specs_from_the_stated_limit(pets_kg):
    slots = slot_candidates("Show the top 3 heaviest pets.", pets_kg)
    vals = slots.instances["Val"]
    assert OrderSpec(0, 3) in vals and OrderSpec(0, 1) in vals and OrderSpec(0) in vals and OrderSpec(1, 3) in vals
    assert OrderSpec(0, 20) not in vals
    assert slots.names["Val"][vals.index(OrderSpec(0, 3))] == "limit 3"
    # literals first, then OrderSpecs; the flags say which is which
    flags = slots.is_order_spec()
    assert flags == [isinstance(v, OrderSpec) for v in vals] and flags == sorted(flags)
    assert stated_numbers("the three oldest, top 5, more than 1930 and 1 more") == [3, 5]


def test_letter_a_string_starts_with():
    assert letter_arguments("List every album whose title starts with A in alphabetical order.") == ["A"]
    assert letter_arguments("names starting with a vowel") == []


def test_rdf_type_is_a_rel_and_no_schema_machinery_is(older):
    rels = older.instances["Rel"]
    assert rels[0] == RDF_TYPE and rels.count(RDF_TYPE) == 1 and older.names["Rel"][0] == "type is a"
    assert not any(str(r).startswith((RDF, RDFS, OWL)) for r in rels[1:])
    assert all(isinstance(r, URIRef) for r in rels)


def test_link_properties_are_named_apart_from_plain_columns(older):
    names = older.labels("Rel")
    assert len(names) == len(set(names))
    assert "has pet stuid (links to student)" in names and "has pet stuid" in names


def test_types_stay_when_the_ranker_says_none(pets_kg):
    class NoneFirst:
        def rank(self, question, schema, evidence=None):
            return Ranking([RankedItem(p, p, 0.5) for p in schema.properties],
                           [RankedItem(NONE_TYPE, "none", 1.0)] + [RankedItem(c, c, 0.5) for c in schema.classes], 1.0)

    collector = CandidateCollector(ranker=NoneFirst())
    pool = collector.collect("How many are there?", pets_kg)
    assert pool.none_type and pool.type == []
    assert len(collector.collect("How many are there?", pets_kg, keep_types_on_none=True).type) == 3
    assert len(slot_candidates("How many are there?", pets_kg, collector=collector).instances["Type"]) == 3


def test_instance_names(older, pets_kg):
    age, weight = _iri_named(older, "Rel", "student age"), _iri_named(older, "Rel", "pets weight")
    schema = older.schema
    assert instance_name("Rel", sequence(age, weight), schema) == "student age pets weight"
    assert instance_name("Rel", OptionalPredicate(age), schema) == "optional student age"
    assert instance_name("Rel", age) == "student age"  # without a schema: the IRI's own words
    assert instance_name("Val", OrderSpec(0, 3)) == "limit 3"
    assert instance_name("Val", OrderSpec()) == "all"
    assert instance_name("Val", OrderSpec(1, 1)) == "second key limit 1"
    assert instance_name("Val", Literal("France")) == "France"
    assert instance_name("Cmp", "|>=") == "or at least or more"
    assert instance_name("Agg", "COUNT") == "count number how many"
    assert instance_name("Agg", "SOME_NEW_OP") == "some new op"


@pytest.mark.parametrize("instances", [ORD_INSTANCES, CMP_INSTANCES, AGG_INSTANCES])
def test_operator_names_are_distinct_words(instances):
    names = [instance_name("Cmp", op) for op in instances]
    assert len(set(names)) == len(names)
    assert all(words(n) for n in names)


def test_to_json_shows_every_instance_with_its_name(older):
    data = json.loads(json.dumps(older.to_json()))
    for cls in SLOT_CLASSES:
        assert [x["name"] for x in data[cls]] == older.labels(cls)
    assert data["Rel"][0]["instance"] == str(RDF_TYPE)
    assert {"instance": "LIMIT 1", "name": "limit 1"} in data["Val"]


def test_pickled_candidates_keep_names_not_the_schema(older):
    import pickle

    copy = pickle.loads(pickle.dumps(older))
    assert copy.schema is None and copy.names == older.names and copy.instances == older.instances


def test_schema_description_is_generic(older):
    assert {"age", "weight", "pet age", "sex"} <= set(older.columns)
    assert set(older.tables) == {"student", "pets", "has pet"}
    has_pet, student, pets = (_iri_named(older, "Type", n) for n in ("has pet", "student", "pets"))
    assert set(older.joins) == {(str(has_pet), str(student)), (str(has_pet), str(pets))}
    assert older.column_owners["weight"] == [str(pets)]


def test_question_link_tags(older, pets_kg):
    tokens = words(OLDER)
    tags = linked_words(tokens, question_link_features(tokens, older))
    assert tags["table"] == ["pets", "students"]
    assert tags["value"] == ["20"] and tags["number"] == ["20"]
    assert "older" not in tags["column"] and "students" not in tags["column"]
    q = "What is the average weight of the dogs of female students?"
    tokens = words(q)
    tags = linked_words(tokens, question_link_features(tokens, slot_candidates(q, pets_kg)))
    assert tags["column"] == ["weight"]
    assert tags["value"] == ["dogs"]  # 'dog' in the KG; 'F' is linked by alias, not spelled out


def test_schema_join_counts(older, pets_kg):
    # pets and students, joined through the has-pet link class: two hops
    assert schema_join_features(words(OLDER), older).tolist() == [2.0, 2.0, 0.0]
    q = "What is the average age of students?"
    assert schema_join_features(words(q), slot_candidates(q, pets_kg)).tolist() == [1.0, 0.0, 0.0]
    # a column only one class has names that class
    q = "What is the largest weight?"
    assert schema_join_features(words(q), slot_candidates(q, pets_kg)).tolist() == [1.0, 0.0, 0.0]


def test_minilm_continuations_are_read_as_words(older):
    tags = question_link_features(["how", "many", "pets", "are", "stud", "##ents", "older"], older)
    assert tags[2, 1] == 1.0 and tags[4, 1] == 0.0  # "pets" a table, a word piece alone is not


def test_a_value_linked_only_in_the_kg_carries_every_property_that_holds_it(pets_kg):
    """The fill search may rely on the list (kgqa.models.fill_plan.value_consistent): it is
    exactly the KG's own answer. A number the question states carries none: it is compared with
    whatever the question compares it with."""
    slots = slot_candidates("How many dogs are owned by students older than 20?", pets_kg)
    dog = slots.index("Val", Literal("dog"))
    holders = pets_kg.select('SELECT DISTINCT ?p WHERE { ?s ?p "dog" }').rows
    assert dog >= 0 and slots.value_properties[dog] == frozenset(str(p) for (p,) in holders)
    twenty = slots.index("Val", Literal("20"))
    assert twenty >= 0 and twenty not in slots.value_properties


def test_entity_mentions_are_tagged_and_counted_by_separate_runs():
    from kgqa.models.schema_linking import entity_link_features

    ents = [URIRef("http://x/Gemini_8"), URIRef("http://x/Apollo_11"), URIRef("http://x/Apollo_13"), URIRef("http://x/Of")]
    slots = SlotCandidates({"Ent": ents}, {"Ent": ["Gemini 8", "Apollo 11", "Apollo 13", "of"]})
    tokens = words("Who was in the missions of Gemini 8 and Apollo 11?")
    tags, count = entity_link_features(tokens, slots)
    assert [t for t, x in zip(tokens, tags[:, 0].tolist()) if x] == ["gemini", "8", "apollo", "11"]
    assert count.tolist() == [0.0, 0.0, 1.0, 0.0]  # two mentions: "Apollo 13" matches only in part
    _, none = entity_link_features(words("Who wrote it?"), slots)
    assert none.tolist() == [1.0, 0.0, 0.0, 0.0]
    _, one = entity_link_features(words("Which crew flew Apollo 11?"), slots)
    assert one.tolist() == [0.0, 1.0, 0.0, 0.0]
