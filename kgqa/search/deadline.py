"""``Deadline``: one question's time budget (``search.deadline_s``), for an anytime search.

Behind an endpoint a few patterns are slow (a probe over class-typed chains runs to its 2 s
timeout, a beam's cross product to ``kg.timeout_s``), and one question meets several of them:
10-25 s where most take one. With a budget the engine stops spending KG time on what only
refines the answer once the budget is gone, and answers with the best graph found by then:

- guidance probes until ``GUIDANCE_SHARE`` of the budget has passed, each probe's timeout cut
  to what is left of that share; the rest of the fill runs unguided (as past
  ``search.guidance_budget_calls``);
- the filled graphs are executed, best first, until the budget is spent, each query's timeout
  cut to what is left; the graphs not run by then are scored as not run, and the answer is
  chosen among those that ran;
- a question with no graph executed when the budget runs out still runs its best one, once,
  with a timeout of at least ``ANSWER_FLOOR_SHARE`` of the budget: an answer needs its rows
  (if that one times out too, the answer is that timeout, as without a budget).

Calls that are not optional (the candidates' lookups, the chosen query when nothing else ran,
a yes/no question's ASK) keep their own timeouts. A budget that is not reached changes
nothing: every decision above is taken only once the budget has passed, and the cut timeouts
are never shorter than the time left. The answer says when the budget cut the search
(:meth:`Deadline.degradation`, in ``KGAnswer.degraded``).

Evaluation leaves the budget off (``conf/search/beam.yaml``: null): a wall-clock budget makes
the search depend on the machine's load, which evaluation figures must not (DESIGN.md
section 7). The service sets one (``conf/serve.yaml``).
"""

from __future__ import annotations

import math
import time
from typing import Callable

#: The share of the budget guidance may use; the rest is for executing the filled graphs.
GUIDANCE_SHARE = 0.6
#: The least timeout of the one query run after the budget when no graph ran before it.
ANSWER_FLOOR_SHARE = 0.4


#: How the degradation reason of a search the time budget cut begins (clients and benchmarks tell
#: a cut of the question's own budget from a failure of the KG by it).
BUDGET_REASON = "the question's time budget"

class Deadline:
    """A time budget of ``seconds`` from now (``None``: no budget; every method then says so).

    ``clock`` is ``time.monotonic`` unless a test passes its own."""

    def __init__(self, seconds: float | None, clock: Callable[[], float] = time.monotonic) -> None:
        if seconds is not None and not seconds > 0:
            raise ValueError(f"a time budget must be > 0 seconds or None, not {seconds!r}")
        self.seconds = seconds
        self.clock = clock
        self.started = clock()
        self.guidance_cut_ms: float | None = None  # when guidance stopped for the budget
        self.probes_cut = 0  # probe decisions admitted unchecked for the budget
        self.execution_cut_ms: float | None = None  # when executions stopped for the budget
        self.queries_cut = 0  # filled graphs not run (or cut short) for the budget

    @property
    def active(self) -> bool:
        return self.seconds is not None

    def elapsed_ms(self) -> float:
        return (self.clock() - self.started) * 1000

    def left(self) -> float:
        """Seconds left of the whole budget (``inf`` without one; negative once passed)."""
        if self.seconds is None:
            return math.inf
        return self.started + self.seconds - self.clock()

    def guidance_left(self) -> float:
        """Seconds left of guidance's share of the budget."""
        if self.seconds is None:
            return math.inf
        return self.started + GUIDANCE_SHARE * self.seconds - self.clock()

    def probe_timeout(self, own: float | None) -> float | None:
        """A probe's timeout: ``own`` cut to guidance's time left (``own`` without a budget)."""
        left = self.guidance_left()
        if math.isinf(left):
            return own
        return left if own is None else min(own, left)

    def query_timeout(self, own: float, first: bool) -> float:
        """An execution's timeout: ``own`` cut to the time left; the ``first`` graph run gets at
        least ``ANSWER_FLOOR_SHARE`` of the budget."""
        left = self.left()
        if math.isinf(left):
            return own
        if first:
            left = max(left, ANSWER_FLOOR_SHARE * self.seconds)
        return min(own, left)

    def cut_guidance(self) -> None:
        self.probes_cut += 1
        if self.guidance_cut_ms is None:
            self.guidance_cut_ms = self.elapsed_ms()

    def cut_query(self) -> None:
        self.queries_cut += 1
        if self.execution_cut_ms is None:
            self.execution_cut_ms = self.elapsed_ms()

    @property
    def cut(self) -> bool:
        return self.guidance_cut_ms is not None or self.execution_cut_ms is not None

    def degradation(self) -> str | None:
        """What the budget cut, for ``KGAnswer.degraded``; ``None`` if it cut nothing."""
        if not self.cut:
            return None
        parts = []
        if self.guidance_cut_ms is not None:
            parts.append(f"guidance stopped at {self.guidance_cut_ms:,.0f} ms ({self.probes_cut} probe decisions "
                         "admitted unchecked; the rest of the fill unguided)")
        if self.execution_cut_ms is not None:
            parts.append(f"executions stopped at {self.execution_cut_ms:,.0f} ms ({self.queries_cut} candidate "
                         "queries not run or cut short; the answer was chosen among those that ran)")
        return f"{BUDGET_REASON} (search.deadline_s = {self.seconds:g} s) cut the search: " + "; ".join(parts)
