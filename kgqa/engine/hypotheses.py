"""Outline and fill hypotheses for the shared beam search (:mod:`kgqa.search.beam`).

``OutlineHypothesis`` proposes the legal next outline actions with their log-probabilities
(AddVertex = class + segment switch + copy, scored jointly as the sum of the heads' masked
log-probabilities); ``FillHypothesis`` proposes instances for the next vertex/edge slot and,
for Rel and Cmp edges, tells the :class:`kgqa.search.guidance.ExecutionGuide` how to probe them
(Algorithm 1's TOSPARQL: :func:`kgqa.models.aqg.probe_pattern`). ``step`` never mutates.
"""

from __future__ import annotations

import math

import torch
from rdflib import URIRef

from kgqa.models.aqg import (
    ADD_VERTEX_CLASSES,
    COPYABLE_EDGE,
    COPYABLE_VERTEX,
    EDGE_LABELS,
    AddEdge,
    AddVertex,
    Edge,
    OutlineState,
    QueryGraph,
    SelectVertex,
    Vertex,
    agg_edge_into,
    probe_pattern,
)
from kgqa.search.beam import Candidate
from kgqa.search.guidance import AskProbe

COPY_OPTIONS = 2  # copy alternatives kept per vertex/edge class


def _finite(x: float) -> bool:
    return x > -math.inf


class _OutlineBatcher:
    """Scores all live hypotheses of one beam step in one batched call (graph encoder + LSTM).

    Children register themselves when created; the first ``candidates()`` call of the next step
    scores every registered, unfinished sibling at once, the others read their cached result.
    """

    def __init__(self, model, ctx) -> None:
        self.model, self.ctx = model, ctx
        self.pending: list["OutlineHypothesis"] = []

    def compute(self) -> None:
        from kgqa.models.graph_encoder import GraphEncoding  # noqa: F401
        from kgqa.models.hgnet import graph_input
        from kgqa.models.outline_decoder import OPS

        hyps = [h for h in self.pending if h._lp is None and not h.state.done]
        self.pending = []
        if not hyps:
            return
        m = self.model
        with torch.no_grad():
            enc = m.graph([graph_input(h.state) for h in hyps])
            ops = torch.tensor([OPS.index(h.state.phase) for h in hyps])
            state = (torch.cat([h.lstm[0] for h in hyps], 1), torch.cat([h.lstm[1] for h in hyps], 1))
            out, (hn, cn) = m.outline.step_batch(self.ctx.Q, enc.graph, ops, state)
            for b, h in enumerate(hyps):
                h._lp = m._heads(out[b], h.state, enc.vertices[b], enc.edges[b])
                h._next = (hn[:, b:b + 1].contiguous(), cn[:, b:b + 1].contiguous())


class OutlineHypothesis:
    def __init__(self, model, ctx, state: OutlineState, lstm, score: float = 0.0, actions: tuple = (),
                 batcher: _OutlineBatcher | None = None) -> None:
        self.model, self.ctx, self.state, self.lstm = model, ctx, state, lstm
        self.score = score
        self.actions = actions
        self._next = None
        self._lp = None
        self.batcher = batcher or _OutlineBatcher(model, ctx)
        self.batcher.pending.append(self)

    @classmethod
    def initial(cls, model, ctx) -> "OutlineHypothesis":
        return cls(model, ctx, OutlineState(), model.init_state(model.init_o, ctx.q_last))

    def is_finished(self) -> bool:
        return self.state.done

    def candidates(self) -> list[Candidate]:
        if self._lp is None:
            if self not in self.batcher.pending:
                self.batcher.pending.append(self)
            self.batcher.compute()
        lp = self._lp
        st = self.state
        out: list[Candidate] = []
        if st.phase == "AddVertex":
            cls_lp = lp["class"].tolist()
            n = len(st.g.vertices)
            for ci, c in enumerate(ADD_VERTEX_CLASSES):
                if not _finite(cls_lp[ci]):
                    continue
                if c == "End":
                    out.append(Candidate(AddVertex("End"), cls_lp[ci]))
                    continue
                deltas = [(0, 0.0)]
                if n >= 2:
                    deltas = [(d, v) for d, v in enumerate(lp["delta"][c].tolist()) if _finite(v)]
                copies = [(-1, 0.0)]
                if "copy" in lp and c in COPYABLE_VERTEX and any(v.cls == c for v in st.g.vertices):
                    cl = lp["copy"][c].tolist()
                    opts = [(j if j < n else -1, v) for j, v in enumerate(cl) if _finite(v)]
                    copies = sorted(opts, key=lambda x: -x[1])[:COPY_OPTIONS]
                # a per-vertex reward offsets the beam's preference for short outlines (0 = plain beam)
                bonus = self.ctx.search.vertex_reward
                for d, dl in deltas:
                    for j, jl in copies:
                        out.append(Candidate(AddVertex(c, d, j), cls_lp[ci] + dl + jl + bonus))
        elif st.phase == "SelectVertex":
            for u, v in enumerate(lp["select"].tolist()):
                if _finite(v):
                    out.append(Candidate(SelectVertex(u), v))
        elif st.phase == "AddEdge":
            ne = len(st.g.edges)
            for li, label in enumerate(EDGE_LABELS):
                v = float(lp["edge"][li])
                if not _finite(v):
                    continue
                cls = label[:-1]
                copies = [(-1, 0.0)]
                if "ecopy" in lp and cls in COPYABLE_EDGE and any(e.cls == cls for e in st.g.edges):
                    cl = lp["ecopy"][cls].tolist()
                    opts = [(j if j < ne else -1, x) for j, x in enumerate(cl) if _finite(x)]
                    copies = sorted(opts, key=lambda x: -x[1])[:COPY_OPTIONS]
                for j, jl in copies:
                    out.append(Candidate(AddEdge(label, j), v + jl))
        return out

    def step(self, candidate: Candidate) -> "OutlineHypothesis":
        st = self.state.clone()
        st.apply(candidate.action)
        nxt = self._next if self._next is not None else self.lstm
        return OutlineHypothesis(self.model, self.ctx, st, nxt, self.score + candidate.logprob,
                                 self.actions + (candidate.action,), self.batcher)


def materialize(state: OutlineState, fills: dict, pool) -> QueryGraph:
    """The AQG with filled instances (copies resolved by eq. 12); unfilled slots stay ``None``."""
    g = state.g
    vs = [Vertex(v.cls, v.seg) for v in g.vertices]
    es = [Edge(e.src, e.dst, e.cls) for e in g.edges]
    for (kind, i), j in fills.items():
        if kind == "v":
            vs[i].inst = pool.instances[g.vertices[i].cls][j]
        else:
            es[i].inst = pool.instances[g.edges[i].cls][j]
    for i, c in enumerate(state.vcopy):
        if c >= 0 and vs[i].inst is None and c < len(vs):
            vs[i].inst = vs[c].inst
    for k, c in enumerate(state.ecopy):
        if c >= 0 and es[k].inst is None and c < len(es):
            es[k].inst = es[c].inst
    return QueryGraph(vs, es)


class _FillBatcher:
    """Scores every live fill hypothesis of one step (same AQG, same slot) in one batched call."""

    def __init__(self) -> None:
        self.pending: list["FillHypothesis"] = []

    def compute(self) -> None:
        hyps = [h for h in self.pending if h._lp is None and not h.is_finished()]
        self.pending = []
        groups: dict[int, list] = {}
        for h in hyps:
            groups.setdefault(h.t, []).append(h)
        for t, hs in groups.items():
            h0 = hs[0]
            m, ctx = h0.model, h0.ctx
            kind, _ = h0.plan["slots"][t]
            dec = m.vfill if kind == "v" else m.efill
            if t == 0 or t == h0.plan["nv"]:
                init = m.init_v if kind == "v" else m.init_e
                st = m.init_state(init, ctx.q_last)
                state = (st[0].expand(1, len(hs), -1).contiguous(), st[1].expand(1, len(hs), -1).contiguous())
                prev = dec.start.expand(len(hs), -1)
            else:
                state = (torch.cat([h.lstm[0] for h in hs], 1), torch.cat([h.lstm[1] for h in hs], 1))
                prev = torch.stack([h.prev for h in hs])
            H = ctx.H[h0.slot_class()]
            with torch.no_grad():
                out, (hn, cn) = dec.step_batch(ctx.Q, h0.plan["vecs"][t].unsqueeze(0), h0.plan["hG"], prev, state)
                lp = (torch.log_softmax(dec.scores(out, H, ctx.M.get(h0.slot_class())), dim=-1)
                      if H.shape[0] else None)
            for b, h in enumerate(hs):
                h._lp = lp[b] if lp is not None else False
                h._next = (hn[:, b:b + 1].contiguous(), cn[:, b:b + 1].contiguous())


def _leaf_parent(g: QueryGraph, i: int) -> int | None:
    nbrs = [e.dst if e.src == i else e.src for e in g.edges if i in (e.src, e.dst)]
    return nbrs[0] if len(nbrs) == 1 else None


class FillHypothesis:
    """Vertex slots first, then edge slots (eq. 2), each scored by its pointer decoder (eq. 11)."""

    def __init__(self, model, ctx, state: OutlineState, plan, t: int, fills: dict, lstm, prev, score: float,
                 batcher: _FillBatcher | None = None) -> None:
        self.model, self.ctx, self.state, self.plan = model, ctx, state, plan
        self.t, self.fills, self.lstm, self.prev = t, fills, lstm, prev
        self.score = score
        self._next = None
        self._lp = None
        self.batcher = batcher or _FillBatcher()
        self.batcher.pending.append(self)

    @classmethod
    def initial(cls, model, ctx, state: OutlineState, score: float = 0.0) -> "FillHypothesis":
        with torch.no_grad():
            vs, es, vslots, eslots, hG = model.fill_inputs(state)
        plan = {"slots": [("v", i) for i in vs] + [("e", k) for k in es], "nv": len(vs),
                "vecs": list(vslots) + list(eslots), "hG": hG}
        return cls(model, ctx, state, plan, 0, {}, None, None, score)

    def is_finished(self) -> bool:
        return self.t >= len(self.plan["slots"])

    def slot_class(self) -> str:
        kind, i = self.plan["slots"][self.t]
        return self.state.g.vertices[i].cls if kind == "v" else self.state.g.edges[i].cls

    def candidates(self) -> list[Candidate]:
        if self.is_finished():
            return []
        if self._lp is None:
            if self not in self.batcher.pending:
                self.batcher.pending.append(self)
            self.batcher.compute()
        lp = self._lp
        if lp is False or lp is None:
            return []
        banned = self._duplicate_siblings()
        return [Candidate(j, v) for j, v in enumerate(lp.tolist()) if _finite(v) and j not in banned]

    def _duplicate_siblings(self) -> set[int]:
        """Instances that would repeat a filled sibling: two Rel edges leaving one vertex with the
        same relation, or two leaf vertices of one vertex with the same value (SPARQL repeats such
        triples but they mean nothing new; duplicates are the copy mechanism's job)."""
        kind, i = self.plan["slots"][self.t]
        g = self.state.g
        out: set[int] = set()
        if kind == "e":
            e = g.edges[i]
            if e.cls != "Rel":
                return out
            for (k2, j2), inst in self.fills.items():
                if k2 == "e" and g.edges[j2].cls == "Rel" and g.edges[j2].src == e.src:
                    out.add(inst)
        else:
            parent = _leaf_parent(g, i)
            if parent is None:
                return out
            for (k2, j2), inst in self.fills.items():
                if k2 == "v" and g.vertices[j2].cls == g.vertices[i].cls and _leaf_parent(g, j2) == parent:
                    out.add(inst)
        return out

    def step(self, candidate: Candidate) -> "FillHypothesis":
        kind, i = self.plan["slots"][self.t]
        fills = dict(self.fills)
        fills[(kind, i)] = candidate.action
        prev = self.ctx.H[self.slot_class()][candidate.action]
        return FillHypothesis(self.model, self.ctx, self.state, self.plan, self.t + 1, fills, self._next, prev,
                              self.score + candidate.logprob, self.batcher)

    def graph(self) -> QueryGraph:
        return materialize(self.state, self.fills, self.ctx.pool)

    def probe_request(self, candidates):
        """Algorithm 1, line 8: the partial graph with the slot filled by each candidate.

        Rel edges: one batched probe with the slot edge as ``?e<k>``. Cmp edges to a filled
        value (``FILTER(?x op v)``): one ASK per operator, so an operator under which the
        partial graph has no match is pruned like a relation would be. Other slots (Ord, Agg,
        HAVING comparisons) do not change whether the pattern matches: nothing to check.
        """
        if self.is_finished():
            return None
        kind, k = self.plan["slots"][self.t]
        if kind != "e":
            return None
        edge = self.state.g.edges[k]
        if edge.cls == "Rel":
            pattern = probe_pattern(self.graph())
            rels = self.ctx.pool.instances["Rel"]
            return pattern, f"e{k}", [URIRef(rels[c.action]) for c in candidates], None
        if edge.cls == "Cmp" and self.ctx.search.guide_comparisons:
            return self._comparison_probe(k, candidates)
        return None

    def _comparison_probe(self, k: int, candidates) -> AskProbe | None:
        g = self.graph()
        e = g.edges[k]
        if g.vertices[e.dst].cls not in ("Val", "Ent") or g.vertices[e.dst].inst is None:
            return None  # a comparison between variables or segments: the operator joins, not filters
        if agg_edge_into(g, e.src) is not None:
            return None  # HAVING: the aggregate's value is not in the pattern
        ops = self.ctx.pool.instances["Cmp"]
        queries = []
        for c in candidates:
            g.edges[k].inst = ops[c.action]
            queries.append(f"ASK {{ {probe_pattern(g)} }}")
        return AskProbe(tuple(queries), f"e{k}")
