"""``rdflib-endpoint`` (PyPI, dev extra) as a real rdflib-based SPARQL server for tests::

    with RdflibEndpointServer(["kg/concert_singer.nt.gz"], path="/ds/query") as srv:
        kg = EndpointKG(srv.query_url)

It runs in its own process (uvicorn on a free 127.0.0.1 port), so rdflib's pure-Python query
evaluation does not share the test's interpreter lock, and it serves an rdflib ``Graph`` parsed
from the given files at ``path`` (``/ds/query`` is the URL form Fuseki gives a dataset's query
service). ``python -m kgqa.testing.rdflib_endpoint --port P --path /sparql FILE...`` runs one
by hand.

rdflib-endpoint 0.6 answers a query it parsed but could not evaluate (rdflib raises on ``SUM``
over IRIs, where SPARQL makes the aggregate unbound) with ``422``, where the SPARQL 1.1
Protocol (and Fuseki) send ``500``; the client reads either as this query failing
(``QueryFailed``), so the server is run as it is.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from kgqa.testing.servers import _Server, _wait_http, free_port

_FORMATS = {".nt": "nt", ".ttl": "turtle", ".nq": "nquads", ".trig": "trig"}


class RdflibEndpointServer(_Server):
    def __init__(self, files: Sequence[str | Path], *, path: str = "/sparql") -> None:
        super().__init__()
        self.files = [Path(f).resolve() for f in files]
        self.path = path
        self.port = free_port()

    @staticmethod
    def available() -> bool:
        return importlib.util.find_spec("rdflib_endpoint") is not None

    @property
    def query_url(self) -> str:
        return f"http://127.0.0.1:{self.port}{self.path}"

    def start(self) -> None:
        cmd = [sys.executable, "-m", "kgqa.testing.rdflib_endpoint", "--port", str(self.port),
               "--path", self.path, *map(str, self.files)]
        self.proc = subprocess.Popen(cmd, stdout=self.log.open("wb"), stderr=subprocess.STDOUT)
        _wait_http(self.query_url, 60, self.proc, self.log)


def load_graph(files: Sequence[str | Path]):
    from rdflib import Graph

    graph = Graph()
    for f in map(Path, files):
        suffixes = [s for s in f.suffixes if s != ".gz"]
        opener = gzip.open if f.suffix == ".gz" else open
        with opener(f, "rb") as data:
            graph.parse(data, format=_FORMATS[suffixes[-1]])
    return graph


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="serve RDF files with rdflib-endpoint")
    ap.add_argument("files", nargs="+")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--path", default="/sparql")
    opts = ap.parse_args(argv)

    import uvicorn
    from rdflib_endpoint import SparqlEndpoint

    app = SparqlEndpoint(graph=load_graph(opts.files), path=opts.path,
                         public_url=f"http://127.0.0.1:{opts.port}{opts.path}")
    uvicorn.run(app, host="127.0.0.1", port=opts.port, log_level="warning")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
