"""A second reading of a question that chains possessives after a named thing.

"What is Anna Berg's spouse's mother?" names a path of two relations from Anna Berg, the way
people write about named things; the training benchmarks phrase paths as "of" chains ("the
mother of the spouse of Anna Berg"), and a model trained on them reads the possessive chain as
one hop. :func:`of_reading` rewrites the possessives after a name the question states word for
word (a linked entity or value, so the possessor's extent is known, "University of Oslo's
rector" included) into the "of" form; the engine searches that reading beside the question's own
and lets the reranker choose among the graphs of both, scored against the question as asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# 's / ’s, also written apart ("anna berg 's mother", tokenised text), or a plural's bare apostrophe
_MARK = r"(?:\s?['’]s\b|(?<=s)['’](?=\s))"
_SPLIT = re.compile(_MARK, re.IGNORECASE)
_END = re.compile(r"\s*([?.!]+)\s*$")
MAX_NOUN_WORDS = 3  # a possessed noun of more words is a clause ("Anna's child who was born in Oslo")


def of_reading(question: str, names: Iterable[str]) -> str | None:
    """``question`` with the possessive chain after one of ``names`` (lower-cased names it states)
    written as an "of" chain, or None when no stated name is followed by one. The longest such
    name is the possessor; each possessed noun has at most :data:`MAX_NOUN_WORDS` words and the
    chain ends the question."""
    end_match = _END.search(question)
    body = question[: end_match.start()] if end_match else question.rstrip()
    end = end_match.group(1) if end_match else ""
    low = body.lower()
    best: tuple[int, int] | None = None
    for name in {n.strip().lower() for n in names if n and n.strip()}:
        for m in re.finditer(rf"(?<![\w.]){re.escape(name)}(?={_MARK})", low):
            if best is None or m.end() - m.start() > best[1] - best[0]:
                best = (m.start(), m.end())
    if best is None:
        return None
    start, stop = best
    nouns = [p.strip() for p in _SPLIT.split(body[stop:])[1:]]
    if not nouns or any(not n or len(n.split()) > MAX_NOUN_WORDS or re.search(r"[,;:]", n) for n in nouns):
        return None
    phrase = body[start:stop]
    for noun in nouns:
        phrase = f"the {noun} of {phrase}"
    return f"{body[:start]}{phrase}{end}"
