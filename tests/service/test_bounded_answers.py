"""A question whose best graph is a cross product, through the real app (conf/serve.yaml's
settings: kg.max_rows, kg.overflow=truncate, limits.kg_row_budget) over a real Oxigraph server:
the answer comes back within the request timeout, marked truncated, and the process grows by
less than 500 MB. A 50k-triple KG in the default run; a 1M-triple one with ``-m slow``.

The engine here runs the cross product as the shipped engine runs its beams (``kg.select`` of
each graph's SPARQL, every beam kept for the reranker): which graph the trained model would
choose on a synthetic KG is not what is tested, the bound on what any chosen graph may cost is.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import psutil
import pytest
from fastapi.testclient import TestClient
from hydra import compose, initialize_config_dir

from kgqa.answer import Beam, KGAnswer
from kgqa.paths import REPO_ROOT
from kgqa.serve import build_app
from kgqa.testing.servers import OxigraphServer

NS = "http://example.org/big/"
#: every person with every city: (entities / 2) squared rows
CROSS = (f"SELECT ?person ?city WHERE {{ ?person a <{NS}Person> . ?city a <{NS}City> . "
         f"?person <{NS}name> ?pn . ?city <{NS}name> ?cn }}")
NARROW = f"SELECT ?name WHERE {{ <{NS}e0> <{NS}name> ?name }}"
#: The client's request timeout the answer must come within (the issue's client waited 120 s and
#: saw none). Seconds here on an idle machine; the bound leaves room for a loaded, shared one.
REQUEST_TIMEOUT_S = 60


def write_kg(path: Path, triples: int) -> int:
    """A KG of about ``triples`` triples: people and cities, five triples each (type, name, age,
    a link, a label), written as N-Triples in one go."""
    entities = triples // 5
    lines = []
    for i in range(entities):
        kind = "Person" if i % 2 == 0 else "City"
        e = f"<{NS}e{i}>"
        lines.append(f"{e} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{NS}{kind}> .\n"
                     f'{e} <{NS}name> "{kind.lower()} {i}" .\n'
                     f'{e} <{NS}age> "{i % 90}"^^<http://www.w3.org/2001/XMLSchema#integer> .\n'
                     f"{e} <{NS}near> <{NS}e{(i * 7919) % entities}> .\n"
                     f'{e} <http://www.w3.org/2000/01/rdf-schema#label> "{kind} number {i}" .\n')
    path.write_text("".join(lines))
    return entities * 5


class CrossProductEngine:
    """Runs the beams' SPARQL as the shipped engine does (each through ``kg.select``, failures
    a failed beam) and answers with the first: the cross product."""

    beams = (CROSS, NARROW)

    def answer(self, question, kg, *, kg_name, top_k=5):
        t = time.perf_counter()
        results, errors = [], []
        for sparql in self.beams:
            try:
                results.append(kg.select(sparql))
            except Exception as e:  # noqa: BLE001 - a failed beam, as BeamRunner has it
                results.append(None)
                errors.append(f"{type(e).__name__}: {e}")
        chosen = results[0]
        out = KGAnswer(question=question, kg=kg_name, sparql=self.beams[0], confidence=0.9,
                       beams=[Beam(-0.1, s, None, None, None if r is None else len(r)) for s, r in zip(self.beams, results)])
        if chosen is None:
            out.error = errors[0]  # as the engine reports the chosen query's failure
        else:
            out.variables = list(chosen.variables)
            out.rows = [list(r) for r in chosen.as_python()]
        out.timings_ms["total"] = (time.perf_counter() - t) * 1000
        return out


@pytest.fixture(scope="module")
def _oxigraph():
    if not OxigraphServer.available():
        pytest.skip("the oxigraph server binary is missing")


def _serve(tmp_path: Path, triples: int, *overrides: str):
    kg_file = tmp_path / "big.nt"
    n = write_kg(kg_file, triples)
    store = tmp_path / "store"
    OxigraphServer.bulk_load(store, [kg_file])
    kg_file.unlink()
    srv = OxigraphServer(location=store)
    srv.start()
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="serve", overrides=[f"kg.endpoint={srv.query_url}", "kg.name=big", *overrides])
    return srv, cfg, n


class PeakRSS:
    """The process's resident memory, sampled every 10 ms while the block runs."""

    def __enter__(self):
        self.proc = psutil.Process(os.getpid())
        self.base = self.peak = self.proc.memory_info().rss
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        return self

    def _sample(self):
        while not self._stop.is_set():
            self.peak = max(self.peak, self.proc.memory_info().rss)
            time.sleep(0.01)

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()

    @property
    def growth_mb(self) -> float:
        return (self.peak - self.base) / 2**20


def _ask_cross_product(srv, cfg) -> tuple[dict, float, float]:
    with TestClient(build_app(cfg, engine=CrossProductEngine())) as client:
        client.post("/ask", json={"question": "warm up: what is the name of e0?"})  # imports, first connection
        with PeakRSS() as rss:
            t = time.perf_counter()
            r = client.post("/ask", json={"question": "Which people and cities are there?"})
            seconds = time.perf_counter() - t
        assert r.status_code == 200, r.text
        return r.json(), seconds, rss.growth_mb


def test_a_cross_product_answer_is_truncated_and_bounded(_oxigraph, tmp_path):
    # 50k triples: 5,000 people x 5,000 cities = 25M rows; the service keeps 2,000 of them
    srv, cfg, n = _serve(tmp_path, 50_000, "kg.max_rows=2000", "kg.timeout_s=10")
    try:
        body, seconds, growth = _ask_cross_product(srv, cfg)
    finally:
        srv.stop()
    assert n == 50_000
    assert body["answered"] and body["truncated"] is True
    assert len(body["rows"]) == 2000
    assert seconds < REQUEST_TIMEOUT_S and growth < 500, (seconds, growth)


def test_overflow_error_and_the_row_budget_fail_clearly(_oxigraph, tmp_path):
    srv, cfg, _ = _serve(tmp_path, 20_000, "kg.max_rows=1000", "kg.overflow=error")
    try:
        with TestClient(build_app(cfg, engine=CrossProductEngine())) as client:
            body = client.post("/ask", json={"question": "Which people and cities are there?"}).json()
            assert not body["answered"] and "ResultTooLarge" in body["abstain_reason"]
            assert "max_rows=1000" in body["abstain_reason"]
        cfg.kg.overflow, cfg.limits.kg_row_budget = "truncate", 500
        with TestClient(build_app(cfg, engine=CrossProductEngine())) as client:
            # the first beam alone is past the question's 500 rows: it fails, named as such
            body = client.post("/ask", json={"question": "Which people and cities are there?"}).json()
            assert not body["answered"] and "RowBudgetSpent" in body["abstain_reason"]
            assert "memory budget" in body["abstain_reason"]
    finally:
        srv.stop()


@pytest.mark.slow
def test_a_cross_product_on_a_million_triples(_oxigraph, tmp_path):
    # 1M triples: 100,000 x 100,000 = 10^10 rows; conf/serve.yaml's own bounds (10,000 rows, a
    # 200,000-row budget), the per-query timeout raised for a shared, loaded machine
    srv, cfg, n = _serve(tmp_path, 1_000_000, "kg.timeout_s=30")
    try:
        body, seconds, growth = _ask_cross_product(srv, cfg)
    finally:
        srv.stop()
    print(f"1M triples: cross product answered in {seconds:.2f} s, RSS +{growth:.0f} MB")
    assert n == 1_000_000
    assert body["answered"] and body["truncated"] is True
    assert len(body["rows"]) == cfg.kg.max_rows == 10_000
    assert seconds < REQUEST_TIMEOUT_S and growth < 500, (seconds, growth)
