"""Outlining actions: the operators of eq. (1) and the step each one takes.

Outlining builds an AQG with the fixed operator cycle of eq. (1):

    AddVertex(Ans, 0) [SelectVertex, AddEdge, AddVertex]* ... then End

i.e. ``AddVertex`` (step 1), then repeatedly ``AddVertex(c_v, s_v)``, ``SelectVertex(u)``,
``AddEdge(c_e, +/-)`` until an ``End``. ``+`` means the new edge goes from the selected vertex
``u`` to the vertex just added, ``-`` from the new vertex to ``u`` (section 5.1 (c)).

Gold action sequences (Algorithm 2) and replay are in :mod:`kgqa.querygraph.outline`, which
also needs the grammar (:mod:`kgqa.querygraph.grammar`); this module needs neither.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Sequence, Union

from kgqa.querygraph.model import EdgeClass, VertexClass, _Graph


class Direction(str, enum.Enum):
    """AddEdge direction relative to generation: ``+`` selected -> new, ``-`` new -> selected."""

    FORWARD = "+"
    BACKWARD = "-"

    def __str__(self) -> str:
        return self.value


class StepKind(str, enum.Enum):
    """Which operator eq. (1) prescribes next."""

    ADD_VERTEX = "add_vertex"
    SELECT_VERTEX = "select_vertex"
    ADD_EDGE = "add_edge"
    DONE = "done"


@dataclass(frozen=True)
class AddVertex:
    """Add a vertex of class ``cls`` in ``segment``; ``copy_of``: an earlier vertex with the same
    instance (copy mechanism, eq. 9), ``None`` if none."""

    cls: VertexClass
    segment: int = 0
    copy_of: int | None = None

    def __str__(self) -> str:
        return f"AddVertex({self.cls}, {self.segment}{'' if self.copy_of is None else f', copy=v{self.copy_of}'})"


@dataclass(frozen=True)
class SelectVertex:
    """Select the existing vertex the vertex just added will be joined to."""

    vertex: int

    def __str__(self) -> str:
        return f"SelectVertex(v{self.vertex})"


@dataclass(frozen=True)
class AddEdge:
    """Join the selected vertex and the new vertex with an edge of class ``cls``."""

    cls: EdgeClass
    direction: Direction = Direction.FORWARD
    copy_of: int | None = None

    def __str__(self) -> str:
        return f"AddEdge({self.cls}{self.direction}{'' if self.copy_of is None else f', copy=e{self.copy_of}'})"


@dataclass(frozen=True)
class End:
    """The paper's AddVertex(End): stop outlining. ``distinct`` is the main projection's
    DISTINCT modifier, decided when the structure is complete."""

    distinct: bool = False

    def __str__(self) -> str:
        return f"End(distinct={self.distinct})"


Action = Union[AddVertex, SelectVertex, AddEdge, End]


def segment_switch(actions: Sequence[Action], i: int) -> int:
    """delta of eq. (6)-(7) for the AddVertex at position ``i``: its segment minus the previous
    AddVertex's segment (0 for the first). Always 0 or 1 in gold sequences."""
    act = actions[i]
    if not isinstance(act, AddVertex):
        raise ValueError(f"action {i} is not AddVertex: {act}")
    for j in range(i - 1, -1, -1):
        if isinstance(actions[j], AddVertex):
            return act.segment - actions[j].segment
    return act.segment


def step_kind(n_actions: int) -> StepKind:
    """The operator eq. (1) prescribes after ``n_actions`` actions (ignores End)."""
    if n_actions == 0:
        return StepKind.ADD_VERTEX
    return (StepKind.ADD_VERTEX, StepKind.SELECT_VERTEX, StepKind.ADD_EDGE)[(n_actions - 1) % 3]


def fill_slots(aqg: _Graph) -> list[tuple[str, int]]:
    """The Filling order of eq. (2): ``("vertex", i)`` for every vertex, then ``("edge", j)``
    for every edge (Var vertices are visited too; their target instance is ``None``)."""
    return [("vertex", i) for i in range(len(aqg.vertices))] + [("edge", j) for j in range(len(aqg.edges))]
