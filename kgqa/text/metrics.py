"""Ranking metrics, and the SQuAD answer metrics (EM, token F1) every text evaluation uses."""

from __future__ import annotations

import math
import re
import string
from collections import Counter
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


# --- SQuAD answer metrics (extractive QA: EM and token F1 after normalisation) -------------------


def normalize_answer(s: str) -> str:
    s = s.lower()
    s = "".join(ch for ch in s if ch not in set(string.punctuation))
    s = re.sub(r"\b(a|an|the)\b", " ", s)
    return " ".join(s.split())


def exact_match(prediction: str, gold: str) -> float:
    return float(normalize_answer(prediction) == normalize_answer(gold))


def f1_score(prediction: str, gold: str) -> float:
    p, g = normalize_answer(prediction).split(), normalize_answer(gold).split()
    common = Counter(p) & Counter(g)
    same = sum(common.values())
    if not p or not g:
        return float(p == g)
    if same == 0:
        return 0.0
    precision, recall = same / len(p), same / len(g)
    return 2 * precision * recall / (precision + recall)


def best_scores(prediction: str | None, golds: list[str]) -> tuple[float, float]:
    prediction = prediction or ""
    return (max(exact_match(prediction, g) for g in golds), max(f1_score(prediction, g) for g in golds))
