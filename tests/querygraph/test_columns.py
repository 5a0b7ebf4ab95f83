"""kgqa.querygraph.columns: an answer's columns named by what binds them in the query graph."""

from __future__ import annotations

from kgqa.data.spider4sparql import PREFIXES
from kgqa.querygraph import sparql_to_graph
from kgqa.querygraph.columns import column_labels

NS = "http://valuenet/ontop/"


def _names(query: str, variables: list[str], subject_class=None) -> list[str]:
    graph = sparql_to_graph(query, prefixes=PREFIXES).to_json()
    words = lambda iri: iri.rsplit("#", 1)[-1].rsplit("/", 1)[-1].replace("_", " ")  # noqa: E731
    return column_labels(graph, variables, words, subject_class)


def test_a_property_value_is_named_by_the_property():
    assert _names("SELECT ?n WHERE { ?s a :singer . ?s :singer\\#song_name ?n . ?s :singer\\#age ?a "
                  "FILTER(?a > 40) }", ["n"]) == ["song name"]


def test_aggregates_are_named_count_and_average_of_the_value():
    assert _names("SELECT (COUNT(?s) AS ?c) WHERE { ?s a :singer }", ["c"]) == ["count"]
    assert _names("SELECT (AVG(?a) AS ?x) WHERE { ?s :singer\\#age ?a }", ["x"]) == ["average age"]
    assert _names("SELECT (MAX(?a) AS ?x) (MIN(?a) AS ?y) WHERE { ?s :singer\\#age ?a }", ["x", "y"]) == [
        "maximum age", "minimum age"]
    # a group key is named as the value it groups by
    assert _names("SELECT ?n (COUNT(?c) AS ?k) WHERE { ?s :stadium\\#name ?n . ?c :concert\\#ref\\-stadium_id ?s } "
                  "GROUP BY ?n", ["n", "k"]) == ["name", "count"]


def test_an_entity_is_named_by_its_class():
    assert _names("SELECT ?s WHERE { ?s a :singer . ?s :singer\\#age ?a FILTER(?a > 40) }", ["s"]) == ["singer"]
    # no type in the query: the class the KG uses the property on, if the caller knows it
    assert _names("SELECT ?s WHERE { ?s :singer\\#age ?a FILTER(?a > 40) }", ["s"],
                  lambda p: NS + "singer" if "singer#" in p else None) == ["singer"]


def test_repeated_names_are_told_apart_by_their_class():
    assert _names("SELECT ?a ?b WHERE { ?s a :singer . ?s :singer\\#name ?a . ?i :singer_in_concert\\#ref\\-singer_id ?s . "
                  "?i :singer_in_concert\\#ref\\-concert_id ?c . ?c :concert\\#ref\\-stadium_id ?x . ?x a :stadium . "
                  "?x :stadium\\#name ?b }", ["a", "b"]) == ["singer name", "stadium name"]


def test_without_a_graph_the_variables_stay():
    assert column_labels(None, ["v0"], str) == ["v0"]
    # a column nothing in the graph names keeps its variable
    graph = {"vertices": [{"id": 0, "cls": "Ans", "instance": 0}], "edges": []}
    assert column_labels(graph, ["v0"], str) == ["v0"]
