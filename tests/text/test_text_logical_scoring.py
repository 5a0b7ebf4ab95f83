"""ITLR score composition (section 2.3), its alternatives, and Appendix E calibration."""

from __future__ import annotations

import numpy as np
import pytest

from kgqa.compiler import parse_logical
from kgqa.text import BM25Retriever, LogicalRetriever, Passage, PassageStore, ScoreOps, SigmoidCalibration, compose
from kgqa.text.logical import count_negations, terms_of

S = {"a": np.array([0.9, 0.2, 0.6]), "b": np.array([0.1, 0.8, 0.5]), "c": np.array([0.3, 0.3, 0.0])}


def test_default_operators_product_sum_one_minus() -> None:
    q = parse_logical('("a" OR "b") AND NOT "c"')  # ITLR section 2.2's example
    expected = (S["a"] + S["b"]) * (1 - S["c"])
    np.testing.assert_allclose(compose(q, S), expected)


@pytest.mark.parametrize(
    ("ops", "expected"),
    [
        (ScoreOps("sum", "max", "one_minus"), S["a"] + S["b"] + (1 - S["c"])),
        (ScoreOps("min", "max", "one_minus"), np.minimum(np.minimum(S["a"], S["b"]), 1 - S["c"])),
        (ScoreOps("product", "sum", "inverse"), S["a"] * S["b"] / np.maximum(S["c"], 1e-6)),
    ],
)
def test_alternative_operators(ops: ScoreOps, expected: np.ndarray) -> None:
    q = parse_logical('"a" AND "b" AND NOT "c"')
    np.testing.assert_allclose(compose(q, S, ops), expected)


def test_or_alternatives_and_nesting() -> None:
    q = parse_logical('"a" OR NOT ("b" AND "c")')
    np.testing.assert_allclose(compose(q, S), S["a"] + 1 - S["b"] * S["c"])
    np.testing.assert_allclose(compose(q, S, ScoreOps(or_="max")), np.maximum(S["a"], 1 - S["b"] * S["c"]))


def test_unknown_operator_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown operator 'xor'"):
        ScoreOps(and_="xor")


def test_negation_reverses_the_ranking() -> None:
    q = parse_logical('NOT "a"')
    assert list(np.argsort(-compose(q, S))) == list(np.argsort(S["a"]))
    assert count_negations(parse_logical('NOT "a" AND NOT ("b" OR NOT "c")')) == 3
    assert terms_of(parse_logical('"a" AND ("b" OR "a")')) == ["a", "b"]


def test_calibration_recovers_the_generating_sigmoid() -> None:
    rng = np.random.default_rng(0)
    s = rng.uniform(0.0, 1.0, 20000)
    y = (rng.uniform(size=s.size) < 1 / (1 + np.exp(-(s - 0.4) * 12))).astype(int)
    cal = SigmoidCalibration.fit(s, y)
    assert abs(cal.tau - 0.4) < 0.03 and abs(cal.lam - 12) < 1.5
    assert cal(np.array([cal.tau]))[0] == pytest.approx(0.5)
    with pytest.raises(ValueError, match="both"):
        SigmoidCalibration.fit([0.1, 0.2], [1, 1])


def test_calibration_is_applied_per_term_before_composition() -> None:
    cal = SigmoidCalibration(tau=0.5, lam=10.0)
    q = parse_logical('"a" AND NOT "b"')
    np.testing.assert_allclose(compose(q, S, calibration=cal), cal(S["a"]) * (1 - cal(S["b"])))


def test_logical_retriever_excludes_the_negated_topic() -> None:
    store = PassageStore(
        [
            Passage("cameron", "James Cameron", "Cameron directed Titanic and later Avatar."),
            Passage("titanic", "Titanic", "Titanic is a film about the sinking of the Titanic ship."),
            Passage("avatar", "Avatar", "Avatar is a science fiction film set on Pandora."),
        ]
    )
    bm25 = BM25Retriever(store)
    logical = LogicalRetriever(bm25)
    # Plain lexical retrieval of the whole query ranks the passage with both topics first...
    assert bm25.search("Titanic Avatar")[0][0].pid == "cameron"
    # ...the logical query puts the one without Avatar first.
    assert [p.pid for p, _ in logical.search('"Titanic" AND NOT "Avatar"', k=2)] == ["titanic", "cameron"]
    assert logical.search(parse_logical('"Pandora" OR "ship"'), k=2)[0][0].pid in {"avatar", "titanic"}
