"""Rules the trials KG (``kgqa.bench.trials_kg``: a clinical-trials registry whose trials are named
by their own ``brief_title``/``official_title`` properties and registry numbers) showed, asked
through the shipped engine on the Oxigraph server with the bench's own gold: things named by a
title property of their vocabulary are named things, and "Which trials ...?" answered with a
column they do not share (why each stopped) answers with the trials
(kgqa.engine.answer_rewrites.own_title)."""

from __future__ import annotations

import pytest

from kgqa.bench import trials_kg as bench

GOLD = {q: sparql for q, _, sparql in bench.QUESTIONS}


@pytest.mark.parametrize("question", ["Which trials have been terminated?",
                                      # the graph fixed the phase column to the stated value already
                                      "Which phase 3 trials are there for type 2 diabetes?"])
def test_the_things_asked_for_not_a_column_of_theirs(shipped_engine, bench_kg, answers_as_gold, question):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("trials"), "trials", question, GOLD[question])
    assert want and got == want, answer.sparql
    assert all(label and label[0] for label in answer.labels)  # shown by their titles
