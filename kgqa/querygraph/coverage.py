"""How much of a benchmark's SPARQL the query-graph grammar covers.

    python -m kgqa.querygraph.coverage --split dev|train [--timeout 5] [--limit N] [--kg NAME] [--details FILE]
    python -m kgqa.querygraph.coverage --qald FILE [--prefixes FILE] [--limit N] [--details FILE]
    python -m kgqa.querygraph.coverage --lcquad [FILE] [--prefixes FILE] [--limit N] [--details FILE]

The structural checks (:func:`check_structure`, no KG needed) are the same in both modes: parse
the gold SPARQL (cached under ``kgqa.paths.cache_dir()``), convert it to a query graph, check
that its outline (Algorithm 2) replays to the same graph, render the graph back to SPARQL and
convert that rendering again.

Spider4SPARQL (``--split``, the default): every question also has its gold and regenerated
queries executed on the question's embedded KG. Examples are processed grouped by KG, each KG
loaded once and released afterwards.

QALD-JSON (``--qald FILE``), or LC-QuAD 1.0 JSON (``--lcquad [FILE]``, default: the shared copy
of its train set, read by :mod:`kgqa.data.benchmarks`): structural checks only, on every question that has gold SPARQL;
nothing is executed, as there is no KG for these files (DBpedia is not available offline).
Undeclared prefixes resolve with ``kgqa.data.qald.QALD_PREFIXES``, overridden by ``--prefixes
FILE`` (a JSON object prefix -> namespace, or ``PREFIX p: <ns>`` / ``@prefix p: <ns> .`` lines);
a query's own declarations win over both.

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

For QALD, ``split`` is the file's name, ``kg`` is null and ``answers_executed`` false; there is
no ``gold_ok``/``executed``. ``with_sparql``: questions that have gold SPARQL (the others are
skipped); ``roundtrip_equal`` = ``graph_roundtrip`` and ``roundtrip_rate`` = roundtrip_equal /
with_sparql; per feature ``rate`` = roundtrip_equal / total; ``failures`` counts ``unsupported:
<feature>``, ``syntax error (not SPARQL 1.1)`` (undeclared prefixes included), ``invalid
graph: ...``, ``render: ...``, ``graph round trip differs``, ``replay differs`` and
``outline breaks the grammar``.

``--details FILE`` writes one JSON record per question: the fields above per question, with
``sparql`` the regenerated query and ``syntax_error`` the parser's message; Spider records
carry ``idx``/``kg``, QALD records ``id``, ``question`` and ``query`` (the gold SPARQL).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from kgqa.data.benchmarks import benchmark_path, load_benchmark
from kgqa.data.qald import QALD_PREFIXES, DatasetError, QaldQuestion, load_prefixes
from kgqa.data.spider4sparql import PREFIXES as SPIDER_PREFIXES, executable_query, load_split
from kgqa.kg.errors import KGError, QueryTimeout
from kgqa.querygraph.canonical import graph_equal
from kgqa.querygraph.from_sparql import query_features, tree_to_graph
from kgqa.querygraph.model import QueryGraphError
from kgqa.querygraph.outline import outline_actions, replay
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


def check_structure(query: str, cache: ParseCache,
                    prefixes: dict[str, str] | None = None) -> tuple[dict[str, Any], dict | None]:
    """The KG-free measurements of one gold query: parse, convert to a graph, replay its
    outline, render the graph to SPARQL and convert that rendering again.

    Returns the record fields and the parse tree (None when the query did not parse). The fields
    always hold ``features`` and ``reason`` (set when a step stopped the checks); then, as far as
    the checks got, ``converted``, ``size``, ``grammar_ok``, ``replay_equal``, ``sparql`` (the
    rendering) and ``graph_roundtrip``. ``prefixes``: assumed for prefixes the query does not
    declare (None: the parser's default, Spider4SPARQL's ``:``).
    """
    rec: dict[str, Any] = {"features": ["(unparsed)"], "reason": None}
    try:
        tree = cache.parse(query, prefixes)
    except SparqlSyntaxError as e:
        rec["reason"] = "syntax error (not SPARQL 1.1)"
        rec["syntax_error"] = str(e)[:200]
        return rec, None
    except UnsupportedSparql as e:
        rec["reason"] = f"unsupported: {e.feature}"
        return rec, None
    rec["features"] = sorted(query_features(tree)) or ["(basic)"]
    try:
        g = tree_to_graph(tree)
    except UnsupportedSparql as e:
        rec["reason"] = f"unsupported: {e.feature}"
        return rec, tree
    except QueryGraphError as e:
        rec["reason"] = f"invalid graph: {str(e)[:60]}"
        return rec, tree
    rec["converted"] = True
    rec["size"] = len(g.vertices)
    if sum(1 for e in g.edges if e.cls.value == "Agg" and e.instance == "ASK") > 1:
        rec["features"] = sorted(set(rec["features"]) - {"(basic)"} | {"ask:two_facts"})
    if tree.get("notes"):
        rec["notes"] = list(tree["notes"])
    rec.update(_replay_checks(g))
    try:
        text = to_sparql(g)
    except QueryGraphError as e:
        rec["reason"] = f"render: {str(e)[:60]}"
        return rec, tree
    rec["sparql"] = text
    try:
        rec["graph_roundtrip"] = graph_equal(tree_to_graph(cache.parse(text, prefixes)), g)
    except QueryGraphError as e:
        rec["graph_roundtrip"] = False
        rec["graph_roundtrip_error"] = str(e)[:100]
    return rec, tree


def _replay_checks(g) -> dict[str, Any]:
    """``grammar_ok`` and ``replay_equal`` of a graph's outline (with the error, if any)."""
    rec: dict[str, Any] = {}
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
    return rec


def check_example(ex, kg, cache: ParseCache, timeout: float) -> dict[str, Any]:
    """All measurements for one Spider4SPARQL question (``kg`` None when its KG has no data)."""
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
    structure, tree = check_structure(ex.query, cache, SPIDER_PREFIXES)
    rec.update(structure)
    if rec["reason"]:  # the structural checks stopped before a query to execute was rendered
        return rec
    text = rec["sparql"]
    ordered = bool(tree["order_by"])
    if kg is None or gold_status != "ok":
        rec["reason"] = f"gold {gold_status}"
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


def check_qald_question(q: QaldQuestion, cache: ParseCache, prefixes: dict[str, str]) -> dict[str, Any]:
    """The structural measurements of one QALD question (nothing is executed: no KG)."""
    rec: dict[str, Any] = {"id": q.id, "question": q.question, "query": q.sparql, "features": [], "reason": None}
    if q.sparql is None:
        rec["reason"] = "no gold SPARQL"
        return rec
    structure, _ = check_structure(q.sparql, cache, prefixes)
    rec.update(structure)
    rec["reason"] = rec["reason"] or _structural_verdict(rec)
    return rec


def _structural_verdict(rec: dict[str, Any]) -> str | None:
    """Why a query whose graph was rendered still fails a structural check; None if none fails.
    The graph round trip comes first: it is what ``roundtrip_equal`` counts without a KG."""
    if not rec.get("graph_roundtrip"):
        return "graph round trip differs"
    if not rec.get("replay_equal"):
        return "replay differs"
    if not rec.get("grammar_ok"):
        return "outline breaks the grammar"
    return None


def feature_table(records: list[dict], counts: dict[str, Callable[[dict], Any]],
                  rate: tuple[str, str]) -> dict[str, dict[str, Any]]:
    """Per SPARQL feature: ``total``, one count per entry of ``counts`` (how many records with
    the feature pass that test) and ``rate`` = count ``rate[0]`` / count ``rate[1]``."""
    feats: dict[str, Counter] = defaultdict(Counter)
    for r in records:
        for f in r["features"]:
            c = feats[f]
            c["total"] += 1
            for name, test in counts.items():
                c[name] += bool(test(r))
    num, den = rate
    return {
        f: {**c, "rate": round(c[num] / c[den], 4) if c[den] else None}
        for f, c in sorted(feats.items())
    }


def _max_vertices(records: list[dict]) -> int:
    sizes = [r["size"] for r in records if r.get("size")]
    return max(sizes) if sizes else 0


def summarize(records: list[dict], split: str, seconds: float) -> dict[str, Any]:
    """The Spider4SPARQL summary (module docstring)."""
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
    s["max_vertices"] = _max_vertices(records)
    s["features"] = feature_table(
        records,
        {"gold_ok": lambda r: r["gold_ok"], "converted": lambda r: r.get("converted"),
         "roundtrip_equal": lambda r: r.get("equal") and r["gold_ok"]},
        rate=("roundtrip_equal", "gold_ok"),
    )
    s["failures"] = dict(Counter(r["reason"] for r in records if r["reason"] and r["gold_ok"]).most_common())
    s["failures_gold_not_ok"] = dict(Counter(r["reason"] for r in records if r["reason"] and not r["gold_ok"]).most_common())
    s["seconds"] = round(seconds, 1)
    return s


def summarize_qald(records: list[dict], split: str, seconds: float) -> dict[str, Any]:
    """The QALD summary: the Spider fields that need no KG (module docstring)."""
    checked = [r for r in records if r["query"] is not None]
    s: dict[str, Any] = {
        "split": split,
        "kg": None,
        "answers_executed": False,
        "total": len(records),
        "with_sparql": len(checked),
        "converted": sum(bool(r.get("converted")) for r in checked),
        # Without answers to compare, the graph round trip is the round trip.
        "roundtrip_equal": sum(bool(r.get("graph_roundtrip")) for r in checked),
        "replay_equal": sum(bool(r.get("replay_equal")) for r in checked),
        "grammar_ok": sum(bool(r.get("grammar_ok")) for r in checked),
        "graph_roundtrip": sum(bool(r.get("graph_roundtrip")) for r in checked),
    }
    s["roundtrip_rate"] = round(s["roundtrip_equal"] / len(checked), 4) if checked else None
    s["max_vertices"] = _max_vertices(checked)
    s["features"] = feature_table(
        checked,
        {"converted": lambda r: r.get("converted"), "roundtrip_equal": lambda r: r.get("graph_roundtrip")},
        rate=("roundtrip_equal", "total"),
    )
    s["failures"] = dict(Counter(r["reason"] for r in checked if r["reason"]).most_common())
    s["seconds"] = round(seconds, 1)
    return s


def run(split: str, timeout: float = 5.0, limit: int | None = None, kg_filter: str | None = None,
        details: str | None = None, progress: bool = True) -> dict[str, Any]:
    from kgqa.data.spider_kgs import spider_kg_file
    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.kg.errors import UnknownKG

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
    bar = _progress_bar(len(examples), f"coverage {split}", progress)
    try:
        for kg_name, exs in by_kg.items():
            kg = None
            try:
                kg = EmbeddedKG([spider_kg_file(kg_name)], name=kg_name, timeout_s=timeout, cache_size=0)
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
                    kg = EmbeddedKG([spider_kg_file(kg_name)], name=kg_name, timeout_s=timeout, cache_size=0)
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
        write_details(records, details)
    return summarize(records, split, time.time() - t0)


def run_qald(path: str | os.PathLike | None, prefixes: dict[str, str] | None = None, limit: int | None = None,
             details: str | None = None, progress: bool = True,
             cache: ParseCache | None = None, reader: str = "qald") -> dict[str, Any]:
    """Structural coverage of a QALD-JSON file (``reader="lcquad"``: an LC-QuAD 1.0 file, None:
    the shared copy); ``prefixes`` are merged over :data:`~kgqa.data.qald.QALD_PREFIXES`."""
    questions = load_benchmark(path, reader)
    path = benchmark_path(path, reader)
    if limit:
        questions = questions[:limit]
    assumed = {**QALD_PREFIXES, **(prefixes or {})}
    cache = cache if cache is not None else ParseCache()
    records: list[dict] = []
    t0 = time.time()
    bar = _progress_bar(len(questions), f"coverage {Path(path).name}", progress)
    try:
        for q in questions:
            records.append(check_qald_question(q, cache, assumed))
            if bar is not None:
                bar.update(1)
    finally:
        cache.save()
        if bar is not None:
            bar.close()
    if details:
        write_details(records, details)
    return summarize_qald(records, Path(path).name, time.time() - t0)


def _progress_bar(total: int, desc: str, enabled: bool):
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover
        return None
    return tqdm(total=total, file=sys.stderr, disable=not enabled, desc=desc)


def write_details(records: list[dict], path: str | os.PathLike) -> None:
    """One JSON record per question (JSON Lines)."""
    with open(path, "w") as f:
        for r in records:
            f.write(json.dumps(r, default=str) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kgqa.querygraph.coverage", description=__doc__.split("\n\n")[0])
    source = ap.add_mutually_exclusive_group()
    source.add_argument("--split", choices=("dev", "train"), default="dev", help="Spider4SPARQL split (default)")
    source.add_argument("--qald", default=None, metavar="FILE",
                        help="a QALD-JSON file instead: structural checks only, nothing executed")
    source.add_argument("--lcquad", nargs="?", const="", default=None, metavar="FILE",
                        help="an LC-QuAD 1.0 JSON file (default: the shared train set): structural checks only")
    ap.add_argument("--prefixes", default=None, metavar="FILE",
                    help="with --qald: prefixes assumed when a query does not declare them (JSON object "
                         "prefix -> namespace, or PREFIX/@prefix lines), merged over the QALD defaults")
    ap.add_argument("--timeout", type=float, default=5.0, help="seconds per query (gold and regenerated)")
    ap.add_argument("--limit", type=int, default=None, help="only the first N questions")
    ap.add_argument("--kg", default=None, help="only questions on this KG")
    ap.add_argument("--details", default=None, help="write one JSON record per question to this file")
    ap.add_argument("--no-progress", action="store_true")
    args = ap.parse_args(argv)
    reader = "qald"
    if args.lcquad is not None:
        reader, args.qald = "lcquad", args.lcquad or None
    if args.qald is None and reader == "qald":
        if args.prefixes:
            ap.error("--prefixes applies to --qald only (Spider4SPARQL's prefix is built in)")
        summary = run(args.split, args.timeout, args.limit, args.kg, args.details, progress=not args.no_progress)
    else:
        if args.kg:
            ap.error("--kg applies to Spider4SPARQL only (QALD has no KG here)")
        try:
            prefixes = load_prefixes(args.prefixes) if args.prefixes else None
            summary = run_qald(args.qald, prefixes, args.limit, args.details, progress=not args.no_progress, reader=reader)
        except DatasetError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    print(json.dumps(summary, sort_keys=False), flush=True)
    return 0


if __name__ == "__main__":
    code = main()
    sys.stderr.flush()
    # A timed-out pyoxigraph query keeps running on its worker thread and would hold the
    # interpreter at exit; everything is printed and saved, so leave now.
    os._exit(code)
