"""All 200 MuSiQue decompositions in shared/data compile to valid H-expressions and, with
each step answered by its gold answer, execute to the gold final answer: placeholder
numbering, substitution and the JOIN / UNION data flow on real data."""

from __future__ import annotations

import json
import re

import pytest

from kgqa.compiler import Join, Union, parse_hexpr, print_hexpr, validate
from kgqa.compiler.decomposition import hexpr_from_steps
from kgqa.compiler.engines import MappingEngine
from kgqa.compiler.executor import Executor
from kgqa.text.multihop import multihop_dir

MUSIQUE = multihop_dir() / "musique_200.jsonl"


def test_fold_shapes() -> None:
    chain = hexpr_from_steps(["Who wrote Emma?", "Where was #1 born?", "What river runs through #2?"])
    assert isinstance(chain, Join) and isinstance(chain.q1, Join)
    fan_in = hexpr_from_steps(["Team of Duane Courtney?", "Winner of the 1895 Cup?", "When did #1 last beat #2?"])
    assert isinstance(fan_in, Join) and isinstance(fan_in.q1, Union)
    assert validate(chain) == [] and validate(fan_in) == []


@pytest.mark.skipif(not MUSIQUE.exists(), reason="shared multihop data not found (KGQA_SHARED_DATA)")
def test_musique_decompositions_execute_to_the_gold_answer() -> None:
    records = [json.loads(line) for line in MUSIQUE.open(encoding="utf-8")]
    assert len(records) == 200
    for rec in records:
        steps = [s["question"] for s in rec["question_decomposition"]]
        gold = [s["answer"] for s in rec["question_decomposition"]]
        tree = hexpr_from_steps(steps)
        assert validate(tree) == [], rec["id"]
        assert parse_hexpr(print_hexpr(tree)) == tree
        # The engine knows each step only with the earlier gold answers filled in.
        filled = [re.sub(r"#([1-9][0-9]*)", lambda m: gold[int(m.group(1)) - 1], q) for q in steps]
        engine = MappingEngine({q: [a] for q, a in zip(filled, gold)})
        result = Executor(engine).run_sync(tree)
        assert gold[-1] in result.answers, (rec["id"], result.trace.render())
        assert rec["answer"] == gold[-1]
