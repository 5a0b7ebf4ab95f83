"""Human-readable names for IRIs in answers: rdfs:label and friends, else the local name."""

from __future__ import annotations

import re
from typing import Any, Sequence

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.terms import term_to_sparql

LABEL_PROPERTIES = (
    "http://www.w3.org/2000/01/rdf-schema#label",
    "http://www.w3.org/2004/02/skos/core#prefLabel",
    "http://schema.org/name",
    "http://xmlns.com/foaf/0.1/name",
)
MAX_LOOKUP = 50


def local_name(iri: str) -> str:
    return re.split(r"[/#]", iri.rstrip("/#"))[-1] or iri


def labels_for_rows(kg: KnowledgeGraph, rows: Sequence[Sequence[Any]]) -> list[list[str | None]]:
    """A label per cell: the KG's label for IRIs (one query for up to 50 IRIs), None for literals."""
    iris = sorted({c for row in rows for c in row if isinstance(c, str) and c.startswith(("http://", "https://"))})
    found: dict[str, str] = {}
    if iris:
        values = ", ".join(term_to_sparql(URIRef(i)) for i in iris[:MAX_LOOKUP])
        props = ", ".join(term_to_sparql(URIRef(p)) for p in LABEL_PROPERTIES)
        q = (f"SELECT ?s ?l WHERE {{ ?s ?p ?l . FILTER(?s IN ({values}) && ?p IN ({props})) }}")
        try:
            for s, l in kg.select(q, timeout_s=5).rows:
                found.setdefault(str(s), str(l))
        except KGError:
            pass  # labels are a nicety: fall back to local names
    return [[(found.get(c) or local_name(c)) if c in iris else None for c in row] for row in rows]
