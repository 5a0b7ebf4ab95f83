"""Execution guidance (HGNet Algorithm 1) as a :class:`kgqa.search.beam.Guide`.

Before the beam keeps a child, the partial query graph it would produce must have a match in
the KG. A hypothesis that wants guidance exposes ``probe_request(candidates)`` returning
``(pattern, slot, terms, prefixes)``: the probe-form body of the partial graph (unfilled edges
as variables, the slot being filled as ``?slot``) and one RDF term per candidate; all
candidates of one parent are then answered by one batched ``kg.probe`` call. Slots whose
candidates are operators rather than terms (Cmp edges) return an :class:`AskProbe` with one
``ASK`` per candidate instead. ``None`` means "nothing to check at this step" (every candidate
is admitted). Every decision is recorded as a
:class:`kgqa.answer.Probe` so answers can show why a beam was pruned.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from kgqa.answer import Probe
from kgqa.kg.errors import KG_FAULTS, KGError, QueryTimeout
from kgqa.search.beam import Candidate
from kgqa.search.deadline import Deadline


@dataclass(frozen=True)
class AskProbe:
    """Guidance for a slot whose candidates are not RDF terms (a comparison operator): one
    ``ASK`` per candidate, each the partial graph with that candidate filled in. A hypothesis's
    ``probe_request`` returns it instead of the batched ``(pattern, slot, terms, prefixes)``."""

    queries: tuple[str, ...]
    slot: str


class ExecutionGuide:
    """Admit only candidates whose partial graph matches in ``kg`` (Algorithm 1, lines 7-14).

    Args:
        kg: a :class:`kgqa.kg.base.KnowledgeGraph`.
        timeout_s: per probe call; a probe that fails or times out admits everything (guidance
            must never turn a slow KG into no answer).
        budget_calls: KG calls the guide may make for one question (a batched probe is one call,
            an :class:`AskProbe` one per operator); beyond it the search goes on unguided. Counted
            in calls, not milliseconds, so the search does not depend on the machine's load;
            calls answered from the KG's cache count too, so it does not depend on the order in
            which questions are asked either.

    ``deadline``: the question's time budget (:class:`kgqa.search.deadline.Deadline`): each
    probe's timeout is cut to guidance's share of it, and once that share is spent the search
    goes on unguided, as past ``budget_calls``; a probe cut short by it admits its candidates
    unchecked without counting as a timeout.

    Guidance stops for the question at the first probe that finds the endpoint unavailable, or
    after ``max_timeouts`` probes in a row time out: a dead or silent endpoint would otherwise
    cost one ``timeout_s`` per probe. A timeout between answered probes is that probe's cost
    (an expensive pattern on a busy KG): its candidates are admitted and guidance goes on. ``fault`` keeps
    the failure that stopped guidance, so the answer can say it was found unguided
    (``KGAnswer.degraded``).
    """

    def __init__(self, kg, timeout_s: float | None = None, budget_calls: int | None = None,
                 max_timeouts: int = 2, deadline: Deadline | None = None) -> None:
        self.kg = kg
        self.deadline = deadline if deadline is not None else Deadline(None)
        self.timeout_s = timeout_s
        self.budget_calls = budget_calls
        self.max_timeouts = max_timeouts
        self.timeouts = 0  # probes in a row that timed out (an answered probe resets it)
        self.calls = 0
        self.spent_ms = 0.0
        self.skipped = 0
        self.failed = 0  # probes that raised (timeout, endpoint error) and admitted everything
        self.fault: KGError | None = None  # the first failure; no probe is sent after it
        self.probes: list[Probe] = []

    def admit(self, parent: Any, candidates: Sequence[Candidate]) -> Sequence[Candidate]:
        req = getattr(parent, "probe_request", None)
        spec = req(candidates) if req is not None else None
        if spec is None or self.fault is not None:
            return list(candidates)
        cost = len(spec.queries) if isinstance(spec, AskProbe) else 1
        if self.budget_calls is not None and self.calls + cost > self.budget_calls:
            # the question's probing budget is spent (large KGs, unselective patterns): the rest of
            # the search runs unguided rather than slowly; the final check still executes beams
            self.skipped += 1
            return list(candidates)
        if self.deadline.guidance_left() <= 0:
            # the question's time budget: what is left of it is for executing the graphs
            self.deadline.cut_guidance()
            return list(candidates)
        self.calls += cost
        t0 = time.perf_counter()
        if isinstance(spec, AskProbe):
            pattern, slot = spec.queries[0] if spec.queries else "", spec.slot
            ok = [self._ask(q) for q in spec.queries]
        else:
            pattern, slot, terms, prefixes = spec
            try:
                ok = self.kg.probe(pattern, slot, terms, prefixes=prefixes,
                                   timeout_s=self.deadline.probe_timeout(self.timeout_s))
                self.timeouts = 0
            except KGError as e:
                self._failed(e)
                ok = [True] * len(terms)
        kept = [c for c, good in zip(candidates, ok) if good]
        ms = (time.perf_counter() - t0) * 1000
        self.spent_ms += ms
        self.probes.append(Probe(pattern, slot, len(candidates), len(kept), round(ms, 3)))
        return kept


    def _ask(self, query: str) -> bool:
        if self.fault is not None:
            return True
        if self.deadline.guidance_left() <= 0:
            self.deadline.cut_guidance()
            return True
        try:
            answer = self.kg.ask(query, timeout_s=self.deadline.probe_timeout(self.timeout_s))
            self.timeouts = 0
            return answer
        except KGError as e:
            self._failed(e)
            return True  # as for a failed batched probe: never prune on an error

    def _failed(self, error: KGError) -> None:
        if isinstance(error, QueryTimeout) and self.deadline.guidance_left() <= 0:
            self.deadline.cut_guidance()  # cut short by the time budget: not a fault of the KG's
            return
        self.failed += 1
        if isinstance(error, QueryTimeout):
            self.timeouts += 1
            if self.timeouts < self.max_timeouts:
                return  # maybe just this probe's pattern: guidance goes on
        # the KG itself failing, not one probe's text: the next probes would fail the same way
        if self.fault is None and isinstance(error, KG_FAULTS):
            self.fault = error

    def degradation(self) -> str | None:
        """Why the search went on unguided, for ``KGAnswer.degraded``; ``None`` if it did not."""
        if self.fault is None:
            return None
        return f"execution guidance stopped after a failed probe ({type(self.fault).__name__}); the search went on unguided"


def first_non_empty(beams: Sequence[Any], execute: Callable[[Any], Any], limit: int) -> tuple[int, list]:
    """The final check: the best beam whose query returns answers, when any of the first ``limit`` does.

    ``execute(beam)`` returns the result rows (or raises; a KG fault is raised on). Returns ``(index, results)`` where
    ``results[i]`` is the rows of beam ``i`` (``None`` if it failed or was not executed).
    The index is 0 when no beam answers.
    """
    results: list = [None] * len(beams)
    chosen = None
    for i, b in enumerate(beams[:limit]):
        try:
            rows = execute(b)
        except KG_FAULTS:
            raise  # the KG failing is the caller's to report, not a beam to skip
        except Exception:  # a malformed beam is skipped, not fatal
            rows = None
        results[i] = rows
        if rows and chosen is None:
            chosen = i
            break
    return (chosen if chosen is not None else 0), results
