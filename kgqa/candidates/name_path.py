"""The SPARQL property path from a thing to every name the label index gives it, for the
readers that ask whether a node is named (:class:`kgqa.engine.reified.NodeReader`).

:data:`kgqa.kg.labels.LABEL_PATH` holds the standard label properties only. A KG may name its
things by its vocabulary's own title properties (GLEIF's ``hasLegalName``), by a compound name
property (dblp's ``creatorName``) or through SKOS-XL label nodes
(:mod:`kgqa.candidates.title_properties`): a thing named so is no unnamed node. The path is
read once per KG (a few bounded queries) and kept with its query cache.
"""

from __future__ import annotations

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.labels import LABEL_NODE_TEXT, LABEL_PATH, SKOSXL
from kgqa.kg.terms import term_to_sparql

from .title_properties import compound_title_properties, literal_properties, title_properties


def name_path(kg: KnowledgeGraph, timeout_s: float = 10.0) -> str:
    """``kg``'s name path: :data:`~kgqa.kg.labels.LABEL_PATH` and its title properties, its
    compound name properties and SKOS-XL's label links; LABEL_PATH alone where they cannot be
    read. Read once and kept with the KG's query cache (:meth:`KnowledgeGraph.derived`)."""
    return kg.derived("name_path", lambda: _read_name_path(kg, timeout_s))


def _read_name_path(kg: KnowledgeGraph, timeout_s: float) -> str:
    literal_props = literal_properties(kg, timeout_s)
    titles = title_properties(kg, literal_props, timeout_s)
    props = [*titles, *compound_title_properties(kg, literal_props, titles, timeout_s)]
    parts = [LABEL_PATH, *(term_to_sparql(URIRef(p)) for p in props)]
    if LABEL_NODE_TEXT in literal_props:
        text = term_to_sparql(URIRef(LABEL_NODE_TEXT))
        parts += [f"{term_to_sparql(URIRef(SKOSXL + link))}/{text}" for link in ("prefLabel", "altLabel")]
    return "|".join(parts)


__all__ = ["name_path"]
