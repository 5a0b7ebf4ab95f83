"""Values copied from a question into SPARQL are escaped: hostile literals, property-tested.

A Val vertex holds a literal the question supplied (quotes, braces, backslashes, newlines,
``\"\"\"``, ``#``, code-point escapes spelled out as text, ...). Every query the core renders
around it must parse (with Oxigraph, the store's parser, and with rdflib's, which
:mod:`kgqa.querygraph.from_sparql` reads SPARQL with), be a read, and find exactly that literal
in a store holding it next to a decoy. The store is filled through the RDF API, never through
SPARQL text, so the check does not depend on the escaping it tests.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import XSD
from rdflib.plugins.sparql.parser import parseQuery

from kgqa.kg.base import ProbeRequest, union_probe_query
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.query_guard import ensure_read_only
from kgqa.kg.sparql_text import normalize_query, substitute_variable
from kgqa.kg.terms import escape_string, term_to_sparql
from kgqa.querygraph import OrderSpec, QueryGraph, QueryGraphError
from kgqa.querygraph.from_sparql import sparql_to_graph
from kgqa.querygraph.model import VertexClass
from kgqa.querygraph.to_sparql import SLOT_VARIABLE, to_ask, to_probe, to_sparql

EX = "http://example.org/hostile/"
S, D = URIRef(EX + "subject"), URIRef(EX + "decoy")
P, P2 = URIRef(EX + "p"), URIRef(EX + "p2")

# Fragments a question can carry into a value: SPARQL syntax, escapes spelled out as text,
# variables, comment starts, and characters that are hard for parsers.
FRAGMENTS = [
    '"', "'", '"""', "'''", "\\", "\\\\", "\\u0022", "\\U0001F600", "\\u005C", "\\n", "\\", "u0041",
    "{", "}", "#", "# comment", "\n", "\r\n", "\t", "?s", "$o", f"?{SLOT_VARIABLE}", "<", ">", "<http://x/>",
    '" } ; DROP ALL ; SELECT * WHERE { "', "^^<http://x/>", "@en", ".", ";", "é", "日本", "😀", "\u2028",
    "\u202e", "\x00", "\x7f", "]]>", "</script>", "&amp;",
]
texts = st.lists(
    st.one_of(st.sampled_from(FRAGMENTS), st.text(st.characters(exclude_categories=("Cs",)), max_size=4)),
    max_size=6,
).map("".join)
# well-formed BCP 47 tags (Oxigraph checks them; the SPARQL grammar alone allows more)
lang_tags = st.one_of(st.from_regex(r"[a-zA-Z]{2,3}(-[a-zA-Z]{2}|-[0-9]{3})?", fullmatch=True),
                      st.sampled_from(["en-GB", "zh-Hant-TW", "de-CH-1996", "sr-Latn", "EN-us"]))
custom_datatypes = st.sampled_from(["dt", "dt#x", "d%C3%A9", "t?q=1&r=2", "a'b"]).map(lambda s: URIRef(EX + s))
literals = st.one_of(
    texts.map(Literal),
    st.builds(lambda t, lang: Literal(t, lang=lang), texts, lang_tags),
    st.builds(lambda t, dt: Literal(t, datatype=dt), texts, custom_datatypes),
    texts.map(lambda t: Literal(t, datatype=XSD.string)),
    st.integers(-10**12, 10**12).map(Literal),
    st.decimals(-10**6, 10**6, places=3, allow_nan=False, allow_infinity=False).map(
        lambda d: Literal(d, datatype=XSD.decimal)),
)
names = st.one_of(st.none(), texts)  # variable-name hints can come from question words too
STRING_OPS = ("CONTAINS", "STRSTARTS", "STRENDS")


def rdf11(lit: Literal) -> Literal:
    """RDF 1.1 reads ``"x"^^xsd:string`` as ``"x"``; rdflib keeps them apart, Oxigraph does not."""
    return Literal(str(lit)) if lit.datatype == XSD.string else lit


def is_string(lit: Literal) -> bool:
    return lit.datatype in (None, XSD.string)


def other_value(lit: Literal, k: int = 1) -> Literal:
    """A literal of the same kind with another value (k = 1: the decoy the store holds too)."""
    if lit.datatype in (XSD.integer, XSD.decimal):
        return Literal(lit.toPython() + k, datatype=lit.datatype)
    return Literal(f"\u2603decoy{k}", lang=lit.language, datatype=lit.datatype)


def decoy(lit: Literal) -> Literal:
    return other_value(lit)


def absent(lit: Literal) -> Literal:
    return other_value(lit, 2)


def graph_triple(lit: Literal, name: str | None) -> tuple[QueryGraph, int]:
    """``SELECT ?s WHERE { ?s <p> lit . }``; returns the graph and its Val vertex."""
    g = QueryGraph()
    s = g.add_vertex("Ans", 0, 0, name)
    val = g.add_vertex("Val", 0, lit)
    g.add_edge(s, val, "Rel", P)
    return g, val


def graph_filter(lit: Literal, op: str, name: str | None, other: Literal | None = None) -> tuple[QueryGraph, int]:
    """``SELECT ?s WHERE { ?s <p> ?o . FILTER(op(?o, lit)) }``, with ``?s <p2> other`` when given."""
    g = QueryGraph()
    s = g.add_vertex("Ans", 0, 0, "s")
    o = g.add_vertex("Var", 0, None, name)
    g.add_edge(s, o, "Rel", P)
    val = g.add_vertex("Val", 0, lit)
    g.add_edge(o, val, "Cmp", op)
    if other is not None:
        g.add_edge(s, g.add_vertex("Val", 0, other), "Rel", P2)
    return g, val


def store(lit: Literal, other: Literal | None = None) -> EmbeddedKG:
    triples = [(S, P, lit), (D, P, decoy(lit))]
    if other is not None:
        triples += [(S, P2, other), (D, P2, other)]
    return EmbeddedKG.from_triples(triples, name="hostile")


def parses(query: str) -> None:
    """Both parsers accept the whole text as one read query."""
    assert ensure_read_only(query) in ("SELECT", "ASK")
    parseQuery(query)  # rdflib: parse_all, so trailing text after the query fails too


def subjects(kg: EmbeddedKG, query: str) -> set:
    result = kg.select(query, use_cache=False)
    # The cache key form of the query must keep the literal and mean the same query.
    assert kg.select(normalize_query(query), use_cache=False).rows == result.rows
    return {row[0] for row in result.rows}


def rdflib_subjects(lit: Literal, query: str, other: Literal | None = None) -> set:
    g = Graph()
    g.add((S, P, rdf11(lit)))
    g.add((D, P, rdf11(decoy(lit))))
    if other is not None:
        g.add((S, P2, rdf11(other)))
        g.add((D, P2, rdf11(other)))
    return {row[0] for row in g.query(query)}


def holds(op: str, value: str, arg: str) -> bool:
    return {"CONTAINS": arg in value, "STRSTARTS": value.startswith(arg), "STRENDS": value.endswith(arg)}[op]


# -- the renderer ------------------------------------------------------------------------------
@given(lit=literals, name=names)
@settings(max_examples=100, deadline=None)
def test_a_literal_as_triple_object_round_trips(lit, name):
    g, val = graph_triple(lit, name)
    query = to_sparql(g)
    parses(query)
    assert normalize_query(query).count(term_to_sparql(lit)) == 1
    with store(lit) as kg:
        assert subjects(kg, query) == {S}
        assert kg.ask(to_ask(g), use_cache=False)
        # execution guidance: the Val slot probed with the literal as a candidate, as an
        # Oxigraph substitution, as substituted ASK text and as one UNION probe query
        probe = to_probe(g, ("vertex", val))
        assert kg.probe(probe.pattern, probe.slot, [lit, absent(lit)]) == [True, False]
        assert kg.probe_one_by_one(probe.pattern, probe.slot, [lit, absent(lit)]) == [True, False]
        union = union_probe_query(ProbeRequest(probe.pattern, probe.slot, (absent(lit), lit)))
        parses(union)
        assert [int(r[0]) for r in kg.select(union, use_cache=False).rows] == [1]
    assert rdflib_subjects(lit, query) == {S}
    # the project's own reader gets the same literal back
    again = sparql_to_graph(query)
    assert [v.instance for v in again.vertices if v.cls is VertexClass.VAL] == [rdf11(lit)]


@given(lit=literals, other=literals, op=st.sampled_from(("=",) + STRING_OPS), name=names)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
def test_a_literal_in_a_filter_round_trips(lit, other, op, name):
    if op in STRING_OPS:
        assume(is_string(lit) and not lit.language)
    g, val = graph_filter(lit, op, name, other)
    query = to_sparql(g)
    parses(query)
    expected = {S}
    if op in STRING_OPS and holds(op, str(decoy(lit)), str(lit)):
        expected.add(D)
    with store(lit, other) as kg:
        assert subjects(kg, query) == expected
        # the slot is the filter's value; the other hostile literal stays in the pattern text
        probe = to_probe(g, ("vertex", val))
        marked = substitute_variable(probe.pattern, SLOT_VARIABLE, "<urn:marker>")
        assert marked.count("<urn:marker>") == 1 and term_to_sparql(other) in marked
        assert kg.probe_one_by_one(probe.pattern, probe.slot, [lit]) == [True]
    assert rdflib_subjects(lit, query, other) == expected


@given(text=texts)
@settings(max_examples=100, deadline=None)
def test_escaped_text_reads_back_under_both_code_point_readings(text):
    """``\\uXXXX`` expanded over the whole query (rdflib) or only where it is not escaped
    (Oxigraph): the escaped literal reads back as the text either way."""
    query = f'SELECT ?x WHERE {{ BIND("{escape_string(text)}" AS ?x) }}'
    (row,) = Graph().query(query)
    assert str(row[0]) == text
    with EmbeddedKG.from_triples([], name="empty") as kg:
        assert str(kg.select(query, use_cache=False).rows[0][0]) == text


@pytest.mark.parametrize("text, lang", [("x", "en\n"), ("x", "en } ; DROP ALL"), ("x", "")])
def test_a_bad_language_tag_is_refused(text, lang):
    lit = Literal(text)
    object.__setattr__(lit, "_language", lang)  # rdflib validates tags; the renderer must too
    if lang:
        with pytest.raises(ValueError, match="language tag"):
            term_to_sparql(lit)
    else:
        assert term_to_sparql(lit) == '"x"'


def test_known_bad_spellings():
    """The cases that broke before: a backslash followed by ``u``/``U`` in a value."""
    for text in ["\\u0041", "x\\u0022y", "\\U0001F600", "\\\\u0041", "C:\\Users\\u"]:
        g, _ = graph_triple(Literal(text), None)
        query = to_sparql(g)
        parses(query)
        assert rdflib_subjects(Literal(text), query) == {S}, query


@pytest.mark.parametrize("limit, offset", [("1 } DROP ALL ; SELECT * WHERE {", None), (1, "2 #"), (2.5, None), (-1, None)])
def test_a_limit_is_an_integer_or_refused(limit, offset):
    """An OrderSpec read back from JSON can hold anything; only an integer reaches the query."""
    g, _ = graph_triple(Literal("x"), None)
    g.add_edge(0, g.add_vertex("Val", 0, OrderSpec(0, limit, offset)), "Ord", "DESC")
    with pytest.raises(QueryGraphError, match="LIMIT/OFFSET"):
        to_sparql(QueryGraph.from_json(g.to_json()))
    g, _ = graph_triple(Literal("x"), None)
    g.add_edge(0, g.add_vertex("Val", 0, OrderSpec(0, 3, 1)), "Ord", "DESC")
    assert to_sparql(g).endswith("ORDER BY DESC(?v0) LIMIT 3 OFFSET 1")


# -- values the slot candidates copy from a question --------------------------------------------
@pytest.fixture(scope="module")
def pets_kg():
    from kgqa.data.spider_kgs import spider_kg

    return spider_kg("pets_1")


QUESTION_VALUES = ['"O\'Brien\\"', "'Kim'", '"""dog"""', '"a{b}c"', "'x#y'", '"C:\\u0041\\Users"', '"two\nlines"',
                   '"quote \\" inside"', "Smith#1", "{Baltimore}", '"日本"', "'😀'", '"\\U0001F600"']
questions = st.builds(
    lambda prefix, values, suffix: f"{prefix} {' or '.join(values)}{suffix}",
    st.sampled_from(["Which students are named", "How many pets of type", "Find dogs weighing more than",
                     "List the students who live in"]),
    st.lists(st.one_of(st.sampled_from(QUESTION_VALUES), texts.map(lambda t: f'"{t}"')), min_size=1, max_size=3),
    st.sampled_from(["?", "", " ?}", " # done", "\n"]),
)


def value_literals(question: str, kg) -> list[Literal]:
    from kgqa.models.slots import slot_candidates

    return [x for x in slot_candidates(question, kg).instances["Val"] if isinstance(x, Literal)]


def check_value(lit: Literal) -> None:
    g, _ = graph_triple(lit, None)
    query = to_sparql(g)
    parses(query)
    with store(lit) as kg:
        assert subjects(kg, query) == {S}
    assert rdflib_subjects(lit, query) == {S}
    if is_string(lit) and not lit.language:
        g, _ = graph_filter(lit, "CONTAINS", None)
        parses(to_sparql(g))


def test_hostile_question_values_reach_the_slots(pets_kg):
    """The property test below is not vacuous: quotes and backslashes do become Val literals."""
    found = [lit for q in ["Which students are named \"O'Brien\\\" or 'x#y'?", 'Find "C:\\u0041\\Users" {Baltimore}?']
             for lit in value_literals(q, pets_kg)]
    assert any("\\" in lit for lit in found) and any("'" in lit for lit in found), found
    for lit in found:
        check_value(lit)


@given(question=questions)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_every_value_candidate_of_a_hostile_question_round_trips(question, pets_kg):
    for lit in value_literals(question, pets_kg):
        check_value(lit)
