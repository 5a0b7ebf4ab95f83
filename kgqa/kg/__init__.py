"""KG access layer: one ``KnowledgeGraph`` interface, an embedded and an HTTP endpoint backend."""

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
    "EmbeddedKG", "EndpointKG", "EndpointUnavailable", "KGError", "KGStats", "KnowledgeGraph",
    "MalformedQuery", "ProbeRequest", "QueryTimeout", "ReadOnlyViolation", "ResultTooLarge",
    "ResultTruncated", "SelectResult", "Term", "UnknownKG", "term_to_sparql", "to_python",
]


def __getattr__(name):
    # EndpointKG pulls in SPARQLWrapper; import it only when asked for.
    if name == "EndpointKG":
        from kgqa.kg.endpoint import EndpointKG

        return EndpointKG
    raise AttributeError(name)
