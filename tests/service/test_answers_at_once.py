"""``limits.answers_at_once``: a worker computes that many questions at a time, the others wait
their turn (the real app and KGs; the engine counts how many answers run at once)."""

from __future__ import annotations

import asyncio
import threading
import time

import httpx

from kgqa.service.app import create_app
from kgqa.service.limits import Limits

QUESTION = {"question": "Which singers are there?", "kg": "concert_singer", "explain": False}


class Overlap:
    """Answers with ``inner`` after a short pause, recording the most answers running at once."""

    def __init__(self, inner) -> None:
        self.inner, self.lock, self.running, self.most = inner, threading.Lock(), 0, 0

    def answer(self, question, kg, *, kg_name, top_k=5):
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            time.sleep(0.2)
            return self.inner.answer(question, kg, kg_name=kg_name, top_k=top_k)
        finally:
            with self.lock:
                self.running -= 1


def most_at_once(catalog, engine, limits: Limits, n: int = 4) -> tuple[int, list[int]]:
    overlap = Overlap(engine)
    app = create_app(overlap, catalog, limits)

    async def scenario():
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t", timeout=60) as c:
            return await asyncio.gather(*[c.post("/ask", json=QUESTION) for _ in range(n)])

    responses = asyncio.run(scenario())
    return overlap.most, [r.status_code for r in responses]


def test_one_answer_at_a_time_when_limited(bundled_catalog, known_engine):
    most, statuses = most_at_once(bundled_catalog, known_engine, Limits(answers_at_once=1))
    assert statuses == [200] * 4 and most == 1


def test_answers_run_side_by_side_without_the_limit(bundled_catalog, known_engine):
    most, statuses = most_at_once(bundled_catalog, known_engine, Limits())
    assert statuses == [200] * 4 and most > 1


def test_questions_on_an_endpoint_never_wait_for_a_turn(own_oxigraph, known_engine):
    """Their time is mostly the server's: with answers_at_once=1, questions on a real Oxigraph
    endpoint still run side by side (while questions on an embedded KG take turns, above)."""
    from kgqa.service.catalog import KGCatalog

    graph = "urn:test:turns"
    with own_oxigraph("concert_singer", graph) as srv:
        catalog = KGCatalog.endpoint(srv.query_url, name="concert_singer", default_graph=graph, timeout_s=10)
        assert catalog.info("concert_singer").backend == "endpoint"
        most, statuses = most_at_once(catalog, known_engine, Limits(answers_at_once=1))
    assert statuses == [200] * 4 and most > 1
