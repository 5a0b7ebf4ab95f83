"""The reranker's model: a score over the named features of :mod:`kgqa.search.rerank`, its
fitting, and its file (``models/hgnet/rerank.json``).

The score is a linear term over the features as they are, plus, optionally, one small tanh
layer over the standardised features. The linear weights stay readable on their own (a feature
that marks a wrong graph gets a negative weight); the hidden layer adds what a sum cannot say,
for example that an empty result matters less when every other graph is empty too, or that a
sort by the answer column is wrong for "the most" but right for "in alphabetical order". Chosen
by CV by KG on the cross-fitted collections (``python -m kgqa.train_rerank``): 32 units gave
0.4179 / 0.4167 / 0.4158 over fit seeds 0 / 1 / 2 against 0.4117 for the linear model alone
(``hidden=0``).

Fitting is listwise (conditional logit): per question, the softmax over its graphs should put
its mass on the graphs that answer correctly; questions without a correct graph carry no signal
and are skipped. Full-batch L-BFGS from a fixed seed, so a refit gives the same file.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from operator import mul
from pathlib import Path
from typing import Sequence

from kgqa.search.rerank import FEATURES, RankedGraph, rank_features


@dataclass(frozen=True)
class HiddenLayer:
    """``tanh(W_in z + b_in) . w_out`` over ``z = (features - mean) / scale`` (in :data:`FEATURES` order)."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    w_in: tuple[tuple[float, ...], ...]
    b_in: tuple[float, ...]
    w_out: tuple[float, ...]

    def __post_init__(self) -> None:
        n = len(FEATURES)
        if len(self.mean) != n or len(self.scale) != n or any(len(row) != n for row in self.w_in):
            raise ValueError(f"hidden layer is over {len(self.mean)} features, this version has {n} "
                             "(refit with python -m kgqa.train_rerank)")
        if not (len(self.w_in) == len(self.b_in) == len(self.w_out)):
            raise ValueError("hidden layer: w_in, b_in and w_out disagree on the number of units")

    def __call__(self, x: Sequence[float]) -> float:
        z = [(v - m) / s for v, m, s in zip(x, self.mean, self.scale)]
        # map(mul) over the same pairs in the same order: the same sums as a generator, faster
        # (a question scores about 25 graphs through every unit)
        return sum(o * math.tanh(sum(map(mul, row, z)) + b)
                   for row, b, o in zip(self.w_in, self.b_in, self.w_out))

    def to_json(self) -> dict:
        return {"mean": list(self.mean), "scale": list(self.scale), "w_in": [list(r) for r in self.w_in],
                "b_in": list(self.b_in), "w_out": list(self.w_out)}

    @classmethod
    def from_json(cls, data: dict) -> "HiddenLayer":
        return cls(tuple(data["mean"]), tuple(data["scale"]), tuple(tuple(r) for r in data["w_in"]),
                   tuple(data["b_in"]), tuple(data["w_out"]))


class Reranker:
    """The score of a graph's features (see the module docstring); ``rank`` returns the graphs'
    indices best first. An unknown or missing feature name is an error, not a zero."""

    def __init__(self, weights: dict[str, float], meta: dict | None = None, hidden: HiddenLayer | None = None) -> None:
        unknown = set(weights) - set(FEATURES)
        missing = set(FEATURES) - set(weights)
        if unknown or missing:
            raise ValueError(f"reranker weights do not fit this version's features: unknown {sorted(unknown)}, "
                             f"missing {sorted(missing)} (refit with python -m kgqa.train_rerank)")
        self.weights = {k: float(weights[k]) for k in FEATURES}
        self._weights = [self.weights[k] for k in FEATURES]  # in FEATURES order, for score
        self.meta = meta or {}
        self.hidden = hidden

    @classmethod
    def load(cls, path: str | Path) -> "Reranker":
        data = json.loads(Path(path).read_text())
        hidden = HiddenLayer.from_json(data["hidden"]) if data.get("hidden") else None
        return cls(data["weights"], data.get("meta"), hidden)

    def save(self, path: str | Path) -> None:
        path = Path(path)
        data = {"weights": self.weights, "meta": self.meta}
        if self.hidden is not None:
            data["hidden"] = self.hidden.to_json()
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(data, indent=1) + "\n")
        tmp.replace(path)

    def score(self, features: dict[str, float]) -> float:
        x = [features[k] for k in FEATURES]
        linear = sum(map(mul, self._weights, x))
        return linear + (self.hidden(x) if self.hidden is not None else 0.0)

    def rank(self, question: str, links, graphs: Sequence[RankedGraph],
             relevance: dict[str, float] | None = None, names: dict | None = None) -> list[tuple[int, float]]:
        """``(graph index, score)``, best first; ``names``: the KG's schema words (:func:`rank_features`)."""
        features = rank_features(question, links, graphs, relevance, names)
        scored = [(i, self.score(f)) for i, f in enumerate(features)]
        return sorted(scored, key=lambda x: (-x[1], x[0]))


def fit(questions: Sequence[tuple[Sequence[dict[str, float]], Sequence[bool]]], l2: float = 1e-2,
        max_iter: int = 300, drop: Sequence[str] = (), hidden: int = 0, hidden_decay: float = 1e-2,
        seed: int = 0) -> Reranker:
    """The reranker maximising the probability of the correct graphs of each question.

    ``questions``: per question, the feature dicts of its graphs and whether each answers
    correctly. The linear weights carry an L2 penalty ``l2`` (in the features' own units) on every
    weight but ``score``, which starts at 1 (the search's own choice); ``hidden`` tanh units (0:
    none) over the standardised features carry ``hidden_decay``. Features named in ``drop`` read
    0 everywhere, so they keep a weight of 0 (ablations).
    """
    import torch

    unknown = set(drop) - set(FEATURES)
    if unknown or "score" in drop:
        raise ValueError(f"cannot drop {sorted(unknown | ({'score'} & set(drop)))}: drop only named features "
                         f"other than score, of {list(FEATURES)}")
    data = [(feats, ok) for feats, ok in questions if feats and any(ok)]
    if not data:
        raise ValueError("no question has a correct graph among its beams: nothing to fit")
    n_feat, width = len(FEATURES), max(len(feats) for feats, _ in data)
    kept = torch.tensor([k not in drop for k in FEATURES], dtype=torch.float64)
    # every question's graphs in one padded batch: (questions, graphs, features)
    X = torch.zeros(len(data), width, n_feat, dtype=torch.float64)
    present = torch.zeros(len(data), width, dtype=torch.bool)
    right = torch.zeros(len(data), width, dtype=torch.bool)
    for i, (feats, ok) in enumerate(data):
        X[i, :len(feats)] = torch.tensor([[f[k] for k in FEATURES] for f in feats], dtype=torch.float64)
        present[i, :len(feats)] = True
        right[i, :len(feats)] = torch.tensor([bool(o) for o in ok])
    X = X * kept
    rows = X[present]
    mean = rows.mean(0)
    # a feature that never varies in training (a dropped one reads 0 everywhere) keeps scale 1, so
    # that a value it takes at run time is not blown up by a near-zero spread
    spread = rows.std(0) if len(rows) > 1 else torch.zeros(n_feat, dtype=torch.float64)
    scale = torch.where(spread > 1e-9, spread, torch.ones_like(spread))
    Z = (X - mean) / scale

    gen = torch.Generator().manual_seed(seed)
    w = torch.zeros(n_feat, dtype=torch.float64)
    w[FEATURES.index("score")] = 1.0
    w_in = torch.randn(hidden, n_feat, generator=gen, dtype=torch.float64) * 0.1
    b_in = torch.zeros(hidden, dtype=torch.float64)
    w_out = torch.randn(hidden, generator=gen, dtype=torch.float64) * 0.1
    params = [w, w_in, b_in, w_out] if hidden else [w]
    for p in params:
        p.requires_grad_(True)
    penalised = kept.clone()
    penalised[FEATURES.index("score")] = 0.0
    opt = torch.optim.LBFGS(params, max_iter=max_iter, line_search_fn="strong_wolfe")
    floor = torch.finfo(torch.float64).min

    def closure():
        opt.zero_grad()
        s = X @ w
        if hidden:
            # dropped features' inputs are held at 0 in the layer too (their z is 0 here, not at run time)
            s = s + torch.tanh(Z @ (w_in * kept).T + b_in) @ w_out
        s = s.masked_fill(~present, floor)
        nll = (torch.logsumexp(s, 1) - torch.logsumexp(s.masked_fill(~right, floor), 1)).mean()
        loss = nll + l2 * (penalised * w ** 2).sum()
        if hidden:
            loss = loss + hidden_decay * ((w_in ** 2).sum() + (w_out ** 2).sum())
        loss.backward()
        return loss

    opt.step(closure)
    weights = {k: round(float(v), 6) for k, v in zip(FEATURES, w.detach())}
    layer = None
    if hidden:
        layer = HiddenLayer(tuple(float(v) for v in mean), tuple(float(v) for v in scale),
                            tuple(tuple(float(v) for v in row) for row in (w_in * kept).detach()),
                            tuple(float(v) for v in b_in.detach()), tuple(float(v) for v in w_out.detach()))
    return Reranker(weights, hidden=layer)
