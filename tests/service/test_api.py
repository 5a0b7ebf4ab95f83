from __future__ import annotations

import os
import re
import shutil
import socket
import threading

import pytest
from fastapi.testclient import TestClient

from kgqa.kg.errors import QueryTimeout
from kgqa.service.app import create_app
from kgqa.service.catalog import KGCatalog, KGInfo
from kgqa.testing.servers import free_port, serve_app_in_thread

JSON = {"content-type": "application/json"}


def error_of(r, status: int) -> dict:
    """The error object of a non-200 response, checked for its documented shape."""
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) == {"error"}, body
    err = body["error"]
    assert err["status"] == status and err["kind"] and err["message"]
    assert err["request_id"] == r.headers["x-request-id"]
    return err


def test_ask_returns_answers_sparql_and_drawings(client):
    r = client.post("/ask", json={"question": "What are the names of singers ordered by age?", "kg": "concert_singer"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["answered"] is True and body["abstain_reason"] is None
    assert body["degraded"] is False and body["degraded_reasons"] == []
    assert body["variables"] == ["name"]
    assert body["rows"][0] == ["Joe Sharp"]
    assert len(body["rows"]) == 6
    assert "singer#name" in body["sparql"]
    svg = body["drawings"]["query_graph"]
    assert svg.startswith("<svg") and 'data-cls="Ans"' in svg and "singer#name" in svg
    assert body["timings_ms"]["total"] > 0
    assert "best_guess" not in body


def test_iri_answers_get_labels(client):
    body = client.post("/ask", json={"question": "Which singers are there?"}).json()
    assert body["labels"] and all(lbl and "=" in lbl for row in body["labels"] for lbl in row)


def test_explain_false_is_compact(client):
    body = client.post("/ask", json={"question": "Which singers are there?", "explain": False}).json()
    assert "drawings" not in body and "beams" not in body and body["rows"]


# -- bad input: 422 with one error object, never a 500 --------------------------------------------

@pytest.mark.parametrize(
    "payload,fragment",
    [
        ('{"question": "   "}', "empty"),
        ('{"question": "%s"}' % ("x" * 101), "at most 100 characters"),
        ('{"question": "ok?", "top_k": 50}', "top_k"),
        ('{"question": "ok?", "top_k": 0}', "top_k"),
        ('{"question": "ok?", "top_k": "5"}', "top_k"),
        ('{"question": "ok?", "explain": "yes"}', "explain"),
        ("{}", "question"),
        ('{"question": 5}', "question"),
        ('{"question": "\\ud800"}', "question"),  # a lone surrogate: not text that can be encoded
        ('{"question": "who\\udfff?"}', "question"),
        ('{"question": "a\\u0000b"}', "U+0000"),  # control characters other than whitespace
        ('{"question": "bell\\u0007"}', "U+0007"),
        ('{"question": "ok?", "kg": "\\u001b[31m"}', "kg"),
        ('{"question": "ok?"', "JSON"),
        ("[1, 2]", ""),
        ('"just a string"', ""),
    ],
)
def test_bad_input_is_422_with_a_message(client, payload, fragment):
    err = error_of(client.post("/ask", content=payload.encode(), headers=JSON), 422)
    assert err["kind"] == "bad_input" and fragment in err["message"]


@pytest.mark.parametrize("body", [
    b'{"question": "caf\xe9?"}',  # Latin-1, not UTF-8
    b'{"question": "\xff\xfe\xfd"}',
    b"\xc3\x28",
    b"[" * 5000 + b"]" * 5000,  # nesting deeper than the JSON parser goes
    b'{"question": ' + b"[" * 900 + b"]" * 900 + b"}",
])
def test_invalid_utf8_and_deep_json_are_422(client, body):
    assert error_of(client.post("/ask", content=body, headers=JSON), 422)["kind"] == "bad_input"


def test_whitespace_in_a_question_is_fine(client):
    r = client.post("/ask", json={"question": "\tWhich singers\nare there?\r\n", "explain": False})
    assert r.status_code == 200 and r.json()["answered"]


def test_unknown_kg_is_404(client):
    err = error_of(client.post("/ask", json={"question": "Which singers are there?", "kg": "nope"}), 404)
    assert err["kind"] == "unknown_kg" and "nope" in err["message"]


def test_engine_failure_is_500_without_stack_trace(client, caplog):
    r = client.post("/ask", json={"question": "crash"})
    err = error_of(r, 500)
    assert err["kind"] == "internal" and err["request_id"] in err["message"]
    assert "secret" not in r.text and "Traceback" not in r.text
    assert any(err["request_id"] in rec.getMessage() and "secret internal detail" in rec.getMessage()
               for rec in caplog.records)  # the detail is in the server log, under the request id


def test_unknown_route_is_an_error_object_too(client):
    assert error_of(client.get("/nowhere"), 404)["kind"] == "not_found"
    assert error_of(client.get("/ask"), 405)["kind"] == "method_not_allowed"


# -- the batch: each item its own status ----------------------------------------------------------

def test_batch_reports_per_item_status(client):
    r = client.post("/ask/batch", json={"questions": [
        {"question": "Which singers are there?"}, {"question": ""}, {"question": "x", "kg": "nope"}]})
    assert r.status_code == 200
    results = r.json()["results"]
    assert [x["status"] for x in results] == [200, 422, 404]
    assert results[0]["result"]["rows"] and "error" not in results[0]
    assert results[1]["error"]["kind"] == "bad_input" and results[2]["error"]["kind"] == "unknown_kg"
    assert results[1]["error"]["request_id"] == r.headers["x-request-id"]


def test_one_hostile_item_does_not_fail_the_batch(client):
    body = ('{"questions": [{"question": "Which singers are there?", "explain": false},'
            ' {"question": "\\ud800"}, {"question": "a\\u0001"}, {"question": "%s"}]}' % ("y" * 101))
    r = client.post("/ask/batch", content=body.encode(), headers=JSON)
    # 4 items > max_batch 3: the whole request is refused...
    assert error_of(r, 422)["message"].startswith("questions:")
    # ...and within the limit each bad item gets its own 422 while the good one is answered.
    body = body.replace(', {"question": "a\\u0001"}', "")
    r = client.post("/ask/batch", content=body.encode(), headers=JSON)
    assert r.status_code == 200, r.text
    results = r.json()["results"]
    assert [x["status"] for x in results] == [200, 422, 422]
    assert results[0]["result"]["answered"] and results[0]["result"]["rows"]
    assert "at most 100 characters" in results[2]["error"]["message"]


def test_batch_item_crash_is_that_items_500(client):
    r = client.post("/ask/batch", json={"questions": [{"question": "crash"}, {"question": "Which singers are there?"}]})
    assert r.status_code == 200 and [x["status"] for x in r.json()["results"]] == [500, 200]
    assert "secret" not in r.text


def test_empty_or_oversized_batch_is_422(client):
    assert error_of(client.post("/ask/batch", json={"questions": []}), 422)["kind"] == "bad_input"
    err = error_of(client.post("/ask/batch", json={"questions": [{"question": "a"}] * 4}), 422)
    assert "at most 3" in err["message"]


# -- abstention and degraded answers --------------------------------------------------------------

def test_low_confidence_abstains_with_the_best_guess_under_explain(client, threshold):
    r = client.post("/ask", json={"question": "What is the capital of France?"})
    assert r.status_code == 200
    body = r.json()
    assert body["answered"] is False and body["rows"] == [] and body["labels"] == [] and body["sparql"] is None
    assert "0.20" in body["abstain_reason"] and f"{threshold:.2f}" in body["abstain_reason"]
    guess = body["best_guess"]
    assert guess["rows"][0] == ["Joe Sharp"] and guess["confidence"] == 0.2 and "singer#name" in guess["sparql"]
    assert guess["variables"] == ["name"]

    compact = client.post("/ask", json={"question": "What is the capital of France?", "explain": False}).json()
    assert compact["answered"] is False and compact["rows"] == [] and "best_guess" not in compact


def test_threshold_is_inclusive_and_configurable(bundled_catalog, known_engine, limits):
    q = {"question": "Is this borderline?", "explain": False}  # the stub's confidence: 0.5
    for min_confidence, answered in [(0.49, True), (0.5, True), (0.51, False), (0.0, True)]:
        app = create_app(known_engine, bundled_catalog, limits, min_confidence=min_confidence)
        with TestClient(app) as c:
            body = c.post("/ask", json=q).json()
        assert body["answered"] is answered, (min_confidence, body)
        assert bool(body["rows"]) is answered


def test_no_rows_and_engine_errors_abstain(client):
    empty = client.post("/ask", json={"question": "Which singers are older than 200?"}).json()
    assert empty["answered"] is False and "no rows" in empty["abstain_reason"]
    assert empty["best_guess"]["rows"] == [] and "FILTER" in empty["best_guess"]["sparql"]
    failed = client.post("/ask", json={"question": "engine error"})
    assert failed.status_code == 200
    assert failed.json()["answered"] is False and "no outline fits" in failed.json()["abstain_reason"]


def test_degraded_answer_is_marked(client):
    body = client.post("/ask", json={"question": "Which singers are there, roughly?"}).json()
    assert body["answered"] is True and body["rows"]
    assert body["degraded"] is True and "unguided" in body["degraded_reasons"][0]


class LabelsTimeOut:
    """A KG whose label lookup times out while every other query answers."""

    def __init__(self, kg) -> None:
        self.kg = kg

    def select(self, query, *args, **kwargs):
        if "FILTER(?s IN" in query:
            raise QueryTimeout(5, "the label lookup")
        return self.kg.select(query, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.kg, name)


def test_failed_label_lookup_is_a_degradation_not_an_error(bundled_catalog, known_engine):
    catalog = KGCatalog("concert_singer")
    catalog.add(KGInfo("concert_singer", "embedded", "test"),
                lambda: LabelsTimeOut(bundled_catalog.get("concert_singer")[1]))
    with TestClient(create_app(known_engine, catalog)) as c:
        r = c.post("/ask", json={"question": "Which singers are there?"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["answered"] and body["labels"] == [["singer_id=6"], ["singer_id=5"], ["singer_id=4"]]
    assert body["degraded"] is True and "QueryTimeout" in body["degraded_reasons"][0]


# -- KG faults: 503 / 504 -------------------------------------------------------------------------

def test_endpoint_down_is_503_naming_it(known_engine):
    url = f"http://127.0.0.1:{free_port()}/sparql"
    app = create_app(known_engine, KGCatalog.endpoint(url, timeout_s=2))
    with TestClient(app, raise_server_exceptions=False) as c:
        err = error_of(c.post("/ask", json={"question": "Which singers are there?"}), 503)
        assert err["kind"] == "endpoint_unavailable" and url in err["message"]
        batch = c.post("/ask/batch", json={"questions": [{"question": "Which singers are there?"}]})
        assert batch.status_code == 200 and batch.json()["results"][0]["status"] == 503
        assert error_of(c.get("/health"), 503)["kind"] == "endpoint_unavailable"


def test_sparql_timeout_is_504(known_engine):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(4)
    held = []
    threading.Thread(target=lambda: held.append(sock.accept()), daemon=True).start()
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/sparql"
    app = create_app(known_engine, KGCatalog.endpoint(url, timeout_s=1))
    try:
        with TestClient(app, raise_server_exceptions=False) as c:
            err = error_of(c.post("/ask", json={"question": "Which singers are there?"}), 504)
            assert err["kind"] == "timeout" and "timeout" in err["message"]
    finally:
        sock.close()


def test_service_over_a_real_oxigraph_endpoint(oxigraph_server, known_engine):
    from kgqa.data.spider4sparql import kg_path

    oxigraph_server.load_file(kg_path("concert_singer"), graph="http://kgqa.test/concert_singer")
    app = create_app(known_engine, KGCatalog.endpoint(
        oxigraph_server.query_url, name="remote", default_graph="http://kgqa.test/concert_singer"))
    with TestClient(app) as c:
        body = c.post("/ask", json={"question": "What are the names of singers ordered by age?"}).json()
        assert body["kg"] == "remote" and body["rows"][0] == ["Joe Sharp"]


def test_kgs_and_health(client):
    kgs = client.get("/kgs").json()
    assert kgs["default"] == "concert_singer"
    assert len(kgs["kgs"]) == 20 and {k["backend"] for k in kgs["kgs"]} == {"embedded"}
    assert client.get("/health").json() == {"status": "ok", "kg": "concert_singer"}


# -- OpenAPI and /docs ----------------------------------------------------------------------------

def test_openapi_documents_every_status_with_a_schema(client):
    spec = client.get("/openapi.json").json()
    paths = spec["paths"]
    assert {"/ask", "/ask/batch", "/kgs", "/health"} <= set(paths)
    error_ref = "#/components/schemas/ErrorResponse"

    def schema_ref(op, status):
        return op["responses"][status]["content"]["application/json"]["schema"]["$ref"]

    ask = paths["/ask"]["post"]
    assert schema_ref(ask, "200") == "#/components/schemas/AskResponse"
    for status in ("401", "404", "413", "422", "429", "500", "502", "503", "504"):
        assert schema_ref(ask, status) == error_ref, status
    batch = paths["/ask/batch"]["post"]
    assert schema_ref(batch, "200") == "#/components/schemas/BatchResponse"
    for status in ("401", "413", "422", "429", "500"):
        assert schema_ref(batch, status) == error_ref, status
    assert schema_ref(paths["/health"]["get"], "503") == error_ref
    assert "HTTPValidationError" not in spec["components"]["schemas"]  # FastAPI's own 422 shape is not used
    answer = spec["components"]["schemas"]["AskResponse"]
    assert {"answered", "abstain_reason", "degraded", "degraded_reasons", "best_guess"} <= set(answer["properties"])
    assert "partial failure" in spec["info"]["description"].lower()


def test_openapi_states_the_configured_limits(client, limits):
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    ask = schemas["AskRequest"]["properties"]
    assert ask["question"]["maxLength"] == limits.max_question_chars == 100  # the fixture's, not the default 500
    assert ask["top_k"]["maximum"] == limits.max_top_k and ask["top_k"]["minimum"] == 1
    questions = schemas["BatchRequest"]["properties"]["questions"]
    assert questions["maxItems"] == limits.max_batch == 3 and questions["minItems"] == 1


def test_docs_assets_are_served_locally(client):
    r = client.get("/docs")
    assert r.status_code == 200 and "SwaggerUIBundle" in r.text
    assert "http://" not in r.text and "https://" not in r.text
    assets = re.findall(r'(?:src|href)="([^"]+)"', r.text)
    assert len(assets) >= 3  # script, stylesheet, icon
    for url in assets:
        assert url.startswith("/") and not url.startswith("//"), url
        fetched = client.get(url)
        assert fetched.status_code == 200 and len(fetched.content) > 100, url
    assert "url: '/openapi.json'" in r.text and client.get("/openapi.json").status_code == 200


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def test_docs_render_in_a_browser_with_the_network_blocked(bundled_catalog, known_engine):
    """Swagger UI draws the operations from the service's own files: every request that leaves
    the service is blocked and recorded."""
    if not CHROMIUM:
        if os.environ.get("CI"):
            pytest.fail("chromium is required in CI (make chromium)")
        pytest.skip("chromium not installed (make chromium)")
    from playwright.sync_api import sync_playwright

    outside: list[str] = []

    def only_local(route):
        if route.request.url.startswith(base + "/"):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    with serve_app_in_thread(create_app(known_engine, bundled_catalog)) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
            "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"])
        try:
            page = browser.new_page()
            page.route("**/*", only_local)
            page.goto(base + "/docs")
            page.wait_for_selector("#operations-default-ask_ask_post", timeout=30_000)
            text = page.inner_text("#swagger-ui")
            assert "/ask/batch" in text and "/health" in text
            assert "Unable to render" not in text
        finally:
            browser.close()
    assert outside == []


# -- the shipped engine abstains on nonsense ------------------------------------------------------

def _min_confidence() -> float:
    from omegaconf import OmegaConf

    from kgqa.paths import REPO_ROOT

    return float(OmegaConf.load(REPO_ROOT / "conf" / "serve.yaml").abstain.min_confidence)


@pytest.fixture(scope="module")
def hgnet_client():
    from hydra import compose, initialize_config_dir

    from kgqa.paths import REPO_ROOT
    from kgqa.serve import build_app

    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="serve")
    with TestClient(build_app(cfg)) as c:
        yield c


# "What is the capital of France?" on concert_singer is not among them since search.join_completion:
# 'France' is a singer's country there, so the question is grounded, and a completed graph
# (stadium locations of the concerts of singers from France) gets 0.43, above the threshold.
@pytest.mark.parametrize("question,kg", [("asdf qwerty zxcv", "concert_singer"),
                                         ("zxcv bnm", "concert_singer"), ("What is the capital of France?", "pets_1")])
def test_shipped_engine_abstains_on_nonsense_and_off_kg_questions(hgnet_client, question, kg):
    r = hgnet_client.post("/ask", json={"question": question, "kg": kg})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["answered"] is False and body["rows"] == [], body["confidence"]
    assert body["abstain_reason"] and "best_guess" in body


# Nonsense the search does fill a graph for, with rows and a confidence above the threshold, so
# that only grounding withholds them (which nonsense does depends on the checkpoint: with the one
# before format-8 training data, "zxcv bnm" got stadium names at 0.40 and "What is the capital of
# France?" on pets_1 every student's city code at 0.29; the test above keeps them; with the
# reranker refitted for search.value_consistency "lorem ipsum dolor sit amet" on pets_1 fell to
# 0.17, under the threshold).
# (Since a query with no pattern is no query, "lorem ipsum dolor sit amet" gets no graph at all;
# the reason said is still the grounding one: the test after this.)
@pytest.mark.parametrize("question,kg", [("how many quux are there", "concert_singer"),
                                         ("list every zorb", "pets_1")])
def test_shipped_engine_abstains_on_questions_with_no_word_of_the_kg(hgnet_client, question, kg):
    body = hgnet_client.post("/ask", json={"question": question, "kg": kg, "explain": True}).json()
    assert body["answered"] is False and body["rows"] == [], body
    assert body["abstain_reason"] == "no word of the question names a column, class or value of this KG"
    guess = body["best_guess"]
    assert guess["rows"] and guess["confidence"] >= _min_confidence()  # what the threshold alone would have answered
    assert not any(body["question_links"][kind] for kind in ("column", "table", "value"))


@pytest.mark.parametrize("question,kg", [("lorem ipsum dolor sit amet", "concert_singer"),
                                         ("consectetur adipiscing elit", "pets_1")])
def test_no_word_of_the_kg_is_the_reason_even_with_no_graph(hgnet_client, question, kg):
    """Nonsense for which no graph with a pattern is filled: the engine finds no query, and the
    reason the service gives is still that the question names nothing of the KG."""
    body = hgnet_client.post("/ask", json={"question": question, "kg": kg, "explain": True}).json()
    assert body["answered"] is False and body["rows"] == [], body
    assert body["abstain_reason"] == "no word of the question names a column, class or value of this KG"


def test_shipped_engine_answers_a_real_question(hgnet_client):
    body = hgnet_client.post("/ask", json={"question": "How many singers do we have?", "kg": "concert_singer",
                                           "explain": False}).json()
    assert body["answered"] is True, body.get("abstain_reason")
    assert [str(v) for v in body["rows"][0]] == ["6"]


def test_grounding_is_judged_only_on_links_the_engine_reported():
    from kgqa.answer import KGAnswer, grounded
    from kgqa.service.answers import abstain_reason
    from kgqa.service.redaction import Redactor

    none = {"column": [], "table": [], "value": [], "number": []}
    assert grounded(none) is False
    assert grounded({**none, "number": ["1998"]}) is False  # a bare number names nothing of the KG
    assert grounded({**none, "value": ["france"]}) is True
    assert grounded({}) is None  # an engine that computes no links is not judged

    def reason(links, confidence=0.9, rows=(("x",),), **kw):
        answer = KGAnswer(question="q", kg="k", rows=[list(r) for r in rows], sparql="SELECT ...",
                          confidence=confidence, question_links=links)
        return abstain_reason(answer, 0.18, Redactor([]), **kw)

    assert reason(none, require_grounding=True).startswith("no word of the question")
    assert reason(none) is None  # the rule is off unless asked for
    assert reason({}, require_grounding=True) is None
    assert reason({**none, "column": ["age"]}, require_grounding=True) is None
    # no rows is said first: the more basic reason
    assert "no rows" in reason(none, rows=(), require_grounding=True)
    # but no query at all for a question naming nothing of the KG is why: that is said
    no_query = KGAnswer(question="q", kg="k", error="no query graph could be generated", question_links=none)
    assert abstain_reason(no_query, 0.18, Redactor([]), require_grounding=True).startswith("no word of the question")
    assert abstain_reason(no_query, 0.18, Redactor([])).startswith("the engine could not answer")
