"""KG faults through the real engine and a real server: the shipped HGNet checkpoint, served
over an Oxigraph server that is killed, replaced by a silent listener and restarted, while the
service keeps running. The status code must say what happened (503, 504), and the service must
answer again once the endpoint is back, without a restart."""

from __future__ import annotations

import socket
import time

import pytest
from fastapi.testclient import TestClient
from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT
from kgqa.serve import build_app, build_engine
from kgqa.testing.servers import OxigraphServer

GRAPH = "http://kgqa.test/concert_singer_faults"


@pytest.fixture(scope="module")
def endpoint(own_oxigraph, tmp_path_factory):
    with own_oxigraph("concert_singer", GRAPH, tmp_path_factory.mktemp("oxigraph-store")) as srv:
        yield srv


def serve_config(url: str, timeout_s: float, *overrides: str):
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="serve", overrides=[
            f"kg.endpoint={url}", f"kg.default_graph={GRAPH}", "kg.name=remote", f"kg.timeout_s={timeout_s}",
            *overrides])


@pytest.fixture(scope="module")
def client(endpoint):
    cfg = serve_config(endpoint.query_url, timeout_s=2)
    with TestClient(build_app(cfg, engine=build_engine(cfg))) as c:
        yield c


def silent_listener(port: int) -> socket.socket:
    """Accepts TCP connections (the kernel's backlog) and never answers: a hung endpoint."""
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", port))
    s.listen(64)
    return s


def ask(client, question: str):
    return client.post("/ask", json={"question": question, "explain": False})


def test_outage_silence_and_recovery_surface_as_status_codes(client, endpoint):
    # Distinct questions throughout, so no answer cache can stand in for the KG.
    up = ask(client, "How many singers do we have?")
    assert up.status_code == 200, up.text
    assert [str(v) for v in up.json()["rows"][0]] == ["6"]

    endpoint.proc.terminate()
    endpoint.proc.wait(timeout=20)
    down = ask(client, "What are the names of all singers?")
    assert down.status_code == 503, down.text
    assert endpoint.query_url in down.text  # names the endpoint
    assert client.get("/health").status_code == 503

    # The KG's query cache could answer a beam another question already ran (the same graph is
    # often in both searches): empty it, so that every query of this answer meets the silence.
    client.app.state.catalog.get("remote")[1].clear_cache()
    listener = silent_listener(endpoint.port)
    try:
        t0 = time.monotonic()
        hung = ask(client, "List the countries of the singers.")
        took = time.monotonic() - t0
    finally:
        listener.close()
    assert hung.status_code == 504, hung.text
    # one failed probe stops guidance, and at most max_beam_timeouts beams wait: not one timeout per beam
    assert took < 20, took

    endpoint.start()  # the same port and data folder: the service is not restarted
    back = ask(client, "How many concerts are there?")
    assert back.status_code == 200, back.text
    assert back.json()["rows"]


def ask_a_silent_endpoint(client, question: str, timeout_s: float, *overrides: str):
    """``question`` to a service (the module's engine) whose endpoint never answers, from the
    start: ``(response, seconds it took)``."""
    listener = silent_listener(0)
    try:
        cfg = serve_config(f"http://127.0.0.1:{listener.getsockname()[1]}/query", timeout_s, *overrides)
        with TestClient(build_app(cfg, engine=client.app.state.engine)) as hung:
            t0 = time.monotonic()
            r = ask(hung, question)
            return r, time.monotonic() - t0
    finally:
        listener.close()


def test_a_hung_endpoint_from_the_start_is_a_timeout(client):
    """The schema cannot be read at all: 504, not an empty 200."""
    r, _ = ask_a_silent_endpoint(client, "How many singers do we have?", 1)
    assert r.status_code == 504, r.text


def test_a_silent_endpoint_costs_the_wait_budget_not_a_timeout_per_call(client):
    """kg.timeout_s=10 bounds each call; limits.kg_wait_budget_s=3 bounds the whole answer's waiting."""
    r, took = ask_a_silent_endpoint(client, "What are the names of all singers?", 10, "limits.kg_wait_budget_s=3")
    assert r.status_code == 504, r.text
    assert r.json()["error"]["kind"] == "timeout"
    assert took < 7, took  # the 3 s budget plus a whole-second socket timeout and scheduling


def test_one_endpoint_down_leaves_the_others_answering(client, endpoint, tmp_path):
    """kg.endpoints serves several KGs, each on its own endpoint: while one is down its questions
    are 503s naming it, and the other's are plain 200s."""
    from kgqa.data.spider4sparql import kg_path

    other = OxigraphServer(location=tmp_path / "other-store")
    with other:
        other.load_file(kg_path("concert_singer"), graph=GRAPH)
        spec = ",".join(f"{name}:{{url:'{srv.query_url}',default_graph:'{GRAPH}'}}"
                        for name, srv in (("main", endpoint), ("side", other)))
        with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
            cfg = compose(config_name="serve", overrides=[f"kg.endpoints={{{spec}}}", "kg.timeout_s=2"])
        with TestClient(build_app(cfg, engine=client.app.state.engine)) as c:
            assert c.get("/kgs").json()["default"] == "main"
            other.kill()
            down = c.post("/ask", json={"question": "How many stadiums are there?", "kg": "side"})
            up = c.post("/ask", json={"question": "How many stadiums are there?", "kg": "main"})
            other.start()
            back = c.post("/ask", json={"question": "What is the average capacity of the stadiums?", "kg": "side"})
    assert down.status_code == 503, down.text
    assert other.query_url in down.json()["error"]["message"]
    assert up.status_code == 200 and not up.json()["degraded"], up.text
    assert up.json()["rows"]
    assert back.status_code == 200 and back.json()["rows"], back.text
