"""SPARQL for people to read: ``PREFIX`` declarations, one triple pattern per line, groups indented.

    PREFIX singer: <http://example.org/kg/singer#>
    PREFIX kg: <http://example.org/kg/>
    PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
    SELECT ?v0 WHERE {
      ?v1 singer:name ?v0 .
      ?v1 a kg:singer .
      ?v1 singer:age ?v3 .
      FILTER(?v3 > "40"^^xsd:integer)
    }

What the page and ``kgqa ask`` show; the query the KG runs stays the engine's own text. The
printer works on tokens, not on a parse tree, so it reflows any query (a benchmark's, a
hand-written one) without changing what it means: strings are copied as they are, and an IRI
is abbreviated only when its local part is a legal prefixed name.
"""

from __future__ import annotations

import re

from kgqa.kg.vocabulary import RDF_TYPE, WELL_KNOWN_PREFIXES

# one SPARQL token: a string (long form first), an absolute IRI, a brace, anything else up to the
# next space or brace, or a run of spaces
_TOKEN = re.compile(r'''"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^'\\]|\\.|'(?!''))*\'\'\''''
                    r'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|<[A-Za-z][A-Za-z0-9+.\-]*:[^<>"{}|^`\\\s]*>'''
                    r'''|[{}]|[^\s{}"']+|\s+''')
# a local part that needs no escaping in a prefixed name (PN_LOCAL, conservatively)
_LOCAL = re.compile(r"[A-Za-z0-9_]([A-Za-z0-9_\-.]*[A-Za-z0-9_\-])?")
# keywords that start a new line inside a group
_CLAUSE = re.compile(r"(?i)(FILTER|OPTIONAL|MINUS|BIND|VALUES|SERVICE|GRAPH)\b(?!:)")
# solution modifiers: each on a line of its own after the WHERE group
_MODIFIER = re.compile(r"(?i)(GROUP|ORDER|HAVING|LIMIT|OFFSET)\b(?!:)")
INDENT = "  "


def pretty_sparql(query: str) -> str:
    """``query`` with ``PREFIX`` declarations for the namespaces its IRIs use (the well-known
    prefixes such as ``rdf:``/``xsd:``, else one named after the namespace's last path segment),
    one triple pattern per line, a group's contents indented, ``a`` for ``rdf:type`` as a
    predicate, a subject's further predicates (after ``;``) on lines of their own, and solution modifiers (``GROUP BY``, ``ORDER BY``, ``LIMIT``) on lines of their
    own. Prefixes the query declares itself are kept and reused."""
    known = {ns: p for p, ns in WELL_KNOWN_PREFIXES.items()}
    chosen: dict[str, str] = {}  # namespace -> prefix, in the order first used
    body = _declared(query, chosen)

    def prefixed(iri: str) -> str:
        cut = max(iri.rfind("#"), iri.rfind("/"))
        namespace, local = iri[: cut + 1], iri[cut + 1:]
        if cut < 0 or not _LOCAL.fullmatch(local):
            return f"<{iri}>"
        if namespace not in chosen:
            taken = set(chosen.values()) | set(known.values())
            chosen[namespace] = known.get(namespace) or _prefix_name(namespace, taken)
        return f"{chosen[namespace]}:{local}"

    lines: list[str] = []
    line: list[str] = []  # the current line's tokens; a run of spaces is kept as one " "
    depth = 0
    parens = 0  # open parentheses: a "." or keyword inside FILTER(...) does not break the line
    continued = False  # the line continues a subject's predicate list (after ";"): indented more

    def flush() -> None:
        nonlocal continued
        text = "".join(line).strip()
        if text:
            lines.append(INDENT * (depth + continued) + text)
            continued = False
        line.clear()

    def terms() -> int:
        return sum(1 for t in line if t != " ")

    for tok in _TOKEN.findall(body):
        if tok.isspace():
            if line and line[-1] != " ":
                line.append(" ")
            continue
        if tok.startswith("<") and tok.endswith(">") and len(tok) > 2:
            iri = tok[1:-1]
            # rdf:type as a predicate (a pattern's second term, or first after ";") reads as "a"
            predicate = terms() == (0 if continued else 1) and not parens
            line.append("a" if iri == RDF_TYPE and predicate else prefixed(iri))
        elif tok == "{":
            line.append("{")
            flush()
            depth += 1
        elif tok == "}":
            flush()
            depth = max(depth - 1, 0)
            line.append("}")
            if depth == 0:
                flush()
        elif tok[0] in "\"'":
            line.append(tok)
        else:
            if not parens and ((depth and _CLAUSE.match(tok)) or (not depth and _MODIFIER.match(tok))):
                flush()
            line.append(_datatypes(tok, prefixed))
            parens += tok.count("(") - tok.count(")")
            parens = max(parens, 0)
            if tok in (".", ";") and depth and not parens:
                flush()
                continued = tok == ";"
    flush()
    decls = [f"PREFIX {p}: <{ns}>" for ns, p in chosen.items()]
    return "\n".join(decls + lines)


def _declared(query: str, chosen: dict[str, str]) -> str:
    """``query`` without its prologue; its ``PREFIX`` declarations go into ``chosen``."""
    prologue = re.compile(r"\s*(?:#[^\n]*\n|(?i:PREFIX)\s+([A-Za-z][\w.\-]*)?:\s*<([^<>\s]*)>|(?i:BASE)\s*<[^<>\s]*>)")
    pos = 0
    while m := prologue.match(query, pos):
        if m.group(2) is not None and m.group(2) not in chosen:
            chosen[m.group(2)] = m.group(1) or ""
        pos = m.end()
    return query[pos:]


def _datatypes(tok: str, prefixed) -> str:
    """A token holding ``^^<iri>`` glued to something (a literal ends before it, so only the
    IRI is left here) or an IRI inside parentheses, with the IRI abbreviated."""
    return re.sub(r"<([A-Za-z][A-Za-z0-9+.\-]*:[^<>\"{}|^`\\\s]*)>", lambda m: prefixed(m.group(1)), tok)


def _prefix_name(namespace: str, taken: set[str]) -> str:
    """A prefix for a namespace no well-known prefix names: its last path segment in letters
    (``http://example.org/db/singer#`` -> ``singer``), else ``ns``; numbered when taken."""
    words = [w for w in re.split(r"[/#]", namespace) if w]
    base = re.sub(r"[^A-Za-z0-9_]", "_", words[-1]).strip("_").lower() if len(words) > 1 else ""
    if len(base) < 2 or not base[0].isalpha() or len(base) > 20 or base == "a":
        base = "ns"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}{n}"
    return name
