"""Deterministic semantics of HPE's operations on typed answers (HPE Table 1).

Each function takes the answers of q2 and q1 (ranked, best first) and returns the answers of
the operation. Readers and KG queries can return several answers; the set operations use
all of them, while the comparisons and the arithmetic use the best answer of each side, as
HPE's single-answer reader does.
"""

from __future__ import annotations

from typing import Sequence

from kgqa.compiler.countries import country_key
from kgqa.compiler.values import (
    AnswerValue,
    Date,
    Number,
    Text,
    Typed,
    answer_key,
    coerce,
    dedupe,
    year_as_date,
)


class OperationError(ValueError):
    """The operands cannot be combined (e.g. ordering two strings, adding dates)."""


Answers = Sequence[AnswerValue]


def union(a2: Answers, a1: Answers) -> tuple[AnswerValue, ...]:
    """UNION: all answers, q1's first (HPE returns {Ans#1: a1, Ans#2: a2})."""
    return dedupe(list(a1) + list(a2))


def intersect(a2: Answers, a1: Answers) -> tuple[AnswerValue, ...]:
    """AND: the answers of q2 that q1 also gives (up to surface form)."""
    keys = {answer_key(v) for v in a1}
    return dedupe([v for v in a2 if answer_key(v) in keys])


def comp_eq(a2: Answers, a1: Answers) -> tuple[AnswerValue, ...]:
    """COMP_=: "Yes" when the answer sets share a value (countries by :func:`_same_key`), "No"
    otherwise."""
    _need(a2, "q2")
    _need(a1, "q1")
    keys = {_same_key(v) for v in a1}
    return ("Yes",) if any(_same_key(v) in keys for v in a2) else ("No",)


def _same_key(value: AnswerValue) -> tuple:
    """What COMP_= compares: a country under one name whatever the text called it ("American",
    "United States"), anything else by :func:`answer_key`."""
    country = country_key(value) if isinstance(value, str) else None
    return ("country", country) if country else answer_key(value)


def compare(a2: Answers, a1: Answers) -> int:
    """Order the best answers: -1 if q2's < q1's, 0 if equal, 1 if greater."""
    t2, t1 = _aligned(coerce(_need(a2, "q2")), coerce(_need(a1, "q1")))
    if isinstance(t2, Number) and isinstance(t1, Number):
        k2, k1 = t2.value, t1.value
    elif isinstance(t2, Date) and isinstance(t1, Date):
        k2, k1 = t2.key(), t1.key()  # type: ignore[assignment]
    else:
        raise OperationError(f"cannot order {_kind(t2)} {a2[0]!r} against {_kind(t1)} {a1[0]!r}")
    return (k2 > k1) - (k2 < k1)


def sub(a2: Answers, a1: Answers) -> tuple[AnswerValue, ...]:
    """SUB: q2 - q1.

    HPE's prose says "subtract q2's answer from q1's", but its own example
    (SUB[death, birth] = 72 years) computes q2 - q1; we follow the example. Two dates give
    whole years elapsed (a birthday not yet reached this year does not count).
    """
    t2, t1 = _aligned(coerce(_need(a2, "q2")), coerce(_need(a1, "q1")))
    if isinstance(t2, Number) and isinstance(t1, Number):
        return (_num(t2.value - t1.value),)
    if isinstance(t2, Date) and isinstance(t1, Date):
        years = t2.year - t1.year
        if t2.month and t1.month and (t2.month, t2.day or 0) < (t1.month, t1.day or 0):
            years -= 1
        return (years,)
    raise OperationError(f"cannot subtract {_kind(t1)} from {_kind(t2)}")


def add(a2: Answers, a1: Answers) -> tuple[AnswerValue, ...]:
    """ADD: q2 + q1 (numbers only)."""
    t2, t1 = coerce(_need(a2, "q2")), coerce(_need(a1, "q1"))
    if isinstance(t2, Number) and isinstance(t1, Number):
        return (_num(t2.value + t1.value),)
    raise OperationError(f"cannot add {_kind(t2)} and {_kind(t1)}")


def _need(answers: Answers, side: str) -> AnswerValue:
    if not answers:
        raise OperationError(f"{side} has no answer")
    return answers[0]


def _aligned(t2: Typed, t1: Typed) -> tuple[Typed, Typed]:
    """Read a bare year as a date when the other side is a date."""
    if isinstance(t2, Date) or isinstance(t1, Date):
        return year_as_date(t2), year_as_date(t1)
    return t2, t1


def _num(x: float) -> int | float:
    return int(x) if float(x).is_integer() else x


def _kind(t: Typed) -> str:
    return {Number: "number", Date: "date", Text: "text"}[type(t)]
