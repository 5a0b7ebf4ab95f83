"""The one lexer style shared by the three expression parsers, and :class:`ParseError`.

The three languages disagree on which characters are operators (a comma is text at the top
of a G[q] expression but separates HPE operands; parentheses are grouping in G[q] and plain
text inside an H-expression question), so the scanner is context-driven: the recursive
descent parser asks for "text up to one of these stop characters" at each grammar level
rather than tokenising the whole input up front. Every parser reports errors through
:meth:`Scanner.error`, which records the offending position for a caret message.

A backslash escapes the next character in any text (``\\+``, ``\\,``, ``\\]``, ``\\#``).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable, TypeVar

T = TypeVar("T")


class ParseError(ValueError):
    """A syntax error with its 0-based offset, 1-based line/column and a caret excerpt."""

    def __init__(self, message: str, text: str, pos: int) -> None:
        self.message = message
        self.text = text
        self.pos = max(0, min(pos, len(text)))
        before = text[: self.pos]
        self.line = before.count("\n") + 1
        line_start = before.rfind("\n") + 1
        self.column = self.pos - line_start + 1
        line_end = text.find("\n", self.pos)
        self.source_line = text[line_start : len(text) if line_end < 0 else line_end]
        super().__init__(str(self))

    def __str__(self) -> str:
        caret = " " * (self.column - 1) + "^"
        return f"{self.message} at line {self.line}, column {self.column}\n  {self.source_line}\n  {caret}"


@dataclass(frozen=True)
class RawText:
    """Text read by the scanner, with each character's escaped flag kept.

    The H-expression parser needs the flags: an unescaped ``#1`` is a reference, ``\\#1``
    is literal text.
    """

    chars: tuple[tuple[str, bool], ...]
    start: int
    end: int

    @property
    def value(self) -> str:
        return "".join(c for c, _ in self.chars)


MAX_NESTING = 100


class Scanner:
    """A cursor over the input with the primitives the recursive-descent parsers share."""

    def __init__(self, text: str, max_nesting: int = MAX_NESTING) -> None:
        self.text = text
        self.pos = 0
        self.depth = 0
        self.max_nesting = max_nesting

    def enter(self) -> None:
        """Count one level of nesting; deep inputs fail with a ParseError, not RecursionError."""
        self.depth += 1
        if self.depth > self.max_nesting:
            raise self.error(f"expression nested deeper than {self.max_nesting} levels")

    def leave(self) -> None:
        self.depth -= 1

    # -- basic cursor ops ---------------------------------------------------------------
    def error(self, message: str, pos: int | None = None) -> ParseError:
        return ParseError(message, self.text, self.pos if pos is None else pos)

    def skip_ws(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def at_end(self) -> bool:
        self.skip_ws()
        return self.pos >= len(self.text)

    def peek(self) -> str:
        """The next non-space character ('' at the end)."""
        self.skip_ws()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def accept(self, literal: str) -> bool:
        self.skip_ws()
        if self.text.startswith(literal, self.pos):
            self.pos += len(literal)
            return True
        return False

    def expect(self, literal: str, context: str = "") -> None:
        if not self.accept(literal):
            found = self.describe_here()
            where = f" {context}" if context else ""
            raise self.error(f"expected {literal!r}{where}, found {found}")

    def match(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        """Match a regex at the cursor (after spaces) without consuming it."""
        self.skip_ws()
        return pattern.match(self.text, self.pos)

    def describe_here(self) -> str:
        self.skip_ws()
        if self.pos >= len(self.text):
            return "end of input"
        return repr(self.text[self.pos])

    def expect_end(self) -> None:
        if not self.at_end():
            raise self.error(f"unexpected {self.describe_here()} after a complete expression")

    # -- text ---------------------------------------------------------------------------
    def read_text(self, stops: str) -> RawText:
        """Read text up to an unescaped stop character or the end; spaces are kept."""
        self.skip_ws()
        start = self.pos
        chars: list[tuple[str, bool]] = []
        text = self.text
        while self.pos < len(text):
            c = text[self.pos]
            if c == "\\":
                if self.pos + 1 >= len(text):
                    raise self.error("dangling escape '\\' at the end of the input")
                chars.append((text[self.pos + 1], True))
                self.pos += 2
                continue
            if c in stops:
                break
            chars.append((c, False))
            self.pos += 1
        # Trailing spaces belong to the separator, not to the text.
        while chars and chars[-1][0].isspace() and not chars[-1][1]:
            chars.pop()
        return RawText(tuple(chars), start, self.pos)

    def read_delimited(self, open_: str, close: str, what: str) -> RawText:
        """Read ``open_ ... close`` where ``\\close`` and ``\\\\`` are escapes."""
        self.skip_ws()
        start = self.pos
        if not self.text.startswith(open_, self.pos):
            raise self.error(f"expected {open_!r} to start {what}")
        self.pos += len(open_)
        chars: list[tuple[str, bool]] = []
        while True:
            if self.pos >= len(self.text):
                raise self.error(f"unterminated {what} (missing {close!r})", start)
            c = self.text[self.pos]
            if c == "\\":
                if self.pos + 1 >= len(self.text):
                    raise self.error(f"unterminated {what} (missing {close!r})", start)
                chars.append((self.text[self.pos + 1], True))
                self.pos += 2
                continue
            if c == close:
                self.pos += 1
                return RawText(tuple(chars), start, self.pos)
            chars.append((c, False))
            self.pos += 1


def escape(text: str, specials: str) -> str:
    """Backslash-escape the backslash and every character in ``specials``."""
    out = []
    for c in text:
        if c == "\\" or c in specials:
            out.append("\\")
        out.append(c)
    return "".join(out)


def nested(parse: Callable[..., T]) -> Callable[..., T]:
    """Decorate a grammar-level function ``f(scanner, ...)`` that can recurse into itself."""

    @functools.wraps(parse)
    def wrapper(s: Scanner, *args: object, **kwargs: object) -> T:
        s.enter()
        try:
            return parse(s, *args, **kwargs)
        finally:
            s.leave()

    return wrapper
