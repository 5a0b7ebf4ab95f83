"""Answers that compare a KG value under a relation that never holds it, from the per-question
records of an evaluation.

    python -m kgqa.evaluate split=dev per_question=true      # writes outputs/evaluate/<run>/predictions.jsonl
    python -m kgqa.bench.unheld_comparisons outputs/evaluate/<run>/predictions.jsonl

A comparison ``?s p ?x FILTER(?x op "v")`` (or the triple ``?s p "v"``) with a string value
``v`` that the record's KG holds as some property's value, under a ``p`` that never holds it,
compares nothing: ``=`` can only be empty, ``!=`` removes nothing. The fill search avoids such
a relation where one holding the value fits the outline (``search.value_consistency``); what
is left are outlines that put the comparison on a class that cannot hold the value, a join
left out. Asked of the KG itself (two ASKs per comparison), not of the value index.
The last stdout line is one JSON object: counts by (answer right or wrong) x (some comparison
unheld or not), and the unheld wrong answers per KG.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from rdflib import Literal, URIRef

from kgqa.kg.terms import term_to_sparql
from kgqa.models.fill_plan import compared_values
from kgqa.querygraph import QueryGraph, QueryGraphError, sparql_to_graph
from kgqa.querygraph.model import EdgeClass
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError


def unheld_comparisons(g: QueryGraph, kg) -> list[tuple[str, str]]:
    """``(relation, value)`` of every string comparison in ``g`` whose value ``kg`` holds under
    some property but never under the compared relation."""
    out = []
    for e in g.edges:
        if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef):
            continue
        for value in compared_values(g, e.target):
            if not isinstance(value, Literal) or value.datatype is not None:
                continue
            text = term_to_sparql(Literal(str(value)))
            held_here = kg.ask(f"ASK {{ ?s {term_to_sparql(e.instance)} ?x . FILTER(STR(?x) = {text}) }}")
            if not held_here and kg.ask(f"ASK {{ ?s ?p ?x . FILTER(isLiteral(?x) && STR(?x) = {text}) }}"):
                out.append((str(e.instance), str(value)))
    return out


def count_unheld(records: list[dict], open_kg) -> dict:
    """Counts over ``records`` (``kg``, ``exec``, ``sparql``); ``open_kg(name)`` gives the KG."""
    by_answer: Counter = Counter()
    wrong_by_kg: Counter = Counter()
    for r in records:
        try:
            g = sparql_to_graph(r["sparql"]) if r.get("sparql") else None
        except (QueryGraphError, SparqlSyntaxError, ValueError):  # a malformed prediction
            g = None
        unheld = bool(g is not None and unheld_comparisons(g, open_kg(r["kg"])))
        by_answer[f"{'right' if r['exec'] else 'wrong'}, {'unheld' if unheld else 'held or none'}"] += 1
        if unheld and not r["exec"]:
            wrong_by_kg[r["kg"]] += 1
    return {"answers": dict(sorted(by_answer.items())), "unheld_wrong_by_kg": dict(wrong_by_kg.most_common())}


def main(argv: list[str] | None = None) -> None:
    from kgqa.data.spider_kgs import spider_kg

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("predictions", type=Path, help="predictions.jsonl of kgqa.evaluate per_question=true")
    args = ap.parse_args(argv)
    records = [json.loads(line) for line in args.predictions.read_text().splitlines() if line.strip()]
    print(json.dumps({"questions": len(records), **count_unheld(records, spider_kg)}))


if __name__ == "__main__":
    main()
