"""Read-only guard: find a query's form without a full parse and refuse anything but reads.

The guard skips the prologue (BASE/PREFIX declarations and comments) and looks at the first
keyword, so it costs microseconds and runs on every query before it is sent. Queries go to
servers through the SPARQL *query* operation, never the update operation, so a query that
passes the guard cannot modify a store even if the server were lenient.
"""

from __future__ import annotations

import re

from kgqa.kg.errors import ReadOnlyViolation

READ_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")

_PROLOGUE = re.compile(
    r"""\s+ | \#[^\n]*                       # whitespace, comments
      | (?i:BASE)\s*<[^>]*>                   # BASE <iri>
      | (?i:PREFIX)\s*[A-Za-z0-9_.\-]*:\s*<[^>]*>  # PREFIX p: <iri>
    """,
    re.VERBOSE,
)
_KEYWORD = re.compile(r"[A-Za-z]+")


def query_form(query: str) -> str:
    """The query's form keyword, upper-cased (SELECT, ASK, ..., or e.g. INSERT/DELETE)."""
    pos = 0
    while True:
        m = _PROLOGUE.match(query, pos)
        if not m or m.end() == pos:
            break
        pos = m.end()
    m = _KEYWORD.match(query, pos)
    return m.group(0).upper() if m else ""


def ensure_read_only(query: str) -> str:
    """Return the form if it is a read; raise :class:`ReadOnlyViolation` otherwise."""
    form = query_form(query)
    if form not in READ_FORMS:
        shown = form or query.strip()[:40]
        raise ReadOnlyViolation(
            f"refused a {shown!r} request: kgqa only runs SELECT, ASK, CONSTRUCT and DESCRIBE "
            "queries (updates are never sent)"
        )
    return form
