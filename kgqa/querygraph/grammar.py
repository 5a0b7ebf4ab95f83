"""The outlining grammar: which actions are legal next, given the partial AQG (section 6.3 masks).

The decoder and the tests share one object, :class:`OutlineState`: it holds the partial AQG,
the vertex just added and the vertex just selected, knows which operator eq. (1) prescribes
next (:attr:`OutlineState.step_kind`), lists the legal actions (:meth:`legal_actions`) and
applies one (:meth:`apply`, which returns a new state and never mutates).

Rules (each keeps the grammar able to produce every graph :func:`QueryGraph.validate` accepts,
and nothing else):

AddVertex
  * the first action is ``AddVertex(Ans, 0)``;
  * the segment is the previous vertex's segment plus delta, delta in {0, 1} (eqs. 6-7);
  * the first vertex of a new segment is a Var or an Ans (segments are joined through
    variables: a sub-query's result compared with the enclosing query's, or the column-0 Ans
    vertices of two set-operation branches);
  * the new vertex must be joinable to some existing vertex by some legal edge;
  * a segment is a connected subtree: the first vertex of a segment joins a vertex of an
    earlier segment, every later vertex of the segment joins a vertex of the same segment;
  * ``End`` only once the graph has an edge, and always once ``max_vertices`` is reached.
SelectVertex
  * any existing vertex that some legal edge can join to the new vertex (Type and Val are
    leaves, so an existing Type/Val vertex is never selected).
AddEdge
  * (class, direction) with source/target classes allowed by ``EDGE_ENDPOINTS``;
  * Rel and Ord edges stay in one segment; Cmp edges (and Agg operand edges, child -> parent)
    may join Var/Ans of different segments;
  * a variable has at most two incoming Agg edges (an aggregate or function has one, an
    arithmetic value its operator edge and its ``OPERAND`` edge); an Agg edge may come from a
    Val (a constant operand), or from a new segment's first variable into an earlier segment's
    (a sub-select's column as an operand).
Copy targets (``copy_of``) are earlier vertices of the same class (Ent/Type/Val) or earlier Rel
edges: :meth:`OutlineState.copy_targets`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Sequence

from kgqa.querygraph.actions import Action, AddEdge, AddVertex, Direction, End, SelectVertex, StepKind, step_kind
from kgqa.querygraph.model import (
    CROSS_SEGMENT_EDGE_CLASSES,
    EDGE_CLASSES,
    MAX_AGG_IN,
    VERTEX_CLASSES,
    AbstractQueryGraph,
    Edge,
    EdgeClass,
    QueryGraphError,
    Vertex,
    VertexClass,
    edge_allowed,
)

#: Upper bound on the number of vertices an outline may create (the largest gold graph of
#: Spider4SPARQL train has fewer; the paper uses N <= 15 for its datasets).
MAX_VERTICES = 48
#: Upper bound on the number of segments.
MAX_SEGMENTS = 8

_LEAF_CLASSES = (VertexClass.TYPE, VertexClass.VAL)
_VARS = (VertexClass.ANS, VertexClass.VAR)


def edge_legal(graph: AbstractQueryGraph, u: int, v_cls: VertexClass, v_seg: int, cls: EdgeClass, direction: Direction,
               v_index: int | None = None) -> bool:
    """Can an edge of ``cls`` with ``direction`` join existing vertex ``u`` and a vertex of class
    ``v_cls`` in segment ``v_seg`` (the new vertex, index ``v_index`` if already added)?"""
    uu = graph.vertices[u]
    src_cls, dst_cls = (uu.cls, v_cls) if direction is Direction.FORWARD else (v_cls, uu.cls)
    if not edge_allowed(cls, src_cls, dst_cls):
        return False
    # A segment is a connected subtree: its first vertex joins an earlier segment (through a
    # comparison between variables), every later one joins its own segment.
    opens_segment = not any(w.segment == v_seg for i, w in enumerate(graph.vertices) if i != v_index)
    if opens_segment != (uu.segment != v_seg):
        return False
    if uu.segment != v_seg:
        if cls not in CROSS_SEGMENT_EDGE_CLASSES or uu.cls not in _VARS or v_cls not in _VARS:
            return False
        if cls is EdgeClass.AGG and direction is not Direction.BACKWARD:
            return False  # a sub-select's column is an operand of the parent's computed value
    if uu.cls in _LEAF_CLASSES and _degree(graph, u) >= 1:
        return False
    if cls is EdgeClass.AGG and direction is Direction.BACKWARD:
        # target is u: an aggregate has one Agg edge in, an arithmetic value two (operator, OPERAND)
        if sum(1 for e in graph.edges if e.cls is EdgeClass.AGG and e.target == u) >= MAX_AGG_IN:
            return False
    return True


def _degree(graph: AbstractQueryGraph, v: int) -> int:
    return sum(1 for e in graph.edges if e.source == v or e.target == v)


@dataclass(frozen=True)
class OutlineState:
    """A partial outline: the graph so far and where eq. (1) stands.

    ``pending``: the vertex added by the last AddVertex and not joined yet; ``selected``: the
    vertex chosen by the last SelectVertex.
    """

    graph: AbstractQueryGraph = field(default_factory=AbstractQueryGraph)
    n_actions: int = 0
    pending: int | None = None
    selected: int | None = None
    finished: bool = False
    max_vertices: int = MAX_VERTICES

    @classmethod
    def at(cls, graph: AbstractQueryGraph, step: StepKind, selected: int | None = None) -> "OutlineState":
        """The state of a partial AQG about to take ``step`` (see :func:`legal_actions`)."""
        n = len(graph.vertices)
        if step is StepKind.ADD_VERTEX:
            if n and len(graph.edges) != n - 1:
                raise QueryGraphError("before AddVertex every vertex is joined (|E| = |V| - 1)")
            return cls(graph.copy(), n_actions=0 if n == 0 else 3 * n - 2)
        if len(graph.edges) != n - 2:
            raise QueryGraphError(f"{step.value} follows an AddVertex: the last vertex must not be joined yet")
        if step is StepKind.SELECT_VERTEX:
            return cls(graph.copy(), n_actions=3 * n - 4, pending=n - 1)
        if step is StepKind.ADD_EDGE:
            if selected is None:
                raise QueryGraphError("add_edge needs the selected vertex")
            return cls(graph.copy(), n_actions=3 * n - 3, pending=n - 1, selected=selected)
        raise QueryGraphError(f"no actions after {step.value}")

    # -- what comes next --------------------------------------------------------------------
    @property
    def step_kind(self) -> StepKind:
        return StepKind.DONE if self.finished else step_kind(self.n_actions)

    @property
    def last_segment(self) -> int:
        return self.graph.vertices[-1].segment if self.graph.vertices else 0

    def _joinable(self, v_cls: VertexClass, v_seg: int, exclude: int | None = None) -> bool:
        return any(
            edge_legal(self.graph, u, v_cls, v_seg, c, d)
            for u in range(len(self.graph.vertices)) if u != exclude
            for c in EDGE_CLASSES for d in Direction
        )

    def legal_actions(self) -> list[Action]:
        """Every legal next action (copy targets left as ``None``; see :meth:`copy_targets`)."""
        kind = self.step_kind
        g = self.graph
        if kind is StepKind.DONE:
            return []
        if kind is StepKind.ADD_VERTEX:
            if not g.vertices:
                return [AddVertex(VertexClass.ANS, 0)]
            out: list[Action] = []
            if len(g.vertices) < self.max_vertices:
                last = self.last_segment
                n_segments = len({v.segment for v in g.vertices})
                for delta in (0, 1):
                    seg = last + delta
                    if delta and n_segments >= MAX_SEGMENTS:
                        continue
                    for c in VERTEX_CLASSES:
                        if delta and c not in _VARS:
                            continue
                        if self._joinable(c, seg):
                            out.append(AddVertex(c, seg))
            if g.edges:
                out.extend([End(False), End(True)])
            return out
        v = self.pending
        assert v is not None
        vv = g.vertices[v]
        if kind is StepKind.SELECT_VERTEX:
            return [
                SelectVertex(u) for u in range(len(g.vertices)) if u != v
                and any(edge_legal(g, u, vv.cls, vv.segment, c, d, v) for c in EDGE_CLASSES for d in Direction)
            ]
        u = self.selected
        assert u is not None
        return [AddEdge(c, d) for c in EDGE_CLASSES for d in Direction if edge_legal(g, u, vv.cls, vv.segment, c, d, v)]

    def is_legal(self, action: Action) -> bool:
        bare = _strip_copy(action)
        if isinstance(bare, End):
            return any(isinstance(a, End) for a in self.legal_actions())
        if bare not in self.legal_actions():
            return False
        copy = getattr(action, "copy_of", None)
        return copy is None or copy in self.copy_targets(action)

    def copy_targets(self, action: Action) -> list[int]:
        """Legal ``copy_of`` values for an AddVertex/AddEdge (besides ``None``)."""
        g = self.graph
        if isinstance(action, AddVertex):
            if action.cls not in (VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL):
                return []
            return [i for i, x in enumerate(g.vertices) if x.cls is action.cls]
        if isinstance(action, AddEdge):
            if action.cls is not EdgeClass.REL:
                return []
            return [i for i, e in enumerate(g.edges) if e.cls is EdgeClass.REL]
        return []

    def masks(self) -> dict[str, list[bool]]:
        """Boolean masks over the decoder's output spaces for the current step.

        ``add_vertex``: ``vertex_class`` over ``VERTEX_CLASSES + (End,)`` and ``segment_switch``
        over delta in (0, 1) (legal for *some* class); ``select_vertex``: ``vertex`` over existing
        vertices; ``add_edge``: ``edge_class`` over ``EDGE_CLASSES`` x ``Direction`` (row-major).
        """
        legal = self.legal_actions()
        kind = self.step_kind
        if kind is StepKind.ADD_VERTEX:
            classes = [any(isinstance(a, AddVertex) and a.cls is c for a in legal) for c in VERTEX_CLASSES]
            classes.append(any(isinstance(a, End) for a in legal))
            last = self.last_segment
            deltas = [any(isinstance(a, AddVertex) and a.segment == last + d for a in legal) for d in (0, 1)]
            return {"vertex_class": classes, "segment_switch": deltas}
        if kind is StepKind.SELECT_VERTEX:
            ok = {a.vertex for a in legal if isinstance(a, SelectVertex)}
            return {"vertex": [i in ok for i in range(len(self.graph.vertices))]}
        if kind is StepKind.ADD_EDGE:
            ok = {(a.cls, a.direction) for a in legal if isinstance(a, AddEdge)}
            return {"edge_class": [(c, d) in ok for c in EDGE_CLASSES for d in Direction]}
        return {}

    # -- transition ---------------------------------------------------------------------------
    def apply(self, action: Action, *, check: bool = True) -> "OutlineState":
        """The state after ``action``; raises :class:`QueryGraphError` if it is illegal."""
        kind = self.step_kind
        if kind is StepKind.DONE:
            raise QueryGraphError("outline already ended")
        if check and not self.is_legal(action):
            raise QueryGraphError(f"illegal at step {self.n_actions} ({kind.value}): {action}")
        g = self.graph.copy()
        if isinstance(action, End):
            if kind is not StepKind.ADD_VERTEX:
                raise QueryGraphError(f"End only where AddVertex is expected, not at {kind.value}")
            g.distinct = action.distinct
            return replace(self, graph=g, n_actions=self.n_actions + 1, pending=None, selected=None, finished=True)
        if isinstance(action, AddVertex):
            if kind is not StepKind.ADD_VERTEX:
                raise QueryGraphError(f"expected {kind.value}, got AddVertex")
            g.vertices.append(Vertex(VertexClass(action.cls), action.segment))
            return replace(self, graph=g, n_actions=self.n_actions + 1, pending=len(g.vertices) - 1, selected=None)
        if isinstance(action, SelectVertex):
            if kind is not StepKind.SELECT_VERTEX:
                raise QueryGraphError(f"expected {kind.value}, got SelectVertex")
            if not 0 <= action.vertex < len(g.vertices) or action.vertex == self.pending:
                raise QueryGraphError(f"cannot select v{action.vertex}")
            return replace(self, graph=g, n_actions=self.n_actions + 1, selected=action.vertex)
        if isinstance(action, AddEdge):
            if kind is not StepKind.ADD_EDGE:
                raise QueryGraphError(f"expected {kind.value}, got AddEdge")
            u, v = self.selected, self.pending
            src, dst = (u, v) if Direction(action.direction) is Direction.FORWARD else (v, u)
            g.edges.append(Edge(src, dst, EdgeClass(action.cls)))
            return replace(self, graph=g, n_actions=self.n_actions + 1, pending=None, selected=None)
        raise QueryGraphError(f"not an outline action: {action!r}")


def _strip_copy(action: Action) -> Action:
    if isinstance(action, (AddVertex, AddEdge)) and action.copy_of is not None:
        return replace(action, copy_of=None)
    return action


def legal_actions(state: OutlineState | Sequence[Action] | AbstractQueryGraph, step: StepKind | str | None = None,
                  selected: int | None = None) -> list[Action]:
    """The legal next actions.

    ``state`` is an :class:`OutlineState`, the actions so far, or a partial AQG together with
    the ``step`` to take: for ``select_vertex`` and ``add_edge`` the AQG's last vertex is the
    one just added (not joined yet), and ``add_edge`` needs the ``selected`` vertex.
    """
    if isinstance(state, AbstractQueryGraph):
        state = OutlineState.at(state, StepKind(step) if step is not None else StepKind.ADD_VERTEX, selected)
    elif not isinstance(state, OutlineState):
        st = OutlineState()
        for a in state:
            st = st.apply(a)
        state = st
    if step is not None and state.step_kind is not StepKind(step):
        raise QueryGraphError(f"the outline expects {state.step_kind.value}, not {StepKind(step).value}")
    return state.legal_actions()
