"""Fit the execution-aware reranker (:mod:`kgqa.search.rerank`) for a checkpoint (Hydra app over
``conf/train_rerank.yaml``).

    python -m kgqa.train_rerank                        # both folds' samples -> models/hgnet_minilm/rerank.json (the shipped model's)
    python -m kgqa.train_rerank split=dev checkpoint=models/hgnet_minilm/model.pt holdout_fold=null \
        sample=null 'kgs=[...]' fit=false              # score the shipped weights on a collection
    python -m kgqa.train_rerank output=/tmp/w.json 'drop_features=[...]'   # what a feature group adds

1. **Collect**: per held-out fold (``holdout_fold``, cross-fitting), a seeded sample of the
   fold's questions (those with a KG and a gold answer) is searched by the checkpoint trained
   without that fold's KGs (outline, fill with execution guidance); each distinct filled graph
   (up to ``search.rerank_k``, then the graphs join completion adds to them) is executed and recorded with a summary of its result
   (:class:`kgqa.search.rerank.RankedGraph`: features are recomputed from it at fit time),
   together with the question's schema relevance, and whether its answer equals the gold answer
   (:func:`kgqa.evaluate.exec_match`). One JSON line per question, cached under
   ``.cache/rerank/``, appended as it goes, so an interrupted collection resumes; ``workers``
   processes split the questions. A cache of a larger sample serves any part of it.
2. **Fit** the weights (listwise softmax, L2) and report, besides the in-sample figures, a
   5-fold cross-validation *grouped by KG* (the reranker must generalise to unseen KGs).
3. **Write** ``output`` atomically with the weights and how they were made.

The last stdout line is one JSON object: questions, oracle (a correct graph among the beams),
no_graph (questions the search found no graph for),
the search's own choice (best score with a non-empty answer), the reranked choice in-sample and
cross-validated.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import random
import re
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import hydra
import torch
from omegaconf import DictConfig, OmegaConf

from kgqa.paths import resolve
from kgqa.search.config import SearchConfig
from kgqa.search.rerank import FEATURES, RankedGraph, rank_features
from kgqa.search.rerank_model import Reranker, fit

log = logging.getLogger(__name__)


def sample_questions(cfg: DictConfig) -> list:
    """The seeded question sample of ``cfg.split`` (optionally only ``cfg.kgs``) with a KG and a gold answer."""
    from kgqa.data.spider4sparql import DatasetError, kg_path, load_split, only_kgs

    examples = [e for e in load_split(cfg.split) if e.gold is not None and e.gold.status == "ok"]
    examples = only_kgs(examples, cfg.get("kgs"), cfg.split)
    if cfg.get("holdout_fold") is not None:
        from kgqa.data.spider4sparql import kg_fold

        examples = [e for e in examples if kg_fold(e.kg_name, int(cfg.folds)) == int(cfg.holdout_fold)]
    has_kg: dict[str, bool] = {}
    for e in examples:
        if e.kg_name not in has_kg:
            try:
                kg_path(e.kg_name)
                has_kg[e.kg_name] = True
            except DatasetError:
                has_kg[e.kg_name] = False
    examples = [e for e in examples if has_kg[e.kg_name]]
    random.Random(int(cfg.seed)).shuffle(examples)
    return examples[: int(cfg.sample)] if cfg.sample else examples


# search settings that do not change which graphs are collected (the collection runs without the reranker)
# (possessive_reading, stated_chain: graphs the engine's answer adds after the collection's search_beams)
_NOT_COLLECTION = ("rerank", "rerank_weights", "yes_no_margin", "yes_no_values", "yes_no_entities",
                   "yes_no_requires_mention", "yes_no_ask_outline", "yes_no_possible", "yes_no_possible_beams",
                   "stated_pair", "named_entities_first", "asked_columns", "entity_answers", "asked_class",
                   "class_sense", "sibling_roles", "claim_times",
                   "possessive_reading", "stated_chain",
                   "stated_chain_bonus", "stated_chain_min_nouns")


def search_key(search: DictConfig) -> str:
    """Names the search settings a collection was made with: its widths, readable, then a short
    hash of the rest (a collection made under other settings holds other graphs)."""
    conf = {k: v for k, v in OmegaConf.to_container(search, resolve=True).items() if k not in _NOT_COLLECTION}
    digest = hashlib.sha1(json.dumps(conf, sort_keys=True).encode()).hexdigest()[:6]
    return f"b{conf.get('outline_beam')}a{conf.get('n_aqg')}f{conf.get('fill_beam')}k{conf.get('rerank_k')}-{digest}"


def cache_path(cfg: DictConfig) -> Path:
    if cfg.get("cache"):
        return resolve(str(cfg.cache).replace("{fold}", str(cfg.get("holdout_fold"))))
    kgs = "" if not cfg.get("kgs") else "-" + "+".join(sorted(str(k).lower() for k in cfg.kgs))[:80]
    if cfg.get("holdout_fold") is not None:
        kgs += f"-fold{cfg.holdout_fold}of{cfg.folds}"
    ckpt = Path(str(cfg.checkpoint)).stem + checkpoint_key(resolve(str(cfg.checkpoint)))
    return resolve(".cache/rerank") / f"{ckpt}-{cfg.split}{kgs}-{cfg.sample}-{cfg.seed}-{search_key(cfg.search)}.jsonl"


def checkpoint_key(path: Path) -> str:
    """``@`` and a short hash of the checkpoint's bytes (empty when there is no such file yet): a
    retrained ``fold0.pt`` collects anew instead of reading the beams of the model it replaced."""
    if not path.is_file():
        return ""
    return "@" + hashlib.sha1(path.read_bytes()).hexdigest()[:8]


def _collect_shard(args) -> int:
    """Worker: collect one shard of the questions into its own part file (appending, resumable)."""
    cfg_dict, shard, n_shards, part = args
    cfg = OmegaConf.create(cfg_dict)
    from tqdm import tqdm

    from kgqa.evaluate import exec_match, make_kg
    from kgqa.engine.hgnet_engine import HGNetEngine, plain_rows

    torch.set_num_threads(1)
    torch.manual_seed(int(cfg.seed))
    search = SearchConfig.from_conf(cfg.search).with_(rerank=False)
    engine = HGNetEngine.from_checkpoint(resolve(cfg.checkpoint), search=search)
    examples = sample_questions(cfg)[shard::n_shards]
    done = set()
    part = Path(part)
    if part.exists():
        done = {json.loads(line)["idx"] for line in part.read_text().splitlines() if line.strip()}
    with part.open("a") as f:
        for ex in tqdm(examples, desc=f"collect {cfg.split} [{shard + 1}/{n_shards}]", position=shard,
                       mininterval=10):
            if ex.idx in done:
                continue
            kg = make_kg(cfg.kg, ex.kg_name)
            pool, ctx, beams, _ = engine.search_beams(ex.question, kg)
            relevance = engine.context_relevance(ctx, ex.question, kg)
            beams = engine.reranked_beams(beams, pool)
            graphs, results = engine.execute_beams(beams, kg)
            ordered = bool(re.search(r"(?i)order\s+by", ex.query))
            gold = list(ex.gold.rows)
            record = {
                "idx": ex.idx, "kg": ex.kg_name, "question": ex.question, "links": engine.question_links(ctx),
                "relevance": relevance,
                "graphs": [dataclasses.asdict(g) for g in graphs],
                "ok": [res is not None and exec_match(plain_rows(res.rows), gold, ordered) for res in results],
            }
            f.write(json.dumps(record) + "\n")
            f.flush()
    return len(examples)


def per_fold(cfg: DictConfig) -> list[DictConfig]:
    """One collection config per held-out fold.

    ``holdout_fold`` may be one fold, a list of folds (cross-fitting: each fold's beams come from
    ``checkpoint`` with ``{fold}`` replaced by it, a model trained without that fold's KGs), or
    null (all KGs, ``checkpoint`` as given).
    """
    folds = cfg.get("holdout_fold")
    folds = [folds] if folds is None or isinstance(folds, int) else list(folds)
    out = []
    for fold in folds:
        sub = OmegaConf.merge(cfg, {"holdout_fold": fold})
        if fold is not None:
            sub.checkpoint = str(cfg.checkpoint).replace("{fold}", str(fold))
        elif "{fold}" in str(cfg.checkpoint):
            raise ValueError(f"checkpoint={cfg.checkpoint} names a fold but holdout_fold is null")
        out.append(sub)
    return out


def collect(cfg: DictConfig) -> list[dict]:
    """The collection for ``cfg`` (from the cache where already made), every fold's in turn."""
    return [r for sub in per_fold(cfg) for r in collect_fold(sub)]


def collect_fold(cfg: DictConfig) -> list[dict]:
    """The collection of one fold (``cfg.holdout_fold`` a single fold or null)."""
    path = cache_path(cfg)
    path.parent.mkdir(parents=True, exist_ok=True)
    workers = max(1, int(cfg.workers))
    parts = [path.with_name(f"{path.name}.part{i}") for i in range(workers)]
    if not path.exists():
        cfg_dict = OmegaConf.to_container(cfg, resolve=True)
        jobs = [(cfg_dict, i, workers, str(p)) for i, p in enumerate(parts)]
        if workers == 1:
            _collect_shard(jobs[0])
        else:
            with ProcessPoolExecutor(workers) as pool:
                list(pool.map(_collect_shard, jobs))
        lines = [line for p in parts for line in p.read_text().splitlines() if line.strip()]
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text("\n".join(lines) + "\n")
        tmp.replace(path)
        for p in parts:
            p.unlink()
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    if any("relevance" not in r or "graphs" not in r for r in records):
        raise RuntimeError(f"{path} was collected by an older version (no schema relevance): delete it to recollect")
    # a cache of a larger sample (all of dev, say) serves any part of it (one half's KGs)
    wanted = {e.idx for e in sample_questions(cfg)}
    missing = wanted - {r["idx"] for r in records}
    if missing:
        raise RuntimeError(f"{path} lacks {len(missing)} of the sample's {len(wanted)} questions: delete it to recollect")
    records = [r for r in records if r["idx"] in wanted]
    names = schema_words(cfg, {r["kg"] for r in records})
    for r in records:
        graphs = [RankedGraph(**g) for g in r["graphs"]]
        r["features"] = rank_features(r["question"], r["links"], graphs, r["relevance"], names[r["kg"]])
    return records


def schema_words(cfg: DictConfig, kg_names) -> dict[str, dict]:
    """Each KG's schema words (:meth:`kgqa.candidates.schema.SchemaIndex.words`), read at fit time
    as the engine reads them at answer time, so a collection serves any change to how the
    reranker reads the schema. Each KG is opened once for its identity; the schema itself comes
    from the onboarding cache."""
    from kgqa.candidates.collect import default_collector
    from kgqa.evaluate import make_kg

    collector = default_collector()
    return {name: collector.schema(make_kg(cfg.kg, name)).words() for name in sorted(kg_names)}


def search_choice(record: dict) -> int:
    """What the search picks without a reranker: the best-scored graph with a non-empty answer."""
    for i, f in enumerate(record["features"]):
        if not f["failed"] and not f["empty"]:
            return i
    return 0


def accuracy(records: list[dict], choose) -> float:
    if not records:
        return 0.0
    right = sum(bool(r["features"]) and r["ok"][choose(r)] for r in records)
    return round(right / len(records), 4)


def reranked_choice(model: Reranker):
    def choose(record: dict) -> int:
        scores = [model.score(f) for f in record["features"]]
        return max(range(len(scores)), key=lambda i: (scores[i], -i))
    return choose


def kg_folds(records: list[dict], folds: int) -> dict[str, int] | None:
    """A fold per KG (seeded), so that held-out questions come from KGs not fitted on."""
    kgs = sorted({r["kg"] for r in records})
    if len(kgs) < 2:
        return None  # one KG: nothing to hold out
    random.Random(0).shuffle(kgs)
    return {kg: i % folds for i, kg in enumerate(kgs)}


def out_of_fold_scores(records: list[dict], l2: float, folds: int = 5, drop=(), train_share: float = 1.0,
                       **fit_kw) -> list[list[float] | None]:
    """Per record, its graphs' reranker scores under a model fitted on the other folds' KGs
    (``None`` where none could be fitted without it); ``fit_kw``: the hidden layer's settings.
    ``train_share`` < 1 fits each model on that share of the other folds' questions (seeded by
    the fit seed): a learning curve on the same held-out questions (``kgqa.bench.rerank_curve``)."""
    fold_of = kg_folds(records, folds)
    scores: list[list[float] | None] = [None] * len(records)
    if fold_of is None:
        return scores
    for k in range(folds):
        train = [r for r in records if fold_of[r["kg"]] != k]
        if train_share < 1.0:
            random.Random(int(fit_kw.get("seed", 0))).shuffle(train)
            train = train[: max(1, round(len(train) * train_share))]
        test = [i for i, r in enumerate(records) if fold_of[r["kg"]] == k]
        if not test or not any(any(r["ok"]) for r in train):
            continue
        model = fit([(r["features"], r["ok"]) for r in train], l2=l2, drop=drop, **fit_kw)
        for i in test:
            scores[i] = [model.score(f) for f in records[i]["features"]]
    return scores


def grouped_cv(records: list[dict], l2: float, folds: int = 5, drop=(), train_share: float = 1.0,
               **fit_kw) -> float | None:
    """Accuracy of a model fitted on the other folds, folds made of whole KGs."""
    if kg_folds(records, folds) is None:
        return None
    scores = out_of_fold_scores(records, l2, folds, drop, train_share, **fit_kw)
    right = sum(bool(sc) and r["ok"][best(sc)] for r, sc in zip(records, scores))
    return round(right / len(records), 4)


def fit_settings(cfg: DictConfig) -> dict:
    """The hidden layer's settings of ``conf/train_rerank.yaml`` (``hidden: 0``: linear only)."""
    return {"hidden": int(cfg.get("hidden") or 0), "hidden_decay": float(cfg.get("hidden_decay", 1e-2)),
            "seed": int(cfg.get("fit_seed") or 0)}


def best(scores: list[float]) -> int:
    """The reranker's choice: the best score, the earlier graph on a tie (as ``Reranker.rank``)."""
    return max(range(len(scores)), key=lambda i: (scores[i], -i))


def train_rerank(cfg: DictConfig) -> dict:
    t0 = time.time()
    records = collect(cfg)
    result = {
        "questions": len(records),
        "oracle": accuracy(records, lambda r: r["ok"].index(True) if any(r["ok"]) else 0),
        # questions join completion added graphs to, and the oracle without those graphs (what
        # the model's own search found)
        "completed_questions": sum(any(g.get("added_joins") for g in r["graphs"]) for r in records),
        "oracle_searched": round(sum(any(ok for g, ok in zip(r["graphs"], r["ok"]) if not g.get("added_joins"))
                                     for r in records) / max(len(records), 1), 4),
        "search_choice": accuracy(records, search_choice),
        # questions the search found no graph for (a setting that prunes may empty whole searches)
        "no_graph": sum(not r["graphs"] for r in records),
    }
    if not cfg.fit:
        weights_path = resolve(cfg.output)
        if weights_path.exists():
            result["reranked (weights in output)"] = accuracy(records, reranked_choice(Reranker.load(weights_path)))
        return result
    drop = list(cfg.get("drop_features") or [])
    fit_kw = fit_settings(cfg)
    model = fit([(r["features"], r["ok"]) for r in records], l2=float(cfg.l2), drop=drop, **fit_kw)
    result["reranked_in_sample"] = accuracy(records, reranked_choice(model))
    result["reranked_cv_by_kg"] = grouped_cv(records, float(cfg.l2), drop=drop, **fit_kw)
    meta = {
        "checkpoint": str(cfg.get("applies_to") or cfg.checkpoint),
        "collected_with": [str(sub.checkpoint) for sub in per_fold(cfg)],
        "holdout_fold": OmegaConf.to_container(cfg, resolve=True).get("holdout_fold"), "split": cfg.split, "sample": cfg.sample, "seed": int(cfg.seed),
        "l2": float(cfg.l2), "hidden": fit_kw["hidden"], "hidden_decay": fit_kw["hidden_decay"],
        "fit_seed": fit_kw["seed"], "drop_features": drop, "rerank_k": int(cfg.search.rerank_k), "features": list(FEATURES),
        "search": OmegaConf.to_container(cfg.search, resolve=True),  # what collected the beams: the collection key
        "command": "python -m kgqa.train_rerank", **result, "minutes": round((time.time() - t0) / 60, 1),
    }
    out = resolve(cfg.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    model.meta = meta
    model.save(out)
    log.info("wrote %s", out)
    return result


@hydra.main(config_path="../conf", config_name="train_rerank", version_base="1.3")
def main(cfg: DictConfig) -> None:
    logging.basicConfig(level=logging.INFO)
    print(json.dumps(train_rerank(cfg)))


if __name__ == "__main__":
    main()
