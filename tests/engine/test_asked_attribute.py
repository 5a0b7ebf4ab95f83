""""What is the N of ...?" answered with the N of the things the model's graph stops at
(kgqa.engine.asked_attribute), through the real engine on the tenure, geography and flights bench KGs."""

from __future__ import annotations

import pytest

from kgqa.engine.asked_attribute import asked_attribute_noun

P, PE = "http://people.example.com/schema/", "http://people.example.com/entity/"
GEO, GO = "http://geo.example.net/resource/", "http://geo.example.net/ontology/"


def test_the_asked_attribute_is_the_head_noun_before_of():
    assert asked_attribute_noun("What is the population of the country where X is headquartered?") == "population"
    assert asked_attribute_noun("what's the total area of Veldmark") == "area"
    assert asked_attribute_noun("What is the capital of Veldmark?") is None  # a thing, not an attribute
    assert asked_attribute_noun("What is the name of the mayor of X?") is None
    assert asked_attribute_noun("Who is the mayor of X?") is None
    assert asked_attribute_noun("whats the ICAO code for hessvik") == "code"  # "for", and "whats"


@pytest.mark.parametrize("kg,question,gold", [
    ("tenure", "What is the population of the country where Vossa Motors is headquartered?",
     f"SELECT ?x WHERE {{ <{PE}vossa_motors> <{P}headquarters>/<{P}locatedIn> ?c . ?c <{P}population> ?x }}"),
    ("geography", "What is the population of the capital of Veldmark?",
     f"SELECT ?x WHERE {{ <{GEO}Veldmark> <{GO}capital>/<{GO}populationTotal> ?x }}"),
    # a property named by the noun's other word (``icao``), of the airport in the named city
    ("flights", "whats the ICAO code for hessvik",
     "SELECT ?x WHERE { ?a <https://air.norrhav.example/ontology/city> <https://air.norrhav.example/city/Hessvik> ; "
     "<https://air.norrhav.example/ontology/icao> ?x }"),
])
def test_through_the_engine(shipped_engine, bench_kg, answers_as_gold, kg, question, gold):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg(kg), kg, question, gold)
    assert want and got == want, answer.sparql
