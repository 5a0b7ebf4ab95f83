"""LC-QuAD 1.0 reading and the fixed 20% holdout fold, on small files written here and the
shared copy of the benchmark (skipped where it is absent)."""

from __future__ import annotations

import json
import random

import pytest

from kgqa.data.folds import holdout_fold, in_holdout
from kgqa.data.lcquad import LcquadQuestion, load_lcquad
from kgqa.data.qald import DatasetError, QaldQuestion, load_qald
from kgqa.paths import REPO_ROOT

SHARED = REPO_ROOT.parent / "shared" / "data" / "kgqa"
LCQUAD = SHARED / "lcquad1" / "train-data.json"
QALD9 = SHARED / "qald9" / "qald-9-train-multilingual.json"

Q = ("SELECT DISTINCT COUNT(?uri) WHERE {?uri <http://dbpedia.org/ontology/director> "
     "<http://dbpedia.org/resource/Stanley_Kubrick>  . }")


def _write(tmp_path, data) -> str:
    path = tmp_path / "lcquad.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def test_reads_questions_with_fallback_to_the_template_verbalisation(tmp_path):
    path = _write(tmp_path, [
        {"_id": "1501", "corrected_question": "How many movies did Stanley Kubrick direct?",
         "intermediary_question": "How many <movies> are there whose <director> is <Stanley Kubrick>?",
         "sparql_query": Q, "sparql_template_id": 101},
        {"_id": "7", "corrected_question": "n/a",
         "intermediary_question": "What is the <birth place> of <Barack Obama>?",
         "sparql_query": "SELECT ?uri WHERE { <http://dbpedia.org/resource/Barack_Obama> "
                         "<http://dbpedia.org/ontology/birthPlace> ?uri }", "sparql_template_id": 2},
        {"_id": 8, "corrected_question": "", "intermediary_question": "Is <X> a <Y>?", "sparql_query": ""},
    ])
    qs = load_lcquad(path)
    assert all(isinstance(q, QaldQuestion) and isinstance(q, LcquadQuestion) for q in qs)
    assert (qs[0].id, qs[0].question, qs[0].sparql, qs[0].template_id) == (
        "1501", "How many movies did Stanley Kubrick direct?", Q, "101")
    assert qs[1].question == "What is the birth place of Barack Obama?"
    assert qs[2].id == "8" and qs[2].sparql is None and qs[2].template_id is None


@pytest.mark.parametrize("content, message", [
    ("{not json", "not valid JSON"),
    ({"questions": []}, "expected a list"),
    ([{"corrected_question": "x"}], '"_id"'),
    ([{"_id": "1", "corrected_question": "n/a"}], "neither"),
    ([{"_id": "1", "corrected_question": "q", "sparql_query": 3}], "not a string"),
])
def test_malformed_files_raise_dataset_errors(tmp_path, content, message):
    with pytest.raises(DatasetError, match=message):
        load_lcquad(_write(tmp_path, content))
    with pytest.raises(DatasetError, match="not found"):
        load_lcquad(tmp_path / "missing.json")


def test_holdout_fold_is_a_fixed_fifth_by_id():
    qs = [QaldQuestion(id=str(i), question=f"q{i}", sparql=None) for i in range(5000)]
    held, train = holdout_fold(qs, "holdout"), holdout_fold(qs, "train")
    assert 0.18 < len(held) / len(qs) < 0.22
    assert {q.id for q in held}.isdisjoint(q.id for q in train) and len(held) + len(train) == len(qs)
    assert holdout_fold(qs, "all") == qs
    # the fold depends on the id only: not on order or on the other questions
    shuffled = random.Random(1).sample(qs, len(qs))
    assert {q.id for q in holdout_fold(shuffled, "holdout")} == {q.id for q in held}
    assert {q.id for q in holdout_fold(qs[:100], "holdout")} == {q.id for q in held if int(q.id) < 100}
    assert [in_holdout(str(i)) for i in range(12)] == [in_holdout(str(i)) for i in range(12)]
    with pytest.raises(ValueError):
        holdout_fold(qs, "dev")


@pytest.mark.skipif(not LCQUAD.exists() or not QALD9.exists(), reason="shared benchmark copies absent")
def test_the_shared_files_load_and_split():
    lc = load_lcquad(LCQUAD)
    assert len(lc) == 4000 and all(q.question and q.sparql for q in lc)
    assert 0.18 < len(holdout_fold(lc, "holdout")) / len(lc) < 0.22
    qald = load_qald(QALD9)
    assert 0.15 < len(holdout_fold(qald, "holdout")) / len(qald) < 0.25
