"""kgqa.engine.language_label: a thing's name in a language the question names, read from its
language tags; unit tests of the forms, then through the real engine on a real Oxigraph server
(tests/engine/data/terms.ttl: SKOS labels in English, French and German)."""

from __future__ import annotations

import pytest

from kgqa.engine.language_label import asked_language


@pytest.mark.parametrize("question,code", [
    ("What is the French term for soil erosion?", "fr"),
    ("What is soil erosion called in German?", "de"),
    ("How do you say wetland in French?", "fr"),
    ("what's the german name of soil erosion", "de"),
    ("Give me the Spanish translation of wetland", "es"),
    ("Which people speak French?", None),  # a language, no name asked in it
    ("What is the name of the German chancellor?", None),
    ("Which films were made in Italian?", None),
])
def test_the_language_a_name_is_asked_in(question, code):
    assert asked_language(question) == code


@pytest.mark.parametrize("question,names", [
    ("What is the French term for soil erosion?", {"érosion du sol"}),
    ("What is soil erosion called in German?", {"Bodenerosion"}),
    ("How do you say wetland in French?", {"zone humide"}),  # the preferred name, not "marais"
    ("What is the Spanish term for soil erosion?", set()),  # none: not another graph's answer
])
def test_names_in_a_language_through_the_engine(shipped_engine, data_kg, question, names):
    answer = shipped_engine.answer(question, data_kg("terms.ttl"), kg_name="terms")
    assert {str(r[0]) for r in answer.rows} == names, answer.sparql
    assert "langMatches" in answer.sparql
