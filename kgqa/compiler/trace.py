"""Execution traces: one record per executed node (QCompiler Table 7's DFS process).

A leaf that runs once per answer of its left side (fan-out) has one record per run, each
with the question as executed, the placeholder values used, the answers, the engine that
answered and the timing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from kgqa.compiler.ast import Path, format_path
from kgqa.compiler.values import AnswerValue, format_value


@dataclass
class TraceNode:
    path: Path
    kind: str
    answers: tuple[AnswerValue, ...] = ()
    question: str | None = None
    bindings: dict[str, AnswerValue] = field(default_factory=dict)
    source: str | None = None
    confidence: float | None = None
    started: float = 0.0  # seconds since the execution began
    elapsed: float = 0.0
    children: list["TraceNode"] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: competing answers with joint confidences, best first (beam execution; empty otherwise)
    readings: list[tuple[tuple[AnswerValue, ...], float]] = field(default_factory=list)

    def walk(self) -> Iterator["TraceNode"]:
        yield self
        for c in self.children:
            yield from c.walk()

    def find(self, path: Path) -> list["TraceNode"]:
        """Every record of the node at ``path`` (several when it ran under fan-out)."""
        return [t for t in self.walk() if t.path == path]

    def leaves(self) -> list["TraceNode"]:
        return [t for t in self.walk() if t.question is not None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": format_path(self.path),
            "kind": self.kind,
            "question": self.question,
            "bindings": {k: format_value(v) for k, v in self.bindings.items()},
            "answers": [format_value(a) for a in self.answers],
            "source": self.source,
            "confidence": self.confidence,
            "started": round(self.started, 6),
            "elapsed": round(self.elapsed, 6),
            "notes": list(self.notes),
            "readings": [{"answers": [format_value(a) for a in ans], "confidence": round(c, 6)}
                         for ans, c in self.readings],
            "children": [c.to_dict() for c in self.children],
        }

    def render(self, indent: int = 0) -> str:
        """A readable outline of the run."""
        pad = "  " * indent
        answers = ", ".join(format_value(a) for a in self.answers) or "-"
        head = f"{pad}{self.kind}"
        if self.question is not None:
            head += f" {self.question!r} [{self.source}]"
        lines = [f"{head} -> {answers} ({self.elapsed * 1000:.1f} ms)"]
        lines += [f"{pad}  note: {n}" for n in self.notes]
        lines += [c.render(indent + 1) for c in self.children]
        return "\n".join(lines)
