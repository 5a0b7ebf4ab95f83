"""The outlining decoder's output spaces over the core grammar (:mod:`kgqa.querygraph.grammar`).

The core says which actions are legal (:meth:`OutlineState.legal_actions`, ``copy_targets``);
the decoder scores fixed-size heads. This module is the one place that maps between the two:

* AddVertex: ``class`` over :data:`ADD_VERTEX_LABELS` (the five vertex classes, then End), a
  segment switch ``delta`` in {0, 1} per class (eqs. 6-7: the core's actions carry absolute
  segments, ``segment = last segment + delta``), a copy pointer per copyable class (existing
  vertices of that class, then NONE), and ``distinct`` for End (the main projection's DISTINCT);
* SelectVertex: a pointer over the existing vertices;
* AddEdge: (class, direction) over :data:`EDGE_LABELS`, a copy pointer over existing Rel edges.

:class:`DecodeState` wraps the core state with the copy choices, which the core's AQG does not
keep but Filling needs (a copied slot is not filled, eq. 12). Torch-free, so the data builder
and the tests use it without the network.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from kgqa.querygraph.actions import Action, AddEdge, AddVertex, Direction, End, SelectVertex, StepKind
from kgqa.querygraph.grammar import OutlineState
from kgqa.querygraph.model import (
    EDGE_CLASSES,
    VERTEX_CLASSES,
    AbstractQueryGraph,
    EdgeClass,
    QueryGraphError,
    VertexClass,
)

END = "End"
#: AddVertex class head: the vertex classes, then End.
ADD_VERTEX_LABELS: tuple[str, ...] = tuple(c.value for c in VERTEX_CLASSES) + (END,)
#: AddEdge head: (class, direction) row-major, as :meth:`OutlineState.masks` orders it.
EDGE_LABELS: tuple[tuple[EdgeClass, Direction], ...] = tuple((c, d) for c in EDGE_CLASSES for d in Direction)
COPYABLE_VERTEX_CLASSES: tuple[VertexClass, ...] = (VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL)
COPYABLE_EDGE_CLASSES: tuple[EdgeClass, ...] = (EdgeClass.REL,)
#: Segments the graph encoder embeds (the core allows more; deeper ones share the last vector).
SEGMENT_EMBEDDINGS = 8
#: The decoder's vertex budget: the largest Spider4SPARQL training graph has 27 vertices. The
#: core allows 48; a smaller cap bounds the beam search's worst case.
MAX_DECODE_VERTICES = 30


class Phase:
    """Names of eq. (1)'s operators as the decoder's operation embedding indexes them."""

    OPS = ("AddVertex", "SelectVertex", "AddEdge")
    BY_KIND = {StepKind.ADD_VERTEX: 0, StepKind.SELECT_VERTEX: 1, StepKind.ADD_EDGE: 2}


@dataclass(frozen=True)
class DecodeState:
    """A core :class:`OutlineState` plus the copy pointer chosen for each vertex and edge."""

    core: OutlineState = field(default_factory=lambda: OutlineState(max_vertices=MAX_DECODE_VERTICES))
    vertex_copies: tuple[int | None, ...] = ()
    edge_copies: tuple[int | None, ...] = ()

    @property
    def graph(self) -> AbstractQueryGraph:
        return self.core.graph

    @property
    def step_kind(self) -> StepKind:
        return self.core.step_kind

    @property
    def finished(self) -> bool:
        return self.core.finished

    @property
    def op(self) -> int:
        """The operation embedding index (AddVertex for a finished state: it is never scored)."""
        return Phase.BY_KIND.get(self.core.step_kind, 0)

    def apply(self, action: Action, *, check: bool = False) -> "DecodeState":
        """The next state. ``check=False`` trusts the caller (the decoder only proposes actions
        the masks allow, and gold sequences are checked once when the data is built)."""
        core = self.core.apply(action, check=check)
        vc, ec = self.vertex_copies, self.edge_copies
        if isinstance(action, AddVertex):
            vc = vc + (action.copy_of,)
        elif isinstance(action, AddEdge):
            ec = ec + (action.copy_of,)
        return DecodeState(core, vc, ec)


@dataclass
class KeptMasks:
    """One outline state's masks (:func:`step_masks`, never changed once kept) and forms that
    users derive from them, kept beside them under the user's own key (the network keeps their
    tensor form: ``kgqa.models.hgnet._mask_tensors``)."""

    masks: dict[str, Any]
    derived: dict[str, Any] = field(default_factory=dict)


#: :func:`step_masks_memo`'s kept masks: partial outlines recur at every beam step and across
#: questions (the masks depend on the outline alone, not the question), as the graph encoder's do
_MASK_MEMO: OrderedDict[tuple, KeptMasks] = OrderedDict()
_MASK_MEMO_LOCK = threading.Lock()
MASK_MEMO_SIZE = 16_384  # about 2 KB each with their tensors: 30 MB at most (300 bench questions meet 3,668 states)


def step_masks_memo(state: DecodeState) -> KeptMasks:
    """:func:`step_masks`, kept per outline state (inference; the caller must not change them,
    and keeps what it derives from them in :attr:`KeptMasks.derived`).

    The key is everything the core's legal actions read: the AQG's vertices and edges (classes,
    segments, ends), DISTINCT, and where eq. (1) stands."""
    core = state.core
    g = core.graph
    key = (tuple(g.vertices), tuple(g.edges), g.distinct, core.n_actions, core.pending, core.selected,
           core.finished, core.max_vertices)
    with _MASK_MEMO_LOCK:
        hit = _MASK_MEMO.get(key)
        if hit is not None:
            _MASK_MEMO.move_to_end(key)
            return hit
    hit = KeptMasks(step_masks(state))
    with _MASK_MEMO_LOCK:
        _MASK_MEMO[key] = hit
        while len(_MASK_MEMO) > MASK_MEMO_SIZE:
            _MASK_MEMO.popitem(last=False)
    return hit


def step_masks(state: DecodeState) -> dict[str, Any]:
    """Boolean masks of every head the decoder scores at ``state`` (see module docstring).

    ``class`` [6]; ``delta`` {class: [2]}; ``copy`` {class: [n + 1]}; ``select`` [n];
    ``edge`` [8]; ``ecopy`` [m + 1]. Copy masks are present only for classes with an earlier
    instance to copy.
    """
    core = state.core
    kind = core.step_kind
    g = core.graph
    legal = core.legal_actions()
    if kind is StepKind.ADD_VERTEX:
        last = core.last_segment
        classes = [any(isinstance(a, AddVertex) and a.cls is c for a in legal) for c in VERTEX_CLASSES]
        classes.append(any(isinstance(a, End) for a in legal))
        if not any(classes):  # the vertex budget is spent and nothing can end: End, so no beam dead-ends
            classes[-1] = True
        deltas = {c: [any(isinstance(a, AddVertex) and a.cls is c and a.segment == last + d for a in legal)
                      for d in (0, 1)] for c in VERTEX_CLASSES}
        copies = {}
        for c in COPYABLE_VERTEX_CLASSES:
            targets = set(core.copy_targets(AddVertex(c, last)))
            if targets:
                copies[c] = [i in targets for i in range(len(g.vertices))] + [True]
        return {"class": classes, "delta": deltas, "copy": copies}
    if kind is StepKind.SELECT_VERTEX:
        ok = {a.vertex for a in legal if isinstance(a, SelectVertex)}
        return {"select": [i in ok for i in range(len(g.vertices))]}
    if kind is StepKind.ADD_EDGE:
        ok = {(a.cls, a.direction) for a in legal if isinstance(a, AddEdge)}
        out: dict[str, Any] = {"edge": [lab in ok for lab in EDGE_LABELS]}
        targets = set(core.copy_targets(AddEdge(EdgeClass.REL)))
        if targets:
            out["ecopy"] = [i in targets for i in range(len(g.edges))] + [True]
        return out
    return {}


def segment_delta(state: DecodeState, action: AddVertex) -> int:
    """The switch of eq. (6) an AddVertex takes from ``state``."""
    return action.segment - state.core.last_segment if state.graph.vertices else 0


def check_gold(actions: list[Action]) -> list[dict[str, Any]]:
    """The masks at every step of a gold sequence; raises :class:`QueryGraphError` when an action
    (or its copy pointer) is one the decoder could not take."""
    st = DecodeState()
    out = []
    for i, a in enumerate(actions):
        m = step_masks(st)
        if isinstance(a, End):
            ok = m["class"][-1]
        elif isinstance(a, AddVertex):
            ok = m["class"][VERTEX_CLASSES.index(a.cls)] and m["delta"][a.cls][segment_delta(st, a)]
            if a.copy_of is not None:
                ok = ok and a.cls in m["copy"] and m["copy"][a.cls][a.copy_of]
        elif isinstance(a, SelectVertex):
            ok = m["select"][a.vertex]
        else:
            ok = m["edge"][EDGE_LABELS.index((a.cls, a.direction))]
            if a.copy_of is not None:
                ok = ok and "ecopy" in m and m["ecopy"][a.copy_of]
        if not ok:
            raise QueryGraphError(f"the decoder's masks exclude gold action {i} ({a})")
        out.append(m)
        st = st.apply(a, check=True)
    return out
