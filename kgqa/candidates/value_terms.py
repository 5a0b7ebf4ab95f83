"""Terms a KG uses as the values of a property and says nothing else of: a vocabulary's
enumeration (GTFS's ``gtfs:Ferry`` as a route's type, schema.org's ``schema:InStock``), named
only by its local name.

"Which ferry routes are there?" names ``gtfs:Ferry``, which has no label, no class and no
property of its own, so the label index (which names an unlabelled thing by its local name only
when it is typed) never links it. A term is named by its local name's words when it is the
value of a categorical property (one with at most :data:`MAX_TERMS_PER_PROPERTY` such terms, used
:data:`SHARED_USES` times each on average: values things share, not a link to one page per
thing), its name has a word of three letters (not GeoNames' feature class ``gn:A``) and is no
class's name (a type whose local name is "skill" is said as the class "skill").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.labels import local_name, local_name_words
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE, is_machinery

from .label_index import LabelEntry

#: the most value terms a property has for them to be an enumeration (more: links to things)
MAX_TERMS_PER_PROPERTY = 40
#: rows of (property, term) read at most
MAX_ROWS = 20_000
#: the uses a property's terms have on average at least: values things share
SHARED_USES = 1.5


def value_terms(kg: KnowledgeGraph, timeout_s: float = 60.0) -> dict[str, set[str]]:
    """Property -> the IRIs among its values that have no triple of their own, for each property
    with at most :data:`MAX_TERMS_PER_PROPERTY` of them; empty where the KG cannot list them in
    ``timeout_s``."""
    rdf_type = term_to_sparql(URIRef(RDF_TYPE))
    try:
        rows = kg.select(f"SELECT ?p ?o (COUNT(?s) AS ?uses) WHERE {{ ?s ?p ?o . FILTER(isIRI(?o) && ?p != {rdf_type}) "
                         f"FILTER NOT EXISTS {{ ?o ?q ?x }} }} GROUP BY ?p ?o LIMIT {MAX_ROWS}", timeout_s=timeout_s).rows
    except EndpointUnavailable:
        raise
    except KGError:
        return {}
    by_property: dict[str, set[str]] = {}
    uses: dict[str, int] = {}
    for p, o, n in rows:
        by_property.setdefault(str(p), set()).add(str(o))
        uses[str(p)] = uses.get(str(p), 0) + _count(n)
    # an enumeration's values are shared: a link to one page per thing (rdfs:seeAlso, a Wikipedia
    # article) is no kind of thing, and its local name repeats the thing's own name
    return {p: terms for p, terms in by_property.items()
            if len(terms) <= MAX_TERMS_PER_PROPERTY and uses[p] >= SHARED_USES * len(terms) and not is_machinery(p)}


def value_term_entries(terms: dict[str, set[str]], named: set[str], class_names: set[str]) -> Iterator[LabelEntry]:
    """A local-name entry for each term of ``terms`` (:func:`value_terms`) that is not ``named``
    already and whose name (lower case) is none of the ``class_names``."""
    seen: set[str] = set()
    for p in sorted(terms):
        for term in sorted(terms[p]):
            name = local_name_words(term).strip()
            if term in seen or term in named or is_machinery(term) or not re.search(r"[^\W\d_]{3}", name) \
                    or name.lower() in class_names:
                continue
            seen.add(term)
            yield LabelEntry(term, name, (), "local_name")
            # a brand written as one word of two capitals ("PayPal") is said as one word, not two
            raw = local_name(term)
            if raw.isalpha() and " " in name and raw.lower() == name.lower().replace(" ", ""):
                yield LabelEntry(term, raw, (), "local_name")


def _count(n) -> int:
    """A COUNT as the server wrote it; one where it wrote none (rdflib-endpoint leaves a
    grouped count unbound on some groups)."""
    try:
        return int(n)
    except (TypeError, ValueError):
        return 1
