"""Relations named twice, once each way, whose pairs a KG states under either name.

Vocabularies name one relation in both directions (``skos:broader`` and ``skos:narrower``,
``dcterms:hasPart`` and ``dcterms:isPartOf``, ``schema:parentOrganization`` and
``schema:subOrganization``), and KGs state each pair under one name, the other, or both: a SKOS
export has ``broader`` on every concept and ``narrower`` on some. The model reads one name, and
its answer then misses the pairs stated only the other way ("What are the narrower terms of
soil?" read by ``narrower`` alone). An edge of such a property ``p`` is read as ``(p|^q)``, ``q``
its inverse: the rewrite only adds rows, and the answer stands where it has none. A yes/no
question's ASK is read the same way.

Which properties are inverses is what the KG declares (``owl:inverseOf``, either way round) and
what the W3C, DCMI, schema.org, FOAF and Brick vocabularies declare of their own terms
(:data:`DECLARED_INVERSES`), or what their names say (one name is the other's with "of": the Music
Ontology's ``mo:member_of`` beside ``foaf:member``, a KG's ``hasPart`` beside ``partOf``;
:func:`named_twin`), never guessed from the data: that most capitals are located in their
country does not make ``capital`` the inverse of ``locatedIn``, nor do founders who are employees
make ``foundedBy`` the inverse of ``employer``, yet the data of both look like an inverse stated
for some pairs one way and for others the other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph
from kgqa.querygraph.paths import alternative, inverse

_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
_OWL_INVERSE = "<http://www.w3.org/2002/07/owl#inverseOf>"
_SKOS, _DCT, _SDO, _ORG, _FOAF, _DCAT = ("http://www.w3.org/2004/02/skos/core#", "http://purl.org/dc/terms/",
                                         "http://schema.org/", "http://www.w3.org/ns/org#",
                                         "http://xmlns.com/foaf/0.1/", "http://www.w3.org/ns/dcat#")
_BRICK = "https://brickschema.org/schema/Brick#"  # building models: the Brick ontology's own owl:inverseOf
_PAIRS = [
    (_SKOS + "broader", _SKOS + "narrower"), (_SKOS + "broaderTransitive", _SKOS + "narrowerTransitive"),
    (_SKOS + "broadMatch", _SKOS + "narrowMatch"), (_SKOS + "hasTopConcept", _SKOS + "topConceptOf"),
    (_DCT + "hasPart", _DCT + "isPartOf"), (_DCT + "hasVersion", _DCT + "isVersionOf"),
    (_DCT + "hasFormat", _DCT + "isFormatOf"), (_DCT + "references", _DCT + "isReferencedBy"),
    (_DCT + "replaces", _DCT + "isReplacedBy"), (_DCT + "requires", _DCT + "isRequiredBy"),
    (_SDO + "hasPart", _SDO + "isPartOf"), (_SDO + "parentOrganization", _SDO + "subOrganization"),
    (_SDO + "containsPlace", _SDO + "containedInPlace"), (_SDO + "memberOf", _SDO + "member"),
    (_SDO + "workExample", _SDO + "exampleOfWork"), (_SDO + "parent", _SDO + "children"),
    (_ORG + "hasSubOrganization", _ORG + "subOrganizationOf"), (_ORG + "hasUnit", _ORG + "unitOf"),
    (_ORG + "hasSite", _ORG + "siteOf"), (_DCAT + "inSeries", _DCAT + "seriesMember"),
    (_FOAF + "made", _FOAF + "maker"), (_FOAF + "depiction", _FOAF + "depicts"),
    (_FOAF + "primaryTopic", _FOAF + "isPrimaryTopicOf"),
    (_BRICK + "feeds", _BRICK + "isFedBy"), (_BRICK + "hasPart", _BRICK + "isPartOf"),
    (_BRICK + "hasPoint", _BRICK + "isPointOf"), (_BRICK + "hasLocation", _BRICK + "isLocationOf"),
    (_BRICK + "meters", _BRICK + "isMeteredBy"),
]
#: each property -> its inverse, as the standard vocabularies declare them (both ways round)
DECLARED_INVERSES: dict[str, str] = {**dict(_PAIRS), **{b: a for a, b in _PAIRS}}


def inverse_twin(p: str, select: Callable[[str], list | None], properties: Iterable[str] = ()) -> str | None:
    """The inverse of ``p`` that the KG declares or its vocabulary does, or else that its name
    says among ``properties`` (the KG's; module docstring), when the KG states some pair by it;
    None otherwise. ``select(query)`` runs a bounded SELECT (its rows, or None on a failure)."""
    ps = iri_to_sparql(p)
    rows = select(f"SELECT DISTINCT ?q WHERE {{ {{ {ps} {_OWL_INVERSE} ?q }} UNION {{ ?q {_OWL_INVERSE} {ps} }} "
                  f"FILTER(isIRI(?q) && ?q != {ps}) }}") or []
    declared = sorted({str(r[0]) for r in rows})
    if len(declared) > 1:
        return None  # the KG says two things: no one reading
    q = declared[0] if declared else DECLARED_INVERSES.get(p) or named_twin(p, properties)
    if q is None:
        return None
    used = select(f"SELECT ?a WHERE {{ ?a {iri_to_sparql(q)} ?b . }} LIMIT 1")
    return q if used else None


def named_twin(p: str, properties: Iterable[str]) -> str | None:
    """The one property of ``properties`` whose name is ``p``'s said the other way round: with
    "of" where ``p``'s has none, or none where it has ("member" and "member of", "has part" and
    "is part of"); None where no one is."""
    core, of = _relation_words(p)
    if not core:
        return None
    found = [q for q in properties if q != p and _relation_words(q) == (core, not of)]
    return found[0] if len(found) == 1 else None


def _relation_words(p: str) -> tuple[tuple[str, ...], bool]:
    """The words of ``p``'s name less a leading "has"/"is" and a trailing "of", and whether it
    had "of" (or "is"): the side of the relation it names."""
    words = iri_words(p).lower().split()
    of = bool(words) and (words[-1] == "of" or words[0] == "is")
    if words and words[0] in ("has", "is"):
        words = words[1:]
    if words and words[-1] == "of":
        words = words[:-1]
    return tuple(words), of


def twin_finder(kg, timeout_s: float | None, properties: Iterable[str] = ()) -> Callable[[str], str | None]:
    """``twin_of(p)``: :func:`inverse_twin` on ``kg`` (of ``properties``, the KG's) by queries
    bounded by ``timeout_s``, each property read once."""
    from kgqa.kg.errors import EndpointUnavailable, KGError

    def select(query: str):
        try:
            return kg.select(query, timeout_s=timeout_s).rows
        except EndpointUnavailable:
            raise
        except KGError:
            return None

    found: dict[str, str | None] = {}

    def twin_of(p: str) -> str | None:
        if p not in found:
            found[p] = inverse_twin(p, select, properties)
        return found[p]
    return twin_of


def with_inverse_twins(graph: QueryGraph, twin_of: Callable[[str], str | None]) -> QueryGraph | None:
    """``graph`` with each edge of a property that has an inverse read as ``(p|^q)``; None when
    it has none."""
    out, changed = graph, False
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef) or str(e.instance) == _TYPE:
            continue
        q = twin_of(str(e.instance))
        if q is not None:
            out = out.with_edge_instance(k, alternative(e.instance, inverse(URIRef(q))))
            changed = True
    return out if changed else None


__all__ = ["DECLARED_INVERSES", "inverse_twin", "named_twin", "twin_finder", "with_inverse_twins"]
