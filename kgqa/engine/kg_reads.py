"""Bounded reads a rewrite makes of the KG, where a failed read means "not known", not a fault.

A rewrite that asks the KG whether something could hold (a relation's direction, a value's
property, a list of values) goes on without it where the query fails: the model's reading stands.
"""

from __future__ import annotations

from kgqa.kg.errors import KGError


def ask_or_none(kg, query: str, timeout_s: float | None = None) -> bool | None:
    """The ASK's answer, or None where the query fails."""
    try:
        return bool(kg.ask(query, timeout_s=timeout_s))
    except KGError:
        return None


def select_or_none(kg, query: str, timeout_s: float | None = None) -> list | None:
    """The SELECT's rows, or None where the query fails."""
    try:
        return list(kg.select(query, timeout_s=timeout_s).rows)
    except KGError:
        return None


__all__ = ["ask_or_none", "select_or_none"]
