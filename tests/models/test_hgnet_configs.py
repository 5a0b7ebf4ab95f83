"""Hydra configs compose (train/evaluate, the four ablations, the MiniLM experiment)."""

import pytest
from hydra import compose, initialize_config_dir
from omegaconf import OmegaConf

from kgqa.paths import REPO_ROOT

CONF = str(REPO_ROOT / "conf")
ABLATIONS = ["model.graph_encoder=false", "model.aux_encoding=false", "model.copy=false",
             "search.execution_guidance=false"]


@pytest.mark.parametrize("name", ["train", "evaluate"])
def test_defaults_compose(name):
    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name=name, return_hydra_config=True)
    assert cfg.model._target_ == "kgqa.models.hgnet.HGNet"
    assert cfg.model.encoder == "glove"
    assert cfg.search.execution_guidance is True
    assert cfg.kg.backend == "embedded"


@pytest.mark.parametrize("override", ABLATIONS)
def test_ablation_overrides_compose(override):
    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=[override, "split=dev", "limit=5"])
    key, value = override.split("=")
    assert OmegaConf.select(cfg, key) is False
    assert cfg.limit == 5


def test_minilm_experiment_and_endpoint_kg():
    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name="train", overrides=["experiment=minilm", "kg=endpoint", "kg.endpoint=http://x/q"],
                      return_hydra_config=True)
    assert cfg.model.encoder == "minilm"
    assert cfg.trainer.export == "models/hgnet_minilm/model.pt"
    assert cfg.kg.endpoint == "http://x/q"
    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=["kg=endpoint"])
    assert OmegaConf.is_missing(cfg.kg, "endpoint")


def test_model_instantiates_from_config():
    from hydra.utils import instantiate

    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name="train", overrides=["model.hidden=32", "model.copy=false"], return_hydra_config=True)
    m = instantiate(cfg.model)
    assert m.config["copy"] is False and m.config["hidden"] == 32


def test_evaluate_restricts_to_named_kgs_and_rejects_unknown_ones():
    from kgqa.data.spider4sparql import load_split
    from kgqa.evaluate import evaluate

    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=["kgs=[singer]", "search.execution_guidance=false"])
    result = evaluate(cfg)
    assert result["n"] == sum(e.kg_name == "singer" for e in load_split("dev")) < 100
    # each evaluation starts with cold KG caches, so a second run in the process counts the same calls
    assert result["kg_calls_per_q"] > 0 and evaluate(cfg)["kg_calls_per_q"] == result["kg_calls_per_q"]
    with initialize_config_dir(config_dir=CONF, version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=["kgs=[no_such_db]"])
    with pytest.raises(ValueError, match="no_such_db"):
        evaluate(cfg)


def test_kg_folds_are_stable_and_split_the_train_databases():
    from collections import Counter

    from kgqa.data.spider4sparql import kg_fold, kg_names

    names = kg_names("train")
    folds = Counter(kg_fold(n, 2) for n in names)
    assert set(folds) == {0, 1} and min(folds.values()) > len(names) // 3
    # by name, case-insensitively: the question files and the KG files spell databases differently
    assert all(kg_fold(n, 2) == kg_fold(n.upper(), 2) for n in names)
    assert kg_fold("concert_singer", 2) == 0 and kg_fold("singer", 2) == 1   # CRC32: the same on every machine
    with pytest.raises(ValueError, match="folds"):
        kg_fold("x", 1)
