"""HGNet (section 6): encoders, graph encoder, outlining decoder, filling decoders, loss eq. (13).

``HGNet`` composes the modules of this package. Training uses :meth:`HGNet.loss` (teacher
forcing over the gold outline actions of Algorithm 2 and the gold fill indices); inference uses
:meth:`outline_scores` and :meth:`fill_scores` step by step from the beam-search hypotheses in
:mod:`kgqa.engine.hypotheses`. Grammar masks come from :class:`kgqa.models.aqg.OutlineState`;
illegal arguments get ``-inf`` before the softmax.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch import Tensor, nn

from kgqa.models.aqg import (
    ADD_VERTEX_CLASSES,
    COPYABLE_EDGE,
    COPYABLE_VERTEX,
    EDGE_CLASSES,
    EDGE_LABELS,
    FILLABLE_VERTEX,
    VERTEX_CLASSES,
    AddEdge,
    AddVertex,
    OutlineState,
    QueryGraph,
    SelectVertex,
    vertex_class_mask,
)
from kgqa.search.config import SearchConfig
from kgqa.models.graph_encoder import AQGGraphEncoder, GraphInput
from kgqa.models.fill_decoder import FillDecoder
from kgqa.models.outline_decoder import OPS, OutlineDecoder
from kgqa.models.pool import CandidatePool
from kgqa.models.schema_linking import (
    JOIN_FEATURES,
    LINK_FEATURES,
    match_features,
    question_link_features,
    schema_join_features,
)

NEG_INF = float("-inf")
POOL_CLASSES = ("Ent", "Type", "Val", "Rel", "Ord", "Cmp", "Agg")


def masked_log_softmax(scores: Tensor, mask: list[bool] | Tensor) -> Tensor:
    """Log-probabilities with illegal entries at ``-inf`` (the legal ones sum to 1)."""
    m = mask if isinstance(mask, Tensor) else torch.tensor(mask, dtype=torch.bool)
    return torch.log_softmax(scores.masked_fill(~m, NEG_INF), dim=-1)


def _safe(logp: Tensor) -> Tensor:
    """A gold argument the grammar masks contributes nothing (never ``inf``): data is checked
    against the masks when preprocessed, this only guards masks tightened afterwards."""
    return logp if torch.isfinite(logp) else logp.new_zeros(())


def graph_input(state: OutlineState) -> GraphInput:
    g = state.g
    n = len(g.vertices)
    flags = [0] * n
    if state.phase in ("SelectVertex", "AddEdge") and n:
        flags[-1] = 1
    if state.phase == "AddEdge" and state.selected is not None:
        flags[state.selected] = 2
    return GraphInput(
        [VERTEX_CLASSES.index(v.cls) for v in g.vertices],
        [v.seg for v in g.vertices],
        flags,
        [(e.src, e.dst, 2 * EDGE_CLASSES.index(e.cls)) for e in g.edges],
    )


def fill_slots(g: QueryGraph, vcopy: list[int], ecopy: list[int], use_copy: bool) -> tuple[list[int], list[int]]:
    """Vertex slots (Ent/Type/Val not copied) then edge slots (not copied), in addition order."""
    vs = [i for i, v in enumerate(g.vertices) if v.cls in FILLABLE_VERTEX and not (use_copy and vcopy[i] >= 0)]
    es = [k for k in range(len(g.edges)) if not (use_copy and ecopy[k] >= 0)]
    return vs, es


@dataclass
class Context:
    """A question encoded once: token vectors, initial decoder states, candidate vectors."""

    Q: Tensor
    q_last: Tensor
    pool: CandidatePool
    H: dict[str, Tensor] = field(default_factory=dict)
    M: dict[str, Tensor] = field(default_factory=dict)
    # question tokens (for explanations and reranking) and their schema-linking tags (question_linking only)
    tokens: list[str] = field(default_factory=list)
    link_tags: Tensor | None = None
    # the search settings the hypotheses read (vertex reward, comparison guidance)
    search: SearchConfig = field(default_factory=SearchConfig.default)


class HGNet(nn.Module):
    """Hierarchical Graph Generation Network.

    Args:
        encoder: ``"glove"`` (BiLSTM over GloVe) or ``"minilm"`` (the "+BERT" variant).
        hidden: vector size ``d``.
        graph_layers / heads: TransformerConv stack of the graph encoder.
        graph_encoder: False = ablation without message passing.
        aux_encoding: False = ablation without eq. (10)'s structural inputs.
        copy: False = ablation without the copy mechanism (eq. 9, 12).
        dropout: on word vectors (GloVe variant).
        finetune_plm: fine-tune MiniLM (MiniLM variant only).
        question_linking: add the question tokens' schema-linking tags
            (:func:`question_link_features`) to their vectors, and their counts to the decoders'
            initial state. Off in checkpoints trained before it existed.
        schema_joins: add :func:`schema_join_features` (tables named, foreign-key hops
            joining them) to the decoders' initial state.
    """

    def __init__(self, encoder: str = "glove", hidden: int = 128, graph_layers: int = 2, heads: int = 4,
                 graph_encoder: bool = True, aux_encoding: bool = True, copy: bool = True,
                 dropout: float = 0.1, finetune_plm: bool = False, question_linking: bool = False,
                 schema_joins: bool = False) -> None:
        super().__init__()
        self.config = dict(encoder=encoder, hidden=hidden, graph_layers=graph_layers, heads=heads,
                           graph_encoder=graph_encoder, aux_encoding=aux_encoding, copy=copy,
                           dropout=dropout, finetune_plm=finetune_plm, question_linking=question_linking,
                           schema_joins=schema_joins)
        if encoder == "glove":
            from kgqa.models.glove_encoder import GloveBiLSTMEncoder

            self.text = GloveBiLSTMEncoder(hidden, dropout)
        elif encoder == "minilm":
            from kgqa.models.minilm_encoder import MiniLMEncoder

            self.text = MiniLMEncoder(hidden, finetune_plm, dropout)
        else:
            raise ValueError(f"unknown encoder {encoder!r} (glove | minilm)")
        self.use_copy = copy
        self.aux = aux_encoding
        self.graph = AQGGraphEncoder(hidden, graph_layers, heads, message_passing=graph_encoder)
        self.outline = OutlineDecoder(hidden, copy=copy)
        self.vfill = FillDecoder(hidden)
        self.efill = FillDecoder(hidden)
        self.init_o = nn.Linear(hidden, hidden)
        self.init_v = nn.Linear(hidden, hidden)
        self.init_e = nn.Linear(hidden, hidden)
        self.question_linking = question_linking
        if question_linking:
            self.link_token = nn.Linear(len(LINK_FEATURES), hidden)
            self.link_count = nn.Linear(len(LINK_FEATURES), hidden)
        self.schema_joins = schema_joins
        if schema_joins:
            self.join_count = nn.Linear(len(JOIN_FEATURES), hidden)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        for m in (self.init_o, self.init_v, self.init_e):
            m.reset_parameters()
        if self.question_linking:
            # start as the model without the tags; training learns how much they matter
            for m in (self.link_token, self.link_count):
                nn.init.zeros_(m.weight)
                nn.init.zeros_(m.bias)
        if self.schema_joins:
            nn.init.zeros_(self.join_count.weight)
            nn.init.zeros_(self.join_count.bias)

    # -- checkpoint: only trained weights; package weights are referenced ----------------------
    def trainable_state(self) -> dict[str, Tensor]:
        skip = "text.plm." if not self.config.get("finetune_plm") else "\0"
        return {k: v for k, v in self.state_dict().items() if not k.startswith(skip)}

    # -- encoding ------------------------------------------------------------------------------
    def init_state(self, lin: nn.Linear, q_last: Tensor) -> tuple[Tensor, Tensor]:
        h = torch.tanh(lin(q_last)).view(1, 1, -1)
        return h, torch.zeros_like(h)

    def encode(self, questions: list[str], pools: list[CandidatePool]) -> list[Context]:
        """Questions and the names of all their candidates in one encoder call (shared weights)."""
        labels: dict[str, int] = {}
        for p in pools:
            for c in POOL_CLASSES:
                for lab in p.labels(c):
                    labels.setdefault(lab, len(labels))
        texts = list(questions) + list(labels)
        enc = self.text(texts)
        ctxs = []
        for b, (q, p) in enumerate(zip(questions, pools)):
            L = int(enc.mask[b].sum())
            ctx = Context(enc.h[b, :L], enc.last[b], p)
            ctx.tokens = self.text.token_strings(q)[:L]
            if self.question_linking:
                ctx.link_tags = question_link_features(ctx.tokens, p)
                ctx.Q = ctx.Q + self.link_token(ctx.link_tags)
                ctx.q_last = ctx.q_last + self.link_count(ctx.link_tags.sum(0))
            if self.schema_joins:
                ctx.q_last = ctx.q_last + self.join_count(schema_join_features(ctx.tokens, p))
            for c in POOL_CLASSES:
                labs = p.labels(c)
                idx = torch.tensor([len(questions) + labels[lab] for lab in labs], dtype=torch.long)
                ctx.H[c] = enc.pooled[idx] if labs else enc.pooled.new_zeros(0, enc.pooled.shape[-1])
                ctx.M[c] = match_features(q, labs)
            ctxs.append(ctx)
        return ctxs

    # -- outlining -----------------------------------------------------------------------------
    def outline_scores(self, ctx: Context, state: OutlineState, lstm_state, h_enc=None):
        """One outlining step from ``state``: masked log-probabilities of each argument.

        Returns ``(logp, lstm_state)``; ``logp`` holds ``class``/``delta``/``copy`` (AddVertex),
        ``select`` (SelectVertex) or ``edge``/``ecopy`` (AddEdge).
        """
        enc = h_enc if h_enc is not None else self.graph([graph_input(state)])
        V, E, hG = enc.vertices[0], enc.edges[0], enc.graph[0:1]
        op = OPS.index(state.phase)
        h, lstm_state = self.outline(ctx.Q, hG, torch.tensor([op]), lstm_state)
        return self._heads(h[0], state, V, E), lstm_state

    def _heads(self, h: Tensor, state: OutlineState, V: Tensor, E: Tensor) -> dict[str, Tensor]:
        out: dict[str, Tensor] = {}
        if state.phase == "AddVertex":
            out["class"] = masked_log_softmax(self.outline.vertex_class_scores(h), vertex_class_mask(state))
            ds = self.outline.delta_scores(h)
            out["delta"] = {c: masked_log_softmax(ds, state.delta_mask(c)) for c in VERTEX_CLASSES}
            if self.use_copy:
                scores = self.outline.vertex_copy_scores(h, V)
                out["copy"] = {c: masked_log_softmax(scores, state.vertex_copy_mask(c, 0)) for c in COPYABLE_VERTEX}
        elif state.phase == "SelectVertex":
            out["select"] = masked_log_softmax(self.outline.select_scores(h, V), state.select_mask())
        elif state.phase == "AddEdge":
            out["edge"] = masked_log_softmax(self.outline.edge_class_scores(h), state.edge_mask())
            if self.use_copy:
                scores = self.outline.edge_copy_scores(h, E)
                out["ecopy"] = {c: masked_log_softmax(scores, state.edge_copy_mask(c + "+")) for c in COPYABLE_EDGE}
        return out

    # -- filling -------------------------------------------------------------------------------
    def fill_inputs(self, state: OutlineState, enc=None):
        """Slot vectors for vertex and edge filling from the finished AQG (eq. 10's aux inputs)."""
        g = state.g
        vs, es = fill_slots(g, state.vcopy, state.ecopy, self.use_copy)
        if self.aux:
            enc = enc if enc is not None else self.graph([graph_input(state)])
            V, E, hG = enc.vertices[0], enc.edges[0], enc.graph[0]
            vslots = V[vs] if vs else V.new_zeros(0, V.shape[-1])
            eslots = E[es] if es else V.new_zeros(0, V.shape[-1])
        else:
            vcls = torch.tensor([VERTEX_CLASSES.index(g.vertices[i].cls) for i in vs], dtype=torch.long)
            ecls = torch.tensor([2 * EDGE_CLASSES.index(g.edges[k].cls) for k in es], dtype=torch.long)
            vslots = self.graph.v_cls(vcls)
            eslots = self.graph.e_cls(ecls)
            hG = torch.zeros(self.graph.hidden)
        return vs, es, vslots, eslots, hG

    def fill_step(self, ctx: Context, which: str, slot: Tensor, hG: Tensor, prev: Tensor | None, cls: str, lstm_state):
        dec = self.vfill if which == "v" else self.efill
        prev = dec.start if prev is None else prev
        h, lstm_state = dec(ctx.Q, slot.unsqueeze(0), hG, prev.unsqueeze(0), lstm_state)
        H = ctx.H[cls]
        if H.shape[0] == 0:
            return None, lstm_state
        return torch.log_softmax(dec.scores(h[0], H, ctx.M.get(cls)), dim=-1), lstm_state

    # -- training: eq. (13) --------------------------------------------------------------------
    def loss(self, batch: list) -> tuple[Tensor, dict[str, float]]:
        """Teacher-forced negative log-likelihood (eq. 13), averaged over the batch.

        Each item has ``question``, ``pool`` (:class:`CandidatePool`), ``actions`` (gold outline
        actions), ``graph`` (gold query graph in outline order), ``v_targets`` / ``e_targets``
        (gold pool index per vertex / edge id).
        """
        ctxs = self.encode([ex.question for ex in batch], [ex.pool for ex in batch])
        # replay every gold sequence; encode all partial graphs of the batch at once
        all_inputs, spans, finals = [], [], []
        replays = []
        for ex in batch:
            st = OutlineState()
            states = []
            for a in ex.actions:
                states.append(st.clone())
                st.apply(a)
            replays.append((states, st))
            start = len(all_inputs)
            all_inputs.extend(graph_input(s) for s in states)
            spans.append((start, len(all_inputs)))
            finals.append(len(all_inputs))
            all_inputs.append(graph_input(st))
        enc = self.graph(all_inputs)
        total = torch.zeros(())
        parts = {"outline": 0.0, "vfill": 0.0, "efill": 0.0}
        for b, ex in enumerate(batch):
            ctx = ctxs[b]
            states, final = replays[b]
            s0, s1 = spans[b]
            hG = enc.graph[s0:s1]
            ops = torch.tensor([OPS.index(s.phase) for s in states])
            h_out, _ = self.outline(ctx.Q, hG, ops, self.init_state(self.init_o, ctx.q_last))
            nll_o = torch.zeros(())
            for t, (a, s) in enumerate(zip(ex.actions, states)):
                lp = self._heads(h_out[t], s, enc.vertices[s0 + t], enc.edges[s0 + t])
                if isinstance(a, AddVertex):
                    nll_o = nll_o - _safe(lp["class"][ADD_VERTEX_CLASSES.index(a.cls)])
                    if a.cls != "End" and len(s.g.vertices) >= 2:
                        nll_o = nll_o - _safe(lp["delta"][a.cls][a.delta])
                    if self.use_copy and a.cls in COPYABLE_VERTEX and any(v.cls == a.cls for v in s.g.vertices):
                        nll_o = nll_o - _safe(lp["copy"][a.cls][a.copy if a.copy >= 0 else len(s.g.vertices)])
                elif isinstance(a, SelectVertex):
                    nll_o = nll_o - _safe(lp["select"][a.u])
                else:
                    nll_o = nll_o - _safe(lp["edge"][EDGE_LABELS.index(a.label)])
                    cls = a.label[:-1]
                    if self.use_copy and cls in COPYABLE_EDGE and any(e.cls == cls for e in s.g.edges):
                        nll_o = nll_o - _safe(lp["ecopy"][cls][a.copy if a.copy >= 0 else len(s.g.edges)])
            nll_v, nll_e = self._fill_loss(ctx, ex, final, enc, finals[b])
            total = total + nll_o + nll_v + nll_e
            parts["outline"] += float(nll_o.detach())
            parts["vfill"] += float(nll_v.detach())
            parts["efill"] += float(nll_e.detach())
        n = len(batch)
        return total / n, {k: v / n for k, v in parts.items()}

    def _fill_loss(self, ctx: Context, ex, final: OutlineState, enc, fidx: int):
        from kgqa.models.graph_encoder import GraphEncoding

        one = GraphEncoding([enc.vertices[fidx]], [enc.edges[fidx]], enc.graph[fidx:fidx + 1])
        vs, es, vslots, eslots, hG = self.fill_inputs(final, one)
        g = ex.graph
        out = []
        for which, slots, vecs, dec, init in (("v", vs, vslots, self.vfill, self.init_v),
                                              ("e", es, eslots, self.efill, self.init_e)):
            nll = torch.zeros(())
            if not slots:
                out.append(nll)
                continue
            classes = [g.vertices[i].cls if which == "v" else g.edges[i].cls for i in slots]
            targets = [ex.v_targets[i] if which == "v" else ex.e_targets[i] for i in slots]
            prev = [dec.start] + [ctx.H[c][t] for c, t in zip(classes[:-1], targets[:-1])]
            h, _ = dec(ctx.Q, vecs, hG, torch.stack(prev), self.init_state(init, ctx.q_last))
            for t, (c, tgt) in enumerate(zip(classes, targets)):
                lp = torch.log_softmax(dec.scores(h[t], ctx.H[c], ctx.M.get(c)), dim=-1)
                nll = nll - lp[tgt]
            out.append(nll)
        return out[0], out[1]
