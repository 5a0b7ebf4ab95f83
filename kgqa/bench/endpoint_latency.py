"""Per-question latency of the service over a ~100k-triple KG behind a real Oxigraph server.

    python -m kgqa.bench.endpoint_latency [--kg chinook_1] [--split train] [--questions N]
                                          [--baseline-repo DIR] [--work-dir DIR] [serve overrides ...]

Loads one Spider4SPARQL KG (default ``chinook_1``, 113,951 triples, a train database: never a
dev KG, never a held-out public KG) into an Oxigraph server of its own (``oxigraph load`` into
a folder, then ``oxigraph serve``), onboards it into a fresh cache folder over SPARQL, starts
the real service (``python -m kgqa.serve kg.endpoint=... onboarding.read_only=true``, one
worker) on that cache, and asks the KG's own questions of ``--split`` one at a time as
``POST /ask`` (``explain``, as the page asks), timed at the client. The server's own query
timeout (``--timeout-s``) is the service's ``kg.timeout_s``.

``--baseline-repo DIR``: a checkout of another commit (``git worktree add DIR COMMIT``). Its
service is started too, on the same cache folder and data, and every question is asked of
both, in alternating order, so the two figures come from the same machine state; ``--repo
DIR`` serves another checkout's code in place of this one's.

Prints one JSON object as its last line: latency p50/p95 (the first question, which opens the
indexes, apart), each stage's median and p95 from the answers' ``timings_ms`` (candidates,
encode, outline, fill and the guidance probes inside it, execute and the reranking inside it,
labels), the KG calls per question (queries and probe calls) and the probes per question.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from kgqa.bench.serve import percentile
from kgqa.data.spider4sparql import load_split, only_kgs
from kgqa.data.spider_kgs import spider_kg_file
from kgqa.testing.servers import OxigraphServer
from kgqa.testing.service_process import ServiceProcess

CACHE_ENV = "KGQA_CACHE_DIR"


def onboard_endpoint(url: str, cache: Path) -> dict:
    """Onboard the KG at ``url`` into ``cache`` (this process's environment points there)."""
    from kgqa.candidates.onboarding import onboard
    from kgqa.kg.endpoint import EndpointKG

    t = time.perf_counter()
    with EndpointKG(url, timeout_s=60) as kg:
        summary = onboard(kg).summary()
    return {"onboarding_s": round(time.perf_counter() - t, 1),
            **{k: summary[k] for k in ("classes", "properties", "entity_names") if k in summary}}


def service_env(cache: Path, repo: Path | None) -> dict[str, str]:
    """The service's environment: ``cache`` for its indexes; for a baseline checkout, this
    checkout's models and bundled KGs (only the code differs) and its code first on the path."""
    env = {**os.environ, CACHE_ENV: str(cache)}
    if repo is not None:
        from kgqa.paths import bundled_kg_dir, models_dir, shared_data_dir

        env.update(PYTHONPATH=str(repo), KGQA_MODELS_DIR=str(models_dir()), KGQA_KG_DIR=str(bundled_kg_dir()),
                   KGQA_SHARED_DATA=str(shared_data_dir()))
    return env


def stage_figures(rows: list[dict]) -> dict:
    """Median and p95 of each stage's milliseconds over the answers that report it."""
    stages: dict[str, list[float]] = {}
    for r in rows:
        for k, v in (r.get("timings_ms") or {}).items():
            stages.setdefault(k, []).append(float(v))
    return {k: {"p50": round(statistics.median(v), 1), "p95": round(percentile(v, 0.95), 1)}
            for k, v in sorted(stages.items())}


def summarise(rows: list[dict]) -> dict:
    """Latency and cost figures of one service's answers (the first question apart)."""
    rest = rows[1:] or rows
    ms = [r["ms"] for r in rest]
    calls = [r["kg_calls"] for r in rest if r.get("kg_calls") is not None]
    probes = [r["probes"] for r in rest if r.get("probes") is not None]
    statuses: dict[str, int] = {}
    for r in rows:
        statuses[str(r["status"])] = statuses.get(str(r["status"]), 0) + 1
    return {
        "questions": len(rows), "first_ms": round(rows[0]["ms"], 1),
        "p50_ms": round(statistics.median(ms), 1), "p95_ms": round(percentile(ms, 0.95), 1),
        "mean_ms": round(statistics.fmean(ms), 1), "max_ms": round(max(ms), 1),
        "stages_ms": stage_figures(rest),
        "kg_calls_per_question": {"mean": round(statistics.fmean(calls), 1), "p50": statistics.median(calls),
                                  "max": max(calls)} if calls else None,
        "probes_per_question": {"mean": round(statistics.fmean(probes), 1), "p50": statistics.median(probes),
                                "max": max(probes)} if probes else None,
        "statuses": statuses, "answered": sum(1 for r in rows if r.get("answered")),
    }


def ask(client: httpx.Client, question: str) -> dict:
    t = time.perf_counter()
    r = client.post("/ask", json={"question": question, "explain": True})
    ms = (time.perf_counter() - t) * 1000
    body = r.json() if r.headers.get("content-type", "").startswith("application/json") else {}
    return {"status": r.status_code, "ms": ms, "timings_ms": body.get("timings_ms"), "kg_calls": body.get("kg_calls"),
            "probes": len(body["probes"]) if body.get("probes") is not None else None,
            "answered": body.get("answered"), "sparql": (body.get("best_guess") or body).get("sparql"),
            "rows": (body.get("best_guess") or body).get("rows")}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kg", default="chinook_1")
    ap.add_argument("--split", default="train", choices=["train", "dev"])
    ap.add_argument("--questions", type=int, default=None, help="the first N of the KG's questions (default all)")
    ap.add_argument("--baseline-repo", type=Path, default=None,
                    help="a checkout of another commit, served side by side (alternating questions)")
    ap.add_argument("--repo", type=Path, default=None,
                    help="the checkout whose service is measured (default: this one)")
    ap.add_argument("--kg-timeout", type=float, default=10.0, help="the service's kg.timeout_s")
    ap.add_argument("--work-dir", type=Path, default=None, help="default: a new folder in the system temp folder")
    ap.add_argument("overrides", nargs="*", help="Hydra overrides passed to kgqa.serve")
    args = ap.parse_args(argv)

    questions = [e.question for e in only_kgs(load_split(args.split), [args.kg], args.split)][: args.questions]
    if not questions:
        raise SystemExit(f"no {args.split} questions on {args.kg}")
    work = args.work_dir or Path(tempfile.mkdtemp(prefix="kgqa-endpoint-latency-"))
    work.mkdir(parents=True, exist_ok=True)
    cache = work / "cache"
    shutil.rmtree(cache, ignore_errors=True)  # a fresh onboarding, not a cached one
    cache.mkdir()
    os.environ[CACHE_ENV] = str(cache)  # onboarding below writes there; the services read it
    data = work / "oxigraph"
    shutil.rmtree(data, ignore_errors=True)
    kg_file = spider_kg_file(args.kg)
    t = time.perf_counter()
    OxigraphServer.bulk_load(data, [kg_file])
    report: dict = {"kg": args.kg, "split": args.split, "kg_file": kg_file.name,
                    "load_s": round(time.perf_counter() - t, 1)}
    services: dict[str, ServiceProcess] = {}
    # the server stops a query at the service's timeout too: one the service gave up on would
    # otherwise run on and slow every later question (Oxigraph runs it to its end)
    with OxigraphServer(location=data, timeout_s=max(1, int(args.kg_timeout))) as srv:
        report.update(onboard_endpoint(srv.query_url, cache))
        common = [f"kg.endpoint={srv.query_url}", f"kg.timeout_s={args.kg_timeout}", "onboarding.read_only=true",
                  "workers=1", "log_level=warning", *args.overrides]
        try:
            for name, repo in [("new", args.repo), ("baseline", args.baseline_repo)]:
                if name == "baseline" and repo is None:
                    continue
                services[name] = ServiceProcess([*common, f"hydra.run.dir={work / ('hydra-' + name)}"],
                                                work / f"service-{name}.log", env=service_env(cache, repo), cwd=repo)
                services[name].launch()
            for s in services.values():
                s.wait_healthy()
            clients = {n: httpx.Client(base_url=s.base_url, timeout=300) for n, s in services.items()}
            rows: dict[str, list[dict]] = {n: [] for n in services}
            order = list(services)
            for i, q in enumerate(questions):
                for n in (order if i % 2 == 0 else order[::-1]):  # alternate who goes first
                    rows[n].append(ask(clients[n], q))
            for c in clients.values():
                c.close()
        finally:
            for s in services.values():
                s.stop()
    report["questions"] = len(questions)
    for n, r in rows.items():
        report[n] = summarise(r)
    if "baseline" in rows:
        same = sum(1 for a, b in zip(rows["new"], rows["baseline"]) if (a["sparql"], a["rows"]) == (b["sparql"], b["rows"]))
        report["same_answers"] = f"{same}/{len(questions)}"
        report["p50_ratio"] = round(report["baseline"]["p50_ms"] / report["new"]["p50_ms"], 2)
        report["p95_ratio"] = round(report["baseline"]["p95_ms"] / report["new"]["p95_ms"], 2)
    report["load_avg_1m_end"] = round(os.getloadavg()[0], 2)
    if args.work_dir is None:
        shutil.rmtree(work, ignore_errors=True)
    print(json.dumps(report))
    return report


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
