"""Train the extractive reader (MiniLM span head) on single-hop sub-questions, on CPU.

Examples come from the *training halves* only (:func:`kgqa.hybrid.decompositions.split_records`):

* MuSiQue: every step of ``question_decomposition`` (``#k`` replaced by step k's gold
  answer, ``X >> relation`` worded as a question) with its answer and supporting paragraph;
* 2Wiki: every evidence triple (s, r, o) as ``What is the r of s?`` with the context
  paragraph of s (or a supporting paragraph) that contains o;
* optionally (``--silver``) Wikipedia lead patterns of 2Wiki paragraphs, and (``--cloze N``)
  synthetic cloze questions over training-half paragraphs (:mod:`kgqa.hybrid.cloze`).

Only answers found verbatim (case-insensitively) in the paragraph are kept. Each positive
gets one negative (a non-supporting paragraph of the same record, target = [CLS]), so the
null score learns to rank passages.

    python -m kgqa.hybrid.train_reader --minutes 15 --out models/reader/reader.pt
"""

from __future__ import annotations

import argparse
import json
import random
import re
import time
from pathlib import Path

from kgqa.hybrid.decompositions import musique_hops, read_records, relation_question, split_records
from kgqa.hybrid.reader import MAX_LENGTH, build_span_model, default_checkpoint, save_reader
from kgqa.text.store import Passage


def _find(answer: str, text: str) -> int:
    if not answer:
        return -1
    m = re.search(r"(?<!\w)" + re.escape(answer.lower()) + r"(?!\w)", text.lower())
    return m.start() if m else -1


def _example(question: str, passage: Passage, answers: list[str]) -> dict | None:
    content = passage.content
    for a in answers:
        i = _find(a, content)
        if i >= 0:
            return {"question": question, "context": content, "start": i, "end": i + len(a)}
    return None


_DATE = r"(?:\d{1,2} [A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|\d{4})"
_NAME = r"[A-Z][\w.'’-]+(?: (?:de |van |von |da |del |di |le |la )?[A-Z][\w.'’-]+)*"
_SILVER = [
    ("date of birth", re.compile(r"\((?:born |b\. )?(?P<a>" + _DATE + r")\s*[–-]\s*" + _DATE + r"\)")),
    ("date of death", re.compile(r"\((?:born |b\. )?" + _DATE + r"\s*[–-]\s*(?P<a>" + _DATE + r")\)")),
    ("date of birth", re.compile(r"\(\s*born (?P<a>" + _DATE + r")")),
    ("director", re.compile(r"\bdirected by (?P<a>" + _NAME + r")")),
    ("publication date", re.compile(r"^[^.]*?\bis an? (?P<a>\d{4}) [^.]*?\bfilm\b")),
]


def silver_examples(split: str = "train") -> list[dict]:
    """Weakly labelled single-hop examples from the *training half's* 2Wiki paragraphs
    (all ten per record, not only the supporting ones): Wikipedia lead patterns such as
    ``X (2 November 1932 – 21 October 1987)`` or ``... directed by Y`` give the answer of
    ``What is the <relation> of X?`` where X is the paragraph title."""
    out: list[dict] = []
    seen: set[tuple[str, str]] = set()
    for rec in split_records("2wiki", read_records("2wiki"))[split]:
        for title, sentences in rec.get("context", []):
            p = Passage("s", title, " ".join(sentences))
            content = p.content
            for relation, pattern in _SILVER:
                m = pattern.search(p.text)
                if not m or (title, relation) in seen:
                    continue
                seen.add((title, relation))
                answer = re.split(r"\.\s", m.group("a"))[0].rstrip(".")
                start = len(content) - len(p.text) + m.start("a")
                out.append({"question": relation_question(relation, title), "context": content,
                            "start": start, "end": start + len(answer)})
    return out


# Relation patterns of Wikipedia leads, worded as MuSiQue's ``X >> relation`` steps (their
# Wikidata property names) with the paragraph title as X. Read in a paragraph's first two
# sentences only, where the title is the subject.
_R = r"[A-Z][\w.'’-]+(?:(?: (?:de|van|von|da|del|di|le|la|of|the))? [A-Z][\w.'’-]+)*"
_NATIONALITY = ("American|British|English|French|German|Italian|Canadian|Australian|Indian|Japanese|Chinese|"
                "Russian|Spanish|Irish|Scottish|Dutch|Swedish|Polish|Mexican|Brazilian")
_RELATIONS = [(relation, re.compile(pattern)) for relation, pattern in [
    ("place of birth", r"\bborn\b[^.;()]{0,40}? in (?P<a>" + _R + ")"),
    ("place of death", r"\bdied\b[^.;()]{0,40}? in (?P<a>" + _R + ")"),
    ("spouse", r"\b(?:married(?: to)?|wife of|husband of|his wife|her husband)[, ]+(?P<a>" + _R + ")"),
    ("father", r"\b(?:son|daughter) of (?P<a>" + _R + ")"),
    ("screenwriter", r"\bwritten by (?P<a>" + _R + ")"),
    ("producer", r"\bproduced by (?P<a>" + _R + ")"),
    ("performer", r"\b(?:album|single|song|EP) (?:by|recorded by|performed by) (?:(?:" + _NATIONALITY + r") )?"
                  r"(?:(?:singer|band|rapper|musician|group|duo|artist|singer-songwriter) )?(?P<a>" + _R + ")"),
    ("founded by", r"\bfounded (?:in \d{4} )?by (?P<a>" + _R + ")"),
    ("inception", r"\b(?:founded|established|formed|opened) in (?P<a>\d{4})"),
    ("located in the administrative territorial entity",
     r"\bis an? (?:[a-z-]+ )*?(?:city|town|village|township|municipality|community|suburb|neighbourhood|"
     r"neighborhood|commune|parish) in (?:the )?(?P<a>" + _R + ")"),
    ("capital", r"\b(?:county seat|capital)(?: city)? is (?P<a>" + _R + ")"),
    ("employer", r"\b(?:worked|taught) (?:at|for) (?:the )?(?P<a>" + _R + ")"),
    ("educated at", r"\b(?:graduated from|studied at|educated at) (?:the )?(?P<a>" + _R + ")"),
    ("member of sports team", r"\b(?:plays|played) (?:[a-z ]+ )?for (?:the )?(?P<a>" + _R + ")"),
    ("record label", r"\b(?:released|signed) [^.]{0,40}?(?:on|to|by|with|through) (?P<a>" + _R + " Records)"),
    ("publisher", r"\bpublished by (?P<a>" + _R + ")"),
    ("developer", r"\bdeveloped by (?P<a>" + _R + ")"),
    ("creator", r"\bcreated by (?P<a>" + _R + ")"),
    ("composer", r"\b(?:composed|music) by (?P<a>" + _R + ")"),
    ("author", r"\b(?:novel|book|poem|story|play) (?:written )?by (?P<a>" + _R + ")"),
    ("owned by", r"\bowned by (?:the )?(?P<a>" + _R + ")"),
    ("headquarters location", r"\b(?:headquartered|based) in (?P<a>" + _R + ")"),
]]
_NATIONALITY_RE = re.compile(rf"^(?:{_NATIONALITY})$")


def relation_silver_examples(split: str = "train") -> list[dict]:
    """Weakly labelled ``What is the <relation> of <title>?`` examples from the lead of every
    training-half paragraph, MuSiQue and 2Wiki (paragraphs shared with the evaluation half
    are left out, :func:`kgqa.hybrid.decompositions.training_paragraphs`)."""
    from kgqa.hybrid.decompositions import training_paragraphs
    from kgqa.text.multihop import split_sentences

    out: list[dict] = []
    seen: set[tuple[str, str]] = set()
    for _, paragraphs in training_paragraphs(split):
        for p in paragraphs:
            lead = " ".join(split_sentences(p.text)[:2])
            for relation, pattern in _RELATIONS:
                m = pattern.search(lead)
                if not m or (p.title, relation) in seen:
                    continue
                answer = re.split(r"\.\s", m.group("a"))[0].rstrip(".")
                if (len(answer) < 2 or answer.lower() in p.title.lower() or p.title.lower() in answer.lower()
                        or _NATIONALITY_RE.match(answer)):
                    continue
                seen.add((p.title, relation))
                start = len(p.content) - len(p.text) + m.start("a")
                out.append({"question": relation_question(relation, p.title), "context": p.content,
                            "start": start, "end": start + len(answer)})
    return out


def reader_examples(split: str = "train", seed: int = 8) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    for rec in split_records("musique", read_records("musique"))[split]:
        paras = {p["idx"]: Passage(f"m:{p['idx']}", p["title"], p["paragraph_text"]) for p in rec["paragraphs"]}
        support = {d["paragraph_support_idx"] for d in rec["question_decomposition"]}
        for q, answer, para in musique_hops(rec):
            p = paras.get(para["idx"]) if para else None
            ex = _example(q, p, [answer]) if p else None
            if ex:
                out.append(ex)
                neg = rng.choice([v for k, v in paras.items() if k not in support])
                out.append({"question": q, "context": neg.content, "start": -1, "end": -1})
    for rec in split_records("2wiki", read_records("2wiki"))[split]:
        paras = [Passage(f"w:{i}", t, " ".join(s)) for i, (t, s) in enumerate(rec.get("context", []))]
        if not paras:
            continue
        support_titles = {t for t, _ in rec["supporting_facts"]}
        for s, r, o in rec["evidences"]:
            q = relation_question(r, s)
            own = [p for p in paras if p.title.lower() == s.lower()] + [p for p in paras if p.title in support_titles]
            ex = next((e for e in (_example(q, p, [o]) for p in own) if e), None)
            if ex:
                out.append(ex)
                negs = [p for p in paras if p.title not in support_titles]
                if negs:
                    out.append({"question": q, "context": rng.choice(negs).content, "start": -1, "end": -1})
    return out


def encode(tok, batch: list[dict]):
    import torch

    enc = tok([e["question"] for e in batch], [e["context"] for e in batch], truncation="longest_first",
              max_length=MAX_LENGTH, padding=True, return_offsets_mapping=True, return_tensors="pt")
    enc.pop("offset_mapping")
    starts, ends = [], []
    for b, e in enumerate(batch):
        s_tok = e_tok = None
        if e["start"] >= 0:
            s_tok = enc.char_to_token(b, e["start"], sequence_index=1)
            e_tok = enc.char_to_token(b, e["end"] - 1, sequence_index=1)
        if s_tok is None or e_tok is None or e_tok < s_tok:
            s_tok = e_tok = 0  # no answer here, or truncated away: the [CLS] target
        starts.append(s_tok)
        ends.append(e_tok)
    return enc, torch.tensor(starts), torch.tensor(ends)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=15.0)
    ap.add_argument("--epochs", type=float, default=4.0)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--head-lr", type=float, default=1e-3)
    ap.add_argument("--train-top", type=int, default=2)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--out", type=Path, default=default_checkpoint())
    ap.add_argument("--silver", action="store_true", help="add weakly labelled 2Wiki paragraph examples")
    ap.add_argument("--resume", type=Path, default=None, help="continue from this checkpoint")
    ap.add_argument("--silver-relations", action="store_true",
                    help="add relation patterns of training-half paragraph leads (MuSiQue and 2Wiki)")
    ap.add_argument("--cloze", type=int, default=0, metavar="N",
                    help="add N synthetic cloze questions from training-half paragraphs (kgqa.hybrid.cloze)")
    ap.add_argument("--real-repeat", type=int, default=1,
                    help="repeat the labelled examples this many times (keeps them weighty beside --cloze)")
    args = ap.parse_args(argv)

    import torch
    from tqdm import tqdm

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    data = reader_examples("train", args.seed)
    if args.silver:
        silver = silver_examples("train")
        negatives = [dict(e, start=-1, end=-1, context=data[i % len(data)]["context"])
                     for i, e in enumerate(silver) if data[i % len(data)]["context"] != e["context"]]
        data = data + silver + negatives[: len(silver) // 2]
    if args.silver_relations:
        extra = relation_silver_examples("train")
        print(f"relation silver: {len(extra)} examples", flush=True)
        # Each with a negative: the same question over a paragraph about something else.
        negatives = [dict(e, start=-1, end=-1, context=extra[(i + 7) % len(extra)]["context"])
                     for i, e in enumerate(extra) if extra[(i + 7) % len(extra)]["context"] != e["context"]]
        data = data + extra + negatives[: len(extra) // 2]
    data = data * max(1, args.real_repeat)
    if args.cloze:
        from kgqa.hybrid.cloze import cloze_examples

        cloze = cloze_examples("train", args.seed, max_examples=args.cloze)
        print(f"cloze: {len(cloze)} synthetic examples", flush=True)
        data = data + cloze
    tok, model = build_span_model(args.train_top)
    if args.resume:
        blob = torch.load(args.resume, map_location="cpu", weights_only=False)
        model.load_state_dict({k: v.float() for k, v in blob["state"].items()}, strict=False)
        print(f"resumed from {args.resume} ({blob['meta'].get('steps')} steps)", flush=True)
    head = list(model.head.parameters())
    body = [p for n, p in model.named_parameters() if p.requires_grad and not n.startswith("head.")]
    opt = torch.optim.AdamW([{"params": body, "lr": args.lr}, {"params": head, "lr": args.head_lr}], weight_decay=0.01)
    steps_total = int(args.epochs * len(data) / args.batch_size)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 20) * max(0.05, 1 - s / max(1, steps_total)))
    n_pos = sum(1 for e in data if e["start"] >= 0)
    meta = {"train_top": args.train_top, "examples": len(data), "positives": n_pos, "seed": args.seed,
            "cloze": args.cloze, "real_repeat": args.real_repeat,
            "trainable_params": sum(p.numel() for p in body + head)}
    print(json.dumps({**meta, "planned_steps": steps_total}), flush=True)
    ce = torch.nn.CrossEntropyLoss()
    # The bottom layers are frozen: run them once per example and cache their output, so
    # each step only runs (and back-propagates through) the trained top layers.
    model.eval()
    cache = []
    for i in tqdm(range(0, len(data), 32), desc="reader: frozen layers", mininterval=10):
        chunk = data[i : i + 32]
        enc, s, e = encode(tok, chunk)
        h = model.lower(enc["input_ids"], enc["attention_mask"], enc.get("token_type_ids"))
        for b in range(len(chunk)):
            n = int(enc["attention_mask"][b].sum())
            cache.append((h[b, :n].to(torch.float16), int(s[b]), int(e[b])))
    model.train()
    t0, step, losses, order = time.time(), 0, [], []
    bar = tqdm(total=steps_total, desc="reader", mininterval=10)
    while step < steps_total and time.time() - t0 < args.minutes * 60:
        if not order:
            order = list(range(len(data)))
            rng.shuffle(order)
        batch = [cache[order.pop()] for _ in range(min(args.batch_size, len(order)))]
        L = max(h.shape[0] for h, _, _ in batch)
        hidden = torch.zeros(len(batch), L, batch[0][0].shape[1])
        mask = torch.zeros(len(batch), L, dtype=torch.long)
        for b, (h, _, _) in enumerate(batch):
            hidden[b, : h.shape[0]] = h.float()
            mask[b, : h.shape[0]] = 1
        s = torch.tensor([x[1] for x in batch])
        e = torch.tensor([x[2] for x in batch])
        start, end = model.upper(hidden, mask)
        loss = (ce(start, s) + ce(end, e)) / 2
        loss.backward()
        torch.nn.utils.clip_grad_norm_(body + head, 1.0)
        opt.step()
        sched.step()
        opt.zero_grad(set_to_none=True)
        step += 1
        losses.append(float(loss.detach()))
        bar.update(1)
        if step % 10 == 0:
            bar.set_postfix(loss=f"{sum(losses[-10:]) / 10:.3f}")
        if step % 50 == 0:
            save_reader(model, args.out, {**meta, "steps": step})
    bar.close()
    meta.update(steps=step, minutes=(time.time() - t0) / 60, loss=sum(losses[-30:]) / max(1, len(losses[-30:])))
    save_reader(model, args.out, meta)
    print(json.dumps(meta), flush=True)


if __name__ == "__main__":
    main()
