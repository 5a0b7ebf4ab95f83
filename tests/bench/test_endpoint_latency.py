"""The endpoint latency bench (kgqa.bench.endpoint_latency): its figures from answers, then the
real thing on three chinook_1 train questions (Oxigraph server, onboarding, the service)."""

from __future__ import annotations

import pytest

from kgqa.bench.endpoint_latency import main, summarise
from kgqa.testing.servers import OxigraphServer


def row(ms: float, **stages) -> dict:
    return {"status": 200, "ms": ms, "timings_ms": stages, "kg_calls": 10, "probes": 4, "answered": True}


def test_summary_sets_the_first_question_apart_and_reads_every_stage():
    rows = [row(5000, fill=4000.0), *(row(100 * i, fill=50.0 * i, guidance=10.0 * i) for i in range(1, 21))]
    s = summarise(rows)
    assert s["first_ms"] == 5000 and s["max_ms"] == 2000  # the first (opening the indexes) is not in p50/p95
    assert s["p50_ms"] == 1050 and s["p95_ms"] == 1900
    assert s["stages_ms"]["fill"] == {"p50": 525.0, "p95": 950.0}
    assert set(s["stages_ms"]) == {"fill", "guidance"}
    assert s["kg_calls_per_question"]["mean"] == 10 and s["statuses"] == {"200": 21}


@pytest.mark.slow
def test_bench_runs_through_oxigraph_and_the_service(tmp_path):
    if not OxigraphServer.available():
        pytest.skip("no oxigraph server binary")
    report = main(["--questions", "3", "--work-dir", str(tmp_path)])
    assert report["kg"] == "chinook_1" and report["classes"] > 0 and report["entity_names"] > 0
    new = report["new"]
    assert new["statuses"] == {"200": 3} and new["p50_ms"] > 0
    assert {"outline", "fill", "execute", "labels"} <= set(new["stages_ms"])
    assert new["kg_calls_per_question"]["mean"] > 0
