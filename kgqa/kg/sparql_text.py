r"""Token-aware edits of SPARQL text: normalisation for cache keys and variable substitution.

Both skip over string literals, IRIs and comments, so a ``?x`` inside ``"what is ?x"`` is
never touched and whitespace inside a literal is never collapsed. A backslash escape in a
prefixed name (``:singer\#name``) is part of the name, not the start of a comment.
"""

from __future__ import annotations

import re
from functools import lru_cache

_TOKENS = re.compile(
    r'''(?P<str>"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^'\\]|\\.|'(?!''))*\'\'\'|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
      |(?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
      |(?P<esc>\\.)
      |(?P<comment>\#[^\n]*)
      |(?P<var>[?$][A-Za-z0-9_\u00b7\u00c0-\uffff]+)
      |(?P<ws>\s+)''',
    re.VERBOSE,
)


#: Texts kept by the functions that read every query and probe a search sends (cache keys): a
#: beam search sends the same probe patterns over and over, and each read calls Python per token
_KEPT_TEXTS = 8192


@lru_cache(maxsize=_KEPT_TEXTS)
def normalize_query(query: str) -> str:
    """Collapse whitespace and drop comments outside literals and IRIs (for cache keys)."""

    def repl(m: re.Match) -> str:
        kind = m.lastgroup
        if kind == "ws":
            return " "
        if kind == "comment":
            return " "
        return m.group(0)

    return _TOKENS.sub(repl, query).strip()


def substitute_variable(text: str, variable: str, replacement: str) -> str:
    """Replace every occurrence of the variable ``variable`` (``?v`` or ``$v``) by ``replacement``.

    ``replacement`` must be SPARQL term syntax made by :func:`kgqa.kg.terms.term_to_sparql`.
    """
    name = variable.lstrip("?$")

    def repl(m: re.Match) -> str:
        if m.lastgroup == "var" and m.group(0)[1:] == name:
            return replacement
        return m.group(0)

    return _TOKENS.sub(repl, text)


@lru_cache(maxsize=_KEPT_TEXTS)
def mentions_variable(text: str, variable: str) -> bool:
    name = variable.lstrip("?$")
    return any(m.lastgroup == "var" and m.group(0)[1:] == name for m in _TOKENS.finditer(text))


_LIMIT = re.compile(r"\bLIMIT\s+(\d+)", re.IGNORECASE)
_TRAILING_VALUES = re.compile(r"\bVALUES\b", re.IGNORECASE)


def bound_select(query: str, limit: int) -> str:
    """``query`` (a SELECT) with at most ``limit`` solutions: ``LIMIT limit`` added after its
    WHERE clause when it has no LIMIT of its own, a larger one of its own lowered to ``limit``.

    Only the outermost query's solution modifiers are looked at: the WHERE clause is found by
    brace depth (strings, IRIs and comments skipped), so a sub-select's ``LIMIT`` inside it is
    neither taken for the query's nor changed, and an ``OFFSET`` stays as it is (a ``LIMIT`` is
    valid before or after it). A trailing ``VALUES`` block stays last. A text whose WHERE
    clause cannot be found is returned unchanged: the backend's row cap still stops it.
    """
    depth = paren = 0
    where_end = None
    for m in _STRUCTURE.finditer(query):
        tok = m.group(0)
        if m.lastgroup != "punct":
            continue
        if tok == "(":
            paren += 1
        elif tok == ")":
            paren -= 1
        elif tok == "{":
            depth += 1
        elif tok == "}":
            depth -= 1
            if depth == 0 and paren == 0:
                where_end = m.end()
                break
    if where_end is None:
        return query
    head, tail = query[:where_end], query[where_end:]
    values = _first_code_match(_TRAILING_VALUES, tail)
    modifiers, trailer = (tail[:values], tail[values:]) if values is not None else (tail, "")
    found = _first_code_match(_LIMIT, modifiers)
    if found is not None:
        m = _LIMIT.match(modifiers, found)
        if int(m.group(1)) <= limit:
            return query
        modifiers = f"{modifiers[:m.start(1)]}{limit}{modifiers[m.end(1):]}"
    else:
        # on a line of its own: a comment may end the text
        modifiers = f"{modifiers.rstrip()}\nLIMIT {limit}\n"
    return head + modifiers + trailer


_STRUCTURE = re.compile(_TOKENS.pattern + r"|(?P<punct>[{}()])", re.VERBOSE)


def _first_code_match(pattern: re.Pattern, text: str) -> int | None:
    """Where ``pattern`` first matches ``text`` outside strings, IRIs, comments and variables."""
    masked = _TOKENS.sub(lambda m: " " * len(m.group(0)) if m.lastgroup in ("str", "iri", "comment", "var") else m.group(0), text)
    m = pattern.search(masked)
    return m.start() if m else None


_ORDER_BY_WORDS = re.compile(r"\bORDER\s+BY\b", re.IGNORECASE)
_DIRECTION = re.compile(r"(ASC|DESC)\s*\(", re.IGNORECASE)
_CALL = re.compile(r"[A-Za-z_][\w.-]*(?::[\w.-]*)?\s*\(|:[\w.-]*\s*\(")
_NO_KEYS = ("LIMIT", "OFFSET", "VALUES")  # words after the keys, never a call
_NUMBERS_FIRST = re.compile(r"\bORDER\s+BY\s+DESC\s*\(\s*isNumeric\s*\(", re.IGNORECASE)


@lru_cache(maxsize=_KEPT_TEXTS)
def numbers_first(query: str) -> str:
    """``query`` with every ``ORDER BY`` key ``k`` sorted as ``DESC(isNumeric(k)) k``: numbers
    first, then the key's own order.

    Oxigraph (0.5.13, embedded and server) compares a string that reads as a number ("12.99")
    with a number one way and the same number with another string another way; Rust's sort
    (1.81 on) detects the broken order and panics, which aborts the process: a KG that states
    some prices as strings and some as decimals took the embedded engine down with one ``ORDER
    BY``. Sorted numbers apart from the rest, each key compares like with like. A key of one kind
    (all numbers, or all dates) sorts as before. Strings, IRIs and comments are skipped, so text
    inside them is never taken for a key; a query already sorted so is returned as it is."""
    if not _ORDER_BY_WORDS.search(query) or _NUMBERS_FIRST.search(query):
        return query
    masked = _TOKENS.sub(lambda m: " " * len(m.group(0)) if m.lastgroup in ("str", "comment") else m.group(0), query)
    out, at = [], 0
    for m in _ORDER_BY_WORDS.finditer(masked):
        if m.start() < at:
            continue
        keys, end = _order_keys(query, masked, m.end())
        if keys:
            out.append(query[at:m.end()])
            out.append(" " + " ".join(f"DESC(isNumeric({expr})) {key}" for key, expr in keys) + " ")
            at = end
    out.append(query[at:])
    return "".join(out)


def _order_keys(query: str, masked: str, at: int) -> tuple[list[tuple[str, str]], int]:
    """The ``(key text, key expression)`` pairs of the ORDER BY keys starting at ``at`` and the
    position after the last; ``masked``: ``query`` with its strings and comments blanked."""
    keys = []
    while True:
        start = at
        while start < len(masked) and masked[start].isspace():
            start += 1
        if start >= len(masked):
            break
        token = _TOKENS.match(query, start)
        kind = token.lastgroup if token else None
        direction = _DIRECTION.match(masked, start)
        call = _CALL.match(masked, start)
        if kind == "var":
            keys.append((token.group(0), token.group(0)))
            at = token.end()
            continue
        if direction:
            opening = direction.end() - 1
        elif masked[start] == "(" or kind == "iri" or (call and call.group(0).split("(")[0].strip().upper()
                                                       not in _NO_KEYS):
            opening = masked.find("(", token.end() if kind == "iri" else start)
        else:
            break
        close = _closing(masked, opening) if opening >= 0 else None
        if close is None:
            break
        text = query[start:close + 1]
        keys.append((text, query[opening + 1:close] if direction else text))
        at = close + 1
    return keys, at


def _closing(masked: str, opening: int) -> int | None:
    """The position of the bracket closing the one at ``opening`` (strings blanked), or None."""
    depth = 0
    for i in range(opening, len(masked)):
        if masked[i] == "(":
            depth += 1
        elif masked[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return None
