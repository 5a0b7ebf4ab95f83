"""The Spider4SPARQL adapter's repair of joined NOT IN sub-selects (train queries) into anti-joins."""

import pytest

from kgqa.data.spider4sparql import PREFIXES, executable_query, load_split, read_not_in_as_anti_join
from kgqa.data.spider_kgs import spider_kg
from kgqa.querygraph import sparql_to_graph

# train #268 (musical), verbatim: "List the name of musicals that do not have actors."
FAULTY = ("SELECT ?T1_name WHERE { ?T1 a :musical . ?T1 :musical\\#name ?T1_name . "
          "?T1 :musical\\#musical_id ?T1_musical_id . FILTER(?T1_musical_id not in (?T22_musical_id)) . "
          "{SELECT ?T22_musical_id WHERE { ?T22 a :actor . ?T22 :actor\\#musical_id ?T22_musical_id . } } }")


def _names(query: str) -> set[str]:
    return {str(r[0]) for r in spider_kg("musical").select(executable_query(query)).rows}


def test_the_repaired_query_is_the_anti_join_the_question_asks_for():
    repaired = read_not_in_as_anti_join(FAULTY)
    assert "NOT EXISTS" in repaired and "not in" not in repaired
    cast = _names("SELECT ?n WHERE { ?m :musical\\#name ?n . ?m :musical\\#musical_id ?i . "
                  "?a :actor\\#musical_id ?i . }")
    every = _names("SELECT ?n WHERE { ?m a :musical . ?m :musical\\#name ?n . }")
    assert cast and cast < every
    # the faulty join keeps every musical whose id differs from some actor's musical: those with actors too
    assert _names(FAULTY) == every
    assert _names(repaired) == every - cast


def test_the_core_reads_the_repair_as_a_not_in_edge_between_segments():
    g = sparql_to_graph(read_not_in_as_anti_join(FAULTY), prefixes=PREFIXES)
    cross = [e.instance for e in g.edges if g.vertices[e.source].segment != g.vertices[e.target].segment]
    assert cross == ["NOT_IN"]


@pytest.mark.parametrize("query", [
    # already an anti-join (the dev form)
    "SELECT ?n WHERE { ?a :t\\#n ?n . ?a :t\\#id ?i . FILTER NOT EXISTS { {SELECT ?j WHERE { ?b :u\\#id ?j . }} "
    "FILTER(?i not in (?j)) } }",
    # the sub-select projects another variable than the one compared (a different fault, left alone)
    "SELECT ?n WHERE { ?a :t\\#n ?n . ?a :t\\#id ?i . FILTER(?i not in (?c)) . "
    "{SELECT ?j WHERE { ?b :u\\#id ?j . ?b :u\\#c ?c . }} }",
    # the sub-select's variable is also projected: an anti-join would unbind it
    "SELECT ?n ?j WHERE { ?a :t\\#n ?n . ?a :t\\#id ?i . FILTER(?i not in (?j)) . {SELECT ?j WHERE { ?b :u\\#id ?j . }} }",
    # the sub-select sits in another group than the filter
    "SELECT ?n WHERE { ?a :t\\#n ?n . ?a :t\\#id ?i . FILTER(?i not in (?j)) . { ?a :t\\#x ?x . "
    "{SELECT ?j WHERE { ?b :u\\#id ?j . }} } }",
])
def test_queries_outside_the_fault_are_left_unchanged(query):
    assert read_not_in_as_anti_join(query) == query


def test_the_repair_touches_train_queries_only():
    repaired = [e for e in load_split("train") if read_not_in_as_anti_join(e.query) != e.query]
    assert len(repaired) == 176
    assert all(read_not_in_as_anti_join(e.query) == e.query for e in load_split("dev"))
