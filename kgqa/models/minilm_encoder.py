"""MiniLM as the shared question/instance encoder: the paper's "+BERT" variant (section 7).

``all-MiniLM-L6-v2`` loads offline through :mod:`kgqa.minilm`; its weights are referenced, not
copied into checkpoints, except those that ``finetune`` trains (all, or the top
``finetune_layers``). Frozen, the encoder holds the process-wide
MiniLM (shared with the ranker and the retrievers, so it is never moved, cast or put in train
mode here); fine-tuned, it loads a MiniLM of its own.

With MiniLM frozen (the default, what a 2-core CPU can train) its token states are features:
a trainable BiLSTM reads them exactly as the GloVe variant reads word vectors, so both
variants share the decoders unchanged. Frozen states depend only on the text, so they are
computed once per distinct text and kept in a bounded in-process cache: training epochs after
the first, and the instance names every question of a KG shares, cost no MiniLM call.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import torch
from torch import Tensor, nn

from kgqa.minilm import length_batches, load_minilm, tokenize
from kgqa.models.glove_encoder import Encoded, bilstm_encode

MAX_TOKENS = 64
PLM_BATCH = 64  # texts per MiniLM call
CACHE_SIZE = 60_000  # distinct texts (questions + instance names); ~20 tokens x 384 floats each


class FrozenStateCache:
    """text -> MiniLM last hidden states ``[tokens, 384]`` (without padding), LRU-bounded."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._states: OrderedDict[str, Tensor] = OrderedDict()
        self._lock = threading.Lock()

    def get_many(self, texts: list[str], compute) -> list[Tensor]:
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._states))
        fresh = dict(zip(missing, compute(missing))) if missing else {}
        with self._lock:
            self._states.update(fresh)
            out = [self._states[t] if t in self._states else fresh[t] for t in texts]
            for t in texts:
                if t in self._states:
                    self._states.move_to_end(t)
            while len(self._states) > self.size:
                self._states.popitem(last=False)
        return out


_shared_cache = FrozenStateCache()


def padded_states(seqs: list[Tensor]) -> Tensor:
    """``[texts, max tokens, 384]``, zero-padded. ``pad_sequence`` copies each text into a slice
    of one tensor, and when a state carries a gradient autograd records every copy as a node
    whose backward clones the whole padded gradient: with a step's ~1,500 names behind 16
    fine-tuned questions that was 12 s of a 13 s backward. Padding each text and stacking them
    is one node. Without gradients (serving, frozen training) ``pad_sequence`` is kept."""
    if not any(s.requires_grad for s in seqs):
        return torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True)
    longest = max(len(s) for s in seqs)
    return torch.stack([nn.functional.pad(s, (0, 0, 0, longest - len(s))) for s in seqs])


class MiniLMEncoder(nn.Module):
    """Question tokens -> BiLSTM over MiniLM token states; instance names -> masked max-pool.

    Args:
        hidden: output size ``d`` (each LSTM direction has ``d / 2``).
        finetune: train MiniLM too (slow on CPU); off by default, then its states are cached.
        finetune_layers: with ``finetune``, train only MiniLM's top ``finetune_layers`` layers
            (``None``: all). Backward then stops below them, and a checkpoint carries only them.
        dropout: dropout on the MiniLM states during training.
        frozen_names: with ``finetune``, only the questions go through the fine-tuned MiniLM;
            candidate names go through the packaged, frozen one, whose states are cached per
            name. A training step then runs MiniLM with gradients on its 16 questions, not on
            the hundreds of names of their pools (23 s a step on one CPU thread with LC-QuAD's
            per-question pools), and serving encodes a KG's names once.
    """

    def __init__(self, hidden: int = 128, finetune: bool = False, dropout: float = 0.1,
                 finetune_layers: int | None = None, frozen_names: bool = False) -> None:
        super().__init__()
        self.tokenizer, self.plm = load_minilm(fresh=finetune)
        self.frozen_names = finetune and frozen_names
        if self.frozen_names:
            # the process-wide frozen MiniLM: not a submodule, so never trained or checkpointed
            object.__setattr__(self, "_names_plm", load_minilm()[1])
        if finetune and finetune_layers is not None:
            layers = self.plm.encoder.layer
            if not 1 <= finetune_layers <= len(layers):
                raise ValueError(f"finetune_layers must be 1..{len(layers)}, not {finetune_layers}")
            self.plm.requires_grad_(False)
            layers[len(layers) - finetune_layers:].requires_grad_(True)
        self.finetune = finetune
        self.hidden = hidden
        self.lstm = nn.LSTM(self.plm.config.hidden_size, hidden // 2, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(dropout)
        # frozen weights share one process-wide cache; fine-tuned ones are this model's own
        self._cache = FrozenStateCache() if finetune else _shared_cache
        self.reset_parameters()

    def reset_parameters(self) -> None:
        self.lstm.reset_parameters()

    def _load_from_state_dict(self, *args, **kwargs):
        super()._load_from_state_dict(*args, **kwargs)
        if self.finetune:
            self._cache = FrozenStateCache()   # states of the weights being replaced are stale

    def train(self, mode: bool = True):
        # A frozen MiniLM is the shared one: not even briefly in train mode (dropout) while
        # another thread encodes with it.
        self.training = mode
        for name, child in self.named_children():
            if self.finetune or name != "plm":
                child.train(mode)
        if self.finetune and mode:
            self._cache = FrozenStateCache()   # training changes the weights the cached states came from
        return self

    def _plm_states(self, texts: list[str], plm=None) -> list[Tensor]:
        """MiniLM's (``plm``'s, default this encoder's) last hidden states of each text
        ``[tokens, 384]`` (without padding), run in batches of similar length
        (:func:`kgqa.minilm.length_batches`)."""
        plm = self.plm if plm is None else plm
        out: list[Tensor | None] = [None] * len(texts)
        device = plm.device   # the tokenizer's tensors are on the CPU; MiniLM may be on a GPU
        for positions, batch in length_batches(self.tokenizer, texts, PLM_BATCH, MAX_TOKENS):
            batch = {name: t.to(device) for name, t in batch.items()}
            states = plm(**batch).last_hidden_state
            for j, s, m in zip(positions, states, batch["attention_mask"].bool()):
                out[j] = s[m]
        return out

    def _frozen_states(self, texts: list[str], plm=None, cache: FrozenStateCache | None = None) -> list[Tensor]:
        """States without gradients, kept per text in ``cache`` (default this encoder's), computed
        by ``plm`` (default this encoder's) and returned on this encoder's device."""
        def compute(missing: list[str]) -> list[Tensor]:
            with torch.no_grad():   # (a boolean-mask row is a copy: it keeps no batch tensor alive)
                return self._plm_states(missing, plm)

        device = self.plm.device
        return [s.to(device) for s in (self._cache if cache is None else cache).get_many(texts, compute)]

    def token_strings(self, text: str) -> list[str]:
        """The word pieces behind the rows of a text's encoding ``h`` ([CLS] and [SEP] included)."""
        ids = tokenize(self.tokenizer, text, truncation=True, max_length=MAX_TOKENS)["input_ids"]
        return self.tokenizer.convert_ids_to_tokens(ids)

    def forward(self, texts: list[str], questions: int | None = None) -> Encoded:
        """Encode ``texts``, the first ``questions`` of them questions (all when ``None``); one
        dropout covers questions and names."""
        if self.frozen_names and questions is not None:
            qs = texts[:questions]
            seqs = ((self._plm_states(qs) if self.training else self._frozen_states(qs))
                    # the packaged MiniLM's states, in the frozen variant's cache
                    + self._frozen_states(texts[questions:], self._names_plm, _shared_cache))
        else:
            seqs = self._plm_states(texts) if self.finetune and self.training else self._frozen_states(texts)
        lens = torch.tensor([len(s) for s in seqs])
        return bilstm_encode(self.lstm, self.drop(padded_states(seqs)), lens)
