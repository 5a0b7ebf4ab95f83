"""SPARQL text -> a small plain syntax tree, via rdflib's SPARQL 1.1 parser (no regex parsing).

rdflib's parse tree (``CompValue``s wrapping pyparsing results) is faithful but verbose: every
expression is a chain ``ConditionalOr > ConditionalAnd > Relational > Additive >
Multiplicative``, prefixed names are unresolved, and it does not pickle reliably. This module
collapses it into plain tuples/dicts of rdflib terms, which the converter walks and a disk cache
stores (rdflib parses a Spider4SPARQL query in ~16 ms; the cache makes coverage runs cheap).

Tree shapes (all immutable plain data):

* query: ``{"form": "SELECT"|"ASK", "modifier": None|"DISTINCT"|"REDUCED",
  "projection": [(var, expr-or-None)] or None for ``*``, "where": group, "group_by": [expr],
  "having": [expr], "order_by": [("ASC"|"DESC", expr)], "limit": int|None, "offset": int|None}``;
  the main query also has ``"notes": [str]``: what reading Virtuoso's dialect changed (a
  projection without ``AS`` given a fresh name, a never-bound projected or grouped variable
  left out)
* group: ``("group", [part, ...])``; parts: ``("bgp", [(s, p, o), ...])``, ``("filter", expr)``,
  ``("subselect", query)``, ``("union", [group, ...])``, ``("minus", group)``,
  ``("optional", group)``, ``("bind", expr, var)``, ``("values", var, [term, ...])``
* expr: a ``Variable``/``URIRef``/``Literal``, or ``("or", [e..])``, ``("and", [e..])``,
  ``("cmp", op, a, b)``, ``("in", a, [e..], negated)``, ``("not", e)``, ``("neg", e)``,
  ``("arith", op, a, b)``, ``("agg", NAME, distinct, e-or-"*")`` (``GROUP_CONCAT``: a fifth
  element, its separator, ``None`` for the default space), ``("call", NAME, [e..])``,
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


# A lexical token of SPARQL text, enough to find the items of a SELECT clause: long and short
# strings, IRIs, comments, variables, words (keywords, prefixed names with PN_LOCAL_ESC
# escapes), and anything else one character at a time.
_TOKEN = re.compile(
    r"""(?P<string>'{3}(?:[^'\\]|\\.|'(?!''))*'{3}|"{3}(?:[^"\\]|\\.|"(?!""))*"{3}|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")"""
    r"""|(?P<iri><[^<>"{}|^`\\\s]*>)"""
    r"""|(?P<comment>\#[^\n]*)"""
    r"""|(?P<var>[?$]\w+)"""
    r"""|(?P<word>(?:[^\W\d][\w\-.]*)?:(?:[\w\-.:%]|\\.)*|[^\W\d][\w\-]*)"""
    r"""|(?P<space>\s+)"""
    r"""|(?P<other>.)""",
    re.S,
)
_AGGREGATE_CALLS = {"COUNT", "SUM", "AVG", "MIN", "MAX", "SAMPLE", "GROUP_CONCAT"}
_CLAUSE_END = {"WHERE", "FROM"}


def _tokens(text: str) -> list[tuple[str, str, int]]:
    """``(kind, text, offset)`` of every token (whitespace and comments dropped)."""
    return [(m.lastgroup, m.group(), m.start()) for m in _TOKEN.finditer(text) if m.lastgroup not in ("space", "comment")]


def _closing(toks: list, i: int) -> int:
    """Index of the ``)`` matching the ``(`` at ``toks[i]`` (``len(toks)`` if unbalanced)."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j][1] == "(":
            depth += 1
        elif toks[j][1] == ")":
            depth -= 1
            if depth == 0:
                return j
    return len(toks)


def _top_level_as(toks: list, lo: int, hi: int) -> int | None:
    """Index of an ``AS`` keyword at depth 0 of ``toks[lo:hi]``, if any."""
    depth = 0
    for j in range(lo, hi):
        depth += {"(": 1, ")": -1}.get(toks[j][1], 0)
        if depth == 0 and toks[j][0] == "word" and toks[j][1].upper() == "AS":
            return j
    return None


def _stem(call: str) -> str:
    """A variable-name stem for a function or aggregate (``xsd:date`` -> ``date``)."""
    stem = re.split(r"[:/#]", call.strip("<>"))[-1]
    stem = re.sub(r"\W", "_", stem).strip("_").lower()
    return stem if stem and (stem[0].isalpha() or stem[0] == "_") else "value"


def repair_virtuoso_projection(text: str) -> tuple[str, list[str]]:
    """Virtuoso's dialect in SELECT clauses, rewritten to SPARQL 1.1 (DBpedia benchmarks use it):
    a projected expression without ``AS`` gets a fresh variable (``SELECT DISTINCT COUNT(?x)``,
    ``SELECT DISTINCT xsd:date(?d)``, ``SELECT (COUNT(?x))`` become ``(COUNT(?x) AS ?count_1)``,
    ``(xsd:date(?d) AS ?date_1)``); an alias inside an aggregate, ``COUNT(DISTINCT ?y AS ?y)``,
    becomes ``(COUNT(DISTINCT ?y) AS ?y_1)`` (a new name: SPARQL 1.1 forbids re-binding ``?y``).
    Every SELECT clause, sub-selects too; the text is tokenized, so strings, IRIs, comments and
    nested parentheses are never cut. Returns the text and one note per rewritten item.
    Applied only after the original text failed to parse."""
    toks = _tokens(text)
    used = {t[1][1:] for t in toks if t[0] == "var"}
    edits: list[tuple[int, int, str]] = []  # (start offset, end offset, replacement)
    notes: list[str] = []
    counter = 0

    def fresh(stem: str) -> str:
        nonlocal counter
        while True:
            counter += 1
            if f"{stem}_{counter}" not in used:
                used.add(f"{stem}_{counter}")
                return f"?{stem}_{counter}"

    def end_of(j: int) -> int:
        return toks[j][2] + len(toks[j][1])

    i = 0
    while i < len(toks):
        if not (toks[i][0] == "word" and toks[i][1].upper() == "SELECT"):
            i += 1
            continue
        i += 1
        if i < len(toks) and toks[i][0] == "word" and toks[i][1].upper() in ("DISTINCT", "REDUCED"):
            i += 1
        while i < len(toks):
            kind, tok, start = toks[i]
            if tok == "{" or kind == "word" and tok.upper() in _CLAUSE_END:
                break
            if tok == "(":
                close = _closing(toks, i)
                if close >= len(toks):
                    return text, []
                if _top_level_as(toks, i + 1, close) is None and close > i + 1:
                    inner = text[end_of(i):toks[close][2]].strip()
                    first = toks[i + 1]
                    name = fresh(_stem(first[1]) if first[0] in ("word", "iri") else "expr")
                    edits.append((start, end_of(close), f"({inner} AS {name})"))
                    notes.append(f"projected expression without AS: ({inner}) read as ({inner} AS {name})")
                i = close + 1
                continue
            if kind in ("word", "iri") and i + 1 < len(toks) and toks[i + 1][1] == "(":
                close = _closing(toks, i + 1)
                if close >= len(toks):
                    return text, []
                head = tok.upper() if tok.upper() in _AGGREGATE_CALLS else tok
                body_end = toks[close][2]
                stem = _stem(tok)
                alias = _top_level_as(toks, i + 2, close) if head in _AGGREGATE_CALLS else None
                if alias is not None and alias + 1 < close and toks[alias + 1][0] == "var":
                    body_end, stem = toks[alias][2], toks[alias + 1][1][1:]
                call = f"{head}({text[end_of(i + 1):body_end].strip()})"
                name = fresh(stem)
                edits.append((start, end_of(close), f"({call} AS {name})"))
                notes.append(f"projected expression without AS: {text[start:end_of(close)]} read as ({call} AS {name})")
                i = close + 1
                continue
            i += 1  # a variable, ``*``, or not a projection item (left for the parser to report)
    out = text
    for start, end, replacement in sorted(edits, reverse=True):
        out = out[:start] + replacement + out[end:]
    return out, notes


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
    notes: list[str] = []
    try:
        tree = _rdflib_parse(text)
    except SparqlSyntaxError as first:
        if not repair:
            raise
        fixed, notes = repair_virtuoso_projection(repair_order_by_alias(text))
        if fixed == text:
            raise
        try:
            tree = _rdflib_parse(fixed)
        except SparqlSyntaxError:
            raise first from None
    simplifier = _Simplifier(dict(DEFAULT_PREFIXES if prefixes is None else prefixes))
    simplifier.notes.extend(notes)
    q = simplifier.query(tree)
    q["notes"] = simplifier.notes
    return q


def _g(node, key: str):
    """``CompValue.get`` returns the *key* for a missing key; this returns ``None``."""
    return OrderedDict.get(node, key)


class _Simplifier:
    def __init__(self, prefixes: dict[str, str]) -> None:
        self.prefixes = prefixes
        self.base: str | None = None
        #: what the reading changed (Virtuoso's dialect), in words: the tree's ``notes``
        self.notes: list[str] = []

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
        return self.drop_unbound(q)

    def drop_unbound(self, q: dict) -> dict:
        """A projected or grouped variable that the pattern never binds (Virtuoso accepts it and
        returns it unbound) is left out of the projection / GROUP BY, with a note: the column is
        unbound in every row, and grouping by a value that is always unbound is one group.
        (Both are exact except on an empty pattern, where a GROUP BY makes no group.) A
        projection of nothing but such variables is kept as it is (the converter refuses it)."""
        bound = in_scope(q["where"])
        if q["projection"] is not None:
            kept = [(v, e) for v, e in q["projection"] if e is not None or v in bound]
            dropped = [v for v, e in q["projection"] if e is None and v not in bound]
            if dropped and kept:
                self.notes.extend(f"?{v} is projected but never bound: left out of the projection" for v in dropped)
                q["projection"] = kept
        keys = [k for k in q["group_by"] if not isinstance(k, Variable) or k in bound]
        if len(keys) != len(q["group_by"]):
            self.notes.extend(f"?{k} is grouped by but never bound: left out of GROUP BY"
                              for k in q["group_by"] if isinstance(k, Variable) and k not in bound)
            q["group_by"] = keys
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
            arg = "*" if arg == "*" or arg is None else self.expr(arg)
            if agg == "GROUPCONCAT":
                # the separator is a fifth element; the default one (a space) is no separator
                sep = _g(e, "separator")
                sep = None if sep is None or str(sep) == " " else Literal(str(sep))
                return ("agg", "GROUP_CONCAT", distinct, arg, sep)
            return ("agg", agg, distinct, arg)
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


def in_scope(group: tuple) -> set[Variable]:
    """The variables a group pattern can bind (SPARQL 1.1 section 18.2.1): those of its triples,
    BIND and VALUES targets, the columns of its sub-selects, and the in-scope variables of its
    UNION branches, OPTIONAL and nested groups (FILTER and MINUS bind nothing)."""
    out: set[Variable] = set()
    for part in group[1]:
        kind = part[0]
        if kind == "bgp":
            out.update(t for triple in part[1] for t in triple if isinstance(t, Variable))
        elif kind == "group":
            out |= in_scope(part)
        elif kind == "union":
            for branch in part[1]:
                out |= in_scope(branch)
        elif kind == "optional":
            out |= in_scope(part[1])
        elif kind == "bind":
            out.add(part[2])
        elif kind == "values":
            out.add(part[1])
        elif kind == "subselect":
            sub = part[1]
            out |= in_scope(sub["where"]) if sub["projection"] is None else {v for v, _ in sub["projection"]}
    return out


# ---------------------------------------------------------------------------------------------
# Disk cache of parses
# ---------------------------------------------------------------------------------------------
#: Bump when the plain-tree format changes (3: ``notes``, GROUP_CONCAT's separator, the
#: tokenizing Virtuoso reader, unbound projections dropped).
TREE_FORMAT = 3


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
