"""``kgqa.train_rerank``: collect real beams on a real KG, fit, write, resume from the cache."""

import json

import pytest
from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT
from kgqa.search.rerank_model import Reranker


def _cfg(tmp_path, *extra):
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="train_rerank", overrides=[
            "split=dev", "kgs=[concert_singer]", "holdout_fold=null", "checkpoint=models/hgnet/model.pt",
            "applies_to=models/hgnet/model.pt", "sample=6", "workers=1",
            f"cache={tmp_path / 'beams.jsonl'}", f"output={tmp_path / 'rerank.json'}", *extra])


def test_collects_fits_and_writes_weights_with_their_provenance(tmp_path):
    from kgqa.train_rerank import train_rerank

    result = train_rerank(_cfg(tmp_path))
    assert result["questions"] == 6
    assert 0.0 <= result["search_choice"] <= result["oracle"] <= 1.0
    assert result["oracle_searched"] <= result["oracle"]  # join completion only adds graphs
    assert result["reranked_cv_by_kg"] is None  # one KG: nothing to hold out
    records = [json.loads(x) for x in (tmp_path / "beams.jsonl").read_text().splitlines()]
    assert len(records) == 6
    assert result["no_graph"] == sum(not r["graphs"] for r in records) == 0
    assert result["completed_questions"] == sum(any(g["added_joins"] for g in r["graphs"]) for r in records)
    for r in records:
        assert len(r["graphs"]) == len(r["ok"]) >= 1
        assert r["graphs"][0]["sparql"].startswith("SELECT") and "column" in r["links"]
    written = Reranker.load(tmp_path / "rerank.json")
    assert written.meta["questions"] == 6 and written.meta["checkpoint"] == "models/hgnet/model.pt"
    # a second run reads the cache (no search) and scores the written weights without refitting
    again = train_rerank(_cfg(tmp_path, "fit=false"))
    assert again["oracle"] == result["oracle"]
    assert "reranked (weights in output)" in again
    # the cache of a larger sample serves a part of it (here the first 3 of the same seeded order)
    part = train_rerank(_cfg(tmp_path, "fit=false", "sample=3"))
    assert part["questions"] == 3


def test_a_cache_from_another_sample_is_refused(tmp_path):
    from kgqa.train_rerank import train_rerank

    (tmp_path / "beams.jsonl").write_text(json.dumps({"idx": 1, "kg": "x", "question": "q", "links": {},
                                                      "graphs": [], "ok": []}) + "\n")
    with pytest.raises(RuntimeError, match="delete it"):
        train_rerank(_cfg(tmp_path))


def test_each_held_out_fold_is_collected_by_the_checkpoint_trained_without_it(tmp_path):
    from kgqa.data.spider4sparql import kg_fold
    from kgqa.train_rerank import per_fold, sample_questions

    cfg = _cfg(tmp_path, "split=train", "kgs=null", "holdout_fold=[0,1]", "checkpoint='models/hgnet/fold{fold}.pt'",
               "sample=40")
    subs = per_fold(cfg)
    assert [(s.holdout_fold, s.checkpoint) for s in subs] == [(0, "models/hgnet/fold0.pt"), (1, "models/hgnet/fold1.pt")]
    for s in subs:
        questions = sample_questions(s)
        assert len(questions) == 40
        assert {kg_fold(q.kg_name, 2) for q in questions} == {s.holdout_fold}
    # one fold or none: the checkpoint as given
    assert [s.checkpoint for s in per_fold(_cfg(tmp_path))] == ["models/hgnet/model.pt"]
    with pytest.raises(ValueError, match="names a fold"):
        per_fold(_cfg(tmp_path, "checkpoint='models/hgnet/fold{fold}.pt'"))


def test_a_cache_without_schema_relevance_is_refused(tmp_path):
    from kgqa.train_rerank import train_rerank

    graph = {"score": -1.0, "sparql": "SELECT ?x WHERE {}", "n_rows": 1, "n_distinct": 1, "first_row": ["a"]}
    (tmp_path / "beams.jsonl").write_text(json.dumps({"idx": 1, "kg": "x", "question": "q", "links": {},
                                                      "graphs": [graph], "ok": [True]}) + "\n")
    with pytest.raises(RuntimeError, match="no schema relevance"):
        train_rerank(_cfg(tmp_path))


def test_collections_made_under_other_search_settings_or_folds_are_kept_apart(tmp_path):
    from kgqa.train_rerank import cache_path, per_fold

    def paths(*extra):
        cfg = _cfg(tmp_path, "cache=null", "split=train", "kgs=null", "holdout_fold=[0,1]",
                   "checkpoint='models/hgnet/fold{fold}.pt'", *extra)
        return [cache_path(s) for s in per_fold(cfg)]

    shipped, narrow = paths(), paths("search.n_aqg=3", "search.rerank_k=12")
    assert len(set(narrow)) == 2 and not set(narrow) & set(shipped)
    assert "a3" in narrow[0].name and "k12" in narrow[0].name
    # settings the collection does not search with (it runs without the reranker) share it
    assert paths("search.rerank=false", "search.yes_no_margin=2.0") == shipped
    assert paths("search.guidance_budget_calls=60") != shipped
    # an explicit cache names each fold's own file
    named = [cache_path(s) for s in per_fold(_cfg(tmp_path, "cache='/tmp/x-{fold}.jsonl'", "split=train", "kgs=null",
                                                    "holdout_fold=[0,1]", "checkpoint='models/hgnet/fold{fold}.pt'"))]
    assert [p.name for p in named] == ["x-0.jsonl", "x-1.jsonl"]


def test_a_retrained_checkpoint_collects_anew(tmp_path):
    """The collection's name carries the checkpoint's bytes, not only its file name: beams of the
    fold model a retraining replaced must not be read as the new one's."""
    from kgqa.train_rerank import cache_path

    ckpt = tmp_path / "fold0.pt"
    ckpt.write_bytes(b"first model")

    def path():
        return cache_path(_cfg(tmp_path, "cache=null", f"checkpoint={ckpt}"))

    first = path()
    assert path() == first and first.name.startswith("fold0@")
    ckpt.write_bytes(b"retrained model")
    assert path() != first


def _synthetic_records(n_kgs=10, per_kg=6):
    """Questions of several KGs whose right graph is the one with the larger ``one_row``."""
    from kgqa.search.rerank import FEATURES

    records = []
    for k in range(n_kgs):
        for q in range(per_kg):
            right = (k + q) % 2
            feats = [{name: 0.0 for name in FEATURES} for _ in range(2)]
            feats[right]["one_row"] = 1.0
            records.append({"kg": f"kg{k}", "features": feats, "ok": [i == right for i in range(2)]})
    return records


def test_a_learning_curve_fits_each_held_out_fold_on_a_seeded_share_of_the_other_kgs(monkeypatch):
    import kgqa.train_rerank as tr

    records = _synthetic_records()
    fold_of = tr.kg_folds(records, 5)
    seen = []
    real_fit = tr.fit

    def recording_fit(questions, **kw):
        seen.append(len(questions))
        return real_fit(questions, **kw)

    monkeypatch.setattr(tr, "fit", recording_fit)
    full = tr.grouped_cv(records, 1e-4, seed=0)
    others = [sum(fold_of[r["kg"]] != k for r in records) for k in range(5)]
    assert seen == others
    seen.clear()
    half = tr.grouped_cv(records, 1e-4, train_share=0.5, seed=0)
    assert seen == [round(n * 0.5) for n in others]
    # the signal is one feature: half the questions still learn it, every held-out question is right
    assert full == half == 1.0
    # the share is drawn by the fit seed: two seeds fit the first held-out fold on different questions
    drawn = {}

    def first_fit_of_seed(questions, **kw):
        drawn.setdefault(kw["seed"], [ok for _, ok in questions])
        return real_fit(questions, **kw)

    monkeypatch.setattr(tr, "fit", first_fit_of_seed)
    for seed in (0, 1):
        tr.out_of_fold_scores(records, 1e-4, train_share=0.5, seed=seed)
    assert drawn[0] != drawn[1]
