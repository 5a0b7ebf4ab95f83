"""rdflib's SPARQL engine against a pyoxigraph copy of the same rdflib graph.

    python -m kgqa.bench.rdflib_graphs [--kgs concert_singer,world_1] [--split dev] [--max-queries 40]

For each bundled KG: parse its file into an rdflib ``Graph`` (what a Python user holds), then
time (1) the copy into pyoxigraph (:class:`~kgqa.kg.rdflib_graph.GraphCopyKG`) and (2) each of
the split's gold queries on that KG through both backends, uncached, the median ms per query.
Answers are compared row sets (the two engines must agree where both answer). Prints one JSON
object as its last line.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import time
from collections.abc import Sequence

from rdflib import Graph

from kgqa.data.spider4sparql import load_split
from kgqa.kg.errors import KGError
from kgqa.kg.rdflib_graph import GraphCopyKG, RdflibKG
from kgqa.kg.registry import find_kg_file

#: A ``:local`` or ``:local\#part`` name of the gold queries' one prefix.
_PREFIXED = re.compile(r"(?<![\w?$<\"':]):([A-Za-z_][\w\-]*(?:\\#[\w\-]*)?)")


def full_iris(query: str) -> str:
    """The gold query with its prefixed names written as full IRIs: rdflib 7.6 does not undo
    the ``\\#`` escape in a prefixed name (``:singer\\#age`` matches nothing there), pyoxigraph
    does; the engine's own queries use full IRIs, so the comparison is on those."""
    from kgqa.data.spider4sparql import ONTOP_NS

    head, sep, body = query.partition(f"PREFIX : <{ONTOP_NS}>")
    return head + sep + _PREFIXED.sub(lambda m: f"<{ONTOP_NS}{m.group(1).replace(chr(92), '')}>", body)


def _timed(kg, query: str):
    start = time.perf_counter()
    try:
        result = kg.query(query, use_cache=False)
    except KGError as e:
        return (time.perf_counter() - start) * 1000, type(e).__name__
    ms = (time.perf_counter() - start) * 1000
    if isinstance(result, bool):
        return ms, result
    return ms, sorted(map(repr, result.as_python()))


def measure(kg_name: str, split: str, max_queries: int, timeout_s: float) -> dict:
    path = find_kg_file(kg_name)
    start = time.perf_counter()
    graph = Graph()
    with gzip.open(path, "rb") as f:
        graph.parse(f, format="nt")
    parse_s = time.perf_counter() - start
    start = time.perf_counter()
    copy = GraphCopyKG(graph, name=kg_name, timeout_s=timeout_s)
    copy_s = time.perf_counter() - start
    own = RdflibKG(graph, name=kg_name, timeout_s=timeout_s)
    queries = [full_iris(e.executable_query) for e in load_split(split) if e.kg_name.lower() == kg_name][:max_queries]
    times = {"rdflib": [], "pyoxigraph": []}
    agree = failed = 0
    for q in queries:
        ms_r, ans_r = _timed(own, q)
        ms_o, ans_o = _timed(copy, q)
        times["rdflib"].append(ms_r)
        times["pyoxigraph"].append(ms_o)
        if isinstance(ans_r, str) or isinstance(ans_o, str):
            failed += 1
        agree += ans_r == ans_o
    own.close()
    copy.close()
    med_r, med_o = statistics.median(times["rdflib"]), statistics.median(times["pyoxigraph"])
    return {
        "kg": kg_name, "triples": len(graph), "queries": len(queries), "answers_agree": agree,
        "failed_either": failed, "rdflib_parse_s": round(parse_s, 3), "copy_to_pyoxigraph_s": round(copy_s, 3),
        "median_ms": {"rdflib": round(med_r, 3), "pyoxigraph": round(med_o, 3)},
        "total_s": {k: round(sum(v) / 1000, 3) for k, v in times.items()},
        # how many queries pay for the copy: copy time over the per-query saving
        "queries_to_repay_copy": round(copy_s * 1000 / max(med_r - med_o, 1e-9), 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kgs", default="concert_singer,world_1")
    ap.add_argument("--split", default="dev")
    ap.add_argument("--max-queries", type=int, default=40)
    ap.add_argument("--timeout-s", type=float, default=30.0)
    opts = ap.parse_args(argv)
    report = [measure(k, opts.split, opts.max_queries, opts.timeout_s) for k in opts.kgs.split(",")]
    for r in report:
        print(f"{r['kg']}: {r['triples']} triples, copy {r['copy_to_pyoxigraph_s']} s, median ms "
              f"rdflib {r['median_ms']['rdflib']} vs pyoxigraph {r['median_ms']['pyoxigraph']} "
              f"({r['answers_agree']}/{r['queries']} agree)")
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
