"""Gold-value recall of HGNet's Val pools (:mod:`kgqa.models.pool`) on a Spider4SPARQL split.

    python -m kgqa.models.pool_recall --split dev [--no-link]

Kept apart from :mod:`kgqa.models.pool` because it needs the gold graphs of the training-data
builder (:mod:`kgqa.models.examples`), which itself builds on the pools.
"""

from __future__ import annotations

import argparse
import json

from kgqa.data.spider4sparql import load_split
from kgqa.data.spider_kgs import spider_kg
from kgqa.models.aqg import Unsupported
from kgqa.models.examples import gold_graph
from kgqa.models.pool import build_pool


def value_recall(split: str = "dev", link_kg_values: bool = True) -> dict:
    """How many gold Val instances of ``split`` (HGNet grammar) are in their question's pool."""
    gold = found = 0
    for ex in load_split(split):
        try:
            _, graph = gold_graph(ex.query)
        except Unsupported:
            continue
        pool = build_pool(ex.question, spider_kg(ex.kg_name), link_kg_values=link_kg_values)
        for v in graph.vertices:
            if v.cls == "Val" and v.inst is not None:
                gold += 1
                found += pool.index("Val", v.inst) >= 0
    return {"split": split, "link_kg_values": link_kg_values, "gold_values": gold, "in_pool": found,
            "recall": round(found / max(gold, 1), 4)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Gold-value recall of HGNet's Val pools (last line: JSON).")
    ap.add_argument("--split", default="dev")
    ap.add_argument("--no-link", action="store_true", help="only the n-gram lookup, without kgqa.candidates links")
    args = ap.parse_args(argv)
    print(json.dumps(value_recall(args.split, not args.no_link)))


if __name__ == "__main__":
    main()
