"""A fine-tuned checkpoint moved part of the way back to the one it was tuned from.

``kgqa.adapt`` fine-tunes the shipped model on questions synthesized from one KG. Those questions
are templated: the fine-tune learns the KG's vocabulary and also the templates' phrasing, and a
model that learned the phrasing answers fewer of people's questions. Averaging the weights of the
base and the fine-tuned model (``(1 - w) * base + w * tuned``, weight-space ensembling as in
WiSE-FT, Wortsman et al. 2022) keeps much of what the fine-tune gained on the KG and loses less
of what the base knew: both are fine-tunes of one model, so the straight line between them stays
in a region of low loss. The weight is chosen on held-out folds (docs/adapt.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch
from torch import Tensor

from kgqa.models.checkpoint_file import atomic_save
from kgqa.models.hgnet import PLM_PREFIX
from kgqa.models.plm_rows import ROWS_KEY, checkpoint_state, compact, package_state


def mixed_state(base: dict[str, Tensor], tuned: dict[str, Tensor], weight: float) -> dict[str, Tensor]:
    """``(1 - weight) * base + weight * tuned`` for every floating tensor, in ``tuned``'s
    precision; other tensors (counters, indices) are ``tuned``'s. Both must hold the same keys."""
    if not 0.0 <= weight <= 1.0:
        raise ValueError(f"the fine-tuned model's weight must be within 0..1, not {weight}")
    if set(base) != set(tuned):
        raise ValueError(f"the two checkpoints hold different weights: {sorted(set(base) ^ set(tuned))[:5]}")
    out = {}
    for key, value in tuned.items():
        if value.is_floating_point():
            out[key] = torch.lerp(base[key].float(), value.float(), weight).to(value.dtype)
        else:
            out[key] = value
    return out


def interpolate(base: dict[str, Any], tuned: dict[str, Any], weight: float) -> dict[str, Any]:
    """The export of ``tuned`` (a ``kgqa.train`` export) with its weights mixed with ``base``'s;
    a fine-tuned MiniLM is stored by its changed rows again, as ``kgqa.train`` exports it."""
    state = mixed_state(checkpoint_state(base, PLM_PREFIX), checkpoint_state(tuned, PLM_PREFIX), weight)
    blob = {k: v for k, v in tuned.items() if k != ROWS_KEY}
    blob["meta"] = {**tuned.get("meta", {}), "interpolated": {"tuned_weight": weight}}
    if any(k.startswith(PLM_PREFIX) for k in state):
        blob["state"], blob[ROWS_KEY] = compact(state, package_state(PLM_PREFIX))
    else:
        blob["state"] = state
    return blob


def interpolate_files(base: Path, tuned: Path, weight: float, out: Path) -> None:
    """:func:`interpolate` of two checkpoint files, written to ``out`` (a reader never sees half a file)."""
    atomic_save(interpolate(torch.load(base, map_location="cpu", weights_only=False),
                            torch.load(tuned, map_location="cpu", weights_only=False), weight), out)


__all__ = ["interpolate", "interpolate_files", "mixed_state"]
