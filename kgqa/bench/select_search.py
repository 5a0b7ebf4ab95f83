"""Choose a search setting on held-out *train* KGs, never on dev (dev is the test set).

    python -m kgqa.bench.select_search search.guidance_budget_calls null,60,120 [--sample 200] [--folds 0 1]

For each value and each fold F, runs ``kgqa.evaluate`` on a seeded sample of the train questions
whose KGs are in fold F, with ``models/hgnet/fold<F>.pt`` (trained without those KGs, so they are
as unseen as dev's) and ``search.rerank=false`` (the reranker's weights were fitted on these same
fold beams; the final check chooses instead). Prints one JSON object per line per (value, fold),
then a last line with every value's mean over the folds.
"""

from __future__ import annotations

import argparse
import json
import statistics

from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT

METRICS = ("exec_acc", "f1", "aqg_acc", "latency_ms_p50", "latency_ms_p95", "kg_calls_per_q")


def run(setting: str, value: str, fold: int, sample: int, extra: list[str]) -> dict:
    from kgqa.evaluate import evaluate

    overrides = ["split=train", f"holdout_fold={fold}", f"sample={sample}", "search.rerank=false",
                 f"checkpoint=models/hgnet/fold{fold}.pt", f"{setting}={value}", *extra]
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=overrides)
    res = evaluate(cfg)
    return {"setting": setting, "value": value, "fold": fold, **{k: res[k] for k in ("n", *METRICS)}}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("setting", help="a config key, e.g. search.guidance_budget_calls")
    ap.add_argument("values", help="comma-separated values, e.g. null,60,120")
    ap.add_argument("--sample", type=int, default=200, help="questions per fold (seeded)")
    ap.add_argument("--folds", type=int, nargs="*", default=[0, 1])
    ap.add_argument("--override", action="append", default=[], help="another fixed override (repeatable)")
    args = ap.parse_args(argv)
    rows = []
    for value in args.values.split(","):
        for fold in args.folds:
            row = run(args.setting, value, fold, args.sample, args.override)
            print(json.dumps(row), flush=True)
            rows.append(row)
    summary = {}
    for value in args.values.split(","):
        mine = [r for r in rows if r["value"] == value]
        summary[value] = {k: round(statistics.mean(r[k] for r in mine), 4) for k in METRICS}
    print(json.dumps({"setting": args.setting, "folds": args.folds, "sample": args.sample, "mean": summary}))


if __name__ == "__main__":
    main()
