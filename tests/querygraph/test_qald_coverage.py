"""``python -m kgqa.querygraph.coverage --qald``: structural coverage of QALD-JSON, no KG."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kgqa.querygraph.coverage import main

QALD9 = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "kgqa" / "qald9" / "qald-9-train-multilingual.json"

QUERIES = {
    "converts": "PREFIX dbo: <http://dbpedia.org/ontology/> PREFIX res: <http://dbpedia.org/resource/> "
                "SELECT DISTINCT ?uri WHERE { ?uri dbo:publisher res:GMT_Games }",
    "syntax": "SELECT ?uri WHERE { ?uri dbo:director res:Park_Chan-wook",  # unclosed group
    "undeclared": "SELECT DISTINCT ?uri WHERE { ?uri dbo:author res:Dan_Brown }",
    # Not in the grammar (and in no QALD-9 query).
    "service": "SELECT ?uri WHERE { ?uri dbo:author ?x SERVICE <http://example.org/sparql> { ?x dbo:name ?n } }",
}


def _qald(path: Path, queries: dict[str, str | None]) -> Path:
    questions = [
        {"id": qid, "question": [{"language": "en", "string": f"question {qid}"}],
         "query": {"sparql": text} if text else {}, "answers": []}
        for qid, text in queries.items()
    ]
    path.write_text(json.dumps({"dataset": {"id": "tiny"}, "questions": questions}), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _private_parse_cache(tmp_path, monkeypatch):
    # The parse cache is keyed by text and prefixes; keep these runs out of the repo's .cache.
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))


def _summary(capsys, argv: list[str]) -> dict:
    assert main([*argv, "--no-progress"]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_counts_on_a_tiny_file(tmp_path, capsys):
    path = _qald(tmp_path / "tiny.json", {**QUERIES, "no-query": None})
    details = tmp_path / "details.jsonl"
    s = _summary(capsys, ["--qald", str(path), "--details", str(details)])
    assert s["split"] == "tiny.json" and s["kg"] is None and s["answers_executed"] is False
    assert (s["total"], s["with_sparql"]) == (5, 4)
    assert (s["converted"], s["replay_equal"], s["grammar_ok"], s["graph_roundtrip"], s["roundtrip_equal"]) == (2, 2, 2, 2, 2)
    assert s["roundtrip_rate"] == 0.5
    assert s["failures"] == {"syntax error (not SPARQL 1.1)": 1, "unsupported: ServiceGraphPattern": 1}
    assert s["features"]["distinct"] == {"total": 2, "converted": 2, "roundtrip_equal": 2, "rate": 1.0}
    records = {r["id"]: r for r in map(json.loads, details.read_text().splitlines())}
    assert set(records) == {*QUERIES, "no-query"}
    assert records["undeclared"]["query"] == QUERIES["undeclared"]
    assert records["undeclared"]["reason"] is None
    # The regenerated query names the IRIs the defaults resolved the undeclared prefixes to.
    assert "<http://dbpedia.org/resource/Dan_Brown>" in records["undeclared"]["sparql"]
    assert records["syntax"]["reason"] == "syntax error (not SPARQL 1.1)" and "syntax_error" in records["syntax"]
    assert records["no-query"]["reason"] == "no gold SPARQL"


def test_limit(tmp_path, capsys):
    s = _summary(capsys, ["--qald", str(_qald(tmp_path / "tiny.json", QUERIES)), "--limit", "1"])
    assert (s["total"], s["converted"], s["roundtrip_equal"]) == (1, 1, 1)


@pytest.mark.parametrize("suffix, content", [
    (".json", '{"ex": "http://example.org/"}'),
    (".ttl", "@prefix ex: <http://example.org/> .\n"),
])
def test_prefixes_file_resolves_a_custom_prefix(tmp_path, capsys, suffix, content):
    path = _qald(tmp_path / "tiny.json", {"custom": "SELECT ?x WHERE { ?x ex:p ex:o }"})
    s = _summary(capsys, ["--qald", str(path)])
    assert s["converted"] == 0 and s["failures"] == {"syntax error (not SPARQL 1.1)": 1}
    prefixes = tmp_path / f"prefixes{suffix}"
    prefixes.write_text(content, encoding="utf-8")
    s = _summary(capsys, ["--qald", str(path), "--prefixes", str(prefixes)])
    assert (s["converted"], s["roundtrip_equal"]) == (1, 1)


def test_a_missing_file_is_an_error_message(tmp_path, capsys):
    assert main(["--qald", str(tmp_path / "absent.json"), "--no-progress"]) == 2
    assert "not found" in capsys.readouterr().err


def test_spider_only_options_are_refused_with_qald(tmp_path):
    with pytest.raises(SystemExit):
        main(["--qald", str(tmp_path / "x.json"), "--kg", "concert_singer"])
    with pytest.raises(SystemExit):
        main(["--prefixes", str(tmp_path / "p.json")])


@pytest.mark.skipif(not QALD9.exists(), reason=f"QALD-9 not staged at {QALD9}")
def test_invariants_on_qald9(capsys):
    # The round-trip rate is work in progress: only what holds whatever the grammar covers.
    s = _summary(capsys, ["--qald", str(QALD9)])
    assert s["total"] == s["with_sparql"] == 408
    assert s["replay_equal"] == s["grammar_ok"] == s["converted"]
    assert s["roundtrip_equal"] == s["graph_roundtrip"] <= s["converted"]
    assert sum(s["failures"].values()) == 408 - s["roundtrip_equal"]


def test_lcquad_file_and_virtuoso_notes(tmp_path, capsys):
    """``--lcquad FILE`` reads LC-QuAD 1.0 JSON; a Virtuoso projection is read, with its notes."""
    items = [
        {"_id": "1", "corrected_question": "How many games did GMT publish?", "sparql_template_id": 101,
         "sparql_query": "SELECT DISTINCT COUNT(?uri) WHERE { ?uri <http://dbpedia.org/ontology/publisher> "
                         "<http://dbpedia.org/resource/GMT_Games> }"},
        {"_id": "2", "corrected_question": "Who published it, and its label?", "sparql_template_id": 2,
         "sparql_query": "SELECT DISTINCT ?uri ?label WHERE { <http://dbpedia.org/resource/Twilight_Struggle> "
                         "<http://dbpedia.org/ontology/publisher> ?uri }"},
    ]
    path = tmp_path / "lcq.json"
    path.write_text(json.dumps(items), encoding="utf-8")
    details = tmp_path / "details.jsonl"
    s = _summary(capsys, ["--lcquad", str(path), "--details", str(details)])
    assert s["split"] == "lcq.json" and (s["total"], s["roundtrip_equal"]) == (2, 2)
    assert s["features"]["virtuoso:projection_without_as"]["total"] == 1
    assert s["features"]["virtuoso:unbound_variable"]["total"] == 1
    records = {r["id"]: r for r in map(json.loads, details.read_text().splitlines())}
    assert records["2"]["notes"] == ["?label is projected but never bound: left out of the projection"]
