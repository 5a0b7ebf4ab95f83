"""KG access layer: one ``KnowledgeGraph`` interface; embedded, HTTP endpoint and rdflib-graph backends."""

from kgqa.kg.base import KGStats, KnowledgeGraph, ProbeRequest, SelectResult
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import (
    EndpointUnavailable,
    KGError,
    MalformedQuery,
    QueryTimeout,
    ReadOnlyViolation,
    ResultTooLarge,
    ResultTruncated,
    UnknownKG,
)
from kgqa.kg.terms import Term, term_to_sparql, to_python

__all__ = [
    "EmbeddedKG", "EndpointKG", "EndpointUnavailable", "GraphCopyKG", "KGError", "KGStats", "KnowledgeGraph",
    "MalformedQuery", "ProbeRequest", "QueryTimeout", "ReadOnlyViolation", "ResultTooLarge",
    "RdflibKG", "ResultTruncated", "SelectResult", "Term", "UnknownKG", "graph_kg", "term_to_sparql", "to_python",
]


def __getattr__(name):
    # EndpointKG pulls in SPARQLWrapper; import it only when asked for.
    if name == "EndpointKG":
        from kgqa.kg.endpoint import EndpointKG

        return EndpointKG
    # the rdflib backends pull in rdflib's SPARQL engine (0.15 s to import)
    if name in ("GraphCopyKG", "RdflibKG", "graph_kg"):
        from kgqa.kg import rdflib_graph

        return getattr(rdflib_graph, name)
    raise AttributeError(name)
