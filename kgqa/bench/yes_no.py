"""``python -m kgqa.bench.yes_no``: how to answer yes/no questions, chosen on held-out train KGs.

A yes/no question is answered by ``ASK`` of one graph (:mod:`kgqa.engine.yes_no`): the best
graph found with execution guidance (which always has a match: "yes") or the best without (which
may not: "no"), the guided one unless the unguided outscores it by more than
``search.yes_no_margin`` (each reading, with ``search.yes_no_values``, the best of the graphs
that use the most values the question states). This bench writes yes/no questions from the KGs of one fold of the
training databases (``kgqa.data.style_qald``'s templates, half true, half false, gold by ASK),
answers them with the checkpoint trained without that fold, and prints the accuracy for each
margin, with and without the stated-values rule; ``conf/search/beam.yaml``'s defaults are the
best here. With ``search.yes_no_requires_mention`` a reading whose graph uses none of the
question's linked entities or values is withheld (abstains): ``requires_mention`` gives, at the
shipped margin, how many questions are then answered and how many of those are right (a withheld
answer counts as not right in the accuracies). ``--entities false`` runs it without
``search.yes_no_entities`` (these questions name values, rarely entities: on fold 0 the two give
the same answers). Dev is not used.

Last stdout line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import random

MARGINS = (0.0, 0.5, 1.0, 2.0, 3.0, 5.0, 8.0, math.inf)
VALUES = (False, True)  # search.yes_no_values: readings restricted to graphs using the stated values


def fold_kgs(fold: int, folds: int, n: int, seed: int, has_kg=None) -> list[str]:
    """``n`` training databases of ``fold`` that have a KG file (a seeded choice). ``has_kg``:
    ``name -> bool``, whether a database's KG is there (default: its Spider4SPARQL file)."""
    from kgqa.data.spider4sparql import kg_fold, load_split

    names = sorted({e.kg_name for e in load_split("train") if kg_fold(e.kg_name, folds) == fold})
    present = [name for name in names if (has_kg or _has_kg_file)(name)]
    return sorted(random.Random(seed).sample(present, min(n, len(present))))


def _has_kg_file(name: str) -> bool:
    from kgqa.data.spider4sparql import DatasetError, kg_path

    try:
        kg_path(name)
    except DatasetError:
        return False
    return True


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default="models/hgnet/fold0.pt")
    ap.add_argument("--fold", type=int, default=0, help="the fold the checkpoint was trained without")
    ap.add_argument("--folds", type=int, default=2)
    ap.add_argument("--kgs", type=int, default=12, help="how many of the fold's KGs")
    ap.add_argument("--per-kg", type=int, default=6, help="yes/no questions per KG (half true)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--values", choices=("both", "false", "true"), default="both",
                    help="search.yes_no_values readings to compare (one halves the time)")
    ap.add_argument("--entities", choices=("false", "true"), default="true",
                    help="search.yes_no_entities: readings restricted to graphs using the entities the question names")
    args = ap.parse_args(argv)
    values_tried = VALUES if args.values == "both" else (args.values == "true",)

    import torch

    from kgqa.data.spider4sparql import kg_path
    from kgqa.data.style_qald import Namer, attributes, labels_of, yes_no_questions
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.engine.yes_no import ignores_question, leaves_out_named, question_mentions, request_form, stated_entities
    from kgqa.kg.registry import load_kg
    from kgqa.paths import resolve
    from kgqa.querygraph import to_ask
    from kgqa.search.config import SearchConfig

    torch.set_num_threads(1)
    engine = HGNetEngine.from_checkpoint(resolve(args.checkpoint),
                                         search=SearchConfig.default(rerank=False, yes_no_entities=args.entities == "true"))
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
            for values in values_tried:
                engine.search = engine.search.with_(yes_no_values=values)
                request = request_form(q.question)
                guided, unguided, pool, _ = engine.yes_no_graphs(request, kg)
                mentions = question_mentions(pool, request, kg)
                named = stated_entities(request, pool) if engine.search.yes_no_entities else {}
                for key, reading in (("guided", guided), ("unguided", unguided)):
                    rec[f"{key}:{values}"] = None if reading is None else {
                        "score": reading[0], "boolean": kg.ask(to_ask(reading[1])),
                        # withheld: ignores the question, or (yes_no_entities) leaves out a named entity
                        "ignores": ignores_question(reading[1], mentions) or leaves_out_named(reading[1], named)}
            records.append(rec)
    result = {"n": len(records), "kgs": sorted({r["kg"] for r in records}), "checkpoint": args.checkpoint,
              "yes_no_entities": args.entities == "true"}
    for values in values_tried:
        result[f"accuracy_by_margin{'_stated_values' if values else ''}"] = {
            str(m): accuracy(records, m, values) for m in MARGINS}
        result[f"accuracy_by_margin_requires_mention{'_stated_values' if values else ''}"] = {
            str(m): accuracy(records, m, values, True) for m in MARGINS}
    best = max(((v, m) for v in values_tried for m in MARGINS), key=lambda vm: (accuracy(records, vm[1], vm[0]), -vm[1]))
    result["best"] = {"yes_no_values": best[0], "yes_no_margin": best[1]}
    shipped = SearchConfig.default()
    if shipped.yes_no_values in values_tried:
        result["requires_mention"] = mention_rule(records, shipped.yes_no_margin, shipped.yes_no_values)
    print(json.dumps(result))
    return result


def _chosen(r: dict, margin: float, values: bool):
    """The chosen reading of record ``r``: ``(score, boolean, ignores)`` or None."""
    from kgqa.engine.hgnet_engine import choose_yes_no_graph

    read = lambda x: x and (x["score"], x["boolean"], x.get("ignores", False))  # noqa: E731
    return choose_yes_no_graph(read(r[f"guided:{values}"]), read(r[f"unguided:{values}"]), margin)


def accuracy(records: list[dict], margin: float, values: bool = True, requires_mention: bool = False) -> float:
    """Share of ``records`` answered right; with ``requires_mention`` a chosen reading that
    ignores the question is withheld, so not right."""
    right = 0
    for r in records:
        chosen = _chosen(r, margin, values)
        right += chosen is not None and chosen[1] == r["gold"] and not (requires_mention and chosen[2])
    return round(right / max(len(records), 1), 4)


def mention_rule(records: list[dict], margin: float, values: bool) -> dict:
    """At one margin: questions answered and right, without and with the rule."""
    chosen = [(_chosen(r, margin, values), r["gold"]) for r in records]
    withheld = [c for c in chosen if c[0] is not None and c[0][2]]
    kept = [c for c in chosen if c[0] is not None and not c[0][2]]
    return {"margin": margin, "n": len(records),
            "answered_before": sum(c is not None for c, _ in chosen),
            "right_before": sum(c is not None and c[1] == g for c, g in chosen),
            "withheld": len(withheld), "withheld_right": sum(c[1] == g for c, g in withheld),
            "answered_after": len(kept), "right_after": sum(c[1] == g for c, g in kept),
            "precision_after": round(sum(c[1] == g for c, g in kept) / max(len(kept), 1), 4)}


if __name__ == "__main__":
    main()
