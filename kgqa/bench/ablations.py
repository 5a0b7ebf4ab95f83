"""HGNet ablations (paper Table 4) as config overrides, one command:

    python -m kgqa.bench.ablations [--split dev] [--limit N] [--rows NAME ...]

Two groups of rows, each compared only within itself:

* **search** rows run the shipped checkpoint with inference switches
  (``search.rerank=false``: the final check chooses instead of the reranker;
  ``search.execution_guidance=false``; ``search.final_check=false``: no execution at all);
* **model** rows each load a checkpoint trained from scratch with the *same* reduced budget
  (``trainer.epochs=3``, seed 13): the full model and ``model.graph_encoder=false``,
  ``model.aux_encoding=false``, ``model.copy=false``, ``model.question_linking=false``. A reduced budget is what one 2-core CPU
  affords for five trainings; it ranks the components, it does not reproduce the shipped
  model's accuracy. Each checkpoint is rebuilt by ``python -m kgqa.train experiment=ablation_<name>``
  (``conf/experiment/``; :data:`TRAIN_COMMAND`). They run
  with ``search.rerank=false`` (:data:`MODEL_ROW_SEARCH`): the reranker's weights are fitted to
  the shipped checkpoint's scores, and the rows compare the networks, not the reranker.

A row whose checkpoint is missing is reported as missing, never silently replaced.
Prints a markdown table, then one JSON line with every row.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass

from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT

TRAIN_COMMAND = "python -m kgqa.train experiment=ablation_{name}"


@dataclass(frozen=True)
class Row:
    name: str
    group: str                      # "search" | "model"
    overrides: tuple[str, ...] = ()
    checkpoint: str | None = None   # None: the shipped checkpoint of conf/evaluate.yaml


MODEL_ROW_SEARCH = ("search.rerank=false",)

ROWS = [
    Row("full", "search"),
    Row("search.rerank=false", "search", ("search.rerank=false",)),
    Row("search.execution_guidance=false", "search", ("search.execution_guidance=false",)),
    Row("search.execution_guidance=false search.rerank=false", "search",
        ("search.execution_guidance=false", "search.rerank=false")),
    Row("search.execution_guidance=false search.rerank=false search.final_check=false", "search",
        ("search.execution_guidance=false", "search.rerank=false", "search.final_check=false")),
    Row("full (3 epochs)", "model", (), "models/hgnet/ablations/full.pt"),
    Row("model.graph_encoder=false (3 epochs)", "model", ("model.graph_encoder=false",),
        "models/hgnet/ablations/no_graph_encoder.pt"),
    Row("model.aux_encoding=false (3 epochs)", "model", ("model.aux_encoding=false",),
        "models/hgnet/ablations/no_aux_encoding.pt"),
    Row("model.copy=false (3 epochs)", "model", ("model.copy=false",), "models/hgnet/ablations/no_copy.pt"),
    Row("model.question_linking=false (3 epochs)", "model", ("model.question_linking=false",),
        "models/hgnet/ablations/no_question_linking.pt"),
]
COLUMNS = ["n", "aqg_acc", "qg_acc", "exec_acc", "f1", "hit1", "latency_ms_p50", "latency_ms_p95", "kg_calls_per_q"]


def evaluate_row(row: Row, split: str, limit: int | None) -> dict:
    from kgqa.evaluate import evaluate

    overrides = [f"split={split}", *row.overrides] + ([f"limit={limit}"] if limit else [])
    if row.group == "model":
        overrides += list(MODEL_ROW_SEARCH)
    if row.checkpoint:
        if not (REPO_ROOT / row.checkpoint).exists():
            return {"row": row.name, "group": row.group, "missing": f"no trained checkpoint at {row.checkpoint}"}
        overrides.append(f"checkpoint={row.checkpoint}")
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=overrides)
    return {"row": row.name, "group": row.group, **evaluate(cfg)}


def markdown(results: list[dict]) -> str:
    lines = ["| group | setting | " + " | ".join(COLUMNS) + " |", "|---|---|" + "---|" * len(COLUMNS)]
    for r in results:
        cells = ["—"] * len(COLUMNS) if "missing" in r else [str(r.get(c, "")) for c in COLUMNS]
        suffix = f" ({r['missing']})" if "missing" in r else ""
        lines.append(f"| {r['group']} | {r['row']}{suffix} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    names = [r.name for r in ROWS]
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="dev")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--rows", nargs="*", default=names, help=f"subset of: {names}")
    args = ap.parse_args(argv)
    unknown = sorted(set(args.rows) - set(names))
    if unknown:
        ap.error(f"unknown rows {unknown}; choose from {names}")
    results = [evaluate_row(r, args.split, args.limit) for r in ROWS if r.name in args.rows]
    print(markdown(results))
    print(json.dumps(results))


if __name__ == "__main__":
    main()
