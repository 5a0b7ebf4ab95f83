"""Canonical comparison of query graphs and AQGs (what Ga Acc and Gq Acc are computed with).

Two graphs are equal when they are isomorphic as labelled trees: variable names, vertex order,
edge order and the numbering of non-main segments do not matter; classes, instances, edge
directions, which vertices are in the main segment (0), which edges cross segments, Ans column
numbers and the DISTINCT flag do. Where a pattern's ASK edge hangs does not either (``ASK {
<a> :p <b> }`` is one question whichever vertex the edge leaves): it is moved to the pattern's
canonical root before encoding.

Query graphs are trees (Property 2), so the canonical form is the AHU encoding rooted at the
tree's center(s) (the smaller string of the two when the center is an edge): linear-ish, exact,
and deterministic; a 20-vertex graph takes well under a millisecond. Forests (partial graphs)
are encoded component by component.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Any

from rdflib import Literal, URIRef

from kgqa.querygraph.model import AbstractQueryGraph, Coreference, EdgeClass, OrderSpec, QueryGraph, VertexClass, _Graph
from kgqa.querygraph.paths import OptionalPredicate, PropertyPath, path_to_sparql


def _instance_key(x: Any) -> str:
    if x is None:
        return ""
    if isinstance(x, URIRef):
        return "<" + str(x) + ">"
    if isinstance(x, Literal):
        return '"' + str(x).replace("\\", "\\\\").replace('"', '\\"') + '"' + (
            "@" + x.language if x.language else ("^^" + str(x.datatype) if x.datatype else ""))
    if isinstance(x, OrderSpec):
        return f"order({x.rank},{x.limit},{x.offset})"
    if isinstance(x, PropertyPath):
        return "path(" + path_to_sparql(x) + ")"
    if isinstance(x, OptionalPredicate):
        return "optional(" + _instance_key(x.predicate) + (",star" if x.star else "") + ")"
    return f"{type(x).__name__}:{x}"


def _adjacency(edges) -> dict[int, list[tuple[int, int]]]:
    """``vertex -> [(edge index, other vertex)]``, edges taken both ways."""
    adj: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for j, e in enumerate(edges):
        adj[e.source].append((j, e.target))
        adj[e.target].append((j, e.source))
    return adj


def _vertex_label(g: _Graph, v: int, with_instances: bool) -> str:
    vert = g.vertices[v]
    seg0 = "0" if vert.segment == 0 else "s"
    inst = ""
    if with_instances and vert.cls is not VertexClass.VAR:
        inst = _instance_key(vert.instance)
    return f"{vert.cls.value}{seg0}{inst}"


def _encoder(graph: _Graph, with_instances: bool, _refs: bool = True):
    """``(adjacency, encode)``: ``encode(root)`` is the AHU string of the tree rooted at ``root``.

    A co-referent Var (:class:`~kgqa.querygraph.model.Coreference`) is labelled with the
    encoding of the tree rooted at the vertex it names (co-references left blank there), which
    identifies that vertex up to automorphism whatever the vertex order."""
    g = graph
    adj = _adjacency(g.edges)
    labels = [_vertex_label(g, v, with_instances) for v in range(len(g.vertices))]
    refs = [v for v, x in enumerate(g.vertices) if isinstance(x.instance, Coreference)]
    if refs and with_instances and _refs:
        _, plain = _encoder(graph, with_instances, _refs=False)
        for v in refs:
            k = g.vertices[v].instance.vertex
            labels[v] += "=" + (plain(k) if 0 <= k < len(g.vertices) else "?")

    def edge_label(j: int, parent: int) -> str:
        e = g.edges[j]
        d = ">" if e.source == parent else "<"
        cross = "^" if g.vertices[e.source].segment != g.vertices[e.target].segment else ""
        inst = _instance_key(e.instance) if with_instances else ""
        return f"{e.cls.value}{d}{cross}{inst}"

    def encode(root: int) -> str:
        # iterative post-order to avoid recursion limits on long chains
        order = []
        parent = {root: -1}
        via = {root: -1}
        stack = [root]
        while stack:
            u = stack.pop()
            order.append(u)
            for j, w in adj[u]:
                if w not in parent:
                    parent[w] = u
                    via[w] = j
                    stack.append(w)
        enc: dict[int, str] = {}
        for u in reversed(order):
            kids = sorted(edge_label(via[w], u) + enc[w] for _, w in adj[u] if parent.get(w) == u and w != parent[u])
            enc[u] = labels[u] + "(" + ",".join(kids) + ")"
        return enc[root]

    return adj, encode


def canonical_form(graph: _Graph, *, with_instances: bool | None = None) -> str:
    """A string equal for two graphs iff they are isomorphic (see module docstring).

    ``with_instances`` defaults to True for a :class:`QueryGraph` and False for an AQG.
    """
    if with_instances is None:
        with_instances = isinstance(graph, QueryGraph)
    graph = _asks_rehung(graph)
    adj, encode = _encoder(graph, with_instances)
    seen: set[int] = set()
    comps = []
    for start in range(len(graph.vertices)):
        if start in seen:
            continue
        comp = _component(adj, start)
        seen |= comp
        comps.append(min(encode(c) for c in _centers(adj, comp)))
    return f"{'D' if graph.distinct else ''}[" + "|".join(sorted(comps)) + "]"


def canonical_root(graph: _Graph, candidates: list[int]) -> int:
    """The candidate whose rooted encoding is smallest: the same vertex (up to automorphism)
    for isomorphic graphs, whatever order their vertices were written in. A boolean question
    hangs its ASK edge there, so equal patterns give equal graphs.

    The abstract encoding (classes and directions) decides first and the instances only break
    its ties, so patterns with the same AQG hang it at the same abstract place: ``ASK { <a> :p
    <b> }`` hangs from the object whatever the IRIs. Ordering by instances first made the place
    follow the alphabetical order of the two IRIs, which no question tells a model."""
    _, abstract = _encoder(graph, with_instances=False)
    _, encode = _encoder(graph, with_instances=True)
    return min(candidates, key=lambda c: (abstract(c), encode(c), c))


#: Bump when where :func:`canonical_root` hangs an ASK edge changes: caches of gold graphs
#: converted from SPARQL (training examples) are keyed by it. 2: the abstract encoding first.
ASK_ROOT_VERSION = 2


def _is_pattern_ask(g: _Graph, e) -> bool:
    """An ASK edge from a Var or Ent of a pattern (not from a computed value: two counts
    compared hang theirs from an aggregate, which is part of what the graph says)."""
    if not (e.cls is EdgeClass.AGG and e.instance == "ASK" and g.vertices[e.target].cls is VertexClass.ANS):
        return False
    if g.vertices[e.source].cls not in (VertexClass.VAR, VertexClass.ENT):
        return False
    return not any(x.target == e.source and x.cls is EdgeClass.AGG for x in g.edges)


def _asks_rehung(graph: _Graph) -> _Graph:
    """``graph`` with each pattern's ASK edge moved to that pattern's canonical root: where an
    ASK hangs in its pattern does not change the question, so two graphs that differ only there
    are equal. Graphs without such an edge are returned as they are."""
    asks = [j for j, e in enumerate(graph.edges) if _is_pattern_ask(graph, e)]
    if not asks:
        return graph
    g = graph.copy()
    rest = [e for j, e in enumerate(g.edges) if j not in asks]
    pattern = type(g)(list(g.vertices), rest, g.distinct)
    adj = _adjacency(rest)
    computed = {e.target for e in rest if e.cls is EdgeClass.AGG}
    for j in asks:
        e = g.edges[j]
        part = [v for v in _component(adj, e.source)
                if g.vertices[v].cls in (VertexClass.VAR, VertexClass.ENT) and v not in computed]
        g.edges[j] = replace(e, source=canonical_root(pattern, part))
    return g


def _component(adj, start: int) -> set[int]:
    comp = {start}
    stack = [start]
    while stack:
        for _, w in adj[stack.pop()]:
            if w not in comp:
                comp.add(w)
                stack.append(w)
    return comp


def _centers(adj, comp: set[int]) -> list[int]:
    """The one or two centers of a tree (repeatedly strip leaves); any vertex if not a tree."""
    degree = {v: len({w for _, w in adj[v] if w in comp}) for v in comp}
    if sum(degree.values()) != 2 * (len(comp) - 1):
        return sorted(comp)  # not a tree: fall back to trying every root (still deterministic)
    leaves = [v for v in comp if degree[v] <= 1]
    remaining = len(comp)
    while remaining > 2:
        remaining -= len(leaves)
        new = []
        for v in leaves:
            for _, w in adj[v]:
                if w in comp and degree[w] > 0:
                    degree[w] -= 1
                    if degree[w] == 1:
                        new.append(w)
            degree[v] = 0
        leaves = new
    return sorted(leaves) if leaves else sorted(comp)


def graph_equal(a: _Graph, b: _Graph) -> bool:
    """Query-graph equality up to isomorphism (Gq Acc)."""
    return canonical_form(a, with_instances=True) == canonical_form(b, with_instances=True)


def aqg_equal(a: _Graph, b: _Graph) -> bool:
    """AQG equality up to isomorphism (Ga Acc); instances, if any, are ignored."""
    return canonical_form(a, with_instances=False) == canonical_form(b, with_instances=False)


__all__ = ["ASK_ROOT_VERSION", "aqg_equal", "canonical_form", "canonical_root", "graph_equal", "AbstractQueryGraph"]
