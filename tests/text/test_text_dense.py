"""Dense retrieval with the offline MiniLM on a handful of passages (a few seconds on CPU)."""

from __future__ import annotations

import numpy as np
import pytest

from kgqa.text import LogicalRetriever, Passage, PassageStore
from kgqa.text.dense import DenseRetriever, MiniLMEncoder


@pytest.fixture(scope="module")
def encoder() -> MiniLMEncoder:
    return MiniLMEncoder()


@pytest.fixture
def store() -> PassageStore:
    return PassageStore(
        [
            Passage("paris", "Paris", "Paris is the capital and largest city of France."),
            Passage("vitd", "Vitamin D", "Vitamin D supports the immune system and regulates mood."),
            Passage("bone", "Bone health", "Calcium and vitamin D keep bones strong and prevent osteoporosis."),
            Passage("jaws", "Jaws", "Jaws is a 1975 thriller film about a great white shark."),
        ]
    )


def test_embeddings_are_unit_vectors_and_cached(encoder: MiniLMEncoder, monkeypatch) -> None:
    vecs = encoder.encode(["a shark film", "the capital of France"])
    assert vecs.shape == (2, 384)
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)

    def boom(texts):  # a cached text must not reach the model again
        raise AssertionError(f"re-encoded {texts}")

    monkeypatch.setattr(encoder, "_encode_new", boom)
    np.testing.assert_array_equal(encoder.encode(["the capital of France"])[0], vecs[1])


def test_dense_search_ranks_by_meaning(store: PassageStore, encoder: MiniLMEncoder) -> None:
    dense = DenseRetriever(store, encoder)
    assert dense.search("Which French city is the seat of government?", k=1)[0][0].pid == "paris"
    assert dense.search("movie about a shark attack", k=1)[0][0].pid == "jaws"
    # Passages are encoded once; adding one encodes only the new passage.
    assert dense.embeddings.shape == (4, 384)
    store.add(Passage("rome", "Rome", "Rome is the capital of Italy."))
    assert dense.embeddings.shape == (5, 384)
    assert dense.search("Italian capital", k=1)[0][0].pid == "rome"


def test_logical_dense_retrieval_handles_negation(store: PassageStore, encoder: MiniLMEncoder) -> None:
    dense = DenseRetriever(store, encoder)
    logical = LogicalRetriever(dense)
    # ITLR Figure 1: vitamin D benefits other than bone health.
    top = logical.search('"benefits of vitamin D" AND NOT "bone health"', k=1)[0][0]
    assert top.pid == "vitd"
    scores = logical.scores('"benefits of vitamin D" AND NOT "bone health"')
    assert scores[store.position("vitd")] > scores[store.position("bone")]
