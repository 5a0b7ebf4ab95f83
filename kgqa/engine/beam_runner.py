"""The fault policy of running one answer's candidate queries (:class:`BeamRunner`)."""

from __future__ import annotations

import contextvars
import threading
from concurrent.futures import ThreadPoolExecutor

from kgqa.kg.errors import EndpointUnavailable, QueryTimeout
from kgqa.search.deadline import Deadline


class BeamRunner:
    """Runs the beams' queries for one answer under the fault policy.

    - An unreachable endpoint is raised at once: no answer computed across it can be trusted.
    - A timeout fails that beam only (an expensive wrong query is common); after
      ``max_timeouts`` of them the remaining beams are not run, since a silent endpoint would
      otherwise cost one timeout per beam. Either way the answer is marked degraded.
    - Any other error (a malformed query, too many rows) fails that beam: a feature for the
      reranker, not a fault.
    - With a time budget (``deadline``, :class:`kgqa.search.deadline.Deadline`) each query's
      timeout is cut to the time left; once the budget is spent the remaining beams are not run
      (if none has run, the next one still is, once, with the budget's answer floor), and the
      answer is chosen among those that ran (:meth:`best_run`). A query cut short by the budget
      counts as a timeout.
    - :meth:`run_all` keeps up to ``parallel`` queries in flight on a KG behind a server
      (``kg.serves_concurrent_calls``), best first; the results are those of running them in
      turn, except which queries a timeout or the budget stops.
    """

    def __init__(self, kg, max_timeouts: int = 2, deadline: Deadline | None = None, parallel: int = 1) -> None:
        self.kg = kg
        self.max_timeouts = max_timeouts
        self.deadline = deadline if deadline is not None else Deadline(None)
        self.parallel = parallel if getattr(kg, "serves_concurrent_calls", False) else 1
        self._lock = threading.Lock()
        self.timeouts: dict[str, QueryTimeout] = {}  # sparql -> its timeout
        self.not_run: set[str] = set()  # after max_timeouts
        self.cut: set[str] = set()  # after the time budget
        self.ran = 0  # queries that returned a result
        self.tried_past_budget = False  # a query was sent once the time budget was spent

    def run(self, sparql: str):
        with self._lock:
            if len(self.timeouts) >= self.max_timeouts:
                self.not_run.add(sparql)
                return None
            timeout = None
            if self.deadline.active:
                spent = self.deadline.left() <= 0
                if spent and (self.ran or self.tried_past_budget):
                    # the budget is spent: the graphs that ran are the choice (or, none having
                    # run, the one tried past it)
                    self.cut.add(sparql)
                    self.deadline.cut_query()
                    return None
                self.tried_past_budget = spent
                timeout = self.deadline.query_timeout(self.kg.timeout_s, first=not self.ran)
        try:
            result = self.kg.select(sparql) if timeout is None else self.kg.select(sparql, timeout_s=timeout)
        except EndpointUnavailable:
            raise
        except QueryTimeout as e:
            with self._lock:
                self.timeouts[sparql] = e
                if self.deadline.active and self.deadline.left() <= 0:
                    self.deadline.cut_query()
            return None
        except Exception:  # noqa: BLE001 - a failing beam is a feature, not an error
            return None
        with self._lock:
            self.ran += 1
        return result

    def run_all(self, queries: list[str]) -> list:
        """:meth:`run` of each query, in order, up to ``parallel`` at once (an endpoint's time is
        the server's: a query in flight costs this process nothing). An unreachable endpoint is
        raised once the queries in flight are back; the rest are not sent."""
        if self.parallel <= 1 or len(queries) < 2:
            return [self.run(q) for q in queries]
        # each query in a copy of this thread's context: the request's row and wait budgets
        # (kgqa.kg.row_budget, kgqa.kg.wait_budget) are charged wherever it runs
        with ThreadPoolExecutor(max_workers=min(self.parallel, len(queries)), thread_name_prefix="kgqa-beam") as pool:
            futures = [pool.submit(contextvars.copy_context().run, self.run, q) for q in queries]
            try:
                return [f.result() for f in futures]
            except BaseException:
                for f in futures:
                    f.cancel()
                raise

    def best_run(self, beams: list, results: list) -> int:
        """The beam to answer with among ``beams`` in their final order: the first, unless the time
        budget kept it from running; then the first that ran (the first if none did)."""
        if not self.deadline.cut or not results or results[0] is not None:
            return 0
        return next((i for i, r in enumerate(results) if r is not None), 0)

    def raise_fault(self, sparql: str) -> None:
        """Raise the timeout that kept ``sparql`` from running, if one did."""
        if sparql in self.timeouts:
            raise self.timeouts[sparql]
        if sparql in self.not_run or (sparql in self.cut and self.timeouts):
            raise next(iter(self.timeouts.values()))

    def degradation(self) -> str | None:
        if not self.timeouts:
            return None
        skipped = f", {len(self.not_run)} not run after them" if self.not_run else ""
        return f"{len(self.timeouts)} candidate queries timed out{skipped}; the answer was chosen among the others"


__all__ = ["BeamRunner"]
