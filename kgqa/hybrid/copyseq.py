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

    def decode(self, question: str, temperature: float = 0.0, max_len: int = 90, seed: int | None = None,
               constrained: bool = True) -> str:
        """One G[q] text; ``constrained`` masks, at every step, the words that :class:`GrammarState`
        says cannot continue a valid expression."""
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
            words = list(v.words) + list(enc_src.tokens)
            categories = torch.tensor([_category(w) for w in words])
            # Never copy the source's EOS marker as a word.
            categories[V + len(enc_src.tokens) - 1] = _BANNED
            grammar = GrammarState() if constrained else None
            for _ in range(max_len):
                logp, h, ctx = m.step(m.embed(prev), read, ctx, h, enc, mask)
                logp = logp[0].clone()
                if grammar is not None:
                    allowed = torch.tensor([c in grammar.allowed() for c in range(_N_CATEGORIES)])
                    logp[~allowed[categories]] = -1e9
                    names = grammar.allowed_names()
                    if names is not None:
                        for i, w in enumerate(words):
                            if categories[i] == _PH and w not in names:
                                logp[i] = -1e9
                else:
                    logp[categories == _BANNED] = -1e9
                if temperature and temperature > 0:
                    action = int(torch.multinomial(torch.softmax(logp / temperature, -1), 1, generator=gen))
                else:
                    action = int(torch.argmax(logp))
                word = words[action]
                read = enc[:, action - V] if action >= V else torch.zeros(1, m.hidden)
                if word == EOS:
                    break
                if grammar is not None:
                    grammar.push(int(categories[action]), word)
                out.append(word)
                prev = torch.tensor([v.inp(word)])
        return detokenize(out)


# --- grammar-constrained decoding -------------------------------------------------------------------

(_TEXT, _OPEN, _CLOSE, _STAR, _PLUS, _COMMA, _LBR, _RBR, _OP, _PH, _EOS, _QMARK, _WH, _BANNED) = range(14)
_N_CATEGORIES = 14
_WH_WORDS = {"what", "who", "when", "where", "which", "how", "whom", "whose"}


def _category(word: str) -> int:
    if word in (PAD, UNK, BOS):
        return _BANNED
    if word == EOS:
        return _EOS
    if re.fullmatch(r"COMP_[<>=]\[|(?:JOIN|UNION|AND|SUB|ADD)\[", word):
        return _OP
    if re.fullmatch(r"\{[A-Za-z_][A-Za-z0-9_]*\}", word):
        return _PH
    if word.startswith("{") or word.endswith("}") or word in ("{", "}", "\\"):
        return _BANNED
    return {"(": _OPEN, ")": _CLOSE, "*": _STAR, "+": _PLUS, ",": _COMMA, "[": _LBR, "]": _RBR, "?": _QMARK}.get(
        word, _WH if word.lower() in _WH_WORDS else _TEXT)


class GrammarState:
    """Which word categories may come next so that the text stays a valid G[q] expression.

    Tracks the open groups (``(`` and ``OP[``), whether the current leaf is the right side of
    a ``*`` (QCompiler App. D flag 1: it must contain a placeholder) or not (flag 0: it must
    not; a group inherits the flag of its position), how many answer sets the producer of a
    ``*`` offers (a ``(a + b)`` group offers two: the consumer leaf must then name two
    distinct placeholders, the binding rule of :mod:`kgqa.compiler.binding`), bracketed
    leaves (``[...]``, where operator characters are text), and caps the number of leaves so
    a degenerate repetition cannot run on.
    """

    def __init__(self, max_leaves: int = 8) -> None:
        self.stack: list[dict] = []  # {"kind": "(" | "op", "flag", "need", "commas", "plus", "chain"}
        self.root = {"kind": "root", "flag": 0, "need": 0, "commas": 0, "plus": 0, "chain": 0}
        self.after_star = False
        self.need = 0  # distinct placeholders the current consumer leaf must name
        self.leaf_len = 0  # words in the current leaf; 0 = at an operand start
        self.names: set[str] = set()
        self.in_bracket = False
        self.after_qmark = False
        self.complete = False  # an operand just finished (after ')' or ']' of an op / bracket leaf)
        self.last_slots = 1  # answer sets offered by the operand that just finished
        self.leaves = 0
        self.max_leaves = max_leaves

    @property
    def frame(self) -> dict:
        return self.stack[-1] if self.stack else self.root

    def _flag(self) -> int:
        return 1 if self.after_star else self.frame["flag"]

    def _need(self) -> int:
        return self.need if self.after_star else (1 if self.frame["flag"] else 0)

    def _ph_ok(self) -> bool:
        return self._flag() == 1 and len(self.names) < self._need()

    def _leaf_ok(self) -> bool:
        """The current leaf may end here."""
        if self.complete:
            return True
        if self.leaf_len == 0:
            return False
        return len(self.names) >= self._need() if self._flag() == 1 else not self.names

    def allowed(self) -> set[int]:
        if self.in_bracket:
            ok = {_TEXT, _WH, _QMARK, _OPEN, _CLOSE, _STAR, _PLUS, _COMMA}
            if self._ph_ok():
                ok.add(_PH)
            if self.leaf_len and self._leaf_ok():
                ok.add(_RBR)
            return ok
        if self.leaf_len == 0 and not self.complete:
            # An operand starts: a leaf word, a bracketed leaf, or (one slot to fill at most)
            # a group or an operation.
            ok = {_TEXT, _WH, _LBR}
            if self._flag() == 0 or self._need() <= 1:
                ok |= {_OPEN, _OP}
            if self._ph_ok():
                ok.add(_PH)
            return ok
        ok: set[int] = set()
        if not self.complete:
            ok |= {_TEXT, _QMARK}
            ok |= set() if self.after_qmark else {_WH}
            if self._ph_ok():
                ok.add(_PH)
            if self.frame["kind"] != "op":
                ok.add(_COMMA)
        if self._leaf_ok():
            if self.leaves < self.max_leaves:
                ok |= {_STAR, _PLUS}
            kind = self.frame["kind"]
            if kind == "root":
                ok.add(_EOS)
            elif kind == "(":
                ok.add(_CLOSE)
            elif self.frame["commas"] == 0:
                ok.add(_COMMA)
            else:
                ok.add(_RBR)
        return ok

    def _end_operand(self, slots: int = 1) -> None:
        if self.leaf_len or self.in_bracket:
            self.leaves += 1
        self.leaf_len, self.after_qmark = 0, False
        self.names = set()
        self.last_slots = slots
        self.frame["chain"] += 1

    def push(self, cat: int, word: str = "") -> None:
        if self.in_bracket:
            if cat == _RBR:
                self.in_bracket = False
                self._end_operand()
                self.complete = True
            else:
                self.leaf_len += 1
                if cat == _PH:
                    self._name(word)
            return
        at_start = self.leaf_len == 0 and not self.complete
        if at_start and cat in (_OPEN, _OP):
            flag, need = self._flag(), self._need()
            # A group in a consumer position has one answer set to share among its leaves.
            bound = set() if self.after_star else (self.frame.get("bound") if flag else None)
            self.stack.append({"kind": "(" if cat == _OPEN else "op", "flag": flag, "need": min(need, 1),
                               "commas": 0, "plus": 0, "chain": 0, "bound": bound})
            self.after_star = False
            return
        if at_start and cat == _LBR:
            self.in_bracket = True
            return
        if cat in (_STAR, _PLUS):
            if not self.complete:
                self._end_operand()
            frame = self.frame
            if cat == _STAR:
                self.need = self.last_slots if frame["chain"] == 1 else 1
            else:
                frame["plus"] += 1
                frame["chain"] = 0
            self.complete = False
            self.after_star = cat == _STAR
            return
        frame = self.frame
        if cat == _COMMA and frame["kind"] == "op":
            if not self.complete:
                self._end_operand()
            frame["commas"] += 1
            frame["chain"] = 0
            self.complete, self.after_star = False, False
            return
        if cat in (_CLOSE, _RBR) and frame["kind"] != "root":
            if not self.complete:
                self._end_operand()
            closed = self.stack.pop()
            # A closed '(a + b)' offers one answer set per item; anything else offers one.
            if closed["kind"] != "(":
                slots = 1
            elif closed["plus"]:
                slots = closed["plus"] + 1
            else:  # '((a + b))' is '(a + b)': a single operand keeps its own slots
                slots = self.last_slots if closed["chain"] == 1 else 1
            self.complete = True
            self.after_star = self._restore_after_star(closed)
            self.last_slots = slots
            self.frame["chain"] += 1
            return
        self.leaf_len += 1
        if cat == _PH:
            self._name(word)
        # "?, What ..." would start a second question inside this leaf.
        self.after_qmark = cat == _QMARK or (cat == _COMMA and self.after_qmark)

    @staticmethod
    def _restore_after_star(closed: dict) -> bool:
        return False

    def _name(self, word: str) -> None:
        self.names.add(word or f"_{len(self.names)}")
        bound = None if self.after_star else self.frame.get("bound")
        if bound is not None and word:
            bound.add(word)

    def allowed_names(self) -> set[str] | None:
        """Placeholder names the next placeholder may use (None: any)."""
        if self.after_star:
            return None
        bound = self.frame.get("bound")
        return set(bound) if bound else None


def save_checkpoint(model: Any, vocab: Vocab, dims: dict, path: Path, meta: dict) -> None:
    import torch

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    state = {k: v.detach().to(torch.float16) for k, v in model.state_dict().items()}
    torch.save({"state": state, "words": vocab.words, "inputs": vocab.inputs, "dims": dims, "meta": meta}, tmp)
    os.replace(tmp, path)
