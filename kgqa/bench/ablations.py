"""HGNet ablations (paper Table 4) as config overrides, one command:

    python -m kgqa.bench.ablations [--split dev] [--limit N]

Rows: the full model, ``model.graph_encoder=false``, ``model.aux_encoding=false``,
``model.copy=false`` (each needs its own trained checkpoint, see ``ABLATION_CHECKPOINTS``) and
``search.execution_guidance=false`` (inference only: same checkpoint as the full model).
A row whose checkpoint is missing is reported as missing, never silently replaced.
Prints a markdown table, then one JSON line with every row.
"""

from __future__ import annotations

import argparse
import json

from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT

ABLATION_CHECKPOINTS = {
    "model.graph_encoder=false": "models/hgnet/ablations/no_graph_encoder.pt",
    "model.aux_encoding=false": "models/hgnet/ablations/no_aux_encoding.pt",
    "model.copy=false": "models/hgnet/ablations/no_copy.pt",
}
ROWS = ["full", "model.graph_encoder=false", "model.aux_encoding=false", "model.copy=false",
        "search.execution_guidance=false"]
COLUMNS = ["n", "aqg_acc", "qg_acc", "exec_acc", "f1", "hit1", "latency_ms_p50", "kg_calls_per_q"]


def run(split: str, limit: int | None, rows: list[str], full_checkpoint: str | None = None) -> list[dict]:
    from kgqa.evaluate import evaluate

    results = []
    for row in rows:
        overrides = [f"split={split}"] + ([f"limit={limit}"] if limit else [])
        if full_checkpoint:
            overrides.append(f"checkpoint={full_checkpoint}")
        if row != "full":
            overrides.append(row)
        ckpt = ABLATION_CHECKPOINTS.get(row)
        if ckpt:
            if not (REPO_ROOT / ckpt).exists():
                results.append({"row": row, "missing": f"no trained checkpoint at {ckpt}"})
                continue
            overrides.append(f"checkpoint={ckpt}")
        with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
            cfg = compose(config_name="evaluate", overrides=overrides)
        res = evaluate(cfg)
        res["row"] = row
        results.append(res)
    return results


def markdown(results: list[dict]) -> str:
    lines = ["| setting | " + " | ".join(COLUMNS) + " |", "|---|" + "---|" * len(COLUMNS)]
    for r in results:
        if "missing" in r:
            lines.append(f"| {r['row']} | " + " | ".join(["—"] * len(COLUMNS)) + f" |  ({r['missing']})")
        else:
            lines.append(f"| {r['row']} | " + " | ".join(str(r.get(c, "")) for c in COLUMNS) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="dev")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--rows", nargs="*", default=ROWS)
    ap.add_argument("--checkpoint", default=None, help="the full model's checkpoint (default: conf)")
    args = ap.parse_args(argv)
    results = run(args.split, args.limit, args.rows, args.checkpoint)
    print(markdown(results))
    print(json.dumps(results))


if __name__ == "__main__":
    main()
