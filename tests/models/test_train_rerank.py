"""``kgqa.train_rerank``: collect real beams on a real KG, fit, write, resume from the cache."""

import json

import pytest
from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT
from kgqa.search.rerank import Reranker


def _cfg(tmp_path, *extra):
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="train_rerank", overrides=[
            "split=dev", "kgs=[concert_singer]", "holdout_fold=null", "checkpoint=models/hgnet/model.pt", "sample=6", "workers=1",
            f"cache={tmp_path / 'beams.jsonl'}", f"output={tmp_path / 'rerank.json'}", *extra])


def test_collects_fits_and_writes_weights_with_their_provenance(tmp_path):
    from kgqa.train_rerank import train_rerank

    result = train_rerank(_cfg(tmp_path))
    assert result["questions"] == 6
    assert 0.0 <= result["search_choice"] <= result["oracle"] <= 1.0
    assert result["reranked_cv_by_kg"] is None  # one KG: nothing to hold out
    records = [json.loads(x) for x in (tmp_path / "beams.jsonl").read_text().splitlines()]
    assert len(records) == 6
    for r in records:
        assert len(r["graphs"]) == len(r["ok"]) >= 1
        assert r["graphs"][0]["sparql"].startswith("SELECT") and "column" in r["links"]
    written = Reranker.load(tmp_path / "rerank.json")
    assert written.meta["questions"] == 6 and written.meta["checkpoint"] == "models/hgnet/model.pt"
    # a second run reads the cache (no search) and scores the written weights without refitting
    again = train_rerank(_cfg(tmp_path, "fit=false"))
    assert again["oracle"] == result["oracle"]
    assert "reranked (weights in output)" in again


def test_a_cache_from_another_sample_is_refused(tmp_path):
    from kgqa.train_rerank import train_rerank

    (tmp_path / "beams.jsonl").write_text(json.dumps({"idx": 1, "kg": "x", "question": "q", "links": {},
                                                      "graphs": [], "ok": []}) + "\n")
    with pytest.raises(RuntimeError, match="delete it"):
        train_rerank(_cfg(tmp_path))
