"""Outlining decoder (section 6.3): attention eq. (3), input eq. (4), argument heads eq. (5)-(9).

An LSTM started from the question encoder's last state. At step ``t`` the graph vector of
``G^{t-1}`` attends over the question tokens (eq. 3), the context and graph vector form the
input (eq. 4, plus an embedding of the operation fixed by eq. 1), and the output ``h_out``
scores: the AddVertex class (eq. 5) and segment switch (eq. 6-7), the SelectVertex pointer over
the graph encoder's vertex vectors (eq. 8), the AddEdge class+direction (like eq. 5 with its own
parameters) and the copy pointers over existing vertices/edges or NONE (eq. 9).
Illegal arguments are masked with ``-inf`` by the caller (the core grammar, through
:mod:`kgqa.models.outline_space`). End also scores the main projection's DISTINCT.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from kgqa.models.outline_space import ADD_VERTEX_LABELS, EDGE_LABELS, Phase
from kgqa.querygraph.actions import StepKind

OPS = Phase.OPS


def lstm_step(lstm: nn.LSTM, x: Tensor, state: tuple[Tensor, Tensor]) -> tuple[Tensor, tuple[Tensor, Tensor]]:
    """One step of the one-layer ``lstm`` for a batch ``x`` [B, d], state ([1, B, d], [1, B, d]):
    ``lstm(x.unsqueeze(1), state)`` written as ATen's LSTM cell, ``c' = s(f) c + s(i) tanh(g)``,
    ``h' = s(o) tanh(c')`` with the gates ``W_ih x + b_ih + W_hh h + b_hh``. For one step this
    skips the set-up of oneDNN's RNN primitive that ``nn.LSTM`` pays on every call on CPU (a
    beam step: 145 -> 78 us); the two round the last bit of a float differently."""
    h, c = state[0][0], state[1][0]
    gates = F.linear(x, lstm.weight_ih_l0, lstm.bias_ih_l0) + F.linear(h, lstm.weight_hh_l0, lstm.bias_hh_l0)
    i, f, g, o = gates.chunk(4, 1)
    c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h = torch.sigmoid(o) * torch.tanh(c)
    return h, (h.unsqueeze(0), c.unsqueeze(0))


def attend(query: Tensor, W: nn.Linear, Q: Tensor) -> Tensor:
    """Eq. (3): ``sum_i softmax(query^T W q_i) q_i`` for each row of ``query`` [T, d]; Q is [M, d]."""
    scores = W(query) @ Q.t()
    return torch.softmax(scores, dim=-1) @ Q


class OutlineDecoder(nn.Module):
    """LSTM decoder for outline actions.

    Args:
        hidden: vector size ``d``.
        copy: whether the copy heads (eq. 9) exist (``model.copy=false`` ablation removes them).
    """

    def __init__(self, hidden: int = 128, copy: bool = True) -> None:
        super().__init__()
        d = hidden
        self.copy = copy
        self.W_alpha = nn.Linear(d, d, bias=False)
        self.W_in = nn.Linear(2 * d, d)
        self.op_emb = nn.Embedding(len(OPS), d)
        self.lstm = nn.LSTM(d, d, batch_first=True)
        self.W_av = nn.Linear(d, d)
        self.x_c = nn.Embedding(len(ADD_VERTEX_LABELS), d)
        self.W_delta = nn.Linear(d, d)
        self.z_delta = nn.Embedding(2, d)
        self.W_sv = nn.Linear(d, d)
        self.W_ae = nn.Linear(d, d)
        self.y_e = nn.Embedding(len(EDGE_LABELS), d)
        self.W_cv = nn.Linear(d, d)
        self.W_ce = nn.Linear(d, d)
        self.W_distinct = nn.Linear(d, 2)  # End(distinct): DISTINCT off / on
        self.none_v = nn.Parameter(torch.zeros(d))
        self.none_e = nn.Parameter(torch.zeros(d))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.LSTM)) and m is not self:
                m.reset_parameters()
        for emb in (self.op_emb, self.x_c, self.z_delta, self.y_e):
            nn.init.normal_(emb.weight, std=0.3)
        nn.init.normal_(self.none_v, std=0.3)
        nn.init.normal_(self.none_e, std=0.3)

    def forward(self, Q: Tensor, h_G: Tensor, ops: Tensor, state: tuple[Tensor, Tensor]):
        """Run ``T`` steps whose graph vectors ``h_G`` [T, d] and op ids [T] are known.

        Under teacher forcing the whole gold sequence runs at once (the inputs of eq. 4 do not
        depend on the decoder output); at inference ``T = 1``. Returns ``h_out`` [T, d] and the
        new (h, c) state ([1, 1, d] each).
        """
        h_Q = attend(h_G, self.W_alpha, Q)  # eq. (3)
        h_in = torch.tanh(self.W_in(torch.cat([h_Q, h_G], dim=-1))) + self.op_emb(ops)  # eq. (4)
        out, state = self.lstm(h_in.unsqueeze(0), state)
        return out[0], state

    def step_batch(self, Q: Tensor, h_G: Tensor, ops: Tensor, state: tuple[Tensor, Tensor]):
        """One step for ``B`` beam hypotheses at once: ``h_G`` [B, d], state ([1, B, d], [1, B, d])."""
        h_Q = attend(h_G, self.W_alpha, Q)  # eq. (3)
        h_in = torch.tanh(self.W_in(torch.cat([h_Q, h_G], dim=-1))) + self.op_emb(ops)  # eq. (4)
        return lstm_step(self.lstm, h_in, state)

    # -- argument heads --------------------------------------------------------------------
    def head_projections(self, h: Tensor, kinds: set[StepKind]) -> dict[str, Tensor]:
        """The part of each head that reads the decoder output ``h`` ([d], or [B, d] for a beam
        step's hypotheses at once: one matrix product per head instead of one per hypothesis):
        the unnormalised scores of the class heads, the projected query of the pointer heads
        (whose keys, the vertex and edge vectors, differ per hypothesis: :meth:`pointer_scores`).
        ``kinds``: the step kinds to score, so no head is computed for nothing."""
        out: dict[str, Tensor] = {}
        if StepKind.ADD_VERTEX in kinds:
            out["class"] = torch.tanh(self.W_av(h)) @ self.x_c.weight.t()  # eq. (5)
            out["delta"] = torch.tanh(self.W_delta(h)) @ self.z_delta.weight.t()  # eq. (7)
            out["distinct"] = self.W_distinct(torch.tanh(h))
            if self.copy:
                out["copy"] = torch.tanh(self.W_cv(h))  # eq. (9)
        if StepKind.SELECT_VERTEX in kinds:
            out["select"] = torch.tanh(self.W_sv(h))  # eq. (8)
        if StepKind.ADD_EDGE in kinds:
            out["edge"] = torch.tanh(self.W_ae(h)) @ self.y_e.weight.t()
            if self.copy:
                out["ecopy"] = torch.tanh(self.W_ce(h))
        return out

    def pointer_scores(self, q: Tensor, keys: Tensor, none: Tensor | None = None) -> Tensor:
        """A pointer head's scores over ``keys`` (vertex or edge vectors) for its projected query
        ``q`` (:meth:`head_projections`); with ``none`` (``none_v``/``none_e``) a last column for
        NONE, as the copy heads have (eq. 9)."""
        if none is not None:
            keys = torch.cat([keys, none.unsqueeze(0)], 0)
        return q @ keys.t()
