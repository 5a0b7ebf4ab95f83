"""kgqa.text.answer_types: the answer type a question expects, from its relation noun or wh-word."""

import pytest

from kgqa.text.answer_types import DATE, NUMBER, ORG, PERSON, PLACE, YESNO, expected_type


@pytest.mark.parametrize("question, labels", [
    ("What is the date of death of Carl Boese?", DATE),
    ("When did the Berlin Wall fall?", DATE),
    ("What is the place of birth of the director of film X?", PLACE),   # the outer relation, not "director"
    ("Where did Khanzada Begum's father die?", PLACE),
    ("Who is the spouse of Sam Elliott?", PERSON),
    ("Who is the publisher of Leviathan?", ORG),                       # the relation beats "who"
    ("What is the name of the performer that released the album X?", PERSON),  # not "released" -> DATE
    ("How many people live in Stanley?", NUMBER),
])
def test_relation_noun_then_wh_word(question, labels):
    assert expected_type(question).labels == labels


def test_yes_no_and_unknown():
    assert expected_type("Are Kurram Garhi and Trojkrsti both in the same country?").labels == {YESNO}
    # A choice between two named things is not a yes/no question.
    assert YESNO not in expected_type("Is the Nile longer or the Amazon?").labels
    unknown = expected_type("Philip Seymour Hoffman received what recognition?")
    assert unknown.labels == frozenset() and unknown.matches("PERSON") is None
    assert expected_type("Who directed Up, Down, Fragile?").matches("PERSON") is True
    assert expected_type("When was X born?").matches("GPE") is False
