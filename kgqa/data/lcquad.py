"""Reader for LC-QuAD 1.0 (Trivedi et al., ISWC 2017): questions over DBpedia with gold SPARQL.

Format: a JSON list of ``{"_id", "corrected_question", "intermediary_question",
"sparql_query", "sparql_template_id"}``. Facts this module encodes:

- ``corrected_question`` is the people's paraphrase; a few entries leave it empty or write
  ``"n/a"``, and then the template's verbalisation (``intermediary_question``, with ``<...>``
  around the slots) is the question, its brackets removed;
- the gold queries use full IRIs and Virtuoso's ``SELECT DISTINCT COUNT(?uri)``, which the
  query-graph core reads as it is;
- ``sparql_template_id`` names one of the 38 templates: the question's shape.

Questions load as :class:`kgqa.data.qald.QaldQuestion` (the subclass :class:`LcquadQuestion`
adds the template id), so everything that reads QALD questions reads these. No KG comes with
the file (DBpedia is not available offline): they serve structure-only evaluation and
KG-less training.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kgqa.data.qald import DatasetError, QaldQuestion

__all__ = ["LcquadQuestion", "load_lcquad"]

_MISSING = {"", "n/a", "na", "none", "null"}
_SLOT_BRACKETS = re.compile(r"[<>]")


@dataclass(frozen=True)
class LcquadQuestion(QaldQuestion):
    """A QALD question with LC-QuAD's template id (``None`` where the file gives none)."""

    template_id: str | None = None


def load_lcquad(path: str | os.PathLike) -> list[LcquadQuestion]:
    """The questions of an LC-QuAD 1.0 JSON file, in file order (raises :class:`DatasetError`)."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        raise DatasetError(f"LC-QuAD file not found: {path}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise DatasetError(f"{path} is not valid JSON: {e}") from None
    if not isinstance(data, list):
        raise DatasetError(f'{path} is not LC-QuAD 1.0 JSON: expected a list of {{"_id", "corrected_question", '
                           '"intermediary_question", "sparql_query", "sparql_template_id"}')
    return [_question(item, i, path) for i, item in enumerate(data)]


def _question(item: Any, index: int, path: Path) -> LcquadQuestion:
    if not isinstance(item, dict) or item.get("_id") in (None, ""):
        raise DatasetError(f'{path}: entry [{index}] is not a question object with an "_id"')
    text = _text(item.get("corrected_question"))
    if text is None:
        text = _text(item.get("intermediary_question"))
        text = " ".join(_SLOT_BRACKETS.sub("", text).split()) if text else None
    if text is None:
        raise DatasetError(f"{path}: entry [{index}] (_id {item['_id']}) has neither corrected_question "
                           "nor intermediary_question")
    sparql = item.get("sparql_query")
    if sparql is not None and not isinstance(sparql, str):
        raise DatasetError(f"{path}: entry [{index}] (_id {item['_id']}): sparql_query is not a string")
    template = item.get("sparql_template_id")
    sparql = sparql.strip() if sparql and sparql.strip() else None
    return LcquadQuestion(id=str(item["_id"]), question=text, sparql=sparql,
                          template_id=None if template in (None, "") else str(template))


def _text(value: Any) -> str | None:
    if not isinstance(value, str) or value.strip().lower() in _MISSING:
        return None
    return value.strip()
