"""Typed answer values for HPE's symbolic operations (HPE section 3.1, Table 1).

Engines answer with strings, numbers or dates. The operations need to know which: COMP_<
orders dates and numbers, SUB turns a death date and a birth date into years, AND / COMP_=
compare answers up to case and surface form. :func:`coerce` reads a value as a
:class:`Number`, a :class:`Date` (year, optional month and day) or :class:`Text`.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass
from typing import Union as _U

AnswerValue = _U[str, int, float, _dt.date]

_MONTHS = {
    name: i
    for i, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DATE_PATTERNS = [
    re.compile(r"(?P<year>\d{4})-(?P<mnum>\d{1,2})(?:-(?P<day>\d{1,2}))?"),
    re.compile(r"(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r",?\s+(?P<year>\d{3,4})", re.I),
    re.compile(_MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{3,4})", re.I),
    re.compile(_MONTH + r",?\s+(?P<year>\d{3,4})", re.I),
]
_NUMBER_RE = re.compile(r"[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[-+]?\.\d+")


@dataclass(frozen=True, order=True)
class Number:
    value: float


@dataclass(frozen=True)
class Date:
    year: int
    month: int | None = None
    day: int | None = None

    def key(self) -> tuple[int, int, int]:
        # Missing parts sort first: "1576" < "August 1576" only by being less precise.
        return (self.year, self.month or 0, self.day or 0)


@dataclass(frozen=True)
class Text:
    value: str


Typed = _U[Number, Date, Text]


def coerce(value: AnswerValue) -> Typed:
    """Read an answer as a number, a date or text (in that order of preference)."""
    if isinstance(value, bool):
        return Text("Yes" if value else "No")
    if isinstance(value, (int, float)):
        return Number(float(value))
    if isinstance(value, _dt.date):
        return Date(value.year, value.month, value.day)
    text = str(value).strip()
    for pattern in _DATE_PATTERNS:
        m = pattern.fullmatch(text.rstrip("."))
        if m:
            month = int(m.group("mnum")) if "mnum" in m.groupdict() and m.group("mnum") else None
            if month is None and m.groupdict().get("month"):
                month = _MONTHS[m.group("month").lower().rstrip(".")]
            day = int(m.group("day")) if m.groupdict().get("day") else None
            if month is not None and not 1 <= month <= 12:
                break
            return Date(int(m.group("year")), month, day)
    if _NUMBER_RE.fullmatch(text):
        return Number(float(text.replace(",", "")))
    return Text(text)


def answer_key(value: AnswerValue) -> tuple:
    """A key under which equal answers collide ("Rome" == "rome", "1,000" == 1000)."""
    typed = coerce(value)
    if isinstance(typed, Number):
        return ("n", typed.value)
    if isinstance(typed, Date):
        return ("d", typed.key())
    return ("t", _normal_text(typed.value))


def _normal_text(text: str) -> str:
    text = " ".join(text.casefold().split()).strip(" .\"'")
    return re.sub(r"^(the|a|an) ", "", text)


def dedupe(values: "list[AnswerValue] | tuple[AnswerValue, ...]") -> tuple[AnswerValue, ...]:
    """Order-preserving de-duplication up to :func:`answer_key`."""
    seen: set[tuple] = set()
    out: list[AnswerValue] = []
    for v in values:
        k = answer_key(v)
        if k not in seen:
            seen.add(k)
            out.append(v)
    return tuple(out)


def format_value(value: AnswerValue) -> str:
    """How an answer is written into a placeholder of a follow-up question."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, _dt.date):
        return value.isoformat()
    return str(value)


def as_number(typed: Typed) -> float | None:
    if isinstance(typed, Number):
        return typed.value
    return None


def year_as_date(typed: Typed) -> Typed:
    """A bare year (1000-2999) read as a date, to compare or subtract against dates."""
    if isinstance(typed, Number) and typed.value.is_integer() and 1000 <= typed.value <= 2999:
        return Date(int(typed.value))
    return typed
