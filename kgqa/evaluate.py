"""Evaluate HGNet on Spider4SPARQL or a QALD-JSON file (Hydra app over ``conf/evaluate.yaml``).

    python -m kgqa.evaluate split=dev                    # full dev set, shipped checkpoint
    python -m kgqa.evaluate split=dev limit=50           # a quick subset
    python -m kgqa.evaluate search.execution_guidance=false
    python -m kgqa.evaluate 'kgs=[concert_singer,pets_1]'   # only the questions of these KGs
    python -m kgqa.evaluate dataset=qald dataset.path=FILE kg=endpoint kg.endpoint=URL
    python -m kgqa.evaluate dataset=lcquad structure_only=true   # no KG: outline/fill figures (kgqa.evaluate_structure)
    torchrun --standalone --nproc_per_node=2 -m kgqa.evaluate split=dev   # 2 processes, same figures

Each Spider4SPARQL question runs on the embedded KG of its own ``kg_name``; a QALD file's
questions all run on the one KG of ``kg`` (``kgqa.data.qald_examples``: gold answers from the
file, or computed by the file's gold query on that KG). The LAST stdout line is one JSON
object: ``n, aqg_acc, qg_acc, exec_acc, precision, recall, f1, hit1, latency_ms_p50,
latency_ms_p95, kg_calls_per_q`` plus an ``errors`` breakdown by cause (paper Table 5 style),
and for QALD ``by_answer_type`` (``n, exec_acc, f1`` per gold answer type: resource, number,
boolean, literal; ``empty`` for an empty gold result, ``no_gold`` where none is known). A yes/no question is right iff the engine's ``boolean`` equals the gold one
(precision = recall = F1 = Hit@1 = 1 or 0, the QALD convention); no boolean is a wrong answer.

Answer comparison: cells are normalised (numbers compared as floats rounded to 4 places, so
"52" == 52.0 and "34.5" == "34.50"; None == ""); rows are compared as sets, or as lists when the
gold query has ORDER BY; a prediction may list the same columns in another order (HGNet fixes
projection order by its graph traversal). Gold answers are the first 200 rows precomputed in
``answers/<split>_answers_on_kg_generated.json``; when the gold was truncated at 200 rows the
prediction must contain all of them.
"""

from __future__ import annotations

import functools
import itertools
import json
import logging
import re
import statistics
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import hydra
import torch
from omegaconf import DictConfig

from kgqa.data.qald_examples import QaldExample
from kgqa.data.spider4sparql import Example as SpiderExample
from kgqa.distributed import Ranks, gather_to_main, merge_shards, print_on_main, shard_by_kg
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


@dataclass(frozen=True)
class Expected:
    """A question's gold answer as scoring compares an answer with it."""

    rows: tuple[tuple[str, ...], ...] | None  # None: no usable gold answer
    ordered: bool = False  # the gold query has ORDER BY: rows are compared as lists
    boolean: bool | None = None  # a yes/no question's answer (its rows are then not compared)
    answer_type: str | None = None  # the by_answer_type bucket; None: the dataset reports none
    query: str | None = None  # the gold SPARQL, for the query-graph comparison

    @property
    def known(self) -> bool:
        return self.rows is not None or self.boolean is not None


def _has_order_by(query: str | None) -> bool:
    return bool(query and re.search(r"(?i)order\s+by", query))


@functools.singledispatch
def expected_answer(example) -> Expected:
    """The gold answer of one evaluation example; one implementation per dataset's example type."""
    raise TypeError(f"no gold answer reader for {type(example).__name__}")


@expected_answer.register
def _spider_expected(ex: SpiderExample) -> Expected:
    rows = tuple(ex.gold.rows) if ex.gold and ex.gold.status == "ok" else None
    return Expected(rows, ordered=_has_order_by(ex.query), query=ex.query)


@expected_answer.register
def _qald_expected(ex: QaldExample) -> Expected:
    gold = ex.gold
    if gold.status != "ok":
        return Expected(None, answer_type="no_gold", query=ex.query)
    return Expected(gold.rows if gold.boolean is None else None, ordered=_has_order_by(ex.query),
                    boolean=gold.boolean, answer_type=gold.answer_type, query=ex.query)


@dataclass(frozen=True)
class Grade:
    exec: bool
    precision: float
    recall: float
    f1: float
    hit1: float


def grade(ans, expected: Expected) -> Grade:
    """How right ``ans`` (a :class:`kgqa.answer.KGAnswer`) is against ``expected``."""
    if expected.boolean is not None:
        # QALD's convention: a yes/no answer is all right or all wrong; no boolean is wrong
        right = ans.boolean is not None and ans.boolean == expected.boolean
        x = float(right)
        return Grade(right, x, x, x, x)
    if expected.rows is None or ans.error is not None:
        # an engine that gave no answer (no graph, its query failed) is wrong, as a missing yes/no
        # is, even where the gold answer is empty (dev, s17: a query timeout scored as right)
        return Grade(False, 0.0, 0.0, 0.0, 0.0)
    return Grade(exec_match(ans.rows, expected.rows, expected.ordered), *prf(ans.rows, expected.rows),
                 hit1(ans.rows, expected.rows))


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
    return subset(examples, cfg)


def subset(examples: list, cfg: DictConfig) -> list:
    """A seeded ``sample`` of N questions (kept in file order), then the first ``limit``."""
    import random

    if cfg.get("sample"):
        # sampling positions draws the same questions as sampling the list itself
        keep = random.Random(int(cfg.seed)).sample(range(len(examples)), min(int(cfg.sample), len(examples)))
        examples = [examples[i] for i in sorted(keep)]
    if cfg.get("limit"):
        examples = examples[: int(cfg.limit)]
    return examples


def qald_dataset_examples(cfg: DictConfig, open_kg) -> list[QaldExample]:
    """The questions of ``dataset.path`` (QALD-JSON) on the KG named ``dataset.kg_name``, with gold
    answers from the file or computed on that KG; then ``sample`` / ``limit``."""
    from kgqa.data.qald import QALD_PREFIXES, load_prefixes, load_qald
    from kgqa.data.qald_examples import qald_examples

    ds = cfg.dataset
    if cfg.kg.backend != "endpoint" and not cfg.kg.get("name"):
        raise ValueError("dataset=qald answers on one KG: pass kg=endpoint kg.endpoint=URL")
    questions = load_qald(Path(ds.path).expanduser())
    language = str(ds.get("language") or "")
    # load_qald reads the English string of a question, else its first language's
    asked = [q for q in questions if q.question and (not language or same_language(q.language, language))]
    if len(asked) < len(questions):
        log.warning("%d of %d questions have no %s text and are skipped", len(questions) - len(asked),
                    len(questions), language or "question")
    prefixes = {**QALD_PREFIXES, **(load_prefixes(ds.prefixes) if ds.get("prefixes") else {})}
    return qald_examples(subset(asked, cfg), ds.kg_name, open_kg(ds.kg_name),
                         timeout_s=float(ds.gold_timeout_s), prefixes=prefixes)


def same_language(tag: str, language: str) -> bool:
    return tag.lower().replace("_", "-").split("-")[0] == language.lower().split("-")[0]


def answer_question(engine, kg, question: str, kg_name: str):
    """The engine's answer (:class:`kgqa.answer.KGAnswer`) and its latency in ms."""
    from kgqa.answer import KGAnswer
    from kgqa.kg.errors import KG_FAULTS

    t0 = time.perf_counter()
    try:
        ans = engine.answer(question, kg, kg_name=kg_name)
    except KG_FAULTS as e:  # e.g. the chosen query timed out: a wrong answer, not a crash
        ans = KGAnswer(question=question, kg=kg_name, error=f"{type(e).__name__}: {e}")
    return ans, (time.perf_counter() - t0) * 1000


def warm_kgs(examples: list, open_kg) -> None:
    """Open the examples' KGs and build their schema/value indexes (set-up, not answering latency
    or calls), then empty their query caches: KGs are shared in a process, and an evaluation must
    not reuse another run's answers (the rows of one bench process must compare)."""
    from kgqa.models.slots import slot_candidates

    for name in dict.fromkeys(e.kg_name for e in examples):
        kg = open_kg(name)
        slot_candidates("", kg)
        kg.clear_cache()


def score(engine, examples: list, open_kg, *, desc: str = "evaluate",
          ranks: Ranks = Ranks()) -> tuple[dict | None, list[dict]]:
    """Answers ``examples`` with ``engine`` over ``open_kg(kg_name)`` and scores them against
    their gold answers (:func:`expected_answer`): the metrics JSON (without the run's settings)
    and one record per question, in the order of ``examples``.

    In a distributed job each rank answers its KGs' share (:func:`kgqa.distributed.shard_by_kg`)
    and rank 0 gathers every record and computes the metrics from them, so they equal a single
    process's; the other ranks return ``(None, [])``.
    """
    from tqdm import tqdm

    mine = shard_by_kg(examples, lambda e: e.kg_name, ranks)
    warm_kgs([ex for _, ex in mine], open_kg)
    records = [(pos, question_record(engine, ex, open_kg))
               for pos, ex in tqdm(mine, desc=desc, mininterval=10, disable=not ranks.is_main)]
    shards = gather_to_main(records, ranks)
    if shards is None:
        return None, []
    records = merge_shards(shards)
    return metrics(records), records


def question_record(engine, ex, open_kg) -> dict:
    """One question answered and graded: what :func:`metrics` counts, and what a reader of
    ``predictions.jsonl`` needs to see why it was right or wrong."""
    from kgqa.models.examples import NotTrainable, gold_graph
    from kgqa.querygraph import QueryGraph, aqg_equal, graph_equal

    expected = expected_answer(ex)
    ans, ms = answer_question(engine, open_kg(ex.kg_name), ex.question, ex.kg_name)
    try:
        gold_g = gold_graph(expected.query)[1] if expected.query else None
    except NotTrainable:
        gold_g = None
    pred_g = QueryGraph.from_json(ans.query_graph) if ans.query_graph else None
    aqg_ok = bool(gold_g and pred_g and aqg_equal(gold_g, pred_g))
    qg_ok = bool(gold_g and pred_g and graph_equal(gold_g, pred_g))
    g = grade(ans, expected)
    cause = None
    if not g.exec:
        cause = ("gold_missing" if not expected.known else
                 "no_gold_query" if expected.query is None else
                 "gold_outside_grammar" if gold_g is None else
                 "structure (AQG wrong)" if not aqg_ok else
                 "instance (AQG right, fill wrong)" if not qg_ok else
                 "execution (graph right, answers differ)")
    record = {"idx": ex.idx, "kg": ex.kg_name, "question": ex.question, "exec": g.exec, "aqg": aqg_ok,
              "qg": qg_ok, "sparql": ans.sparql, "gold": ex.query, "n_rows": len(ans.rows),
              "ms": round(ms, 1), "kg_calls": ans.kg_calls, "error": ans.error, "cause": cause,
              "precision": g.precision, "recall": g.recall, "f1": g.f1, "hit1": g.hit1}
    if expected.answer_type is not None:
        record["answer_type"] = expected.answer_type
        record["boolean"] = ans.boolean
        record["gold_boolean"] = expected.boolean
    return record


def metrics(records: list[dict]) -> dict:
    """The metrics JSON of graded question records (:func:`question_record`)."""
    n = len(records)

    def mean(key: str) -> float:
        return round(sum(r[key] for r in records) / n, 4) if n else 0.0

    result = {
        "n": n,
        "aqg_acc": mean("aqg"),
        "qg_acc": mean("qg"),
        "exec_acc": mean("exec"),
        "precision": mean("precision"),
        "recall": mean("recall"),
        "f1": mean("f1"),
        "hit1": mean("hit1"),
        "latency_ms_p50": round(percentile([r["ms"] for r in records], 0.5), 1),
        "latency_ms_p95": round(percentile([r["ms"] for r in records], 0.95), 1),
        "kg_calls_per_q": round(statistics.mean(r["kg_calls"] for r in records), 2) if n else 0.0,
        "errors": dict(sorted(Counter(r["cause"] for r in records if r["cause"]).items())),
    }
    by_type: dict[str, Counter] = {}
    for r in records:
        if "answer_type" in r:
            tally = by_type.setdefault(r["answer_type"], Counter())
            tally["n"] += 1
            tally["exec"] += r["exec"]
            tally["f1"] += r["f1"]
    if by_type:
        result["by_answer_type"] = {
            t: {"n": c["n"], "exec_acc": round(c["exec"] / c["n"], 4), "f1": round(c["f1"] / c["n"], 4)}
            for t, c in sorted(by_type.items())
        }
    return result


def engine_from_conf(cfg: DictConfig):
    """The engine an evaluation config names: its checkpoint, search settings and seed."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.config import SearchConfig

    torch.set_num_threads(1)
    torch.manual_seed(int(cfg.seed))
    overrides = {k: cfg.model[k] for k in ("graph_encoder", "aux_encoding", "copy") if k in cfg.model}
    return HGNetEngine.from_checkpoint(resolve(cfg.checkpoint), search=SearchConfig.from_conf(cfg.search),
                                       **_compatible(overrides, resolve(cfg.checkpoint)))


def evaluate(cfg: DictConfig, engine=None, ranks: Ranks = Ranks()) -> dict | None:
    """The metrics JSON of the evaluation ``cfg`` describes (``engine``: reuse a loaded one);
    ``None`` on the ranks other than 0 of a distributed job (rank 0 has every question's record)."""
    result, records = evaluate_with_records(cfg, engine, ranks)
    if cfg.per_question and ranks.is_main:
        _write_records(records)
    return result


def evaluate_with_records(cfg: DictConfig, engine=None,
                          ranks: Ranks = Ranks()) -> tuple[dict | None, list[dict]]:
    """The metrics JSON and the per-question records (``(None, [])`` off rank 0)."""
    engine = engine if engine is not None else engine_from_conf(cfg)
    open_kg = kg_opener(cfg.kg)
    qald = cfg.dataset.name == "qald"
    examples = qald_dataset_examples(cfg, open_kg) if qald else select_examples(cfg)
    result, records = score(engine, examples, open_kg, ranks=ranks,
                            desc=f"evaluate {Path(cfg.dataset.path).name if qald else cfg.split}")
    if result is None:
        return None, []
    result["execution_guidance"] = bool(cfg.search.execution_guidance)
    result.update({"dataset": "qald", "path": str(cfg.dataset.path)} if qald else {"split": cfg.split})
    return result, records


def kg_opener(kg_cfg):
    """``kg_name -> KG``, one KG object per name for the whole run (its cache and call counters)."""
    return functools.cache(functools.partial(make_kg, kg_cfg))


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


def structure_only(cfg: DictConfig, engine=None) -> dict:
    """Structure-only figures of a benchmark without its KG (:mod:`kgqa.evaluate_structure`):
    the engine's model, its search without guidance, the reranker not loaded (nothing is executed)."""
    from omegaconf import OmegaConf

    from kgqa.evaluate_structure import evaluate_structure

    cfg = OmegaConf.create(OmegaConf.to_container(cfg, resolve=False))
    cfg.search.rerank = False
    cfg.search.execution_guidance = False
    result, records = evaluate_structure(cfg, engine if engine is not None else engine_from_conf(cfg))
    if cfg.per_question:
        _write_records(records)
    return result


def _write_records(records: list[dict]) -> None:
    """``predictions.jsonl`` in the run's directory (the working directory outside Hydra)."""
    try:
        from hydra.core.hydra_config import HydraConfig

        out_dir = Path(HydraConfig.get().runtime.output_dir)
    except Exception:
        out_dir = Path(".")
    with (out_dir / "predictions.jsonl").open("w") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")


@hydra.main(config_path="../conf", config_name="evaluate", version_base="1.3")
def main(cfg: DictConfig) -> None:
    if cfg.get("structure_only"):
        print(json.dumps(structure_only(cfg)))
        return
    # torchrun -m kgqa.evaluate: each rank answers its KGs' questions
    print_on_main(lambda ranks: evaluate(cfg, ranks=ranks))


if __name__ == "__main__":
    main()
