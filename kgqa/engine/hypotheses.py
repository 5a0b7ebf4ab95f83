"""Outline and fill hypotheses for the shared beam search (:mod:`kgqa.search.beam`).

``OutlineHypothesis`` proposes the legal next outline actions with their log-probabilities
(AddVertex = class + segment switch + copy, End = class + DISTINCT, scored jointly as the sum of
the heads' masked log-probabilities); ``FillHypothesis`` proposes candidates for the next slot
and, for Rel and Cmp edges, tells the :class:`kgqa.search.guidance.ExecutionGuide` how to probe
them (Algorithm 1's TOSPARQL: :func:`kgqa.querygraph.to_probe` and :func:`kgqa.querygraph.to_ask`
on the partial graph). ``step`` never mutates.
"""

from __future__ import annotations

import math

import torch
from rdflib import URIRef

from kgqa.models.fill_plan import (Slot, bounded_by_number, class_consistent, inherited_types, is_year, materialize, slot_choices, slot_class,
                                   number_text_values, text_year_comparisons, value_consistent,
                                   year_comparisons)
from kgqa.models.outline_space import ADD_VERTEX_LABELS, EDGE_LABELS, END, DecodeState
from kgqa.querygraph import QueryGraph, QueryGraphError, to_ask, to_probe
from kgqa.querygraph.actions import AddEdge, AddVertex, End, SelectVertex, StepKind
from kgqa.querygraph.expressions import VALUE_FUNCTIONS
from kgqa.querygraph.model import VERTEX_CLASSES, EdgeClass, VertexClass
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
        from kgqa.models.hgnet import graph_input

        hyps = [h for h in self.pending if h._lp is None and not h.state.finished]
        self.pending = []
        if not hyps:
            return
        m = self.model
        with torch.no_grad():
            enc = m.graph.encode_each([graph_input(h.state) for h in hyps])
            ops = torch.tensor([h.state.op for h in hyps])
            state = (torch.cat([h.lstm[0] for h in hyps], 1), torch.cat([h.lstm[1] for h in hyps], 1))
            out, (hn, cn) = m.outline.step_batch(self.ctx.Q, enc.graph, ops, state)
            pre = m.outline.head_projections(out, {h.state.step_kind for h in hyps})
            for b, h in enumerate(hyps):
                h._lp = m.heads(out[b], h.state, enc.vertices[b], enc.edges[b],
                                pre={name: x[b] for name, x in pre.items()})
                h._next = (hn[:, b:b + 1].contiguous(), cn[:, b:b + 1].contiguous())


def _top_copies(lp: torch.Tensor, n: int) -> list[tuple[int | None, float]]:
    """The best ``COPY_OPTIONS`` copy pointers (index ``n`` is NONE)."""
    opts = [(j if j < n else None, v) for j, v in enumerate(lp.tolist()) if _finite(v)]
    return sorted(opts, key=lambda x: -x[1])[:COPY_OPTIONS]


#: Vertex classes filled from the question's pool alone (Val also holds the OrderSpecs, always there).
_POOLED_VERTEX_CLASSES = frozenset({VertexClass.ENT, VertexClass.TYPE})


class OutlineHypothesis:
    def __init__(self, model, ctx, state: DecodeState, lstm, score: float = 0.0, actions: tuple = (),
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
        return cls(model, ctx, DecodeState(), model.init_state(model.init_o, ctx.q_last))

    def is_finished(self) -> bool:
        return self.state.finished

    def candidates(self) -> list[Candidate]:
        if self._lp is None:
            if self not in self.batcher.pending:
                self.batcher.pending.append(self)
            self.batcher.compute()
        lp = self._lp
        st = self.state
        kind = st.step_kind
        out: list[Candidate] = []
        if kind is StepKind.ADD_VERTEX:
            cls_lp = lp["class"].tolist()
            n = len(st.graph.vertices)
            last = st.core.last_segment
            # a per-vertex reward offsets the beam's preference for short outlines (0 = plain beam)
            bonus = self.ctx.search.vertex_reward
            for ci, label in enumerate(ADD_VERTEX_LABELS):
                if not _finite(cls_lp[ci]):
                    continue
                if label == END:
                    for distinct, dl in enumerate(lp["distinct"].tolist()):
                        out.append(Candidate(End(bool(distinct)), cls_lp[ci] + dl))
                    continue
                c = VERTEX_CLASSES[ci]
                if c in _POOLED_VERTEX_CLASSES and not self.ctx.pool.instances.get(c.value):
                    # nothing to fill it with (a KG without types, a question linking no entity):
                    # the outline could never be filled, so it takes no beam slot
                    continue
                deltas = [(d, v) for d, v in enumerate(lp["delta"][c].tolist()) if _finite(v)] if c in lp["delta"] else []
                copies = _top_copies(lp["copy"][c], n) if c in lp.get("copy", {}) else [(None, 0.0)]
                for d, dl in deltas:
                    for j, jl in copies:
                        out.append(Candidate(AddVertex(c, last + d, j), cls_lp[ci] + dl + jl + bonus))
        elif kind is StepKind.SELECT_VERTEX:
            for u, v in enumerate(lp["select"].tolist()):
                if _finite(v):
                    out.append(Candidate(SelectVertex(u), v))
        elif kind is StepKind.ADD_EDGE:
            ne = len(st.graph.edges)
            for li, (cls, direction) in enumerate(EDGE_LABELS):
                v = float(lp["edge"][li])
                if not _finite(v):
                    continue
                copies = [(None, 0.0)]
                if cls is EdgeClass.REL and "ecopy" in lp:
                    copies = _top_copies(lp["ecopy"], ne)
                for j, jl in copies:
                    out.append(Candidate(AddEdge(cls, direction, j), v + jl))
        return out

    def step(self, candidate: Candidate) -> "OutlineHypothesis":
        nxt = self._next if self._next is not None else self.lstm
        return OutlineHypothesis(self.model, self.ctx, self.state.apply(candidate.action), nxt,
                                 self.score + candidate.logprob, self.actions + (candidate.action,), self.batcher)


class _FillBatcher:
    """Scores every live fill hypothesis of one step (same AQG, same slot) in one batched call."""

    def __init__(self) -> None:
        self.pending: list["FillHypothesis"] = []

    def compute(self) -> None:
        from kgqa.models.hgnet import masked_log_softmax

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
            cls = h0.slot_class()
            H = ctx.H[cls]
            with torch.no_grad():
                out, (hn, cn) = dec.step_batch(ctx.Q, h0.plan["vecs"][t].unsqueeze(0), h0.plan["hG"], prev, state)
                scores = dec.scores(out, H, ctx.M.get(cls)) if H.shape[0] else None
                prior = ctx.fill_prior.get(cls)
                if scores is not None and prior is not None:
                    scores = scores + prior
            for b, h in enumerate(hs):
                h._lp = False
                if scores is not None:
                    allowed = slot_choices(h.state.graph, h.plan["slots"][t], H.shape[0], ctx.pool.is_order_spec(),
                                           h.fills)
                    if allowed is None:
                        h._lp = torch.log_softmax(scores[b], dim=-1)
                    elif any(allowed):
                        h._lp = masked_log_softmax(scores[b], allowed)
                h._next = (hn[:, b:b + 1].contiguous(), cn[:, b:b + 1].contiguous())


def fill_prior(pool, relevance: dict[str, float] | None, weight: float,
               value_weight: float = 0.0) -> dict[str, torch.Tensor]:
    """Per slot class (Rel, Type), ``weight`` times the schema ranker's fit of each candidate to
    the question (``relevance``: IRI -> score minus the best of its kind,
    :meth:`kgqa.candidates.collect.CandidateCollector.relevance`), added to the fill decoder's
    scores *before* the slot's softmax (``search.fill_relevance``): a product of the two experts
    within the slot, so a slot with one allowed candidate still costs nothing and graphs with
    more slots are not penalised. The GloVe decoder cannot read compound names (``lifeexpectancy``,
    ``pettype``) that the MiniLM ranker can. A candidate the ranker does not score (``rdf:type``,
    which is not a schema property) gets nothing added, the model's own score: given the worst
    fit of its kind instead, a type edge (``?x rdf:type :Class``) lost ``rdf:type`` to the
    relations the ranker had scored. No Rel/Type entry when ``weight`` is 0 or there is no
    relevance; empty when both priors are off.

    ``value_weight`` does the same for Val candidates with the value linker's scores
    (``SlotCandidates.value_scores``, minus the best of the question's): a fuzzy or neighbouring
    reading against the exact one. Letters and OrderSpecs, which the linker does not score, get
    nothing added."""
    out = {}
    if weight and relevance:
        for cls in ("Rel", "Type"):
            instances = pool.instances.get(cls, [])
            if any(str(x) in relevance for x in instances):
                out[cls] = weight * torch.tensor([relevance.get(str(x), 0.0) for x in instances])
    if value_weight and pool.value_scores:
        best = max(pool.value_scores.values())
        out["Val"] = value_weight * torch.tensor([pool.value_scores[i] - best if i in pool.value_scores else 0.0
                                                  for i in range(len(pool.instances.get("Val", [])))])
    return out


def _leaf_parent(g, i: int) -> int | None:
    nbrs = [e.target if e.source == i else e.source for e in g.edges if i in (e.source, e.target)]
    return nbrs[0] if len(nbrs) == 1 else None


class FillHypothesis:
    """Vertex slots first, then edge slots (eq. 2), each scored by its pointer decoder (eq. 11)."""

    def __init__(self, model, ctx, state: DecodeState, plan, t: int, fills: dict[Slot, int], lstm, prev,
                 score: float, batcher: _FillBatcher | None = None) -> None:
        self.model, self.ctx, self.state, self.plan = model, ctx, state, plan
        self.t, self.fills, self.lstm, self.prev = t, fills, lstm, prev
        self.score = score
        self._next = None
        self._lp = None
        self._graph: QueryGraph | None = None
        self._probe = None  # (pattern, slot) of this hypothesis's Rel-slot probe, False: none
        self._asks: dict[int, str] = {}  # a Cmp slot's ASK per operator candidate
        self.batcher = batcher or _FillBatcher()
        self.batcher.pending.append(self)

    @classmethod
    def initial(cls, model, ctx, state: DecodeState, score: float = 0.0) -> "FillHypothesis":
        from kgqa.models.hgnet import graph_input

        enc = model.graph.encode_each([graph_input(state)]) if model.aux else None
        with torch.no_grad():
            slots, vslots, eslots, hG = model.fill_inputs(state, enc)
        plan = {"slots": slots, "nv": sum(1 for kind, _ in slots if kind == "v"),
                "vecs": list(vslots) + list(eslots), "hG": hG}
        return cls(model, ctx, state, plan, 0, {}, None, None, score)

    def is_finished(self) -> bool:
        return self.t >= len(self.plan["slots"])

    def slot_class(self) -> str:
        return slot_class(self.state.graph, self.plan["slots"][self.t])

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
        banned = self._duplicate_siblings() | self._unused_by_stated_classes()
        out = [Candidate(j, v) for j, v in enumerate(lp.tolist()) if _finite(v) and j not in banned]
        # a comparison no relation can hold is the outline's doing: fill it as the model says
        # rather than lose the outline (the graph then compares nothing, as it would anyway)
        unheld = self._not_holding_compared_values()
        return [c for c in out if c.action not in unheld] or out

    def _not_holding_compared_values(self) -> set[int]:
        """Relations that never hold a KG value their object is compared with
        (``search.value_consistency``; :func:`kgqa.models.fill_plan.value_consistent`)."""
        kind, k = self.plan["slots"][self.t]
        pool = self.ctx.pool
        numbers = pool.schema.number_holding_properties if pool.schema is not None else frozenset()
        if kind != "e" or not self.ctx.search.value_consistency or not (pool.value_properties or numbers) \
                or self.state.graph.edges[k].cls is not EdgeClass.REL:
            return set()
        # vertices are filled before edges: the ban depends only on the vertex fills
        key = (k, tuple(sorted((slot, j) for slot, j in self.fills.items() if slot[0] == "v")))
        cache = self.plan.setdefault("value_bans", {})
        if key not in cache:
            # a year the question states, or a number it bounds, is held by what holds numbers or
            # dates, not by names or links
            g = self.graph()
            bounded = bounded_by_number(g, g.edges[k].target)
            keep = value_consistent(g, k, pool.instances["Rel"],
                                    lambda x: pool.value_holders(x) or (numbers if numbers and (bounded or is_year(x))
                                                                         else None))
            cache[key] = {j for j, ok in enumerate(keep) if not ok}
        return cache[key]

    def _unused_by_stated_classes(self) -> set[int]:
        """Relations no instance of the edge's stated classes uses (``search.class_consistency``,
        where the KG's class use is known: :class:`kgqa.candidates.schema.ClassUse`)."""
        kind, k = self.plan["slots"][self.t]
        schema = self.ctx.pool.schema
        use = schema.class_use if schema is not None else None
        aqg = self.state.graph
        if kind != "e" or use is None or not self.ctx.search.class_consistency or aqg.edges[k].cls is not EdgeClass.REL:
            return set()
        # the ban depends only on the vertex fills and the type edges' fills, which many
        # hypotheses of one outline share: computed once per slot and such fills
        key = (k, tuple(sorted((slot, j) for slot, j in self.fills.items()
                               if slot[0] == "v" or aqg.vertices[aqg.edges[slot[1]].target].cls is VertexClass.TYPE)))
        cache = self.plan.setdefault("class_bans", {})
        if key not in cache:
            keep = class_consistent(self.graph(), k, self.ctx.pool.instances["Rel"], use.subjects, use.objects)
            cache[key] = {j for j, ok in enumerate(keep) if not ok}
        return cache[key]

    def _duplicate_siblings(self) -> set[int]:
        """Instances that would repeat a filled sibling: two Rel edges leaving one vertex with the
        same relation, or two leaf vertices of one vertex with the same value (SPARQL repeats such
        triples but they mean nothing new; duplicates are the copy mechanism's job)."""
        kind, i = self.plan["slots"][self.t]
        g = self.state.graph
        out: set[int] = set()
        if kind == "e":
            e = g.edges[i]
            if e.cls is not EdgeClass.REL:
                return out
            for (k2, j2), inst in self.fills.items():
                if k2 == "e" and g.edges[j2].cls is EdgeClass.REL and g.edges[j2].source == e.source:
                    out.add(inst)
        elif g.vertices[i].cls is not VertexClass.ANS:
            parent = _leaf_parent(g, i)
            if parent is None:
                return out
            for (k2, j2), inst in self.fills.items():
                if k2 == "v" and g.vertices[j2].cls is g.vertices[i].cls and _leaf_parent(g, j2) == parent:
                    out.add(inst)
        return out

    def step(self, candidate: Candidate) -> "FillHypothesis":
        slot = self.plan["slots"][self.t]
        fills = dict(self.fills)
        fills[slot] = candidate.action
        prev = self.ctx.H[self.slot_class()][candidate.action]
        return FillHypothesis(self.model, self.ctx, self.state, self.plan, self.t + 1, fills, self._next, prev,
                              self.score + candidate.logprob, self.batcher)

    def graph(self) -> QueryGraph:
        """The query graph of the fills so far (built once: the probes, the slot bans and the
        final execution all read it; nothing mutates a QueryGraph in place, edits copy it)."""
        if self._graph is None:
            s = self.state
            g = inherited_types(materialize(s.graph, s.vertex_copies, s.edge_copies, self.fills,
                                            self.ctx.pool.instances), self._open_classes())
            schema = self.ctx.pool.schema
            if schema is not None:
                g = year_comparisons(text_year_comparisons(g, schema.text_dated_properties), schema.dated_properties)
                g = number_text_values(g, schema.number_text_properties)
            self._graph = g
        return self._graph

    def _open_classes(self) -> dict:
        schema = self.ctx.pool.schema
        return schema.hierarchy.open if schema is not None else {}

    def _types_open_class(self, k: int) -> bool:
        """Does edge ``k`` end at a Type vertex filled with an open superclass? Its ``rdf:type``
        cannot be probed as one term (the KG states it only through ``rdfs:subClassOf``)."""
        target = self.graph().vertices[self.state.graph.edges[k].target]
        return target.cls is VertexClass.TYPE and target.instance is not None \
            and str(target.instance) in self._open_classes()

    def probe_request(self, candidates):
        """Algorithm 1, line 8: the partial graph with the slot filled by each candidate.

        Rel edges: one batched probe with the slot edge as a variable. Cmp edges to a filled
        value (``FILTER(?x op v)``): one ASK per operator, so an operator under which the
        partial graph has no match is pruned like a relation would be. Other slots (Ord, Agg,
        HAVING comparisons) do not change whether the pattern matches: nothing to check.
        """
        if self.is_finished():
            return None
        kind, k = self.plan["slots"][self.t]
        if kind != "e":
            return None
        edge = self.state.graph.edges[k]
        if edge.cls is EdgeClass.REL:
            rels = self.ctx.pool.instances["Rel"]
            terms = [rels[c.action] for c in candidates]
            if not all(isinstance(t, URIRef) for t in terms) or self._types_open_class(k):
                return None  # a property path is not one term to bind
            if self._probe is None:
                # the pattern depends on this hypothesis alone, not on the candidates: the beam's
                # chunked probing (kgqa.search.beam._admit_top) asks for it once per chunk
                try:
                    probe = to_probe(self.graph(), ("edge", k))
                    self._probe = (probe.pattern, probe.slot)
                except QueryGraphError:
                    self._probe = False  # the edge is negated, aggregated or ordered: existence does not apply
            if self._probe is False:
                return None
            return *self._probe, terms, None
        if edge.cls is EdgeClass.CMP and self.ctx.search.guide_comparisons:
            return self._comparison_probe(k, candidates)
        return None

    def _comparison_probe(self, k: int, candidates) -> AskProbe | None:
        g = self.graph()
        e = g.edges[k]
        target = g.vertices[e.target]
        if target.cls not in (VertexClass.VAL, VertexClass.ENT) or target.instance is None:
            return None  # a comparison between variables or segments: the operator joins, not filters
        if any(x.cls is EdgeClass.AGG and x.target == e.source and x.instance not in VALUE_FUNCTIONS for x in g.edges):
            return None  # HAVING: the aggregate's value is not in the pattern (a function's, YEAR(?d), is)
        ops = self.ctx.pool.instances["Cmp"]
        queries = []
        try:
            for c in candidates:
                if c.action not in self._asks:
                    self._asks[c.action] = to_ask(g.with_edge_instance(k, ops[c.action]), join_equalities=True)
                queries.append(self._asks[c.action])
        except QueryGraphError:
            return None
        return AskProbe(tuple(queries), f"e{k}")
