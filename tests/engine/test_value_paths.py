"""Things of the asked class that reach a text the question says through unnamed nodes
(kgqa.engine.value_paths): patient records whose diagnoses are condition resources holding a
coding node (tests/engine/data/records.ttl), whose patients are named in parts, through the
shipped engine on the Oxigraph server."""

from __future__ import annotations

import pytest

from kgqa.engine.value_paths import compares, said_texts
from rdflib import Literal

EX = "http://records.example.net/fhir/"


@pytest.fixture(scope="module")
def records(data_kg):
    return data_kg("records.ttl")


def test_a_text_is_said_whole_or_by_most_of_its_words():
    values = [Literal("Type 2 diabetes mellitus"), Literal("Diabetes mellitus type 2"), Literal("Hypertension"),
              Literal("Metformin 500 mg tablet"), Literal("2")]
    assert said_texts("Which patients have type 2 diabetes?", values) == values[:2]
    assert said_texts("how many patients have hypertension", values) == [values[2]]
    assert said_texts("Who takes metformin?", values) == []  # one word of four


def test_a_comparison_is_no_chain_to_a_text():
    assert compares("Which patients have had a systolic blood pressure over 150?")
    assert compares("Was Ada Okafor diagnosed with diabetes before her hypertension?")
    assert not compares("Which patients have type 2 diabetes?")


@pytest.mark.parametrize("question, want", [
    ("Which patients have type 2 diabetes?", {EX + "p1", EX + "p2"}),  # the one code under two names
    ("Which patients have asthma?", {EX + "p2"}),
    ("How many patients have hypertension?", {"2"}),
])
def test_the_things_that_reach_the_text(shipped_engine, records, question, want):
    answer = shipped_engine.answer(question, records, kg_name="records")
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("question, truth", [
    ("Does Ada Okafor have type 2 diabetes?", True),
    ("Does Hana Takeda have type 2 diabetes?", False),
    ("Does Tomasz Wielgosz have asthma?", True),
    ("Does Kwame Asante have asthma?", False),
])
def test_a_yes_no_question_asks_whether_the_thing_reaches_it(shipped_engine, records, question, truth):
    answer = shipped_engine.answer(question, records, kg_name="records")
    assert answer.boolean is truth, answer.sparql


def test_the_step_the_question_says_among_twins(tmp_path):
    """A legal address and a headquarters address are nodes of one kind: "headquartered in"
    asks through the headquarters, though only the legal address reaches the text."""
    from kgqa.engine.reified import NodeReader
    from kgqa.engine.value_paths import value_path_ask
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "lei.ttl"
    ttl.write_text(
        '@prefix g: <https://www.gleif.org/ontology/L1/> . @prefix b: <https://www.gleif.org/ontology/Base/> .\n'
        '@prefix e: <https://rdf.gleif.org/L1/LEI/> .\n'
        'e:inc a g:LegalEntity ; g:hasLegalAddress e:inc-L ; g:hasHeadquartersAddress e:inc-H .\n'
        'e:inc-L b:hasCity "Wilmington" . e:inc-H b:hasCity "Rotterdam" .\n'
        'e:gmbh a g:LegalEntity ; g:hasLegalAddress e:gmbh-L ; g:hasHeadquartersAddress e:gmbh-L .\n'
        'e:gmbh-L b:hasCity "Hamburg" .\n')
    kg = EmbeddedKG([ttl], name="lei")
    reader = NodeReader(lambda q, limit=20: kg.select(f"{q} LIMIT {limit}").rows,
                        lambda p: p.rsplit("/", 1)[-1].replace("has", ""), lambda props: None)
    ask = value_path_ask("https://rdf.gleif.org/L1/LEI/inc", ["https://www.gleif.org/ontology/L1/LegalEntity"],
                         [Literal("Wilmington")], reader, "Is Halvorsen Logistics Inc. headquartered in Wilmington?")
    assert "hasHeadquartersAddress" in ask.sparql and kg.ask(ask.sparql) is False
    ask = value_path_ask("https://rdf.gleif.org/L1/LEI/inc", ["https://www.gleif.org/ontology/L1/LegalEntity"],
                         [Literal("Wilmington")], reader, "Is Halvorsen Logistics Inc. registered in Wilmington?")
    assert "hasLegalAddress" in ask.sparql and kg.ask(ask.sparql) is True
