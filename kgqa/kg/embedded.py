"""``EmbeddedKG``: an in-process pyoxigraph store (the default backend).

DESIGN.md section 4: pyoxigraph loads 1M triples in seconds and answers an ASK in tens of
microseconds, so guidance probes here are one ASK per candidate (with SPARQL substitutions,
no text re-parsing of the candidate), all run in one worker call.

Timeouts do not rely on signals: a query runs on a worker thread and the caller waits with a
deadline; results are consumed lazily with the deadline checked between rows. pyoxigraph
cannot cancel a running evaluation, so a query that times out before its first row finishes
in the background on its worker; the caller gets :class:`QueryTimeout` on time, and a fresh
worker takes the runaway one's place (a bounded number of them: :class:`DaemonWorkers`).

A timeout here counts the CPU time the query's worker thread spends, not the wall clock. The
store is in-process: on a shared, busy machine a probe that needs 5 ms of work can wait
seconds for a core, and a wall-clock timeout would then admit a probe's candidates unchecked
or fail a beam by the machine's load, so the same question got another answer from one run to
the next (dev, s16: 2 of 852 questions). The wall clock still bounds every wait, at
``WALL_CLOCK_SLACK`` times the timeout: a machine that stalls that long is a fault.
"""

from __future__ import annotations

import gzip
import hashlib
import queue
import threading
import time
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef

from kgqa.kg.base import KnowledgeGraph, ProbeRequest, SelectResult, Triple
from kgqa.kg.errors import KGError, MalformedQuery, QueryTimeout, ResultTooLarge
from kgqa.kg.sparql_text import numbers_first
from kgqa.kg.terms import Term, literal
from kgqa.kg.value_nodes import COLLAPSE_FORMAT, collapse_value_nodes as collapse

#: The wall-clock bound of a query's wait, as a multiple of its (CPU-time) timeout.
WALL_CLOCK_SLACK = 4.0
#: Whether this platform can read another thread's CPU clock (Linux, BSD; not macOS or Windows,
#: where timeouts fall back to the wall clock).
_THREAD_CLOCKS = hasattr(time, "pthread_getcpuclockid")

_FORMATS = {".nt": ox.RdfFormat.N_TRIPLES, ".ttl": ox.RdfFormat.TURTLE, ".nq": ox.RdfFormat.N_QUADS,
            ".trig": ox.RdfFormat.TRIG, ".rdf": ox.RdfFormat.RDF_XML, ".owl": ox.RdfFormat.RDF_XML}


def rdf_format(path: Path) -> ox.RdfFormat:
    suffixes = [s for s in path.suffixes if s != ".gz"]
    if not suffixes or suffixes[-1] not in _FORMATS:
        raise KGError(f"cannot tell the RDF format of {path}: use one of {sorted(_FORMATS)} (optionally .gz)")
    return _FORMATS[suffixes[-1]]


#: IRIs of results, kept: the same subjects and objects come back in many results (as literals do,
#: :func:`kgqa.kg.terms.literal`); an IRI is short enough that the cache's memory stays small
_iri = lru_cache(maxsize=50_000)(URIRef)


def from_ox(term) -> Term | None:
    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return _iri(term.value)
    if isinstance(term, ox.Literal):
        return literal(term.value, term.datatype.value if term.datatype else None, term.language)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    raise KGError(f"unsupported term in result: {term!r}")


def to_ox(term: Term):
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    raise TypeError(f"not an RDF term: {term!r}")


class EmbeddedKG(KnowledgeGraph):
    """A pyoxigraph store loaded from RDF files.

    Args:
        files: RDF files (``.nt``, ``.ttl``, ... optionally gzipped) loaded into the default graph.
        named_graphs: ``{graph IRI: file}`` loaded as named graphs; queries then see the union
            of all graphs as their default graph.
        location: a folder for an on-disk store (re-opened without reloading if it has data).
        name: a short human name (defaults to the first file's stem).
        collapse_value_nodes: on loading the files, put each value a blank node only wraps in
            the node's place (:mod:`kgqa.kg.value_nodes`); off, the store holds the files as written.
    """

    def __init__(
        self,
        files: Iterable[str | Path] = (),
        *,
        named_graphs: Mapping[str, str | Path] | None = None,
        location: str | Path | None = None,
        name: str | None = None,
        collapse_value_nodes: bool = True,
        **kw,
    ) -> None:
        super().__init__(**kw)
        self.files = [Path(f) for f in files]
        self.named_graphs = {g: Path(p) for g, p in (named_graphs or {}).items()}
        self.location = Path(location) if location else None
        self._store = ox.Store(str(self.location)) if self.location else ox.Store()
        first = self.files[0] if self.files else next(iter(self.named_graphs.values()), None)
        self.name = name or (first.name.split(".")[0] if first else "empty")
        if not (self.location and len(self._store) > 0):
            for path in self.files:
                self._load(path, ox.DefaultGraph())
            for graph, path in self.named_graphs.items():
                self._load(path, ox.NamedNode(graph))
            if collapse_value_nodes:
                collapse(self._store, list(self.named_graphs))
        self.collapse_value_nodes = collapse_value_nodes
        self._union_default = bool(self.named_graphs)
        self._identity = self._compute_identity()
        self._pool = DaemonWorkers(2, f"kg-{self.name}")

    @classmethod
    def from_triples(cls, triples: Iterable[Triple], name: str = "memory", **kw) -> "EmbeddedKG":
        kg = cls(name=name, **kw)
        kg._store.extend(ox.Quad(to_ox(s), to_ox(p), to_ox(o)) for s, p, o in triples)
        kg._identity = f"embedded:{name}:{id(kg)}"
        return kg

    def _load(self, path: Path, graph) -> None:
        if not path.exists():
            raise KGError(f"RDF file not found: {path}")
        fmt = rdf_format(path)
        opener = gzip.open if path.suffix == ".gz" else open
        try:
            with opener(path, "rb") as f:
                self._store.bulk_load(f, fmt, to_graph=graph)
        except SyntaxError as e:
            raise KGError(f"cannot parse {path} as {fmt}: {e}") from e

    def _compute_identity(self) -> str:
        h = hashlib.sha1()
        for p in [*self.files, *self.named_graphs.values()]:
            st = p.stat()
            h.update(f"{p.resolve()}:{st.st_size}:{st.st_mtime_ns};".encode())
        if self.location:
            h.update(str(self.location.resolve()).encode())
        if not self.collapse_value_nodes:  # another store than the default's: another identity
            h.update(b"value nodes kept")
        else:
            h.update(f"value nodes collapsed {COLLAPSE_FORMAT}".encode())
        return f"embedded:{self.name}:{h.hexdigest()[:16]}"

    @property
    def identity(self) -> str:
        return self._identity

    def __len__(self) -> int:
        return len(self._store)

    # -- evaluation -----------------------------------------------------------------------
    def _evaluate(self, query: str, substitutions=None):
        try:
            return self._store.query(
                numbers_first(query), use_default_graph_as_union=self._union_default, substitutions=substitutions
            )
        except SyntaxError as e:
            raise MalformedQuery(f"malformed SPARQL: {e}", query) from e
        except OSError as e:
            raise KGError(f"store error: {e}") from e

    def _with_deadline(self, fn, timeout_s: float):
        """``fn(deadline)`` on a worker; ``deadline`` is on the worker's :func:`query_clock`.

        The caller waits until the worker has spent ``timeout_s`` of CPU time on the query (read
        from the worker thread's CPU clock each time a wait runs out), or the wall clock has run
        ``WALL_CLOCK_SLACK`` times that, whichever comes first.
        """
        worker: dict[str, float | int] = {}

        def run():
            worker["cpu0"] = time.thread_time()
            worker["thread"] = threading.get_ident()  # last: a reader that sees it sees cpu0
            return fn(query_clock() + timeout_s)

        future = self._pool.submit(run)
        wall_deadline = time.monotonic() + timeout_s * WALL_CLOCK_SLACK
        wait = timeout_s
        while True:
            try:
                return future.result(timeout=wait)
            except FutureTimeout:
                used = _cpu_used(worker)
                left = wall_deadline - time.monotonic()
                if used is None or used >= timeout_s or left <= 0:
                    self._pool.abandon(future)
                    raise QueryTimeout(timeout_s, self.name) from None
                wait = max(min(timeout_s - used, left), 0.001)

    def _select(self, query: str, timeout_s: float) -> SelectResult:
        def run(deadline: float) -> SelectResult:
            solutions = self._evaluate(query)
            if not isinstance(solutions, ox.QuerySolutions):
                raise MalformedQuery("not a SELECT query", query)
            variables = tuple(v.value for v in solutions.variables)
            # read lazily and stop one row past the cap: KnowledgeGraph.query decides what a
            # result past max_rows becomes (an error, or cut and marked truncated)
            rows, error = _drain(
                (tuple(from_ox(sol[i]) for i in range(len(variables))) for sol in solutions),
                self.max_rows, deadline, timeout_s, self.name, "SELECT", stop_past_cap=True,
            )
            # pyoxigraph result iterators must be dropped on the thread that made them.
            del solutions
            if error:
                raise error
            return SelectResult(variables, tuple(rows))

        return self._with_deadline(run, timeout_s)

    def _stream(self, query: str, timeout_s: float):
        """The solutions of ``query`` one by one, evaluated lazily on the caller's thread (a scan
        must not hold one of the two query workers for minutes, and pyoxigraph iterators must be
        dropped on the thread that made them: a generator is, when its consumer closes it)."""
        solutions = self._evaluate(query)
        if not isinstance(solutions, ox.QuerySolutions):
            raise MalformedQuery("not a SELECT query", query)
        n = len(solutions.variables)
        for sol in solutions:
            yield tuple(from_ox(sol[i]) for i in range(n))

    def _ask(self, query: str, timeout_s: float) -> bool:
        def run(deadline: float) -> bool:
            result = self._evaluate(query)
            if not isinstance(result, ox.QueryBoolean):
                raise MalformedQuery("not an ASK query", query)
            return bool(result)

        return self._with_deadline(run, timeout_s)

    def _construct(self, query: str, timeout_s: float) -> list[Triple]:
        def run(deadline: float) -> list[Triple]:
            triples = self._evaluate(query)
            out, error = _drain(
                ((from_ox(t.subject), from_ox(t.predicate), from_ox(t.object)) for t in triples),
                self.max_rows, deadline, timeout_s, self.name, "CONSTRUCT",
            )
            del triples
            if error:
                raise error
            return out

        return self._with_deadline(run, timeout_s)

    def _probe(self, req: ProbeRequest, timeout_s: float) -> list[bool]:
        """One ASK per candidate, the candidate passed as a substitution (no re-rendering)."""
        query = f"{req.prologue()}ASK {{ {req.pattern} }}"
        var = ox.Variable(req.slot)

        def run(deadline: float) -> list[bool]:
            found = []
            for cand in req.candidates:
                if query_clock() > deadline:
                    raise QueryTimeout(timeout_s, self.name)
                found.append(bool(self._evaluate(query, {var: to_ox(cand)})))
            return found

        return self._with_deadline(run, timeout_s)

    def close(self) -> None:
        self._pool.shutdown()


class DaemonWorkers:
    """A fixed number of daemon worker threads, started as needed (an executor's ``submit`` only).

    Not a ``ThreadPoolExecutor``: its threads are joined when the interpreter exits, and a query
    that timed out runs on to its end (pyoxigraph cannot cancel it), so one runaway query held a
    finished process for as long as it ran (a reranker collection's worker, in s17, for minutes).

    A worker whose task its caller has given up on (:meth:`abandon`) is replaced, so that the
    queries after a runaway one do not queue behind it (on world_1, 9 dev questions each waited
    up to the wall-clock bound behind the two workers' runaway joins). At most ``max_abandoned``
    threads run on that way: each holds a core until its query ends, so beyond that bound new
    queries wait again rather than start ever more threads. An abandoned thread that finishes
    takes tasks again if the pool is short of workers, else ends.
    """

    def __init__(self, n: int, name: str, max_abandoned: int = 2) -> None:
        self.n, self.name, self.max_abandoned = n, name, max_abandoned
        self._tasks: queue.SimpleQueue = queue.SimpleQueue()
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._working = 0  # threads that take tasks: at most n
        self._abandoned: set[Future] = set()
        self._started = 0

    def submit(self, fn) -> Future:
        future: Future = Future()
        with self._lock:  # a store that is never queried starts no thread
            if self._working < self.n:
                self._start_worker()
        self._tasks.put((future, fn))
        return future

    def _start_worker(self) -> None:
        """Start one more worker (called with the lock held)."""
        self._threads = [t for t in self._threads if t.is_alive()]
        t = threading.Thread(target=self._work, name=f"{self.name}-{self._started}", daemon=True)
        self._started += 1
        self._working += 1
        self._threads.append(t)
        t.start()

    def abandon(self, future: Future) -> None:
        """The caller gives up on ``future``: cancelled if still queued; if running, its thread
        stops counting as a worker and a new one takes the queue, unless ``max_abandoned``
        threads already run on."""
        if future.cancel():
            return
        with self._lock:
            if future.done() or future in self._abandoned or len(self._abandoned) >= self.max_abandoned:
                return
            self._abandoned.add(future)
            self._working -= 1
            self._start_worker()

    @property
    def running_on(self) -> int:
        """Threads still running a task their caller gave up on."""
        with self._lock:
            return len(self._abandoned)

    def _work(self) -> None:
        while True:
            item = self._tasks.get()
            if item is None:
                return
            future, fn = item
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn())
                except BaseException as e:  # handed to the caller, as an executor does
                    future.set_exception(e)
            with self._lock:
                if future in self._abandoned:
                    self._abandoned.discard(future)
                    if self._working >= self.n:
                        return  # its replacement took its place
                    self._working += 1

    def shutdown(self) -> None:
        """Cancel the queued tasks and stop the threads once their current tasks end."""
        while True:
            try:
                item = self._tasks.get_nowait()
            except queue.Empty:
                break
            if item is not None:
                item[0].cancel()
        with self._lock:
            alive = [t for t in self._threads if t.is_alive()]
        for _ in alive:
            self._tasks.put(None)


def query_clock() -> float:
    """The clock a query's deadline is on, read on its worker thread: the thread's CPU time where
    the caller can read it too, else the wall clock."""
    return time.thread_time() if _THREAD_CLOCKS else time.monotonic()


def _cpu_used(worker: dict) -> float | None:
    """CPU seconds the worker has spent on the query so far; 0.0 while it waits for a free worker
    (behind a query that timed out: only the wall clock bounds that); ``None`` where thread CPU
    clocks cannot be read (the caller's wait was then the wall-clock timeout itself)."""
    if not _THREAD_CLOCKS:
        return None
    if "thread" not in worker:
        return 0.0
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(int(worker["thread"]))) - float(worker["cpu0"])
    except OSError:  # the thread is gone: the query has finished, the future is about to resolve
        return 0.0


def _drain(items, max_rows: int, deadline: float, timeout_s: float, name: str, form: str,
           stop_past_cap: bool = False):
    """Consume a lazy result with the row bound and the deadline checked as rows arrive:
    past ``max_rows`` rows it stops, with the ``max_rows + 1`` rows read (``stop_past_cap``) or
    with :class:`ResultTooLarge`.

    Returns ``(rows, error)`` instead of raising, so the caller can drop the pyoxigraph
    iterator on its own thread before the error propagates.
    """
    out: list = []
    try:
        for item in items:
            out.append(item)
            if len(out) > max_rows:
                if stop_past_cap:
                    return out, None
                return out, ResultTooLarge(f"{form} returned more than max_rows={max_rows} rows; add a LIMIT or raise kg.max_rows")
            if len(out) % 256 == 0 and query_clock() > deadline:
                return out, QueryTimeout(timeout_s, name)
    finally:
        items.close()
    return out, None
