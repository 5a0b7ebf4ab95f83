"""Grammar-constrained decoding of the local translator: whatever the model prefers among the
allowed words, a finished expression parses and has neither of QCompiler App. D's violations
(erroneous / missing dependency). How many placeholders a consumer binds against how many
answer sets its producer offers is left to the validator and re-sampling."""

from __future__ import annotations

import random

from kgqa.hybrid import copyseq
from kgqa.hybrid.copyseq import GrammarState, detokenize
from kgqa.compiler import parse_gq, validate
from kgqa.compiler.validator import ViolationKind

WORDS = {
    copyseq._TEXT: ["born", "Paris", "film"], copyseq._WH: ["what", "who"], copyseq._QMARK: ["?"],
    copyseq._OPEN: ["("], copyseq._CLOSE: [")"], copyseq._STAR: ["*"], copyseq._PLUS: ["+"],
    copyseq._COMMA: [","], copyseq._LBR: ["["], copyseq._RBR: ["]"],
    copyseq._OP: ["COMP_<[", "COMP_=[", "UNION["], copyseq._PH: ["{x}", "{y}"],
}


def _random_expression(rng: random.Random, max_len: int = 80) -> str | None:
    g = GrammarState(max_leaves=6)
    out: list[str] = []
    for _ in range(max_len):
        allowed = sorted(g.allowed())
        # Prefer ending when possible, so most walks finish.
        if copyseq._EOS in allowed and rng.random() < 0.3:
            return detokenize(out)
        cat = rng.choice([c for c in allowed if c != copyseq._EOS] or allowed)
        if cat == copyseq._EOS:
            return detokenize(out)
        word = rng.choice(WORDS[cat])
        if cat == copyseq._PH and g.allowed_names():
            word = rng.choice(sorted(g.allowed_names()))
        out.append(word)
        g.push(cat, word)
    return None


def test_every_finished_constrained_walk_is_a_valid_expression():
    rng = random.Random(0)
    finished = 0
    for _ in range(2000):
        text = _random_expression(rng)
        if text is None:
            continue
        finished += 1
        tree = parse_gq(text)
        assert validate(tree) == [], text
    assert finished > 500


def test_categories():
    assert copyseq._category("COMP_>[") == copyseq._OP
    assert copyseq._category("{director}") == copyseq._PH
    assert copyseq._category("{") == copyseq._BANNED
    assert copyseq._category("Which") == copyseq._WH
    assert copyseq._category("Paris") == copyseq._TEXT
