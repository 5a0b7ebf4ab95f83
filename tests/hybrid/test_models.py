"""The shipped checkpoints: the local translator and the extractive reader."""

from __future__ import annotations

import pytest

from kgqa.compiler import validate
from kgqa.hybrid import copyseq, reader as reader_mod
from kgqa.hybrid.decompositions import read_records, split_records
from kgqa.hybrid.reader import SpanReader, TextLeafEngine
from kgqa.hybrid.translator import LocalTranslator
from kgqa.text.bm25 import BM25Retriever
from kgqa.text.store import Passage, PassageStore


def test_checkpoints_are_small():
    for path in (copyseq.default_checkpoint(), reader_mod.default_checkpoint()):
        assert path.exists(), path
        assert path.stat().st_size < 20 * 2**20


def test_copy_tokenizer_round_trips_surface_forms():
    text = "COMP_<[What is the director of Love & War (Barlowgirl Album)? * Who is {director}'s wife?, A?]"
    assert copyseq.tokenize(text)[0] == "COMP_<["
    assert "{director}" in copyseq.tokenize(text)
    assert copyseq.detokenize(copyseq.tokenize("Where did Edward Baring, 1st Baron Revelstoke's father die?")) == (
        "Where did Edward Baring, 1st Baron Revelstoke's father die?")


def test_local_translator_outputs_valid_trees_on_heldout_questions():
    tr = LocalTranslator()
    recs = split_records("2wiki", read_records("2wiki"))["eval"][:6] + split_records("musique", read_records("musique"))["eval"][:6]
    results = [tr.translate_full(r["question"]) for r in recs]
    assert all(validate(t.expression) == [] for t in results)
    # The model itself (not the atomic fallback) produces most of them.
    assert sum(t.valid for t in results) >= 8
    assert any(len(list(t.expression.children)) > 0 for t in results)  # it decomposes


PASSAGES = [
    Passage("1", "Free Guy", "Free Guy is a 2021 American action comedy film directed by Shawn Levy and written by Matt Lieberman."),
    Passage("2", "Pál Gábor", "Pál Gábor (2 November 1932 – 21 October 1987) was a Hungarian film director and screenwriter."),
    Passage("3", "Montreal", "Montreal is the second most populous city in Canada and the largest city in Quebec."),
]


@pytest.fixture(scope="module")
def span_reader():
    return SpanReader(threads=1)


def test_reader_extracts_answer_with_its_passage(span_reader):
    ans = span_reader.read("Who is the director of Free Guy?", PASSAGES)
    assert "Shawn Levy" in ans.answer
    assert ans.passage.pid == "1"
    assert 0.0 <= ans.score <= 1.0
    ans = span_reader.read("What is the date of birth of Pál Gábor?", PASSAGES)
    # The right passage and a date (the shipped reader still confuses birth and death
    # dates in "(2 November 1932 – 21 October 1987)"; see models/reader/TRAINING.md).
    assert ans.passage.pid == "2" and reader_mod.is_date_like(ans.answer)


def test_text_leaf_engine_retrieves_then_reads(span_reader):
    engine = TextLeafEngine(BM25Retriever(PassageStore(PASSAGES)), span_reader, k=2)
    leaf = engine.answer_sync("Who is the director of Free Guy?")
    assert leaf is not None and "Shawn Levy" in leaf.answers[0]
    assert leaf.evidence == ("1",) and leaf.source == "text"
    assert engine.docs_read == [2]


def test_reader_top_answers_are_distinct_and_ranked(span_reader):
    top = span_reader.read_top("Who is the director of Free Guy?", PASSAGES, 3)
    assert 1 <= len(top) <= 3
    assert top[0].answer == span_reader.read("Who is the director of Free Guy?", PASSAGES).answer
    assert len({a.answer.lower() for a in top}) == len(top)
    assert [a.raw_score for a in top] == sorted((a.raw_score for a in top), reverse=True)
    assert span_reader.read_top("Who?", [], 3) == []


def test_reader_survives_a_question_longer_than_its_window(span_reader):
    question = "Who directed the film " + "that was very long and winding " * 60 + "Free Guy?"
    ans = span_reader.read(question, PASSAGES)
    assert isinstance(ans.answer, str)


def test_text_leaf_engine_reports_competing_readings_for_the_beam(span_reader):
    engine = TextLeafEngine(BM25Retriever(PassageStore(PASSAGES)), span_reader, k=3, readings=3)
    leaf = engine.answer_sync("Who is the director of Free Guy?")
    assert leaf is not None and 2 <= len(leaf.readings) <= 3
    assert leaf.readings[0] == (leaf.answers, leaf.confidence)
    assert len({r[0] for r in leaf.readings}) == len(leaf.readings)
    greedy = TextLeafEngine(BM25Retriever(PassageStore(PASSAGES)), span_reader, k=3)
    assert greedy.answer_sync("Who is the director of Free Guy?").readings == ()
