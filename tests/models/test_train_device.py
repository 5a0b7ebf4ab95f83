"""trainer.device: the default is the CPU, and a device that is not there is a clear error
before any data is read (a GPU run was checked on a lent H200: docs/experiments/
2026-11-27-entity-weights.md, section 9)."""

import pytest
import torch
from omegaconf import OmegaConf

from kgqa.train import training_device


def test_default_is_cpu():
    assert training_device(OmegaConf.create({})) == torch.device("cpu")
    assert training_device(OmegaConf.create({"device": "cpu"})) == torch.device("cpu")


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has a GPU")
def test_cuda_without_a_gpu_says_so():
    with pytest.raises(ValueError, match="sees no GPU"):
        training_device(OmegaConf.create({"device": "cuda"}))


def test_other_devices_are_refused():
    with pytest.raises(ValueError, match="cpu or cuda"):
        training_device(OmegaConf.create({"device": "meta"}))
