"""Real local SPARQL servers for tests and benchmarks: Oxigraph server and Virtuoso.

Both start on a free 127.0.0.1 port with their own data folder, load RDF, and stop cleanly.
They are context managers::

    with OxigraphServer() as srv:
        srv.load_file("kg.nt.gz")
        kg = EndpointKG(srv.query_url)

The binaries come from the project's installs: ``oxigraph`` from the pip package (dev extra),
``virtuoso-t``/``isql-vt`` from Debian's ``virtuoso-opensource`` (installed by ``make
virtuoso`` / ``.ci/run``). ``available()`` says whether a server can be started here.
"""

from __future__ import annotations

import contextlib
import gzip
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import psutil

from kgqa.kg.errors import KGError


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_http(url: str, deadline_s: float, proc: subprocess.Popen, log: Path) -> None:
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise KGError(f"server exited with {proc.returncode} while starting; log: {log.read_text()[-2000:]}")
        try:
            urllib.request.urlopen(url, timeout=1).close()
            return
        except urllib.error.HTTPError:
            return  # it answers: up
        except (urllib.error.URLError, ConnectionError, socket.timeout, TimeoutError):
            time.sleep(0.2)
    raise KGError(f"server did not answer at {url} within {deadline_s:.0f} s; log: {log.read_text()[-2000:]}")


def stop_process(proc: subprocess.Popen | None, timeout_s: float = 20) -> None:
    """SIGTERM ``proc``, SIGKILL it after ``timeout_s``, then kill what it started and left
    behind (a server's worker processes)."""
    if proc is None or proc.poll() is not None:
        return
    try:
        family = psutil.Process(proc.pid).children(recursive=True)
    except psutil.Error:
        family = []
    proc.terminate()
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    for child in family:
        with contextlib.suppress(psutil.Error):
            child.kill()


@contextlib.contextmanager
def serve_app_in_thread(app, start_timeout_s: float = 30.0):
    """An ASGI app served by uvicorn on a free loopback port in a daemon thread, for tests that
    need a real HTTP server in-process (a browser, a live client); yields its base URL."""
    import threading

    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + start_timeout_s
        while not server.started:
            if time.monotonic() > deadline or not thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


class _Server:
    def __init__(self) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix=f"kgqa-{type(self).__name__.lower()}-"))
        self.proc: subprocess.Popen | None = None
        self.log = self.tmp / "server.log"

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def stop(self) -> None:
        stop_process(self.proc)
        shutil.rmtree(self.tmp, ignore_errors=True)


def oxigraph_binary() -> str | None:
    here = Path(sys.executable).parent / "oxigraph"
    return str(here) if here.exists() else shutil.which("oxigraph")


class OxigraphServer(_Server):
    """``oxigraph serve`` on a free port, in-memory or on a folder; data loaded over HTTP."""

    def __init__(self, location: str | Path | None = None, timeout_s: int | None = None) -> None:
        super().__init__()
        self.port = free_port()
        self.location = Path(location) if location else None
        self.timeout_s = timeout_s

    @staticmethod
    def available() -> bool:
        return oxigraph_binary() is not None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def query_url(self) -> str:
        return f"{self.base_url}/query"

    def start(self) -> None:
        binary = oxigraph_binary()
        if not binary:
            raise KGError("the oxigraph server binary is missing: pip install 'kgqa[dev]' (package oxigraph)")
        cmd = [binary, "serve", "--bind", f"127.0.0.1:{self.port}"]
        if self.location:
            cmd += ["--location", str(self.location)]
        if self.timeout_s:
            cmd += ["--timeout-s", str(self.timeout_s)]
        self.proc = subprocess.Popen(cmd, stdout=self.log.open("wb"), stderr=subprocess.STDOUT)
        _wait_http(self.base_url + "/", 30, self.proc, self.log)

    def kill(self) -> None:
        """SIGKILL the server, as a crash would. Its port and data folder are kept: ``start()``
        serves again on the same port, with the same data if the server has a ``location``
        (an in-memory server comes back empty)."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def load_file(self, path: str | Path, graph: str | None = None) -> None:
        """POST an N-Triples/Turtle file (optionally .gz) to the graph store endpoint."""
        path = Path(path)
        data = gzip.open(path, "rb").read() if path.suffix == ".gz" else path.read_bytes()
        kind = "text/turtle" if ".ttl" in path.suffixes else "application/n-triples"
        target = f"{self.base_url}/store?" + (f"graph={urllib.parse.quote(graph, safe='')}" if graph else "default")
        req = urllib.request.Request(target, data=data, method="POST", headers={"Content-Type": kind})
        with urllib.request.urlopen(req, timeout=600) as resp:
            if resp.status >= 300:
                raise KGError(f"loading {path} into Oxigraph failed: HTTP {resp.status}")

    @staticmethod
    def bulk_load(location: str | Path, files: list[str | Path]) -> None:
        """``oxigraph load`` into a folder before serving (fast path for million-triple KGs)."""
        binary = oxigraph_binary()
        if not binary:
            raise KGError("the oxigraph server binary is missing: pip install 'kgqa[dev]'")
        # `oxigraph load` reads .gz files itself and guesses the format from the name.
        out = subprocess.run([binary, "load", "--location", str(location), "--file", *map(str, files)],
                             capture_output=True, text=True)
        if out.returncode != 0:
            raise KGError(f"oxigraph load failed: {out.stderr[-1000:]}")


VIRTUOSO_BIN = "virtuoso-t"
ISQL_BIN = "isql-vt"
DEFAULT_GRAPH = "http://kgqa.test/graph"


class VirtuosoServer(_Server):
    """Virtuoso 7 (Debian package) with its own ini and data folder on free ports.

    Data is bulk-loaded with ``ld_dir``/``rdf_loader_run`` into ``graph``; clients must send
    that graph as ``default-graph-uri`` (Virtuoso's default graph includes system graphs).
    ``max_rows`` sets ``ResultSetMaxRows`` so truncation can be tested. ``buffers`` sets
    ``NumberOfBuffers`` (8 KiB pages held in memory; ``MaxDirtyBuffers`` follows at 3/4): the
    default suits test KGs, a KG of tens of millions of triples loads and answers faster with
    more (Virtuoso's guide: 680000 for 8 GB of RAM). ``work_dir``: where the database folder
    goes (default: the system temp folder), for KGs whose database takes gigabytes.
    ``max_sorted_rows`` sets ``MaxSortedTopRows``: Virtuoso refuses an ``ORDER BY`` page whose
    ``OFFSET + LIMIT`` passes it (error SR353; 10000 unless set), which paging through
    millions of entities does.
    """

    def __init__(self, graph: str = DEFAULT_GRAPH, max_rows: int = 10000, query_timeout_s: int = 60,
                 buffers: int | None = None, work_dir: str | Path | None = None,
                 max_sorted_rows: int | None = None) -> None:
        super().__init__()
        if work_dir is not None:
            shutil.rmtree(self.tmp)
            self.tmp = Path(tempfile.mkdtemp(prefix="kgqa-virtuososerver-", dir=work_dir))
            self.log = self.tmp / "server.log"
        self.http_port = free_port()
        self.sql_port = free_port()
        self.graph = graph
        self.max_rows = max_rows
        self.query_timeout_s = query_timeout_s
        # the defaults when none is given: what the test servers always ran with
        self.buffers = buffers or 170000
        self.dirty_buffers = buffers * 3 // 4 if buffers else 130000
        self.max_sorted_rows = max_sorted_rows
        self.data_dir = self.tmp / "data"
        self.data_dir.mkdir()

    @staticmethod
    def available() -> bool:
        return shutil.which(VIRTUOSO_BIN) is not None and shutil.which(ISQL_BIN) is not None

    @property
    def query_url(self) -> str:
        return f"http://127.0.0.1:{self.http_port}/sparql"

    def _ini(self) -> str:
        db = self.tmp / "db"
        db.mkdir(exist_ok=True)
        vsp = Path("/var/lib/virtuoso-opensource-7/vsp")
        sorted_rows = f"MaxSortedTopRows = {self.max_sorted_rows}" if self.max_sorted_rows else ""
        return textwrap.dedent(f"""\
            [Database]
            DatabaseFile = {db}/virtuoso.db
            ErrorLogFile = {db}/virtuoso.log
            LockFile = {db}/virtuoso.lck
            TransactionFile = {db}/virtuoso.trx
            xa_persistent_file = {db}/virtuoso.pxa
            ErrorLogLevel = 7
            FileExtend = 200
            Striping = 0
            TempStorage = TempDatabase
            [TempDatabase]
            DatabaseFile = {db}/virtuoso-temp.db
            TransactionFile = {db}/virtuoso-temp.trx
            Striping = 0
            [Parameters]
            ServerPort = 127.0.0.1:{self.sql_port}
            DisableUnixSocket = 1
            MaxClientConnections = 10
            CheckpointInterval = 60
            CaseMode = 2
            DirsAllowed = ., {self.data_dir}
            NumberOfBuffers = {self.buffers}
            MaxDirtyBuffers = {self.dirty_buffers}
            ThreadsPerQuery = 2
            {sorted_rows}
            [HTTPServer]
            ServerPort = 127.0.0.1:{self.http_port}
            ServerRoot = {vsp if vsp.exists() else db}
            MaxClientConnections = 10
            ServerThreads = 10
            MaxKeepAlives = 10
            KeepAliveTimeout = 10
            EnabledGzipContent = 0
            [SPARQL]
            ResultSetMaxRows = {self.max_rows}
            MaxQueryCostEstimationTime = 400
            MaxQueryExecutionTime = {self.query_timeout_s}
            """)

    def start(self) -> None:
        if not self.available():
            raise KGError("Virtuoso is not installed: apt-get install virtuoso-opensource (make virtuoso)")
        ini = self.tmp / "virtuoso.ini"
        ini.write_text(self._ini())
        self.proc = subprocess.Popen(
            [VIRTUOSO_BIN, "+foreground", "+configfile", str(ini)],
            cwd=self.tmp, stdout=self.log.open("wb"), stderr=subprocess.STDOUT,
        )
        _wait_http(self.query_url + "?query=ASK%7B%7D", 90, self.proc, self.log)

    def isql(self, sql: str, timeout_s: int = 900) -> str:
        out = subprocess.run(
            [ISQL_BIN, f"127.0.0.1:{self.sql_port}", "dba", "dba", f"exec={sql}"],
            capture_output=True, text=True, timeout=timeout_s,
        )
        if out.returncode != 0 or "*** Error" in out.stdout:
            raise KGError(f"isql failed: {out.stdout[-1000:]} {out.stderr[-1000:]}")
        return out.stdout

    def load_files(self, files: list[str | Path], graph: str | None = None, *, loaders: int = 1,
                   timeout_s: int = 900) -> None:
        """Bulk-load N-Triples/Turtle files (optionally .gz) into ``graph`` (default ``self.graph``).

        ``loaders``: ``rdf_loader_run()`` sessions at once, each taking the next waiting file
        (Virtuoso's guide: about one per 2.5 cores; useful only with several files). A file the
        loader rejects raises :class:`KGError` (Virtuoso only records it in ``load_list``).
        """
        batch = self.data_dir / f"batch{len(list(self.data_dir.iterdir()))}"
        batch.mkdir()
        for f in files:
            shutil.copy(f, batch / Path(f).name)
        g = (graph or self.graph).replace("'", "")
        self.isql(f"ld_dir('{batch}', '*', '{g}');", timeout_s=timeout_s)
        runs = [subprocess.Popen([ISQL_BIN, f"127.0.0.1:{self.sql_port}", "dba", "dba", "exec=rdf_loader_run();"],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                for _ in range(max(1, loaders))]
        try:
            outputs = [run.communicate(timeout=timeout_s)[0] for run in runs]
        finally:
            for run in runs:
                stop_process(run)
        if any(run.returncode != 0 or "*** Error" in out for run, out in zip(runs, outputs)):
            raise KGError(f"rdf_loader_run failed: {' '.join(o[-500:] for o in outputs)}")
        self.isql("checkpoint;", timeout_s=timeout_s)
        failed = self.isql(f"SELECT ll_file, ll_error FROM DB.DBA.load_list "
                           f"WHERE ll_file LIKE '{batch}/%' AND ll_error IS NOT NULL;")
        if "\n0 Rows." not in failed:  # isql's own words for an empty result
            raise KGError(f"Virtuoso could not load some files: {failed[-1500:]}")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            try:
                self.isql("shutdown;", timeout_s=30)
                self.proc.wait(timeout=30)
            except Exception:  # fall back to a signal if the SQL shutdown is refused
                pass
        super().stop()


def env_flag(name: str) -> bool:
    return os.environ.get(name, "").lower() in ("1", "true", "yes")
