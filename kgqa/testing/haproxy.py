"""HAProxy (Debian's ``haproxy`` package, ``make proxy``) as one HTTP entry in front of several
service replicas, on a free port with its own config::

    with HAProxy(["http://127.0.0.1:8001", "http://127.0.0.1:8002"]) as lb:
        httpx.post(lb.base_url + "/ask", json=...)

It balances requests round-robin, checks each replica's ``/health`` and stops sending to one
that fails it, and names the replica that answered in the ``X-Served-By`` response header
(``replica0``, ``replica1``, ... in the order given), so a caller can see the spread.
"""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from urllib.parse import urlsplit

from kgqa.kg.errors import KGError
from kgqa.testing.servers import _Server, _wait_http, free_port

HAPROXY_BIN = "haproxy"
SERVED_BY = "X-Served-By"


class HAProxy(_Server):
    def __init__(self, replicas: list[str], timeout_s: int = 120) -> None:
        super().__init__()
        self.replicas = replicas
        self.port = free_port()
        self.timeout_s = timeout_s

    @staticmethod
    def available() -> bool:
        return shutil.which(HAPROXY_BIN) is not None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _config(self) -> str:
        servers = "\n".join(
            f"    server replica{i} {urlsplit(url).netloc} check inter 2s fall 2 rise 1"
            for i, url in enumerate(self.replicas))
        # one question may take seconds: the server timeout is a request's, not a connection's
        return textwrap.dedent(f"""\
            global
                maxconn 256
            defaults
                mode http
                timeout connect 5s
                timeout client {self.timeout_s}s
                timeout server {self.timeout_s}s
            frontend kgqa
                bind 127.0.0.1:{self.port}
                default_backend replicas
            backend replicas
                balance roundrobin
                option httpchk GET /health
                http-response set-header {SERVED_BY} %s
            """) + servers + "\n"

    def start(self) -> None:
        if not self.available():
            raise KGError("haproxy is not installed: apt-get install haproxy (make proxy)")
        config = self.tmp / "haproxy.cfg"
        config.write_text(self._config())
        check = subprocess.run([HAPROXY_BIN, "-c", "-f", str(config)], capture_output=True, text=True)
        if check.returncode != 0:
            raise KGError(f"haproxy rejected its config: {check.stdout[-1000:]} {check.stderr[-1000:]}")
        self.proc = subprocess.Popen([HAPROXY_BIN, "-db", "-f", str(config)], stdout=self.log.open("wb"),
                                     stderr=subprocess.STDOUT)
        _wait_http(self.base_url + "/health", 30, self.proc, self.log)
