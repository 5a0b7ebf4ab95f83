"""The "of" reading of possessive chains (kgqa.engine.possessive)."""

from __future__ import annotations

import pytest

from kgqa.engine.possessive import of_reading

NAMES = ["anna berg", "maria costa", "university of oslo", "oslo"]


@pytest.mark.parametrize("question, reading", [
    ("What is Anna Berg's spouse's mother?", "What is the mother of the spouse of Anna Berg?"),
    ("what is anna berg 's mother 's nationality ?", "what is the nationality of the mother of anna berg?"),
    # the possessive binds to the name, inside the "of" phrase around it
    ("Who is the spouse of Maria Costa's child?", "Who is the spouse of the child of Maria Costa?"),
    # the longest stated name is the possessor, "of" inside it included
    ("What is University of Oslo's rector's name?", "What is the name of the rector of University of Oslo?"),
    ("List Anna Berg's children", "List the children of Anna Berg"),
    ("What is the students' teacher's name?", None),  # "students" is not a stated name
])
def test_possessive_chains_after_a_stated_name_become_of_chains(question, reading):
    assert of_reading(question, NAMES) == reading


def test_no_reading_without_a_chain_that_ends_the_question():
    assert of_reading("What is the age of Anna Berg?", NAMES) is None
    assert of_reading("List Anna Berg's children who live in Oslo and work there.", NAMES) is None
    assert of_reading("What is Anna Berg's age, and her height?", NAMES) is None
    assert of_reading("What is Anna Berg's age?", []) is None
