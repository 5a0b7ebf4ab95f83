"""Service fixtures. The HTTP layer is tested with a small engine that implements the
``KGEngine`` protocol by running a known SPARQL per question on the real KG, so these tests
exercise routing, validation, error mapping and rendering, independently of model quality.
The shipped HGNet engine is exercised in test_service_hgnet.py."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from kgqa.answer import Beam, KGAnswer
from kgqa.kg.base import KnowledgeGraph
from kgqa.service.app import Limits, create_app
from kgqa.service.catalog import KGCatalog

NS = "http://valuenet/ontop/"
SINGER_NAMES = (f"SELECT ?name WHERE {{ ?s a <{NS}singer> . ?s <{NS}singer#name> ?name . "
                f"?s <{NS}singer#age> ?age }} ORDER BY DESC(?age)")
QUERIES = {
    "What are the names of singers ordered by age?": SINGER_NAMES,
    "Which singers are there?": f"SELECT ?s WHERE {{ ?s a <{NS}singer> }} LIMIT 3",
}
GRAPH = {
    "vertices": [
        {"id": 0, "cls": "Ans", "instance": "?name", "segment": 0},
        {"id": 1, "cls": "Var", "instance": "?s", "segment": 0},
        {"id": 2, "cls": "Type", "instance": f"{NS}singer", "segment": 0},
    ],
    "edges": [
        {"source": 1, "target": 0, "cls": "Rel", "instance": f"{NS}singer#name", "direction": "+"},
        {"source": 1, "target": 2, "cls": "Rel", "instance": "type", "direction": "+"},
    ],
}


class KnownQueryEngine:
    """Answers the questions in QUERIES by running their SPARQL; raises for 'crash'."""

    def answer(self, question: str, kg: KnowledgeGraph, *, kg_name: str, top_k: int = 5) -> KGAnswer:
        if question == "crash":
            raise RuntimeError("secret internal detail")
        t = time.perf_counter()
        sparql = QUERIES.get(question, SINGER_NAMES)
        result = kg.select(sparql)
        return KGAnswer(
            question=question, kg=kg_name, variables=list(result.variables),
            rows=[list(r) for r in result.as_python()], sparql=sparql, query_graph=GRAPH, aqg=GRAPH,
            beams=[Beam(score=-0.1, sparql=sparql, query_graph=GRAPH, n_answers=len(result))][:top_k],
            timings_ms={"execute": (time.perf_counter() - t) * 1000}, confidence=0.9,
        )


@pytest.fixture(scope="session")
def bundled_catalog():
    return KGCatalog.bundled(timeout_s=10, default="concert_singer")


@pytest.fixture
def known_engine():
    return KnownQueryEngine()


@pytest.fixture
def client(bundled_catalog, known_engine):
    app = create_app(known_engine, bundled_catalog, Limits(max_question_chars=100, max_batch=3))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
