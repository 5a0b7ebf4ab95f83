"""Beam search over any decoder that follows the small :class:`Hypothesis` protocol.

Modelled on rat-sql's decoder search: a hypothesis knows its score, whether it is finished,
how to score its legal next actions (``candidates``) and how to produce a child by applying
one (``step``, which must not mutate the parent: it clones). Outlining (AQG actions) and
filling (instance choices) are both hypotheses, so they share this one search.

Execution guidance (HGNet Algorithm 1) is a :class:`Guide`: before the top-K of a step is
taken, each parent's proposed children are passed to ``guide.admit(parent, candidates)``,
which returns the subset that has a match in the KG (lines 7-14: inadmissible children get
score -inf, i.e. are dropped). A guide sees all the candidates of one parent at once so it
can answer them with one batched KG probe.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, Sequence, TypeVar

H = TypeVar("H", bound="Hypothesis")


@dataclass(frozen=True)
class Candidate:
    """One scored next action of a hypothesis (``logprob`` of the action given the prefix)."""

    action: Any
    logprob: float


class Hypothesis(Protocol):
    score: float

    def is_finished(self) -> bool: ...

    def candidates(self) -> Sequence[Candidate]:
        """The legal next actions with log-probabilities (illegal ones are simply absent)."""

    def step(self, candidate: Candidate) -> "Hypothesis":
        """A new hypothesis with ``candidate`` applied and ``score + logprob``; self unchanged."""


class Guide(Protocol):
    def admit(self, parent: Any, candidates: Sequence[Candidate]) -> Sequence[Candidate]:
        """The candidates whose partial result is still executable (Algorithm 1, lines 7-14)."""


@dataclass
class BeamStep:
    """What happened at one search step (for explanations and for counting guidance)."""

    t: int
    proposed: int
    pruned: int
    kept_scores: list[float]


@dataclass
class BeamResult(Generic[H]):
    finished: list[H]
    steps: list[BeamStep] = field(default_factory=list)
    exhausted: bool = False  # every beam was pruned before finishing (Algorithm 1, line 19)

    @property
    def best(self) -> H | None:
        return self.finished[0] if self.finished else None


def beam_search(
    initial: H,
    beam_size: int,
    max_steps: int,
    *,
    guide: Guide | None = None,
    per_parent: int | None = None,
    probe_batch: int | None = 8,
) -> BeamResult[H]:
    """Search from ``initial`` until ``beam_size`` hypotheses finish or ``max_steps`` pass.

    ``per_parent`` bounds how many children of one parent compete (Algorithm 1 line 17 keeps
    TOPK per parent before the global TOPK); ``None`` means ``beam_size``. ``probe_batch``: how
    many of a parent's candidates the guide's first probe checks (at least ``per_parent``; each
    further probe doubles it while too few pass); ``None`` checks them all in one probe.
    Finished hypotheses are returned best first.
    """
    if beam_size < 1:
        raise ValueError("beam_size must be >= 1")
    per_parent = per_parent or beam_size
    beams: list[H] = [initial]
    finished: list[H] = []
    steps: list[BeamStep] = []
    for t in range(max_steps):
        pool: list[tuple[float, int, H, Candidate]] = []
        proposed = pruned = 0
        for b_idx, hyp in enumerate(beams):
            cands = [c for c in hyp.candidates() if c.logprob > -math.inf]
            proposed += len(cands)
            if guide is not None and cands:
                # Score first, probe only what could survive: the guide is the costly part.
                cands = sorted(cands, key=lambda c: -c.logprob)
                admitted = _admit_top(guide, hyp, cands, per_parent, probe_batch)
                pruned += len(cands) - len(admitted)
                cands = admitted
            else:
                cands = heapq.nlargest(per_parent, cands, key=lambda c: c.logprob)
            for c in cands:
                pool.append((hyp.score + c.logprob, b_idx, hyp, c))
        pool.sort(key=lambda x: -x[0])
        next_beams: list[H] = []
        for _, _, hyp, c in pool:
            if len(next_beams) + len(finished) >= beam_size:
                break
            child = hyp.step(c)
            (finished if child.is_finished() else next_beams).append(child)
        steps.append(BeamStep(t, proposed, pruned, [h.score for h in next_beams]))
        beams = next_beams
        if not beams:
            break
    finished.sort(key=lambda h: -h.score)
    return BeamResult(finished, steps, exhausted=not finished)


def _admit_top(guide: Guide, parent, ranked: list[Candidate], k: int, first: int | None = 8) -> list[Candidate]:
    """The best ``k`` admissible candidates, probing ``first`` of them (all when ``None``), then
    chunks twice as large while fewer than ``k`` passed."""
    admitted: list[Candidate] = []
    start, chunk = 0, len(ranked) if first is None else max(k, first)
    while start < len(ranked) and len(admitted) < k:
        batch = ranked[start : start + chunk]
        admitted.extend(guide.admit(parent, batch))
        start += chunk
        chunk *= 2
    return admitted[:k]
