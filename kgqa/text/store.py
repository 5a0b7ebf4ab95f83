"""The passage store: the text side's corpus (DESIGN.md section 2, ``kgqa/text``).

Passages are title-keyed paragraphs (Wikipedia style, as in MuSiQue and 2WikiMultihopQA).
Retrievers index a store by position; ``version`` changes on every addition so indexes
built over an older state know to rebuild.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator


@dataclass(frozen=True)
class Passage:
    pid: str
    title: str
    text: str

    @property
    def content(self) -> str:
        """What retrievers index: the title followed by the text."""
        return f"{self.title}. {self.text}" if self.title else self.text


class PassageStore:
    """An ordered, id-addressable collection of passages."""

    def __init__(self, passages: Iterable[Passage] = ()) -> None:
        self._passages: list[Passage] = []
        self._index: dict[str, int] = {}
        self.version = 0
        self.extend(passages)

    def add(self, passage: Passage) -> int:
        if passage.pid in self._index:
            raise ValueError(f"duplicate passage id {passage.pid!r}")
        self._index[passage.pid] = len(self._passages)
        self._passages.append(passage)
        self.version += 1
        return self._index[passage.pid]

    def extend(self, passages: Iterable[Passage]) -> None:
        for p in passages:
            self.add(p)

    def __len__(self) -> int:
        return len(self._passages)

    def __iter__(self) -> Iterator[Passage]:
        return iter(self._passages)

    def __getitem__(self, i: int) -> Passage:
        return self._passages[i]

    def __contains__(self, pid: object) -> bool:
        return pid in self._index

    def get(self, pid: str) -> Passage:
        return self._passages[self._index[pid]]

    def position(self, pid: str) -> int:
        return self._index[pid]

    def texts(self) -> list[str]:
        return [p.content for p in self._passages]
