"""A question's time budget (kgqa.search.deadline) in the guide and the beam runner, on a clock
the test moves: what is cut once it is spent, and that nothing changes before. The whole path
through the real engine and a real server is tests/service/test_deadline_real_engine.py."""

from __future__ import annotations

import math

import pytest

from kgqa.engine.beam_runner import BeamRunner
from kgqa.kg.errors import QueryTimeout
from kgqa.search.deadline import ANSWER_FLOOR_SHARE, GUIDANCE_SHARE, Deadline
from kgqa.search.guidance import ExecutionGuide


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class TimedKG:
    """Answers every call after ``cost_s`` of the test's clock, or times out when that is past
    the call's timeout; records the timeouts it was given."""

    timeout_s = 10.0

    def __init__(self, clock: Clock, cost_s: float) -> None:
        self.clock = clock
        self.cost_s = cost_s
        self.timeouts: list[float | None] = []

    def _call(self, timeout_s):
        self.timeouts.append(timeout_s)
        limit = self.timeout_s if timeout_s is None else timeout_s
        if self.cost_s > limit:
            self.clock.now += limit
            raise QueryTimeout(limit, "http://kg/sparql")
        self.clock.now += self.cost_s

    def select(self, query, timeout_s=None):
        self._call(timeout_s)
        return ["row"]

    def probe(self, pattern, slot, terms, prefixes=None, timeout_s=None):
        self._call(timeout_s)
        return [True] * len(terms)


class Probing:
    def probe_request(self, candidates):
        return ("?s ?kgqa_slot ?o .", "?kgqa_slot", list(candidates), None)


def test_no_budget_changes_nothing():
    d = Deadline(None)
    assert not d.active and d.left() == math.inf and d.probe_timeout(2.0) == 2.0
    assert d.query_timeout(10.0, first=True) == 10.0 and d.degradation() is None
    clock = Clock()
    kg = TimedKG(clock, 0.5)
    guide, runner = ExecutionGuide(kg, timeout_s=2.0), BeamRunner(kg)
    for _ in range(5):
        guide.admit(Probing(), ["a", "b"])
        runner.run("SELECT * WHERE { ?s ?p ?o }")
    assert kg.timeouts == [2.0, None] * 5  # the calls are made as before the budget existed


def test_timeouts_are_cut_to_the_time_left_and_never_below_it():
    clock = Clock()
    d = Deadline(2.5, clock=clock)
    assert d.probe_timeout(2.0) == pytest.approx(GUIDANCE_SHARE * 2.5)
    clock.now += 1.0
    assert d.probe_timeout(2.0) == pytest.approx(GUIDANCE_SHARE * 2.5 - 1.0)
    assert d.query_timeout(10.0, first=False) == pytest.approx(1.5)
    clock.now += 2.0  # 0.5 s past the budget
    assert d.query_timeout(10.0, first=True) == pytest.approx(ANSWER_FLOOR_SHARE * 2.5)
    with pytest.raises(ValueError):
        Deadline(0)


def test_guidance_stops_at_its_share_of_the_budget_and_says_so():
    clock = Clock()
    d = Deadline(2.0, clock=clock)
    kg = TimedKG(clock, 0.5)
    guide = ExecutionGuide(kg, timeout_s=2.0, deadline=d)
    kept = [guide.admit(Probing(), ["a", "b"]) for _ in range(6)]
    assert kept == [["a", "b"]] * 6
    # 0.5 s each: the third gets the 0.2 s left of guidance's 1.2 s and is cut short there
    assert kg.timeouts == [pytest.approx(1.2), pytest.approx(0.7), pytest.approx(0.2)]
    assert d.probes_cut == 4 and d.guidance_cut_ms == pytest.approx(1200)
    assert "guidance stopped at 1,200 ms" in d.degradation() and guide.degradation() is None


def test_a_probe_cut_short_by_the_budget_is_not_a_fault_of_the_kgs():
    clock = Clock()
    d = Deadline(2.0, clock=clock)
    kg = TimedKG(clock, 5.0)  # every probe would run past the budget
    guide = ExecutionGuide(kg, timeout_s=2.0, max_timeouts=1, deadline=d)
    assert guide.admit(Probing(), ["a", "b"]) == ["a", "b"]
    assert kg.timeouts == [pytest.approx(1.2)] and clock.now == pytest.approx(101.2)
    assert guide.failed == 0 and guide.fault is None and guide.degradation() is None
    assert guide.admit(Probing(), ["a"]) == ["a"] and len(kg.timeouts) == 1 and d.probes_cut == 2


def test_executions_stop_when_the_budget_is_spent_and_the_answer_is_one_that_ran():
    clock = Clock()
    d = Deadline(2.0, clock=clock)
    kg = TimedKG(clock, 0.8)
    runner = BeamRunner(kg, max_timeouts=2, deadline=d)
    results = [runner.run(f"q{i}") for i in range(5)]
    # 0.8 s each: the third gets the 0.4 s left and is cut short at 2 s; nothing more is run
    assert results == [["row"], ["row"], None, None, None]
    assert kg.timeouts == [pytest.approx(2.0), pytest.approx(1.2), pytest.approx(0.4)]
    assert runner.cut == {"q3", "q4"} and d.queries_cut == 3 and set(runner.timeouts) == {"q2"}
    # the reranker put a beam that was not run first: the answer is the first that ran
    assert runner.best_run(["q4", "q3", "q1"], [None, None, ["row"]]) == 2
    assert "executions stopped at 2,000 ms" in d.degradation()


def test_with_nothing_run_when_the_budget_is_spent_the_best_graph_still_runs_once():
    clock = Clock()
    d = Deadline(2.0, clock=clock)
    clock.now += 3.0  # the search took the whole budget
    kg = TimedKG(clock, 0.1)
    runner = BeamRunner(kg, deadline=d)
    assert runner.run("q0") == ["row"] and runner.run("q1") is None
    assert kg.timeouts == [pytest.approx(ANSWER_FLOOR_SHARE * 2.0)]
    slow = TimedKG(clock, 5.0)  # a best graph that cannot run in the floor is the answer's timeout
    runner = BeamRunner(slow, max_timeouts=2, deadline=d)
    assert [runner.run(f"q{i}") for i in range(4)] == [None] * 4
    assert len(slow.timeouts) == 1  # tried once past the budget, not once per graph
    with pytest.raises(QueryTimeout):
        runner.raise_fault("q0")
