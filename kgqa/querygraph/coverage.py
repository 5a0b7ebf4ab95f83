"""How much of Spider4SPARQL the query-graph grammar covers, measured on the KGs.

    python -m kgqa.querygraph.coverage --split dev|train [--timeout 5] [--limit N] [--kg NAME]

For every question: parse the gold SPARQL (cached under ``kgqa.paths.cache_dir()``), convert it
to a query graph, check that its outline (Algorithm 2) replays to the same graph, render the
graph back to SPARQL, and execute gold and regenerated queries on the question's embedded KG.
Examples are processed grouped by KG, each KG loaded once and released afterwards.

Counts (the last stdout line is one JSON object):

* ``total``: questions; ``gold_ok``: the gold query executes and returns at least one row;
* ``converted``: SPARQL -> query graph succeeded;
* ``roundtrip_equal``: gold_ok and the regenerated query returns the same answers (multisets
  of rows of plain values; order-aware only when the gold query has ORDER BY);
  ``roundtrip_equal_any``: same comparison over all executed questions, empty answers included;
* ``replay_equal``: converted and ``replay(outline_actions(g))`` instantiated with A_v/A_e is
  isomorphic to ``g``; ``grammar_ok``: every gold action is legal under the outlining masks;
* ``graph_roundtrip``: converted and ``sparql_to_graph(to_sparql(g))`` is isomorphic to ``g``;
* ``features``: per SPARQL feature, ``total``/``gold_ok``/``converted``/``roundtrip_equal`` and
  ``rate`` = roundtrip_equal / gold_ok;
* ``failures``: histogram of reasons (unsupported construct, answer mismatch, ...).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict
from decimal import Decimal
from typing import Any

from kgqa.data.spider4sparql import executable_query, load_split
from kgqa.kg.errors import KGError, QueryTimeout
from kgqa.querygraph.actions import outline_actions, replay
from kgqa.querygraph.canonical import graph_equal
from kgqa.querygraph.from_sparql import query_features, tree_to_graph
from kgqa.querygraph.model import QueryGraphError
from kgqa.querygraph.sparql_syntax import ParseCache, SparqlSyntaxError, UnsupportedSparql
from kgqa.querygraph.to_sparql import to_sparql


def _plain(value: Any) -> Any:
    # Decimal/float noise from AVG must not make equal answers differ.
    if isinstance(value, (float, Decimal)):
        return round(float(value), 9)
    return value if isinstance(value, (int, str, bool)) or value is None else str(value)


def rows_of(result) -> list[tuple]:
    return [tuple(_plain(x) for x in row) for row in result.as_python()]


def answers_equal(gold: list[tuple], got: list[tuple], ordered: bool) -> bool:
    """Multisets of rows; lists when ``ordered``."""
    if ordered:
        return gold == got
    return Counter(gold) == Counter(got)


def _run(kg, query: str, timeout: float):
    try:
        return "ok", rows_of(kg.select(query, timeout_s=timeout, use_cache=False))
    except QueryTimeout:
        return "timeout", None
    except KGError as e:
        return "error", str(e)


def check_example(ex, kg, cache: ParseCache, timeout: float) -> dict[str, Any]:
    """All measurements for one question (``kg`` None when its KG has no data)."""
    rec: dict[str, Any] = {"idx": ex.idx, "kg": ex.kg_name, "features": ["(unparsed)"], "reason": None}
    if kg is None:
        gold_status, gold_rows = "nokg", None
    elif ex.gold is not None and ex.gold.status == "timeout":
        # Known to run past the budget (answers file); do not start a query that cannot be
        # cancelled and would slow every later one down.
        gold_status, gold_rows = "timeout", None
    else:
        gold_status, gold_rows = _run(kg, executable_query(ex.query), timeout)
    rec["gold_status"] = gold_status
    # A row of unbound values (an aggregate over nothing) is no answer.
    rec["gold_ok"] = gold_status == "ok" and any(any(x is not None for x in row) for row in gold_rows)
    try:
        tree = cache.parse(ex.query)
    except SparqlSyntaxError:
        rec["reason"] = "syntax error (not SPARQL 1.1)"
        return rec
    except UnsupportedSparql as e:
        rec["reason"] = f"unsupported: {e.feature}"
        return rec
    rec["features"] = sorted(query_features(tree)) or ["(basic)"]
    ordered = bool(tree["order_by"])
    try:
        g = tree_to_graph(tree)
    except UnsupportedSparql as e:
        rec["reason"] = f"unsupported: {e.feature}"
        return rec
    except QueryGraphError as e:
        rec["reason"] = f"invalid graph: {str(e)[:60]}"
        return rec
    rec["converted"] = True
    rec["size"] = len(g.vertices)
    try:
        out = outline_actions(g)
        rec["grammar_ok"] = True
        try:
            replay(out.actions, check_grammar=True)
        except QueryGraphError as e:
            rec["grammar_ok"] = False
            rec["grammar_error"] = str(e)
        rebuilt = replay(out.actions, check_grammar=False).instantiate(out.vertex_instances, out.edge_instances)
        rec["replay_equal"] = graph_equal(rebuilt, g)
    except QueryGraphError as e:
        rec["replay_equal"] = False
        rec["grammar_error"] = str(e)
    try:
        text = to_sparql(g)
    except QueryGraphError as e:
        rec["reason"] = f"render: {str(e)[:60]}"
        return rec
    rec["sparql"] = text
    try:
        rec["graph_roundtrip"] = graph_equal(tree_to_graph(cache.parse(text)), g)
    except QueryGraphError as e:
        rec["graph_roundtrip"] = False
        rec["graph_roundtrip_error"] = str(e)[:100]
    if kg is None or gold_status != "ok":
        rec["reason"] = rec["reason"] or f"gold {gold_status}"
        return rec
    status, rows = _run(kg, text, timeout)
    if status != "ok":
        rec["reason"] = f"regenerated query {status}"
        rec["error"] = rows
        return rec
    rec["equal"] = answers_equal(gold_rows, rows, ordered)
    if not rec["equal"]:
        if ordered and Counter(gold_rows) == Counter(rows):
            rec["reason"] = "answers differ in order only"
        else:
            rec["reason"] = "answers differ"
    return rec


def summarize(records: list[dict], split: str, seconds: float) -> dict[str, Any]:
    total = len(records)
    s: dict[str, Any] = {
        "split": split,
        "total": total,
        "gold_ok": sum(r["gold_ok"] for r in records),
        "converted": sum(bool(r.get("converted")) for r in records),
        "roundtrip_equal": sum(bool(r.get("equal")) and r["gold_ok"] for r in records),
        "roundtrip_equal_any": sum(bool(r.get("equal")) for r in records),
        "executed": sum(r["gold_status"] == "ok" for r in records),
        "replay_equal": sum(bool(r.get("replay_equal")) for r in records),
        "grammar_ok": sum(bool(r.get("grammar_ok")) for r in records),
        "graph_roundtrip": sum(bool(r.get("graph_roundtrip")) for r in records),
    }
    s["roundtrip_rate"] = round(s["roundtrip_equal"] / s["gold_ok"], 4) if s["gold_ok"] else None
    sizes = [r["size"] for r in records if r.get("size")]
    s["max_vertices"] = max(sizes) if sizes else 0
    feats: dict[str, Counter] = defaultdict(Counter)
    for r in records:
        for f in r["features"]:
            c = feats[f]
            c["total"] += 1
            c["gold_ok"] += r["gold_ok"]
            c["converted"] += bool(r.get("converted"))
            c["roundtrip_equal"] += bool(r.get("equal")) and r["gold_ok"]
    s["features"] = {
        f: {**c, "rate": round(c["roundtrip_equal"] / c["gold_ok"], 4) if c["gold_ok"] else None}
        for f, c in sorted(feats.items())
    }
    s["failures"] = dict(Counter(r["reason"] for r in records if r["reason"] and r["gold_ok"]).most_common())
    s["failures_gold_not_ok"] = dict(Counter(r["reason"] for r in records if r["reason"] and not r["gold_ok"]).most_common())
    s["seconds"] = round(seconds, 1)
    return s


def run(split: str, timeout: float = 5.0, limit: int | None = None, kg_filter: str | None = None,
        details: str | None = None, progress: bool = True) -> dict[str, Any]:
    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.kg.errors import UnknownKG
    from kgqa.kg.registry import find_kg_file

    examples = load_split(split)
    if kg_filter:
        examples = [e for e in examples if e.kg_name.lower() == kg_filter.lower()]
    if limit:
        examples = examples[:limit]
    by_kg: dict[str, list] = defaultdict(list)
    for ex in examples:
        by_kg[ex.kg_name].append(ex)
    cache = ParseCache()
    records: list[dict] = []
    t0 = time.time()
    try:
        from tqdm import tqdm

        bar = tqdm(total=len(examples), file=sys.stderr, disable=not progress, desc=f"coverage {split}")
    except ImportError:  # pragma: no cover
        bar = None
    try:
        for kg_name, exs in by_kg.items():
            kg = None
            try:
                kg = EmbeddedKG([find_kg_file(kg_name)], name=kg_name, timeout_s=timeout, cache_size=0)
            except (UnknownKG, KGError):
                kg = None
            if bar is not None:
                bar.set_postfix_str(kg_name)
            for ex in exs:
                rec = check_example(ex, kg, cache, timeout)
                records.append(rec)
                if kg is not None and "timeout" in (rec["gold_status"] + str(rec.get("reason"))) \
                        and not (ex.gold is not None and ex.gold.status == "timeout"):
                    # pyoxigraph cannot cancel the runaway query: continue on a fresh store.
                    kg.close()
                    kg = EmbeddedKG([find_kg_file(kg_name)], name=kg_name, timeout_s=timeout, cache_size=0)
                if bar is not None:
                    bar.update(1)
            if kg is not None:
                kg.close()
            del kg
            cache.save()
    finally:
        cache.save()
        if bar is not None:
            bar.close()
    if details:
        with open(details, "w") as f:
            for r in records:
                f.write(json.dumps(r, default=str) + "\n")
    return summarize(records, split, time.time() - t0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kgqa.querygraph.coverage", description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", choices=("dev", "train"), default="dev")
    ap.add_argument("--timeout", type=float, default=5.0, help="seconds per query (gold and regenerated)")
    ap.add_argument("--limit", type=int, default=None, help="only the first N questions")
    ap.add_argument("--kg", default=None, help="only questions on this KG")
    ap.add_argument("--details", default=None, help="write one JSON record per question to this file")
    ap.add_argument("--no-progress", action="store_true")
    args = ap.parse_args(argv)
    summary = run(args.split, args.timeout, args.limit, args.kg, args.details, progress=not args.no_progress)
    print(json.dumps(summary, sort_keys=False), flush=True)
    return 0


if __name__ == "__main__":
    code = main()
    sys.stderr.flush()
    # A timed-out pyoxigraph query keeps running on its worker thread and would hold the
    # interpreter at exit; everything is printed and saved, so leave now.
    os._exit(code)
