"""Beam search on a toy decoder whose optimum is known, with and without a guide."""

from __future__ import annotations

import math
from dataclasses import dataclass

from kgqa.search import Candidate, beam_search

# Spell a 3-letter word; each letter's probability is independent of the prefix.
PROBS = [{"c": 0.6, "b": 0.4}, {"a": 0.5, "o": 0.5}, {"t": 0.7, "d": 0.3}]


@dataclass
class Word:
    text: str = ""
    score: float = 0.0

    def is_finished(self) -> bool:
        return len(self.text) == len(PROBS)

    def candidates(self):
        return [Candidate(ch, math.log(p)) for ch, p in PROBS[len(self.text)].items()]

    def step(self, c: Candidate) -> "Word":
        return Word(self.text + c.action, self.score + c.logprob)


class Lexicon:
    """A guide that admits only prefixes of real words (like an ASK probe on a KG)."""

    def __init__(self, words):
        self.words = words
        self.calls = 0

    def admit(self, parent, cands):
        self.calls += 1
        return [c for c in cands if any(w.startswith(parent.text + c.action) for w in self.words)]


def test_unguided_finds_the_most_likely_sequence():
    res = beam_search(Word(), beam_size=4, max_steps=5)
    assert res.best.text == "cat"
    assert abs(res.best.score - math.log(0.6 * 0.5 * 0.7)) < 1e-9
    scores = [h.score for h in res.finished]
    assert scores == sorted(scores, reverse=True)


def test_guide_prunes_to_admissible_sequences():
    guide = Lexicon({"bod", "cot"})
    res = beam_search(Word(), beam_size=3, max_steps=5, guide=guide)
    assert [h.text for h in res.finished] == ["cot", "bod"]
    assert guide.calls > 0
    assert sum(s.pruned for s in res.steps) > 0


def test_everything_pruned_is_reported():
    res = beam_search(Word(), beam_size=2, max_steps=5, guide=Lexicon({"xyz"}))
    assert res.exhausted and res.best is None


def test_beam_size_one_is_greedy():
    assert beam_search(Word(), beam_size=1, max_steps=5).best.text == "cat"


class Alphabet:
    """26 candidate letters at each of two steps, the later letters less likely."""

    score = 0.0

    def __init__(self, text: str = "", score: float = 0.0) -> None:
        self.text, self.score = text, score

    def is_finished(self) -> bool:
        return len(self.text) == 2

    def candidates(self):
        return [Candidate(chr(97 + i), -0.1 * i) for i in range(26)]

    def step(self, c: Candidate) -> "Alphabet":
        return Alphabet(self.text + c.action, self.score + c.logprob)


def test_probe_batch_trades_probe_calls_for_probe_size():
    """Only words of 'x'/'y'/'z' exist: probing 8 letters first finds none, 16 more none, then the
    last 2 do; probing all 26 at once finds them in one call per parent, the same words."""
    words = {a + b for a in "xyz" for b in "xyz"}
    chunked, whole = Lexicon(words), Lexicon(words)
    a = beam_search(Alphabet(), beam_size=3, max_steps=3, guide=chunked, probe_batch=8)
    b = beam_search(Alphabet(), beam_size=3, max_steps=3, guide=whole, probe_batch=None)
    assert [h.text for h in a.finished] == [h.text for h in b.finished] == ["xx", "xy", "yx"]
    assert whole.calls == 1 + 3 and chunked.calls == 3 * whole.calls
