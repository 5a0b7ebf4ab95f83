"""Execution guidance prunes candidates without a match on a real KG (concert_singer)."""

from rdflib import URIRef

from kgqa.kg.registry import spider_kg
from kgqa.models.aqg import Edge, QueryGraph, Vertex, probe_pattern
from kgqa.search.beam import Candidate, beam_search
from kgqa.search.guidance import ExecutionGuide, first_non_empty

NS = "http://valuenet/ontop/"


class _Parent:
    """A partial graph: Ans <-?e0- Var -singer#country-> ?c, FILTER(?c = 'France')."""

    def __init__(self):
        self.g = QueryGraph(
            [Vertex("Ans"), Vertex("Var"), Vertex("Var"), Vertex("Val", 0, "'France'")],
            [Edge(1, 0, "Rel"), Edge(1, 2, "Rel", NS + "singer#country"), Edge(2, 3, "Cmp", "=")],
        )

    def probe_request(self, candidates):
        return probe_pattern(self.g), "e0", [URIRef(c.action) for c in candidates], None


def test_guide_prunes_relation_without_match():
    kg = spider_kg("concert_singer")
    guide = ExecutionGuide(kg)
    cands = [Candidate(NS + "singer#name", -0.5), Candidate(NS + "stadium#name", -0.1),
             Candidate(NS + "concert#theme", -0.2)]
    before = kg.stats.snapshot()
    kept = guide.admit(_Parent(), cands)
    assert [c.action for c in kept] == [NS + "singer#name"]
    assert kg.stats.probe_calls + kg.stats.cache_hits > before["probe_calls"] + before["cache_hits"]
    assert guide.probes and guide.probes[0].candidates == 3 and guide.probes[0].admitted == 1


def test_guide_admits_everything_when_nothing_to_probe():
    guide = ExecutionGuide(spider_kg("concert_singer"))
    cands = [Candidate("a", -1.0), Candidate("b", -2.0)]
    assert list(guide.admit(object(), cands)) == cands


def test_final_check_prefers_non_empty_beam():
    beams = ["empty", "full", "other"]
    idx, res = first_non_empty(beams, lambda b: [] if b == "empty" else [[1]], 3)
    assert idx == 1 and res[0] == []
