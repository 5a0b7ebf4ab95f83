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
    ("What is the German job title for a baker?", "de"),
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


def test_a_thesaurus_names_through_its_label_nodes(tmp_path):
    """SKOS-XL: the names in a language and the other names are read through the label nodes."""
    from kgqa.engine.language_label import asks_other_names, language_label
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "xl.ttl"
    ttl.write_text(
        '@prefix xl: <http://www.w3.org/2008/05/skos-xl#> . @prefix e: <http://ex.org/> .\n'
        'e:baker xl:prefLabel e:l1, e:l2 ; xl:altLabel e:l3, e:l4 .\n'
        'e:l1 xl:literalForm "baker"@en . e:l2 xl:literalForm "Bäcker/Bäckerin"@de .\n'
        'e:l3 xl:literalForm "bread maker"@en . e:l4 xl:literalForm "Brotbäcker"@de .\n')
    kg = EmbeddedKG([ttl], name="xl")
    stated = {("ent", "http://ex.org/baker"): "baker"}

    def rows(question):
        return [{str(r[0]) for r in kg.select(reading.sparql).rows} for reading in language_label(question, stated)]

    assert rows("What is the German job title for a baker?")[0] == {"Bäcker/Bäckerin"}
    assert asks_other_names("What are the other names for the baker job?")
    assert rows("What are the other names for the baker job?") == [{"bread maker"}]
    assert not asks_other_names("Who is the other baker?") and rows("Who is the other baker?") == []
