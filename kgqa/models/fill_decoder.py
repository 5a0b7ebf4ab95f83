"""Vertex-/edge-filling decoder (section 6.4): auxiliary structural encoding eq. (10), pointer eq. (11).

One instance of this module fills vertices, another fills edges. At step ``t`` the slot vector
``v^t`` (from the graph encoder over the finished AQG) attends over the question (like eq. 3),
and the input is ``tanh(W [h_Q^t; h_Ga; v^t; h_prev])`` (eq. 10; ``h_prev``, the name vector of
the previously chosen instance, makes the decoder autoregressive so the beam is meaningful).
With ``aux_encoding`` off (ablation) ``h_Ga`` is zero and ``v^t`` is only the slot's class
embedding. The output scores each candidate instance ``h_i`` of the slot's class (eq. 11);
eq. (12), the copy rule, is applied by the caller.
"""

from __future__ import annotations

import torch
from torch import Tensor, nn

from kgqa.models.outline_decoder import attend, lstm_step


class FillDecoder(nn.Module):
    """LSTM pointer decoder over candidate instances.

    Args:
        hidden: vector size ``d``.
    """

    def __init__(self, hidden: int = 128) -> None:
        super().__init__()
        d = hidden
        self.W_alpha = nn.Linear(d, d, bias=False)
        self.W_in = nn.Linear(4 * d, d)
        self.lstm = nn.LSTM(d, d, batch_first=True)
        self.W_v = nn.Linear(d, d)
        self.start = nn.Parameter(torch.zeros(d))
        # lexical schema linking (as in RAT-SQL): how much of an instance's name the question mentions
        self.match = nn.Linear(2, 1)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        self.W_alpha.reset_parameters()
        self.W_in.reset_parameters()
        self.lstm.reset_parameters()
        self.W_v.reset_parameters()
        nn.init.normal_(self.start, std=0.1)
        nn.init.zeros_(self.match.weight)
        nn.init.zeros_(self.match.bias)

    def forward(self, Q: Tensor, slots: Tensor, h_Ga: Tensor, prev: Tensor, state: tuple[Tensor, Tensor]):
        """``slots`` [T, d], ``h_Ga`` [d], ``prev`` [T, d] -> ``h_out`` [T, d], state."""
        h_Q = attend(slots, self.W_alpha, Q)
        g = h_Ga.expand_as(slots)
        h_in = torch.tanh(self.W_in(torch.cat([h_Q, g, slots, prev], dim=-1)))  # eq. (10)
        out, state = self.lstm(h_in.unsqueeze(0), state)
        return out[0], state

    def step_batch(self, Q: Tensor, slot: Tensor, h_Ga: Tensor, prev: Tensor, state: tuple[Tensor, Tensor]):
        """One step for ``B`` hypotheses filling the same slot: ``prev`` [B, d], state [1, B, d]."""
        slots = slot.expand_as(prev)
        h_Q = attend(slots, self.W_alpha, Q)
        h_in = torch.tanh(self.W_in(torch.cat([h_Q, h_Ga.expand_as(prev), slots, prev], dim=-1)))  # eq. (10)
        return lstm_step(self.lstm, h_in, state)

    def scores(self, h_out: Tensor, H: Tensor, M: Tensor | None = None) -> Tensor:
        """Eq. (11): ``tanh(h_out W_v) . h_i`` for every candidate row of ``H`` [N, d].

        ``M`` [N, 2] are lexical match features of the candidates (token overlap with the
        question), added as a learned bias per candidate.
        """
        s = torch.tanh(self.W_v(h_out)) @ H.t()
        if M is not None:
            s = s + self.match(M).squeeze(-1)
        return s
