"""Complex questions end to end (issue 8): translator, reader and hybrid KG-plus-text execution.

* :mod:`kgqa.hybrid.decompositions` -- gold decompositions (Break QDMR, MuSiQue, 2Wiki
  evidences) converted to G[q] trees; structure-level comparison; the fixed train/eval split.
* :mod:`kgqa.hybrid.translator` -- ``Translator.translate(question) -> Node`` with validation
  and re-sampling (QCompiler section 3.5); the local MiniLM encoder-decoder and the
  OpenAI-compatible chat backend.
* :mod:`kgqa.hybrid.reader` -- extractive reader for text leaves (MiniLM span head) and the
  text leaf engine (retrieve, then read).
* :mod:`kgqa.hybrid.hybrid_kg` -- the 2Wiki evidence KG with a seeded hidden half and the
  one-edge KG leaf engine over it.

torch / transformers are imported lazily inside the model classes, so importing this
package stays cheap.
"""
