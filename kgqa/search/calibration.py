"""What the answer confidence means, measured: reliability, ECE and risk against coverage.

The confidence of an answer is the reranker's softmax share of the chosen graph among the
question's executed graphs (:func:`softmax_at`). The reranker is fitted listwise on held-out
KGs' beams, so that share is a probability of being right; ``python -m kgqa.bench.calibration``
checks it on questions of KGs neither the model nor the weights were fitted on (the reliability
diagram and the expected calibration error), and :func:`risk_coverage` says what a confidence
threshold costs in questions answered and gains in accuracy (the service abstains below one,
``conf/serve.yaml``).

A fitted calibration map (logistic, over the choice's probability, its margin, an empty or failed
answer and the number of graphs) was tried on the same held-out questions and was worse
(ECE 0.046 against 0.034 for the plain share), so the share is served as it is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

def softmax_at(scores: Sequence[float], i: int) -> float:
    """The share of graph ``i`` in the softmax over one question's graph scores: the confidence."""
    z = max(scores)
    return math.exp(scores[i] - z) / sum(math.exp(x - z) for x in scores)


def reliability(probs: Sequence[float], right: Sequence[bool], bins: int = 10) -> list[dict]:
    """The reliability diagram as data: per equal-width confidence bin, its count, mean
    confidence and accuracy (empty bins left out)."""
    out = []
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        idx = [i for i, p in enumerate(probs) if lo <= p < hi or (b == bins - 1 and p == 1.0)]
        if idx:
            out.append({"bin": f"{lo:.1f}-{hi:.1f}", "n": len(idx),
                        "confidence": round(sum(probs[i] for i in idx) / len(idx), 4),
                        "accuracy": round(sum(bool(right[i]) for i in idx) / len(idx), 4)})
    return out


def expected_calibration_error(probs: Sequence[float], right: Sequence[bool], bins: int = 10) -> float:
    """ECE: the bins' |accuracy - confidence|, weighted by their share of the questions."""
    n = len(probs)
    if not n:
        return 0.0
    return round(sum(b["n"] / n * abs(b["accuracy"] - b["confidence"]) for b in reliability(probs, right, bins)), 4)


def risk_coverage(probs: Sequence[float], right: Sequence[bool],
                  coverages: Sequence[float] = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1)) -> list[dict]:
    """Accuracy over the questions answered when only the most confident share ``coverage`` is
    answered, and the confidence threshold that answers that share."""
    order = sorted(range(len(probs)), key=lambda i: -probs[i])
    out = []
    for c in coverages:
        k = max(1, int(round(c * len(order))))
        kept = order[:k]
        out.append({"coverage": c, "answered": k,
                    "accuracy": round(sum(bool(right[i]) for i in kept) / k, 4),
                    "threshold": round(probs[kept[-1]], 4)})
    return out
