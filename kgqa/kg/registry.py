"""Named KGs stored as RDF files: found by name in given folders (the bundled ``kg/`` by
default) and loaded once per process.

Generic on purpose: which folders hold a benchmark's KGs is the dataset adapter's business
(e.g. :func:`kgqa.data.spider_kgs.spider_kg`), so this layer imports no dataset reader.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import UnknownKG
from kgqa.paths import bundled_kg_dir

#: File name endings of a KG file, in the order they are tried.
KG_SUFFIXES = (".nt.gz", ".nt", ".ttl", ".ttl.gz")

_lock = threading.Lock()


def find_kg_file(kg_name: str, dirs: Iterable[Path] | None = None) -> Path:
    """The RDF file of ``kg_name`` (as spelled, else lower-cased; any of :data:`KG_SUFFIXES`)
    in the first of ``dirs`` that has one; ``dirs`` defaults to the bundled ``kg/`` folder.
    Raises :class:`UnknownKG` if none has it."""
    dirs = [bundled_kg_dir()] if dirs is None else [Path(d) for d in dirs]
    for folder in dirs:
        for stem in dict.fromkeys((kg_name, kg_name.lower())):
            for suffix in KG_SUFFIXES:
                path = folder / f"{stem}{suffix}"
                if path.exists():
                    return path
    raise UnknownKG(f"unknown KG {kg_name!r}: no {'|'.join(KG_SUFFIXES)} file of that name in "
                    f"{', '.join(str(d) for d in dirs) or 'no folder'}")


@lru_cache(maxsize=32)
def _load(path: Path, name: str, timeout_s: float) -> EmbeddedKG:
    return EmbeddedKG([path], name=name, timeout_s=timeout_s)


def load_kg(path: Path, name: str, timeout_s: float = 10.0) -> EmbeddedKG:
    """The embedded store of one KG file, loaded once and shared by all callers in the process
    (the 32 most recently used stay open)."""
    with _lock:
        return _load(Path(path), name, float(timeout_s))


def bundled_kg_names() -> list[str]:
    """Names of the KGs shipped in ``kg/`` (from its MANIFEST.json, else the file names)."""
    manifest = bundled_kg_dir() / "MANIFEST.json"
    if manifest.exists():
        return sorted(json.loads(manifest.read_text())["kgs"])
    return sorted(p.name.split(".")[0] for p in bundled_kg_dir().glob("*.nt*"))
