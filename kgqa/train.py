"""Train HGNet on Spider4SPARQL (Hydra app over ``conf/train.yaml``).

    python -m kgqa.train experiment=hgnet                 # models/hgnet/base.pt, the first stage
    python -m kgqa.train experiment=hgnet_styles          # ... fine-tuned on restyled train KGs: model.pt
    python -m kgqa.train experiment=hgnet_fold0           # ... without fold 0's KGs (reranker, settings)
    python -m kgqa.train experiment=minilm                # MiniLM variant
    python -m kgqa.train experiment=hgnet_mix             # the mixture: entity style, LC-QuAD, QALD-9 (model.pt)
    python -m kgqa.train dataset=qald dataset.path=FILE kg=endpoint kg.endpoint=URL   # any KG's pairs
    python -m kgqa.train experiment=ablation_no_copy      # an ablation row (conf/experiment/ablation_*.yaml)

Preprocessing is cached (:mod:`kgqa.models.examples`); checkpoints are written atomically
(tmp file + ``os.replace``) every few minutes and at the end, and ``trainer.resume=<last.pt>``
continues a run with the same optimizer state, epoch, step and RNG state.

Data-parallel on N processes (gloo on CPU, NCCL on GPUs; :mod:`kgqa.distributed`)::

    torchrun --standalone --nproc_per_node=2 -m kgqa.train experiment=hgnet
    torchrun --nnodes=2 --node_rank=R --nproc_per_node=4 --rdzv_backend=c10d \
             --rdzv_endpoint=HOST:29400 -m kgqa.train experiment=hgnet      # on each of 2 hosts

Every rank builds the same seeded per-KG batches; a ``DistributedSampler`` deals them out, so
each rank's batches still share one KG's pool, and ``DistributedDataParallel`` averages the
gradients. ``trainer.batch_size`` is the step's batch over all ranks: each rank takes
``batch_size / N`` questions, so N ranks run the recipe of one process (as many steps per
epoch, the same learning rate) N times faster, not another recipe. Rank 0 alone writes
checkpoints and the export; a resumed run restores every rank's RNG from it.
"""

from __future__ import annotations

import json
import logging
import math
import random
import time
from collections import Counter
from pathlib import Path

import hydra
import numpy as np
import torch
from hydra.utils import instantiate
from omegaconf import DictConfig, OmegaConf
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DistributedSampler
from tqdm import tqdm

from kgqa.distributed import Ranks, any_rank, barrier, gather_to_main, join, leave, sum_over_ranks
from kgqa.models.checkpoint_file import atomic_save
from kgqa.models.hgnet import PLM_PREFIX
from kgqa.models.plm_rows import ROWS_KEY, checkpoint_state, compact, package_state
from kgqa.paths import resolve

log = logging.getLogger(__name__)


def seed_everything(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def kg_batches(examples: list, batch_size: int, rng: random.Random) -> list[list]:
    """Batches of questions from the same KG (their pools are shared: one encoding), shuffled."""
    by_kg: dict[str, list] = {}
    for ex in examples:
        by_kg.setdefault(ex.kg_name, []).append(ex)
    batches = []
    for exs in by_kg.values():
        exs = list(exs)
        rng.shuffle(exs)
        batches += [exs[i:i + batch_size] for i in range(0, len(exs), batch_size)]
    rng.shuffle(batches)
    return batches


def rank_batches(batches: list[list], ranks: Ranks) -> list[list]:
    """This rank's share of an epoch's batches (all of them on one process). Every rank holds
    the same seeded list; the sampler deals it out in order and drops the last few batches that
    would leave ranks with unequal step counts (a DDP step waits for every rank)."""
    sampler = DistributedSampler(batches, num_replicas=ranks.world, rank=ranks.rank, shuffle=False,
                                 drop_last=True)
    return [batches[i] for i in sampler]


def rank_batch_size(batch_size: int, ranks: Ranks) -> int:
    """Each rank's share of a step's ``batch_size`` questions."""
    if batch_size % ranks.world:
        log.warning("trainer.batch_size %d is not a multiple of %d ranks: each takes %d", batch_size, ranks.world,
                    max(1, batch_size // ranks.world))
    return max(1, batch_size // ranks.world)


class TeacherForcedLoss(torch.nn.Module):
    """The model's training loss as a module call, the form ``DistributedDataParallel`` wraps
    (it hooks ``forward``; HGNet's loss is a method of its own)."""

    def __init__(self, model: torch.nn.Module) -> None:
        super().__init__()
        self.model = model

    def forward(self, batch: list):
        return self.model.loss(batch)


def with_styles(examples: list, split: str, styles: list[str], copies: int, seed: int) -> list:
    """``examples`` plus up to ``copies`` re-renderings of each question in other modelling
    conventions (:mod:`kgqa.data.spider4sparql_styles`, train KGs only), the styles drawn per
    question with a seeded generator. Only questions kept in the original (whose gold query
    was verified by execution there) get copies: a restyling renames, it changes no answer."""
    from kgqa.models.examples import load_hgnet_examples

    by_style = {style: {e.idx: e for e in load_hgnet_examples(split, style=style)[0]} for style in styles}
    rng = random.Random(seed)
    out = list(examples)
    for ex in examples:
        available = [style for style in styles if ex.idx in by_style[style]]
        out += [by_style[style][ex.idx] for style in rng.sample(available, min(copies, len(available)))]
    return out


def scheduled_lr(base: float, step: int, total: int, schedule: str, floor: float = 0.05) -> float:
    """The learning rate at ``step`` of ``total``: ``constant``, or ``cosine`` decay to ``floor * base``.

    A function of the step alone, so a resumed run continues the same curve.
    """
    if schedule == "constant" or total <= 0:
        return base
    if schedule != "cosine":
        raise ValueError(f"trainer.lr_schedule must be constant or cosine, not {schedule!r}")
    progress = min(step / total, 1.0)
    return base * (floor + (1 - floor) * 0.5 * (1 + math.cos(math.pi * progress)))


def export_checkpoint(model, path: Path, meta: dict) -> None:
    """Only trained weights + the model config (GloVe/MiniLM weights are referenced by package).

    Fine-tuned MiniLM weights are stored in half precision, which halves a shipped file
    (loading casts them back). Fine-tuning moves them by far more than the rounding error:
    fold 0 of models/hgnet/README.md scores the same exec and aqg from either file. ``last.pt``
    keeps full precision, so a resumed run continues exactly."""
    state = {k: (v.half() if k.startswith(PLM_PREFIX) and v.is_floating_point() else v).cpu()
             for k, v in model.trainable_state().items()}   # a GPU-trained export loads on CPU
    blob = {"config": model.config, "state": state, "meta": meta}
    if any(k.startswith(PLM_PREFIX) for k in state):
        # fine-tuned MiniLM: only the embedding rows training changed (kgqa.models.plm_rows)
        blob["state"], blob[ROWS_KEY] = compact(state, package_state(PLM_PREFIX))
    atomic_save(blob, path)


def training_examples(cfg: DictConfig) -> list:
    """The preprocessed training questions ``cfg.dataset`` names (cached on disk): Spider4SPARQL
    with a fold held out and restyled copies added; for ``dataset=mix`` the mixture's other sets
    too (:mod:`kgqa.models.mixture`); for ``dataset=qald`` one KG's QALD-JSON pairs."""
    if cfg.dataset.name == "qald":
        from kgqa.models.mixture import qald_set

        spec = {"path": cfg.dataset.path, "prefixes": cfg.dataset.get("prefixes"), **kg_spec(cfg.kg)}
        return qald_set(spec, str(cfg.dataset.kg_name))
    from kgqa.models.examples import load_hgnet_examples

    if cfg.dataset.name == "mix" and float(cfg.dataset.get("spider", 1.0)) == 0:
        examples, skipped = [], Counter()  # the mixture's other sets alone (no Spider4SPARQL question)
    else:
        examples, skipped = load_hgnet_examples(cfg.dataset.train_split, cfg.dataset.limit,
                                                verify=cfg.dataset.verify)
    held_out = None
    if cfg.dataset.get("holdout_fold") is not None:
        from kgqa.data.spider4sparql import kg_fold

        fold, folds = int(cfg.dataset.holdout_fold), int(cfg.dataset.folds)
        held_out = lambda name: kg_fold(name, folds) == fold  # noqa: E731
        examples = [e for e in examples if not held_out(e.kg_name)]
        log.info("holding out the KGs of fold %d/%d", fold, folds)
    log.info("training examples: %d (skipped %d: %s)", len(examples), sum(skipped.values()), skipped.most_common(6))
    styles = list(cfg.dataset.get("train_styles") or [])
    if styles:
        examples = with_styles(examples, cfg.dataset.train_split, styles, int(cfg.dataset.get("style_copies", 1)),
                               int(cfg.seed))
        log.info("with restyled copies (%s): %d examples", ",".join(styles), len(examples))
    if cfg.dataset.name == "mix":
        from kgqa.models.mixture import mixture

        examples = mixture(examples, cfg.dataset, int(cfg.seed), holdout=held_out)
    return examples


def kg_spec(kg_cfg) -> dict:
    """The ``kg`` group as a training set's KG: an endpoint, or RDF files for the embedded store."""
    if kg_cfg.backend == "endpoint":
        return {"endpoint": kg_cfg.endpoint, "default_graph": kg_cfg.get("default_graph"),
                "timeout_s": float(kg_cfg.timeout_s)}
    if not kg_cfg.get("files"):
        raise ValueError("dataset=qald trains on one KG: pass kg=endpoint kg.endpoint=URL, or kg.files=[RDF files]")
    return {"files": list(kg_cfg.files), "timeout_s": float(kg_cfg.timeout_s)}


def parameter_groups(model: torch.nn.Module, lr: float, plm_lr: float | None) -> list[dict]:
    """The optimiser's parameter groups, each with its ``base_lr`` for the schedule.

    A fine-tuned pretrained encoder (``text.plm.``) gets ``plm_lr`` when it is set: the rate
    that trains the LSTMs from scratch (1e-3) would wipe out what MiniLM learned in
    pretraining, which fine-tuning keeps at rates near 1e-5."""
    rest: list = []
    plm: list = []
    for name, p in model.named_parameters():
        if p.requires_grad:
            (plm if plm_lr is not None and name.startswith(PLM_PREFIX) else rest).append(p)
    groups = [{"params": rest, "lr": lr, "base_lr": lr}]
    if plm:
        groups.append({"params": plm, "lr": float(plm_lr), "base_lr": float(plm_lr)})
    return groups


def freeze_all_but(model: torch.nn.Module, trainable) -> None:
    """``trainer.trainable``: train only the parameters whose names start with one of these
    prefixes (null = all). ``kgqa.adapt`` can tune the filling decoders alone, so that questions
    written from templates teach a KG's words and leave the outline learned from people's questions
    as it was."""
    if not trainable:
        return
    prefixes = tuple(str(t) for t in trainable)
    names = [name for name, _ in model.named_parameters()]
    unknown = [t for t in prefixes if not any(n.startswith(t) for n in names)]
    if unknown:
        raise ValueError(f"trainer.trainable names no parameter of this model: {unknown} "
                         f"(its modules: {sorted({n.split('.')[0] for n in names})})")
    for name, p in model.named_parameters():
        p.requires_grad_(p.requires_grad and name.startswith(prefixes))


def train(cfg: DictConfig, examples: list | None = None) -> dict:
    """Train ``cfg.model`` on ``examples`` (default: the preprocessed set ``cfg.dataset`` names)
    under ``cfg.trainer``; returns the run's summary (also printed as JSON). ``kgqa.adapt``
    passes its own mixture of examples."""
    tr = cfg.trainer
    ranks = join()
    torch.set_num_threads(int(tr.threads))
    device = training_device(tr)
    try:
        return _train(cfg, tr, ranks, device, examples)
    finally:
        torch.set_default_device(None)


def training_device(tr: DictConfig) -> torch.device:
    """``trainer.device``: ``cpu`` (the default, what every shipped checkpoint was trained on)
    or ``cuda`` on a machine with a GPU (a fine-tuned MiniLM encoder: models/hgnet/README.md)."""
    device = torch.device(str(tr.get("device", "cpu")))
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ValueError("trainer.device=cuda, but torch sees no GPU here: train with trainer.device=cpu")
    if device.type not in ("cpu", "cuda"):
        raise ValueError(f"trainer.device must be cpu or cuda, not {device.type!r}")
    return device


def _train(cfg: DictConfig, tr: DictConfig, ranks: Ranks, device: torch.device, examples: list | None) -> dict:
    seed_everything(int(cfg.seed))
    # rank 0 preprocesses first (a cache on disk), then the other ranks read what it wrote
    if not ranks.is_main:
        barrier(ranks)
    examples = training_examples(cfg) if examples is None else examples
    if ranks.is_main:
        barrier(ranks)
    # again: building the preprocessing cache draws from the RNGs and reading it does not, and
    # the initial weights must not depend on which of the two happened
    seed_everything(int(cfg.seed))
    if device.type != "cpu":
        # the model builds its index and mask tensors with torch.tensor(...) at every step
        torch.set_default_device(device)
    model = instantiate(cfg.model).to(device)
    freeze_all_but(model, tr.get("trainable"))
    groups = parameter_groups(model, float(tr.lr), tr.get("plm_lr"))
    params = [p for g in groups for p in g["params"]]
    opt = torch.optim.Adam(groups, lr=float(tr.lr), weight_decay=float(tr.weight_decay))
    ckpt_path = Path(tr.checkpoint)
    epoch, step, elapsed = 0, 0, 0.0
    rng = random.Random(int(cfg.seed))
    if ranks.distributed:
        # a different dropout stream per rank, as if the ranks' batches were one larger batch
        torch.manual_seed(int(cfg.seed) * 1000 + ranks.rank)
    if tr.get("init_from"):
        # warm start: weights only (a fresh optimizer), e.g. after adding a module
        state = torch.load(resolve(tr.init_from), map_location="cpu", weights_only=False)
        missing, unexpected = model.load_state_dict(checkpoint_state(state, PLM_PREFIX), strict=False)
        carried = model.trainable_state()  # packaged MiniLM weights are never in a checkpoint
        log.info("initialised from %s (new parameters: %s)", tr.init_from, [k for k in missing if k in carried])
    if tr.resume:
        state = torch.load(resolve(tr.resume), map_location="cpu", weights_only=False)
        model.load_state_dict(state["model"], strict=False)
        opt.load_state_dict(state["optimizer"])
        epoch, step, elapsed = state["epoch"], state["step"], state["elapsed"]
        rng.setstate(state["rng"])
        log.info("resumed from %s at epoch %d step %d", tr.resume, epoch, step)
    # DDP all-reduces the gradients in backward; a batch need not use every module (no Cmp edge,
    # no filled edge), hence find_unused_parameters. Buffers never change in training: synced
    # once at construction, not before every forward.
    step_loss = (DistributedDataParallel(TeacherForcedLoss(model), find_unused_parameters=True,
                                         forward_sync_buffers=False)
                 if ranks.distributed else model.loss)
    if tr.resume:  # after DDP's set-up, which draws from the torch RNG
        torch.set_rng_state(resumed_rng(state, ranks))

    def save():
        rngs = gather_to_main(torch.get_rng_state(), ranks)  # a collective: every rank calls save()
        if ranks.is_main:
            atomic_save({"model": model.trainable_state(), "optimizer": opt.state_dict(), "epoch": epoch,
                         "step": step, "elapsed": elapsed, "rng": rng.getstate(), "torch_rng": rngs[0],
                         "torch_rngs": rngs, "config": model.config}, ckpt_path)

    start = time.time() - elapsed
    last_save = time.time()
    budget = float(tr.max_minutes) * 60
    history = []
    stop = False
    schedule = str(tr.get("lr_schedule", "constant"))

    per_rank = rank_batch_size(int(tr.batch_size), ranks)

    def epoch_batches(e: int) -> list[list]:
        return rank_batches(kg_batches(examples, per_rank, random.Random(int(cfg.seed) * 1000 + e)), ranks)

    total_steps = int(tr.epochs) * len(epoch_batches(0))
    loop_s, seen = 0.0, 0
    while epoch < int(tr.epochs) and not stop:
        batches = epoch_batches(epoch)
        model.train()
        skip = step % max(len(batches), 1) if step and step // max(len(batches), 1) == epoch else 0
        run, n = 0.0, 0
        bar = tqdm(batches[skip:], desc=f"epoch {epoch}", mininterval=10, disable=not ranks.is_main)
        t_epoch = time.time()
        for batch in bar:
            for group in opt.param_groups:
                group["lr"] = scheduled_lr(group.get("base_lr", float(tr.lr)), step, total_steps, schedule)
            loss, parts = step_loss(batch)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, float(tr.grad_clip))
            opt.step()
            step += 1
            run += float(loss.detach())
            n += 1
            seen += len(batch)
            bar.set_postfix(loss=f"{run / n:.3f}", o=f"{parts['outline']:.2f}", v=f"{parts['vfill']:.2f}",
                            e=f"{parts['efill']:.2f}")
            elapsed = time.time() - start
            save_due, stop = any_rank([time.time() - last_save > float(tr.checkpoint_every_min) * 60,
                                       elapsed > budget], ranks)
            if save_due:
                save()
                last_save = time.time()
            if stop:
                break
        loop_s += time.time() - t_epoch
        total_loss, total_n = sum_over_ranks([run, n], ranks)  # the mean loss over every rank's batches
        history.append({"epoch": epoch, "loss": total_loss / max(total_n, 1), "steps": n,
                        "elapsed_s": round(elapsed, 1)})
        if ranks.is_main:
            log.info("epoch %d: mean loss %.4f over %d steps (%.1f min)", epoch, total_loss / max(total_n, 1), n,
                     elapsed / 60)
        if not stop:
            epoch += 1
        save()
        last_save = time.time()
    seen = int(sum_over_ranks([seen], ranks)[0])
    meta = {"train_examples": len(examples), "epochs_completed": epoch, "steps": step,
            "train_minutes": round(elapsed / 60, 2), "history": history, "seed": int(cfg.seed),
            "world_size": ranks.world, "questions_per_s": round(seen / max(loop_s, 1e-9), 2),
            "overrides": list(hydra_overrides())}
    if tr.export and ranks.is_main:
        export_checkpoint(model, resolve(tr.export), meta)
        log.info("exported %s", resolve(tr.export))
    if ranks.is_main:
        print(json.dumps(meta))
    # DDP's reducer holds the process group: let it go while the group is open, so the group is
    # destroyed in leave() and not whenever this frame is torn down (see leave)
    del step_loss
    leave()
    return meta


def resumed_rng(state: dict, ranks: Ranks) -> torch.Tensor:
    """This rank's torch RNG state from a checkpoint: its own when the run had as many ranks
    (``torch_rngs``), else rank 0's (a checkpoint from another world size, or an older one)."""
    per_rank = state.get("torch_rngs")
    if per_rank and len(per_rank) == ranks.world:
        return per_rank[ranks.rank]
    return state["torch_rng"]


def hydra_overrides() -> list[str]:
    try:
        from hydra.core.hydra_config import HydraConfig

        return list(HydraConfig.get().overrides.task)
    except Exception:
        return []


@hydra.main(config_path="../conf", config_name="train", version_base="1.3")
def main(cfg: DictConfig) -> None:
    log.info("config:\n%s", OmegaConf.to_yaml(cfg))
    train(cfg)


if __name__ == "__main__":
    main()
