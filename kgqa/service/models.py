"""Which checkpoint answers each KG: the KG's own adapted one when ``python -m kgqa.adapt`` saved
one under its cache identity (:mod:`kgqa.candidates.adapted`), else the shipped one.

:class:`PerKGEngine` is a :class:`~kgqa.answer.KGEngine` in front of both: it looks the KG up at
each question (one ``stat`` once the KG's data version is known) and loads an adapted checkpoint
once, on first use, so a KG adapted while the service runs is answered by its model from the
next question on.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from kgqa.answer import KGAnswer, KGEngine
from kgqa.candidates.adapted import adaptation_card, adapted_checkpoint
from kgqa.kg.base import KnowledgeGraph

log = logging.getLogger(__name__)

SHIPPED = "shipped"
ADAPTED = "adapted"


class PerKGEngine:
    """Answers with ``load(checkpoint)`` for a KG that has an adapted checkpoint, else with ``base``."""

    def __init__(self, base: KGEngine, load: Callable[[Path], KGEngine], base_checkpoint: str = "") -> None:
        self.base = base
        self.base_checkpoint = base_checkpoint
        self._load = load
        self._engines: dict[tuple[str, int], KGEngine] = {}
        self._lock = threading.Lock()

    def engine_for(self, kg: KnowledgeGraph) -> tuple[KGEngine, Path | None]:
        path = adapted_checkpoint(kg)
        if path is None:
            return self.base, None
        key = (str(path), path.stat().st_mtime_ns)  # adapted again: the new file
        with self._lock:
            engine = self._engines.get(key)
            if engine is None:
                log.info("answering %s with its adapted checkpoint %s", kg.identity, path)
                engine = self._engines[key] = self._load(path)
        return engine, path

    def answer(self, question: str, kg: KnowledgeGraph, *, kg_name: str, top_k: int = 5) -> KGAnswer:
        engine, _ = self.engine_for(kg)
        return engine.answer(question, kg, kg_name=kg_name, top_k=top_k)

    def model_for(self, kg: KnowledgeGraph) -> dict:
        """What ``/kgs`` says of the model that answers ``kg``: ``shipped`` or ``adapted``, and for an
        adapted one the figures ``kgqa.adapt`` saved beside it (base, questions, minutes, exec)."""
        path = adapted_checkpoint(kg)
        if path is None:
            return {"model": SHIPPED}
        card = adaptation_card(path)
        held = card.get("heldout") or {}
        return {"model": ADAPTED, "adaptation": {
            "base": card.get("base"), "adapted_at": card.get("adapted_at"),
            "synthetic_questions": (card.get("questions") or {}).get("synthetic_train"),
            "few_shot": (card.get("questions") or {}).get("few_shot"),
            "minutes": (card.get("minutes") or {}).get("adaptation"),
            "heldout_exec_before": held.get("exec_before"), "heldout_exec_after": held.get("exec_after")}}
