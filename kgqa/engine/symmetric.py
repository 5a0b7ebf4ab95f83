"""Relations that hold both ways, read both ways.

"What are the twin towns of Aldergate?" on a KG that states ``:Aldergate :twinTown :Grimsand``
but ``:Essenholm :twinTown :Aldergate`` (a symmetric relation stored once per pair, as most KGs
do) is answered by the one direction the graph reads: two of three. A property whose words say a
relation that holds both ways in English (borders, neighbours, twin towns, siblings, spouses,
partners, interactions, allies, enemies, rivals, knowing someone) and that links things of one
kind to things of the same kind is read as ``(p|^p)``: the chosen graph's edges of such
properties are rewritten, and the answer stands where the rewrite has rows (it only adds rows to
the answer). A yes/no question's ASK is read the same way ("Does Brakmoor border Solvenna?"
stored as Solvenna borders Brakmoor).

The words are general English, not any KG's: a property counts only when its label or its
IRI's local name says one of them, and its subjects and objects share a class (or the KG types neither).
SKOS's ``related`` and its mapping relations count as their vocabulary declares them symmetric.
"""

from __future__ import annotations

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.querygraph.model import EdgeClass, QueryGraph
from kgqa.querygraph.paths import alternative, inverse
from kgqa.wordforms import singular_words

#: words of relations that hold both ways between two things of one kind
SYMMETRIC_WORDS = frozenset({
    "border", "bordering", "frontier", "neighbour", "neighbor", "neighbouring", "neighboring", "adjacent", "twin",
    "twinned", "sibling", "spouse", "married", "marriage", "partner", "interact", "interaction", "friend",
    "colleague", "teammate", "collaborator", "coauthor", "co-author", "counterpart", "ally", "allied", "enemy",
    "rival", "adversary", "opponent", "know", "acquaintance", "acquainted",
})


_SKOS = "http://www.w3.org/2004/02/skos/core#"
#: properties their vocabulary declares symmetric (SKOS: ``skos:related`` is an
#: ``owl:SymmetricProperty``, as are its mapping relations), whatever their words say
DECLARED_SYMMETRIC = frozenset(_SKOS + p for p in ("related", "relatedMatch", "exactMatch", "closeMatch"))


def link_ends(item) -> tuple[set[str], set[str]]:
    """The classes of a link property's (schema item's) subjects and of its objects, as sampled."""
    return set(item.domains), {r for r in item.ranges if not r.startswith("literal:")}


def symmetric_properties(properties: dict) -> frozenset[str]:
    """The IRIs of the link properties (schema items) whose words say a relation that holds
    both ways and whose subjects and objects are of one class (module docstring), and those
    their vocabulary declares symmetric (:data:`DECLARED_SYMMETRIC`)."""
    out = {iri for iri in properties if iri in DECLARED_SYMMETRIC}
    for iri, item in properties.items():
        words = f"{item.label} {item.local} {iri_words(iri)}"  # the KG's label and the IRI's own words
        if not item.is_link or not (singular_words(words) & SYMMETRIC_WORDS):
            continue
        subjects, objects = link_ends(item)
        if not subjects or not objects or subjects & objects:
            out.add(iri)
    return frozenset(out)


def both_ways(graph: QueryGraph, symmetric: frozenset[str]) -> QueryGraph | None:
    """``graph`` with each edge of a ``symmetric`` property read as ``(p|^p)``; None when it has
    none."""
    edges = [k for k, e in enumerate(graph.edges)
             if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef) and str(e.instance) in symmetric]
    if not edges:
        return None
    out = graph
    for k in edges:
        p = graph.edges[k].instance
        out = out.with_edge_instance(k, alternative(p, inverse(p)))
    return out


__all__ = ["SYMMETRIC_WORDS", "both_ways", "link_ends", "symmetric_properties"]
