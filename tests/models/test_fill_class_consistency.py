"""The filling leaves out relations that no instance of an edge's stated classes uses, and what it
leaves out is exactly what the KG itself has no match for (concert_singer, every property)."""

from rdflib import URIRef

from kgqa.candidates.schema import SchemaIndex
from kgqa.data.spider_kgs import spider_kg
from kgqa.models.fill_plan import class_consistent, stated_classes
from kgqa.querygraph import QueryGraph
from kgqa.querygraph.model import RDF_TYPE

NS = "http://valuenet/ontop/"


def _typed_edge(subject_class: str | None, object_class: str | None) -> tuple[QueryGraph, int]:
    """``?x a S . ?x [slot] ?y . ?y a O`` (either type optional); returns the graph and the slot."""
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0)
    x = g.add_vertex("Var")
    slot = len(g.edges)
    g.add_edge(x, ans, "Rel")
    for v, cls in ((x, subject_class), (ans, object_class)):
        if cls is not None:
            t = g.add_vertex("Type", 0, URIRef(NS + cls))
            g.add_edge(v, t, "Rel")  # not filled yet: a Type vertex is only the object of rdf:type
    return g, slot


def test_stated_classes_read_type_vertices_on_type_edges_only():
    g, slot = _typed_edge("singer", "stadium")
    assert stated_classes(g, g.edges[slot].source, slot) == {NS + "singer"}
    assert stated_classes(g, g.edges[slot].target, slot) == {NS + "stadium"}
    assert stated_classes(g, g.edges[slot].source, 1) == set()  # the type edge itself is skipped


def test_an_edge_without_stated_classes_keeps_every_relation():
    g, slot = _typed_edge(None, None)
    assert class_consistent(g, slot, [URIRef(NS + "singer#age"), "a path"], {}, {}) == [True, True]


def test_left_out_relations_are_exactly_those_without_a_match():
    kg = spider_kg("concert_singer")
    schema = SchemaIndex.build(kg)
    use = schema.class_use
    relations = [URIRef(p) for p in schema.properties] + [RDF_TYPE]
    for subject_class, object_class in (("singer", None), ("singer_in_concert", "concert"), ("concert", "stadium")):
        g, slot = _typed_edge(subject_class, object_class)
        keep = class_consistent(g, slot, relations, use.subjects, use.objects)
        assert any(keep) and not all(keep[:-1])
        for p, kept in zip(relations, keep):
            if p == RDF_TYPE:
                assert kept
                continue
            pattern = f"?x a <{NS}{subject_class}> . ?x <{p}> ?y ."
            if object_class:
                pattern += f" ?y a <{NS}{object_class}> ."
            assert kg.ask(f"ASK {{ {pattern} }}", timeout_s=10.0) == kept, (p, subject_class, object_class)
