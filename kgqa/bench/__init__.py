"""Benchmarks: commands that print their figures as one JSON object on the last line."""

from __future__ import annotations

import json
from pathlib import Path


def write_records(path: Path, records: list[dict]) -> None:
    """One JSON object per line: a bench's per-question records, beside its figures."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")
