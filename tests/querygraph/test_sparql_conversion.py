"""SPARQL <-> query graph on hand-written cases: one per feature of the grammar."""

from __future__ import annotations

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kgqa.data.spider4sparql import PREFIXES as SPIDER
from kgqa.querygraph import EdgeClass, OrderSpec, QueryGraphError, VertexClass, outline_actions, replay
from kgqa.querygraph.canonical import graph_equal
from kgqa.querygraph.from_sparql import query_features, sparql_to_graph
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError, UnsupportedSparql, parse_sparql, repair_order_by_alias
from kgqa.querygraph.to_sparql import to_sparql

O = "http://valuenet/ontop/"


def edges(g, cls=None, instance=None):
    return [e for e in g.edges if (cls is None or e.cls is cls) and (instance is None or e.instance == instance)]


def roundtrip(text: str):
    """Convert, render, convert again; the two graphs must be isomorphic and replay exactly."""
    g = sparql_to_graph(text, SPIDER)
    g.validate()
    again = sparql_to_graph(to_sparql(g))
    assert graph_equal(g, again), f"{g}\n---\n{again}\n---\n{to_sparql(g)}"
    out = outline_actions(g)
    assert graph_equal(replay(out.actions).instantiate(out.vertex_instances, out.edge_instances), g)
    assert len(g.vertices) == len(g.edges) + 1
    return g


CASES = {
    "basic": "SELECT ?n WHERE { ?s a :singer . ?s :singer\\#name ?n . }",
    "filter_cmp": "SELECT ?n WHERE { ?s a :singer ; :singer\\#name ?n ; :singer\\#age ?a . FILTER(?a > 40 && ?a != 50) }",
    "filter_string": "SELECT ?n WHERE { ?s :singer\\#name ?n ; :singer\\#country ?c . FILTER(?c = 'France') }",
    "negative_number": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#x ?x . FILTER(?x >= -2.5) }",
    "constant_first": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#x ?x . FILTER(3 < ?x) }",
    "or": "SELECT ?n WHERE { ?s :pets\\#name ?n ; :pets\\#type ?t . FILTER(?t = 'cat' || ?t = 'dog') }",
    "or_mixed": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#x ?x ; :t\\#y ?y . FILTER(?x < 3 || ?y > 5) }",
    "contains": "SELECT ?t WHERE { ?f a :film ; :film\\#title ?t ; :film\\#features ?x . FILTER(contains(?x, 'Deleted')) }",
    "literal_object": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#allergy 'Milk' . }",
    "count_star": "SELECT (count(*) AS ?c) WHERE { ?s a :singer . }",
    "count_distinct": "SELECT (count(DISTINCT ?x) AS ?c) WHERE { ?s a :t ; :t\\#x ?x . }",
    "aggregates": "SELECT (avg(?a) AS ?x) (min(?a) AS ?y) (max(?a) AS ?z) (sum(?a) AS ?w) WHERE { ?s :t\\#age ?a . }",
    "group_by": "SELECT ?c (count(*) AS ?n) WHERE { ?s a :singer ; :singer\\#country ?c . } GROUP BY ?c",
    "having": "SELECT ?c WHERE { ?s a :singer ; :singer\\#country ?c . } GROUP BY ?c HAVING(count(*) >= 3)",
    "having_avg": "SELECT ?c WHERE { ?s :t\\#c ?c ; :t\\#v ?v . } GROUP BY ?c HAVING(avg(?v) < 72)",
    "group_not_projected": "SELECT (count(*) AS ?n) WHERE { ?s :t\\#id ?i . } GROUP BY ?i HAVING(count(*) > 2)",
    "order_limit": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#a ?a . } ORDER BY DESC(?a) LIMIT 1",
    "order_no_limit": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#a ?a . } ORDER BY ?a",
    "order_offset": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#a ?a . } ORDER BY ASC(?a) LIMIT 2 OFFSET 1",
    "order_aggregate": "SELECT ?c (count(*) AS ?n) WHERE { ?s :t\\#c ?c . } GROUP BY ?c ORDER BY DESC(?n) LIMIT 1",
    "order_aggregate_inline": "SELECT ?c WHERE { ?s :t\\#c ?c . } GROUP BY ?c ORDER BY DESC(count(*)) LIMIT 1",
    "distinct_multi_column": "SELECT DISTINCT ?a ?b WHERE { ?s :t\\#a ?a ; :t\\#b ?b . }",
    "fk_join": "SELECT ?n WHERE { ?c a :concert . ?c :concert\\#ref-stadium_id ?s . ?s :stadium\\#name ?n . }",
    "intersect_in": "SELECT DISTINCT ?x WHERE { ?a :t\\#x ?x ; :t\\#y 1 . FILTER(?x IN (?z)) . ?b :t\\#x ?z ; :t\\#y 2 . }",
    "subquery_compare": "SELECT ?n WHERE { ?s :shop\\#name ?n ; :shop\\#p ?p . FILTER(?p > ?avg) "
                        "{ SELECT (avg(?q) AS ?avg) WHERE { ?t :shop\\#p ?q . } } }",
    "subquery_join_shared": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#k ?k . { SELECT ?k WHERE { ?u :u\\#k ?k . } "
                            "ORDER BY DESC(?k) LIMIT 1 } }",
    "subquery_distinct_semijoin": "SELECT (avg(?g) AS ?a) WHERE { ?s :h\\#g ?g ; :h\\#id ?i . FILTER(?i IN (?j)) "
                                  "{ SELECT DISTINCT ?j WHERE { ?f :f\\#sid ?j . } } }",
    "not_in_subquery": "SELECT ?n WHERE { ?s :st\\#name ?n ; :st\\#id ?i . FILTER NOT EXISTS { { SELECT ?j WHERE "
                       "{ ?c :concert\\#stadium_id ?j . } } FILTER(?i IN (?j)) } }",
    "exists_subquery": "SELECT ?n WHERE { ?s :st\\#name ?n ; :st\\#id ?i . FILTER EXISTS { { SELECT ?j WHERE "
                       "{ ?c :concert\\#stadium_id ?j . } } FILTER(?i IN (?j)) } }",
    "not_exists_pattern": "SELECT ?f WHERE { ?s a :student ; :student\\#fname ?f ; :student\\#id ?i . "
                          "FILTER NOT EXISTS { ?a a :allergy ; :allergy\\#stuid ?i ; :allergy\\#name 'Cat' . } }",
    "nested_subqueries": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#v ?v . FILTER(?v > ?m) { SELECT (max(?w) AS ?m) WHERE "
                         "{ ?u :t\\#v ?w ; :t\\#k ?k . FILTER(?k < ?mk) { SELECT (min(?z) AS ?mk) WHERE { ?y :t\\#k ?z . } } } } }",
    "union": "SELECT DISTINCT ?c WHERE { { SELECT (?a AS ?c) WHERE { ?s :d\\#name ?a ; :d\\#div 'AS' . } } UNION "
             "{ SELECT (?b AS ?c) WHERE { ?t :d\\#name ?b ; :d\\#div 'EN' . } } }",
    "minus_two_columns": "SELECT DISTINCT ?c1 ?c2 WHERE { { SELECT (?a AS ?c1) (?b AS ?c2) WHERE { ?s :t\\#a ?a ; :t\\#b ?b . } } "
                         "MINUS { SELECT (?x AS ?c1) (?y AS ?c2) WHERE { ?u :t\\#a ?x ; :t\\#b ?y ; :t\\#z 3 . } } }",
    "intersect_two_columns": "SELECT DISTINCT ?n ?l WHERE { ?s a :stadium ; :stadium\\#name ?n ; :stadium\\#loc ?l . "
                             "?c :concert\\#ref-stadium_id ?s ; :concert\\#year 2014 . FILTER(?n IN (?n2)) . FILTER(?l IN (?l2)) . "
                             "?s2 :stadium\\#name ?n2 ; :stadium\\#loc ?l2 . ?c2 :concert\\#ref-stadium_id ?s2 ; :concert\\#year 2015 . }",
    "select_star": "SELECT * WHERE { ?s a :hiring . }",
    "ask": "ASK { ?s a :singer ; :singer\\#age ?a . FILTER(?a > 40) }",
    "order_by_alias_repair": "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#x ?x . } GROUP BY ?n ORDER BY DESC ((sum( ?x) as ?tot )) LIMIT 1",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_roundtrip_case(name):
    roundtrip(CASES[name])


def test_structure_basic_and_type():
    g = roundtrip(CASES["basic"])
    assert [v.cls for v in g.vertices].count(VertexClass.TYPE) == 1
    ans = g.answer_vertices()
    assert len(ans) == 1 and g.vertices[ans[0]].instance == 0
    types = [e for e in g.edges if g.vertices[e.target].cls is VertexClass.TYPE]
    assert types[0].instance == URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    assert types[0].cls is EdgeClass.REL


def test_structure_aggregation_group_having():
    g = roundtrip(CASES["having"])
    assert {e.instance for e in edges(g, EdgeClass.AGG)} == {"GROUP", "COUNT"}
    (cmp,) = edges(g, EdgeClass.CMP)
    assert cmp.instance == ">=" and g.vertices[cmp.target].instance == Literal(3)
    assert g.vertices[cmp.source].cls is VertexClass.VAR  # the count, not projected


def test_structure_order_spec():
    g = roundtrip(CASES["order_offset"])
    (o,) = edges(g, EdgeClass.ORD)
    assert o.instance == "ASC"
    assert g.vertices[o.target].instance == OrderSpec(rank=0, limit=2, offset=1)


def test_structure_or_group():
    g = roundtrip(CASES["or"])
    assert sorted(e.instance for e in edges(g, EdgeClass.CMP)) == ["|=", "|="]
    assert "||" in to_sparql(g)


def test_structure_segments():
    g = roundtrip(CASES["nested_subqueries"])
    assert g.segments == [0, 1, 2]
    crossing = [e for e in g.edges if g.vertices[e.source].segment != g.vertices[e.target].segment]
    assert len(crossing) == 2 and all(e.cls is EdgeClass.CMP for e in crossing)
    g = roundtrip(CASES["not_in_subquery"])
    assert [e.instance for e in g.edges if g.vertices[e.source].segment != g.vertices[e.target].segment] == ["NOT_IN"]
    g = roundtrip(CASES["not_exists_pattern"])
    assert "NOT_IN" in [e.instance for e in g.edges]
    g = roundtrip(CASES["subquery_distinct_semijoin"])
    assert "IN" in [e.instance for e in g.edges]


def test_structure_set_operations():
    g = roundtrip(CASES["union"])
    assert g.distinct
    (u,) = edges(g, EdgeClass.CMP, "UNION")
    assert g.vertices[u.source].cls is VertexClass.ANS and g.vertices[u.target].cls is VertexClass.ANS
    g = roundtrip(CASES["minus_two_columns"])
    assert len(g.answer_vertices(0)) == 2
    (m,) = edges(g, EdgeClass.CMP, "MINUS")
    assert len(g.answer_vertices(g.vertices[m.target].segment)) == 2


def test_structure_intersect():
    g = roundtrip(CASES["intersect_two_columns"])
    (i,) = edges(g, EdgeClass.CMP, "INTERSECT")
    assert g.segments == [0, 1] and len(g.answer_vertices(1)) == 2
    assert " INTERSECT " not in to_sparql(g)  # rendered as a join of two sub-selects


def test_features():
    tree = parse_sparql(CASES["having"], SPIDER)
    assert {"group_by", "having", "agg:COUNT(*)"} <= query_features(tree)


# -- the \# trap --------------------------------------------------------------------------
def test_pn_local_escape_is_undone():
    """rdflib keeps the backslash of ``:singer\\#name``; the KG IRI has none."""
    from rdflib.plugins.sparql import prepareQuery

    q = "PREFIX : <http://valuenet/ontop/> SELECT ?n WHERE { ?s :singer\\#name ?n }"
    # Upstream behaviour this module works around (if rdflib fixes it, this documents the change).
    algebra = prepareQuery(q).algebra
    rdflib_iris = {str(t[1]) for t in algebra["p"]["p"]["triples"]}
    assert rdflib_iris == {"http://valuenet/ontop/singer\\#name"}
    g = sparql_to_graph(q, SPIDER)
    (rel,) = edges(g, EdgeClass.REL)
    assert rel.instance == URIRef(O + "singer#name")
    assert "\\" not in to_sparql(g)
    tree = parse_sparql("SELECT ?x WHERE { ?s :a\\-b\\.c\\~d ?x }", SPIDER)
    assert tree["where"][1][0][1][0][1] == URIRef(O + "a-b.c~d")


# -- errors -------------------------------------------------------------------------------
def test_malformed_sparql_reports_position():
    text = "SELECT ?x WHERE {\n  ?x a :b .\n  FILTER(?x >) }"
    with pytest.raises(SparqlSyntaxError) as info:
        sparql_to_graph(text, SPIDER)
    err = info.value
    assert err.position is not None and 0 <= err.position <= len(text)
    assert err.line is not None and err.column is not None
    assert "line" in str(err) and "column" in str(err)


@pytest.mark.parametrize("text,feature", [
    # an OPTIONAL over several triples is read (issue 53); one joined at two variables is not
    ("SELECT ?x WHERE { ?s :t\\#x ?x . OPTIONAL { ?s :t\\#y ?y . ?y :t\\#z ?x } }", "OPTIONAL"),
    ("SELECT ?x WHERE { ?s ?p ?x . ?x ?p ?y }", "variable predicate"),
    # two columns of one row compared (two triples joining two variables twice are read with a
    # co-referent copy now: tests/querygraph/test_computed_values.py)
    ("SELECT ?x WHERE { ?s :t\\#x ?x ; :t\\#y ?y . FILTER(?x != ?y) }", "cycle"),
    ("SELECT ?x WHERE { ?s :t\\#x ?x . ?u :u\\#y ?y . }", "disconnected"),
    ("SELECT ?x WHERE { ?s :t\\#x ?x . BIND(\"a\" AS ?z) }", "BIND"),
    ("SELECT ?x WHERE { ?s !:t\\#x ?x . }", "property path"),
    ("SELECT ?x WHERE { ?s :t\\#x ?x . { ?s :t\\#y ?y } UNION { ?x :t\\#z ?s } }", "UNION"),
    ("SELECT ?x WHERE { ?s :t\\#x ?x . { ?s :t\\#y ?y { ?s :t\\#a ?a } UNION { ?s :t\\#b ?b } } UNION { ?s :t\\#z ?z } }",
     "UNION"),
    ("SELECT ?x WHERE { ?s :t\\#x ?x . FILTER(?q > 1) }", "unbound variable"),
])
def test_unsupported_constructs_are_named(text, feature):
    with pytest.raises(UnsupportedSparql) as info:
        sparql_to_graph(text, SPIDER)
    assert info.value.feature == feature
    assert isinstance(info.value, QueryGraphError)


def test_order_by_alias_repair_only_after_failure():
    bad = "SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#x ?x . } GROUP BY ?n ORDER BY DESC ((count( ?x) as ?c )) LIMIT 1"
    assert "(count( ?x))" in repair_order_by_alias(bad)
    with pytest.raises(SparqlSyntaxError):
        parse_sparql(bad, SPIDER, repair=False)
    tree = parse_sparql(bad, SPIDER)
    assert tree["order_by"][0][1] == ("agg", "COUNT", False, tree["order_by"][0][1][3])


def test_escaping_of_literals_by_construction():
    text = 'SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#c ?c . FILTER(?c = "quote \\" back \\\\ slash") }'
    g = roundtrip(text)
    (cmp,) = edges(g, EdgeClass.CMP)
    assert str(g.vertices[cmp.target].instance) == 'quote " back \\ slash'


def test_typed_literals_survive():
    g = roundtrip('SELECT ?n WHERE { ?s :t\\#n ?n ; :t\\#d ?d . FILTER(?d = "2014"^^<http://www.w3.org/2001/XMLSchema#gYear>) }')
    (cmp,) = edges(g, EdgeClass.CMP)
    assert g.vertices[cmp.target].instance.datatype == XSD.gYear


def test_in_and_not_in_evaluate_their_sub_select_once():
    """IN / NOT IN render as a join with / a MINUS of the sub-select's values, which a store
    evaluates once. The FILTER [NOT] EXISTS form means the same and is evaluated again for every
    outer solution: here seconds instead of milliseconds, and on world_1 past the 10 s timeout."""
    import time

    from kgqa.kg.embedded import EmbeddedKG

    ex = "http://example.org/"
    n = 6000
    triples = [(URIRef(f"{ex}s{i}"), URIRef(f"{ex}code"), Literal(i)) for i in range(n)]
    triples += [(URIRef(f"{ex}t{i}"), URIRef(f"{ex}ref"), Literal(i)) for i in range(0, n, 3)]
    kg = EmbeddedKG.from_triples(triples, name="membership")
    inner = f"SELECT ?j WHERE {{ ?t <{ex}ref> ?j . }}"
    for negated, expected in ((True, {i for i in range(n) if i % 3}), (False, set(range(0, n, 3)))):
        gold = (f"SELECT ?i WHERE {{ ?s <{ex}code> ?i . FILTER {'NOT ' if negated else ''}EXISTS "
                f"{{ {{ {inner} }} FILTER(?i IN (?j)) }} }}")
        rendered = to_sparql(sparql_to_graph(gold))
        assert ("MINUS {" in rendered) == negated and "EXISTS" not in rendered
        start = time.monotonic()
        rows = kg.select(rendered, timeout_s=10, use_cache=False).rows
        # once: well under a second on a quiet machine; once per row: 6,000 sub-selects, past the
        # 10 s timeout. 5 s leaves room for a busy CI machine (1.04 s was seen there)
        assert time.monotonic() - start < 5.0, rendered
        assert {int(r[0]) for r in rows} == expected
    kg.close()
