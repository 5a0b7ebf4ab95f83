"""Dense retrieval with the offline all-MiniLM-L6-v2 (DESIGN.md section 4).

Sentence embeddings are the attention-masked mean of the last hidden states, L2-normalised
(the sentence-transformers recipe for this model), so cosine similarity is a dot product.
The model loads lazily through :mod:`kgqa.minilm` (offline, shared by the process), when the
first text is encoded: torch and transformers are not imported with this module, so
``kgqa.text`` stays light for the compiler.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Sequence

import numpy as np

from kgqa.minilm import length_batches, load_minilm
from kgqa.text.bm25 import top_k
from kgqa.text.store import Passage, PassageStore

EMBEDDING_DIM = 384


class MiniLMEncoder:
    """Text -> unit vector, with an LRU cache so repeated texts are encoded once."""

    def __init__(self, batch_size: int = 64, max_length: int = 256, cache_size: int = 100_000) -> None:
        self.batch_size, self.max_length, self.cache_size = batch_size, max_length, cache_size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self._minilm: tuple[Any, Any] | None = None  # (tokenizer, model), on the first miss

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """(len(texts), 384) float32 array of L2-normalised embeddings."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
            if missing:
                for text, vec in zip(missing, self._encode_new(missing)):
                    self._cache[text] = vec
            out = np.zeros((len(texts), EMBEDDING_DIM), dtype=np.float32)
            for i, t in enumerate(texts):
                out[i] = self._cache[t]
                self._cache.move_to_end(t)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
            return out

    def _encode_new(self, texts: list[str]) -> np.ndarray:
        import torch

        if self._minilm is None:  # called under self._lock (encode)
            self._minilm = load_minilm()
        tokenizer, model = self._minilm
        out = np.zeros((len(texts), EMBEDDING_DIM), dtype=np.float32)
        # texts of similar length batched together: padding is wasted compute
        for positions, batch in length_batches(tokenizer, texts, self.batch_size, self.max_length):
            with torch.inference_mode():
                hidden = model(**batch).last_hidden_state
            mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
            out[positions] = torch.nn.functional.normalize(pooled, p=2, dim=1).cpu().numpy()
        return out


_DEFAULT_ENCODER: MiniLMEncoder | None = None


def default_encoder() -> MiniLMEncoder:
    """One shared encoder (and cache) per process."""
    global _DEFAULT_ENCODER
    if _DEFAULT_ENCODER is None:
        _DEFAULT_ENCODER = MiniLMEncoder()
    return _DEFAULT_ENCODER


class DenseRetriever:
    """Cosine similarity between the query and every passage; passages encoded once."""

    def __init__(self, store: PassageStore, encoder: MiniLMEncoder | None = None) -> None:
        self.store = store
        self.encoder = encoder or default_encoder()
        self._emb = np.zeros((0, EMBEDDING_DIM), dtype=np.float32)
        self._version = -1

    @property
    def embeddings(self) -> np.ndarray:
        if self._version != self.store.version:
            # Only passages added since the last build are encoded.
            new = [p.content for p in list(self.store)[len(self._emb) :]]
            if new:
                self._emb = np.vstack([self._emb, self.encoder.encode(new)])
            self._version = self.store.version
        return self._emb

    def scores(self, query: str) -> np.ndarray:
        emb = self.embeddings
        if len(emb) == 0:
            return np.zeros(0, dtype=np.float32)
        return emb @ self.encoder.encode([query])[0]

    def search(self, query: str, k: int = 10) -> list[tuple[Passage, float]]:
        return top_k(self.store, self.scores(query), k)
