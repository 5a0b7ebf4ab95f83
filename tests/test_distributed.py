"""Data-parallel training and sharded evaluation with torch.distributed (gloo, 2 CPU processes
launched by torchrun): what each rank gets, and that 2 ranks give a single process's figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from kgqa.distributed import Ranks, merge_shards, shard_by_kg
from kgqa.paths import REPO_ROOT
from kgqa.train import kg_batches, rank_batches


def torchrun(nproc: int, *args: str, timeout_s: int = 600, env: dict | None = None) -> dict:
    """The last stdout line (the app's JSON) of ``torchrun --nproc_per_node=nproc -m ...``."""
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={nproc}", *args]
    out = subprocess.run(cmd, cwd=REPO_ROOT, capture_output=True, text=True, timeout=timeout_s, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 1, f"only rank 0 prints the result: {out.stdout[-2000:]}"
    return json.loads(lines[0])


class _Q:
    def __init__(self, kg: str) -> None:
        self.kg_name = kg


def test_shard_by_kg_gives_whole_kgs_balanced_and_covers_every_question():
    items = [_Q(k) for k in "aaaaabbbcdddd" + "eeeeeeee"]
    shards = [shard_by_kg(items, lambda q: q.kg_name, Ranks(r, 3)) for r in range(3)]
    kgs_of = [{q.kg_name for _, q in s} for s in shards]
    assert all(not (kgs_of[i] & kgs_of[j]) for i in range(3) for j in range(i + 1, 3))  # a KG on one rank
    assert sorted(len(s) for s in shards) == [6, 7, 8]  # e (8) | a (5) + c (1) | d (4) + b (3)
    assert [p for p, _ in shards[0]] == sorted(p for p, _ in shards[0])  # original order kept
    assert merge_shards(shards) == items


def test_shard_by_kg_splits_one_kg_into_blocks_when_ranks_outnumber_kgs():
    items = [_Q("qald") for _ in range(7)]
    shards = [shard_by_kg(items, lambda q: q.kg_name, Ranks(r, 2)) for r in range(2)]
    assert [len(s) for s in shards] == [3, 4]
    assert merge_shards(shards) == items
    assert shard_by_kg(items, lambda q: q.kg_name, Ranks()) == list(enumerate(items))


def test_rank_batches_deal_equal_step_counts_of_single_kg_batches():
    import random

    items = [_Q(k) for k in "a" * 37 + "b" * 20 + "c" * 9]
    batches = kg_batches(items, 8, random.Random(0))  # 5 + 3 + 2 = 10 batches
    one = rank_batches(batches, Ranks())
    assert one == batches  # one process: today's order, every batch
    mine = [rank_batches(batches, Ranks(r, 3)) for r in range(3)]
    assert [len(m) for m in mine] == [3, 3, 3]  # one batch dropped: a DDP step waits for every rank
    dealt = [id(b) for m in mine for b in m]
    assert len(set(dealt)) == 9 and set(dealt) <= {id(b) for b in batches}
    assert all(len({q.kg_name for q in b}) == 1 for m in mine for b in m)


@pytest.fixture(scope="module")
def two_rank_run(tmp_path_factory):
    """One epoch on 2 ranks over 120 questions, checkpoint and export in a temporary folder.
    Its preprocessing is built afresh in an empty cache folder (the later runs read it), so the
    resume test also checks that building the cache does not change the run."""
    out = tmp_path_factory.mktemp("ddp")
    common = ["experiment=smoke", "dataset.limit=120", "trainer.max_minutes=5", f"hydra.run.dir={out}/run"]
    env = {**os.environ, "KGQA_CACHE_DIR": str(out / "cache")}
    meta = torchrun(2, "-m", "kgqa.train", *common, "trainer.epochs=1", f"trainer.checkpoint={out}/last.pt",
                    f"trainer.export={out}/model.pt", env=env)
    return out, common, meta, env


def test_two_ranks_train_one_model_and_rank0_writes_it(two_rank_run):
    out, _, meta, _ = two_rank_run
    assert meta["world_size"] == 2 and meta["epochs_completed"] == 1
    # 120 questions in batches of 16 over both ranks (8 each): one step per pair of rank batches
    assert meta["history"][0]["steps"] == meta["steps"] >= 120 // 16
    ckpt = torch.load(out / "last.pt", weights_only=False)
    assert len(ckpt["torch_rngs"]) == 2 and not torch.equal(ckpt["torch_rngs"][0], ckpt["torch_rngs"][1])
    exported = torch.load(out / "model.pt", weights_only=False)
    assert all(torch.equal(exported["state"][k], v) for k, v in ckpt["model"].items())
    assert not list(out.glob("*.tmp"))  # written atomically


def test_a_resumed_two_rank_run_continues_as_an_uninterrupted_one(two_rank_run):
    out, common, _, env = two_rank_run
    resumed = torchrun(2, "-m", "kgqa.train", *common, "trainer.epochs=2", f"trainer.resume={out}/last.pt",
                       f"trainer.checkpoint={out}/resumed.pt", "trainer.export=null", env=env)
    straight = torchrun(2, "-m", "kgqa.train", *common, "trainer.epochs=2", f"trainer.checkpoint={out}/straight.pt",
                        "trainer.export=null", env=env)
    assert resumed["epochs_completed"] == straight["epochs_completed"] == 2
    assert [h["epoch"] for h in resumed["history"]] == [1]  # epoch 0 came from the checkpoint
    assert resumed["history"][0]["loss"] == pytest.approx(straight["history"][1]["loss"], rel=1e-5)
    a = torch.load(out / "resumed.pt", weights_only=False)["model"]
    b = torch.load(out / "straight.pt", weights_only=False)["model"]
    assert all(torch.allclose(a[k], b[k], atol=1e-6) for k in b)


def test_two_rank_evaluation_prints_the_single_process_figures(tmp_path):
    args = ["split=dev", "kgs=[singer,museum_visit,battle_death]", "per_question=true"]
    one = subprocess.run([sys.executable, "-m", "kgqa.evaluate", *args, f"hydra.run.dir={tmp_path}/one"],
                         cwd=REPO_ROOT, capture_output=True, text=True, timeout=600)
    assert one.returncode == 0, one.stderr[-3000:]
    single = json.loads(one.stdout.strip().splitlines()[-1])
    double = torchrun(2, "-m", "kgqa.evaluate", *args, f"hydra.run.dir={tmp_path}/two")
    latency = {"latency_ms_p50", "latency_ms_p95"}
    assert single["n"] > 40
    assert {k: v for k, v in double.items() if k not in latency} == {
        k: v for k, v in single.items() if k not in latency}

    def records(run: str) -> list[tuple]:
        lines = (Path(tmp_path) / run / "predictions.jsonl").read_text().splitlines()
        return [(r["idx"], r["sparql"], r["exec"]) for r in map(json.loads, lines)]

    assert records("two") == records("one")  # the same answers, gathered in the file's order
