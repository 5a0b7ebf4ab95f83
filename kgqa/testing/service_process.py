"""``python -m kgqa.serve`` as a subprocess on a free port: started, waited for until
``/health`` answers, measured (resident memory of its process tree) and stopped with the
workers it started. The soak bench, the replica test and the scale bench run the real service
this way."""

from __future__ import annotations

import contextlib
import subprocess
import sys
import time
from pathlib import Path

import httpx
import psutil

from kgqa.testing.servers import free_port, stop_process


class ServiceProcess:
    """``python -m kgqa.serve`` as a subprocess, with its output in ``log_path``."""

    def __init__(self, args: list[str], log_path: Path, env: dict[str, str] | None = None,
                 cwd: Path | None = None) -> None:
        """``cwd``: where the process runs (``python -m`` imports kgqa from there first: a
        checkout of another commit serves that commit's code)."""
        self.port = free_port()
        self.cwd = cwd
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.args = [sys.executable, "-m", "kgqa.serve", f"port={self.port}", *args]
        self.log_path = log_path
        self.env = env
        self.proc: subprocess.Popen | None = None

    def start(self, timeout_s: float = 300.0) -> None:
        self.launch()
        self.wait_healthy(timeout_s)

    def launch(self) -> None:
        """Start the process without waiting (several replicas then load their models at once)."""
        self.proc = subprocess.Popen(self.args, stdout=self.log_path.open("wb"), stderr=subprocess.STDOUT,
                                     env=self.env, cwd=self.cwd)

    def wait_healthy(self, timeout_s: float = 300.0) -> None:
        """Return once ``/health`` answers 200; stop the process if it exits or never does."""
        try:
            deadline = time.monotonic() + timeout_s
            while True:
                if self.proc.poll() is not None:
                    raise SystemExit(f"kgqa.serve exited with {self.proc.returncode}:\n{self.log_tail()}")
                with contextlib.suppress(httpx.HTTPError):
                    if httpx.get(self.base_url + "/health", timeout=5).status_code == 200:
                        return
                if time.monotonic() > deadline:
                    raise SystemExit(f"kgqa.serve not healthy after {timeout_s:.0f} s:\n{self.log_tail()}")
                time.sleep(0.5)
        except BaseException:  # a context manager whose __enter__ fails gets no __exit__
            self.stop()
            raise

    def rss_bytes(self) -> int | None:
        """Resident memory of the service and every process under it."""
        try:
            root = psutil.Process(self.proc.pid)
            procs = [root, *root.children(recursive=True)]
        except psutil.Error:
            return None
        total = 0
        for p in procs:
            with contextlib.suppress(psutil.Error):
                total += p.memory_info().rss
        return total

    def log_tail(self, chars: int = 3000) -> str:
        with contextlib.suppress(OSError):
            return self.log_path.read_text(errors="replace")[-chars:]
        return ""

    def stop(self) -> None:
        stop_process(self.proc)

    def __enter__(self) -> "ServiceProcess":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()
