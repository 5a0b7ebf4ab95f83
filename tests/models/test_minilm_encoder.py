"""The MiniLM ("+BERT") encoder: frozen states cached per text, BiLSTM on top, batch-independent."""

import torch

from kgqa.models.minilm_encoder import FrozenStateCache, MiniLMEncoder


def test_cache_computes_each_text_once_and_stays_bounded():
    calls: list[list[str]] = []

    def compute(texts):
        calls.append(list(texts))
        return [torch.full((len(t), 2), float(len(t))) for t in texts]

    cache = FrozenStateCache(size=3)
    out = cache.get_many(["ab", "abc", "ab"], compute)
    assert calls == [["ab", "abc"]]                    # duplicates in one call are computed once
    assert [o.shape[0] for o in out] == [2, 3, 2]
    cache.get_many(["ab"], compute)
    assert len(calls) == 1                             # a hit: nothing recomputed
    cache.get_many(["w", "xy", "z"], compute)          # "abc" is the least recently used
    assert len(cache._states) == 3 and "abc" not in cache._states and "ab" not in cache._states


def test_frozen_encoder_is_batch_independent_and_trains_only_its_lstm():
    torch.manual_seed(0)
    enc = MiniLMEncoder(hidden=16).eval()
    both = enc(["How many singers do we have?", "singer name"])
    alone = enc(["singer name"])
    assert both.h.shape[-1] == 16 and both.mask[1].sum() < both.mask[0].sum()
    assert torch.allclose(both.pooled[1], alone.pooled[0], atol=1e-5)
    trainable = {n for n, p in enc.named_parameters() if p.requires_grad}
    assert trainable and all(n.startswith("lstm.") for n in trainable)
