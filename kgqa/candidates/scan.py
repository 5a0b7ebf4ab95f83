"""Onboarding's scans: every row of one query over the whole KG, in time linear in its size.

Onboarding used to page with ``ORDER BY ?x LIMIT n OFFSET k``, so every page sorted the whole
result again: 2M triples onboarded in 51 s, 8M in 1,266 s. A :class:`Scanner` reads a scan in
the cheapest form the KG accepts, and keeps to the form that worked for the scans after:

1. ``stream``: one SELECT (``ORDER BY ?key LIMIT limit``), sorted once, its result read as a
   stream (:meth:`KnowledgeGraph.stream`): the embedded store iterates lazily, an endpoint's
   answer is parsed as it arrives. The rows come in the order the old pages gave.
2. ``keyset``: pages ``FILTER(STR(?key) >= last) ... ORDER BY STR(?key) LIMIT n``, for a
   server that cuts long results (Virtuoso's ``ResultSetMaxRows``) or a backend that cannot
   stream. The rows of the page's last key are held back and read again whole by the next
   page (one subject's rows split by a page boundary are neither lost nor doubled); a page of
   one key only is read again twice as long. Terms with no string form (blank nodes) are
   skipped: onboarding only keeps IRIs and literals. When the server cuts results at a row
   count it names (Virtuoso 7.2 cuts every HTTP result at 1,048,576 rows, whatever
   ``ResultSetMaxRows`` says), the pages are that long less one and read as streams: a server
   that sorts each page anew (Virtuoso does) then sorts a scan of 1.7M rows twice, not 167
   times.
3. ``offset``: the old pages, for an endpoint that rejects the keyset filter.

A server's cap is learned before the first sorted scan that would reach it, not from a cut
stream: a server that writes a whole result before its first byte (Virtuoso) sorts all of a
scan's rows before it cuts them, which at 20M triples wasted 366 s of a 19-minute onboarding.
Learning a cap costs what the server spends on that many rows whatever the query (Virtuoso 7.2
at 2^20 rows: 26-31 s of its CPU, about what a whole 2M-triple onboarding costs it), so it is
learned only when a scan may need it. On an endpoint, a scan whose limit passes both a page
(within one, a cut wastes no more than one of the old pages cost) and the most rows the server
has answered whole is counted first (``SELECT (COUNT(*) AS ?n)`` over it, no sort, no rows
written); only when its rows pass that too is the server asked for that many rows (and a tenth
more, for the scans of about that size after it) unsorted, ``SELECT (1 AS ?one) WHERE { ?s ?p
?o } LIMIT n``, of which one is read: a capped server cuts it after an index scan and says so
in the header, before the body; one that answers it whole cuts no result of ``n`` rows (no scan
of one triple pattern has more rows than the KG has triples). A scan whose limit reaches a
known cap is read in cap-sized streamed keyset pages from its start (one page, one sort, when
it has fewer rows), the others still as one stream. The cap is the server's, not the data's:
the caller may remember it (``row_cap``, ``uncut_limit``; onboarding does, per endpoint) so a
re-onboarding starts right without a count or a probe. Embedded stores cut nothing and are
never counted or probed.

A form that fails before its first row hands over to the next; a failure after rows were read
is the caller's (it knows whether a partial scan may be kept). A server that cut a result
(``ResultTruncated``) or a KG that truncates at its ``max_rows`` never yields a partial scan
as a whole one: both count as that form failing; a stream cut at a count the server names
teaches the scanner that cap (a cap the probe missed, or one lowered since it was remembered).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.errors import EndpointUnavailable, KGError, ResultTooLarge, ResultTruncated
from kgqa.kg.terms import literal, term_to_sparql

log = logging.getLogger(__name__)

FORMS = ("stream", "keyset", "offset")


@dataclass(frozen=True)
class Scan:
    """One scan: ``SELECT {projection} WHERE {{ {where} }}`` over ``key`` (a variable of the
    projection, at ``key_index`` in each row), at most ``limit`` rows."""

    projection: str
    where: str
    key: str
    limit: int
    key_index: int = 0
    #: the ORDER BY of the stream and offset forms, where not ``?key`` (:func:`literal_order`)
    order: str | None = None

    def _order(self) -> str:
        return self.order or f"?{self.key}"

    def stream_query(self) -> str:
        return f"SELECT {self.projection} WHERE {{ {self.where} }} ORDER BY {self._order()} LIMIT {self.limit}"

    def offset_query(self, page_size: int, offset: int) -> str:
        return (f"SELECT {self.projection} WHERE {{ {self.where} }} ORDER BY {self._order()} "
                f"LIMIT {page_size} OFFSET {offset}")

    def keyset_query(self, page_size: int, after: str | None) -> str:
        since = "" if after is None else f" FILTER(STR(?{self.key}) >= {term_to_sparql(literal(after))})"
        return f"SELECT {self.projection} WHERE {{ {self.where}{since} }} ORDER BY STR(?{self.key}) LIMIT {page_size}"


def literal_order(key: str) -> str:
    """An ORDER BY of literals of any types: numbers by value, then the rest by their text.

    ``ORDER BY ?o`` over numbers beside plain text (a count stored as 12 and as "18", dates
    beside "2022-08") asks the server to compare what SPARQL leaves unordered, and Oxigraph's
    server (0.5) panics on it and stops serving; this order never compares a number with text."""
    return f"(!isNumeric(?{key})) (IF(isNumeric(?{key}), ?{key}, 0)) STR(?{key})"


class Scanner:
    """Runs :class:`Scan` s on one KG (see the module docstring).

    Args:
        form: ``auto`` (stream, then keyset, then offset) or one form only.
        page_size: rows per page of the paged forms.
        timeout_s: per page, and for the count of a scan's rows.
        stream_timeout_s: a stream's wait for its first row (a server may sort and write the
            whole result first: Virtuoso does) and each wait for more, not the whole stream,
            and the wait for the probe of a server's row cap;
            inside a request it is cut to the request's wait budget, as every call is.
        row_cap: the row count the server cuts every result at, when known (remembered).
        uncut_limit: the most rows the server answered whole (remembered): no count or probe
            for scans up to that limit.
        learn_cap: probe the server's cap before a scan that could reach it (default: on an
            endpoint, the only kind of KG that cuts results).
    """

    def __init__(self, kg: KnowledgeGraph, *, form: str = "auto", page_size: int = 10_000,
                 timeout_s: float = 60.0, stream_timeout_s: float = 600.0, row_cap: int | None = None,
                 uncut_limit: int = 0, learn_cap: bool | None = None) -> None:
        if form != "auto" and form not in FORMS:
            raise ValueError(f"scan form must be auto or one of {FORMS}, not {form!r}")
        self.kg = kg
        self.forms = list(FORMS) if form == "auto" else [form]
        self.page_size = page_size
        self.timeout_s = timeout_s
        self.stream_timeout_s = stream_timeout_s
        self.used: dict[str, int] = {}  # form -> scans it read (reported by onboarding)
        self.learn_cap = isinstance(kg, EndpointKG) if learn_cap is None else learn_cap
        self.cap_probes = 0  # unsorted probes of the server's cap, and counts of scans before them
        self.counts = 0
        self.row_cap: int | None = None
        # rows of a streamed keyset page: set once the server's row cap is known
        self.stream_page_size: int | None = None
        self.uncut_limit = uncut_limit
        if row_cap:
            self._set_cap(row_cap)

    def rows(self, scan: Scan) -> Iterator[tuple]:
        """Every row of ``scan``, at most ``scan.limit``. Raises the first failure of the last
        form, or any failure after rows were read."""
        while True:
            form = self.forms[0]
            if form == "stream" and "keyset" in self.forms and self._may_be_cut(scan):
                form = "keyset"  # this scan only: the scans the cap cannot reach still stream
            started, n = False, 0
            try:
                for row in getattr(self, f"_{form}")(scan):
                    started = True
                    n += 1
                    yield row
                self.used[form] = self.used.get(form, 0) + 1
                if form == "stream":  # answered whole: the server cuts no result this long
                    self.uncut_limit = max(self.uncut_limit, n)
                return
            except EndpointUnavailable:
                raise  # a down endpoint is no reason to try another form
            except (KGError, NotImplementedError) as e:
                if started:
                    raise
                cap = server_row_cap(e)
                if cap and cap > 1 and (self.row_cap is None or cap < self.row_cap):
                    # a cap not known before (the probe missed it, or a remembered one was higher):
                    # this scan again in pages under it, the scans after chosen by their limits
                    log.info("onboarding scans of %s: %s was cut at %s rows; scans that long or longer are read in "
                             "pages of %s rows from now on", self.kg.identity, form, cap, cap - 1)
                    self._set_cap(cap)
                    continue
                if form == "keyset" and self.stream_page_size:
                    log.info("onboarding scans of %s: streamed keyset pages failed (%s: %s); selecting pages "
                             "of %s rows from now on", self.kg.identity, type(e).__name__, str(e)[:200], self.page_size)
                    self.stream_page_size = None
                    continue
                if len(self.forms) == 1:
                    raise
                log.info("onboarding scans of %s: %s failed (%s: %s); paging with %s (%s rows a page) from now on",
                         self.kg.identity, form, type(e).__name__, str(e)[:200],
                         next(f for f in self.forms if f != form), self.stream_page_size or self.page_size)
                self.forms.remove(form)

    def _may_be_cut(self, scan: Scan) -> bool:
        """Whether the server may cut ``scan``'s result (module docstring): its limit reaches the
        server's row cap; where no cap is known, the scan's rows are counted when its limit
        passes a page and the most rows the server answered whole, and the cap probed when they
        do too."""
        # no count or probe for a scan no longer than a page: a cut would cost one page's work
        known_whole = max(self.uncut_limit, self.page_size)
        if self.row_cap is None and self.learn_cap and scan.limit > known_whole:
            n = self._count(scan)
            if n is not None and n > known_whole:
                # a tenth past the count, so that scans of about its size after it (an entity's
                # labels after its classes) need no probe of their own
                self._probe_cap(min(scan.limit, n + n // 10))
        return self.row_cap is not None and scan.limit >= self.row_cap

    def _count(self, scan: Scan) -> int | None:
        """``scan``'s rows (at most its limit), or None where the KG cannot count them in time."""
        query = (f"SELECT (COUNT(*) AS ?n) WHERE {{ SELECT {scan.projection} WHERE {{ {scan.where} }} "
                 f"LIMIT {scan.limit} }}")
        self.counts += 1
        rows = None
        try:
            # a stream, not select(): a SELECT's bound on rows (LIMIT max_rows + 1) would land on the sub-select
            rows = self.kg.stream(query, timeout_s=self.timeout_s)
            return int(str(next(iter(rows))[0]))
        except EndpointUnavailable:
            raise
        except (KGError, NotImplementedError, StopIteration, IndexError, TypeError, ValueError) as e:
            log.info("onboarding scans of %s: no count (%s: %s); streaming", self.kg.identity, type(e).__name__,
                     str(e)[:200])
            return None
        finally:
            _close(rows)

    def _probe_cap(self, limit: int) -> None:
        """Ask the server for ``limit`` rows unsorted and read one (module docstring): a cut at a
        count it names is its cap; an answer not cut means no cap up to ``limit`` (nor up to the
        KG's triple count, and no scan of one triple pattern has more rows)."""
        self.cap_probes += 1
        rows = None
        try:
            # a stream's wait: a server that writes a whole result before its first byte writes the
            # cap's rows first (Virtuoso at 2^20 rows on a loaded machine: over 60 s)
            rows = self.kg.stream(f"SELECT (1 AS ?one) WHERE {{ ?s ?p ?o }} LIMIT {limit}",
                                  timeout_s=self.stream_timeout_s)
        except EndpointUnavailable:
            raise
        except (KGError, NotImplementedError) as e:
            cap = server_row_cap(e)
            if cap:
                log.info("onboarding scans of %s: the server cuts results at %s rows; scans that long or longer are "
                         "read in streamed pages of %s rows", self.kg.identity, cap, cap - 1)
                self._set_cap(cap)
            else:  # a cut stream still teaches the cap (module docstring)
                log.info("onboarding scans of %s: no row-cap probe (%s: %s)", self.kg.identity, type(e).__name__,
                         str(e)[:200])
                self.learn_cap = False
            return
        finally:
            _close(rows)
        self.uncut_limit = max(self.uncut_limit, limit)

    def _set_cap(self, cap: int) -> None:
        self.row_cap = cap
        # a page of exactly the cap would be reported cut again
        self.stream_page_size = cap - 1 if cap - 1 > self.page_size else None
        if cap > 1:
            self.page_size = min(self.page_size, cap - 1)

    def _select(self, query: str):
        result = self.kg.select(query, timeout_s=self.timeout_s, use_cache=False)
        if result.truncated:
            raise ResultTooLarge(f"a page of {len(result.rows)} rows was cut at the KG's max_rows")
        return result.rows

    def _stream(self, scan: Scan) -> Iterator[tuple]:
        yield from self.kg.stream(scan.stream_query(), timeout_s=self.stream_timeout_s)

    def _offset(self, scan: Scan) -> Iterator[tuple]:
        offset = 0
        while offset < scan.limit:
            rows = self._select(scan.offset_query(self.page_size, offset))
            yield from rows[: scan.limit - offset]
            if len(rows) < self.page_size:
                return
            offset += self.page_size

    def _keyset(self, scan: Scan) -> Iterator[tuple]:
        page_size = self.stream_page_size or self.page_size
        after: str | None = None
        size, done, k = page_size, 0, scan.key_index
        while done < scan.limit:
            # rows are sorted by key: a key's rows are whole once the next key shows up, so only
            # the current key's rows are held (the last key's may go on in the next page)
            n, kept, last, held = 0, 0, None, []
            for row in self._page(scan.keyset_query(size, after)):
                n += 1
                key = _key(row[k])
                if key != last:
                    for r in held:
                        if done < scan.limit:
                            yield r
                            done += 1
                    kept += len(held)
                    held, last = [], key
                held.append(row)
            if n < size:
                for r in held[: max(scan.limit - done, 0)]:
                    yield r
                return
            if not kept and last == after:
                size *= 2  # one key has a page of rows or more: read it whole
                continue
            after, size = last, page_size

    def _page(self, query: str) -> Iterable[tuple]:
        if self.stream_page_size:
            return self.kg.stream(query, timeout_s=self.stream_timeout_s)
        return self._select(query)


def server_row_cap(error: Exception) -> int | None:
    """The row count a server cut a result at, where its error names one (the endpoint client's
    :class:`ResultTruncated` says "truncated the result at N rows")."""
    if not isinstance(error, ResultTruncated):
        return None
    m = re.search(r"at (\d+) rows", str(error))
    return int(m.group(1)) if m else None


def _close(rows) -> None:
    """Close a stream early (an endpoint stops its work); an empty one is a plain iterator."""
    close = getattr(rows, "close", None)
    if close is not None:
        close()


def _key(term) -> str | None:
    return None if term is None else str(term)
