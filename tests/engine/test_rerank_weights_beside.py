"""``search.rerank_weights: auto``: each checkpoint is reranked with the weights fitted for it,
the ``rerank.json`` in its folder; a checkpoint with none of its own (an adapted or a fold
checkpoint) gets the shipped model's, and the engine warns that they were fitted for another."""

import logging
import shutil

from kgqa.engine.hgnet_engine import HGNetEngine
from kgqa.paths import default_checkpoint, models_dir, resolve
from kgqa.search.config import AUTO_WEIGHTS, SearchConfig


def test_the_default_search_reranks_each_checkpoint_with_its_own_weights():
    assert SearchConfig.default().rerank_weights == AUTO_WEIGHTS
    shipped = HGNetEngine.from_checkpoint()
    assert resolve(shipped.search.rerank_weights) == default_checkpoint().parent / "rerank.json"
    assert resolve(shipped.reranker.meta["checkpoint"]) == default_checkpoint()
    glove = HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "model.pt")
    assert resolve(glove.search.rerank_weights) == models_dir() / "hgnet" / "rerank.json"
    assert resolve(glove.reranker.meta["checkpoint"]) == models_dir() / "hgnet" / "model.pt"


def test_a_checkpoint_without_weights_of_its_own_gets_the_shipped_ones_with_a_warning(tmp_path, caplog):
    shutil.copy(models_dir() / "hgnet" / "model.pt", tmp_path / "model.pt")
    with caplog.at_level(logging.WARNING, logger="kgqa.engine.hgnet_engine"):
        engine = HGNetEngine.from_checkpoint(tmp_path / "model.pt")
    assert resolve(engine.search.rerank_weights) == default_checkpoint().parent / "rerank.json"
    assert "fitted for" in caplog.text


def test_weights_named_by_path_are_used_as_named():
    search = SearchConfig.default(rerank_weights="models/hgnet/rerank.json")
    engine = HGNetEngine.from_checkpoint(default_checkpoint(), search=search)
    assert engine.search.rerank_weights == "models/hgnet/rerank.json"
