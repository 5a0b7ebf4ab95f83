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
