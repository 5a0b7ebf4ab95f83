"""Human-readable names for IRIs in answers: rdfs:label and friends, else the local name."""

from __future__ import annotations

import re
from typing import Any, Sequence

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.terms import term_to_sparql

#: Properties that name a thing, most preferred first (the RDF, SKOS, schema.org, FOAF, Dublin
#: Core, GeoNames and vCard names); the :data:`SECOND_NAME_PROPERTIES` are second names.
LABEL_PROPERTIES = (
    "http://www.w3.org/2000/01/rdf-schema#label",
    "http://www.w3.org/2004/02/skos/core#prefLabel",
    "http://schema.org/name",
    "http://xmlns.com/foaf/0.1/name",
    "http://purl.org/dc/terms/title",
    "http://purl.org/dc/elements/1.1/title",
    "http://www.geonames.org/ontology#name",
    "http://www.w3.org/2006/vcard/ns#fn",
    "http://www.w3.org/2004/02/skos/core#altLabel",
    "http://www.geonames.org/ontology#alternateName",
    "http://www.geonames.org/ontology#officialName",
)
#: the label properties as one SPARQL property path ("?x LABEL_PATH ?name": any of its names)
LABEL_PATH = "|".join(term_to_sparql(URIRef(p)) for p in LABEL_PROPERTIES)
#: names beside a thing's name: a synonym, an abbreviation, a name in another language
SECOND_NAME_PROPERTIES = frozenset({
    "http://www.w3.org/2004/02/skos/core#altLabel",
    "http://www.geonames.org/ontology#alternateName",
    "http://www.geonames.org/ontology#officialName",
})
#: SKOS-XL (a W3C Recommendation) names a concept through a label node: ``?c skosxl:prefLabel ?n .
#: ?n skosxl:literalForm "text"``; thesauri and classifications publish their names so
SKOSXL = "http://www.w3.org/2008/05/skos-xl#"
LABEL_NODE_TEXT = SKOSXL + "literalForm"
#: the links to a label node whose text is a second name, not the one to show
SECOND_LABEL_NODE_LINKS = frozenset({SKOSXL + "altLabel", SKOSXL + "hiddenLabel"})
MAX_LOOKUP = 50


def label_rank(prop: str, lang: str | None, language: str = "en",
               properties: Sequence[str] = LABEL_PROPERTIES) -> tuple[int, int]:
    """How good a label is, lower is better: one in ``language`` (or its regional variants),
    then an untagged one, then any other; among those, the earlier property of ``properties``."""
    lang = (lang or "").lower()
    by_lang = 0 if lang == language or lang.startswith(language + "-") else 1 if not lang else 2
    by_prop = properties.index(prop) if prop in properties else len(properties)
    return by_lang, by_prop


def local_name(iri: str) -> str:
    return re.split(r"[/#]", iri.rstrip("/#"))[-1] or iri


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def split_identifier(name: str) -> list[str]:
    """``net_worth_millions`` / ``netWorthMillions`` / ``ref-singer_id`` -> words."""
    name = _CAMEL.sub(" ", name)
    return [w for w in re.split(r"[^0-9A-Za-z]+", name) if w]


def local_name_words(iri: str) -> str:
    """An IRI's local name as the words a person would say: ``#chaoticGood`` -> "chaotic good",
    ``#Red_Dragon`` -> "red dragon". A one-letter tail after a word is taken for a kind marker
    and dropped (``#DraconicL``, the language, -> "draconic"): nobody asks about "draconic l".
    "" when the local name has no letters (``/42``)."""
    words = split_identifier(local_name(iri))
    if len(words) > 1 and len(words[-1]) == 1 and words[-1].isupper() and len(words[-2]) > 2:
        words = words[:-1]
    if not any(w.isalpha() for w in words):
        return ""
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in words)


def labels_for_rows(kg: KnowledgeGraph, rows: Sequence[Sequence[Any]]) -> list[list[str | None]]:
    """A label per cell: the KG's label for IRIs (one query for up to 50 IRIs), None for literals."""
    iris = sorted({c for row in rows for c in row if isinstance(c, str) and c.startswith(("http://", "https://"))})
    found = kg_labels(kg, iris)
    return [[(found.get(c) or _display_name(c)) if c in iris else None for c in row] for row in rows]


def kg_labels(kg: KnowledgeGraph, iris: Sequence[str]) -> dict[str, str]:
    """The KG's own label of each of the first 50 ``iris`` that has one (one query; none when
    the query fails: labels are a nicety)."""
    found: dict[str, str] = {}
    if not iris:
        return found
    values = ", ".join(term_to_sparql(URIRef(i)) for i in list(iris)[:MAX_LOOKUP])
    props = ", ".join(term_to_sparql(URIRef(p)) for p in LABEL_PROPERTIES)
    q = (f"SELECT ?s ?p ?l WHERE {{ ?s ?p ?l . FILTER(?s IN ({values}) && ?p IN ({props})) }}")
    best: dict[str, tuple] = {}
    try:
        for s, p, l in kg.select(q, timeout_s=5).rows:
            rank = label_rank(str(p), getattr(l, "language", None))
            if str(s) not in best or rank < best[str(s)]:
                best[str(s)], found[str(s)] = rank, str(l)
    except KGError:
        pass
    return found


def _display_name(iri: str) -> str:
    """An unlabelled IRI's local name, as words when it is an identifier (``chaoticGood``), as it
    is when it is a key (``singer_id=6`` says more than "singer id 6")."""
    local = local_name(iri)
    return (local_name_words(iri) or local) if re.fullmatch(r"[A-Za-z0-9_\-]+", local) else local
