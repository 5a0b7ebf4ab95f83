"""kgqa.engine.of_roles: which end of an "N of" property the question makes the N."""

from __future__ import annotations

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.of_roles import of_head, of_properties, roles_directed, said_role
from kgqa.querygraph import sparql_to_graph, to_sparql

A = "http://art.example/"
TEACHER_OF = A + "teacherOf"
WORDS = {TEACHER_OF: "teacher of"}


def _turned(sparql: str, question: str) -> str | None:
    g = roles_directed(sparql_to_graph(sparql), question, WORDS)
    return None if g is None else to_sparql(g)


def test_the_properties_named_n_of():
    assert of_head("teacher of") == "teacher" and of_head("part of") == "part"
    assert of_head("teacher") is None and of_head("of") is None
    props = {TEACHER_OF: SchemaItem(TEACHER_OF, "property", "person teacher of", is_link=True),
             A + "heightOf": SchemaItem(A + "heightOf", "property", "height of", is_link=False),
             A + "mentor": SchemaItem(A + "mentor", "property", "mentor", is_link=True)}
    assert of_properties(props) == {TEACHER_OF: "teacher of"}  # the IRI's words, not the owner-prefixed label


def test_how_the_question_says_the_role():
    assert said_role("Who was Clara's teacher?", "teacher") == "noun"
    assert said_role("Who taught the painter of X?", "teacher") == "verb"
    assert said_role("Which artists did Augustin Ferrand teach?", "teacher") == "verb of named"
    assert said_role("Who was taught by Augustin?", "teacher") == "verb of named"
    assert said_role("Who are Lucia's pupils?", "teacher") is None


def test_the_asked_thing_is_the_n_where_the_question_says_it_of_it():
    backwards = f"SELECT ?x WHERE {{ <{A}clara> <{TEACHER_OF}> ?x }}"
    assert f"?x <{TEACHER_OF}> <{A}clara>" in _turned(backwards, "Who was Clara's teacher?")
    assert _turned(backwards, "Who are Clara's pupils?") is None  # already the pupils
    forwards = f"SELECT ?x WHERE {{ ?x <{TEACHER_OF}> <{A}augustin> }}"
    assert f"<{A}augustin> <{TEACHER_OF}> ?x" in _turned(forwards, "Which artists did Augustin teach?")
    assert f"<{A}augustin> <{TEACHER_OF}> ?x" in _turned(forwards, "Who are the pupils of Augustin?")


def test_the_named_thing_is_the_n_when_the_question_ends_with_it():
    part = {A + "partOf": "part of"}
    g = sparql_to_graph(f"SELECT ?x WHERE {{ ?x <{A}partOf> <{A}westreach> }}")
    turned = roles_directed(g, "What is Westreach part of?", part)
    assert turned is not None and f"<{A}westreach> <{A}partOf> ?x" in to_sparql(turned)
    assert roles_directed(g, "Which regions are part of Westreach?", part) is None
