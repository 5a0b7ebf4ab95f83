"""Recursive-descent parser for HPE's H-expressions (HPE section 3.1, Table 1).

Grammar::

    <H>  ::= OP '[' <H> ',' <H> ']' | question
    OP   ::= JOIN | UNION | AND | COMP_= | COMP_< | COMP_> | SUB | ADD

Every operation is binary and written ``OP[q2, q1]`` (q1 runs first). A question is bare
text; inside brackets it ends at an unescaped ``,`` or ``]``, while parentheses are plain
text (``Which is country of North Marion High School (Oregon)?``). References to earlier
answers -- ``Ans#1`` or ``#1`` in the paper -- become ``{#1}`` placeholders in the AST.
"""

from __future__ import annotations

import re
from typing import Callable

from kgqa.compiler.ast import OPERATIONS, Atomic, Node, Operation
from kgqa.compiler.scanner import RawText, Scanner, nested

# Longest keywords first so COMP_= is not read as a prefix of something shorter.
OPERATION_RE = re.compile(
    r"(" + "|".join(re.escape(k) for k in sorted(OPERATIONS, key=len, reverse=True)) + r")\s*\["
)


def parse_operation(s: Scanner, operand: Callable[[Scanner], Node]) -> Operation | None:
    """``OP[q2, q1]`` at the cursor, operands read by ``operand``; None if no keyword is here."""
    m = s.match(OPERATION_RE)
    if not m:
        return None
    keyword = m.group(1)
    s.pos = m.end()
    q2 = operand(s)
    s.expect(",", f"between the operands of {keyword}")
    q1 = operand(s)
    s.expect("]", f"to close {keyword}[")
    return OPERATIONS[keyword](q2, q1)


def parse_hexpr(text: str) -> Node:
    """Parse an H-expression into an AST; raises :class:`ParseError` with a position."""
    scanner = Scanner(text)
    if scanner.at_end():
        raise scanner.error("empty expression: expected a question or an operation")
    node = _expr(scanner, False)
    scanner.expect_end()
    return node


@nested
def _expr(s: Scanner, in_op: bool) -> Node:
    op = parse_operation(s, lambda inner: _expr(inner, True))
    if op is not None:
        return op
    c = s.peek()
    if c == "" or c in "[]" or (in_op and c == ","):
        raise s.error(f"expected a question, found {s.describe_here()}")
    raw = s.read_text(",[]" if in_op else "[]")
    leaf = Atomic(_with_references(raw))
    if not leaf.text:
        raise s.error("expected a question, found only spaces", raw.start)
    return leaf


_ANS = (("A", False), ("n", False), ("s", False))


def _with_references(raw: RawText) -> str:
    """Rewrite unescaped ``Ans#k`` / ``#k`` as ``{#k}``; escaped characters stay literal."""
    chars = raw.chars
    out: list[str] = []
    i = 0
    while i < len(chars):
        c, escaped = chars[i]
        if c == "#" and not escaped:
            j = i + 1
            while j < len(chars) and chars[j][0].isdigit() and not chars[j][1]:
                j += 1
            if j > i + 1 and chars[i + 1][0] != "0":
                # Drop an unescaped "Ans" written directly before the '#' (HPE's "Ans#1").
                if i >= 3 and chars[i - 3 : i] == _ANS and out[-3:] == ["A", "n", "s"]:
                    del out[-3:]
                out.append("{#" + "".join(ch for ch, _ in chars[i + 1 : j]) + "}")
                i = j
                continue
        out.append(c)
        i += 1
    return "".join(out)
