"""``python -m kgqa.adapt kg.endpoint=URL [minutes=30]``: adapt the shipped model to one KG, offline,
on CPU, with no question written by anyone (conf/adapt.yaml; docs/adapt.md).

1. onboard the KG (:func:`kgqa.candidates.onboarding.onboard`, as ``kgqa.onboard`` does);
2. synthesize questions from it (:func:`kgqa.synthesize.synthesize`; ``n`` chosen to fit the
   budget) and hold a seeded ``holdout`` share out: the KG's own check set;
3. fine-tune the base checkpoint (``trainer.init_from``) on the rest, preprocessed as
   ``dataset=qald`` pairs on that KG (:func:`kgqa.models.qald_training.load_qald_training`), with
   the user's own pairs (``examples=FILE``, weighted above) and a replay of the base's training
   data (a share of the KG-less LC-QuAD 1.0 / QALD-9 sets, optionally of Spider4SPARQL train) so
   that nothing learned is forgotten, by :func:`kgqa.train.train` within what is left of
   ``minutes`` (progress bar; ``resume=true`` continues an interrupted run);
4. save it under the KG's cache identity (:mod:`kgqa.candidates.adapted`), where ``kgqa.serve``
   finds it: the weights part of the way back to the base's (``interpolate``,
   :mod:`kgqa.models.interpolate`), the fine-tuned ones beside it (``finetuned.pt``);
5. score the base and the adapted checkpoint on the held-out questions (:func:`kgqa.evaluate.score`).

The last stdout line is one JSON summary (synthesis rate, questions, minutes per stage, exec
before/after): this command is also the adaptation benchmark (``python -m kgqa.bench.adapt``).
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections import Counter
from pathlib import Path

import hydra
import torch
from omegaconf import DictConfig, OmegaConf

from kgqa.paths import resolve

log = logging.getLogger("kgqa.adapt")

CONFIG_DIR = Path(__file__).resolve().parent.parent / "conf"
#: the fine-tuned weights as trained, beside the saved (interpolated) model
FINETUNED = "finetuned.pt"


class AdaptError(Exception):
    """A run that cannot start or cannot teach anything: a bad budget, an unreachable or empty KG,
    nothing synthesized."""


def open_kg(cfg: DictConfig):
    """``(name, KnowledgeGraph)`` for the ``kg`` keys: RDF files, an endpoint, or a bundled KG (the
    same names ``kgqa.serve`` gives them, so the adapted checkpoint is found under the same key)."""
    from kgqa.kg.errors import KGError

    if cfg.kg.get("files"):
        from kgqa.kg.embedded import EmbeddedKG

        files = [Path(str(f)).expanduser() for f in cfg.kg.files]
        try:
            kg = EmbeddedKG(files, name=cfg.kg.get("name"), timeout_s=float(cfg.kg.timeout_s))
        except KGError as e:
            raise AdaptError(str(e)) from None
        return kg.name, kg
    from kgqa.kg.errors import UnknownKG
    from kgqa.service.catalog import build_catalog

    try:
        return build_catalog(cfg).get(None)
    except UnknownKG as e:
        raise AdaptError(str(e)) from None


def check_kg(kg, where: str) -> None:
    """Fail early, with the reason: an endpoint that does not answer, or a KG with no triple."""
    from kgqa.kg.errors import KGError

    try:
        nonempty = kg.ask("ASK { ?s ?p ?o }", timeout_s=30, use_cache=False)
    except KGError as e:
        raise AdaptError(f"the KG at {where} does not answer: {type(e).__name__}: {e}") from None
    if not nonempty:
        raise AdaptError(f"the KG at {where} holds no triple: there is nothing to adapt to")


def question_count(cfg: DictConfig) -> int:
    """``n``, else what the budget's preprocessing share allows (``n_min``..``n_max``)."""
    if cfg.get("n"):
        return int(cfg.n)
    fit = float(cfg.minutes) * 60 * float(cfg.prep_share) / float(cfg.prep_s_per_question)
    return int(min(max(fit, int(cfg.n_min)), int(cfg.n_max)))


def split_holdout(questions: list, share: float, seed: int) -> tuple[list, list]:
    """``(train, held out)``: a seeded ``share`` of ``questions`` (at least one when there are two)."""
    k = min(round(len(questions) * share), len(questions) - 1) if share > 0 else 0
    k = max(k, 1) if share > 0 and len(questions) >= 2 else k
    held = set(random.Random(seed).sample(range(len(questions)), k))
    return ([q for i, q in enumerate(questions) if i not in held],
            [q for i, q in enumerate(questions) if i in held])


def pair_examples(path: Path, kg, name: str, prefixes: dict, progress: bool) -> tuple[list, Counter]:
    """``dataset=qald``-style training examples of a QALD-JSON file on ``kg`` (preprocessing cached)."""
    from kgqa.data.qald import load_qald
    from kgqa.models.qald_training import load_qald_training

    questions = [q for q in load_qald(path) if q.question]
    return load_qald_training(questions, kg, name, prefixes=prefixes, verify=True, progress=progress)


def replay_examples(cfg: DictConfig, rng: random.Random) -> dict[str, list]:
    """The base checkpoint's own training data, each a ``replay.*`` share: the KG-less sets
    (:func:`kgqa.models.mixture.kgless_set`) and Spider4SPARQL train (only loaded when its share
    is above 0: its first preprocessing on a fresh machine takes about 24 minutes; less the KGs
    named in ``replay.spider_exclude``, so that a Spider4SPARQL train KG can be an adaptation fold
    whose human questions the replay does not show)."""
    from kgqa.models.mixture import kgless_set, weighted

    out: dict[str, list] = {}
    share = float(cfg.replay.kgless or 0)
    if share > 0:
        wanted = cfg.replay.get("kgless_sets")
        for name, spec in (cfg.replay.mix.get("kgless") or {}).items():
            if wanted is None or name in wanted:
                out[name] = weighted(kgless_set(spec, name, int(cfg.seed)), share, rng)
    if float(cfg.replay.spider or 0) > 0:
        from kgqa.data.spider4sparql import DatasetError
        from kgqa.models.examples import hgnet_examples_path, load_hgnet_examples

        split = str(cfg.replay.spider_split)
        cached = hgnet_examples_path(split)
        if cfg.replay.get("spider_if_cached", True) and not cached.exists():
            # building it (~24 minutes on 2 cores) would take most of a default budget
            log.warning("no Spider4SPARQL replay: its preprocessing is not cached (%s); build it once with "
                        "python -m kgqa.adapt ... replay.spider_if_cached=false (about 24 minutes on 2 cores)", cached)
            return out
        try:
            spider, _ = load_hgnet_examples(split)
        except DatasetError as e:  # a machine without the dataset (KGQA_SHARED_DATA): adapt without it
            log.warning("no Spider4SPARQL replay (replay.spider=%s): %s", cfg.replay.spider, e)
            return out
        exclude = set(cfg.replay.get("spider_exclude") or ())
        spider = [ex for ex in spider if ex.kg_name not in exclude]
        out["spider4sparql"] = weighted(spider, float(cfg.replay.spider), rng)
    return out


def base_model_config(base: Path) -> dict:
    """The model config of the base checkpoint, as ``kgqa.train`` instantiates it."""
    ckpt = torch.load(base, map_location="cpu", weights_only=False)
    return {"_target_": "kgqa.models.hgnet.HGNet", **ckpt["config"]}


def training_config(cfg: DictConfig, model: dict, out: Path, max_minutes: float, resume: Path | None) -> DictConfig:
    """The ``kgqa.train`` config of the fine-tune: the ``trainer`` group of conf/adapt.yaml, the
    base's model, the budget, and the output paths."""
    trainer = OmegaConf.to_container(cfg.trainer, resolve=True)
    trainer.update(max_minutes=max_minutes, export=str(out), resume=str(resume) if resume else None,
                   checkpoint=str(trainer.get("checkpoint") or out.with_name("last.pt")),
                   init_from=str(resolve(cfg.base)))
    return OmegaConf.create({"seed": int(cfg.seed), "model": model, "trainer": trainer})


def score_checkpoint(checkpoint: Path, cfg: DictConfig, examples: list, kg, desc: str) -> tuple[dict, list]:
    """Exec and the per-question records of ``checkpoint`` on ``examples`` (the service's search)."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.evaluate import score
    from kgqa.search.config import SearchConfig

    torch.manual_seed(int(cfg.seed))
    engine = HGNetEngine.from_checkpoint(checkpoint, search=SearchConfig.from_conf(cfg.search))
    return score(engine, examples, lambda _name: kg, desc=desc)


def by_shape(records: list[dict]) -> dict[str, float]:
    """Exec per synthetic shape (the shape is the id's suffix, ``<n>-<shape>``)."""
    tally: dict[str, list[int]] = {}
    for r in records:
        shape = str(r["idx"]).split("-", 1)[-1]
        tally.setdefault(shape, []).append(int(r["exec"]))
    return {s: round(sum(v) / len(v), 3) for s, v in sorted(tally.items())}


def run(cfg: DictConfig) -> dict:
    """Adapt, save, score; the summary (see module docstring)."""
    from kgqa.candidates.adapted import CARD, CHECKPOINT, adapted_dir
    from kgqa.candidates.onboarding import onboard
    from kgqa.data.qald import QALD_PREFIXES, load_prefixes, load_qald
    from kgqa.data.qald_examples import qald_examples
    from kgqa.kg.errors import KGError
    from kgqa.models.mixture import weighted
    from kgqa.synthesize import synthesize, write_synthetic
    from kgqa.train import train

    # preprocessing (MiniLM over every synthetic question) runs before the trainer sets its
    # threads; at torch's default on a loaded 2-core machine it was 15-25x slower a question
    torch.set_num_threads(int(cfg.trainer.threads))
    minutes = float(cfg.minutes)
    if not minutes > 0:
        raise AdaptError(f"minutes must be a budget above 0, not {cfg.minutes}")
    base = resolve(cfg.base)
    if not base.exists():
        raise AdaptError(f"no base checkpoint at {base}: see models/hgnet/README.md")
    if cfg.get("examples") and not Path(str(cfg.examples)).expanduser().exists():
        raise AdaptError(f"examples={cfg.examples}: no such file")
    t0 = time.time()
    name, kg = open_kg(cfg)
    where = cfg.kg.endpoint or (", ".join(map(str, cfg.kg.files)) if cfg.kg.get("files") else f"kg/{name}")
    check_kg(kg, str(where))
    try:
        onboarded = onboard(kg, refresh=bool(cfg.refresh), language=str(cfg.language), progress=bool(cfg.progress))
    except KGError as e:
        raise AdaptError(f"onboarding {where} failed: {type(e).__name__}: {e}") from None
    out = Path(cfg.output) if cfg.output else adapted_dir(onboarded.key) / CHECKPOINT
    folder = out.parent
    folder.mkdir(parents=True, exist_ok=True)
    t_onboard = time.time()

    n = question_count(cfg)
    log.info("adapting %s (%s): synthesizing %d questions", base, where, n)
    report = synthesize(kg, onboarded, n, seed=int(cfg.seed), max_answers=int(cfg.max_answers),
                        timeout_s=float(cfg.kg.timeout_s), shapes=list(cfg.shapes) if cfg.shapes else None,
                        progress=bool(cfg.progress), value_filter_share=float(cfg.value_filter_share),
                        shape_weights=dict(cfg.shape_weights) if cfg.get("shape_weights") else None)
    if len(report.questions) < 2:
        raise AdaptError(f"only {len(report.questions)} question(s) could be synthesized from {where}: "
                         "the KG has too little to ask about")
    train_qs, held = split_holdout(report.questions, float(cfg.holdout), int(cfg.seed))
    dataset_id = f"synthetic-{name}"
    train_file = write_synthetic(train_qs, folder / "synthetic-train.json", dataset_id)
    held_file = write_synthetic(held, folder / "synthetic-heldout.json", dataset_id)
    t_synth = time.time()

    prefixes = dict(QALD_PREFIXES)
    rng = random.Random(int(cfg.seed))
    synthetic, skipped = pair_examples(train_file, kg, name, prefixes, bool(cfg.progress))
    if not synthetic:
        raise AdaptError(f"none of the {len(train_qs)} synthetic questions could be preprocessed ({dict(skipped)})")
    sets = {"synthetic": weighted(synthetic, float(cfg.synthetic_weight), rng)}
    few_shot: list = []
    if cfg.get("examples"):
        user_prefixes = {**prefixes, **(load_prefixes(cfg.examples_prefixes) if cfg.get("examples_prefixes") else {})}
        path = Path(str(cfg.examples)).expanduser()
        few_shot, few_skipped = pair_examples(path, kg, name, user_prefixes, bool(cfg.progress))
        log.info("few-shot: %d of the user's pairs (skipped %s)", len(few_shot), dict(few_skipped))
        sets["examples"] = weighted(few_shot, float(cfg.examples_weight), rng)
    sets.update(replay_examples(cfg, rng))
    examples = [ex for exs in sets.values() for ex in exs]
    t_prep = time.time()

    resume = None
    train_minutes = max(float(cfg.min_train_minutes), minutes - (t_prep - t0) / 60)
    last = Path(cfg.trainer.checkpoint) if cfg.trainer.get("checkpoint") else folder / "last.pt"
    if cfg.trainer.get("resume"):
        resume = Path(str(cfg.trainer.resume))  # an explicit last.pt, as kgqa.train takes it
    elif cfg.get("resume") and last.exists():
        resume = last
    if resume is not None:
        done = torch.load(resume, map_location="cpu", weights_only=False)["elapsed"] / 60
        train_minutes += done  # the trainer's clock continues from the checkpoint's
        log.info("resuming from %s (%.1f min trained)", resume, done)
    tcfg = training_config(cfg, base_model_config(base), out, train_minutes, resume)
    log.info("fine-tuning on %d examples (%s) for up to %.1f min",
             len(examples), ", ".join(f"{k} {len(v)}" for k, v in sets.items()), train_minutes)
    meta = train(tcfg, examples)
    weight = float(cfg.interpolate)
    if weight < 1.0:  # the saved model: part of the way back to the base (kgqa.models.interpolate)
        from kgqa.models.interpolate import interpolate_files

        tuned = folder / FINETUNED
        out.replace(tuned)
        interpolate_files(base, tuned, weight, out)
    t_train = time.time()

    summary = {
        "kg": name,
        "location": str(where),
        "identity": onboarded.key,
        "checkpoint": str(out),
        "base": str(cfg.base),
        "synthesis": {k: report.summary()[k] for k in ("questions", "seconds", "questions_per_second", "shapes",
                                                        "kept_share", "yes_no")},
        "questions": {"synthetic_train": len(train_qs), "synthetic_heldout": len(held),
                      "synthetic_trainable": len(synthetic), "few_shot": len(few_shot),
                      "train_examples": len(examples), **{f"per_epoch_{k}": len(v) for k, v in sets.items()}},
        "minutes": {"budget": minutes, "onboard": _min(t_onboard - t0), "synthesis": _min(t_synth - t_onboard),
                    "preprocess": _min(t_prep - t_synth), "fine_tune": _min(t_train - t_prep),
                    "adaptation": _min(t_train - t0)},
        "training": {**{k: meta.get(k) for k in ("steps", "epochs_completed", "questions_per_s", "train_minutes")},
                     "resumed_from": str(resume) if resume else None},
        "interpolate": {"tuned_weight": weight, "fine_tuned": str(folder / FINETUNED) if weight < 1.0 else str(out)},
        "replay": {"kgless": float(cfg.replay.kgless or 0),
                   "spider": float(cfg.replay.spider or 0) if "spider4sparql" in sets else 0.0},
        "seed": int(cfg.seed),
    }
    if cfg.evaluate and held:
        held_qs = load_qald(held_file)
        if len(held_qs) > int(cfg.eval_max):
            keep = sorted(random.Random(int(cfg.seed)).sample(range(len(held_qs)), int(cfg.eval_max)))
            held_qs = [held_qs[i] for i in keep]
        checks = qald_examples(held_qs, name, kg, timeout_s=float(cfg.kg.timeout_s), prefixes=prefixes)
        t_eval = time.time()
        before, rec_before = score_checkpoint(base, cfg, checks, kg, "exec before")
        after, rec_after = score_checkpoint(out, cfg, checks, kg, "exec after")
        summary["heldout"] = {
            "n": len(checks), "exec_before": before["exec_acc"], "exec_after": after["exec_acc"],
            "f1_before": before["f1"], "f1_after": after["f1"],
            "by_shape_before": by_shape(rec_before), "by_shape_after": by_shape(rec_after),
        }
        summary["minutes"]["evaluation"] = _min(time.time() - t_eval)
    summary["adapted_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    (folder / CARD).write_text(json.dumps(summary, indent=1))
    return summary


def _min(seconds: float) -> float:
    return round(seconds / 60, 2)


@hydra.main(config_path=str(CONFIG_DIR), config_name="adapt", version_base="1.3")
def main(cfg: DictConfig) -> None:
    try:
        summary = run(cfg)
    except AdaptError as e:
        raise SystemExit(f"kgqa.adapt: {e}") from None
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
