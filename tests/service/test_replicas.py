"""Two service replicas behind one HTTP entry (HAProxy from Debian), over a real Oxigraph server
and one onboarding cache that ``python -m kgqa.onboard`` built: the replicas only read it, the
proxy spreads the questions over both, and either replica gives the same answers."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import httpx
import pytest

from kgqa.data.spider4sparql import kg_path, load_split
from kgqa.paths import REPO_ROOT
from kgqa.testing.haproxy import SERVED_BY, HAProxy
from kgqa.testing.service_process import ServiceProcess

KG = "singer"
GRAPH = "http://kgqa.test/replicas/singer"


def files_state(folder) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def ask(base_url: str, question: str) -> httpx.Response:
    return httpx.post(base_url + "/ask", json={"question": question, "kg": KG, "explain": False}, timeout=120)


def answer_of(r: httpx.Response) -> tuple:
    body = r.json()
    return body["sparql"], body["rows"], body["boolean"], body["answered"]


@pytest.fixture(scope="module")
def replicas(oxigraph_server, tmp_path_factory):
    if not HAProxy.available():
        if os.environ.get("CI"):
            pytest.fail("haproxy is required here but not installed (make proxy)")
        pytest.skip("haproxy not installed (make proxy)")
    oxigraph_server.load_file(kg_path(KG), graph=GRAPH)
    tmp = tmp_path_factory.mktemp("replicas")
    cache = tmp / "cache"
    env = {**os.environ, "KGQA_CACHE_DIR": str(cache)}
    kg_args = [f"kg.endpoint={oxigraph_server.query_url}", f"kg.default_graph={GRAPH}", f"kg.name={KG}"]
    started = [ServiceProcess([*kg_args, "workers=1", "onboarding.read_only=true", "log_level=warning"],
                              tmp / f"replica{i}.log", env) for i in range(2)]
    try:
        for s in started:
            s.launch()  # both load the model at once
        for s in started:
            s.wait_healthy()
        yield {"replicas": started, "cache": cache, "env": env, "kg_args": kg_args}
    finally:
        for s in started:
            s.stop()


def test_replicas_behind_one_entry_share_a_read_only_cache(replicas):
    a, b = replicas["replicas"]
    questions = [e.question for e in load_split("dev") if e.kg_name == KG][:6]

    # a read-only replica builds nothing: before onboarding, the KG is a 503 naming the command
    refused = ask(a.base_url, questions[0])
    assert refused.status_code == 503, refused.text
    assert refused.json()["error"]["kind"] == "not_onboarded"
    assert "kgqa.onboard" in refused.json()["error"]["message"]

    onboard = subprocess.run([sys.executable, "-m", "kgqa.onboard", *replicas["kg_args"], "progress=false"],
                             cwd=REPO_ROOT, env=replicas["env"], capture_output=True, text=True, timeout=600)
    assert onboard.returncode == 0, onboard.stderr[-3000:]
    built = files_state(replicas["cache"])
    assert any(name.endswith(".sqlite") for name in built)  # the label index

    direct = {q: answer_of(ask(a.base_url, q)) for q in questions}
    assert sum(answer[3] for answer in direct.values()) >= 2  # real answers, not abstentions

    with HAProxy([a.base_url, b.base_url]) as lb:
        served_by, through_proxy = [], {}
        for q in questions:
            r = ask(lb.base_url, q)
            assert r.status_code == 200, r.text
            served_by.append(r.headers[SERVED_BY])
            through_proxy[q] = answer_of(r)
        assert set(served_by) == {"replica0", "replica1"}  # spread over both
        assert served_by.count("replica1") == len(questions) // 2  # round-robin
        assert through_proxy == direct  # the same answer whichever replica gave it

        # one replica stops: the proxy's health check takes it out, and the entry still answers
        b.stop()
        time.sleep(5)  # two missed checks, 2 s apart
        after = [ask(lb.base_url, q) for q in questions[:3]]
        assert [r.status_code for r in after] == [200, 200, 200]
        assert {r.headers[SERVED_BY] for r in after} == {"replica0"}
        assert [answer_of(r) for r in after] == [direct[q] for q in questions[:3]]

    assert files_state(replicas["cache"]) == built  # the replicas wrote nothing to the shared cache
