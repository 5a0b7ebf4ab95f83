"""One singular() for schema linking, reranking and candidate matching, and one table of general-English synonyms (kgqa.wordforms)."""

from __future__ import annotations

import pytest

from kgqa.candidates import text
from kgqa.wordforms import SYNONYMS, singular, with_synonyms


# Each pair was wrong under one of the two rules this one replaced: the schema-linking rule
# only dropped the s ("classe", "statu"), the candidates rule cut -zes to -z ("siz").
@pytest.mark.parametrize(
    ("plural", "expected"),
    [
        ("countries", "country"),
        ("singers", "singer"),
        ("classes", "class"),
        ("addresses", "address"),
        ("churches", "church"),
        ("matches", "match"),
        ("dishes", "dish"),
        ("boxes", "box"),
        ("taxes", "tax"),
        ("sizes", "size"),
        ("prizes", "prize"),
        ("status", "status"),
        ("campus", "campus"),
        ("tennis", "tennis"),
        ("class", "class"),
        ("this", "this"),
        ("bus", "bus"),
    ],
)
def test_singular(plural: str, expected: str) -> None:
    assert singular(plural) == expected


@pytest.mark.parametrize(
    ("question_word", "schema_name"), [("size", "sizes"), ("tax", "taxes"), ("box", "boxes")]
)
def test_question_word_meets_plural_schema_name(question_word: str, schema_name: str) -> None:
    # dog_kennels has a Sizes table: "the size of their dog" must reach it
    assert singular(question_word) == singular(schema_name)


def test_candidates_use_the_same_rule() -> None:
    assert text.singular is singular


def test_a_phrase_stands_as_whole_words_only():
    from kgqa.wordforms import phrase_spans

    assert phrase_spans("vrock", "is vrock a demon?") == [(3, 8)]
    assert phrase_spans("vrock", "are vrocks demons?") == []
    assert phrase_spans("60", "a speed of 1.60") == []
    assert phrase_spans("", "anything") == []


def test_a_noun_key_is_lower_case_and_singular():
    from kgqa.wordforms import noun_key

    assert noun_key("Red Dragons") == "red dragon" == noun_key("red dragon")


def test_synonyms_are_read_every_way() -> None:
    """The table is general English and symmetric: "job" meets occupation and back; a word
    with none is itself."""
    assert "occupation" in with_synonyms({"job"}) and "job" in with_synonyms({"occupation"})
    assert "manager" in with_synonyms({"boss"}) and "boss" in SYNONYMS["supervisor"]
    assert with_synonyms({"capital"}) == {"capital"}
    assert all(w in SYNONYMS[s] for w, group in SYNONYMS.items() for s in group)


def test_a_demonym_gives_the_names_its_place_may_have():
    from kgqa.wordforms import demonym_places

    assert demonym_places("Valdorian")[0] == "Valdoria"
    assert demonym_places("Italian")[:2] == ["Italia", "Italy"]
    assert "Mexico" in demonym_places("Mexican") and "Brazil" in demonym_places("Brazilian")
    assert demonym_places("Japanese")[-1] == "Japan" and demonym_places("Chinese")[0] == "China"
    assert demonym_places("Pakistani") == ["Pakistan"] and demonym_places("Swedish") == ["Sweden"]
    assert demonym_places("French") == ["France"]
    assert demonym_places("these") == [] and demonym_places("plan") == [] and demonym_places("finish") == []


def test_a_noun_in_ibility_stems_as_its_adjective():
    from kgqa.wordforms import stem

    assert stem("responsibility") == stem("responsible")  # "responsible for" and eli:responsibility_of
    assert stem("availability") == stem("available")
    assert stem("ability") == "ability"  # too short to be a derived noun


def test_units_after_numbers_say_their_measure():
    from kgqa.wordforms import unit_measures

    assert unit_measures("Is it under 30 euros?") == {"price", "cost"}
    assert "weight" in unit_measures("is the skarn 1 ul lighter than 1 kg")
    assert unit_measures("Does it cost more than $40?") == {"price", "cost"}
    assert unit_measures("Is Balor stronger than 35?") == set()
