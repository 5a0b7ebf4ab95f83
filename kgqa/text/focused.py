"""Name-focused retrieval: the passage about the thing a question names comes first.

A single-hop leaf such as "What is the place of birth of Henry Edwards?" is two kinds of
words: the relation ("place of birth") and the name ("Henry Edwards"). Plain BM25 weighs them
alike, so a corpus that holds a page *about* the relation (a "Place of birth" article repeating
the phrase) outranks the page about the person, and the reader never sees the answer. Fielded
retrieval fixes this the way Wikipedia-style QA systems do:

1. **Names** are the question's runs of capitalised words (with the connectors names contain:
   "Henry Grey, 4Th Earl Of Kent", "Desmond Doyle (Dancer)"), the question's first word aside.
2. **Query**: BM25 of the question plus ``name_weight`` times BM25 of each name alone, so the
   name's rare terms decide between pages that share the relation words.
3. **Titles**: a passage whose title *is* a name of the question (case- and accent-folded;
   with or without the "(disambiguation)" part) goes before every passage that is not, in
   its BM25 order; one whose full title (disambiguation included) matches goes first.

No names (a lower-case question) leaves plain BM25. Nothing here knows a dataset: titles are
whatever the store's passages carry.
"""

from __future__ import annotations

import re

import numpy as np

from kgqa.text.bm25 import BM25Retriever, top_k, tokenize
from kgqa.text.store import Passage

# Lower-case words that occur inside names ("Duke of Opole", "Bad Times at the El Royale"); the
# structural decomposer reads name runs with the same set.
NAME_CONNECTORS = frozenset("of the and de la le du des von van der den da di del y in on for to at a an & "
                        "'s".split())
# Question words that open a question capitalised without being a name's start.
_OPENERS = frozenset("who whom whose what which where when why how is are was were do does did has have had "
                     "can could will would in on at for from by".split())
_TOKEN = re.compile(r"[^\s]+")
_PAREN = re.compile(r"\s*\([^)]*\)\s*")
_EDGE_PUNCT = " ?!.,;:\"'“”‘’"
_PARTS = re.compile(r",\s+|\s+(?:and|or|&)\s+")


def question_names(question: str) -> list[str]:
    """The capitalised spans of ``question`` and their parts, longest first.

    A span is a maximal run of capitalised words and the connectors names contain; its parts
    are its pieces between commas and "and"/"or" ("Are Waverley College and Torrens Valley
    Christian School ..." names both schools and the run). A question word that opens the
    question ("Who", "Where", "Is") is not part of a name."""
    tokens = [m.group(0) for m in _TOKEN.finditer(question)]
    runs: list[str] = []
    i = 0
    while i < len(tokens):
        if not _capitalised(tokens[i]):
            i += 1
            continue
        j, end = i, i + 1
        while j + 1 < len(tokens) and (_capitalised(tokens[j + 1]) or tokens[j + 1].lower() in NAME_CONNECTORS):
            j += 1
            if _capitalised(tokens[j]):
                end = j + 1
            if tokens[j].endswith("?"):
                break
        words = tokens[i + 1 : end] if i == 0 and tokens[0].lower() in _OPENERS else tokens[i:end]
        runs.append(" ".join(words))
        i = end
    spans: list[str] = []
    for run in runs:
        for text in (run, *_PARTS.split(run)):
            text = re.sub(r"['’]s$", "", text.strip(_EDGE_PUNCT)).strip(_EDGE_PUNCT)
            if text and any(_capitalised(w) for w in text.split()) and text not in spans:
                spans.append(text)
    return sorted(spans, key=len, reverse=True)


def _capitalised(token: str) -> bool:
    t = token.lstrip("(\"'“‘.")
    return bool(t) and (t[0].isupper() or t[0].isdigit())


def title_key(text: str, keep_parenthetical: bool = True) -> tuple[str, ...]:
    """A title or name as folded tokens (stop words kept: "The Zone" is not "Zone")."""
    if not keep_parenthetical:
        text = _PAREN.sub(" ", text)
    return tuple(tokenize(text, stopwords=frozenset()))


class NameFocusedRetriever:
    """BM25 with the question's names weighted up and their own pages first (module docstring).

    Same ``search(query, k)`` as :class:`~kgqa.text.bm25.BM25Retriever`; ``base`` is the BM25
    index it reuses (its store, its scores)."""

    def __init__(self, base: BM25Retriever, name_weight: float = 1.0, titles_first: bool = True) -> None:
        self.base, self.name_weight, self.titles_first = base, name_weight, titles_first
        self.store = base.store
        self._version = -1
        self._full: dict[tuple[str, ...], list[int]] = {}
        self._short: dict[tuple[str, ...], list[int]] = {}

    def _ensure(self) -> None:
        if self._version == self.store.version:
            return
        self._full, self._short = {}, {}
        for i, passage in enumerate(self.store):
            if passage.title:
                self._full.setdefault(title_key(passage.title), []).append(i)
                self._short.setdefault(title_key(passage.title, keep_parenthetical=False), []).append(i)
        self._version = self.store.version

    def scores(self, query: str) -> np.ndarray:
        names = question_names(query)
        scores = self.base.scores(query)
        for name in names:
            if self.name_weight:
                scores = scores + self.name_weight * self.base.scores(name)
        if self.titles_first and names:
            self._ensure()
            top = float(scores.max()) if len(scores) else 0.0
            bonus = np.zeros_like(scores)
            for name in names:
                for i in self._short.get(title_key(name, keep_parenthetical=False), ()):
                    bonus[i] = max(bonus[i], top + 1.0)
                for i in self._full.get(title_key(name), ()):
                    bonus[i] = 2.0 * (top + 1.0)
            scores = scores + bonus
        return scores

    def search(self, query: str, k: int = 10) -> list[tuple[Passage, float]]:
        return [(p, s) for p, s in top_k(self.store, self.scores(query), k) if s > 0.0]


RETRIEVER_KINDS = ("bm25", "focused")


def make_retriever(store, kind: str = "focused", name_weight: float = 1.0) -> BM25Retriever | NameFocusedRetriever:
    """The passage retriever by name: ``bm25`` (plain) or ``focused`` (names weighted, their
    pages first; :class:`NameFocusedRetriever`)."""
    base = BM25Retriever(store)
    if kind == "bm25":
        return base
    if kind == "focused":
        return NameFocusedRetriever(base, name_weight=name_weight)
    raise ValueError(f"unknown retriever kind {kind!r} (one of {', '.join(RETRIEVER_KINDS)})")
