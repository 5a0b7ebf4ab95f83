"""evaluate_text: config composition, metrics, and (slow) an end-to-end run."""

from __future__ import annotations

import json

import pytest
from hydra import compose, initialize_config_dir

from kgqa.evaluate_text import _argv_dataset_to_textset, best_scores, f1_score, run
from kgqa.paths import REPO_ROOT


def _cfg(*overrides: str):
    with initialize_config_dir(version_base=None, config_dir=str(REPO_ROOT / "conf")):
        return compose(config_name="evaluate_text", overrides=list(overrides))


def test_dataset_override_selects_the_textset(tmp_path):
    assert _argv_dataset_to_textset(["dataset=2wiki_hybrid", "limit=3"]) == ["textset=2wiki_hybrid", "limit=3"]
    cfg = _cfg("textset=2wiki_hybrid", f"out={tmp_path}")
    assert cfg.dataset == "2wiki_hybrid" and cfg.textset.hybrid is True and cfg.split == "eval"
    assert _cfg(f"out={tmp_path}").dataset == "musique"


def test_metrics():
    assert f1_score("the Shawn Levy", "Shawn Levy") == 1.0
    assert best_scores("Roma", ["Rome", "Roma"]) == (1.0, 1.0)
    assert best_scores(None, ["x"]) == (0.0, 0.0)


@pytest.mark.slow
@pytest.mark.parametrize("dataset", ["musique", "2wiki_hybrid"])
def test_end_to_end_small(tmp_path, dataset):
    result = run(_cfg(f"textset={dataset}", "limit=3", f"out={tmp_path}"))
    json.dumps(result)
    for key in ("n", "expression_valid_rate", "decomposition_match", "em", "f1", "docs_per_leaf", "kg_leaves",
                "text_leaves", "latency_ms_p50", "baseline"):
        assert key in result
    assert result["n"] == 3
    assert (tmp_path / "predictions.jsonl").exists()
    if dataset == "2wiki_hybrid":
        assert "kg_only" in result and "text_only" in result


@pytest.mark.slow
def test_gold_translator_executes_the_gold_decomposition(tmp_path):
    result = run(_cfg("textset=musique", "limit=2", "translator.kind=gold", f"out={tmp_path}"))
    assert result["expression_valid_rate"] == 1.0 and result["decomposition_match"] == 1.0
    rows = [json.loads(l) for l in (tmp_path / "predictions.jsonl").read_text().splitlines()]
    assert all("*" in r["expression"] for r in rows)  # MuSiQue questions are chains


def test_figures_by_question_type():
    from kgqa.evaluate_text import by_type, question_type

    assert question_type("2wiki", {"type": "comparison"}) == "comparison"
    assert question_type("musique", {"id": "3hop1__9285_5188_23307"}) == "3hop1"
    rows = [{"type": "a", "compiled": {"f1": 1.0}, "baseline": {"f1": 0.0}},
            {"type": "a", "compiled": {"f1": 0.0}, "baseline": {"f1": 0.0}},
            {"type": "b", "compiled": {"f1": 0.5}, "baseline": {"f1": 1.0}}]
    assert by_type(rows, ["compiled", "baseline"]) == {
        "a": {"n": 2, "compiled_f1": 50.0, "baseline_f1": 0.0}, "b": {"n": 1, "compiled_f1": 50.0, "baseline_f1": 100.0}}


def test_defaults_are_the_settings_chosen_on_the_training_halves(tmp_path):
    cfg = _cfg(f"out={tmp_path}")
    assert cfg.reader.kind == "typed" and cfg.translator.structural == "prefer" and cfg.reader.abstain_below == 0.1
