"""Where kgqa finds its data: resolved from the package location or from environment variables.

No absolute paths are hard-coded. The benchmark data lives in a ``shared/data`` folder beside
the repository (``KGQA_SHARED_DATA`` overrides it); bundled KGs and checkpoints live in the
repository's ``kg/`` and ``models/`` folders.
"""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def resolve(path: str | os.PathLike) -> Path:
    """A configured path: absolute as given, relative ones against the repository root (so
    configs say ``models/hgnet/model.pt`` whatever the working directory)."""
    p = Path(path)
    return p if p.is_absolute() else REPO_ROOT / p


def shared_data_dir() -> Path:
    """The benchmark data folder (``$KGQA_SHARED_DATA`` or ``<repo>/../shared/data``)."""
    env = os.environ.get("KGQA_SHARED_DATA")
    return Path(env) if env else REPO_ROOT.parent / "shared" / "data"


def spider4sparql_dir() -> Path:
    return shared_data_dir() / "kgqa" / "spider4sparql"


def bundled_kg_dir() -> Path:
    """KGs shipped with the repository (``$KGQA_KG_DIR`` or ``<repo>/kg``)."""
    env = os.environ.get("KGQA_KG_DIR")
    return Path(env) if env else REPO_ROOT / "kg"


def models_dir() -> Path:
    """Shipped checkpoints (``$KGQA_MODELS_DIR`` or ``<repo>/models``)."""
    env = os.environ.get("KGQA_MODELS_DIR")
    return Path(env) if env else REPO_ROOT / "models"


#: The shipped checkpoint's folder under ``models/``: what the engine, the service, ``kgqa.evaluate``
#: and ``kgqa.predict`` load when no checkpoint is named (the conf files name the same file).
SHIPPED_MODEL = "hgnet_minilm"


def default_checkpoint() -> Path:
    """The shipped checkpoint (``models/<SHIPPED_MODEL>/model.pt``)."""
    return models_dir() / SHIPPED_MODEL / "model.pt"


def rerank_weights_beside(checkpoint: str | os.PathLike | None) -> Path:
    """The reranker weights fitted for ``checkpoint``: its folder's ``rerank.json`` (the shipped
    checkpoint's when None). What ``search.rerank_weights: auto`` means."""
    return resolve(checkpoint).parent / "rerank.json" if checkpoint else default_checkpoint().parent / "rerank.json"


def cache_dir() -> Path:
    """Derived, re-creatable artefacts (parses, schema indexes); ``$KGQA_CACHE_DIR`` or ``<repo>/.cache``."""
    env = os.environ.get("KGQA_CACHE_DIR")
    path = Path(env) if env else REPO_ROOT / ".cache"
    path.mkdir(parents=True, exist_ok=True)
    return path
