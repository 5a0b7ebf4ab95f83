"""A small pointer-generator seq2seq for question -> G[q] text (the shipped local translator).

Why not the MiniLM encoder-decoder: warm-started as DESIGN.md says, it trains at ~5.3 s per
batch of 16 on one shared CPU core (the 30k-wordpiece output layer and six decoder layers),
i.e. ~230 steps in a 20-minute budget, with the loss still at ~10.7 after the first steps;
and its uncased vocabulary loses the casing of the entity names the sub-questions must copy.
G[q] sub-questions are mostly spans of the input question plus a few function words,
operators and placeholder names, which is what a copy mechanism is for.

Model (See et al. 2017, "Get To The Point", with CopyNet's selective read, Gu et al. 2016):

* words are tokens of :data:`TOKEN_RE` (case kept; ``{name}`` and ``COMP_<[`` are one token);
* encoder: embeddings of the lower-cased words (+ a capitalisation bit) -> BiGRU;
* decoder: GRU cell fed [embedding of the previous word; encoder state of the position it
  was copied from (selective read), else 0; previous context (input feeding)]; Luong
  attention a_t = softmax(h_t W H^T); the output distribution is over V + S *actions*:
  ``p_gen * softmax(W_o [h_t; c_t])`` generates a vocabulary word, ``(1 - p_gen) * a_t``
  copies source position j (Eq. 9 of See et al., kept as separate actions so a copied word
  keeps its exact surface form);
* loss: -log of the total probability of all actions that produce the gold word.

Decoding is greedy or sampled at a temperature (QCompiler section 3.5 re-sampling).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from kgqa.paths import models_dir

TOKEN_RE = re.compile(
    r"COMP_[<>=]\[|(?:JOIN|UNION|AND|SUB|ADD)\[|\{[^{}\s]*\}|\w+(?:[-.]\w+|['’](?!s\b)\w+)*|['’]s\b|[^\w\s]",
    re.UNICODE,
)
PAD, UNK, BOS, EOS = "<pad>", "<unk>", "<s>", "</s>"


def tokenize(text: str) -> list[str]:
    return TOKEN_RE.findall(text)


def detokenize(tokens: Sequence[str]) -> str:
    text = " ".join(tokens)
    text = re.sub(r"\s+([?,.!;:)\]}%])", r"\1", text)
    text = re.sub(r"([(\[{$])\s+", r"\1", text)
    text = re.sub(r"\s+(['’]s)\b", r"\1", text)
    # Operators: one space either side.
    text = re.sub(r"\s*\*\s*", " * ", text)
    text = re.sub(r"\s+\+\s+", " + ", text)
    text = re.sub(r"\]\s*,\s*", "], ", text)
    text = re.sub(r"\?\s*,\s*", "?, ", text)
    return text.strip()


def default_checkpoint() -> Path:
    return models_dir() / "translator" / "copyseq.pt"


@dataclass
class Vocab:
    words: list[str]  # generation vocabulary (case kept)
    inputs: list[str]  # input vocabulary (lower case)

    def __post_init__(self) -> None:
        self.word_id = {w: i for i, w in enumerate(self.words)}
        self.input_id = {w: i for i, w in enumerate(self.inputs)}

    def inp(self, token: str) -> int:
        return self.input_id.get(token.lower(), 1)

    @classmethod
    def build(cls, pairs: Sequence[tuple[str, str]], min_gen: int = 3, min_inp: int = 2) -> "Vocab":
        gen, inp = Counter(), Counter()
        for q, t in pairs:
            qt = tokenize(q)
            for tok in qt:
                inp[tok.lower()] += 1
            qset = set(qt)
            for tok in tokenize(t):
                inp[tok.lower()] += 1
                # Words the question supplies are copied; the vocabulary holds the rest.
                if tok not in qset:
                    gen[tok] += 1
        words = [PAD, UNK, BOS, EOS] + sorted(w for w, c in gen.items() if c >= min_gen)
        inputs = [PAD, UNK, BOS, EOS] + sorted(w for w, c in inp.items() if c >= min_inp)
        return cls(words, inputs)


def _model_class():
    import torch
    from torch import nn

    class CopySeq2Seq(nn.Module):
        def __init__(self, n_inputs: int, n_words: int, emb: int = 128, hidden: int = 256) -> None:
            super().__init__()
            self.n_words, self.hidden = n_words, hidden
            self.embed = nn.Embedding(n_inputs, emb, padding_idx=0)
            self.cap = nn.Embedding(2, 8)
            self.encoder = nn.GRU(emb + 8, hidden // 2, batch_first=True, bidirectional=True)
            self.init_h = nn.Linear(hidden, hidden)
            self.cell = nn.GRUCell(emb + hidden + hidden, hidden)
            self.attn = nn.Linear(hidden, hidden, bias=False)
            self.combine = nn.Linear(2 * hidden, hidden)
            self.out = nn.Linear(hidden, n_words)
            self.gate = nn.Linear(2 * hidden + emb, 1)

        def encode(self, src, caps, mask):
            x = torch.cat([self.embed(src), self.cap(caps)], -1)
            enc, _ = self.encoder(x)
            enc = enc * mask.unsqueeze(-1)
            mean = enc.sum(1) / mask.sum(1, keepdim=True).clamp(min=1)
            return enc, torch.tanh(self.init_h(mean))

        def step(self, prev_emb, prev_read, ctx, h, enc, mask):
            h = self.cell(torch.cat([prev_emb, prev_read, ctx], -1), h)
            scores = torch.einsum("bh,bsh->bs", self.attn(h), enc).masked_fill(~mask.bool(), -1e9)
            a = torch.softmax(scores, -1)
            ctx = torch.einsum("bs,bsh->bh", a, enc)
            feat = torch.tanh(self.combine(torch.cat([h, ctx], -1)))
            gen_logp = torch.log_softmax(self.out(feat), -1)
            p_gen = torch.sigmoid(self.gate(torch.cat([h, ctx, prev_emb], -1)))
            logp = torch.cat([gen_logp + torch.log(p_gen + 1e-9), torch.log(a + 1e-12) + torch.log(1 - p_gen + 1e-9)], -1)
            return logp, h, ctx

    return CopySeq2Seq


@dataclass
class Encoded:
    src: list[int]
    caps: list[int]
    tokens: list[str]


def encode_source(vocab: Vocab, question: str, max_len: int = 60) -> Encoded:
    toks = tokenize(question)[:max_len] + [EOS]
    return Encoded([vocab.inp(t) for t in toks], [int(t[:1].isupper()) for t in toks], toks)


def target_actions(vocab: Vocab, src_tokens: list[str], target: str, max_len: int = 90) -> list[tuple[list[int], int, str]]:
    """For each target word: (valid actions, the copy position fed back as selective read, word)."""
    out = []
    prev_copy = -1
    V = len(vocab.words)
    for tok in tokenize(target)[:max_len] + [EOS]:
        acts = []
        if tok in vocab.word_id:
            acts.append(vocab.word_id[tok])
        positions = [j for j, s in enumerate(src_tokens) if s == tok and tok != EOS]
        acts.extend(V + j for j in positions)
        if not acts:
            acts.append(vocab.word_id[UNK])
        # The copy source followed by the next word: prefer continuing the previous copy.
        read = -1
        if positions:
            read = prev_copy + 1 if (prev_copy + 1) in positions else positions[0]
        prev_copy = read
        out.append((acts, read, tok))
    return out


class CopyTranslatorModel:
    """Inference wrapper: load once, decode greedily or by sampling."""

    def __init__(self, model: Any, vocab: Vocab) -> None:
        self.model, self.vocab = model, vocab

    @classmethod
    def load(cls, path: str | Path | None = None) -> "CopyTranslatorModel":
        import torch

        blob = torch.load(Path(path or default_checkpoint()), map_location="cpu", weights_only=False)
        vocab = Vocab(blob["words"], blob["inputs"])
        model = _model_class()(len(vocab.inputs), len(vocab.words), **blob["dims"])
        model.load_state_dict({k: v.float() for k, v in blob["state"].items()})
        model.eval()
        return cls(model, vocab)

    def decode(self, question: str, temperature: float = 0.0, max_len: int = 90, seed: int | None = None) -> str:
        import torch

        gen = torch.Generator().manual_seed(seed) if seed is not None else None
        v, m = self.vocab, self.model
        enc_src = encode_source(v, question)
        src = torch.tensor([enc_src.src])
        caps = torch.tensor([enc_src.caps])
        mask = torch.ones_like(src, dtype=torch.float32)
        V = len(v.words)
        with torch.inference_mode():
            enc, h = m.encode(src, caps, mask)
            ctx = torch.zeros(1, m.hidden)
            prev = torch.tensor([v.inp(BOS)])
            read = torch.zeros(1, m.hidden)
            out: list[str] = []
            for _ in range(max_len):
                logp, h, ctx = m.step(m.embed(prev), read, ctx, h, enc, mask)
                logp = logp[0]
                # Never copy the source's EOS marker as a word.
                logp[V + len(enc_src.tokens) - 1] = -1e9
                if temperature and temperature > 0:
                    action = int(torch.multinomial(torch.softmax(logp / temperature, -1), 1, generator=gen))
                else:
                    action = int(torch.argmax(logp))
                if action < V:
                    word = v.words[action]
                    read = torch.zeros(1, m.hidden)
                else:
                    j = action - V
                    word = enc_src.tokens[j]
                    read = enc[:, j]
                if word == EOS:
                    break
                out.append(word)
                prev = torch.tensor([v.inp(word)])
        return detokenize(out)


def save_checkpoint(model: Any, vocab: Vocab, dims: dict, path: Path, meta: dict) -> None:
    import torch

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    state = {k: v.detach().to(torch.float16) for k, v in model.state_dict().items()}
    torch.save({"state": state, "words": vocab.words, "inputs": vocab.inputs, "dims": dims, "meta": meta}, tmp)
    os.replace(tmp, path)
