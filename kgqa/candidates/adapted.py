"""Where a KG's adapted checkpoint lives: beside its onboarded indexes, under the same key.

``python -m kgqa.adapt`` fine-tunes the shipped checkpoint on questions synthesized from one KG
and saves it as ``<cache dir>/adapted/<digest of the KG's cache identity>/model.pt`` with
``adapted.json`` beside it (the base checkpoint, the synthetic questions, minutes, exec before and
after). The key is :func:`~kgqa.candidates.cache.cache_identity`, the onboarding key: the same
endpoint URL and graph, or the same files under the same name, and the same data version. A KG
whose data changed (another triple count) is answered by the shipped checkpoint again until it is
adapted anew, as it is onboarded anew.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from kgqa.kg.base import KnowledgeGraph
from kgqa.paths import cache_dir

from .cache import cache_identity

CHECKPOINT = "model.pt"
CARD = "adapted.json"


def adapted_dir(identity: str) -> Path:
    """The folder of the KG whose cache identity is ``identity`` (created by the caller)."""
    return cache_dir() / "adapted" / hashlib.sha1(identity.encode()).hexdigest()[:20]


def adapted_checkpoint(kg: KnowledgeGraph) -> Path | None:
    """``kg``'s adapted checkpoint, or None when it was never adapted (at this data version)."""
    path = adapted_dir(cache_identity(kg)) / CHECKPOINT
    return path if path.exists() else None


def adaptation_card(checkpoint: Path) -> dict:
    """The JSON saved beside an adapted checkpoint ({} when missing or unreadable)."""
    try:
        return json.loads((checkpoint.parent / CARD).read_text())
    except (OSError, ValueError):
        return {}
