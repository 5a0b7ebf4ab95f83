"""Gold recall of HGNet's slot candidates (:func:`kgqa.models.slots.slot_candidates`) on a
Spider4SPARQL split:

    python -m kgqa.models.pool_recall --split dev [--limit N] [--misses FILE]

For every gold query the core can read (:func:`kgqa.querygraph.sparql_to_graph`), each filled
slot of the gold graph counts once: found when :meth:`SlotCandidates.index` places its instance
(Val by value). Rel and Type also report ``in_kg``: the share over gold instances the KG's schema
has at all (some benchmark queries name properties or classes their KG lacks, which no
candidate collection can offer). The last stdout line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from rdflib import Literal
from rdflib.namespace import XSD
from tqdm import tqdm

from kgqa.candidates.values import is_numeric_datatype
from kgqa.data.spider4sparql import PREFIXES, DatasetError, load_split
from kgqa.data.spider_kgs import spider_kg
from kgqa.kg.errors import KGError
from kgqa.models.slots import SLOT_CLASSES, SlotCandidates, slot_candidates
from kgqa.querygraph import QueryGraph, QueryGraphError, sparql_to_graph
from kgqa.querygraph.model import RDF_TYPE, OrderSpec
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError, UnsupportedSparql

REPORTED = ("Rel", "Type", "Val", "Ent", "Ord", "Cmp", "Agg")


def gold_slots(graph: QueryGraph) -> list[tuple[str, object]]:
    """(slot class, instance) of every filled Ent/Type/Val vertex and every edge of ``graph``."""
    out = [(v.cls.value, v.instance) for v in graph.vertices if v.cls.value in SLOT_CLASSES and v.instance is not None]
    out += [(e.cls.value, e.instance) for e in graph.edges if e.instance is not None]
    return out


def _sub_class(cls: str, instance) -> str | None:
    """A finer row of the report: Val literals vs OrderSpecs, Rel without rdf:type."""
    if cls == "Val":
        return "Val:order" if isinstance(instance, OrderSpec) else "Val:literal"
    if cls == "Rel" and instance != RDF_TYPE:
        return "Rel:not_type"
    return None


def datatype_kind(lit: Literal) -> str:
    dt = str(lit.datatype) if lit.datatype else None
    if is_numeric_datatype(dt):
        return "number"
    return "text" if dt in (None, str(XSD.string)) else dt


class Tally:
    def __init__(self) -> None:
        self.gold: Counter = Counter()
        self.found: Counter = Counter()
        self.in_kg: Counter = Counter()
        self.found_in_kg: Counter = Counter()
        self.sizes: Counter = Counter()
        self.questions = 0
        # found Val literals whose pool reading has the gold's kind of datatype (number / text /
        # other): where it differs, a FILTER written with the pool's literal compares differently
        self.same_datatype = 0
        self.literals_found = 0

    def count(self, row: str, hit: bool, known: bool | None) -> None:
        self.gold[row] += 1
        self.found[row] += hit
        if known:
            self.in_kg[row] += 1
            self.found_in_kg[row] += hit

    def result(self) -> dict:
        out: dict = {}
        for row in sorted(self.gold, key=lambda r: (REPORTED.index(r.split(":")[0]), r)):
            g, f = self.gold[row], self.found[row]
            out[row] = {"gold": g, "in_pool": f, "recall": round(f / g, 4)}
            if self.in_kg[row]:
                out[row]["in_kg"] = {"gold": self.in_kg[row], "in_pool": self.found_in_kg[row],
                                     "recall": round(self.found_in_kg[row] / self.in_kg[row], 4)}
        if "Val:literal" in out:
            out["Val:literal"]["same_datatype_kind"] = round(self.same_datatype / max(self.literals_found, 1), 4)
        out["mean_pool_size"] = {c: round(self.sizes[c] / max(self.questions, 1), 2) for c in SLOT_CLASSES}
        return out


def _known(cls: str, instance, schema) -> bool | None:
    """Does the KG's schema have this Rel/Type instance at all (None: not applicable)?"""
    if cls == "Rel":
        return str(instance) in schema.properties or instance == RDF_TYPE
    if cls == "Type":
        return str(instance) in schema.classes
    return None


def recall(split: str = "dev", limit: int | None = None, misses: list | None = None) -> dict:
    """Per-class gold recall of the slot candidates on ``split`` (first ``limit`` questions)."""
    from kgqa.candidates.collect import default_collector

    collector = default_collector()
    tally = Tally()
    skipped: Counter = Counter()
    examples = load_split(split)[:limit] if limit else load_split(split)
    for ex in tqdm(examples, desc=f"slot recall {split}", file=sys.stderr, mininterval=5):
        try:
            graph = sparql_to_graph(ex.query, prefixes=PREFIXES)
        except (QueryGraphError, UnsupportedSparql, SparqlSyntaxError) as e:
            skipped[type(e).__name__] += 1
            continue
        try:
            kg = spider_kg(ex.kg_name)
        except (KGError, DatasetError):
            skipped["no KG"] += 1  # databases whose dump was empty: nothing to collect from
            continue
        slots = slot_candidates(ex.question, kg, collector=collector)
        _score(tally, ex, graph, slots, collector.schema(kg), misses)
    return {"split": split, "questions": tally.questions, "skipped": dict(skipped), **tally.result()}


def _score(tally: Tally, ex, graph: QueryGraph, slots: SlotCandidates, schema, misses: list | None) -> None:
    """Count one question: each gold slot found or not, and the datatype of the literals found."""
    tally.questions += 1
    for c in SLOT_CLASSES:
        tally.sizes[c] += len(slots.instances.get(c, []))
    for cls, inst in gold_slots(graph):
        at = slots.index(cls, inst)
        known = _known(cls, inst, schema)
        tally.count(cls, at >= 0, known)
        sub = _sub_class(cls, inst)
        if sub:
            tally.count(sub, at >= 0, known)
        if at >= 0 and isinstance(inst, Literal):
            tally.literals_found += 1
            tally.same_datatype += datatype_kind(inst) == datatype_kind(slots.instances[cls][at])
        if at < 0 and misses is not None:
            misses.append(_miss(ex, cls, inst, slots, known))


def _miss(ex, cls: str, inst, slots: SlotCandidates, known: bool | None) -> dict:
    shown = inst.n3() if isinstance(inst, Literal) else str(inst)
    return {"idx": ex.idx, "kg": ex.kg_name, "class": cls, "gold": shown, "in_kg": known,
            "question": ex.question, "pool": [x["instance"] for x in slots.to_json().get(cls, [])][:25]}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Gold recall of HGNet's slot candidates (last line: JSON).")
    ap.add_argument("--split", default="dev")
    ap.add_argument("--limit", type=int, default=None, help="only the first N questions")
    ap.add_argument("--misses", default=None, help="write every missed gold instance (JSON) here")
    args = ap.parse_args(argv)
    import torch

    # one intra-op thread: the ranker encodes one short question at a time, and on shared cores
    # more threads only wait on each other (the same setting as kgqa.candidates.recall)
    torch.set_num_threads(1)
    misses: list | None = [] if args.misses else None
    result = recall(args.split, args.limit, misses)
    if args.misses:
        with open(args.misses, "w") as f:
            json.dump(misses, f, indent=1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
