"""kgqa.minilm: one frozen MiniLM per process for its readers, a model of its own for a trainer."""

from __future__ import annotations

import torch

from kgqa.minilm import load_minilm, model_path


def test_shared_model_is_loaded_once_frozen_and_in_eval_mode() -> None:
    tok_a, model_a = load_minilm()
    tok_b, model_b = load_minilm()
    assert model_a is model_b
    assert not model_a.training and not any(p.requires_grad for p in model_a.parameters())
    # each caller gets its own tokenizer: a shared fast tokenizer fails across threads
    assert tok_a is not tok_b
    assert tok_a.name_or_path == model_path()


def test_fresh_model_is_a_trainable_copy_of_the_same_weights() -> None:
    tok, fresh = load_minilm(fresh=True)
    _, shared = load_minilm()
    assert fresh is not shared
    assert all(p.requires_grad for p in fresh.parameters())
    batch = tok(["How many singers do we have?"], return_tensors="pt")
    with torch.no_grad():
        assert torch.equal(fresh(**batch).last_hidden_state, shared(**batch).last_hidden_state)
    fresh.train()
    assert not shared.training


def test_frozen_readers_share_the_model_and_trainers_do_not() -> None:
    from kgqa.candidates.ranker import MiniLMEncoder as RankerEncoder
    from kgqa.models.minilm_encoder import MiniLMEncoder as HGNetEncoder

    _, shared = load_minilm()
    assert RankerEncoder().model is shared
    frozen = HGNetEncoder(hidden=8)
    assert frozen.plm is shared
    frozen.train()  # trains its BiLSTM only; the shared MiniLM stays in eval mode
    assert frozen.lstm.training and not shared.training
    tuned = HGNetEncoder(hidden=8, finetune=True)
    assert tuned.plm is not shared
    tuned.train()
    assert tuned.plm.training and not shared.training
