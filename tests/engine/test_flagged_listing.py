"""kgqa.engine.flagged_listing: a flag said before the listed noun ("Which crewed missions ...?")
read as the listing without it, narrowed by the flag; and the engine answering such questions on
real bench KGs (the shipped checkpoint, a real Oxigraph server), where the model alone drops it."""

from __future__ import annotations

import pytest

from kgqa.engine.flagged_listing import flagged, flagged_noun, has_flag
from kgqa.querygraph import sparql_to_graph, to_sparql

P = "http://x.example/"
FLAGS = {f"{P}crewed": "crewed", f"{P}isVenomous": "is venomous", f"{P}orphan_drug": "orphan drug",
         f"{P}renewable": "renewable"}


def words_of(iri: str) -> str:
    return FLAGS[iri]


def test_the_flag_before_a_noun_is_struck_from_the_question():
    found = flagged_noun("Which crewed missions did the Corvan Orbital Authority launch?", FLAGS, words_of)
    assert (found.flag, found.value, found.counted) == (f"{P}crewed", True, False)
    assert found.rest == "Which missions did the Corvan Orbital Authority launch?"
    assert flagged_noun("What is the lightest orphan drug?", FLAGS, words_of).rest == "What is the lightest drug?"
    venomous = flagged_noun("which venomous creatures live in mirefen", FLAGS, words_of)
    assert (venomous.flag, venomous.rest) == (f"{P}isVenomous", "which creatures live in mirefen")


def test_a_count_is_asked_as_the_listing_it_counts_and_non_asks_false():
    found = flagged_noun("How many venomous beasts are there?", FLAGS, words_of)
    assert (found.rest, found.counted, found.value) == ("Which beasts are there?", True, True)
    non = flagged_noun("Which non-renewable plants in Brevania are still operating?", FLAGS, words_of)
    assert (non.flag, non.value, non.rest) == (f"{P}renewable", False, "Which plants in Brevania are still operating?")


def test_no_flag_after_the_noun_or_in_a_name():
    assert flagged_noun("Which railway lines are crewed?", FLAGS, words_of) is None  # flag_reading's form
    assert flagged_noun("Which power plants does Brightwind Renewable operate?", FLAGS, words_of,
                        names=["brightwind renewable"]) is None
    # two flags: the first is read, the listing left keeps the second for its own reading
    assert flagged_noun("Which crewed venomous missions are there?", FLAGS, words_of).rest == \
        "Which venomous missions are there?"
    assert flagged_noun("Which missions are there?", FLAGS, words_of) is None
    assert flagged_noun("Which crewed missions are there?", {}, words_of) is None


def test_the_graph_gets_the_flag_at_its_things_directly_through_a_link_or_counted():
    listing = sparql_to_graph(f"SELECT DISTINCT ?x WHERE {{ ?x a <{P}Mission> . ?x <{P}launchedBy> <{P}COA> . }}")
    crewed = to_sparql(flagged(listing, f"{P}crewed", True))
    assert f"?x <{P}crewed> true" in crewed or f'<{P}crewed> "true"' in crewed
    via = to_sparql(flagged(listing, f"{P}renewable", False, via=f"{P}fuel"))
    assert f"<{P}fuel> ?flagged" in via and "false" in via
    assert to_sparql(flagged(listing, f"{P}crewed", True, count=True)).startswith("SELECT (COUNT(DISTINCT ?x)")
    ordered = sparql_to_graph(f"SELECT ?x WHERE {{ ?x a <{P}Drug> . ?x <{P}weight> ?w . }} ORDER BY ASC(?w) LIMIT 1")
    assert "ORDER BY" in to_sparql(flagged(ordered, f"{P}orphan_drug", True))


def test_a_graph_says_a_flag_only_where_it_holds_things_to_a_value():
    said = sparql_to_graph(f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x <{P}crewed> ?c . FILTER(?c = true) }}")
    assert has_flag(said, f"{P}crewed")
    values = sparql_to_graph(f"SELECT (COUNT(DISTINCT ?c) AS ?n) WHERE {{ ?s <{P}renewable> ?c . }}")
    assert not has_flag(values, f"{P}renewable")


ANSWERED = [
    ("astronomy", "Which crewed missions did the Corvan Orbital Authority launch?", {"Petrel"}),
    ("creatures", "Which venomous creatures live in Mirefen?", {"Nagrath", "Ravka_the_Gnawer"}),
    ("energy", "Which renewable plants are in the North Coast Grid?", {"PP-011", "PP-018", "PP-078"}),
]


@pytest.mark.parametrize("name, question, wanted", ANSWERED, ids=[q for _, q, _ in ANSWERED])
def test_the_engine_narrows_the_listing_by_the_flag(shipped_engine, bench_kg, name, question, wanted):
    answer = shipped_engine.answer(question, bench_kg(name), kg_name=name)
    got = {r[0].rsplit("/", 1)[-1].rsplit("#", 1)[-1] for r in answer.rows}
    assert got == wanted, answer.sparql
    assert answer.read_as.endswith(" true")
    alone = shipped_engine.with_search(compared_listing=False).answer(question, bench_kg(name), kg_name=name)
    assert {r[0].rsplit("/", 1)[-1].rsplit("#", 1)[-1] for r in alone.rows} > wanted  # the model lists them all
