"""The same behaviour, checked on every backend; results identical after normalization."""

from __future__ import annotations

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kgqa.kg.errors import MalformedQuery, ReadOnlyViolation, ResultTooLarge
from kgqa.kg.terms import term_to_sparql

EX = "http://example.org/"
PFX = f"PREFIX ex: <{EX}>\n"


def sorted_rows(result):
    return sorted(result.rows, key=lambda r: tuple(str(t) for t in r))


def test_select_normalizes_typed_literals(kg):
    res = kg.select(PFX + "SELECT ?p ?o WHERE { ex:a ?p ?o }")
    got = {str(p).removeprefix(EX): o for p, o in res.rows}
    assert got["age"] == Literal(42)
    assert got["age"].datatype == XSD.integer
    assert got["height"] == Literal("1.75", datatype=XSD.decimal)
    assert got["active"] == Literal(True)
    assert got["born"] == Literal("1980-05-17", datatype=XSD.date)
    assert got["label"] == Literal("Anna", lang="de")
    assert got["name"] == Literal("Ann \"the\" O'Neil \\ {x}")
    assert got["note"] == Literal("line1\nline2")
    assert got["knows"] == URIRef(EX + "b")


def test_results_identical_across_backends(kg, embedded_kg):
    q = PFX + "SELECT ?s ?n ?a WHERE { ?s ex:name ?n OPTIONAL { ?s ex:age ?a } }"
    assert sorted_rows(kg.select(q)) == sorted_rows(embedded_kg.select(q))
    gold = ("PREFIX : <http://valuenet/ontop/>\nSELECT ?n ?c ?a WHERE { ?t a :singer . "
            "?t <http://valuenet/ontop/singer#name> ?n . ?t <http://valuenet/ontop/singer#country> ?c . "
            "?t <http://valuenet/ontop/singer#age> ?a } ORDER BY DESC(?a)")
    rows = kg.select(gold).as_python()
    assert rows == embedded_kg.select(gold).as_python()
    assert rows[0] == ("Joe Sharp", "Netherlands", 52)


def test_unbound_optional_is_none(kg):
    res = kg.select(PFX + "SELECT ?s ?a WHERE { ?s ex:name ?n OPTIONAL { ?s ex:age ?a } }")
    by_subject = {str(s): a for s, a in res.rows if str(s).startswith(EX)}
    assert by_subject[EX + "c"] is None
    assert by_subject[EX + "b"] == Literal(37)


def test_ask(kg):
    assert kg.ask(PFX + "ASK { ex:a ex:knows ex:b }") is True
    assert kg.ask(PFX + "ASK { ex:b ex:knows ex:a }") is False


def test_construct(kg):
    triples = kg.query(PFX + "CONSTRUCT { ?s ex:friend ?o } WHERE { ?s ex:knows ?o }")
    assert sorted((str(s), str(o)) for s, _, o in triples) == [(EX + "a", EX + "b"), (EX + "b", EX + "c")]


def test_escaped_literal_round_trips_into_queries(kg):
    # A literal with quotes, a backslash and braces goes into a query by construction.
    name = Literal("Ann \"the\" O'Neil \\ {x}")
    q = f"{PFX}SELECT ?s WHERE {{ ?s ex:name {term_to_sparql(name)} }}"
    assert [str(r[0]) for r in kg.select(q).rows] == [EX + "a"]
    assert kg.probe("?s ex:name ?v .", "v", [name, Literal("nobody")], prefixes={"ex": EX}) == [True, False]


def test_probe_batched_equals_one_by_one(kg):
    pattern = "?x ex:knows ?y . ?y ex:name ?n ."
    cands = [URIRef(EX + "a"), URIRef(EX + "b"), URIRef(EX + "c"), URIRef(EX + "zzz")]
    batched = kg.probe(pattern, "x", cands, prefixes={"ex": EX})
    assert batched == [True, True, False, False]
    assert kg.probe_one_by_one(pattern, "x", cands, prefixes={"ex": EX}) == batched


def test_probe_is_one_round_trip_and_cached(kg):
    cands = [URIRef(f"{EX}item/{i}") for i in range(50)] + [URIRef(EX + "nothing")]
    before = kg.stats.snapshot()
    found = kg.probe("?s ex:index ?i .", "s", cands, prefixes={"ex": EX})
    after = kg.stats.snapshot()
    assert found == [True] * 50 + [False]
    assert after["probe_calls"] - before["probe_calls"] == 1
    if kg.identity.startswith("endpoint:"):
        assert after["round_trips"] - before["round_trips"] == 1
    again = kg.probe("?s  ex:index ?i .", "s", cands, prefixes={"ex": EX})  # same after normalization
    assert again == found
    assert kg.stats.probe_calls == after["probe_calls"]
    assert kg.stats.cache_hits - after["cache_hits"] == len(cands)


def test_probe_needs_the_slot_variable(kg):
    with pytest.raises(MalformedQuery):
        kg.probe("?s ex:name ?n .", "missing", [URIRef(EX + "a")], prefixes={"ex": EX})


@pytest.mark.parametrize(
    "update",
    [
        'INSERT DATA { <http://x/a> <http://x/b> "c" }',
        "PREFIX ex: <http://x/>\nDELETE WHERE { ?s ?p ?o }",
        "# comment first\nCLEAR ALL",
        "DROP GRAPH <http://x/g>",
        "LOAD <http://x/file.nt>",
        "  with <http://x/g> delete { ?s ?p ?o } where { ?s ?p ?o }",
    ],
)
def test_updates_are_refused_before_sending(kg, update):
    before = kg.stats.queries
    with pytest.raises(ReadOnlyViolation):
        kg.query(update)
    assert kg.stats.queries == before
    assert kg.ask(PFX + "ASK { ex:a ex:knows ex:b }")  # data untouched


def test_malformed_query(kg):
    with pytest.raises(MalformedQuery):
        kg.select("SELECT ?s WHERE { ?s ?p ")


def test_huge_result_fails_loudly(kg):
    old = kg.max_rows
    kg.max_rows = 100
    try:
        with pytest.raises(ResultTooLarge):
            kg.select(PFX + "SELECT ?s WHERE { ?s ex:index ?i }", use_cache=False)
    finally:
        kg.max_rows = old


def test_cache_is_keyed_by_normalized_query(kg):
    q1 = PFX + "SELECT ?n WHERE { ex:b ex:name ?n }"
    q2 = PFX + "SELECT   ?n\nWHERE {  ex:b ex:name ?n } # same"
    kg.select(q1)
    before = kg.stats.queries
    assert kg.select(q2).as_python() == [("Bob",)]
    assert kg.stats.queries == before
