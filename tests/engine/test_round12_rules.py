"""The rules the blind KGs of session 62 (provenance: W3C PROV-O, projects: DOAP, forums: SIOC)
showed when session 63 read them, asked through the real engine (the shipped checkpoint) on a
real Oxigraph server, in words of their own where the rule allows:

- "older" over a date property some of whose values are text ("2009-03-14") compares the other
  way, as over any date: older is created earlier;
- "Which is the largest report?" read as ``MAX(size)`` answers with the report, and "What is the
  most recently generated dataset?" with the dataset, not its date; "What is the largest size
  ...?" keeps the number;
- a stated string the KG writes in two letter cases ("Java", "java") matched in either;
- a date written day first ("1 January 2023") read as a date, and a number in thousands ("1k") as
  the number;
- a vague verb of taking part ("worked on", "involved in") read as every link of its kind;
- a leaf of another class than the asked one hung instead by the one link from its owner's class
  to the asked class ("Which threads has X posted in?": the posts' containers, not their tags),
  and a hop whose link reaches another class followed again ("Which forums has X posted in?":
  the containers of the containers);
- a first or last that a joining verb says ("Who joined most recently?") ordered by the thing's
  date, where the model ordered by a key that holds no time (an e-mail hash, a link), a date
  some of whose values are text included;
- a thing named by a few words of its title and its class noun ("the rain barrel thread"), the
  one instance of the class whose label holds those words, linked as an entity the question
  states (and in the two sides of a comparison, where "the rain barrel one" is said with the left
  side's noun);
- "How many <noun> has X ...?" answered with the number X stores under a property that says the
  noun (``num_views``), typed or written as text.
"""

from __future__ import annotations

import pytest
from rdflib import URIRef

from kgqa.candidates.values import extract_values
from kgqa.engine.entity_answer import asks_for_the_class, extreme_as_order
from kgqa.engine.involvement import says_involvement
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.to_sparql import to_sparql

DOAP = "http://projects.example.org/"
PROV = "http://data.limnolab.example.org/prov/"


@pytest.mark.parametrize("question,truth", [
    ("Is Osprey older than Kestrel?", True),
    ("Is Kestrel older than Osprey?", False),
    ("Is Kestrel newer than Osprey?", True),
])
def test_older_over_dates_some_written_as_text(shipped_engine, bench_kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg("projects"), kg_name="projects")
    assert answer.boolean is truth, answer.sparql


@pytest.mark.parametrize("question,want", [
    ("Which is the largest report?", {f"{PROV}entity/rpt-0011"}),
    ("What is the most recently generated dataset?", {f"{PROV}entity/ds-0050"}),
])
def test_a_superlative_asks_for_the_thing(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("provenance"), kg_name="provenance")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_the_extreme_of_a_column_as_an_order_keeps_its_owner():
    g = QueryGraph()
    a, x, thing, cls = (g.add_vertex(VertexClass.ANS, 0, 0), g.add_vertex(VertexClass.VAR),
                        g.add_vertex(VertexClass.VAR), g.add_vertex(VertexClass.TYPE, 0, URIRef("http://x/Report")))
    g.add_edge(x, a, EdgeClass.AGG, "MIN")
    g.add_edge(thing, x, EdgeClass.REL, URIRef("http://x/size"))
    g.add_edge(thing, cls, EdgeClass.REL, URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"))
    sparql = to_sparql(extreme_as_order(g))
    assert "MIN(" not in sparql and "ORDER BY ASC(" in sparql and "LIMIT 1" in sparql
    g.add_edge(x, g.add_vertex(VertexClass.VAR), EdgeClass.AGG, "GROUP")  # grouped: not this shape
    assert extreme_as_order(g) is None


@pytest.mark.parametrize("question,asked", [
    ("What is the most recently generated dataset?", True),
    ("Which was the largest report of 2022?", True),
    ("What is the largest size of a report?", False),
    ("What is the highest salary?", False),
])
def test_what_is_the_superlative_noun(question, asked):
    assert asks_for_the_class(question, frozenset({"dataset", "report"})) is asked


@pytest.mark.parametrize("question,want", [
    ("How many projects are written in Java?", {"6"}),
    ("Which projects use python?", {f"{DOAP}project/{p}" for p in ("curlew", "heron", "heron-admin", "lapwing",
                                                                   "merlin-py")}),
])
def test_a_stated_string_in_either_case(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("projects"), kg_name="projects")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("text,date", [
    ("generated after 1 January 2023", "2023-01-01"), ("born on the 3rd of May 1990", "1990-05-03"),
    ("on 12 Dec. 2001", "2001-12-12"), ("March 5, 2020", "2020-03-05"),
])
def test_a_date_written_day_first(text, date):
    assert [v.lexical for v in extract_values(text) if "date" in v.kinds] == [date]


def test_a_number_in_thousands():
    assert [v.lexical for v in extract_values("threads with over 1k views and 2.5K likes")] == ["1000", "2500"]
    assert not [v for v in extract_values("a 1kg bag") if v.lexical == "1000"]


@pytest.mark.parametrize("question,want", [
    ("Which projects has Tobi Okafor worked on?", {f"{DOAP}project/kestrel", f"{DOAP}project/kestrel-connect"}),
    ("How many projects has Emma White been involved in?", {"3"}),
    ("Who has worked on both Kestrel and Merlin?", {f"{DOAP}person/mhollis", f"{DOAP}person/rsaito"}),
])
def test_a_vague_verb_of_taking_part_is_any_role(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("projects"), kg_name="projects")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_verbs_of_taking_part():
    assert says_involvement("Who took part in the cleaning run?")
    assert says_involvement("how many projects is she involved in")
    assert not says_involvement("Who maintains Kestrel?")
    assert not says_involvement("Which part of the building is this in?")


SIOC = "http://community.example.net/"


@pytest.mark.parametrize("question,want", [
    ("Which threads has greta_h posted in?", {f"{SIOC}thread/{t}" for t in ("121", "142", "145")}),
    ("Which forums has beatrix.k posted in?", {f"{SIOC}forum/{f}" for f in ("1", "2", "6")}),
    ("Who joined most recently?", {f"{SIOC}user/quietbee"}),
    ("Which account was registered first?", {f"{SIOC}user/admin_jo"}),
])
def test_forum_readings(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("forums"), kg_name="forums")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_sideways_to_the_asked_class_needs_one_link_from_the_owner():
    from kgqa.candidates.schema import ClassUse
    from kgqa.engine.asked_hop import sideways_to_asked

    post, thread, tag = "http://x/Post", "http://x/Thread", "http://x/Tag"
    g = QueryGraph()
    a, p, t = g.add_vertex(VertexClass.ANS, 0, 0), g.add_vertex(VertexClass.VAR), g.add_vertex(VertexClass.TYPE, 0, URIRef(post))
    g.add_edge(p, a, EdgeClass.REL, URIRef("http://x/topic"))
    g.add_edge(p, t, EdgeClass.REL, URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"))

    class Item:
        is_link = True
    props = {"http://x/topic": Item(), "http://x/container": Item()}
    use = ClassUse(subjects={"http://x/topic": frozenset({post}), "http://x/container": frozenset({post})},
                   objects={"http://x/topic": frozenset({tag}), "http://x/container": frozenset({thread})})
    moved = sideways_to_asked(g, thread, props, use, frozenset({tag}))
    assert "<http://x/container>" in to_sparql(moved) and f"<{thread}>" in to_sparql(moved)
    assert sideways_to_asked(g, tag, props, use, frozenset({tag})) is None  # already of the asked class


@pytest.mark.parametrize("question,want", [
    ("How many views has the rain barrel thread had?", {"1290"}),
    ("how many replies does the composting thread have", {"4"}),
])
def test_a_described_thing_and_the_number_it_stores(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("forums"), kg_name="forums")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question,truth", [
    ("Has the composting thread had more views than the mulch thread?", True),
    ("Does the mulch thread have more views than the composting thread?", False),
    ("Did kiwi_bird reply in the rain barrel thread?", True),
    ("Does the drip irrigation thread have more views than the rain barrel one?", False),
    ("Does the rain barrel thread have more views than the drip irrigation one?", True),
])
def test_described_things_in_yes_no_questions(shipped_engine, bench_kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg("forums"), kg_name="forums")
    assert answer.boolean is truth, answer.sparql


def test_a_description_names_one_thing_or_none(onboarded_forums):
    from kgqa.candidates.described import described_entities

    labels, classes = onboarded_forums
    one = described_entities("How many views has the rain barrel thread had?", labels, classes)
    assert [c.id for c in one] == [f"{SIOC}thread/121"] and one[0].label == "rain barrel thread"
    # "thread" alone, or words in no title: no description
    assert described_entities("Which is the longest thread?", labels, classes) == []
    assert described_entities("Who started the zebra thread?", labels, classes) == []


@pytest.fixture(scope="module")
def onboarded_forums(bench_kg):
    from kgqa.candidates.collect import default_collector

    kg = bench_kg("forums")
    collector = default_collector()
    schema = collector.schema(kg)
    return collector.onboarded(kg).labels, {iri: c.label for iri, c in schema.classes.items()}


@pytest.mark.parametrize("kg,question,want", [
    # a link whose name says a time is no other role: "work on" stays current, "in the past" past
    ("social", "What projects did Lars Ovedal work on in the past?", {"https://people.example.net/project/ledgerlock"}),
    ("social", "How many people work on DeepCurrent?", {"3"}),
    # "releases" is no word of firstReleased (a year, never a count)
    ("software", "how many releases has glimmerkit had", {"2"}),
    # "the Silverhorn Mountains" is a range's name, not a description of a mountain
    ("summits", "How many rivers rise in the Silverhorn Mountains?", {"2"}),
])
def test_where_the_round12_rules_stand_back(shipped_engine, bench_kg, kg, question, want):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql
