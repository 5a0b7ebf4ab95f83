"""kgqa.minilm: one frozen MiniLM per process for its readers, a model of its own for a trainer."""

from __future__ import annotations

import torch

from kgqa.minilm import length_batches, load_minilm, model_path


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


def test_length_batches_cover_every_text_once_shortest_first_and_keep_its_states() -> None:
    tok, model = load_minilm()
    texts = ["How many singers do we have, and what is their average age?", "name", "singer",
             "the concert's year", "id", "stadium capacity", "How many concerts are there?"]
    seen, widths = [], []
    with torch.no_grad():
        for positions, batch in length_batches(tok, texts, 3, 64):
            widths.append(batch["input_ids"].shape[1])
            states = model(**batch).last_hidden_state
            for j, row, mask in zip(positions, states, batch["attention_mask"].bool()):
                alone = model(**tok([texts[j]], return_tensors="pt")).last_hidden_state[0]
                assert torch.allclose(row[mask], alone, atol=1e-5), texts[j]
            seen += positions
    assert sorted(seen) == list(range(len(texts)))
    assert widths == sorted(widths) and widths[0] < widths[-1]   # short names are not padded to a question


def test_one_tokenizer_serves_many_threads() -> None:
    """A server's request threads share each user's tokenizer: a call without padding must not
    land between another's padding setting and its encoding (a ragged batch, "Unable to create
    tensor", seen in the soak before kgqa.minilm.tokenize)."""
    import random
    import threading

    from kgqa.minilm import load_tokenizer

    tok = load_tokenizer()
    words = ["alpha", "beta", "gamma", "delta", "kappa"]
    errors: list[str] = []

    def work(seed: int) -> None:
        r = random.Random(seed)
        for _ in range(150):
            texts = [" ".join(r.choices(words, k=r.randint(1, 30))) for _ in range(r.randint(2, 9))]
            try:
                for positions, batch in length_batches(tok, texts, 4, r.choice([32, 64, 128])):
                    assert batch["input_ids"].shape[0] == len(positions)
            except Exception as e:  # noqa: BLE001 - every failure is evidence
                errors.append(repr(e)[:200])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
