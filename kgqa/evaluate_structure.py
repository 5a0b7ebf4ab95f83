"""Structure-only evaluation: how well the model outlines and fills questions of a benchmark
whose KG is not here (LC-QuAD 1.0, QALD-9 over DBpedia), with no KG at all.

    python -m kgqa.evaluate dataset=lcquad structure_only=true          # the held-out 20% of LC-QuAD train
    python -m kgqa.evaluate dataset=qald dataset.path=FILE structure_only=true [dataset.part=holdout]

For each question whose gold query is inside the grammar, the engine's model outlines and fills
it over the KG-less pool that :func:`kgqa.models.kgless_examples.kgless_pool` builds (gold items
plus distractors from the whole file's vocabulary, the same for every checkpoint: seeded by
``seed`` and the question's id), with the engine's beam search and WITHOUT execution guidance
or the schema ranker's prior (both need the KG). The question is decoded as it is: a yes/no
question is outlined as an ASK graph (the engine's KG path reads it through its request form).

The printed JSON: ``n`` (questions scored), ``aqg_acc`` (the best filled graph's AQG equals the
gold AQG up to isomorphism, :func:`kgqa.querygraph.aqg_equal`, as ``kgqa.evaluate`` counts
``aqg``), ``ent_recall`` / ``rel_recall`` / ``type_recall`` (the share of the gold graphs' Ent,
Rel (``rdf:type`` left out) and Type instances that the best filled graph holds in the same
role, over all questions), ``by_shape`` (``n`` and ``aqg_acc`` per gold AQG shape: its vertex
and edge class counts, aggregates named) and, where the file names them (LC-QuAD),
``by_template``; ``skipped`` counts the questions left out and why (no gold query, outside the
grammar). Because the gold is always in the pool, recall here is an upper bound of what the
model would reach with a linker; AQG accuracy does not depend on the pool's KG.
"""

from __future__ import annotations

import logging
import random
import time
from collections import Counter

import torch
from omegaconf import DictConfig

from kgqa.data.folds import holdout_fold
from kgqa.data.benchmarks import READERS, load_benchmark
from kgqa.data.qald import QALD_PREFIXES, QaldQuestion, load_prefixes
from kgqa.models.kgless_examples import Vocabulary, gold_graphs, kgless_pool
from kgqa.querygraph import QueryGraph, aqg_equal
from kgqa.querygraph.model import EDGE_CLASSES, RDF_TYPE, VERTEX_CLASSES, EdgeClass, VertexClass

log = logging.getLogger(__name__)

__all__ = ["DATASETS", "load_questions", "shape_key", "structure_record", "structure_metrics",
           "evaluate_structure"]

#: The datasets structure-only evaluation reads (``dataset.name``).
DATASETS = READERS


def load_questions(ds: DictConfig) -> list[QaldQuestion]:
    """Every question of ``ds.path`` (LC-QuAD 1.0 JSON or QALD-JSON; LC-QuAD's shared copy when
    null) that has text."""
    if ds.name not in DATASETS:
        raise ValueError(f"structure_only reads dataset={'|'.join(DATASETS)}, not {ds.name!r}")
    return [q for q in load_benchmark(ds.get("path"), ds.name) if q.question]


def shape_key(g: QueryGraph) -> str:
    """A short name of a graph's shape: its vertex and edge class counts, with the aggregates
    named (``Ent1 Var1 | Rel1 Agg:COUNT``); the Ans vertex, always one, is left out."""
    vs = Counter(v.cls for v in g.vertices if v.cls is not VertexClass.ANS)
    es = Counter(e.cls for e in g.edges if e.cls is not EdgeClass.AGG)
    aggs = sorted(str(e.instance) for e in g.edges if e.cls is EdgeClass.AGG)
    left = " ".join(f"{c.value}{vs[c]}" for c in VERTEX_CLASSES if vs[c])
    right = " ".join([f"{c.value}{es[c]}" for c in EDGE_CLASSES if es[c]] + [f"Agg:{a}" for a in aggs])
    return f"{left} | {right}"


def _instances(g: QueryGraph | None) -> dict[str, set]:
    out: dict[str, set] = {"Ent": set(), "Type": set(), "Rel": set()}
    if g is None:
        return out
    for v in g.vertices:
        if v.cls in (VertexClass.ENT, VertexClass.TYPE) and v.instance is not None:
            out[v.cls.value].add(v.instance)
    for e in g.edges:
        if e.cls is EdgeClass.REL and e.instance != RDF_TYPE:
            out["Rel"].add(e.instance)
    return out


def best_graph(engine, question: str, pool) -> QueryGraph | None:
    """The engine's best filled graph for ``question`` over ``pool``, with no KG: the engine's
    outline and fill search, guidance and the schema ranker's prior off."""
    search = engine.search.with_(execution_guidance=False, fill_relevance=0.0)
    with torch.no_grad():
        ctx = engine.model.encode([question], [pool])[0]
    _, _, beams, _ = engine.search_beams(question, None, search=search, encoded=(pool, ctx))
    return beams[0][1] if beams else None


def structure_record(engine, q: QaldQuestion, gold: QueryGraph, vocab: Vocabulary, seed: int) -> dict:
    """One question decoded and compared with its gold graph."""
    pool = kgless_pool(q.question, gold, vocab, random.Random(f"{seed}|{q.id}"))
    t0 = time.perf_counter()
    pred = best_graph(engine, q.question, pool)
    want, got = _instances(gold), _instances(pred)
    record = {"id": q.id, "question": q.question, "aqg": bool(pred is not None and aqg_equal(gold, pred)),
              "shape": shape_key(gold), "pred_shape": shape_key(pred) if pred is not None else None,
              "ms": round((time.perf_counter() - t0) * 1000, 1)}
    for role in ("Ent", "Rel", "Type"):
        record[f"gold_{role}"] = len(want[role])
        record[f"found_{role}"] = len(want[role] & got[role])
    template = getattr(q, "template_id", None)
    if template is not None:
        record["template"] = template
    return record


def structure_metrics(records: list[dict]) -> dict:
    """The metrics JSON of :func:`structure_record` records."""
    n = len(records)

    def share(num: float, den: float) -> float:
        return round(num / den, 4) if den else 0.0

    result = {"n": n, "aqg_acc": share(sum(r["aqg"] for r in records), n)}
    for role in ("Ent", "Rel", "Type"):
        result[f"{role.lower()}_recall"] = share(sum(r[f"found_{role}"] for r in records),
                                                 sum(r[f"gold_{role}"] for r in records))
        result[f"gold_{role.lower()}"] = sum(r[f"gold_{role}"] for r in records)
    for key, name in (("shape", "by_shape"), ("template", "by_template")):
        groups: dict[str, list[dict]] = {}
        for r in records:
            if key in r:
                groups.setdefault(str(r[key]), []).append(r)
        if groups:
            result[name] = {k: {"n": len(rs), "aqg_acc": share(sum(r["aqg"] for r in rs), len(rs))}
                            for k, rs in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))}
    return result


def _subset(questions: list, cfg: DictConfig) -> list:
    """A seeded ``sample`` of N questions (kept in file order), then the first ``limit``
    (as ``kgqa.evaluate`` subsets)."""
    if cfg.get("sample"):
        keep = random.Random(int(cfg.seed)).sample(range(len(questions)), min(int(cfg.sample), len(questions)))
        questions = [questions[i] for i in sorted(keep)]
    if cfg.get("limit"):
        questions = questions[: int(cfg.limit)]
    return questions


def evaluate_structure(cfg: DictConfig, engine) -> tuple[dict, list[dict]]:
    """The structure-only metrics of the evaluation ``cfg`` describes (``dataset.part`` of the
    file, then ``sample``/``limit``) and the per-question records, with ``engine``'s model."""
    ds = cfg.dataset
    questions = load_questions(ds)
    prefixes = {**QALD_PREFIXES, **(load_prefixes(ds.prefixes) if ds.get("prefixes") else {})}
    golds, skipped_all = gold_graphs(questions, prefixes)
    # the pools' distractors: the whole file's vocabulary, as a KG holds every item of every fold
    vocab = Vocabulary.from_graphs([g for _, g, _ in golds.values()])
    by_id = {q.id: i for i, q in enumerate(questions)}
    chosen = _subset(holdout_fold(questions, str(ds.get("part") or "all")), cfg)
    skipped: Counter = Counter()
    records = []
    seed = int(cfg.get("pool_seed", 0))
    from tqdm import tqdm

    t0 = time.perf_counter()
    for q in tqdm(chosen, desc=f"structure {ds.name}", mininterval=10):
        gold = golds.get(by_id[q.id])
        if gold is None:
            skipped["no gold query" if not q.sparql else "outside the grammar"] += 1
            continue
        records.append(structure_record(engine, q, gold[1], vocab, seed))
    result = structure_metrics(records)
    result.update({"skipped": dict(sorted(skipped.items())), "dataset": ds.name, "part": str(ds.get("part") or "all"),
                   "questions": len(chosen), "checkpoint": str(cfg.checkpoint), "execution_guidance": False,
                   "seconds": round(time.perf_counter() - t0, 1)})
    log.info("structure-only %s: %d questions scored; file skipped %s", ds.name, len(records), dict(skipped_all))
    return result, records
