r"""Token-aware edits of SPARQL text: normalisation for cache keys and variable substitution.

Both skip over string literals, IRIs and comments, so a ``?x`` inside ``"what is ?x"`` is
never touched and whitespace inside a literal is never collapsed. A backslash escape in a
prefixed name (``:singer\#name``) is part of the name, not the start of a comment.
"""

from __future__ import annotations

import re

_TOKENS = re.compile(
    r'''(?P<str>"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^'\\]|\\.|'(?!''))*\'\'\'|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
      |(?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
      |(?P<esc>\\.)
      |(?P<comment>\#[^\n]*)
      |(?P<var>[?$][A-Za-z0-9_\u00b7\u00c0-\uffff]+)
      |(?P<ws>\s+)''',
    re.VERBOSE,
)


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


def mentions_variable(text: str, variable: str) -> bool:
    name = variable.lstrip("?$")
    return any(m.lastgroup == "var" and m.group(0)[1:] == name for m in _TOKENS.finditer(text))
