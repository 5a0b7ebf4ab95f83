"""Candidate instance collection (HGNet section 4): per question, the instances each slot class
(Rel, Type, Val, Ent, Ord, Cmp, Agg) may be filled with, scored, with provenance.

Entry point: :func:`collect_candidates` (models and per-KG indexes loaded once). See README.md.
The torch-backed parts (ranker, collector) are imported on first use, so the schema and value
indexes stay importable without loading torch.
"""

from importlib import import_module

from .builtins import AGG, CMP, ORD
from .pool import CLASSES, Candidate, CandidatePool

_LAZY = {
    "CandidateCollector": "collect", "PoolSizes": "collect", "collect_candidates": "collect",
    "default_collector": "collect", "NONE_TYPE": "ranker", "SchemaRanker": "ranker",
    "SchemaIndex": "schema", "SchemaItem": "schema", "ValueIndex": "values", "extract_values": "values",
}

__all__ = ["AGG", "CMP", "ORD", "CLASSES", "Candidate", "CandidatePool", *_LAZY]


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
