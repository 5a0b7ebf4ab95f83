"""``python -m kgqa.bench.yes_no``: how to answer yes/no questions, chosen on held-out train KGs.

A yes/no question is answered by ``ASK`` of one graph (:mod:`kgqa.engine.yes_no`): the best
graph found with execution guidance (which always has a match: "yes") or the best without (which
may not: "no"), the guided one unless the unguided outscores it by more than
``search.yes_no_margin`` (each reading, with ``search.yes_no_values``, the best of the graphs
that use the most values the question states). This bench writes yes/no questions from the KGs of one fold of the
training databases (``kgqa.data.style_qald``'s templates, half true, half false, gold by ASK),
answers them with the checkpoint trained without that fold, and prints the accuracy for each
margin, with and without the stated-values rule; ``conf/search/beam.yaml``'s defaults are the
best here. Dev is not used.

Last stdout line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import random

MARGINS = (0.0, 0.5, 1.0, 2.0, 3.0, 5.0, 8.0, math.inf)
VALUES = (False, True)  # search.yes_no_values: readings restricted to graphs using the stated values


def fold_kgs(fold: int, folds: int, n: int, seed: int) -> list[str]:
    """``n`` training databases of ``fold`` that have a KG file (a seeded choice)."""
    from kgqa.data.spider4sparql import DatasetError, kg_fold, kg_path, load_split

    names = sorted({e.kg_name for e in load_split("train") if kg_fold(e.kg_name, folds) == fold})
    with_file = []
    for name in names:
        try:
            kg_path(name)
            with_file.append(name)
        except DatasetError:
            pass
    return sorted(random.Random(seed).sample(with_file, min(n, len(with_file))))


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default="models/hgnet/fold0.pt")
    ap.add_argument("--fold", type=int, default=0, help="the fold the checkpoint was trained without")
    ap.add_argument("--folds", type=int, default=2)
    ap.add_argument("--kgs", type=int, default=12, help="how many of the fold's KGs")
    ap.add_argument("--per-kg", type=int, default=6, help="yes/no questions per KG (half true)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    import torch

    from kgqa.data.spider4sparql import kg_path
    from kgqa.data.style_qald import Namer, attributes, labels_of, yes_no_questions
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.engine.yes_no import request_form
    from kgqa.kg.registry import load_kg
    from kgqa.paths import resolve
    from kgqa.querygraph import to_ask
    from kgqa.search.config import SearchConfig

    torch.set_num_threads(1)
    engine = HGNetEngine.from_checkpoint(resolve(args.checkpoint), search=SearchConfig.default(rerank=False))
    rng = random.Random(args.seed)
    records = []
    for name in fold_kgs(args.fold, args.folds, args.kgs, args.seed):
        kg = load_kg(kg_path(name), name)
        try:
            questions = yes_no_questions(kg, attributes(kg, Namer(labels_of(kg))), args.per_kg, rng)
        except ValueError:
            continue  # no class with a readable literal property
        for q, truth in questions:
            rec = {"kg": name, "question": q.question, "gold": truth}
            for values in VALUES:
                engine.search = engine.search.with_(yes_no_values=values)
                guided, unguided, _ = engine.yes_no_graphs(request_form(q.question), kg)
                for key, reading in (("guided", guided), ("unguided", unguided)):
                    rec[f"{key}:{values}"] = None if reading is None else {
                        "score": reading[0], "boolean": kg.ask(to_ask(reading[1]))}
            records.append(rec)
    result = {"n": len(records), "kgs": sorted({r["kg"] for r in records}), "checkpoint": args.checkpoint}
    for values in VALUES:
        result[f"accuracy_by_margin{'_stated_values' if values else ''}"] = {
            str(m): accuracy(records, m, values) for m in MARGINS}
    best = max(((v, m) for v in VALUES for m in MARGINS), key=lambda vm: (accuracy(records, vm[1], vm[0]), -vm[1]))
    result["best"] = {"yes_no_values": best[0], "yes_no_margin": best[1]}
    print(json.dumps(result))
    return result


def accuracy(records: list[dict], margin: float, values: bool = True) -> float:
    from kgqa.engine.hgnet_engine import choose_yes_no_graph

    right = 0
    for r in records:
        g = r[f"guided:{values}"] and (r[f"guided:{values}"]["score"], r[f"guided:{values}"]["boolean"])
        u = r[f"unguided:{values}"] and (r[f"unguided:{values}"]["score"], r[f"unguided:{values}"]["boolean"])
        chosen = choose_yes_no_graph(g, u, margin)
        right += chosen is not None and chosen[1] == r["gold"]
    return round(right / max(len(records), 1), 4)


if __name__ == "__main__":
    main()
