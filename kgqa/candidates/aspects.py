"""Unnamed nodes that belong to one named thing: its aspects.

Some KGs keep a thing's facts on nodes of its own that nothing names: the Getty vocabularies
give a named concept (``ulan:500100010``, "Clara Verhulst") a ``foaf:focus`` to an agent node,
which holds the nationality and the roles, and the agent a ``biographyPreferred`` to a
biography node, which holds the birth and death places and years. "Where was Clara Verhulst
born?" is answered by the biography node's ``birthPlace``; the linker finds only the concept,
from which no one property reaches the place, and the model learned one hop per word.

An aspect of an entity ``E`` is a node (an IRI or a blank node) that ``E`` links to, that no
name property names, that nothing but ``E`` links to, that states something of its own (not
only a name: a SKOS-XL label node is no aspect) and that is not of ``E``'s own class (a pupil is
no aspect of the teacher); an aspect of an aspect is one too (two steps at most). The engine
reads an attribute (:mod:`kgqa.engine.aspect_attribute`) or compares two entities
(:func:`kgqa.engine.comparison.aspect_comparison`) through them.

Offering aspects to the model as entities of their own was tried and left: the model then
asked whether an entity links to its own aspect ("Was the Atelier Roussel founded before
1700?" as ``ASK { <atelier> foaf:focus <atelier-agent> }``), true whatever was asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.labels import LABEL_NODE_TEXT, LABEL_PROPERTIES
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE

from .name_path import name_path

#: aspect paths read per entity and step (one bounded query a step and path)
ASPECTS_PER_ENTITY = 4


@dataclass(frozen=True)
class Aspect:
    """Aspects of an entity reached from it by ``path`` (one property a step); ``node`` is one of
    them when it is an IRI (None for blank nodes, which no query can name)."""

    path: tuple[str, ...]
    node: str | None


def entity_aspects(kg: KnowledgeGraph, entity: str, depth: int = 2, timeout_s: float = 5.0) -> list[Aspect]:
    """The aspects of ``entity`` up to ``depth`` steps away (module docstring), nearest first:
    one per path."""
    names = name_path(kg)
    e = term_to_sparql(URIRef(entity))
    out: list[Aspect] = []
    frontier = [Aspect((), entity)]
    for _ in range(depth):
        found = []
        for owner in frontier:
            if owner.path:
                anchor = f"{e} {'/'.join(term_to_sparql(URIRef(p)) for p in owner.path)} ?m ."
                found += [Aspect((*owner.path, p), n) for p, n in _aspects(kg, "?m", anchor, names, timeout_s)]
            else:
                found += [Aspect((p,), n) for p, n in _aspects(kg, e, "", names, timeout_s)]
        out += found
        frontier = found[:ASPECTS_PER_ENTITY]
    return out


def _aspects(kg: KnowledgeGraph, owner: str, anchor: str, names: str, timeout_s: float) -> list[tuple[str, str | None]]:
    """``(property, an IRI node or None)`` per property leading from ``owner`` (a term, or ``?m``
    bound by the pattern ``anchor``) to aspects of it, one step on."""
    a = term_to_sparql(URIRef(RDF_TYPE))
    said = ", ".join(term_to_sparql(URIRef(p)) for p in (RDF_TYPE, *LABEL_PROPERTIES, LABEL_NODE_TEXT))
    rows = kg.select(
        f"SELECT ?p (SAMPLE(IF(isIRI(?n), ?n, ?none)) AS ?one) WHERE {{ {anchor} {owner} ?p ?n . "
        f"FILTER(!isLiteral(?n) && ?p != {a}) "
        f"FILTER NOT EXISTS {{ ?n {names} ?l }} FILTER NOT EXISTS {{ ?o ?q ?n . FILTER(?o != {owner}) }} "
        # a fact of its own, not a name (a SKOS-XL label node only spells one)
        f"FILTER EXISTS {{ ?n ?r ?v . FILTER(?r NOT IN ({said})) }} "
        # not a thing of the owner's own kind (a pupil no name property names)
        f"FILTER NOT EXISTS {{ {owner} {a} ?c . ?n {a} ?c }} }} "
        f"GROUP BY ?p LIMIT {ASPECTS_PER_ENTITY}", timeout_s=timeout_s).rows
    return [(str(p), str(n) if isinstance(n, URIRef) else None) for p, n in rows if p is not None]


__all__ = ["Aspect", "entity_aspects"]
