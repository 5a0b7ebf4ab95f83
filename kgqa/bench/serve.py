"""Load test of the HTTP service.

    python -m kgqa.bench.serve [--requests 300] [--concurrency 8] [--baseline-repo DIR --rounds 2]
                               [serve overrides ...]

Starts ``python -m kgqa.serve`` as its own process on a free 127.0.0.1 port (the real
start-up: models and KGs load once), waits for ``/health``, then sends ``--requests`` POST
/ask requests (Spider4SPARQL dev questions on their own KGs, cycled) from this process with
``--concurrency`` workers. Prints one JSON object as its last line: requests, errors, rps,
latency_ms_p50, latency_ms_p95, rss_mb (peak resident memory of the server and its workers),
cpu_ms_per_request (the server's CPU time over the run, per request: the figure a busy machine
does not change).

``--baseline-repo DIR``: a checkout of another commit (``git worktree add DIR COMMIT``), run
the same way, alternately with this checkout for ``--rounds`` rounds each (baseline first),
so both meet the same machine state. The JSON then holds every run, each side's medians and
the ratios new / baseline.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import psutil

from kgqa.data.spider4sparql import load_split
from kgqa.kg.registry import bundled_kg_names
from kgqa.testing.servers import free_port


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def tree_cpu_s(proc: psutil.Process) -> float:
    """User + system CPU seconds of ``proc`` and its live descendants (the service's workers)."""
    total = 0.0
    for p in [proc, *proc.children(recursive=True)]:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--requests", type=int, default=300)
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--startup-timeout", type=float, default=180)
    ap.add_argument("--baseline-repo", type=Path, default=None,
                    help="a checkout of another commit, measured alternately with this one")
    ap.add_argument("--rounds", type=int, default=2, help="runs of each side with --baseline-repo")
    ap.add_argument("overrides", nargs="*", help="Hydra overrides passed to kgqa.serve")
    args = ap.parse_args(argv)
    if args.baseline_repo is None:
        report = run(args)
        print(json.dumps(report))
        return report
    runs: dict[str, list[dict]] = {"baseline": [], "new": []}
    for _ in range(args.rounds):
        for side in runs:
            runs[side].append(run(args, args.baseline_repo if side == "baseline" else None))
            print(side, json.dumps(runs[side][-1]), file=sys.stderr)
    report = {"runs": runs}
    for side, rs in runs.items():
        report[side] = {k: statistics.median(r[k] for r in rs)
                        for k in ("rps", "latency_ms_p50", "latency_ms_p95", "rss_mb", "errors", "cpu_ms_per_request")}
    report["rps_ratio"] = round(report["new"]["rps"] / report["baseline"]["rps"], 2)
    report["p95_ratio"] = round(report["new"]["latency_ms_p95"] / report["baseline"]["latency_ms_p95"], 2)
    report["cpu_ratio"] = round(report["new"]["cpu_ms_per_request"] / report["baseline"]["cpu_ms_per_request"], 2)
    print(json.dumps(report))
    return report


def run(args, repo: Path | None = None) -> dict:
    """One server, ``args.requests`` requests; ``repo``: serve that checkout's code (with this
    checkout's models, bundled KGs, data and cache folder, so only the code differs)."""
    port = free_port()
    env = None
    if repo is not None:
        from kgqa.bench.endpoint_latency import service_env
        from kgqa.paths import cache_dir

        env = service_env(cache_dir(), repo)
    server = subprocess.Popen(
        [sys.executable, "-m", "kgqa.serve", f"port={port}", "log_level=warning", *args.overrides],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=repo,
    )
    base = f"http://127.0.0.1:{port}"
    proc = psutil.Process(server.pid)
    peak_rss = [0]
    stop = threading.Event()

    def sample_rss():
        # The server may run worker processes: count the whole process tree.
        while not stop.is_set():
            try:
                tree = [proc, *proc.children(recursive=True)]
                peak_rss[0] = max(peak_rss[0], sum(p.memory_info().rss for p in tree))
            except psutil.Error:
                return
            time.sleep(0.2)

    try:
        deadline = time.monotonic() + args.startup_timeout
        while True:
            if server.poll() is not None:
                raise SystemExit(f"kgqa.serve exited: {server.stderr.read().decode()[-3000:]}")
            try:
                if httpx.get(base + "/health", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit("kgqa.serve did not become healthy in time")
            time.sleep(0.5)
        threading.Thread(target=sample_rss, daemon=True).start()

        bundled = set(bundled_kg_names())
        questions = [(ex.question, ex.kg_name) for ex in load_split("dev") if ex.kg_name in bundled]
        work = [questions[i % len(questions)] for i in range(args.requests)]
        latencies: list[float] = []
        errors: list[str] = []
        client = httpx.Client(base_url=base, timeout=60)

        def one(item):
            q, kg = item
            t = time.perf_counter()
            try:
                r = client.post("/ask", json={"question": q, "kg": kg, "explain": True})
                ok = r.status_code == 200
                detail = "" if ok else f"{r.status_code}: {r.text[:200]}"
            except httpx.HTTPError as e:
                ok, detail = False, repr(e)
            latencies.append((time.perf_counter() - t) * 1000)
            if not ok:
                errors.append(detail)

        cpu0 = tree_cpu_s(proc)
        start = time.perf_counter()
        with ThreadPoolExecutor(args.concurrency) as pool:
            list(pool.map(one, work))
        wall = time.perf_counter() - start
        cpu = tree_cpu_s(proc) - cpu0
        client.close()
    finally:
        stop.set()
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()

    for e in errors[:5]:
        print("error:", e, file=sys.stderr)
    return {
        "requests": len(work),
        "concurrency": args.concurrency,
        "errors": len(errors),
        "rps": round(len(work) / wall, 2),
        "latency_ms_p50": round(statistics.median(latencies), 1),
        "latency_ms_p95": round(percentile(latencies, 0.95), 1),
        "rss_mb": round(peak_rss[0] / 2**20, 1),
        # the server's CPU per request: what the machine's load does not change (requests/s on
        # an idle machine is at most its cores / this, less what the clients take)
        "cpu_ms_per_request": round(cpu * 1000 / len(work), 1),
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


if __name__ == "__main__":
    main()
