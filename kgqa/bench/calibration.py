"""Is the answer confidence a probability? Measured on held-out *train* KGs, never on dev.

    python -m kgqa.bench.calibration [--bins 10] [override ...]    # overrides of conf/train_rerank.yaml

Reads the reranker's collection (``python -m kgqa.train_rerank``: per fold, train questions of
KGs the fold checkpoint was trained without, with every executed graph; collected here if not
cached). Each question's graphs are scored with reranker weights fitted on *other KGs'*
questions (grouped cross-validation, as ``reranked_cv_by_kg``), and the chosen graph's softmax
share is the confidence the engine reports. A question the search found no graph for has
confidence 0 and counts as wrong.

The last stdout line is one JSON object: ``ece``, the ``reliability`` diagram (per bin: count,
mean confidence, accuracy), the ``risk_coverage`` curve (accuracy when only the most confident
share of the questions is answered, and the threshold that answers it), ``accuracy_at_80pct_coverage``
and ``threshold_at_80pct_coverage`` (what ``abstain.min_confidence`` in ``conf/serve.yaml`` is
set from); ``ungrounded_questions`` (no question word names a column, class or value of the KG:
what ``abstain.require_grounding`` withholds) and how many of them the reranker got right.
"""

from __future__ import annotations

import argparse
import json

from hydra import compose, initialize_config_dir

from kgqa.answer import grounded
from kgqa.paths import REPO_ROOT
from kgqa.search.calibration import expected_calibration_error, reliability, risk_coverage, softmax_at


def held_out_confidences(overrides: list[str]) -> tuple[list[float], list[bool], dict]:
    """Per collected question: the confidence of the reranker's out-of-fold choice and whether it is right."""
    import torch

    from kgqa.train_rerank import best, collect, fit_settings, out_of_fold_scores

    torch.set_num_threads(1)
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="train_rerank", overrides=["fit=false", *overrides])
    records = collect(cfg)
    probs, right, ungrounded = [], [], []
    for r, scores in zip(records, out_of_fold_scores(records, float(cfg.l2), drop=list(cfg.get("drop_features") or []),
                                                      **fit_settings(cfg))):
        if not scores:
            probs.append(0.0)
            right.append(False)
            continue
        i = best(scores)
        probs.append(softmax_at(scores, i))
        right.append(bool(r["ok"][i]))
        if grounded(r["links"]) is False:
            ungrounded.append(bool(r["ok"][i]))
    source = {"split": cfg.split, "holdout_fold": list(cfg.holdout_fold) if cfg.holdout_fold is not None else None,
              "sample": cfg.sample, "checkpoint": str(cfg.checkpoint),
              # what abstain.require_grounding withholds from real questions of unseen KGs
              "ungrounded_questions": len(ungrounded), "ungrounded_right": sum(ungrounded)}
    return probs, right, source


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bins", type=int, default=10)
    ap.add_argument("overrides", nargs="*", help="overrides of conf/train_rerank.yaml (e.g. sample=600)")
    args = ap.parse_args(argv)
    probs, right, source = held_out_confidences(args.overrides)
    curve = risk_coverage(probs, right)
    at80 = next(c for c in curve if c["coverage"] == 0.8)
    print(json.dumps({
        "questions": len(probs), **source,
        "accuracy": round(sum(right) / max(len(right), 1), 4),
        "mean_confidence": round(sum(probs) / max(len(probs), 1), 4),
        "ece": expected_calibration_error(probs, right, args.bins),
        "reliability": reliability(probs, right, args.bins),
        "risk_coverage": curve,
        "accuracy_at_80pct_coverage": at80["accuracy"],
        "threshold_at_80pct_coverage": at80["threshold"],
    }))


if __name__ == "__main__":
    main()
