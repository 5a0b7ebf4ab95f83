"""The names of a KG's entities, for the label index: what a question may call each one.

Two sources, by bounded paged SPARQL (``ORDER BY`` keeps pages stable on any endpoint):

- the KG's own labels (:data:`kgqa.kg.labels.LABEL_PROPERTIES`) in the questions' language or
  untagged;
- for a typed entity with no label, its IRI local name as words (``#chaoticGood`` -> "chaotic
  good", :func:`kgqa.kg.labels.local_name_words`), the only name many OWL files give. A local
  name that only repeats its class and a key (``singer/singer_id=2``, ``Singer_2``) names
  nothing a person would say and is left out, as are opaque ids (``Q42``).

Entities of the vocabularies that describe the KG (:func:`kgqa.kg.vocabulary.is_machinery`)
are never named: a question about "class" or "range" is not about ``owl:Class``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.labels import LABEL_PROPERTIES, local_name_words
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import OWL, RDF_TYPE, is_machinery

from .label_index import LabelEntry
from .text import words

log = logging.getLogger(__name__)

OWL_NAMED_INDIVIDUAL = OWL + "NamedIndividual"
#: Words a key-like local name adds to its class's name (``singer_id=2``).
_KEY_WORDS = {"id", "key", "no", "nr", "num", "number", "code", "ref", "pk"}


def entity_names(kg: KnowledgeGraph, *, language: str = "en", page_size: int = 10_000,
                 max_entities: int = 2_000_000, max_chars: int = 120, timeout_s: float = 60.0,
                 progress: Callable[[str, int], None] | None = None) -> Iterator[LabelEntry]:
    """Every name of every entity of ``kg`` (see module docstring), as :class:`LabelEntry`.
    ``progress(stage, n)`` is told how many rows each stage has read so far."""
    classes = _entity_classes(kg, page_size, max_entities, timeout_s, progress)
    labelled: set[str] = set()
    for prop in LABEL_PROPERTIES:
        source = "alt_label" if prop.endswith("altLabel") else "label"
        q = f"SELECT ?s ?l WHERE {{ ?s {term_to_sparql(URIRef(prop))} ?l . FILTER(isIRI(?s) && isLiteral(?l)) }} ORDER BY ?s"
        for n, (s, lab) in enumerate(_paged(kg, q, page_size, max_entities, timeout_s)):
            lang = (getattr(lab, "language", None) or "").lower()
            iri, text = str(s), str(lab).strip()
            if (lang and lang != language and not lang.startswith(language + "-")) or not text or len(text) > max_chars:
                continue
            if is_machinery(iri):
                continue
            if source == "label":
                labelled.add(iri)  # a second name alone (skos:altLabel) leaves the local name in use
            yield LabelEntry(iri, text, classes.get(iri, ()), source)
            if progress is not None and n % page_size == 0:
                progress("labels", n)
    for iri, cls in classes.items():
        if iri in labelled:
            continue
        name = local_name_words(iri)
        if name and _names_something(name, cls):
            yield LabelEntry(iri, name, cls, "local_name")


def _names_something(name: str, classes: tuple[str, ...]) -> bool:
    """Whether a local name says more than its class and a key (see module docstring)."""
    said = {w for w in words(name) if not w.isdigit()}
    if not any(len(w) > 1 for w in said):
        return False
    class_words = {w for c in classes for w in words(local_name_words(c))}
    return not said <= class_words | _KEY_WORDS


def _entity_classes(kg: KnowledgeGraph, page_size: int, max_entities: int, timeout_s: float,
                    progress: Callable[[str, int], None] | None) -> dict[str, tuple[str, ...]]:
    """IRI -> its classes (outside the machinery vocabularies), for every typed entity."""
    out: dict[str, list[str]] = {}
    schema_terms: set[str] = set()
    interned: dict[str, str] = {}  # class IRIs repeat millions of times: keep one string each
    q = f"SELECT ?s ?c WHERE {{ ?s {term_to_sparql(URIRef(RDF_TYPE))} ?c . FILTER(isIRI(?s) && isIRI(?c)) }} ORDER BY ?s"
    for n, (s, c) in enumerate(_paged(kg, q, page_size, max_entities, timeout_s)):
        iri = str(s)
        if is_machinery(iri):
            continue
        cls = interned.setdefault(str(c), str(c))
        slot = out.setdefault(iri, [])
        if not is_machinery(cls):
            slot.append(cls)
        elif cls != OWL_NAMED_INDIVIDUAL:
            schema_terms.add(iri)  # typed owl:Class, owl:ObjectProperty, ...: the schema, not data
        if progress is not None and n % page_size == 0:
            progress("entities", len(out))
    # an IRI typed both ways (OWL 2 punning) is data too
    return {k: tuple(v) for k, v in out.items() if v or k not in schema_terms}


def _paged(kg: KnowledgeGraph, query: str, page_size: int, limit: int, timeout_s: float) -> Iterator[tuple]:
    offset = 0
    while offset < limit:
        try:
            rows = kg.select(f"{query} LIMIT {page_size} OFFSET {offset}", timeout_s=timeout_s).rows
        except EndpointUnavailable:
            raise  # a partial index must not be built, and cached, from a down endpoint
        except KGError as e:
            log.info("entity names: %s stopped at offset %d: %s", re.sub(r"\s+", " ", query)[:80], offset, e)
            return
        yield from rows
        if len(rows) < page_size:
            return
        offset += page_size
