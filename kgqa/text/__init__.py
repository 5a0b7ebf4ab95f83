"""The text side: passage store, lexical (BM25) and dense (MiniLM) retrieval, and logical
(AND / OR / NOT) retrieval after ITLR. ``kgqa.text.dense`` is the only module that imports
torch, and only when an embedding is first needed.
"""

from kgqa.text.bm25 import BM25Retriever, tokenize
from kgqa.text.dense import DenseRetriever, MiniLMEncoder
from kgqa.text.logical import LogicalRetriever, ScoreOps, SigmoidCalibration, compose
from kgqa.text.store import Passage, PassageStore

__all__ = [
    "BM25Retriever", "DenseRetriever", "LogicalRetriever", "MiniLMEncoder", "Passage", "PassageStore", "ScoreOps", "SigmoidCalibration",
    "compose", "tokenize",
]
