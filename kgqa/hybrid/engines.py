"""Adapters that make other engines leaf engines (:class:`kgqa.compiler.engines.LeafEngine`).

:class:`KGEngineLeaf` wraps any :class:`kgqa.answer.KGEngine` (HGNet: ``kgqa.engine.hgnet_engine
.HGNetEngine``) bound to one KG: the answers are the rows' labels (or plain values) of the
first projected variable, the confidence is the engine's, and the SPARQL it ran is the
evidence.
"""

from __future__ import annotations

import asyncio

from kgqa.answer import KGEngine
from kgqa.compiler.engines import LeafAnswer
from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KG_FAULTS


class KGEngineLeaf:
    def __init__(self, engine: KGEngine, kg: KnowledgeGraph, kg_name: str, name: str = "kg") -> None:
        self.engine, self.kg, self.kg_name, self.name = engine, kg, kg_name, name

    def answer_sync(self, question: str) -> LeafAnswer | None:
        try:
            result = self.engine.answer(question, self.kg, kg_name=self.kg_name)
        except KG_FAULTS:
            return None  # the KG failed: this leaf has no answer, as when it finds none
        if not result.answered:
            return None
        answers = []
        for i, row in enumerate(result.rows):
            label = result.labels[i][0] if i < len(result.labels) and result.labels[i] else None
            value = label if label is not None else (row[0] if row else None)
            if value is not None:
                answers.append(value if isinstance(value, (str, int, float)) else str(value))
        if not answers:
            return None
        return LeafAnswer(tuple(answers), float(result.confidence), source=self.name,
                          evidence=(result.sparql,) if result.sparql else ())

    async def answer(self, question: str) -> LeafAnswer | None:
        return await asyncio.to_thread(self.answer_sync, question)
