"""The engine end to end against a real rdflib-based SPARQL server (``rdflib-endpoint``), and
the request forms a Fuseki dataset needs (docs/kg-access.md, "Fuseki") tried on the servers we
have: a dataset URL path, ``default-graph-uri``, each result format."""

from __future__ import annotations

import gzip

import pytest
from rdflib import Graph

import kgqa
from kgqa.data.spider4sparql import kg_path
from kgqa.kg import endpoint as endpoint_module
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.errors import MalformedQuery, QueryFailed
from kgqa.python_api import default_engine
from kgqa.testing.rdflib_endpoint import RdflibEndpointServer

SINGER = "http://valuenet/ontop/singer"
COUNT_SINGERS = f"SELECT (COUNT(?s) AS ?n) WHERE {{ ?s a <{SINGER}> }}"
NAMES = f"SELECT ?name ?age WHERE {{ ?s <{SINGER}#name> ?name ; <{SINGER}#age> ?age }} ORDER BY ?name"
#: The result formats the client asks for (endpoint.SELECT_ACCEPT) that each server writes
#: (rdflib has no TSV writer; Fuseki writes all three). CSV is left out: it drops datatypes, and
#: pyoxigraph's parser refuses it, so the client never asks for it.
FORMATS = {
    "rdflib-endpoint": ["application/sparql-results+json", "application/sparql-results+xml"],
    "oxigraph": ["application/sparql-results+json", "application/sparql-results+xml", "text/tab-separated-values"],
}


@pytest.fixture(scope="module")
def rdflib_server():
    if not RdflibEndpointServer.available():
        pytest.skip("rdflib-endpoint not installed (pip install 'kgqa[dev]')")
    # served at a Fuseki-style dataset query URL
    with RdflibEndpointServer([kg_path("concert_singer")], path="/concert_singer/query") as srv:
        yield srv


@pytest.fixture(scope="module")
def oxigraph_named(oxigraph_server):
    """concert_singer loaded into a named graph of the shared Oxigraph server."""
    graph = "http://example.org/graphs/concert_singer"
    oxigraph_server.load_file(kg_path("concert_singer"), graph=graph)
    return oxigraph_server, graph


def test_engine_answers_through_rdflib_endpoint(rdflib_server):
    kg = EndpointKG(rdflib_server.query_url, name="rdflib-endpoint", timeout_s=30)
    answer = default_engine().answer("How many singers do we have?", kg, kg_name="concert_singer")
    assert answer.rows == [["6"]]
    assert kg.stats.queries > 0 and kg.stats.probe_calls > 0  # guidance ran over HTTP too


def test_kgqa_ask_on_a_held_graph():
    g = Graph()
    with gzip.open(kg_path("concert_singer"), "rb") as f:
        g.parse(f, format="nt")
    assert kgqa.ask("How many singers do we have?", graph=g).rows == [["6"]]


def _select_as(kg: EndpointKG, query: str, media_type: str, monkeypatch):
    monkeypatch.setattr(endpoint_module, "SELECT_ACCEPT", media_type)
    kg.clear_cache()
    return kg.select(query).as_python()


@pytest.mark.parametrize("media_type", FORMATS["rdflib-endpoint"])
def test_result_formats_rdflib_endpoint(rdflib_server, media_type, monkeypatch):
    kg = EndpointKG(rdflib_server.query_url)
    rows = _select_as(kg, NAMES, media_type, monkeypatch)
    assert len(rows) == 6 and rows[0] == ("Joe Sharp", 52)


@pytest.mark.parametrize("media_type", FORMATS["oxigraph"])
def test_result_formats_oxigraph_default_graph_uri(oxigraph_named, media_type, monkeypatch):
    server, graph = oxigraph_named
    kg = EndpointKG(server.query_url, default_graph=graph)  # sent as default-graph-uri
    rows = _select_as(kg, NAMES, media_type, monkeypatch)
    assert len(rows) == 6 and rows[0] == ("Joe Sharp", 52)
    assert _select_as(kg, COUNT_SINGERS, media_type, monkeypatch) == [(6,)]


def test_default_graph_uri_selects_the_graph(oxigraph_named):
    server, graph = oxigraph_named
    count = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    only = EndpointKG(server.query_url, default_graph=graph).select(count).as_python()[0][0]
    empty = EndpointKG(server.query_url, default_graph="http://example.org/graphs/none").select(count)
    assert only == 212 and empty.as_python() == [(0,)]


def test_default_graph_uri_is_ignored_by_rdflib_endpoint(rdflib_server):
    # rdflib-endpoint 0.6 serves one graph and ignores default-graph-uri (Fuseki honours it)
    count = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    kg = EndpointKG(rdflib_server.query_url, default_graph="http://example.org/graphs/none")
    assert kg.select(count).as_python() == [(212,)]


def test_errors_by_status_rdflib_endpoint(rdflib_server):
    kg = EndpointKG(rdflib_server.query_url)
    with pytest.raises(MalformedQuery):  # 400
        kg.select("SELECT * WHERE { ?s ?p }")
    with pytest.raises(QueryFailed):  # rdflib cannot sum IRIs: 422, a failed query (not a down endpoint)
        kg.select(f"SELECT (SUM(?s) AS ?n) WHERE {{ ?s a <{SINGER}> }}")
