"""The recursive descent processor (QCompiler section 3.3) with HPE's H-executor (HPE 3.2).

Depth-first over one AST:

* ``Atomic``: placeholders are filled from the current bindings and the question goes to
  the leaf engine (:mod:`kgqa.compiler.engines`);
* ``List``: children run concurrently (``asyncio.gather``); answers are their union;
* ``Dependent`` / ``JOIN``: the producer runs first; the consumer then runs once per
  combination of producer answers bound to its placeholders (fan-out, de-duplicated,
  capped by ``max_fanout``), those runs concurrently; answers are the union of the runs;
* beam (``Executor(beam=k)``, k > 1): when the producer is a guessing leaf (a reader's
  competing answers, :attr:`LeafAnswer.readings`), the consumer runs once per reading and the
  ``k`` chains with the best joint confidence are kept, best first, instead of the union;
* other HPE operations: both operands run concurrently ("executes q2 and q1
  simultaneously", HPE Table 1) and :mod:`kgqa.compiler.operations` combines the answers.

Concurrency is bounded at the engine call (a semaphore around ``engine.answer``), not at
the tree nodes, so nested fan-out can never deadlock waiting for its own parents' permits.
Every run leaves a :class:`~kgqa.compiler.trace.TraceNode`.
"""

from __future__ import annotations

import asyncio
import itertools
import re
import time
from dataclasses import dataclass
from typing import Callable

from kgqa.compiler import operations as ops
from kgqa.compiler.ast import (
    PLACEHOLDER_RE,
    Add,
    Atomic,
    CompEq,
    CompGt,
    CompLt,
    Dependent,
    Intersect,
    Join,
    List,
    Node,
    Operation,
    Path,
    Sub,
    Union,
    format_path,
)
from kgqa.compiler.binding import Binding, BindingPlan
from kgqa.compiler.engines import LeafEngine
from kgqa.compiler.trace import TraceNode
from kgqa.compiler.validator import Limits, validate_or_raise
from kgqa.compiler.values import AnswerValue, dedupe, format_value


class ExecutionError(RuntimeError):
    """A leaf engine failed or a placeholder had no value at run time."""

    def __init__(self, message: str, path: Path) -> None:
        self.path = path
        super().__init__(f"{message} (at {format_path(path)})")


@dataclass
class Execution:
    answers: tuple[AnswerValue, ...]
    trace: TraceNode


_OF_RE = re.compile(r"\bof\s+")
_WH_RE = re.compile(
    r"^(?:who|what|when|where|which|whom|whose|how(?:\s+\w+)?)\s+(?:is|was|are|were|did|does|do|has|had)\s+(?:the\s+)?",
    re.I,
)


def main_entity(question: str) -> str:
    """The entity a template-style question is about (HPE COMP_< / COMP_> return it).

    "When is publication date of The Mask of Fu Manchu?" -> "The Mask of Fu Manchu": the
    text after the first "of" that starts a capitalised name; otherwise the question minus
    its wh-prefix.
    """
    text = question.strip().rstrip("?").strip()
    for m in _OF_RE.finditer(text):
        rest = text[m.end() :]
        first = rest.lstrip(".…\"'(¡¿“‘")[:1]  # "...And God Created Them", "(500) Days of Summer"
        if first.isupper() or first.isdigit():
            return rest
    return _WH_RE.sub("", text) or text


class Executor:
    """Runs question trees against a leaf engine."""

    def __init__(
        self,
        engine: LeafEngine,
        *,
        max_concurrency: int = 4,
        max_fanout: int = 16,
        limits: Limits = Limits(),
        entity_of: Callable[[str], str] = main_entity,
        record_leaf_errors: bool = False,
        beam: int = 1,
    ) -> None:
        if max_concurrency < 1 or max_fanout < 1 or beam < 1:
            raise ValueError("max_concurrency, max_fanout and beam must be positive")
        self.engine = engine
        self.max_concurrency = max_concurrency
        self.max_fanout = max_fanout
        self.limits = limits
        self.entity_of = entity_of
        self.record_leaf_errors = record_leaf_errors
        self.beam = beam

    def run_sync(self, root: Node) -> Execution:
        return asyncio.run(self.run(root))

    async def run(self, root: Node) -> Execution:
        """Validate ``root`` (raises ValidationError) and execute it."""
        plan = validate_or_raise(root, self.limits)
        run = _Run(self, plan, asyncio.Semaphore(self.max_concurrency), time.perf_counter())
        trace = await run.node(root, (), {})
        return Execution(trace.answers, trace)


def _confidence(trace: TraceNode) -> float:
    """A run's confidence for the beam; runs that report none (symbolic nodes) count as sure."""
    return 1.0 if trace.confidence is None else trace.confidence


class _Run:
    """State of one execution: the plan, the engine-call semaphore and the clock."""

    def __init__(self, ex: Executor, plan: BindingPlan, sem: asyncio.Semaphore, t0: float) -> None:
        self.ex, self.plan, self.sem, self.t0 = ex, plan, sem, t0

    async def node(self, node: Node, path: Path, env: dict[str, AnswerValue]) -> TraceNode:
        start = time.perf_counter()
        if isinstance(node, Atomic):
            trace = await self.leaf(node, path, env)
        elif isinstance(node, List):
            kids = await asyncio.gather(*(self.node(c, path + (i,), env) for i, c in enumerate(node.items)))
            trace = TraceNode(path, "List", dedupe([a for k in kids for a in k.answers]), children=list(kids))
        elif isinstance(node, (Dependent, Join)):
            trace = await self.dependent(node, path, env)
        elif isinstance(node, Operation):
            trace = await self.operation(node, path, env)
        else:  # pragma: no cover - validate() rejects non-nodes first
            raise TypeError(f"not a question node: {node!r}")
        trace.started = start - self.t0
        trace.elapsed = time.perf_counter() - start
        return trace

    async def leaf(self, node: Atomic, path: Path, env: dict[str, AnswerValue]) -> TraceNode:
        used = {n: env[n] for n in node.placeholders if n in env}

        def fill(m: re.Match[str]) -> str:
            name = m.group(1).strip()
            if name not in env:
                raise ExecutionError(f"placeholder {{{name}}} has no value", path)
            return format_value(env[name])

        question = PLACEHOLDER_RE.sub(fill, node.text)
        trace = TraceNode(path, "Atomic", question=question, bindings=used)
        async with self.sem:
            try:
                result = await self.ex.engine.answer(question)
            except Exception as exc:
                if not self.ex.record_leaf_errors:
                    raise ExecutionError(f"engine {self.ex.engine.name!r} failed on {question!r}: {exc}", path) from exc
                trace.notes.append(f"engine error: {exc!r}")
                trace.source = self.ex.engine.name
                return trace
        if result is None:
            trace.source = self.ex.engine.name
            trace.notes.append("no answer")
            return trace
        trace.answers = dedupe(result.answers)
        trace.source = result.source or self.ex.engine.name
        trace.confidence = result.confidence
        if self.ex.beam > 1 and len(result.readings) > 1:
            trace.readings = list(result.readings[: self.ex.beam])
        trace.notes.extend(result.notes)
        return trace

    async def dependent(self, node: Dependent | Join, path: Path, env: dict[str, AnswerValue]) -> TraceNode:
        binding = self.plan.bindings[path]
        producer = node.children[binding.producer[-1]]
        consumer = node.children[binding.consumer[-1]]
        ptrace = await self.node(producer, binding.producer, env)
        trace = TraceNode(path, "Dependent" if isinstance(node, Dependent) else "JOIN", children=[ptrace])

        variables: list[tuple[str, tuple[AnswerValue, ...]]] = []
        for name, slot in binding.names:
            slot_path = binding.slots[slot]
            records = [ptrace] if slot_path == binding.producer else ptrace.find(slot_path)
            variables.append((name, dedupe([a for r in records for a in r.answers])))
        for k, target in binding.references:
            variables.append((f"#{k}", dedupe([a for r in ptrace.find(target) for a in r.answers])))

        if self._branches(ptrace, binding):
            return await self.beam_dependent(consumer, binding, ptrace, trace, env)

        empty = [name for name, values in variables if not values]
        if empty:
            trace.notes.append("left side gave no answer for " + ", ".join("{" + n + "}" for n in empty))
            return trace
        names = [name for name, _ in variables]
        limit = self.ex.max_fanout
        combos = list(itertools.islice(itertools.product(*(values for _, values in variables)), limit + 1))
        if len(combos) > limit:
            combos = combos[:limit]
            trace.notes.append(f"fan-out capped at {limit} combinations")
        runs = await asyncio.gather(
            *(self.node(consumer, binding.consumer, {**env, **dict(zip(names, combo))}) for combo in combos)
        )
        trace.children.extend(runs)
        trace.answers = dedupe([a for r in runs for a in r.answers])
        return trace

    def _branches(self, ptrace: TraceNode, binding: Binding) -> bool:
        """Beam execution applies when the left side guessed (several readings) and every
        placeholder takes the left side's own answers (not a slot of a ``List`` producer)."""
        return (self.ex.beam > 1 and len(ptrace.readings) > 1 and bool(binding.names) and not binding.references
                and all(binding.slots[slot] == binding.producer for _, slot in binding.names))

    async def beam_dependent(self, consumer: Node, binding: Binding, ptrace: TraceNode, trace: TraceNode,
                             env: dict[str, AnswerValue]) -> TraceNode:
        """Run the right side once per reading of the left side and keep the ``beam`` best
        chains by joint confidence (reading confidence x the right side's confidence).

        A wrong first hop sinks a chain; its right side then usually reads passages that do
        not answer it, with a low confidence, so the joint score prefers the consistent chain.
        """
        names = [name for name, _ in binding.names]
        limit = self.ex.max_fanout
        jobs: list[tuple[int, dict[str, AnswerValue]]] = []
        for i, (answers, _) in enumerate(ptrace.readings):
            values = dedupe(answers)
            combos = list(itertools.islice(itertools.product(*([values] * len(names))), limit + 1))
            if len(combos) > limit:
                combos = combos[:limit]
                trace.notes.append(f"fan-out of reading {i + 1} capped at {limit} combinations")
            jobs.extend((i, dict(zip(names, combo))) for combo in combos)
        runs = await asyncio.gather(*(self.node(consumer, binding.consumer, {**env, **b}) for _, b in jobs))
        trace.children.extend(runs)
        by_reading: dict[int, list[TraceNode]] = {}
        for (i, _), run in zip(jobs, runs):
            by_reading.setdefault(i, []).append(run)
        best: dict[tuple, tuple[tuple[AnswerValue, ...], float]] = {}
        for i, group in by_reading.items():
            left = ptrace.readings[i][1]
            if len(group) == 1:
                r = group[0]
                chains = r.readings or ([(r.answers, _confidence(r))] if r.answers else [])
            else:  # a reading with several values fans out: its chain is the union of the runs
                union = dedupe([a for r in group for a in r.answers])
                conf = max(_confidence(r) for r in group if r.answers) if union else 0.0
                chains = [(union, conf)] if union else []
            for answers, conf in chains:
                key = tuple(format_value(a).lower() for a in answers)
                score = left * conf
                if key not in best or score > best[key][1]:
                    best[key] = (tuple(answers), score)
        ranked = sorted(best.values(), key=lambda rc: -rc[1])[: self.ex.beam]
        if not ranked:
            trace.notes.append(f"beam: no reading of the left side ({len(ptrace.readings)}) gave an answer")
            return trace
        trace.readings = ranked
        trace.answers, trace.confidence = ranked[0]
        trace.notes.append(f"beam: {len(ptrace.readings)} readings of the left side; kept "
                           f"{', '.join(format_value(a) for a in ranked[0][0])} (joint confidence {ranked[0][1]:.3f})")
        return trace

    async def operation(self, node: Operation, path: Path, env: dict[str, AnswerValue]) -> TraceNode:
        t1, t2 = await asyncio.gather(self.node(node.q1, path + (1,), env), self.node(node.q2, path + (0,), env))
        trace = TraceNode(path, node.keyword, children=[t2, t1], source="symbolic")
        try:
            if isinstance(node, Union):
                trace.answers = ops.union(t2.answers, t1.answers)
            elif isinstance(node, Intersect):
                trace.answers = ops.intersect(t2.answers, t1.answers)
            elif isinstance(node, CompEq):
                trace.answers = ops.comp_eq(t2.answers, t1.answers)
            elif isinstance(node, (CompLt, CompGt)):
                order = ops.compare(t2.answers, t1.answers)
                if order == 0:
                    trace.notes.append("both sides are equal")
                else:
                    q2_wins = (order < 0) if isinstance(node, CompLt) else (order > 0)
                    winner = t2 if q2_wins else t1
                    trace.answers = (self.subject(winner),)
            elif isinstance(node, Sub):
                trace.answers = ops.sub(t2.answers, t1.answers)
            elif isinstance(node, Add):
                trace.answers = ops.add(t2.answers, t1.answers)
            else:  # pragma: no cover - every Operation subclass is handled above
                raise TypeError(node.keyword)
        except ops.OperationError as exc:
            trace.notes.append(f"{node.keyword}: {exc}")
        return trace

    def subject(self, trace: TraceNode) -> str:
        """The main entity of an operand: that of its first executed primitive."""
        while trace.question is None and trace.children:
            # JOIN / '*' / List records keep the first executed child first (the producer);
            # the other operations keep written order [q2, q1], and q1 runs first.
            symbolic = trace.kind not in ("JOIN", "Dependent", "List")
            trace = trace.children[-1] if symbolic else trace.children[0]
        return self.ex.entity_of(trace.question or "")
