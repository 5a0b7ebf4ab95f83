"""kgqa.engine.counted_place: "How many N are in E?" counts the things of class N placed in E."""

from __future__ import annotations

from kgqa.engine.counted_place import count_in_place, count_of_entity, parse, parse_owned, place_listing

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


def test_else_a_chain_of_one_placing_property_at_any_depth():
    # a person near a city in a region in a country, each place in the next by ``parentFeature``
    found, asked = _count({"?k ?q": [G + "parentFeature"], "?x ?p ?m . FILTER(isIRI(?m)) ?m": [G + "basedNear"]})
    assert found is not None
    assert f"?x <{G}basedNear> ?m . ?m <{G}parentFeature>+ <{VELDMARK}>" in found.sparql
    assert "and so on" in found.read_as


def test_which_n_in_e_lists_what_how_many_counts():
    def listing(query):
        return [G + "country"] if f"?x ?p <{VELDMARK}>" in query else []

    args = ({("ent", VELDMARK): "veldmark"}, lambda noun: CITY if noun == "cities" else None, lambda c: "a",
            listing, lambda props: sorted(props)[0] if props else None)
    found = place_listing("Which cities are there in Veldmark?", *args)
    assert found is not None and found[0] == CITY
    assert found[1].sparql.startswith("SELECT DISTINCT ?x WHERE") and f"?x <{G}country> <{VELDMARK}>" in found[1].sparql
    assert place_listing("Which rivers are there in Veldmark?", *args) is None  # no class
    assert place_listing("How many cities are there in Veldmark?", *args) is None  # a count, not a listing


def test_no_class_no_named_place_or_no_path_is_no_reading():
    assert _count({f"?x ?p <{VELDMARK}>": [G + "country"]}, cls=None)[0] is None
    assert _count({f"?x ?p <{VELDMARK}>": [G + "country"]}, stated={("ent", G + "Other"): "other"})[0] is None
    assert _count({})[0] is None


M = "http://art.example/"
KUNSTHAL, PAINTING = M + "kunsthal", M + "Painting"


def test_the_owned_form():
    names = ["lindmoor kunsthal", "lucan dray"]
    assert parse_owned("How many paintings does the Lindmoor Kunsthal hold?", names) == \
        ("paintings", "lindmoor kunsthal", "hold")
    assert parse_owned("how many phd students did lucan dray have", names) == ("phd students", "lucan dray", "have")
    assert parse_owned("How many albums did Lucan Dray release after 2012?", names) is None  # a year: the model's
    assert parse_owned("How many works did Lucan Dray 's pupils make?", names) is None  # a chain
    assert parse_owned("How many paintings are in the Lindmoor Kunsthal?", names) is None


def _owned(question, out, into, cls=None, numbers=()):
    def listing(query):
        return out if query.startswith(f"SELECT DISTINCT ?p WHERE {{ <{KUNSTHAL}> ?p") else into

    return count_of_entity(question, {("ent", KUNSTHAL): "lindmoor kunsthal"}, lambda noun: cls, lambda c: "a",
                           listing, lambda props: props[0] if props else None, lambda p: p in numbers,
                           lambda p: p.rsplit("/", 1)[-1])


def test_the_things_linked_either_way_are_counted_and_a_number_is_read():
    held = _owned("How many paintings does the Lindmoor Kunsthal hold?", [], [M + "heldBy"], cls=PAINTING)
    assert held is not None and f"?x <{M}heldBy> <{KUNSTHAL}> . ?x a <{PAINTING}>" in held.sparql
    assert held.sparql.startswith("SELECT (COUNT(DISTINCT ?x)")
    visitors = _owned("How many visitors a year does the Lindmoor Kunsthal get?", [M + "visitors"], [],
                      numbers={M + "visitors"})
    assert visitors is not None and visitors.sparql == f"SELECT ?x WHERE {{ <{KUNSTHAL}> <{M}visitors> ?x . }}"


def test_a_property_stored_both_ways_counts_the_side_the_noun_names():
    students = _owned("How many students does the Lindmoor Kunsthal have?", [M + "advisor"], [M + "advisor"])
    assert f"?x <{M}advisor> <{KUNSTHAL}>" in students.sparql
    advisors = _owned("How many advisors does the Lindmoor Kunsthal have?", [M + "advisor"], [M + "advisor"])
    assert f"<{KUNSTHAL}> <{M}advisor> ?x" in advisors.sparql
