"""A budget for the time one request may lose waiting on KG calls that fail.

Every KG call has its own timeout (``kg.timeout_s``), but one answer makes many calls: a hung
endpoint would cost a probe timeout plus every beam's query timeout before the caller hears of
it. Inside ``with kg_wait_budget(s):`` the calls that fail (time out, connection refused...)
share ``s`` seconds: each call's timeout is cut to what is left, and a call made once it is
spent fails at once with :class:`WaitBudgetSpent` (a :class:`QueryTimeout`, so the service
answers 504).

Calls that answer are not charged, however long they take, nor is the decoding between calls:
a heavy question on a busy endpoint (thirty candidate queries of a second each) is slow, not
failed, and is no reason to call the KG dead. The budget
lives in a context variable, so it follows the request's thread, and concurrent requests on
a shared KG keep their own.
"""

from __future__ import annotations

import contextlib
import time
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Iterator

from kgqa.kg.errors import QueryTimeout


@dataclass
class _Budget:
    seconds: float
    left: float


_budget: ContextVar[_Budget | None] = ContextVar("kgqa_kg_wait_budget", default=None)


class WaitBudgetSpent(QueryTimeout):
    """The request has waited on its KGs for its whole budget."""

    def __init__(self, seconds: float) -> None:
        # QueryTimeout's message speaks of one query's timeout; this one names the request's budget.
        Exception.__init__(self, f"the request waited {seconds:g} s on the KG in all, its whole budget; "
                                 "check the endpoint, or raise limits.kg_wait_budget_s or kg.timeout_s")
        self.seconds = seconds


@contextlib.contextmanager
def kg_wait_budget(seconds: float | None) -> Iterator[None]:
    """KG calls inside the block wait ``seconds`` in all (None: no budget beyond each call's timeout)."""
    if seconds is None:
        yield
        return
    token = _budget.set(_Budget(float(seconds), float(seconds)))
    try:
        yield
    finally:
        _budget.reset(token)


@contextlib.contextmanager
def budgeted_call(timeout_s: float) -> Iterator[float]:
    """Around one KG call: yields the call's timeout, ``timeout_s`` cut to the budget left, and
    charges the time the call took if it failed. Raises :class:`WaitBudgetSpent` when nothing
    is left."""
    budget = _budget.get()
    if budget is None:
        yield timeout_s
        return
    if budget.left <= 0:
        raise WaitBudgetSpent(budget.seconds)
    started = time.monotonic()
    try:
        yield min(timeout_s, budget.left)
    except BaseException:
        budget.left -= time.monotonic() - started
        raise
