"""The MiniLM ("+BERT") encoder: frozen states cached per text, BiLSTM on top, batch-independent."""

import pytest
import torch

from kgqa.models.minilm_encoder import FrozenStateCache, MiniLMEncoder, padded_states


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


def test_finetuned_encoder_never_answers_from_stale_or_shared_states():
    """A fine-tuned MiniLM caches its eval-time states in a cache of its own, dropped when it
    trains or loads other weights, so no encoder answers from states of other weights."""
    torch.manual_seed(0)
    frozen = MiniLMEncoder(hidden=16).eval()
    tuned = MiniLMEncoder(hidden=16, finetune=True)
    tuned.lstm.load_state_dict(frozen.lstm.state_dict())
    text = ["singer name"]
    with torch.no_grad():
        for p in tuned.plm.parameters():
            p.add_(0.05 * torch.randn_like(p))
    tuned.eval()
    before = frozen(text).pooled
    first = tuned(text).pooled
    assert not torch.allclose(before, first)            # not the frozen model's cached states
    assert torch.allclose(frozen(text).pooled, before)  # nor the other way round
    state = {k: v.clone() for k, v in tuned.state_dict().items()}
    with torch.no_grad():
        for p in tuned.plm.parameters():
            p.add_(0.05 * torch.randn_like(p))
    tuned.train().eval()                                 # a training step would change them so
    moved = tuned(text).pooled
    assert not torch.allclose(moved, first)
    tuned.load_state_dict(state)                         # back to the first weights: their states again
    assert torch.allclose(tuned(text).pooled, first, atol=1e-6)


def perturb_trained_plm(model) -> None:
    """Move the MiniLM weights a model trains, as fine-tuning would."""
    from kgqa.models.hgnet import PLM_PREFIX

    with torch.no_grad():
        for k, p in model.named_parameters():
            if p.requires_grad and k.startswith(PLM_PREFIX):
                p.add_(0.05 * torch.randn_like(p))


def test_top_layer_finetuning_trains_and_stores_only_those_layers():
    """``plm_layers=2``: gradients reach MiniLM's top two layers and stop below them; the
    checkpoint carries those two layers, and a fresh model loading it encodes as the trained one."""
    from kgqa.models.hgnet import PLM_PREFIX, HGNet

    torch.manual_seed(0)
    model = HGNet(encoder="minilm", hidden=16, finetune_plm=True, plm_layers=2)
    top = {f"{PLM_PREFIX}encoder.layer.{i}." for i in (4, 5)}
    trained = {k for k, p in model.named_parameters() if p.requires_grad and k.startswith(PLM_PREFIX)}
    assert trained and all(any(k.startswith(t) for t in top) for k in trained)
    model.train()
    model.text(["How many singers do we have?", "singer name"]).pooled.sum().backward()
    grads = {k for k, p in model.named_parameters() if k.startswith(PLM_PREFIX) and p.grad is not None}
    assert grads == trained                           # backward reaches the top layers and no lower one
    perturb_trained_plm(model)
    state = model.trainable_state()
    assert {k for k in state if k.startswith(PLM_PREFIX)} == trained
    fresh = HGNet(encoder="minilm", hidden=16, finetune_plm=True, plm_layers=2)
    missing, unexpected = fresh.load_state_dict(state, strict=False)
    assert not unexpected and all(k.startswith(PLM_PREFIX) and k not in trained for k in missing)
    text = ["singer name"]
    assert torch.allclose(fresh.eval().text(text).pooled, model.eval().text(text).pooled, atol=1e-6)
    untouched = HGNet(encoder="minilm", hidden=16, finetune_plm=True, plm_layers=2)
    untouched.load_state_dict({k: v for k, v in state.items() if not k.startswith(PLM_PREFIX)}, strict=False)
    assert not torch.allclose(untouched.eval().text(text).pooled, model.eval().text(text).pooled, atol=1e-4)


def test_training_only_the_fillers_still_exports_the_finetuned_encoder():
    """``trainer.trainable`` freezes MiniLM for one run; the export keeps the fine-tuned layers
    the model started with, not the packaged ones (an adapted checkpoint must encode questions
    as its base did)."""
    from kgqa.models.hgnet import PLM_PREFIX, HGNet
    from kgqa.train import freeze_all_but

    torch.manual_seed(0)
    model = HGNet(encoder="minilm", hidden=16, finetune_plm=True, plm_layers=1)
    configured = {k for k in model.trainable_state() if k.startswith(PLM_PREFIX)}
    freeze_all_but(model, ["vfill", "efill"])
    assert not any(p.requires_grad for k, p in model.named_parameters() if k.startswith(PLM_PREFIX))
    assert configured and {k for k in model.trainable_state() if k.startswith(PLM_PREFIX)} == configured


def test_plm_layers_out_of_range_is_refused():
    with pytest.raises(ValueError, match="finetune_layers"):
        MiniLMEncoder(hidden=16, finetune=True, finetune_layers=7)


def test_an_exported_finetuned_model_loads_in_the_engine_and_a_truncated_one_is_refused(tmp_path):
    """``export_checkpoint`` stores the trained MiniLM layers in half precision; the engine loads
    them back into the model's full-precision weights (encodings within fp16 rounding), and it
    refuses a file that lacks one of them rather than answer with the packaged layer."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.models.hgnet import PLM_PREFIX, HGNet
    from kgqa.train import export_checkpoint

    torch.manual_seed(0)
    model = HGNet(encoder="minilm", hidden=16, finetune_plm=True, plm_layers=1)
    perturb_trained_plm(model)
    export_checkpoint(model, tmp_path / "ft.pt", {})
    state = torch.load(tmp_path / "ft.pt", weights_only=False)["state"]
    plm = [k for k in state if k.startswith(PLM_PREFIX)]
    assert plm and all(state[k].dtype == torch.float16 for k in plm)
    assert all(v.dtype != torch.float16 for k, v in state.items() if not k.startswith(PLM_PREFIX))
    loaded = HGNetEngine.from_checkpoint(tmp_path / "ft.pt").model
    assert next(loaded.text.plm.parameters()).dtype == torch.float32
    text = ["How many singers do we have?"]
    ours, theirs = model.eval().text(text).pooled, loaded.eval().text(text).pooled
    assert torch.allclose(ours, theirs, atol=5e-3)
    packaged = HGNet(encoder="minilm", hidden=16, finetune_plm=True, plm_layers=1)
    packaged.load_state_dict({k: v for k, v in state.items() if k not in plm}, strict=False)
    assert (packaged.eval().text(text).pooled - ours).abs().max() > 10 * (theirs - ours).abs().max()
    ckpt = torch.load(tmp_path / "ft.pt", weights_only=False)
    del ckpt["state"][plm[0]]
    torch.save(ckpt, tmp_path / "truncated.pt")
    with pytest.raises(ValueError, match="does not fit"):
        HGNetEngine.from_checkpoint(tmp_path / "truncated.pt")


def test_finetuning_forward_gives_each_text_its_own_states_whatever_the_batch():
    """Training runs MiniLM on texts sorted by length: a text's encoding is the one it gets
    alone, in the order the caller gave, and gradients reach MiniLM through it."""
    torch.manual_seed(0)
    enc = MiniLMEncoder(hidden=16, finetune=True, dropout=0.0)
    enc.plm.eval()          # MiniLM's own dropout off: the train-mode path, deterministic
    enc.training = True
    texts = ["How many singers do we have?", "singer name", "id", "the name of the stadium"]
    batch = enc(texts)
    for i, t in enumerate(texts):
        alone = enc([t])
        assert int(batch.mask[i].sum()) == int(alone.mask[0].sum())
        assert torch.allclose(batch.pooled[i], alone.pooled[0], atol=1e-5), t
    batch.pooled.sum().backward()
    assert enc.plm.embeddings.word_embeddings.weight.grad is not None


def test_frozen_names_train_only_through_the_questions():
    """``frozen_names``: names are encoded by the packaged MiniLM (the frozen variant's states),
    questions by the fine-tuned one, and only the questions' MiniLM states carry gradients."""
    torch.manual_seed(0)
    frozen = MiniLMEncoder(hidden=16).eval()
    tuned = MiniLMEncoder(hidden=16, finetune=True, frozen_names=True)
    tuned.lstm.load_state_dict(frozen.lstm.state_dict())
    with torch.no_grad():
        for p in tuned.plm.parameters():
            p.add_(0.05 * torch.randn_like(p))
    tuned.eval()
    texts = ["How many singers do we have?", "singer name"]
    with torch.no_grad():
        mixed, plain = tuned(texts, questions=1), frozen(texts, questions=1)
    assert torch.allclose(mixed.pooled[1], plain.pooled[1], atol=1e-6)   # the name: packaged MiniLM
    assert not torch.allclose(mixed.pooled[0], plain.pooled[0])          # the question: the tuned one
    tuned.train()
    tuned.drop.p = 0.0
    tuned(texts, questions=1).pooled[1].sum().backward()                   # a name's encoding alone
    assert all(p.grad is None or not p.grad.any() for p in tuned.plm.parameters())
    tuned(texts, questions=1).pooled[0].sum().backward()                   # the question's
    assert any(p.grad is not None and p.grad.any() for p in tuned.plm.parameters())
    assert not any(k.startswith("_names_plm") for k in tuned.state_dict())  # never checkpointed


def test_frozen_names_is_recorded_only_when_on():
    from kgqa.models.hgnet import HGNet

    assert "plm_frozen_names" not in HGNet(encoder="minilm", finetune_plm=True).config
    on = HGNet(encoder="minilm", finetune_plm=True, plm_frozen_names=True)
    assert on.config["plm_frozen_names"] is True and HGNet(**on.config).text.frozen_names


def test_padding_with_gradients_matches_pad_sequence_and_stays_linear():
    """Padding states that carry a gradient gives pad_sequence's tensor and gradients, in one
    autograd node rather than one per text (pad_sequence's per-text copies each cloned the whole
    padded gradient in backward: 12 s of a 13 s step with 1,500 names)."""
    torch.manual_seed(0)
    question = torch.randn(5, 384, requires_grad=True)
    names = [torch.randn(n, 384) for n in (3, 7, 2)]
    seqs = [question, *names]

    stacked = padded_states(seqs)
    reference = torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True)
    assert torch.equal(stacked, reference)

    weights = torch.randn_like(reference)
    (stacked * weights).sum().backward()
    grad = question.grad.clone()
    question.grad = None
    (reference * weights).sum().backward()
    assert torch.equal(grad, question.grad)
    assert torch.equal(grad, weights[0, :5])

    nodes, todo = set(), [stacked.grad_fn]
    while todo:
        node = todo.pop()
        if node is not None and node not in nodes:
            nodes.add(node)
            todo.extend(next_fn for next_fn, _ in node.next_functions)
    assert not any(type(n).__name__ == "CopySlices" for n in nodes)


def test_padding_without_gradients_is_pad_sequence():
    seqs = [torch.randn(n, 384) for n in (4, 1, 6)]
    assert torch.equal(padded_states(seqs), torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True))


def test_an_export_keeps_only_the_embedding_rows_training_changed_and_loads_them_bit_for_bit(tmp_path):
    """Fine-tuning moves the embeddings of the word pieces it sees: the export stores those rows
    (``kgqa.models.plm_rows``), and the engine and a warm start load exactly the tensors of a
    full half-precision export; a matrix whose rows all moved is stored whole."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.models.hgnet import PLM_PREFIX, HGNet
    from kgqa.models.plm_rows import ROWS_KEY, checkpoint_state
    from kgqa.train import export_checkpoint

    torch.manual_seed(0)
    model = HGNet(encoder="minilm", hidden=16, finetune_plm=True)
    words = PLM_PREFIX + "embeddings.word_embeddings.weight"
    layer = PLM_PREFIX + "encoder.layer.0.attention.self.query.weight"
    moved = torch.tensor([3, 1012, 2054, 30000])
    params = dict(model.named_parameters())
    with torch.no_grad():
        params[words][moved] += 0.05 * torch.randn(len(moved), params[words].shape[1])
        params[layer].add_(0.05 * torch.randn_like(params[layer]))
    export_checkpoint(model, tmp_path / "ft.pt", {})
    ckpt = torch.load(tmp_path / "ft.pt", weights_only=False)
    assert torch.equal(ckpt[ROWS_KEY][words], moved)
    assert ckpt["state"][words].shape == (len(moved), params[words].shape[1])
    assert layer not in ckpt[ROWS_KEY] and ckpt["state"][layer].shape == params[layer].shape
    full = checkpoint_state(ckpt, PLM_PREFIX)
    assert torch.equal(full[words], params[words].detach().half())
    loaded = dict(HGNetEngine.from_checkpoint(tmp_path / "ft.pt").model.named_parameters())
    assert torch.equal(loaded[words], params[words].detach().half().float())
    assert torch.equal(loaded[layer], params[layer].detach().half().float())
