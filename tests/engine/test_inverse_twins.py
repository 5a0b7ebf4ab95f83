"""kgqa.engine.inverse_twins: a relation named both ways (skos:broader and skos:narrower, an
``owl:inverseOf`` the KG declares) whose pairs a KG states under either name is read by both;
properties the data merely makes look inverse (capitals located in their country) are not.
Unit tests on rdflib, then through the real engine on a real Oxigraph server."""

from __future__ import annotations

from pathlib import Path

import pytest
import rdflib
from rdflib import URIRef

from kgqa.engine.inverse_twins import DECLARED_INVERSES, inverse_twin, with_inverse_twins
from kgqa.querygraph.model import QueryGraph
from kgqa.querygraph.to_sparql import to_sparql

TERMS = Path(__file__).parent / "data" / "terms.ttl"
SKOS = "http://www.w3.org/2004/02/skos/core#"
T = "http://example.org/terms/"
EX = "http://example.org/x/"


def _select(graph: rdflib.Graph):
    return lambda q: list(graph.query(q))


def _graph(turtle: str) -> rdflib.Graph:
    return rdflib.Graph().parse(data=turtle, format="turtle")


def test_the_standard_vocabularies_inverses_are_read_both_ways_round():
    assert DECLARED_INVERSES[SKOS + "narrower"] == SKOS + "broader"
    assert DECLARED_INVERSES[SKOS + "broader"] == SKOS + "narrower"
    assert DECLARED_INVERSES["http://purl.org/dc/terms/isPartOf"] == "http://purl.org/dc/terms/hasPart"


def test_a_vocabulary_inverse_counts_only_where_the_kg_uses_it():
    terms = rdflib.Graph().parse(TERMS, format="turtle")
    assert inverse_twin(SKOS + "narrower", _select(terms)) == SKOS + "broader"
    only_broader = _graph(f"<{T}a> <{SKOS}broader> <{T}b> .")
    assert inverse_twin(SKOS + "broader", _select(only_broader)) is None  # no narrower stated


def test_an_inverse_the_kg_declares_is_read_and_a_look_alike_is_not():
    declared = _graph(f"""<{EX}treatedBy> <http://www.w3.org/2002/07/owl#inverseOf> <{EX}treats> .
                         <{EX}aspirin> <{EX}treats> <{EX}headache> .""")
    assert inverse_twin(EX + "treatedBy", _select(declared)) == EX + "treats"
    assert inverse_twin(EX + "treats", _select(declared)) is None  # treatedBy is never stated
    # every capital lies in its country: the data look like an inverse, nothing declares one
    lookalike = _graph("".join(f"<{EX}c{i}> <{EX}capital> <{EX}t{i}> . <{EX}t{i}> <{EX}locatedIn> <{EX}c{i}> . "
                               f"<{EX}u{i}> <{EX}locatedIn> <{EX}c{i}> . " for i in range(5)))
    assert inverse_twin(EX + "capital", _select(lookalike)) is None


def test_an_edge_of_a_twinned_property_is_read_by_both_names():
    g = QueryGraph()
    g.add_edge(g.add_vertex("Ent", 0, URIRef(T + "soil")), g.add_vertex("Ans", 0, 0), "Rel", URIRef(SKOS + "narrower"))
    read = with_inverse_twins(g, lambda p: DECLARED_INVERSES.get(p))
    assert read is not None and f"<{SKOS}narrower>|^<{SKOS}broader>" in to_sparql(read)
    assert with_inverse_twins(g, lambda p: None) is None


def test_narrower_terms_stated_only_as_broader_are_answered(shipped_engine, data_kg):
    answer = shipped_engine.answer("What are the narrower terms of soil?", data_kg("terms.ttl"), kg_name="terms")
    assert {str(r[0]) for r in answer.rows} == {T + "soil_erosion", T + "soil_salinity", T + "soil_compaction"}


@pytest.mark.parametrize("question,truth", [
    ("Is wetland a narrower term of water?", True),  # stated only as wetland's broader
    ("Is gully erosion a narrower term of soil?", False),  # two levels down
])
def test_yes_no_through_both_names(shipped_engine, data_kg, question, truth):
    assert shipped_engine.answer(question, data_kg("terms.ttl"), kg_name="terms").boolean is truth
