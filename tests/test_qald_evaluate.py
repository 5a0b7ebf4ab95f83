"""kgqa.evaluate and kgqa.predict on a QALD-JSON file, through a real Oxigraph server serving a
bundled KG: the metrics JSON, the per-answer-type breakdown, yes/no scoring, and a prediction
file that a QALD evaluator (GERBIL QA) reads."""

from __future__ import annotations

import functools
import json
from collections import Counter

import pytest
from hydra import compose, initialize_config_dir

from kgqa.answer import KGAnswer
from kgqa.data.qald import load_qald, write_qald
from kgqa.data.qald_examples import answer_type, result_answers
from kgqa.data.spider4sparql import executable_query, kg_path, load_split
from kgqa.evaluate import Expected, engine_from_conf, evaluate_with_records, expected_answer, grade
from kgqa.kg.endpoint import EndpointKG
from kgqa.paths import REPO_ROOT
from kgqa.predict import predict

KG = "singer"
GRAPH = "http://kgqa.test/qald/singer"  # its own graph: the session's server holds other test KGs
NS = "http://valuenet/ontop/"
ASK_ID = "ask-1"
NO_ANSWERS_ID = "1006"  # gold computed on the endpoint at evaluation time
# answer type -> how many questions of the file have it (checked against by_answer_type)
TYPES = {"number": 1, "literal": 3, "resource": 1, "boolean": 1}


def _cfg(app: str, *overrides: str):
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name=app, overrides=list(overrides))


@pytest.fixture(scope="module")
def endpoint(oxigraph_server) -> str:
    oxigraph_server.load_file(kg_path(KG), graph=GRAPH)
    return oxigraph_server.query_url


@pytest.fixture(scope="module")
def qald_file(endpoint, tmp_path_factory):
    """Three dev SELECT questions with typed answers from the endpoint, one with a gold query only,
    one whose answers are IRIs, and one yes/no question."""
    kg = EndpointKG(endpoint, default_graph=GRAPH)
    # Spider's gold queries write `:singer\#name`, which the KG cache's key normaliser reads as a
    # comment: two such queries could share a cache entry, so gold answers bypass the cache.
    run = functools.partial(kg.query, use_cache=False)
    dev = {str(e.idx): e for e in load_split("dev") if e.kg_name == KG}
    records = []
    for idx in ("1000", "1002", "1010", NO_ANSWERS_ID):
        query = executable_query(dev[idx].query)
        answers = None if idx == NO_ANSWERS_ID else result_answers(run(query))
        records.append({"id": idx, "question": dev[idx].question, "sparql": query, "answers": answers})
    which = f"SELECT ?s WHERE {{ ?s a <{NS}singer> . ?s <{NS}singer#citizenship> \"Germany\" }}"
    records.append({"id": "which", "question": "Which singers are German citizens?", "sparql": which,
                    "answers": result_answers(run(which))})
    ask = f"ASK {{ ?s a <{NS}singer> . ?s <{NS}singer#citizenship> \"France\" }}"
    records.append({"id": ASK_ID, "question": "Is there any singer whose citizenship is France?", "sparql": ask,
                    "answers": run(ask)})
    path = tmp_path_factory.mktemp("qald") / "singer.qald.json"
    write_qald(records, path, dataset_id="singer-test")
    return path


@pytest.fixture(scope="module")
def engine():
    return engine_from_conf(_cfg("evaluate"))  # one load (20-40 s) for the module


def _qald_overrides(path, endpoint) -> list[str]:
    return ["dataset=qald", f"dataset.path={path}", "kg=endpoint", f"kg.endpoint={endpoint}",
            f"kg.default_graph={GRAPH}"]


def test_gold_types_of_the_file(qald_file):
    questions = {q.id: q for q in load_qald(qald_file)}
    assert len(questions["1010"].answers.bindings) == 1  # "the singer with the largest net worth"
    types = Counter(answer_type(q.answers) for q in questions.values() if q.answers is not None)
    assert types == Counter({**TYPES, "literal": TYPES["literal"] - 1})  # one literal question has no answers


def test_evaluate_on_a_qald_file(engine, qald_file, endpoint):
    cfg = _cfg("evaluate", *_qald_overrides(qald_file, endpoint))
    result, records = evaluate_with_records(cfg, engine)
    for key in ("n", "aqg_acc", "qg_acc", "exec_acc", "precision", "recall", "f1", "hit1", "latency_ms_p50",
                "latency_ms_p95", "kg_calls_per_q", "errors", "by_answer_type"):
        assert key in result
    json.dumps(result)
    assert result["n"] == len(records) == 6 and result["dataset"] == "qald"
    assert {t: v["n"] for t, v in result["by_answer_type"].items()} == TYPES
    assert "gold_missing" not in result["errors"]  # the question without answers got them from the endpoint
    assert result["exec_acc"] == round(sum(r["exec"] for r in records) / len(records), 4)
    assert result["f1"] == round(sum(r["f1"] for r in records) / len(records), 4)
    for t, v in result["by_answer_type"].items():
        mine = [r for r in records if r["answer_type"] == t]
        assert v["exec_acc"] == round(sum(r["exec"] for r in mine) / len(mine), 4)
    ask = next(r for r in records if r["idx"] == ASK_ID)
    assert ask["gold_boolean"] is True
    # right iff the engine said yes; no boolean (an engine that does not answer yes/no) is wrong
    assert ask["exec"] is (ask["boolean"] is True)
    if ask["boolean"] is None:
        assert ask["f1"] == 0.0
    assert result["kg_calls_per_q"] > 0


def test_yes_no_scoring():
    gold = Expected(None, boolean=True, answer_type="boolean")
    unanswered = KGAnswer(question="q", kg="k", rows=[["x"]])
    assert grade(unanswered, gold) == grade(KGAnswer(question="q", kg="k", boolean=False), gold)
    assert grade(unanswered, gold).exec is False and grade(unanswered, gold).f1 == 0.0
    right = grade(KGAnswer(question="q", kg="k", boolean=True), gold)
    assert right.exec and right.precision == right.recall == right.f1 == right.hit1 == 1.0


def test_no_answer_is_wrong_even_where_the_gold_answer_is_empty():
    empty = Expected((), answer_type=None)
    assert grade(KGAnswer(question="q", kg="k"), empty).exec  # an empty answer, rightly
    failed = grade(KGAnswer(question="q", kg="k", error="QueryTimeout: query exceeded its 10 s timeout"), empty)
    assert failed == grade(KGAnswer(question="q", kg="k", error="no query graph could be generated"), empty)
    assert failed.exec is False and failed.f1 == 0.0


def test_spider_examples_keep_their_gold():
    ex = next(e for e in load_split("dev") if e.kg_name == KG and "order by" in e.query)
    expected = expected_answer(ex)
    assert expected.rows == tuple(ex.gold.rows) and expected.ordered and expected.answer_type is None
    assert expected.query == ex.query


def test_predict_writes_qald_json_with_typed_terms(engine, qald_file, endpoint, tmp_path):
    out = tmp_path / "predictions.json"
    summary = predict(_cfg("predict", *_qald_overrides(qald_file, endpoint), f"output={out}"), engine)
    gold, written = load_qald(qald_file), load_qald(out)
    assert summary["n"] == len(written) == len(gold)
    assert [(q.id, q.question) for q in written] == [(q.id, q.question) for q in gold]
    raw = json.loads(out.read_text())["questions"]
    assert all(len(q["answers"]) == 1 for q in raw)  # unanswered questions: an empty result, not left out
    terms = [t for q in written if q.answers.boolean is None for b in q.answers.bindings for t in b.values()]
    assert terms, "the engine answered none of the SELECT questions"
    for t in terms:
        assert t["type"] in ("uri", "literal")
        assert t["type"] == "uri" or "datatype" in t or "xml:lang" in t or not t["value"].lstrip("-").isdigit()
    answered = [q for q in written if q.answers.bindings or q.answers.boolean is not None]
    assert all(q.sparql for q in answered)
    ask = next(q for q in written if q.id == ASK_ID)
    assert summary["boolean"] == (ask.answers.boolean is not None)


class YesNoEngine:
    """Says yes to every yes/no question with an ASK and answers nothing else."""

    def answer(self, question: str, kg, *, kg_name: str, top_k: int = 5) -> KGAnswer:
        if question.startswith("Is there"):
            return KGAnswer(question=question, kg=kg_name, boolean=True, sparql="ASK { ?s ?p ?o }")
        return KGAnswer(question=question, kg=kg_name, error="no query graph could be generated")


def test_predict_writes_the_engines_boolean(qald_file, endpoint, tmp_path):
    out = tmp_path / "yes.json"
    summary = predict(_cfg("predict", *_qald_overrides(qald_file, endpoint), f"output={out}"), YesNoEngine())
    written = {q.id: q for q in load_qald(out)}
    assert summary == {"n": 6, "answered": 1, "boolean": 1, "output": str(out)}
    assert written[ASK_ID].answers.boolean is True and written[ASK_ID].sparql == "ASK { ?s ?p ?o }"
    assert all(not q.answers.bindings and q.answers.boolean is None for i, q in written.items() if i != ASK_ID)


def test_two_rank_predict_writes_the_single_process_file(engine, qald_file, endpoint, tmp_path):
    """``torchrun --nproc_per_node=2 -m kgqa.predict``: each rank answers a block of the file's
    questions (one KG) and rank 0 writes them in the input's order, as one process would."""
    import subprocess
    import sys

    args = [*_qald_overrides(qald_file, endpoint), "dataset_id=singer-test"]
    predict(_cfg("predict", *args, f"output={tmp_path / 'one.json'}"), engine)
    run = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2",
                          "-m", "kgqa.predict", *args, f"output={tmp_path / 'two.json'}",
                          f"hydra.run.dir={tmp_path / 'run'}"],
                         cwd=REPO_ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    summaries = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert len(summaries) == 1 and summaries[0]["n"] == 6  # one summary, rank 0's, of every question
    one, two = (json.loads((tmp_path / name).read_text()) for name in ("one.json", "two.json"))
    assert two == one
