"""An rdflib Graph/Dataset held in-process as a KG: both ways of querying it (rdflib's engine,
a pyoxigraph copy) answer as the embedded backend does and honour the same guards."""

from __future__ import annotations

import gzip

import pytest
from rdflib import Dataset, Graph, Literal, URIRef

from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import (
    MalformedQuery,
    QueryTimeout,
    ReadOnlyViolation,
    ResultTooLarge,
)
from kgqa.kg.rdflib_graph import GraphCopyKG, RdflibKG, graph_kg

EX = "http://example.org/"
ENGINES = ["rdflib", "pyoxigraph"]


@pytest.fixture(scope="module")
def graph(kg_files) -> Graph:
    g = Graph()
    for f in kg_files:
        opener = gzip.open if f.suffix == ".gz" else open
        with opener(f, "rb") as data:
            g.parse(data, format="nt")
    return g


@pytest.fixture(params=ENGINES)
def graph_kgs(request, graph):
    kg = graph_kg(graph, name="held", engine=request.param)
    yield kg
    kg.close()


QUERIES = [
    f"SELECT ?n ?age WHERE {{ ?x <{EX}name> ?n OPTIONAL {{ ?x <{EX}age> ?age }} }} ORDER BY ?n",
    f"SELECT ?p ?o WHERE {{ <{EX}a> ?p ?o }} ORDER BY ?p",
    "SELECT (COUNT(?s) AS ?n) WHERE { ?s a <http://valuenet/ontop/singer> }",
    f"ASK {{ <{EX}a> <{EX}knows> <{EX}b> }}",
    f"ASK {{ <{EX}b> <{EX}knows> <{EX}a> }}",
]


@pytest.mark.parametrize("query", QUERIES)
def test_answers_as_the_embedded_store_does(graph_kgs, embedded_kg, query):
    got, want = graph_kgs.query(query), embedded_kg.query(query, use_cache=False)
    if isinstance(want, bool):
        assert got is want
    else:
        assert got.variables == want.variables
        assert got.rows == want.rows  # the same rdflib terms, literals normalized alike


def test_probe_and_construct(graph_kgs):
    names = [URIRef(f"{EX}{x}") for x in ("a", "b", "c", "nobody")]
    assert graph_kgs.probe(f"?x <{EX}knows> ?y", "x", names) == [True, True, False, False]
    triples = graph_kgs.query(f"CONSTRUCT {{ ?x <{EX}friend> ?y }} WHERE {{ ?x <{EX}knows> ?y }}")
    assert sorted(str(s) for s, _, _ in triples) == [f"{EX}a", f"{EX}b"]


def test_updates_are_refused(graph_kgs, graph):
    size = len(graph)
    with pytest.raises(ReadOnlyViolation):
        graph_kgs.query(f"INSERT DATA {{ <{EX}x> <{EX}y> <{EX}z> }}")
    assert len(graph) == size


def test_rdflib_engine_does_not_reach_out(graph):
    kg = RdflibKG(graph)
    with pytest.raises(ReadOnlyViolation, match="SERVICE"):
        kg.query("SELECT * WHERE { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }")
    with pytest.raises(ReadOnlyViolation, match="FROM"):
        kg.query("SELECT * FROM <http://127.0.0.1:9/data.ttl> WHERE { ?s ?p ?o }")
    with pytest.raises(MalformedQuery):
        kg.query("SELECT * WHERE { ?s ?p }")


@pytest.mark.parametrize("engine", ENGINES)
def test_row_cap(graph, engine):
    query = f"SELECT ?i WHERE {{ ?x <{EX}index> ?i }}"
    with pytest.raises(ResultTooLarge):
        graph_kg(graph, engine=engine, max_rows=100).query(query)
    cut = graph_kg(graph, engine=engine, max_rows=100, overflow="truncate").select(query)
    assert cut.truncated and len(cut) == 100


def test_rdflib_engine_times_out():
    # 300 x 300 solutions: about a second of rdflib's evaluation, far past 20 ms
    g = Graph()
    for i in range(300):
        g.add((URIRef(f"{EX}s{i}"), URIRef(f"{EX}p"), Literal(i)))
    kg = RdflibKG(g, timeout_s=0.02)
    with pytest.raises(QueryTimeout):
        kg.query("SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d }")


@pytest.mark.parametrize("engine", ENGINES)
def test_dataset_named_graphs_are_the_default_union(engine):
    ds = Dataset()
    ds.graph(URIRef(f"{EX}g1")).add((URIRef(f"{EX}a"), URIRef(f"{EX}p"), Literal(1)))
    ds.graph(URIRef(f"{EX}g2")).add((URIRef(f"{EX}b"), URIRef(f"{EX}p"), Literal(2)))
    ds.add((URIRef(f"{EX}c"), URIRef(f"{EX}p"), Literal(3)))
    kg = graph_kg(ds, engine=engine)
    assert sorted(r[0] for r in kg.select(f"SELECT ?o WHERE {{ ?s <{EX}p> ?o }}").as_python()) == [1, 2, 3]
    assert kg.ask(f"ASK {{ GRAPH <{EX}g2> {{ <{EX}b> ?p ?o }} }}")
    assert ds.default_union is False  # the caller's Dataset is left as it was


def test_copy_is_taken_once(graph):
    kg = GraphCopyKG(graph)
    assert len(kg) == len(graph) and isinstance(kg, EmbeddedKG)


def test_kgqa_ask_reuses_a_graph_s_kg_until_it_changes():
    from kgqa.python_api import graph_knowledge_graph

    g = Graph()
    g.add((URIRef(f"{EX}a"), URIRef(f"{EX}p"), Literal(1)))
    first = graph_knowledge_graph(g)
    assert graph_knowledge_graph(g) is first
    g.add((URIRef(f"{EX}b"), URIRef(f"{EX}p"), Literal(2)))
    second = graph_knowledge_graph(g)
    assert second is not first and second.identity != first.identity and len(second) == 2
    assert isinstance(graph_knowledge_graph(g, backend="rdflib"), RdflibKG)
