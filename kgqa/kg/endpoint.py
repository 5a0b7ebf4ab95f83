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
  :func:`kgqa.kg.base.union_probe_query`.
Timeouts are socket timeouts (no signals), so a hung server cannot hang the caller.
"""

from __future__ import annotations

import json
import socket
import urllib.error
from typing import Any

from rdflib import BNode, Graph, URIRef
from SPARQLWrapper import JSON, POST, SPARQLWrapper, TURTLE, URLENCODED
from SPARQLWrapper import SPARQLExceptions as swe

from kgqa.kg.base import KnowledgeGraph, ProbeRequest, SelectResult, Triple, union_probe_query
from kgqa.kg.errors import EndpointUnavailable, KGError, MalformedQuery, QueryFailed, QueryTimeout, ResultTruncated
from kgqa.kg.terms import Term, literal

MAX_ROWS_HEADER = "X-SPARQL-MaxRows"


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

    @property
    def identity(self) -> str:
        return f"endpoint:{self.endpoint}|{self.default_graph or ''}"

    def _new_wrapper(self, query: str, timeout_s: float, fmt: str = JSON) -> SPARQLWrapper:
        sw = SPARQLWrapper(self.endpoint)
        sw.setMethod(POST)
        sw.setRequestMethod(URLENCODED)
        sw.setReturnFormat(fmt)
        sw.setTimeout(max(1, int(round(timeout_s + 0.499))))
        if self.default_graph:
            sw.addDefaultGraph(self.default_graph)
        if self._auth:
            sw.setCredentials(*self._auth)
        sw.setQuery(query)
        return sw

    def _send(self, query: str, timeout_s: float, fmt: str = JSON):
        sw = self._new_wrapper(query, timeout_s, fmt)
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
        except urllib.error.URLError as e:
            if isinstance(e.reason, (socket.timeout, TimeoutError)):
                raise QueryTimeout(timeout_s, self.endpoint) from None
            raise EndpointUnavailable(self.endpoint, str(e.reason)) from None
        except (ConnectionError, OSError) as e:
            raise EndpointUnavailable(self.endpoint, str(e)) from None
        # http.client headers are case-insensitive; SPARQLWrapper's info() dict is not for .get().
        headers = response.response.headers
        if headers.get(MAX_ROWS_HEADER):
            raise ResultTruncated(
                f"{self.endpoint} truncated the result at {headers.get(MAX_ROWS_HEADER)} rows "
                "(server-side ResultSetMaxRows); add a LIMIT/OFFSET to page or raise the server's limit"
            )
        try:
            body = response.response.read()
        except (socket.timeout, TimeoutError):
            raise QueryTimeout(timeout_s, self.endpoint) from None
        return body

    def _json(self, query: str, timeout_s: float) -> dict:
        body = self._send(query, timeout_s)
        try:
            return json.loads(body)
        except ValueError:
            raise KGError(f"{self.endpoint} did not return SPARQL JSON results: {body[:200]!r}") from None

    def _select(self, query: str, timeout_s: float) -> SelectResult:
        data = self._json(query, timeout_s)
        variables = tuple(data.get("head", {}).get("vars", []))
        rows = tuple(
            tuple(binding_to_term(b[v]) if v in b else None for v in variables)
            for b in data.get("results", {}).get("bindings", [])
        )
        return SelectResult(variables, rows)

    def _ask(self, query: str, timeout_s: float) -> bool:
        data = self._json(query, timeout_s)
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
