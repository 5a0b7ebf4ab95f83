"""Normalized RDF terms and SPARQL term syntax built by construction.

Both backends return rdflib terms (``URIRef``, ``Literal``, ``BNode``), whatever the
server's dialect: Virtuoso's ``typed-literal`` and ``"1"^^xsd:boolean`` end up as the same
``Literal(True)`` that Oxigraph's ``"true"^^xsd:boolean`` does, because rdflib canonicalises
lexical forms of known datatypes.

Every IRI or literal that goes into a query text is rendered by :func:`term_to_sparql`,
which escapes literals and validates IRIs: nothing is pasted into SPARQL as a raw string.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Union

from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD

Term = Union[URIRef, Literal, BNode]

# IRIREF production of SPARQL 1.1: no controls, spaces or any of <>"{}|^`\
_IRI_FORBIDDEN = re.compile(r'[\x00-\x20<>"{}|^`\\]')
_LANG = re.compile(r"^[a-zA-Z]+(-[a-zA-Z0-9]+)*$")
_ECHAR = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
_UCHAR_LETTER = {"u": "\\U00000075", "U": "\\U00000055"}


def iri_to_sparql(iri: str) -> str:
    if _IRI_FORBIDDEN.search(iri):
        raise ValueError(f"not a valid IRI for SPARQL: {iri!r}")
    return f"<{iri}>"


def escape_string(text: str) -> str:
    r"""Escape a string for a double-quoted SPARQL literal (ECHAR production).

    SPARQL lets ``\uXXXX``/``\UXXXXXXXX`` code-point escapes appear anywhere in a query, and
    some parsers (rdflib's) expand them in one pass over the whole text before tokenising,
    without noticing that the backslash before them is itself escaped: the text ``\u0041``,
    written ``"\\u0041"``, would read as ``"\A"`` (an invalid escape) and ``\u0022`` as a
    quote. So a ``u``/``U`` that follows a backslash is written as its own code-point escape
    (``\U00000075``), which reads back as that letter under either reading of the spec.
    """
    out = []
    after_backslash = False
    for ch in text:
        if after_backslash and ch in "uU":
            out.append(_UCHAR_LETTER[ch])
        else:
            out.append(_ECHAR.get(ch, ch))
        after_backslash = ch == "\\"
    return "".join(out)


def literal_to_sparql(lit: Literal) -> str:
    body = f'"{escape_string(str(lit))}"'
    if lit.language:
        if not _LANG.fullmatch(lit.language):
            raise ValueError(f"invalid language tag {lit.language!r}")
        return f"{body}@{lit.language}"
    if lit.datatype and lit.datatype != XSD.string:
        return f"{body}^^{iri_to_sparql(str(lit.datatype))}"
    return body


def term_to_sparql(term: Term | str | int | float | bool) -> str:
    """SPARQL syntax for a term; plain Python values become typed literals."""
    if isinstance(term, URIRef):
        return iri_to_sparql(str(term))
    if isinstance(term, Literal):
        return literal_to_sparql(term)
    if isinstance(term, BNode):
        raise ValueError("blank nodes cannot be used as constants in a query; use a variable")
    if isinstance(term, (bool, int, float, str)):
        return literal_to_sparql(Literal(term))
    raise TypeError(f"cannot render {type(term).__name__} as a SPARQL term")


#: Literals up to this many characters are kept by :func:`literal` (longer ones are built each
#: time: the cache's memory stays bounded by its size times this).
CACHED_LEXICAL_CHARS = 200
LITERAL_CACHE_SIZE = 50_000


def literal(lexical: str, datatype: str | None = None, lang: str | None = None) -> Literal:
    """A normalized literal from its parts (as found in SPARQL JSON results or store terms).

    Kept per parts (an rdflib Literal is immutable): building one parses its lexical form into a
    Python value (about 10 us), and a question's reranked graphs read the same column values
    many times over (hundreds of thousands of cells a hundred questions)."""
    if len(lexical) <= CACHED_LEXICAL_CHARS:
        return _kept_literal(lexical, datatype, lang)
    return _new_literal(lexical, datatype, lang)


def _new_literal(lexical: str, datatype: str | None, lang: str | None) -> Literal:
    if lang:
        return Literal(lexical, lang=lang)
    if datatype is None or datatype == str(XSD.string):
        return Literal(lexical)
    return Literal(lexical, datatype=URIRef(datatype))


_kept_literal = lru_cache(maxsize=LITERAL_CACHE_SIZE)(_new_literal)


def to_python(term: Term | None):
    """A plain Python value for display and answer comparison (IRIs stay strings)."""
    if term is None:
        return None
    if isinstance(term, Literal):
        value = term.toPython()
        return value if not isinstance(value, Literal) else str(value)
    return str(term)
