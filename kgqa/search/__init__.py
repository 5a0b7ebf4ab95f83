"""One model-agnostic beam search shared by outlining and filling, with pluggable guidance."""

from kgqa.search.beam import BeamResult, BeamStep, Candidate, Guide, Hypothesis, beam_search

__all__ = ["BeamResult", "BeamStep", "Candidate", "Guide", "Hypothesis", "beam_search"]
