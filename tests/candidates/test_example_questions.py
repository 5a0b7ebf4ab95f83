"""Example questions read as English: the relation's words pick the reading, from the KG's
labels and general English only."""

from __future__ import annotations

import pytest

from kgqa.candidates.example_questions import example_questions, plural, singular_noun
from kgqa.candidates.schema import SchemaIndex, SchemaItem
from kgqa.candidates.values import IndexedValue, ValueIndex

NS = "http://example.org/db/"
XSD = "http://www.w3.org/2001/XMLSchema#"


def _kg(cls: str, prop_words: str, value: str, measure: str | None = None) -> tuple[SchemaIndex, ValueIndex]:
    """A one-class KG whose string property is named ``prop_words`` (its label) with one value."""
    c = SchemaItem(NS + cls, "class", cls, local=cls)
    props = {NS + "p": SchemaItem(NS + "p", "property", f"{cls} {prop_words}", local=prop_words,
                                  domains={NS + cls: 5}, ranges={f"literal:{XSD}string": 5}, count=5)}
    if measure:
        props[NS + "m"] = SchemaItem(NS + "m", "property", f"{cls} {measure}", local=measure,
                                     domains={NS + cls: 5}, ranges={f"literal:{XSD}integer": 5}, count=4)
    values = ValueIndex("kg", [IndexedValue("true", XSD + "boolean", [NS + "p"]),
                               IndexedValue(value, XSD + "string", [NS + "p"])])
    return SchemaIndex("kg", {c.iri: c}, props), values


@pytest.mark.parametrize("cls, words, value, expected", [
    # a place noun reads "located in" (the "Which stadiums have location Alloa Athletic?")
    ("stadium", "location", "Glasgow", ["Which stadiums are located in Glasgow?",
                                        "Is there any stadium that is located in Glasgow?"]),
    # a participle or verb phrase ending in a preposition is used as one
    ("film", "directed by", "Agnès Varda", ["Which films are directed by Agnès Varda?",
                                            "Is there any film that is directed by Agnès Varda?"]),
    ("person", "lives in", "Paris", ["Which people live in Paris?", "Is there any person that lives in Paris?"]),
    # an event noun with a place or a time reads as its participle
    ("person", "birth place", "Lyon", ["Which people were born in Lyon?", "Is there any person that was born in Lyon?"]),
    # any other noun is what the thing has
    ("singer", "country", "France", ["Which singers have France as their country?",
                                     "Is there any singer whose country is France?"]),
    ("book", "has author", "Ann Smith", ["Which books have Ann Smith as their author?",
                                         "Is there any book whose author is Ann Smith?"]),
])
def test_lookups_read_by_the_relations_words(cls, words, value, expected):
    schema, values = _kg(cls, words, value)
    questions = example_questions(schema, values)
    assert questions[0] == f"How many {plural(singular_noun(cls))} are there?"
    assert questions[-2:] == expected
    assert not any("true" in q for q in questions)  # a boolean is no value to look up


def test_superlatives_and_class_nouns_in_the_plural():
    schema, values = _kg("flights", "destination", "Oslo", measure="age")
    questions = example_questions(schema, values)
    # a class labelled in the plural is singular where one is meant; a measure with its own
    # superlative uses it
    assert questions[:2] == ["How many flights are there?", "Which flight is the oldest?"]
    schema, values = _kg("song", "title", "Blue", measure="highest position")
    assert example_questions(schema, values)[1] == "Which song has the highest position?"


def test_plural_and_singular_of_class_labels():
    assert plural("singer in concert") == "singers in concert"
    assert plural("city") == "cities" and plural("person") == "people" and plural("tv series") == "tv series"
    assert singular_noun("people") == "person" and singular_noun("matches") == "match"
    assert singular_noun("tv series") == "tv series" and singular_noun("address") == "address"
