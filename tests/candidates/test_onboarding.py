"""Onboarding an unseen OWL-style KG: machinery vocabularies filtered, readable names from IRI
local names and comments, entity names without any rdfs:label, a cache keyed by data version;
on the embedded store, a real Oxigraph server and a real Virtuoso (whose default graph mixes in
its system graphs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.candidates.cache import cache_identity, forget_version
from kgqa.candidates.collect import CandidateCollector
from kgqa.candidates.entities import entity_names
from kgqa.candidates.onboarding import label_index_path, onboard
from kgqa.candidates.schema import SchemaIndex, expansion, readable
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.labels import local_name_words
from kgqa.kg.vocabulary import RDFS, is_machinery

BESTIARY = Path(__file__).parent / "data" / "bestiary.ttl"
REGIONS = Path(__file__).parent / "data" / "regions.ttl"
B = "http://example.org/bestiary#"


def _no_machinery(schema: SchemaIndex) -> None:
    assert schema.classes and schema.properties
    assert not [i for i in [*schema.classes, *schema.properties] if is_machinery(i)]


def _bestiary_names(kg) -> dict[str, set[str]]:
    names: dict[str, set[str]] = {}
    for e in entity_names(kg):
        names.setdefault(e.iri, set()).add(e.label)
    return names


def test_local_names_read_as_words():
    assert local_name_words(B + "chaoticGood") == "chaotic good"
    assert local_name_words(B + "DraconicL") == "draconic"
    assert local_name_words(B + "Red_Dragon") == "red dragon"
    assert local_name_words("http://www.wikidata.org/entity/Q42") == ""  # an opaque id names nothing
    assert readable(B + "hasSpeedValue", None, set())[0] == "speed value"
    # a snake_case has_x may mean "has": only the camelCase property marker is dropped
    assert readable("http://x.org/db/pet#has_allergy", None, {"http://x.org/db/pet"})[0] == "pet has allergy"


def test_abbreviations_are_expanded_from_comments():
    assert expansion(B + "dex", "Dexterity score") == "dexterity"
    assert expansion(B + "cmd", "Combat maneuver defense of the creature") == "combat maneuver defense"
    assert expansion(B + "name", "The name of a thing") is None  # not an abbreviation of anything


def test_owl_schema_without_machinery():
    kg = EmbeddedKG([BESTIARY], name="bestiary")
    schema = SchemaIndex.build(kg)
    _no_machinery(schema)
    # Creature has no instance of its own: a class through its three subclasses (kgqa.candidates.hierarchy)
    assert set(schema.classes) == {B + c for c in ("Alignment", "Demon", "Dragon", "Language", "Troll", "Creature")}
    labels = {i: p.label for i, p in schema.properties.items()}
    assert labels[B + "dex"] == "dexterity" and labels[B + "cmd"] == "combat maneuver defense"
    assert "speed value" in labels[B + "hasSpeedValue"]
    assert schema.properties[B + "hasAlignment"].is_link


def test_machinery_is_offered_only_when_the_question_names_it():
    kg = EmbeddedKG([BESTIARY], name="bestiary")
    collector = CandidateCollector()
    comment = RDFS + "comment"
    assert comment in collector.schema(kg).named_only
    named = collector.collect("what is the comment of the dexterity property?", kg)
    assert comment in [c.id for c in named.rel]
    assert [c.provenance for c in named.rel if c.id == comment] == [[{"source": "named in the question"}]]
    plain = collector.collect("which creatures speaking draconic have chaotic good alignment?", kg)
    assert not [c.id for c in plain.rel if is_machinery(c.id)]


def test_entities_named_by_local_names_and_labels():
    names = _bestiary_names(EmbeddedKG([BESTIARY], name="bestiary"))
    assert names[B + "DraconicL"] == {"draconic"} and names[B + "chaoticGood"] == {"chaotic good"}
    # a second name (skos:altLabel) does not hide the local name
    assert names[B + "CommonL"] == {"Trade tongue", "common"}
    # schema terms (owl:Class, owl:ObjectProperty, the ontology) are not entities
    assert not {B + "Dragon", B + "hasAlignment", "http://example.org/bestiary"} & set(names)


def test_a_spider_style_key_is_no_name():
    from kgqa.data.spider_kgs import spider_kg

    assert list(entity_names(spider_kg("concert_singer"))) == []  # singer/singer_id=2 names nothing


def test_onboarding_links_entities_in_a_question(tmp_path):
    kg = EmbeddedKG([BESTIARY], name="bestiary")
    onboarded = onboard(kg)
    assert onboarded.meta["entity_names"] == len(onboarded.labels) >= 17
    links = {h.iri for m in onboarded.labels.link("which creatures speaking draconic have chaotic good alignment?")
             for h in m.hits[:1]}
    assert {B + "DraconicL", B + "chaoticGood"} <= links


def test_oxigraph_onboarding_is_cached_per_data_version(oxigraph_server):
    oxigraph_server.load_file(BESTIARY, graph="http://example.org/g/bestiary")
    kg = EndpointKG(oxigraph_server.query_url, default_graph="http://example.org/g/bestiary")
    forget_version(kg)
    first = onboard(kg)
    _no_machinery(first.schema)
    assert first.key.endswith("|triples=" + str(len(EmbeddedKG([BESTIARY], name="b"))))
    calls = kg.stats.snapshot()["queries"]
    again = onboard(kg)  # same data: everything from the cache, no KG query
    assert kg.stats.snapshot()["queries"] == calls and again.meta == first.meta
    # the data changed: a new key, new indexes
    oxigraph_server.load_file(Path(__file__).parent / "data" / "bestiary_extra.ttl", graph="http://example.org/g/bestiary")
    refreshed = onboard(kg, refresh=True)
    assert refreshed.key != first.key and label_index_path(refreshed.key).exists()
    assert refreshed.meta["entity_names"] == first.meta["entity_names"] + 1
    assert cache_identity(kg) == refreshed.key


def test_virtuoso_system_graphs_are_not_onboarded(virtuoso_server):
    virtuoso_server.load_files([BESTIARY], graph="http://example.org/g/bestiary-virtuoso")
    # no default-graph-uri: Virtuoso's default graph holds its system graphs (virtrdf:) too
    kg = EndpointKG(virtuoso_server.query_url, timeout_s=30)
    raw = {str(r[0]) for r in kg.select("SELECT DISTINCT ?p WHERE { ?s ?p ?o } LIMIT 2000").rows}
    assert any(p.startswith("http://www.openlinksw.com/") for p in raw)  # they are there ...
    schema = SchemaIndex.build(kg)
    _no_machinery(schema)  # ... and not in the schema
    assert B + "hasAlignment" in schema.properties
    names = _bestiary_names(kg)
    # the default graph is every graph of the shared server: other tests' graphs may be there too
    # (tests/kg loads some), so only the system graphs' names are checked for
    assert not [i for i in names if is_machinery(i) or i.startswith("http://www.openlinksw.com/")]
    assert names[B + "DraconicL"] == {"draconic"}


def test_indexes_of_an_older_onboarding_format_are_built_again(tmp_path):
    """The names an index holds change with the code (``ONBOARD_FORMAT``): a label index whose
    summary says another format is built again, not read."""
    import json

    from kgqa.candidates.cache import cache_path
    from kgqa.candidates.onboarding import ONBOARD_FORMAT

    kg = EmbeddedKG([BESTIARY], name="bestiary-format")
    first = onboard(kg)
    meta_path = cache_path("onboard", first.key)
    labels = label_index_path(first.key)
    meta = json.loads(meta_path.read_text())
    meta_path.write_text(json.dumps({**meta, "format": ONBOARD_FORMAT - 1}))
    before = labels.stat().st_mtime_ns
    again = onboard(kg)
    assert labels.stat().st_mtime_ns != before and again.meta["format"] == ONBOARD_FORMAT
    assert len(again.labels) == len(first.labels)


def test_a_machinery_property_is_offered_by_its_everyday_word():
    kg = EmbeddedKG([REGIONS], name="regions")
    collector = CandidateCollector()
    notation = "http://www.w3.org/2004/02/skos/core#notation"
    asked = collector.collect("What is the code of Tarnby?", kg)
    assert [c.provenance for c in asked.rel if c.id == notation] == [[{"source": "named in the question"}]]
    plain = collector.collect("Which towns are in the Oster district?", kg)
    assert notation not in [c.id for c in plain.rel]
