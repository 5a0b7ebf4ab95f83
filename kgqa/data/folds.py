"""Fixed held-out folds of question lists, for benchmarks whose own splits leave no fold to
choose settings on (LC-QuAD 1.0 train, QALD-9 train).

A question's fold depends on its id alone (SHA-1 of the id, modulo :data:`HOLDOUT_MODULUS`), so
it is the same on every machine and run, whatever the order or subset of the list, and a
question keeps its fold when the file gains or loses others.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Literal, Protocol, TypeVar

__all__ = ["FOLD_PARTS", "HOLDOUT_MODULUS", "holdout_fold", "in_holdout"]

#: One question in this many is held out (20%).
HOLDOUT_MODULUS = 5
#: The parts ``holdout_fold`` selects; ``all`` keeps every question.
FOLD_PARTS = ("all", "train", "holdout")


class _HasId(Protocol):
    id: str


Q = TypeVar("Q", bound=_HasId)


def in_holdout(question_id: str) -> bool:
    """Is the question with this id in the held-out fold (SHA-1 of the id mod 5 == 0)?"""
    digest = hashlib.sha1(str(question_id).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % HOLDOUT_MODULUS == 0


def holdout_fold(questions: Iterable[Q], part: Literal["all", "train", "holdout"]) -> list[Q]:
    """The questions of ``part``: ``holdout`` (about 20%, by :func:`in_holdout`), ``train`` (the
    rest) or ``all``; in the given order."""
    if part not in FOLD_PARTS:
        raise ValueError(f"part must be one of {FOLD_PARTS}, not {part!r}")
    if part == "all":
        return list(questions)
    held = part == "holdout"
    return [q for q in questions if in_holdout(q.id) == held]
