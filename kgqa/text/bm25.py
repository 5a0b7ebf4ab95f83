"""Lexical retrieval: Okapi BM25 over a :class:`~kgqa.text.store.PassageStore`.

score(D, Q) = sum_{t in Q} idf(t) * tf(t, D) * (k1 + 1) / (tf(t, D) + k1 * (1 - b + b * |D| / avgdl))

with the non-negative idf(t) = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5)) (Lucene's form, so a
term in more than half the passages still counts a little instead of going negative).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter

import numpy as np

from kgqa.text.store import Passage, PassageStore

_TOKEN_RE = re.compile(r"\w+", re.UNICODE)
# A small English stop list: function words carry no topical signal for BM25.
STOPWORDS = frozenset(
    """a an and are as at be but by did do does for from had has have he her his how i if in into
    is it its of on or she that the their them then there these they this to was were what when
    where which who whom whose why will with""".split()
)


def tokenize(text: str, stopwords: frozenset[str] = STOPWORDS) -> list[str]:
    """Lower-cased, accent-folded word tokens without stop words."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return [t for t in _TOKEN_RE.findall(folded) if t not in stopwords]


class BM25Retriever:
    """An inverted index with BM25 scoring; rebuilt lazily when the store grows."""

    def __init__(self, store: PassageStore, k1: float = 1.2, b: float = 0.75) -> None:
        self.store, self.k1, self.b = store, k1, b
        self._version = -1

    def _build(self) -> None:
        postings: dict[str, tuple[list[int], list[int]]] = {}
        lengths = np.zeros(len(self.store), dtype=np.float64)
        for i, passage in enumerate(self.store):
            tokens = tokenize(passage.content)
            lengths[i] = len(tokens)
            for term, tf in Counter(tokens).items():
                docs, tfs = postings.setdefault(term, ([], []))
                docs.append(i)
                tfs.append(tf)
        self._postings = {t: (np.asarray(d), np.asarray(f, dtype=np.float64)) for t, (d, f) in postings.items()}
        self._lengths = lengths
        self._avgdl = float(lengths.mean()) if len(lengths) and lengths.mean() > 0 else 1.0
        self._version = self.store.version

    def idf(self, term: str) -> float:
        self._ensure()
        n = len(self.store)
        df = len(self._postings[term][0]) if term in self._postings else 0
        return math.log(1.0 + (n - df + 0.5) / (df + 0.5))

    def _ensure(self) -> None:
        if self._version != self.store.version:
            self._build()

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every passage (store order); repeated query terms count repeatedly."""
        self._ensure()
        out = np.zeros(len(self.store), dtype=np.float64)
        norm = self.k1 * (1.0 - self.b + self.b * self._lengths / self._avgdl)
        for term, qtf in Counter(tokenize(query)).items():
            if term not in self._postings:
                continue
            docs, tfs = self._postings[term]
            out[docs] += qtf * self.idf(term) * tfs * (self.k1 + 1.0) / (tfs + norm[docs])
        return out

    def search(self, query: str, k: int = 10) -> list[tuple[Passage, float]]:
        """The k best passages that share at least one term with the query."""
        return [(p, s) for p, s in top_k(self.store, self.scores(query), k) if s > 0.0]


def top_k(store: PassageStore, scores: np.ndarray, k: int) -> list[tuple[Passage, float]]:
    """The k best passages, ties broken by store order (stable)."""
    if len(scores) == 0 or k <= 0:
        return []
    order = np.argsort(-scores, kind="stable")[:k]
    return [(store[int(i)], float(scores[i])) for i in order]
