"""Execution guidance prunes candidates without a match on a real KG (concert_singer)."""

from rdflib import URIRef

from kgqa.data.spider_kgs import spider_kg
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


def test_guide_prunes_comparison_operators_with_one_ask_each():
    """Cmp slots are operators, not terms: an AskProbe asks once per operator."""
    from kgqa.search.guidance import AskProbe

    kg = spider_kg("concert_singer")
    body = f"?s <{NS}singer#age> ?a . FILTER(?a {{op}} 1000)"
    ops = [">", "<", "="]

    class Parent:
        def probe_request(self, candidates):
            return AskProbe(tuple(f"ASK {{ {body.format(op=c.action)} }}" for c in candidates), "e1")

    guide = ExecutionGuide(kg)
    kept = guide.admit(Parent(), [Candidate(op, -0.1) for op in ops])
    assert [c.action for c in kept] == ["<"]          # no singer is older than 1000
    assert guide.probes[-1].candidates == 3 and guide.probes[-1].admitted == 1


def test_fill_hypothesis_probes_comparison_slot_per_operator():
    """A real (untrained) HGNet filling `?s singer#age ?a . FILTER(?a op 30)` asks per operator."""
    import torch

    from kgqa.models.examples import gold_graph
    from kgqa.models.aqg import replay
    from kgqa.models.hgnet import HGNet
    from kgqa.engine.hypotheses import FillHypothesis
    from kgqa.models.pool import build_pool
    from kgqa.search.guidance import AskProbe

    torch.manual_seed(0)
    model = HGNet(hidden=16, graph_layers=1, heads=2).eval()
    q = "Show the names of singers older than 30."
    actions, gold = gold_graph("select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . FILTER(?a > 30) . }")
    kg = spider_kg("concert_singer")
    pool = build_pool(q, kg)
    with torch.no_grad():
        ctx = model.encode([q], [pool])[0]
    hyp = FillHypothesis.initial(model, ctx, replay(actions))
    while not hyp.is_finished():
        kind, k = hyp.plan["slots"][hyp.t]
        if kind == "e" and hyp.state.g.edges[k].cls == "Cmp":
            break
        slot = gold.vertices[k] if kind == "v" else gold.edges[k]
        hyp.candidates()  # runs the decoder step the child continues from
        hyp = hyp.step(Candidate(pool.index(slot.cls, slot.inst), 0.0))  # teacher-forced: the gold fill
    assert not hyp.is_finished(), "the gold AQG has a Cmp slot"
    cands = [c for c in hyp.candidates() if pool.instances["Cmp"][c.action] in (">", "<", "=")]
    spec = hyp.probe_request(cands)
    assert isinstance(spec, AskProbe) and len(spec.queries) == len(cands)
    assert len(set(spec.queries)) == len(cands)        # each operator gives its own query
    assert all(q.startswith("ASK {") and "FILTER(" in q for q in spec.queries)
    for c, query in zip(cands, spec.queries):
        assert f" {pool.instances['Cmp'][c.action]} 30)" in query
    answers = {pool.instances["Cmp"][c.action]: kg.ask(q) for c, q in zip(cands, spec.queries)}
    assert answers[">"] and answers["<"]               # concert_singer has singers on both sides of 30
