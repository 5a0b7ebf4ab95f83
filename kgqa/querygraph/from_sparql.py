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
* ``FILTER [NOT] EXISTS { {SELECT ?y ...} FILTER(?x IN (?y)) }`` and ``FILTER [NOT] EXISTS
  { pattern }`` sharing one variable ``?x``: Cmp ``IN`` / ``NOT_IN`` (Appendix A.3 keeps EXISTS
  out of the graph; here the EXISTS *is* the question's negation, so it is an edge);
* ``SELECT ?c.. { {SELECT (.. AS ?c)..} UNION|MINUS {SELECT (.. AS ?c)..} }``: the first branch
  is merged into the main query (Appendix A.2), the second is a segment whose projected
  columns are Ans vertices; Cmp ``UNION``/``MINUS`` joins the two column-0 Ans vertices.

Anything else raises :class:`UnsupportedSparql` naming the construct (the coverage report's
failure histogram counts these).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rdflib import BNode, Literal, URIRef, Variable
from rdflib.namespace import XSD

from kgqa.querygraph.model import (
    OR_ABLE_CMP,
    OR_PREFIX,
    RDF_TYPE,
    EdgeClass,
    OrderSpec,
    QueryGraph,
    QueryGraphError,
    VertexClass,
)
from kgqa.querygraph.sparql_syntax import ParseCache, SparqlSyntaxError, UnsupportedSparql, parse_sparql

_FLIP = {"=": "=", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}
_AGG_NAMES = {"COUNT", "SUM", "AVG", "MIN", "MAX"}
_NUMERIC = {XSD.integer, XSD.decimal, XSD.double, XSD.float}


def sparql_to_graph(text: str, prefixes: dict[str, str] | None = None, *, cache: ParseCache | None = None,
                    normalize_order: bool = True) -> QueryGraph:
    """Convert SPARQL text to a query graph.

    Raises :class:`SparqlSyntaxError` (with the position) for text that is not SPARQL 1.1 and
    :class:`UnsupportedSparql` for SPARQL outside the grammar. ``cache``: a :class:`ParseCache`
    to reuse parses. With ``normalize_order`` the graph is re-indexed in generation order
    (:func:`kgqa.querygraph.actions.normalize`).
    """
    tree = cache.parse(text, prefixes) if cache is not None else parse_sparql(text, prefixes)
    return tree_to_graph(tree, normalize_order=normalize_order)


def tree_to_graph(tree: dict, *, normalize_order: bool = True) -> QueryGraph:
    """Convert a parsed tree (:func:`kgqa.querygraph.sparql_syntax.parse_sparql`)."""
    g = _Converter().convert(tree)
    if normalize_order:
        from kgqa.querygraph.actions import normalize

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
            elif k in ("optional", "bind"):
                feats.add(k)

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


class _Converter:
    def __init__(self) -> None:
        self.g = QueryGraph()
        self.n_segments = 0
        self._parent: list[int] = []  # union-find over vertices (cycle detection)
        # exported vertex of a SELECT DISTINCT sub-select with one column: joining it by
        # equality is a semi-join, i.e. an IN edge
        self._semijoin: set[int] = set()

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

    def edge(self, src: int, dst: int, cls: EdgeClass, instance: Any) -> int:
        a, b = self._find(src), self._find(dst)
        if a == b:
            raise UnsupportedSparql("cycle", f"{cls} {instance} closes a cycle; query graphs are trees (Property 2)")
        self._parent[a] = b
        return self.g.add_edge(src, dst, cls, instance)

    # -- entry ----------------------------------------------------------------------------------
    def convert(self, q: dict) -> QueryGraph:
        if q["form"] == "ASK":
            # The paper's Agg ASK: <?x ASK ?x'>, ?x' the boolean answer; ?x the pattern's root.
            seg = self.new_segment()
            scope = _Scope(seg)
            self._walk(q["where"], scope)
            if scope.root is None:
                raise UnsupportedSparql("ASK without a triple pattern")
            ans = self.vertex(VertexClass.ANS, seg, 0, "ask")
            self.edge(scope.root, ans, EdgeClass.AGG, "ASK")
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
        self.g.validate()
        return self.g

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
        for p in parts:
            if p[0] in ("union", "minus"):
                raise UnsupportedSparql(p[0].upper(), "only as a set operation between two branches of the main query")
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
        self._modifiers(q, scope)
        view = scope.post if scope.post is not None else {**scope.pattern, **scope.sub}
        cols: list[tuple[Variable, int]] = []
        if q["projection"] is None:
            if scope.post is not None:
                raise UnsupportedSparql("SELECT * with GROUP BY")
            if scope.sub and seg == 0:
                raise UnsupportedSparql("SELECT * over a sub-select", "a sub-select's column would be an answer column")
            return list(scope.pattern.items()) + list(scope.sub.items())
        for var, e in q["projection"]:
            if e is None:
                if var not in view:
                    if var in scope.pattern:
                        raise UnsupportedSparql("ungrouped projection", f"?{var} is neither grouped nor aggregated")
                    raise UnsupportedSparql("unbound variable", f"?{var} is projected but never bound")
                cols.append((var, view[var]))
            else:
                cols.append((var, self._value(e, scope, post=True)))
        return cols

    def _modifiers(self, q: dict, scope: _Scope) -> None:
        aggregated = bool(q["group_by"]) or any(_has_agg(e) for _, e in (q["projection"] or []) if e is not None) \
            or bool(q["having"]) or any(_has_agg(e) for _, e in q["order_by"])
        if aggregated:
            scope.post = {}
            for k in q["group_by"]:
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
                    raise UnsupportedSparql("projected expression", "only variables, aliases and aggregates are projected")
        if q["limit"] is not None and not q["order_by"]:
            raise UnsupportedSparql("LIMIT without ORDER BY")
        if aggregated and not q["group_by"] and q["order_by"] and q["limit"] is not None and q["limit"] < 1:
            raise UnsupportedSparql("LIMIT 0")
        order_by = q["order_by"]
        if aggregated and not q["group_by"] and all(isinstance(e, Variable) and e not in scope.post for _, e in order_by):
            order_by = []  # ordering the single row of an ungrouped aggregate changes nothing
        order_by = [(d, e) for d, e in order_by if not (isinstance(e, Variable) and e not in scope.pattern
                    and e not in scope.sub and (scope.post is None or e not in scope.post) and q["limit"] is None)]
        for rank, (direction, e) in enumerate(order_by):
            v = self._value(e, scope, post=aggregated)
            if self.g.vertices[v].cls not in (VertexClass.VAR, VertexClass.ANS):
                raise UnsupportedSparql("ORDER BY constant")
            val = self.vertex(VertexClass.VAL, self.g.vertices[v].segment, OrderSpec(rank, q["limit"], q["offset"]))
            self.edge(v, val, EdgeClass.ORD, direction)

    # -- graph patterns ---------------------------------------------------------------------------
    def _walk(self, group: tuple, scope: _Scope) -> None:
        filters: list = []
        subs: list[dict] = []
        self._collect(group, scope, filters, subs)
        for sub in subs:
            child = self.new_segment()
            exports = self.segment(sub, child)
            if sub["modifier"] == "DISTINCT" and len(exports) == 1:
                self._semijoin.add(exports[0][1])
            for var, v in exports:
                if var in scope.pattern:
                    self.edge(scope.pattern[var], v, EdgeClass.CMP, "IN" if v in self._semijoin else "=")
                else:
                    scope.sub[var] = v
        for f in filters:
            self._condition(f, scope, post=False)

    def _collect(self, group: tuple, scope: _Scope, filters: list, subs: list) -> None:
        for part in group[1]:
            kind = part[0]
            if kind == "bgp":
                for t in part[1]:
                    self._triple(t, scope)
            elif kind == "filter":
                filters.append(part[1])
            elif kind == "subselect":
                subs.append(part[1])
            elif kind == "group":
                self._collect(part, scope, filters, subs)
            elif kind in ("union", "minus"):
                raise UnsupportedSparql(kind.upper(), "only as a set operation between two branches of the main query")
            elif kind == "optional":
                raise UnsupportedSparql("OPTIONAL")
            elif kind == "bind":
                raise UnsupportedSparql("BIND")
            else:
                raise UnsupportedSparql(kind)

    def _triple(self, t: tuple, scope: _Scope) -> None:
        s, p, o = t
        if t in scope.seen_triples:
            return
        scope.seen_triples.add(t)
        if not isinstance(p, URIRef):
            raise UnsupportedSparql("variable predicate")
        if isinstance(s, (Literal, BNode)) or isinstance(o, BNode):
            raise UnsupportedSparql("blank node or literal subject")
        sv = self._term_vertex(s, scope, VertexClass.ENT)
        if p == RDF_TYPE and isinstance(o, URIRef):
            ov = self.vertex(VertexClass.TYPE, scope.seg, o)
        else:
            ov = self._term_vertex(o, scope, VertexClass.ENT)
        if scope.root is None and isinstance(s, Variable):
            scope.root = sv
        self.edge(sv, ov, EdgeClass.REL, p)

    def _term_vertex(self, t: Any, scope: _Scope, iri_cls: VertexClass) -> int:
        if isinstance(t, Variable):
            if t not in scope.pattern:
                if t in scope.sub:
                    raise UnsupportedSparql("sub-select variable reused in the pattern")
                scope.pattern[t] = self.vertex(VertexClass.VAR, scope.seg, None, str(t))
            return scope.pattern[t]
        if isinstance(t, URIRef):
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

    def _value(self, e: Any, scope: _Scope, post: bool) -> int:
        """The vertex standing for a variable or an aggregate."""
        if isinstance(e, Variable):
            return self._lookup(e, scope, post)
        if isinstance(e, tuple) and e[0] == "agg":
            if not post:
                raise UnsupportedSparql("aggregate in FILTER")
            return self._aggregate(e, scope)
        raise UnsupportedSparql("expression", _describe(e))

    def _aggregate(self, e: tuple, scope: _Scope) -> int:
        _, name, distinct, arg = e
        if name not in _AGG_NAMES:
            raise UnsupportedSparql(f"aggregate {name}")
        if name in ("MIN", "MAX"):
            distinct = False
        key = (name, distinct, arg)
        if key in scope.aggs:
            return scope.aggs[key]
        if arg == "*":
            if distinct:
                raise UnsupportedSparql("COUNT(DISTINCT *)")
            if scope.root is None:
                raise UnsupportedSparql("COUNT(*) without a triple pattern")
            src = scope.root
        elif isinstance(arg, Variable):
            src = self._lookup(arg, scope, post=False)
            if self.g.vertices[src].segment != scope.seg:
                raise UnsupportedSparql("aggregate over a sub-select's column")
        else:
            raise UnsupportedSparql("aggregate of an expression", _describe(arg))
        inst = name + ("_DISTINCT" if distinct else "")
        t = self.vertex(VertexClass.VAR, scope.seg, None, f"{name.lower()}_{len(self.g.vertices)}")
        self.edge(src, t, EdgeClass.AGG, inst)
        scope.aggs[key] = t
        return t

    def _operand(self, e: Any, scope: _Scope, post: bool, seg: int) -> tuple[str, Any]:
        if isinstance(e, tuple) and e[0] == "neg" and isinstance(e[1], Literal) and e[1].datatype in _NUMERIC:
            lexical = str(e[1])
            return "const", Literal(lexical[1:] if lexical.startswith("-") else "-" + lexical, datatype=e[1].datatype)
        if isinstance(e, (Literal, URIRef)):
            return "const", e
        return "vertex", self._value(e, scope, post)

    def _condition(self, e: Any, scope: _Scope, post: bool) -> None:
        kind = e[0] if isinstance(e, tuple) else None
        if kind == "and":
            for x in e[1]:
                self._condition(x, scope, post)
            return
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
        kind = e[0] if isinstance(e, tuple) else None
        if kind == "cmp":
            op, a, b = e[1], e[2], e[3]
        elif kind == "in":
            if len(e[2]) != 1:
                raise UnsupportedSparql("IN list", "IN with several values")
            op, a, b = ("!=" if e[3] else "="), e[1], e[2][0]
        elif kind == "call" and e[1] == "CONTAINS":
            op, a, b = "CONTAINS", e[2][0], e[2][1]
            if not isinstance(a, Variable):
                raise UnsupportedSparql("CONTAINS of an expression", _describe(a))
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
        self.edge(va, vb, EdgeClass.CMP, op)

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
