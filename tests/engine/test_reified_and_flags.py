"""The rules the transport, tenure and careers KGs showed (session 44), asked through the real
engine (the shipped checkpoint) on a real Oxigraph server:

- a measure compared with a stated number ("at least two Michelin stars"), a string said of
  the asked things ("vegan recipes"), and a possessor's superlative ("X's most recent recipe");
- a superlative "by" a measure, an event a date says happened ("which power stations have been
  decommissioned"), and a named thing modifying a noun ("all solar plants");
- "A part of B" over a hierarchy of one kind of thing (``skos:broader``, one or more steps);
- a flag the question names, in lists, counts and yes/no ("Which railway lines are
  electrified?", "Is the Coastal Line electrified?");
- superlatives of time over a year held as a plain number ("the oldest airline": founded
  first), of a year a property's name holds ("the busiest airport in 2023"), "by" a measure,
  and "the N with the most M";
- facts a KG reifies as unnamed nodes: the node's property a question naming two entities asks
  for, yes/no through such a node ("still a member": no end year), and an answer of such nodes
  carried on to the named things asked for, with the strings the question says of them.
"""

from __future__ import annotations

import pytest

from kgqa.engine.flag_reading import flag_listing, named_flag

T, TP = "http://transit.example/", "http://transit.example/prop/"
F, FV, SDO = "https://food.example.org/", "https://food.example.org/vocab/", "http://schema.org/"
E, S = "http://people.example.com/entity/", "http://people.example.com/schema/"
G, GD = "http://data.energy.example/id/", "http://data.energy.example/def/"


def test_skos_relations_are_facts_not_machinery():
    from kgqa.kg.vocabulary import SKOS, is_machinery

    assert not is_machinery(SKOS + "broader") and not is_machinery(SKOS + "related")
    assert is_machinery(SKOS + "inScheme") and is_machinery(SKOS + "Concept")


def values(kg, sparql: str) -> set[str]:
    return {str(r[0]) for r in kg.select(sparql).rows}


def test_named_flag_needs_all_its_words_and_nothing_more():
    words = {"x#electrified": "electrified", "x#orphan_drug": "orphan drug"}.get
    flags = ["x#electrified", "x#orphan_drug"]
    assert named_flag("electrified", flags, words) == ("x#electrified", True)
    assert named_flag("not electrified", flags, words) == ("x#electrified", False)
    assert named_flag("orphan drugs", flags, words) == ("x#orphan_drug", True)
    assert named_flag("electrified and longer than 50 km", flags, words) is None
    assert named_flag("orphan", flags, words) is None
    reading = flag_listing("How many lines are electrified?", flags, words, lambda noun: "x#Line", lambda c: "a")
    assert reading is not None and "COUNT(DISTINCT ?x)" in reading.sparql and '"true"' in reading.sparql
    assert flag_listing("Which lines are long?", flags, words, lambda noun: "x#Line", lambda c: "a") is None


@pytest.mark.parametrize("kg,question,gold", [
    ("transport", "Which railway lines are electrified?", f"SELECT ?x WHERE {{ ?x <{TP}electrified> true }}"),
    ("transport", "Which is the oldest airline?", f"SELECT ?x WHERE {{ ?x <{TP}founded> ?y }} ORDER BY ?y LIMIT 1"),
    ("transport", "Which was the busiest airport in 2023?",
     f"SELECT ?x WHERE {{ ?x <{TP}passengers_2023> ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("transport", "what's the route with the most weekly flights",
     f"SELECT ?x WHERE {{ ?x <{TP}weekly_flights> ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("transport", "What is the largest city in Valdoria by population?",
     f"SELECT ?x WHERE {{ ?x <{TP}country> <{T}country_VAL> ; <{TP}population> ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("tenure", "Who has been chief executive of Halden Bank?",
     f"SELECT ?x WHERE {{ ?x <{S}heldPosition> ?p . ?p <{S}organisation> <{E}halden_bank> ; <{S}role> \"chief executive\" }}"),
    ("tenure", "What role does Jonas Eikeland have at Lirnhaven Shipping?",
     f"SELECT ?x WHERE {{ <{E}jonas_eikeland> <{S}heldPosition> ?p . ?p <{S}organisation> <{E}lirnhaven_shipping> ; "
     f"<{S}role> ?x }}"),
    ("tenure", "who got a phd from the orsenburg institute of technology",
     f"SELECT ?x WHERE {{ ?x <{S}education> ?d . ?d <{S}institution> <{E}orsenburg_institute_of_technology> ; "
     f"<{S}degree> \"PhD\" }}"),
    ("tenure", "Who is the current chair of Halden Bank?",
     f"SELECT ?x WHERE {{ ?x <{S}heldPosition> ?p . ?p <{S}organisation> <{E}halden_bank> ; <{S}role> \"chair\" . "
     f"FILTER NOT EXISTS {{ ?p <{S}endYear> ?y }} }}"),
    ("tenure", "How many people have been chief executive of Halden Bank?",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x <{S}heldPosition> ?p . ?p <{S}organisation> <{E}halden_bank> ; "
     f"<{S}role> \"chief executive\" }}"),
    # a year put on the node's fact: held then, begun after it (years as xsd:gYear here)
    ("careers", "Who was the chief executive of Norrsten Energy in 2005?",
     f"SELECT ?x WHERE {{ ?x <{S}heldPosition> ?p . ?p <{S}organisation> <{E}norrsten_energy> ; "
     f"<{S}role> \"chief executive\" ; <{S}startYear> ?s . FILTER(YEAR(?s) <= 2005) "
     f"FILTER NOT EXISTS {{ ?p <{S}endYear> ?e FILTER(YEAR(?e) < 2005) }} }}"),
    ("careers", "Who became a professor at the Varenna Institute of Technology after 2000?",
     f"SELECT ?x WHERE {{ ?x <{S}heldPosition> ?p . ?p <{S}organisation> <{E}varenna_institute_of_technology> ; "
     f"<{S}role> \"professor\" ; <{S}startYear> ?s . FILTER(YEAR(?s) > 2000) }}"),
    ("careers", "Which organisations has Jonas Lindqvist worked for?",
     f"SELECT ?x WHERE {{ <{E}jonas_lindqvist> <{S}heldPosition> ?p . ?p <{S}organisation> ?x }}"),
    ("tenure", "How many people were born in Veldmark?",  # "people": person
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x <{S}birthPlace>/<{S}locatedIn> <{E}veldmark> }}"),
    # a superlative "by" a measure; an event a date says happened; a named thing modifying a noun
    ("grid", "What is the largest power plant by installed capacity?",
     f"SELECT ?x WHERE {{ ?x <{GD}cap> ?c }} ORDER BY DESC(?c) LIMIT 1"),
    ("grid", "which power stations have been decommissioned", f"SELECT ?x WHERE {{ ?x <{GD}decomm> ?d }}"),
    ("grid", "What is the total installed capacity of all solar plants?",
     f"SELECT (SUM(?c) AS ?n) WHERE {{ ?x <{GD}src> <{G}SRC-SOL> ; <{GD}cap> ?c }}"),
    ("grid", "Which wind farm has the lowest installed capacity?",
     f"SELECT ?x WHERE {{ ?x <{GD}src> <{G}SRC-WND> ; <{GD}cap> ?c }} ORDER BY ?c LIMIT 1"),
    # a directed fact reified: the side the question says ("fly to": the destination)
    ("transport", "Which airports does Ostwind Airways fly to?",
     f"SELECT ?x WHERE {{ ?r <{TP}operated_by> <{T}airline_04> ; <{TP}destination> ?x }}"),
    ("transport", "How many different airlines fly out of Grendholm Central Airport?",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?r <{TP}origin> <{T}airport_GRH> ; <{TP}operated_by> ?x }}"),
    # a measure compared with a number in words; a string said of the asked things; a possessor's superlative
    ("kitchen", "Which restaurants have at least two Michelin stars?",
     f"SELECT ?x WHERE {{ ?x <{FV}michelinStars> ?n FILTER(?n >= 2) }}"),
    ("kitchen", "How many vegan recipes are there?", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x <{FV}diet> \"vegan\" }}"),
    ("kitchen", "What is Tomasz Quillan's most recent recipe?",
     f"SELECT ?x WHERE {{ ?x <{SDO}author> <{F}chef-02> ; <{SDO}datePublished> ?d }} ORDER BY DESC(?d) LIMIT 1"),
])
def test_the_things_asked_for(shipped_engine, bench_kg, answers_as_gold, kg, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg(kg), kg, question, gold)
    assert want and got == want, answer.sparql


@pytest.mark.parametrize("kg,question,truth", [
    ("transport", "Is the Coastal Line electrified?", True),
    ("transport", "Is the Coastal Line not electrified?", False),
    ("energy", "Is natural gas a renewable energy source?", False),  # the class's words beside the flag
    ("tenure", "is greta ilves still a member of the veldmark diet", True),
    ("tenure", "Did Ilse Brandauer get her PhD from the University of Dunmere?", True),
    ("careers", "Was Henrik Dahl a member of the Parliament of Haldenmark after 2005?", False),
    ("grid", "Has Kessling East Coal Station been decommissioned?", True),
    ("grid", "Has Lindhaven Nuclear Station been decommissioned?", False),
    # a hierarchy of one kind of thing (SKOS's broader, a relation, not thesaurus machinery)
    ("recipes", "Is Sicilian cuisine part of Italian cuisine?", True),
    ("recipes", "Is Sicilian cuisine part of Mexican cuisine?", False),
    ("kitchen", "Is Lusimari coastal cuisine a regional style of Marsentine cuisine?", True),
])
def test_yes_no(shipped_engine, bench_kg, kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert answer.boolean is truth, answer.sparql


def test_answers_of_unnamed_nodes_move_on_only_where_things_have_names(shipped_engine, bench_kg):
    """"Which routes are seasonal?" asks for the route nodes themselves: they stay the answer."""
    answer = shipped_engine.answer("Which routes are seasonal?", bench_kg("transport"), kg_name="transport")
    assert {str(r[0]) for r in answer.rows} == values(bench_kg("transport"), f"SELECT ?x WHERE {{ ?x <{TP}seasonal> true }}")
