"""The three parsers on the papers' own examples, precedence, and error positions."""

from __future__ import annotations

import pytest

from kgqa.compiler import (
    And,
    Atomic,
    CompEq,
    CompGt,
    CompLt,
    Dependent,
    Intersect,
    Join,
    List,
    Not,
    Or,
    ParseError,
    Sub,
    Term,
    Union,
    parse_gq,
    parse_hexpr,
    parse_logical,
    print_gq,
    print_hexpr,
    print_logical,
)
from kgqa.compiler.ast import Add

A = Atomic

# --- QCompiler (Tables 6-9) ----------------------------------------------------------------


def test_qcompiler_table6_rowling() -> None:
    expr = (
        "What is JK. Rowling's most popular book? * (Find an introduction to {book} + "
        "Find reviews of {book} + Does the local library have {book}?)"
    )
    assert parse_gq(expr) == Dependent(
        A("What is JK. Rowling's most popular book?"),
        List((A("Find an introduction to {book}"), A("Find reviews of {book}"), A("Does the local library have {book}?"))),
    )
    assert print_gq(parse_gq(expr)) == expr


def test_qcompiler_table7_roncalli_is_left_nested() -> None:
    expr = "Who is the creator of La Schiavona? * Where did {creator} die? * Why did Roncalli leave {city}?"
    # Table 7: DependentQuery(DependentQuery(creator, die), leave)
    assert parse_gq(expr) == Dependent(
        Dependent(A("Who is the creator of La Schiavona?"), A("Where did {creator} die?")),
        A("Why did Roncalli leave {city}?"),
    )


def test_qcompiler_table8_flat_list() -> None:
    expr = (
        "What are the current geopolitical tensions affecting the semiconductor industry + What are the current "
        "supply chain disruptions affecting the semiconductor industry + How might the semiconductor industry adapt "
        "to the geopolitical tensions over the next five years + How might the semiconductor industry adapt to the "
        "supply chain disruptions over the next five years"
    )
    tree = parse_gq(expr)
    assert isinstance(tree, List) and len(tree.items) == 4
    assert all(isinstance(c, Atomic) for c in tree.items)


def test_qcompiler_table9_star_binds_tighter_than_plus() -> None:
    expr = (
        "Who are the top 5 EV manufacturers in North America * What is the market share and revenue growth of "
        "{manufacturer} in North America over the last 3 years + Who are the top 5 EV manufacturers in Europe * "
        "What is the market share and revenue growth of {manufacturer} in Europe over the last 3 years"
    )
    tree = parse_gq(expr)
    assert isinstance(tree, List)
    assert [type(c) for c in tree.items] == [Dependent, Dependent]
    assert tree.items[1].left == A("Who are the top 5 EV manufacturers in Europe")


def test_qcompiler_table5_aruba_with_parenthesised_list() -> None:
    expr = (
        "(Which continent is Aruba in? + Which country is Prazeres in?) * Which colonial holding in {continent} "
        "was governed by {country}? * How many Germans live in {colonial_holding}?"
    )
    assert parse_gq(expr) == Dependent(
        Dependent(
            List((A("Which continent is Aruba in?"), A("Which country is Prazeres in?"))),
            A("Which colonial holding in {continent} was governed by {country}?"),
        ),
        A("How many Germans live in {colonial_holding}?"),
    )


def test_gq_brackets_escapes_and_redundant_parentheses() -> None:
    assert parse_gq("[What is C++?] * Who designed {lang}?") == Dependent(A("What is C++?"), A("Who designed {lang}?"))
    assert parse_gq(r"What is C\+\+? * Who designed {lang}?") == parse_gq("[What is C++?] * Who designed {lang}?")
    assert parse_gq("((A)) + (B)") == List((A("A"), A("B")))
    # Nested lists keep their grouping: (A + B) + C is not A + B + C.
    assert parse_gq("(A + B) + C") == List((List((A("A"), A("B"))), A("C")))
    assert print_gq(parse_gq("(A + B) + C")) == "(A + B) + C"
    # A comma is text at the top level.
    assert parse_gq("Who is older, James Cameron or Steven Spielberg?") == A(
        "Who is older, James Cameron or Steven Spielberg?"
    )


def test_gq_embeds_hpe_operations() -> None:
    tree = parse_gq("COMP_<[(When was A born? + x), When was B born?] * Tell me about {who}")
    assert tree == Dependent(
        CompLt(List((A("When was A born?"), A("x"))), A("When was B born?")),
        A("Tell me about {who}"),
    )
    assert parse_gq(print_gq(tree)) == tree


# --- HPE (Table 1, Appendix A, Figure 3) --------------------------------------------------------


@pytest.mark.parametrize(
    ("expr", "tree"),
    [
        (
            "JOIN[Where is Ans#1's place of birth?, Who is director of The Iron Man?]",
            Join(A("Where is {#1}'s place of birth?"), A("Who is director of The Iron Man?")),
        ),
        (
            "UNION[Which state is Horndean located in?, What is McDonaldization named after?]",
            Union(A("Which state is Horndean located in?"), A("What is McDonaldization named after?")),
        ),
        (
            'AND[Who is the former member of the Pittsburgh Pirates?, Who was nicknamed "The Cobra"?]',
            Intersect(A("Who is the former member of the Pittsburgh Pirates?"), A('Who was nicknamed "The Cobra"?')),
        ),
        (
            "COMP_=[Which is country of North Marion High School (Oregon)?, Which is country of Seoul High School?]",
            CompEq(
                A("Which is country of North Marion High School (Oregon)?"),
                A("Which is country of Seoul High School?"),
            ),
        ),
        (
            "COMP_<[When is publication date of Blind Shaft?, When is publication date of The Mask of Fu Manchu?]",
            CompLt(
                A("When is publication date of Blind Shaft?"),
                A("When is publication date of The Mask of Fu Manchu?"),
            ),
        ),
        (
            "SUB[When does Giuseppe Cesari dead?, When does Giuseppe Cesari born?]",
            Sub(A("When does Giuseppe Cesari dead?"), A("When does Giuseppe Cesari born?")),
        ),
        (
            "ADD [How many sisters does Mary Shelley have?, How many brothers does Mary Shelley have?]",
            Add(A("How many sisters does Mary Shelley have?"), A("How many brothers does Mary Shelley have?")),
        ),
        (
            # Appendix A, bridge comparison (Table 10), with the paper's spaces before '['.
            "COMP_> [JOIN [When is date of birth of #3, Who is director of Sleepers East], "
            "JOIN [When is date of birth of #1, Who is director of Leaving Fear Behind]]",
            CompGt(
                Join(A("When is date of birth of {#3}"), A("Who is director of Sleepers East")),
                Join(A("When is date of birth of {#1}"), A("Who is director of Leaving Fear Behind")),
            ),
        ),
        (
            # Figure 3 (Duane Courtney).
            "JOIN[When was the last time Ans#2 beat Ans#1, UNION[what is member of sports team of Duane Courtney, "
            "who is winner of 1894-95 FA Cup]]",
            Join(
                A("When was the last time {#2} beat {#1}"),
                Union(A("what is member of sports team of Duane Courtney"), A("who is winner of 1894-95 FA Cup")),
            ),
        ),
    ],
)
def test_hpe_paper_examples(expr: str, tree: object) -> None:
    parsed = parse_hexpr(expr)
    assert parsed == tree
    assert parse_hexpr(print_hexpr(parsed)) == parsed
    assert parse_gq(print_gq(parsed)) == parsed  # the same tree in the unified G[q] syntax


def test_hexpr_single_question_and_literal_hash() -> None:
    assert parse_hexpr("Who was the #1 hit, in 1990?") == A("Who was the {#1} hit, in 1990?")
    assert parse_hexpr(r"Who was the \#1 hit?") == A("Who was the #1 hit?")
    assert print_hexpr(A("Who was the #1 hit?")) == r"Who was the \#1 hit?"
    with pytest.raises(ValueError, match="no H-expression form"):
        print_hexpr(List((A("a"), A("b"))))


# --- ITLR section 2.1 / Appendix C ----------------------------------------------------------------


def test_logical_precedence_not_and_or() -> None:
    assert parse_logical('"a" AND NOT ("b" OR "c")') == And((Term("a"), Not(Or((Term("b"), Term("c"))))))
    # Appendix C example 5: OR binds loosest.
    tree = parse_logical(
        '"Effects of bioactive compounds on colon cancer" OR "Effects of bioactive compounds on prostate cancer" '
        'AND NOT "Mechanisms of action of bioactive compounds"'
    )
    assert tree == Or(
        (
            Term("Effects of bioactive compounds on colon cancer"),
            And(
                (
                    Term("Effects of bioactive compounds on prostate cancer"),
                    Not(Term("Mechanisms of action of bioactive compounds")),
                )
            ),
        )
    )
    assert parse_logical('NOT "a" AND "b"') == And((Not(Term("a")), Term("b")))
    assert parse_logical('"a" AND "b" AND "c"') == And((Term("a"), Term("b"), Term("c")))


def test_logical_unquoted_terms_from_annotation_guide() -> None:
    assert parse_logical("laptops AND 16GB RAM AND (Intel i7 OR AMD Ryzen 7)") == And(
        (Term("laptops"), Term("16GB RAM"), Or((Term("Intel i7"), Term("AMD Ryzen 7"))))
    )
    # lower-case "and" is part of a term, and keyword-like prefixes are not keywords
    assert parse_logical("salt and pepper OR ANDROID") == Or((Term("salt and pepper"), Term("ANDROID")))
    assert print_logical(parse_logical('"say \\"hi\\"" AND NOT x')) == '"say \\"hi\\"" AND NOT "x"'


# --- errors carry positions ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("parse", "text", "pos", "fragment"),
    [
        (parse_gq, "A * (B + C", 10, "expected ')'"),
        (parse_gq, "A + + B", 4, "expected a sub-question"),
        (parse_gq, "A * B)", 5, "unexpected ')'"),
        (parse_gq, "JOIN[a b]", 8, "expected ','"),
        (parse_gq, "[unterminated", 0, "unterminated bracketed sub-question"),
        (parse_gq, "   ", 3, "empty expression"),
        (parse_hexpr, "JOIN[a, b", 9, "expected ']'"),
        (parse_hexpr, "UNION[, b]", 6, "expected a question"),
        (parse_logical, '"a" AND', 7, "expected a term"),
        (parse_logical, '"a" OR ("b"', 11, "expected ')'"),
        (parse_logical, '"a" "b"', 4, "unexpected"),
        (parse_logical, '"open', 0, "unterminated quoted term"),
    ],
)
def test_parse_errors_report_positions(parse, text: str, pos: int, fragment: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    err = info.value
    assert err.pos == pos, str(err)
    assert fragment in err.message
    # The caret sits under the offending column.
    caret_line = str(err).splitlines()[-1]
    assert caret_line.index("^") - 2 == pos


def test_parse_error_line_and_column_on_multiline_input() -> None:
    with pytest.raises(ParseError) as info:
        parse_gq("A *\n  (B +\n  )")
    assert (info.value.line, info.value.column) == (3, 3)
    assert "line 3, column 3" in str(info.value)


def test_deep_nesting_is_a_parse_error_not_a_crash() -> None:
    with pytest.raises(ParseError, match="nested deeper"):
        parse_gq("(" * 500 + "A" + ")" * 500)
    with pytest.raises(ParseError, match="nested deeper"):
        parse_logical("NOT " * 500 + '"a"')
