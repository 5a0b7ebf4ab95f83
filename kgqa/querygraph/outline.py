"""Gold action sequences (Algorithm 2), replay and generation order.

:func:`outline_actions` turns a (gold) query graph into that sequence together with the two
Filling signals of Algorithm 2 (``A_v``: vertex instances in AddVertex order, ``A_e``: edge
instances in AddEdge order, eq. 2) and the copy targets of the copy mechanism (section 6.3).

Traversal order. Algorithm 2 is a depth-first traversal from the Ans vertex. Two choices
that the paper leaves open are fixed here so the sequence is deterministic and the segment
signal of eq. (6)-(7) is always a switch ``delta in {0, 1}``:

1. *segment-major*: a vertex of an already-entered segment is always added before a vertex of a
   new segment, and segments are numbered in the order they are entered (so segment numbers
   in the actions are 0, 0, ..., 1, 1, ..., 2 ...);
2. among the unvisited neighbours, depth-first (the most recently added vertex is expanded
   first), then by a structural key (edge class, direction, the AQG signature of the
   neighbour's subtree), so the outline of a graph depends only on its AQG.

When the graph has a single segment this is exactly Algorithm 2's depth-first traversal.

:func:`replay` rebuilds the AQG of an action sequence through the outlining grammar
(:class:`~kgqa.querygraph.grammar.OutlineState`), so this module sits above both
:mod:`kgqa.querygraph.actions` (the action types) and :mod:`kgqa.querygraph.grammar`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from kgqa.querygraph.actions import Action, AddEdge, AddVertex, Direction, End, SelectVertex
from kgqa.querygraph.grammar import OutlineState
from kgqa.querygraph.model import AbstractQueryGraph, Coreference, EdgeClass, QueryGraph, QueryGraphError, VertexClass, _Graph


@dataclass
class Outline:
    """Algorithm 2's supervised signals for one query graph.

    ``actions`` is ``A_o``; ``vertex_instances`` (``A_v``) and ``edge_instances`` (``A_e``) are
    the Filling targets in the order eq. (2) fills them (vertices by AddVertex, edges by
    AddEdge). ``vertex_order[k]``/``edge_order[k]`` give the index, in the source graph, of the
    k-th added vertex/edge.
    """

    actions: list[Action]
    vertex_order: list[int]
    edge_order: list[int]
    vertex_instances: list[Any] = field(default_factory=list)
    edge_instances: list[Any] = field(default_factory=list)

    def aqg(self) -> AbstractQueryGraph:
        return replay(self.actions)

    def query_graph(self) -> QueryGraph:
        """The source graph, re-indexed in generation order (replay + instantiate)."""
        return replay(self.actions).instantiate(self.vertex_instances, self.edge_instances)

    def __str__(self) -> str:
        return " ".join(str(a) for a in self.actions)


# ---------------------------------------------------------------------------------------------
_VCLS_ORDER = {c: i for i, c in enumerate((VertexClass.TYPE, VertexClass.ENT, VertexClass.ANS, VertexClass.VAR, VertexClass.VAL))}
_ECLS_ORDER = {c: i for i, c in enumerate((EdgeClass.REL, EdgeClass.AGG, EdgeClass.CMP, EdgeClass.ORD))}


def _root(graph: _Graph) -> int:
    ans = graph.answer_vertices()
    if not ans:
        raise QueryGraphError("a query graph needs an Ans vertex to start the outline from")
    return ans[0]


def _subtree_signatures(graph: _Graph, root: int) -> dict[int, str]:
    """AHU-style canonical string of each vertex's subtree (tree rooted at ``root``), from
    classes, segment changes, edge classes and directions only."""
    adj: dict[int, list[tuple[int, int]]] = {i: [] for i in range(len(graph.vertices))}
    for ei, e in enumerate(graph.edges):
        adj[e.source].append((ei, e.target))
        adj[e.target].append((ei, e.source))
    sig: dict[int, str] = {}
    # iterative post-order
    order: list[tuple[int, int]] = []
    stack = [(root, -1)]
    seen = {root}
    while stack:
        v, parent = stack.pop()
        order.append((v, parent))
        for _, w in adj[v]:
            if w not in seen:
                seen.add(w)
                stack.append((w, v))
    parent_of = {v: p for v, p in order}
    for v, parent in reversed(order):
        vert = graph.vertices[v]
        kids = []
        for ei, w in adj[v]:
            if parent_of.get(w) != v or w == parent:
                continue
            e = graph.edges[ei]
            d = "+" if e.source == v else "-"
            seg = "=" if graph.vertices[w].segment == vert.segment else "^"
            kids.append(f"{e.cls.value}{d}{seg}{sig[w]}")
        sig[v] = f"{vert.cls.value}[{','.join(sorted(kids))}]"
    return sig


def _same_instance(a: Any, b: Any) -> bool:
    return a is not None and b is not None and type(a) is type(b) and a == b


def outline_actions(graph: _Graph) -> Outline:
    """Algorithm 2 (with the traversal order fixed as the module docstring says).

    Works on a :class:`QueryGraph` (instances become the Filling targets and decide the copy
    targets) or on an :class:`AbstractQueryGraph` (no instances, no copies).
    """
    graph.validate()
    root = _root(graph)
    sig = _subtree_signatures(graph, root)
    adj: dict[int, list[tuple[int, int]]] = {i: [] for i in range(len(graph.vertices))}
    for ei, e in enumerate(graph.edges):
        adj[e.source].append((ei, e.target))
        adj[e.target].append((ei, e.source))

    new_index = {root: 0}
    visit_time = {root: 0}
    seg_rank = {graph.vertices[root].segment: 0}
    vertex_order = [root]
    edge_order: list[int] = []
    actions: list[Action] = [AddVertex(graph.vertices[root].cls, 0)]
    is_qg = isinstance(graph, QueryGraph)

    def key(cand):
        ei, u, w = cand
        e = graph.edges[ei]
        rank = seg_rank.get(graph.vertices[w].segment, len(seg_rank))
        d = 0 if e.source == u else 1
        return (rank, -visit_time[u], _ECLS_ORDER[e.cls], d, _VCLS_ORDER[graph.vertices[w].cls], sig[w], w)

    while len(vertex_order) < len(graph.vertices):
        frontier = [(ei, u, w) for u in vertex_order for ei, w in adj[u] if w not in new_index]
        ei, u, w = min(frontier, key=key)
        e = graph.edges[ei]
        seg = graph.vertices[w].segment
        if seg not in seg_rank:
            seg_rank[seg] = len(seg_rank)
        vert = graph.vertices[w]
        copy_v = None
        if is_qg and vert.cls in (VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL):
            copy_v = next((new_index[x] for x in vertex_order if graph.vertices[x].cls is vert.cls
                           and _same_instance(graph.vertices[x].instance, vert.instance)), None)
        copy_e = None
        if is_qg and e.cls is EdgeClass.REL:
            copy_e = next((k for k, x in enumerate(edge_order) if graph.edges[x].cls is e.cls
                           and _same_instance(graph.edges[x].instance, e.instance)), None)
        new_index[w] = len(vertex_order)
        visit_time[w] = len(vertex_order)
        vertex_order.append(w)
        edge_order.append(ei)
        actions.append(AddVertex(vert.cls, seg_rank[seg], copy_v))
        actions.append(SelectVertex(new_index[u]))
        actions.append(AddEdge(e.cls, Direction.FORWARD if e.source == u else Direction.BACKWARD, copy_e))
    actions.append(End(graph.distinct))

    outline = Outline(actions, vertex_order, edge_order)
    if is_qg:
        # a co-reference names its vertex by index: re-indexed in generation order
        outline.vertex_instances = [
            Coreference(new_index[x.vertex]) if isinstance(x := graph.vertices[v].instance, Coreference) else x
            for v in vertex_order]
        outline.edge_instances = [graph.edges[e].instance for e in edge_order]
    return outline


def replay(actions: Sequence[Action], *, check_grammar: bool = True) -> AbstractQueryGraph:
    """Rebuild the AQG an action sequence describes.

    Raises :class:`QueryGraphError` if the sequence does not follow eq. (1) or (with
    ``check_grammar``) takes an action the outlining grammar masks out.
    """
    state = OutlineState()
    for i, act in enumerate(actions):
        try:
            state = state.apply(act, check=check_grammar)
        except QueryGraphError as e:
            raise QueryGraphError(f"action {i} ({act}): {e}") from None
    if not state.finished:
        raise QueryGraphError("the action sequence does not end with End")
    return state.graph


def normalize(graph: QueryGraph) -> QueryGraph:
    """The same graph re-indexed in generation order, with segments renumbered in the order
    the outline enters them (the form :func:`kgqa.querygraph.from_sparql.sparql_to_graph`
    returns)."""
    out = outline_actions(graph)
    g = out.query_graph()
    for k, v in enumerate(out.vertex_order):
        name = graph.vertices[v].name
        if name:
            g.vertices[k] = type(g.vertices[k])(g.vertices[k].cls, g.vertices[k].segment, g.vertices[k].instance, name)
    return g
