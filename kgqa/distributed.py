"""This process's place in a ``torch.distributed`` job, and the few collectives the apps use.

``torchrun --nproc_per_node=N -m kgqa.train ...`` (or ``kgqa.evaluate``, ``kgqa.predict``) sets
``RANK``, ``WORLD_SIZE``, ``LOCAL_RANK`` and the rendezvous address in the environment;
:func:`join` reads them and opens the process group (gloo for CPU tensors, and NCCL for CUDA
tensors when this rank has a GPU). Launched without torchrun, a process is rank 0 of 1 and no group is opened, so every
helper here is then the identity and the apps run exactly as a single process.

Nothing here assumes one host: ranks meet through torchrun's rendezvous (``--nnodes``,
``--node_rank``, ``--rdzv_endpoint``), and data moves only through the process group.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypeVar

import torch
import torch.distributed as dist

T = TypeVar("T")

#: How long a collective waits for the slowest rank: an evaluation rank may answer its share
#: of the questions minutes after another one finished.
COLLECTIVE_TIMEOUT = timedelta(hours=2)


@dataclass(frozen=True)
class Ranks:
    """Where this process stands: ``rank`` of ``world`` processes, ``local_rank`` on its host."""

    rank: int = 0
    world: int = 1
    local_rank: int = 0

    @property
    def is_main(self) -> bool:
        """Rank 0: the one process that writes checkpoints, files and the printed result."""
        return self.rank == 0

    @property
    def distributed(self) -> bool:
        return self.world > 1


def join() -> Ranks:
    """The ranks of the job this process was launched in; opens the process group once."""
    world = int(os.environ.get("WORLD_SIZE", "1"))
    if world <= 1:
        return Ranks()
    ranks = Ranks(int(os.environ["RANK"]), world, int(os.environ.get("LOCAL_RANK", "0")))
    if not dist.is_initialized():
        gpu = torch.cuda.is_available() and dist.is_nccl_available()
        if gpu:
            torch.cuda.set_device(ranks.local_rank)
        # gloo moves CPU tensors (and pickled objects) everywhere; NCCL, where there is a GPU,
        # moves CUDA tensors: one group serves both kinds
        dist.init_process_group("cpu:gloo,cuda:nccl" if gpu else "gloo", timeout=COLLECTIVE_TIMEOUT)
    return ranks


def print_on_main(run: Callable[[Ranks], Any]) -> None:
    """An app's entry point in a job: join it, ``run(ranks)`` on every rank, print rank 0's
    result as the one JSON line, and leave. Without torchrun: run and print."""
    ranks = join()
    result = run(ranks)
    if ranks.is_main:
        print(json.dumps(result))
    leave()


def leave() -> None:
    """Close the process group (each rank, at the end of the job).

    The barrier first: gloo's worker thread frees a finished collective's tensors after the
    waiting rank has moved on, and freeing a tensor that Python made needs the GIL. Were the
    group destroyed in that window (its destructor joins the worker while holding the GIL), the
    rank would hang forever, as two-rank training did. While this thread waits in the barrier
    it holds no GIL, and the worker frees every earlier collective before it runs the barrier."""
    if dist.is_initialized():
        dist.barrier()
        dist.destroy_process_group()


def gather_to_main(obj: T, ranks: Ranks) -> list[T] | None:
    """Every rank's ``obj`` (picklable), in rank order, on rank 0; ``None`` on the others."""
    if not ranks.distributed:
        return [obj]
    out: list | None = [None] * ranks.world if ranks.is_main else None
    dist.gather_object(obj, out, dst=0)
    return out


def any_rank(flags: Sequence[bool], ranks: Ranks) -> list[bool]:
    """Each of ``flags`` made true on every rank when it is true on one of them (a time budget ran
    out, a checkpoint is due), so that all ranks stop or save at the same step and no collective
    waits forever for a rank that decided otherwise."""
    if not ranks.distributed:
        return list(flags)
    t = torch.tensor([1.0 if f else 0.0 for f in flags])
    dist.all_reduce(t, op=dist.ReduceOp.MAX)
    return [bool(x) for x in t.tolist()]


def sum_over_ranks(values: Sequence[float], ranks: Ranks) -> list[float]:
    """Element-wise sums of ``values`` over all ranks (e.g. an epoch's loss and step count)."""
    if not ranks.distributed:
        return list(values)
    t = torch.tensor(list(values), dtype=torch.float64)
    dist.all_reduce(t, op=dist.ReduceOp.SUM)
    return t.tolist()


def barrier(ranks: Ranks) -> None:
    if ranks.distributed:
        dist.barrier()


def shard_by_kg(items: Sequence[T], kg_of: Callable[[T], str], ranks: Ranks) -> list[tuple[int, T]]:
    """This rank's share of ``items`` as (position, item) pairs, in their original order.

    Whole KGs go to one rank each (a KG's indexes and query cache are built once, and its
    questions see the same cache states as in a single process), largest first onto the least
    loaded rank. With fewer KGs than ranks, the items are cut into ``world`` contiguous blocks
    instead, so that one KG's questions (a QALD file) still spread over every rank.
    """
    indexed = list(enumerate(items))
    if not ranks.distributed:
        return indexed
    by_kg: dict[str, list[tuple[int, T]]] = {}
    for pos, item in indexed:
        by_kg.setdefault(kg_of(item), []).append((pos, item))
    if len(by_kg) < ranks.world:
        n = len(indexed)
        lo, hi = ranks.rank * n // ranks.world, (ranks.rank + 1) * n // ranks.world
        return indexed[lo:hi]
    load = [0] * ranks.world
    mine: list[tuple[int, T]] = []
    for name, group in sorted(by_kg.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        target = min(range(ranks.world), key=lambda r: (load[r], r))
        load[target] += len(group)
        if target == ranks.rank:
            mine += group
    return sorted(mine, key=lambda pair: pair[0])


def merge_shards(shards: list[list[tuple[int, Any]]]) -> list[Any]:
    """The gathered (position, value) shards of every rank as one list in position order."""
    return [value for _, value in sorted((pair for shard in shards for pair in shard), key=lambda p: p[0])]
