"""Faults: unreachable or hung endpoints, timeouts, server-side truncation."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from kgqa.kg.wait_budget import WaitBudgetSpent, kg_wait_budget
from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.errors import KG_FAULTS, EndpointUnavailable, QueryFailed, QueryTimeout, ResultTruncated
from kgqa.testing.servers import free_port


def test_unreachable_endpoint():
    kg = EndpointKG(f"http://127.0.0.1:{free_port()}/sparql", timeout_s=3)
    with pytest.raises(EndpointUnavailable, match="127.0.0.1"):
        kg.ask("ASK { ?s ?p ?o }")


@pytest.fixture
def silent_server():
    """A TCP server that accepts connections and never answers (a hung endpoint)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(8)
    conns = []
    stop = threading.Event()

    def accept():
        sock.settimeout(0.2)
        while not stop.is_set():
            try:
                conns.append(sock.accept()[0])
            except OSError:
                pass

    t = threading.Thread(target=accept, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{sock.getsockname()[1]}/sparql"
    stop.set()
    t.join()
    for c in conns:
        c.close()
    sock.close()


def test_hung_endpoint_times_out(silent_server):
    kg = EndpointKG(silent_server, timeout_s=1)
    start = time.monotonic()
    with pytest.raises(QueryTimeout):
        kg.select("SELECT * WHERE { ?s ?p ?o }")
    assert time.monotonic() - start < 5


def test_wait_budget_bounds_all_calls_on_a_hung_endpoint(silent_server):
    """Ten calls of 10 s each would cost 100 s; under a 2 s wait budget the first call is cut
    to 2 s and the rest fail at once, each as a timeout (the service's 504)."""
    kg = EndpointKG(silent_server, timeout_s=10)
    start = time.monotonic()
    failures = []
    with kg_wait_budget(2):
        for i in range(10):
            with pytest.raises(QueryTimeout) as e:
                kg.select(f"SELECT * WHERE {{ ?s ?p {i} }}")
            failures.append(e.value)
    assert time.monotonic() - start < 5
    assert all(isinstance(f, WaitBudgetSpent) for f in failures[1:])
    assert "budget" in str(failures[-1])


def test_wait_budget_charges_failed_calls_only(embedded_kg):
    """Computing between calls (a loaded machine) and calls that answer spend nothing: only
    calls that fail do."""
    with kg_wait_budget(0.5):
        for i in range(3):
            time.sleep(0.3)  # 0.9 s in all, none of it in a KG call
            assert embedded_kg.ask(f"ASK {{ ?s ?p ?o FILTER({i} >= 0) }}", use_cache=False)
    with kg_wait_budget(0.2):  # an answered call longer than the whole budget leaves it whole
        assert SlowKG().ask("ASK { ?s ?p ?o }", use_cache=False)
        assert SlowKG().ask("ASK { ?s ?p ?o }", use_cache=False)


class SlowKG(KnowledgeGraph):
    """Answers every ASK with true after 0.3 s: a slow KG that works."""

    identity = "slow"

    def _ask(self, query, timeout_s):
        time.sleep(0.3)
        return True

    def _select(self, query, timeout_s):
        raise NotImplementedError

    def _construct(self, query, timeout_s):
        raise NotImplementedError


def test_wait_budget_belongs_to_its_own_request(embedded_kg):
    """A shared KG serves concurrent requests: one request's spent budget must not fail another's calls."""
    other: list = []

    def unbudgeted() -> None:
        other.append(embedded_kg.select("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", use_cache=False))

    with kg_wait_budget(0):
        with pytest.raises(WaitBudgetSpent):
            embedded_kg.ask("ASK { ?s ?p ?o }", use_cache=False)
        t = threading.Thread(target=unbudgeted)
        t.start()
        t.join()
    assert other and len(other[0]) == 1
    assert embedded_kg.ask("ASK { ?s ?p ?o }", use_cache=False)  # the budget ended with its block


def test_embedded_timeout_without_signals():
    from rdflib import Literal, URIRef

    ex = "http://example.org/"
    kg2 = EmbeddedKG.from_triples(
        [(URIRef(f"{ex}s{i}"), URIRef(f"{ex}p"), Literal(i)) for i in range(1500)], name="slow"
    )
    # ~3.4e9 joined rows: far beyond 0.2 s; the call must return on time from a worker thread.
    q = "SELECT (COUNT(*) AS ?c) WHERE { ?a ?b ?c . ?d ?e ?f . FILTER(?c < ?f) }"
    start = time.monotonic()
    result = {}

    def call():
        try:
            kg2.select(q, timeout_s=0.2)
        except QueryTimeout as e:
            result["err"] = e

    th = threading.Thread(target=call)
    th.start()
    th.join(5)
    assert isinstance(result.get("err"), QueryTimeout)
    assert time.monotonic() - start < 2
    kg2.close()


def test_a_runaway_embedded_query_does_not_hold_the_process_at_exit(tmp_path):
    """pyoxigraph cannot cancel a query that timed out: it runs on in the background. The process
    must still exit when its work is done (a worker of a reranker collection once waited minutes)."""
    import subprocess
    import sys

    script = tmp_path / "runaway.py"
    script.write_text(
        "from rdflib import Literal, URIRef\n"
        "from kgqa.kg.embedded import EmbeddedKG\n"
        "from kgqa.kg.errors import QueryTimeout\n"
        "kg = EmbeddedKG.from_triples([(URIRef(f'http://x/s{i}'), URIRef('http://x/p'), Literal(i)) for i in range(1500)])\n"
        "try:\n"
        "    kg.select('SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }', timeout_s=0.2)\n"
        "except QueryTimeout:\n"
        "    print('timed out')\n"
    )
    start = time.monotonic()
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "timed out", done.stderr
    assert time.monotonic() - start < 20  # the 3.4e9-row join alone runs far longer


@pytest.mark.skipif(not hasattr(time, "pthread_getcpuclockid"), reason="no thread CPU clocks: wall-clock timeouts")
def test_embedded_timeout_counts_the_query_s_cpu_time_not_the_machine_s_load():
    """A query waiting for a core (here: its worker asleep, using no CPU) is not timed out by
    the wall clock at its timeout, only at WALL_CLOCK_SLACK times it; one that works past its
    timeout is, on time. The same question so gets the same answer on a busy machine."""
    from kgqa.kg.embedded import WALL_CLOCK_SLACK

    kg = EmbeddedKG.from_triples([], name="clock")

    def idle(seconds):
        def run(deadline):
            time.sleep(seconds)
            return "answered"
        return run

    def busy(deadline):
        x = 0
        while True:  # checks its deadline between steps, as probes and row draining do
            x += 1
            if x % 1000 == 0 and time.thread_time() > deadline:
                raise QueryTimeout(0.1, "clock")

    assert kg._with_deadline(idle(0.3), timeout_s=0.1) == "answered"  # 3x the timeout of waiting
    start = time.monotonic()
    with pytest.raises(QueryTimeout):
        kg._with_deadline(idle(2.0), timeout_s=0.1)  # a stall: the wall-clock bound
    assert 0.1 * WALL_CLOCK_SLACK - 0.05 < time.monotonic() - start < 1.5
    start = time.monotonic()
    with pytest.raises(QueryTimeout):
        kg._with_deadline(busy, timeout_s=0.1)
    assert time.monotonic() - start < 0.3 * WALL_CLOCK_SLACK
    kg.close()


def test_virtuoso_truncation_is_detected(virtuoso_kg):
    # The fixture runs Virtuoso with ResultSetMaxRows=500 and the KG has 600 ex:index rows.
    with pytest.raises(ResultTruncated, match="500"):
        virtuoso_kg.select("SELECT ?s WHERE { ?s <http://example.org/index> ?i }", use_cache=False)
    rows = virtuoso_kg.select("SELECT ?s WHERE { ?s <http://example.org/index> ?i } LIMIT 100").rows
    assert len(rows) == 100


def test_a_query_virtuoso_fails_on_is_a_failed_query_not_a_down_endpoint(virtuoso_kg):
    # CONTAINS over an IRI: Virtuoso answers HTTP 500 (SL001) at run time. The server is up;
    # only this query failed, so the engine drops the beam instead of reporting an outage (503).
    bad = "SELECT ?s WHERE { ?s <http://example.org/index> ?i . FILTER(CONTAINS(?s, 1)) } LIMIT 5"
    with pytest.raises(QueryFailed, match="SL001") as failed:
        virtuoso_kg.select(bad, use_cache=False)
    assert not isinstance(failed.value, KG_FAULTS)
    assert len(virtuoso_kg.select("SELECT ?s WHERE { ?s <http://example.org/index> ?i } LIMIT 3").rows) == 3


def test_closing_a_store_cancels_its_queued_queries():
    """As the executor it replaced did: a query still queued when the store closes never runs."""
    from kgqa.kg.embedded import DaemonWorkers

    workers = DaemonWorkers(1, "close")
    running = workers.submit(lambda: time.sleep(0.3) or "ran")
    queued = workers.submit(lambda: "ran")
    time.sleep(0.05)
    workers.shutdown()
    assert running.result(timeout=2) == "ran"
    assert queued.cancelled()


def test_a_runaway_query_does_not_hold_up_the_queries_after_it():
    """A query that timed out runs on (pyoxigraph cannot stop it); the store's next queries get
    a fresh worker instead of waiting behind it, up to a bound on how many run on."""
    from rdflib import Literal, URIRef

    # 400^3 = 6.4e7 joined rows: seconds of CPU, far past the 0.2 s timeout, yet short enough
    # that the three runaways left behind do not load the rest of the test run for minutes
    kg = EmbeddedKG.from_triples(
        [(URIRef(f"http://x/s{i}"), URIRef("http://x/p"), Literal(i)) for i in range(400)], name="runaway"
    )
    runaway = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
    quick = "ASK { <http://x/s1> <http://x/p> ?o }"
    for _ in range(2):  # both workers stuck, as two of world_1's joins left them
        with pytest.raises(QueryTimeout):
            kg.select(runaway, timeout_s=0.2)
    start = time.monotonic()
    assert kg.ask(quick, timeout_s=5, use_cache=False)
    assert time.monotonic() - start < 1.0  # before: queued behind a runaway until the wall bound
    assert kg._pool.running_on == 2
    # past the bound no thread is added: a third runaway keeps its worker, the next query waits for it
    with pytest.raises(QueryTimeout):
        kg.select(runaway, timeout_s=0.2)
    assert kg._pool.running_on == 2
    assert len([t for t in threading.enumerate() if t.name.startswith("kg-runaway")]) == 4
    kg.close()
