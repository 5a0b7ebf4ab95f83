"""The engine's fault policy on its own: which KG failures end an answer, which only degrade it,
and that a silent endpoint costs a bounded number of timeouts. The whole path through a real
server is tests/service/test_faults_real_engine.py."""

from __future__ import annotations

import pytest

from kgqa.engine.beam_runner import BeamRunner
from kgqa.kg.errors import EndpointUnavailable, MalformedQuery, QueryTimeout
from kgqa.search.guidance import ExecutionGuide, first_non_empty


class ScriptedKG:
    """Answers ``select``/``ask``/``probe`` by raising or returning what ``script`` maps the query to."""

    def __init__(self, script):
        self.script = script
        self.calls = []

    def _reply(self, query):
        self.calls.append(query)
        outcome = self.script(query)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    def select(self, query, **kw):
        return self._reply(query)

    def ask(self, query, **kw):
        return self._reply(query)

    def probe(self, pattern, slot, terms, **kw):
        return self._reply(pattern)


class Probing:
    """A fill hypothesis that asks the guide to probe ``pattern`` for its candidates."""

    def __init__(self, pattern):
        self.pattern = pattern

    def probe_request(self, candidates):
        return (self.pattern, "?x", [c for c in candidates], None)


def test_an_unreachable_endpoint_ends_the_answer_at_once():
    kg = ScriptedKG(lambda q: EndpointUnavailable("http://kg/sparql", "connection refused"))
    runner = BeamRunner(kg)
    with pytest.raises(EndpointUnavailable):
        runner.run("SELECT * WHERE { ?s ?p ?o }")
    with pytest.raises(EndpointUnavailable):  # the final check does not swallow it either
        first_non_empty(["q1", "q2"], runner.run, limit=2)


def test_timeouts_fail_single_beams_then_stop_the_rest():
    kg = ScriptedKG(lambda q: QueryTimeout(2.0, "http://kg/sparql"))
    runner = BeamRunner(kg, max_timeouts=2)
    results = [runner.run(q) for q in ("q1", "q2", "q3", "q4")]
    assert results == [None] * 4
    assert kg.calls == ["q1", "q2"]  # a silent endpoint costs two timeouts, not four
    assert "2 candidate queries timed out, 2 not run" in runner.degradation()
    with pytest.raises(QueryTimeout):
        runner.raise_fault("q1")
    with pytest.raises(QueryTimeout):
        runner.raise_fault("q4")  # not run because of the timeouts: the answer is a timeout too


def test_a_malformed_beam_is_a_failed_beam_not_a_fault():
    kg = ScriptedKG(lambda q: MalformedQuery("bad", q) if q == "bad" else ["row"])
    runner = BeamRunner(kg)
    assert runner.run("bad") is None and runner.run("good") == ["row"]
    assert runner.degradation() is None
    runner.raise_fault("bad")  # nothing to raise: the engine reports it on the answer instead


def test_guidance_stops_probing_at_the_first_unreachable_endpoint_and_says_so():
    kg = ScriptedKG(lambda q: EndpointUnavailable("http://kg/sparql", "connection refused"))
    guide = ExecutionGuide(kg, timeout_s=2.0)
    for pattern in ("p1", "p2", "p3"):
        assert guide.admit(Probing(pattern), ["a", "b"]) == ["a", "b"]  # admitted unchecked
    assert kg.calls == ["p1"]
    assert "EndpointUnavailable" in guide.degradation()


def test_one_slow_probe_is_its_own_cost_repeated_timeouts_stop_guidance():
    """An expensive pattern on a busy KG times out alone: guidance goes on and the answer is not
    degraded. A silent endpoint times out every probe: guidance stops at max_timeouts."""
    slow = ScriptedKG(lambda q: QueryTimeout(2.0, "http://kg/sparql") if q.startswith("slow") else [True, False])
    guide = ExecutionGuide(slow, timeout_s=2.0, max_timeouts=2)
    for pattern in ("slow1", "fast1", "slow2", "fast2", "slow3"):  # never two in a row
        guide.admit(Probing(pattern), ["a", "b"])
    assert guide.admit(Probing("fast3"), ["a", "b"]) == ["a"]  # still guided
    assert guide.degradation() is None and guide.failed == 3

    silent = ScriptedKG(lambda q: QueryTimeout(2.0, "http://kg/sparql"))
    guide = ExecutionGuide(silent, timeout_s=2.0, max_timeouts=2)
    for pattern in ("p1", "p2", "p3", "p4"):
        assert guide.admit(Probing(pattern), ["a", "b"]) == ["a", "b"]
    assert silent.calls == ["p1", "p2"]
    assert "QueryTimeout" in guide.degradation()


def test_guidance_goes_on_after_one_malformed_probe():
    kg = ScriptedKG(lambda q: MalformedQuery("bad", q) if q == "p1" else [True, False])
    guide = ExecutionGuide(kg, timeout_s=2.0)
    assert guide.admit(Probing("p1"), ["a", "b"]) == ["a", "b"]
    assert guide.admit(Probing("p2"), ["a", "b"]) == ["a"]
    assert guide.degradation() is None and guide.failed == 1
