"""Would more collected questions make a better reranker? Its learning curve on held-out train KGs.

    python -m kgqa.bench.rerank_curve [--shares 0.25,0.5,0.75,1] [--seeds 0,1,2] [override ...]

The overrides are those of ``conf/train_rerank.yaml`` (``sample=``, ``"cache='DIR/rr_fold{fold}.jsonl'"``):
the collection is read (or collected) as ``python -m kgqa.train_rerank`` reads it. For each share,
every held-out question is scored by a reranker fitted on that share of the *other* KGs'
questions (the CV by KG of ``reranked_cv_by_kg``, with the same folds), once per fit seed, so
the shares differ only in how much the fit saw. A curve still rising at share 1 says that
collecting more questions (``sample=``) is worth its time; a flat one says it is not.

One JSON line per share (``cv`` per seed and their ``mean``, and ``right_among_first``: how
often a right graph is among the reranker's first 1, 2, 3, 5, 8 choices or anywhere, the room
left for a better choice); the last line is one JSON object with all of them. Dev is not used.
"""

from __future__ import annotations

import argparse
import json

from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT


FIRST = (1, 2, 3, 5, 8)
FOLDS = 5  # folds of KGs, as in train_rerank's reranked_cv_by_kg


def right_among_first(records: list[dict], scores: list[list[float] | None]) -> dict[str, float]:
    """Share of the questions with a right graph among the reranker's first k choices (ties: the
    earlier graph first, as ``kgqa.train_rerank.best``); ``"1"`` is the CV by KG, ``"all"`` the oracle."""
    hits = {str(k): 0 for k in FIRST} | {"all": 0}
    for r, sc in zip(records, scores):
        if not sc:
            continue
        order = sorted(range(len(sc)), key=lambda i: (-sc[i], i))
        for k in FIRST:
            hits[str(k)] += any(r["ok"][i] for i in order[:k])
        hits["all"] += any(r["ok"])
    return {k: round(v / len(records), 4) for k, v in hits.items()}


def learning_curve(overrides: list[str], shares: list[float], seeds: list[int]) -> dict:
    import torch

    from kgqa.train_rerank import collect, fit_settings, kg_folds, out_of_fold_scores

    torch.set_num_threads(1)
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="train_rerank", overrides=["fit=false", *overrides])
    records = collect(cfg)
    fold_of = kg_folds(records, FOLDS)
    # how many questions each held-out fold's model sees at share 1 (the other folds' KGs), on average
    others = sum(sum(fold_of[r["kg"]] != k for r in records) for k in range(FOLDS)) / FOLDS if fold_of else 0
    settings = fit_settings(cfg)
    drop = list(cfg.get("drop_features") or [])
    curve = []
    for share in shares:
        cvs, among = [], []
        for seed in seeds:
            scores = out_of_fold_scores(records, float(cfg.l2), FOLDS, drop, share, **{**settings, "seed": seed})
            among.append(right_among_first(records, scores))
            cvs.append(among[-1]["1"])
        point = {"share": share, "fitted_on_about": round(others * share), "cv": cvs,
                 "mean": round(sum(cvs) / len(cvs), 4),
                 # where the right graph stands in the reranker's order (mean over the seeds)
                 "right_among_first": {k: round(sum(a[k] for a in among) / len(among), 4) for k in among[0]}}
        print(json.dumps(point), flush=True)
        curve.append(point)
    return {"questions": len(records), "sample": cfg.sample, "holdout_fold": list(cfg.holdout_fold)
            if cfg.holdout_fold is not None else None, "curve": curve}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shares", default="0.25,0.5,0.75,1", help="shares of the other KGs' questions fitted on")
    ap.add_argument("--seeds", default="0,1,2", help="fit seeds (each also draws its share)")
    ap.add_argument("overrides", nargs="*", help="overrides of conf/train_rerank.yaml")
    args = ap.parse_args(argv)
    shares = [float(x) for x in args.shares.split(",")]
    if any(not 0.0 < s <= 1.0 for s in shares):
        ap.error("--shares must lie in (0, 1]")
    result = learning_curve(args.overrides, shares, [int(x) for x in args.seeds.split(",")])
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
