"""Rules the cases KG (``kgqa.bench.cases_kg``: ECLI court judgments, courts named "Supreme Court
of Westmarch", decision dates, SKOS legal areas) showed, asked through the shipped engine on the
Oxigraph server with the bench's own gold: a court named without what it is of
(kgqa.candidates.second_names.short_names), a listing in a year its graph left out
(kgqa.engine.compared_listing, "in 2023"), and things with no value of a property where the
model's negated graph was degenerate (kgqa.engine.negated_listing)."""

from __future__ import annotations

import pytest

from kgqa.bench import cases_kg as bench

GOLD = {q: sparql for q, _, sparql in bench.QUESTIONS}


@pytest.mark.parametrize("question", ["How many judgments has the Supreme Court given?",
                                      "Which Supreme Court judgments were handed down in 2023?",
                                      "Which judgments have no decision date?"])
def test_the_cases_bench(shipped_engine, bench_kg, answers_as_gold, question):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("cases"), "cases", question, GOLD[question])
    assert want and got == want, answer.sparql
