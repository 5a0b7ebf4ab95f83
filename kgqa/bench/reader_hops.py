"""The readers alone on gold single-hop questions: reader errors apart from translation errors.

    python -m kgqa.bench.reader_hops [--split eval] [--k 5] [--readers span typed ensemble]
                                     [--datasets musique 2wiki] [--limit N]
                                     [--retriever focused|bm25]

Every hop of each record's gold decomposition is asked as a single-hop question with the
earlier hops' *gold* answers substituted (:func:`kgqa.hybrid.decompositions.gold_hops`:
MuSiQue's ``question_decomposition`` steps, 2Wiki's evidence triples as ``What is the r of
s?``), so translation and earlier hops cannot fail. The retriever (``--retriever``, default
``focused``: :mod:`kgqa.text.focused`) takes ``k`` passages from the dataset's whole corpus,
as a text leaf does. Prints one JSON line; per dataset: ``hops``,
``retrieval_hit`` (MuSiQue: its supporting paragraph is among the ``k``; 2Wiki: the page of
the evidence triple's subject is), and per reader
``f1_at_1`` / ``f1_at_3`` (first answer / best of its 3) and, on MuSiQue,
``f1_gold_paragraph`` (the supporting paragraph alone). ``span`` is the MiniLM span reader
(the reader before issue 21), ``typed`` and ``ensemble`` the typed reader alone and with the
span reader (:mod:`kgqa.hybrid.typed_reader`).
"""

from __future__ import annotations

import argparse
import json
import statistics
from typing import Any, Sequence

from kgqa.hybrid.decompositions import MULTIHOP_CORPUS, gold_hops, musique_hops, read_records, split_records
from kgqa.hybrid.typed_reader import READER_KINDS, make_reader
from kgqa.text.focused import RETRIEVER_KINDS, make_retriever, title_key
from kgqa.text.metrics import best_scores
from kgqa.text.multihop import load_store



def _mean(xs: Sequence[float]) -> float:
    return round(statistics.fmean(xs), 4) if xs else 0.0


def run_dataset(dataset: str, readers: dict[str, Any], split: str = "eval", k: int = 5,
                limit: int | None = None, retriever_kind: str = "focused") -> dict[str, Any]:
    records = split_records(dataset, read_records(dataset))[split][:limit]
    store = load_store((MULTIHOP_CORPUS[dataset],))
    by_content = {p.content: p for p in store}
    retriever = make_retriever(store, retriever_kind)
    hits: list[bool] = []
    n_hops = 0
    scores: dict[str, dict[str, list[float]]] = {name: {"at1": [], "at3": [], "gold": []} for name in readers}
    for rec in records:
        supports = [p for _, _, p in musique_hops(rec)] if dataset == "musique" else [None] * len(rec["evidences"])
        subjects = [None] * len(supports) if dataset == "musique" else [s for s, _, _ in rec["evidences"]]
        for (question, answer), para, subject in zip(gold_hops(dataset, rec), supports, subjects):
            support = by_content.get(f"{para['title']}. {para['paragraph_text']}") if para else None
            passages = [p for p, _ in retriever.search(question, k)]
            n_hops += 1
            if support is not None:
                hits.append(support in passages)
            elif subject is not None:  # 2Wiki: the subject's own page (its title) was retrieved
                key = title_key(subject, keep_parenthetical=False)
                hits.append(any(title_key(p.title, keep_parenthetical=False) == key for p in passages))
            for name, reader in readers.items():
                f1s = [best_scores(a.answer, [answer])[1] for a in reader.read_top(question, passages, 3)] or [0.0]
                scores[name]["at1"].append(f1s[0])
                scores[name]["at3"].append(max(f1s))
                if support is not None:
                    scores[name]["gold"].append(best_scores(reader.read(question, [support]).answer, [answer])[1])
    out: dict[str, Any] = {"hops": n_hops, "retrieval_hit": _mean(hits)}
    for name, s in scores.items():
        out[name] = {"f1_at_1": _mean(s["at1"]), "f1_at_3": _mean(s["at3"])}
        if s["gold"]:
            out[name]["f1_gold_paragraph"] = _mean(s["gold"])
    return out


def run(split: str = "eval", k: int = 5, readers: Sequence[str] = READER_KINDS,
        datasets: Sequence[str] = ("musique", "2wiki"), limit: int | None = None,
        checkpoint: str | None = None, retriever: str = "focused") -> dict[str, Any]:
    built = {name: make_reader(name, checkpoint=checkpoint) for name in readers}
    return {"split": split, "k": k, "retriever": retriever,
            **{d: run_dataset(d, built, split, k, limit, retriever) for d in datasets}}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", default="eval", choices=("train", "eval"))
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--readers", nargs="+", default=list(READER_KINDS), choices=READER_KINDS)
    ap.add_argument("--datasets", nargs="+", default=["musique", "2wiki"], choices=sorted(MULTIHOP_CORPUS))
    ap.add_argument("--retriever", default="focused", choices=RETRIEVER_KINDS,
                    help="focused: names weighted, their pages first (kgqa.text.focused); bm25: plain")
    ap.add_argument("--checkpoint", default=None, help="span reader checkpoint (default: the shipped one)")
    ap.add_argument("--limit", type=int, default=None, help="first N records of each set only")
    args = ap.parse_args(argv)
    import torch

    torch.set_num_threads(1)
    print(json.dumps(run(args.split, args.k, args.readers, args.datasets, args.limit, args.checkpoint, args.retriever)), flush=True)


if __name__ == "__main__":
    main()
