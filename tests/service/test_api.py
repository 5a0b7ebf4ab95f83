from __future__ import annotations

import socket
import threading

import pytest
from fastapi.testclient import TestClient

from kgqa.service.app import create_app
from kgqa.service.catalog import KGCatalog
from kgqa.testing.servers import free_port


def test_ask_returns_answers_sparql_and_drawings(client):
    r = client.post("/ask", json={"question": "What are the names of singers ordered by age?", "kg": "concert_singer"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["variables"] == ["name"]
    assert body["rows"][0] == ["Joe Sharp"]
    assert len(body["rows"]) == 6
    assert "singer#name" in body["sparql"]
    svg = body["drawings"]["query_graph"]
    assert svg.startswith("<svg") and 'data-cls="Ans"' in svg and "singer#name" in svg
    assert body["timings_ms"]["total"] > 0


def test_iri_answers_get_labels(client):
    body = client.post("/ask", json={"question": "Which singers are there?"}).json()
    assert body["labels"] and all(lbl and "=" in lbl for row in body["labels"] for lbl in row)


def test_explain_false_is_compact(client):
    body = client.post("/ask", json={"question": "Which singers are there?", "explain": False}).json()
    assert "drawings" not in body and "beams" not in body and body["rows"]


@pytest.mark.parametrize(
    "payload,fragment",
    [
        ({"question": "   "}, "empty"),
        ({"question": "x" * 101}, "limit is 100"),
        ({"question": "ok?", "top_k": 50}, "top_k"),
        ({"question": "ok?", "top_k": 0}, ""),
        ({}, ""),
    ],
)
def test_bad_input_is_422_with_a_message(client, payload, fragment):
    r = client.post("/ask", json=payload)
    assert r.status_code == 422
    assert fragment in str(r.json()["detail"])


def test_unknown_kg_is_404(client):
    r = client.post("/ask", json={"question": "Which singers are there?", "kg": "nope"})
    assert r.status_code == 404 and "nope" in r.json()["detail"]


def test_engine_failure_is_500_without_stack_trace(client):
    r = client.post("/ask", json={"question": "crash"})
    assert r.status_code == 500
    assert "request id" in r.json()["detail"] and "secret" not in r.text and "Traceback" not in r.text


def test_batch_reports_per_item_status(client):
    r = client.post("/ask/batch", json={"questions": [
        {"question": "Which singers are there?"}, {"question": ""}, {"question": "x", "kg": "nope"}]})
    assert r.status_code == 200
    assert [x["status"] for x in r.json()["results"]] == [200, 422, 404]
    assert client.post("/ask/batch", json={"questions": [{"question": "a"}] * 4}).status_code == 422


def test_kgs_and_health(client):
    kgs = client.get("/kgs").json()
    assert kgs["default"] == "concert_singer"
    assert len(kgs["kgs"]) == 20 and {k["backend"] for k in kgs["kgs"]} == {"embedded"}
    assert client.get("/health").json() == {"status": "ok", "kg": "concert_singer"}


def test_openapi_documents_the_api(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/ask", "/ask/batch", "/kgs", "/health"} <= set(paths)


def test_page_is_served_without_external_resources(client):
    html = client.get("/").text
    assert 'id="question"' in html and "http://" not in html and "https://" not in html
    assert client.get("/static/app.js").status_code == 200


def test_endpoint_down_is_503_naming_it(known_engine):
    url = f"http://127.0.0.1:{free_port()}/sparql"
    app = create_app(known_engine, KGCatalog.endpoint(url, timeout_s=2))
    with TestClient(app, raise_server_exceptions=False) as c:
        r = c.post("/ask", json={"question": "Which singers are there?"})
        assert r.status_code == 503 and url in r.json()["detail"]
        assert c.get("/health").status_code == 503


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
            r = c.post("/ask", json={"question": "Which singers are there?"})
            assert r.status_code == 504 and "timeout" in r.json()["detail"]
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
