"""Printers from the AST back to canonical expression text.

Canonical means: ``parse(print(tree)) == tree`` for every tree the printer accepts, and
``print(parse(text))`` is a fixed point. Parentheses are emitted only where the grammar
levels need them (a ``+`` chain inside a ``*`` operand, a nested chain of the same operator),
and leaf text is bare where the paper's surface syntax allows it, bracketed or escaped
otherwise.

* :func:`print_gq` -- QCompiler's G[q] (section 3.2); HPE operations are embedded as
  ``OP[q2, q1]`` atoms, so it prints *any* question tree.
* :func:`print_hexpr` -- HPE's H-expression syntax (section 3.1) for trees of operations and
  leaves only; ``{#k}`` placeholders print as ``#k``.
* :func:`print_logical` -- ITLR's logical queries (section 2.1), terms always quoted.
"""

from __future__ import annotations

import re

from kgqa.compiler.ast import (
    And,
    Atomic,
    Dependent,
    List,
    LogicalNode,
    Node,
    Not,
    Operation,
    Or,
    Term,
)
from kgqa.compiler.gq_parser import GQ_SPECIALS
from kgqa.compiler.scanner import escape

# --- G[q] ------------------------------------------------------------------------------

_LIST, _DEP, _ATOM = 0, 1, 2


def print_gq(node: Node) -> str:
    """Canonical G[q] text of any question tree."""
    return _gq(node, _LIST, in_op=False)


def _gq(node: Node, level: int, in_op: bool) -> str:
    if isinstance(node, Atomic):
        return _gq_leaf(node.text, in_op)
    if isinstance(node, Operation):
        return f"{node.keyword}[{_gq(node.q2, _LIST, True)}, {_gq(node.q1, _LIST, True)}]"
    if isinstance(node, List):
        if level > _LIST:
            return "(" + _gq(node, _LIST, in_op=False) + ")"
        return " + ".join(_gq(c, _DEP, in_op) for c in node.items)
    if isinstance(node, Dependent):
        if level > _DEP:
            return "(" + _gq(node, _DEP, in_op=False) + ")"
        return f"{_gq(node.left, _DEP, in_op)} * {_gq(node.right, _ATOM, in_op)}"
    raise TypeError(f"not a question node: {node!r}")


def _gq_leaf(text: str, in_op: bool) -> str:
    specials = GQ_SPECIALS + "\\" + ("," if in_op else "")
    if text and not any(c in specials for c in text):
        return text
    return "[" + escape(text, "]") + "]"


# --- H-expressions -----------------------------------------------------------------------

_REF_RE = re.compile(r"\{#([1-9][0-9]*)\}")


def print_hexpr(node: Node) -> str:
    """Canonical H-expression text; raises ``ValueError`` for G[q]-only nodes."""
    return _h(node, in_op=False)


def _h(node: Node, in_op: bool) -> str:
    if isinstance(node, Atomic):
        return _h_leaf(node.text, in_op)
    if isinstance(node, Operation):
        return f"{node.keyword}[{_h(node.q2, True)}, {_h(node.q1, True)}]"
    raise ValueError(
        f"{type(node).__name__} has no H-expression form (HPE operations are binary); use print_gq"
    )


def _h_leaf(text: str, in_op: bool) -> str:
    if not text:
        raise ValueError("an empty question has no H-expression form")
    specials = "[]" + ("," if in_op else "")
    parts = _REF_RE.split(text)
    out: list[str] = []
    for i, part in enumerate(parts):
        if i % 2 == 1:
            out.append("#" + part)
            continue
        lit = escape(part, specials)
        # A literal '#' before a digit would read back as a reference.
        lit = re.sub(r"#(?=[0-9])", r"\\#", lit)
        if i > 0 and lit[:1].isdigit():
            lit = "\\" + lit  # "{#1}2" must not print as "#12"
        if i + 1 < len(parts) and lit.endswith("Ans"):
            lit = lit[:-1] + "\\s"  # "Ans{#1}" must not print as "Ans#1" (== "{#1}")
        out.append(lit)
    return "".join(out)


# --- logical queries -----------------------------------------------------------------------


def print_logical(node: LogicalNode) -> str:
    """Canonical logical query text (ITLR section 2.1)."""
    if isinstance(node, Term):
        return '"' + escape(node.text, '"') + '"'
    if isinstance(node, Not):
        inner = print_logical(node.operand)
        return "NOT " + (inner if isinstance(node.operand, (Term, Not)) else f"({inner})")
    if isinstance(node, And):
        return " AND ".join(_wrap(c, (And, Or)) for c in node.operands)
    if isinstance(node, Or):
        return " OR ".join(_wrap(c, (Or,)) for c in node.operands)
    raise TypeError(f"not a logical node: {node!r}")


def _wrap(node: LogicalNode, needs_parens: tuple[type, ...]) -> str:
    text = print_logical(node)
    # A nested chain of the same operator keeps its parentheses so the tree round-trips.
    return f"({text})" if isinstance(node, needs_parens) else text
