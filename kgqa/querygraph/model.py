"""Query graphs and abstract query graphs (HGNet Definitions 1-2), with this project's extensions.

A *query graph* is a tree of vertices (class Ans, Var, Ent, Type, Val; an instance; a segment)
and directed edges (class Rel, Ord, Cmp, Agg; an instance). Every SPARQL construct becomes
vertices and edges; ``kgqa/querygraph/README.md`` says how, and why.

Edges are stored in their *semantic* direction (``source -> target``):

- ``Rel``  subject -> object of a triple pattern (``rdf:type`` edges point at a Type vertex);
- ``Cmp``  left -> right operand of a FILTER comparison (``?x > 3``: ``?x -> 3``);
- ``Ord``  ordered variable -> Val vertex holding the LIMIT (:class:`OrderSpec`);
- ``Agg``  aggregated variable -> the variable holding the aggregate (``<?x COUNT ?x'>``).

The *direction* of the paper's AddEdge(class, +/-) is relative to generation (+: from the
selected vertex to the new one) and lives in :mod:`kgqa.querygraph.actions`, not here.

An *abstract* query graph (AQG) has the same vertices, edges, classes and segments, with no
instances. Ans vertices carry their column number as instance in a query graph (several
columns are several Ans vertices), so the AQG keeps only the class.

Properties 1-4 are checked by :meth:`QueryGraph.validate`: the graph is a weakly connected
tree (|V| = |E| + 1), Ans vertices are in segment 0, and every edge's endpoint classes are
allowed (the same rules as the outlining grammar in :mod:`kgqa.querygraph.grammar`).

This module is the bottom of the package: the conversions (:mod:`.to_sparql`,
:mod:`.from_sparql`) and the outlining modules import it, never the other way round.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Iterator

from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kgqa.kg import vocabulary
from kgqa.querygraph.expressions import ARITHMETIC_OPS, OPERAND, STRING_OPS, VALUE_FUNCTIONS
from kgqa.querygraph.paths import OptionalPredicate, PredicateRole, PropertyPath, path_from_json, path_to_json, path_to_sparql


class QueryGraphError(ValueError):
    """A graph that breaks the query-graph grammar, or SPARQL outside what it can express."""


class VertexClass(str, enum.Enum):
    ANS = "Ans"
    VAR = "Var"
    ENT = "Ent"
    TYPE = "Type"
    VAL = "Val"

    def __str__(self) -> str:
        return self.value


class EdgeClass(str, enum.Enum):
    REL = "Rel"
    ORD = "Ord"
    CMP = "Cmp"
    AGG = "Agg"

    def __str__(self) -> str:
        return self.value


VERTEX_CLASSES: tuple[VertexClass, ...] = tuple(VertexClass)
EDGE_CLASSES: tuple[EdgeClass, ...] = tuple(EdgeClass)

#: Classes whose vertices are slots to fill (Ans is filled with its column number; Var never).
FILLABLE_VERTEX_CLASSES = frozenset({VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL})

# ---------------------------------------------------------------------------------------------
# Built-in edge instances (the enumerated pools of HGNet section 4, extended for Spider4SPARQL).
# ---------------------------------------------------------------------------------------------

#: Ordinal instances: ORDER BY direction; ``NONE`` is a LIMIT/OFFSET with no ORDER BY key (the
#: Ord edge then starts at the first projected column and only carries the OrderSpec).
ORD_INSTANCES: tuple[str, ...] = ("ASC", "DESC", "NONE")

#: Comparison instances. The paper's eight first, then the extensions Spider4SPARQL needs
#: (README, "Grammar extensions"):
#: ``CONTAINS`` (SQL LIKE '%x%'); ``IN``/``NOT_IN`` (the sub-query at the other end is tested
#: with ``FILTER [NOT] EXISTS { {SELECT ?y ...} FILTER(?x = ?y) }``); ``UNION``/``MINUS``/
#: ``INTERSECT`` (set operations between the columns of two segments, joining their column-0
#: Ans vertices).
#: String operators (:data:`kgqa.querygraph.expressions.STRING_OPS`: ``REGEX``, ``REGEX_I``,
#: ``STRSTARTS``, ``STRENDS``, ``LANGMATCHES``) compare a variable, or a computed ``str()``/
#: ``lcase()``/``lang()`` of one, with a string value. ``UNION`` also joins the branches of a
#: UNION inside a group: the enclosing variable -> the first branch's copy of it -> the next
#: branch's copy ... (the child side is a Var there, an Ans for a set operation).
CMP_BASE: tuple[str, ...] = (
    "=", "!=", ">", ">=", "<", "<=", "DURING", "OVERLAP",
    "CONTAINS", "IN", "NOT_IN", "UNION", "MINUS", "INTERSECT",
) + STRING_OPS
#: A comparison whose instance starts with ``|`` is a disjunct: all such comparisons of one
#: segment form one ``FILTER(a || b || ...)`` (at most one disjunction per segment).
OR_PREFIX = "|"
OR_ABLE_CMP: tuple[str, ...] = ("=", "!=", ">", ">=", "<", "<=", "CONTAINS") + STRING_OPS
CMP_INSTANCES: tuple[str, ...] = CMP_BASE + tuple(OR_PREFIX + op for op in OR_ABLE_CMP)
#: Comparisons that attach a sub-query as a whole rather than compare two values.
SET_CMP: frozenset[str] = frozenset({"IN", "NOT_IN", "UNION", "MINUS", "INTERSECT"})

#: Aggregation instances. The paper's four first, then SUM, AVG, the DISTINCT forms of COUNT,
#: SUM and AVG (MIN/MAX DISTINCT equal MIN/MAX), and GROUP: ``<?k GROUP ?k'>`` makes ``?k`` a
#: GROUP BY key and ``?k'`` its value after grouping (what SELECT/HAVING/ORDER BY see).
#: Then the value functions (:data:`kgqa.querygraph.expressions.VALUE_FUNCTIONS`): ``<?d YEAR ?y>``
#: makes ``?y`` the computed value ``YEAR(?d)`` (BIND, projected expressions, casts, the
#: ``str()``/``lcase()`` of string filters).
AGGREGATES: tuple[str, ...] = ("COUNT", "MAX", "MIN", "SUM", "AVG", "COUNT_DISTINCT", "SUM_DISTINCT", "AVG_DISTINCT")
#: Appended last (a trained checkpoint's indices keep their meaning): the arithmetic operators
#: of a computed value and ``OPERAND`` (its right operand's edge); see
#: :data:`kgqa.querygraph.expressions.ARITHMETIC_OPS`.
#: Then (third round, appended again) the string aggregate ``GROUP_CONCAT`` (its separator, when
#: not the default space, is a Val with an ``OPERAND`` edge into the aggregate, as a constant
#: operand is) and ``SAMPLE``.
CONCAT_AGGREGATES: tuple[str, ...] = ("GROUP_CONCAT", "GROUP_CONCAT_DISTINCT")
AGG_INSTANCES: tuple[str, ...] = (
    "COUNT", "MAX", "MIN", "ASK",
    "SUM", "AVG", "COUNT_DISTINCT", "SUM_DISTINCT", "AVG_DISTINCT", "GROUP",
) + VALUE_FUNCTIONS + ARITHMETIC_OPS + (OPERAND,) + CONCAT_AGGREGATES + ("SAMPLE",)
#: Agg instances that compute a value from operands (an edge may come from a Val, a constant
#: operand, or from a sub-select's column in a child segment).
OPERAND_INSTANCES: frozenset[str] = frozenset(ARITHMETIC_OPS + (OPERAND,))

#: The predicate of Rel edges that point at a Type vertex.
RDF_TYPE = URIRef(vocabulary.RDF_TYPE)


@dataclass(frozen=True)
class OrderSpec:
    """The instance of the Val vertex at the end of an Ord edge: ORDER BY key rank, LIMIT, OFFSET.

    The paper's ``<?v ASC 3>`` is ``Ord`` into ``Val(OrderSpec(rank=0, limit=3))``. ``rank`` is
    the key's position in the ORDER BY clause (0 = primary); ``limit``/``offset`` belong to the
    whole segment and are repeated on every key of it (``None`` = absent).
    """

    rank: int = 0
    limit: int | None = None
    offset: int | None = None

    def __str__(self) -> str:
        parts = [f"#{self.rank}"] if self.rank else []
        if self.limit is not None:
            parts.append(f"LIMIT {self.limit}")
        if self.offset:
            parts.append(f"OFFSET {self.offset}")
        return " ".join(parts) or "ALL"


@dataclass(frozen=True)
class Coreference:
    """The instance of a Var vertex that is the *same variable* as vertex ``vertex`` (a Var or
    Ans of the same segment). It closes, without an edge, the cycles a tree cannot hold: the
    second operand of ``?w * ?h`` where ``?t :w ?w ; :h ?h``, two edges between the same
    variables (``?x :birthPlace ?p ; :deathPlace ?p``), two aggregates of one group compared.
    A co-referent vertex is a leaf; it is rendered as its target's variable (or expression)."""

    vertex: int

    def __str__(self) -> str:
        return f"=v{self.vertex}"


@dataclass(frozen=True)
class Vertex:
    """One vertex. ``instance``: URIRef (Ent, Type), Literal or :class:`OrderSpec` (Val),
    column number (Ans), ``None`` (Var, or any slot not yet filled). ``name`` is a variable-name
    hint for readable SPARQL; it is not part of the graph's identity."""

    cls: VertexClass
    segment: int = 0
    instance: Any = None
    name: str | None = field(default=None, compare=False)

    @property
    def is_variable(self) -> bool:
        return self.cls in (VertexClass.ANS, VertexClass.VAR)

    @property
    def is_filled(self) -> bool:
        return self.cls not in FILLABLE_VERTEX_CLASSES or self.instance is not None


@dataclass(frozen=True)
class Edge:
    """One edge ``source -> target`` (vertex indices) of class ``cls``; ``instance`` is a
    URIRef or a :class:`~kgqa.querygraph.paths.PropertyPath` (Rel) or one of the enumerated
    strings (Ord, Cmp, Agg); ``None`` = unfilled."""

    source: int
    target: int
    cls: EdgeClass
    instance: Any = None

    @property
    def is_filled(self) -> bool:
        return self.instance is not None

    def other(self, v: int) -> int:
        return self.target if v == self.source else self.source


# ---------------------------------------------------------------------------------------------
# Edge typing rules shared by validation and the outlining grammar
# ---------------------------------------------------------------------------------------------
_V = VertexClass
_VARS = frozenset({_V.ANS, _V.VAR})
#: (edge class) -> allowed (source class, target class) pairs.
EDGE_ENDPOINTS: dict[EdgeClass, frozenset[tuple[VertexClass, VertexClass]]] = {
    # Triple patterns: variables and entities as subjects (a grounded ``<a> <p> <b>`` is a
    # constraint, and the whole pattern of a boolean question); Type only as the object of
    # rdf:type; Val (a literal) only as an object.
    EdgeClass.REL: frozenset(
        {(s, t) for s in (_V.ANS, _V.VAR, _V.ENT) for t in (_V.ANS, _V.VAR, _V.ENT, _V.TYPE, _V.VAL)}
    ),
    # FILTER comparisons: a variable against a value, an entity or another variable.
    EdgeClass.CMP: frozenset({(s, t) for s in _VARS for t in (_V.ANS, _V.VAR, _V.ENT, _V.VAL)}),
    # ORDER BY: a variable ordered; the Val holds the OrderSpec.
    EdgeClass.ORD: frozenset({(s, _V.VAL) for s in _VARS}),
    # Aggregation: a variable (or an entity, COUNT of a constant) into the aggregate's variable;
    # a constant (Val) as an operand of arithmetic.
    EdgeClass.AGG: frozenset({(s, t) for s in (_V.ANS, _V.VAR, _V.ENT, _V.VAL) for t in _VARS}),
}

#: Edge classes that may join two segments: a sub-query is attached through a comparison
#: between two variables (``FILTER(?x > ?avg)``, ``?x NOT_IN ?y``, ``?c UNION ?c'``), or its
#: column is an operand of a computed value (``(?n_a / ?n_all) * 100`` over two sub-selects:
#: an Agg edge from the child segment's variable into the parent's computed variable).
CROSS_SEGMENT_EDGE_CLASSES = frozenset({EdgeClass.CMP, EdgeClass.AGG})
#: Most Agg edges one vertex may receive: an arithmetic value has its operator edge and its
#: ``OPERAND`` edge, a ``GROUP_CONCAT`` its separator's, a boolean answer over two facts that
#: share no variable one ``ASK`` edge from each; everything else has one.
MAX_AGG_IN = 2


def edge_allowed(cls: EdgeClass, source: VertexClass, target: VertexClass) -> bool:
    return (source, target) in EDGE_ENDPOINTS[cls]


def optional_groups(graph: "_Graph") -> list[list[int]]:
    """The OPTIONAL groups of a graph: lists of Rel edges whose instance is an
    :class:`~kgqa.querygraph.paths.OptionalPredicate`, one list per ``OPTIONAL { .. }``.

    Two optional edges are in one group when they meet at a vertex all of whose Rel edges are
    optional: a variable the OPTIONAL itself binds (``?l`` of ``OPTIONAL { ?x :lair ?l . ?l
    :name ?n }``). The vertex where the group meets the required pattern (``?x``) has a required
    Rel edge, so two OPTIONALs on one variable stay two groups, except for the edges there whose
    instance is starred (``OPTIONAL { ?x :p ?a . ?x :q ?b }``), which are one group. The reader
    checks that the groups it read are these (:mod:`kgqa.querygraph.from_sparql`), so the rule
    is exact for every graph read from SPARQL."""
    optional = [j for j, e in enumerate(graph.edges) if e.cls is EdgeClass.REL and isinstance(e.instance, OptionalPredicate)]
    parent = {j: j for j in optional}

    def find(j: int) -> int:
        while parent[j] != j:
            parent[j] = parent[parent[j]]
            j = parent[j]
        return j

    at: dict[int, list[int]] = {}
    required: set[int] = set()
    for j, e in enumerate(graph.edges):
        if e.cls is EdgeClass.REL:
            for v in (e.source, e.target):
                if j in parent:
                    at.setdefault(v, []).append(j)
                else:
                    required.add(v)
    for v, js in at.items():
        if v in required:
            js = [j for j in js if graph.edges[j].instance.star]
        for j in js[1:]:
            parent[find(j)] = find(js[0])
    groups: dict[int, list[int]] = {}
    for j in optional:
        groups.setdefault(find(j), []).append(j)
    return list(groups.values())


#: Value functions a FILTER inside an OPTIONAL may apply to the variables it binds (``BOUND``
#: is what a FILTER *outside* asks of them: ``OPTIONAL {..} FILTER(!BOUND(?d))``).
_INNER_FUNCTIONS = frozenset(VALUE_FUNCTIONS + ARITHMETIC_OPS + (OPERAND,)) - {"BOUND"}


def optional_filters(graph: "_Graph") -> dict[int, int]:
    """Cmp edge -> index (in :func:`optional_groups`) of the OPTIONAL whose FILTER it is.

    A comparison (not a disjunct) of values computed only from variables an OPTIONAL binds
    (``?l`` of ``OPTIONAL { ?x rdfs:label ?l FILTER(lang(?l) = "en") }``), with constants or
    with other such values of the same OPTIONAL, is that OPTIONAL's FILTER. The same FILTER
    outside the OPTIONAL fails where the variable is unbound, so it makes the OPTIONAL a required
    pattern, which is how the reader reads it: the rule is exact for graphs read from SPARQL."""
    groups = optional_groups(graph)
    if not groups:
        return {}
    required = {v for e in graph.edges if e.cls is EdgeClass.REL and not isinstance(e.instance, OptionalPredicate)
                for v in (e.source, e.target)}
    inner: dict[int, int] = {}
    for k, grp in enumerate(groups):
        for j in grp:
            for v in (graph.edges[j].source, graph.edges[j].target):
                if v not in required:
                    inner[v] = k
    agg_in: dict[int, list[Edge]] = {}
    for e in graph.edges:
        if e.cls is EdgeClass.AGG:
            agg_in.setdefault(e.target, []).append(e)

    def origin(v: int, depth: int = 0) -> set[int] | None:
        """The OPTIONALs whose variables ``v`` is computed from; None if anything else goes in."""
        inst = graph.vertices[v].instance
        if isinstance(inst, Coreference):
            v = inst.vertex
        if v in inner:
            return {inner[v]}
        if graph.vertices[v].cls is VertexClass.VAL:
            return set()
        ins = agg_in.get(v)
        if not ins or depth > 16 or any(e.instance not in _INNER_FUNCTIONS for e in ins):
            return None
        found: set[int] = set()
        for e in ins:
            sub = origin(e.source, depth + 1)
            if sub is None:
                return None
            found |= sub
        return found

    out: dict[int, int] = {}
    for j, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.CMP or not isinstance(e.instance, str) or e.instance.startswith(OR_PREFIX):
            continue
        if graph.vertices[e.source].segment != graph.vertices[e.target].segment:
            continue
        a = origin(e.source)
        b = set() if graph.vertices[e.target].cls in (VertexClass.VAL, VertexClass.ENT) else origin(e.target)
        if a is not None and b is not None and len(a | b) == 1:
            out[j] = next(iter(a | b))
    return out


# ---------------------------------------------------------------------------------------------
# Graphs
# ---------------------------------------------------------------------------------------------
@dataclass
class _Graph:
    vertices: list[Vertex] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    #: DISTINCT on the main projection (a graph-level projection modifier; see README).
    distinct: bool = False

    # -- building -----------------------------------------------------------------------------
    def add_vertex(self, cls: VertexClass | str, segment: int = 0, instance: Any = None, name: str | None = None) -> int:
        self.vertices.append(Vertex(VertexClass(cls), segment, instance, name))
        return len(self.vertices) - 1

    def add_edge(self, source: int, target: int, cls: EdgeClass | str, instance: Any = None) -> int:
        for v in (source, target):
            if not 0 <= v < len(self.vertices):
                raise QueryGraphError(f"edge endpoint {v} is not a vertex (graph has {len(self.vertices)})")
        self.edges.append(Edge(source, target, EdgeClass(cls), instance))
        return len(self.edges) - 1

    # -- queries ------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.vertices)

    def incident(self, v: int) -> list[int]:
        """Indices of the edges touching vertex ``v``."""
        return [i for i, e in enumerate(self.edges) if e.source == v or e.target == v]

    def degree(self, v: int) -> int:
        return len(self.incident(v))

    def neighbors(self, v: int) -> Iterator[tuple[int, int]]:
        """``(edge index, other vertex)`` for each edge at ``v``."""
        for i, e in enumerate(self.edges):
            if e.source == v:
                yield i, e.target
            elif e.target == v:
                yield i, e.source

    def answer_vertices(self, segment: int = 0) -> list[int]:
        """Ans vertices of ``segment`` in column order (column number, then index)."""
        ans = [i for i, v in enumerate(self.vertices) if v.cls is VertexClass.ANS and v.segment == segment]
        return sorted(ans, key=lambda i: (self.vertices[i].instance if isinstance(self.vertices[i].instance, int) else 1 << 30, i))

    @property
    def segments(self) -> list[int]:
        return sorted({v.segment for v in self.vertices})

    def segment_vertices(self, s: int) -> list[int]:
        return [i for i, v in enumerate(self.vertices) if v.segment == s]

    def is_tree(self) -> bool:
        """Weakly connected with |V| = |E| + 1 (Properties 2 and 4)."""
        n = len(self.vertices)
        if n == 0 or len(self.edges) != n - 1:
            return False
        seen = {0}
        stack = [0]
        adj: dict[int, list[int]] = {}
        for e in self.edges:
            adj.setdefault(e.source, []).append(e.target)
            adj.setdefault(e.target, []).append(e.source)
        while stack:
            for w in adj.get(stack.pop(), ()):
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return len(seen) == n

    def validate(self) -> None:
        """Raise :class:`QueryGraphError` unless the graph satisfies the grammar's invariants."""
        if not self.vertices:
            raise QueryGraphError("empty graph")
        if not any(v.cls is VertexClass.ANS for v in self.vertices):
            raise QueryGraphError("no Ans vertex")
        if not any(v.cls is VertexClass.ANS and v.segment == 0 for v in self.vertices):
            raise QueryGraphError("no Ans vertex in segment 0")
        for i, e in enumerate(self.edges):
            s, t = self.vertices[e.source], self.vertices[e.target]
            if e.source == e.target:
                raise QueryGraphError(f"edge {i} is a self-loop")
            if not edge_allowed(e.cls, s.cls, t.cls):
                raise QueryGraphError(f"edge {i}: {e.cls} cannot join {s.cls} -> {t.cls}")
            if s.segment != t.segment and e.cls not in CROSS_SEGMENT_EDGE_CLASSES:
                raise QueryGraphError(f"edge {i}: {e.cls} edges stay inside one segment ({s.segment} -> {t.segment})")
        for i, v in enumerate(self.vertices):
            if v.cls in (VertexClass.TYPE, VertexClass.VAL) and self.degree(i) != 1:
                raise QueryGraphError(f"{v.cls} vertex {i} must be a leaf (degree {self.degree(i)})")
            if isinstance(v.instance, Coreference):
                k = v.instance.vertex
                if v.cls is not VertexClass.VAR or not 0 <= k < len(self.vertices) or k == i:
                    raise QueryGraphError(f"vertex {i}: a co-reference is a Var naming another vertex")
                t = self.vertices[k]
                if t.cls not in _VARS or isinstance(t.instance, Coreference) or t.segment != v.segment:
                    raise QueryGraphError(f"vertex {i}: co-refers to {t.cls} v{k} (need a Var/Ans of its segment)")
                if self.degree(i) != 1:
                    raise QueryGraphError(f"co-referent vertex {i} must be a leaf")
        self._validate_operands()
        if len(self.edges) != len(self.vertices) - 1:
            raise QueryGraphError(
                f"|V| = {len(self.vertices)} but |E| = {len(self.edges)}: a query graph has |V| = |E| + 1 (Property 2/4)"
            )
        if not self.is_tree():
            raise QueryGraphError("the graph is not weakly connected")
        for seg in self.segments:
            members = set(self.segment_vertices(seg))
            start = next(iter(members))
            seen, stack = {start}, [start]
            while stack:
                x = stack.pop()
                for _, y in self.neighbors(x):
                    if y in members and y not in seen:
                        seen.add(y)
                        stack.append(y)
            if seen != members:
                raise QueryGraphError(f"segment {seg} is not connected: a segment is one sub-query (Property 1)")

    def _validate_operands(self) -> None:
        """Agg edges into one vertex: one, or an arithmetic operator and its ``OPERAND``; a Val
        or a cross-segment source only for operand edges (filled instances only)."""
        into: dict[int, list[Edge]] = {}
        for e in self.edges:
            if e.cls is EdgeClass.AGG:
                into.setdefault(e.target, []).append(e)
        for v, es in into.items():
            if len(es) > MAX_AGG_IN:
                raise QueryGraphError(f"vertex {v} is the target of {len(es)} Agg edges")
            insts = sorted(str(e.instance) for e in es if e.instance is not None)
            if len(es) == 2 and len(insts) == 2 and not (
                    OPERAND in insts and any(i in ARITHMETIC_OPS or i in CONCAT_AGGREGATES for i in insts)
                    or insts == ["ASK", "ASK"] and self.vertices[v].cls is VertexClass.ANS):
                raise QueryGraphError(f"vertex {v}: two Agg edges must be an arithmetic operator (or GROUP_CONCAT) "
                                      f"and {OPERAND}, or two ASK edges into the answer")
            if len(es) == 1 and es[0].instance in OPERAND_INSTANCES:
                raise QueryGraphError(f"vertex {v}: arithmetic needs two operands")
            for e in es:
                crosses = self.vertices[e.source].segment != self.vertices[e.target].segment
                if e.instance is not None and e.instance not in OPERAND_INSTANCES and (
                        crosses or self.vertices[e.source].cls is VertexClass.VAL):
                    raise QueryGraphError(f"Agg {e.instance} into v{v}: only an operand may be a constant or a sub-select's column")

    # -- serialisation ------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (the shape :mod:`kgqa.viz.adapt` draws)."""
        return {
            "distinct": self.distinct,
            "vertices": [
                {"id": i, "cls": v.cls.value, "segment": v.segment, "instance": _instance_json(v.instance), "name": v.name}
                for i, v in enumerate(self.vertices)
            ],
            "edges": [
                {"source": e.source, "target": e.target, "cls": e.cls.value, "instance": _instance_json(e.instance), "direction": "+"}
                for e in self.edges
            ],
        }

    def __str__(self) -> str:
        lines = [f"{type(self).__name__}(|V|={len(self.vertices)}, |E|={len(self.edges)}{', DISTINCT' if self.distinct else ''})"]
        for i, v in enumerate(self.vertices):
            inst = "" if v.instance is None else f" {_short(v.instance)}"
            lines.append(f"  v{i} {v.cls}({v.segment}){inst}{'  ?' + v.name if v.name else ''}")
        for i, e in enumerate(self.edges):
            inst = "" if e.instance is None else f" {_short(e.instance)}"
            lines.append(f"  e{i} v{e.source} -{e.cls}{inst}-> v{e.target}")
        return "\n".join(lines)


def _short(x: Any) -> str:
    if isinstance(x, PropertyPath):
        return path_to_sparql(x, short=True)
    if isinstance(x, (PredicateRole, OptionalPredicate)):
        return str(x)
    if isinstance(x, URIRef):
        s = str(x)
        return s.rsplit("/", 1)[-1] if s.startswith("http") else s
    if isinstance(x, Literal):
        return repr(str(x)) if x.datatype in (None, XSD.string) else str(x)
    return str(x)


def _instance_json(x: Any) -> Any:
    if x is None or isinstance(x, (int, str, bool, float)) and not isinstance(x, (URIRef, Literal)):
        return x
    if isinstance(x, URIRef):
        return str(x)
    if isinstance(x, Literal):
        return {"value": str(x), "datatype": str(x.datatype) if x.datatype else None, "lang": x.language}
    if isinstance(x, OrderSpec):
        return {"rank": x.rank, "limit": x.limit, "offset": x.offset}
    if isinstance(x, (PropertyPath, PredicateRole, OptionalPredicate)):
        return path_to_json(x)
    if isinstance(x, Coreference):
        return {"same_as": x.vertex}
    return str(x)


def _instance_from_json(cls: str, x: Any) -> Any:
    if x is None:
        return None
    if isinstance(x, dict) and "same_as" in x:
        return Coreference(int(x["same_as"]))
    if isinstance(x, dict) and "rank" in x:
        return OrderSpec(x["rank"], x.get("limit"), x.get("offset"))
    if isinstance(x, dict) and "value" in x:
        if x.get("lang"):
            return Literal(x["value"], lang=x["lang"])
        return Literal(x["value"], datatype=URIRef(x["datatype"]) if x.get("datatype") else None)
    if isinstance(x, dict) and ("path" in x or "role" in x or "optional" in x):
        return path_from_json(x)
    if cls in ("Ent", "Type", "Rel") and isinstance(x, str):
        return URIRef(x)
    return x


class QueryGraph(_Graph):
    """A query graph (Definition 1): an AQG whose slots hold instances (some may be unfilled)."""

    def abstract(self) -> "AbstractQueryGraph":
        """The AQG of this graph: same topology, classes and segments, no instances."""
        return AbstractQueryGraph(
            [Vertex(v.cls, v.segment) for v in self.vertices],
            [Edge(e.source, e.target, e.cls) for e in self.edges],
            self.distinct,
        )

    @property
    def is_complete(self) -> bool:
        """Every Ent/Type/Val vertex and every edge has an instance."""
        return all(v.is_filled for v in self.vertices) and all(e.is_filled for e in self.edges)

    def with_vertex_instance(self, v: int, instance: Any) -> "QueryGraph":
        g = self.copy()
        g.vertices[v] = replace(g.vertices[v], instance=instance)
        return g

    def with_edge_instance(self, e: int, instance: Any) -> "QueryGraph":
        g = self.copy()
        g.edges[e] = replace(g.edges[e], instance=instance)
        return g

    def copy(self) -> "QueryGraph":
        return QueryGraph(list(self.vertices), list(self.edges), self.distinct)

    def without(self, vertices: Iterable[int] = (), edges: Iterable[int] = ()) -> "QueryGraph":
        """This graph less ``vertices`` (with every edge at them) and ``edges``, the vertices
        left renumbered in their order."""
        drop_v, drop_e = set(vertices), set(edges)
        keep = [i for i in range(len(self.vertices)) if i not in drop_v]
        new_index = {old: new for new, old in enumerate(keep)}
        out = QueryGraph([self.vertices[i] for i in keep], [], self.distinct)
        for k, e in enumerate(self.edges):
            if k not in drop_e and e.source in new_index and e.target in new_index:
                out.edges.append(replace(e, source=new_index[e.source], target=new_index[e.target]))
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "QueryGraph":
        g = cls(distinct=bool(data.get("distinct")))
        for v in data["vertices"]:
            g.add_vertex(v["cls"], v.get("segment", 0), _instance_from_json(v["cls"], v.get("instance")), v.get("name"))
        for e in data["edges"]:
            src, dst = e["source"], e["target"]
            if e.get("direction", "+") == "-":
                src, dst = dst, src
            g.add_edge(src, dst, e["cls"], _instance_from_json(e["cls"], e.get("instance")))
        return g


class AbstractQueryGraph(_Graph):
    """An abstract query graph (Definition 2): classes and segments only."""

    def copy(self) -> "AbstractQueryGraph":
        return AbstractQueryGraph(list(self.vertices), list(self.edges), self.distinct)

    def instantiate(self, vertex_instances: Iterable[Any], edge_instances: Iterable[Any]) -> QueryGraph:
        """Fill every slot (in vertex, then edge order: eq. 2) and return the query graph."""
        vi, ei = list(vertex_instances), list(edge_instances)
        if len(vi) != len(self.vertices) or len(ei) != len(self.edges):
            raise QueryGraphError(
                f"need {len(self.vertices)} vertex and {len(self.edges)} edge instances, got {len(vi)} and {len(ei)}"
            )
        # built field by field, not with dataclasses.replace: a beam search materialises its
        # partial graphs tens of thousands of times a question, and replace reads the fields anew each time
        return QueryGraph(
            [Vertex(v.cls, v.segment, i, v.name) if type(v) is Vertex else replace(v, instance=i)
             for v, i in zip(self.vertices, vi)],
            [Edge(e.source, e.target, e.cls, i) if type(e) is Edge else replace(e, instance=i)
             for e, i in zip(self.edges, ei)],
            self.distinct,
        )

    def unfilled(self) -> QueryGraph:
        """The starting point of Filling: a query graph with every slot empty."""
        return QueryGraph(list(self.vertices), list(self.edges), self.distinct)
