"""The KGs Python users already hold: an rdflib ``Graph``/``Dataset`` as a :class:`KnowledgeGraph`.

Two ways to query one, chosen by :func:`graph_kg`:

- :class:`RdflibKG` runs rdflib's own SPARQL engine on the graph itself (no copy: the caller's
  later edits are seen by queries once :meth:`~KnowledgeGraph.clear_cache` is called, and by
  the engine's onboarded indexes on a new ``RdflibKG``, which ``kgqa.ask`` makes when the
  graph's size changes);
- :class:`GraphCopyKG` copies the triples (quads of a ``Dataset``) into a pyoxigraph store once
  and answers from there, as :class:`~kgqa.kg.embedded.EmbeddedKG` does for files.

Measured in ``docs/experiments/2026-11-27-rdflib-kgs.md`` (``python -m
kgqa.bench.rdflib_graphs``): rdflib's engine takes milliseconds per gold query where pyoxigraph
takes tens of microseconds, and the copy costs about as much as a handful of rdflib queries,
so :func:`graph_kg` copies unless told not to (``engine="rdflib"``: a graph that changes
under the caller, or a store plugin that is not in memory).

Both honour the guards every backend does (:class:`KnowledgeGraph`): read forms only, the
``max_rows`` bound, timeouts. rdflib's engine would also fetch remote data for a query
(``SERVICE``, and ``FROM``/``FROM NAMED`` IRIs it loads over HTTP): :class:`RdflibKG`
refuses both, as no other backend reaches past its own KG. rdflib cannot cancel a running
evaluation, so a query past its timeout finishes on a worker thread while the caller gets
:class:`QueryTimeout` on time (the embedded backend's :class:`DaemonWorkers`).
"""

from __future__ import annotations

import itertools
import time
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Literal as TypingLiteral

import pyoxigraph as ox
from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.graph import ConjunctiveGraph
from rdflib.plugins.sparql import prepareQuery
from rdflib.plugins.sparql.parserutils import CompValue
from rdflib.term import Variable

from kgqa.kg.base import KnowledgeGraph, ProbeRequest, SelectResult, Triple
from kgqa.kg.embedded import DaemonWorkers, EmbeddedKG, to_ox
from kgqa.kg.errors import (
    KGError,
    MalformedQuery,
    QueryTimeout,
    ReadOnlyViolation,
    ResultTooLarge,
)
from kgqa.kg.terms import Term, literal

#: Numbers the KGs made in this process: part of their identity (``id()`` of a graph is reused
#: once it is collected, and an identity keys caches and onboarded indexes).
_instances = itertools.count()
#: What :func:`graph_kg` picks by default (the figure is in the module docstring's record).
DEFAULT_ENGINE = "pyoxigraph"


def normalize(term) -> Term | None:
    """An rdflib term as the other backends return it (literals rebuilt from their parts, so
    that ``Literal("1", datatype=xsd:integer)`` compares as the pyoxigraph one does)."""
    if term is None or isinstance(term, (URIRef, BNode)):
        return term
    if isinstance(term, Literal):
        return literal(str(term), str(term.datatype) if term.datatype else None, term.language)
    raise KGError(f"unsupported term in result: {term!r}")


def _parse(query: str, initNs=None):
    try:
        return prepareQuery(query, initNs=initNs or {})
    except Exception as e:  # noqa: BLE001 - pyparsing's ParseException and rdflib's own errors
        raise MalformedQuery(f"malformed SPARQL: {e}", query) from None


def _reaches_out(node) -> bool:
    """Whether an algebra tree holds a SERVICE call (rdflib would send it over HTTP)."""
    if isinstance(node, CompValue):
        if node.name == "ServiceGraphPattern":
            return True
        return any(_reaches_out(v) for v in node.values())
    if isinstance(node, (list, tuple)):
        return any(_reaches_out(v) for v in node)
    return False


class RdflibKG(KnowledgeGraph):
    """rdflib's SPARQL engine over a graph the caller holds.

    Args:
        graph: an rdflib ``Graph``, ``ConjunctiveGraph`` or ``Dataset``.
        name: a short human name.
    """

    def __init__(self, graph: Graph, *, name: str = "rdflib", **kw) -> None:
        super().__init__(**kw)
        if not isinstance(graph, Graph):
            raise TypeError(f"RdflibKG needs an rdflib Graph or Dataset, not {type(graph).__name__}")
        self.graph = graph
        self.name = name
        #: what queries run on: a Dataset is read through another Dataset over the same store,
        #: whose default graph is the union of the graphs (as GraphCopyKG's and EmbeddedKG's with
        #: named graphs), so the caller's Dataset keeps its own ``default_union``
        self._queried = graph
        if isinstance(graph, Dataset) and graph.store.graph_aware:
            self._queried = Dataset(store=graph.store, default_union=True)
        self._pool = DaemonWorkers(2, f"rdflib-{name}")
        # one graph's answers may change under it: a new KG on it (kgqa.ask makes one when the
        # graph's size changes) is keyed apart from the old one's caches and indexes
        self._identity = f"rdflib:{name}:{next(_instances)}"

    @property
    def identity(self) -> str:
        return self._identity

    def __len__(self) -> int:
        return len(self.graph)

    def _prepared(self, query: str, initNs=None):
        prepared = _parse(query, initNs)
        if prepared.algebra.get("datasetClause"):
            raise ReadOnlyViolation("refused FROM/FROM NAMED: rdflib would load those graphs over the network; "
                                    "query the graph as given")
        if _reaches_out(prepared.algebra):
            raise ReadOnlyViolation("refused SERVICE: this KG answers from the graph it was given only")
        return prepared

    def _run(self, fn, timeout_s: float):
        """``fn(deadline)`` on a worker thread; the caller waits at most ``timeout_s`` (wall clock:
        rdflib's engine is pure Python and holds the GIL, so its thread's CPU time is no truer)."""
        future = self._pool.submit(lambda: fn(time.monotonic() + timeout_s))
        try:
            return future.result(timeout=timeout_s)
        except FutureTimeout:
            self._pool.abandon(future)
            raise QueryTimeout(timeout_s, self.name) from None

    def _evaluate(self, prepared, query: str, bindings=None):
        try:
            return self._queried.query(prepared, initBindings=bindings or {})
        except KGError:
            raise
        except Exception as e:  # noqa: BLE001 - rdflib raises plain exceptions (type errors, unknown functions)
            raise MalformedQuery(f"rdflib could not evaluate the query: {e}", query) from None

    def _select(self, query: str, timeout_s: float) -> SelectResult:
        prepared = self._prepared(query)

        def run(deadline: float) -> SelectResult:
            result = self._evaluate(prepared, query)
            variables = tuple(str(v) for v in result.vars or ())
            rows = []
            # rdflib yields solutions lazily: stop one past the cap (KnowledgeGraph.query
            # decides what a result past max_rows becomes) and check the deadline as they come
            for row in result:
                rows.append(tuple(normalize(row[i]) for i in range(len(variables))))
                if len(rows) > self.max_rows:
                    break
                if len(rows) % 256 == 0 and time.monotonic() > deadline:
                    raise QueryTimeout(timeout_s, self.name)
            return SelectResult(variables, tuple(rows))

        return self._run(run, timeout_s)

    def _ask(self, query: str, timeout_s: float) -> bool:
        prepared = self._prepared(query)
        return self._run(lambda deadline: bool(self._evaluate(prepared, query).askAnswer), timeout_s)

    def _construct(self, query: str, timeout_s: float) -> list[Triple]:
        prepared = self._prepared(query)

        def run(deadline: float) -> list[Triple]:
            out = []
            for s, p, o in self._evaluate(prepared, query):
                out.append((normalize(s), normalize(p), normalize(o)))
                if len(out) > self.max_rows:
                    raise ResultTooLarge(f"CONSTRUCT returned more than max_rows={self.max_rows} rows; "
                                         "add a LIMIT or raise kg.max_rows")
            return out

        return self._run(run, timeout_s)

    def _probe(self, req: ProbeRequest, timeout_s: float) -> list[bool]:
        """One ASK per candidate, parsed once, the candidate bound as ``initBindings``."""
        query = f"{req.prologue()}ASK {{ {req.pattern} }}"
        prepared = self._prepared(query)
        var = Variable(req.slot)

        def run(deadline: float) -> list[bool]:
            found = []
            for cand in req.candidates:
                if time.monotonic() > deadline:
                    raise QueryTimeout(timeout_s, self.name)
                found.append(bool(self._evaluate(prepared, query, {var: cand}).askAnswer))
            return found

        return self._run(run, timeout_s)

    def close(self) -> None:
        self._pool.shutdown()


class GraphCopyKG(EmbeddedKG):
    """A pyoxigraph copy of an rdflib graph, taken once (later edits to the graph are not seen).

    A ``Dataset``/``ConjunctiveGraph`` keeps its named graphs, and queries see their union as
    the default graph (as :class:`EmbeddedKG` with ``named_graphs``)."""

    def __init__(self, graph: Graph, *, name: str = "rdflib", **kw) -> None:
        super().__init__(name=name, **kw)
        if isinstance(graph, ConjunctiveGraph):  # Dataset is one
            self._store.extend(_quads(graph))
            self._union_default = True
        else:
            self._store.extend(ox.Quad(to_ox(s), to_ox(p), to_ox(o)) for s, p, o in graph)
        self._identity = f"rdflib-copy:{name}:{next(_instances)}:{len(self._store)}"


def _quads(graph: ConjunctiveGraph):
    for s, p, o, g in graph.quads((None, None, None, None)):
        gid = g.identifier if isinstance(g, Graph) else g
        if gid is None or str(gid) in _DEFAULT_GRAPH_IDS:
            yield ox.Quad(to_ox(s), to_ox(p), to_ox(o))
        else:
            yield ox.Quad(to_ox(s), to_ox(p), to_ox(o), to_ox(gid))


#: The identifiers rdflib gives a dataset's default graph.
_DEFAULT_GRAPH_IDS = {"urn:x-rdflib:default"}


def graph_kg(graph: Graph, *, name: str = "rdflib",
             engine: TypingLiteral["pyoxigraph", "rdflib"] = DEFAULT_ENGINE, **kw) -> KnowledgeGraph:
    """A :class:`KnowledgeGraph` over an rdflib graph: copied into pyoxigraph (the default, the
    faster by the record's figures), or rdflib's own engine on the graph itself (``engine="rdflib"``).
    ``kw``: the :class:`KnowledgeGraph` settings (``timeout_s``, ``max_rows``, ``overflow``, ...)."""
    if engine == "pyoxigraph":
        return GraphCopyKG(graph, name=name, **kw)
    if engine == "rdflib":
        return RdflibKG(graph, name=name, **kw)
    raise ValueError(f"engine must be 'pyoxigraph' or 'rdflib', not {engine!r}")
