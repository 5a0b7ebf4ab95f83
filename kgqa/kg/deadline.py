"""A deadline for everything one request asks of its KGs.

Every KG call has its own timeout (``kg.timeout_s``), but one answer makes many calls: a hung
endpoint would cost a probe timeout plus every beam's query timeout before the caller hears of
it. Inside ``with request_deadline(s):`` each call's timeout is cut to the time left, and a
call made after the deadline fails at once with :class:`DeadlinePassed` (a
:class:`QueryTimeout`, so the service answers 504). The deadline lives in a context variable:
it follows the request's thread, and concurrent requests on a shared KG keep their own.
"""

from __future__ import annotations

import contextlib
import time
from contextvars import ContextVar
from typing import Iterator

from kgqa.kg.errors import QueryTimeout

_deadline: ContextVar[tuple[float, float] | None] = ContextVar("kgqa_request_deadline", default=None)


class DeadlinePassed(QueryTimeout):
    """The request's deadline passed before this KG call could be made or finished."""

    def __init__(self, seconds: float) -> None:
        # QueryTimeout's message speaks of one query's timeout; this one names the request's.
        Exception.__init__(self, f"the request's {seconds:g} s deadline for KG calls passed; "
                                 "raise limits.request_timeout_s or kg.timeout_s, or check the endpoint")
        self.seconds = seconds


@contextlib.contextmanager
def request_deadline(seconds: float | None) -> Iterator[None]:
    """KG calls inside the block finish within ``seconds`` of entering it (None: no deadline)."""
    if seconds is None:
        yield
        return
    token = _deadline.set((time.monotonic() + seconds, seconds))
    try:
        yield
    finally:
        _deadline.reset(token)


def bounded_timeout(timeout_s: float) -> float:
    """``timeout_s`` cut to the time left before the current request's deadline; raises
    :class:`DeadlinePassed` when none is left."""
    current = _deadline.get()
    if current is None:
        return timeout_s
    at, seconds = current
    left = at - time.monotonic()
    if left <= 0:
        raise DeadlinePassed(seconds)
    return min(timeout_s, left)
