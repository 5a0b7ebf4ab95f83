"""A hierarchy read to any depth, or to the depth the question states.

"What are all the broader terms of dairy cattle, up to the top?", "How many units are under the
ministry at all levels?", "Which terms are two levels below Water resources?": the question says
how far a relation between things of one kind runs. The model's graph takes one step. Its one
edge of a hierarchical property (one whose subjects and objects share a class, or whose KG types
neither: broader, part of, reports to, a sub-organisation of) is read as ``p+`` where the
question says any depth, and as ``p/p`` (``p/p/p``) where it says two (three) levels. The
question's words say it, in general English; the property's direction stays the model's.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.engine.symmetric import link_ends
from kgqa.querygraph.model import EdgeClass, QueryGraph
from kgqa.querygraph.paths import PropertyPath, modified, sequence

_ANY_DEPTH = re.compile(
    r"\b(?:at\s+(?:all|any|every)\s+levels?|(?:on|across)\s+all\s+(?:the\s+)?levels|all\s+the\s+way\s+(?:up|down)"
    r"|up\s+to\s+the\s+(?:top|root)|down\s+to\s+the\s+(?:bottom|leaves)|directly\s+or\s+indirectly|transitively"
    r"|however\s+(?:deep|far)\s+down|at\s+any\s+depth)\b", re.I)
_LEVELS = re.compile(r"\b(?P<n>two|three|four|2|3|4)\s+levels?\s+(?:below|above|under|over|up|down|beneath|higher|lower|deeper)\b",
                     re.I)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}


def asked_depth(question: str) -> int | None:
    """How far the question says a hierarchy runs: 0 for any depth, 2-4 for that many levels,
    None where it says neither.

    >>> asked_depth("What are all the broader terms of dairy cattle, up to the top?")
    0
    >>> asked_depth("Which terms are two levels below Water resources?")
    2
    >>> asked_depth("Which terms are below Water resources?") is None
    True
    """
    m = _LEVELS.search(question)
    if m:
        return _NUMBERS[m["n"].lower()]
    return 0 if _ANY_DEPTH.search(question) else None


def hierarchical_properties(properties: dict) -> frozenset[str]:
    """The link properties (schema items) whose subjects and objects share a class, or whose
    KG types neither: the relations a hierarchy is made of."""
    out = set()
    for iri, item in properties.items():
        if not item.is_link:
            continue
        subjects, objects = link_ends(item)
        if (not subjects and not objects) or subjects & objects:
            out.add(iri)
    return frozenset(out)


def to_depth(graph: QueryGraph, question: str, hierarchical: frozenset[str]) -> QueryGraph | None:
    """``graph`` with its one edge of a ``hierarchical`` property read to the depth the question
    states (module docstring); None where it states none, or the graph has no such edge or more
    than one."""
    depth = asked_depth(question)
    if depth is None:
        return None
    edges = [k for k, e in enumerate(graph.edges) if e.cls is EdgeClass.REL and _of(e.instance, hierarchical)]
    if len(edges) != 1:
        return None
    p = graph.edges[edges[0]].instance
    return graph.with_edge_instance(edges[0], modified(p, "+") if depth == 0 else sequence(*[p] * depth))


def _of(instance, hierarchical: frozenset[str]) -> bool:
    """Whether a Rel edge's instance is a hierarchical property, or an alternative of such
    properties and their inverses (``broader|^narrower``, the KG's two names of one relation)."""
    if isinstance(instance, URIRef):
        return str(instance) in hierarchical
    if isinstance(instance, PropertyPath) and instance.op in ("alt", "inv"):
        parts = [q.parts[0] if isinstance(q, PropertyPath) and q.op == "inv" else q for q in instance.parts]
        return all(isinstance(q, URIRef) and str(q) in hierarchical for q in parts)
    return False


__all__ = ["asked_depth", "hierarchical_properties", "to_depth"]
