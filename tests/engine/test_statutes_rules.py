"""Rules the statutes KG (``kgqa.bench.statutes_kg``: ELI, an act named by the title of its
expression) showed, asked through the shipped engine on the Oxigraph server with the bench's
own gold: "Which legislation cites X?" where the model's graph finds nothing is read across the
property the verb names (kgqa.engine.verb_hop), from the act, not the expression that carries
its title (kgqa.engine.stated_readings.owner_of_one_name), a year in the act's name being no
number compared."""

from __future__ import annotations

import pytest

from kgqa.bench import statutes_kg as bench

GOLD = {q: sparql for q, _, sparql in bench.QUESTIONS}


@pytest.mark.parametrize("question", ["Which legislation cites the Road Traffic Act?",
                                      "What did the Data Protection Act 2018 repeal?"])
def test_the_verb_names_the_step_from_the_act(shipped_engine, bench_kg, answers_as_gold, question):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("statutes"), "statutes", question, GOLD[question])
    assert want and got == want, answer.sparql


@pytest.mark.parametrize("question", ["Did the Drinking Water Act come into force before the Single-Use Plastics Act?"])
def test_which_of_two_acts_came_into_force_first(shipped_engine, bench_kg, question):
    """kgqa.engine.comparison: "come into force" is an event verb, its date the acts' entry into force."""
    answer = shipped_engine.answer(question, bench_kg("statutes"), kg_name="statutes")
    assert answer.boolean is dict(bench.YES_NO)[question], answer.sparql
