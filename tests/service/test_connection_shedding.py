"""``limits.shed_connections_above``: a worker with a backlog of questions closes a kept-alive
connection after its answer, so the client's next connection can go to a less busy worker (the
real app on a real uvicorn server, real HTTP/1.1 keep-alive; the engine pauses so questions
overlap)."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from hydra import compose, initialize_config_dir

from kgqa.paths import REPO_ROOT
from kgqa.service.app import create_app
from kgqa.service.balance import ConnectionShedding
from kgqa.service.limits import Limits
from kgqa.testing.servers import serve_app_in_thread

QUESTION = {"question": "Which singers are there?", "kg": "concert_singer", "explain": False}


class Slow:
    """Answers with ``inner`` after a pause, so concurrent questions are in flight together."""

    def __init__(self, inner) -> None:
        self.inner = inner

    def answer(self, question, kg, *, kg_name, top_k=5):
        time.sleep(0.3)
        return self.inner.answer(question, kg, kg_name=kg_name, top_k=top_k)


def connection_headers(base: str, n: int) -> list[str | None]:
    """``n`` questions at once, each on its own client (its own connection): each response's
    ``Connection`` header."""
    out: list[str | None] = [None] * n

    def ask(i: int) -> None:
        with httpx.Client(base_url=base, timeout=60) as c:
            r = c.post("/ask", json=QUESTION)
            assert r.status_code == 200
            out[i] = r.headers.get("connection")

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def test_a_backlog_closes_connections_and_one_question_keeps_its_own(bundled_catalog, known_engine):
    app = create_app(Slow(known_engine), bundled_catalog, Limits(answers_at_once=1, shed_connections_above=1))
    with serve_app_in_thread(app) as base:
        # alone: nothing to shed, the connection is kept for the next request
        with httpx.Client(base_url=base, timeout=60) as c:
            first = c.post("/ask", json=QUESTION)
            second = c.post("/ask", json=QUESTION)
        assert first.status_code == second.status_code == 200
        assert first.headers.get("connection") != "close" and second.headers.get("connection") != "close"
        # three at once, one answered at a time: the first two answers leave more than one in flight
        headers = connection_headers(base, 3)
    assert headers.count("close") >= 2, headers


def test_without_the_setting_connections_stay_open(bundled_catalog, known_engine):
    app = create_app(Slow(known_engine), bundled_catalog, Limits(answers_at_once=1))
    with serve_app_in_thread(app) as base:
        assert "close" not in connection_headers(base, 3)


def test_a_client_goes_on_over_a_new_connection(bundled_catalog, known_engine):
    """httpx, as most clients do, reconnects after a ``Connection: close``: no request fails."""
    app = create_app(Slow(known_engine), bundled_catalog, Limits(answers_at_once=1, shed_connections_above=0))
    with serve_app_in_thread(app) as base, httpx.Client(base_url=base, timeout=60) as c:
        statuses = [c.post("/ask", json=QUESTION).status_code for _ in range(3)]
    assert statuses == [200] * 3


def test_only_with_more_than_one_worker(known_engine):
    from kgqa.serve import build_app

    def shedding(*overrides: str) -> bool:
        with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
            cfg = compose(config_name="serve", overrides=list(overrides))
        return any(m.cls is ConnectionShedding for m in build_app(cfg, engine=known_engine).user_middleware)

    assert shedding("workers=2")
    assert not shedding("workers=1")
    assert not shedding("workers=2", "limits.shed_connections_above=null")


def test_a_negative_setting_is_refused():
    with pytest.raises(ValueError, match="0 or more"):
        ConnectionShedding(lambda *a: None, above=-1)


def test_workers_see_each_others_loads(tmp_path):
    """Two processes share the table: each sees the other's count, and a dead worker's slot is
    neither counted nor kept from the next worker."""
    import subprocess
    import sys

    from kgqa.service.balance import WorkerLoads

    path = WorkerLoads.create(slots=2, directory=str(tmp_path))
    mine = WorkerLoads.attach(path)
    mine.set(1)
    assert mine.least_other() is None
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; from pathlib import Path; from kgqa.service.balance import WorkerLoads\n"
         "w = WorkerLoads.attach(Path(sys.argv[1])); w.set(3); print(w.slot, w.least_other(), flush=True); sys.stdin.read()",
         str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    slot, theirs = child.stdout.readline().split()
    assert int(slot) != mine.slot and int(theirs) == 1
    assert mine.least_other() == 3
    child.stdin.close()
    child.wait(10)
    assert mine.least_other() is None  # the dead worker is not counted
    again = subprocess.run(
        [sys.executable, "-c", "import sys; from pathlib import Path; from kgqa.service.balance import WorkerLoads\n"
         "print(WorkerLoads.attach(Path(sys.argv[1])).slot)", str(path)], capture_output=True, text=True, check=True)
    assert int(again.stdout) == int(slot)  # its slot is taken by the next worker (2 slots in all)
    WorkerLoads.remove(path)
    assert not path.exists()


def test_only_the_busier_worker_sheds():
    class Other:
        def __init__(self, n):
            self.n = n

        def least_other(self):
            return self.n

        def set(self, n):
            pass

    shed = ConnectionShedding(lambda *a: None, above=1, loads=Other(3))
    shed.in_flight = 4
    assert not shed.too_busy()  # 4 against 3: moving a connection would not help
    shed.loads = Other(2)
    assert shed.too_busy()      # 4 against 2
    shed.in_flight = 1
    assert not shed.too_busy()  # nothing waits here


def test_a_missing_load_table_falls_back_to_the_workers_own_count(monkeypatch, known_engine, tmp_path):
    from kgqa.serve import build_app
    from kgqa.service.balance import LOADS_ENV

    monkeypatch.setenv(LOADS_ENV, str(tmp_path / "gone" / "loads"))
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="serve", overrides=["workers=2"])
    shedding = [m for m in build_app(cfg, engine=known_engine).user_middleware if m.cls is ConnectionShedding]
    assert len(shedding) == 1 and shedding[0].kwargs["loads"] is None
