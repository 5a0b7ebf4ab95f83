"""``kgqa.bench.rerank_curve`` on real beams of two real KGs: at share 1 it is the CV by KG that
``kgqa.train_rerank`` reports, and a smaller share fits on fewer questions."""

import json

from kgqa.bench.rerank_curve import main


def test_the_full_share_reproduces_train_rerank_cv_by_kg(tmp_path, capsys):
    from hydra import compose, initialize_config_dir

    from kgqa.paths import REPO_ROOT
    from kgqa.train_rerank import train_rerank

    overrides = ["split=dev", "kgs=[concert_singer,pets_1]", "holdout_fold=null", "checkpoint=models/hgnet/model.pt",
                 "sample=12", "workers=1", "hidden=0", f"cache={tmp_path / 'beams.jsonl'}"]
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="train_rerank", overrides=[*overrides, f"output={tmp_path / 'rerank.json'}"])
    fitted = train_rerank(cfg)
    assert fitted["reranked_cv_by_kg"] is not None  # two KGs: one held out at a time

    result = main(["--shares", "0.5,1", "--seeds", "0", *overrides])
    lines = [json.loads(x) for x in capsys.readouterr().out.strip().splitlines()]
    assert lines[-1] == result and [p["share"] for p in result["curve"]] == [0.5, 1.0]
    half, full = result["curve"]
    assert full["cv"] == [fitted["reranked_cv_by_kg"]]
    assert half["fitted_on_about"] < full["fitted_on_about"]
    assert result["questions"] == fitted["questions"] == 12
    among = full["right_among_first"]
    assert among["1"] == full["cv"][0] and among["all"] == fitted["oracle"]
    assert [among[k] for k in ("1", "2", "3", "5", "8", "all")] == sorted(among.values())


def test_right_among_first_counts_a_question_once_its_right_graph_is_within_k():
    from kgqa.bench.rerank_curve import right_among_first

    records = [{"ok": [False, True, False]}, {"ok": [False, False, False]}, {"ok": [True]}, {"ok": [True]}]
    scores = [[0.9, 0.1, 0.5], [1.0, 0.0, 0.0], [0.0], None]  # right graph 3rd; none right; 1st; no scores
    among = right_among_first(records, scores)
    assert among["1"] == among["2"] == 0.25 and among["3"] == among["8"] == 0.5
    assert among["all"] == 0.5  # the unscored question counts as missed, as in the CV by KG


def test_a_share_outside_zero_to_one_is_refused(capsys):
    import pytest

    with pytest.raises(SystemExit):
        main(["--shares", "0,1"])
    assert "--shares must lie in (0, 1]" in capsys.readouterr().err
