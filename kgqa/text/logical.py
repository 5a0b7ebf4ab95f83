"""Logical retrieval: per-term scores composed by AND / OR / NOT (ITLR sections 2.2-2.3, App. E).

Each term of a logical query (``"vitamin D benefits" AND NOT "bone health"``) is scored
against every passage separately by a base retriever; the parse tree then becomes a tree of
score operations. ITLR section 2.3's operator choices are all selectable:

=========  =========================  ==========================================
operator   choices                    default (best in ITLR Table 2)
=========  =========================  ==========================================
AND        ``product``, ``sum``, ``min``   ``product``  (x * y)
OR         ``sum``, ``max``               ``sum``      (x + y)
NOT        ``one_minus``, ``inverse``     ``one_minus`` (1 - x)
=========  =========================  ==========================================

:class:`SigmoidCalibration` is Appendix E's optional per-term calibration
``y = sigmoid((s - tau) * lambda)``, fitted by gradient descent on labelled
(score, relevant) pairs, applied to each term's scores before composition.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from typing import Callable, Protocol, Sequence

import numpy as np

from kgqa.compiler.ast import And, LogicalNode, Not, Or, Term
from kgqa.compiler.logical_parser import parse_logical
from kgqa.text.bm25 import top_k
from kgqa.text.store import Passage, PassageStore

_EPS = 1e-6

AND_OPS: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "product": lambda x, y: x * y,
    "sum": lambda x, y: x + y,
    "min": np.minimum,
}
OR_OPS: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "sum": lambda x, y: x + y,
    "max": np.maximum,
}
NOT_OPS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "one_minus": lambda x: 1.0 - x,
    # 1/x explodes near 0 and flips sign below it; clamp so a score of 0 is "very not".
    "inverse": lambda x: 1.0 / np.maximum(x, _EPS),
}


@dataclass(frozen=True)
class ScoreOps:
    """A choice of OP_AND, OP_OR and OP_NOT (ITLR section 2.3)."""

    and_: str = "product"
    or_: str = "sum"
    not_: str = "one_minus"

    def __post_init__(self) -> None:
        for name, table in ((self.and_, AND_OPS), (self.or_, OR_OPS), (self.not_, NOT_OPS)):
            if name not in table:
                raise ValueError(f"unknown operator {name!r}; choose one of {sorted(table)}")


@dataclass(frozen=True)
class SigmoidCalibration:
    """y = sigmoid((s - tau) * lam), ITLR Appendix E."""

    tau: float
    lam: float

    def __call__(self, scores: np.ndarray) -> np.ndarray:
        z = np.clip((np.asarray(scores, dtype=np.float64) - self.tau) * self.lam, -60.0, 60.0)
        return 1.0 / (1.0 + np.exp(-z))

    @classmethod
    def fit(
        cls,
        scores: Sequence[float],
        labels: Sequence[int],
        steps: int = 2000,
        lr: float = 0.5,
    ) -> "SigmoidCalibration":
        """Gradient descent on the mean binary cross-entropy (Appendix E's fitting procedure)."""
        s = np.asarray(scores, dtype=np.float64)
        y = np.asarray(labels, dtype=np.float64)
        if s.shape != y.shape or len(s) == 0:
            raise ValueError("need as many labels as scores, at least one")
        if y.min() == y.max():
            raise ValueError("calibration needs both relevant and irrelevant examples")
        # Start at the midpoint between the class means with a slope scaled to the score spread.
        tau = 0.5 * (s[y == 1].mean() + s[y == 0].mean())
        spread = s.std() or 1.0
        lam = 4.0 / spread
        # Optimise (tau, log lam) on standardised scores for a well-conditioned problem.
        mu, sd = s.mean(), spread
        z = (s - mu) / sd
        a, c = np.log(lam * sd), (tau - mu) / sd  # y = sigmoid((z - c) * e^a)
        for _ in range(steps):
            k = np.exp(a)
            p = 1.0 / (1.0 + np.exp(-np.clip((z - c) * k, -60, 60)))
            g = p - y  # d BCE / d logit
            grad_c = np.mean(g * -k)
            grad_a = np.mean(g * (z - c) * k)
            c -= lr * grad_c
            a -= lr * grad_a
        return cls(tau=float(mu + c * sd), lam=float(np.exp(a) / sd))


TermScorer = Callable[[str], np.ndarray]


def terms_of(node: LogicalNode) -> list[str]:
    """Distinct term texts in order of appearance (each is scored once)."""
    if isinstance(node, Term):
        return [node.text]
    out: list[str] = []
    for c in node.children:
        for t in terms_of(c):
            if t not in out:
                out.append(t)
    return out


def count_negations(node: LogicalNode) -> int:
    return int(isinstance(node, Not)) + sum(count_negations(c) for c in node.children)


def compose(
    node: LogicalNode,
    term_scores: dict[str, np.ndarray],
    ops: ScoreOps = ScoreOps(),
    calibration: Callable[[np.ndarray], np.ndarray] | None = None,
) -> np.ndarray:
    """The composite score of every document (ITLR section 2.2's operation tree)."""
    if isinstance(node, Term):
        s = np.asarray(term_scores[node.text], dtype=np.float64)
        return calibration(s) if calibration is not None else s
    if isinstance(node, Not):
        return NOT_OPS[ops.not_](compose(node.operand, term_scores, ops, calibration))
    parts = [compose(c, term_scores, ops, calibration) for c in node.children]
    if isinstance(node, And):
        return reduce(AND_OPS[ops.and_], parts)
    if isinstance(node, Or):
        return reduce(OR_OPS[ops.or_], parts)
    raise TypeError(f"not a logical node: {node!r}")


class ScoringRetriever(Protocol):
    store: PassageStore

    def scores(self, query: str) -> np.ndarray: ...


class LogicalRetriever:
    """Logical retrieval over a store: each term scored by ``base``, then composed."""

    def __init__(
        self,
        base: ScoringRetriever,
        ops: ScoreOps = ScoreOps(),
        calibration: Callable[[np.ndarray], np.ndarray] | None = None,
    ) -> None:
        self.base, self.ops, self.calibration = base, ops, calibration
        self.store = base.store

    def scores(self, query: str | LogicalNode) -> np.ndarray:
        node = parse_logical(query) if isinstance(query, str) else query
        term_scores = {t: self.base.scores(t) for t in terms_of(node)}
        return compose(node, term_scores, self.ops, self.calibration)

    def search(self, query: str | LogicalNode, k: int = 10) -> list[tuple[Passage, float]]:
        return top_k(self.store, self.scores(query), k)
