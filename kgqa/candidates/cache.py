"""Where the per-KG indexes (schema, values, labels) live on disk, and under which key.

An embedded KG's identity already changes with its files (path, size, mtime). An endpoint's
identity is only its URL and graph, and the data behind a URL changes, so its cache key adds
the data version :func:`data_version` reads from the endpoint: a reloaded KG is re-onboarded
instead of being answered with the old KG's schema.

Files are written to a temporary name and renamed, so a process that reads a cache (another
worker, another replica) sees the old file or the new one, never half of one.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from pathlib import Path

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.paths import cache_dir

log = logging.getLogger(__name__)

_versions: dict[str, str] = {}
_lock = threading.Lock()


def data_version(kg: KnowledgeGraph, timeout_s: float = 30.0) -> str:
    """A fingerprint of the data behind ``kg``: its triple count (one bounded query). Embedded
    KGs answer "" (their identity is their files'). "unknown" when the endpoint cannot count in
    time: the cache then lives as long as the URL, and ``kgqa.onboard refresh=true`` renews it."""
    if kg.identity.startswith("embedded:"):
        return ""
    try:
        rows = kg.select("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", timeout_s=timeout_s, use_cache=False).rows
        return f"triples={rows[0][0]}" if rows else "unknown"
    except EndpointUnavailable:
        raise  # a cache must not be keyed, or built, from a down endpoint
    except KGError as e:
        log.info("no data version for %s: %s", kg.identity, e)
        return "unknown"


def cache_identity(kg: KnowledgeGraph) -> str:
    """The key of ``kg``'s indexes: its identity and data version (read once per process)."""
    with _lock:
        hit = _versions.get(kg.identity)
    if hit is None:
        version = data_version(kg)
        with _lock:
            hit = _versions.setdefault(kg.identity, f"{kg.identity}|{version}" if version else kg.identity)
    return hit


def forget_version(kg: KnowledgeGraph) -> None:
    """Read the data version again at the next :func:`cache_identity` (after a refresh)."""
    with _lock:
        _versions.pop(kg.identity, None)


def cache_path(kind: str, identity: str, suffix: str = ".json") -> Path:
    digest = hashlib.sha1(identity.encode()).hexdigest()[:20]
    return cache_dir() / "candidates" / kind / f"{digest}{suffix}"


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.tmp{os.getpid()}.{threading.get_ident()}")
    tmp.write_text(text)
    tmp.replace(path)
