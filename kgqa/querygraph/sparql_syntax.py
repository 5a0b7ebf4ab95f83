"""SPARQL text -> a small plain syntax tree, via rdflib's SPARQL 1.1 parser (no regex parsing).

rdflib's parse tree (``CompValue``s wrapping pyparsing results) is faithful but verbose: every
expression is a chain ``ConditionalOr > ConditionalAnd > Relational > Additive >
Multiplicative``, prefixed names are unresolved, and it does not pickle reliably. This module
collapses it into plain tuples/dicts of rdflib terms, which the converter walks and a disk cache
stores (rdflib parses a Spider4SPARQL query in ~16 ms; the cache makes coverage runs cheap).

Tree shapes (all immutable plain data):

* query: ``{"form": "SELECT"|"ASK", "modifier": None|"DISTINCT"|"REDUCED",
  "projection": [(var, expr-or-None)] or None for ``*``, "where": group, "group_by": [expr],
  "having": [expr], "order_by": [("ASC"|"DESC", expr)], "limit": int|None, "offset": int|None}``
* group: ``("group", [part, ...])``; parts: ``("bgp", [(s, p, o), ...])``, ``("filter", expr)``,
  ``("subselect", query)``, ``("union", [group, ...])``, ``("minus", group)``,
  ``("optional", group)``, ``("bind", expr, var)``, ``("values", var, [term, ...])``
* expr: a ``Variable``/``URIRef``/``Literal``, or ``("or", [e..])``, ``("and", [e..])``,
  ``("cmp", op, a, b)``, ``("in", a, [e..], negated)``, ``("not", e)``, ``("neg", e)``,
  ``("arith", op, a, b)``, ``("agg", NAME, distinct, e-or-"*")``, ``("call", NAME, [e..])``,
  ``("exists", negated, group)``.

Prefixed names are resolved here, and PN_LOCAL_ESC escapes are undone (``:singer\\#name`` is the
IRI ``<ns>singer#name``; rdflib keeps the backslash, which would make every
converted query match nothing).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import re
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from pyparsing import ParseException
from rdflib import BNode, Literal, URIRef, Variable
from rdflib.plugins.sparql.parserutils import CompValue

from kgqa.querygraph.model import QueryGraphError
from kgqa.querygraph.paths import alternative, inverse, modified, sequence

#: No prefix is assumed: a dataset whose queries leave prefixes undeclared passes its own
#: (``kgqa.data.spider4sparql.PREFIXES``, ``kgqa.data.qald.QALD_PREFIXES``).
DEFAULT_PREFIXES: dict[str, str] = {}

# PN_LOCAL_ESC ::= '\' ( '_' | '~' | '.' | '-' | '!' | '$' | '&' | "'" | '(' | ')' | '*' | '+' |
#                       ',' | ';' | '=' | '/' | '?' | '#' | '@' | '%' )
_PN_LOCAL_ESC = re.compile(r"\\([_~.\-!$&'()*+,;=/?#@%])")


class SparqlSyntaxError(QueryGraphError):
    """The text is not SPARQL 1.1. ``position`` is the 0-based character offset, ``line`` and
    ``column`` are 1-based."""

    def __init__(self, message: str, query: str, position: int | None = None, line: int | None = None,
                 column: int | None = None) -> None:
        where = f" at line {line}, column {column} (offset {position})" if position is not None else ""
        snippet = ""
        if position is not None:
            lo = max(0, position - 30)
            snippet = f": ...{query[lo:position]}>>>{query[position:position + 30]}..."
        super().__init__(f"malformed SPARQL{where}: {message}{snippet}")
        self.query = query
        self.position = position
        self.line = line
        self.column = column


class UnsupportedSparql(QueryGraphError):
    """Valid SPARQL that uses a construct outside the query-graph grammar; ``feature`` names it."""

    def __init__(self, feature: str, detail: str = "") -> None:
        super().__init__(f"unsupported SPARQL construct: {feature}{(' (' + detail + ')') if detail else ''}")
        self.feature = feature


def unescape_local(name: str) -> str:
    """Undo PN_LOCAL_ESC escapes in the local part of a prefixed name (``singer\\#name`` -> ``singer#name``)."""
    return _PN_LOCAL_ESC.sub(r"\1", name)


# ---------------------------------------------------------------------------------------------
# Preprocessing of a known defect of the benchmark's text
# ---------------------------------------------------------------------------------------------
_ORDER_ALIAS = re.compile(r"\(\s*\(\s*((?:count|sum|avg|min|max)\s*\((?:[^()]|\([^()]*\))*\))\s+as\s+\?\w+\s*\)\s*\)", re.I)


_SELECT_CLAUSE = re.compile(r"\bSELECT\b(.*?)(\bWHERE\b|\{)", re.I | re.S)
_AGG_CALL = re.compile(r"\b(COUNT|SUM|AVG|MIN|MAX|SAMPLE)\s*\(", re.I)
_INNER_ALIAS = re.compile(r"^(.*?)\s+AS\s+(\?\w+)\s*$", re.I | re.S)


def repair_virtuoso_projection(text: str) -> str:
    """Virtuoso's dialect in the SELECT clause, rewritten to SPARQL 1.1 (issue: DBpedia
    benchmarks use it): a bare aggregate ``SELECT DISTINCT COUNT(?x) WHERE`` becomes
    ``SELECT DISTINCT (COUNT(?x) AS ?count_k) WHERE``, and the alias inside the call,
    ``COUNT(DISTINCT ?y AS ?y)``, becomes ``(COUNT(DISTINCT ?y) AS ?y_k)`` (a new name: SPARQL
    1.1 forbids re-binding ``?y``). Applied only after the original text failed to parse."""
    m = _SELECT_CLAUSE.search(text)
    if not m:
        return text
    clause = m.group(1)
    out, i, k = [], 0, 0
    depth = 0
    while i < len(clause):
        call = _AGG_CALL.match(clause, i) if depth == 0 and (i == 0 or not (clause[i - 1].isalnum() or clause[i - 1] == "_")) else None
        if call:
            j, level = call.end(), 1
            while j < len(clause) and level:
                level += {"(": 1, ")": -1}.get(clause[j], 0)
                j += 1
            inner = clause[call.end():j - 1]
            alias = _INNER_ALIAS.match(inner)
            k += 1
            name = f"?{(alias.group(2)[1:] if alias else call.group(1).lower())}_{k}"
            body = alias.group(1) if alias else inner
            out.append(f"({call.group(1).upper()}({body}) AS {name})")
            i = j
            continue
        ch = clause[i]
        depth += {"(": 1, ")": -1}.get(ch, 0)
        out.append(ch)
        i += 1
    return text[:m.start(1)] + "".join(out) + text[m.end(1):]


def repair_order_by_alias(text: str) -> str:
    """``ORDER BY ((agg(?x) as ?alias))`` is not SPARQL (249 Spider4SPARQL train queries);
    it means ``ORDER BY (agg(?x))``. Applied only after the original text failed to parse,
    and only to that one pattern (see README, "Preprocessing")."""
    return _ORDER_ALIAS.sub(r"(\1)", text)


# ---------------------------------------------------------------------------------------------
# Parsing and simplification
# ---------------------------------------------------------------------------------------------
def _rdflib_parse(text: str):
    from rdflib.plugins.sparql.parser import parseQuery

    try:
        return parseQuery(text)
    except ParseException as e:
        raise SparqlSyntaxError(str(e.msg), text, e.loc, e.lineno, e.col) from None
    except Exception as e:  # rdflib raises plain Exceptions for a few semantic errors
        raise SparqlSyntaxError(str(e), text) from None


def parse_sparql(text: str, prefixes: dict[str, str] | None = None, *, repair: bool = True) -> dict:
    """Parse SPARQL text into the plain tree described in the module docstring.

    ``prefixes``: prefixes assumed when the text does not declare them (default: none). With ``repair``, a text that fails to parse is retried once
    after :func:`repair_order_by_alias` and :func:`repair_virtuoso_projection`; the error of the
    original text is raised if that does not help.
    """
    try:
        tree = _rdflib_parse(text)
    except SparqlSyntaxError as first:
        if not repair:
            raise
        fixed = repair_virtuoso_projection(repair_order_by_alias(text))
        if fixed == text:
            raise
        try:
            tree = _rdflib_parse(fixed)
        except SparqlSyntaxError:
            raise first from None
    return _Simplifier(dict(DEFAULT_PREFIXES if prefixes is None else prefixes)).query(tree)


def _g(node, key: str):
    """``CompValue.get`` returns the *key* for a missing key; this returns ``None``."""
    return OrderedDict.get(node, key)


class _Simplifier:
    def __init__(self, prefixes: dict[str, str]) -> None:
        self.prefixes = prefixes
        self.base: str | None = None

    # -- query level ------------------------------------------------------------------------
    def query(self, tree) -> dict:
        prologue, body = tree[0], tree[1]
        for decl in prologue:
            if decl.name == "PrefixDecl":
                self.prefixes[_g(decl, "prefix") or ""] = str(decl["iri"])
            elif decl.name == "Base":
                self.base = str(decl["iri"])
        if body.name == "SelectQuery":
            q = self.select(body)
        elif body.name == "AskQuery":
            q = {"form": "ASK", "modifier": None, "projection": None, "where": self.group(body["where"]),
                 "group_by": [], "having": [], "order_by": [], "limit": None, "offset": None}
            q.update(self.modifiers(body))
            q["form"] = "ASK"
        else:
            raise UnsupportedSparql(body.name, "only SELECT and ASK queries")
        if _g(body, "datasetClause"):
            raise UnsupportedSparql("FROM", "dataset clauses")
        if _g(body, "valuesClause"):
            raise UnsupportedSparql("VALUES")
        return q

    def select(self, node) -> dict:
        proj = _g(node, "projection")
        projection = None
        if proj:
            projection = []
            for p in proj:
                if _g(p, "var") is not None:
                    projection.append((p["var"], None))
                else:
                    projection.append((p["evar"], self.expr(p["expr"])))
        q = {"form": "SELECT", "modifier": _g(node, "modifier"), "projection": projection,
             "where": self.group(node["where"])}
        q.update(self.modifiers(node))
        return q

    def modifiers(self, node) -> dict:
        group_by = []
        if _g(node, "groupby") is not None:
            for c in node["groupby"]["condition"]:
                if isinstance(c, CompValue) and c.name == "GroupAs":
                    raise UnsupportedSparql("GROUP BY (expr AS ?v)")
                group_by.append(self.expr(c))
        having = [self.expr(c) for c in node["having"]["condition"]] if _g(node, "having") is not None else []
        order_by = []
        if _g(node, "orderby") is not None:
            for c in node["orderby"]["condition"]:
                if isinstance(c, CompValue) and c.name == "OrderCondition":
                    order_by.append((str(_g(c, "order") or "ASC").upper(), self.expr(c["expr"])))
                else:
                    order_by.append(("ASC", self.expr(c)))
        limit = offset = None
        lo = _g(node, "limitoffset")
        if lo is not None:
            if _g(lo, "limit") is not None:
                limit = int(lo["limit"])
            if _g(lo, "offset") is not None:
                # OFFSET 0 skips nothing: it is the same query as no OFFSET.
                offset = int(lo["offset"]) or None
        return {"group_by": group_by, "having": having, "order_by": order_by, "limit": limit, "offset": offset}

    # -- graph patterns -----------------------------------------------------------------------
    def group(self, node) -> tuple:
        if node.name == "SubSelect":
            return ("group", [("subselect", self.select(node))])
        if node.name != "GroupGraphPatternSub":
            raise UnsupportedSparql(node.name)
        parts: list = []
        for part in _g(node, "part") or []:
            name = part.name
            if name == "TriplesBlock":
                triples = [t for block in part["triples"] for t in self.triples(block)]
                if parts and parts[-1][0] == "bgp":
                    parts[-1] = ("bgp", parts[-1][1] + triples)
                else:
                    parts.append(("bgp", triples))
            elif name == "Filter":
                parts.append(("filter", self.expr(part["expr"])))
            elif name == "GroupOrUnionGraphPattern":
                groups = [self.group(g) for g in part["graph"]]
                parts.append(groups[0] if len(groups) == 1 else ("union", groups))
            elif name == "MinusGraphPattern":
                parts.append(("minus", self.group(part["graph"])))
            elif name == "OptionalGraphPattern":
                parts.append(("optional", self.group(part["graph"])))
            elif name == "Bind":
                parts.append(("bind", self.expr(part["expr"]), part["var"]))
            elif name == "InlineData":
                variables = list(part["var"])
                if len(variables) != 1:
                    raise UnsupportedSparql("VALUES", "of several variables")
                parts.append(("values", variables[0], [self.term(v) for v in part["value"]]))
            else:
                raise UnsupportedSparql(name)
        # A group that only wraps a sub-select is the sub-select.
        return ("group", parts)

    def triples(self, block) -> list[tuple]:
        items = list(block)
        if len(items) % 3:
            raise UnsupportedSparql("triple syntax", "property lists that rdflib did not expand")
        out = []
        for i in range(0, len(items), 3):
            s, p, o = items[i:i + 3]
            out.append((self.term(s), self.path(p), self.term(o)))
        return out

    def path(self, p) -> Any:
        """A predicate: an IRI, a variable, or a :class:`PropertyPath` (normalised by its constructors)."""
        if isinstance(p, CompValue):
            if p.name == "PathAlternative":
                return alternative(*[self.path(x) for x in p["part"]])
            if p.name == "PathSequence":
                return sequence(*[self.path(x) for x in p["part"]])
            if p.name == "PathElt":
                inner = self.path(p["part"])
                mod = _g(p, "mod")
                return modified(inner, str(mod)) if mod else inner
            if p.name == "PathEltOrInverse":
                return inverse(self.path(p["part"]))
            if p.name == "PathNegatedPropertySet":
                raise UnsupportedSparql("property path", "negated property set")
        return self.term(p)

    # -- terms --------------------------------------------------------------------------------
    def term(self, t) -> Any:
        if isinstance(t, (Variable, URIRef, BNode)):
            if isinstance(t, URIRef) and self.base and not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", str(t)):
                return URIRef(self.base + str(t))
            return t
        if isinstance(t, Literal):
            return t
        if isinstance(t, CompValue):
            if t.name == "pname":
                prefix = _g(t, "prefix") or ""
                if prefix not in self.prefixes:
                    raise SparqlSyntaxError(f"undeclared prefix {prefix!r}:", "")
                return URIRef(self.prefixes[prefix] + unescape_local(_g(t, "localname") or ""))
            if t.name == "literal":
                lexical = str(t["string"])
                if _g(t, "lang"):
                    return Literal(lexical, lang=t["lang"])
                if _g(t, "datatype") is not None:
                    return Literal(lexical, datatype=self.term(t["datatype"]))
                return Literal(lexical)
            if t.name in ("BlankNode", "bnode"):
                return BNode()
        if isinstance(t, str) and t == "*":
            return t
        raise UnsupportedSparql("term", repr(t)[:80])

    # -- expressions ----------------------------------------------------------------------------
    def expr(self, e) -> Any:
        if not isinstance(e, CompValue):
            if isinstance(e, (list, tuple)) or hasattr(e, "asList"):
                items = list(e)
                if len(items) == 1:
                    return self.expr(items[0])
            return self.term(e)
        name = e.name
        if name == "ConditionalOrExpression":
            others = _g(e, "other") or []
            first = self.expr(e["expr"])
            return first if not others else ("or", [first] + [self.expr(o) for o in others])
        if name == "ConditionalAndExpression":
            others = _g(e, "other") or []
            first = self.expr(e["expr"])
            return first if not others else ("and", [first] + [self.expr(o) for o in others])
        if name == "RelationalExpression":
            a = self.expr(e["expr"])
            op = _g(e, "op")
            if op is None:
                return a
            op = str(op)
            if op in ("IN", "NOT IN"):
                return ("in", a, [self.expr(x) for x in e["other"]], op == "NOT IN")
            return ("cmp", op, a, self.expr(e["other"]))
        if name in ("AdditiveExpression", "MultiplicativeExpression"):
            acc = self.expr(e["expr"])
            for op, other in zip(_g(e, "op") or [], _g(e, "other") or []):
                acc = ("arith", str(op), acc, self.expr(other))
            return acc
        if name == "UnaryNot":
            return ("not", self.expr(e["expr"]))
        if name == "UnaryMinus":
            return ("neg", self.expr(e["expr"]))
        if name == "UnaryPlus":
            return self.expr(e["expr"])
        if name.startswith("Aggregate_"):
            agg = name[len("Aggregate_"):].upper()
            distinct = bool(_g(e, "distinct"))
            arg = _g(e, "vars")
            return ("agg", agg, distinct, "*" if arg == "*" or arg is None else self.expr(arg))
        if name in ("Builtin_EXISTS", "Builtin_NOTEXISTS"):
            return ("exists", name == "Builtin_NOTEXISTS", self.group(e["graph"]))
        if name.startswith("Builtin_"):
            args = [self.expr(v) for k, v in e.items() if k not in ("_vars",) and v is not None]
            return ("call", name[len("Builtin_"):].upper(), args)
        if name == "Function":
            return ("call", str(self.term(e["iri"])), [self.expr(x) for x in (_g(e, "expr") or [])])
        if name in ("pname", "literal"):
            return self.term(e)
        raise UnsupportedSparql("expression", name)


# ---------------------------------------------------------------------------------------------
# Disk cache of parses
# ---------------------------------------------------------------------------------------------
#: Bump when the plain-tree format changes.
TREE_FORMAT = 2


class ParseCache:
    """``text -> plain tree or the error it raised``, persisted as one pickle file.

    Keyed by the SHA-1 of the text and the default prefixes; :meth:`save` writes atomically.
    The cache is derived data (``kgqa.paths.cache_dir()``), safe to delete.
    """

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            from kgqa.paths import cache_dir

            path = cache_dir() / "querygraph" / f"sparql-parses-v{TREE_FORMAT}.pkl"
        self.path = Path(path)
        self._lock = threading.Lock()
        self._data: dict[str, Any] = {}
        self._dirty = False
        if self.path.exists():
            try:
                with self.path.open("rb") as f:
                    self._data = pickle.load(f)
            except Exception:
                self._data = {}

    @staticmethod
    def key(text: str, prefixes: dict[str, str] | None) -> str:
        h = hashlib.sha1(text.encode())
        h.update(repr(sorted((prefixes or DEFAULT_PREFIXES).items())).encode())
        return h.hexdigest()

    def parse(self, text: str, prefixes: dict[str, str] | None = None) -> dict:
        k = self.key(text, prefixes)
        with self._lock:
            hit = self._data.get(k)
        if hit is None:
            try:
                hit = ("ok", parse_sparql(text, prefixes))
            except SparqlSyntaxError as e:
                hit = ("syntax", (str(e), e.position, e.line, e.column))
            except UnsupportedSparql as e:
                hit = ("unsupported", (e.feature, str(e)))
            with self._lock:
                self._data[k] = hit
                self._dirty = True
        kind, value = hit
        if kind == "ok":
            return value
        if kind == "syntax":
            err = SparqlSyntaxError.__new__(SparqlSyntaxError)
            QueryGraphError.__init__(err, value[0])
            err.query, err.position, err.line, err.column = text, value[1], value[2], value[3]
            raise err
        err = UnsupportedSparql.__new__(UnsupportedSparql)
        QueryGraphError.__init__(err, value[1])
        err.feature = value[0]
        raise err

    def save(self) -> None:
        if not self._dirty:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(f".tmp{os.getpid()}")
        with self._lock:
            with tmp.open("wb") as f:
                pickle.dump(self._data, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, self.path)
            self._dirty = False
