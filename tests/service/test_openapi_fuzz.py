"""API fuzzing with schemathesis against the service's own OpenAPI, in process (ASGI, no
network), with the stub engine from conftest.py so that hundreds of requests take seconds.

Targets: no 500, every response (status, content type, body) as the schema says, schema-
violating input refused with a 4xx, and the service still healthy afterwards. Then explicit
hostile inputs the generator would rarely hit."""

from __future__ import annotations

import json

import hypothesis
import pytest
import schemathesis
from fastapi.testclient import TestClient

from kgqa.service.app import create_app
from kgqa.service.catalog import KGCatalog
from kgqa.service.limits import Limits

KEY = "fuzz-key-9f2e"
AUTH = {"Authorization": f"Bearer {KEY}"}
LIMITS = Limits(max_question_chars=500, max_batch=32, max_top_k=20, max_body_bytes=64 * 1024)


def stub_engine():
    """conftest.py's KnownQueryEngine. Schemathesis builds its tests when this module is
    imported, before fixtures exist (its lazy fixture schema does not run on pytest 9), and
    conftest.py is not importable by name (tests/ has two), so it is loaded from its file."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location("kgqa_service_test_stubs", Path(__file__).with_name("conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.KnownQueryEngine()


# One app for the whole file, so the last test sees what the fuzzing left behind.
APP = create_app(stub_engine(), KGCatalog.bundled(timeout_s=10, default="concert_singer"), LIMITS,
                 api_key=KEY, min_confidence=0.35)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)
schema.config.generation.update(max_examples=25)


@schema.parametrize()
@hypothesis.settings(deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(hypothesis.HealthCheck))
def test_api_conforms_to_its_schema(case):
    """Default checks: not_a_server_error, status/content-type/header/body conformance,
    negative_data_rejection, ignored_auth, ..."""
    case.call_and_validate(headers=AUTH)


@pytest.fixture(scope="module")
def client():
    with TestClient(APP, raise_server_exceptions=False) as c:
        yield c


def post(client, path: str, body: bytes | str, **headers):
    if isinstance(body, str):
        body = body.encode()
    return client.post(path, content=body, headers={"content-type": "application/json", **AUTH, **headers})


def assert_error(r, *statuses: int) -> None:
    assert r.status_code in statuses, (r.status_code, r.text[:300])
    err = r.json()["error"]
    assert err["status"] == r.status_code and err["kind"] and err["message"] and err["request_id"]


HOSTILE = [
    # very long questions: at the limit, over it, and far over it
    ('{"question": "%s"}' % ("q" * 501), 422),
    ('{"question": "%s"}' % ("\\u00e9" * 501), 422),  # 501 characters, 1002 bytes
    ('{"question": "%s"}' % ("w " * 40_000), 413),  # 80 kB > max_body_bytes
    # control characters, escaped and raw
    ('{"question": "a\\u0000b"}', 422),
    ('{"question": "\\u001b[2J\\u001b[H"}', 422),
    ('{"question": "\\u007f"}', 422),
    ('{"question": "a\x01b"}', 422),  # raw in the JSON text: invalid JSON
    # text that is not valid Unicode
    ('{"question": "\\ud800"}', 422),
    ('{"question": "\\udc00\\ud800"}', 422),
    ('{"question": "ok?", "kg": "\\udfff"}', 422),
    # invalid UTF-8 bytes
    (b'{"question": "\xc0\xaf"}', 422),
    (b'{"question": "\xed\xa0\x80"}', 422),  # a surrogate encoded as UTF-8 bytes
    (b"\xff\xfe{\x00}\x00", 422),
    # deep JSON
    ("[" * 10_000 + "]" * 10_000, 422),
    ('{"question": ' + "{\"a\": " * 2000 + "1" + "}" * 2000 + "}", 422),
    ('{"question": "ok?", "kg": ' + "[" * 3000 + "]" * 3000 + "}", 422),
    # huge and odd top_k
    ('{"question": "ok?", "top_k": 21}', 422),
    ('{"question": "ok?", "top_k": 99999999999999999999999999999999}', 422),
    ('{"question": "ok?", "top_k": -1}', 422),
    ('{"question": "ok?", "top_k": 1e308}', 422),
    ('{"question": "ok?", "top_k": NaN}', 422),
    ('{"question": "ok?", "top_k": true}', 422),
    # wrong shapes
    ("", 422),
    ("null", 422),
    ('{"question": null}', 422),
    ('{"question": ["a"]}', 422),
]


@pytest.mark.parametrize("body,status", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_ask(client, body, status):
    assert_error(post(client, "/ask", body), status)


@pytest.mark.parametrize("n,status", [(33, 422), (1000, 422), (20_000, 413)])
def test_batches_over_the_limit(client, n, status):
    body = json.dumps({"questions": [{"question": "Which singers are there?"}] * n})
    assert_error(post(client, "/ask/batch", body), status)


def test_hostile_items_inside_a_batch(client):
    items = ['{"question": "Which singers are there?", "explain": false}', '{"question": "\\ud800"}',
             '{"question": "a\\u0007"}', '{"question": "%s"}' % ("z" * 501), '{"question": "ok", "top_k": 21}',
             '{"question": "ok", "kg": "no-such-kg"}']
    r = post(client, "/ask/batch", '{"questions": [%s]}' % ", ".join(items))
    assert r.status_code == 200, r.text
    assert [x["status"] for x in r.json()["results"]] == [200, 422, 422, 422, 422, 404]


def test_wrong_content_type_and_method(client):
    r = client.post("/ask", content=b'{"question": "ok?"}', headers={"content-type": "text/plain", **AUTH})
    assert_error(r, 422)
    assert_error(client.put("/ask", json={"question": "ok?"}, headers=AUTH), 405)


def test_still_healthy_afterwards(client):
    """Runs last in this file: after the fuzzing and the hostile inputs the service still answers."""
    assert client.get("/health").json() == {"status": "ok", "kg": "concert_singer"}
    r = client.post("/ask", json={"question": "Which singers are there?", "explain": False}, headers=AUTH)
    assert r.status_code == 200 and r.json()["answered"] and r.json()["rows"]
    gate = APP.middleware_stack
    while gate is not None and type(gate).__name__ != "Gate":
        gate = getattr(gate, "app", None)
    assert gate is not None and gate.active == {}  # no request is left counted as running
