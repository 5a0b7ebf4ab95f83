"""The training learning-rate schedule: a pure function of the step, so resumed runs continue it."""

import pytest
import torch
from torch import nn

from kgqa.train import freeze_all_but, parameter_groups, scheduled_lr


def test_cosine_decays_monotonically_from_base_to_floor():
    lrs = [scheduled_lr(1e-3, s, 100, "cosine") for s in range(0, 101, 10)]
    assert lrs[0] == pytest.approx(1e-3)
    assert lrs[-1] == pytest.approx(5e-5)
    assert all(a > b for a, b in zip(lrs, lrs[1:]))
    assert scheduled_lr(1e-3, 50, 100, "cosine") == pytest.approx(1e-3 * (0.05 + 0.95 * 0.5))
    assert scheduled_lr(1e-3, 500, 100, "cosine") == pytest.approx(5e-5)   # past the end: stays at the floor


def test_constant_and_unknown_schedules():
    assert scheduled_lr(7e-4, 123, 100, "constant") == 7e-4
    with pytest.raises(ValueError, match="lr_schedule"):
        scheduled_lr(1e-3, 1, 100, "linear")


def test_a_finetuned_encoder_gets_its_own_rate_and_frozen_weights_none():
    model = nn.Module()
    model.text = nn.Module()
    model.text.plm = nn.Linear(2, 2)
    model.text.lstm = nn.Linear(2, 2)
    model.frozen = nn.Linear(2, 2)
    model.frozen.weight.requires_grad_(False)
    groups = parameter_groups(model, 1e-3, 2e-5)
    assert [g["base_lr"] for g in groups] == [1e-3, 2e-5]
    assert {id(p) for p in groups[1]["params"]} == {id(p) for p in model.text.plm.parameters()}
    assert id(model.frozen.weight) not in {id(p) for g in groups for p in g["params"]}
    assert len(groups[0]["params"]) == 3   # the LSTM's weight and bias, and the frozen layer's bias
    # without plm_lr, one group at lr, as before the option existed
    (only,) = parameter_groups(model, 1e-3, None)
    assert only["base_lr"] == 1e-3 and len(only["params"]) == 5
    # an optimiser over the groups keeps each rate
    opt = torch.optim.Adam(groups, lr=1e-3)
    assert [g["lr"] for g in opt.param_groups] == [1e-3, 2e-5]


def test_trainable_prefixes_leave_every_other_weight_out_of_the_optimiser():
    model = nn.Module()
    model.outline = nn.Linear(2, 2)
    model.vfill = nn.Linear(2, 2)
    model.efill = nn.Linear(2, 2)
    freeze_all_but(model, ["vfill", "efill"])
    (group,) = parameter_groups(model, 1e-3, None)
    assert {id(p) for p in group["params"]} == {id(p) for m in (model.vfill, model.efill) for p in m.parameters()}
    assert not any(p.requires_grad for p in model.outline.parameters())
    # null trains everything; a prefix that names nothing is a mistake the user is told of
    fresh = nn.Linear(2, 2)
    freeze_all_but(fresh, None)
    assert all(p.requires_grad for p in fresh.parameters())
    with pytest.raises(ValueError, match="vfil"):
        freeze_all_but(model, ["vfil_typo"])
