"""Class hierarchies a KG states (``rdfs:subClassOf``) but does not materialise.

An OWL or RDFS KG often types each individual with its most specific class only (``:Balor a
:Demon``, ``:Demon rdfs:subClassOf :Creature``) and leaves the rest to a reasoner that a plain
SPARQL endpoint does not run. "Which creatures speak Abyssal?" then needs ``?x
rdf:type/rdfs:subClassOf* :Creature``: ``?x a :Creature`` has no match at all.

:class:`ClassHierarchy` lists the superclasses for which that is so ("open" superclasses): one
bounded listing of the ``rdfs:subClassOf`` edges, and for a superclass that has instances of its
own, one bounded ``ASK`` whether some instance of a class below it lacks its type. A KG whose
instances carry every type (as DBpedia's do) or that has no hierarchy (relational mappings) has
no open superclass, and nothing changes for it.
"""

from __future__ import annotations

import logging
import time
from collections import defaultdict
from dataclasses import dataclass, field

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDFS, is_machinery

log = logging.getLogger(__name__)

SUBCLASS_OF = URIRef(RDFS + "subClassOf")

#: one DISTINCT listing of the hierarchy's edges; a larger hierarchy is read up to this many
_EDGES = ("SELECT DISTINCT ?c ?s WHERE {{ ?c {sub} ?s . FILTER(isIRI(?c) && isIRI(?s) && ?c != ?s) }} "
          "LIMIT {limit}")


@dataclass(frozen=True)
class ClassHierarchy:
    """``open[S]``: the classes below superclass ``S`` (at any depth) that have instances of their
    own, for each ``S`` whose instances the KG does not all type with ``S``."""

    open: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def read(cls, kg: KnowledgeGraph, classes: list[str], *, max_edges: int = 20_000, max_checks: int = 200,
             max_below: int = 500, timeout_s: float = 30.0, checks_s: float = 60.0) -> "ClassHierarchy":
        """The open superclasses above ``classes`` (the classes with instances of their own).

        ``max_checks`` bounds the ``ASK`` queries (one per superclass that has instances of its
        own, below which ``max_below`` classes at most) and ``checks_s`` their time together (a
        large KG with a deep ontology must not spend its onboarding here); a superclass not
        checked, or whose check fails, counts as closed: its type edges stay as they are, as
        before this index existed.
        """
        try:
            result = kg.select(_EDGES.format(sub=iri_to_sparql(SUBCLASS_OF), limit=max_edges + 1), timeout_s=timeout_s)
        except EndpointUnavailable:
            raise  # a partial index must not be built, and cached, from a down endpoint
        except KGError as e:
            log.info("no class hierarchy for %s (%s): types are matched as stated", kg.identity, e)
            return cls()
        if len(result.rows) > max_edges or result.truncated:
            log.info("class hierarchy of %s read up to %d edges", kg.identity, max_edges)
        edges = [(str(c), str(s)) for c, s in result.rows[:max_edges]]
        end = time.monotonic() + checks_s

        def some_untyped(sup: str, subs: list[str]) -> bool:
            left = end - time.monotonic()
            return left > 0 and _some_untyped(kg, sup, subs, min(timeout_s, left))

        return cls.from_edges(edges, classes, some_untyped, max_checks=max_checks, max_below=max_below)

    @classmethod
    def from_edges(cls, edges, classes: list[str], some_untyped, *, max_checks: int = 200,
                   max_below: int = 500) -> "ClassHierarchy":
        """The open superclasses from the hierarchy's ``(class, superclass)`` edges, read by SPARQL
        (:meth:`read`) or from a dump file (:mod:`kgqa.candidates.dump`). ``some_untyped(sup,
        subs)``: whether some instance of a class in ``subs`` lacks the type ``sup``."""
        below = classes_below(edges, classes)
        direct, out, checks = set(classes), {}, 0
        for sup in sorted(below):
            subs = sorted(below[sup] - {sup})
            if not subs:
                continue
            if sup not in direct:  # no instance of its own: every instance is a subclass's
                out[sup] = tuple(subs)
            elif checks < max_checks and len(subs) <= max_below:
                checks += 1
                if some_untyped(sup, subs):
                    out[sup] = tuple(subs)
        return cls(out)

    def to_json(self) -> dict:
        return {"open": {s: list(cs) for s, cs in self.open.items()}}

    @classmethod
    def from_json(cls, data: dict | None) -> "ClassHierarchy":
        return cls({s: tuple(cs) for s, cs in (data or {}).get("open", {}).items()})


def classes_below(edges, classes: list[str]) -> dict[str, set[str]]:
    """Each superclass (not machinery) above ``classes`` -> the ones of ``classes`` below it, from
    the hierarchy's ``(class, superclass)`` edges."""
    parents: dict[str, set[str]] = defaultdict(set)
    for c, s in edges:
        if c != s:
            parents[c].add(s)
    below: dict[str, set[str]] = defaultdict(set)
    for c in classes:
        for a in _ancestors(c, parents):
            if not is_machinery(a):
                below[a].add(c)
    return below


def _ancestors(c: str, parents: dict[str, set[str]]) -> set[str]:
    """Every class above ``c`` (a cycle, which OWL allows for equivalent classes, ends the walk)."""
    seen: set[str] = set()
    todo = list(parents.get(c, ()))
    while todo:
        a = todo.pop()
        if a not in seen and a != c:
            seen.add(a)
            todo.extend(parents.get(a, ()))
    return seen


def _some_untyped(kg: KnowledgeGraph, sup: str, subs: list[str], timeout_s: float) -> bool:
    """Does some instance of a class in ``subs`` lack the type ``sup``?"""
    values = " ".join(iri_to_sparql(c) for c in subs)
    query = f"ASK {{ VALUES ?c {{ {values} }} ?x a ?c . FILTER NOT EXISTS {{ ?x a {iri_to_sparql(sup)} }} }}"
    try:
        return kg.ask(query, timeout_s=timeout_s)
    except EndpointUnavailable:
        raise
    except KGError as e:
        log.info("superclass %s of %s taken as closed (%s)", sup, kg.identity, e)
        return False


__all__ = ["SUBCLASS_OF", "ClassHierarchy", "classes_below"]
