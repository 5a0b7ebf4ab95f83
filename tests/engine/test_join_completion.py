"""Join completion: a comparison put on a class that cannot hold its value is moved, through the
KG's link properties, to a class that does; on hand-made class use and on a real KG."""

import pytest
from rdflib import Literal, URIRef

from kgqa.candidates.schema import ClassUse, SchemaIndex
from kgqa.data.spider_kgs import spider_kg
from kgqa.engine.join_completion import ClassLinks, complete_joins
from kgqa.querygraph import QueryGraph, to_sparql
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, VertexClass

EX = "http://example.org/"
MAKER, COUNTRY, CONTINENT = EX + "Maker", EX + "Country", EX + "Continent"
MAKER_NAME, MAKER_COUNTRY = EX + "makerName", EX + "makerCountry"
COUNTRY_NAME, COUNTRY_CONTINENT, CONTINENT_NAME = EX + "countryName", EX + "continent", EX + "continentName"

# makers link to countries, countries to continents
USE_LISTING = ClassUse(
    subjects={MAKER_NAME: frozenset({MAKER}), MAKER_COUNTRY: frozenset({MAKER}), COUNTRY_NAME: frozenset({COUNTRY}),
              COUNTRY_CONTINENT: frozenset({COUNTRY}), CONTINENT_NAME: frozenset({CONTINENT}),
              str(RDF_TYPE): frozenset({MAKER, COUNTRY, CONTINENT})},
    objects={MAKER_COUNTRY: frozenset({COUNTRY}), COUNTRY_CONTINENT: frozenset({CONTINENT})},
)
USE = ClassLinks(USE_LISTING)


def _holders(table: dict[str, set[str]]):
    return lambda value: frozenset(table[str(value)]) if str(value) in table else None


def _count_compared(cls: str, relation: str, value: str, op: str = "=") -> QueryGraph:
    """``SELECT (COUNT(?m) AS ?n) WHERE { ?m a cls . ?m relation ?x FILTER(?x op value) }``."""
    g = QueryGraph()
    n = g.add_vertex("Ans", 0, 0)
    m = g.add_vertex("Var")
    g.add_edge(m, n, "Agg", "COUNT")
    g.add_edge(m, g.add_vertex("Type", 0, URIRef(cls)), "Rel", RDF_TYPE)
    x = g.add_vertex("Var")
    g.add_edge(m, x, "Rel", URIRef(relation))
    g.add_edge(x, g.add_vertex("Val", 0, Literal(value)), "Cmp", op)
    return g


def _compared_relation(g: QueryGraph, value: str) -> tuple[int, str]:
    """(subject vertex, relation) of the Rel edge whose object is compared with ``value``."""
    for e in g.edges:
        if e.cls is EdgeClass.REL and any(
                c.cls is EdgeClass.CMP and e.target in (c.source, c.target)
                and str(g.vertices[c.other(e.target)].instance) == value for c in g.edges):
            return e.source, str(e.instance)
    raise AssertionError(f"no comparison with {value}")


def test_a_value_of_a_linked_class_is_reached_through_the_link():
    g = _count_compared(MAKER, MAKER_NAME, "france", op="!=")
    completed = complete_joins(g, _holders({"france": {COUNTRY_NAME}}), USE)
    assert [hops for _, hops in completed] == [1, 1]
    ops = []
    for c, _ in completed:
        subject, relation = _compared_relation(c, "france")
        assert relation == COUNTRY_NAME
        assert c.vertices[subject].cls is VertexClass.VAR
        # the new vertex is typed, and linked to the maker by the link property
        assert any(e.source == subject and e.instance == RDF_TYPE and str(c.vertices[e.target].instance) == COUNTRY
                   for e in c.edges)
        assert any(e.source == 1 and e.target == subject and str(e.instance) == MAKER_COUNTRY for e in c.edges)
        ops += [e.instance for e in c.edges if e.cls is EdgeClass.CMP]
        to_sparql(c)  # a valid graph
    # the negation was chosen on a pattern with no match: equality is offered too
    assert ops == ["!=", "="]


def test_two_links_are_followed_backwards_and_the_shortest_chain_wins():
    g = _count_compared(CONTINENT, CONTINENT_NAME, "Renault")
    completed = complete_joins(g, _holders({"Renault": {MAKER_NAME}}), USE)
    assert [hops for _, hops in completed] == [2]
    c = completed[0][0]
    subject, relation = _compared_relation(c, "Renault")
    assert relation == MAKER_NAME
    # continent <- country <- maker: both links point towards the start
    links = {str(e.instance): (e.source, e.target) for e in c.edges if str(e.instance) in (MAKER_COUNTRY, COUNTRY_CONTINENT)}
    assert links[MAKER_COUNTRY][0] == subject
    assert links[COUNTRY_CONTINENT][1] == 1
    # a value of a class one link away is not sought two links away
    one_hop = complete_joins(_count_compared(MAKER, MAKER_NAME, "Asia"),
                             _holders({"Asia": {CONTINENT_NAME, COUNTRY_NAME}}), USE)
    assert [hops for _, hops in one_hop] == [1]
    assert _compared_relation(one_hop[0][0], "Asia")[1] == COUNTRY_NAME


@pytest.mark.parametrize("case", ["held", "unknown", "own class", "answer column", "too far"])
def test_nothing_is_completed_where_no_join_is_missing(case):
    holders = {"held": {MAKER_NAME}, "unknown": None, "own class": {MAKER_NAME, COUNTRY_NAME},
               "answer column": {COUNTRY_NAME}, "too far": {CONTINENT_NAME}}[case]
    relation = MAKER_NAME if case == "held" else EX + "makerCode"
    use = USE if case != "own class" else ClassLinks(
        ClassUse({**USE_LISTING.subjects, relation: frozenset({MAKER})}, USE_LISTING.objects))
    g = _count_compared(MAKER, relation, "x")
    if case == "answer column":  # SELECT ?x WHERE { ?m a Maker . ?m makerCode ?x FILTER(?x = "x") }
        g = QueryGraph()
        m, x = g.add_vertex("Var"), g.add_vertex("Ans", 0, 0)
        g.add_edge(m, g.add_vertex("Type", 0, URIRef(MAKER)), "Rel", RDF_TYPE)
        g.add_edge(m, x, "Rel", URIRef(relation))
        g.add_edge(x, g.add_vertex("Val", 0, Literal("x")), "Cmp", "=")
    table = {} if holders is None else {"x": holders}
    assert complete_joins(g, _holders(table), use, max_hops=1) == []


def test_on_a_real_kg_the_completed_comparison_holds_the_value_and_finds_it():
    """pets_1: 'cat' is only ever a pet type; students reach pets through their has_pet rows.
    A count of students compared with 'cat' under their major matches nothing; each completed
    graph compares it under a relation the KG holds it with, and the ``=`` ones count students."""
    from kgqa.models.slots import slot_candidates

    kg = spider_kg("pets_1")
    schema = SchemaIndex.for_kg(kg)
    slots = slot_candidates("How many students have a cat?", kg)
    student = next(c for c in schema.classes if c.endswith("student"))
    major = next(p for p in schema.properties if p.endswith("student#major"))
    g = _count_compared(student, major, "cat")
    assert kg.select(to_sparql(g)).rows[0][0].toPython() == 0
    completed = complete_joins(g, slots.value_holders, ClassLinks(schema.class_use))
    assert completed
    for c, hops in completed:
        _, relation = _compared_relation(c, "cat")
        assert kg.ask(f'ASK {{ ?s <{relation}> ?x . FILTER(?x = "cat") }}')
        assert hops == 2  # student <- has_pet -> pets
        assert kg.select(to_sparql(c)).rows[0][0].toPython() > 0

