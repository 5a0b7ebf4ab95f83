"""Recursive-descent parser for QCompiler's grammar G[q] (QCompiler section 3.2).

Grammar levels (``*`` binds tighter than ``+``; parentheses regroup)::

    <Complex>   ::= <List>
    <List>      ::= <Dependent> ( '+' <Dependent> )*
    <Dependent> ::= <Atomic> ( '*' <Atomic> )*          -- left-nested, as in QCompiler Table 7
    <Atomic>    ::= question | '[' question ']' | '(' <List> ')' | OP '[' <List> ',' <List> ']'

``question`` is the paper's surface form: bare text up to the next operator character
(``What is JK. Rowling's most popular book? * (Find an introduction to {book} + ...)``).
Text that contains an operator character can be written in brackets, ``[What is C++?]``, or
escaped with a backslash. ``OP`` is one of HPE's operations (``JOIN``, ``UNION``, ``AND``,
``COMP_=``, ``COMP_<``, ``COMP_>``, ``SUB``, ``ADD``), so one expression may mix both
formalisms; inside an operation's brackets a top-level comma separates the operands.
"""

from __future__ import annotations

from kgqa.compiler.ast import Atomic, Dependent, List, Node
from kgqa.compiler.hexpr_parser import parse_operation
from kgqa.compiler.scanner import Scanner, nested

GQ_SPECIALS = "+*()[]"


def parse_gq(text: str) -> Node:
    """Parse a G[q] expression into an AST; raises :class:`ParseError` with a position."""
    scanner = Scanner(text)
    if scanner.at_end():
        raise scanner.error("empty expression: expected a sub-question")
    node = _list(scanner, in_op=False)
    scanner.expect_end()
    return node


def _list(s: Scanner, in_op: bool) -> Node:
    items = [_dependent(s, in_op)]
    while s.accept("+"):
        items.append(_dependent(s, in_op))
    return items[0] if len(items) == 1 else List(tuple(items))


def _dependent(s: Scanner, in_op: bool) -> Node:
    node = _atomic(s, in_op)
    while s.accept("*"):
        node = Dependent(node, _atomic(s, in_op))
    return node


@nested
def _atomic(s: Scanner, in_op: bool) -> Node:
    c = s.peek()
    if c == "(":
        s.accept("(")
        # Commas inside parentheses cannot be operand separators: the group closes first.
        node = _list(s, in_op=False)
        s.expect(")", "to close '('")
        return node
    if c == "[":
        raw = s.read_delimited("[", "]", "bracketed sub-question")
        return Atomic(raw.value)
    op = parse_operation(s, lambda inner: _list(inner, True))
    if op is not None:
        return op
    if c == "" or c in "+*)]" or (in_op and c == ","):
        found = s.describe_here()
        raise s.error(f"expected a sub-question, found {found}")
    raw = s.read_text(GQ_SPECIALS + ("," if in_op else ""))
    return Atomic(raw.value)
