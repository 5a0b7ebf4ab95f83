"""Leaf engines: who answers an atomic sub-question (DESIGN.md section 3).

An engine is anything with a ``name`` and ``async def answer(question) -> LeafAnswer | None``
(:class:`LeafEngine`). The KG engine (HGNet) and the text engine plug in here;
:class:`KGFirstRouter` asks the KG first and falls back to text when the KG has no
non-empty answer above a confidence threshold. :class:`RetrievalEngine` is a text engine
built on a passage retriever alone (answers are the titles of the best passages: entity
retrieval, no reader); :class:`MappingEngine` replays known answers (gold decompositions,
fixtures).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace
from typing import Mapping, Protocol, Sequence, runtime_checkable

from kgqa.compiler.ast import normalize_text
from kgqa.compiler.values import AnswerValue


@dataclass(frozen=True)
class LeafAnswer:
    """Ranked answers of one sub-question with the engine's confidence in [0, 1].

    ``readings`` are *competing* answers of an engine that guesses (a reader's top spans),
    best first, each ``(answers, confidence)``; the first is ``(answers, confidence)``. They
    are not more answers: the executor may branch on them and keep the chain whose joint
    confidence is highest (``Executor(beam=...)``). Engines that return sets (the KG) leave
    them empty.
    """

    answers: tuple[AnswerValue, ...]
    confidence: float
    source: str = ""
    evidence: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())
    readings: tuple[tuple[tuple[AnswerValue, ...], float], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "answers", tuple(self.answers))
        object.__setattr__(self, "readings", tuple((tuple(a), float(c)) for a, c in self.readings))


@runtime_checkable
class LeafEngine(Protocol):
    name: str

    async def answer(self, question: str) -> LeafAnswer | None: ...


class KGFirstRouter:
    """Use the KG answer when it is non-empty and confident enough, else the text engine."""

    name = "router"

    def __init__(self, kg: LeafEngine | None, text: LeafEngine | None, threshold: float = 0.5) -> None:
        if kg is None and text is None:
            raise ValueError("the router needs at least one engine")
        self.kg, self.text, self.threshold = kg, text, threshold

    async def answer(self, question: str) -> LeafAnswer | None:
        notes: tuple[str, ...] = ()
        if self.kg is not None:
            kg = await self.kg.answer(question)
            if kg is not None and kg.answers and kg.confidence >= self.threshold:
                return replace(kg, source=kg.source or self.kg.name)
            notes = (_why_not(kg, self.threshold),)
        if self.text is None:
            return LeafAnswer((), 0.0, source="none", notes=notes)
        text = await self.text.answer(question)
        if text is None:
            return LeafAnswer((), 0.0, source=self.text.name, notes=notes)
        return replace(text, source=text.source or self.text.name, notes=notes + text.notes)


def _why_not(kg: LeafAnswer | None, threshold: float) -> str:
    if kg is None or not kg.answers:
        return "kg: no answer"
    return f"kg: confidence {kg.confidence:.2f} below {threshold:.2f}"


class MappingEngine:
    """Answers from a fixed question -> answers table (matched after whitespace/case folding)."""

    def __init__(
        self,
        table: Mapping[str, Sequence[AnswerValue]],
        name: str = "mapping",
        confidence: float = 1.0,
    ) -> None:
        self.name = name
        self.confidence = confidence
        self._table = {self._key(q): tuple(a) for q, a in table.items()}
        self.calls: list[str] = []

    @staticmethod
    def _key(question: str) -> str:
        return normalize_text(question).casefold().rstrip(" ?")

    async def answer(self, question: str) -> LeafAnswer | None:
        self.calls.append(question)
        answers = self._table.get(self._key(question))
        if answers is None:
            return None
        return LeafAnswer(answers, self.confidence, source=self.name)


class PassageSearch(Protocol):
    def search(self, query: str, k: int = 10) -> "list[tuple[object, float]]": ...


class RetrievalEngine:
    """Text engine without a reader: the titles of the top passages are the answers.

    Suits entity-seeking sub-questions over title-keyed passages (Wikipedia paragraphs);
    a span-extracting reader can replace it behind the same protocol.
    """

    def __init__(self, retriever: PassageSearch, k: int = 1, min_score: float = 0.0, name: str = "text") -> None:
        self.retriever, self.k, self.min_score, self.name = retriever, k, min_score, name

    async def answer(self, question: str) -> LeafAnswer | None:
        # Retrieval is CPU-bound (BM25 / MiniLM): keep the event loop free for siblings.
        hits = await asyncio.to_thread(self.retriever.search, question, self.k)
        hits = [(p, s) for p, s in hits if s >= self.min_score]
        if not hits:
            return None
        titles = tuple(dict.fromkeys(getattr(p, "title") for p, _ in hits))
        evidence = tuple(getattr(p, "pid") for p, _ in hits)
        return LeafAnswer(titles, float(min(1.0, max(0.0, hits[0][1]))), source=self.name, evidence=evidence)
