"""Synthetic questions as QALD-JSON (:func:`kgqa.data.qald.write_qald`), the format
``python -m kgqa.train dataset=qald dataset.path=FILE`` reads. QALD has no field for a
question's shape, so it is written into the id (``<n>-<shape>``): a reader can count shapes
without a format of our own."""

from __future__ import annotations

import os
from pathlib import Path

from rdflib import URIRef

from kgqa.data.qald import write_qald

from .synthesizer import SyntheticQuestion


def answertype(q: SyntheticQuestion) -> str:
    if isinstance(q.answers, bool):
        return "boolean"
    if q.shape in ("count", "aggregate", "ratio", "count_class"):
        return "number"
    first = next((r[0] for r in q.answers.rows if r and r[0] is not None), None)
    return "resource" if isinstance(first, URIRef) else "literal"


def write_synthetic(questions: list[SyntheticQuestion], path: str | os.PathLike, dataset_id: str) -> Path:
    """Write ``questions`` to ``path`` (parent folders created, replaced atomically)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    records = [{"id": f"{q.id}-{q.shape}", "question": q.question, "sparql": q.sparql, "answers": q.answers,
                "answertype": answertype(q), "language": "en"} for q in questions]
    tmp = path.with_name(f".{path.name}.tmp")
    write_qald(records, tmp, dataset_id)
    os.replace(tmp, path)
    return path
