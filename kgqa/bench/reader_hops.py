"""Per-hop diagnosis of the text side on MuSiQue: retrieval and reader on the gold hops.

    python -m kgqa.bench.reader_hops [--split eval] [--k 5] [--checkpoint PATH] [--limit N]

Every step of each record's gold ``question_decomposition`` is asked as a single-hop question
(``#k`` replaced by step k's *gold* answer, ``X >> relation`` worded as ``What is the
relation of X?``), so translation and earlier hops cannot fail. Prints one JSON line:
``hops``; ``retrieval_hit`` (the supporting paragraph is among BM25's top ``k``);
``reader_f1_at_1`` / ``reader_f1_at_3`` (the reader's first answer / best of its 3 over
those ``k`` passages); ``reader_f1_gold_paragraph`` (the supporting paragraph alone).
"""

from __future__ import annotations

import argparse
import json
import statistics

from kgqa.evaluate_text import best_scores
from kgqa.hybrid.decompositions import musique_hops, read_records, split_records
from kgqa.hybrid.reader import SpanReader
from kgqa.text.bm25 import BM25Retriever
from kgqa.text.multihop import load_store


def run(split: str = "eval", k: int = 5, checkpoint: str | None = None, limit: int | None = None) -> dict:
    records = split_records("musique", read_records("musique"))[split][:limit]
    store = load_store(("musique",))
    by_content = {p.content: p for p in store}
    retriever = BM25Retriever(store)
    reader = SpanReader(checkpoint, threads=1)
    hit, at1, at3, gold = [], [], [], []
    for rec in records:
        for question, answer, para in musique_hops(rec):
            support = by_content.get(f"{para['title']}. {para['paragraph_text']}") if para else None
            passages = [p for p, _ in retriever.search(question, k)]
            hit.append(support is not None and support in passages)
            scores = [best_scores(a.answer, [answer])[1] for a in reader.read_top(question, passages, 3)] or [0.0]
            at1.append(scores[0])
            at3.append(max(scores))
            if support is not None:
                gold.append(best_scores(reader.read(question, [support]).answer, [answer])[1])

    def mean(xs: list) -> float:
        return round(statistics.fmean(xs), 4) if xs else 0.0

    return {"split": split, "k": k, "hops": len(hit), "retrieval_hit": mean(hit), "reader_f1_at_1": mean(at1),
            "reader_f1_at_3": mean(at3), "reader_f1_gold_paragraph": mean(gold)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", default="eval", choices=("train", "eval"))
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--checkpoint", default=None, help="reader checkpoint (default: the shipped one)")
    ap.add_argument("--limit", type=int, default=None, help="first N records only")
    args = ap.parse_args(argv)
    import torch

    torch.set_num_threads(1)
    print(json.dumps(run(args.split, args.k, args.checkpoint, args.limit)), flush=True)


if __name__ == "__main__":
    main()
