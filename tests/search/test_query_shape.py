"""Reading a generated SELECT: projection, grouping, sorting, limits and numeric constants."""

from kgqa.search.query_shape import projection, query_shape

XSD_INT = "<http://www.w3.org/2001/XMLSchema#integer>"


def test_projection_keeps_expressions_whole():
    sparql = "SELECT DISTINCT ?v1 (COUNT(DISTINCT ?v2) AS ?v4) ?v5 WHERE { ?v2 <p> ?v1 . { SELECT ?x WHERE {} } }"
    assert projection(sparql) == ("?v1", "(COUNT(DISTINCT ?v2) AS ?v4)", "?v5")
    assert projection("ASK WHERE { <a> <p> <b> }") == ()


def test_grouping_sorting_and_limit_are_read_after_the_pattern():
    shape = query_shape("SELECT ?v1 (COUNT(?v2) AS ?v4) WHERE { ?v2 <p> ?v1 . } GROUP BY ?v1 ORDER BY DESC(?v1) LIMIT 1")
    assert shape.group_keys == {"?v1"} and shape.sort_keys == {"?v1"} and shape.limited
    assert shape.projected_variables == {"?v1", "?v2", "?v4"}
    by_count = query_shape("SELECT ?v1 WHERE { ?v2 <p> ?v1 . } GROUP BY ?v1 ORDER BY DESC(COUNT(?v2)) LIMIT 1")
    assert by_count.sort_keys == frozenset()  # an aggregate is not a plain sort key
    bare = query_shape("SELECT ?n WHERE { ?s <p> ?n . ?s <q> ?a } ORDER BY ?a ?n")
    assert bare.sort_keys == {"?a", "?n"} and not bare.limited and bare.group_keys == frozenset()
    # a LIMIT inside a sub-query is not the main query's
    assert not query_shape("SELECT ?n WHERE { { SELECT ?n WHERE { ?s <p> ?n } LIMIT 1 } }").limited


def test_repeated_projection_ignores_the_alias():
    assert query_shape("SELECT (MAX(?p) AS ?a) (MAX(?p) AS ?b) (MIN(?p) AS ?c) WHERE {}").repeated_projections == 1
    assert query_shape("SELECT (AVG(?p) AS ?a) (MAX(?p) AS ?b) WHERE {}").repeated_projections == 0


def test_numbers_and_text_order_comparisons():
    sparql = (f'SELECT ?n WHERE {{ ?s <http://x/name> ?n . ?s <http://x/age> ?a . ?s <http://x/job> "student" . '
              f'FILTER(?a > "30"^^{XSD_INT}) FILTER(?n >= "Alice") FILTER(?n < "B"@en) '
              f'FILTER(?d < "2009-01-01"^^<http://www.w3.org/2001/XMLSchema#date>) }}')
    shape = query_shape(sparql)
    assert shape.numbers == (30.0,)
    # the ">" closing an IRI before a literal object is not a comparison; a typed date is not text
    assert shape.text_order_comparisons == 2
