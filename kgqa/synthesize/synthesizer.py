"""The synthesis loop: draw shapes in turn, ground, execute, keep, verbalise.

Each draw is for the shape with the fewest questions so far (over its weight, ``shape_weights``)
among the ones this KG can ground
(a shape that fails ``give_up_after`` draws in a row while never succeeding is dropped, and one
that fails five times as often in a row is exhausted), so the output is balanced across shapes; yes/no shapes alternate their intended answer, so true and false are as many.
Each graph is executed once through the KG layer (bounded by ``timeout_s``) and kept only when
its answer is non-empty (a count of 0 is empty) and has at most ``max_answers`` rows.
A share ``value_filters`` of the graphs that state a literal as a triple's object state it as
an equality filter instead (:func:`.shapes.value_filters`): the same question, the other common
way to write it. Deterministic for a seed: one ``random.Random(seed)`` drives every choice, and the KG is only
read by deterministic bounded queries.
"""

from __future__ import annotations

import logging
import random
import time
from collections import Counter
from dataclasses import dataclass, field, replace

from tqdm import tqdm

from kgqa.kg.base import SelectResult
from kgqa.kg.errors import KGError
from kgqa.querygraph import (
    EdgeClass,
    OrderSpec,
    QueryGraphError,
    VertexClass,
    to_sparql,
)

from .kgview import KGView
from .sampler import DRAW, Draft
from .shapes import (
    BOOLEAN_SHAPES,
    COMPOSED_SHAPES,
    SHAPES,
    has_value_object,
    value_filters,
)
from .verbalise import verbalise

log = logging.getLogger(__name__)


@dataclass
class SyntheticQuestion:
    id: str
    shape: str
    question: str
    sparql: str
    answers: SelectResult | bool
    graph: object = field(repr=False, default=None)


@dataclass
class SynthesisReport:
    questions: list[SyntheticQuestion]
    shapes: Counter
    executed: int = 0
    kept: int = 0
    rejected: Counter = field(default_factory=Counter)
    draws: int = 0
    seconds: float = 0.0
    kg_queries: int = 0
    dropped_shapes: list[str] = field(default_factory=list)
    exhausted_shapes: list[str] = field(default_factory=list)
    booleans: Counter = field(default_factory=Counter)

    def summary(self) -> dict:
        n = len(self.questions)
        return {
            "questions": n,
            "seconds": round(self.seconds, 2),
            "questions_per_second": round(n / self.seconds, 1) if self.seconds else None,
            "shapes": dict(sorted(self.shapes.items())),
            "executed": self.executed,
            "kept_share": round(self.kept / self.executed, 3) if self.executed else None,
            "rejected": {k: v for k, v in self.rejected.most_common() if v},
            "draws": self.draws,
            "kg_queries": self.kg_queries,
            "ungrounded_shapes": self.dropped_shapes,
            "exhausted_shapes": self.exhausted_shapes,
            "yes_no": {str(k).lower(): v for k, v in sorted(self.booleans.items())},
        }


def synthesize(kg, onboarded, n: int, *, seed: int = 0, max_answers: int = 50, timeout_s: float = 5.0,
               shapes: list[str] | None = None, give_up_after: int = 60, max_draws: int | None = None,
               progress: bool = True, value_filter_share: float = 0.5,
               shape_weights: dict[str, float] | None = None) -> SynthesisReport:
    """``n`` question/SPARQL/answer triples about ``kg`` (see module docstring). ``shape_weights``:
    a shape's share relative to the others (1 where not named; 0 leaves it out); the composed
    shapes (:data:`.shapes.COMPOSED_SHAPES`) are drawn only where it weights them."""
    rng = random.Random(seed)
    view = KGView(kg, onboarded, timeout_s=timeout_s)
    weights = {s: 1.0 for s in SHAPES} | {s: 0.0 for s in COMPOSED_SHAPES} | dict(shape_weights or {})
    if shapes:
        weights |= {s: weights.get(s) or 1.0 for s in shapes}
    active = [s for s in (shapes or (*SHAPES, *COMPOSED_SHAPES)) if s in DRAW and weights.get(s, 0) > 0]
    unknown = (set(shapes or ()) | set(shape_weights or ())) - set(DRAW)
    if unknown:
        raise ValueError(f"unknown shapes {sorted(unknown)}; known: {', '.join((*SHAPES, *COMPOSED_SHAPES))}")
    report = SynthesisReport([], Counter())
    misses: Counter = Counter()
    seen: set[str] = set()
    max_draws = max_draws if max_draws is not None else max(1000, 40 * n)
    t0 = time.perf_counter()
    queries_before = kg.stats.queries
    bar = tqdm(total=n, desc="synthesize", unit="q", disable=not progress, mininterval=1)
    turn = 0

    def unbalanced() -> int:  # yes/no shapes one answer ahead: that question is dropped at the end
        return sum(report.booleans[(s, True)] != report.booleans[(s, False)] for s in BOOLEAN_SHAPES)

    while len(report.questions) - unbalanced() < n and active and report.draws < max_draws:
        # the shape with the fewest questions so far (in SHAPES order among equals): shapes that
        # ground rarely get more draws, so the output stays balanced while they can ground at all
        shape = min(active, key=lambda s: (report.shapes[s] / weights[s], (active.index(s) - turn) % len(active)))
        turn += 1
        report.draws += 1
        want = None
        if shape in BOOLEAN_SHAPES:
            want = report.booleans[(shape, True)] <= report.booleans[(shape, False)]
        draft = _draw(shape, view, rng, want)
        # no draw at a share of 0: the questions are then those of a synthesizer without filters
        if draft is not None and value_filter_share > 0 and has_value_object(draft.graph) \
                and rng.random() < value_filter_share:
            draft = replace(draft, graph=value_filters(draft.graph))
        ok = draft is not None and _keep(draft, kg, report, seen, max_answers, timeout_s)
        if ok:
            misses[shape] = 0
            report.shapes[shape] += 1
            q = report.questions[-1]
            q.question = verbalise(draft, rng)
            if isinstance(q.answers, bool):
                report.booleans[(shape, q.answers)] += 1
            bar.update(1)
        else:
            misses[shape] += 1
            if misses[shape] >= give_up_after and report.shapes[shape] == 0:
                active.remove(shape)
                report.dropped_shapes.append(shape)
                log.info("shape %s: nothing to ground in %d draws; dropped", shape, give_up_after)
            elif misses[shape] >= give_up_after * 5:
                active.remove(shape)  # exhausted: every new draw repeats a kept question
                report.exhausted_shapes.append(shape)
                log.info("shape %s: exhausted after %d questions", shape, report.shapes[shape])
    bar.close()
    _balance_yes_no(report)
    while len(report.questions) > n:  # a balancing answer can add two at once: drop an open one
        open_ = [i for i, q in enumerate(report.questions) if not isinstance(q.answers, bool)]
        if not open_:
            break  # yes/no shapes only: keep the balance rather than the count
        report.shapes[report.questions.pop(open_[-1]).shape] -= 1
    for i, q in enumerate(report.questions, 1):
        q.id = str(i)
    report.seconds = time.perf_counter() - t0
    report.kg_queries = kg.stats.queries - queries_before
    totals: Counter = Counter()
    for q in report.questions:
        if isinstance(q.answers, bool):
            totals[q.answers] += 1
    report.booleans = totals
    return report


def _balance_yes_no(report: SynthesisReport) -> None:
    """Drop the last yes/no questions of each shape's majority answer, so every yes/no shape has
    as many false as true answers (a draw meant to be false can fail where a true one did not)."""
    by: dict[tuple[str, bool], list[int]] = {}
    for i, q in enumerate(report.questions):
        if isinstance(q.answers, bool):
            by.setdefault((q.shape, q.answers), []).append(i)
    drop: set[int] = set()
    for shape in {s for s, _ in by}:
        t, f = by.get((shape, True), []), by.get((shape, False), [])
        extra = t[min(len(t), len(f)):] + f[min(len(t), len(f)):]
        drop.update(extra)
        report.shapes[shape] -= len(extra)
        report.rejected["yes/no balance"] += len(extra)
    if drop:
        report.questions = [q for i, q in enumerate(report.questions) if i not in drop]


def _draw(shape: str, view: KGView, rng: random.Random, want: bool | None) -> Draft | None:
    try:
        if want is not None:
            return DRAW[shape](view, rng, want=want)
        return DRAW[shape](view, rng)
    except (KGError, QueryGraphError) as e:
        log.debug("draw %s failed: %s", shape, e)
        return None


def _keep(draft: Draft, kg, report: SynthesisReport, seen: set[str], max_answers: int, timeout_s: float) -> bool:
    try:
        draft.graph.validate()
        sparql = to_sparql(draft.graph)
    except (QueryGraphError, ValueError) as e:  # ValueError: a constant SPARQL cannot write (a blank node)
        report.rejected["invalid graph"] += 1
        log.debug("invalid graph for %s: %s", draft.shape, e)
        return False
    if sparql in seen:
        report.rejected["duplicate"] += 1
        return False
    seen.add(sparql)
    report.executed += 1
    try:
        result = kg.query(_bounded(draft.graph, sparql, max_answers), timeout_s=timeout_s)
    except KGError as e:
        report.rejected[f"failed: {type(e).__name__}"] += 1
        return False
    if isinstance(result, bool):
        if draft.expect is not None and result != draft.expect:
            report.rejected["yes/no not as intended"] += 1
            return False
    elif isinstance(result, SelectResult):
        rows = [r for r in result.rows if any(t is not None for t in r)]
        if not rows:
            report.rejected["empty"] += 1
            return False
        if len(rows) > max_answers:
            report.rejected["too many answers"] += 1
            return False
        if len(result.variables) == 1 and len(rows) == 1 and _is_zero(rows[0][0]):
            report.rejected["zero"] += 1
            return False
        if draft.shape == "count" and draft.slots["steps"][-1]["forward"] and _is_one(rows[0][0]):
            report.rejected["count of one"] += 1  # "how many countries does a city have": 1
            return False
        try:
            if _tied(draft.graph, kg, timeout_s):
                report.rejected["tie at the limit"] += 1
                return False
        except (KGError, QueryGraphError):
            report.rejected["tie check failed"] += 1
            return False
    else:
        report.rejected["not SELECT/ASK"] += 1
        return False
    report.kept += 1
    report.questions.append(SyntheticQuestion(str(len(report.questions) + 1), draft.shape, "", sparql, result,
                                              draft.graph))
    return True


def _bounded(graph, sparql: str, max_answers: int) -> str:
    """The query to execute: a SELECT with no LIMIT of its own gets one, at one row more than
    may be kept, so a graph that matches half the KG costs what a small one does. Below the cap
    the rows are the query's own."""
    if not sparql.lstrip().upper().startswith("SELECT") or any(e.cls is EdgeClass.ORD for e in graph.edges):
        return sparql
    return f"{sparql} LIMIT {max_answers + 1}"


def _tied(graph, kg, timeout_s: float) -> bool:
    """Whether an ORDER BY .. LIMIT n cuts between equal keys ("the oldest" of two of the same
    age has no one answer): the same graph with the key projected and one row more."""
    ords = [e for e in graph.edges if e.cls is EdgeClass.ORD and e.instance in ("ASC", "DESC")]
    if not ords:
        return False
    e = ords[0]
    spec = graph.vertices[e.target].instance
    if not isinstance(spec, OrderSpec) or spec.limit is None:
        return False
    g = graph.copy()
    key = g.vertices[e.source]
    if key.cls is VertexClass.ANS:
        col = key.instance
    else:
        col = len(g.answer_vertices(0))
        g.vertices[e.source] = replace(key, cls=VertexClass.ANS, instance=col)
    g.vertices[e.target] = replace(g.vertices[e.target], instance=OrderSpec(spec.rank, spec.limit + 1, spec.offset))
    rows = kg.query(to_sparql(g), timeout_s=timeout_s).rows
    return len(rows) > spec.limit and rows[spec.limit - 1][col] == rows[spec.limit][col]


def _is_one(term) -> bool:
    try:
        return float(term.toPython()) == 1.0
    except (AttributeError, TypeError, ValueError):
        return False


def _is_zero(term) -> bool:
    try:
        return float(term.toPython()) == 0.0
    except (AttributeError, TypeError, ValueError):
        return False
