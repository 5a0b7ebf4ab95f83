"""Question shapes as query graphs of the one grammar (:mod:`kgqa.querygraph`).

Each builder returns a :class:`~kgqa.querygraph.QueryGraph` (rendered by
:func:`kgqa.querygraph.to_sparql`, so every synthetic query is one the model can output). The
builders know nothing about a KG: the sampler (:mod:`.sampler`) grounds their arguments in it.

Vocabulary of the builders: an :class:`~.kgview.Anchor` is a thing the question names (an Ent
vertex, or a Var named by one of its literals: ``?x :name "Smith"``); a *subject* is the
thing a class-level question ranges over: a Var typed by its class where the KG has types,
answered by its naming column where the class has one (Spider-style rows), else by its IRI.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rdflib import Literal, URIRef

from kgqa.kg.terms import term_to_sparql
from kgqa.querygraph import (
    RDF_TYPE,
    EdgeClass,
    OrderSpec,
    QueryGraph,
    VertexClass,
    sparql_to_graph,
)

from .kgview import Anchor

ANS, VAR, ENT, TYPE, VAL = (VertexClass.ANS, VertexClass.VAR, VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL)
REL, ORD, CMP, AGG = EdgeClass.REL, EdgeClass.ORD, EdgeClass.CMP, EdgeClass.AGG

#: Every shape, in the order the synthesizer cycles through them (README: one paragraph each).
SHAPES: tuple[str, ...] = (
    "lookup", "reverse", "chain2", "chain3", "count", "superlative", "ordinal", "compare_number",
    "compare_date", "group_most", "ask_entity", "ask_value", "pick_of_two", "ask_compare",
    "multi_column", "aggregate", "ratio", "count_class", "sorted_list", "group_count",
)
BOOLEAN_SHAPES = frozenset({"ask_entity", "ask_value", "ask_compare"})


@dataclass(frozen=True)
class Step:
    """One hop of a path: relation ``prop`` walked forward (subject -> object) or backward."""

    prop: str
    forward: bool


@dataclass(frozen=True)
class Subject:
    """What a class-level question ranges over: ``cls`` (``None`` untyped), answered by its
    naming column ``name_prop`` when it has one."""

    cls: str | None
    name_prop: str | None = None


def add_anchor(g: QueryGraph, a: Anchor) -> int:
    if a.iri is not None:
        return g.add_vertex(ENT, 0, a.iri)
    v = g.add_vertex(VAR, 0)
    val = g.add_vertex(VAL, 0, a.value)
    g.add_edge(v, val, REL, a.prop)
    return v


def add_type(g: QueryGraph, v: int, cls: str | None) -> None:
    if cls is not None:
        t = g.add_vertex(TYPE, 0, URIRef(cls))
        g.add_edge(v, t, REL, RDF_TYPE)


def _link(g: QueryGraph, a: int, b: int, step: Step) -> None:
    if step.forward:
        g.add_edge(a, b, REL, URIRef(step.prop))
    else:
        g.add_edge(b, a, REL, URIRef(step.prop))


def add_subject(g: QueryGraph, subj: Subject, column: int = 0) -> tuple[int, int]:
    """``(thing vertex, answer vertex)``: the thing is the Ans itself, or a Var whose naming
    column is the Ans."""
    if subj.name_prop is None:
        x = g.add_vertex(ANS, 0, column)
        add_type(g, x, subj.cls)
        return x, x
    ans = g.add_vertex(ANS, 0, column)
    x = g.add_vertex(VAR, 0)
    g.add_edge(x, ans, REL, URIRef(subj.name_prop))
    add_type(g, x, subj.cls)
    return x, ans


def add_restriction(g: QueryGraph, x: int, prop: str, value) -> None:
    """``?x prop value`` (a literal or an IRI)."""
    cls = ENT if isinstance(value, URIRef) else VAL
    v = g.add_vertex(cls, 0, value)
    g.add_edge(x, v, REL, URIRef(prop))


def path(anchor: Anchor, steps: list[Step], answer_cls: str | None = None, *, name_prop: str | None = None,
         count: bool = False) -> QueryGraph:
    """The things reached from ``anchor`` by ``steps``, answered by their naming column
    ``name_prop`` when given (``count``: how many distinct ones)."""
    g = QueryGraph(distinct=not count)
    cur = add_anchor(g, anchor)
    for i, step in enumerate(steps):
        is_ans = i == len(steps) - 1 and not count and name_prop is None
        nxt = g.add_vertex(ANS if is_ans else VAR, 0, 0 if is_ans else None)
        _link(g, cur, nxt, step)
        cur = nxt
    add_type(g, cur, answer_cls)
    if name_prop is not None and not count:
        ans = g.add_vertex(ANS, 0, 0)
        g.add_edge(cur, ans, REL, URIRef(name_prop))
    if count:
        ans = g.add_vertex(ANS, 0, 0)
        g.add_edge(cur, ans, AGG, "COUNT_DISTINCT")
    return g


def value_filters(g: QueryGraph) -> QueryGraph:
    """The same question with each literal stated as a triple's object (``?x p "v"``) stated
    as an equality filter instead (``?x p ?y . FILTER(?y = "v")``). People write both; a model
    that saw one form only reads the other as a different graph. The answers are the same but
    where the KG holds a literal equal in value and not in form ("3.0" for 3), which the filter
    also matches (the synthesizer executes the graph it keeps, so its answers are exact)."""
    out = g.copy()
    for k, e in enumerate(g.edges):
        target = g.vertices[e.target]
        if e.cls is REL and target.cls is VAL:
            w = out.add_vertex(VAR, target.segment)
            out.edges[k] = replace(e, target=w)
            out.add_edge(w, e.target, CMP, "=")
    return out


def has_value_object(g: QueryGraph) -> bool:
    return any(e.cls is REL and g.vertices[e.target].cls is VAL for e in g.edges)


def ranked(subj: Subject, prop: str, descending: bool, limit: int, offset: int | None = None) -> QueryGraph:
    """The subject(s) with the highest / lowest ``prop`` (``offset``: the n-th one)."""
    g = QueryGraph()
    x, _ = add_subject(g, subj)
    v = g.add_vertex(VAR, 0)
    g.add_edge(x, v, REL, URIRef(prop))
    o = g.add_vertex(VAL, 0, OrderSpec(0, limit, offset or None))
    g.add_edge(v, o, ORD, "DESC" if descending else "ASC")
    return g


def compared(subj: Subject, prop: str, op: str, value: Literal) -> QueryGraph:
    """The subjects whose ``prop`` is ``op`` ``value`` (``>``, ``<``, ...)."""
    g = QueryGraph(distinct=True)
    x, _ = add_subject(g, subj)
    v = g.add_vertex(VAR, 0)
    g.add_edge(x, v, REL, URIRef(prop))
    c = g.add_vertex(VAL, 0, value)
    g.add_edge(v, c, CMP, op)
    return g


def _grouped_by(subj_cls: str | None, prop: str) -> tuple[QueryGraph, int, int]:
    """A graph grouping the members ``x`` (of ``subj_cls``) by their value ``key`` of ``prop``
    (the answer vertex is 0): ``(graph, key, x)``."""
    g = QueryGraph()
    ans = g.add_vertex(ANS, 0, 0)
    key = g.add_vertex(VAR, 0)
    g.add_edge(key, ans, AGG, "GROUP")
    x = g.add_vertex(VAR, 0)
    g.add_edge(x, key, REL, URIRef(prop))
    add_type(g, x, subj_cls)
    return g, key, x


def most_common(subj_cls: str | None, prop: str, descending: bool, limit: int = 1) -> QueryGraph:
    """The value of ``prop`` the most (least) things share: GROUP BY, ORDER BY COUNT, LIMIT."""
    g, _, x = _grouped_by(subj_cls, prop)
    n = g.add_vertex(VAR, 0)
    g.add_edge(x, n, AGG, "COUNT")
    o = g.add_vertex(VAL, 0, OrderSpec(0, limit, None))
    g.add_edge(n, o, ORD, "DESC" if descending else "ASC")
    return g


def ask_fact(anchor: Anchor, prop: str, obj) -> QueryGraph:
    """ASK whether ``anchor`` has ``prop`` ``obj`` (a literal, or an :class:`Anchor`)."""
    g = QueryGraph()
    ans = g.add_vertex(ANS, 0, 0)
    root = add_anchor(g, anchor)
    g.add_edge(root, ans, AGG, "ASK")
    if isinstance(obj, Anchor):
        _link(g, root, add_anchor(g, obj), Step(prop, True))
    else:
        add_restriction(g, root, prop, obj)
    return g


def ask_compare(a: Anchor, b: Anchor, prop: str, op: str) -> QueryGraph:
    """ASK whether ``a``'s ``prop`` is ``op`` ``b``'s."""
    g = QueryGraph()
    ans = g.add_vertex(ANS, 0, 0)
    ra = add_anchor(g, a)
    g.add_edge(ra, ans, AGG, "ASK")
    va = g.add_vertex(VAR, 0)
    g.add_edge(ra, va, REL, URIRef(prop))
    vb = g.add_vertex(VAR, 0)
    g.add_edge(va, vb, CMP, op)
    rb = add_anchor(g, b)
    g.add_edge(rb, vb, REL, URIRef(prop))
    return g


def pick_of_two(a: Anchor, b: Anchor, prop: str, descending: bool) -> QueryGraph:
    """Which of ``a`` and ``b`` has the higher (lower) ``prop``: both named the same way."""
    g = QueryGraph()
    if a.is_entity:
        x = ans = g.add_vertex(ANS, 0, 0)
        ca, cb = a.iri, b.iri
    else:
        ans = g.add_vertex(ANS, 0, 0)
        x = g.add_vertex(VAR, 0)
        g.add_edge(x, ans, REL, a.prop)
        ca, cb = a.value, b.value
    v = g.add_vertex(VAR, 0)
    g.add_edge(x, v, REL, URIRef(prop))
    o = g.add_vertex(VAL, 0, OrderSpec(0, 1, None))
    g.add_edge(v, o, ORD, "DESC" if descending else "ASC")
    for c in (ca, cb):
        t = g.add_vertex(ENT if isinstance(c, URIRef) else VAL, 0, c)
        g.add_edge(ans, t, CMP, "|=")
    return g


def columns(subj: Subject, props: list[str], restriction: tuple[str, object] | None = None, *,
            project_subject: bool = True) -> QueryGraph:
    """Several columns: the subject (unless ``project_subject`` is false: a class whose members
    nothing names) and its ``props``, one column each, optionally restricted."""
    g = QueryGraph(distinct=True)
    if project_subject:
        x, _ = add_subject(g, subj)
        first = 1
    else:
        x = g.add_vertex(VAR, 0)
        add_type(g, x, subj.cls)
        first = 0
    for i, p in enumerate(props, first):
        c = g.add_vertex(ANS, 0, i)
        g.add_edge(x, c, REL, URIRef(p))
    if restriction is not None:
        add_restriction(g, x, *restriction)
    return g


def aggregate(subj_cls: str | None, prop: str, fn: str, restriction: tuple[str, object] | None = None) -> QueryGraph:
    """``fn`` (AVG, SUM, MAX, MIN) of ``prop`` over a class's members."""
    g = QueryGraph()
    ans = g.add_vertex(ANS, 0, 0)
    v = g.add_vertex(VAR, 0)
    g.add_edge(v, ans, AGG, fn)
    x = g.add_vertex(VAR, 0)
    g.add_edge(x, v, REL, URIRef(prop))
    add_type(g, x, subj_cls)
    if restriction is not None:
        add_restriction(g, x, *restriction)
    return g


def ratio(subj_cls: str | None, prop: str, value, base_prop: str | None = None, *, percent: bool = False) -> QueryGraph:
    """The share of a class's members (of the things with ``base_prop`` when untyped) whose
    ``prop`` is ``value``: COUNT over COUNT, two sub-selects joined by the DIV/OPERAND edges
    (``percent``: times 100, a MUL edge and a constant OPERAND)."""
    g = QueryGraph()
    out = g.add_vertex(ANS, 0, 0)
    if percent:
        ans = g.add_vertex(VAR, 0)
        g.add_edge(ans, out, AGG, "MUL")
        hundred = g.add_vertex(VAL, 0, Literal(100))
        g.add_edge(hundred, out, AGG, "OPERAND")
    else:
        ans = out
    n1 = g.add_vertex(VAR, 1)
    g.add_edge(n1, ans, AGG, "DIV")
    x = g.add_vertex(VAR, 1)
    g.add_edge(x, n1, AGG, "COUNT_DISTINCT")
    t = g.add_vertex(ENT if isinstance(value, URIRef) else VAL, 1, value)
    g.add_edge(x, t, REL, URIRef(prop))
    if subj_cls is not None:
        ty = g.add_vertex(TYPE, 1, URIRef(subj_cls))
        g.add_edge(x, ty, REL, RDF_TYPE)
    n2 = g.add_vertex(VAR, 2)
    g.add_edge(n2, ans, AGG, "OPERAND")
    y = g.add_vertex(VAR, 2)
    g.add_edge(y, n2, AGG, "COUNT_DISTINCT")
    if subj_cls is not None:
        ty = g.add_vertex(TYPE, 2, URIRef(subj_cls))
        g.add_edge(y, ty, REL, RDF_TYPE)
    else:
        any_ = g.add_vertex(VAR, 2)
        g.add_edge(y, any_, REL, URIRef(base_prop or prop))
    return g


def count_members(subj_cls: str | None, restriction: tuple[str, object] | None = None,
                  comparison: tuple[str, str, object] | None = None) -> QueryGraph:
    """How many members a class has (optionally those with ``prop`` = value, or whose ``prop``
    compares ``op`` to a value)."""
    g = QueryGraph()
    ans = g.add_vertex(ANS, 0, 0)
    x = g.add_vertex(VAR, 0)
    g.add_edge(x, ans, AGG, "COUNT_DISTINCT")
    add_type(g, x, subj_cls)
    if restriction is not None:
        add_restriction(g, x, *restriction)
    if comparison is not None:
        prop, op, value = comparison
        v = g.add_vertex(VAR, 0)
        g.add_edge(x, v, REL, URIRef(prop))
        c = g.add_vertex(VAL, 0, value)
        g.add_edge(v, c, CMP, op)
    return g


def sorted_members(subj: Subject, prop: str, descending: bool, *, show_key: bool = False) -> QueryGraph:
    """The members in the order of ``prop`` (no LIMIT); ``show_key``: the value as a column too."""
    g = QueryGraph()
    x, _ = add_subject(g, subj)
    v = g.add_vertex(ANS if show_key else VAR, 0, 1 if show_key else None)
    g.add_edge(x, v, REL, URIRef(prop))
    o = g.add_vertex(VAL, 0, OrderSpec(0, None, None))
    g.add_edge(v, o, ORD, "DESC" if descending else "ASC")
    return g


def count_per_value(subj_cls: str | None, prop: str) -> QueryGraph:
    """Each value of ``prop`` and how many members have it (GROUP BY, COUNT as a column)."""
    g, _, x = _grouped_by(subj_cls, prop)
    n = g.add_vertex(ANS, 0, 1)
    g.add_edge(x, n, AGG, "COUNT")
    return g


# -- composed shapes (conf/synthesize.yaml ``shape_weights``; off unless weighted) ------------
# Written as SPARQL text over one class's rows and read back into the one grammar by the
# project's reader (:func:`kgqa.querygraph.sparql_to_graph`), so a graph with sub-selects,
# HAVING or an anti-join is built the way any gold query is. ``?x`` is a row of ``cls``; a
# filter is ``(prop, op, value)`` with op ``=``, ``!=``, ``>``, ``<``, ``>=``, ``<=``, ``CONTAINS``,
# or ``("or"|"between", (low, high))`` on a number.

#: The composed shapes, drawn only where ``shape_weights`` gives them a weight.
COMPOSED_SHAPES: tuple[str, ...] = (
    "select_where", "select_ordered", "column_stats", "group_by", "join", "negation",
)


def _iri(x) -> str:
    return term_to_sparql(URIRef(x))


def _filters(var: str, filters, n: int) -> tuple[list[str], int]:
    """Triples and FILTERs for ``filters`` on row ``var`` (variables ``?f<n>..``)."""
    out = []
    for prop, op, value in filters:
        f = f"?f{n}"
        n += 1
        if op == "=":
            out.append(f"{var} {_iri(prop)} {term_to_sparql(value)} .")
            continue
        out.append(f"{var} {_iri(prop)} {f} .")
        if op == "CONTAINS":
            out.append(f"FILTER(CONTAINS(LCASE(STR({f})), {term_to_sparql(Literal(str(value).lower()))}))")
        elif op == "or":
            lo, hi = value
            out.append(f"FILTER({f} < {term_to_sparql(lo)} || {f} > {term_to_sparql(hi)})")
        elif op == "between":
            lo, hi = value
            out.append(f"FILTER({f} >= {term_to_sparql(lo)} && {f} <= {term_to_sparql(hi)})")
        else:
            out.append(f"FILTER({f} {op} {term_to_sparql(value)})")
    return out, n


def _read(sparql: str) -> QueryGraph:
    return sparql_to_graph(sparql)


def table_query(cls: str | None, cols: list[str], filters=(), order: tuple[str, bool] | None = None,
                limit: int | None = None, distinct: bool = False) -> QueryGraph:
    """Columns ``cols`` of the rows of ``cls`` that pass ``filters``, optionally ordered by
    ``order`` = (prop, descending) and cut at ``limit``: "the X and Y of the T whose Z is V"."""
    body = [f"?x a {_iri(cls)} ."] if cls else []
    proj = []
    for i, p in enumerate(cols):
        body.append(f"?x {_iri(p)} ?c{i} .")
        proj.append(f"?c{i}")
    more, _ = _filters("?x", filters, 0)
    tail = ""
    if order is not None:
        prop, desc = order
        key = f"?c{cols.index(prop)}" if prop in cols else "?o"
        if key == "?o":
            body.append(f"?x {_iri(prop)} ?o .")
        tail = f" ORDER BY {'DESC(' + key + ')' if desc else key}" + (f" LIMIT {limit}" if limit else "")
    return _read(f"SELECT {'DISTINCT ' if distinct else ''}{' '.join(proj)} WHERE {{ {' '.join(body + more)} }}{tail}")


def column_stats(cls: str | None, mode: str, prop: str, key: str | None = None, fn: str = "AVG",
                 fn2: str | None = None, name_prop: str | None = None, op: str = ">") -> QueryGraph:
    """A column summarised over a class: ``distinct`` (how many different values), ``per_group``
    (``fn`` of ``prop`` for each value of ``key``), ``two`` (``fn`` and ``fn2`` of ``prop``),
    ``vs_average`` (the rows whose ``prop`` is ``op`` its average, answered by ``name_prop``)."""
    typ = f"?x a {_iri(cls)} ." if cls else ""
    if mode == "distinct":
        return _read(f"SELECT (COUNT(DISTINCT ?v) AS ?n) WHERE {{ {typ} ?x {_iri(prop)} ?v . }}")
    if mode == "per_group":
        return _read(f"SELECT ?k ({fn}(?v) AS ?a) WHERE {{ {typ} ?x {_iri(key)} ?k . ?x {_iri(prop)} ?v . }} GROUP BY ?k")
    if mode == "two":
        return _read(f"SELECT ({fn}(?v) AS ?a) ({fn2}(?v) AS ?b) WHERE {{ {typ} ?x {_iri(prop)} ?v . }}")
    typ2 = f"?y a {_iri(cls)} ." if cls else ""
    return _read(f"SELECT ?n WHERE {{ {typ} ?x {_iri(name_prop)} ?n . ?x {_iri(prop)} ?v . "
                 f"{{ SELECT (AVG(?w) AS ?avg) WHERE {{ {typ2} ?y {_iri(prop)} ?w . }} }} FILTER(?v {op} ?avg) }}")


def grouped(cls: str | None, key: str, via: tuple[str, str | None] | None = None, *, show_count: bool = True,
            top: tuple[bool, int] | None = None, having: tuple[str, int] | None = None) -> QueryGraph:
    """Rows grouped by their ``key`` column and counted, or (``via`` = (link, class of the rows
    that link to them)) the rows of another class that point at each row, grouped by the row's
    ``key``: "which T has the most S". ``top`` = (descending, limit): ORDER BY the count;
    ``having`` = (op, n): HAVING COUNT(*) op n."""
    body = [f"?x a {_iri(cls)} ."] if cls else []
    if via is not None:
        link, other = via
        body += ([f"?y a {_iri(other)} ."] if other else []) + [f"?y {_iri(link)} ?x ."]
    body.append(f"?x {_iri(key)} ?k .")
    proj = "?k (COUNT(*) AS ?n)" if show_count else "?k"
    tail = " GROUP BY ?k"
    if having is not None:
        tail += f" HAVING(COUNT(*) {having[0]} {having[1]})"
    if top is not None:
        desc, limit = top
        tail += f" ORDER BY {'DESC(COUNT(*))' if desc else 'COUNT(*)'} LIMIT {limit}"
    return _read(f"SELECT {proj} WHERE {{ {' '.join(body)} }}{tail}")


def joined(path: list[tuple[str, str | None, bool]], start_cls: str | None, cols: list[tuple[int, str]],
           filters: list[tuple[int, tuple]], distinct: bool = False) -> QueryGraph:
    """Rows joined along links: ``path`` is ``[(link, class of the next row, forward)]`` from a
    row of ``start_cls`` (``?r0``, ``?r1``, ..); ``cols`` are ``(row index, prop)`` projected,
    ``filters`` ``(row index, (prop, op, value))``: "the X of the T whose link's Z is V"."""
    body = [f"?r0 a {_iri(start_cls)} ."] if start_cls else []
    for i, (link, nxt, forward) in enumerate(path, 1):
        a, b = (f"?r{i - 1}", f"?r{i}") if forward else (f"?r{i}", f"?r{i - 1}")
        body.append(f"{a} {_iri(link)} {b} .")
        if nxt:
            body.append(f"?r{i} a {_iri(nxt)} .")
    proj = []
    for j, (i, p) in enumerate(cols):
        body.append(f"?r{i} {_iri(p)} ?c{j} .")
        proj.append(f"?c{j}")
    n = 0
    for i, f in filters:
        more, n = _filters(f"?r{i}", [f], n)
        body += more
    return _read(f"SELECT {'DISTINCT ' if distinct else ''}{' '.join(proj)} WHERE {{ {' '.join(body)} }}")


def without(cls: str, col: str, key: str, other: str | None, other_key: str) -> QueryGraph:
    """The ``col`` of the rows of ``cls`` whose ``key`` no row of ``other`` has as its
    ``other_key`` (an anti-join: "which T have no S")."""
    typ = f"?y a {_iri(other)} ." if other else ""
    return _read(f"SELECT ?c WHERE {{ ?x a {_iri(cls)} . ?x {_iri(col)} ?c . ?x {_iri(key)} ?k . "
                 f"FILTER NOT EXISTS {{ {{ SELECT ?j WHERE {{ {typ} ?y {_iri(other_key)} ?j . }} }} FILTER(?k IN (?j)) }} }}")
