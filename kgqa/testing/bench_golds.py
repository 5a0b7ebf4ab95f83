"""What a hand-written KG bench's gold queries answer, read by rdflib from its Turtle file: the
form its test compares with the answers worked out by hand (``tests/bench/test_<name>_kg.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import rdflib

from kgqa.bench.kg_questions import number


def parsed(kg_file: Path) -> rdflib.Graph:
    """The bench's KG file, parsed."""
    graph = rdflib.Graph()
    graph.parse(kg_file, format="turtle")
    return graph


def gold_answers(graph: rdflib.Graph, questions: list[tuple[str, str, str]],
                 name_of: Callable) -> tuple[list[list[str]], list[str]]:
    """Each list question's answer (sorted names, by ``name_of``) and each count's one number, in
    the bench's order; a count with other than one row gives its rows' numbers joined by ``|``."""
    lists = [sorted({name_of(row[0]) for row in graph.query(s)}) for _, group, s in questions if group == "lists"]
    counts = ["|".join(number(row[0]) for row in graph.query(s)) for _, group, s in questions if group == "counts"]
    return lists, counts


def asks_disagreeing(graph: rdflib.Graph, asks: list[tuple[str, str]], yes_no: list[tuple[str, bool]]) -> list[str]:
    """The yes/no questions whose truth is not what their ASK (``(question, ask)``, in the
    bench's order) says; an ASK for another question, or one missing, disagrees too."""
    if [q for q, _ in asks] != [q for q, _ in yes_no]:
        return [q for q, _ in yes_no]
    return [q for (q, ask), (_, truth) in zip(asks, yes_no) if graph.query(ask).askAnswer is not truth]


__all__ = ["asks_disagreeing", "gold_answers", "parsed"]
