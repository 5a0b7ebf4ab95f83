"""Readers for text leaves: question + passages -> answer, supporting passage, score.

* :class:`SpanReader` -- extractive: MiniLM (offline all-MiniLM-L6-v2) with a start/end span
  head, trained here (:mod:`kgqa.hybrid.train_reader`) on single-hop sub-questions of the
  MuSiQue / 2Wiki training halves. Only the top encoder layers and the head are trained and
  shipped (fp16, ``models/reader/reader.pt``); the base weights load from the package.
  Each passage is read as ``[CLS] question [SEP] title. text [SEP]``; a span's score is
  ``start + end - (start_cls + end_cls)`` (SQuAD 2.0's null-score difference), so spans of
  different passages compare, and the confidence is its sigmoid.
* :class:`ChatReader` -- the OpenAI-compatible chat backend, when configured.
* :class:`TextLeafEngine` -- a :class:`kgqa.compiler.engines.LeafEngine`: retrieve the top-k
  passages, read them, answer (with ``readings > 1`` also the reader's next-best answers, for
  the executor's beam).
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, Sequence

from kgqa.compiler.engines import LeafAnswer
from kgqa.minilm import tokenize
from kgqa.paths import models_dir
from kgqa.text.store import Passage

MAX_LENGTH = 256
MAX_ANSWER_TOKENS = 16


@dataclass(frozen=True)
class ReaderAnswer:
    answer: str
    passage: Passage | None
    score: float  # confidence in [0, 1]
    raw_score: float = 0.0


class Reader(Protocol):
    def read(self, question: str, passages: Sequence[Passage]) -> ReaderAnswer: ...


def default_checkpoint() -> Path:
    return models_dir() / "reader" / "reader.pt"


def build_span_model(train_top: int = 2) -> tuple[Any, Any]:
    from transformers.utils import logging as hf_logging

    from kgqa.minilm import load_minilm

    hf_logging.set_verbosity_error()
    tok, enc = load_minilm(fresh=True)  # its own: the top layers are trained / loaded from the checkpoint
    model = SpanModel(enc, train_top)
    return tok, model


def _span_model_class():
    import torch
    from torch import nn

    class _SpanModel(nn.Module):
        """MiniLM + linear start/end head (BERT-for-QA, Devlin et al. 2019, section 4.2)."""

        def __init__(self, encoder: Any, train_top: int = 2) -> None:
            super().__init__()
            self.encoder = encoder
            self.head = nn.Linear(encoder.config.hidden_size, 2)
            self.train_top = train_top
            n = encoder.config.num_hidden_layers
            top = tuple(f"encoder.layer.{i}." for i in range(n - train_top, n))
            for name, param in self.encoder.named_parameters():
                param.requires_grad = name.startswith(top)
            self.reset_parameters()

        def reset_parameters(self) -> None:
            nn.init.normal_(self.head.weight, std=0.02)
            nn.init.zeros_(self.head.bias)

        def lower(self, input_ids, attention_mask, token_type_ids=None):
            """The frozen part: embeddings and the bottom layers (no gradient)."""
            with torch.no_grad():
                h = self.encoder.embeddings(input_ids=input_ids, token_type_ids=token_type_ids)
                mask = self._mask(attention_mask, h)
                for layer in self.encoder.encoder.layer[: len(self.encoder.encoder.layer) - self.train_top]:
                    h = layer(h, mask)
            return h

        def _mask(self, attention_mask, h):
            # The additive 4-D mask BERT's layers take (0 where attended, the dtype's minimum at
            # padding), built here: transformers' own builder is private and its signature
            # changes between releases.
            keep = attention_mask[:, None, None, :].to(h.dtype)
            return (1.0 - keep) * torch.finfo(h.dtype).min

        def upper(self, h, attention_mask):
            """The trained part: the top layers and the span head -> (start, end) logits."""
            mask = self._mask(attention_mask, h)
            for layer in self.encoder.encoder.layer[len(self.encoder.encoder.layer) - self.train_top :]:
                h = layer(h, mask)
            logits = self.head(h)
            start, end = logits[..., 0], logits[..., 1]
            pad = attention_mask == 0
            return start.masked_fill(pad, -1e4), end.masked_fill(pad, -1e4)

        def forward(self, input_ids, attention_mask, token_type_ids=None):
            return self.upper(self.lower(input_ids, attention_mask, token_type_ids), attention_mask)

        def trainable_state(self) -> dict:
            return {n: p.detach().to(torch.float16) for n, p in self.named_parameters() if p.requires_grad}

    return _SpanModel


def SpanModel(encoder: Any, train_top: int = 2):  # noqa: N802 - a factory standing in for the class
    return _span_model_class()(encoder, train_top)


def save_reader(model: Any, path: Path, meta: dict) -> None:
    import torch

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    torch.save({"state": model.trainable_state(), "meta": meta}, tmp)
    os.replace(tmp, path)


class SpanReader:
    """Extractive reader over the shipped checkpoint (loaded lazily, once)."""

    def __init__(self, checkpoint: str | Path | None = None, threads: int | None = None,
                 max_answer_tokens: int = MAX_ANSWER_TOKENS, type_margin: float = 4.0) -> None:
        self.type_margin = type_margin
        self.checkpoint = Path(checkpoint) if checkpoint else default_checkpoint()
        self.threads = threads
        self.max_answer_tokens = max_answer_tokens
        self._loaded: tuple[Any, Any] | None = None
        self._lock = threading.Lock()

    def _load(self) -> tuple[Any, Any]:
        with self._lock:
            if self._loaded is None:
                import torch

                if self.threads:
                    torch.set_num_threads(self.threads)
                blob = torch.load(self.checkpoint, map_location="cpu", weights_only=False)
                tok, model = build_span_model(blob["meta"].get("train_top", 2))
                result = model.load_state_dict({k: v.float() for k, v in blob["state"].items()}, strict=False)
                if result.unexpected_keys:
                    raise ValueError(f"{self.checkpoint}: unknown parameters {result.unexpected_keys[:3]}")
                model.eval()
                self._loaded = (tok, model)
            return self._loaded

    def read(self, question: str, passages: Sequence[Passage]) -> ReaderAnswer:
        ranked = self.read_top(question, passages, 1)
        return ranked[0] if ranked else ReaderAnswer("", None, 0.0, -math.inf)

    def read_top(self, question: str, passages: Sequence[Passage], n: int = 3) -> list[ReaderAnswer]:
        """The ``n`` best distinct answers over all passages, best first."""
        if not passages:
            return []
        import torch

        tok, model = self._load()
        contexts = [p.content for p in passages]
        enc = tokenize(tok, [question] * len(contexts), contexts, truncation="longest_first", max_length=MAX_LENGTH,
                       padding=True, return_offsets_mapping=True, return_tensors="pt")
        offsets = enc.pop("offset_mapping")
        with self._lock, torch.inference_mode():
            start, end = model(enc["input_ids"], enc["attention_mask"], enc.get("token_type_ids"))
        candidates: list[tuple[float, str, Passage]] = []
        for b in range(len(contexts)):
            seq = enc.sequence_ids(b)
            ctx = [i for i, s in enumerate(seq) if s == 1]
            if not ctx:
                continue
            s_log, e_log = start[b], end[b]
            null = float(s_log[0] + e_log[0])
            lo, hi = ctx[0], ctx[-1]
            s_top = torch.topk(s_log[lo : hi + 1], k=min(20, hi - lo + 1)).indices + lo
            e_top = torch.topk(e_log[lo : hi + 1], k=min(20, hi - lo + 1)).indices + lo
            for si in s_top.tolist():
                for ei in e_top.tolist():
                    if ei < si or ei - si >= self.max_answer_tokens:
                        continue
                    cs, ce = int(offsets[b, si, 0]), int(offsets[b, ei, 1])
                    candidates.append((float(s_log[si] + e_log[ei]) - null, contexts[b][cs:ce], passages[b]))
        if not candidates:
            return []
        candidates.sort(key=lambda c: -c[0])
        # Answer-type prior: a question asking for a date ranks date-like spans within
        # ``type_margin`` of the best span first (HPE's operations need typed values).
        if wants_date(question):
            top = candidates[0][0]
            candidates.sort(key=lambda c: (not (c[0] >= top - self.type_margin and is_date_like(c[1])), -c[0]))
        out: list[ReaderAnswer] = []
        seen: set[str] = set()
        for score, text, passage in candidates:
            answer = clean_answer(text)
            key = answer.lower()
            if not answer or key in seen:
                continue
            seen.add(key)
            out.append(ReaderAnswer(answer, passage, _sigmoid(score), score))
            if len(out) == n:
                break
        return out


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


_DATE_Q = re.compile(r"\b(when|what year|which year|date|year)\b", re.I)


def wants_date(question: str) -> bool:
    return bool(_DATE_Q.search(question))


def is_date_like(text: str) -> bool:
    from kgqa.compiler.values import Date, Number, coerce

    typed = coerce(clean_answer(text))
    return isinstance(typed, Date) or (isinstance(typed, Number) and 1000 <= typed.value <= 2100)


def clean_answer(text: str) -> str:
    text = " ".join(text.split()).strip(" ,.;:")
    if text.count("(") > text.count(")"):
        text = text.split("(")[0].strip()
    return text.strip(' ,.;:"')


class ChatReader:
    """Reader through an OpenAI-compatible chat model: answer + index of the supporting passage."""

    PROMPT = (
        "Answer the question from the passages. Reply with JSON only: "
        '{"answer": "<short answer span>", "passage": <number of the supporting passage>}.'
    )

    def __init__(self, client: "Any") -> None:
        self.client = client

    def read(self, question: str, passages: Sequence[Passage]) -> ReaderAnswer:
        if not passages:
            return ReaderAnswer("", None, 0.0)
        listing = "\n".join(f"[{i + 1}] {p.content}" for i, p in enumerate(passages))
        reply = self.client.complete(
            [{"role": "system", "content": self.PROMPT},
             {"role": "user", "content": f"Passages:\n{listing}\n\nQuestion: {question}"}],
            temperature=0.0,
        )[0]
        m = re.search(r"\{.*\}", reply, re.S)
        try:
            data = json.loads(m.group(0)) if m else {"answer": reply.strip()}
        except json.JSONDecodeError:
            data = {"answer": reply.strip()}
        idx = data.get("passage")
        passage = passages[int(idx) - 1] if isinstance(idx, int) and 1 <= idx <= len(passages) else passages[0]
        answer = str(data.get("answer", "")).strip()
        return ReaderAnswer(answer, passage, 1.0 if answer else 0.0)


class PassageSearch(Protocol):
    def search(self, query: str, k: int = 10) -> "list[tuple[Passage, float]]": ...


class TextLeafEngine:
    """Leaf engine for the text side: retrieve ``k`` passages, read them, answer."""

    def __init__(self, retriever: PassageSearch, reader: Reader, k: int = 5, name: str = "text",
                 min_confidence: float = 0.0, readings: int = 1) -> None:
        self.retriever, self.reader, self.k, self.name = retriever, reader, k, name
        self.min_confidence = min_confidence
        # Competing answers to report (LeafAnswer.readings) for beam execution; needs a
        # reader with ``read_top``.
        self.readings = readings if hasattr(reader, "read_top") else 1
        self.docs_read: list[int] = []
        self._cache: dict[str, tuple[int, LeafAnswer | None]] = {}

    def answer_sync(self, question: str) -> LeafAnswer | None:
        # Runs that share leaves (hybrid vs text-only) read each (question, k) once; the
        # passages still count as read by every call.
        if question in self._cache:
            n_docs, leaf = self._cache[question]
            self.docs_read.append(n_docs)
            return leaf
        hits = self.retriever.search(question, self.k)
        self.docs_read.append(len(hits))
        passages = [p for p, _ in hits]
        if self.readings > 1:
            ranked = self.reader.read_top(question, passages, self.readings)  # type: ignore[attr-defined]
        else:
            ranked = [self.reader.read(question, passages)]
        ranked = [r for r in ranked if r.answer]
        confident = [r for r in ranked if r.score >= self.min_confidence]
        leaf = None
        if ranked and not confident:
            # Abstain, and say why: a chain must not carry a guess into its next placeholder.
            best = ranked[0]
            leaf = LeafAnswer((), 0.0, source=self.name, evidence=(best.passage.pid,) if best.passage else (),
                              notes=(f"{self.name}: abstained, best reading {best.answer!r} has confidence "
                                     f"{best.score:.2f} < {self.min_confidence:.2f}",))
        ranked = confident
        if ranked:
            result = ranked[0]
            leaf = LeafAnswer((result.answer,), result.score, source=self.name,
                              evidence=(result.passage.pid,) if result.passage else (),
                              readings=tuple(((r.answer,), r.score) for r in ranked) if len(ranked) > 1 else ())
        if len(self._cache) < 100_000:
            self._cache[question] = (len(hits), leaf)
        return leaf

    async def answer(self, question: str) -> LeafAnswer | None:
        return await asyncio.to_thread(self.answer_sync, question)
