"""Evaluate HGNet on Spider4SPARQL (Hydra app over ``conf/evaluate.yaml``).

    python -m kgqa.evaluate split=dev                    # full dev set, shipped checkpoint
    python -m kgqa.evaluate split=dev limit=50           # a quick subset
    python -m kgqa.evaluate search.execution_guidance=false
    python -m kgqa.evaluate 'kgs=[concert_singer,pets_1]'   # only the questions of these KGs

Each question runs on the embedded KG of its own ``kg_name``. The LAST stdout line is one JSON
object: ``n, aqg_acc, qg_acc, exec_acc, precision, recall, f1, hit1, latency_ms_p50,
latency_ms_p95, kg_calls_per_q`` plus an ``errors`` breakdown by cause (paper Table 5 style).

Answer comparison: cells are normalised (numbers compared as floats rounded to 4 places, so
"52" == 52.0 and "34.5" == "34.50"; None == ""); rows are compared as sets, or as lists when the
gold query has ORDER BY; a prediction may list the same columns in another order (HGNet fixes
projection order by its graph traversal). Gold answers are the first 200 rows precomputed in
``answers/<split>_answers_on_kg_generated.json``; when the gold was truncated at 200 rows the
prediction must contain all of them.
"""

from __future__ import annotations

import itertools
import json
import logging
import re
import statistics
import time
from collections import Counter

import hydra
import torch
from omegaconf import DictConfig

from kgqa.paths import resolve

log = logging.getLogger(__name__)


def norm_cell(x) -> str:
    s = "" if x is None else str(x).strip()
    try:
        return repr(round(float(s), 4))
    except ValueError:
        return s


def _norm_rows(rows) -> list[tuple[str, ...]]:
    return [tuple(norm_cell(c) for c in r) for r in rows]


def _permutations(pred: list[tuple], width: int):
    if not pred or len(pred[0]) != width or width > 4:
        yield pred
        return
    for perm in itertools.permutations(range(width)):
        yield [tuple(r[i] for i in perm) for r in pred]


def exec_match(pred_rows, gold_rows, ordered: bool) -> bool:
    gold = _norm_rows(gold_rows)
    pred = _norm_rows(pred_rows)
    width = len(gold[0]) if gold else (len(pred[0]) if pred else 0)
    truncated = len(gold) >= 200
    for p in _permutations(pred, width):
        if truncated:
            if set(gold) <= set(p):
                return True
        elif ordered:
            if p == gold or (len(set(gold)) == 1 and set(p) == set(gold)):
                return True
        elif set(p) == set(gold):
            return True
    return False


def prf(pred_rows, gold_rows) -> tuple[float, float, float]:
    gold = set(_norm_rows(gold_rows))
    pred = set(_norm_rows(pred_rows))
    if not gold and not pred:
        return 1.0, 1.0, 1.0
    if not gold or not pred:
        return 0.0, 0.0, 0.0
    best = (0.0, 0.0, 0.0)
    width = len(next(iter(gold)))
    for p in _permutations(sorted(pred), width):
        inter = len(set(p) & gold)
        pr, rc = inter / len(pred), inter / len(gold)
        f = 2 * pr * rc / (pr + rc) if inter else 0.0
        if f > best[2]:
            best = (pr, rc, f)
    return best


def hit1(pred_rows, gold_rows) -> float:
    if not pred_rows:
        return 0.0
    gold = set(_norm_rows(gold_rows))
    first = _norm_rows(pred_rows[:1])[0]
    return float(any(tuple(first[i] for i in perm) in gold for perm in itertools.permutations(range(len(first))))
                 if len(first) <= 4 else first in gold)


def make_kg(kg_cfg, kg_name: str):
    if kg_cfg.backend == "endpoint":
        from kgqa.kg.endpoint import EndpointKG

        return EndpointKG(kg_cfg.endpoint, default_graph=kg_cfg.default_graph, user=kg_cfg.user,
                          password=kg_cfg.password, timeout_s=kg_cfg.timeout_s, name=kg_name)
    from kgqa.data.spider_kgs import spider_kg

    return spider_kg(kg_cfg.name or kg_name, timeout_s=float(kg_cfg.timeout_s))


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    k = (len(xs) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def select_examples(cfg: DictConfig) -> list:
    """The questions to evaluate: ``kgs``, then ``holdout_fold`` (only that fold's KGs that have a
    KG file: settings are chosen there, with the checkpoint trained without them), then a seeded
    ``sample`` or the first ``limit``."""
    import random

    from kgqa.data.spider4sparql import DatasetError, kg_fold, kg_path, load_split, only_kgs

    examples = only_kgs(load_split(cfg.split), cfg.get("kgs"), cfg.split)
    if cfg.get("holdout_fold") is not None:
        fold, folds = int(cfg.holdout_fold), int(cfg.folds)
        names = {e.kg_name for e in examples if kg_fold(e.kg_name, folds) == fold}
        with_file = set()
        for name in names:
            try:
                kg_path(name)
                with_file.add(name)
            except DatasetError:
                pass
        examples = [e for e in examples if e.kg_name in with_file and e.gold is not None and e.gold.status == "ok"]
    if cfg.get("sample"):
        examples = sorted(random.Random(int(cfg.seed)).sample(examples, min(int(cfg.sample), len(examples))),
                          key=lambda e: e.idx)
    if cfg.limit:
        examples = examples[: int(cfg.limit)]
    return examples


def score(engine, examples: list, open_kg, *, desc: str = "evaluate") -> tuple[dict, list[dict]]:
    """Answers ``examples`` with ``engine`` over ``open_kg(kg_name)`` and scores them against
    their gold answers: the metrics JSON (without the run's settings) and one record per question."""
    from kgqa.answer import KGAnswer
    from kgqa.kg.errors import KG_FAULTS
    from kgqa.models.examples import NotTrainable, gold_graph
    from kgqa.models.slots import slot_candidates
    from kgqa.querygraph import QueryGraph, aqg_equal, graph_equal

    # Warm the KGs and their schema/value indexes (set-up, not answering latency or calls), then
    # empty their query caches: KGs are shared in a process, and an evaluation must not reuse
    # another run's answers (the rows of one bench process must compare).
    for name in dict.fromkeys(e.kg_name for e in examples):
        kg = open_kg(name)
        slot_candidates("", kg)
        kg.clear_cache()
    agg = Counter()
    lat, calls, records = [], [], []
    P = R = F = H = 0.0
    from tqdm import tqdm

    for ex in tqdm(examples, desc=desc, mininterval=10):
        kg = open_kg(ex.kg_name)
        t0 = time.perf_counter()
        try:
            ans = engine.answer(ex.question, kg, kg_name=ex.kg_name)
        except KG_FAULTS as e:  # e.g. the chosen query timed out: a wrong answer, not a crash
            ans = KGAnswer(question=ex.question, kg=ex.kg_name, error=f"{type(e).__name__}: {e}")
        lat.append((time.perf_counter() - t0) * 1000)
        calls.append(ans.kg_calls)
        try:
            _, gold_g = gold_graph(ex.query)
        except NotTrainable:
            gold_g = None
        pred_g = QueryGraph.from_json(ans.query_graph) if ans.query_graph else None
        aqg_ok = bool(gold_g and pred_g and aqg_equal(gold_g, pred_g))
        qg_ok = bool(gold_g and pred_g and graph_equal(gold_g, pred_g))
        gold_rows = list(ex.gold.rows) if ex.gold and ex.gold.status == "ok" else None
        ordered = bool(re.search(r"(?i)order\s+by", ex.query))
        if gold_rows is not None:
            ok = exec_match(ans.rows, gold_rows, ordered)
            p, r, f = prf(ans.rows, gold_rows)
            h = hit1(ans.rows, gold_rows)
        else:
            ok, p, r, f, h = False, 0.0, 0.0, 0.0, 0.0
        agg["aqg"] += aqg_ok
        agg["qg"] += qg_ok
        agg["exec"] += ok
        P, R, F, H = P + p, R + r, F + f, H + h
        if not ok:
            cause = ("gold_missing" if gold_rows is None else
                     "gold_outside_grammar" if gold_g is None else
                     "structure (AQG wrong)" if not aqg_ok else
                     "instance (AQG right, fill wrong)" if not qg_ok else
                     "execution (graph right, answers differ)")
            agg["err:" + cause] += 1
        records.append({"idx": ex.idx, "kg": ex.kg_name, "question": ex.question, "exec": ok, "aqg": aqg_ok,
                        "qg": qg_ok, "sparql": ans.sparql, "gold": ex.query, "n_rows": len(ans.rows),
                        "ms": round(lat[-1], 1), "kg_calls": ans.kg_calls, "error": ans.error})
    n = len(examples)
    result = {
        "n": n,
        "aqg_acc": round(agg["aqg"] / n, 4),
        "qg_acc": round(agg["qg"] / n, 4),
        "exec_acc": round(agg["exec"] / n, 4),
        "precision": round(P / n, 4),
        "recall": round(R / n, 4),
        "f1": round(F / n, 4),
        "hit1": round(H / n, 4),
        "latency_ms_p50": round(percentile(lat, 0.5), 1),
        "latency_ms_p95": round(percentile(lat, 0.95), 1),
        "kg_calls_per_q": round(statistics.mean(calls), 2) if calls else 0.0,
        "errors": {k[4:]: v for k, v in sorted(agg.items()) if k.startswith("err:")},
    }
    return result, records


def engine_from_conf(cfg: DictConfig):
    """The engine an evaluation config names: its checkpoint, search settings and seed."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.config import SearchConfig

    torch.set_num_threads(1)
    torch.manual_seed(int(cfg.seed))
    overrides = {k: cfg.model[k] for k in ("graph_encoder", "aux_encoding", "copy") if k in cfg.model}
    return HGNetEngine.from_checkpoint(resolve(cfg.checkpoint), search=SearchConfig.from_conf(cfg.search),
                                       **_compatible(overrides, resolve(cfg.checkpoint)))


def evaluate(cfg: DictConfig) -> dict:
    engine = engine_from_conf(cfg)
    examples = select_examples(cfg)
    result, records = score(engine, examples, lambda name: make_kg(cfg.kg, name), desc=f"evaluate {cfg.split}")
    result["execution_guidance"] = bool(cfg.search.execution_guidance)
    result["split"] = cfg.split
    if cfg.per_question:
        from pathlib import Path

        try:
            from hydra.core.hydra_config import HydraConfig

            out_dir = Path(HydraConfig.get().runtime.output_dir)
        except Exception:
            out_dir = Path(".")
        with (out_dir / "predictions.jsonl").open("w") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
    return result


def _compatible(overrides: dict, path) -> dict:
    """Model switches only change a checkpoint's model when they differ from how it was trained."""
    ckpt = torch.load(path, map_location="cpu", weights_only=False)
    trained = ckpt["config"]
    diff = {k: v for k, v in overrides.items() if trained.get(k) != v}
    if diff:
        log.warning("model overrides %s differ from the checkpoint's training config %s: the checkpoint was "
                    "trained with another architecture; pass the ablation's own checkpoint=...", diff,
                    {k: trained.get(k) for k in diff})
    return diff


@hydra.main(config_path="../conf", config_name="evaluate", version_base="1.3")
def main(cfg: DictConfig) -> None:
    result = evaluate(cfg)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
