"""What an answer's confidence means, in plain words (``confidence_band`` in ``/ask``).

The confidence is the reranker's softmax share of the chosen query among the executed ones,
which ``python -m kgqa.bench.calibration`` measures as a probability of being right on questions
of KGs neither the model nor the reranker saw (the expected calibration error, ECE, is how far
it is from one). So the words come from the confidence read as that probability: from 0.8 up
"usually right", from 0.5 "more often right than wrong", from the abstention threshold
(``abstain.min_confidence``) "often wrong", below it "usually wrong" (the service abstains
there). Beside the words stands what was measured: how often the held-out answers on the same
side of the threshold were right (``abstain.calibration`` in ``conf/serve.yaml``, copied from the
calibration run that set the threshold). Without those figures the confidence is not known to
be a probability and no words are given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

#: (lower bound, words) above the abstention threshold, highest first; the confidence read as
#: the probability that the answer is right.
WORDS_ABOVE_THRESHOLD = ((0.8, "usually right"), (0.5, "more often right than wrong"))
WORDS_AT_THRESHOLD = "often wrong"
WORDS_BELOW_THRESHOLD = "usually wrong"


def _in_tens(p: float) -> str:
    n = min(10, max(0, round(p * 10)))
    return "almost no" if n == 0 else "almost all" if n == 10 else f"about {n} in 10"


@dataclass(frozen=True)
class ConfidenceScale:
    """The words for a confidence, from the abstention threshold and the calibration figures.

    ``calibration`` keys (all from one ``python -m kgqa.bench.calibration`` run): ``questions``,
    ``ece``, ``accuracy_at_or_above`` (accuracy of the answers at or above ``threshold``),
    ``accuracy_below`` and ``command``."""

    threshold: float
    calibration: Mapping[str, Any] | None = None

    def band(self, confidence: float) -> dict[str, Any] | None:
        """``{"words", "low", "high", "accuracy", "note"}`` for ``confidence``; None when the
        confidence is not calibrated (no figures configured)."""
        cal = self.calibration
        if not cal:
            return None
        c = float(confidence)
        # (lower bound, words), highest first; a band above the threshold only where it lies
        # above it (with a threshold of 0.6 "often wrong" runs from 0.6 to 0.8)
        bands = [(lo, w) for lo, w in WORDS_ABOVE_THRESHOLD if lo > self.threshold]
        bands += [(self.threshold, WORDS_AT_THRESHOLD), (0.0, WORDS_BELOW_THRESHOLD)]
        i = next(i for i, (lo, _) in enumerate(bands) if c >= lo or i == len(bands) - 1)
        low, word = bands[i]
        high = bands[i - 1][0] if i else 1.0
        above = c >= self.threshold
        accuracy = cal.get("accuracy_at_or_above" if above else "accuracy_below")
        questions = cal.get("questions")
        side = f"at or above {self.threshold:.2f}" if above else f"below {self.threshold:.2f}"
        note = (f"The confidence is the reranker's probability that the chosen query is right: "
                f"{_in_tens(c)} answers at {c:.2f} are right.")
        if accuracy is not None:
            note += (f" Measured on {questions:,} questions of KGs the model never saw" if questions else " Measured")
            note += f" (calibration error {cal['ece']:.2f})" if cal.get("ece") is not None else ""
            note += f": answers {side} were right {accuracy:.0%} of the time."
        if not above:
            note += " Below the threshold the service abstains and shows its best guess."
        return {"words": word, "low": round(low, 4), "high": round(high, 4),
                "accuracy": accuracy, "note": note}
