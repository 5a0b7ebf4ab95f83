"""Things named by a description and their class noun: "the rain barrel thread".

People name a thing whose title is long by a few of its words and the kind of thing it is: "the
rain barrel thread" for the thread titled "Rain barrel setups - show yours", "the cleaning run"
for the activity labelled "Cleaning chlorophyll-a data 2021". No mention of it matches a label
(the words are too few, and "thread" is no part of the title). Here each "the <words> <class
noun>" the question says, where the noun is a class's label (singular or plural) and the one to
four words before it are no class noun themselves, is looked up among the class's instances:
the labels holding every content word (:meth:`LabelIndex.holding_words`). A phrase that is a
name itself ("the Silverhorn Mountains", a range) describes nothing. Exactly one such instance is
the thing meant, offered as an entity named by the question's own words (so that
the question states it); several are a description that tells none apart, and none is offered.
"""

from __future__ import annotations

import re

from kgqa.candidates.label_index import LabelIndex
from kgqa.candidates.pool import Candidate
from kgqa.candidates.text import STOPWORDS, singular

#: words a description may hold that say nothing of the thing's title
_EMPTY = frozenset({"the", "a", "an", "this", "that", "first", "last", "same", "other", "whole", "new", "old",
                    "latest", "earliest", "current", "main", "original", "entire"})
_SKIPPED = STOPWORDS | _EMPTY
_WORD = re.compile(r"[\w][\w'’.-]*")
#: words in a description at most
MAX_DESCRIPTION = 4


def described_entities(question: str, labels: LabelIndex, class_labels: dict[str, str]) -> list[Candidate]:
    """The entities the question names as "the <words> <class noun>" (module docstring)."""
    nouns: dict[tuple[str, ...], list[str]] = {}
    for iri, label in class_labels.items():
        words = tuple(singular(w) for w in (label or "").lower().split())
        if 1 <= len(words) <= 2:
            nouns.setdefault(words, []).append(iri)
    if not nouns:
        return []
    tokens = [(m.group().lower().rstrip(".'’"), m.start(), m.end()) for m in _WORD.finditer(question)]
    words = [singular(t) for t, _, _ in tokens]
    found: dict[str, Candidate] = {}
    for i, (t, _, _) in enumerate(tokens):
        described = _described_after(i, question, tokens, words, nouns, labels) if t == "the" else None
        if described is not None:
            found.setdefault(described.id, described)
    return list(found.values())


def _described_after(i: int, question: str, tokens: list, words: list[str], nouns: dict, labels: LabelIndex):
    """The entity "the" at token ``i`` describes: the first class noun after one to
    :data:`MAX_DESCRIPTION` words of content decides; None where it names a name, fits several
    things or none, or no class noun follows."""
    for j in range(i + 2, min(i + 2 + MAX_DESCRIPTION, len(tokens))):
        for n in (2, 1):
            classes = nouns.get(tuple(words[j:j + n]))
            content = [tokens[k][0] for k in range(i + 1, j) if tokens[k][0] not in _SKIPPED]
            if not classes or j + n > len(tokens) or not content or any((singular(w),) in nouns for w in content):
                continue
            start, end = tokens[i + 1][1], tokens[j + n - 1][2]
            if labels.lookup(question[start:end], k=1, min_score=0.95):
                return None  # "the Silverhorn Mountains": a name, not a description of a mountain
            hits = labels.holding_words(content, classes)
            if len(hits) != 1:
                return None
            prov = {"source": "label_index", "how": "described", "ngram": question[start:end],
                    "span": [start, end], "label": hits[0].label, "classes": list(hits[0].classes)}
            return Candidate(hits[0].iri, question[start:end], hits[0].score, [prov])
    return None


__all__ = ["described_entities"]
