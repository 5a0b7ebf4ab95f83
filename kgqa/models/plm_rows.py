"""A fine-tuned MiniLM in a checkpoint, stored by the rows that training changed.

Fine-tuning the question encoder moves the word-embedding rows of the word pieces that occur
in training questions and no other: the optimiser has no weight decay, so a row that never gets
a gradient stays the package's. For ``models/hgnet_minilm/model.pt`` that is 7,366 of 30,522
rows, and 47 of 512 position rows. An export therefore keeps, for each fine-tuned matrix with at
most :data:`MAX_SHARE` of its rows changed, only those rows and their indices
(``checkpoint["plm_rows"]``); loading puts them back into the package's weights. Exports hold
fine-tuned weights in half precision (``kgqa.train.export_checkpoint``), and the comparison and
the restored rows are in half precision too, so the loaded tensors are the full export's, bit
for bit.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import Tensor

#: checkpoint key: ``{state key: LongTensor of the stored rows}``
ROWS_KEY = "plm_rows"
#: a matrix is stored by rows when at most this share of its rows changed
MAX_SHARE = 0.5


def package_state(prefix: str) -> dict[str, Tensor]:
    """The packaged MiniLM's weights, keyed as under ``prefix`` in a model's state."""
    from kgqa.minilm import load_minilm

    return {prefix + k: v for k, v in load_minilm()[1].state_dict().items()}


def compact(state: dict[str, Tensor], base: dict[str, Tensor]) -> tuple[dict[str, Tensor], dict[str, Tensor]]:
    """``(state, rows)``: ``state`` with each matrix that differs from ``base`` in at most
    :data:`MAX_SHARE` of its rows cut down to those rows, and their indices by key."""
    out, rows = dict(state), {}
    for key, value in state.items():
        ref = base.get(key)
        if ref is None or value.dim() != 2 or ref.shape != value.shape or not value.is_floating_point():
            continue
        changed = (value != ref.to(value.dtype)).any(dim=1)
        if changed.float().mean().item() <= MAX_SHARE:
            rows[key] = changed.nonzero().squeeze(1)
            out[key] = value[rows[key]].clone()
    return out, rows


def expand(state: dict[str, Tensor], rows: dict[str, Tensor], base: dict[str, Tensor]) -> dict[str, Tensor]:
    """The full ``state`` of a :func:`compact` one: each stored matrix is ``base``'s (in the
    stored rows' precision) with the stored rows put back."""
    out = dict(state)
    for key, index in rows.items():
        if key not in base:
            raise ValueError(f"checkpoint stores rows of {key}, which the packaged model does not have")
        full = base[key].to(state[key].dtype).clone()
        full[index] = state[key]
        out[key] = full
    return out


def checkpoint_state(ckpt: dict[str, Any], prefix: str) -> dict[str, Tensor]:
    """The weights of a checkpoint written by ``kgqa.train`` (an export or ``last.pt``), whole."""
    state = ckpt.get("state", ckpt.get("model"))
    rows = ckpt.get(ROWS_KEY)
    return expand(state, rows, package_state(prefix)) if rows else state


__all__ = ["MAX_SHARE", "ROWS_KEY", "checkpoint_state", "compact", "expand", "main", "package_state"]


def main(argv: list[str] | None = None) -> dict:
    """``python -m kgqa.models.plm_rows CHECKPOINT``: rewrite an export written before exports
    stored rows, in place; prints the sizes and checks that it loads to the same tensors."""
    import argparse
    import json
    from pathlib import Path

    from kgqa.models.checkpoint_file import atomic_save
    from kgqa.models.hgnet import PLM_PREFIX

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("checkpoint", type=Path)
    path = ap.parse_args(argv).checkpoint
    ckpt = torch.load(path, map_location="cpu", weights_only=False)
    if ckpt.get(ROWS_KEY) or "state" not in ckpt:
        raise SystemExit(f"{path}: not a full export (already by rows, or a training checkpoint)")
    before = path.stat().st_size
    whole = ckpt["state"]
    ckpt["state"], ckpt[ROWS_KEY] = compact(whole, package_state(PLM_PREFIX))
    back = checkpoint_state(ckpt, PLM_PREFIX)
    if back.keys() != whole.keys() or not all(torch.equal(back[k], v) for k, v in whole.items()):
        raise SystemExit(f"{path}: the rows would not load back to the same weights; left as it was")
    atomic_save(ckpt, path)
    out = {"checkpoint": str(path), "bytes_before": before, "bytes_after": path.stat().st_size,
           "by_rows": {k: len(v) for k, v in ckpt[ROWS_KEY].items()}}
    print(json.dumps(out))
    return out


if __name__ == "__main__":
    main()

