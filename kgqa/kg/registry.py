"""Named KGs: the Spider4SPARQL databases (or bundled copies under ``kg/``), loaded lazily once."""

from __future__ import annotations

import json
import threading
from functools import lru_cache
from pathlib import Path

from kgqa.data.spider4sparql import DatasetError, kg_path
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import UnknownKG
from kgqa.paths import bundled_kg_dir

_lock = threading.Lock()


def find_kg_file(kg_name: str) -> Path:
    """The RDF file for ``kg_name``: the bundled copy in ``kg/`` if any, else the benchmark's."""
    for stem in dict.fromkeys((kg_name, kg_name.lower())):
        for suffix in (".nt.gz", ".nt", ".ttl", ".ttl.gz"):
            path = bundled_kg_dir() / f"{stem}{suffix}"
            if path.exists():
                return path
    try:
        return kg_path(kg_name)
    except DatasetError as e:
        raise UnknownKG(f"unknown KG {kg_name!r}: not bundled in {bundled_kg_dir()} and {e}") from None


@lru_cache(maxsize=32)
def _load(kg_name: str, timeout_s: float) -> EmbeddedKG:
    return EmbeddedKG([find_kg_file(kg_name)], name=kg_name, timeout_s=timeout_s)


def spider_kg(kg_name: str, timeout_s: float = 10.0) -> EmbeddedKG:
    """The embedded store of one Spider4SPARQL database, shared by all callers in the process."""
    with _lock:
        return _load(kg_name, timeout_s)


def bundled_kg_names() -> list[str]:
    """Names of the KGs shipped in ``kg/`` (from its MANIFEST.json, else the file names)."""
    manifest = bundled_kg_dir() / "MANIFEST.json"
    if manifest.exists():
        return sorted(json.loads(manifest.read_text())["kgs"])
    return sorted(p.name.split(".")[0] for p in bundled_kg_dir().glob("*.nt*"))
