"""Recursive-descent parser for logical retrieval queries (ITLR section 2.1).

Grammar levels give the priority NOT > AND > OR, overridden by parentheses::

    T ::= U ( 'OR' U )*
    U ::= V ( 'AND' V )*
    V ::= 'NOT' V | W
    W ::= '"' string '"' | '(' T ')' | words

The paper's grammar writes ``T -> U OR U``; chains are read as one n-ary node. Terms are
normally quoted (``"Vitamin D benefits" AND NOT "bone health"``); unquoted words up to the
next operator keyword are accepted too, as in ITLR's annotation guide
(``laptops AND 16GB RAM AND (Intel i7 OR AMD Ryzen 7)``). Operator keywords are upper case
whole words, so "and"/"or" inside a term are text.
"""

from __future__ import annotations

import re

from kgqa.compiler.ast import And, LogicalNode, Not, Or, Term
from kgqa.compiler.scanner import Scanner, nested

_KEYWORD_RE = re.compile(r"(AND|OR|NOT)(?![A-Za-z0-9_])")
_BARE_WORD_END_RE = re.compile(r'(?<![A-Za-z0-9_])(AND|OR|NOT)(?![A-Za-z0-9_])|["()]')


def parse_logical(text: str) -> LogicalNode:
    """Parse a logical retrieval query; raises :class:`ParseError` with a position."""
    s = Scanner(text)
    if s.at_end():
        raise s.error("empty query: expected a term")
    node = _or(s)
    s.expect_end()
    return node


def _keyword(s: Scanner, word: str) -> bool:
    m = s.match(_KEYWORD_RE)
    if m and m.group(1) == word:
        s.pos = m.end()
        return True
    return False


def _or(s: Scanner) -> LogicalNode:
    items = [_and(s)]
    while _keyword(s, "OR"):
        items.append(_and(s))
    return items[0] if len(items) == 1 else Or(tuple(items))


def _and(s: Scanner) -> LogicalNode:
    items = [_not(s)]
    while _keyword(s, "AND"):
        items.append(_not(s))
    return items[0] if len(items) == 1 else And(tuple(items))


@nested
def _not(s: Scanner) -> LogicalNode:
    if _keyword(s, "NOT"):
        return Not(_not(s))
    return _primary(s)


def _primary(s: Scanner) -> LogicalNode:
    c = s.peek()
    if c == "(":
        s.accept("(")
        node = _or(s)
        s.expect(")", "to close '('")
        return node
    if c == '"':
        raw = s.read_delimited('"', '"', "quoted term")
        if not raw.value.strip():
            raise s.error("empty term", raw.start)
        return Term(raw.value)
    m = s.match(_KEYWORD_RE)
    if c == "" or c == ")" or m:
        raise s.error(f"expected a term, found {s.describe_here()}")
    start = s.pos
    end = _BARE_WORD_END_RE.search(s.text, start)
    stop = len(s.text) if end is None else end.start()
    s.pos = stop
    return Term(s.text[start:stop])
