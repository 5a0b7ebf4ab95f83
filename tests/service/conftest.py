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
from kgqa.service.app import create_app
from kgqa.service.catalog import KGCatalog
from kgqa.service.limits import Limits

NS = "http://valuenet/ontop/"
SINGER_NAMES = (f"SELECT ?name WHERE {{ ?s a <{NS}singer> . ?s <{NS}singer#name> ?name . "
                f"?s <{NS}singer#age> ?age }} ORDER BY DESC(?age)")
QUERIES = {
    "What are the names of singers ordered by age?": SINGER_NAMES,
    "Which singers are there?": f"SELECT ?s WHERE {{ ?s a <{NS}singer> }} LIMIT 3",
    "Which singers are older than 200?": (f"SELECT ?name WHERE {{ ?s <{NS}singer#name> ?name . "
                                          f"?s <{NS}singer#age> ?age FILTER(?age > 200) }}"),
}
# Questions the stub answers with a set confidence (the default is 0.9), to test abstention.
CONFIDENCE = {"What is the capital of France?": 0.2, "Is this borderline?": 0.5}
# Questions the stub answers as if some KG calls had failed along the way.
DEGRADED = {"Which singers are there, roughly?": ["guidance probes failed (QueryTimeout); the search went on unguided"]}
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
    """Answers the questions in QUERIES by running their SPARQL (any other question: the singers'
    names) with the confidence in CONFIDENCE; raises for 'crash', reports an error for 'engine error'."""

    def answer(self, question: str, kg: KnowledgeGraph, *, kg_name: str, top_k: int = 5) -> KGAnswer:
        if question == "crash":
            raise RuntimeError("secret internal detail")
        if question == "engine error":
            return KGAnswer(question=question, kg=kg_name, error="ValueError: no outline fits", confidence=0.8)
        t = time.perf_counter()
        sparql = QUERIES.get(question.replace(", roughly", ""), SINGER_NAMES)
        result = kg.select(sparql)
        return KGAnswer(
            question=question, kg=kg_name, variables=list(result.variables),
            rows=[list(r) for r in result.as_python()], sparql=sparql, query_graph=GRAPH, aqg=GRAPH,
            beams=[Beam(score=-0.1, sparql=sparql, query_graph=GRAPH, n_answers=len(result))][:top_k],
            timings_ms={"execute": (time.perf_counter() - t) * 1000}, confidence=CONFIDENCE.get(question, 0.9),
            degraded=list(DEGRADED.get(question, [])),
        )


@pytest.fixture(scope="session")
def bundled_catalog():
    return KGCatalog.bundled(timeout_s=10, default="concert_singer")


@pytest.fixture(scope="session")
def known_engine():
    return KnownQueryEngine()  # stateless: one for the session


@pytest.fixture
def limits():
    """Limits that differ from conf/serve.yaml's, so tests see that the app takes them from its config."""
    return Limits(max_question_chars=100, max_batch=3, max_top_k=20)


@pytest.fixture
def threshold():
    return 0.35


@pytest.fixture
def client(bundled_catalog, known_engine, limits, threshold):
    app = create_app(known_engine, bundled_catalog, limits, min_confidence=threshold)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
