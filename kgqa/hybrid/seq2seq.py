"""The local translator model: a MiniLM encoder-decoder warm start (DESIGN.md section 4).

``EncoderDecoderModel.from_encoder_decoder_pretrained(p, p)`` with ``p`` the offline
all-MiniLM-L6-v2 folder: both sides start from MiniLM, the decoder's cross-attention and
LM-head transform start random. To keep the shipped checkpoint small (< 20 MB), the encoder,
the embeddings (tied to the output projection) and the lower decoder layers stay frozen at
the base weights, which are loaded from the package at run time; only the cross-attention of
every decoder layer, the top ``train_top`` decoder layers and the LM-head transform are
trained and saved (fp16).

The vocabulary is uncased: decoded text is lower case. :func:`restore_case` copies the
casing of the input question back onto the words it contains (sub-questions mostly copy
spans of the question), and :func:`detokenize` undoes WordPiece spacing around the G[q]
operators and placeholders.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from kgqa.minilm import load_tokenizer, model_path
from kgqa.paths import models_dir

MAX_SOURCE = 64
MAX_TARGET = 96


def default_checkpoint() -> Path:
    return models_dir() / "translator" / "translator.pt"


def trainable_names(model: Any, train_top: int) -> list[str]:
    n_layers = model.config.decoder.num_hidden_layers
    top = {f"decoder.bert.encoder.layer.{i}." for i in range(n_layers - train_top, n_layers)}
    out = []
    for name, _ in model.named_parameters():
        if "crossattention" in name and name.startswith("decoder."):
            out.append(name)
        elif any(name.startswith(t) for t in top):
            out.append(name)
        elif name.startswith("decoder.cls.predictions.transform") or name == "decoder.cls.predictions.bias":
            out.append(name)
    return out


def build_model(train_top: int = 2) -> tuple[Any, Any]:
    """(tokenizer, model) warm-started from MiniLM, with only the trainable part requiring grad."""
    import logging

    from transformers import EncoderDecoderModel
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    logging.getLogger("transformers").setLevel(logging.ERROR)
    p = model_path()  # both sides built from the folder: the decoder gets cross-attention
    tok = load_tokenizer()
    model = EncoderDecoderModel.from_encoder_decoder_pretrained(p, p)
    model.config.decoder_start_token_id = tok.cls_token_id
    model.config.pad_token_id = tok.pad_token_id
    model.config.eos_token_id = tok.sep_token_id
    model.generation_config.decoder_start_token_id = tok.cls_token_id
    model.generation_config.pad_token_id = tok.pad_token_id
    model.generation_config.eos_token_id = tok.sep_token_id
    names = set(trainable_names(model, train_top))
    for name, param in model.named_parameters():
        param.requires_grad = name in names
    return tok, model


def save_trainable(model: Any, path: Path, meta: dict) -> None:
    """Atomically write the trained parameters (fp16) and the metadata needed to rebuild."""
    import torch

    state = {n: p.detach().to(torch.float16) for n, p in model.named_parameters() if p.requires_grad}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    torch.save({"state": state, "meta": meta}, tmp)
    os.replace(tmp, path)


def load_model(path: Path | None = None) -> tuple[Any, Any, dict]:
    import torch

    path = Path(path or default_checkpoint())
    blob = torch.load(path, map_location="cpu", weights_only=False)
    tok, model = build_model(blob["meta"].get("train_top", 2))
    missing = model.load_state_dict({k: v.float() for k, v in blob["state"].items()}, strict=False)
    if missing.unexpected_keys:
        raise ValueError(f"checkpoint {path} has unknown parameters: {missing.unexpected_keys[:3]}")
    model.eval()
    return tok, model, blob["meta"]


_SPACING = [
    (re.compile(r"\{\s*([^{}]*?)\s*\}"), lambda m: "{" + m.group(1).replace(" ", "") + "}"),
    (re.compile(r"\bcomp\s*_\s*(<|>|=)\s*\["), lambda m: f"COMP_{m.group(1)}["),
    (re.compile(r"\b(join|union|and|sub|add)\s*\[", re.I), lambda m: m.group(1).upper() + "["),
    (re.compile(r"\s+([?.,!:;'])"), r"\1"),
    (re.compile(r"([(\[])\s+"), r"\1"),
    (re.compile(r"\s+([)\]])"), r"\1"),
    (re.compile(r"'\s+(s|t|re|ve|ll|d|m)\b"), r"'\1"),
    (re.compile(r"\s*-\s*"), "-"),
]


def detokenize(text: str) -> str:
    text = " ".join(text.split())
    for pattern, repl in _SPACING:
        text = pattern.sub(repl, text)
    # Operators keep one space on each side (they were glued by the rules above).
    text = re.sub(r"\s*\*\s*", " * ", text)
    text = re.sub(r"\s+\+\s+", " + ", text)
    text = re.sub(r"\?\s*,", "?,", text)
    return text.strip()


_WORD = re.compile(r"[^\W_]+(?:['’.][^\W_]+)*", re.UNICODE)


def restore_case(text: str, question: str) -> str:
    """Copy the question's casing onto the words of ``text`` that occur in it; capitalise the
    first word of every sub-question."""
    cased: dict[str, str] = {}
    for m in _WORD.finditer(question):
        w = m.group(0)
        cased.setdefault(w.lower(), w)
    # A capitalised first word of the question ("What") is not evidence of a proper noun.
    first = _WORD.search(question)
    if first and first.group(0)[:1].isupper() and first.group(0).lower() in _COMMON:
        cased[first.group(0).lower()] = first.group(0).lower()
    text = _WORD.sub(lambda m: cased.get(m.group(0).lower(), m.group(0)) if not _in_braces(text, m.start()) else m.group(0), text)
    # Capitalise at the start of every leaf: start, after '(', '[', '+', '*', ',' inside ops.
    return re.sub(r"(^|[\[(+*,]\s*)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)


def _in_braces(text: str, pos: int) -> bool:
    return text.rfind("{", 0, pos) > text.rfind("}", 0, pos)


_COMMON = {"what", "which", "who", "whom", "whose", "when", "where", "why", "how", "is", "was", "are", "were",
           "the", "a", "an", "in", "do", "does", "did"}
