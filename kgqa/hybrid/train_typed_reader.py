"""Fit the typed reader's feature weights (:mod:`kgqa.hybrid.typed_reader`) on the training halves.

Examples are the gold single-hop questions of the MuSiQue and 2Wiki *training halves*
(:func:`kgqa.hybrid.decompositions.gold_hops`); each reads the top-``k`` passages of its
dataset's whole corpus (the name-focused retriever, :mod:`kgqa.text.focused`) and scores the
admissible candidates (:func:`kgqa.hybrid.typed_reader.admissible`), as a leaf does at run time. A candidate is right when its token
F1 with the gold answer is at least 0.5. The model is a linear score per candidate, softmax
over a question's candidates, trained to put the probability on the right ones (listwise
cross-entropy, L2), full batch, on CPU in seconds.

Settings are chosen by cross-fitting between the two training halves (fit on one dataset,
read the other), never on the held-out halves:

    python -m kgqa.hybrid.train_typed_reader                 # writes models/reader/typed.json
    python -m kgqa.hybrid.train_typed_reader --ensemble      # with the span reader: typed_ensemble.json

The JSON holds the weights, the cross-fitted top-1 F1 and the command.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from kgqa.hybrid.decompositions import MULTIHOP_CORPUS
from kgqa.hybrid.typed_reader import FEATURES, TypedCandidate, TypedReader, admissible, default_weights_path

DATASETS = ("musique", "2wiki")
RIGHT_F1 = 0.5
SPAN_FEATURES = ("span_reader", "span_reader_top")


@dataclass
class HopRead:
    """One gold hop read by the typed reader: its candidates' features and each one's F1."""

    dataset: str
    question: str
    gold: str
    matrix: np.ndarray      # (candidates, features)
    f1: np.ndarray          # (candidates,) token F1 with the gold answer
    answers: list[str]


def hop_examples(dataset: str, split: str) -> list[tuple[str, str]]:
    from kgqa.hybrid.decompositions import gold_hops, read_records, split_records

    records = split_records(dataset, read_records(dataset))[split]
    return [hop for rec in records for hop in gold_hops(dataset, rec)]


def read_hops(reader: TypedReader, dataset: str, hops: Sequence[tuple[str, str]], k: int,
              retriever: Any = None, retriever_kind: str = "focused") -> list[HopRead]:
    """Retrieve ``k`` passages per hop and collect the reader's admissible candidates (unscored)."""
    from kgqa.text.focused import make_retriever
    from kgqa.text.metrics import f1_score
    from kgqa.text.multihop import load_store

    retriever = retriever or make_retriever(load_store((MULTIHOP_CORPUS[dataset],)), retriever_kind)
    out = []
    for question, gold in hops:
        passages = [p for p, _ in retriever.search(question, k)]
        candidates: list[TypedCandidate] = reader.candidates(question, passages)
        if reader.filter_types:
            candidates = admissible(candidates, question)
        matrix = np.array([[c.features[f] for f in FEATURES] for c in candidates], dtype=np.float64)
        f1 = np.array([f1_score(c.answer, gold) for c in candidates], dtype=np.float64)
        out.append(HopRead(dataset, question, gold, matrix.reshape(len(candidates), len(FEATURES)), f1,
                           [c.answer for c in candidates]))
    return out


def fit(reads: Sequence[HopRead], *, drop: Sequence[str] = (), l2: float = 1e-2, steps: int = 400,
        seed: int = 8) -> dict[str, float]:
    """Weights maximising the softmax probability of the right candidates (hops with one)."""
    import torch

    torch.manual_seed(seed)
    usable = [r for r in reads if len(r.f1) and r.f1.max() >= RIGHT_F1]
    keep = torch.tensor([0.0 if f in drop else 1.0 for f in FEATURES], dtype=torch.float64)
    w = torch.zeros(len(FEATURES), dtype=torch.float64, requires_grad=True)
    mats = [torch.from_numpy(r.matrix) for r in usable]
    targets = [torch.from_numpy(r.f1 >= RIGHT_F1) for r in usable]
    opt = torch.optim.Adam([w], lr=0.05)
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.zeros((), dtype=torch.float64)
        for m, t in zip(mats, targets):
            logp = torch.log_softmax(m @ (w * keep), dim=0)
            loss = loss - torch.logsumexp(logp[t], dim=0)
        loss = loss / max(1, len(mats)) + l2 * (w * keep).pow(2).sum()
        loss.backward()
        opt.step()
    return {f: round(float(v), 4) for f, v in zip(FEATURES, (w * keep).detach())}


def top1_f1(reads: Sequence[HopRead], weights: dict[str, float]) -> float:
    """Mean F1 of the top-scored candidate over every hop (a hop without candidates scores 0)."""
    w = np.array([weights.get(f, 0.0) for f in FEATURES])
    return statistics.fmean(float(r.f1[int(np.argmax(r.matrix @ w))]) if len(r.f1) else 0.0 for r in reads)


def cross_fit(reads_by_set: dict[str, list[HopRead]], **kw: Any) -> dict[str, float]:
    """Fit on one training half, score top-1 F1 on the other dataset's training half."""
    out = {}
    for held in reads_by_set:
        train = [r for name, rs in reads_by_set.items() if name != held for r in rs]
        out[held] = round(top1_f1(reads_by_set[held], fit(train, **kw)), 4)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ensemble", action="store_true", help="span reader answers and confidence as features")
    ap.add_argument("--k", type=int, default=5, help="passages per hop (as evaluate_text's retrieval.k)")
    ap.add_argument("--l2", type=float, nargs="+", default=[1e-3, 1e-2, 1e-1],
                    help="L2 strengths tried; the best cross-fitted one is kept")
    ap.add_argument("--retriever", default="focused", help="focused | bm25 (kgqa.text.focused), as evaluate_text's")
    ap.add_argument("--no-type-filter", action="store_true", help="score every candidate (no kgqa.hybrid."
                    "typed_reader.admissible)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args(argv)
    import torch

    torch.set_num_threads(1)
    span = None
    if args.ensemble:
        from kgqa.hybrid.reader import SpanReader

        span = SpanReader()
    reader = TypedReader({}, span_reader=span, filter_types=not args.no_type_filter)
    reads = {d: read_hops(reader, d, hop_examples(d, "train"), args.k, retriever_kind=args.retriever)
             for d in DATASETS}
    drop = () if args.ensemble else SPAN_FEATURES
    trials = {l2: cross_fit(reads, drop=drop, l2=l2) for l2 in args.l2}
    best_l2 = max(trials, key=lambda l2: statistics.fmean(trials[l2].values()))
    weights = fit([r for rs in reads.values() for r in rs], drop=drop, l2=best_l2)
    out = args.out or default_weights_path().with_name("typed_ensemble.json" if args.ensemble else "typed.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    report = {
        "weights": weights,
        "l2": best_l2,
        "cross_fitted_top1_f1": {str(l2): v for l2, v in trials.items()},
        "hops": {d: len(rs) for d, rs in reads.items()},
        "hops_with_a_right_candidate": {d: sum(1 for r in rs if len(r.f1) and r.f1.max() >= RIGHT_F1)
                                        for d, rs in reads.items()},
        "k": args.k,
        "retriever": args.retriever,
        "type_filter": not args.no_type_filter,
        "command": "python -m kgqa.hybrid.train_typed_reader" + (" --ensemble" if args.ensemble else ""),
    }
    out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in report.items() if k != "weights"}), file=sys.stderr)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
