"""The rules the blind KGs of session 61 (legislature: Popolo's reified memberships, citations:
OpenCitations, buildings: Brick) showed when session 62 read them, asked through the real engine
(the shipped checkpoint) on a real Oxigraph server:

- a question asking for people ("Who ...?", "Which members ...?") carried past unnamed nodes
  (memberships) by the link that reaches people, not the named seat or party they also link;
- a role a node holds said by its verb ("Who leads X?": "leader"), by the nodes that hold it
  (a party's leader is a membership of the party, not of its parliamentary group);
- a role said by its verb in the present ("Who chairs X?") as the one held now (no end date), and
  "now" on the things joined through such nodes ("How many people sit on X now?");
- a role node's role IRI said by its doer's verb ("Who edited X?": ``pro:editor``; "Who wrote
  X?": ``pro:author``, a writer);
- a named whole joined to the answer's things by a chain of part-of (or location) links, stated either way
  (rooms ``isPartOf`` floors the building ``hasPart``; an article ``partOf`` an issue of a volume of
  a journal);
- a yes/no question's one part-of link between two named things asked along the chain;
- each side of a spaced dash as a second name ("Harbour House" of "Building A - Harbour House");
- things of a kind a text value names ("Which parties ...": ``classification "party"``) joined to
  the named entity through a node between them (a membership), a number inside the entity's
  name ("the 15th Folkemot") no number the question compares;
- "Has X been dissolved?" asks for X's "dissolution date" (a noun of the participle's first six letters);
- "Who were the women ...?" narrowed by the KG's gender as "Which women ...?" is;
- things of one class that have one of another ("Which rooms have a CO2 sensor?"), by any link
  of the two classes either way;
- a fuzzy name match with other numbers is none ("room 2.03" is not "Room 2.07");
- co-authors each joined to the shared paper through a role node of their own;
- Brick's inverse pairs (``feeds``/``isFedBy``, ...) read both ways, as the ontology declares them;
- a vocabulary's term the answer lists and the question says ("extending": ``cito:extends``) held
  by the node instead, the answer carried on by the node's one link left (the citing paper).
"""

from __future__ import annotations

import pytest

from kgqa.candidates.second_names import short_names
from kgqa.engine.part_chain import chained_ask, part_path
from kgqa.engine.question_forms import asks_for_people
from kgqa.querygraph.paths import path_to_sparql
from kgqa.engine.reified import _agent_noun_of, _role_verb_now

PARL = "http://parliament.example.org/"
META, CAMPUS = "https://w3id.org/oc/meta/", "http://campus.example.org/building#"
BRICK = "https://brickschema.org/schema/Brick#"


def _person(uuid: str) -> str:
    return f"{PARL}person/{uuid}"


@pytest.mark.parametrize("question,want", [
    ("Which members of the 16th Folkemot sit for Free Lenmark?",
     {_person(u) for u in ("9100e003-3d64-631c-a4c3-0639e2f7d7d1", "d70ad600-20b9-8c53-8163-38fb1b3f7614",
                           "7944db9b-5439-d8ac-4e52-cc3e29555b00")}),
    ("who was speaker of the 15th folkemot", {_person("8f67583d-652d-153c-ef6c-578f581e1634")}),
    ("Who leads the Greens?", {_person("a5902cd5-a070-4dc0-7f8c-626161a80360")}),
    ("Who chairs the finance committee?", {_person("8e1fa347-6873-c526-73f3-ddefeb6e0e1b")}),
    ("Which parties has Marta Ilves sat for?", {f"{PARL}organization/4979efb2-c54d-cc94-f379-318c3e690dfc",
                                                f"{PARL}organization/d2c5230a-610d-2824-e0f7-f950bc47ff08"}),
    ("which committees does ingrid berg sit on", {f"{PARL}organization/170320e9-142a-de3d-defb-0291e5991717"}),
    ("Which party did Lars Ekdahl lead?", {f"{PARL}organization/2091698e-443e-f848-74cf-936f44612699"}),
    ("How many parties were represented in the 15th Folkemot?", {"5"}),
    ("How many people sit on the finance committee now?", {"3"}),
    ("Who were the women in the Social Democratic Party's group in the 15th Folkemot?",
     {_person(u) for u in ("124a12ef-757f-21e8-ab09-ace76cfd8553", "e504eb9b-bdb9-1e2e-b340-e92efdd3b109",
                           "cea6bd5d-4bdb-f829-e318-8d7f21e882ca")}),
])
def test_people_past_memberships(shipped_engine, bench_kg, question, want):
    answer = shipped_engine.answer(question, bench_kg("legislature"), kg_name="legislature")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question,truth", [
    ("Has the Social Democratic Party been dissolved?", False),
    ("Has the Liberal People's Party been dissolved?", True),
])
def test_an_event_said_by_its_participle(shipped_engine, bench_kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg("legislature"), kg_name="legislature")
    assert answer.boolean is truth, answer.sparql


def test_a_part_of_link_asked_along_the_chain(shipped_engine, bench_kg):
    question = "Was Preconditioners for Lattice Green's Functions published in the Journal of Applied Lattice Studies?"
    answer = shipped_engine.answer(question, bench_kg("citations"), kg_name="citations")
    assert answer.boolean is True, answer.sparql
    path = part_path([f"{BRICK}hasPart", f"{BRICK}isPartOf"])
    assert chained_ask(f"ASK {{ <{CAMPUS}Bldg_A> <{BRICK}hasPart> <{CAMPUS}RM_2_07> . }}", path) == (
        f"ASK {{ <{CAMPUS}RM_2_07> (<{BRICK}isPartOf>|^<{BRICK}hasPart>)+ <{CAMPUS}Bldg_A> . }}")
    assert chained_ask(f"ASK {{ <{CAMPUS}AHU_1> <{BRICK}feeds> <{CAMPUS}VAV_1_02> . }}", path) is None


def test_a_kind_joined_through_a_node_either_way(shipped_engine, bench_kg):
    # the goalkeepers a team names as captain, and those who play for it: all four
    answer = shipped_engine.answer("How many goalkeepers play in the Kronenliga?", bench_kg("league"), kg_name="league")
    assert [str(r[0]) for r in answer.rows] == ["4"], answer.sparql


def test_a_kind_that_is_a_name_joins_nothing_through_nodes(shipped_engine, bench_kg):
    # the crates' name is no kind of thing: the stated item is the crate, not a shipment's other item
    answer = shipped_engine.answer("How many Stackwell Crates do we have in stock?", bench_kg("depot"), kg_name="depot")
    assert [str(r[0]) for r in answer.rows] == ["230"], answer.sparql


def test_a_name_with_another_number_is_another_thing(shipped_engine, bench_kg):
    # "room 2.03" has no label; "Room 2.07" is one letter off, but another room
    answer = shipped_engine.answer("Is room 2.03 bigger than room 3.05?", bench_kg("buildings"), kg_name="buildings")
    assert answer.boolean is False and "RM_2_07" not in answer.sparql, answer.sparql


@pytest.mark.parametrize("kg,question,want", [
    # a count of house's classes counts nothing the question names: the listing's count stands
    ("lexicon", "How many languages is house translated into?", {"4"}),
    # creatures typed by subclasses of creature are the things asked for, not nodes to pass
    ("bestiary", "Which creatures speak both Draconic and Common?",
     {"http://example.org/bestiary#GoldDragon", "http://example.org/bestiary#RedDragon"}),
])
def test_answers_that_stand(shipped_engine, bench_kg, kg, question, want):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_which_questions_that_ask_for_people():
    assert asks_for_people("Which members of X sit for Y?") and asks_for_people("which MPs entered in 2022")
    assert asks_for_people("Who won?") and not asks_for_people("Which party does X represent?")
    assert not asks_for_people("What is the name of X?")


def test_a_role_said_by_its_verb_and_role_verb_now():
    said = {"lead", "edit", "who", "the"}
    assert _agent_noun_of("leader", said) and _agent_noun_of("editor", said)
    assert not _agent_noun_of("member", said) and not _agent_noun_of("lead", said)
    assert _role_verb_now("Who chairs the finance committee?", ["chair"])
    assert _role_verb_now("Who leads the Greens?", ["leader"])
    assert not _role_verb_now("Who chaired the finance committee?", ["chair"])
    assert not _role_verb_now("Who was speaker of the 15th folkemot", ["Speaker"])
    assert not _role_verb_now("who were the speakers of the parliament", ["speaker"])
    assert not _role_verb_now("How many people have been members of X?", ["member"])


@pytest.mark.parametrize("kg,question,want", [
    ("citations", "Who edited the Handbook of Lattice Models?", {f"{META}ra/0613"}),
    ("citations", "Who wrote Lattice Methods for Sparse Boundary Problems?", {f"{META}ra/0601", f"{META}ra/0602"}),
    ("citations", "Who has co-authored papers with Liwei Chen?", {f"{META}ra/0603", f"{META}ra/0608"}),
    ("citations", "Which journal published Defect Migration in Quasi-Periodic Crystals?", {f"{META}br/0642"}),
    ("citations", "How many articles has the Journal of Applied Lattice Studies published?", {"6"}),
    ("citations", "Which papers build on Lattice Methods for Sparse Boundary Problems by extending it?",
     {f"{META}br/0603", f"{META}br/0611", f"{META}br/0617"}),
    ("buildings", "How many rooms does Harbour House have?", {"9"}),
    ("buildings", "How many CO2 sensors are there in Harbour House?", {"3"}),  # located in rooms part of floors
    ("buildings", "Which rooms have a CO2 sensor?",  # no graph: the reading of the question's two classes
     {f"{CAMPUS}{r}" for r in ("B_RM_1_01", "B_RM_2_02", "RM_1_10", "RM_2_11", "RM_3_12")}),
    ("buildings", "Which rooms have an occupancy sensor?",
     {f"{CAMPUS}{r}" for r in ("B_RM_1_06", "B_RM_2_08", "RM_1_04", "RM_2_07")}),
    ("buildings", "Which VAV boxes does AHU 1 feed?", {f"{CAMPUS}VAV_1_02", f"{CAMPUS}VAV_1_04", f"{CAMPUS}VAV_1_10",
                                                       f"{CAMPUS}VAV_2_03"}),
    ("buildings", "Which floors does Linden Court have?", {f"{CAMPUS}B_FL_1", f"{CAMPUS}B_FL_2"}),
])
def test_roles_and_wholes(shipped_engine, bench_kg, kg, question, want):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


def test_part_of_properties_point_up_or_down_by_their_names():
    path = path_to_sparql(part_path([f"{BRICK}hasPart", f"{BRICK}isPartOf", f"{BRICK}feeds",
                                     "http://rdfs.org/sioc/ns#container_of", "http://rdfs.org/sioc/ns#has_container"]))
    assert path == (f"(<http://rdfs.org/sioc/ns#has_container>|<{BRICK}isPartOf>|"
                    f"^<http://rdfs.org/sioc/ns#container_of>|^<{BRICK}hasPart>)+")
    assert part_path([f"{BRICK}feeds"]) is None


def test_each_side_of_a_spaced_dash_is_a_name():
    assert short_names("Building A - Harbour House") == ["Building A", "Harbour House"]
    assert short_names("Paris - Roubaix") == [] and short_names("Jean-Paul Sartre") == []
