"""The ``KnowledgeGraph`` interface shared by every backend.

A backend implements three primitives (``_select``, ``_ask``, ``_construct``) and, when it can
do better than one ASK per candidate, ``_probe``; ``_stream`` where it can read a whole result
as a stream (onboarding's scans). This class adds what must be identical everywhere: the
read-only guard, the result-size bound, the LRU cache keyed by normalized query text + KG
identity, and call counters (guidance cost is reported as KG calls).

The result-size bound: every SELECT runs with ``LIMIT max_rows+1`` (added where the query has
none, :func:`~kgqa.kg.sparql_text.bound_select`), backends read results as streams and stop
after ``max_rows+1`` rows, so no query materialises more than that however large the KG. A
result past ``max_rows`` then raises :class:`ResultTooLarge` (``overflow="error"``, the
library's default: evaluation treats such a query as failed, as it always has) or comes back
cut to ``max_rows`` rows with ``SelectResult.truncated`` set (``overflow="truncate"``, the
service's choice: the answer is then marked truncated). Within a request the rows of all its
SELECTs are also charged to :func:`~kgqa.kg.row_budget.kg_row_budget`.
"""

from __future__ import annotations

import re
import threading
from abc import ABC, abstractmethod
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Sequence

from kgqa.kg.wait_budget import budgeted_call
from kgqa.kg.errors import MalformedQuery, QueryFailed, ResultTooLarge
from kgqa.kg.query_guard import ensure_read_only
from kgqa.kg.row_budget import charge_rows, record_truncated
from kgqa.kg.sparql_text import bound_select, mentions_variable, normalize_query, substitute_variable
from kgqa.kg.terms import Term, term_to_sparql, to_python


@dataclass(frozen=True)
class SelectResult:
    """Rows of a SELECT; ``None`` marks an unbound variable. ``truncated``: the query had more
    solutions than the KG's ``max_rows`` and these are its first ``max_rows``."""

    variables: tuple[str, ...]
    rows: tuple[tuple[Term | None, ...], ...]
    truncated: bool = False

    def __len__(self) -> int:
        return len(self.rows)

    def as_python(self) -> list[tuple]:
        return [tuple(to_python(t) for t in row) for row in self.rows]

    def column(self, name: str) -> list[Term | None]:
        i = self.variables.index(name)
        return [row[i] for row in self.rows]


Triple = tuple[Term, Term, Term]
_ORDER_BY = re.compile(r"\bORDER\s+BY\b", re.IGNORECASE)
QueryResult = SelectResult | bool | list[Triple]


@dataclass
class KGStats:
    """How much a KG was asked: what guidance costs is reported from these."""

    queries: int = 0
    probe_calls: int = 0
    probe_candidates: int = 0
    round_trips: int = 0
    cache_hits: int = 0

    def snapshot(self) -> dict[str, int]:
        return dict(self.__dict__)


class LRUCache:
    """A small thread-safe LRU map."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._data: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                return True, self._data[key]
        return False, None

    def put(self, key, value) -> None:
        if self.capacity <= 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.capacity:
                self._data.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()


@dataclass(frozen=True)
class ProbeRequest:
    """One guidance decision: which of ``candidates`` give ``pattern`` a match when bound to ``slot``.

    ``pattern`` is the body of a WHERE clause (triple patterns, FILTERs, sub-SELECTs) that
    mentions the variable ``slot``; ``prefixes`` are declared for it.
    """

    pattern: str
    slot: str
    candidates: tuple[Term, ...]
    prefixes: tuple[tuple[str, str], ...] = field(default=())

    def prologue(self) -> str:
        return "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in self.prefixes)


class KnowledgeGraph(ABC):
    """A read-only SPARQL view of one knowledge graph."""

    #: What a SELECT past ``max_rows`` does: raise :class:`ResultTooLarge` or come back cut.
    OVERFLOW = ("error", "truncate")
    #: True where a call waits on another process (a server), so that several calls in flight at
    #: once cost about one; an in-process store computes them in turn whatever the threads.
    serves_concurrent_calls = False

    def __init__(self, *, timeout_s: float = 10.0, max_rows: int = 100_000, cache_size: int = 4096,
                 overflow: str = "error", cache_max_rows: int = 10_000) -> None:
        if overflow not in self.OVERFLOW:
            raise ValueError(f"overflow must be one of {self.OVERFLOW}, not {overflow!r}")
        self.timeout_s = timeout_s
        self.max_rows = max_rows
        self.overflow = overflow
        #: results with more rows than this are not kept in the cache (4096 of them would be GBs)
        self.cache_max_rows = cache_max_rows
        self._refused_ordered_limit: int | None = None  # see _bounded_select
        self.stats = KGStats()
        self._cache = LRUCache(cache_size)

    # -- identity -----------------------------------------------------------------------
    @property
    @abstractmethod
    def identity(self) -> str:
        """A string naming this KG's content and location (part of every cache key)."""

    # -- public API -----------------------------------------------------------------------
    def query(self, query: str, *, timeout_s: float | None = None, use_cache: bool = True) -> QueryResult:
        """Run a read query; SELECT -> :class:`SelectResult`, ASK -> bool, CONSTRUCT/DESCRIBE -> triples."""
        form = ensure_read_only(query)
        norm = normalize_query(query)
        key = (self.identity, norm)
        if use_cache:
            hit, value = self._cache.get(key)
            if hit:
                self.stats.cache_hits += 1
                if isinstance(value, SelectResult):
                    self._account(value, norm)
                return value
        self.stats.queries += 1
        self.stats.round_trips += 1
        with budgeted_call(self.timeout_s if timeout_s is None else timeout_s) as timeout:
            if form == "SELECT":
                result: QueryResult = self._bounded_select(query, timeout)
            elif form == "ASK":
                result = self._ask(query, timeout)
            else:
                result = self._construct(query, timeout)
        if form == "SELECT":
            if len(result) > self.max_rows:
                if self.overflow == "error":
                    raise ResultTooLarge(
                        f"SELECT returned more than max_rows={self.max_rows} rows; add a LIMIT or raise kg.max_rows"
                    )
                result = SelectResult(result.variables, result.rows[: self.max_rows], truncated=True)
            self._account(result, norm)
        if use_cache and not (form == "SELECT" and len(result) > self.cache_max_rows):
            self._cache.put(key, result)
        return result

    def _bounded_select(self, query: str, timeout_s: float) -> SelectResult:
        """``_select`` of ``query`` with ``LIMIT max_rows+1``. An ordered query whose server
        refuses that LIMIT (Virtuoso: a sorted TOP past ``MaxSortedTopRows``) is sent as it
        was, and so are this KG's ordered queries from then on while ``max_rows`` is as large:
        the backend still stops reading at the cap."""
        limit = self.max_rows + 1
        ordered = _ORDER_BY.search(query) is not None
        refused = self._refused_ordered_limit
        sent = query if ordered and refused is not None and limit >= refused else bound_select(query, limit)
        try:
            return self._select(sent, timeout_s)
        except QueryFailed:
            if sent == query or not ordered:
                raise
            self._refused_ordered_limit = limit
            return self._select(query, timeout_s)

    def _account(self, result: SelectResult, norm: str) -> None:
        """Charge ``result`` to the request's row budget and record it if it was cut."""
        if result.truncated:
            record_truncated(norm)
        charge_rows(len(result.rows))

    def stream(self, query: str, *, timeout_s: float | None = None) -> Iterator[tuple[Term | None, ...]]:
        """Every row of a SELECT, read as a stream: neither ``max_rows`` nor the cache apply, so
        the caller bounds it (onboarding's scans: a LIMIT in the query, or by stopping).
        ``timeout_s`` bounds the wait for the first row (the time a server needs to sort, as the
        first page of a paged scan did) and each wait for more, not the whole scan; the wait
        for the first row is charged to the request's wait budget as any call is. Raises
        :class:`NotImplementedError` where the backend cannot stream (use paged SELECTs then)."""
        if ensure_read_only(query) != "SELECT":
            raise MalformedQuery("stream() needs a SELECT query", query)
        self.stats.queries += 1
        self.stats.round_trips += 1
        with budgeted_call(self.timeout_s if timeout_s is None else timeout_s) as timeout:
            rows = self._stream(query, timeout)
            try:
                first = next(rows)
            except StopIteration:
                return iter(())
        return _then(first, rows)

    def select(self, query: str, **kw) -> SelectResult:
        result = self.query(query, **kw)
        if not isinstance(result, SelectResult):
            raise MalformedQuery("select() needs a SELECT query", query)
        return result

    def ask(self, query: str, **kw) -> bool:
        result = self.query(query, **kw)
        if not isinstance(result, bool):
            raise MalformedQuery("ask() needs an ASK query", query)
        return result

    def probe(
        self,
        pattern: str,
        slot: str,
        candidates: Sequence[Term],
        *,
        prefixes: dict[str, str] | None = None,
        timeout_s: float | None = None,
    ) -> list[bool]:
        """Execution guidance: for each candidate, does ``pattern`` match with ``slot`` bound to it?"""
        if not mentions_variable(pattern, slot):
            raise MalformedQuery(f"probe pattern does not mention the slot variable ?{slot.lstrip('?$')}", pattern)
        req = ProbeRequest(pattern, slot.lstrip("?$"), tuple(candidates), tuple(sorted((prefixes or {}).items())))
        if not req.candidates:
            return []
        norm = normalize_query(req.prologue() + pattern)
        answers: dict[int, bool] = {}
        missing: list[int] = []
        for i, cand in enumerate(req.candidates):
            hit, value = self._cache.get((self.identity, "probe", norm, req.slot, cand))
            if hit:
                answers[i] = value
            else:
                missing.append(i)
        self.stats.cache_hits += len(req.candidates) - len(missing)
        if missing:
            sub = ProbeRequest(req.pattern, req.slot, tuple(req.candidates[i] for i in missing), req.prefixes)
            self.stats.probe_calls += 1
            self.stats.probe_candidates += len(missing)
            with budgeted_call(self.timeout_s if timeout_s is None else timeout_s) as timeout:
                found = self._probe(sub, timeout)
            for i, ok in zip(missing, found):
                answers[i] = ok
                self._cache.put((self.identity, "probe", norm, req.slot, req.candidates[i]), ok)
        return [answers[i] for i in range(len(req.candidates))]

    def probe_one_by_one(self, pattern: str, slot: str, candidates: Iterable[Term], *, prefixes=None, timeout_s=None) -> list[bool]:
        """The unbatched baseline: one ASK per candidate (what :meth:`probe` improves on over HTTP)."""
        req = ProbeRequest(pattern, slot.lstrip("?$"), tuple(candidates), tuple(sorted((prefixes or {}).items())))
        return [self.ask(ask_for_candidate(req, c), timeout_s=timeout_s, use_cache=False) for c in req.candidates]

    def clear_cache(self) -> None:
        self._cache.clear()

    def derived(self, name: str, compute: Callable[[], Any]) -> Any:
        """A value read from this KG's data by ``compute`` (a few queries: the KG's name path),
        kept with the query cache under ``name`` and forgotten with it (:meth:`clear_cache`)."""
        key = (self.identity, "derived", name)
        hit, value = self._cache.get(key)
        if not hit:
            value = compute()
            self._cache.put(key, value)
        return value

    def close(self) -> None:
        """Release connections or stores (default: nothing to release)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- backend primitives -------------------------------------------------------------
    @abstractmethod
    def _select(self, query: str, timeout_s: float) -> SelectResult: ...

    @abstractmethod
    def _ask(self, query: str, timeout_s: float) -> bool: ...

    @abstractmethod
    def _construct(self, query: str, timeout_s: float) -> list[Triple]: ...

    def _stream(self, query: str, timeout_s: float) -> Iterator[tuple[Term | None, ...]]:
        raise NotImplementedError(f"{type(self).__name__} cannot stream a result")

    def _probe(self, req: ProbeRequest, timeout_s: float) -> list[bool]:
        self.stats.round_trips += len(req.candidates)
        return [self._ask(ask_for_candidate(req, c), timeout_s) for c in req.candidates]


def _then(first, rows):
    """``first``, then the rest of the generator ``rows`` (closed with this one)."""
    try:
        yield first
        yield from rows
    finally:
        rows.close()


def ask_for_candidate(req: ProbeRequest, candidate: Term) -> str:
    """``ASK { pattern }`` with the slot replaced by the candidate's escaped term syntax."""
    body = substitute_variable(req.pattern, req.slot, term_to_sparql(candidate))
    return f"{req.prologue()}ASK {{ {body} }}"


def union_probe_query(req: ProbeRequest) -> str:
    """All candidates of one decision in one SELECT: a UNION of ``LIMIT 1`` sub-selects.

    Measured in DESIGN.md section 4 as the fastest batched form on Oxigraph server and
    Virtuoso (``VALUES`` is 100x slower on Oxigraph; ``FILTER EXISTS`` is slow on both).
    Each branch returns the candidate's index, so the answer does not depend on how a server
    prints terms back.
    """
    branches = []
    for i, cand in enumerate(req.candidates):
        body = substitute_variable(req.pattern, req.slot, term_to_sparql(cand))
        branches.append(f"{{ SELECT ({i} AS ?probe_idx) WHERE {{ {body} }} LIMIT 1 }}")
    return f"{req.prologue()}SELECT ?probe_idx WHERE {{ {' UNION '.join(branches)} }}"
