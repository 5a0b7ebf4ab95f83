"""question -> answer over KG, text, or both (DESIGN.md section 3; issue 8).

:func:`answer` (and :class:`Pipeline`) decide between the direct KG engine and compilation:

1. the translator turns the question into a validated G[q] tree (QCompiler 3.5; a question
   it cannot translate falls back to one atomic query);
2. an **atomic** tree goes straight to the KG engine (through the KG-first router, so a KG
   without a confident answer still lets the text engine answer when one is configured);
3. a **complex** tree is executed by :class:`kgqa.compiler.executor.Executor`, every leaf
   routed KG-first (:class:`kgqa.compiler.engines.KGFirstRouter`); each leaf record keeps
   which engine answered.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from kgqa.compiler.ast import Atomic, Node
from kgqa.compiler.engines import KGFirstRouter, LeafEngine
from kgqa.compiler.executor import Executor
from kgqa.compiler.printer import print_gq
from kgqa.compiler.trace import TraceNode
from kgqa.compiler.values import AnswerValue, format_value
from kgqa.hybrid.translator import Translation, Translator


@dataclass
class LeafRecord:
    question: str
    source: str | None
    answers: list[str]
    confidence: float | None


@dataclass
class PipelineAnswer:
    question: str
    answers: tuple[AnswerValue, ...]
    mode: str  # "direct" (atomic: KG engine first) or "compiled"
    expression: str
    translation: Translation | None = None
    trace: TraceNode | None = None
    leaves: list[LeafRecord] = field(default_factory=list)
    latency_ms: float = 0.0
    #: other candidate expressions that were executed (``Pipeline.answer_best``)
    alternatives: list[dict[str, Any]] = field(default_factory=list)

    @property
    def answer(self) -> str | None:
        return format_value(self.answers[0]) if self.answers else None

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question, "answer": self.answer, "answers": [format_value(a) for a in self.answers],
            "mode": self.mode, "expression": self.expression,
            "translation_valid": None if self.translation is None else self.translation.valid,
            "leaves": [vars(l) for l in self.leaves], "latency_ms": self.latency_ms,
            "trace": self.trace.to_dict() if self.trace else None,
            "alternatives": self.alternatives,
        }


class Pipeline:
    def __init__(
        self,
        translator: Translator | None,
        kg: LeafEngine | None = None,
        text: LeafEngine | None = None,
        *,
        threshold: float = 0.5,
        max_fanout: int = 8,
        max_concurrency: int = 4,
        beam: int = 1,
    ) -> None:
        self.translator = translator
        self.router = KGFirstRouter(kg, text, threshold)
        self.executor = Executor(self.router, max_fanout=max_fanout, max_concurrency=max_concurrency,
                                 record_leaf_errors=True, beam=beam)

    def translate(self, question: str) -> tuple[Node, Translation | None]:
        if self.translator is None:
            return Atomic(question), None
        full = getattr(self.translator, "translate_full", None)
        if full is not None:
            t = full(question)
            return t.expression, t
        return self.translator.translate(question), None

    async def answer_async(self, question: str, tree: Node | None = None) -> PipelineAnswer:
        t0 = time.perf_counter()
        translation = None
        if tree is None:
            tree, translation = await asyncio.to_thread(self.translate, question)
        if isinstance(tree, Atomic):
            leaf = await self.router.answer(tree.text)
            answers = tuple(leaf.answers) if leaf else ()
            trace = TraceNode((), "Atomic", answers=answers, question=tree.text,
                              source=leaf.source if leaf else None, confidence=leaf.confidence if leaf else None,
                              notes=list(leaf.notes) if leaf else [])
            mode = "direct"
        else:
            execution = await self.executor.run(tree)
            trace, answers, mode = execution.trace, execution.answers, "compiled"
        leaves = [LeafRecord(t.question or "", t.source, [format_value(a) for a in t.answers], t.confidence)
                  for t in trace.leaves()]
        return PipelineAnswer(question, answers, mode, print_gq(tree), translation, trace, leaves,
                              (time.perf_counter() - t0) * 1000)

    def answer(self, question: str, tree: Node | None = None) -> PipelineAnswer:
        return asyncio.run(self.answer_async(question, tree))

    async def answer_best_async(self, question: str, trees: Sequence[Node]) -> PipelineAnswer:
        """Execute each candidate expression and keep the most confident execution.

        Execution-guided selection of the translation, in the spirit of HGNet's final check:
        an execution with answers beats one without; among those, the higher root confidence
        (the joint confidence of a beam chain, or a leaf's) wins; ties keep the translator's
        order. Every candidate's outcome is listed in ``PipelineAnswer.alternatives``.
        """
        if not trees:
            raise ValueError("answer_best needs at least one expression")
        results = [await self.answer_async(question, tree) for tree in trees]
        best = max(range(len(results)), key=lambda i: (_execution_score(results[i]), -i))
        chosen = results[best]
        chosen.alternatives = [{"expression": r.expression, "answer": r.answer, "confidence": _root_confidence(r),
                                "leaves": len(r.leaves), "chosen": i == best} for i, r in enumerate(results)]
        chosen.latency_ms = sum(r.latency_ms for r in results)
        return chosen

    def answer_best(self, question: str, trees: Sequence[Node]) -> PipelineAnswer:
        return asyncio.run(self.answer_best_async(question, trees))


def _root_confidence(result: PipelineAnswer) -> float:
    trace = result.trace
    return 0.0 if trace is None or trace.confidence is None else float(trace.confidence)


def _execution_score(result: PipelineAnswer) -> tuple[bool, float]:
    return bool(result.answers), _root_confidence(result)


def answer(
    question: str,
    *,
    translator: Translator | None = None,
    kg: LeafEngine | None = None,
    text: LeafEngine | None = None,
    threshold: float = 0.5,
    beam: int = 1,
) -> PipelineAnswer:
    """Answer one question: atomic ones go straight to the KG engine, complex ones are
    compiled and executed with KG-first leaf routing. ``translator`` defaults to the shipped
    local translator; ``beam > 1`` branches on the competing readings of guessing leaf
    engines (``LeafAnswer.readings``) and keeps the most confident chains."""
    if translator is None:
        from kgqa.hybrid.translator import LocalTranslator

        translator = LocalTranslator()
    return Pipeline(translator, kg, text, threshold=threshold, beam=beam).answer(question)
