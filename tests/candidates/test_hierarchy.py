"""Class hierarchies a KG states but does not materialise (kgqa.candidates.hierarchy): found at
onboarding, a superclass with no instance of its own becomes a class, its class use is its
subclasses', and a Type vertex filled with it is matched through rdfs:subClassOf*."""

from __future__ import annotations

from pathlib import Path

from rdflib import URIRef

from kgqa.candidates.hierarchy import ClassHierarchy
from kgqa.candidates.schema import ClassUse, SchemaIndex
from kgqa.kg.embedded import EmbeddedKG
from kgqa.models.fill_plan import INHERITED_TYPE, inherited_types
from kgqa.querygraph import to_sparql
from kgqa.querygraph.model import RDF_TYPE, QueryGraph

BESTIARY = Path(__file__).parent / "data" / "bestiary.ttl"
B = "http://example.org/bestiary#"
_HEAD = ("@prefix : <http://example.org/z#> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
         ":Cat rdfs:subClassOf :Animal . :Dog rdfs:subClassOf :Animal . :Animal rdfs:subClassOf :Thing .\n")


def _kg(tmp_path, text: str, name: str) -> EmbeddedKG:
    path = tmp_path / f"{name}.ttl"
    path.write_text(_HEAD + text)
    return EmbeddedKG([path], name=name)


def test_a_superclass_with_no_instance_of_its_own_is_open():
    kg = EmbeddedKG([BESTIARY], name="bestiary-hierarchy")
    classes = [B + c for c in ("Dragon", "Demon", "Troll", "Alignment", "Language")]
    h = ClassHierarchy.read(kg, classes)
    # Monster is an owl:unionOf, not a subclass listing: only Creature is above the three
    assert h.open == {B + "Creature": (B + "Demon", B + "Dragon", B + "Troll")}


def test_a_superclass_every_instance_carries_is_closed_and_a_partial_one_open(tmp_path):
    materialised = _kg(tmp_path, ":tom a :Cat , :Animal , :Thing . :rex a :Dog , :Animal , :Thing .", "full")
    assert ClassHierarchy.read(materialised, ["http://example.org/z#" + c for c in ("Cat", "Dog", "Animal", "Thing")]).open == {}
    partial = _kg(tmp_path, ":tom a :Cat , :Animal , :Thing . :rex a :Dog , :Thing .", "partial")
    z = "http://example.org/z#"
    assert ClassHierarchy.read(partial, [z + c for c in ("Cat", "Dog", "Animal", "Thing")]).open == {
        z + "Animal": (z + "Cat", z + "Dog")}  # rex is no Animal by its types: Animal is open, Thing is not


def test_a_kg_without_a_hierarchy_has_none(tmp_path):
    path = tmp_path / "flat.nt"
    path.write_text('<http://x/a> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://x/C> .\n')
    assert ClassHierarchy.read(EmbeddedKG([path], name="flat"), ["http://x/C"]).open == {}


def test_the_schema_offers_the_superclass_and_widens_its_class_use():
    schema = SchemaIndex.build(EmbeddedKG([BESTIARY], name="bestiary-schema"))
    assert B + "Creature" in schema.classes and schema.classes[B + "Creature"].label.lower() == "creature"
    assert set(schema.hierarchy.open) == {B + "Creature"}
    # a Demon speaks a language, so a Creature does: the filling must not ban the relation
    assert B + "Creature" in schema.class_use.subjects[B + "hasLanguages"]
    assert B + "Creature" not in schema.class_use.objects[B + "hasLanguages"]
    again = SchemaIndex.from_json(schema.to_json())
    assert again.hierarchy == schema.hierarchy


def test_class_use_gains_a_superclass_where_one_of_its_classes_is():
    use = ClassUse({"p": frozenset({"D"}), "q": frozenset({"X"})}, {})
    wide = use.with_superclasses({"C": ("D", "E")})
    assert wide.subjects == {"p": frozenset({"D", "C"}), "q": frozenset({"X"})}


def test_a_type_edge_to_an_open_superclass_reads_through_subclass_of():
    g = QueryGraph()
    x = g.add_vertex("Ans", 0, 0)
    g.add_edge(x, g.add_vertex("Type", 0, URIRef(B + "Creature")), "Rel", RDF_TYPE)
    g.add_edge(x, g.add_vertex("Type", 0, URIRef(B + "Dragon")), "Rel", RDF_TYPE)
    out = inherited_types(g, {B + "Creature": (B + "Dragon",)})
    assert [e.instance for e in out.edges] == [INHERITED_TYPE, RDF_TYPE]
    assert "rdf-syntax-ns#type>/<http://www.w3.org/2000/01/rdf-schema#subClassOf>* <http://example.org/bestiary#Creature>" \
        in to_sparql(out)
    assert inherited_types(g, {}) is g


def test_a_dump_file_gives_the_hierarchy_sparql_onboarding_finds(tmp_path):
    from kgqa.candidates.dump import FirstPass, read_triples

    z = "http://example.org/z#"
    classes = [z + c for c in ("Cat", "Dog", "Animal", "Thing")]
    for name, body in (("full", ":tom a :Cat , :Animal , :Thing . :rex a :Dog , :Animal , :Thing ."),
                       ("partial", ":tom a :Cat , :Animal , :Thing . :rex a :Dog , :Thing ."),
                       ("bare", ":tom a :Cat . :rex a :Dog .")):
        kg = _kg(tmp_path, body, name)
        first = FirstPass("en", 200, 1000, 120).read(read_triples([tmp_path / f"{name}.ttl"], lambda *_: None))
        listed = [c for c in classes if c in first.class_iris]
        assert first.hierarchy(listed) == ClassHierarchy.read(kg, listed), name


def test_the_checks_stop_at_their_time_budget(tmp_path):
    """A superclass with instances of its own is checked by an ASK; with no time left for checks
    it stays closed (its type edges as stated), as on a large KG whose checks ran out."""
    z = "http://example.org/z#"
    partial = _kg(tmp_path, ":tom a :Cat , :Animal , :Thing . :rex a :Dog , :Thing .", "budget")
    classes = [z + c for c in ("Cat", "Dog", "Animal", "Thing")]
    assert ClassHierarchy.read(partial, classes, checks_s=0.0).open == {}
    assert z + "Animal" in ClassHierarchy.read(partial, classes).open
