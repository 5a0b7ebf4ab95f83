"""Validation of question trees: QCompiler Appendix D plus structural limits.

Appendix D (Algorithm 1) walks the tree depth-first with a *dependency flag*: the right
side of a ``*`` is validated with flag 1, everything else inherits the flag, and a leaf is
invalid when

* flag = 0 and it has a placeholder -- **erroneous dependency** (nothing feeds it), or
* flag = 1 and it has none -- **missing dependency** (it ignores the answers it depends on).

Algorithm 1 resets the flag to 0 on the *left* of every ``*``; that rejects
``X * (Y{x} * Z{y})`` although Y legitimately consumes X, so here the left side inherits the
flag and the nested data flow is checked by :mod:`kgqa.compiler.binding` instead. HPE's
``JOIN[q2, q1]`` gets the same treatment as ``q1 * q2``.

On top of Appendix D this module reports unknown placeholder names (a name no producer can
bind; a ``#k`` with no k-th primitive), malformed placeholders, empty leaves, producer
answer sets nobody consumes, data-flow cycles (``#k`` references that point back into their
own consumers or to themselves), structural cycles, and depth / size limits. Each
:class:`Violation` names the node (its path and the node itself) and the reason.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable

from kgqa.compiler.ast import (
    Atomic,
    Dependent,
    List,
    Node,
    Operation,
    Path,
    format_path,
    leaves,
    subtree,
)
from kgqa.compiler.binding import BindingPlan, plan_bindings, producer_consumer


class ViolationKind(enum.Enum):
    ERRONEOUS_DEPENDENCY = "erroneous dependency"
    MISSING_DEPENDENCY = "missing dependency"
    UNKNOWN_PLACEHOLDER = "unknown placeholder"
    MALFORMED_PLACEHOLDER = "malformed placeholder"
    EMPTY_LEAF = "empty leaf"
    CYCLE = "cycle"
    DEPTH_LIMIT = "depth limit"
    SIZE_LIMIT = "size limit"


@dataclass(frozen=True)
class Violation:
    kind: ViolationKind
    path: Path
    node: object
    reason: str

    def __str__(self) -> str:
        return f"{self.kind.value} at {format_path(self.path)} ({_summary(self.node)}): {self.reason}"


@dataclass(frozen=True)
class Limits:
    """Bounds that keep a generated tree from exploding at execution time."""

    max_depth: int = 12
    max_nodes: int = 128
    max_leaf_chars: int = 1000


class ValidationError(ValueError):
    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        lines = "\n".join(f"  - {v}" for v in violations)
        super().__init__(f"invalid question tree ({len(violations)} violation(s)):\n{lines}")


def validate_or_raise(root: Node, limits: Limits = Limits()) -> BindingPlan:
    """Raise :class:`ValidationError` on any violation; return the binding plan otherwise."""
    violations = validate(root, limits)
    if violations:
        raise ValidationError(violations)
    return plan_bindings(root)


def validate(root: Node, limits: Limits = Limits()) -> list[Violation]:
    """All violations of ``root``, in tree order; an empty list means valid."""
    structural = _structure(root, limits)
    if structural:
        # Cycles / oversize trees: the analyses below would not terminate or would be huge.
        return structural
    out: list[Violation] = []
    plan = plan_bindings(root)
    unbound = set(plan.unbound)
    flags = _flags(root)
    reach = _reachability(root, plan)

    for path, leaf in leaves(root):
        if not leaf.text:
            out.append(Violation(ViolationKind.EMPTY_LEAF, path, leaf, "the sub-question is empty"))
            continue
        if len(leaf.text) > limits.max_leaf_chars:
            out.append(
                Violation(ViolationKind.SIZE_LIMIT, path, leaf, f"longer than {limits.max_leaf_chars} characters")
            )
        for bad in leaf.malformed_placeholders:
            out.append(
                Violation(
                    ViolationKind.MALFORMED_PLACEHOLDER,
                    path,
                    leaf,
                    f"{bad} is not a placeholder name (letters, digits, '_', or #k)",
                )
            )
        dependent = flags[path]
        reported: set[str] = set()
        for k in leaf.references:
            target = plan.by_number.get(k)
            if target is None:
                reported.add(f"#{k}")
                out.append(
                    Violation(
                        ViolationKind.UNKNOWN_PLACEHOLDER,
                        path,
                        leaf,
                        f"#{k} refers to primitive {k}, but the tree has {len(plan.numbers)}",
                    )
                )
            elif target == path or path in reach(target):
                reported.add(f"#{k}")
                out.append(
                    Violation(
                        ViolationKind.CYCLE,
                        path,
                        leaf,
                        f"#{k} ({format_path(target)}) can only run after this question: a data-flow cycle",
                    )
                )
        remaining = [n for n in leaf.placeholders if n not in reported]
        if not dependent and remaining:
            names = ", ".join("{" + n + "}" for n in remaining)
            out.append(
                Violation(
                    ViolationKind.ERRONEOUS_DEPENDENCY,
                    path,
                    leaf,
                    f"{names} used where no left side provides answers (QCompiler App. D, flag = 0)",
                )
            )
            continue
        if dependent and not leaf.placeholders:
            out.append(
                Violation(
                    ViolationKind.MISSING_DEPENDENCY,
                    path,
                    leaf,
                    "depends on a left side but has no placeholder to take its answers (QCompiler App. D, flag = 1)",
                )
            )
            continue
        for name in leaf.named_placeholders:
            if (path, name) in unbound:
                out.append(
                    Violation(
                        ViolationKind.UNKNOWN_PLACEHOLDER,
                        path,
                        leaf,
                        f"{{{name}}} is not bound: every answer set of the enclosing left sides is already "
                        "taken by an earlier placeholder",
                    )
                )
        for k in leaf.references:
            target = plan.by_number.get(k)
            if f"#{k}" in reported or target is None:
                continue
            if not _reference_allowed(root, path, target):
                out.append(
                    Violation(
                        ViolationKind.ERRONEOUS_DEPENDENCY,
                        path,
                        leaf,
                        f"#{k} ({format_path(target)}) is not on the producer side of any enclosing JOIN / '*'",
                    )
                )

    for binding in plan.bindings.values():
        used = binding.consumed_slots()
        if not used:
            continue  # reported at the consumer's leaves
        for i, slot in enumerate(binding.slots):
            if i not in used:
                node = subtree(root, binding.path)
                out.append(
                    Violation(
                        ViolationKind.MISSING_DEPENDENCY,
                        binding.path,
                        node,
                        f"the answers of {format_path(slot)} ({_summary(subtree(root, slot))}) are produced "
                        "but no placeholder on the right consumes them",
                    )
                )
    out.sort(key=lambda v: v.path)
    return out


# --- helpers ---------------------------------------------------------------------------------


def _structure(root: Node, limits: Limits) -> list[Violation]:
    """Structural cycles (possible only by mutating frozen nodes) and depth / size limits."""
    out: list[Violation] = []
    count = 0
    deepest: tuple[int, Path, object] = (0, (), root)
    stack: list[tuple[object, Path, tuple[int, ...]]] = [(root, (), ())]
    while stack:
        node, path, ancestors = stack.pop()
        count += 1
        if count > limits.max_nodes:
            out.append(Violation(ViolationKind.SIZE_LIMIT, (), root, f"more than {limits.max_nodes} nodes"))
            return out
        if len(path) + 1 > deepest[0]:
            deepest = (len(path) + 1, path, node)
        if not isinstance(node, (Atomic, Dependent, List, Operation)):
            raise TypeError(f"{format_path(path)} is not a question node: {node!r}")
        if id(node) in ancestors:
            out.append(Violation(ViolationKind.CYCLE, path, node, "the node contains itself"))
            continue
        for i, child in enumerate(node.children):
            stack.append((child, path + (i,), ancestors + (id(node),)))
    if deepest[0] > limits.max_depth:
        out.append(
            Violation(
                ViolationKind.DEPTH_LIMIT,
                deepest[1],
                deepest[2],
                f"tree depth {deepest[0]} exceeds {limits.max_depth}",
            )
        )
    return out


def _flags(root: Node) -> dict[Path, bool]:
    """Appendix D's dependency flag per leaf (left sides inherit; see module docstring)."""
    flags: dict[Path, bool] = {}

    def visit(node: Node, path: Path, flag: bool) -> None:
        if isinstance(node, Atomic):
            flags[path] = flag
            return
        pc = producer_consumer(node)
        for i, child in enumerate(node.children):
            visit(child, path + (i,), True if pc is not None and i == pc[1] else flag)

    visit(root, (), False)
    return flags


def _reference_allowed(root: Node, leaf: Path, target: Path) -> bool:
    """``#k`` may name a primitive in the producer of a combinator whose consumer holds the leaf."""
    for cut in range(len(leaf)):
        anc = subtree(root, leaf[:cut])
        pc = producer_consumer(anc)  # type: ignore[arg-type]
        if pc is None:
            continue
        consumer = leaf[:cut] + (pc[1],)
        producer = leaf[:cut] + (pc[0],)
        if leaf[: len(consumer)] == consumer and target[: len(producer)] == producer:
            return True
    return False


def _reachability(root: Node, plan: BindingPlan) -> Callable[[Path], set[Path]]:
    """Reachability in the 'must run after' graph (references + combinator order).

    A reference ``a -> #k`` closes a cycle when primitive k can (transitively) only run
    after ``a``.
    """
    edges: dict[Path, set[Path]] = {p: set() for p in plan.numbers}
    for path, leaf in leaves(root):
        for k in leaf.references:
            if k in plan.by_number:
                edges[path].add(plan.by_number[k])
    for binding in plan.bindings.values():
        producer_leaves = [p for p in plan.numbers if p[: len(binding.producer)] == binding.producer]
        for p in plan.numbers:
            if p[: len(binding.consumer)] == binding.consumer:
                edges[p].update(producer_leaves)

    def reach(start: Path) -> set[Path]:
        seen: set[Path] = set()
        frontier = list(edges[start])
        while frontier:
            n = frontier.pop()
            if n not in seen:
                seen.add(n)
                frontier.extend(edges[n])
        return seen

    return reach


def _summary(node: object) -> str:
    if isinstance(node, Atomic):
        text = node.text if len(node.text) <= 60 else node.text[:57] + "..."
        return f"Atomic {text!r}"
    return type(node).__name__


__all__ = ["Limits", "ValidationError", "Violation", "ViolationKind", "validate", "validate_or_raise"]
