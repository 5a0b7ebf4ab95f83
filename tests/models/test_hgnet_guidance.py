"""Execution guidance prunes candidates without a match on a real KG (concert_singer)."""

from rdflib import URIRef

from rdflib import Literal

from kgqa.data.spider_kgs import spider_kg
from kgqa.querygraph import QueryGraph, to_probe
from kgqa.search.beam import Candidate
from kgqa.search.guidance import ExecutionGuide, first_non_empty

NS = "http://valuenet/ontop/"


class _Parent:
    """A partial graph: Ans <-?slot- Var -singer#country-> ?c, FILTER(?c = 'France')."""

    def __init__(self):
        self.g = QueryGraph()
        ans, var, c, val = (self.g.add_vertex("Ans", 0, 0), self.g.add_vertex("Var"), self.g.add_vertex("Var"),
                            self.g.add_vertex("Val", 0, Literal("France")))
        self.g.add_edge(var, ans, "Rel")
        self.g.add_edge(var, c, "Rel", URIRef(NS + "singer#country"))
        self.g.add_edge(c, val, "Cmp", "=")

    def probe_request(self, candidates):
        probe = to_probe(self.g, ("edge", 0))
        return probe.pattern, probe.slot, [URIRef(c.action) for c in candidates], None


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


def _fill_start(question: str, sparql: str):
    """An untrained HGNet about to fill the gold AQG of ``sparql`` on concert_singer:
    ``(first fill hypothesis, gold graph, candidates, kg)``."""
    import torch

    from kgqa.engine.hypotheses import FillHypothesis
    from kgqa.models.examples import gold_graph
    from kgqa.models.hgnet import HGNet
    from kgqa.models.outline_space import DecodeState
    from kgqa.models.slots import slot_candidates

    torch.manual_seed(0)
    model = HGNet(hidden=16, graph_layers=1, heads=2).eval()
    actions, gold = gold_graph(sparql)
    kg = spider_kg("concert_singer")
    pool = slot_candidates(question, kg)
    with torch.no_grad():
        ctx = model.encode([question], [pool])[0]
    state = DecodeState()
    for a in actions:
        state = state.apply(a)
    return FillHypothesis.initial(model, ctx, state), gold, pool, kg


def test_fill_hypothesis_probes_comparison_slot_per_operator():
    """A real (untrained) HGNet filling `?s singer#age ?a . FILTER(?a op 30)` asks per operator."""
    from kgqa.querygraph.model import EdgeClass
    from kgqa.search.guidance import AskProbe

    hyp, gold, pool, kg = _fill_start("Show the names of singers older than 30.",
                                      "select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . FILTER(?a > 30) . }")
    while not hyp.is_finished():
        kind, k = hyp.plan["slots"][hyp.t]
        if kind == "e" and hyp.state.graph.edges[k].cls is EdgeClass.CMP:
            break
        slot = gold.vertices[k] if kind == "v" else gold.edges[k]
        hyp.candidates()  # runs the decoder step the child continues from
        hyp = hyp.step(Candidate(pool.index(slot.cls.value, slot.instance), 0.0))  # teacher-forced: the gold fill
    assert not hyp.is_finished(), "the gold AQG has a Cmp slot"
    cands = [c for c in hyp.candidates() if pool.instances["Cmp"][c.action] in (">", "<", "=")]
    spec = hyp.probe_request(cands)
    assert isinstance(spec, AskProbe) and len(spec.queries) == len(cands)
    assert len(set(spec.queries)) == len(cands)        # each operator gives its own query
    assert all(q.startswith("ASK {") and "FILTER" in q for q in spec.queries)
    answers = {pool.instances["Cmp"][c.action]: kg.ask(q) for c, q in zip(cands, spec.queries)}
    assert answers[">"] and answers["<"]               # concert_singer has singers on both sides of 30
    # the beam probes a parent's candidates in chunks: each chunk's queries are the ones asked alone
    again = hyp.probe_request(cands[::-1])
    assert again.queries == spec.queries[::-1]
    assert hyp.probe_request(cands[1:]).queries == spec.queries[1:]


def test_fill_hypothesis_probes_relation_slot_on_the_partial_graph():
    """A Rel slot is probed as one batched call whose pattern has the slot as a variable."""
    hyp, _, _, kg = _fill_start("What are the names of the singers?", "select ?n where { ?t1 :singer\\#name ?n . }")
    assert hyp.plan["slots"] == [("e", 0)]
    cands = hyp.candidates()
    pattern, slot, terms, _ = hyp.probe_request(cands)
    assert f"?{slot}" in pattern and len(terms) == len(cands)
    ok = kg.probe(pattern, slot, terms)
    admitted = {str(t) for t, keep in zip(terms, ok) if keep}
    assert NS + "singer#name" in admitted
    # a second chunk of the same parent: the same pattern, its own terms
    pattern2, slot2, terms2, _ = hyp.probe_request(cands[:2])
    assert (pattern2, slot2) == (pattern, slot) and terms2 == terms[:2]
    assert hyp.graph() is hyp.graph()  # built once per hypothesis
