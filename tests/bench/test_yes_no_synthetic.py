"""``kgqa.bench.yes_no_synthetic``: its tally, and a clear stop where the styled KGs are missing."""

import pytest

from kgqa.bench.yes_no_synthetic import fold_style_kgs, tally


def _rec(shape, off, on, itself=False):
    return {"shape": shape, "False": {"outcome": off, "read_as_itself": False},
            "True": {"outcome": on, "read_as_itself": itself}}


def test_tally_counts_right_abstained_and_wrong_by_setting_and_shape():
    records = [_rec("ask_entity", "wrong", "right", True), _rec("ask_entity", "abstained", "right", True),
               _rec("ask_value", "right", "wrong")]
    off, on = tally(records, False), tally(records, True)
    assert (off["right"], off["abstained"], off["wrong"], off["accuracy"]) == (1, 1, 1, 0.3333)
    assert (on["right"], on["wrong"], on["read_as_itself"]) == (2, 1, 2)
    assert on["by_shape"]["ask_entity"] == {"n": 2, "right": 2, "abstained": 0, "wrong": 0, "accuracy": 1.0}
    assert off["by_shape"]["ask_value"]["right"] == 1


def test_a_style_that_was_never_built_stops_with_the_command_that_builds_it(monkeypatch, tmp_path):
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path))
    with pytest.raises(SystemExit, match="spider4sparql_styles --styles nosuchstyle"):
        fold_style_kgs("nosuchstyle", 0, 2, 4, 0)
