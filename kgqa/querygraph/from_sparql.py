"""SPARQL -> query graph (HGNet section 2.2 and Appendix A, extended for Spider4SPARQL).

Each SELECT (the main query, each sub-select, each EXISTS pattern, each set-operation branch)
becomes a *segment*. Inside a segment:

* a triple pattern ``s p o`` is a Rel edge ``s -> o`` (``?x a :T``: Rel ``rdf:type`` into a Type
  vertex; a literal object is a Val vertex, an IRI an Ent vertex); repeated triples are merged;
* a FILTER comparison ``?x op v`` is a Cmp edge ``?x -> v``; ``a && b`` is two edges;
  ``a || b`` is a disjunction (Cmp instances with the ``|`` prefix); ``?x IN (?y)`` is ``=``,
  ``?x NOT IN (?y)`` ``!=``; ``CONTAINS(?x, "s")`` is Cmp ``CONTAINS``;
* an aggregate ``AGG(?x)`` is an Agg edge ``?x -> ?a`` into a new variable ``?a``
  (``COUNT(*)`` counts the segment's first subject variable, which is always bound);
* ``GROUP BY ?k`` is an Agg ``GROUP`` edge ``?k -> ?k'``; SELECT, HAVING and ORDER BY of a
  grouped segment see ``?k'``;
* HAVING comparisons are Cmp edges from aggregate/group variables;
* ``ORDER BY dir(e) LIMIT n OFFSET m`` is an Ord edge from ``e``'s vertex into a Val vertex
  holding ``OrderSpec(rank, n, m)``;
* projected variables of the main query are Ans vertices (instance: column number); SELECT
  DISTINCT sets ``QueryGraph.distinct``.

Between segments (one Cmp edge joins a segment to its parent, keeping the graph a tree):

* ``{SELECT ?y ...}`` joined into a group and used by ``FILTER(?x op ?y)``: Cmp ``op``;
  a projected variable shared with the enclosing pattern: Cmp ``=``;
* ``FILTER [NOT] EXISTS { {SELECT ?y ...} FILTER(?x IN (?y)) }``, ``MINUS { SELECT (?y AS ?x)
  ... }`` and ``FILTER [NOT] EXISTS { pattern }`` sharing one variable ``?x``: Cmp ``IN`` /
  ``NOT_IN`` (Appendix A.3 keeps EXISTS out of the graph; here the EXISTS *is* the question's
  negation, so it is an edge);
* ``SELECT ?c.. { {SELECT (.. AS ?c)..} UNION|MINUS {SELECT (.. AS ?c)..} }``: the first branch
  is merged into the main query (Appendix A.2), the second is a segment whose projected
  columns are Ans vertices; Cmp ``UNION``/``MINUS`` joins the two column-0 Ans vertices.

Anything else raises :class:`UnsupportedSparql` naming the construct (the coverage report's
failure histogram counts these).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from rdflib import BNode, Literal, URIRef, Variable
from rdflib.namespace import XSD

from kgqa.querygraph.canonical import canonical_root
from kgqa.querygraph.expressions import ARITHMETIC_BY_SYMBOL, OPERAND, fold_constant, function_name, is_string_call, string_op
from kgqa.querygraph.grammar import MAX_VERTICES
from kgqa.querygraph.model import (
    AGGREGATES,
    OR_ABLE_CMP,
    optional_filters,
    optional_groups,
    OR_PREFIX,
    RDF_TYPE,
    Coreference,
    EdgeClass,
    OrderSpec,
    QueryGraph,
    QueryGraphError,
    VertexClass,
)
from kgqa.querygraph.paths import OBJECT, SUBJECT, OptionalPredicate, PropertyPath, alternative, inverse, sequence, starts_with
from kgqa.querygraph.sparql_syntax import ParseCache, SparqlSyntaxError, UnsupportedSparql, in_scope, parse_sparql

_FLIP = {"=": "=", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}
_AGG_NAMES = {"COUNT", "SUM", "AVG", "MIN", "MAX", "GROUP_CONCAT", "SAMPLE"}
_NUMERIC = {XSD.integer, XSD.decimal, XSD.double, XSD.float}


def sparql_to_graph(text: str, prefixes: dict[str, str] | None = None, *, cache: ParseCache | None = None,
                    normalize_order: bool = True) -> QueryGraph:
    """Convert SPARQL text to a query graph.

    Raises :class:`SparqlSyntaxError` (with the position) for text that is not SPARQL 1.1 and
    :class:`UnsupportedSparql` for SPARQL outside the grammar. ``cache``: a :class:`ParseCache`
    to reuse parses. With ``normalize_order`` the graph is re-indexed in generation order
    (:func:`kgqa.querygraph.outline.normalize`).
    """
    tree = cache.parse(text, prefixes) if cache is not None else parse_sparql(text, prefixes)
    return tree_to_graph(tree, normalize_order=normalize_order)


def tree_to_graph(tree: dict, *, normalize_order: bool = True) -> QueryGraph:
    """Convert a parsed tree (:func:`kgqa.querygraph.sparql_syntax.parse_sparql`)."""
    g = _Converter().convert(tree)
    if len(g.vertices) > MAX_VERTICES:
        # the outline decoder stops at this many vertices: name the reason rather than let the
        # replay in normalize() fail on an illegal action
        raise UnsupportedSparql("too many vertices", f"{len(g.vertices)} vertices; the grammar's limit is {MAX_VERTICES}")
    if normalize_order:
        from kgqa.querygraph.outline import normalize

        g = normalize(g)
    return g


def query_features(tree: dict) -> set[str]:
    """Names of the SPARQL features a parsed query uses (for coverage breakdowns)."""
    feats: set[str] = set()

    def expr(e, where):
        if isinstance(e, tuple):
            kind = e[0]
            if kind == "agg":
                feats.add(f"agg:{e[1]}{'_DISTINCT' if e[2] else ''}" if e[1] != "COUNT" or e[3] != "*" else "agg:COUNT(*)")
            elif kind == "or":
                feats.add("filter:or")
            elif kind == "in":
                feats.add("filter:not_in" if e[3] else "filter:in")
            elif kind == "call":
                feats.add(f"filter:{e[1].lower()}")
            elif kind == "exists":
                feats.add("filter:not_exists" if e[1] else "filter:exists")
                group(e[2])
                return
            elif kind == "cmp" and where == "filter":
                feats.add("filter:cmp")
            elif kind in ("arith", "neg") and not (kind == "neg" and isinstance(e[1], Literal)):
                feats.add("arithmetic")
            for x in e[1:]:
                if isinstance(x, list):
                    for y in x:
                        expr(y, where)
                else:
                    expr(x, where)

    def group(gr):
        for part in gr[1]:
            k = part[0]
            if k == "filter":
                feats.add("filter")
                expr(part[1], "filter")
            elif k == "subselect":
                feats.add("subquery")
                query(part[1], top=False)
            elif k == "group":
                group(part)
            elif k == "union":
                feats.add("union")
                for b in part[1]:
                    group(b)
            elif k == "minus":
                feats.add("minus")
                group(part[1])
            elif k == "bgp":
                if any(isinstance(t, BNode) for triple in part[1] for t in triple):
                    feats.add("blank_node")
            elif k == "bind":
                feats.add(k)
                expr(part[1], "bind")
            elif k == "optional":
                feats.add(k)
                triples = _group_triples(part[1])
                if triples is None or len(triples) > 1:
                    feats.add("optional:group")
                group(part[1])

    def query(q, top=True):
        if q["form"] == "ASK":
            feats.add("ask")
        if top and q["modifier"] == "DISTINCT":
            feats.add("distinct")
        if q["group_by"]:
            feats.add("group_by")
        if q["having"]:
            feats.add("having")
        for e in q["having"]:
            expr(e, "having")
        if q["order_by"]:
            feats.add("order_by")
        for _, e in q["order_by"]:
            expr(e, "order")
        if q["limit"] is not None:
            feats.add("limit")
        if q["offset"] is not None:
            feats.add("offset")
        if q["projection"] is None:
            feats.add("select_*")
        else:
            if top and len(q["projection"]) > 1:
                feats.add("multi_column")
            for _, e in q["projection"]:
                if e is not None:
                    expr(e, "select")
        group(q["where"])

    query(tree)
    for note in tree.get("notes", ()):
        feats.add("virtuoso:projection_without_as" if note.startswith("projected expression") else "virtuoso:unbound_variable")
    return feats


# ---------------------------------------------------------------------------------------------
class _Scope:
    """Variables visible in one segment: the pattern's, those exported by joined sub-selects,
    and (for a grouped segment) the post-aggregation view."""

    def __init__(self, seg: int) -> None:
        self.seg = seg
        self.pattern: dict[Variable, int] = {}
        self.sub: dict[Variable, int] = {}
        self.post: dict[Variable, int] | None = None
        self.aggs: dict[tuple, int] = {}
        self.root: int | None = None
        self.seen_triples: set[tuple] = set()
        self.or_used = False
        #: (function, source vertex) -> computed vertex: one vertex per computed value
        self.computed: dict[tuple[str, int], int] = {}
        #: IRIs that are subjects somewhere in the segment -> their one vertex
        self.iri_vertices: dict[URIRef, int] = {}
        self.shared_iris: set[URIRef] = set()


class _Converter:
    def __init__(self) -> None:
        self.g = QueryGraph()
        self.n_segments = 0
        self._parent: list[int] = []  # union-find over vertices (cycle detection)
        # exported vertex of a SELECT DISTINCT sub-select with one column: joining it by
        # equality is a semi-join, i.e. an IN edge
        self._semijoin: set[int] = set()
        self._bnode_vars: set[Variable] = set()
        #: the Rel edges of each OPTIONAL read (checked against model.optional_groups), and the
        #: Cmp edges of the FILTERs inside them (against model.optional_filters)
        self._optionals: list[frozenset[int]] = []
        self._optional_cmps: set[int] = set()

    # -- graph building ---------------------------------------------------------------------
    def new_segment(self) -> int:
        self.n_segments += 1
        return self.n_segments - 1

    def vertex(self, cls: VertexClass, seg: int, instance: Any = None, name: str | None = None) -> int:
        self._parent.append(len(self._parent))
        return self.g.add_vertex(cls, seg, instance, name)

    def _find(self, v: int) -> int:
        while self._parent[v] != v:
            self._parent[v] = self._parent[self._parent[v]]
            v = self._parent[v]
        return v

    def edge(self, src: int, dst: int, cls: EdgeClass, instance: Any, *, corefer: tuple[str, ...] = ()) -> int:
        """Add an edge. One that would close a cycle is an error, unless ``corefer`` names the
        endpoints (``"source"``, ``"target"``, in order of preference) that may be replaced by a
        copy: an entity by a second vertex of the same IRI (a constant is the same term in any
        number of vertices), a variable by a co-referent Var (:class:`Coreference`)."""
        a, b = self._find(src), self._find(dst)
        if a == b:
            src, dst = self._break_cycle(src, dst, cls, instance, corefer)
            a, b = self._find(src), self._find(dst)
        self._parent[a] = b
        return self.g.add_edge(src, dst, cls, instance)

    def _break_cycle(self, src: int, dst: int, cls: EdgeClass, instance: Any, corefer: tuple[str, ...]) -> tuple[int, int]:
        ends = {"source": src, "target": dst}
        options = [ends[k] for k in corefer]
        for v in sorted(options, key=lambda v: self.g.vertices[v].cls is not VertexClass.ENT):
            vert = self.g.vertices[v]
            other = dst if v == src else src
            if vert.cls is VertexClass.ENT:
                copy = self.vertex(VertexClass.ENT, vert.segment, vert.instance)
            elif vert.cls in (VertexClass.VAR, VertexClass.ANS) and vert.segment == self.g.vertices[other].segment:
                k = vert.instance.vertex if isinstance(vert.instance, Coreference) else v
                copy = self.vertex(VertexClass.VAR, vert.segment, Coreference(k))
            else:
                continue
            return (copy, dst) if v == src else (src, copy)
        raise UnsupportedSparql("cycle", f"{cls} {instance} closes a cycle; query graphs are trees (Property 2)")

    # -- entry ----------------------------------------------------------------------------------
    def convert(self, q: dict) -> QueryGraph:
        q = _normalize_query(q)
        #: how often each variable occurs in the query (a UNION read as a path drops variables)
        self._uses = Counter(x for x in _walk_expr(list(q.values())) if isinstance(x, Variable))
        ask = _if_as_ask(q)
        if q["form"] == "ASK" or ask is not None:
            self._convert_ask(ask or q)
        elif (setop := self._set_operation(q)) is not None:
            self._convert_set_operation(q, *setop)
        else:
            seg = self.new_segment()
            cols = self.segment(q, seg)
            self._mark_answers(cols, seg)
            self.g.distinct = q["modifier"] == "DISTINCT"
        n = len(self.g.vertices)
        if len(self.g.edges) != n - 1:
            raise UnsupportedSparql("disconnected", "parts of the query share no variable (a cross product)")
        if sorted(map(sorted, self._optionals)) != sorted(map(sorted, optional_groups(self.g))):
            raise UnsupportedSparql("OPTIONAL", "two OPTIONAL groups meet at a variable only they bind, or two "
                                                "stars of optional triples at one variable: not one group each")
        if self._optional_cmps != set(optional_filters(self.g)):
            raise UnsupportedSparql("OPTIONAL", "a FILTER inside an OPTIONAL that its graph would place outside, "
                                                "or the other way round")
        self.g.validate()
        return self.g

    def _convert_ask(self, q: dict) -> None:
        """The paper's Agg ASK: ``<r ASK ?answer>``, ``r`` a variable or entity of the pattern
        chosen by :func:`~kgqa.querygraph.canonical.canonical_root` (so a grounded ``ASK { <a>
        <p> <b> }`` hangs from an entity). ``ASK { {SELECT
        (.. AS ?a)} {SELECT (.. AS ?b)} FILTER(?a > ?b) }`` (two sub-selects compared) merges the
        first sub-select into segment 0, as a set operation's first branch is (App. A.2)."""
        if q["group_by"] or q["having"] or q["order_by"]:
            raise UnsupportedSparql("ASK with solution modifiers")
        seg = self.new_segment()
        scope = _Scope(seg)
        parts = [("subselect", b) if p[0] == "group" and isinstance(b := self._branch(p), dict) else p
                 for p in q["where"][1]]
        subs = [p for p in parts if p[0] == "subselect"]
        if subs and all(p[0] in ("subselect", "filter") for p in parts):
            cols = self.segment(subs[0][1], seg)
            for var, v in cols:
                scope.pattern[var] = v
            scope.root = cols[0][1]
            rest = [p for p in parts if p is not subs[0]]
            self._walk(("group", rest), scope)
            root = scope.root
        else:
            self._walk(q["where"], scope)
            agg_targets = {e.target for e in self.g.edges if e.cls is EdgeClass.AGG}
            candidates = [v for v in self.g.segment_vertices(seg) if v not in agg_targets
                          and self.g.vertices[v].cls in (VertexClass.VAR, VertexClass.ENT)]
            if not candidates:
                raise UnsupportedSparql("ASK without a triple pattern")
            # Two facts that share no variable (``ASK { :A :p :B . :C :q :D }``): the answer
            # joins them, one ASK edge from each part's canonical root (a conjunction).
            parts: dict[int, list[int]] = {}
            for v in candidates:
                parts.setdefault(self._find(v), []).append(v)
            if len(parts) > 2:
                raise UnsupportedSparql("disconnected", f"ASK over {len(parts)} parts that share no variable (at most 2)")
            # Where the ASK edge hangs must not depend on how the pattern was written.
            roots = [canonical_root(self.g, part) for part in parts.values()]
            ans = self.vertex(VertexClass.ANS, seg, 0, "ask")
            for root in roots:
                self.edge(root, ans, EdgeClass.AGG, "ASK")
            return
        ans = self.vertex(VertexClass.ANS, seg, 0, "ask")
        self.edge(root, ans, EdgeClass.AGG, "ASK")

    def _mark_answers(self, cols: list[tuple[Variable, int]], seg: int) -> None:
        seen = set()
        for i, (_, v) in enumerate(cols):
            vert = self.g.vertices[v]
            if v in seen:
                raise UnsupportedSparql("repeated column", "the same value projected twice")
            if vert.cls is not VertexClass.VAR:
                raise UnsupportedSparql("projected constant", str(vert.cls))
            seen.add(v)
            self.g.vertices[v] = replace(vert, cls=VertexClass.ANS, instance=i)
        if not cols:
            raise UnsupportedSparql("empty projection")

    # -- set operations ---------------------------------------------------------------------------
    @staticmethod
    def _branch(g) -> Any:
        """A set-operation branch: a sub-select (possibly wrapped in a group) or a plain group."""
        parts = g[1] if g[0] == "group" else None
        if parts is not None and len(parts) == 1 and parts[0][0] == "subselect":
            return parts[0][1]
        if parts is not None and len(parts) == 1 and parts[0][0] == "group":
            return _Converter._branch(parts[0])
        return g

    def _set_operation(self, q: dict):
        parts = q["where"][1]
        if len(parts) == 1 and parts[0][0] == "union":
            if len(parts[0][1]) != 2:
                raise UnsupportedSparql("UNION of more than two branches")
            a, b = parts[0][1]
            return "UNION", self._branch(a), self._branch(b)
        if len(parts) == 2 and parts[1][0] == "minus" and parts[0][0] == "group":
            return "MINUS", self._branch(parts[0]), self._branch(parts[1][1])
        names = [v for v, e in q["projection"] or [] if e is None]
        if len(parts) == 2 and all(p[0] == "group" for p in parts) and q["projection"] and len(names) == len(q["projection"]):
            a, b = self._branch(parts[0]), self._branch(parts[1])
            if all(isinstance(x, dict) and x["projection"] and [v for v, _ in x["projection"]] == names for x in (a, b)):
                return "INTERSECT", a, b  # the join of two sub-selects on all their columns
        return self._intersect_by_filters(q)

    def _intersect_by_filters(self, q: dict):
        """``A . B . FILTER(?a1 IN (?b1)) . FILTER(?a2 IN (?b2))`` with the projection
        ``?a1 ?a2``: SQL INTERSECT of two multi-column selects, written as equalities between
        two row patterns. As equalities it is a cycle; as a set operation it is a tree."""
        if q["group_by"] or q["having"] or q["order_by"] or q["limit"] is not None or not q["projection"]:
            return None
        proj = [v for v, e in q["projection"]]
        if any(e is not None for _, e in q["projection"]) or len(proj) < 2:
            return None
        triples, conjuncts = [], []
        for p in q["where"][1]:
            if p[0] == "bgp":
                triples.extend(p[1])
            elif p[0] == "filter":
                conjuncts.extend(p[1][1] if isinstance(p[1], tuple) and p[1][0] == "and" else [p[1]])
            else:
                return None
        parent: dict = {}

        def find(x):
            while parent.setdefault(x, x) != x:
                x = parent[x]
            return x

        for s_, _, o in triples:
            if isinstance(s_, Variable):
                find(s_)
                if isinstance(o, Variable):
                    parent[find(o)] = find(s_)
        links, others = [], []
        for c in conjuncts:
            pair = None
            if isinstance(c, tuple) and c[0] == "in" and not c[3] and len(c[2]) == 1:
                pair = (c[1], c[2][0])
            elif isinstance(c, tuple) and c[0] == "cmp" and c[1] == "=":
                pair = (c[2], c[3])
            if pair and all(isinstance(x, Variable) and x in parent for x in pair) and find(pair[0]) != find(pair[1]):
                links.append(pair)
            else:
                others.append(c)
        if len(links) < 2:
            return None
        partner = {}
        for a, b in links:
            if a in proj and b not in proj:
                partner[a] = b
            elif b in proj and a not in proj:
                partner[b] = a
            else:
                return None
        if set(partner) != set(proj) or len({find(v) for v in proj}) != 1 or len({find(v) for v in partner.values()}) != 1:
            return None
        side_a, side_b = find(proj[0]), find(partner[proj[0]])

        def side(expr):
            found = set()

            def walk(x):
                if isinstance(x, Variable):
                    found.add(find(x) if x in parent else None)
                elif isinstance(x, (tuple, list)):
                    for y in x:
                        walk(y)
            walk(expr)
            return found

        groups = {side_a: ([], []), side_b: ([], [])}
        for t in triples:
            root = find(t[0]) if isinstance(t[0], Variable) else None
            if root not in groups:
                return None
            groups[root][0].append(t)
        for c in others:
            sides = side(c)
            if len(sides) != 1 or next(iter(sides)) not in groups:
                return None
            groups[next(iter(sides))][1].append(c)

        def select(root, projection):
            ts, fs = groups[root]
            return {"form": "SELECT", "modifier": None, "projection": projection,
                    "where": ("group", [("bgp", ts)] + [("filter", f) for f in fs]),
                    "group_by": [], "having": [], "order_by": [], "limit": None, "offset": None}

        return ("INTERSECT", select(side_a, [(v, None) for v in proj]),
                select(side_b, [(v, partner[v]) for v in proj]))

    def _convert_set_operation(self, q: dict, op: str, a: Any, b: Any) -> None:
        if q["group_by"] or q["having"] or q["order_by"] or q["limit"] is not None or q["offset"] is not None:
            raise UnsupportedSparql("modifiers on a set operation", "GROUP BY/HAVING/ORDER BY/LIMIT after UNION/MINUS")
        if q["projection"] is None or any(e is not None for _, e in q["projection"]):
            raise UnsupportedSparql("set operation projection", "project the branch columns by name")
        names = [v for v, _ in q["projection"]]
        cols = []
        for k, branch in enumerate((a, b)):
            seg = self.new_segment()
            if isinstance(branch, dict):
                exports = dict(self.segment(branch, seg))
            else:
                scope = _Scope(seg)
                self._walk(branch, scope)
                exports = dict(scope.pattern)
            missing = [n for n in names if n not in exports]
            if missing:
                raise UnsupportedSparql("set operation projection", f"branch {k} does not project {missing}")
            branch_cols = [(n, exports[n]) for n in names]
            self._mark_answers(branch_cols, seg)
            cols.append(branch_cols[0][1])
        self.edge(cols[0], cols[1], EdgeClass.CMP, op)
        self.g.distinct = q["modifier"] == "DISTINCT"

    # -- one SELECT -------------------------------------------------------------------------------
    def segment(self, q: dict, seg: int) -> list[tuple[Variable, int]]:
        """Build segment ``seg`` from a SELECT; return its projection as ``(name, vertex)``."""
        if q["form"] != "SELECT":
            raise UnsupportedSparql(q["form"])
        scope = _Scope(seg)
        self._walk(q["where"], scope)
        ordered = self._modifiers(q, scope)
        view = scope.post if scope.post is not None else {**scope.pattern, **scope.sub}
        cols: list[tuple[Variable, int]] = []
        if q["projection"] is None:
            if scope.post is not None:
                raise UnsupportedSparql("SELECT * with GROUP BY")
            if scope.sub and seg == 0:
                raise UnsupportedSparql("SELECT * over a sub-select", "a sub-select's column would be an answer column")
            cols = [(k, v) for k, v in list(scope.pattern.items()) + list(scope.sub.items()) if k not in self._bnode_vars]
        else:
            for var, e in q["projection"]:
                if e is None:
                    if var not in view:
                        if var in scope.pattern:
                            raise UnsupportedSparql("ungrouped projection", f"?{var} is neither grouped nor aggregated")
                        raise UnsupportedSparql("unbound variable", f"?{var} is projected but never bound")
                    cols.append((var, view[var]))
                else:
                    cols.append((var, self._value(e, scope, post=True)))
        if not ordered and (q["limit"] is not None or q["offset"] is not None) and cols:
            # LIMIT/OFFSET with no ORDER BY: an Ord NONE edge from the first column carries them.
            first = cols[0][1]
            if self.g.vertices[first].segment != seg or self.g.vertices[first].cls is not VertexClass.VAR:
                raise UnsupportedSparql("LIMIT without ORDER BY", "the first column is not a variable of this query")
            val = self.vertex(VertexClass.VAL, seg, OrderSpec(0, q["limit"], q["offset"]))
            self.edge(first, val, EdgeClass.ORD, "NONE")
        return cols

    def _modifiers(self, q: dict, scope: _Scope) -> bool:
        """GROUP BY, HAVING, ORDER BY .. LIMIT; returns whether an Ord edge holds the LIMIT."""
        aggregated = bool(q["group_by"]) or any(_has_agg(e) for _, e in (q["projection"] or []) if e is not None) \
            or bool(q["having"]) or any(_has_agg(e) for _, e in q["order_by"])
        group_by = list(q["group_by"])
        if aggregated and not group_by:
            # Virtuoso's dialect: aggregates next to plain projected variables (often only in
            # ORDER BY) group by those variables. SPARQL 1.1 says it with an explicit GROUP BY.
            group_by = [v for v, e in (q["projection"] or []) if e is None and v in scope.pattern]
        if aggregated:
            scope.post = {}
            for k in group_by:
                if not isinstance(k, Variable):
                    raise UnsupportedSparql("GROUP BY expression")
                if k not in scope.pattern:
                    raise UnsupportedSparql("unbound variable", f"GROUP BY ?{k}")
                if k in scope.post:
                    continue
                t = self.vertex(VertexClass.VAR, scope.seg, None, None)  # rendered as ?k itself
                self.edge(scope.pattern[k], t, EdgeClass.AGG, "GROUP")
                scope.post[k] = t
            # projected aggregates are visible under their alias (ORDER BY ?alias)
            for var, e in q["projection"] or []:
                if e is not None:
                    scope.post[var] = self._value(e, scope, post=True)
            for h in q["having"]:
                self._condition(h, scope, post=True)
        elif q["projection"]:
            for var, e in q["projection"]:
                if e is not None and not isinstance(e, Variable):
                    # A computed column (BIND's twin): visible to ORDER BY under its alias.
                    scope.pattern.setdefault(var, self._value(e, scope, post=False))
        if aggregated and not group_by and q["order_by"] and q["limit"] is not None and q["limit"] < 1:
            raise UnsupportedSparql("LIMIT 0")
        order_by = q["order_by"]
        if aggregated and not group_by and all(isinstance(e, Variable) and e not in scope.post for _, e in order_by):
            order_by = []  # ordering the single row of an ungrouped aggregate changes nothing
        order_by = [(d, e) for d, e in order_by if not (isinstance(e, Variable) and e not in scope.pattern
                    and e not in scope.sub and (scope.post is None or e not in scope.post) and q["limit"] is None)]
        for rank, (direction, e) in enumerate(order_by):
            v = self._value(e, scope, post=aggregated)
            if self.g.vertices[v].cls not in (VertexClass.VAR, VertexClass.ANS):
                raise UnsupportedSparql("ORDER BY constant")
            val = self.vertex(VertexClass.VAL, self.g.vertices[v].segment, OrderSpec(rank, q["limit"], q["offset"]))
            self.edge(v, val, EdgeClass.ORD, direction)
        return bool(order_by)

    # -- graph patterns ---------------------------------------------------------------------------
    def _walk(self, group: tuple, scope: _Scope) -> None:
        """One group: triples first, then what hangs off them (sub-selects, UNION branches,
        OPTIONAL/MINUS turned negation, BIND), then FILTERs, which may use all of these."""
        found = _Parts()
        self._collect(group, found)
        renames = _cycle_equalities(found)
        if renames:
            found = found.renamed(renames)
        scope.shared_iris |= {t[0] for t in found.triples if isinstance(t[0], URIRef)}
        for t in found.triples:
            self._triple(t, scope)
        for sub in found.subs:
            child = self.new_segment()
            exports = self.segment(sub, child)
            if sub["modifier"] == "DISTINCT" and len(exports) == 1:
                self._semijoin.add(exports[0][1])
            for var, v in exports:
                if var in scope.pattern:
                    self.edge(scope.pattern[var], v, EdgeClass.CMP, "IN" if v in self._semijoin else "=")
                else:
                    scope.sub[var] = v
        for branches in found.unions:
            self._union(branches, scope)
        filters = list(found.filters)
        for opt in found.optionals:
            # OPTIONAL { P } FILTER(!BOUND(?y)), ?y bound only in P: there is no P, i.e. NOT EXISTS.
            unbound = [f for f in filters if _is_not_bound(f) and f[1][2][0] in _variables(opt)]
            if unbound and not scope.pattern and not scope.sub and _single_triple(opt) is not None:
                # ``ASK { OPTIONAL { <a> :p ?d } FILTER(!BOUND(?d)) }``, nothing outside to join the
                # absence to: the optional attribute, and ``BOUND(?d) = false`` (kept in filters)
                self._optional(opt, scope)
            elif unbound:
                filters = [f for f in filters if not any(f is u for u in unbound)]
                self._exists(("exists", True, opt), scope)
            elif self._filtered_outside(opt, filters, scope):
                # ``OPTIONAL { P } FILTER(?n > 3)``, ``?n`` bound only in P: the FILTER fails where P
                # has no match, so only rows that match P are left: P is a required pattern
                self._walk(opt, scope)
            else:
                self._optional(opt, scope)
        for group_ in found.minus:
            # MINUS sharing variables with the pattern removes the solutions that match it.
            self._exists(("exists", True, group_), scope)
        for expr, var in found.binds:
            self._bind(expr, var, scope)
        for f in filters:
            self._condition(f, scope, post=False)

    def _collect(self, group: tuple, found: "_Parts") -> None:
        for part in group[1]:
            kind = part[0]
            if kind == "bgp":
                found.triples.extend(part[1])
            elif kind == "filter":
                f = part[1]
                found.filters.extend(f[1] if isinstance(f, tuple) and f[0] == "and" else [f])
            elif kind == "subselect":
                found.subs.append(part[1])
            elif kind == "group":
                self._collect(part, found)
            elif kind == "union":
                found.unions.append(part[1])
            elif kind == "minus":
                found.minus.append(part[1])
            elif kind == "optional":
                found.optionals.append(part[1])
            elif kind == "bind":
                found.binds.append((part[1], part[2]))
            elif kind == "values":
                # VALUES ?x { a b } over a pattern that binds ?x keeps the rows whose ?x is one of
                # them: the IN list (one value: the equality).
                var, terms = part[1], part[2]
                if not terms or any(not isinstance(t, (URIRef, Literal)) for t in terms):
                    raise UnsupportedSparql("VALUES", "with UNDEF or no rows")
                found.filters.append(("in", var, list(terms), False) if len(terms) > 1 else ("cmp", "=", var, terms[0]))
            else:
                raise UnsupportedSparql(kind)

    def _union(self, branches: list, scope: _Scope) -> None:
        """``{ A } UNION { B } ...`` inside a group: each branch is a segment sharing one variable
        ``?x`` with the enclosing pattern; Cmp UNION joins ``?x`` to the first branch's ``?x``,
        and each branch's ``?x`` to the next one's (so two UNIONs of one group stay apart).
        Branches that are chains of triples between the same two variables of the pattern
        (``{ ?c :location ?u } UNION { ?c :location ?l . ?l :country ?u }``, the middle
        variables used nowhere else) are the path ``?c :location|(:location/:country) ?u``."""
        path = self._union_as_chain_path(branches, scope)
        if path is not None:
            self._triple(path, scope)
            return
        prev = None
        shared_var = None
        for b in branches:
            child = self.new_segment()
            inner = _Scope(child)
            self._walk(b, inner)
            shared = [v for v in inner.pattern if v in scope.pattern or v in scope.sub]
            if len(shared) != 1 or (shared_var is not None and shared[0] != shared_var):
                raise UnsupportedSparql("UNION", f"a branch shares {len(shared)} variables with the pattern (need the same 1)")
            shared_var = shared[0]
            here = inner.pattern[shared_var]
            if self.g.vertices[here].cls is not VertexClass.VAR:
                raise UnsupportedSparql("UNION", "the shared variable is computed in a branch")
            if any(e.cls is EdgeClass.CMP and e.instance == "UNION" and e.source == here for e in self.g.edges):
                # the chain from ``here`` is this UNION's next branch; a nested one would read as it
                raise UnsupportedSparql("UNION", "a UNION nested in a branch at the shared variable")
            parent = self._lookup(shared_var, scope, post=False) if prev is None else prev
            self.edge(parent, here, EdgeClass.CMP, "UNION")
            prev = here

    def _union_as_chain_path(self, branches: list, scope: _Scope) -> tuple | None:
        triples = [_group_triples(b) for b in branches]
        if any(not t for t in triples):
            return None
        outer = [v for v in dict.fromkeys(x for ts in triples for t in ts for x in (t[0], t[2]))
                 if isinstance(v, Variable) and (v in scope.pattern or v in scope.sub)]
        if len(outer) != 2 or any(v in scope.sub for v in outer):
            return None
        counts = [Counter(x for t in ts for x in t if isinstance(x, Variable)) for ts in triples]
        total = Counter(x for ts in triples for t in ts for x in t if isinstance(x, Variable))

        def inner_ok(v: Variable) -> bool:
            # a middle variable of one branch, used nowhere else in the query
            return v not in outer and self._uses[v] == total[v] and sum(1 for c in counts if v in c) == 1

        paths = [_chain_path(ts, outer[0], outer[1], inner_ok) for ts in triples]
        if any(p is None for p in paths):
            return None
        return (outer[0], alternative(*paths), outer[1])

    def _bind(self, expr: Any, var: Variable, scope: _Scope) -> None:
        """``BIND(f(?x) AS ?y)``: ``?y`` is the computed vertex of ``f`` over ``?x`` (an Agg edge);
        if ``?y`` is already a pattern variable, the Agg edge ends there."""
        if var in scope.sub:
            raise UnsupportedSparql("BIND", f"?{var} is a sub-select's column")
        if isinstance(expr, Variable):
            if var in scope.pattern:
                raise UnsupportedSparql("BIND", "of a variable to a bound variable")
            scope.pattern[var] = self._lookup(expr, scope, post=False)
            return
        if not (isinstance(expr, tuple) and expr[0] in ("call", "arith", "neg")):
            raise UnsupportedSparql("BIND", f"of {_describe(expr)}")
        target = scope.pattern.get(var)
        v = self._value(expr, scope, post=False, target=target)
        scope.pattern[var] = v

    def _triple(self, t: tuple, scope: _Scope) -> None:
        s, p, o = t
        if isinstance(p, PropertyPath) and p.op == "inv" and isinstance(p.parts[0], URIRef):
            s, p, o = o, p.parts[0], s  # ?x ^p ?y is ?y p ?x
        s, o = self._bnode_variable(s), self._bnode_variable(o)
        if (s, p, o) in scope.seen_triples:
            return
        scope.seen_triples.add((s, p, o))
        if isinstance(s, Literal):
            raise UnsupportedSparql("literal subject")
        if isinstance(p, Variable):
            self._variable_predicate(s, p, o, scope)
            return
        if not isinstance(p, (URIRef, PropertyPath)):
            raise UnsupportedSparql("predicate", repr(p))
        sv = self._term_vertex(s, scope, VertexClass.ENT)
        if starts_with(p, RDF_TYPE) and isinstance(o, URIRef) and o not in scope.shared_iris:
            ov = self.vertex(VertexClass.TYPE, scope.seg, o)
        elif o == s and isinstance(o, URIRef):
            ov = self.vertex(VertexClass.ENT, scope.seg, o)  # <a> p <a>: a leaf, not a loop
        else:
            ov = self._term_vertex(o, scope, VertexClass.ENT)
        if scope.root is None and isinstance(s, Variable):
            scope.root = sv
        # two edges between the same terms (``<a> :p ?c ; :q ?c``): the second one ends in a copy
        self.edge(sv, ov, EdgeClass.REL, p, corefer=("target", "source"))

    def _bnode_variable(self, t: Any) -> Any:
        """A blank node in a pattern (``[] :p ?x``, ``?x :p [ :q ?y ]``) is a variable that is
        never projected (SPARQL 1.1 section 4.1.4): read as a fresh variable."""
        if not isinstance(t, BNode):
            return t
        var = Variable("bnode_" + "".join(c if c.isalnum() else "_" for c in str(t)))
        self._bnode_vars.add(var)
        return var

    @staticmethod
    def _filtered_outside(group: tuple, filters: list, scope: _Scope) -> bool:
        """Does a FILTER of the enclosing group compare a variable only ``group`` binds (a
        comparison or string test: false where the variable is unbound)?"""
        inner = in_scope(group) - set(scope.pattern) - set(scope.sub)
        return any(_fails_unbound(f) and _variables(f) & inner for f in filters)

    def _optional(self, group: tuple, scope: _Scope) -> None:
        """``OPTIONAL { P }``: each triple of ``P`` a Rel edge whose predicate is wrapped in
        :class:`OptionalPredicate`. One triple joins one bound variable or IRI to a new variable
        (an attribute that may be missing); several triples join the pattern at one variable and
        bind new ones (``?x :lair ?l . ?l :name ?n``). :func:`~kgqa.querygraph.model.optional_groups`
        regroups the edges when the graph is rendered; :meth:`convert` checks that it finds these."""
        parts = _optional_parts(group)
        if parts is None or not parts[0]:
            raise UnsupportedSparql("OPTIONAL", "only triple patterns and FILTERs inside OPTIONAL (a UNION, BIND "
                                                "or nested OPTIONAL there is not read)")
        triples, conditions = parts
        read = []
        for s, p, o in triples:
            if isinstance(p, PropertyPath) and p.op == "inv" and isinstance(p.parts[0], URIRef):
                s, p, o = o, p.parts[0], s
            t = (self._bnode_variable(s), p, self._bnode_variable(o))
            if t not in read:
                read.append(t)
        if any(not isinstance(p, (URIRef, PropertyPath)) or isinstance(s, Literal) for s, p, _ in read):
            raise UnsupportedSparql("OPTIONAL", "a variable predicate or a literal subject inside OPTIONAL")
        outside = [x for x in dict.fromkeys(x for s, _, o in read for x in (s, o))
                   if isinstance(x, Variable) and (x in scope.pattern or x in scope.sub)]
        if any(x in scope.sub for x in outside):
            raise UnsupportedSparql("OPTIONAL", "joined to a sub-select's column")
        if len(read) == 1:
            s, _, o = read[0]
            bound = [x for x in (s, o) if not isinstance(x, Variable) or x in scope.pattern]
            fresh = [x for x in (s, o) if isinstance(x, Variable) and x not in scope.pattern]
            if len(fresh) != 1 or len(bound) != 1 or not isinstance(bound[0], (Variable, URIRef)):
                raise UnsupportedSparql("OPTIONAL", "the triple must join one bound variable or IRI to one new variable")
        elif len(outside) != 1:
            raise UnsupportedSparql("OPTIONAL", f"the group shares {len(outside)} variables with the pattern (need 1)")
        scope.shared_iris |= {s for s, _, _ in read if isinstance(s, URIRef)}
        joined = scope.pattern[outside[0]] if len(read) > 1 else None
        at_joined = sum(1 for s, _, o in read if outside and outside[0] in (s, o))
        edges = []
        for s, p, o in read:
            sv = self._term_vertex(s, scope, VertexClass.ENT)
            ov = self.vertex(VertexClass.ENT, scope.seg, o) if o == s and isinstance(o, URIRef) else \
                self._term_vertex(o, scope, VertexClass.ENT)
            # several triples at the joined variable: a star, one group (model.optional_groups)
            star = at_joined > 1 and joined in (sv, ov)
            edges.append(self.edge(sv, ov, EdgeClass.REL, OptionalPredicate(p, star)))
        self._optionals.append(frozenset(edges))
        # FILTERs inside: comparisons of what only this OPTIONAL binds (model.optional_filters)
        inner = {x for s, _, o in read for x in (s, o) if isinstance(x, Variable)} - set(outside)
        for f in conditions:
            if not _fails_unbound(f) or not _variables(f) or not _variables(f) <= inner:
                raise UnsupportedSparql("OPTIONAL", f"a FILTER inside it ({_describe(f)}) must compare only "
                                                    "variables the OPTIONAL binds")
            before = len(self.g.edges)
            self._condition(f, scope, post=False)
            self._optional_cmps |= {j for j in range(before, len(self.g.edges)) if self.g.edges[j].cls is EdgeClass.CMP}

    def _variable_predicate(self, s: Any, p: Variable, o: Any, scope: _Scope) -> None:
        """``?s ?p ?o``: Rel ``?s -subject-> ?p -object-> ?o`` (:class:`~kgqa.querygraph.paths.PredicateRole`)."""
        if p in (s, o):
            raise UnsupportedSparql("variable predicate", "the predicate variable is also subject or object")
        sv = self._term_vertex(s, scope, VertexClass.ENT)
        pv = self._term_vertex(p, scope, VertexClass.ENT)
        if any(e.instance == SUBJECT and e.target == pv for e in self.g.edges):
            raise UnsupportedSparql("variable predicate", f"?{p} is the predicate of two triples")
        ov = self._term_vertex(o, scope, VertexClass.ENT)
        if scope.root is None and isinstance(s, Variable):
            scope.root = sv
        self.edge(sv, pv, EdgeClass.REL, SUBJECT)
        self.edge(pv, ov, EdgeClass.REL, OBJECT)

    def _term_vertex(self, t: Any, scope: _Scope, iri_cls: VertexClass) -> int:
        if isinstance(t, Variable):
            if t not in scope.pattern:
                if t in scope.sub:
                    raise UnsupportedSparql("sub-select variable reused in the pattern")
                scope.pattern[t] = self.vertex(VertexClass.VAR, scope.seg, None, str(t))
            return scope.pattern[t]
        if isinstance(t, URIRef):
            # An IRI that is a subject joins the triples that mention it (one vertex); an IRI
            # that is only ever an object is a leaf per triple, as a literal is.
            if t in scope.shared_iris:
                if t not in scope.iri_vertices:
                    scope.iri_vertices[t] = self.vertex(iri_cls, scope.seg, t)
                return scope.iri_vertices[t]
            return self.vertex(iri_cls, scope.seg, t)
        if isinstance(t, Literal):
            return self.vertex(VertexClass.VAL, scope.seg, t)
        raise UnsupportedSparql("term", repr(t))

    # -- expressions ------------------------------------------------------------------------------
    def _lookup(self, var: Variable, scope: _Scope, post: bool) -> int:
        if post and scope.post is not None:
            if var in scope.post:
                return scope.post[var]
            if var in scope.pattern:
                raise UnsupportedSparql("ungrouped variable", f"?{var} after GROUP BY")
        if var in scope.pattern:
            return scope.pattern[var]
        if var in scope.sub:
            return scope.sub[var]
        raise UnsupportedSparql("unbound variable", f"?{var}")

    def _value(self, e: Any, scope: _Scope, post: bool, target: int | None = None) -> int:
        """The vertex standing for a variable, an aggregate or a computed value."""
        if isinstance(e, Variable):
            return self._lookup(e, scope, post)
        if isinstance(e, tuple) and e[0] == "agg":
            if not post:
                raise UnsupportedSparql("aggregate in FILTER")
            return self._aggregate(e, scope)
        if isinstance(e, tuple) and e[0] == "call" and len(e[2]) == 1 and function_name(e[1]):
            return self._computed(function_name(e[1]), self._value(e[2][0], scope, post), scope, target)
        if isinstance(e, tuple) and (e[0] == "arith" and e[1] in ARITHMETIC_BY_SYMBOL or e[0] == "neg"):
            return self._arithmetic(e, scope, post, target)
        raise UnsupportedSparql("expression", _describe(e))

    def _arithmetic(self, e: tuple, scope: _Scope, post: bool, target: int | None = None) -> int:
        """``a op b``: a computed vertex with an Agg edge ``op`` from ``a`` and ``OPERAND`` from
        ``b``; a constant operand is a Val vertex, a sub-select's column an edge from its segment.
        ``-x`` is ``0 - x``. An operand the rest of the graph already reaches (``?w * ?h`` over
        one pattern, ``?x * ?x``) is a co-referent copy (the graph stays a tree)."""
        if target is not None:
            raise UnsupportedSparql("BIND", "of arithmetic to a variable that is already bound")
        key = ("arith", repr(e))
        if key in scope.computed:
            return scope.computed[key]
        if e[0] == "neg":
            name, a, b = "SUB", Literal(0), e[1]
        else:
            name, a, b = ARITHMETIC_BY_SYMBOL[e[1]], e[2], e[3]
        operands = []
        for x in (a, b):
            kind, v = self._operand(x, scope, post, scope.seg)
            if kind == "const":
                if not isinstance(v, Literal):
                    raise UnsupportedSparql("arithmetic", "on an IRI")
                v = self.vertex(VertexClass.VAL, scope.seg, v)
            operands.append(v)
        c = self.vertex(VertexClass.VAR, scope.seg, None, f"{name.lower()}_{len(self.g.vertices)}")
        for v, inst in zip(operands, (name, OPERAND)):
            self.edge(v, c, EdgeClass.AGG, inst, corefer=("source",))
        scope.computed[key] = c
        return c

    def _computed(self, name: str, source: int, scope: _Scope, target: int | None = None) -> int:
        """The vertex of ``name(source)``: an Agg edge from ``source`` into it (one per value)."""
        key = (name, source)
        if key in scope.computed and target is None:
            return scope.computed[key]
        if self.g.vertices[source].segment != scope.seg:
            raise UnsupportedSparql("function of a sub-select's column")
        if target is None:
            target = self.vertex(VertexClass.VAR, scope.seg, None, f"{name.split(':')[-1].lower()}_{len(self.g.vertices)}")
        elif any(e.cls is EdgeClass.AGG and e.target == target for e in self.g.edges):
            raise UnsupportedSparql("BIND", "of a variable that is already computed")
        self.edge(source, target, EdgeClass.AGG, name)
        scope.computed.setdefault(key, target)
        return target

    def _aggregate(self, e: tuple, scope: _Scope) -> int:
        _, name, distinct, arg = e[:4]
        separator = e[4] if len(e) > 4 else None
        if name not in _AGG_NAMES:
            raise UnsupportedSparql(f"aggregate {name}")
        if name in ("MIN", "MAX", "SAMPLE"):
            distinct = False
        key = (name, distinct, repr(arg), repr(separator))
        if key in scope.aggs:
            return scope.aggs[key]
        if arg == "*":
            if distinct:
                raise UnsupportedSparql("COUNT(DISTINCT *)")
            if scope.root is None:
                raise UnsupportedSparql("COUNT(*) without a triple pattern")
            src = scope.root
        elif isinstance(arg, Variable) or isinstance(arg, tuple) and arg[0] in ("call", "arith", "neg"):
            src = self._value(arg, scope, post=False)
            if self.g.vertices[src].segment != scope.seg:
                raise UnsupportedSparql("aggregate over a sub-select's column")
        else:
            raise UnsupportedSparql("aggregate of an expression", _describe(arg))
        if distinct and name not in ("COUNT", "SUM", "AVG", "GROUP_CONCAT"):
            raise UnsupportedSparql(f"aggregate {name}(DISTINCT ..)")
        inst = name + ("_DISTINCT" if distinct else "")
        t = self.vertex(VertexClass.VAR, scope.seg, None, f"{name.lower()}_{len(self.g.vertices)}")
        self.edge(src, t, EdgeClass.AGG, inst)
        if separator is not None:
            # GROUP_CONCAT(?x; separator=", "): the separator is a constant operand of the aggregate
            self.edge(self.vertex(VertexClass.VAL, scope.seg, separator), t, EdgeClass.AGG, OPERAND)
        scope.aggs[key] = t
        return t

    def _operand(self, e: Any, scope: _Scope, post: bool, seg: int) -> tuple[str, Any]:
        if isinstance(e, tuple) and e[0] == "neg" and isinstance(e[1], Literal) and e[1].datatype in _NUMERIC:
            lexical = str(e[1])
            return "const", Literal(lexical[1:] if lexical.startswith("-") else "-" + lexical, datatype=e[1].datatype)
        if isinstance(e, (Literal, URIRef)):
            return "const", e
        constant = _fold(e)
        if constant is not None:
            return "const", constant
        return "vertex", self._value(e, scope, post)

    def _condition(self, e: Any, scope: _Scope, post: bool) -> None:
        kind = e[0] if isinstance(e, tuple) else None
        if kind == "and":
            for x in e[1]:
                self._condition(x, scope, post)
            return
        if kind == "in" and len(e[2]) > 1:
            # ?x IN (a, b) is ?x = a || ?x = b; ?x NOT IN (a, b) is ?x != a && ?x != b.
            if e[3]:
                for x in e[2]:
                    self._comparison(("cmp", "!=", e[1], x), scope, post, disjunct=False)
                return
            e, kind = ("or", [("cmp", "=", e[1], x) for x in e[2]]), "or"
        if kind == "or":
            if scope.or_used:
                raise UnsupportedSparql("two disjunctions in one segment")
            scope.or_used = True
            for x in _flatten_or(e):
                if isinstance(x, tuple) and x[0] in ("and", "or"):
                    raise UnsupportedSparql("nested AND/OR", "a disjunction of conjunctions")
                self._comparison(x, scope, post, disjunct=True)
            return
        if kind == "exists":
            self._exists(e, scope)
            return
        self._comparison(e, scope, post, disjunct=False)

    def _comparison(self, e: Any, scope: _Scope, post: bool, disjunct: bool) -> None:
        if _is_not_bound(e):
            e = ("cmp", "=", e[1], Literal(False))  # !BOUND(?d): BOUND(?d) = false
        kind = e[0] if isinstance(e, tuple) else None
        if kind == "cmp":
            op, a, b = e[1], e[2], e[3]
        elif kind == "in":
            if len(e[2]) != 1:
                raise UnsupportedSparql("IN list", "IN with several values")
            op, a, b = ("!=" if e[3] else "="), e[1], e[2][0]
        elif kind == "call" and is_string_call(e[1]):
            args = e[2]
            op = string_op(e[1], args[2] if len(args) > 2 else None)
            if op is None:
                raise UnsupportedSparql("REGEX flags", str(args[2]))
            a, b = args[0], args[1]
            if not isinstance(b, Literal) and _fold(b) is None:
                raise UnsupportedSparql(f"{op} against a non-constant", _describe(b))
        elif kind == "exists":
            raise UnsupportedSparql("EXISTS inside OR")
        else:
            raise UnsupportedSparql("filter expression", _describe(e))
        ka, va = self._operand(a, scope, post, scope.seg)
        kb, vb = self._operand(b, scope, post, scope.seg)
        if ka == "const" and kb == "const":
            raise UnsupportedSparql("comparison of two constants")
        if ka == "const":
            if op not in _FLIP:
                raise UnsupportedSparql(f"{op} with a constant first")
            op, (ka, va), (kb, vb) = _FLIP[op], (kb, vb), (ka, va)
        if kb == "const":
            cls = VertexClass.ENT if isinstance(vb, URIRef) else VertexClass.VAL
            vb = self.vertex(cls, self.g.vertices[va].segment, vb)
        if op == "=" and not disjunct and self.g.vertices[va].segment != self.g.vertices[vb].segment:
            if vb in self._semijoin:
                op = "IN"
            elif va in self._semijoin:
                op, va, vb = "IN", vb, va
        if disjunct:
            if op not in OR_ABLE_CMP:
                raise UnsupportedSparql(f"{op} in a disjunction")
            op = OR_PREFIX + op
        # two values computed from one pattern compared (``COUNT(?a) > COUNT(?b)``, ``?a + ?b > ?c``):
        # the right one is a co-referent copy; a comparison of two plain columns stays a cycle
        computed = all(self._is_computed(x) for x in (va, vb))
        self.edge(va, vb, EdgeClass.CMP, op, corefer=("target",) if computed else ())

    def _is_computed(self, v: int) -> bool:
        return any(e.cls is EdgeClass.AGG and e.target == v and e.instance != "GROUP" for e in self.g.edges)

    def _exists(self, e: tuple, scope: _Scope) -> None:
        negated, group = e[1], e[2]
        op = "NOT_IN" if negated else "IN"
        parts = group[1]
        # Form 1: { {SELECT ?y ...} FILTER(?x IN (?y)) }  (or ?x = ?y)
        sub = None
        rest = []
        for p in parts:
            inner = self._branch(p) if p[0] == "group" else (p[1] if p[0] == "subselect" else None)
            if isinstance(inner, dict) and sub is None:
                sub = inner
            else:
                rest.append(p)
        if sub is not None and not rest:
            # Form 0: MINUS { SELECT (?y AS ?x) ... }, the sub-select naming its one column after
            # the outer variable it is subtracted from (what to_sparql writes for NOT IN)
            child = self.new_segment()
            exports = self.segment(sub, child)
            if len(exports) != 1 or not (exports[0][0] in scope.pattern or exports[0][0] in scope.sub):
                raise UnsupportedSparql("EXISTS form", "the sub-select must project one outer variable")
            x, vertex = exports[0]
            self.edge(self._lookup(x, scope, post=False), vertex, EdgeClass.CMP, op)
            return
        if sub is not None:
            if len(rest) != 1 or rest[0][0] != "filter":
                raise UnsupportedSparql("EXISTS form", "a sub-select needs exactly one FILTER linking it")
            f = rest[0][1]
            if f[0] == "in" and not f[3] and len(f[2]) == 1:
                x, y = f[1], f[2][0]
            elif f[0] == "cmp" and f[1] == "=":
                x, y = f[2], f[3]
            else:
                raise UnsupportedSparql("EXISTS form", f"linking filter {_describe(f)}")
            child = self.new_segment()
            exports = dict(self.segment(sub, child))
            if y not in exports and x in exports:
                x, y = y, x
            if y not in exports or not isinstance(x, Variable):
                raise UnsupportedSparql("EXISTS form", "the linking filter must compare an outer and a projected variable")
            self.edge(self._lookup(x, scope, post=False), exports[y], EdgeClass.CMP, op)
            return
        # Form 2: a plain pattern sharing exactly one variable with the enclosing query.
        child = self.new_segment()
        inner = _Scope(child)
        self._walk(group, inner)
        shared = [v for v in inner.pattern if v in scope.pattern or v in scope.sub]
        if len(shared) != 1:
            raise UnsupportedSparql("EXISTS form", f"the pattern shares {len(shared)} variables with the query (need 1)")
        x = shared[0]
        self.edge(self._lookup(x, scope, post=False), inner.pattern[x], EdgeClass.CMP, op)


# ---------------------------------------------------------------------------------------------
# Normalisations of the plain tree (exact rewrites, applied before conversion)
# ---------------------------------------------------------------------------------------------
@dataclass
class _Parts:
    """The parts of one group, by kind (nested plain groups flattened into it)."""

    triples: list = field(default_factory=list)
    filters: list = field(default_factory=list)
    subs: list = field(default_factory=list)
    unions: list = field(default_factory=list)
    minus: list = field(default_factory=list)
    optionals: list = field(default_factory=list)
    binds: list = field(default_factory=list)

    def renamed(self, renames: dict[Variable, Variable]) -> "_Parts":
        """The parts with variables renamed and the equalities that caused it dropped."""
        def equality_dropped(f) -> bool:
            return _as_variable_equality(f) is not None and _subst(f[2], renames) == _subst(f[3], renames)

        return _Parts(
            triples=_subst(self.triples, renames),
            filters=[_subst(f, renames) for f in self.filters if not equality_dropped(f)],
            subs=self.subs,
            unions=_subst(self.unions, renames),
            minus=_subst(self.minus, renames),
            optionals=_subst(self.optionals, renames),
            binds=_subst(self.binds, renames),
        )


def _subst(x: Any, renames: dict) -> Any:
    """Rename variables in a plain tree; sub-selects (dicts) keep their own scope."""
    if isinstance(x, Variable):
        return renames.get(x, x)
    if isinstance(x, tuple):
        return tuple(_subst(y, renames) for y in x)
    if isinstance(x, list):
        return [_subst(y, renames) for y in x]
    return x


def _as_variable_equality(f: Any) -> tuple[Variable, Variable] | None:
    if isinstance(f, tuple) and f[0] == "cmp" and f[1] == "=" and isinstance(f[2], Variable) and isinstance(f[3], Variable):
        return f[2], f[3]
    return None


def _cycle_equalities(found: _Parts) -> dict[Variable, Variable]:
    """``FILTER(?a = ?b)`` between two variables the triples already connect would close a
    cycle; it is read as the join it means (``?b`` renamed ``?a``): exact for IRIs and for
    literals of one datatype, which is what such filters compare (``?largest = ?capital``)."""
    parent: dict = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    subjects = {s for s, _, _ in found.triples}
    for s, _, o in found.triples:
        if isinstance(o, Variable) or (isinstance(o, URIRef) and o in subjects):
            parent[find(o)] = find(s)
    exported = {v for sub in found.subs for v, _ in (sub["projection"] or [])}
    renames: dict[Variable, Variable] = {}
    for f in found.filters:
        pair = _as_variable_equality(f)
        if pair is None or not all(v in parent for v in pair) or set(pair) & exported:
            continue
        a, b = (renames.get(v, v) for v in pair)
        if a != b and find(a) == find(b):
            renames[b] = a
            for k, v in list(renames.items()):
                if v == b:
                    renames[k] = a
    return renames


def _is_not_bound(f: Any) -> bool:
    return (isinstance(f, tuple) and f[0] == "not" and isinstance(f[1], tuple) and f[1][0] == "call"
            and f[1][1] == "BOUND" and len(f[1][2]) == 1 and isinstance(f[1][2][0], Variable))


def _variables(x: Any) -> set[Variable]:
    if isinstance(x, Variable):
        return {x}
    if isinstance(x, (tuple, list)):
        return set().union(*(_variables(y) for y in x)) if x else set()
    return set()


def _fold(e: Any) -> Literal | URIRef | None:
    """A function of a constant, evaluated (``xsd:date("2000-01-01")``, ``lcase("Foo")``)."""
    if isinstance(e, (Literal, URIRef)):
        return e
    if isinstance(e, tuple) and e[0] == "call" and len(e[2]) == 1 and function_name(e[1]):
        inner = _fold(e[2][0])
        return fold_constant(function_name(e[1]), inner) if inner is not None else None
    return None


def _normalize_query(q: dict) -> dict:
    return {**q, "where": _normalize_group(q["where"])}


def _normalize_group(g: tuple) -> tuple:
    """``{ ?s p1 ?o } UNION { ?s p2 ?o }`` is the path ``?s p1|p2 ?o`` (SPARQL defines the
    alternative path as that UNION), also when the branches share their other triples
    (``{ A . ?s p1 ?o } UNION { A . ?s p2 ?o }`` is ``A . ?s p1|p2 ?o``: a join distributes over
    a union, multiplicities included); everything else is kept."""
    parts = []
    for part in g[1]:
        kind = part[0]
        if kind == "union":
            branches = [_normalize_group(b) for b in part[1]]
            triple = _union_as_path(branches)
            if triple:
                parts.append(("bgp", [triple]))
            elif (factored := _factor_union(branches)) is not None:
                parts.append(factored)
            else:
                parts.append(("union", branches))
        elif kind == "group":
            parts.append(_normalize_group(part))
        elif kind in ("optional", "minus"):
            parts.append((kind, _normalize_group(part[1])))
        elif kind == "subselect":
            parts.append(("subselect", _normalize_query(part[1])))
        else:
            parts.append(part)
    return ("group", parts)


def _optional_parts(g: tuple) -> tuple[list[tuple], list] | None:
    """The triples and FILTER conjuncts of an OPTIONAL's group made of only those (nested plain
    groups of triples flattened); ``None`` if it holds anything else."""
    triples, filters = [], []
    for part in g[1]:
        if part[0] == "filter":
            f = part[1]
            filters.extend(f[1] if isinstance(f, tuple) and f[0] == "and" else [f])
            continue
        inner = _group_triples(("group", [part]))
        if inner is None:
            return None
        triples.extend(inner)
    return triples, filters


def _fails_unbound(f: Any) -> bool:
    """A FILTER conjunct that is false (an error) where a variable it reads is unbound: a
    comparison, ``[NOT] IN``, or a string test (not ``BOUND``, ``||``, ``COALESCE``, ``IF``)."""
    if not isinstance(f, tuple):
        return False
    if f[0] in ("cmp", "in"):
        return not any(isinstance(x, tuple) and x[0] == "call" and x[1] in ("BOUND", "COALESCE", "IF")
                       for x in _walk_expr(f))
    return f[0] == "call" and is_string_call(f[1])


def _walk_expr(e: Any):
    """Every node of a plain tree (sub-selects included)."""
    yield e
    if isinstance(e, dict):
        e = list(e.values())
    if isinstance(e, (tuple, list)):
        for x in e:
            yield from _walk_expr(x)


def _group_triples(g: tuple) -> list[tuple] | None:
    """The triples of a group made of triple patterns only (nested plain groups flattened);
    ``None`` if it holds anything else."""
    out = []
    for part in g[1]:
        if part[0] == "bgp":
            out.extend(part[1])
        elif part[0] == "group":
            inner = _group_triples(part)
            if inner is None:
                return None
            out.extend(inner)
        else:
            return None
    return out


def _single_triple(g: tuple) -> tuple | None:
    while g[0] == "group" and len(g[1]) == 1 and g[1][0][0] == "group":
        g = g[1][0]
    if g[0] == "group" and len(g[1]) == 1 and g[1][0][0] == "bgp" and len(g[1][0][1]) == 1:
        return g[1][0][1][0]
    return None


def _factor_union(branches: list) -> tuple | None:
    """``{ A . t1 } UNION { A . t2 }`` (triples only, ``t1``/``t2`` single triples between the
    same terms) as ``("bgp", A + [the path alternative of t1, t2])``; None otherwise."""
    triples = [_group_triples(b) for b in branches]
    if any(t is None or len(t) < 2 for t in triples):
        return None
    common = [t for t in dict.fromkeys(triples[0]) if all(t in ts for ts in triples[1:])]
    rest = [[t for t in ts if t not in common] for ts in triples]
    if not common or any(len(r) != 1 for r in rest):
        return None
    path = _union_as_path([("group", [("bgp", r)]) for r in rest])
    return ("bgp", common + [path]) if path else None


def _chain_path(triples: list[tuple], start: Any, end: Any, inner_ok) -> Any:
    """The sequence path from ``start`` to ``end`` through all of ``triples`` (a chain whose
    middle variables satisfy ``inner_ok``), e.g. ``loc/country``; None if they are not one."""
    left, here, steps = list(triples), start, []
    while left:
        nxt = [t for t in left if here in (t[0], t[2])]
        if len(nxt) != 1 or not isinstance(nxt[0][1], (URIRef, PropertyPath)):
            return None
        s, p, o = nxt[0]
        left.remove(nxt[0])
        steps.append(p if s == here else inverse(p))
        here = o if s == here else s
        if left and (here == end or not (isinstance(here, Variable) and inner_ok(here))):
            return None
    return sequence(*steps) if here == end and steps else None


def _union_as_path(branches: list) -> tuple | None:
    triples = [_single_triple(b) for b in branches]
    if any(t is None or not isinstance(t[1], (URIRef, PropertyPath)) for t in triples):
        return None
    s, _, o = triples[0]
    if s == o:
        return None
    preds = []
    for ts, tp, to in triples:
        if (ts, to) == (s, o):
            preds.append(tp)
        elif (ts, to) == (o, s):
            preds.append(inverse(tp))
        else:
            return None
    return (s, alternative(*preds), o)


_TRUE_WORDS = {"true", "yes", "1"}
_FALSE_WORDS = {"false", "no", "0"}


def _if_as_ask(q: dict) -> dict | None:
    """``SELECT (IF(cond, 'True', 'False') AS ?r) WHERE {..}``, a boolean question written as a
    SELECT, is ``ASK { .. FILTER(cond) }``."""
    if q["form"] != "SELECT" or not q["projection"] or len(q["projection"]) != 1:
        return None
    _, e = q["projection"][0]
    if not (isinstance(e, tuple) and e[0] == "call" and e[1] == "IF" and len(e[2]) == 3):
        return None
    cond, yes, no = e[2]
    if not (isinstance(yes, Literal) and isinstance(no, Literal)
            and str(yes).lower() in _TRUE_WORDS and str(no).lower() in _FALSE_WORDS):
        raise UnsupportedSparql("IF", "only IF(condition, true, false) is a boolean question")
    if q["order_by"] or q["having"]:
        raise UnsupportedSparql("IF", "with HAVING or ORDER BY")
    if _has_agg(cond) or q["group_by"]:
        # IF(COUNT(?a) > COUNT(?b), ..) over one pattern: is there a group for which the
        # condition holds, i.e. ASK { {SELECT (agg AS ?v) WHERE {..} GROUP BY .. HAVING(cond)} }
        first = _first_agg(cond)
        if first is None:
            raise UnsupportedSparql("IF", "over a grouped pattern without an aggregate")
        sub = {**q, "modifier": None, "projection": [(Variable("kgqa_if"), first)], "having": [cond]}
        return {**q, "form": "ASK", "modifier": None, "projection": None, "group_by": [],
                "where": ("group", [("subselect", sub)])}
    return {**q, "form": "ASK", "modifier": None, "projection": None,
            "where": ("group", list(q["where"][1]) + [("filter", cond)])}


def _first_agg(e) -> tuple | None:
    if isinstance(e, tuple):
        if e[0] == "agg":
            return e
        for x in e[1:]:
            for y in (x if isinstance(x, list) else [x]):
                found = _first_agg(y)
                if found is not None:
                    return found
    return None


def _flatten_or(e) -> list:
    out = []
    for x in e[1]:
        if isinstance(x, tuple) and x[0] == "or":
            out.extend(_flatten_or(x))
        else:
            out.append(x)
    return out


def _has_agg(e) -> bool:
    if isinstance(e, tuple):
        if e[0] == "agg":
            return True
        return any(_has_agg(x) for x in e[1:] if isinstance(x, (tuple, list))) or any(
            _has_agg(y) for x in e[1:] if isinstance(x, list) for y in x)
    return False


def _describe(e) -> str:
    if isinstance(e, tuple):
        return e[0] + (f":{e[1]}" if len(e) > 1 and isinstance(e[1], str) else "")
    return type(e).__name__


__all__ = ["sparql_to_graph", "tree_to_graph", "query_features", "SparqlSyntaxError", "UnsupportedSparql", "QueryGraphError"]
