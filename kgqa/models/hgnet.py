"""HGNet (section 6): encoders, graph encoder, outlining decoder, filling decoders, loss eq. (13).

``HGNet`` composes the modules of this package over the project's query-graph core
(:mod:`kgqa.querygraph`): the outline's legal actions come from the core grammar through
:mod:`kgqa.models.outline_space` (illegal arguments get ``-inf`` before the softmax), the slots
to fill and what each may hold from :mod:`kgqa.models.fill_plan`, and the candidates from
:mod:`kgqa.models.slots` (the shared candidate collection, :mod:`kgqa.candidates`).
Training uses :meth:`HGNet.loss` (teacher forcing over the gold outline of Algorithm 2 and the
gold fill indices); inference uses :meth:`outline_scores` and :meth:`fill_inputs` step by step
from the beam-search hypotheses in :mod:`kgqa.engine.hypotheses`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch import Tensor, nn

from kgqa.models.fill_decoder import FillDecoder
from kgqa.models.fill_plan import COLUMN, COLUMN_NAMES, fill_slots, slot_choices, slot_class
from kgqa.models.graph_encoder import AQGGraphEncoder, GraphInput
from kgqa.models.outline_decoder import OutlineDecoder
from kgqa.models.outline_space import (
    ADD_VERTEX_LABELS,
    EDGE_LABELS,
    END,
    SEGMENT_EMBEDDINGS,
    DecodeState,
    KeptMasks,
    segment_delta,
    step_masks_memo,
)
from kgqa.models.schema_linking import (
    ENTITY_COUNT_BUCKETS,
    JOIN_FEATURES,
    LINK_FEATURES,
    entity_link_features,
    match_features,
    question_link_features,
    schema_join_features,
)
from kgqa.models.slots import SLOT_CLASSES, SlotCandidates
from kgqa.querygraph.actions import AddEdge, AddVertex, End, SelectVertex, StepKind
from kgqa.querygraph.model import EDGE_CLASSES, VERTEX_CLASSES, EdgeClass
from kgqa.search.config import SearchConfig

NEG_INF = float("-inf")
#: Candidate classes the encoder embeds: the pool's, then the column numbers of Ans slots.
POOL_CLASSES = SLOT_CLASSES + (COLUMN,)


def masked_log_softmax(scores: Tensor, mask: list[bool] | Tensor) -> Tensor:
    """Log-probabilities with illegal entries at ``-inf`` (the legal ones sum to 1)."""
    m = mask if isinstance(mask, Tensor) else torch.tensor(mask, dtype=torch.bool)
    return torch.log_softmax(scores.masked_fill(~m, NEG_INF), dim=-1)


def _mask_tensors(kept: KeptMasks) -> dict:
    """The masks of :func:`step_masks_memo` as bool tensors, built once per kept state (the same
    state's masks are read at every step and question that meets it)."""
    tensors = kept.derived.get("tensors")
    if tensors is None:
        def tensor(x):
            if isinstance(x, dict):
                return {k: tensor(v) for k, v in x.items()}
            return torch.tensor(x, dtype=torch.bool)

        # two threads may both build it: setdefault keeps one, and they are equal
        tensors = kept.derived.setdefault("tensors", {k: tensor(v) for k, v in kept.masks.items()})
    return tensors


def _safe(logp: Tensor) -> Tensor:
    """A gold argument the masks exclude contributes nothing (never ``inf``): gold sequences are
    checked against the masks when the data is built, this only guards later changes."""
    return logp if torch.isfinite(logp) else logp.new_zeros(())


def graph_input(state: DecodeState) -> GraphInput:
    """The graph encoder's view of a partial AQG: classes, segments, and which vertex was just
    added (flag 1) or selected (flag 2)."""
    g = state.graph
    core = state.core
    flags = [0] * len(g.vertices)
    if core.pending is not None:
        flags[core.pending] = 1
    if core.selected is not None:
        flags[core.selected] = 2
    return GraphInput(
        [VERTEX_CLASSES.index(v.cls) for v in g.vertices],
        [min(v.segment, SEGMENT_EMBEDDINGS) for v in g.vertices],
        flags,
        [(e.source, e.target, 2 * EDGE_CLASSES.index(e.cls)) for e in g.edges],
    )


@dataclass
class Context:
    """A question encoded once: token vectors, initial decoder states, candidate vectors."""

    Q: Tensor
    q_last: Tensor
    pool: SlotCandidates
    H: dict[str, Tensor] = field(default_factory=dict)
    M: dict[str, Tensor] = field(default_factory=dict)
    # question tokens (for explanations and reranking) and their schema-linking tags (question_linking only)
    tokens: list[str] = field(default_factory=list)
    link_tags: Tensor | None = None
    # the search settings the hypotheses read (vertex reward, comparison guidance)
    search: SearchConfig = field(default_factory=SearchConfig.default)
    # the schema ranker's fit of every relation and type of the KG (IRI -> score minus the best of
    # its kind), once read (HGNetEngine.context_relevance; None: the schema could not be read), and
    # the fill decoder's prior made of it per slot class (kgqa.engine.hypotheses.fill_prior; empty:
    # the model alone)
    relevance: dict[str, float] | None = None
    relevance_read: bool = False
    fill_prior: dict[str, Tensor] = field(default_factory=dict)

    def labels(self, cls: str) -> list[str]:
        return list(COLUMN_NAMES) if cls == COLUMN else self.pool.labels(cls)


# The pretrained encoder's weights: referenced from its package unless fine-tuned, and then
# trained at their own rate (kgqa.train.parameter_groups).
PLM_PREFIX = "text.plm."


class HGNet(nn.Module):
    """Hierarchical Graph Generation Network.

    Args:
        encoder: ``"glove"`` (BiLSTM over GloVe) or ``"minilm"`` (the "+BERT" variant).
        hidden: vector size ``d``.
        graph_layers / heads: TransformerConv stack of the graph encoder.
        graph_encoder: False = ablation without message passing.
        aux_encoding: False = ablation without eq. (10)'s structural inputs.
        copy: False = ablation without the copy mechanism (eq. 9, 12).
        dropout: on word vectors (GloVe variant): the question's.
        name_dropout: on the candidate names' word vectors (GloVe variant); ``None`` = ``dropout``.
        finetune_plm: fine-tune MiniLM (MiniLM variant only).
        plm_layers: with ``finetune_plm``, fine-tune only MiniLM's top ``plm_layers`` transformer
            layers; the embeddings and the layers below stay as packaged. ``None`` = all of them.
        plm_frozen_names: with ``finetune_plm``, candidate names are encoded by the packaged,
            frozen MiniLM and only questions by the fine-tuned one (``MiniLMEncoder.frozen_names``).
            Recorded in the config only when on.
        question_linking: add the question tokens' schema-linking tags
            (:func:`question_link_features`) to their vectors, and their counts to the decoders'
            initial state. Off in checkpoints trained before it existed.
        schema_joins: add :func:`schema_join_features` (tables named, foreign-key hops
            joining them) to the decoders' initial state.
        entity_linking: add the question tokens' entity-mention tags and the number of entity
            mentions (:func:`entity_link_features`) as ``question_linking`` adds its tags. Off
            in checkpoints trained before it existed.
        graph_positions: the graph encoder adds each vertex's and edge's outline position
            (:class:`AQGGraphEncoder`), so that pointers can tell apart vertices it would
            otherwise encode alike. Off in checkpoints trained before it existed.
    """

    def __init__(self, encoder: str = "glove", hidden: int = 128, graph_layers: int = 2, heads: int = 4,
                 graph_encoder: bool = True, aux_encoding: bool = True, copy: bool = True,
                 dropout: float = 0.1, finetune_plm: bool = False, question_linking: bool = False,
                 schema_joins: bool = False, graph_positions: bool = False,
                 name_dropout: float | None = None, plm_layers: int | None = None,
                 entity_linking: bool = False, plm_frozen_names: bool = False) -> None:
        super().__init__()
        self.config = dict(encoder=encoder, hidden=hidden, graph_layers=graph_layers, heads=heads,
                           graph_encoder=graph_encoder, aux_encoding=aux_encoding, copy=copy,
                           dropout=dropout, finetune_plm=finetune_plm, question_linking=question_linking,
                           schema_joins=schema_joins, graph_positions=graph_positions,
                           name_dropout=name_dropout, plm_layers=plm_layers)
        if entity_linking:  # only when on, so checkpoints written before it keep their config
            self.config["entity_linking"] = True
        if plm_frozen_names:
            self.config["plm_frozen_names"] = True
        if encoder == "glove":
            from kgqa.models.glove_encoder import GloveBiLSTMEncoder

            self.text = GloveBiLSTMEncoder(hidden, dropout, name_dropout)
        elif encoder == "minilm":
            from kgqa.models.minilm_encoder import MiniLMEncoder

            self.text = MiniLMEncoder(hidden, finetune_plm, dropout, plm_layers, frozen_names=plm_frozen_names)
        else:
            raise ValueError(f"unknown encoder {encoder!r} (glove | minilm)")
        self.use_copy = copy
        self.aux = aux_encoding
        self.graph = AQGGraphEncoder(hidden, graph_layers, heads, message_passing=graph_encoder,
                                     positions=graph_positions)
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
        self.entity_linking = entity_linking
        if entity_linking:
            self.entity_token = nn.Linear(1, hidden)
            self.entity_count = nn.Linear(ENTITY_COUNT_BUCKETS, hidden)
        self.reset_parameters()
        # the MiniLM weights this configuration fine-tunes, fixed here: a run that trains only some
        # modules (trainer.trainable) still exports the fine-tuned encoder it started from
        self.plm_trained = {k for k, p in self.named_parameters() if k.startswith(PLM_PREFIX) and p.requires_grad}

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
        if self.entity_linking:
            # as the link tags: start as the model without them (a warm start changes nothing)
            for m in (self.entity_token, self.entity_count):
                nn.init.zeros_(m.weight)
                nn.init.zeros_(m.bias)

    # -- checkpoint: only trained weights; package weights are referenced ----------------------
    def trainable_state(self) -> dict[str, Tensor]:
        """Every weight of this model's own, and of MiniLM only those that are trained (none when
        frozen, the top layers with ``plm_layers``): the rest is read from the package."""
        return {k: v for k, v in self.state_dict().items() if not k.startswith(PLM_PREFIX) or k in self.plm_trained}

    # -- encoding ------------------------------------------------------------------------------
    def init_state(self, lin: nn.Linear, q_last: Tensor) -> tuple[Tensor, Tensor]:
        h = torch.tanh(lin(q_last)).view(1, 1, -1)
        return h, torch.zeros_like(h)

    def encode(self, questions: list[str], pools: list[SlotCandidates]) -> list[Context]:
        """Questions and the names of all their candidates in one encoder call (shared weights)."""
        labels: dict[str, int] = {}
        for p in pools:
            for c in POOL_CLASSES:
                for lab in (COLUMN_NAMES if c == COLUMN else p.labels(c)):
                    labels.setdefault(lab, len(labels))
        texts = list(questions) + list(labels)
        enc = self.text(texts, questions=len(questions))
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
            if self.entity_linking:
                tags, count = entity_link_features(ctx.tokens, p)
                ctx.Q = ctx.Q + self.entity_token(tags)
                ctx.q_last = ctx.q_last + self.entity_count(count)
            for c in POOL_CLASSES:
                labs = ctx.labels(c)
                idx = torch.tensor([len(questions) + labels[lab] for lab in labs], dtype=torch.long)
                ctx.H[c] = enc.pooled[idx] if labs else enc.pooled.new_zeros(0, enc.pooled.shape[-1])
                ctx.M[c] = match_features(q, labs)
            ctxs.append(ctx)
        return ctxs

    # -- outlining -----------------------------------------------------------------------------
    def outline_scores(self, ctx: Context, state: DecodeState, lstm_state, h_enc=None):
        """One outlining step from ``state``: masked log-probabilities of each argument.

        Returns ``(logp, lstm_state)``; see :meth:`heads` for ``logp``.
        """
        enc = h_enc if h_enc is not None else self.graph([graph_input(state)])
        V, E, hG = enc.vertices[0], enc.edges[0], enc.graph[0:1]
        h, lstm_state = self.outline(ctx.Q, hG, torch.tensor([state.op]), lstm_state)
        return self.heads(h[0], state, V, E), lstm_state

    def heads(self, h: Tensor, state: DecodeState, V: Tensor, E: Tensor, masks: dict | None = None,
              pre: dict[str, Tensor] | None = None) -> dict:
        """Masked log-probabilities of the step's heads: ``class``/``delta``/``copy``/``distinct``
        (AddVertex and End), ``select`` (SelectVertex) or ``edge``/``ecopy`` (AddEdge).
        ``masks``: :func:`step_masks` of ``state`` when already known (training data keeps them).
        ``pre``: this row of :meth:`OutlineDecoder.head_projections` of a batch (inference scores
        a beam step's hypotheses together); ``None``: projected from ``h`` here."""
        if masks is not None:
            m = mt = masks
        else:
            kept = step_masks_memo(state)
            m, mt = kept.masks, _mask_tensors(kept)
        out: dict = {}
        kind = state.step_kind
        o = self.outline
        pre = o.head_projections(h, {kind}) if pre is None else pre
        if kind is StepKind.ADD_VERTEX:
            out["class"] = masked_log_softmax(pre["class"], mt["class"])
            out["delta"] = {c: masked_log_softmax(pre["delta"], mt["delta"][c]) for c, dm in m["delta"].items() if any(dm)}
            out["distinct"] = torch.log_softmax(pre["distinct"], dim=-1)
            if self.use_copy and m["copy"]:
                scores = o.pointer_scores(pre["copy"], V, o.none_v)
                out["copy"] = {c: masked_log_softmax(scores, mt["copy"][c]) for c in m["copy"]}
        elif kind is StepKind.SELECT_VERTEX:
            out["select"] = masked_log_softmax(o.pointer_scores(pre["select"], V), mt["select"])
        elif kind is StepKind.ADD_EDGE:
            out["edge"] = masked_log_softmax(pre["edge"], mt["edge"])
            if self.use_copy and "ecopy" in m:
                out["ecopy"] = masked_log_softmax(o.pointer_scores(pre["ecopy"], E, o.none_e), mt["ecopy"])
        return out

    # -- filling -------------------------------------------------------------------------------
    def fill_inputs(self, state: DecodeState, enc=None):
        """The slots of the finished AQG and their vectors (eq. 10's aux inputs)."""
        g = state.graph
        slots = fill_slots(g, state.vertex_copies, state.edge_copies, self.use_copy)
        vs = [i for kind, i in slots if kind == "v"]
        es = [i for kind, i in slots if kind == "e"]
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
        return slots, vslots, eslots, hG

    def slot_log_probs(self, ctx: Context, dec: FillDecoder, h: Tensor, state: DecodeState, slot, fills: dict):
        """Log-probabilities of the candidates of ``slot`` (``None`` when it has none)."""
        cls = slot_class(state.graph, slot)
        H = ctx.H[cls]
        if H.shape[0] == 0:
            return None
        scores = dec.scores(h, H, ctx.M.get(cls))
        allowed = slot_choices(state.graph, slot, H.shape[0], ctx.pool.is_order_spec(), fills)
        if allowed is None:
            return torch.log_softmax(scores, dim=-1)
        if not any(allowed):
            return None
        return masked_log_softmax(scores, allowed)

    # -- training: eq. (13) --------------------------------------------------------------------
    def loss(self, batch: list) -> tuple[Tensor, dict[str, float]]:
        """Teacher-forced negative log-likelihood (eq. 13), averaged over the batch.

        Each item is a :class:`kgqa.models.examples.HGNetExample`: ``question``, ``pool``,
        ``actions`` (gold outline), ``masks`` (the decoder's masks at each gold step),
        ``v_targets`` / ``e_targets`` (gold candidate index per filled vertex / edge).
        """
        ctxs = self.encode([ex.question for ex in batch], [ex.pool for ex in batch])
        # replay every gold sequence; encode all partial graphs of the batch at once
        all_inputs, spans, finals, replays = [], [], [], []
        for ex in batch:
            st = DecodeState()
            states = []
            for a in ex.actions:
                states.append(st)
                st = st.apply(a)
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
            ops = torch.tensor([s.op for s in states])
            h_out, _ = self.outline(ctx.Q, enc.graph[s0:s1], ops, self.init_state(self.init_o, ctx.q_last))
            nll_o = torch.zeros(())
            for t, (a, s) in enumerate(zip(ex.actions, states)):
                lp = self.heads(h_out[t], s, enc.vertices[s0 + t], enc.edges[s0 + t], ex.masks[t])
                nll_o = nll_o - action_log_prob(lp, s, a)
            nll_v, nll_e = self._fill_loss(ctx, ex, final, enc, finals[b])
            total = total + nll_o + nll_v + nll_e
            parts["outline"] += float(nll_o.detach())
            parts["vfill"] += float(nll_v.detach())
            parts["efill"] += float(nll_e.detach())
        n = len(batch)
        return total / n, {k: v / n for k, v in parts.items()}

    def _fill_loss(self, ctx: Context, ex, final: DecodeState, enc, fidx: int):
        from kgqa.models.graph_encoder import GraphEncoding

        one = GraphEncoding([enc.vertices[fidx]], [enc.edges[fidx]], enc.graph[fidx:fidx + 1])
        slots, vslots, eslots, hG = self.fill_inputs(final, one)
        g = final.graph
        fills: dict = {}
        out = []
        for which, vecs, dec, init in (("v", vslots, self.vfill, self.init_v), ("e", eslots, self.efill, self.init_e)):
            mine = [s for s in slots if s[0] == which]
            nll = torch.zeros(())
            if not mine:
                out.append(nll)
                continue
            targets = [(ex.v_targets if which == "v" else ex.e_targets)[i] for _, i in mine]
            classes = [slot_class(g, s) for s in mine]
            prev = [dec.start] + [ctx.H[c][t] for c, t in zip(classes[:-1], targets[:-1])]
            h, _ = dec(ctx.Q, vecs, hG, torch.stack(prev), self.init_state(init, ctx.q_last))
            for t, (slot, tgt) in enumerate(zip(mine, targets)):
                lp = self.slot_log_probs(ctx, dec, h[t], final, slot, fills)
                if lp is not None:
                    nll = nll - _safe(lp[tgt])
                fills[slot] = tgt
            out.append(nll)
        return out[0], out[1]


def action_log_prob(lp: dict, state: DecodeState, action) -> Tensor:
    """log p(action | state) from the step's heads: AddVertex = class + segment switch + copy
    pointer, End = class + DISTINCT, AddEdge = (class, direction) + copy pointer."""
    zero = torch.zeros(())
    if isinstance(action, End):
        return _safe(lp["class"][ADD_VERTEX_LABELS.index(END)]) + lp["distinct"][int(action.distinct)]
    if isinstance(action, AddVertex):
        c = action.cls
        out = _safe(lp["class"][VERTEX_CLASSES.index(c)])
        if c in lp["delta"]:
            out = out + _safe(lp["delta"][c][segment_delta(state, action)])
        if "copy" in lp and c in lp["copy"]:
            n = len(state.graph.vertices)
            out = out + _safe(lp["copy"][c][n if action.copy_of is None else action.copy_of])
        return out
    if isinstance(action, SelectVertex):
        return _safe(lp["select"][action.vertex])
    if isinstance(action, AddEdge):
        out = _safe(lp["edge"][EDGE_LABELS.index((action.cls, action.direction))])
        if "ecopy" in lp and action.cls is EdgeClass.REL:
            m = len(state.graph.edges)
            out = out + _safe(lp["ecopy"][m if action.copy_of is None else action.copy_of])
        return out
    return zero
