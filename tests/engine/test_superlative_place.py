"""kgqa.engine.superlative_place: "What is the oldest painting in the X?" from the KG's links."""

from __future__ import annotations

from kgqa.engine.superlative_place import parse, superlative_in_place, superlative_of_class

A = "http://art.example/"
MUSEUM, PAINTING = A + "museum", A + "Painting"


def test_the_question_form():
    assert parse("What is the oldest painting in the Galleria San Orsola?") == ("oldest", "painting",
                                                                              "Galleria San Orsola")
    assert parse("who is the oldest developer working at Nimbuswright") == ("oldest", "developer", "Nimbuswright")
    assert parse("What is the most valuable work in the Park?") == ("most valuable", "work", "Park")
    assert parse("What is the capital of Veldmark?") is None  # no superlative
    assert parse("Which painting is the oldest?") is None


def _read(question, into, out, measures, dated=()):
    def listing(query):
        if "?x ?p ?v" in query:
            return measures
        return into if query.startswith("SELECT DISTINCT ?p WHERE { ?x ?p") else out

    return superlative_in_place(question, {("ent", MUSEUM): "the museum"[4:]}, lambda noun: None, lambda c: "a",
                                listing, lambda props: sorted(props)[0] if props else None, lambda p: p in dated)


def test_things_pointing_to_the_place_ordered_by_their_measure():
    found = _read("What is the oldest painting in the museum?", [A + "heldBy"], [A + "locatedIn"],
                  [A + "created", A + "height"], dated={A + "created"})
    assert found is not None
    assert found.sparql == (f"SELECT ?x WHERE {{ ?x <{A}heldBy> <{MUSEUM}> . ?x <{A}created> ?v . }} "
                            "ORDER BY ASC(?v) LIMIT 1")  # the oldest was made first
    young = _read("Who is the youngest painter in the museum?", [A + "heldBy"], [], [A + "created"], dated={A + "created"})
    assert young.sparql.endswith("ORDER BY DESC(?v) LIMIT 1")
    light = _read("What is the lightest painting in the museum?", [A + "heldBy"], [], [A + "weight"])
    assert light.sparql.endswith("ORDER BY ASC(?v) LIMIT 1")
    heavy = _read("What is the heaviest painting in the museum?", [A + "heldBy"], [], [A + "weight"])
    assert heavy.sparql.endswith("ORDER BY DESC(?v) LIMIT 1")


def test_no_link_or_no_measure_is_no_reading():
    assert _read("What is the oldest painting in the museum?", [], [], [A + "created"], dated={A + "created"}) is None
    assert _read("What is the oldest painting in the museum?", [A + "heldBy"], [], [A + "height"]) is None  # no date


def _of_class(question, measures, dated=(), ordered=False, cls=PAINTING):
    return superlative_of_class(question, lambda noun: cls, lambda c: "a", lambda query: measures,
                                lambda props: sorted(props)[0] if props else None, lambda p: p in dated,
                                lambda p: p.rsplit("/", 1)[-1].lower(), ordered=ordered)


def test_the_thing_of_a_class_with_the_most_of_a_measure():
    oldest = _of_class("Who is the oldest painting?", [A + "created"], dated={A + "created"})
    assert oldest.sparql == (f"SELECT ?x WHERE {{ ?x a <{PAINTING}> . ?x <{A}created> ?v . }} "
                             "ORDER BY ASC(?v) LIMIT 1")
    assert _of_class("Which painting is the youngest?", [A + "created"], dated={A + "created"}).sparql.endswith(
        "DESC(?v) LIMIT 1")
    pages = _of_class("Which novel has the most pages?", [A + "height", A + "pages"])
    assert f"<{A}pages>" in pages.sparql  # the measure the question says
    assert _of_class("Which novel has the most prizes?", [A + "height", A + "pages"]) is None


def test_a_measure_the_question_does_not_say_is_left_to_an_ordering_model():
    assert _of_class("What is the longest painting?", [A + "budget"]) is not None
    assert _of_class("What is the longest painting?", [A + "budget"], ordered=True) is None
    assert _of_class("What is the oldest painting?", [A + "created"], dated={A + "created"}, ordered=True) is not None
    assert _of_class("What is the oldest painting?", [A + "created"], cls=None) is None


def test_the_most_things_of_a_class_when_no_property_says_the_noun():
    """"Which country has the most cities?": counted through a link by which a country has
    several cities; here none (a country's capital is one city), so through a region."""
    country, city = A + "Country", A + "City"

    def listing(query):
        if "?x ?p ?v" in query:
            return []  # no number says "cities"
        if query.startswith("SELECT DISTINCT ?q"):
            return [A + "partOf"]
        if "?m ?p ?k" in query:
            return [A + "locatedIn"]
        return []

    found = superlative_of_class("Which country has the most cities?",
                                 lambda noun: {"country": country, "cities": city}.get(noun), lambda c: "a", listing,
                                 lambda props: sorted(props)[0] if props else None, lambda p: False,
                                 lambda p: p.rsplit("/", 1)[-1])
    assert found is not None
    assert f"?m <{A}locatedIn> ?k . ?k <{A}partOf> ?x ." in found.sparql
    assert found.sparql.endswith("GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?m)) LIMIT 1")


def test_what_a_superlative_measures():
    from kgqa.engine.superlative_place import measure_words

    assert measure_words("tallest") == {"height"} and measure_words("heaviest") == {"weight", "mass"}
    assert "population" in measure_words("biggest") and measure_words("most populous") == {"population"}
    assert measure_words("greenest") == set()
    # the tallest player by height, not by the number the fit would put first ("aNumber")

    tall = superlative_in_place("Who is the tallest player in the museum?", {("ent", MUSEUM): "museum"},
                                lambda noun: None, lambda c: "a",
                                lambda q: [A + "aNumber", A + "heightCm"] if "?x ?p ?v" in q else [A + "heldBy"],
                                lambda props: sorted(props)[0] if props else None, lambda p: False,
                                lambda p: p.rsplit("/", 1)[-1].replace("Cm", " cm"))
    assert tall is not None and f"<{A}heightCm>" in tall.sparql
