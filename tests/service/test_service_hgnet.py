"""The service with the shipped HGNet checkpoint on the bundled KGs (what `make serve` runs)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT
from kgqa.serve import build_app


@pytest.fixture(scope="module")
def hgnet_client():
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="serve")
    with TestClient(build_app(cfg)) as client:
        yield client


def test_default_config_serves_the_shipped_model(hgnet_client):
    r = hgnet_client.post("/ask", json={"question": "How many singers do we have?", "kg": "concert_singer"})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["rows"] == [["6"]] or body["rows"] == [[6]]
    assert "COUNT" in body["sparql"].upper() and "singer" in body["sparql"]
    assert body["drawings"]["query_graph"].startswith("<svg")
    assert body["beams"] and body["kg_calls"] > 0
    assert {"outline", "fill", "total"} <= set(body["timings_ms"])
    assert body["question_links"]["table"] == ["singers"]  # what the model saw linked to the schema


def test_compact_answer_leaves_the_explanation_out(hgnet_client):
    body = hgnet_client.post("/ask", json={"question": "How many singers do we have?", "kg": "concert_singer",
                                           "explain": False}).json()
    assert body["rows"] and not {"question_links", "candidates", "beams", "probes"} & set(body)


def test_every_bundled_kg_is_answerable(hgnet_client):
    for kg in hgnet_client.get("/kgs").json()["kgs"]:
        r = hgnet_client.post("/ask", json={"question": "How many rows are there?", "kg": kg["name"], "explain": False})
        assert r.status_code == 200, (kg["name"], r.text)


def test_endpoint_config_composes():
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="serve", overrides=["kg.endpoint=http://127.0.0.1:9/sparql", "kg.default_graph=http://g"])
    assert cfg.kg.endpoint == "http://127.0.0.1:9/sparql" and cfg.model.checkpoint.endswith("model.pt")


@pytest.mark.parametrize("server", ["oxigraph_server", "virtuoso_server"])
def test_shipped_model_over_real_endpoints(server, request):
    """`kg.endpoint=...`: the same model answers over Oxigraph server and Virtuoso via HTTP."""
    from kgqa.data.spider4sparql import kg_path

    srv = request.getfixturevalue(server)
    graph = "http://kgqa.test/concert_singer_hgnet"
    if server == "oxigraph_server":
        srv.load_file(kg_path("concert_singer"), graph=graph)
    else:
        srv.load_files([kg_path("concert_singer")], graph=graph)
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="serve", overrides=[f"kg.endpoint={srv.query_url}", f"kg.default_graph={graph}",
                                                       "kg.name=remote"])
    with TestClient(build_app(cfg)) as client:
        assert client.get("/health").json()["status"] == "ok"
        body = client.post("/ask", json={"question": "How many singers do we have?"}).json()
        assert body["kg"] == "remote"
        assert [str(v) for v in body["rows"][0]] == ["6"]
        assert body["kg_calls"] > 0
        # a yes/no question, end to end through /ask: an ASK on the real server, its boolean back
        for q, expected in (("Are there any singers older than 40?", True), ("Are there any singers older than 90?", False)):
            body = client.post("/ask", json={"question": q}).json()
            assert body["sparql"].startswith("ASK") and body["boolean"] is expected, body


def test_yes_no_questions_get_a_boolean_from_an_ask(hgnet_client):
    """A yes/no question is answered by an ASK, true or false, not by a list of rows."""
    answers = {}
    for q in ("Are there any singers older than 40?", "Are there any singers older than 90?"):
        body = hgnet_client.post("/ask", json={"question": q, "kg": "concert_singer", "explain": False}).json()
        assert body["sparql"].lstrip().upper().startswith("ASK"), body
        assert body["rows"] == [] and body["answered"] is True
        answers[q] = body["boolean"]
    # concert_singer's singers are 25 to 52 years old
    assert answers == {"Are there any singers older than 40?": True, "Are there any singers older than 90?": False}


def test_kg_schema_route_lists_classes_properties_and_examples(hgnet_client):
    body = hgnet_client.get("/kgs/concert_singer/schema").json()
    assert {c["label"] for c in body["classes"]} == {"singer", "concert", "stadium", "singer in concert"}
    age = next(p for p in body["properties"] if p["iri"].endswith("singer#age"))
    assert age["label"] == "singer age" and age["domains"] == ["singer"] and age["count"] == 6
    assert body["examples"] and all(q.endswith("?") for q in body["examples"])
    r = hgnet_client.get("/kgs/no_such_kg/schema")
    assert r.status_code == 404 and r.json()["error"]["kind"] == "unknown_kg"
