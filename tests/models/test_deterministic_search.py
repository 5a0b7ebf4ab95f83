"""The search does not depend on the clock: guidance is budgeted in KG calls, not milliseconds.

Run through the real engine and the real embedded KG. A machine that is slow (simulated by a
clock that jumps a minute at every reading) or a KG whose cache is warm must give the same
beams, the same probes and the same answer as an idle machine with a cold cache.
"""

from __future__ import annotations

import itertools

import pytest
from rdflib import URIRef

from kgqa.data.spider_kgs import spider_kg
from kgqa.paths import models_dir
from kgqa.search.beam import Candidate
from kgqa.search.config import SearchConfig
from kgqa.search.guidance import ExecutionGuide

QUESTION = "What are the names of the singers from France older than 30?"


@pytest.fixture(scope="module")
def model():
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "model.pt").model


def _trace(engine, kg):
    kg.clear_cache()
    ans = engine.answer(QUESTION, kg, kg_name="concert_singer")
    assert ans.error is None
    return ans.sparql, [b.sparql for b in ans.beams], [(p.pattern, p.slot, p.candidates, p.admitted) for p in ans.probes]


def test_a_slow_clock_does_not_change_the_search(model, monkeypatch):
    from kgqa.engine.hgnet_engine import HGNetEngine

    engine = HGNetEngine(model, SearchConfig.default(guidance_budget_calls=6))
    kg = spider_kg("concert_singer")
    idle = _trace(engine, kg)
    assert len(idle[2]) >= 1
    ticks = itertools.count()
    monkeypatch.setattr("time.perf_counter", lambda: 60.0 * next(ticks))  # every reading a minute later
    assert _trace(engine, kg) == idle


def test_the_budget_counts_calls_cached_or_not(model):
    from kgqa.engine.hgnet_engine import HGNetEngine

    kg = spider_kg("concert_singer")
    small = HGNetEngine(model, SearchConfig.default(guidance_budget_calls=2))
    cold = _trace(small, kg)
    assert 1 <= len(cold[2]) <= 2
    # the same question with the KG's cache warm: the same probes, so the same search
    warm = small.answer(QUESTION, kg, kg_name="concert_singer")
    assert [(p.pattern, p.slot, p.candidates, p.admitted) for p in warm.probes] == cold[2]
    assert warm.sparql == cold[0]
    unlimited = HGNetEngine(model, SearchConfig.default(guidance_budget_calls=None))
    assert len(_trace(unlimited, kg)[2]) > 2


def test_guide_stops_probing_when_the_calls_are_spent():
    kg = spider_kg("concert_singer")
    ns = "http://valuenet/ontop/"

    class Parent:
        def probe_request(self, candidates):
            return ("?s ?e0 ?o . ?s a <" + ns + "singer> .", "e0", [URIRef(c.action) for c in candidates], None)

    guide = ExecutionGuide(kg, budget_calls=1)
    cands = [Candidate(ns + "singer#name", -0.1), Candidate(ns + "stadium#name", -0.2)]
    assert [c.action for c in guide.admit(Parent(), cands)] == [ns + "singer#name"]
    assert [c.action for c in guide.admit(Parent(), cands)] == [c.action for c in cands]  # unguided now
    assert guide.calls == 1 and guide.skipped == 1 and len(guide.probes) == 1
