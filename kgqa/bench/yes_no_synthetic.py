"""``python -m kgqa.bench.yes_no_synthetic``: yes/no questions about named things, on held-out
train KGs, with and without ``search.yes_no_ask_outline``.

``kgqa.bench.yes_no`` asks whether a row with some value exists ("Is there any singer whose
country is France?"); the questions people ask a KG about named things are of another kind:
"Is Sofia Lind the spouse of Jonas Lind?", "Was Jonas Lind born in Turku?". This bench writes
those from the KGs of one fold of the training databases in a style whose rows are named
entities (``kgqa.data.spider4sparql_styles``, default ``entities``) with the KG synthesizer's
yes/no shapes (:data:`kgqa.synthesize.shapes.BOOLEAN_SHAPES`: half true, half false, gold by
ASK), answers each through the engine with the checkpoint trained without that fold, once per
setting of ``search.yes_no_ask_outline``, and prints for each: right, abstained, wrong, by
shape. A question the engine does not take for a yes/no question counts as wrong. Dev is not used.

Last stdout line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

SETTINGS = (False, True)  # search.yes_no_ask_outline


def fold_style_kgs(style: str, fold: int, folds: int, n: int, seed: int) -> list[str]:
    """``n`` training databases of ``fold`` whose KG exists in ``style`` (a seeded choice)."""
    from kgqa.bench.yes_no import fold_kgs
    from kgqa.data.spider4sparql_styles import default_out, style_kg_file

    names = fold_kgs(fold, folds, n, seed, has_kg=lambda x: style_kg_file(style, default_out(), x).exists())
    if not names:
        raise SystemExit(f"no {style}-style KG of fold {fold} under {default_out()}: "
                         f"build them with python -m kgqa.data.spider4sparql_styles --styles {style} --split train")
    return names


def tally(records: list[dict], setting: bool) -> dict:
    """Right, abstained and wrong answers of ``records`` under one setting, overall and by shape."""
    def counts(rs):
        c = Counter(r[str(setting)]["outcome"] for r in rs)
        return {"n": len(rs), "right": c["right"], "abstained": c["abstained"], "wrong": c["wrong"],
                "accuracy": round(c["right"] / max(len(rs), 1), 4)}
    shapes = sorted({r["shape"] for r in records})
    out = counts(records)
    out["read_as_itself"] = sum(r[str(setting)]["read_as_itself"] for r in records)
    out["by_shape"] = {s: counts([r for r in records if r["shape"] == s]) for s in shapes}
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", default="models/hgnet/fold0_mix.pt")
    ap.add_argument("--fold", type=int, default=0, help="the fold the checkpoint was trained without")
    ap.add_argument("--folds", type=int, default=2)
    ap.add_argument("--style", default="entities")
    ap.add_argument("--kgs", type=int, default=16, help="how many of the fold's KGs")
    ap.add_argument("--per-kg", type=int, default=8, help="yes/no questions per KG (half true)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    import torch
    from tqdm import tqdm

    from kgqa.candidates.onboarding import onboard
    from kgqa.data.spider4sparql_styles import default_out, style_kg_file
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.paths import resolve
    from kgqa.search.config import SearchConfig
    from kgqa.synthesize import synthesize
    from kgqa.synthesize.shapes import BOOLEAN_SHAPES

    torch.set_num_threads(1)
    engine = HGNetEngine.from_checkpoint(resolve(args.checkpoint), search=SearchConfig.default(rerank=False))
    records = []
    names = fold_style_kgs(args.style, args.fold, args.folds, args.kgs, args.seed)
    for name in tqdm(names, desc="yes/no by KG", unit="kg"):
        kg = EmbeddedKG([style_kg_file(args.style, default_out(), name)], name=f"{name}@{args.style}")
        report = synthesize(kg, onboard(kg, progress=False), args.per_kg, seed=args.seed,
                            shapes=sorted(BOOLEAN_SHAPES), progress=False)
        for q in report.questions:
            rec = {"kg": name, "shape": q.shape, "question": q.question, "gold": q.answers}
            for setting in SETTINGS:
                engine.search = engine.search.with_(yes_no_ask_outline=setting)
                a = engine.answer(q.question, kg, kg_name=kg.name)
                outcome = ("abstained" if a.boolean is None and a.abstain_reason else
                           "right" if a.boolean is not None and a.boolean == q.answers else "wrong")
                rec[str(setting)] = {"outcome": outcome, "boolean": a.boolean, "sparql": a.sparql,
                                     "read_as_itself": a.read_as == q.question}
            records.append(rec)
    result = {"n": len(records), "kgs": names, "style": args.style, "checkpoint": args.checkpoint,
              **{f"yes_no_ask_outline={str(s).lower()}": tally(records, s) for s in SETTINGS}}
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
