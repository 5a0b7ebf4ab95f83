"""Structure errors by kind (paper Table 5 style) from the per-question records of an evaluation.

    python -m kgqa.evaluate split=dev per_question=true      # writes outputs/evaluate/<run>/predictions.jsonl
    python -m kgqa.bench.structure_errors outputs/evaluate/<run>/predictions.jsonl

For every wrongly answered question whose gold SPARQL is inside the HGNet grammar but whose
predicted AQG differs, compares the two graphs' counts of vertex classes (Ans, Var, Val, Type),
edge classes (Rel, Agg, Ord, Cmp) and segments, and counts in how many questions the
prediction has fewer or more of each. Also splits all questions by the kind of their gold
answer (rows / empty / a single zero-or-unbound aggregate row) with how many were answered
right (systems that prefer non-empty answers fail the empty ones by design), and gives the
execution accuracy per KG.
The last stdout line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from kgqa.models.examples import NotTrainable, gold_graph
from kgqa.querygraph import QueryGraph, QueryGraphError, sparql_to_graph
from kgqa.querygraph.model import EdgeClass, VertexClass
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError


def graph_counts(g: QueryGraph) -> dict[str, int]:
    vertices = Counter(v.cls.value for v in g.vertices)
    edges = Counter(e.cls.value for e in g.edges)
    counts = {c.value: vertices[c.value] for c in (VertexClass.ANS, VertexClass.VAR, VertexClass.VAL, VertexClass.TYPE)}
    counts.update({c.value: edges[c.value] for c in EdgeClass})
    counts["segments"] = len(g.segments)
    return counts


def structure_errors(records: list[dict]) -> dict:
    diffs: Counter = Counter()
    compared = unreadable = 0
    for r in records:
        if r["exec"] or r["aqg"]:
            continue
        try:
            _, gold = gold_graph(r["gold"])
        except NotTrainable:
            continue  # outside the grammar: not a structure error of the model
        try:
            pred = sparql_to_graph(r["sparql"]) if r["sparql"] else None
        except (QueryGraphError, SparqlSyntaxError, ValueError):  # a malformed prediction
            pred = None
        if pred is None:
            unreadable += 1
            continue
        compared += 1
        g, p = graph_counts(gold), graph_counts(pred)
        for k in g:
            if p[k] != g[k]:
                diffs[f"{k} {'more' if p[k] > g[k] else 'fewer'}"] += 1
    return {"wrong_aqgs_compared": compared, "no_or_unparsable_prediction": unreadable,
            "predicted_vs_gold": dict(diffs.most_common())}


def gold_answer_kinds(records: list[dict], split: str) -> dict[str, dict[str, int]]:
    from kgqa.data.spider4sparql import load_split

    gold = {e.idx: e.gold for e in load_split(split)}
    kinds: dict[str, Counter] = {}
    for r in records:
        g = gold.get(r["idx"])
        if g is None or g.status != "ok":
            kind = "no gold answer"
        elif not g.rows:
            kind = "empty"
        elif len(g.rows) == 1 and all(c is None or str(c) in ("0", "0.0") for c in g.rows[0]):
            kind = "zero or unbound aggregate"
        else:
            kind = "rows"
        kinds.setdefault(kind, Counter())["right" if r["exec"] else "wrong"] += 1
    return {k: dict(v) for k, v in sorted(kinds.items())}


def exec_by_kg(records: list[dict]) -> dict[str, dict]:
    """Per KG: questions and execution accuracy, worst first."""
    per: dict[str, list[int]] = {}
    for r in records:
        per.setdefault(r["kg"], []).append(int(bool(r["exec"])))
    rows = {kg: {"n": len(v), "exec_acc": round(sum(v) / len(v), 3)} for kg, v in per.items()}
    return dict(sorted(rows.items(), key=lambda kv: (kv[1]["exec_acc"], kv[0])))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("predictions", type=Path, help="predictions.jsonl written by kgqa.evaluate per_question=true")
    ap.add_argument("--split", default="dev", help="the split the predictions are of (for the gold answers)")
    args = ap.parse_args(argv)
    records = [json.loads(line) for line in args.predictions.read_text().splitlines() if line.strip()]
    print(json.dumps({**structure_errors(records), "gold_answer_kinds": gold_answer_kinds(records, args.split),
                      "exec_by_kg": exec_by_kg(records)}))


if __name__ == "__main__":
    main()
