"""The one abstract syntax tree for complex questions (DESIGN.md section 3).

Two families of nodes live here:

* **Question trees** -- QCompiler's grammar G[q] (section 3.2) with HPE's operations
  (HPE section 3.1, Table 1) as extra typed combinators, so a compiled question may mix
  ``A * (B + C)`` with ``COMP_<[q2, q1]``:

  - :class:`Atomic` -- a leaf sub-question whose text may hold ``{placeholders}``;
  - :class:`Dependent` -- ``left * right``: *right* consumes *left*'s answers;
  - :class:`List` -- ``a + b + ...``: independent children, run concurrently;
  - :class:`Operation` subclasses -- ``OP[q2, q1]`` with q1 executed first
    (:class:`Join`, :class:`Union`, :class:`Intersect` (HPE's ``AND``), :class:`CompEq`,
    :class:`CompLt`, :class:`CompGt`, :class:`Sub`, :class:`Add`).

* **Logical retrieval queries** -- ITLR section 2.1 (:class:`Term`, :class:`Not`,
  :class:`And`, :class:`Or`), whose scores are composed by :mod:`kgqa.text.logical`.

All nodes are frozen dataclasses compared by value; children are tuples. A *path* (tuple of
child indices from the root) identifies a node occurrence, since equal sub-trees may occur
twice in one tree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Iterator, Union as _U

# ``{name}`` placeholders (QCompiler Table 5/6) and ``{#k}`` references to the k-th executed
# primitive (HPE's ``Ans#k`` / ``#k``, normalised to this form by the H-expression parser).
PLACEHOLDER_RE = re.compile(r"\{([^{}]*)\}")
NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|#[1-9][0-9]*")

Path = tuple[int, ...]


def normalize_text(text: str) -> str:
    """Collapse whitespace runs and strip: leaf texts compare and print canonically."""
    return " ".join(text.split())


@dataclass(frozen=True)
class Atomic:
    """A leaf sub-question (QCompiler Definition 1), e.g. ``Where did {creator} die?``."""

    text: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", normalize_text(self.text))

    @property
    def placeholders(self) -> tuple[str, ...]:
        """Distinct well-formed placeholder names in order of first appearance."""
        seen: dict[str, None] = {}
        for m in PLACEHOLDER_RE.finditer(self.text):
            name = m.group(1).strip()
            if NAME_RE.fullmatch(name):
                seen.setdefault(name, None)
        return tuple(seen)

    @property
    def malformed_placeholders(self) -> tuple[str, ...]:
        """Brace groups that are not valid placeholder names (``{}``, ``{two words}``)."""
        return tuple(
            m.group(0) for m in PLACEHOLDER_RE.finditer(self.text) if not NAME_RE.fullmatch(m.group(1).strip())
        )

    @property
    def named_placeholders(self) -> tuple[str, ...]:
        """Placeholders bound by position (``{book}``), excluding HPE ``{#k}`` references."""
        return tuple(n for n in self.placeholders if not n.startswith("#"))

    @property
    def references(self) -> tuple[int, ...]:
        """HPE primitive references ``{#k}`` as integers k."""
        return tuple(int(n[1:]) for n in self.placeholders if n.startswith("#"))

    @property
    def children(self) -> tuple["Node", ...]:
        return ()


@dataclass(frozen=True)
class Dependent:
    """``left * right`` (QCompiler Definition 2): right = f(answers of left).

    Binary and left-nested, as G[q]'s ``<Dependent> ::= <Dependent> * <Atomic>`` and the
    parsed ASTs of QCompiler Table 7 show.
    """

    left: "Node"
    right: "Node"

    @property
    def children(self) -> tuple["Node", ...]:
        return (self.left, self.right)


@dataclass(frozen=True)
class List:
    """``c1 + c2 + ...`` (QCompiler Definition 3): independent children (n-ary, n >= 2)."""

    items: tuple["Node", ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "items", tuple(self.items))
        if len(self.items) < 2:
            raise ValueError("a List needs at least two children")

    @property
    def children(self) -> tuple["Node", ...]:
        return self.items


@dataclass(frozen=True)
class Operation:
    """An HPE operation ``OP[q2, q1]`` (HPE section 3.1): q1 is executed first, then q2."""

    q2: "Node"
    q1: "Node"
    keyword: ClassVar[str] = ""

    @property
    def children(self) -> tuple["Node", ...]:
        # Written order; execution order is (q1, q2).
        return (self.q2, self.q1)


@dataclass(frozen=True)
class Join(Operation):
    """``JOIN[q2(#k), q1]``: q2's placeholders are filled with q1's answers; returns q2's."""

    keyword: ClassVar[str] = "JOIN"


@dataclass(frozen=True)
class Union(Operation):
    """``UNION[q2, q1]``: all answers of both operands."""

    keyword: ClassVar[str] = "UNION"


@dataclass(frozen=True)
class Intersect(Operation):
    """HPE's ``AND[q2, q1]``: the answers common to both operands."""

    keyword: ClassVar[str] = "AND"


@dataclass(frozen=True)
class CompEq(Operation):
    """``COMP_=[q2, q1]``: ``Yes`` if the operands' answers are equal, else ``No``."""

    keyword: ClassVar[str] = "COMP_="


@dataclass(frozen=True)
class CompLt(Operation):
    """``COMP_<[q2, q1]``: the main entity of the operand with the smaller answer."""

    keyword: ClassVar[str] = "COMP_<"


@dataclass(frozen=True)
class CompGt(Operation):
    """``COMP_>[q2, q1]``: the main entity of the operand with the bigger answer."""

    keyword: ClassVar[str] = "COMP_>"


@dataclass(frozen=True)
class Sub(Operation):
    """``SUB[q2, q1]``: q2 - q1 (HPE Table 1's example: death year - birth year = 72)."""

    keyword: ClassVar[str] = "SUB"


@dataclass(frozen=True)
class Add(Operation):
    """``ADD[q2, q1]``: q2 + q1."""

    keyword: ClassVar[str] = "ADD"


OPERATIONS: dict[str, type[Operation]] = {
    cls.keyword: cls for cls in (Join, Union, Intersect, CompEq, CompLt, CompGt, Sub, Add)
}

Node = _U[Atomic, Dependent, List, Operation]


# --- logical retrieval queries (ITLR section 2.1) -------------------------------------


@dataclass(frozen=True)
class Term:
    """A quoted retrieval term: any string (keyword, phrase, sentence)."""

    text: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", normalize_text(self.text))

    @property
    def children(self) -> tuple["LogicalNode", ...]:
        return ()


@dataclass(frozen=True)
class Not:
    """``NOT x``."""

    operand: "LogicalNode"

    @property
    def children(self) -> tuple["LogicalNode", ...]:
        return (self.operand,)


@dataclass(frozen=True)
class And:
    """``x AND y AND ...`` (n-ary; one node per unparenthesised chain)."""

    operands: tuple["LogicalNode", ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "operands", tuple(self.operands))
        if len(self.operands) < 2:
            raise ValueError(f"{type(self).__name__} needs at least two operands")

    @property
    def children(self) -> tuple["LogicalNode", ...]:
        return self.operands


@dataclass(frozen=True)
class Or:
    """``x OR y OR ...`` (n-ary; one node per unparenthesised chain)."""

    operands: tuple["LogicalNode", ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "operands", tuple(self.operands))
        if len(self.operands) < 2:
            raise ValueError(f"{type(self).__name__} needs at least two operands")

    @property
    def children(self) -> tuple["LogicalNode", ...]:
        return self.operands


LogicalNode = _U[Term, Not, And, Or]


# --- traversal helpers -----------------------------------------------------------------


def walk(node: Node | LogicalNode, path: Path = ()) -> Iterator[tuple[Path, Node | LogicalNode]]:
    """Pre-order (path, node) pairs."""
    yield path, node
    for i, child in enumerate(node.children):
        yield from walk(child, path + (i,))


def subtree(root: Node | LogicalNode, path: Path) -> Node | LogicalNode:
    node = root
    for i in path:
        node = node.children[i]
    return node


def execution_children(node: Node) -> tuple[tuple[int, Node], ...]:
    """Children with their indices in execution order (HPE runs q1 before q2)."""
    kids = tuple(enumerate(node.children))
    return kids[::-1] if isinstance(node, Operation) else kids


def primitive_numbers(root: Node) -> dict[Path, int]:
    """Number the leaves 1..n in execution order: HPE's ``Ans#k`` / ``#k`` (HPE section 3.2).

    HPE executes from the rightmost primitive (q1 before q2), G[q] left to right; the k-th
    executed primitive answers ``#k`` (HPE Figure 3: the FA Cup winner is ``Ans#1``).
    """
    numbers: dict[Path, int] = {}

    def visit(node: Node, path: Path) -> None:
        if isinstance(node, Atomic):
            numbers[path] = len(numbers) + 1
            return
        for i, child in execution_children(node):
            visit(child, path + (i,))

    visit(root, ())
    return numbers


def leaves(node: Node, path: Path = ()) -> Iterator[tuple[Path, Atomic]]:
    for p, n in walk(node, path):
        if isinstance(n, Atomic):
            yield p, n


def depth(node: Node | LogicalNode) -> int:
    """Height of the tree: a leaf has depth 1."""
    return 1 + max((depth(c) for c in node.children), default=0)


def size(node: Node | LogicalNode) -> int:
    return 1 + sum(size(c) for c in node.children)


def format_path(path: Path) -> str:
    return "root" if not path else "root." + ".".join(map(str, path))


__all__ = [
    "Add", "And", "Atomic", "CompEq", "CompGt", "CompLt", "Dependent", "Intersect", "Join", "List",
    "LogicalNode", "Node", "Not", "OPERATIONS", "Operation", "Or", "Path", "Sub", "Term", "Union",
    "depth", "execution_children", "format_path", "leaves", "normalize_text", "primitive_numbers",
    "size", "subtree", "walk",
]
