"""Hand-written questions about one small KG file, scored through the engine: the shared part of
:mod:`kgqa.bench.owl_kg` and :mod:`kgqa.bench.company_kg`.

A bench gives its questions as ``(question, group, gold SPARQL)`` (``lists`` project the answer,
``counts`` one number) and yes/no questions with their truth. Gold answers are read from the KG
file by SPARQL, so the figures follow the file. An answer is right when its set of values (lists),
its number (counts) or its boolean equals the gold; values are compared by ``name_of``, which
turns a term into the string the bench compares (an IRI's local name, a number in one form).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Callable

from kgqa.bench import write_records
from kgqa.paths import REPO_ROOT


def number(x) -> str:
    """A number in one written form (``30``, ``30.0`` and ``"30"^^xsd:decimal`` alike)."""
    try:
        return f"{float(str(x)):g}"
    except ValueError:
        return str(x)


def name_under(base: str) -> Callable:
    """``name_of`` for a KG whose entities are under ``base``: an entity by the rest of its IRI
    (``Marla_Venn``, ``employee/1``, ``id/1401``), a literal as written, a number in one form."""
    def name_of(x) -> str:
        text = str(x)
        if text.startswith(base):
            return text[len(base):]
        return number(text) if text.replace(".", "", 1).isdigit() else text
    return name_of


def gold(kg, questions: list[tuple[str, str, str]], yes_no: list[tuple[str, bool]],
         name_of: Callable) -> list[dict]:
    """Every question with its gold: a sorted list of names, a number, or a boolean."""
    out = []
    for question, group, sparql in questions:
        rows = kg.select(sparql).rows
        if group == "counts":
            out.append({"question": question, "group": group, "gold": number(rows[0][0]) if rows else None})
        else:
            out.append({"question": question, "group": group, "gold": sorted({name_of(r[0]) for r in rows})})
    out += [{"question": q, "group": "yes_no", "gold": truth} for q, truth in yes_no]
    return out


def score(checkpoint, kg, questions: list[dict], search: dict, name_of: Callable) -> tuple[dict, list[dict]]:
    """``right/asked`` overall and per group, and one record per question."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.config import SearchConfig

    engine = HGNetEngine.from_checkpoint(checkpoint, search=SearchConfig.default(**search) if search else None)
    tally: dict[str, list[int]] = {}
    records = []
    for q in questions:
        answer = engine.answer(q["question"], kg, kg_name=kg.name)
        if q["group"] == "yes_no":
            got = answer.boolean
        elif q["group"] == "counts":
            got = number(answer.rows[0][0]) if answer.rows and answer.rows[0] else None
        else:
            got = sorted({name_of(r[0]) for r in answer.rows if r})
        right = got == q["gold"]
        for key in ("all", q["group"]):
            t = tally.setdefault(key, [0, 0])
            t[0] += right
            t[1] += 1
        records.append({**q, "got": got, "right": right, "sparql": answer.sparql})
    return {k: f"{r}/{n}" for k, (r, n) in sorted(tally.items())}, records


def main(name: str, kg_file: Path, questions, yes_no, name_of: Callable, doc: str,
         argv: list[str] | None = None) -> dict:
    """The bench's command line: ``[--checkpoint A.pt ...] [--search KEY=VALUE ...] [--out DIR]``."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", action="append", type=Path, default=None,
                    help="a checkpoint to score (repeatable; default: the shipped model)")
    ap.add_argument("--search", action="append", default=[], metavar="KEY=VALUE",
                    help="a search setting for this run (repeatable; conf/search/beam.yaml's keys)")
    ap.add_argument("--out", type=Path, default=None, help="a folder for per-question records")
    args = ap.parse_args(argv)
    search = dict(kv.split("=", 1) for kv in args.search if "=" in kv)
    if len(search) != len(args.search):
        ap.error("--search: KEY=VALUE")

    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.paths import default_checkpoint

    kg = EmbeddedKG([kg_file], name=name)
    # the golds are written against the file as it is, the engine answers on the store as loaded
    asked = gold(EmbeddedKG([kg_file], name=name, collapse_value_nodes=False), questions, yes_no, name_of)
    result = {"kg": str(kg_file.relative_to(REPO_ROOT)), "questions": len(asked), "search": search, "checkpoints": {}}
    for ckpt in args.checkpoint or [default_checkpoint()]:
        print(f"[{name}] {ckpt}", file=sys.stderr, flush=True)
        tally, records = score(ckpt, kg, asked, search, name_of)
        result["checkpoints"][str(ckpt)] = tally
        if args.out is not None:
            write_records(args.out / f"records-{Path(ckpt).stem}.jsonl", records)
    print(json.dumps(result))
    return result
