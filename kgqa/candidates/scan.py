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
   skipped: onboarding only keeps IRIs and literals.
3. ``offset``: the old pages, for an endpoint that rejects the keyset filter.

A form that fails before its first row hands over to the next; a failure after rows were read
is the caller's (it knows whether a partial scan may be kept). A server that cut a result
(``ResultTruncated``) or a KG that truncates at its ``max_rows`` never yields a partial scan
as a whole one: both count as that form failing.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError, ResultTooLarge
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
                if started or len(self.forms) == 1:
                    raise
                log.info("onboarding scans of %s: %s failed (%s: %s); paging with %s from now on",
                         self.kg.identity, form, type(e).__name__, str(e)[:200], self.forms[1])
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
        after: str | None = None
        size, done, k = self.page_size, 0, scan.key_index
        while done < scan.limit:
            rows = self._select(scan.keyset_query(size, after))
            if len(rows) < size:
                for row in rows[: scan.limit - done]:
                    yield row
                return
            last = _key(rows[-1][k])
            keep = [row for row in rows if _key(row[k]) != last]
            if not keep and last == after:
                size *= 2  # one key has a page of rows or more: read it whole
                continue
            for row in keep[: scan.limit - done]:
                yield row
            done += len(keep)
            after, size = last, self.page_size


def _key(term) -> str | None:
    return None if term is None else str(term)
