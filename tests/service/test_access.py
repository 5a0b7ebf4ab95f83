"""Access control: the API key, the body-size and per-client concurrency limits, the warning
for an exposed service without a key, and endpoint credentials kept out of every response and
log line."""

from __future__ import annotations

import asyncio
import logging
import sys
import threading
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from hydra import compose, initialize_config_dir

from kgqa.kg.base import KnowledgeGraph
from kgqa.paths import REPO_ROOT
from kgqa.service.app import create_app
from kgqa.service.limits import Limits
from kgqa.testing.servers import free_port

KEY = "k3y-for-tests-0c1d"
QUESTION = {"question": "Which singers are there?", "explain": False}


def error_of(r, status: int) -> dict:
    assert r.status_code == status, r.text
    assert set(r.json()) == {"error"}
    err = r.json()["error"]
    assert err["status"] == status and err["request_id"] == r.headers["x-request-id"]
    return err


def serve_config(*overrides: str):
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="serve", overrides=list(overrides))


# -- the API key ----------------------------------------------------------------------------------

@pytest.fixture
def keyed(bundled_catalog, known_engine):
    with TestClient(create_app(known_engine, bundled_catalog, api_key=KEY), raise_server_exceptions=False) as c:
        yield c


@pytest.mark.parametrize("headers", [
    {}, {"Authorization": "Bearer wrong"}, {"Authorization": f"Bearer {KEY}x"}, {"Authorization": f"Basic {KEY}"},
    {"Authorization": KEY}, {"Authorization": "Bearer "},
])
def test_ask_needs_the_key(keyed, headers):
    for path, body in [("/ask", QUESTION), ("/ask/batch", {"questions": [QUESTION]})]:
        r = keyed.post(path, json=body, headers=headers)
        assert error_of(r, 401)["kind"] == "unauthorized"
        assert r.headers["www-authenticate"] == "Bearer"
        assert KEY not in r.text


def test_the_key_opens_ask(keyed):
    auth = {"Authorization": f"Bearer {KEY}"}
    assert keyed.post("/ask", json=QUESTION, headers=auth).json()["rows"]
    assert keyed.post("/ask", json=QUESTION, headers={"authorization": f"bearer {KEY}"}).status_code == 200
    r = keyed.post("/ask/batch", json={"questions": [QUESTION]}, headers=auth)
    assert r.json()["results"][0]["status"] == 200


def test_health_page_docs_and_schema_stay_open(keyed):
    for path in ("/health", "/", "/docs", "/openapi.json", "/kgs", "/static/app.js", "/docs/assets/swagger-ui.css"):
        assert keyed.get(path).status_code == 200, path


def test_unauthenticated_body_is_not_read(keyed):
    """401 comes before anything else: a big or malformed body from a client without the key."""
    assert error_of(keyed.post("/ask", content=b"x" * 500_000), 401)["kind"] == "unauthorized"
    assert error_of(keyed.post("/ask", content=b"\xff{"), 401)["kind"] == "unauthorized"


def test_openapi_declares_the_bearer_scheme(keyed, client):
    spec = keyed.get("/openapi.json").json()
    assert spec["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    assert spec["paths"]["/ask"]["post"]["security"] == [{"bearer": []}]
    assert "security" not in spec["paths"]["/health"]["get"]
    assert "securitySchemes" not in client.get("/openapi.json").json().get("components", {})  # no key, none declared


def test_key_from_the_environment_and_from_the_config(monkeypatch, known_engine):
    from kgqa.serve import build_app

    monkeypatch.setenv("KGQA_API_KEY", "env-key-55")
    with TestClient(build_app(serve_config(), engine=known_engine)) as c:
        assert c.post("/ask", json=QUESTION).status_code == 401
        assert c.post("/ask", json=QUESTION, headers={"Authorization": "Bearer env-key-55"}).status_code == 200
    with TestClient(build_app(serve_config("api_key=conf-key-66"), engine=known_engine)) as c:  # the config wins
        assert c.post("/ask", json=QUESTION, headers={"Authorization": "Bearer env-key-55"}).status_code == 401
        assert c.post("/ask", json=QUESTION, headers={"Authorization": "Bearer conf-key-66"}).status_code == 200
    monkeypatch.delenv("KGQA_API_KEY")
    with TestClient(build_app(serve_config(), engine=known_engine)) as c:
        assert c.post("/ask", json=QUESTION).status_code == 200


# -- the exposure warning -------------------------------------------------------------------------

@pytest.mark.parametrize("host,key,warns", [
    ("127.0.0.1", None, False), ("127.0.0.2", None, False), ("::1", None, False), ("localhost", None, False),
    ("0.0.0.0", None, True), ("::", None, True), ("192.168.1.5", None, True), ("example.org", None, True),
    ("0.0.0.0", "a-key", False),
])
def test_exposure_warning(host, key, warns):
    from kgqa.serve import exposure_warning

    message = exposure_warning(host, key)
    assert (message is not None) is warns
    if warns:
        assert host in message and "API key" in message


def test_serve_logs_the_warning_when_it_binds_beyond_loopback(monkeypatch, caplog, tmp_path):
    """``python -m kgqa.serve host=0.0.0.0``, in process, with uvicorn replaced by a recorder."""
    import uvicorn

    import kgqa.serve

    calls = []
    monkeypatch.setattr(uvicorn, "run", lambda *a, **kw: calls.append((a, kw)))
    monkeypatch.delenv("KGQA_API_KEY", raising=False)
    monkeypatch.setenv(kgqa.serve.CONFIG_ENV, "")  # main() sets it for the workers: undone after the test
    for host, expected in [("0.0.0.0", True), ("127.0.0.1", False)]:
        caplog.clear()
        monkeypatch.setattr(sys, "argv", ["kgqa.serve", f"host={host}", f"hydra.run.dir={tmp_path}",
                                          "hydra/job_logging=none", "hydra/hydra_logging=none"])
        with caplog.at_level(logging.INFO, logger="kgqa.serve"):
            kgqa.serve.main()
        warned = [r for r in caplog.records if r.levelno == logging.WARNING and "without an API key" in r.getMessage()]
        assert bool(warned) is expected, host
    assert len(calls) == 2 and calls[0][1]["host"] == "0.0.0.0" and calls[0][1]["workers"] == 2


# -- the body-size limit --------------------------------------------------------------------------

@pytest.fixture
def small(bundled_catalog, known_engine):
    limits = Limits(max_body_bytes=1024, max_batch=32)
    with TestClient(create_app(known_engine, bundled_catalog, limits), raise_server_exceptions=False) as c:
        yield c


def test_body_over_the_limit_is_413(small):
    padded = {"question": "Which singers are there?", "explain": False, "pad": "x" * 2000}
    err = error_of(small.post("/ask", json=padded), 413)
    assert err["kind"] == "body_too_large" and "1024" in err["message"]
    big_batch = {"questions": [QUESTION] * 30}
    assert error_of(small.post("/ask/batch", json=big_batch), 413)["kind"] == "body_too_large"
    assert small.post("/ask", json=QUESTION).status_code == 200  # under the limit


def test_streamed_body_without_length_is_counted(small):
    def chunks():
        yield b'{"question": "'
        for _ in range(20):
            yield b"y" * 100
        yield b'"}'

    r = small.post("/ask", content=chunks(), headers={"content-type": "application/json"})
    assert error_of(r, 413)["kind"] == "body_too_large"


# -- the per-client concurrency limit -------------------------------------------------------------

class Gatekeeper:
    """Holds each 'wait' question until released; answers everything else at once."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.release = threading.Event()
        self.entered = 0
        self.lock = threading.Lock()

    def answer(self, question: str, kg: KnowledgeGraph, *, kg_name: str, top_k: int = 5):
        if question == "wait":
            with self.lock:
                self.entered += 1
            assert self.release.wait(30), "never released"
            question = "Which singers are there?"
        return self.inner.answer(question, kg, kg_name=kg_name, top_k=top_k)


def test_too_many_concurrent_requests_from_one_client_is_429(bundled_catalog, known_engine):
    engine = Gatekeeper(known_engine)
    app = create_app(engine, bundled_catalog, Limits(max_concurrent_per_client=2))

    async def scenario():
        one = httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=("10.0.0.1", 4000)), base_url="http://t")
        two = httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=("10.0.0.2", 4000)), base_url="http://t")
        async with one, two:
            held = [asyncio.create_task(one.post("/ask", json={"question": "wait"})) for _ in range(2)]
            deadline = time.monotonic() + 20
            while engine.entered < 2:
                assert time.monotonic() < deadline, "the held requests never reached the engine"
                await asyncio.sleep(0.01)
            third = await one.post("/ask", json=QUESTION)
            batch = await one.post("/ask/batch", json={"questions": [QUESTION]})
            other_client = await two.post("/ask", json=QUESTION)
            health = await one.get("/health")
            engine.release.set()
            done = await asyncio.gather(*held)
            after = await one.post("/ask", json=QUESTION)
        return third, batch, other_client, health, done, after

    third, batch, other_client, health, done, after = asyncio.run(scenario())
    err = error_of(third, 429)
    assert err["kind"] == "too_many_requests" and third.headers["retry-after"] == "1"
    assert error_of(batch, 429)["kind"] == "too_many_requests"
    assert other_client.status_code == 200 and health.status_code == 200
    assert [r.status_code for r in done] == [200, 200]
    assert after.status_code == 200  # the slots are given back


# -- endpoint credentials never leak --------------------------------------------------------------

class Leaky:
    """An engine that puts everything it knows about the KG into its failures."""

    def answer(self, question: str, kg, *, kg_name: str, top_k: int = 5):
        detail = f"{kg.endpoint} {getattr(kg, '_auth', None)!r}"
        if question == "raise":
            raise RuntimeError(f"cannot reach {detail}")
        from kgqa.answer import KGAnswer

        if question == "report":
            return KGAnswer(question=question, kg=kg_name, error=f"failed on {detail}",
                            degraded=[f"probes failed on {detail}"])
        kg.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1")  # the endpoint is down: EndpointUnavailable
        raise AssertionError("unreachable")


@pytest.mark.parametrize("style", ["userinfo", "settings"])
def test_endpoint_credentials_never_appear_in_responses_or_logs(style, caplog, capfd):
    from kgqa.serve import build_app

    user, password = "kgqa-user-x1", "pw-S3cr3t-7731"
    url = f"http://127.0.0.1:{free_port()}/sparql"  # nothing listens there
    if style == "userinfo":
        overrides = [f"kg.endpoint='http://{user}:{password}@{url.removeprefix('http://')}'"]
    else:
        overrides = [f"kg.endpoint={url}", f"kg.user={user}", f"kg.password={password}"]
    cfg = serve_config(*overrides, "kg.timeout_s=2")
    responses = []
    with caplog.at_level(logging.DEBUG):
        with TestClient(build_app(cfg, engine=Leaky()), raise_server_exceptions=False) as c:
            down = c.post("/ask", json={"question": "How many singers?"})
            responses += [down, c.post("/ask/batch", json={"questions": [{"question": "How many singers?"}]}),
                          c.get("/health"), c.get("/kgs"), c.post("/ask", json={"question": "raise"}),
                          c.post("/ask", json={"question": "report"})]
    status = [r.status_code for r in responses]
    assert status == [503, 200, 503, 200, 500, 200], status
    assert url in error_of(down, 503)["message"]  # the endpoint is named...
    assert responses[1].json()["results"][0]["status"] == 503
    assert responses[3].json()["kgs"][0]["location"] == url
    out, err = capfd.readouterr()
    seen = "\n".join(r.text for r in responses) + caplog.text + out + err
    assert password not in seen and user not in seen  # ...without its credentials
    assert "***" in caplog.text and "***" in responses[5].text  # redacted, not left unsaid


def test_userinfo_becomes_basic_auth():
    from kgqa.serve import endpoint_credentials

    cfg = serve_config("kg.endpoint='https://me:p%40ss@kg.example.org:8890/sparql?x=1'")
    assert endpoint_credentials(cfg) == ("https://kg.example.org:8890/sparql?x=1", "me", "p@ss")
    cfg = serve_config("kg.endpoint=http://127.0.0.1:9/sparql", "kg.user=u", "kg.password=p")
    assert endpoint_credentials(cfg) == ("http://127.0.0.1:9/sparql", "u", "p")


def test_several_endpoints_each_keep_their_own_credentials_out_of_sight():
    from kgqa.serve import endpoint_specs

    cfg = serve_config("kg.endpoint=http://127.0.0.1:9/a", "kg.name=first",
                       "kg.endpoints={second:'https://u2:p%402@h2/sparql',"
                       "third:{url:'http://h3/q',default_graph:'http://g',user:u3,password:p3}}")
    specs = endpoint_specs(cfg)
    assert [(s.name, s.url, s.default_graph, s.user, s.password) for s in specs] == [
        ("first", "http://127.0.0.1:9/a", None, None, None),
        ("second", "https://h2/sparql", None, "u2", "p@2"),
        ("third", "http://h3/q", "http://g", "u3", "p3")]
    with pytest.raises(SystemExit, match="unknown"):
        endpoint_specs(serve_config("kg.endpoints={x:{url:'http://h/q',graph:'http://g'}}"))
    with pytest.raises(SystemExit, match="share a name"):
        endpoint_specs(serve_config("kg.endpoint=http://h/a", "kg.name=x", "kg.endpoints={x:'http://h/b'}"))
