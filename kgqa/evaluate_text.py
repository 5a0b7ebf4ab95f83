"""Evaluate compiled question answering on MuSiQue / 2Wiki / the 2Wiki hybrid KG (issue 8).

    python -m kgqa.evaluate_text dataset=musique
    python -m kgqa.evaluate_text dataset=2wiki
    python -m kgqa.evaluate_text dataset=2wiki_hybrid

Setting: the held-out half of each 200-record file (``split=eval``; the translator and the
reader were trained on the other half only); the text corpus is every paragraph of the file
(the paragraphs of all records, de-duplicated: a leaf must find its passage among ~4k
MuSiQue / ~1.6k 2Wiki paragraphs, not among its own record's 10-20); the retriever
(``retrieval.kind``: ``focused``, BM25 with the question's names weighted and their own pages
first, :mod:`kgqa.text.focused`; or plain ``bm25``) takes ``k`` passages per leaf, the reader
(``reader.kind``) answers.

Per question: translate (validated, re-sampled, atomic fallback; ``translator.kind=gold``
uses the gold decomposition instead, the upper bound a perfect translator would reach); with
``translator.candidates=k`` the translator's first k distinct valid expressions are each
executed and the most confident execution is kept (:meth:`kgqa.pipeline.Pipeline.answer_best`;
``expression_valid_rate`` and ``decomposition_match`` are those of the first); execute (leaves routed
KG-first in the hybrid setting), take the first answer. In the same run, the **baseline**
retrieves ``k`` passages with the whole question and reads once with the same reader; for
``2wiki_hybrid`` the same translations are also executed **KG-only** and **text-only**.

The last line printed is one JSON object: ``n``, ``expression_valid_rate`` (valid tree
without falling back to the atomic question), ``decomposition_match`` (structure-level,
:func:`kgqa.hybrid.decompositions.same_structure`, against gold decompositions: MuSiQue's
``question_decomposition``, 2Wiki's evidence chains), ``em``, ``f1`` (SQuAD normalisation,
best over the gold answer and its aliases), ``docs_per_leaf`` (passages read per leaf; KG
leaves read none), ``kg_leaves``, ``text_leaves``, ``latency_ms_p50`` (translation +
execution per question), ``baseline`` {...} and, for the hybrid set, ``kg_only`` /
``text_only`` {...}. Per-question records go to ``<run dir>/predictions.jsonl``.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import hydra
from omegaconf import DictConfig

from kgqa.compiler.values import format_value
from kgqa.text.metrics import best_scores, exact_match, f1_score, normalize_answer  # noqa: F401 (re-exported)


def gold_answers(rec: dict) -> list[str]:
    return [rec["answer"], *rec.get("answer_aliases", [])]


# --- the run ---------------------------------------------------------------------------------------


def _summary(rows: list[dict], key: str) -> dict[str, Any]:
    ems = [r[key]["em"] for r in rows]
    f1s = [r[key]["f1"] for r in rows]
    leaves = [l for r in rows for l in r[key].get("leaves", [])]
    # Passages read per executed leaf: every candidate expression's leaves count (the
    # passages were read for all of them), not only the kept execution's.
    executed = sum(r[key].get("leaves_executed", len(r[key].get("leaves", []))) for r in rows)
    docs = sum(r[key].get("docs", 0) for r in rows)
    lat = [r[key]["latency_ms"] for r in rows]
    return {
        "em": round(100 * statistics.fmean(ems), 2) if ems else 0.0,
        "f1": round(100 * statistics.fmean(f1s), 2) if f1s else 0.0,
        "docs_per_leaf": round(docs / executed, 3) if executed else 0.0,
        "kg_leaves": sum(1 for l in leaves if l["source"] == "kg"),
        "text_leaves": sum(1 for l in leaves if l["source"] == "text"),
        "latency_ms_p50": round(statistics.median(lat), 1) if lat else 0.0,
    }


def run(cfg: DictConfig) -> dict[str, Any]:
    import torch

    from kgqa.hybrid.decompositions import gold_tree, read_records, same_structure, split_records
    from kgqa.hybrid.reader import ChatReader, TextLeafEngine
    from kgqa.hybrid.structural import WithStructural
    from kgqa.hybrid.typed_reader import make_reader
    from kgqa.compiler import print_gq
    from kgqa.hybrid.translator import Translation, make_translator
    from kgqa.pipeline import Pipeline
    from kgqa.text.focused import make_retriever
    from kgqa.text.multihop import load_store

    torch.set_num_threads(int(cfg.threads))
    ts = cfg.textset
    records = split_records(ts.file, read_records(ts.file))[cfg.split]
    if cfg.limit:
        records = records[: int(cfg.limit)]
    store = load_store((ts.corpus,))
    retriever = make_retriever(store, str(cfg.retrieval.kind))
    if cfg.reader.kind == "chat":
        from kgqa.hybrid.chat import ChatClient

        reader: Any = ChatReader(ChatClient(cfg.translator.base_url, cfg.translator.model))
    else:
        reader = make_reader(cfg.reader.kind, checkpoint=cfg.reader.checkpoint, weights=cfg.reader.weights,
                             filter_types=bool(cfg.reader.admissible_only))
    if cfg.translator.kind == "gold":
        # An upper bound for analysis: the record's gold decomposition as the expression.
        def translate(rec: dict) -> list[Translation]:
            tree = gold_tree(ts.file, rec)
            return [Translation(rec["question"], tree, print_gq(tree), 1, True)]
    else:
        translator: Any = make_translator(cfg.translator.kind, checkpoint=cfg.translator.checkpoint,
                                          base_url=cfg.translator.base_url, model=cfg.translator.model,
                                          max_attempts=int(cfg.translator.max_attempts))
        if cfg.translator.structural != "off":
            translator = WithStructural(translator, order=str(cfg.translator.structural))

        def translate(rec: dict) -> list[Translation]:
            return translator.translate_candidates(rec["question"], int(cfg.translator.candidates))
    k = int(cfg.retrieval.k)
    beam = int(cfg.beam)
    text = TextLeafEngine(retriever, reader, k=k, name="text", readings=beam,
                          min_confidence=float(cfg.reader.abstain_below))

    engines: dict[str, tuple[Any, Any]] = {"compiled": (None, text)}
    if ts.hybrid:
        from kgqa.hybrid.hybrid_kg import OneEdgeKGEngine, build_hybrid_kg

        hkg = build_hybrid_kg(read_records(ts.file), float(cfg.kg.hide_fraction), int(cfg.kg.hide_seed))
        kg_engine = OneEdgeKGEngine(hkg.kg)
        engines = {"compiled": (kg_engine, text), "kg_only": (kg_engine, None), "text_only": (None, text)}
        print(f"hybrid KG: {len(hkg.visible)} visible triples, {len(hkg.hidden)} hidden", file=sys.stderr)
    pipelines = {name: Pipeline(None, kg, tx, threshold=float(cfg.kg.threshold), max_fanout=int(cfg.max_fanout),
                                beam=beam)
                 for name, (kg, tx) in engines.items()}

    from tqdm import tqdm

    rows: list[dict] = []
    out_dir = Path(cfg.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / "predictions.jsonl").open("w", encoding="utf-8") as pred_file:
        for rec in tqdm(records, desc=f"evaluate_text {ts.name}", mininterval=10, file=sys.stderr):
            golds = gold_answers(rec)
            row: dict[str, Any] = {"id": rec.get("id", rec.get("_id")), "question": rec["question"], "gold": golds,
                                   "type": question_type(ts.name, rec)}
            t0 = time.perf_counter()
            candidates = translate(rec)
            translation = candidates[0]
            t_ms = (time.perf_counter() - t0) * 1000
            row["expression"] = translation.text
            row["candidates"] = [t.text for t in candidates]
            row["valid"] = translation.valid
            row["attempts"] = translation.attempts
            row["decomposition_match"] = same_structure(translation.expression, gold_tree(ts.file, rec))
            for name, pipe in pipelines.items():
                before = sum(text.docs_read)
                result = pipe.answer_best(rec["question"], [t.expression for t in candidates])
                em, f1 = best_scores(result.answer, golds)
                row[name] = {
                    "answer": result.answer, "em": em, "f1": f1, "mode": result.mode, "expression": result.expression,
                    "latency_ms": t_ms + result.latency_ms, "docs": sum(text.docs_read) - before,
                    "leaves": [vars(l) for l in result.leaves],
                    "leaves_executed": sum(a["leaves"] for a in result.alternatives) or len(result.leaves),
                    "alternatives": result.alternatives,
                }
            # Baseline: whole question, k passages, one read (same reader).
            t1 = time.perf_counter()
            hits = retriever.search(rec["question"], k)
            base = reader.read(rec["question"], [p for p, _ in hits])
            em, f1 = best_scores(base.answer, golds)
            row["baseline"] = {"answer": base.answer, "em": em, "f1": f1, "docs": len(hits),
                               "latency_ms": (time.perf_counter() - t1) * 1000,
                               "leaves": [{"source": "text"}]}
            rows.append(row)
            pred_file.write(json.dumps(row, ensure_ascii=False, default=format_value) + "\n")

    n = len(rows)
    result: dict[str, Any] = {
        "dataset": ts.name,
        "n": n,
        "expression_valid_rate": round(sum(r["valid"] for r in rows) / n, 4) if n else 0.0,
        "decomposition_match": round(sum(r["decomposition_match"] for r in rows) / n, 4) if n else 0.0,
        **_summary(rows, "compiled"),
        "baseline": _summary(rows, "baseline"),
    }
    if ts.hybrid:
        result["kg_only"] = _summary(rows, "kg_only")
        result["text_only"] = _summary(rows, "text_only")
    result["by_type"] = by_type(rows, [name for name in ("compiled", "baseline", "kg_only", "text_only")
                                       if name in result or name == "compiled"])
    return result


def question_type(dataset: str, rec: dict) -> str:
    """2Wiki's ``type`` (comparison, compositional, ...); MuSiQue's hop count ("2hop")."""
    if rec.get("type"):
        return str(rec["type"])
    rid = str(rec.get("id", ""))
    return rid.split("__", 1)[0] if "__" in rid else f"{len(rec.get('question_decomposition', []))}hop"


def by_type(rows: list[dict], runs: list[str]) -> dict[str, dict[str, Any]]:
    """n and F1 of each run per question type."""
    out: dict[str, dict[str, Any]] = {}
    for kind in sorted({r["type"] for r in rows}):
        subset = [r for r in rows if r["type"] == kind]
        out[kind] = {"n": len(subset), **{f"{run}_f1": round(100 * statistics.fmean(r[run]["f1"] for r in subset), 2)
                                          for run in runs}}
    return out


@hydra.main(version_base=None, config_path="../conf", config_name="evaluate_text")
def main(cfg: DictConfig) -> None:
    result = run(cfg)
    print(json.dumps(result), flush=True)


def _argv_dataset_to_textset(argv: list[str]) -> list[str]:
    """``dataset=X`` picks the ``textset`` group (conf/dataset/ is the KG engine's group)."""
    return [("textset=" + a.split("=", 1)[1]) if a.startswith("dataset=") else a for a in argv]


if __name__ == "__main__":
    sys.argv = [sys.argv[0], *_argv_dataset_to_textset(sys.argv[1:])]
    main()
