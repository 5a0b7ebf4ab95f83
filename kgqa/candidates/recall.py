"""Recall of the candidate pools on Spider4SPARQL: ``python -m kgqa.candidates.recall --split dev``.

Recall of an instance = it appears among the top-k of its class in the pool of a question
whose gold SPARQL uses it (micro-averaged over (question, instance) pairs). Gold relations,
types and values come from :mod:`kgqa.candidates.gold`; values are compared as values
(numbers by number, strings case-folded). Progress goes to stderr, a failure breakdown to
stderr, and the last stdout line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections import Counter, defaultdict

from tqdm import tqdm

from kgqa.data.spider4sparql import DatasetError, load_split
from kgqa.data.spider_kgs import spider_kg
from kgqa.kg.errors import KGError

from .collect import CandidateCollector, PoolSizes
from .gold import gold_instances
from .text import fold
from .values import value_key

KS = (1, 5, 10, 20, 50)
CLASSES = ("rel", "type", "val", "ent")
FLOORS = {("rel", 50): 0.97, ("type", 5): 0.98, ("val", 20): 0.92}


def _val_cause(gold_lex: str, question: str, in_kg: bool, linked_anywhere: bool) -> str:
    num = value_key(gold_lex)
    in_q = (re.search(rf"(?<![\w.]){re.escape(num[4:])}(?![\w])", question) is not None) if num.startswith("num:") \
        else fold(gold_lex) in fold(question)
    if linked_anywhere:
        return "ranked below k"
    if in_q and in_kg:
        return "in question and KG, not linked"
    if in_q:
        return "in question, not a KG literal, not extracted"
    if in_kg:
        return "paraphrased in question (KG literal not matched)"
    return "neither in question nor in KG"


def run(split: str, limit: int | None = None, checkpoint: str | None = None, use_cache: bool = True,
        dump: str | None = None) -> dict:
    import torch

    # one intra-op thread: a single short question gains nothing from more, and on shared cores
    # thread synchronisation makes the median several times slower
    torch.set_num_threads(1)
    examples = load_split(split)[:limit] if limit else load_split(split)
    collector = CandidateCollector(checkpoint=checkpoint, use_cache=use_cache)
    wide = PoolSizes(rel=max(KS), type=max(KS), val=max(KS), ent=max(KS))
    hits = {c: Counter() for c in CLASSES}
    n_gold = Counter()
    # the same, over gold instances that exist in the KG at all (a linker cannot find the rest)
    hits_kg = {c: Counter() for c in ("rel", "type")}
    n_gold_kg = Counter()
    sizes = defaultdict(list)
    times: list[float] = []
    index_ms: dict[str, float] = {}
    failures: dict[str, Counter] = {c: Counter() for c in CLASSES}
    failure_examples: list[dict] = []
    skipped = Counter()
    kg_literals: dict[str, set[str]] = {}
    collector.ranker  # load the model before timing
    for ex in tqdm(examples, desc=f"recall {split}", file=sys.stderr, mininterval=2):
        try:
            kg = spider_kg(ex.kg_name)
        except (KGError, DatasetError):
            skipped["no KG"] += 1
            continue
        if kg.identity not in index_ms:
            t = time.perf_counter()
            schema, values = collector.indexes(kg)
            index_ms[kg.identity] = (time.perf_counter() - t) * 1e3
            kg_literals[kg.identity] = {value_key(v.text) for v in values.values}
        schema, values = collector.indexes(kg)
        t = time.perf_counter()
        pool = collector.collect(ex.question, kg, wide)
        times.append((time.perf_counter() - t) * 1e3)
        default = PoolSizes()
        sizes["rel"].append(min(len(pool.rel), default.rel))
        sizes["type"].append(min(len(pool.type), default.type))
        sizes["val"].append(min(len(pool.val), default.val))
        sizes["ent"].append(min(len(pool.ent), default.ent))
        gold = gold_instances(ex.query)
        ranked = {
            "rel": pool.ids("rel"),
            "type": pool.ids("type"),
            "val": [value_key(c.id) for c in pool.val],
            "ent": pool.ids("ent"),
        }
        golds = {
            "rel": list(gold.relations),
            "type": list(gold.types),
            "val": [value_key(v.lexical) for v in gold.values],
            "ent": list(gold.entities),
        }
        for cls in CLASSES:
            for gi, g in enumerate(golds[cls]):
                n_gold[cls] += 1
                pos = ranked[cls].index(g) if g in ranked[cls] else None
                for k in KS:
                    if pos is not None and pos < k:
                        hits[cls][k] += 1
                if cls in ("rel", "type") and g in (schema.properties if cls == "rel" else schema.classes):
                    n_gold_kg[cls] += 1
                    for k in KS:
                        if pos is not None and pos < k:
                            hits_kg[cls][k] += 1
                cut = {"rel": 50, "type": 5, "val": 20, "ent": 20}[cls]
                if pos is None or pos >= cut:
                    if cls in ("rel", "type"):
                        known = g in (schema.properties if cls == "rel" else schema.classes)
                        cause = ("ranked below k" if pos is not None else "NONE type on top") if known else "not in the KG schema"
                        if known and pos is None and not pool.none_type:
                            cause = "ranked below k"
                    elif cls == "val":
                        lex = gold.values[gi].lexical
                        cause = _val_cause(lex, ex.question, g in kg_literals[kg.identity], pos is not None)
                    else:
                        cause = "not linked"
                    failures[cls][cause] += 1
                    failure_examples.append({"idx": ex.idx, "kg": ex.kg_name, "class": cls, "gold": g,
                                             "cause": cause, "question": ex.question,
                                             "top": ranked[cls][:5]})
    result: dict = {"split": split, "questions": len(times), "skipped": dict(skipped)}
    for cls in CLASSES:
        n = n_gold[cls]
        result[cls] = {f"@{k}": (round(hits[cls][k] / n, 4) if n else None) for k in KS}
        result[cls]["n_gold"] = n
        if cls in hits_kg:
            m = n_gold_kg[cls]
            result[cls]["in_kg"] = {f"@{k}": (round(hits_kg[cls][k] / m, 4) if m else None) for k in KS} | {"n_gold": m}
    result["pool_size"] = {c: round(statistics.mean(sizes[c]), 2) if sizes[c] else 0 for c in CLASSES}
    result["ms_per_question_median"] = round(statistics.median(times), 2) if times else None
    result["ms_per_question_p90"] = round(sorted(times)[int(0.9 * (len(times) - 1))], 2) if times else None
    result["index_build_ms_max"] = round(max(index_ms.values()), 1) if index_ms else None
    result["failures"] = {c: dict(failures[c].most_common()) for c in CLASSES if failures[c]}
    result["floors_met"] = {f"{c}@{k}": (result[c][f"@{k}"] or 0) >= v for (c, k), v in FLOORS.items()} | {
        "median_ms<50": (result["ms_per_question_median"] or 1e9) < 50}
    if dump:
        with open(dump, "w") as f:
            json.dump(failure_examples, f, indent=1)
    return result


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="dev", choices=("dev", "train"))
    ap.add_argument("--limit", type=int, default=None, help="only the first N questions")
    ap.add_argument("--checkpoint", default=None, help="ranker head (default: models/ranker/ranker_head.pt)")
    ap.add_argument("--no-cache", action="store_true", help="rebuild schema/value indexes, do not write them")
    ap.add_argument("--dump-failures", default=None, help="write every miss (question, gold, cause) as JSON here")
    args = ap.parse_args(argv)
    result = run(args.split, args.limit, args.checkpoint, not args.no_cache, args.dump_failures)
    for cls, causes in result["failures"].items():
        print(f"misses {cls}: " + ", ".join(f"{k}: {v}" for k, v in causes.items()), file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
