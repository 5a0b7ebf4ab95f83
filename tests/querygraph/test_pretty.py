"""kgqa.querygraph.pretty: the SPARQL people read means what the KG ran."""

from __future__ import annotations

import pytest
from rdflib.plugins.sparql import prepareQuery

from kgqa.querygraph.pretty import pretty_sparql

NS = "http://valuenet/ontop/"
XSD_INT = "http://www.w3.org/2001/XMLSchema#integer"
OLDER = (f"SELECT ?v0 WHERE {{ ?v1 <{NS}singer#name> ?v0 . ?v1 <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
         f"<{NS}singer> . ?v1 <{NS}singer#age> ?v3 . FILTER(?v3 > \"40\"^^<{XSD_INT}>) }}")


def test_prefixes_one_triple_per_line_and_indented_groups():
    assert pretty_sparql(OLDER) == "\n".join([
        f"PREFIX singer: <{NS}singer#>",
        f"PREFIX ontop: <{NS}>",
        "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>",
        "SELECT ?v0 WHERE {",
        "  ?v1 singer:name ?v0 .",
        "  ?v1 a ontop:singer .",
        "  ?v1 singer:age ?v3 .",
        '  FILTER(?v3 > "40"^^xsd:integer)',
        "}",
    ])


QUERIES = [
    OLDER,
    f"SELECT ?v1 (COUNT(?v2) AS ?v6) WHERE {{ ?v2 <{NS}stadium#name> ?v1 . ?v4 <{NS}concert#ref-stadium_id> ?v2 . }} "
    "GROUP BY ?v1 ORDER BY DESC(?v6) LIMIT 3",
    # strings holding SPARQL punctuation, a declared prefix, OPTIONAL, a path and an IRI no prefix can name
    "PREFIX dbo: <http://dbpedia.org/ontology/>\nSELECT DISTINCT ?x WHERE { ?x dbo:birthPlace "
    "<http://dbpedia.org/resource/Berlin> . OPTIONAL { ?x <http://www.w3.org/2000/01/rdf-schema#label> "
    "\"a . { b } FILTER\"@en } ?x <http://ex.org/p>/^<http://ex.org/q> <http://ex.org/a%20b> "
    "FILTER(?y = 'x}' || ?x != <http://ex.org/c>) }",
    "ASK { ?s <http://ex.org/v#1st> \"\"\"two\nlines . }\"\"\" }",
]


@pytest.mark.parametrize("query", QUERIES)
def test_the_pretty_query_is_the_same_query(query):
    pretty = pretty_sparql(query)
    assert str(prepareQuery(pretty).algebra) == str(prepareQuery(query).algebra)
    assert "<http://ex.org/a%20b>" in pretty or "a%20b" not in query  # not a legal local name: kept whole


def test_solution_modifiers_and_clauses_start_lines():
    lines = pretty_sparql(QUERIES[1]).splitlines()
    assert lines[-3:] == ["GROUP BY ?v1", "ORDER BY DESC(?v6)", "LIMIT 3"]
    lines = pretty_sparql(QUERIES[2]).splitlines()
    assert "PREFIX dbo: <http://dbpedia.org/ontology/>" in lines  # the query's own prefix is kept
    assert any(line.startswith("  OPTIONAL {") for line in lines)
    assert any(line.startswith("    ?x rdfs:label") for line in lines)


def test_a_predicate_list_continues_on_indented_lines():
    query = ("SELECT ?i WHERE { ?i <http://x.org/p> \"a;b\" ; <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
             "<http://x.org/T> . }")
    assert pretty_sparql(query).splitlines()[1:] == [
        "SELECT ?i WHERE {", '  ?i x_org:p "a;b" ;', "    a x_org:T .", "}"]
    assert str(prepareQuery(pretty_sparql(query)).algebra) == str(prepareQuery(query).algebra)
