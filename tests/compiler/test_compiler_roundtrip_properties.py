"""Property tests: printing is canonical and round-trips through the parsers."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from kgqa.compiler import (
    And,
    Atomic,
    Dependent,
    List,
    Not,
    Or,
    ParseError,
    Term,
    parse_gq,
    parse_hexpr,
    parse_logical,
    print_gq,
    print_hexpr,
    print_logical,
)
from kgqa.compiler.ast import OPERATIONS

# Text that stresses every escaping rule: operator characters, brackets, commas, backslashes,
# HPE references and their look-alikes, quotes and placeholders.
FRAGMENTS = st.sampled_from(
    ["Who", " is ", "of", "X", "?", "+", "*", "(", ")", "[", "]", ",", "\\", "#1", "#0", "{#2}", "Ans", "Ans#1",
     "{book}", "{", "}", '"', "JOIN", "AND", "OR", "NOT", "COMP_<", "\n", "  ", "7", "é"]
)
leaf_text = st.lists(FRAGMENTS, min_size=0, max_size=6).map("".join)
nonempty_leaf_text = leaf_text.filter(lambda t: Atomic(t).text != "")

# Per-test settings (not a global profile: other suites share the hypothesis registry).
# KGQA_HYPOTHESIS_EXAMPLES=5000 runs a deeper search.
PROPERTY = settings(max_examples=int(os.environ.get("KGQA_HYPOTHESIS_EXAMPLES", "150")), deadline=None)


def question_trees(leaves: st.SearchStrategy[Atomic], with_gq: bool = True) -> st.SearchStrategy:
    def extend(children: st.SearchStrategy) -> st.SearchStrategy:
        ops = st.builds(lambda cls, a, b: cls(a, b), st.sampled_from(list(OPERATIONS.values())), children, children)
        if not with_gq:
            return ops
        return st.one_of(
            st.builds(Dependent, children, children),
            st.lists(children, min_size=2, max_size=4).map(lambda xs: List(tuple(xs))),
            ops,
        )

    return st.recursive(leaves, extend, max_leaves=8)


gq_trees = question_trees(st.builds(Atomic, leaf_text))
# Leaves without operator characters: the whitespace test re-spaces " + " / " * " in the printed
# text, which must only touch the operators between nodes, not an operator spelled inside a
# question's text (escaping is the fixed-point tests' job).
operator_free_trees = question_trees(st.builds(Atomic, st.lists(FRAGMENTS.filter(lambda f: f not in "+*"),
                                                                max_size=6).map("".join)))
h_trees = question_trees(st.builds(Atomic, nonempty_leaf_text), with_gq=False)
logical_trees = st.recursive(
    st.builds(Term, nonempty_leaf_text),
    lambda children: st.one_of(
        st.builds(Not, children),
        st.lists(children, min_size=2, max_size=3).map(lambda xs: And(tuple(xs))),
        st.lists(children, min_size=2, max_size=3).map(lambda xs: Or(tuple(xs))),
    ),
    max_leaves=8,
)


@PROPERTY
@given(gq_trees)
def test_random_question_trees_survive_gq_print_parse(tree) -> None:
    text = print_gq(tree)
    assert parse_gq(text) == tree
    assert print_gq(parse_gq(text)) == text


@PROPERTY
@given(h_trees)
def test_random_operation_trees_survive_hexpr_print_parse(tree) -> None:
    text = print_hexpr(tree)
    assert parse_hexpr(text) == tree
    assert print_hexpr(parse_hexpr(text)) == text


@PROPERTY
@given(logical_trees)
def test_random_logical_trees_survive_print_parse(tree) -> None:
    text = print_logical(tree)
    assert parse_logical(text) == tree
    assert print_logical(parse_logical(text)) == text


# Arbitrary (mostly malformed) source text: whenever it parses, printing is a fixed point.
source = st.lists(
    st.sampled_from(["a", "b c", " ", "+", "*", "(", ")", "[", "]", ",", "{x}", "#1", "\\", "JOIN[", "AND",
                     "OR", "NOT", '"', "?", "Ans#2", "UNION ["]),
    max_size=14,
).map("".join)


def _fixed_point(parse, show, text: str) -> None:
    try:
        tree = parse(text)
    except ParseError:
        return
    printed = show(tree)
    assert parse(printed) == tree
    assert show(parse(printed)) == printed


@PROPERTY
@given(source)
def test_gq_printer_of_parse_is_a_fixed_point(text: str) -> None:
    _fixed_point(parse_gq, print_gq, text)


@PROPERTY
@given(source)
def test_hexpr_printer_of_parse_is_a_fixed_point(text: str) -> None:
    _fixed_point(parse_hexpr, print_hexpr, text)


@PROPERTY
@given(source)
def test_logical_printer_of_parse_is_a_fixed_point(text: str) -> None:
    _fixed_point(parse_logical, print_logical, text)


@PROPERTY
@given(operator_free_trees, st.sampled_from(["", " ", "\n", "\t "]))
def test_whitespace_around_operators_is_insignificant(tree, pad: str) -> None:
    text = print_gq(tree)
    spaced = text.replace(" + ", f"{pad}+{pad}").replace(" * ", f"{pad}*{pad}")
    assert parse_gq(pad + spaced + pad) == tree
