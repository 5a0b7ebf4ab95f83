"""Writing a checkpoint file whole or not at all.

A service may load an adapted checkpoint while ``kgqa.adapt`` writes it, and a run may be stopped
mid-write: the file is written beside its place and renamed over it, so a reader sees the old
file or the new one, never half of one."""

from __future__ import annotations

import os
from pathlib import Path

import torch


def atomic_save(obj, path: Path) -> None:
    """``torch.save(obj, path)``, written whole, then renamed into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    torch.save(obj, tmp)
    os.replace(tmp, path)


__all__ = ["atomic_save"]
