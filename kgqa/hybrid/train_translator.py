"""Train the local translator (question -> G[q] expression) on CPU.

Data (issue 8): Break QDMR-high-level dev rows converted to G[q]
(:mod:`kgqa.hybrid.decompositions`; a seeded ~10% of ids is held out and never trained on),
plus the gold decompositions of the *training half* of MuSiQue and 2Wiki (the evaluation
half is never seen). The multi-hop examples are repeated ``--multihop-repeat`` times since
they are few and closest to the target distribution.

    python -m kgqa.hybrid.train_translator --model copyseq --minutes 12     # shipped
    python -m kgqa.hybrid.train_translator --model minilm --minutes 20      # warm start, measured

Seeded; one thread (the machine is shared); checkpoints written atomically every
``--save-every`` steps and at the end, so a killed run still leaves a usable model.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from kgqa.hybrid.decompositions import (
    break_split,
    gold_tree,
    read_break,
    read_records,
    split_records,
    target_text,
)
from kgqa.hybrid.seq2seq import MAX_SOURCE, MAX_TARGET, build_model, default_checkpoint, save_trainable


def _swap_names(question: str, target: str, names: list[str], pool: list[str], per_record: int,
                rng: random.Random) -> list[tuple[str, str]]:
    """``per_record`` copies of (question, target) with each of ``names`` replaced by a name
    drawn from ``pool``; copies whose target no longer parses are dropped."""
    from kgqa.compiler import parse_gq

    names = sorted({n for n in names if n and n in question and n in target}, key=len, reverse=True)
    names = [n for n in names if not any(n != m and n in m for m in names)]
    out: list[tuple[str, str]] = []
    if not names:
        return out
    for _ in range(per_record):
        new_q, new_t = question, target
        for n in names:
            repl = rng.choice(pool)
            if any(c in repl for c in "+*()[]{},\\") and "[" not in target:
                continue
            new_q, new_t = new_q.replace(n, repl), new_t.replace(n, repl)
        try:
            parse_gq(new_t)
        except Exception:
            continue
        out.append((new_q, new_t))
    return out


def swapped_2wiki_pairs(records: list[dict], per_record: int, seed: int = 8) -> list[tuple[str, str]]:
    """Entity-swap augmentation of the 2Wiki *training half*: the questions are templates, so
    replacing the entity names that the question and its gold expression share by names of
    other training records' entities gives new, correct pairs (and teaches copying long
    names whole)."""
    from kgqa.hybrid.decompositions import _surface

    rng = random.Random(seed)
    pool = sorted({e[0] for r in records for e in r["evidences"]})
    out: list[tuple[str, str]] = []
    for rec in records:
        q = rec["question"]
        names = [_surface(e[0], q) for e in rec["evidences"] if e[0].lower() in q.lower()]
        out.extend(_swap_names(q, target_text(gold_tree("2wiki", rec)), names, pool, per_record, rng))
    return out


def swapped_musique_pairs(records: list[dict], per_record: int, seed: int = 8) -> list[tuple[str, str]]:
    """The same augmentation for the MuSiQue *training half*: the subjects of its
    ``X >> relation`` steps that the question names verbatim are swapped for paragraph titles
    of other training records (MuSiQue's entity names: "Edward Baring, 1st Baron
    Revelstoke"), so the translator learns to copy a name whole whatever it is."""
    rng = random.Random(seed)
    pool = sorted({p["title"] for r in records for p in r["paragraphs"]})
    out: list[tuple[str, str]] = []
    for rec in records:
        names = [d["question"].split(">>", 1)[0].strip() for d in rec["question_decomposition"]
                 if ">>" in d["question"] and "#" not in d["question"].split(">>", 1)[0]]
        out.extend(_swap_names(rec["question"], target_text(gold_tree("musique", rec)), names, pool, per_record, rng))
    return out


def training_pairs(multihop_repeat: int = 3, augment: int = 0,
                   augment_musique: int = 0) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(train, heldout) lists of (question, target G[q] text)."""
    train, heldout = [], []
    if augment:
        train.extend(swapped_2wiki_pairs(split_records("2wiki", read_records("2wiki"))["train"], augment))
    if augment_musique:
        train.extend(swapped_musique_pairs(split_records("musique", read_records("musique"))["train"], augment_musique))
    for ex in read_break("QDMR-high-level"):
        pair = (ex.question, target_text(ex.tree))
        (heldout if break_split(ex.qid) == "heldout" else train).append(pair)
    for ds in ("musique", "2wiki"):
        recs = split_records(ds, read_records(ds))["train"]
        pairs = [(r["question"], target_text(gold_tree(ds, r))) for r in recs]
        train.extend(pairs * multihop_repeat)
    return train, heldout


def train_copyseq(args: argparse.Namespace) -> None:
    import torch
    from tqdm import tqdm

    from kgqa.hybrid.copyseq import BOS, Vocab, _model_class, encode_source, save_checkpoint, target_actions

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    train, heldout = training_pairs(args.multihop_repeat, args.augment, args.augment_musique)
    vocab = Vocab.build(train)
    dims = {"emb": 128, "hidden": 256}
    model = _model_class()(len(vocab.inputs), len(vocab.words), **dims)
    if args.resume:
        blob = torch.load(args.resume, map_location="cpu", weights_only=False)
        vocab = Vocab(blob["words"], blob["inputs"])
        model = _model_class()(len(vocab.inputs), len(vocab.words), **blob["dims"])
        model.load_state_dict({k: v.float() for k, v in blob["state"].items()})
        print(f"resumed from {args.resume} ({blob['meta'].get('steps')} steps)", flush=True)
    V = len(vocab.words)
    data = []
    for q, t in train:
        e = encode_source(vocab, q)
        data.append((e, target_actions(vocab, e.tokens, t)))
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    steps_total = int(args.epochs * len(data) / args.batch_size)
    meta = {"model": "copyseq", "train_pairs": len(train), "heldout_pairs": len(heldout), "seed": args.seed,
            "params": sum(p.numel() for p in model.parameters()), "vocab": V, "inputs": len(vocab.inputs)}
    print(json.dumps({**meta, "planned_steps": steps_total}), flush=True)
    out = args.out if args.out != default_checkpoint() else default_checkpoint().parent / "copyseq.pt"
    t0, step, losses, order = time.time(), 0, [], []
    bar = tqdm(total=steps_total, desc="copyseq", mininterval=10)
    model.train()
    while step < steps_total and time.time() - t0 < args.minutes * 60:
        if not order:
            order = list(range(len(data)))
            rng.shuffle(order)
        batch = [data[order.pop()] for _ in range(min(args.batch_size, len(order)))]
        B = len(batch)
        S = max(len(e.src) for e, _ in batch)
        T = max(len(a) for _, a in batch)
        src = torch.zeros(B, S, dtype=torch.long)
        caps = torch.zeros(B, S, dtype=torch.long)
        mask = torch.zeros(B, S)
        valid = torch.zeros(B, T, V + S, dtype=torch.bool)
        prev_in = torch.full((B, T), vocab.inp(BOS), dtype=torch.long)
        reads = torch.full((B, T), -1, dtype=torch.long)
        tmask = torch.zeros(B, T)
        for b, (e, acts) in enumerate(batch):
            src[b, : len(e.src)] = torch.tensor(e.src)
            caps[b, : len(e.caps)] = torch.tensor(e.caps)
            mask[b, : len(e.src)] = 1
            for t, (valid_acts, read, tok) in enumerate(acts):
                for a in valid_acts:
                    valid[b, t, a if a < V else V + (a - V)] = True
                tmask[b, t] = 1
                if t + 1 < T:
                    prev_in[b, t + 1] = vocab.inp(tok)
                    reads[b, t + 1] = read
        enc, h = model.encode(src, caps, mask)
        ctx = torch.zeros(B, model.hidden)
        total = torch.zeros(())
        prev_emb = model.embed(prev_in)
        read_all = enc[torch.arange(B).unsqueeze(1), reads.clamp(min=0)] * (reads >= 0).unsqueeze(-1)
        for t in range(T):
            logp, h, ctx = model.step(prev_emb[:, t], read_all[:, t], ctx, h, enc, mask)
            gold = torch.logsumexp(logp.masked_fill(~valid[:, t], -1e9), -1)
            total = total - (gold * tmask[:, t]).sum()
        loss = total / tmask.sum()
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 2.0)
        opt.step()
        step += 1
        losses.append(float(loss.detach()))
        bar.update(1)
        if step % 20 == 0:
            bar.set_postfix(loss=f"{sum(losses[-20:]) / 20:.3f}")
        if step % args.save_every == 0:
            save_checkpoint(model, vocab, dims, out, {**meta, "steps": step})
    bar.close()
    meta.update(steps=step, minutes=(time.time() - t0) / 60, loss=sum(losses[-50:]) / max(1, len(losses[-50:])))
    save_checkpoint(model, vocab, dims, out, meta)
    print(json.dumps(meta), flush=True)


def evaluate_heldout(checkpoint: Path | None, limit: int | None = None) -> dict:
    """Validity (first proposal / after re-sampling) and structure match on held-out pairs:
    the Break held-out ids and the evaluation halves of MuSiQue and 2Wiki."""
    from kgqa.compiler import parse_gq
    from kgqa.hybrid.decompositions import same_structure
    from kgqa.hybrid.translator import LocalTranslator

    tr = LocalTranslator(checkpoint)
    _, heldout = training_pairs()
    sets = {"break_heldout": heldout}
    for ds in ("musique", "2wiki"):
        recs = split_records(ds, read_records(ds))["eval"]
        sets[f"{ds}_eval"] = [(r["question"], target_text(gold_tree(ds, r))) for r in recs]
    out = {}
    for name, pairs in sets.items():
        pairs = pairs[:limit] if limit else pairs
        first = valid = match = 0
        for q, t in pairs:
            tr_full = tr.translate_full(q)
            first += tr_full.valid and tr_full.attempts == 1
            valid += tr_full.valid
            match += same_structure(tr_full.expression, parse_gq(t))
        n = len(pairs)
        out[name] = {"n": n, "valid_first": round(first / n, 4), "valid": round(valid / n, 4),
                     "structure_match": round(match / n, 4)}
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", choices=("copyseq", "minilm"), default="copyseq")
    ap.add_argument("--resume", type=Path, default=None, help="copyseq: continue from this checkpoint")
    ap.add_argument("--minutes", type=float, default=20.0, help="wall-clock training budget")
    ap.add_argument("--epochs", type=float, default=3.0)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--train-top", type=int, default=2)
    ap.add_argument("--multihop-repeat", type=int, default=3)
    ap.add_argument("--augment", type=int, default=0, help="entity-swapped variants per 2Wiki training record")
    ap.add_argument("--augment-musique", type=int, default=0,
                    help="entity-swapped variants per MuSiQue training record (swapped_musique_pairs)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--save-every", type=int, default=100)
    ap.add_argument("--out", type=Path, default=default_checkpoint())
    ap.add_argument("--evaluate", action="store_true", help="only measure the copyseq checkpoint on held-out data")
    ap.add_argument("--limit", type=int, default=None)
    args = ap.parse_args(argv)
    if args.evaluate:
        import torch

        torch.set_num_threads(args.threads)
        ckpt = args.out if args.out != default_checkpoint() else None
        print(json.dumps(evaluate_heldout(ckpt, args.limit)), flush=True)
        return
    if args.model == "copyseq":
        train_copyseq(args)
        return

    import torch
    from tqdm import tqdm

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    train, heldout = training_pairs(args.multihop_repeat)
    tok, model = build_model(args.train_top)
    params = [p for p in model.parameters() if p.requires_grad]
    n_train = sum(p.numel() for p in params)
    steps_total = int(args.epochs * len(train) / args.batch_size)
    opt = torch.optim.AdamW(params, lr=args.lr, weight_decay=0.01)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / 50) * max(0.05, 1 - s / max(1, steps_total))
    )
    meta = {
        "train_top": args.train_top, "train_pairs": len(train), "heldout_pairs": len(heldout),
        "trainable_params": n_train, "seed": args.seed, "batch_size": args.batch_size, "lr": args.lr,
    }
    print(json.dumps({"train": len(train), "heldout": len(heldout), "trainable_params": n_train,
                      "planned_steps": steps_total}), flush=True)
    model.train()
    t0, step, losses = time.time(), 0, []
    order: list[int] = []
    bar = tqdm(total=steps_total, desc="translator", mininterval=10)
    while step < steps_total and time.time() - t0 < args.minutes * 60:
        if not order:
            order = list(range(len(train)))
            rng.shuffle(order)
        batch = [train[order.pop()] for _ in range(min(args.batch_size, len(order)))]
        src = tok([q for q, _ in batch], padding=True, truncation=True, max_length=MAX_SOURCE, return_tensors="pt")
        tgt = tok([t for _, t in batch], padding=True, truncation=True, max_length=MAX_TARGET, return_tensors="pt")
        labels = tgt.input_ids.clone()
        labels[tgt.attention_mask == 0] = -100
        # The tokenizer adds [CLS] ... [SEP]: the decoder is fed [CLS] x and predicts x [SEP].
        dec_in = tgt.input_ids[:, :-1]
        dec_mask = tgt.attention_mask[:, :-1]
        labels = labels[:, 1:].contiguous()
        out = model(input_ids=src.input_ids, attention_mask=src.attention_mask,
                    decoder_input_ids=dec_in.contiguous(), decoder_attention_mask=dec_mask.contiguous(), labels=labels)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        sched.step()
        opt.zero_grad(set_to_none=True)
        step += 1
        losses.append(float(out.loss))
        bar.update(1)
        if step % 20 == 0:
            bar.set_postfix(loss=f"{sum(losses[-20:]) / 20:.3f}")
        if step % args.save_every == 0:
            save_trainable(model, args.out, {**meta, "steps": step, "loss": sum(losses[-50:]) / len(losses[-50:])})
    bar.close()
    meta.update(steps=step, minutes=(time.time() - t0) / 60, loss=sum(losses[-50:]) / max(1, len(losses[-50:])))
    save_trainable(model, args.out, meta)
    print(json.dumps(meta), flush=True)


if __name__ == "__main__":
    main()
