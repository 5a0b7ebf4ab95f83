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
   skipped: onboarding only keeps IRIs and literals. When the stream was cut by the server
   at a row count it names (Virtuoso 7.2 cuts every HTTP result at 1,048,576 rows, whatever
   ``ResultSetMaxRows`` says), the pages are that long less one and read as streams: a server
   that sorts each page anew (Virtuoso does) then sorts a scan of 1.7M rows twice, not 167
   times.
3. ``offset``: the old pages, for an endpoint that rejects the keyset filter.

A form that fails before its first row hands over to the next; a failure after rows were read
is the caller's (it knows whether a partial scan may be kept). A server that cut a result
(``ResultTruncated``) or a KG that truncates at its ``max_rows`` never yields a partial scan
as a whole one: both count as that form failing.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from kgqa.kg.base import KnowledgeGraph
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

    def stream_query(self) -> str:
        return f"SELECT {self.projection} WHERE {{ {self.where} }} ORDER BY ?{self.key} LIMIT {self.limit}"

    def offset_query(self, page_size: int, offset: int) -> str:
        return f"SELECT {self.projection} WHERE {{ {self.where} }} ORDER BY ?{self.key} LIMIT {page_size} OFFSET {offset}"

    def keyset_query(self, page_size: int, after: str | None) -> str:
        since = "" if after is None else f" FILTER(STR(?{self.key}) >= {term_to_sparql(literal(after))})"
        return f"SELECT {self.projection} WHERE {{ {self.where}{since} }} ORDER BY STR(?{self.key}) LIMIT {page_size}"


class Scanner:
    """Runs :class:`Scan` s on one KG (see the module docstring).

    Args:
        form: ``auto`` (stream, then keyset, then offset) or one form only.
        page_size: rows per page of the paged forms.
        timeout_s: per page.
        stream_timeout_s: a stream's wait for its first row (a server may sort and write the
            whole result first: Virtuoso does) and each wait for more, not the whole stream;
            inside a request it is cut to the request's wait budget, as every call is.
    """

    def __init__(self, kg: KnowledgeGraph, *, form: str = "auto", page_size: int = 10_000,
                 timeout_s: float = 60.0, stream_timeout_s: float = 600.0) -> None:
        if form != "auto" and form not in FORMS:
            raise ValueError(f"scan form must be auto or one of {FORMS}, not {form!r}")
        self.kg = kg
        self.forms = list(FORMS) if form == "auto" else [form]
        self.page_size = page_size
        self.timeout_s = timeout_s
        self.stream_timeout_s = stream_timeout_s
        self.used: dict[str, int] = {}  # form -> scans it read (reported by onboarding)
        # rows of a streamed keyset page: set when a stream was cut at a row count the server named
        self.stream_page_size: int | None = None

    def rows(self, scan: Scan) -> Iterator[tuple]:
        """Every row of ``scan``, at most ``scan.limit``. Raises the first failure of the last
        form, or any failure after rows were read."""
        while True:
            form = self.forms[0]
            started = False
            try:
                for row in getattr(self, f"_{form}")(scan):
                    started = True
                    yield row
                self.used[form] = self.used.get(form, 0) + 1
                return
            except EndpointUnavailable:
                raise  # a down endpoint is no reason to try another form
            except (KGError, NotImplementedError) as e:
                if started:
                    raise
                if form == "keyset" and self.stream_page_size:
                    log.info("onboarding scans of %s: streamed keyset pages failed (%s: %s); selecting pages "
                             "of %s rows from now on", self.kg.identity, type(e).__name__, str(e)[:200], self.page_size)
                    self.stream_page_size = None
                    continue
                if len(self.forms) == 1:
                    raise
                cap = server_row_cap(e)
                if form == "stream" and cap and cap - 1 > self.page_size:
                    # a page of exactly the cap would be reported cut again
                    self.stream_page_size = cap - 1
                log.info("onboarding scans of %s: %s failed (%s: %s); paging with %s (%s rows a page) from now on",
                         self.kg.identity, form, type(e).__name__, str(e)[:200], self.forms[1],
                         self.stream_page_size or self.page_size)
                self.forms.pop(0)

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


def _key(term) -> str | None:
    return None if term is None else str(term)
