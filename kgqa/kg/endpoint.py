"""``EndpointKG``: any SPARQL 1.1 endpoint over HTTP, through SPARQLWrapper.

What a client must absorb from real servers (DESIGN.md section 4), and where it is done:
- always POST (long GET URLs fail at ~8 KB): ``_new_wrapper``;
- Virtuoso's default graph includes system graphs: ``default_graph`` is sent as
  ``default-graph-uri``;
- Virtuoso's ``typed-literal`` binding type and ``"1"^^xsd:boolean``: :func:`binding_to_term`
  (rdflib then canonicalises lexical forms);
- Virtuoso silently truncates at ``ResultSetMaxRows`` and says so only in the
  ``X-SPARQL-MaxRows`` header: :class:`ResultTruncated` is raised, never a short answer;
- guidance probes: one UNION query per decision (one round trip), see
  :func:`kgqa.kg.base.union_probe_query`;
- a SELECT's result is parsed as it arrives (SPARQL JSON, XML, TSV or CSV, by the answer's
  content type, with pyoxigraph's streaming result parser) and the connection is closed once
  ``max_rows + 1`` rows are read: a huge result costs the rows kept, never the whole body.
Timeouts are socket timeouts (no signals), so a hung server cannot hang the caller; a SELECT
also stops at its timeout while its rows arrive.
"""

from __future__ import annotations

import json
import socket
import time
import urllib.error
from typing import Any, Iterator

import pyoxigraph as ox

from rdflib import BNode, Graph, URIRef
from SPARQLWrapper import JSON, POST, SPARQLWrapper, TURTLE, URLENCODED
from SPARQLWrapper import SPARQLExceptions as swe

from kgqa.kg.base import KnowledgeGraph, ProbeRequest, SelectResult, Triple, union_probe_query
from kgqa.kg.errors import EndpointUnavailable, KGError, MalformedQuery, QueryFailed, QueryTimeout, ResultTruncated
from kgqa.kg.embedded import from_ox
from kgqa.kg.sparql_text import numbers_first
from kgqa.kg.terms import Term, literal

MAX_ROWS_HEADER = "X-SPARQL-MaxRows"
#: What a SELECT asks for: TSV first, the cheapest to write and to read (Virtuoso writes 167k
#: rows as TSV in 3.9 s, as JSON in 14-18 s), then JSON and XML for servers without it.
SELECT_ACCEPT = ("text/tab-separated-values, application/sparql-results+json;q=0.9, "
                 "application/sparql-results+xml;q=0.8")
#: Result media types the streaming parser reads (by the start of the Content-Type header).
RESULT_FORMATS = {
    "application/sparql-results+json": ox.QueryResultsFormat.JSON,
    "application/json": ox.QueryResultsFormat.JSON,
    "application/sparql-results+xml": ox.QueryResultsFormat.XML,
    "application/xml": ox.QueryResultsFormat.XML,
    "text/tab-separated-values": ox.QueryResultsFormat.TSV,
    "text/csv": ox.QueryResultsFormat.CSV,
}


def binding_to_term(b: dict[str, Any]) -> Term:
    """A SPARQL-JSON binding as a normalized rdflib term, whatever the server's dialect."""
    kind = b["type"]
    if kind == "uri":
        return URIRef(b["value"])
    if kind in ("literal", "typed-literal"):
        return literal(b["value"], b.get("datatype"), b.get("xml:lang"))
    if kind == "bnode":
        return BNode(b["value"])
    raise KGError(f"unknown binding type {kind!r} in endpoint result")



#: 4xx statuses that say the endpoint cannot be used (not that this query failed): forbidden,
#: proxy authentication required, too many requests.
_UNAVAILABLE_4XX = frozenset({401, 403, 404, 407, 429})

class EndpointKG(KnowledgeGraph):
    """A remote SPARQL 1.1 endpoint.

    Args:
        endpoint: the query URL (e.g. ``http://127.0.0.1:7878/query``).
        default_graph: sent as ``default-graph-uri`` on every request (needed on Virtuoso).
        user, password: HTTP basic auth.
        timeout_s: per-request socket timeout.
    """

    def __init__(
        self,
        endpoint: str,
        *,
        default_graph: str | None = None,
        user: str | None = None,
        password: str | None = None,
        name: str | None = None,
        **kw,
    ) -> None:
        super().__init__(**kw)
        self.endpoint = endpoint
        self.default_graph = default_graph
        self.name = name or endpoint
        self._auth = (user, password) if user else None

    serves_concurrent_calls = True

    @property
    def identity(self) -> str:
        return f"endpoint:{self.endpoint}|{self.default_graph or ''}"

    def _new_wrapper(self, query: str, timeout_s: float, fmt: str = JSON) -> SPARQLWrapper:
        sw = SPARQLWrapper(self.endpoint)
        sw.setMethod(POST)
        sw.setRequestMethod(URLENCODED)
        sw.setReturnFormat(fmt)
        # the socket timeout as given: SPARQLWrapper's setTimeout keeps whole seconds, so a call
        # cut to a question's time left (0.3 s) would wait a second (kgqa.search.deadline)
        sw.timeout = max(0.05, float(timeout_s))
        if self.default_graph:
            sw.addDefaultGraph(self.default_graph)
        if self._auth:
            sw.setCredentials(*self._auth)
        sw.setQuery(query)
        return sw

    def _send(self, query: str, timeout_s: float, fmt: str = JSON):
        response = self._open(query, timeout_s, fmt)
        try:
            return response.read()
        except (socket.timeout, TimeoutError):
            raise QueryTimeout(timeout_s, self.endpoint) from None
        finally:
            response.close()

    def _open(self, query: str, timeout_s: float, fmt: str = JSON, accept: str | None = None):
        """The HTTP response to ``query``, its body not read yet (``accept``: the media types
        asked for, instead of ``fmt``'s)."""
        sw = self._new_wrapper(query, timeout_s, fmt)
        if accept:
            sw.addCustomHttpHeader("Accept", accept)
        try:
            response = sw.query()
        except swe.QueryBadFormed as e:
            raise MalformedQuery(f"the endpoint rejected the query as malformed: {_short(e)}", query) from None
        except swe.EndPointInternalError as e:
            # the server answered: it is up, and this query failed there (its message says why)
            raise QueryFailed(self.endpoint, _server_message(e)) from None
        except (swe.EndPointNotFound, swe.Unauthorized, swe.URITooLong) as e:
            raise EndpointUnavailable(self.endpoint, _short(e)) from None
        except (socket.timeout, TimeoutError):
            raise QueryTimeout(timeout_s, self.endpoint) from None
        except urllib.error.HTTPError as e:
            # a status SPARQLWrapper does not name: a client error about this query (422 from
            # rdflib-endpoint when rdflib cannot evaluate it) means the server is up and the query
            # failed; access refused, proxy auth, rate limits and 5xx mean the endpoint is not usable
            if e.code == 408:
                raise QueryTimeout(timeout_s, self.endpoint) from None
            if 400 <= e.code < 500 and e.code not in _UNAVAILABLE_4XX:
                raise QueryFailed(self.endpoint, f"HTTP {e.code}: {_short(e)}") from None
            raise EndpointUnavailable(self.endpoint, f"HTTP {e.code}: {_short(e)}") from None
        except urllib.error.URLError as e:
            if isinstance(e.reason, (socket.timeout, TimeoutError)):
                raise QueryTimeout(timeout_s, self.endpoint) from None
            raise EndpointUnavailable(self.endpoint, str(e.reason)) from None
        except (ConnectionError, OSError) as e:
            raise EndpointUnavailable(self.endpoint, str(e)) from None
        # http.client headers are case-insensitive; SPARQLWrapper's info() dict is not for .get().
        headers = response.response.headers
        if headers.get(MAX_ROWS_HEADER):
            response.response.close()
            raise ResultTruncated(
                f"{self.endpoint} truncated the result at {headers.get(MAX_ROWS_HEADER)} rows "
                "(server-side ResultSetMaxRows); add a LIMIT/OFFSET to page or raise the server's limit"
            )
        return response.response

    def _json(self, query: str, timeout_s: float) -> dict:
        body = self._send(query, timeout_s)
        try:
            return json.loads(body)
        except ValueError:
            raise KGError(f"{self.endpoint} did not return SPARQL JSON results: {body[:200]!r}") from None

    def _select(self, query: str, timeout_s: float) -> SelectResult:
        """At most ``max_rows + 1`` rows, parsed as they arrive, within ``timeout_s`` in all."""
        deadline = time.monotonic() + timeout_s
        # (not for streams: onboarding's scans sort subjects and one property's values)
        variables, rows = self._solutions(numbers_first(query), timeout_s)
        out = []
        try:
            for row in rows:
                out.append(row)
                if len(out) > self.max_rows:
                    break  # KnowledgeGraph.query says what a result past max_rows becomes
                if time.monotonic() > deadline:  # a server dripping rows is a timeout too
                    raise QueryTimeout(timeout_s, self.endpoint)
        finally:
            rows.close()
        return SelectResult(variables, tuple(out))

    def _stream(self, query: str, timeout_s: float) -> Iterator[tuple[Term | None, ...]]:
        _, rows = self._solutions(query, timeout_s)
        try:
            yield from rows
        finally:
            rows.close()

    def _solutions(self, query: str, timeout_s: float):
        """``(variables, rows)`` of a SELECT: the head read, the rows a generator over the
        response (closing it closes the connection, which stops the server's work)."""
        response = self._open(query, timeout_s, accept=SELECT_ACCEPT)
        ctype = (response.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        fmt = RESULT_FORMATS.get(ctype)
        if fmt is None:
            body = response.read(200)
            response.close()
            raise KGError(f"{self.endpoint} did not return SPARQL results ({ctype or 'no content type'}): {body!r}")
        try:
            solutions = ox.parse_query_results(response, fmt)
            if not isinstance(solutions, ox.QuerySolutions):
                raise KGError(f"{self.endpoint} answered a SELECT with a boolean")
            variables = tuple(v.value for v in solutions.variables)
        except (SyntaxError, ValueError) as e:
            response.close()
            raise KGError(f"{self.endpoint} returned unparseable SPARQL results: {e}") from None
        except (socket.timeout, TimeoutError):
            response.close()
            raise QueryTimeout(timeout_s, self.endpoint) from None
        except BaseException:
            response.close()
            raise
        return variables, self._rows(solutions, response, len(variables), timeout_s)

    def _rows(self, solutions, response, n: int, timeout_s: float):
        try:
            for sol in solutions:
                yield tuple(from_ox(sol[i]) for i in range(n))
        except (socket.timeout, TimeoutError):
            raise QueryTimeout(timeout_s, self.endpoint) from None
        except (SyntaxError, ValueError) as e:
            raise KGError(f"{self.endpoint} returned unparseable SPARQL results: {e}") from None
        except OSError as e:
            raise EndpointUnavailable(self.endpoint, f"the connection broke while reading a result: {e}") from None
        finally:
            response.close()

    def _ask(self, query: str, timeout_s: float) -> bool:
        data = self._json(numbers_first(query), timeout_s)
        if "boolean" not in data:
            raise KGError(f"{self.endpoint} answered an ASK without a boolean: {str(data)[:200]}")
        value = data["boolean"]
        # Some servers send the boolean as a string ("true"/"1").
        return value if isinstance(value, bool) else str(value).lower() in ("true", "1")

    def _construct(self, query: str, timeout_s: float) -> list[Triple]:
        body = self._send(query, timeout_s, TURTLE)
        g = Graph()
        try:
            g.parse(data=body, format="turtle")
        except Exception as e:  # rdflib raises several parser-specific types
            raise KGError(f"{self.endpoint} returned unparseable Turtle: {e}") from None
        return [(s, p, o) for s, p, o in g]

    def _probe(self, req: ProbeRequest, timeout_s: float) -> list[bool]:
        """One POST for the whole decision: UNION of LIMIT-1 sub-selects (DESIGN.md section 4)."""
        self.stats.round_trips += 1
        result = self._select(union_probe_query(req), timeout_s)
        hits = {int(str(row[0])) for row in result.rows if row[0] is not None}
        return [i in hits for i in range(len(req.candidates))]


def _server_message(exc: Exception) -> str:
    """The server's own error text from a SPARQLWrapper HTTP error (after its "Response:")."""
    text = str(exc)
    body = text.split("Response:", 1)[1] if "Response:" in text else text
    return " ".join(body.split())[:300] or "no message"


def _short(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return " ".join(text[:3])[:300]
