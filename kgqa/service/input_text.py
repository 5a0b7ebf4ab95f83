"""What request text (a question, a KG name) may hold: one rule for the OpenAPI schema and the
server, so a client that validates against the schema is never refused by the server."""

import re

# What question text may hold, stated once as a regular expression that means the same in the
# OpenAPI schema (ECMA-262) and here (Python's re): no control characters other than the
# whitespace ones (tab, newline, vertical tab, form feed, carriage return), and at least one
# character that is neither a control character nor whitespace (str.strip() removes those).
CONTROL = r"\u0000-\u0008\u000e-\u001f\u007f-\u009f"
WHITESPACE = r"\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
TEXT_PATTERN = f"^[^{CONTROL}]*[^{CONTROL}{WHITESPACE}][^{CONTROL}]*$"
_CONTROL_CHAR = re.compile(f"[{CONTROL}]")


def text_problem(text: str) -> str | None:
    """Why ``text`` is not acceptable question text (``TEXT_PATTERN``), or None. Text that
    cannot be encoded (lone surrogates) is refused as well."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "is not valid Unicode text (it holds a lone surrogate)"
    bad = _CONTROL_CHAR.search(text)
    if bad:
        return f"holds the control character U+{ord(bad.group()):04X}"
    if not text.strip():
        return "is empty"
    return None
