"""kgqa.models.interpolate: the saved adapted model lies between the base and the fine-tune."""

from __future__ import annotations

import pytest
import torch

from kgqa.models.interpolate import interpolate, interpolate_files, mixed_state
from kgqa.models.plm_rows import ROWS_KEY, checkpoint_state
from kgqa.paths import REPO_ROOT

MINILM = REPO_ROOT / "models" / "hgnet_minilm" / "model.pt"


def test_each_weight_is_mixed_and_counters_are_kept():
    base = {"w": torch.zeros(2, 3), "b": torch.ones(3, dtype=torch.float16), "n": torch.tensor([4])}
    tuned = {"w": torch.full((2, 3), 2.0), "b": torch.full((3,), 3.0, dtype=torch.float16), "n": torch.tensor([9])}
    mixed = mixed_state(base, tuned, 0.25)
    assert torch.equal(mixed["w"], torch.full((2, 3), 0.5))
    assert mixed["b"].dtype == torch.float16 and torch.equal(mixed["b"], torch.full((3,), 1.5, dtype=torch.float16))
    assert torch.equal(mixed["n"], torch.tensor([9]))
    assert torch.equal(mixed_state(base, tuned, 1.0)["w"], tuned["w"])
    assert torch.equal(mixed_state(base, tuned, 0.0)["w"], base["w"])


@pytest.mark.parametrize("weight", [-0.1, 1.5])
def test_a_weight_outside_0_1_is_refused(weight):
    with pytest.raises(ValueError, match="within 0..1"):
        mixed_state({"w": torch.zeros(1)}, {"w": torch.ones(1)}, weight)


def test_checkpoints_of_different_models_are_refused():
    with pytest.raises(ValueError, match="different weights"):
        mixed_state({"w": torch.zeros(1)}, {"v": torch.ones(1)}, 0.5)


def test_a_minilm_export_is_mixed_by_its_rows_and_loads_whole(tmp_path):
    """The shipped MiniLM checkpoint against a copy of itself moved by +1 in one of its own
    matrices and in one MiniLM row: the mix is stored by changed rows again, as kgqa.train
    exports it, and holds halfway values exactly where the two differ."""
    ckpt = torch.load(MINILM, map_location="cpu", weights_only=False)
    assert ckpt.get(ROWS_KEY), "the shipped MiniLM export stores its fine-tuned MiniLM by rows"
    whole = checkpoint_state(ckpt, "text.plm.")
    own = next(k for k, v in whole.items() if not k.startswith("text.plm.") and v.is_floating_point() and v.dim() == 2)
    rows_key = next(iter(ckpt[ROWS_KEY]))
    moved = dict(ckpt)
    moved["state"] = dict(ckpt["state"])
    moved["state"][own] = ckpt["state"][own] + 1.0
    moved["state"][rows_key] = ckpt["state"][rows_key].clone()
    moved["state"][rows_key][0] += 1.0
    torch.save(moved, tmp_path / "tuned.pt")
    interpolate_files(MINILM, tmp_path / "tuned.pt", 0.5, tmp_path / "mixed.pt")

    mixed = torch.load(tmp_path / "mixed.pt", map_location="cpu", weights_only=False)
    assert mixed[ROWS_KEY] and mixed["meta"]["interpolated"] == {"tuned_weight": 0.5}
    state = checkpoint_state(mixed, "text.plm.")
    assert torch.allclose(state[own], whole[own] + 0.5)
    row = int(ckpt[ROWS_KEY][rows_key][0])
    assert torch.allclose(state[rows_key][row].float(), whole[rows_key][row].float() + 0.5, atol=1e-2)
    untouched = [k for k in whole if k not in (own, rows_key) and whole[k].is_floating_point()]
    assert all(torch.equal(state[k], whole[k]) for k in untouched)


def test_mixing_a_checkpoint_with_itself_changes_nothing():
    ckpt = torch.load(MINILM, map_location="cpu", weights_only=False)
    mixed = interpolate(ckpt, ckpt, 0.3)
    a, b = checkpoint_state(ckpt, "text.plm."), checkpoint_state(mixed, "text.plm.")
    assert set(a) == set(b) and all(torch.equal(a[k], b[k]) for k in a)
