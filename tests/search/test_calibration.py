"""The confidence measurements of kgqa.search.calibration, on cases whose answer is known."""

from __future__ import annotations

import math
import random

import pytest

from kgqa.search.calibration import expected_calibration_error, reliability, risk_coverage, softmax_at


def test_softmax_share_of_the_chosen_graph():
    assert softmax_at([0.0, 0.0], 0) == pytest.approx(0.5)
    assert softmax_at([math.log(3), 0.0], 0) == pytest.approx(0.75)
    assert softmax_at([1000.0, 0.0], 1) == pytest.approx(0.0, abs=1e-12)  # no overflow


def test_a_calibrated_forecaster_has_a_small_ece_and_an_overconfident_one_a_large_one():
    rng = random.Random(0)
    probs = [rng.random() for _ in range(20000)]
    right = [rng.random() < p for p in probs]  # right with exactly the stated probability
    assert expected_calibration_error(probs, right) < 0.02
    overconfident = [min(1.0, p + 0.3) for p in probs]
    assert expected_calibration_error(overconfident, right) > 0.2


def test_reliability_bins_count_every_question_once():
    probs = [0.05, 0.15, 0.15, 0.95, 1.0]
    right = [False, True, False, True, True]
    bins = reliability(probs, right)
    assert sum(b["n"] for b in bins) == len(probs)
    by_bin = {b["bin"]: b for b in bins}
    assert by_bin["0.1-0.2"]["accuracy"] == 0.5 and by_bin["0.9-1.0"]["n"] == 2


def test_answering_only_the_confident_share_raises_accuracy_and_the_threshold_answers_that_share():
    probs = [0.9, 0.8, 0.7, 0.2, 0.1]
    right = [True, True, False, False, False]
    curve = {c["coverage"]: c for c in risk_coverage(probs, right, coverages=(1.0, 0.4))}
    assert curve[1.0]["accuracy"] == 0.4 and curve[1.0]["answered"] == 5
    assert curve[0.4]["accuracy"] == 1.0 and curve[0.4]["answered"] == 2
    assert sum(p >= curve[0.4]["threshold"] for p in probs) == 2
