"""The validator: QCompiler Appendix D plus the extra checks, one test per violation kind."""

from __future__ import annotations

import pytest

from kgqa.compiler import (
    Atomic,
    Dependent,
    Limits,
    List,
    ValidationError,
    ViolationKind,
    parse_gq,
    parse_hexpr,
    validate,
    validate_or_raise,
)
from kgqa.compiler.binding import plan_bindings

K = ViolationKind


def kinds(tree) -> list[tuple[ViolationKind, tuple[int, ...]]]:
    return [(v.kind, v.path) for v in validate(tree)]


@pytest.mark.parametrize(
    "expr",
    [
        "What is JK. Rowling's most popular book? * (Find an introduction to {book} + Find reviews of {book} + "
        "Does the local library have {book}?)",
        "Who is the creator of La Schiavona? * Where did {creator} die? * Why did Roncalli leave {city}?",
        "(Which continent is Aruba in? + Which country is Prazeres in?) * Which colonial holding in {continent} was "
        "governed by {country}? * How many Germans live in {colonial_holding}?",
        "A1 * B1 about {x} + A2 * B2 about {y}",
        "X * (Y of {x} * Z of {y})",  # nested dependency: Y consumes X, Z consumes Y
    ],
)
def test_paper_trees_are_valid(expr: str) -> None:
    assert validate(parse_gq(expr)) == []


@pytest.mark.parametrize(
    "expr",
    [
        "JOIN[When was the last time #2 beat #1, UNION[what is member of sports team of Duane Courtney, "
        "who is winner of 1894-95 FA Cup]]",
        "COMP_>[JOIN[When is date of birth of #3, Who is director of Sleepers East], JOIN[When is date of birth "
        "of #1, Who is director of Leaving Fear Behind]]",
        "SUB[When does Giuseppe Cesari dead?, When does Giuseppe Cesari born?]",
    ],
)
def test_hpe_trees_are_valid(expr: str) -> None:
    assert validate(parse_hexpr(expr)) == []


def test_erroneous_dependency_placeholder_without_a_left_side() -> None:
    tree = parse_gq("Where did {creator} die? + Who painted La Schiavona?")
    [v] = validate(tree)
    assert (v.kind, v.path) == (K.ERRONEOUS_DEPENDENCY, (0,))
    assert v.node == Atomic("Where did {creator} die?")
    assert "{creator}" in v.reason and "App. D" in v.reason


def test_missing_dependency_right_side_without_placeholder() -> None:
    # Appendix D, flag = 1 on every leaf of the right side, including list children.
    assert kinds(parse_gq("Who painted La Schiavona? * Where did Titian die?")) == [(K.MISSING_DEPENDENCY, (1,))]
    assert kinds(parse_gq("A * (B about {a} + C)")) == [(K.MISSING_DEPENDENCY, (1, 1))]


def test_missing_dependency_unconsumed_producer_slot() -> None:
    [v] = validate(parse_gq("(Which continent is Aruba in? + Which country is Prazeres in?) * Colonies in {continent}?"))
    assert (v.kind, v.path) == (K.MISSING_DEPENDENCY, ())
    assert "root.0.1" in v.reason and "Prazeres" in v.reason


def test_unknown_placeholder_name_and_reference() -> None:
    assert kinds(parse_gq("Who wrote Emma? * Did {author} meet {editor}?")) == [(K.UNKNOWN_PLACEHOLDER, (1,))]
    [v] = validate(parse_hexpr("JOIN[Where was #7 born?, Who wrote Emma?]"))
    assert v.kind is K.UNKNOWN_PLACEHOLDER and "#7" in v.reason


def test_reference_outside_the_producer_is_erroneous() -> None:
    # #1 is the director of Leaving Fear Behind, which the *other* JOIN produces.
    tree = parse_hexpr(
        "COMP_>[JOIN[When is date of birth of #1, Who is director of Sleepers East], "
        "JOIN[When is date of birth of #3, Who is director of Leaving Fear Behind]]"
    )
    assert kinds(tree) == [(K.ERRONEOUS_DEPENDENCY, (0, 0)), (K.ERRONEOUS_DEPENDENCY, (1, 0))]


def test_malformed_placeholder_and_empty_leaf() -> None:
    assert (K.MALFORMED_PLACEHOLDER, (1,)) in kinds(parse_gq("Who wrote Emma? * Where was {the author} born?"))
    assert kinds(parse_gq("Who wrote Emma? * []")) == [(K.EMPTY_LEAF, (1,))]


def test_reference_cycles() -> None:
    # A primitive that refers to itself, and q1 referring into its own consumer q2.
    assert kinds(parse_hexpr("JOIN[Where was #1 born?, Who wrote #1?]")) == [(K.CYCLE, (1,))]
    found = kinds(parse_hexpr("JOIN[Where was #1 born?, Who wrote #2?]"))
    assert (K.CYCLE, (1,)) in found


def test_structural_cycle_is_reported_not_recursed() -> None:
    inner = Dependent(Atomic("Who wrote Emma?"), Atomic("Where was {a} born?"))
    outer = List((inner, Atomic("c")))
    object.__setattr__(inner, "right", outer)  # only possible by defeating frozen=True
    [v] = validate(outer)
    assert v.kind is K.CYCLE and v.path == (0, 1)


def test_depth_and_size_limits() -> None:
    deep = parse_gq("A * (B {a} * (C {b} * (D {c} * E {d})))")
    assert validate(deep, Limits(max_depth=4))[0].kind is K.DEPTH_LIMIT
    assert validate(deep, Limits(max_depth=5)) == []
    wide = parse_gq(" + ".join(f"Q{i}" for i in range(20)))
    [v] = validate(wide, Limits(max_nodes=10))
    assert v.kind is K.SIZE_LIMIT and "10 nodes" in v.reason
    long_leaf = Atomic("why " * 200)
    assert kinds(long_leaf) == [] and validate(long_leaf, Limits(max_leaf_chars=100))[0].kind is K.SIZE_LIMIT


def test_validate_or_raise_lists_every_violation_with_paths() -> None:
    with pytest.raises(ValidationError) as info:
        validate_or_raise(parse_gq("X {x} + Y * Z"))
    assert [v.kind for v in info.value.violations] == [K.ERRONEOUS_DEPENDENCY, K.MISSING_DEPENDENCY]
    assert "root.0" in str(info.value) and "root.1.1" in str(info.value)


def test_binding_plan_positional_and_nested() -> None:
    plan = plan_bindings(parse_gq("(Aruba continent? + Prazeres country?) * Holding in {continent} by {country}?"))
    assert plan.bindings[()].names == (("continent", 0), ("country", 1))
    nested = plan_bindings(parse_gq("X * (Y of {x} * Z of {y})"))
    assert nested.bindings[()].names == (("x", 0),)
    assert nested.bindings[(1,)].names == (("y", 0),)
    hpe = plan_bindings(parse_hexpr("JOIN[When did #2 beat #1, UNION[team of Duane?, winner of the Cup?]]"))
    assert hpe.bindings[()].references == ((2, (1, 0)), (1, (1, 1)))
