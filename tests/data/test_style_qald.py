"""A QALD file from the style-transfer suite: one KG of one style, its dev SELECT questions and
templated yes/no questions whose gold is what their ASK returns on the KG."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kgqa.data.qald import load_qald
from kgqa.data.style_qald import Namer, build_qald, identifier_words, main
from kgqa.kg.embedded import EmbeddedKG

STYLE, KG = "owl_camel", "car_1"
N_SELECT, N_ASK = 6, 6


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> tuple[dict, Path]:
    suite = tmp_path_factory.mktemp("suite")
    summary = build_qald(STYLE, KG, suite=suite, n_select=N_SELECT, n_ask=N_ASK, seed=3)
    return summary, suite


def test_file_has_the_requested_select_and_ask_questions(written):
    summary, _ = written
    questions = load_qald(summary["out"])
    asks = [q for q in questions if q.answers.boolean is not None]
    selects = [q for q in questions if q.answers.boolean is None]
    assert (len(selects), len(asks)) == (N_SELECT, N_ASK)
    assert len({q.id for q in questions}) == len(questions)
    assert {q.answers.boolean for q in asks} == {True, False}
    assert sum(q.answers.boolean for q in asks) == N_ASK // 2
    for q in selects:  # gold query and typed, non-empty answers
        assert q.sparql.lower().startswith("select") and q.answers.bindings
        terms = [t for b in q.answers.bindings for t in b.values()]
        assert terms and all(t["type"] in ("uri", "literal") for t in terms)


def test_ask_golds_are_what_the_kg_answers(written):
    summary, _ = written
    kg = EmbeddedKG([summary["kg_file"]], name="check")
    for q in load_qald(summary["out"]):
        if q.answers.boolean is not None:
            assert q.sparql.startswith("ASK")
            assert kg.ask(q.sparql, use_cache=False) is q.answers.boolean, q.question


def test_questions_read_like_questions(written):
    summary, _ = written
    for q in load_qald(summary["out"]):
        assert "_" not in q.question and "http" not in q.question and "<" not in q.question, q.question
        assert q.question.endswith("?") or q.answers.boolean is None
        # no unsplit camelCase name from the KG (onto:CarMakers, hasHorsepower)
        assert not re.search(r"[a-z][A-Z]", q.question), q.question


def test_one_kg_is_rendered_apart_from_the_suite_and_the_output_is_deterministic(written, tmp_path, capsys):
    summary, suite = written
    assert Path(summary["kg_file"]).is_relative_to(suite / "single" / KG)  # not posing as the whole style
    out = tmp_path / "again.json"
    main(["--style", STYLE, "--kg", KG, "--suite", str(suite), "--out", str(out), "--select", str(N_SELECT),
          "--ask", str(N_ASK), "--seed", "3"])
    printed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert printed["kg_file"] == summary["kg_file"] and printed["ask_true"] == printed["ask_false"] == N_ASK // 2
    assert out.read_text() == Path(summary["out"]).read_text()


def test_names_come_from_labels_or_split_local_names():
    assert identifier_words("hasCarMakersMaker") == ["has", "car", "makers", "maker"]
    assert identifier_words("net_worth-millions") == ["net", "worth", "millions"]
    namer = Namer({"http://e/P7": "song name"})
    cls = "http://e/onto#CarMakers"
    assert namer.class_phrase(cls) == "car maker"
    assert namer.property_words("http://e/onto#hasCarMakersMaker", cls) == ["maker"]
    assert namer.property_words("http://e/onto#hasHorsepower", cls) == ["horsepower"]
    assert namer.property_words("http://e/P7", cls) == ["song", "name"]
