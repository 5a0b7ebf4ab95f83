"""The fault-injecting TCP proxy (kgqa.testing.tcp_proxy) against a real in-process HTTP server:
pass-through, added latency, dropped connections, a black hole, a dead upstream."""

from __future__ import annotations

import http.client
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from kgqa.testing.servers import free_port
from kgqa.testing.tcp_proxy import TCPProxy


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 (http.server's naming)
        if self.path.startswith("/slow"):
            time.sleep(1.0)
        body = b"x" * 200_000 if self.path.startswith("/big") else b"ok"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def upstream():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture
def proxy(upstream):
    with TCPProxy(upstream) as p:
        yield p


def get(port: int, path: str = "/", timeout: float = 5.0) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def test_pass_through(proxy):
    assert get(proxy.port) == (200, b"ok")
    status, body = get(proxy.port, "/big")
    assert status == 200 and len(body) == 200_000
    assert proxy.stats.forwarded == 2


def test_latency_is_added_once_per_reply(proxy):
    start = time.monotonic()
    get(proxy.port)
    fast = time.monotonic() - start
    proxy.pass_through(latency_s=0.4)
    start = time.monotonic()
    status, body = get(proxy.port, "/big")  # several chunks: a delay line, not 0.4 s per chunk
    slow = time.monotonic() - start
    assert status == 200 and len(body) == 200_000
    assert 0.4 <= slow < fast + 1.2
    proxy.pass_through()
    start = time.monotonic()
    get(proxy.port)
    assert time.monotonic() - start < 0.35


def test_drop_resets_new_and_open_connections(proxy):
    proxy.drop()
    with pytest.raises((ConnectionError, http.client.RemoteDisconnected)):
        get(proxy.port)
    assert proxy.stats.dropped == 1

    proxy.pass_through()
    failure: list[BaseException] = []

    def slow_request():
        try:
            get(proxy.port, "/slow")
        except (ConnectionError, http.client.HTTPException) as e:
            failure.append(e)

    t = threading.Thread(target=slow_request)
    t.start()
    deadline = time.monotonic() + 2
    while proxy.open_connections() == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    proxy.drop()  # cuts the request in flight
    t.join(5)
    assert failure, "the request in flight was not cut"
    proxy.pass_through()
    assert get(proxy.port) == (200, b"ok")


def test_black_hole_accepts_and_never_replies(proxy):
    proxy.black_hole()
    with socket.create_connection(("127.0.0.1", proxy.port), timeout=0.5) as s:
        s.sendall(b"GET / HTTP/1.0\r\n\r\n")
        with pytest.raises(TimeoutError):
            s.recv(10)
    assert proxy.stats.black_holed == 1
    proxy.pass_through()
    assert get(proxy.port) == (200, b"ok")


def test_dead_upstream_resets_the_client():
    with TCPProxy(free_port()) as p:
        with pytest.raises((ConnectionError, http.client.RemoteDisconnected)):
            get(p.port)
        assert p.stats.upstream_refused == 1


def test_stop_closes_everything(upstream):
    p = TCPProxy(upstream).start()
    p.black_hole()
    held = socket.create_connection(("127.0.0.1", p.port), timeout=2)
    deadline = time.monotonic() + 2
    while p.open_connections() == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    p.stop()
    assert p.open_connections() == 0
    with pytest.raises((ConnectionError, OSError)):
        # the held connection was reset: reading gives ECONNRESET or EOF
        if held.recv(10) == b"":
            raise ConnectionResetError("closed")
    held.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", p.port), timeout=1)
