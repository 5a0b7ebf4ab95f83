"""The filled graphs' queries several at once on an endpoint (search.parallel_queries): the same
results as in turn, the request's row budget charged from every thread, and the embedded store
still run in turn. Against a real Oxigraph server."""

from __future__ import annotations

import threading
import time

import pytest

from kgqa.engine.beam_runner import BeamRunner
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.errors import EndpointUnavailable
from kgqa.kg.row_budget import kg_row_budget

GRAPH = "http://kgqa.test/concert_singer_parallel"
QUERIES = [
    "SELECT ?n WHERE { ?s <http://valuenet/ontop/singer#name> ?n }",
    "SELECT ?s WHERE { ?s a <http://valuenet/ontop/singer> }",
    "SELECT ?c WHERE { ?s <http://valuenet/ontop/singer#country> ?c }",
    "SELECT ?s WHERE { ?s a <http://valuenet/ontop/stadium> }",
    "SELECT ?x WHERE { ?x <http://example.org/none> ?y }",
    "SELECT ?s ?p WHERE { ?s ?p <http://valuenet/ontop/concert> }",
]


@pytest.fixture(scope="module")
def endpoint(own_oxigraph):
    with own_oxigraph("concert_singer", GRAPH) as srv:
        yield srv


def test_in_parallel_the_results_are_those_in_turn_and_the_row_budget_sees_every_thread(endpoint):
    kg = EndpointKG(endpoint.query_url, default_graph=GRAPH, timeout_s=10, cache_size=0)
    with kg_row_budget(None) as in_turn:
        expected = BeamRunner(kg, parallel=1).run_all(QUERIES)
    with kg_row_budget(None) as at_once:
        got = BeamRunner(kg, parallel=4).run_all(QUERIES)
    assert [None if r is None else r.rows for r in got] == [None if r is None else r.rows for r in expected]
    assert sum(len(r) for r in expected) > 10 and at_once.rows == in_turn.rows == sum(len(r) for r in expected)


class SlowKG:
    """Each select sleeps; records the most calls in flight at once."""

    timeout_s = 10.0

    def __init__(self, concurrent: bool, fail: str | None = None) -> None:
        self.serves_concurrent_calls = concurrent
        self.fail = fail
        self.in_flight = self.most = 0
        self.lock = threading.Lock()

    def select(self, query, **kw):
        with self.lock:
            self.in_flight += 1
            self.most = max(self.most, self.in_flight)
        try:
            time.sleep(0.05)
            if query == self.fail:
                raise EndpointUnavailable("http://kg/sparql", "connection refused")
            return [query]
        finally:
            with self.lock:
                self.in_flight -= 1


def test_only_a_kg_behind_a_server_gets_calls_at_once():
    queries = [f"q{i}" for i in range(8)]
    remote, local = SlowKG(True), SlowKG(False)
    assert BeamRunner(remote, parallel=4).run_all(queries) == [[q] for q in queries]
    assert BeamRunner(local, parallel=4).run_all(queries) == [[q] for q in queries]
    assert remote.most == 4 and local.most == 1
    assert not isinstance(EmbeddedKG.serves_concurrent_calls, property) and not EmbeddedKG.serves_concurrent_calls


def test_an_unreachable_endpoint_is_raised_from_a_parallel_run():
    with pytest.raises(EndpointUnavailable):
        BeamRunner(SlowKG(True, fail="q2"), parallel=4).run_all([f"q{i}" for i in range(8)])
