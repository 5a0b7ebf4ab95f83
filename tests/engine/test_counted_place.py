"""kgqa.engine.counted_place: "How many N are in E?" counts the things of class N placed in E."""

from __future__ import annotations

from kgqa.engine.counted_place import count_in_place, parse

G = "http://geo.example/"
CITY, VELDMARK = G + "City", G + "Veldmark"


def test_the_question_form():
    assert parse("How many cities are there in Veldmark?") == ("cities", "Veldmark")
    assert parse("how many researchers were born in the Republic of Estoria") == ("researchers", "Republic of Estoria")
    assert parse("How many bands are based in Aurenland?") == ("bands", "Aurenland")
    assert parse("How many albums did X release?") is None
    assert parse("Which cities are in Veldmark?") is None


def _count(listings: dict, stated=None, cls=CITY):
    asked = []

    def listing(query):
        asked.append(query)
        return next((props for key, props in listings.items() if key in query), [])

    found = count_in_place("How many cities are there in Veldmark?", stated or {("ent", VELDMARK): "veldmark"},
                           lambda noun: cls if noun == "cities" else None, lambda c: "a", listing,
                           lambda props: sorted(props)[0] if props else None)
    return found, asked


def test_one_property_from_the_things_to_the_place_is_read_first():
    found, _ = _count({f"?x ?p <{VELDMARK}>": [G + "country"]})
    assert found is not None
    assert f"?x <{CITY}>" not in found.sparql and f"?x a <{CITY}> . ?x <{G}country> <{VELDMARK}>" in found.sparql
    assert found.sparql.startswith("SELECT (COUNT(DISTINCT ?x)")


def test_else_two_properties_through_what_the_things_point_to():
    found, asked = _count({"?x ?p ?m": [G + "locatedIn"], "?m ?q": [G + "partOf"]})
    assert found is not None and f"?x <{G}locatedIn> ?m . ?m <{G}partOf> <{VELDMARK}>" in found.sparql
    assert len(asked) == 3


def test_no_class_no_named_place_or_no_path_is_no_reading():
    assert _count({f"?x ?p <{VELDMARK}>": [G + "country"]}, cls=None)[0] is None
    assert _count({f"?x ?p <{VELDMARK}>": [G + "country"]}, stated={("ent", G + "Other"): "other"})[0] is None
    assert _count({})[0] is None
