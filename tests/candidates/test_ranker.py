

def test_a_labelled_propertys_iri_words_count_too():
    """``playsFor`` labelled "current club": "Who plays for X?" says its IRI's words."""
    from kgqa.candidates.ranker import lexical_features
    from kgqa.candidates.schema import SchemaItem

    item = SchemaItem("http://example.org/v/playsFor", "property", "current club", table="", local="current club")
    stems = {"who", "play", "for", "x"}
    assert lexical_features(item, stems)[0] > 0
    assert lexical_features(item, {"who", "is", "x"})[0] == 0
