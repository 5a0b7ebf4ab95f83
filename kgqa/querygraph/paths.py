"""Property paths as the instance of a Rel edge (SPARQL 1.1 section 9).

A Rel edge's instance is an IRI (the common case) or a :class:`PropertyPath`: a small
immutable tree over IRIs built from sequence ``/``, alternative ``|``, inverse ``^`` and the
modifiers ``*``, ``+``, ``?``. A path is an *edge modifier*, not a new edge class: the edge
still joins a subject to an object, and the decoder fills it from the relation pool and the
enumerated modifiers (:data:`PATH_MODIFIERS`).

Constructors normalise, so that equal paths are equal objects (the canonical form and the
round trip rely on it):

* nested sequences and alternatives are flattened; a one-part sequence/alternative is its part;
* alternatives are deduplicated and sorted (``p|q`` = ``q|p``): a UNION of single triples that
  differ only in the predicate is the same thing (:mod:`kgqa.querygraph.from_sparql`);
* ``^^p`` is ``p``; ``^`` of a whole edge's path is kept on the path only when it is not a plain
  IRI (``?x ^p ?y`` is stored as Rel ``?y -p-> ?x``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Union

from rdflib import URIRef

from kgqa.kg.terms import iri_to_sparql

#: Path operators. ``seq``/``alt`` take two or more parts, the others one.
PATH_OPS = ("seq", "alt", "inv", "*", "+", "?")
#: Modifiers the decoder can put on a filled relation (``""`` = a plain IRI).
PATH_MODIFIERS: tuple[str, ...] = ("", "*", "+", "?", "^")


@dataclass(frozen=True)
class PropertyPath:
    """``op`` in :data:`PATH_OPS`; ``parts``: IRIs or nested paths."""

    op: str
    parts: tuple

    def __post_init__(self) -> None:
        if self.op not in PATH_OPS:
            raise ValueError(f"unknown path operator {self.op!r}")
        n = len(self.parts)
        if (self.op in ("seq", "alt") and n < 2) or (self.op not in ("seq", "alt") and n != 1):
            raise ValueError(f"path {self.op} with {n} parts")

    def __str__(self) -> str:
        return path_to_sparql(self, short=True)

    def iris(self) -> Iterator[URIRef]:
        """The IRIs the path mentions, left to right (for candidate pools and labels)."""
        for p in self.parts:
            if isinstance(p, PropertyPath):
                yield from p.iris()
            else:
                yield p


@dataclass(frozen=True)
class PredicateRole:
    """A variable predicate, ``?x ?p ?o``: the vertex ``?p`` sits between subject and object, joined
    by a Rel edge with role ``subject`` (``?x -> ?p``) and one with role ``object`` (``?p -> ?o``),
    so ``?p`` can be constrained by the schema (``?p rdfs:subPropertyOf ex:measurement``) or be
    the answer ("how are A and B related?") and the graph stays a tree."""

    role: str

    def __post_init__(self) -> None:
        if self.role not in ("subject", "object"):
            raise ValueError(f"a predicate role is subject or object, not {self.role!r}")

    def __str__(self) -> str:
        return f"<{self.role} of ?p>"


@dataclass(frozen=True)
class OptionalPredicate:
    """``OPTIONAL { ?x p ?y }``: an attribute that may be missing, one triple whose far end is a
    fresh variable. An edge modifier: the Rel edge holds ``p`` wrapped in this. Several triples
    of one OPTIONAL are several such edges (:func:`kgqa.querygraph.model.optional_groups`);
    ``star`` marks the edges of an OPTIONAL that meet at the variable joining it to the pattern
    (``OPTIONAL { ?x :p ?a . ?x :q ?b }``: both starred; without the flag they would be two
    OPTIONALs)."""

    predicate: Union[URIRef, PropertyPath]
    star: bool = False

    def __str__(self) -> str:
        return f"OPTIONAL{'*' if self.star else ''} {path_to_sparql(self.predicate, short=True)}"


SUBJECT = PredicateRole("subject")
OBJECT = PredicateRole("object")

Predicate = Union[URIRef, PropertyPath]


def _key(p: Predicate) -> str:
    return path_to_sparql(p)


def sequence(*parts: Predicate) -> Predicate:
    flat: list = []
    for p in parts:
        flat.extend(p.parts if isinstance(p, PropertyPath) and p.op == "seq" else [p])
    return flat[0] if len(flat) == 1 else PropertyPath("seq", tuple(flat))


def alternative(*parts: Predicate) -> Predicate:
    flat: dict[str, Predicate] = {}
    for p in parts:
        for q in (p.parts if isinstance(p, PropertyPath) and p.op == "alt" else [p]):
            flat.setdefault(_key(q), q)
    items = [flat[k] for k in sorted(flat)]
    return items[0] if len(items) == 1 else PropertyPath("alt", tuple(items))


def inverse(p: Predicate) -> Predicate:
    if isinstance(p, PropertyPath) and p.op == "inv":
        return p.parts[0]
    return PropertyPath("inv", (p,))


def modified(p: Predicate, mod: str) -> Predicate:
    if mod not in ("*", "+", "?"):
        raise ValueError(f"unknown path modifier {mod!r}")
    return PropertyPath(mod, (p,))


def with_modifier(iri: URIRef, modifier: str) -> Predicate:
    """The decoder's view: a filled relation plus one of :data:`PATH_MODIFIERS`."""
    if modifier == "":
        return iri
    if modifier == "^":
        return inverse(iri)
    return modified(iri, modifier)


def path_to_sparql(p: Predicate, *, short: bool = False) -> str:
    """SPARQL path syntax; IRIs validated by :func:`kgqa.kg.terms.iri_to_sparql`.
    ``short`` renders IRIs by their local name (for display only)."""
    if isinstance(p, URIRef):
        if short:
            s = str(p)
            return s.rsplit("#", 1)[-1].rsplit("/", 1)[-1] or s
        return iri_to_sparql(str(p))
    if not isinstance(p, PropertyPath):
        raise TypeError(f"not a predicate: {p!r}")

    def elt(q: Predicate) -> str:
        text = path_to_sparql(q, short=short)
        return f"({text})" if isinstance(q, PropertyPath) and q.op in ("seq", "alt") else text

    if p.op == "seq":
        return "/".join(elt(q) for q in p.parts)
    if p.op == "alt":
        return "|".join(path_to_sparql(q, short=short) if not (isinstance(q, PropertyPath) and q.op == "alt")
                        else elt(q) for q in p.parts)
    inner = p.parts[0]
    text = elt(inner)
    if isinstance(inner, PropertyPath) and inner.op in ("inv", "*", "+", "?"):
        text = f"({text})"
    return f"^{text}" if p.op == "inv" else f"{text}{p.op}"


def path_to_json(p: Predicate):
    if isinstance(p, URIRef):
        return str(p)
    if isinstance(p, PredicateRole):
        return {"role": p.role}
    if isinstance(p, OptionalPredicate):
        return {"optional": path_to_json(p.predicate), **({"star": True} if p.star else {})}
    return {"path": p.op, "parts": [path_to_json(q) for q in p.parts]}


def path_from_json(x) -> Predicate:
    if isinstance(x, str):
        return URIRef(x)
    if "role" in x:
        return PredicateRole(x["role"])
    if "optional" in x:
        return OptionalPredicate(path_from_json(x["optional"]), bool(x.get("star", False)))
    return PropertyPath(x["path"], tuple(path_from_json(q) for q in x["parts"]))


def starts_with(p: Predicate, iri: URIRef) -> bool:
    """Is ``p`` the IRI itself or a sequence that begins with it (``rdf:type/rdfs:subClassOf*``)?"""
    if isinstance(p, PropertyPath) and p.op == "seq":
        return p.parts[0] == iri
    return p == iri


__all__ = [
    "OBJECT", "OptionalPredicate", "PATH_MODIFIERS", "PATH_OPS", "Predicate", "PredicateRole", "PropertyPath", "SUBJECT", "alternative", "inverse", "modified",
    "path_from_json", "path_to_json", "path_to_sparql", "sequence", "starts_with", "with_modifier",
]
