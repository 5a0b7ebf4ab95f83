"""Scale-out bench: 1 process against N, for training, evaluation and serving.

    python -m kgqa.bench.scale [--ranks 2] [--train-limit 1500] [--epochs 2]
                               [--eval-kgs concert_singer,pets_1,...] [--serve-kg car_1] [--concurrency 4]

Three measurements, each run the way a user runs it (subprocesses, real servers):

- **training**: ``torchrun --nproc_per_node=R -m kgqa.train experiment=hgnet`` (the shipped
  model's first stage, not exported) on the first ``--train-limit``
  training questions for ``--epochs`` epochs, R = 1 and ``--ranks``: questions per second
  (the trainer's own count: examples stepped over / loop time) and the final epoch's mean loss
  (the same recipe: ``trainer.batch_size`` is the global batch);
- **evaluation**: ``torchrun --nproc_per_node=R -m kgqa.evaluate split=dev kgs=[...]``: wall
  time, and whether the metrics are identical (latency figures aside);
- **serving**: one KG in an Oxigraph server, onboarded once by ``python -m kgqa.onboard``;
  1 replica and then ``--ranks`` replicas of ``python -m kgqa.serve workers=1
  onboarding.read_only=true`` behind HAProxy, fresh processes each time, all of the KG's dev
  questions sent through the proxy by ``--concurrency`` clients: answered questions per second.

The last stdout line is one JSON object. Figures from a shared machine: compare the rows of one
run, not runs of different days.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from kgqa.data.spider4sparql import kg_path, load_split
from kgqa.paths import REPO_ROOT
from kgqa.testing.haproxy import SERVED_BY, HAProxy
from kgqa.testing.servers import OxigraphServer
from kgqa.testing.service_process import ServiceProcess

EVAL_KGS = "concert_singer,pets_1,orchestra,poker_player,employee_hire_evaluation,singer"
LATENCY_KEYS = ("latency_ms_p50", "latency_ms_p95")


def torchrun(nproc: int, module: str, overrides: list[str]) -> tuple[dict, float]:
    """The app's JSON (its last stdout line) and the wall time of the whole job."""
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={nproc}",
           "-m", module, *overrides]
    t = time.perf_counter()
    out = subprocess.run(cmd, cwd=REPO_ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - t
    if out.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1]), wall


def training(ranks: int, limit: int, epochs: int, work: Path) -> dict:
    rows = {}
    for n in (1, ranks):
        meta, wall = torchrun(n, "kgqa.train", [
            "experiment=hgnet", f"dataset.limit={limit}", f"trainer.epochs={epochs}", "trainer.max_minutes=120", "trainer.export=null",
            f"hydra.run.dir={work}/train{n}"])
        rows[n] = {"questions_per_s": meta["questions_per_s"], "final_loss": round(meta["history"][-1]["loss"], 4),
                   "steps": meta["steps"], "wall_s": round(wall, 1)}
    return {"examples": meta["train_examples"], "epochs": epochs, "by_ranks": rows,
            "speedup": round(rows[ranks]["questions_per_s"] / rows[1]["questions_per_s"], 2)}


def evaluation(ranks: int, kgs: str, work: Path) -> dict:
    runs = {n: torchrun(n, "kgqa.evaluate", ["split=dev", f"kgs=[{kgs}]", f"hydra.run.dir={work}/eval{n}"])
            for n in (1, ranks)}
    metrics = {n: {k: v for k, v in result.items() if k not in LATENCY_KEYS} for n, (result, _) in runs.items()}
    return {"n": runs[1][0]["n"], "exec_acc": runs[1][0]["exec_acc"],
            "wall_s": {n: round(wall, 1) for n, (_, wall) in runs.items()},
            "speedup": round(runs[1][1] / runs[ranks][1], 2),
            "identical_metrics": metrics[1] == metrics[ranks]}


def serving(replicas: int, kg: str, concurrency: int, work: Path) -> dict:
    questions = [e.question for e in load_split("dev") if e.kg_name == kg]
    graph = f"http://kgqa.bench/scale/{kg}"
    env = {**os.environ, "KGQA_CACHE_DIR": str(work / "cache")}
    with OxigraphServer(location=work / "oxigraph") as srv:
        srv.load_file(kg_path(kg), graph=graph)
        kg_args = [f"kg.endpoint={srv.query_url}", f"kg.default_graph={graph}", f"kg.name={kg}"]
        subprocess.run([sys.executable, "-m", "kgqa.onboard", *kg_args, "progress=false"], cwd=REPO_ROOT, env=env,
                       check=True, capture_output=True)
        rows = {n: serve_through_proxy(n, kg_args, env, kg, questions, concurrency, work) for n in (1, replicas)}
    return {"kg": kg, "questions": len(questions), "concurrency": concurrency, "by_replicas": rows,
            "speedup": round(rows[replicas]["answers_per_s"] / rows[1]["answers_per_s"], 2)}


def serve_through_proxy(n: int, kg_args: list[str], env: dict, kg: str, questions: list[str], concurrency: int,
                        work: Path) -> dict:
    services = [ServiceProcess([*kg_args, "workers=1", "onboarding.read_only=true", "log_level=warning"],
                               work / f"replica{n}_{i}.log", env) for i in range(n)]
    try:
        for s in services:
            s.launch()  # the replicas load their models at once
        for s in services:
            s.wait_healthy()
        with HAProxy([s.base_url for s in services]) as lb, httpx.Client(timeout=300) as client:
            def ask(q: str) -> tuple[int, str]:
                r = client.post(lb.base_url + "/ask", json={"question": q, "kg": kg, "explain": False})
                return r.status_code, r.headers.get(SERVED_BY, "")

            t = time.perf_counter()
            with ThreadPoolExecutor(concurrency) as pool:
                answers = list(pool.map(ask, questions))
            wall = time.perf_counter() - t
    finally:
        for s in services:
            s.stop()
    ok = sum(status == 200 for status, _ in answers)
    return {"wall_s": round(wall, 1), "answers_per_s": round(ok / wall, 2), "ok": ok,
            "per_replica": {name: sum(by == name for _, by in answers) for name in sorted({b for _, b in answers})}}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ranks", type=int, default=2, help="processes (ranks, replicas) against 1")
    ap.add_argument("--train-limit", type=int, default=1500)
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--eval-kgs", default=EVAL_KGS)
    ap.add_argument("--serve-kg", default="car_1")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--only", default="training,evaluation,serving")
    args = ap.parse_args(argv)
    only = set(args.only.split(","))
    work = Path(tempfile.mkdtemp(prefix="kgqa-bench-scale-"))
    report: dict = {"cpus": os.cpu_count(), "ranks": args.ranks}
    if "training" in only:
        report["training"] = training(args.ranks, args.train_limit, args.epochs, work)
    if "evaluation" in only:
        report["evaluation"] = evaluation(args.ranks, args.eval_kgs, work)
    if "serving" in only:
        report["serving"] = serving(args.ranks, args.serve_kg, args.concurrency, work)
    print(json.dumps(report))
    return report


if __name__ == "__main__":
    main()
