"""The training learning-rate schedule: a pure function of the step, so resumed runs continue it."""

import pytest

from kgqa.train import scheduled_lr


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
