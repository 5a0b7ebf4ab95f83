"""Synthetic training questions from a KG itself (issue 54, part 1).

``python -m kgqa.synthesize kg.endpoint=URL n=5000 output=FILE`` (or ``kg.files=[...]``, or the
default bundled KG) writes QALD-JSON question/SPARQL/answer triples about that KG. Query graphs
of the one grammar (:mod:`kgqa.querygraph`) are grounded in the KG by walking it from its
onboarded indexes (:mod:`.sampler`, :mod:`.kgview`), executed and kept when their answer is
non-empty and small (:mod:`.synthesizer`), and verbalised from the KG's own labels by
templates (:mod:`.verbalise`, :mod:`.words`). See README.md in this folder.
"""

from .shapes import BOOLEAN_SHAPES, COMPOSED_SHAPES, SHAPES
from .synthesizer import SynthesisReport, SyntheticQuestion, synthesize
from .writer import write_synthetic

__all__ = ["BOOLEAN_SHAPES", "COMPOSED_SHAPES", "SHAPES", "SynthesisReport", "SyntheticQuestion", "synthesize", "write_synthetic"]
