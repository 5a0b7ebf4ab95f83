"""QDMR / MuSiQue / 2Wiki decompositions -> G[q]: dependencies, placeholders, '+'."""

from __future__ import annotations

from kgqa.compiler import Atomic, Dependent, List, parse_gq, print_gq, validate
from kgqa.compiler.ast import CompGt, CompLt, CompEq
from kgqa.compiler.engines import MappingEngine
from kgqa.compiler.executor import Executor
from kgqa.hybrid.decompositions import (
    break_split,
    comparison_op,
    musique_tree,
    qdmr_steps,
    read_break,
    read_records,
    same_structure,
    shape,
    split_records,
    steps_to_tree,
    twowiki_tree,
)


def test_chain_becomes_dependency_with_placeholder():
    tree = steps_to_tree(["the director of Titanic", "where #1 was born"])
    assert tree == Dependent(Atomic("the director of Titanic"), Atomic("where {director} was born"))
    assert validate(tree) == []


def test_independent_steps_become_a_list_feeding_the_consumer_in_reference_order():
    steps = qdmr_steps("return when A was born ;return when B was born ;return which is earlier of #2 , #1")
    assert steps == ["when A was born", "when B was born", "which is earlier of #2, #1"]
    tree = steps_to_tree(steps)
    assert isinstance(tree, Dependent) and isinstance(tree.left, List)
    # #2 is referenced first, so step 2 is the first slot: binding follows first appearance.
    assert tree.left.items == (Atomic("when B was born"), Atomic("when A was born"))
    assert validate(tree) == []
    engine = MappingEngine({"when A was born": ["1900"], "when B was born": ["1950"],
                            "which is earlier of 1950, 1900": ["1900"]})
    execution = Executor(engine).run_sync(tree)
    assert execution.answers == ("1900",)
    assert engine.calls[-1] == "which is earlier of 1950, 1900"


def test_reused_step_is_copied_and_chains_nest_left():
    tree = steps_to_tree(["A", "B of #1", "C of #1 and #2"])
    assert shape(tree) == "(q + q * q) * q"
    assert validate(tree) == []
    assert parse_gq(print_gq(tree)) == tree


def test_bad_reference_is_rejected():
    import pytest

    with pytest.raises(ValueError):
        steps_to_tree(["x", "y of #3"])
    with pytest.raises(ValueError):
        steps_to_tree(["x of #2", "y of #1"])  # a cycle


def test_every_break_high_level_row_converts_to_a_valid_tree():
    rows = list(read_break("QDMR-high-level"))
    assert len(rows) > 3000
    assert all(validate(r.tree) == [] for r in rows)
    held = [r for r in rows if break_split(r.qid) == "heldout"]
    assert 0.05 < len(held) / len(rows) < 0.15
    assert all(break_split(r.qid) == "heldout" for r in held)  # deterministic


def test_musique_decomposition():
    rec = read_records("musique")[0]
    tree = musique_tree(rec)
    assert print_gq(tree) == (
        "What is the located in the administrative territorial entity of Van Hook Township? * "
        "What is the capital of {located}?"
    )
    assert validate(tree) == []


def test_2wiki_trees_use_hpe_comparisons():
    recs = {r["type"]: r for r in read_records("2wiki")}
    bridge = twowiki_tree(recs["bridge_comparison"])
    assert shape(bridge).startswith("COMP_") and shape(bridge).endswith("[q * q, q * q]")
    assert shape(twowiki_tree(recs["compositional"])) == "q * q"
    assert comparison_op("Who was born first, A or B?") is CompLt
    assert comparison_op("Which film came out more recently, A or B?") is CompGt
    assert comparison_op("Are A and B of the same nationality?") is CompEq
    for r in read_records("2wiki"):
        assert validate(twowiki_tree(r)) == []


def test_structure_match_ignores_leaf_text_and_list_order():
    a = parse_gq("(Who is X? + Who is Y?) * Is {x} older than {y}?")
    b = parse_gq("(When? + Where is Z?) * Compare {p} and {q}")
    assert same_structure(a, b)
    assert not same_structure(a, parse_gq("Who is X? * Is {x} old?"))
    assert same_structure(parse_gq("COMP_<[a, b]"), parse_gq("COMP_>[c, d]"))


def test_split_is_fixed_and_disjoint():
    for ds in ("musique", "2wiki"):
        recs = read_records(ds)
        s1, s2 = split_records(ds, recs), split_records(ds, list(reversed(recs)))
        ids = lambda rs: {r.get("id", r.get("_id")) for r in rs}  # noqa: E731
        assert ids(s1["train"]) == ids(s2["train"])
        assert not ids(s1["train"]) & ids(s1["eval"])
        assert len(s1["train"]) == len(s1["eval"]) == 100
