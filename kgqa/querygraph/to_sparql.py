"""Query graph -> SPARQL: the SELECT/ASK a graph means, and the probe forms of execution guidance.

:func:`to_sparql` renders the inverse of :mod:`kgqa.querygraph.from_sparql`: segment 0 is the
main SELECT; a segment joined by a comparison is a sub-select in its parent's group with the
comparison as FILTER (HAVING when it involves the parent's aggregates); an ``IN``/``NOT_IN``
segment is ``{SELECT DISTINCT (?y AS ?x) ...}`` / ``MINUS {SELECT (?y AS ?x) ...}`` (an outer
expression: ``FILTER [NOT] EXISTS { {SELECT ?y ...} FILTER(expr = ?y) }``); a ``UNION``/``MINUS``
segment makes the main query ``{ SELECT .. } UNION|MINUS { SELECT .. }``. Every IRI and
literal goes through :func:`kgqa.kg.terms.term_to_sparql` (escaped by construction).

Partially filled graphs (Filling, Algorithm 1) render too: an unfilled Rel edge is a predicate
variable, an unfilled Ent/Type vertex a variable, a comparison or ordering with an unfilled
slot is left out, an unfilled aggregate is ``SAMPLE``.

:func:`to_probe` is the execution-guidance form: the *positive* pattern of the graph (the triple
patterns and value filters that any answer must match, without aggregation, ordering, negated
or union branches) with one slot as the variable ``?kgqa_slot``, for
``KnowledgeGraph.probe(pattern, slot, candidates)``; :func:`to_ask` is ``ASK { pattern }``.
"""

from __future__ import annotations

import operator
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from rdflib import Literal, URIRef

from kgqa.kg.terms import term_to_sparql
from kgqa.querygraph.expressions import (
    ARITHMETIC_OPS,
    ARITHMETIC_SYMBOL,
    OPERAND,
    STRING_OPS,
    VALUE_FUNCTIONS,
    function_to_sparql,
    string_op_to_sparql,
)
from kgqa.querygraph.model import (
    CONCAT_AGGREGATES,
    OR_PREFIX,
    Coreference,
    EdgeClass,
    OrderSpec,
    QueryGraph,
    QueryGraphError,
    VertexClass,
    _Graph,
    optional_filters,
    optional_groups,
)
from kgqa.querygraph.paths import OBJECT, SUBJECT, OptionalPredicate, PredicateRole, PropertyPath, path_to_sparql

SLOT_VARIABLE = "kgqa_slot"
_CMP_SYMBOL = {"=": "=", "!=": "!=", ">": ">", ">=": ">=", "<": "<", "<=": "<="}
_AGG_SPARQL = {
    "COUNT": ("COUNT", False), "SUM": ("SUM", False), "AVG": ("AVG", False), "MIN": ("MIN", False),
    "MAX": ("MAX", False), "COUNT_DISTINCT": ("COUNT", True), "SUM_DISTINCT": ("SUM", True),
    "AVG_DISTINCT": ("AVG", True), "ASK": ("COUNT", False), "SAMPLE": ("SAMPLE", False),
    "GROUP_CONCAT": ("GROUP_CONCAT", False), "GROUP_CONCAT_DISTINCT": ("GROUP_CONCAT", True),
}
_NAME_OK = re.compile(r"[^A-Za-z0-9_]")
_FUNCTIONS = frozenset(VALUE_FUNCTIONS)
_ARITHMETIC = frozenset(ARITHMETIC_OPS)
_COMPUTED = _FUNCTIONS | _ARITHMETIC
_SET_OPERATIONS = ("UNION", "MINUS", "INTERSECT")
_VARIABLE = re.compile(r"\?\w+")


def predicate_to_sparql(p: Any) -> str:
    """A Rel edge's instance: an IRI or a property path."""
    return path_to_sparql(p) if isinstance(p, PropertyPath) else term_to_sparql(p)


@dataclass(frozen=True)
class Probe:
    """A WHERE body mentioning ``?{slot}``: ask ``kg.probe(probe.pattern, probe.slot, candidates)``."""

    pattern: str
    slot: str = SLOT_VARIABLE

    def ask(self) -> str:
        return f"ASK {{ {self.pattern} }}"


# links that say "the same value" (between segments, or a Cmp edge in one): guidance joins on them
# (see _Renderer.join_equal_links)
_EQUALITY_LINKS = ("=", "IN", "INTERSECT")


class _Renderer:
    def __init__(self, g: _Graph, slot: tuple[str, int] | None = None) -> None:
        if not g.vertices:
            raise QueryGraphError("cannot render an empty graph")
        self.g = g
        self.slot = slot
        # positive_pattern's triples and FILTERs in order, while the pattern is flat (no UNION),
        # and each plain triple's (subject, predicate, object) terms (None for other atoms)
        self.atoms: list[str] | None = []
        self.atom_terms: list[tuple | None] = []
        self.names = self._names()
        self.agg_in: dict[int, int] = {}  # aggregate/group/operator target -> edge index
        self.operand_in: dict[int, int] = {}  # arithmetic value -> its OPERAND (right operand) edge
        for j, e in enumerate(g.edges):
            if e.cls is EdgeClass.AGG:
                if e.instance == "ASK" and e.target in self.agg_in and g.edges[self.agg_in[e.target]].instance == "ASK":
                    continue  # the second fact of a boolean answer over two (a conjunction, no value)
                if e.target in self.agg_in:
                    k = self.agg_in[e.target]
                    if e.target in self.operand_in:
                        raise QueryGraphError(f"vertex {e.target} is the target of three Agg edges")
                    if e.instance == OPERAND or e.instance is None:
                        self.operand_in[e.target] = j
                    elif g.edges[k].instance in (OPERAND, None):
                        self.agg_in[e.target], self.operand_in[e.target] = j, k
                    else:
                        raise QueryGraphError(f"vertex {e.target} is the target of two Agg edges")
                else:
                    self.agg_in[e.target] = j
        self.parent_edge: dict[int, int] = {}
        self.children: dict[int, list[int]] = defaultdict(list)
        self._segment_tree()
        #: Rel edge -> the edges of its OPTIONAL group (rendered once, at the group's first edge);
        #: Cmp edge -> the group whose FILTER it is (written inside that OPTIONAL)
        groups = optional_groups(g)
        self.optional_group: dict[int, list[int]] = {j: grp for grp in groups for j in grp}
        self.optional_filter: dict[int, list[int]] = {j: groups[k] for j, k in optional_filters(g).items()}
        # A UNION branch's copy of the shared variable is that variable (in-group UNION).
        self.alias: dict[int, int] = {}
        for c in self.parent_edge:
            if self.is_union_branch(c):
                u, w, _ = self.cross(c)
                self.alias[w] = u

    def join_equal_links(self) -> None:
        """For a probe's positive pattern: two variables that an equality links (a sub-query's
        column by ``=``, ``IN`` or ``INTERSECT``, or ``FILTER(?c = ?d)`` inside one segment) are
        written as one variable, so the store joins the two patterns on it.

        Otherwise the positive pattern is the cross product of the two patterns (a sub-query's
        link is left out of it, and a store evaluates a FILTER between two unjoined patterns as
        their cross product); with every unfilled relation a variable predicate, that product ran
        past its timeout and, as the store cannot stop a query, kept allocating (dev question 452
        of ``wta_1``: two abandoned probes grew the process by 0.5 GB a second, to 15 GB). The
        join is what the query itself asks (the same value on both sides), so the probe stays a
        necessary condition of the query having an answer. Links from or to an aggregate are
        left as they are (their values exist only after grouping)."""
        links = [self.cross(c) for c in self.parent_edge]
        links += [(e.source, e.target, e.instance) for e in self.g.edges if e.cls is EdgeClass.CMP
                  and self.g.vertices[e.source].segment == self.g.vertices[e.target].segment]
        variables = (VertexClass.ANS, VertexClass.VAR)
        for u, w, inst in links:
            if (inst in _EQUALITY_LINKS and w not in self.alias and self._root(u) != w
                    and self.g.vertices[u].cls in variables and self.g.vertices[w].cls in variables
                    and self.slot not in (("vertex", u), ("vertex", w))
                    and not self.is_post(u, self.g.vertices[u].segment)
                    and not self.is_post(w, self.g.vertices[w].segment)):
                self.alias[w] = u

    def _root(self, v: int) -> int:
        while v in self.alias:
            v = self.alias[v]
        return v

    # -- names and terms ----------------------------------------------------------------------
    def _names(self) -> list[str]:
        used: set[str] = set()
        names = []
        for i, v in enumerate(self.g.vertices):
            base = _NAME_OK.sub("_", v.name) if v.name else ""
            if not base or not (base[0].isalpha() or base[0] == "_"):
                base = f"v{i}" if not base else f"v_{base}"
            name = base
            k = 1
            while name.lower() in used or name == SLOT_VARIABLE:
                name = f"{base}_{k}"
                k += 1
            used.add(name.lower())
            names.append(name)
        return names

    def var(self, v: int) -> str:
        """The SPARQL variable of vertex ``v`` (a GROUP target is its key's variable, a UNION
        branch's copy of the shared variable is the shared variable)."""
        v = self._root(self._deref(v))
        j = self.agg_in.get(v)
        if j is not None and self.g.edges[j].instance == "GROUP":
            return self.var(self.g.edges[j].source)
        return "?" + self.names[v]

    def _deref(self, v: int) -> int:
        """The vertex a co-referent Var stands for (itself otherwise)."""
        inst = self.g.vertices[v].instance
        if isinstance(inst, Coreference) and 0 <= inst.vertex < len(self.g.vertices):
            return inst.vertex
        return v

    def computed_by(self, v: int) -> str | None:
        """The value function or arithmetic operator ``v`` is computed with (Agg edge into ``v``), if any."""
        j = self.agg_in.get(v)
        return self.g.edges[j].instance if j is not None and self.g.edges[j].instance in _COMPUTED else None

    def operands(self, v: int) -> list[int]:
        """What computed value ``v`` is computed from (its argument, or its two operands)."""
        out = [self.g.edges[self.agg_in[v]].source]
        if v in self.operand_in:
            out.append(self.g.edges[self.operand_in[v]].source)
        return out

    def needs_bind(self, v: int) -> bool:
        """A computed value is inlined as an expression where it is used, except where SPARQL
        needs a variable: in a triple pattern or as a GROUP BY key (then ``BIND(f(?x) AS ?v)``)."""
        if self.computed_by(v) is None or self.is_post(v, self.g.vertices[v].segment):
            return False
        same = {v} | {i for i, x in enumerate(self.g.vertices) if isinstance(x.instance, Coreference) and x.instance.vertex == v}
        return any((e.cls is EdgeClass.REL and (e.source in same or e.target in same))
                   or (e.cls is EdgeClass.AGG and e.source == v and e.instance == "GROUP") for e in self.g.edges)

    def is_union_branch(self, seg: int) -> bool:
        """Is ``seg`` a branch of a UNION inside its parent's group (not a set operation)?"""
        if seg not in self.parent_edge:
            return False
        _, w, inst = self.cross(seg)
        return inst == "UNION" and self.g.vertices[w].cls is VertexClass.VAR

    def union_chain(self, first: int) -> list[int]:
        """The branches of the in-group UNION whose first branch is ``first``."""
        chain = [first]
        while True:
            here = self.cross(chain[-1])[1]
            nxt = [c for c in self.children.get(chain[-1], []) if self.is_union_branch(c) and self.cross(c)[0] == here]
            if not nxt:
                return chain
            chain.append(nxt[0])

    def is_next_branch(self, seg: int) -> bool:
        """A branch hanging from the previous branch's shared variable (not the first one)."""
        if not self.is_union_branch(seg):
            return False
        u = self.cross(seg)[0]
        parent = self.g.vertices[u].segment
        return self.is_union_branch(parent) and self.cross(parent)[1] == u

    def node(self, v: int) -> str | None:
        """A vertex as a triple-pattern term; ``None`` if it cannot be one."""
        vert = self.g.vertices[v]
        if self.slot == ("vertex", v):
            return "?" + SLOT_VARIABLE
        if vert.cls in (VertexClass.ANS, VertexClass.VAR):
            return self.var(v)
        if vert.instance is None or isinstance(vert.instance, OrderSpec):
            return "?" + self.names[v]
        return term_to_sparql(vert.instance)


    def constant(self, v: int) -> str | None:
        vert = self.g.vertices[v]
        if self.slot == ("vertex", v):
            return "?" + SLOT_VARIABLE
        if vert.instance is None or isinstance(vert.instance, OrderSpec):
            return None
        return term_to_sparql(vert.instance)

    # -- structure ----------------------------------------------------------------------------
    def _segment_tree(self) -> None:
        g = self.g
        roots = g.answer_vertices(0) or [i for i, v in enumerate(g.vertices) if v.segment == 0]
        if not roots:
            raise QueryGraphError("segment 0 is empty")
        adj = defaultdict(list)
        for j, e in enumerate(g.edges):
            adj[e.source].append((j, e.target))
            adj[e.target].append((j, e.source))
        seen = {roots[0]}
        stack = [roots[0]]
        while stack:
            u = stack.pop()
            for j, w in adj[u]:
                if w in seen:
                    continue
                seen.add(w)
                stack.append(w)
                su, sw = g.vertices[u].segment, g.vertices[w].segment
                if su != sw:
                    if sw in self.parent_edge or sw == 0:
                        raise QueryGraphError(f"segment {sw} is joined to the rest of the graph more than once")
                    self.parent_edge[sw] = j
                    self.children[su].append(sw)
        if len(seen) != len(g.vertices):
            raise QueryGraphError("the graph is not connected")

    def cross(self, seg: int) -> tuple[int, int, Any]:
        """``(parent-side vertex, child-side vertex, instance)`` of the edge joining ``seg``."""
        e = self.g.edges[self.parent_edge[seg]]
        if self.g.vertices[e.target].segment == seg:
            return e.source, e.target, e.instance
        return e.target, e.source, e.instance

    def is_post(self, v: int, seg: int) -> bool:
        """Is ``v`` a value computed after grouping in ``seg`` (aggregate, group key, or a
        function of one)?"""
        v = self._deref(v)
        if self.g.vertices[v].segment != seg or v not in self.agg_in:
            return False
        e = self.g.edges[self.agg_in[v]]
        if e.instance in _COMPUTED or v in self.operand_in and e.instance not in CONCAT_AGGREGATES:
            return any(self.is_post(x, seg) for x in self.operands(v))
        return True

    def unused_aggregates(self, seg: int) -> list[int]:
        return [v for v, j in self.agg_in.items() if self.g.vertices[v].segment == seg
                and self.g.edges[j].instance not in ("GROUP", "ASK") and self.g.edges[j].instance not in _COMPUTED
                and sum(1 for e in self.g.edges if v in (e.source, e.target)) == 1 + (v in self.operand_in)]

    # -- expressions ----------------------------------------------------------------------------
    def expression(self, v: int, seg: int, bound: set[int] | frozenset[int] = frozenset()) -> str:
        """``f(x)`` for a computed vertex, its argument inlined unless it is in ``bound``."""
        e = self.g.edges[self.agg_in[v]]
        args = [self.var(x) if self._deref(x) in bound else self.value(x, seg) for x in self.operands(v)]
        if e.instance in _ARITHMETIC or v in self.operand_in:
            if len(args) != 2 or e.instance not in _ARITHMETIC:
                raise _Skip()
            return f"({args[0]} {ARITHMETIC_SYMBOL[e.instance]} {args[1]})"
        return function_to_sparql(e.instance, args[0])

    def value(self, v: int, seg: int) -> str:
        """Vertex ``v`` inside an expression of segment ``seg`` (aggregates and computed values inlined)."""
        v = self._deref(v)
        j = self.agg_in.get(v)
        if j is not None and self.g.vertices[v].segment == seg:
            e = self.g.edges[j]
            if e.instance == "GROUP":
                return self.var(e.source)
            if e.instance in CONCAT_AGGREGATES:
                arg = self.value(e.source, seg)
                sep = ""
                if v in self.operand_in:
                    c = self.constant(self.g.edges[self.operand_in[v]].source)
                    if c is None:
                        raise _Skip()
                    sep = f"; separator={c}"
                return f"GROUP_CONCAT({'DISTINCT ' if e.instance.endswith('_DISTINCT') else ''}{arg}{sep})"
            if e.instance in _COMPUTED or v in self.operand_in:
                return self.var(v) if self.needs_bind(v) else self.expression(v, seg)
            name, distinct = _AGG_SPARQL.get(e.instance, ("SAMPLE", False))
            return f"{name}({'DISTINCT ' if distinct else ''}{self.value(e.source, seg)})"
        if self.g.vertices[v].cls in (VertexClass.ANS, VertexClass.VAR):
            return self.var(v)
        c = self.constant(v)
        if c is None:
            raise _Skip()
        return c

    def comparison(self, j: int, seg: int, outer: bool = False) -> tuple[str, bool] | None:
        """``(text, is_having)`` of Cmp edge ``j`` rendered in ``seg``; ``None`` if unfilled.
        ``outer``: both operands are columns of sub-selects (compared by their variables)."""
        e = self.g.edges[j]
        if e.instance is None:
            return None
        op = e.instance[len(OR_PREFIX):] if e.instance.startswith(OR_PREFIX) else e.instance
        try:
            if outer:
                a, b = self.var(e.source), self.var(e.target)
            else:
                a, b = self.value(e.source, seg), self.value(e.target, seg)
        except _Skip:
            return None
        post = self.is_post(e.source, seg) or self.is_post(e.target, seg)
        if op in _CMP_SYMBOL:
            return f"{a} {op} {b}", post
        if op == "CONTAINS":
            return f"CONTAINS({a}, {b})", post
        if op in STRING_OPS:
            return string_op_to_sparql(op, a, b), post
        if op == "IN":
            return f"{a} = {b}", post
        raise QueryGraphError(f"comparison {op!r} cannot be rendered here")

    # -- segments -------------------------------------------------------------------------------
    def segment_edges(self, seg: int) -> list[int]:
        return [j for j, e in enumerate(self.g.edges) if self.g.vertices[e.source].segment == seg
                and self.g.vertices[e.target].segment == seg]

    def triple(self, j: int) -> str | None:
        """The triple pattern of Rel edge ``j``; a variable predicate's two role edges are one
        triple, written at its ``subject`` edge (``None`` for the ``object`` edge, or while the
        other half is missing)."""
        e = self.g.edges[j]
        if isinstance(e.instance, PredicateRole):
            if e.instance != SUBJECT:
                return None
            obj = [x for x in self.g.edges if x.instance == OBJECT and x.source == e.target]
            if not obj:
                return None
            return f"{self.node(e.source)} {self.var(e.target)} {self.node(obj[0].target)} ."
        if isinstance(e.instance, OptionalPredicate):
            group = self.optional_group.get(j, [j])
            if j != group[0]:
                return None  # written with its group's first edge
            inner = [f"{self.node(self.g.edges[k].source)} {predicate_to_sparql(self.g.edges[k].instance.predicate)} "
                     f"{self.node(self.g.edges[k].target)} ." for k in group]
            seg = self.g.vertices[e.source].segment
            for k, grp in self.optional_filter.items():
                rendered = self.comparison(k, seg) if grp is group else None
                if rendered is not None:
                    inner.append(f"FILTER({rendered[0]})")
            return f"OPTIONAL {{ {' '.join(inner)} }}"
        s, p, o = self.triple_terms(j)
        return f"{s} {p} {o} ."

    def triple_terms(self, j: int) -> tuple[str | None, str, str | None]:
        """Subject, predicate and object of plain Rel edge ``j`` (a relation, the slot, or a
        variable for an unfilled relation)."""
        e = self.g.edges[j]
        if self.slot == ("edge", j):
            p = "?" + SLOT_VARIABLE
        elif e.instance is None:
            p = f"?p{j}"
        else:
            p = predicate_to_sparql(e.instance)
        return self.node(e.source), p, self.node(e.target)

    def binds_any(self, e) -> bool:
        return self.needs_bind(e.source) or self.needs_bind(e.target)

    def binds(self, seg: int) -> list[str]:
        """``BIND(f(?x) AS ?v)`` for the computed values of ``seg`` that need a variable, each after
        what it is computed from."""
        out = []
        todo = [v for v in self.g.segment_vertices(seg) if self.needs_bind(v)]
        done: set[int] = set()
        while todo:
            progress = False
            for v in todo:
                if any(self._deref(x) in todo and self._deref(x) not in done for x in self.operands(v)):
                    continue
                try:
                    out.append(f"BIND({self.expression(v, seg, bound=done)} AS {self.var(v)})")
                except _Skip:
                    pass
                done.add(v)
                progress = True
            todo = [v for v in todo if v not in done]
            if not progress:
                raise QueryGraphError("computed values depend on each other in a cycle")
        return out

    def body(self, seg: int, outside: frozenset[int] = frozenset()) -> tuple[list[str], list[str]]:
        """``(where lines, having conditions)`` of segment ``seg``; child segments in ``outside``
        are left to the caller."""
        late: list[str] = []
        lines: list[str] = []
        filters: list[str] = []
        having: list[str] = []
        disjuncts: list[tuple[str, bool]] = []
        incomplete_or = False
        cmp_edges = []
        for j in self.segment_edges(seg):
            e = self.g.edges[j]
            if e.cls is EdgeClass.REL:
                triple = self.triple(j)
                if triple is not None:
                    optional = isinstance(e.instance, OptionalPredicate)
                    (late if optional or self.binds_any(e) else lines).append(triple)
            elif e.cls is EdgeClass.CMP and j not in self.optional_filter:
                cmp_edges.append(j)
        lines.extend(self.binds(seg))
        lines.extend(late)
        memberships: list[str] = []  # IN / NOT_IN: after every pattern that may bind the outer value
        for child in self.children.get(seg, []):
            u, w, inst = self.cross(child)
            if child in outside:
                continue
            if self.is_union_branch(child):
                if not self.is_next_branch(child):
                    lines.append(" UNION ".join(f"{{ {' '.join(self.body(b)[0])} }}" for b in self.union_chain(child)))
                continue
            if inst in _SET_OPERATIONS:
                continue  # rendered around the whole segment by select()
            if inst in ("IN", "NOT_IN"):
                memberships.append(self.membership(child, u, w, inst, seg))
            else:
                lines.append(f"{{ {self.select(child, [(w, None)], distinct=False)} }}")
                if self.g.edges[self.parent_edge[child]].cls is EdgeClass.CMP:
                    cmp_edges.append(self.parent_edge[child])  # (an operand edge is no comparison)
        lines.extend(memberships)
        for j in cmp_edges:
            e = self.g.edges[j]
            rendered = self.comparison(j, seg)
            is_or = e.instance is not None and e.instance.startswith(OR_PREFIX)
            if rendered is None:
                incomplete_or |= is_or
                continue
            if is_or:
                disjuncts.append(rendered)
            elif rendered[1]:
                having.append(rendered[0])
            else:
                filters.append(rendered[0])
        if disjuncts and not incomplete_or:
            text = " || ".join(f"({d})" for d, _ in disjuncts)
            (having if any(p for _, p in disjuncts) else filters).append(text)
        lines.extend(f"FILTER({f})" for f in filters)
        return lines, having

    def membership(self, child: int, u: int, w: int, inst: str, seg: int) -> str:
        """``?u IN`` / ``NOT IN`` segment ``child``'s column ``w``. An outer variable is joined
        with the sub-select's distinct values (IN) or has them subtracted (``MINUS``, NOT_IN):
        both evaluate the sub-select once. ``FILTER [NOT] EXISTS { {SELECT ?w ..} FILTER(?u = ?w) }``
        means the same, but a store evaluates it again for every outer solution: world_1's NOT IN
        queries ran past their 10 s timeout, where the ``MINUS`` takes milliseconds. That form
        stays for an outer value that is an expression (an aggregate), which a sub-select cannot
        be named as."""
        outer = self.value(u, seg)
        if _VARIABLE.fullmatch(outer):
            if inst == "IN":
                return f"{{ {self.select(child, [(w, outer)], distinct=True)} }}"
            return f"MINUS {{ {self.select(child, [(w, outer)], distinct=False)} }}"
        sub = self.select(child, [(w, None)], distinct=False)
        return f"FILTER {'NOT ' if inst == 'NOT_IN' else ''}EXISTS {{ {{ {sub} }} FILTER({outer} = {self.var(w)}) }}"

    def projection_item(self, v: int, seg: int, alias: str | None) -> str:
        j = self.agg_in.get(v)
        if j is not None and self.g.edges[j].instance != "GROUP" and not self.needs_bind(v):
            return f"({self.value(v, seg)} AS {alias or self.var(v)})"
        if alias and alias != self.var(v):
            return f"({self.var(v)} AS {alias})"
        return self.var(v)

    def modifiers(self, seg: int, having: list[str]) -> str:
        out = []
        # Keys of projected groups first, in column order: with ORDER BY .. LIMIT ties are broken
        # by group order, and Spider4SPARQL lists its keys as it projects them.
        group_edges = [j for j, e in enumerate(self.g.edges)
                       if e.cls is EdgeClass.AGG and e.instance == "GROUP" and self.g.vertices[e.source].segment == seg]

        def key_rank(j):
            t = self.g.vertices[self.g.edges[j].target]
            col = t.instance if t.cls is VertexClass.ANS and isinstance(t.instance, int) else 1 << 20
            return (col, j)

        keys = [self.g.edges[j].source for j in sorted(group_edges, key=key_rank)]
        if keys:
            out.append("GROUP BY " + " ".join(dict.fromkeys(self.var(k) for k in keys)))
        if having:
            out.append("HAVING(" + " && ".join(f"({h})" for h in having) + ")")
        orders = []
        for j, e in enumerate(self.g.edges):
            if e.cls is EdgeClass.ORD and self.g.vertices[e.source].segment == seg and e.instance is not None:
                spec = self.g.vertices[e.target].instance
                spec = spec if isinstance(spec, OrderSpec) else OrderSpec()
                try:
                    orders.append((spec, f"{e.instance}({self.value(e.source, seg)})"))
                except _Skip:
                    continue
        if orders:
            orders.sort(key=lambda x: x[0].rank)
            keys = [o for _, o in orders if not o.startswith("NONE(")]  # NONE: LIMIT/OFFSET only
            if keys:
                out.append("ORDER BY " + " ".join(keys))
            spec = orders[0][0]
            if spec.limit is not None:
                out.append(f"LIMIT {_count(spec.limit)}")
            if spec.offset:
                out.append(f"OFFSET {_count(spec.offset)}")
        return " ".join(out)

    def select(self, seg: int, columns: list[tuple[int, str | None]], distinct: bool) -> str:
        """``SELECT ... WHERE {...} modifiers`` for segment ``seg`` projecting ``columns``."""
        setop = [c for c in self.children.get(seg, []) if self.cross(c)[2] in _SET_OPERATIONS and not self.is_union_branch(c)]
        if setop:
            if len(setop) > 1:
                raise QueryGraphError(f"segment {seg} has two set operations")
            child = setop[0]
            _, _, op = self.cross(child)
            mine = self.g.answer_vertices(seg)
            theirs = self.g.answer_vertices(child)
            if len(mine) != len(theirs):
                raise QueryGraphError(f"{op} branches have {len(mine)} and {len(theirs)} columns")
            aliases = [self.var(v) for v in mine]
            left = self._plain_select(seg, [(v, a) for v, a in zip(mine, aliases)], False)
            right = self._plain_select(child, [(v, a) for v, a in zip(theirs, aliases)], False)
            # The main query projects the branch columns; ``columns`` name them.
            proj = " ".join(alias or self.var(v) for v, alias in columns)
            joiner = "" if op == "INTERSECT" else f"{op} "  # INTERSECT: join on the columns
            return (f"SELECT {'DISTINCT ' if distinct else ''}{proj} WHERE {{ {{ {left} }} {joiner}{{ {right} }} }}")
        return self._plain_select(seg, columns, distinct)

    def _plain_select(self, seg: int, columns: list[tuple[int, str | None]], distinct: bool,
                      outside: frozenset[int] = frozenset()) -> str:
        lines, having = self.body(seg, outside)
        if not lines:
            # ``{ SELECT ?v WHERE { } ORDER BY DESC(?v) LIMIT 1 }`` binds nothing: joined to the
            # rest it constrains nothing, and the answer would be every row; a whole query with
            # no pattern (``SELECT (COUNT(<X>) AS ?n) WHERE { }``) answers 1 whatever is asked
            raise QueryGraphError(f"segment {seg} has no pattern")
        if seg != 0 and all(self.g.vertices[v].cls is not VertexClass.ANS for v, _ in columns):
            # A sub-select's aggregate that nothing outside uses is still one of its columns.
            listed = {v for v, _ in columns}
            columns = columns + [(v, None) for v in self.unused_aggregates(seg) if v not in listed]
        proj = " ".join(self.projection_item(v, seg, a) for v, a in columns)
        mods = self.modifiers(seg, having)
        where = " ".join(lines)
        return f"SELECT {'DISTINCT ' if distinct else ''}{proj} WHERE {{ {where} }}{(' ' + mods) if mods else ''}"

    def ask(self, root: int) -> str:
        """``ASK { pattern }``; when the ASK hangs from an aggregate (two counts compared), the
        aggregated segment is a sub-select and the comparisons with the other sub-selects are
        FILTERs outside it: ``ASK { {SELECT (COUNT(..) AS ?a) ..} {SELECT (.. AS ?b) ..} FILTER(?a > ?b) }``."""
        if not self.is_post(root, 0):
            lines, _ = self.body(0)
            return f"ASK {{ {' '.join(lines)} }}"
        compared = [c for c in self.children.get(0, []) if self.cross(c)[2] not in ("IN", "NOT_IN", *_SET_OPERATIONS)
                    and not self.is_union_branch(c) and self.is_post(self.cross(c)[0], 0)]
        columns = [root] + [u for u in dict.fromkeys(self.cross(c)[0] for c in compared) if u != root]
        inner = self._plain_select(0, [(v, None) for v in columns], False, outside=frozenset(compared))
        parts = [f"{{ {inner} }}"]
        filters = []
        for c in compared:
            u, w, _ = self.cross(c)
            parts.append(f"{{ {self.select(c, [(w, None)], distinct=False)} }}")
            rendered = self.comparison(self.parent_edge[c], 0, outer=True)
            if rendered is not None:
                filters.append(f"FILTER({rendered[0]})")
        return f"ASK {{ {' '.join(parts + filters)} }}"

    # -- probes ---------------------------------------------------------------------------------
    def positive_pattern(self, seg: int = 0) -> str:
        """Triple patterns and value filters of ``seg`` and of the segments it requires."""
        lines = []
        for j in self.segment_edges(seg):
            e = self.g.edges[j]
            if e.cls is EdgeClass.REL:
                triple = self.triple(j)
                if triple is not None and not isinstance(e.instance, OptionalPredicate):
                    lines.append(triple)  # an optional attribute constrains nothing
                    self._record_atom(triple, None if isinstance(e.instance, PredicateRole) else self.triple_terms(j))
            elif e.cls is EdgeClass.CMP and e.instance is not None and not e.instance.startswith(OR_PREFIX):
                if self.is_post(e.source, seg) or self.is_post(e.target, seg) or j in self.optional_filter:
                    continue
                r = self.comparison(j, seg)
                if r is not None:
                    lines.append(f"FILTER({r[0]})")
                    self._record_atom(lines[-1])
        union = None
        for child in self.children.get(seg, []):
            u, w, inst = self.cross(child)
            if inst in ("NOT_IN", "MINUS"):
                continue
            if self.is_union_branch(child):
                self.atoms = None  # a UNION is not a flat list of atoms: the probe keeps it whole
                if not self.is_next_branch(child):
                    lines.append(" UNION ".join(f"{{ {self.positive_pattern(b)} }}" for b in self.union_chain(child)))
                continue
            if inst == "UNION":
                self.atoms = None
                union = child
                continue
            wj = self.agg_in.get(w)
            if wj is not None and self.g.edges[wj].instance in ("COUNT", "COUNT_DISTINCT", None):
                continue  # a COUNT sub-query has a row even when its pattern has no match
            lines.append(self.positive_pattern(child))
        text = " ".join(lines)
        if union is not None:
            text = f"{{ {text} }} UNION {{ {self.positive_pattern(union)} }}"
        return text

    def _record_atom(self, atom: str, terms: tuple | None = None) -> None:
        if self.atoms is not None:
            self.atoms.append(atom)
            self.atom_terms.append(terms)


_VARIABLE = re.compile(r"\?[A-Za-z_]\w*")


def _slot_component(atoms: list[str]) -> list[int]:
    """The atoms (triple patterns and FILTERs, in order) that the slot variable is joined to.

    Triple patterns that share a variable are joined; a FILTER joins nothing (a store evaluates
    a FILTER over two otherwise unjoined patterns as their cross product, then filters). The
    atoms of other components do not depend on the slot's candidate: leaving them out relaxes
    the probe only where one of them has no match at all, and keeps a store from enumerating
    their cross product with the slot's component (with unfilled relations as variable
    predicates, that product ran past the timeout and kept allocating memory after it). A
    FILTER is kept when every variable it reads is in the slot's component (a FILTER that reads
    the slot joins what it reads); an atom with no variable (a ground triple) is kept as it is."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    variables = [set(_VARIABLE.findall(a)) for a in atoms]
    for atom, names in zip(atoms, variables):
        # a FILTER on the slot itself (``?x > ?kgqa_slot``) is how the slot is constrained: it joins
        if not atom.startswith("FILTER") or "?" + SLOT_VARIABLE in names:
            names = sorted(names)
            for other in names[1:]:
                parent[find(other)] = find(names[0])
    slot = find("?" + SLOT_VARIABLE)
    kept = []
    for i, (atom, names) in enumerate(zip(atoms, variables)):
        joined = {find(n) == slot for n in names}
        if not names or (joined == {True} if atom.startswith("FILTER") else True in joined):
            kept.append(i)
    return kept


def _without_implied_edges(atoms: list[str], terms: list[tuple | None], kept: list[int]) -> list[int]:
    """``kept`` less the triple patterns that cannot change whether the pattern has a match.

    An unfilled edge to a vertex nothing else mentions is ``?s ?p ?o`` with ``?p`` and ``?o``
    in no other atom: it says only that ``?s`` has some outgoing triple, which another triple
    pattern with ``?s`` as its subject already says (likewise ``?s ?p ?o`` with ``?s`` and
    ``?p`` fresh, when ``?o`` is the object of another triple pattern). Dropping it leaves the
    probe's answer as it was, but not its cost: the store joins every outgoing triple of
    ``?s`` (on a 114k-triple KG behind Oxigraph one such probe went from 1.2 s to 0.11 s). One
    triple at a time, so two such edges never each stand for the other."""
    kept = list(kept)
    slot = "?" + SLOT_VARIABLE
    while True:
        count: dict[str, int] = defaultdict(int)
        for i in kept:
            for name in _VARIABLE.findall(atoms[i]):
                count[name] += 1

        def fresh(term: str | None) -> bool:
            return isinstance(term, str) and term.startswith("?") and term != slot and count[term] == 1

        for i in kept:
            t = terms[i]
            if t is None or not fresh(t[1]):
                continue
            s, _, o = t
            others = [terms[k] for k in kept if k != i and terms[k] is not None]
            if (fresh(o) and any(u[0] == s for u in others)) or (fresh(s) and any(u[2] == o for u in others)):
                kept.remove(i)
                break
        else:
            return kept


def _count(n: Any) -> int:
    """A LIMIT/OFFSET as SPARQL: an integer, never other text (an OrderSpec read from JSON could
    hold a string, which would otherwise be pasted into the query as it is)."""
    try:
        value = operator.index(n)
    except TypeError:
        raise QueryGraphError(f"LIMIT/OFFSET must be an integer, not {n!r}") from None
    if value < 0:
        raise QueryGraphError(f"LIMIT/OFFSET must not be negative: {value}")
    return value


class _Skip(Exception):
    """An operand has no instance yet: leave the constraint out."""


def to_sparql(graph: _Graph) -> str:
    """The SPARQL query of a (possibly partially filled) query graph."""
    r = _Renderer(graph)
    ans = graph.answer_vertices(0)
    if not ans:
        raise QueryGraphError("no Ans vertex in segment 0")
    ask = [e for e in graph.edges if e.cls is EdgeClass.AGG and e.instance == "ASK" and e.target in ans]
    try:
        if ask:
            return r.ask(ask[0].source)
        return r.select(0, [(v, None) for v in ans], graph.distinct)
    except _Skip:
        # a projected computed value whose operands cannot make the expression (a decoder's
        # graph with an operator that takes two operands given one): no query, a clear error
        raise QueryGraphError("a projected computed value has no renderable expression") from None


def _slot(slot: Any) -> tuple[str, int]:
    if isinstance(slot, tuple) and len(slot) == 2 and slot[0] in ("vertex", "edge"):
        return slot[0], int(slot[1])
    if isinstance(slot, int):
        return "edge", slot
    raise QueryGraphError(f"a slot is ('vertex', i), ('edge', j) or an edge index, not {slot!r}")


def to_probe(graph: _Graph, slot: Any) -> Probe:
    """Execution-guidance probe for one slot: the positive pattern with the slot as ``?kgqa_slot``.

    ``slot``: ``("edge", j)`` for a Rel edge (the relation to choose), ``("vertex", i)`` for an
    Ent/Type/Val vertex, or a bare edge index. Slots that cannot be a SPARQL variable (Cmp,
    Ord and Agg edges) raise :class:`QueryGraphError`; check those candidates with
    :func:`to_ask` on the filled graph instead.
    """
    kind, i = _slot(slot)
    if kind == "edge":
        if not 0 <= i < len(graph.edges):
            raise QueryGraphError(f"no edge {i}")
        if graph.edges[i].cls is not EdgeClass.REL:
            raise QueryGraphError(f"edge {i} is {graph.edges[i].cls}: only Rel edges are probed with a variable")
    else:
        if not 0 <= i < len(graph.vertices):
            raise QueryGraphError(f"no vertex {i}")
        if graph.vertices[i].cls not in (VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL):
            raise QueryGraphError(f"vertex {i} is {graph.vertices[i].cls}: not a slot")
    r = _Renderer(graph, slot=(kind, i))
    r.join_equal_links()
    pattern = r.positive_pattern(0)
    if f"?{SLOT_VARIABLE}" not in pattern:
        raise QueryGraphError(f"slot {kind} {i} is not part of the positive pattern (negated, aggregated or ordered)")
    if r.atoms is not None:
        kept = _without_implied_edges(r.atoms, r.atom_terms, _slot_component(r.atoms))
        pattern = " ".join(r.atoms[i] for i in kept)
    return Probe(pattern)


def to_ask(graph: _Graph, *, join_equalities: bool = False) -> str:
    """``ASK { positive pattern }`` of a (partially filled) graph: can it have an answer at all?

    ``join_equalities``: for guidance, write variables an equality links as one
    (:meth:`_Renderer.join_equal_links`); without it the query is the graph as written (the
    answer query of a yes/no question)."""
    r = _Renderer(graph)
    if join_equalities:
        r.join_equal_links()
    return f"ASK {{ {r.positive_pattern(0)} }}"


__all__ = ["Probe", "SLOT_VARIABLE", "to_ask", "to_probe", "to_sparql"]
