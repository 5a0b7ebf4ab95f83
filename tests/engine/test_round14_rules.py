"""The rules the blind KGs of session 64 (journals: BIBO, appliances: SAREF, annotations: W3C Web
Annotation) showed when session 65 read them, asked through the real engine (the shipped
checkpoint) on a real Oxigraph server:

- a class whose name is another's with words before it ("academic article", "article") is a
  kind of it, where the two share most of their properties (a relational KG's "student enrolment
  courses" is no kind of course): "articles" are both, unless the question says the narrower name;
- a title the model read as a value ('Which articles cite "<title>"?' as ``FILTER(?x =
  "<title>")``) stands for the linked entity of that whole name;
- a work's title without its subtitle ("Reading in the Margins" of "Reading in the Margins:
  Annotation as Scholarly Practice") names it;
- a maker's name matched with and without its legal form ("Kestrel Systems Ltd.", "Kestrel
  Systems") where the KG writes both;
- "Which homes have a tumble dryer?" through the room between (the dryer located in a room of
  the home), where no property links the two classes;
- an observation reading that keys a dimension by nothing the question names (no crash: the
  model's graph answers "Which appliances draw more than 1500 watts?");
- "What is the DOI of X?" where no property says "DOI": the property whose values open with
  "doi:" (X's own may not: "10.5555/...");
- "Who wrote X?" as X's creator: a verb of making a work is said by its maker's property;
- the model comparing a word of the named title in lower case ("groundwater") is reading the
  name as a value, no condition: the verb's step from the title stands;
- an answer of the nodes an article holds (its author list) moves back to the article, where the
  article's class is a kind of the asked one ("articles": ``bibo:AcademicArticle``);
- "Has anyone bookmarked X?", "Did A reply to B?": the kind of act a verb says, where the KG
  names kinds as values (``oa:motivatedBy oa:bookmarking``), the one doing it the act's own party;
- "How many replies have been posted?", "Which annotations are questions?": a plural noun that
  names a kind the KG names as a value gives the graph's annotations that kind;
- "Is the living room dimmer switched on?", "Is the washing machine running?": a state the KG
  names as a thing ("on", "running"), asked of the one named thing that has states;
- "on the first floor", "on the ground floor": the number an ordinal states, given to the
  property it names (``hm:floor 1``);
- "which papers", "which documents" ask for a KG's "scholarly articles" (general English's kinds
  of the noun) where no class is named so;
- "Which documents has X annotated?", "How many ...": the things of the asked class that X's
  annotations reach, two steps on;
- "Who annotated X?" answered by the people of the annotations that reach X in two steps (its
  target a selection of X), not one property linking both.
"""

from __future__ import annotations

import pytest

from kgqa.candidates.second_names import main_title
from kgqa.engine.answer_order import asked_class
from kgqa.engine.head_classes import narrower_by_name, with_head_classes
from kgqa.engine.kind_values import said_kinds, verb_key
from kgqa.engine.left_out_entity import with_named_value
from kgqa.engine.legal_form_variants import name_core
from kgqa.querygraph.from_sparql import sparql_to_graph
from kgqa.querygraph.to_sparql import to_sparql

BIBO = "http://purl.org/ontology/bibo/"
JOURNALS = "http://bibdata.example.org/"
ANNOTATE = "http://annotate.example.org/"
HOME = "http://smarthome.example.org/"


def test_a_compound_class_name_is_a_kind_of_its_head():
    labels = {"a": "article", "b": "academic article", "c": "article type", "d": "journal article", "e": "person"}
    assert narrower_by_name("a", labels) == ["b", "d"]
    assert narrower_by_name("c", labels) == []
    assert narrower_by_name("e", labels) == []


def test_a_compound_name_of_another_thing_is_no_kind():
    labels = {"c": "courses", "e": "student enrolment courses", "a": "article", "b": "academic article"}
    uses = {"c": {"c#name", "c#description"}, "e": {"e#course_id", "e#enrolment_id"},
            "a": {"title", "doi", "pages"}, "b": {"title", "doi", "pages", "abstract"}}
    # a relational KG's link table shares none of the course's properties: no kind of course
    assert narrower_by_name("c", labels, uses) == []
    assert narrower_by_name("a", labels, uses) == ["b"]


def test_head_class_test_accepts_the_narrower_classes():
    labels = {f"{BIBO}Article": "article", f"{BIBO}AcademicArticle": "academic article"}
    graph = sparql_to_graph(f"SELECT ?a WHERE {{ ?a a <{BIBO}Article> . ?a <{BIBO}cites> ?b . }}")
    wider = to_sparql(with_head_classes(graph, "Which articles cite something?", labels))
    assert f"= <{BIBO}AcademicArticle>" in wider and f"= <{BIBO}Article>" in wider and "||" in wider
    # the question says the narrower kind: it asks for that one alone
    assert with_head_classes(graph, "Which academic articles cite something?", labels) is None


def test_a_value_that_is_an_entity_s_whole_name_stands_for_it():
    graph = sparql_to_graph(f'SELECT ?a WHERE {{ ?a <{BIBO}cites> ?x . FILTER(?x = "Mycorrhizal networks under drought stress") }}')
    linked = [("http://x.org/spi1", "Mycorrhizal networks under drought stress")]
    question = "Which articles cite 'Mycorrhizal networks under drought stress'?"
    [read] = with_named_value(graph, question, linked, lambda p, iri: True)
    assert "<http://x.org/spi1>" in to_sparql(read) and '"Mycorrhizal' not in to_sparql(read)
    # not held by the property: the thing that has the name as an attribute is the entity
    [read] = with_named_value(sparql_to_graph(f'SELECT ?c WHERE {{ ?a <{BIBO}cites> ?c . ?a <{BIBO}pageStart> ?x . '
                                              f'FILTER(?x = "Mycorrhizal networks under drought stress") }}'),
                              question, linked, lambda p, iri: False)
    assert to_sparql(read).replace(" ", "") == f"SELECT?cWHERE{{<http://x.org/spi1><{BIBO}cites>?c.}}"
    # a name the question does not say in full is no name of it
    assert with_named_value(graph, "Which articles cite Mycorrhizal networks?", linked, lambda p, iri: True) == []


def test_articles_are_academic_articles_too(shipped_engine, bench_kg):
    answer = shipped_engine.answer("What articles did Rafael Quintero write?", bench_kg("journals"), kg_name="journals")
    assert {str(r[0]) for r in answer.rows} == {f"{JOURNALS}article/jhl.2020.003", f"{JOURNALS}article/jhl.2019.015",
                                                f"{JOURNALS}article/jhl.2019.002"}, answer.sparql


def test_a_quoted_title_read_as_a_value(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Which articles cite 'Groundwater recharge in glaciated lowland catchments'?",
                                   bench_kg("journals"), kg_name="journals")
    assert {str(r[0]).rsplit("/", 1)[1] for r in answer.rows} == {
        "jhl.2019.014", "jhl.2019.016", "jhl.2019.017", "jhl.2020.001", "jhl.2020.002"}, answer.sparql


def test_a_title_without_its_subtitle():
    assert main_title("Reading in the Margins: Annotation as Scholarly Practice") == "Reading in the Margins"
    assert main_title("Salt, herring and credit: merchant networks of Lübeck") == "Salt, herring and credit"
    # one word, a number, a time or no subtitle: no name of its own
    assert main_title("Editorial: twenty-one volumes on") is None
    assert main_title("2019: the year in review") is None
    assert main_title("Meeting at 10:30") is None
    assert main_title("Groundwater recharge") is None


def test_a_work_named_by_its_main_title(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Did Ilse Marchetti write Reading in the Margins?", bench_kg("annotations"),
                                   kg_name="annotations")
    assert answer.boolean is True and f"{ANNOTATE}documents/4c1e7a" in answer.sparql, answer.sparql


def test_the_people_of_the_annotations_of_a_work(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Who annotated Reading in the Margins?", bench_kg("annotations"), kg_name="annotations")
    assert {str(r[0]).rsplit("/", 1)[1] for r in answer.rows} == {
        "slindgren", "jpeel", "lthorne", "kweiss", "asantos", "mkovac", "ofadeyi"}, answer.sparql


def test_a_name_without_its_legal_form():
    assert name_core("Kestrel Systems Ltd.") == name_core("Kestrel Systems") == "kestrel systems"
    assert name_core("Kestrel Labs") != name_core("Kestrel Systems")


def test_a_maker_written_with_and_without_its_legal_form(shipped_engine, bench_kg):
    answer = shipped_engine.answer("List the devices made by Kestrel Systems Ltd.", bench_kg("appliances"),
                                   kg_name="appliances")
    got = {str(r[0]).rsplit("/", 1)[1] for r in answer.rows}
    # the smoke sensor says "Ltd.", the motion sensor does not
    assert {"00158d00073c6b22", "00158d0006e2f019"} <= got and len(got) == 8, answer.sparql


def test_things_of_one_class_that_have_one_of_another_through_a_room(shipped_engine, bench_kg):
    answer = shipped_engine.answer("How many homes have a washing machine?", bench_kg("appliances"), kg_name="appliances")
    assert [str(r[0]) for r in answer.rows] == ["2"] and "inHome" in answer.sparql, answer.sparql


def test_a_threshold_on_appliances_is_answered(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Which appliances draw more than 1500 watts?", bench_kg("appliances"), kg_name="appliances")
    assert answer.error is None
    assert {str(r[0]).rsplit("/", 1)[1] for r in answer.rows} == {"b8d61a42c07e", "b8d61a42c3f1", "b8d61a5510ac",
                                                                 "b8d61a5514e2"}, answer.sparql


def test_an_identifier_named_by_its_scheme(shipped_engine, bench_kg):
    # its own value says no "doi:", the other documents' do
    answer = shipped_engine.answer("what's the doi of Reading in the Margins", bench_kg("annotations"), kg_name="annotations")
    assert [str(r[0]) for r in answer.rows] == ["10.5555/dsq.2016.0412"], answer.sparql


def test_who_wrote_a_work_is_its_creator(shipped_engine, bench_kg):
    answer = shipped_engine.answer("who wrote Fish Passage at Low-Head Weirs", bench_kg("annotations"), kg_name="annotations")
    assert [str(r[0]) for r in answer.rows] == [f"{ANNOTATE}authors/0000-0003-9052-1146"], answer.sparql


def test_who_wrote_a_title_the_model_read_as_a_word(shipped_engine, bench_kg):
    answer = shipped_engine.answer("Who wrote 'Groundwater recharge in glaciated lowland catchments'?", bench_kg("journals"),
                                   kg_name="journals")
    assert {str(r[0]).rsplit("/", 1)[1] for r in answer.rows} == {
        "0000-0001-5582-0439", "0000-0001-7720-1184", "0000-0002-4471-3305"}, answer.sparql


def test_an_answer_of_held_nodes_moves_back_to_the_article(shipped_engine, bench_kg):
    answer = shipped_engine.answer("which articles has hanna lindquist written", bench_kg("journals"), kg_name="journals")
    assert {str(r[0]).rsplit("/", 1)[1] for r in answer.rows} == {
        "amh.2018.003", "jhl.2019.001", "jhl.2019.017", "jhl.2020.001"}, answer.sparql


def test_a_verb_says_a_kind_named_as_a_value():
    assert verb_key("replied") == verb_key("replying") == "reply"
    assert verb_key("used") == verb_key("use")
    oa = "http://www.w3.org/ns/oa#"
    kinds = {f"{oa}motivatedBy": [f"{oa}bookmarking", f"{oa}commenting", f"{oa}replying"]}
    assert said_kinds("replied", kinds) == [(f"{oa}motivatedBy", f"{oa}replying")]
    assert said_kinds("bookmark", kinds) == [(f"{oa}motivatedBy", f"{oa}bookmarking")]
    assert said_kinds("wrote", kinds) == []


@pytest.mark.parametrize("question,truth", [
    ("Has anybody bookmarked Annotation Interoperability: A Survey?", True),
    ("Has anyone highlighted Fish Passage at Low-Head Weirs?", False),
    ("Did Marta Kovač reply to Roberto Bianchi?", False),  # she replied to Olu Fadeyi
    ("Has Roberto Bianchi ever replied to anyone?", True),
    ("Has Katrin Weiss ever replied to anyone?", False),  # others replied to her
])
def test_yes_no_on_a_kind_of_act_named_as_a_value(shipped_engine, bench_kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg("annotations"), kg_name="annotations")
    assert answer.boolean is truth and "motivatedBy" in answer.sparql, answer.sparql


def test_a_noun_asks_for_the_kinds_general_english_calls_so():
    labels = {"s": "scholarly article", "p": "person", "g": "group"}
    assert asked_class("Which papers cite X?", labels) == "s"
    assert asked_class("which documents were annotated?", labels) == "s"
    # of an "article" and an "academic article", the one the kind names alone
    assert asked_class("Which papers are about rivers?", {"a": "article", "b": "academic article"}) == "a"
    assert asked_class("Which papers cite X?", {"r": "report", "s": "scholarly article"}) == "s"
    # dblp's publications beside its (journal) articles: a paper is either, no one class is asked
    assert asked_class("Which papers did X write?", {"p": "publication", "a": "article", "i": "inproceedings"}) is None


@pytest.mark.parametrize("question,want", [
    ("Which documents did Lena Thorne annotate?", {"2d7e55", "3f6e92", "4c1e7a", "71aa0c"}),
    ("How many documents has Oluwaseun Fadeyi annotated?", {"4"}),
])
def test_the_things_an_annotator_s_annotations_reach(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("annotations"), kg_name="annotations")
    assert {str(r[0]).rsplit("/", 1)[-1] for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question,want", [
    ("How many replies have been posted?", {"6"}),
    ("Which annotations are questions?", {"Lm5bT1yREe6UeBq7cXr0Dw", "d8zN1jbdEe63zC9uDk2esg", "to1qXxprEe6HDf1WeJj6Bg"}),
])
def test_a_noun_that_names_a_kind_of_act(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("annotations"), kg_name="annotations")
    assert {str(r[0]).rsplit("/", 1)[-1] for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question,truth", [
    ("Is the living room dimmer switched on?", True),
    ("Is the garage door open?", False),  # closed
    ("Is the washing machine in Birchwood Cottage running?", False),
])
def test_a_state_named_as_a_thing(shipped_engine, bench_kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg("appliances"), kg_name="appliances")
    assert answer.boolean is truth and "hasState" in answer.sparql, answer.sparql


def test_an_ordinal_states_the_number_of_a_property(shipped_engine, bench_kg):
    answer = shipped_engine.answer("which rooms are on the ground floor of the Old Mill House", bench_kg("appliances"),
                                   kg_name="appliances")
    assert {str(r[0]).rsplit("/", 1)[1] for r in answer.rows} == {"R-1003-01", "R-1003-02", "R-1003-03"}, answer.sparql


def test_a_name_last_is_no_state():
    from kgqa.engine.stated_state import stated_state
    link = {"doravia": "http://x.org/Doravia", "on": "http://x.org/state/on", "velmaria": "http://x.org/velmaria"}.get
    holders = {"http://x.org/Doravia": ["http://x.org/located_in"], "http://x.org/velmaria": ["http://x.org/citizen_of"],
               "http://x.org/state/on": ["http://x.org/hasState", "http://x.org/actsUpon"]}.get
    assert stated_state("Is Tarsk the capital of Doravia?", link, holders) is None
    # typed in lower case: the property holds no state
    assert stated_state("is wilhelmina murovane 's father a citizen of velmaria", link, holders) is None
    assert stated_state("Is the lamp switched on?", link, holders) == (["http://x.org/hasState"], "http://x.org/state/on")


def test_a_noun_that_names_a_class_is_no_kind():
    from kgqa.engine.kind_values import with_kind_value
    esco = "http://data.europa.eu/esco/"
    graph = sparql_to_graph(f"SELECT ?s WHERE {{ ?s a <{esco}model#Skill> . }}")
    kinds = {f"{esco}model#skillType": [f"{esco}skill-type/knowledge", f"{esco}skill-type/skill"]}
    subjects = {f"{esco}model#skillType": {f"{esco}model#Skill"}}
    # "skills" names the class: its things, of every skill type
    assert with_kind_value(graph, "Which skills are transversal?", kinds, subjects, frozenset({"skill"})) is None
    assert with_kind_value(graph, "Which skills are transversal?", kinds, subjects) is not None
