"""QALD-JSON reading and writing, and prefix files, on small files written here (no network)."""

from __future__ import annotations

import io
import json

import pytest
from rdflib import Literal, URIRef, Variable

from kgqa.data.qald import (
    QALD_PREFIXES,
    DatasetError,
    QaldAnswers,
    QaldQuestion,
    load_prefixes,
    load_qald,
    write_qald,
)
from kgqa.kg.base import SelectResult
from kgqa.kg.vocabulary import RDF_TYPE, WELL_KNOWN_PREFIXES

DBR = "http://dbpedia.org/resource/"
DBO = "http://dbpedia.org/ontology/"

BINDINGS = [{"uri": {"type": "uri", "value": DBR + "Twilight_Struggle"}},
            {"uri": {"type": "uri", "value": DBR + "Sword_of_Rome"}}]

QALD = {
    "dataset": {"id": "tiny"},
    "questions": [
        {   # a SELECT question with bindings, English not listed first (as in QALD-9)
            "id": "1", "answertype": "resource", "aggregation": False, "onlydbo": True, "hybrid": False,
            "question": [{"language": "de", "string": "Liste alle Brettspiele von GMT. ", "keywords": "GMT"},
                         {"language": "en", "string": "List all boardgames by GMT. ", "keywords": "GMT"}],
            "query": {"sparql": "SELECT ?uri WHERE { ?uri dbo:publisher res:GMT_Games }"},
            "answers": [{"head": {"vars": ["uri"]}, "results": {"bindings": BINDINGS}}],
        },
        {   # an ASK question: QALD-9 writes empty head/results beside the boolean
            "id": 2, "answertype": "boolean",
            "question": [{"language": "en", "string": "Is Marc Chagall Jewish?"}],
            "query": {"sparql": "ASK WHERE { res:Marc_Chagall dbp:ethnicity \"Jewish\"@en }"},
            "answers": [{"head": {}, "results": {}, "boolean": False}],
        },
        {   # no gold query, no English, no answers
            "id": "3", "answertype": "number",
            "question": [{"language": "fr", "string": "Combien de films ?"},
                         {"language": "it", "string": "Quanti film?"}],
            "query": {},
            "answers": [],
        },
        {   # query key missing altogether, empty SPARQL string in another file's style
            "id": "4",
            "question": [{"language": "en", "string": "Who?"}],
        },
        {"id": "5", "question": [{"language": "en", "string": "What?"}], "query": {"sparql": "  "}},
    ],
}


@pytest.fixture
def qald_file(tmp_path):
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(QALD), encoding="utf-8")
    return path


def test_vocabulary_constants():
    assert RDF_TYPE == "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
    assert WELL_KNOWN_PREFIXES["dbo"] == DBO and WELL_KNOWN_PREFIXES["wdt"] == "http://www.wikidata.org/prop/direct/"
    assert WELL_KNOWN_PREFIXES["dbc"] == DBR + "Category:"
    # QALD's own conventions on top of the public prefixes.
    assert QALD_PREFIXES["res"] == QALD_PREFIXES[""] == DBR and QALD_PREFIXES["onto"] == DBO
    assert WELL_KNOWN_PREFIXES.items() <= QALD_PREFIXES.items()


def test_reads_questions(qald_file):
    qs = load_qald(qald_file)
    assert [q.id for q in qs] == ["1", "2", "3", "4", "5"]
    first = qs[0]
    assert first.question == "List all boardgames by GMT." and first.language == "en"
    assert first.sparql == "SELECT ?uri WHERE { ?uri dbo:publisher res:GMT_Games }"
    assert first.answertype == "resource"
    assert first.answers == QaldAnswers(vars=("uri",), bindings=tuple(BINDINGS))
    assert qs[1].answers == QaldAnswers(boolean=False)
    # Lenient about what some files leave out.
    assert (qs[2].question, qs[2].language, qs[2].sparql, qs[2].answers) == ("Combien de films ?", "fr", None, None)
    assert qs[3].sparql is None and qs[3].answertype is None and qs[3].answers is None
    assert qs[4].sparql is None


def test_questions_are_hashable(qald_file):
    # Frozen records: usable as dict keys although the bindings are dicts.
    assert len(set(load_qald(qald_file))) == 5


def test_write_then_read_is_identity(qald_file, tmp_path):
    qs = load_qald(qald_file)
    out = tmp_path / "out.json"
    write_qald(qs, out, "tiny-copy")
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["dataset"] == {"id": "tiny-copy"}
    assert doc["questions"][1]["answers"] == [{"head": {}, "boolean": False}]
    assert doc["questions"][3]["query"] == {}
    assert load_qald(out) == qs


def test_writes_prediction_records_to_an_open_file():
    result = SelectResult(("uri", "n"), ((URIRef(DBR + "A"), Literal(3)), (URIRef(DBR + "B"), None)))
    records = [
        {"id": "1", "question": "Which?", "sparql": "SELECT ?uri ?n WHERE { ?uri dbo:n ?n }", "answers": result},
        {"id": 2, "question": "Is it?", "query": "ASK { res:A a dbo:B }", "answers": True},
        {"id": "3", "question": "Unanswered", "sparql": None, "answers": None},
    ]
    buf = io.StringIO()
    write_qald(records, buf, "predictions")
    qs = json.loads(buf.getvalue())["questions"]
    assert qs[0] == {
        "id": "1",
        "question": [{"language": "en", "string": "Which?"}],
        "query": {"sparql": "SELECT ?uri ?n WHERE { ?uri dbo:n ?n }"},
        "answers": [{"head": {"vars": ["uri", "n"]}, "results": {"bindings": [
            {"uri": {"type": "uri", "value": DBR + "A"},
             "n": {"type": "literal", "value": "3", "datatype": "http://www.w3.org/2001/XMLSchema#integer"}},
            {"uri": {"type": "uri", "value": DBR + "B"}},  # unbound ?n is left out
        ]}}],
    }
    assert qs[1]["id"] == "2" and qs[1]["query"] == {"sparql": "ASK { res:A a dbo:B }"}
    assert qs[1]["answers"] == [{"head": {}, "boolean": True}]
    assert qs[2]["query"] == {} and qs[2]["answers"] == []


def test_write_rejects_unknown_answers(tmp_path):
    with pytest.raises(TypeError, match="Variable"):
        write_qald([{"id": "1", "question": "?", "answers": Variable("x")}], tmp_path / "x.json", "d")


@pytest.mark.parametrize(
    "content, message",
    [
        ("{ not json", "is not valid JSON"),
        ('{"dataset": {"id": "x"}}', '"questions" list'),
        ('[{"id": "1"}]', '"questions" list'),
        ('{"questions": [{"question": []}]}', r"questions\[0\]"),
    ],
)
def test_malformed_files_name_the_file_and_the_problem(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DatasetError, match=message) as info:
        load_qald(path)
    assert str(path) in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(DatasetError, match="not found"):
        load_qald(tmp_path / "absent.json")


def test_prefix_file_as_json(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"ex": "http://example.org/", "dbo:": DBO, "": DBR}), encoding="utf-8")
    assert load_prefixes(path) == {"ex": "http://example.org/", "dbo": DBO, "": DBR}


def test_prefix_file_as_declarations(tmp_path):
    path = tmp_path / "p.ttl"
    path.write_text(
        "# Turtle and SPARQL forms, several per line as in QALD queries\n"
        "@prefix ex: <http://example.org/ns#> .\n"
        "\n"
        "PREFIX dbo: <http://dbpedia.org/ontology/> prefix res: <http://dbpedia.org/resource/>\n"
        "PREFIX : <http://example.org/default/>\n",
        encoding="utf-8",
    )
    assert load_prefixes(path) == {
        "ex": "http://example.org/ns#", "dbo": DBO, "res": DBR, "": "http://example.org/default/",
    }


@pytest.mark.parametrize(
    "name, content, message",
    [
        ("p.ttl", "PREFIX ex: <http://example.org/>\nex:a ex:b ex:c .\n", r"p\.ttl:2: not a prefix declaration"),
        ("p.json", '{"ex": 3}', "prefix -> namespace"),
        ("p.json", "{ broken", "is not valid JSON"),
    ],
)
def test_malformed_prefix_files(tmp_path, name, content, message):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DatasetError, match=message):
        load_prefixes(path)
