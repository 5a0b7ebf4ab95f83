"""Typed errors of the KG access layer. Every message says what to do about it."""

from __future__ import annotations


class KGError(Exception):
    """Base class of every KG access failure."""


class MalformedQuery(KGError):
    """The SPARQL text does not parse; ``position`` is a character offset when known."""

    def __init__(self, message: str, query: str = "", position: int | None = None) -> None:
        super().__init__(message)
        self.query = query
        self.position = position


class ReadOnlyViolation(KGError):
    """A query that is not SELECT/ASK/CONSTRUCT/DESCRIBE was refused before being sent."""


class EndpointUnavailable(KGError):
    """The SPARQL endpoint could not be reached or answered with a server error."""

    def __init__(self, endpoint: str, reason: str) -> None:
        super().__init__(
            f"SPARQL endpoint {endpoint} is unavailable: {reason}. Check that the server is "
            "running and the URL (kg.endpoint) is right."
        )
        self.endpoint = endpoint


class QueryFailed(KGError):
    """The endpoint is up but failed on this one query (HTTP 500: e.g. Virtuoso's SQL errors
    for a type error at run time, or a sort past MaxSortedTopRows). One query being wrong, not
    the KG failing: the next query may well succeed."""

    def __init__(self, endpoint: str, reason: str) -> None:
        super().__init__(f"{endpoint} failed on the query (HTTP 500): {reason}")
        self.endpoint = endpoint


class QueryTimeout(KGError):
    """The query ran past its time budget."""

    def __init__(self, seconds: float, where: str = "") -> None:
        super().__init__(
            f"query exceeded its {seconds:g} s timeout{(' on ' + where) if where else ''}; "
            "raise kg.timeout_s or simplify the query"
        )
        self.seconds = seconds


class ResultTooLarge(KGError):
    """The result has more rows than the configured bound (``max_rows``)."""


class ResultTruncated(ResultTooLarge):
    """The server cut the result short (e.g. Virtuoso's ResultSetMaxRows) and said so in a header."""


class UnknownKG(KGError):
    """A KG name that is not registered."""


# The KG failing, as opposed to one query being wrong (MalformedQuery, ResultTooLarge): an answer
# that needed such a call is not served as an answer (the service says 503/504).
KG_FAULTS: tuple[type[KGError], ...] = (EndpointUnavailable, QueryTimeout)
