"""Question files of the benchmarks read without their KG (LC-QuAD 1.0 JSON, QALD-JSON): one
reader choice and one place for where the shared copies are, for training and evaluation alike."""

from __future__ import annotations

from pathlib import Path

from kgqa.data.lcquad import load_lcquad
from kgqa.data.qald import QaldQuestion, load_qald
from kgqa.paths import shared_data_dir

#: Readers by name (``dataset.name`` of structure-only evaluation, ``reader`` of a mixture set).
READERS = ("qald", "lcquad")
#: The shared copy read when no path is given.
SHARED_DEFAULTS = {"lcquad": "kgqa/lcquad1/train-data.json"}


def benchmark_path(path: str | Path | None, reader: str) -> Path:
    """``path`` as given when it exists or is absolute, else under the shared data folder; no
    path: the reader's shared default."""
    if path is None:
        if reader not in SHARED_DEFAULTS:
            raise ValueError(f"dataset={reader} needs dataset.path=FILE")
        return shared_data_dir() / SHARED_DEFAULTS[reader]
    given = Path(path).expanduser()
    return given if given.is_absolute() or given.exists() else shared_data_dir() / given


def load_benchmark(path: str | Path | None, reader: str) -> list[QaldQuestion]:
    """The questions of a benchmark file, read as ``reader`` (``lcquad`` or ``qald``)."""
    if reader not in READERS:
        raise ValueError(f"a benchmark is read as {'|'.join(READERS)}, not {reader!r}")
    file = benchmark_path(path, reader)
    return load_lcquad(file) if reader == "lcquad" else load_qald(file)
