"""Passage store and BM25, checked against the formula computed by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from kgqa.text import BM25Retriever, Passage, PassageStore, tokenize


@pytest.fixture
def store() -> PassageStore:
    return PassageStore(
        [
            Passage("a", "", "cat cat dog"),
            Passage("b", "", "dog bird"),
            Passage("c", "", "fish fish fish fish bird"),
        ]
    )


def test_store_addressing_and_duplicates(store: PassageStore) -> None:
    assert len(store) == 3 and store.get("b").text == "dog bird" and store.position("c") == 2
    assert "a" in store and "z" not in store
    with pytest.raises(ValueError, match="duplicate"):
        store.add(Passage("a", "", "again"))
    assert Passage("x", "Rome", "Capital.").content == "Rome. Capital."


def test_tokenize_folds_case_accents_and_stopwords() -> None:
    assert tokenize("The Café of São Paulo, and its 2 owners!") == ["cafe", "sao", "paulo", "2", "owners"]


def test_bm25_matches_the_formula(store: PassageStore) -> None:
    k1, b = 1.2, 0.75
    bm25 = BM25Retriever(store, k1=k1, b=b)
    docs = [["cat", "cat", "dog"], ["dog", "bird"], ["fish"] * 4 + ["bird"]]
    avgdl = sum(map(len, docs)) / 3

    def expected(query: list[str]) -> list[float]:
        out = []
        for d in docs:
            s = 0.0
            for t in query:
                df = sum(t in x for x in docs)
                idf = math.log(1 + (3 - df + 0.5) / (df + 0.5))
                tf = d.count(t)
                s += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(d) / avgdl))
            out.append(s)
        return out

    np.testing.assert_allclose(bm25.scores("dog bird"), expected(["dog", "bird"]))
    np.testing.assert_allclose(bm25.scores("cat"), expected(["cat"]))
    assert [p.pid for p, _ in bm25.search("fish bird", k=2)] == ["c", "b"]
    # No shared term, no hit.
    assert bm25.search("zebra") == []


def test_bm25_rebuilds_when_the_store_grows(store: PassageStore) -> None:
    bm25 = BM25Retriever(store)
    assert bm25.search("zebra") == []
    store.add(Passage("d", "Zebra", "A zebra is an African equine."))
    [(hit, score)] = bm25.search("zebra")
    assert hit.pid == "d" and score > 0
    # Rarer terms weigh more.
    assert bm25.idf("zebra") > bm25.idf("dog")
