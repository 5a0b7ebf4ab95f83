"""Graph encoder over the AQG pseudo-graph (section 6.2), a stack of ``TransformerConv``.

The pseudo-graph has one node per AQG vertex and one per AQG edge; every AQG edge ``e = <u, v>``
becomes four virtual edges ``u->e, e->v, e->u, v->e`` whose type (an edge feature, ``edge_dim``)
says which of the four it is. Node inputs are class (+direction) embeddings, the segment
embedding and a state flag (just added / selected), all randomly initialised as in the paper,
and optionally (``positions``) the order in which the outline added the vertex or edge.

Why positions: two layers over the pseudo-graph reach one AQG hop, so two vertices of one class
whose neighbours have the same classes get the same vector, and every pointer over them
(SelectVertex, copies) is an exact tie. "The range with the most mountains" asks to sort by the
count, not by the grouped range; both are Ans vertices hung by an Agg edge on a Var, and the
decoder put 0.5 on each (measured: 25 of 150 held-out train questions had such a tie on a gold
step). The outline order is the core's canonical order, so a vertex's place in it says which
one it is (the answer root comes first, an aggregate after the pattern it counts).
Outputs: vertex vectors ``V``, edge vectors ``E`` and the graph vector ``h_G`` (mean pool; a
learned vector for the empty graph ``G^0``).
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass

import torch
from torch import Tensor, nn
from torch_geometric.nn import TransformerConv
from torch_geometric.utils import scatter

from kgqa.models.outline_space import EDGE_LABELS, MAX_DECODE_VERTICES, SEGMENT_EMBEDDINGS
from kgqa.querygraph.model import VERTEX_CLASSES


@dataclass
class GraphInput:
    """One (partial) AQG: vertex class ids, segments, flags; edges as (src, dst, label id)."""

    v_cls: list[int]
    v_seg: list[int]
    v_flag: list[int]  # 0 plain, 1 newest vertex, 2 selected vertex
    edges: list[tuple[int, int, int]]


@dataclass
class GraphEncoding:
    vertices: list[Tensor]  # per graph [n_v, d]
    edges: list[Tensor]  # per graph [n_e, d]
    graph: Tensor  # [B, d]


class AQGGraphEncoder(nn.Module):
    """``num_layers`` TransformerConv layers (residual + LayerNorm) over the pseudo-graph.

    Args:
        hidden: vector size ``d``.
        num_layers: k, the attention hops.
        heads: attention heads (concatenated to ``d``).
        message_passing: False for the ``model.graph_encoder=false`` ablation: node vectors are
            just the input embeddings (no structure).
        positions: add an embedding of each vertex's and edge's place in the outline order
            (see the module docstring); off in checkpoints trained before it existed.
    """

    #: positions past this share the last embedding (outlines are capped near it anyway)
    MAX_POSITIONS = 2 * MAX_DECODE_VERTICES

    def __init__(self, hidden: int = 128, num_layers: int = 2, heads: int = 4, message_passing: bool = True,
                 positions: bool = False) -> None:
        super().__init__()
        self.hidden = hidden
        self.message_passing = message_passing
        self.positions = positions
        if positions:
            self.v_pos = nn.Embedding(self.MAX_POSITIONS, hidden)
            self.e_pos = nn.Embedding(self.MAX_POSITIONS, hidden)
        self.v_cls = nn.Embedding(len(VERTEX_CLASSES), hidden)
        self.v_seg = nn.Embedding(SEGMENT_EMBEDDINGS + 1, hidden)
        self.v_flag = nn.Embedding(3, hidden)
        self.e_cls = nn.Embedding(len(EDGE_LABELS), hidden)
        self.rel_type = nn.Embedding(4, hidden // 4)
        self.empty = nn.Parameter(torch.zeros(hidden))
        self.convs = nn.ModuleList(
            TransformerConv(hidden, hidden // heads, heads=heads, edge_dim=hidden // 4) for _ in range(num_layers)
        )
        self.norms = nn.ModuleList(nn.LayerNorm(hidden) for _ in range(num_layers))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        for emb in (self.v_cls, self.v_seg, self.v_flag, self.e_cls, self.rel_type):
            nn.init.normal_(emb.weight, std=0.3)
        if self.positions:
            for emb in (self.v_pos, self.e_pos):
                nn.init.normal_(emb.weight, std=0.3)
        nn.init.normal_(self.empty, std=0.1)
        for conv, norm in zip(self.convs, self.norms):
            conv.reset_parameters()
            norm.reset_parameters()

    def forward(self, graphs: list[GraphInput]) -> GraphEncoding:
        xs, eidx, etype, batch = [], [], [], []
        offsets = []
        off = 0
        for b, g in enumerate(graphs):
            nv, ne = len(g.v_cls), len(g.edges)
            offsets.append(off)
            if nv:
                v = (self.v_cls.weight[torch.tensor(g.v_cls)] + self.v_seg.weight[torch.tensor(g.v_seg)]
                     + self.v_flag.weight[torch.tensor(g.v_flag)])
                xs.append(v + self.v_pos.weight[self._places(nv)] if self.positions else v)
            if ne:
                lab = torch.tensor([lbl for _, _, lbl in g.edges])
                seg = torch.tensor([g.v_seg[s] for s, _, _ in g.edges])
                e = self.e_cls.weight[lab] + self.v_seg.weight[seg]
                xs.append(e + self.e_pos.weight[self._places(ne)] if self.positions else e)
            for k, (s, d, _) in enumerate(g.edges):
                en = off + nv + k
                eidx += [(off + s, en), (en, off + d), (en, off + s), (off + d, en)]
                etype += [0, 1, 2, 3]
            batch += [b] * (nv + ne)
            off += nv + ne
        d = self.hidden
        if off == 0:
            return GraphEncoding([torch.zeros(0, d)] * len(graphs), [torch.zeros(0, d)] * len(graphs),
                                 self.empty.expand(len(graphs), d))
        x = torch.cat(xs, 0)
        if self.message_passing:
            # layers run even without edges (root weight + norm), so a graph's encoding does not
            # depend on which other graphs share its batch
            edge_index = torch.tensor(eidx, dtype=torch.long).t().reshape(2, -1)
            edge_attr = self.rel_type(torch.tensor(etype, dtype=torch.long))
            for conv, norm in zip(self.convs, self.norms):
                x = norm(x + torch.relu(conv(x, edge_index, edge_attr)))
        batch_t = torch.tensor(batch, dtype=torch.long)
        pooled = scatter(x, batch_t, dim=0, dim_size=len(graphs), reduce="mean")
        counts = torch.bincount(batch_t, minlength=len(graphs))
        graph = torch.where((counts == 0).unsqueeze(-1), self.empty.expand(len(graphs), d), pooled)
        vs, es = [], []
        for b, g in enumerate(graphs):
            nv, ne = len(g.v_cls), len(g.edges)
            vs.append(x[offsets[b]: offsets[b] + nv])
            es.append(x[offsets[b] + nv: offsets[b] + nv + ne])
        return GraphEncoding(vs, es, graph)

    #: graphs whose encodings :meth:`encode_each` keeps (up to 8 KB each: 64 MB at most; the
    #: values do not depend on it, a graph pushed out is encoded again to the same vectors)
    MEMO_SIZE = 8192

    def train(self, mode: bool = True) -> "AQGGraphEncoder":
        _MEMOS.pop(self, None)  # kept encodings are of the weights before training
        return super().train(mode)

    def _load_from_state_dict(self, *args, **kwargs) -> None:
        _MEMOS.pop(self, None)  # new weights: new encodings
        super()._load_from_state_dict(*args, **kwargs)

    def encode_each(self, graphs: list[GraphInput]) -> GraphEncoding:
        """Inference: :meth:`forward` of each graph on its own, kept per graph (eval mode).

        A graph's encoding depends only on the graph (its classes, segments, flags and edges),
        not on the question: a beam search meets the same partial outlines at every step and for
        every question, so each is encoded once per process. Encoded alone, a graph gets the
        same vectors whatever else is decoded beside it (a batched matrix product rounds
        differently with the batch's size). Training (:meth:`train`) and loading weights forget
        the kept encodings.
        """
        if self.training:
            return self(graphs)
        with _MEMO_LOCK:
            memo = _MEMOS.setdefault(self, OrderedDict())
        out = []
        for g in graphs:
            key = (tuple(g.v_cls), tuple(g.v_seg), tuple(g.v_flag), tuple(g.edges))
            with _MEMO_LOCK:
                hit = memo.get(key)
                if hit is not None:
                    memo.move_to_end(key)
            if hit is None:
                with torch.no_grad():
                    enc = self([g])
                hit = (enc.vertices[0], enc.edges[0], enc.graph[0])
                with _MEMO_LOCK:
                    memo[key] = hit
                    while len(memo) > self.MEMO_SIZE:
                        memo.popitem(last=False)
            out.append(hit)
        return GraphEncoding([v for v, _, _ in out], [e for _, e, _ in out], torch.stack([h for _, _, h in out]))

    def _places(self, n: int) -> Tensor:
        """Outline-order positions ``0..n-1``, the ones past the table sharing its last row."""
        return torch.arange(n).clamp(max=self.MAX_POSITIONS - 1)


#: :meth:`AQGGraphEncoder.encode_each`'s kept encodings, per encoder (not state of the module:
#: it stays copyable and picklable, and a checkpoint never carries them)
_MEMOS: "weakref.WeakKeyDictionary[AQGGraphEncoder, OrderedDict]" = weakref.WeakKeyDictionary()
_MEMO_LOCK = threading.Lock()
