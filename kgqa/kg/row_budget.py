"""A budget for the rows one request may hold, and the record of which results were cut.

Every SELECT is bounded by itself (``kg.max_rows``: the query gets ``LIMIT max_rows+1`` and its
result is read as a stream that stops there), but one answer runs many queries (the reranker
executes up to ``search.rerank_k`` graphs and keeps their rows). Inside ``with
kg_row_budget(n) as usage:`` the SELECTs share ``n`` rows: a result that would take the
request past it fails with :class:`RowBudgetSpent` (a :class:`ResultTooLarge`: the engine
treats it as that beam failing, or reports it as the answer's error), so a question can never
grow the process by more than about ``n`` rows' worth of memory, whatever the KG holds.

``usage.truncated`` names the queries (normalised text) whose results were cut at
``max_rows`` (with ``kg.overflow: truncate``): the service marks an answer ``truncated``
when its SPARQL is one of them. The budget lives in a context variable, so it follows the
request's thread and concurrent requests keep their own (as :mod:`kgqa.kg.wait_budget`).
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Iterator

from kgqa.kg.errors import ResultTooLarge


@dataclass
class RowUsage:
    budget: int | None
    rows: int = 0
    truncated: set[str] = field(default_factory=set)


_usage: ContextVar[RowUsage | None] = ContextVar("kgqa_kg_row_budget", default=None)


class RowBudgetSpent(ResultTooLarge):
    """The request's SELECTs together returned more rows than its budget."""

    def __init__(self, budget: int) -> None:
        super().__init__(f"the question's queries returned more than {budget:,} rows in all, its memory budget; "
                         "ask a narrower question, or raise limits.kg_row_budget")
        self.budget = budget


@contextlib.contextmanager
def kg_row_budget(rows: int | None) -> Iterator[RowUsage]:
    """SELECTs inside the block return ``rows`` rows in all (None: no budget, only the record)."""
    usage = RowUsage(rows)
    token = _usage.set(usage)
    try:
        yield usage
    finally:
        _usage.reset(token)


def charge_rows(n: int) -> None:
    """Charge ``n`` rows to the current request; raises :class:`RowBudgetSpent` past its budget."""
    usage = _usage.get()
    if usage is None:
        return
    usage.rows += n
    if usage.budget is not None and usage.rows > usage.budget:
        raise RowBudgetSpent(usage.budget)


def record_truncated(normalized_query: str) -> None:
    usage = _usage.get()
    if usage is not None:
        usage.truncated.add(normalized_query)
