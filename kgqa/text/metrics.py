"""Ranking metrics."""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np


def ndcg_at_k(scores: Sequence[float], relevance: Sequence[float], k: int = 10) -> float:
    """nDCG@k of the ranking induced by ``scores`` (descending, ties in input order).

    DCG = sum_i (2^rel_i - 1) / log2(i + 2) over the top k; normalised by the ideal ranking.
    Returns 0.0 when nothing is relevant.
    """
    s = np.asarray(scores, dtype=np.float64)
    rel = np.asarray(relevance, dtype=np.float64)
    if s.shape != rel.shape:
        raise ValueError("scores and relevance differ in length")
    order = np.argsort(-s, kind="stable")[:k]
    gains = (2.0 ** rel[order] - 1.0) / np.log2(np.arange(2, len(order) + 2))
    ideal_rel = np.sort(rel)[::-1][:k]
    ideal = float(((2.0**ideal_rel - 1.0) / np.log2(np.arange(2, len(ideal_rel) + 2))).sum())
    return float(gains.sum()) / ideal if ideal > 0 else 0.0


def mean(values: Sequence[float]) -> float:
    return float(sum(values) / len(values)) if values else math.nan
