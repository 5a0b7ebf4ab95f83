"""The rules the blind KGs of session 61 (legislature: Popolo's reified memberships, citations:
OpenCitations, buildings: Brick) showed when session 62 read them, asked through the real engine
(the shipped checkpoint) on a real Oxigraph server:

- a question asking for people ("Who ...?", "Which members ...?") carried past unnamed nodes
  (memberships) by the link that reaches people, not the named seat or party they also link;
- a role a node holds said by its verb ("Who leads X?": "leader"), by the nodes that hold it
  (a party's leader is a membership of the party, not of its parliamentary group);
- a role said by its verb in the present ("Who chairs X?") as the one held now (no end date).
"""

from __future__ import annotations

import pytest

from kgqa.engine.question_forms import asks_for_people
from kgqa.engine.reified import _agent_noun_of, _held_now

PARL = "http://parliament.example.org/"


def _person(uuid: str) -> str:
    return f"{PARL}person/{uuid}"


@pytest.mark.parametrize("question,want", [
    ("Which members of the 16th Folkemot sit for Free Lenmark?",
     {_person(u) for u in ("9100e003-3d64-631c-a4c3-0639e2f7d7d1", "d70ad600-20b9-8c53-8163-38fb1b3f7614",
                           "7944db9b-5439-d8ac-4e52-cc3e29555b00")}),
    ("who was speaker of the 15th folkemot", {_person("8f67583d-652d-153c-ef6c-578f581e1634")}),
    ("Who leads the Greens?", {_person("a5902cd5-a070-4dc0-7f8c-626161a80360")}),
    ("Who chairs the finance committee?", {_person("8e1fa347-6873-c526-73f3-ddefeb6e0e1b")}),
])
def test_people_past_memberships(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("legislature"), kg_name="legislature")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_which_questions_that_ask_for_people():
    assert asks_for_people("Which members of X sit for Y?") and asks_for_people("which MPs entered in 2022")
    assert asks_for_people("Who won?") and not asks_for_people("Which party does X represent?")
    assert not asks_for_people("What is the name of X?")


def test_a_role_said_by_its_verb_and_held_now():
    said = {"lead", "edit", "who", "the"}
    assert _agent_noun_of("leader", said) and _agent_noun_of("editor", said)
    assert not _agent_noun_of("member", said) and not _agent_noun_of("lead", said)
    assert _held_now("Who chairs the finance committee?", ["chair"])
    assert _held_now("Who leads the Greens?", ["leader"])
    assert not _held_now("Who chaired the finance committee?", ["chair"])
    assert not _held_now("Who was speaker of the 15th folkemot", ["Speaker"])
