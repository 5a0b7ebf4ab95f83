"""The rules the events KG's blind run (session 50, ``kgqa.bench.events_kg``: schema.org, names
only by ``schema:name``) showed, asked through the real engine (the shipped checkpoint) on a real
Oxigraph server, with the bench's own gold:

- "Which company has more employees, A or B?": a verb, then "more" and a noun, chooses one of two;
- "Can A hold more people than B?", "Did A take place before B?": a modal opening, an event's date;
- "Did more than 1500 people attend A?": the compared number before the verb and the name;
- "Was A free to attend?": a flag whose value variable holds the ASK edge is still asked true;
- "Which venue hosted A?": a noun no class is labelled with, read by the sentence encoder
  (venue: ``schema:Place``).
"""

from __future__ import annotations

import pytest

from kgqa.bench import events_kg as bench

GOLD = {q: sparql for q, _, sparql in bench.QUESTIONS}
TRUTH = dict(bench.YES_NO)


@pytest.mark.parametrize("question", [
    "Which company has more employees, Quillon Analytics or Kelderwick Data?",
    "Which conference drew more attendees, RoboWeek 2024 or Stratus Days 2023?",
    "Which venue hosted RoboWeek 2023?",
])
def test_the_things_asked_for(shipped_engine, bench_kg, answers_as_gold, question):
    got, want, answer = answers_as_gold(shipped_engine, bench_kg("events"), "events", question, GOLD[question])
    assert want and got == want, answer.sparql


@pytest.mark.parametrize("question", [
    "Can The Foundry Pavilion hold more people than Lysmere Hall?",
    "Did Stratus Days 2024 take place before RoboWeek 2024?",
    "Did more than 1500 people attend DataForge Summit 2024?",
    "did more than 300 people attend stratus days 2024",
    "Was DataForge Summit 2023 free to attend?",
    "Was RoboWeek 2024 held in Lysmere?",  # its venue, in the city (kgqa.engine.stated_pair: containment)
])
def test_yes_no(shipped_engine, bench_kg, question):
    answer = shipped_engine.answer(question, bench_kg("events"), kg_name="events")
    assert answer.boolean is TRUTH[question], answer.sparql
