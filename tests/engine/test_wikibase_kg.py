"""A KG in Wikidata's dump shape (the gamedata bench KG): predicates named by the property
entities that claim them, those entities never linked as things, and a game and the series
named after it one name said. Through the real engine on a real Oxigraph server."""

from __future__ import annotations

import pytest

WD, WDT = "http://www.wikidata.org/entity/", "http://www.wikidata.org/prop/direct/"


@pytest.mark.parametrize("question,ask", [
    # "Tidecaller" names the game and its series: the ASK about the game leaves no name out
    ("Did Brightloom Interactive develop Tidecaller?", f"ASK {{ <{WD}Q90000019> <{WDT}P178> <{WD}Q90000305> }}"),
    # "headquartered" is an alias of the property entity wd:P159, which is no thing to link
    ("Is Studio Kagerou headquartered in Tsubakawa?", f"ASK {{ <{WD}Q90000304> <{WDT}P159> <{WD}Q90000207> }}"),
])
def test_yes_no_about_a_wikibase_kg(shipped_engine, bench_kg, question, ask):
    kg = bench_kg("gamedata")
    answer = shipped_engine.answer(question, kg, kg_name="gamedata")
    assert kg.ask(ask) and answer.boolean is True, (answer.sparql, answer.abstain_reason)
    assert f"{WD}P" not in answer.sparql  # no property entity as a thing


@pytest.mark.parametrize("employees,truth", [(400, True), (4000, False)])
def test_a_name_of_two_entities_is_read_as_the_one_the_question_fits(shipped_engine, bench_kg, employees, truth):
    # "Cinderhall" names a studio and a town: the studio has employees, the town a population
    kg = bench_kg("gamedata")
    answer = shipped_engine.answer(f"Does Cinderhall have more than {employees} employees?", kg, kg_name="gamedata")
    assert answer.boolean is truth and f"<{WDT}P1128>" in answer.sparql, answer.sparql
