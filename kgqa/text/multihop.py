"""Paragraphs of the multi-hop QA subsets in ``shared/data/text/multihop`` as passages.

Two layouts (see that folder's PROVENANCE.txt):

* MuSiQue: ``paragraphs[{idx, title, paragraph_text, is_supporting}]`` per record;
* 2WikiMultihopQA: ``context[[title, [sentence, ...]], ...]`` per record.

Each paragraph keeps its sentences (split for MuSiQue, given for 2Wiki) because the logical
retrieval benchmark builds documents from them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from kgqa.paths import shared_data_dir
from kgqa.text.store import Passage, PassageStore

MULTIHOP_FILES = {"musique": "musique_200.jsonl", "2wikimultihopqa": "2wikimultihopqa_200.jsonl"}
# Split after ., ! or ? followed by space and an upper-case letter / digit / quote; keeps
# initials like "J. K." together only when followed by lower case, which is good enough here.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")


def multihop_dir() -> Path:
    return shared_data_dir() / "text" / "multihop"


@dataclass(frozen=True)
class Paragraph:
    dataset: str
    record_id: str
    index: int
    title: str
    sentences: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.sentences)

    def to_passage(self) -> Passage:
        return Passage(pid=f"{self.dataset}:{self.record_id}:{self.index}", title=self.title, text=self.text)


def split_sentences(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in _SENTENCE_END.split(text.strip()) if s.strip())


def iter_paragraphs(dataset: str, data_dir: Path | None = None) -> Iterator[Paragraph]:
    """Every paragraph of every record of ``dataset`` ('musique' or '2wikimultihopqa')."""
    if dataset not in MULTIHOP_FILES:
        raise ValueError(f"unknown dataset {dataset!r}; choose one of {sorted(MULTIHOP_FILES)}")
    path = (data_dir or multihop_dir()) / MULTIHOP_FILES[dataset]
    if not path.exists():
        raise FileNotFoundError(f"{path} not found (set KGQA_SHARED_DATA to the shared data folder)")
    with path.open(encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            rec = json.loads(line)
            if dataset == "musique":
                for p in rec["paragraphs"]:
                    yield Paragraph(dataset, rec["id"], p["idx"], p["title"], split_sentences(p["paragraph_text"]))
            else:
                # 36 of the 200 2Wiki records carry no "context" (only evidences): no passages.
                for i, (title, sentences) in enumerate(rec.get("context", [])):
                    yield Paragraph(dataset, rec["_id"], i, title, tuple(s.strip() for s in sentences if s.strip()))


def load_store(datasets: tuple[str, ...] = ("musique", "2wikimultihopqa"), data_dir: Path | None = None) -> PassageStore:
    """A store of the distinct paragraphs (the same paragraph recurs across records)."""
    store = PassageStore()
    seen: set[tuple[str, str]] = set()
    for ds in datasets:
        for para in iter_paragraphs(ds, data_dir):
            key = (para.title, para.text)
            if key not in seen:
                seen.add(key)
                store.add(para.to_passage())
    return store
