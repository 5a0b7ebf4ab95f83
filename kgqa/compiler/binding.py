"""Static data flow of a question tree: which answers fill which placeholders.

QCompiler leaves placeholder names free (``Where did {creator} die?`` never says that
``creator`` is the answer of the left side) and HPE numbers them (``#k`` is the k-th
executed primitive). The executor and the validator need one deterministic rule, fixed here:

* A **consumer** combinator -- ``Dependent(left, right)`` (QCompiler ``*``) or
  ``Join[q2, q1]`` (HPE) -- has a *producer* (left / q1) and a *consumer* (right / q2).
* The producer offers **slots**: one per child when it is a ``List`` (QCompiler's
  ``(Which continent is Aruba in? + Which country is Prazeres in?) * ... {continent} ...
  {country}``), otherwise one slot with all its answers.
* The consumer's *free* named placeholders -- those not already bound by a combinator
  nested inside it -- are bound to the slots **in order of first appearance**. Binding is
  bottom-up, so in ``X * (Y{x} * Z{y})`` the inner ``*`` binds ``y`` to Y and the outer one
  binds ``x`` to X. Names left free at the root are errors.
* ``{#k}`` references bind to the k-th executed primitive when it lies in the producer of
  an enclosing consumer combinator.
"""

from __future__ import annotations

from dataclasses import dataclass

from kgqa.compiler.ast import Atomic, Dependent, Join, List, Node, Path, leaves, primitive_numbers


@dataclass(frozen=True)
class Binding:
    """How one consumer combinator feeds its consumer."""

    path: Path
    producer: Path
    consumer: Path
    slots: tuple[Path, ...]
    names: tuple[tuple[str, int], ...]  # (placeholder name, slot index)
    references: tuple[tuple[int, Path], ...]  # (k, path of primitive #k inside the producer)

    def consumed_slots(self) -> set[int]:
        used = {slot for _, slot in self.names}
        for _, target in self.references:
            for i, slot in enumerate(self.slots):
                if target[: len(slot)] == slot:
                    used.add(i)
        return used


@dataclass(frozen=True)
class BindingPlan:
    bindings: dict[Path, Binding]
    unbound: tuple[tuple[Path, str], ...]  # (leaf path, name) of named placeholders left free
    numbers: dict[Path, int]  # leaf path -> HPE primitive number
    by_number: dict[int, Path]


def producer_consumer(node: Node) -> tuple[int, int] | None:
    """Child indices (producer, consumer) of a consumer combinator, else None."""
    if isinstance(node, Dependent):
        return (0, 1)
    if isinstance(node, Join):
        return (1, 0)  # JOIN[q2, q1]: q1 produces
    return None


def slots_of(producer: Node, path: Path) -> tuple[Path, ...]:
    if isinstance(producer, List):
        return tuple(path + (i,) for i in range(len(producer.items)))
    return (path,)


def plan_bindings(root: Node) -> BindingPlan:
    numbers = primitive_numbers(root)
    by_number = {k: p for p, k in numbers.items()}
    bindings: dict[Path, Binding] = {}

    def free(node: Node, path: Path) -> list[tuple[str, Path]]:
        if isinstance(node, Atomic):
            return [(name, path) for name in node.named_placeholders]
        pc = producer_consumer(node)
        if pc is None:
            out: list[tuple[str, Path]] = []
            for i, child in enumerate(node.children):
                out.extend(free(child, path + (i,)))
            return out
        p_idx, c_idx = pc
        producer, consumer = node.children[p_idx], node.children[c_idx]
        p_path, c_path = path + (p_idx,), path + (c_idx,)
        from_producer = free(producer, p_path)
        from_consumer = free(consumer, c_path)
        slots = slots_of(producer, p_path)
        order: list[str] = []
        for name, _ in from_consumer:
            if name not in order:
                order.append(name)
        bound = order[: len(slots)]
        refs: list[tuple[int, Path]] = []
        for leaf_path, leaf in leaves(consumer, c_path):
            for k in leaf.references:
                target = by_number.get(k)
                if target is not None and target[: len(p_path)] == p_path and (k, target) not in refs:
                    refs.append((k, target))
        bindings[path] = Binding(
            path=path,
            producer=p_path,
            consumer=c_path,
            slots=slots,
            names=tuple((name, i) for i, name in enumerate(bound)),
            references=tuple(refs),
        )
        return from_producer + [(n, p) for n, p in from_consumer if n not in bound]

    unbound = tuple((p, n) for n, p in free(root, ()))
    return BindingPlan(bindings=bindings, unbound=unbound, numbers=numbers, by_number=by_number)
