"""Yes/no questions naming an entity and one more thing (kgqa.engine.stated_pair), read on the
bestiary OWL KG in the embedded store: which questions are read, by which property, and the ASK's
answer on the KG."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Literal, URIRef

from kgqa.candidates.schema import SchemaIndex
from kgqa.engine.stated_pair import PairReader
from kgqa.kg.embedded import EmbeddedKG

BESTIARY = Path(__file__).parents[1] / "candidates" / "data" / "bestiary.ttl"
B = "http://example.org/bestiary#"


@pytest.fixture(scope="module")
def kg():
    return EmbeddedKG([BESTIARY], name="bestiary-pair")


@pytest.fixture(scope="module")
def reader(kg):
    schema = SchemaIndex.build(kg)
    # no ranker here: the property's words the question says decide, as they do beside the ranker
    return PairReader(kg, {}, {iri: c.label for iri, c in schema.classes.items()}, schema.hierarchy.open)


def _named(*pairs):
    return {("ent", URIRef(B + iri)): name for iri, name in pairs}


def test_two_entities_are_read_by_a_property_that_links_them(kg, reader):
    r = reader.read("Does Succubus speak Common?", _named(("Succubus", "succubus"), ("CommonL", "common")), [])
    assert r.sparql == f"ASK {{ <{B}Succubus> <{B}hasLanguages> <{B}CommonL> . }}" and kg.ask(r.sparql)
    r = reader.read("Is Vrock lawful good?", _named(("Vrock", "vrock"), ("lawfulGood", "lawful good")), [])
    assert f"<{B}hasAlignment>" in r.sparql and not kg.ask(r.sparql)


def test_a_value_nothing_has_yet_is_read_through_its_class(kg, reader):
    r = reader.read("Is Vrock lawful evil?", _named(("Vrock", "vrock"), ("lawfulEvil", "lawful evil")), [])
    assert r.sparql == f"ASK {{ <{B}Vrock> <{B}hasAlignment> <{B}lawfulEvil> . }}" and not kg.ask(r.sparql)


def test_an_entity_and_a_value_compare_the_value(kg, reader):
    r = reader.read("Does Balor have a speed of 40?", _named(("Balor", "balor")), [Literal(40)])
    assert f"<{B}hasSpeedValue>" in r.sparql and kg.ask(r.sparql)
    assert not kg.ask(reader.read("Does Balor have a speed of 60?", _named(("Balor", "balor")), [Literal(60)]).sparql)


def test_an_entity_and_a_class_ask_its_type_through_the_hierarchy(kg, reader):
    r = reader.read("Is Balor a demon?", _named(("Balor", "balor")), [])
    assert r.sparql == f"ASK {{ <{B}Balor> a <{B}Demon> . }}" and kg.ask(r.sparql)
    r = reader.read("Is Balor a creature?", _named(("Balor", "balor")), [])
    assert "subClassOf>*" in r.sparql and kg.ask(r.sparql)  # Creature has no instance of its own
    assert not kg.ask(reader.read("Is Balor a dragon?", _named(("Balor", "balor")), []).sparql)


@pytest.mark.parametrize("question,named,values", [
    ("Is Balor not chaotic evil?", (("Balor", "balor"), ("chaoticEvil", "chaotic evil")), []),  # negated
    ("Which creatures are chaotic evil?", (("chaoticEvil", "chaotic evil"),), []),  # not yes/no
    ("Do Balor, Vrock and Succubus speak Abyssal?",
     (("Balor", "balor"), ("Vrock", "vrock"), ("Succubus", "succubus")), []),  # three named
    ("Is Balor a unicorn?", (("Balor", "balor"),), []),  # no such class
    ("Does Balor speak more than 2 languages?", (("Balor", "balor"),), [Literal(2), Literal(3)]),  # two values
    ("Does Red Dragon have 2 languages?", (("RedDragon", "red dragon"),), [Literal(2)]),  # a count, not a value
    ("Is the speed of Balor between 35?", (("Balor", "balor"),), [Literal(35)]),  # "between": no one comparison
    ("Is Balor stronger than Common?", (("Balor", "balor"),), [Literal("Common")]),  # not a number to compare
])
def test_other_questions_are_left_to_the_model(reader, question, named, values):
    assert reader.read(question, _named(*named), values) is None


def test_a_listing_that_times_out_costs_the_reading_not_the_answer(kg, reader):
    """On a large KG the listing of what links two entities may time out: the reading gives way
    to the model's (None), where an unavailable endpoint still fails."""
    from kgqa.kg.errors import EndpointUnavailable, QueryTimeout

    class Failing:
        def __init__(self, error):
            self.error = error

        def select(self, *a, **k):
            raise self.error

    named = _named(("Succubus", "succubus"), ("CommonL", "common"))
    slow = PairReader(Failing(QueryTimeout(10.0)), {}, reader.class_labels, reader.open_classes)
    assert slow.read("Does Succubus speak Common?", named, []) is None
    down = PairReader(Failing(EndpointUnavailable("http://x/sparql", "down")), {}, reader.class_labels, reader.open_classes)
    with pytest.raises(EndpointUnavailable):
        down.read("Does Succubus speak Common?", named, [])


def test_one_comparison_before_the_number_that_ends_the_question(kg, reader):
    r = reader.read("Is the speed of Balor more than 35?", _named(("Balor", "balor")), [Literal(35)])
    assert f"<{B}hasSpeedValue>" in r.sparql and "FILTER(?x > " in r.sparql and kg.ask(r.sparql)  # 40
    r = reader.read("Does Balor have a speed of at least 41?", _named(("Balor", "balor")), [Literal(41)])
    assert "FILTER(?x >= " in r.sparql and not kg.ask(r.sparql)


def test_a_noun_and_of_between_two_names_reads_the_second_names_property(kg, reader):
    """"Is A the language of B?": B's language is A, never A's own properties (B -p-> A only)."""
    r = reader.read("Is Abyssal the language of Vrock?", _named(("AbyssalL", "abyssal"), ("Vrock", "vrock")), [])
    assert r.sparql == f"ASK {{ <{B}Vrock> <{B}hasLanguages> <{B}AbyssalL> . }}" and kg.ask(r.sparql)
    r = reader.read("Is Common a language of Vrock?", _named(("CommonL", "common"), ("Vrock", "vrock")), [])
    assert r is not None and not kg.ask(r.sparql)
    r = reader.read("Is Balor the language of Vrock?", _named(("Balor", "balor"), ("Vrock", "vrock")), [])
    assert r.sparql == f"ASK {{ <{B}Vrock> <{B}hasLanguages> <{B}Balor> . }}" and not kg.ask(r.sparql)
    assert reader.read("Is Abyssal the language of Vrock's enemy?",
                       _named(("AbyssalL", "abyssal"), ("Vrock", "vrock")), []) is None  # a chain



def test_a_noun_no_class_says_is_read_from_the_text_values_that_say_it(tmp_path):
    """"Is Storm a watercolour?" where the KG's media are texts ("watercolour on paper"): the
    property whose values say the noun as a word, asked of the named thing."""
    ttl = tmp_path / "art.ttl"
    ttl.write_text("""@prefix : <http://art.example/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
:storm rdfs:label "Storm" ; :medium "watercolour on paper" ; :title "Storm" .
:harbour rdfs:label "Harbour" ; :medium "oil on canvas" ; :title "Harbour" .
""")
    art = EmbeddedKG([ttl])
    reader = PairReader(art, {}, {}, {})
    storm = reader.read("Is Storm a watercolour?", {("ent", URIRef("http://art.example/storm")): "storm"}, [])
    assert storm is not None and "<http://art.example/medium>" in storm.sparql and art.ask(storm.sparql)
    harbour = reader.read("Is Harbour a watercolour?", {("ent", URIRef("http://art.example/harbour")): "harbour"}, [])
    assert harbour is not None and not art.ask(harbour.sparql)
    assert reader.read("Is Storm a sculpture?", {("ent", URIRef("http://art.example/storm")): "storm"}, []) is None
