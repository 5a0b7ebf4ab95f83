"""Join completion: graphs that reach, through the KG's own links, a class that holds a value the
question names, where the outline compared it on a class that cannot (``search.join_completion``).

An outline that leaves a join out puts a comparison on the wrong class: "How many car makers
are there in france?" outlined as one class gives ``?m a :Maker . ?m :maker ?x FILTER(?x !=
"france")``, though 'france' is only ever the name of a country. The fill cannot repair that:
no relation of a maker holds 'france' (``search.value_consistency`` then keeps the model's
choice), and guidance, which finds no match for ``=``, keeps ``!=``. This module rewrites such
a filled graph instead. The compared edge ``?s p ?x`` becomes a path from ``?s`` through one or
two link properties to an instance of a class with a property ``q`` that holds the value:
``?m :country ?c . ?c a :Country . ?c :name ?x``. A negated comparison (``!=``) is offered as
``=`` too, since the pattern it was chosen on could match nothing.

All of it is read from what onboarding already listed: which properties hold the value
(:attr:`kgqa.models.slots.SlotCandidates.value_properties`, complete lists only) and which
classes' instances use each property, as subject and as IRI object
(:class:`kgqa.candidates.schema.ClassUse`). No KG call, no dataset naming. The completed graphs
join the executed beams and the reranker chooses among them all, on the same features (telling
it which graphs were completed did not choose better on held-out train KGs: CV by KG 0.4685
against 0.4692).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Any, Callable

from rdflib import URIRef

from kgqa.models.fill_plan import compared_value_holders, stated_classes
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass

#: Longest chain of link properties added between the compared vertex and the class holding the value.
MAX_HOPS = 2
#: Completions of one compared edge (shortest chains first).
MAX_PER_EDGE = 3

# one step of a chain: (link property, True = from the current class to the next, next class)
Hop = tuple[str, bool, str]


@dataclass(frozen=True)
class CompletedJoin:
    """The search's view of a completed graph: it keeps its parent's model score (the outline
    and fill it came from) and says how many link properties it added."""

    score: float
    added_joins: int


class ClassLinks:
    """A KG's classes and the hops between them, read once per question from its
    :class:`~kgqa.candidates.schema.ClassUse`: ``users[p]`` the classes whose instances have
    property ``p``; ``hops[c]`` each link property (one with IRI objects) from ``c`` to a class of
    its objects, and back from a class of its objects to ``c``."""

    def __init__(self, class_use) -> None:
        self.users: dict[str, frozenset[str]] = dict(class_use.subjects)
        self.classes: set[str] = set().union(*self.users.values()) if self.users else set()
        self.hops: dict[str, list[Hop]] = {}
        for p, objects in class_use.objects.items():
            if p == str(RDF_TYPE):
                continue
            for c in self.users.get(p, ()):
                for d in objects:
                    if c != d:
                        self.hops.setdefault(c, []).append((p, True, d))
                        self.hops.setdefault(d, []).append((p, False, c))
        for out in self.hops.values():
            out.sort()


def complete_joins(g: QueryGraph, value_properties: Callable[[Any], frozenset[str] | None], links: ClassLinks,
                   max_hops: int = MAX_HOPS, max_per_edge: int = MAX_PER_EDGE) -> list[tuple[QueryGraph, int]]:
    """``(graph, links added)`` for every completion of ``g`` (see the module docstring).

    ``value_properties``: a Val instance -> the properties holding it (``None``: unknown or
    stated by the question); ``links``: the KG's :class:`ClassLinks`.
    An edge is completed when its relation holds none of its compared values, its object is
    not an answer column (a different column, not a join, would repair that) and a chain of at
    most ``max_hops`` links reaches a class using a property that holds one.
    """
    out: list[tuple[QueryGraph, int]] = []
    for k, e in enumerate(g.edges):
        if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef) or e.instance == RDF_TYPE:
            continue
        if g.vertices[e.target].cls is VertexClass.ANS:
            continue
        holders = compared_value_holders(g, e.target, value_properties)
        if not holders or str(e.instance) in holders:
            continue
        starts = stated_classes(g, e.source, k) or set(links.users.get(str(e.instance), ()))
        goals = {c: sorted(q for q in holders if c in links.users.get(q, ())) for c in links.classes}
        goals = {c: qs for c, qs in goals.items() if qs}
        made = 0
        for chain in _chains(starts, goals, links.hops, max_hops):
            for q in goals[chain[-1][2]]:
                for variant in _rewrites(g, k, chain, URIRef(q)):
                    if made < max_per_edge:
                        out.append((variant, len(chain)))
                        made += 1
    return out


def _chains(starts: set[str], goals: dict[str, list[str]], links: dict[str, list[Hop]], max_hops: int) -> list[list[Hop]]:
    """The shortest chains of hops (1 to ``max_hops``) from a start class to a goal class; none
    when a start class is a goal itself (the graph wants another column there, not a join)."""
    if not starts or starts & set(goals):
        return []
    found: list[list[Hop]] = []
    frontier = deque(([], c, {c}) for c in sorted(starts))
    while frontier:
        chain, at, seen = frontier.popleft()
        if found and len(chain) >= len(found[0]):
            break
        if len(chain) == max_hops:
            continue
        for hop in links.get(at, ()):
            nxt = hop[2]
            if nxt in seen:
                continue
            if nxt in goals:
                found.append(chain + [hop])
            else:
                frontier.append((chain + [hop], nxt, seen | {nxt}))
    return found


def _rewrites(g: QueryGraph, k: int, chain: list[Hop], holder: URIRef) -> list[QueryGraph]:
    """``g`` with edge ``k`` moved to the end of ``chain`` (each new vertex typed with its class)
    and relabelled ``holder``; a ``!=`` comparison of its object is offered as ``=`` as well."""
    e = g.edges[k]
    segment = g.vertices[e.source].segment
    out = g.copy()
    at = e.source
    for p, forward, cls in chain:
        nxt = out.add_vertex(VertexClass.VAR, segment)
        subject, obj = (at, nxt) if forward else (nxt, at)
        out.add_edge(subject, obj, EdgeClass.REL, URIRef(p))
        typed = out.add_vertex(VertexClass.TYPE, segment, URIRef(cls))
        out.add_edge(nxt, typed, EdgeClass.REL, RDF_TYPE)
        at = nxt
    out.edges[k] = replace(e, source=at, instance=holder)
    variants = [out]
    negated = [i for i, c in enumerate(out.edges)
               if c.cls is EdgeClass.CMP and c.instance == "!=" and e.target in (c.source, c.target)]
    if negated:
        equal = out.copy()
        for i in negated:
            equal.edges[i] = replace(equal.edges[i], instance="=")
        variants.append(equal)
    return variants
