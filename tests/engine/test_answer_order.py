"""The reranker's order corrected by the question's words (kgqa.engine.answer_order): graphs that
use the entities it names first, graphs answering with an attribute it never asks for last."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.answer_order import asked_first, named_first, question_words, unasked_attribute
from kgqa.querygraph.model import RDF_TYPE, QueryGraph

X = "http://example.org/x#"
PROPS = {X + "str": SchemaItem(X + "str", "property", "strength", local="str"),
         X + "name": SchemaItem(X + "name", "property", "demon name", local="name"),
         X + "speaks": SchemaItem(X + "speaks", "property", "speaks", local="speaks", is_link=True)}


def _typed(answer_property: str | None = None, language: str | None = "common") -> QueryGraph:
    """``?d a :Demon [; :speaks :<language>]``, answering ``?d`` or ``?d :<answer_property> ?answer``."""
    g = QueryGraph()
    if answer_property is None:
        d = g.add_vertex("Ans", 0, 0)
    else:
        a = g.add_vertex("Ans", 0, 0)
        d = g.add_vertex("Var", 0)
        g.add_edge(d, a, "Rel", URIRef(X + answer_property))
    g.add_edge(d, g.add_vertex("Type", 0, URIRef(X + "Demon")), "Rel", RDF_TYPE)
    if language is not None:
        g.add_edge(d, g.add_vertex("Ent", 0, URIRef(X + language)), "Rel", URIRef(X + "speaks"))
    return g


def _of_entity(prop: str) -> QueryGraph:
    g = QueryGraph()
    a = g.add_vertex("Ans", 0, 0)
    g.add_edge(g.add_vertex("Ent", 0, URIRef(X + "balor")), a, "Rel", URIRef(X + prop))
    return g


def test_an_attribute_the_question_never_says_is_unasked():
    words = question_words("Which demons speak Common?")
    assert unasked_attribute(_typed("str"), words, PROPS)
    assert not unasked_attribute(_typed(None), words, PROPS)  # the demons themselves
    assert not unasked_attribute(_typed("name"), words, PROPS)  # a name names them
    assert not unasked_attribute(_typed("str"), question_words("What is the strength of demons who speak Common?"), PROPS)
    assert not unasked_attribute(_of_entity("str"), words, PROPS)  # an entity's attribute: "what is X's ..."
    # "number of employees" shares only "of" with the question: a function word says nothing
    staff = {**PROPS, X + "str": SchemaItem(X + "str", "property", "number of employees", local="str")}
    assert unasked_attribute(_typed("str"), question_words("Of the demons, which speak Common?"), staff)


def test_unasked_attributes_go_last_and_the_order_stands_otherwise():
    graphs = [_typed("str"), _typed(None), _typed("str", None), _typed("name")]
    assert asked_first([0, 1, 2, 3], graphs, "Which demons speak Common?", PROPS) == [1, 3, 0, 2]
    assert asked_first([0, 2], graphs, "Which demons speak Common?", PROPS) == [0, 2]  # all unasked: unchanged


def test_graphs_using_the_named_entities_come_first_and_a_graph_without_a_triple_last():
    stated = {("ent", URIRef(X + "common")): "common"}
    empty = QueryGraph()
    empty.add_edge(empty.add_vertex("Ent", 0, URIRef(X + "common")), empty.add_vertex("Ans", 0, 0), "Agg", "COUNT")
    graphs = [_typed(None, None), empty, _typed(None), _typed("str")]
    assert named_first([0, 1, 2, 3], graphs, stated) == [2, 3, 0, 1]
    assert named_first([0, 1, 2, 3], graphs, {}) == [0, 1, 2, 3]


def test_a_literal_inside_a_named_rows_name_uses_it():
    """A row named by its key ("template type code CV", from ``.../template_type_code=CV``) is
    used by a graph that filters on "CV": that graph keeps its place (Spider4SPARQL dev had two
    such questions that the entity-only count sent the wrong way)."""
    from rdflib import Literal

    stated = {("ent", URIRef(X + "code=CV")): "template type code cv"}
    by_value = QueryGraph()
    t = by_value.add_vertex("Var", 0)
    by_value.add_edge(t, by_value.add_vertex("Ans", 0, 0), "Agg", "COUNT")
    by_value.add_edge(t, by_value.add_vertex("Val", 0, Literal("CV")), "Rel", URIRef(X + "code"))
    by_row = QueryGraph()
    r = by_row.add_vertex("Var", 0)
    by_row.add_edge(r, by_row.add_vertex("Ans", 0, 0), "Agg", "COUNT")
    by_row.add_edge(r, by_row.add_vertex("Ent", 0, URIRef(X + "code=CV")), "Rel", URIRef(X + "code"))
    assert named_first([0, 1], [by_value, by_row], stated) == [0, 1]
    assert named_first([0, 1], [_typed(None, None), by_row], stated) == [1, 0]


CLASSES = {X + "Demon": "demon", X + "Language": "language", X + "Dragon": "red dragon"}


def test_the_asked_class_is_the_noun_after_which_or_what():
    from kgqa.engine.answer_order import asked_class

    assert asked_class("Which demons speak Common?", CLASSES) == X + "Demon"
    assert asked_class("What languages does Balor speak?", CLASSES) == X + "Language"
    assert asked_class("Which red dragons fly?", CLASSES) == X + "Dragon"  # two words before one
    assert asked_class("Which speed is highest?", CLASSES) is None  # no such class
    assert asked_class("Who speaks Common?", CLASSES) is None
    assert asked_class("Which demon names are long?", CLASSES) is None  # names of demons, not demons
    assert asked_class("Which demons does Balor fight?", CLASSES) == X + "Demon"
    # a class word before a class noun is the narrower class ("undead creatures": Undead)
    owl = {X + "Undead": "undead", X + "Creature": "creature", X + "Dragon": "dragon"}
    assert asked_class("Which undead creatures are venomous?", owl) == X + "Undead"
    assert asked_class("Which dragon names are long?", owl) is None  # "names" is no class


def test_a_graph_answering_with_another_class_gives_way_to_one_with_an_answer_of_the_asked_class():
    from kgqa.candidates.schema import ClassUse
    from kgqa.engine.answer_order import answer_classes, asked_class_first

    use = ClassUse({X + "speaks": frozenset({X + "Demon"}), X + "str": frozenset({X + "Demon"})},
                   {X + "speaks": frozenset({X + "Language"})})
    languages = QueryGraph()  # the demons' languages: ?d a :Demon ; :speaks ?answer
    a = languages.add_vertex("Ans", 0, 0)
    d = languages.add_vertex("Var", 0)
    languages.add_edge(d, a, "Rel", URIRef(X + "speaks"))
    languages.add_edge(d, languages.add_vertex("Type", 0, URIRef(X + "Demon")), "Rel", RDF_TYPE)
    graphs = [languages, _of_entity("str"), _typed("name"), _typed(None)]
    assert [answer_classes(g, PROPS, use) for g in graphs] == [
        frozenset({X + "Language"}), frozenset(), frozenset({X + "Demon"}), frozenset({X + "Demon"})]
    demon = X + "Demon"
    assert asked_class_first([0, 1, 2, 3], graphs, demon, PROPS, use, answered={0, 1, 2, 3}) == [2, 3, 0, 1]
    assert asked_class_first([0, 1, 2, 3], graphs, demon, PROPS, use, answered={0, 1, 3}) == [3, 0, 1, 2]
    assert asked_class_first([2, 0, 1, 3], graphs, demon, PROPS, use, answered={0, 1, 2, 3}) == [2, 0, 1, 3]
    assert asked_class_first([0, 1, 2, 3], graphs, None, PROPS, use, answered={0, 1, 2, 3}) == [0, 1, 2, 3]
    assert asked_class_first([0, 1, 2, 3], graphs, demon, PROPS, use, answered={0, 1}) == [0, 1, 2, 3]  # none fits


def test_a_when_question_puts_the_graphs_answering_with_a_time_first():
    from kgqa.engine.answer_order import asked_time_first

    first = {0: "http://example.org/wd/entity/Q5001", 1: "1988-09-01", 2: None, 3: "1988"}
    assert asked_time_first([0, 1, 2, 3], first, "When was Salt and Lanterns published?") == [1, 3, 0, 2]
    assert asked_time_first([0, 1], first, "Who published Salt and Lanterns?") == [0, 1]
    assert asked_time_first([1, 0], first, "In what year was it published?") == [1, 0]  # already first
    assert asked_time_first([0, 2], first, "When was it published?") == [0, 2]  # no graph answers with a time


def test_an_answer_that_restates_the_question_goes_last():
    """"In which country is the label of Midnight Ferry based?" answered by ``rdfs:label``: the
    name the question gave. Numbers and entities the question states are answers still."""
    from types import SimpleNamespace

    from rdflib import Literal, URIRef

    from kgqa.engine.answer_order import restated_last, restates

    q = "In which country is the label of Midnight Ferry based?"
    said = SimpleNamespace(rows=[[Literal("Midnight Ferry", lang="en")]])
    other = SimpleNamespace(rows=[[URIRef("http://x/Aurenland")]])
    assert restates(said, q) and not restates(other, q)
    assert not restates(SimpleNamespace(rows=[[Literal(2005)]]), "Was it released before 2005?")
    assert restated_last([0, 1], [said, other], q) == [1, 0]
    assert restated_last([0], [said], q) == [0]  # nothing else: as it is


def test_the_asked_class_by_its_head_noun():
    from kgqa.engine.answer_order import asked_class

    classes = {"http://x/SportsTeam": "football club", "http://x/Stadium": "stadium", "http://x/C1": "club house",
               "http://x/T": "team"}
    assert asked_class("Which stadiums are in X?", classes) == "http://x/Stadium"
    assert asked_class("Which teams play?", classes) == "http://x/T"
    assert asked_class("Which clubs were founded before 1900?", classes) == "http://x/SportsTeam"
    assert asked_class("Which houses?", classes) == "http://x/C1"
    assert asked_class("Which people?", classes) is None


def test_a_thing_asked_for_is_not_a_number_or_a_date():
    """"Who painted X?" answered with the year it was painted: a graph answering with things
    goes first. An ordered first graph (entity_answer's case) and a "what" question stay."""
    from types import SimpleNamespace

    from rdflib import Literal, URIRef

    from kgqa.engine.answer_order import asked_thing_first
    from kgqa.querygraph import sparql_to_graph

    year = SimpleNamespace(rows=[[Literal("1883", datatype=URIRef("http://www.w3.org/2001/XMLSchema#gYear"))]])
    person = SimpleNamespace(rows=[[URIRef("http://x/clara")]])
    plain = sparql_to_graph("SELECT ?y WHERE { <http://x/a> <http://x/created> ?y }")
    ordered = sparql_to_graph("SELECT ?y WHERE { ?a <http://x/created> ?y } ORDER BY DESC(?y) LIMIT 1")
    graphs = [plain, plain]
    assert asked_thing_first([0, 1], [year, person], graphs, "Who painted X?", False) == [1, 0]
    assert asked_thing_first([0, 1], [year, person], graphs, "Which painting is oldest?", True) == [1, 0]
    assert asked_thing_first([0, 1], [year, person], graphs, "What year was X painted?", False) == [0, 1]
    assert asked_thing_first([0, 1], [year, person], [ordered, plain], "Who painted X?", False) == [0, 1]
    assert asked_thing_first([1, 0], [year, person], graphs, "Who painted X?", False) == [1, 0]
    # "which" with a noun that is no number's or time's asks for a thing, a class of the KG or not
    assert asked_thing_first([0, 1], [year, person], graphs, "Which band recorded X?", False) == [1, 0]
    assert asked_thing_first([0, 1], [year, person], graphs, "Which year was X recorded?", False) == [0, 1]


def test_an_answer_of_only_the_entities_the_question_names_goes_after_other_answers():
    """"Who discovered the moons of Ysolde b?" answered with Ysolde b: a question names what it
    asks about. A choice between named things ("Who is taller, A or B?") is answered by one."""
    from types import SimpleNamespace

    from kgqa.engine.answer_order import restated_entities_last

    ysolde, delve = URIRef(X + "ysolde_b"), URIRef(X + "delve")
    itself, other, empty = (SimpleNamespace(rows=[[ysolde]]), SimpleNamespace(rows=[[delve]]),
                            SimpleNamespace(rows=[]))
    q = "Who discovered the moons of Ysolde b?"
    results, answered = [itself, empty, other], {0, 2}
    assert restated_entities_last([0, 1, 2], results, answered, q, [ysolde]) == [2, 0, 1]
    assert restated_entities_last([0, 1], results, answered, q, [ysolde]) == [0, 1]  # no other answer
    assert restated_entities_last([2, 0], results, answered, q, [ysolde]) == [2, 0]  # first is another
    assert restated_entities_last([0, 2], results, answered, "Who is older, Ysolde b or Delve?",
                                  [ysolde, delve]) == [0, 2]
