"""Gold relations, types and values of a Spider4SPARQL query, read with a small tokenizer.

Used for two things only: positives when training the ranker, and the recall measurement.
It is deliberately not a SPARQL parser (``kgqa.querygraph`` owns the SPARQL <-> graph
conversion); it reads the token stream of the benchmark's query style:

- prefixed names ``:table`` / ``:table\\#column`` become IRIs in ``ONTOP_NS`` with the
  PN_LOCAL_ESC escapes removed (rdflib keeps the backslash: ``singer\\#name`` would never
  match the KG's ``singer#name``);
- ``a :cls`` (or ``rdf:type``) marks ``:cls`` as a type, every other prefixed name in predicate
  position is a relation;
- string literals, numbers and unquoted dates outside ``LIMIT``/``OFFSET`` are values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.data.spider4sparql import ONTOP_NS
from kgqa.kg.vocabulary import RDF, RDF_TYPE

# PN_LOCAL_ESC of SPARQL 1.1: a backslash before one of these characters stands for the character.
_PN_LOCAL_ESC = re.compile(r"\\([_~.\-!$&'()*+,;=/?#@%])")

_TOKEN = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<comment>\#[^\n]*)
  | (?P<string>'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")
  | (?P<iri><[^<>"{}|^`\\\s]*>)
  | (?P<var>[?$][A-Za-z0-9_]+)
  | (?P<date>\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?)
  | (?P<number>\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)
  | (?P<pname>(?:[A-Za-z][\w\-.]*)?:(?:(?:[\w\-]|\\[_~.\-!$&'()*+,;=/?#@%]|%[0-9A-Fa-f]{2})
                 (?:(?:[\w\-.:]|\\[_~.\-!$&'()*+,;=/?#@%]|%[0-9A-Fa-f]{2})*
                    (?:[\w\-:]|\\[_~.\-!$&'()*+,;=/?#@%]|%[0-9A-Fa-f]{2}))?)?)
  | (?P<word>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>\^\^|[<>!=]=|&&|\|\||[{}().,;*+\-/<>=!\[\]|@^])
    """,
    re.VERBOSE,
)

@dataclass(frozen=True)
class GoldValue:
    """A literal constant of a gold query: its lexical form and ``string`` | ``number`` | ``date``."""

    lexical: str
    kind: str


@dataclass(frozen=True)
class GoldInstances:
    relations: tuple[str, ...]
    types: tuple[str, ...]
    values: tuple[GoldValue, ...]
    entities: tuple[str, ...]


def unescape_local(local: str) -> str:
    """Drop PN_LOCAL_ESC backslashes: ``singer\\#name`` -> ``singer#name``."""
    return _PN_LOCAL_ESC.sub(r"\1", local)


def _string_body(token: str) -> str:
    body = token[1:-1]
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), m.group(1)), body)


def tokenize(query: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    while pos < len(query):
        m = _TOKEN.match(query, pos)
        if not m:
            out.append(("other", query[pos]))
            pos += 1
            continue
        pos = m.end()
        if m.lastgroup not in ("ws", "comment"):
            out.append((m.lastgroup, m.group()))
    return out


def gold_instances(query: str, prefixes: dict[str, str] | None = None) -> GoldInstances:
    """Relations, types, values and entity IRIs used by ``query`` (first-seen order, no repeats)."""
    prefixes = {"": ONTOP_NS, "rdf": RDF, **(prefixes or {})}
    toks = tokenize(query)
    rels: dict[str, None] = {}
    types: dict[str, None] = {}
    vals: dict[GoldValue, None] = {}
    ents: dict[str, None] = {}

    def expand(tok: str) -> str | None:
        pfx, _, local = tok.partition(":")
        if pfx.upper() == "PREFIX" or pfx not in prefixes:
            return None
        return prefixes[pfx] + unescape_local(local)

    # position in the current triple pattern: s(ubject), p(redicate), o(bject) or x (not in one)
    expect, pred_is_type = "s", False
    i = 0
    while i < len(toks):
        kind, text = toks[i]
        prev = toks[i - 1] if i else ("", "")
        if kind == "word" and text.upper() == "PREFIX" and i + 2 < len(toks):
            name = toks[i + 1][1].rstrip(":")
            if toks[i + 2][0] == "iri":
                prefixes[name] = toks[i + 2][1][1:-1]
            i += 3
            continue
        position = expect
        if kind == "punct" and text in ("{", "}", "."):
            expect = "s"
        elif kind == "punct" and text == ";":
            expect = "p"
        elif kind == "punct" and text == ",":
            expect = "o"
        elif kind in ("var", "pname", "iri", "string", "number", "date") or (kind == "word" and text == "a"):
            expect = {"s": "p", "p": "o", "o": "x"}.get(expect, "x")
        else:
            expect = "x"
        if kind == "word" and text == "a" and position == "p":
            pred_is_type = True
        elif kind in ("pname", "iri"):
            iri = expand(text) if kind == "pname" else text[1:-1]
            if iri is not None:
                if position == "p":
                    pred_is_type = iri == RDF_TYPE
                    if not pred_is_type:
                        rels.setdefault(iri)
                elif position == "o" and pred_is_type:
                    types.setdefault(iri)
                else:
                    ents.setdefault(iri)  # a constant subject or object (Spider4SPARQL has none)
        elif kind == "var" and position == "p":
            pred_is_type = False
        if kind == "string":
            lexical = _string_body(text)
            vals.setdefault(GoldValue(lexical, "string"))
            if i + 2 < len(toks) and toks[i + 1][1] == "^^":
                i += 3  # a typed literal: "1"^^xsd:int
                continue
        elif kind == "number":
            if not (prev[0] == "word" and prev[1].upper() in ("LIMIT", "OFFSET")):
                vals.setdefault(GoldValue(text, "number"))
        elif kind == "date":
            vals.setdefault(GoldValue(text, "date"))
        i += 1
    return GoldInstances(tuple(rels), tuple(types), tuple(vals), tuple(ents))
