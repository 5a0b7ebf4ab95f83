"""A fault-injecting TCP proxy: put it in front of a server to make that server slow, flaky or
silent without touching the server.

    with TCPProxy(upstream_port=srv.port) as proxy:
        kg = EndpointKG(f"http://127.0.0.1:{proxy.port}/query")
        proxy.pass_through(latency_s=0.3)  # every upstream reply arrives 300 ms late
        proxy.drop()                       # open connections and every new one are reset
        proxy.black_hole()                 # new connections are accepted and never answered
        proxy.pass_through()               # healthy again

The mode is read when a connection is accepted; :meth:`drop` also resets the connections
already open (a network fault cuts what is in flight), while :meth:`black_hole` lets them
finish (a hung server still sends what it already computed). If the upstream server is down, a
pass-through connection is reset, as a load balancer in front of a dead backend does. Latency
is a delay line on the upstream-to-client direction: each chunk is forwarded ``latency_s``
after it arrived, so one request/response round trip costs ``latency_s`` more however the
reply is chunked.

Plain threads (two or three per open connection): meant for tests and benchmarks with tens of
connections, not for production traffic.
"""

from __future__ import annotations

import queue
import socket
import struct
import threading
import time
from dataclasses import dataclass

PASS = "pass"
DROP = "drop"
BLACK_HOLE = "black_hole"
MODES = (PASS, DROP, BLACK_HOLE)

_CHUNK = 65536


@dataclass
class ProxyStats:
    """Connections accepted, by what the proxy did with them."""

    forwarded: int = 0
    upstream_refused: int = 0  # pass-through, but the upstream did not accept: reset
    dropped: int = 0
    black_holed: int = 0


def _reset(sock: socket.socket) -> None:
    """Close with an RST instead of a FIN (SO_LINGER 0): the peer sees 'connection reset'."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        # close() does not wake a thread blocked in recv() on Linux; SHUT_RD does, sending nothing.
        sock.shutdown(socket.SHUT_RD)
    except OSError:
        pass
    sock.close()


class _Link:
    """One proxied connection: the client socket, the upstream socket (if any), two pumps."""

    def __init__(self, client: socket.socket, upstream: socket.socket | None) -> None:
        self.client = client
        self.upstream = upstream
        self._lock = threading.Lock()
        self._open_pumps = 2 if upstream else 0
        self.closed = False

    def abort(self) -> None:
        with self._lock:
            if self.closed:
                return
            self.closed = True
        for s in (self.client, self.upstream):
            if s is not None:
                _reset(s)

    def pump_done(self) -> bool:
        """Called by each pump when it ends; True (and both sockets closed) after the last."""
        with self._lock:
            self._open_pumps -= 1
            if self._open_pumps > 0 or self.closed:
                return False
            self.closed = True
        for s in (self.client, self.upstream):
            if s is not None:
                s.close()
        return True


class TCPProxy:
    """Listens on 127.0.0.1 (``port``; a free one by default) and forwards to the upstream.

    Args:
        upstream_port: the server's port.
        upstream_host: the server's host.
        port: the proxy's own port; 0 = a free one (read :attr:`port` after :meth:`start`).
        connect_timeout_s: how long a pass-through connection waits for the upstream to accept.
    """

    def __init__(self, upstream_port: int, upstream_host: str = "127.0.0.1", port: int = 0,
                 connect_timeout_s: float = 5.0) -> None:
        self.upstream = (upstream_host, upstream_port)
        self.connect_timeout_s = connect_timeout_s
        self.stats = ProxyStats()
        self._mode = PASS
        self._latency_s = 0.0
        self._lock = threading.Lock()
        self._links: set[_Link] = set()
        self._held: set[socket.socket] = set()  # black-holed client sockets
        self._stopping = threading.Event()
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", port))
        self.port: int = self._listener.getsockname()[1]
        self._acceptor: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------------
    def start(self) -> "TCPProxy":
        self._listener.listen(128)
        # A timeout, not a blocking accept: closing a socket does not wake a blocked accept().
        self._listener.settimeout(0.2)
        self._acceptor = threading.Thread(target=self._accept_loop, name=f"tcp-proxy:{self.port}", daemon=True)
        self._acceptor.start()
        return self

    def stop(self) -> None:
        """Stop accepting and reset every open connection."""
        self._stopping.set()
        if self._acceptor is not None:
            self._acceptor.join(timeout=5)
        self._listener.close()
        self._reset_open()
        with self._lock:
            held, self._held = self._held, set()
        for s in held:
            _reset(s)

    def __enter__(self) -> "TCPProxy":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- faults ----------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self._mode

    @property
    def latency_s(self) -> float:
        return self._latency_s

    def pass_through(self, latency_s: float = 0.0) -> None:
        """Forward new connections; each upstream reply chunk is held back ``latency_s``."""
        if latency_s < 0:
            raise ValueError(f"latency_s must be >= 0, got {latency_s}")
        with self._lock:
            self._mode, self._latency_s = PASS, float(latency_s)

    def drop(self) -> None:
        """Reset the open connections, and every new one right after accepting it."""
        with self._lock:
            self._mode = DROP
        self._reset_open()

    def black_hole(self) -> None:
        """Accept new connections, read what they send, never reply (a hung server)."""
        with self._lock:
            self._mode = BLACK_HOLE

    def open_connections(self) -> int:
        with self._lock:
            return len(self._links) + len(self._held)

    # -- internals -------------------------------------------------------------------------
    def _reset_open(self) -> None:
        with self._lock:
            links = list(self._links)
        for link in links:
            link.abort()

    def _accept_loop(self) -> None:
        while not self._stopping.is_set():
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                if self._stopping.is_set():
                    return
                continue
            client.settimeout(None)
            with self._lock:
                mode, latency_s = self._mode, self._latency_s
            if mode == DROP:
                self.stats.dropped += 1
                _reset(client)
            elif mode == BLACK_HOLE:
                self.stats.black_holed += 1
                with self._lock:
                    self._held.add(client)
                threading.Thread(target=self._swallow, args=(client,), daemon=True).start()
            else:
                # Connecting can take up to connect_timeout_s: off the accept thread.
                threading.Thread(target=self._forward, args=(client, latency_s), daemon=True).start()

    def _swallow(self, client: socket.socket) -> None:
        """Read and discard until the client gives up (or the proxy stops)."""
        try:
            while client.recv(_CHUNK):
                pass
        except OSError:
            pass
        with self._lock:
            held = client in self._held
            self._held.discard(client)
        if held:
            client.close()

    def _forward(self, client: socket.socket, latency_s: float) -> None:
        try:
            upstream = socket.create_connection(self.upstream, timeout=self.connect_timeout_s)
            upstream.settimeout(None)
        except OSError:
            self.stats.upstream_refused += 1
            _reset(client)
            return
        self.stats.forwarded += 1
        link = _Link(client, upstream)
        with self._lock:
            if self._stopping.is_set() or self._mode == DROP:
                link.abort()
                return
            self._links.add(link)
        threading.Thread(target=self._pump, args=(link, client, upstream, 0.0), daemon=True).start()
        self._pump(link, upstream, client, latency_s)

    def _pump(self, link: _Link, src: socket.socket, dst: socket.socket, delay_s: float) -> None:
        """Copy src to dst until EOF; then half-close dst. A socket error resets both sides."""
        try:
            if delay_s > 0:
                self._delayed_copy(src, dst, delay_s)
            else:
                while data := src.recv(_CHUNK):
                    dst.sendall(data)
            try:
                dst.shutdown(socket.SHUT_WR)
            except OSError:
                pass
        except OSError:
            link.abort()
        finally:
            if link.pump_done() or link.closed:
                with self._lock:
                    self._links.discard(link)

    @staticmethod
    def _delayed_copy(src: socket.socket, dst: socket.socket, delay_s: float) -> None:
        """A delay line: each chunk leaves ``delay_s`` after it arrived (a sender thread waits,
        so chunks arriving meanwhile are not delayed twice)."""
        chunks: queue.Queue[tuple[float, bytes] | None] = queue.Queue()
        failure: list[OSError] = []

        def send() -> None:
            while (item := chunks.get()) is not None:
                due, data = item
                time.sleep(max(0.0, due - time.monotonic()))
                try:
                    dst.sendall(data)
                except OSError as e:
                    failure.append(e)
                    return

        sender = threading.Thread(target=send, daemon=True)
        sender.start()
        try:
            while data := src.recv(_CHUNK):
                chunks.put((time.monotonic() + delay_s, data))
                if failure:
                    break
        finally:
            chunks.put(None)
            sender.join()
        if failure:
            raise failure[0]
