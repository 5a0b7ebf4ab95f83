"""Vocabulary constants: the W3C namespaces and the public prefixes that queries assume.

Benchmark queries written by people (QALD, LC-QuAD, ...) often use ``rdf:``, ``dbo:``, ``wdt:``
and friends without declaring them, because the public endpoints they were written against
(DBpedia's and Wikidata's) predeclare these prefixes. A parser that assumes nothing rejects such
a query as malformed SPARQL; :data:`WELL_KNOWN_PREFIXES` is what to assume instead. The mapping
is the one prefix.cc gives for each name. It is only a fallback: a query's own ``PREFIX``
declarations always win over it, so a query that binds ``dbo:`` to something else keeps its
meaning.

Plain strings, no dependencies: cheap to import from anywhere.
"""

from __future__ import annotations

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
OWL = "http://www.w3.org/2002/07/owl#"
XSD = "http://www.w3.org/2001/XMLSchema#"

SKOS = "http://www.w3.org/2004/02/skos/core#"
SHACL = "http://www.w3.org/ns/shacl#"

#: The XSD datatypes whose values are numbers.
NUMERIC_DATATYPES = frozenset(XSD + t for t in ("integer", "int", "long", "short", "decimal", "double", "float",
                                                 "nonNegativeInteger", "positiveInteger", "byte", "unsignedInt"))


def is_numeric_datatype(dt: str | None) -> bool:
    return dt in NUMERIC_DATATYPES


#: ``rdf:type``, the predicate SPARQL abbreviates as ``a``.
RDF_TYPE = RDF + "type"

#: Namespaces whose terms describe a KG rather than state facts in it: schema and list machinery
#: (``rdf:first``, ``owl:members``, ``rdfs:range``), shapes, thesaurus structure, dataset
#: descriptions, and the system graphs an endpoint mixes into its default graph (Virtuoso's
#: ``virtrdf:``). Their properties are never relations and their classes never types of a
#: question: an OWL file is full of them, and a decoder offered ``rdf:first`` will use it.
MACHINERY_NAMESPACES: tuple[str, ...] = (
    RDF, RDFS, OWL, XSD, SKOS, SHACL,
    "http://www.w3.org/ns/sparql-service-description#",
    "http://rdfs.org/ns/void#",
    "http://www.w3.org/ns/ldp#",
    "http://www.openlinksw.com/",  # Virtuoso: virtrdf:, its DAV and system graphs
    "http://www.w3.org/ns/auth/acl#",
    "http://wikiba.se/ontology#",  # Wikibase: items, properties, ranks and the links between predicates
)

WIKIBASE = "http://wikiba.se/ontology#"
#: Wikibase's links from a property entity (``wd:P50``, labelled "author") to the predicates its
#: statements are made with: the truthy ``wdt:P50`` and the qualifier ``pq:P50``. A Wikidata dump
#: labels the entity only, so these predicates are named by the entity that claims them.
CLAIM_PROPERTIES = (WIKIBASE + "directClaim", WIKIBASE + "qualifier")


#: SKOS's semantic relations: in a thesaurus or taxonomy they are the facts between concepts
#: ("Sicilian cuisine" ``skos:broader`` "Italian cuisine"), not its structure (``skos:inScheme``)
SKOS_RELATIONS = frozenset(SKOS + r for r in ("broader", "narrower", "related", "broaderTransitive",
                                              "narrowerTransitive", "broadMatch", "narrowMatch", "relatedMatch",
                                              "exactMatch", "closeMatch"))


#: Terms outside those namespaces that describe a thing rather than state a fact of it: a
#: free-text description, as ``rdfs:comment`` is one (schema.org's, which Wikidata's dumps use for
#: every item and property). Offered as relations only when a question names them.
MACHINERY_TERMS = frozenset({"http://schema.org/description", "https://schema.org/description"})


#: The everyday words for machinery properties a question may ask for by another name than
#: their own: SKOS's notation is the code a thesaurus or a statistics office gives a thing.
MACHINERY_SYNONYMS: dict[str, tuple[str, ...]] = {SKOS + "notation": ("code",)}


def is_machinery(iri: str) -> bool:
    """Whether ``iri`` belongs to a vocabulary that describes the KG (see
    :data:`MACHINERY_NAMESPACES`, :data:`MACHINERY_TERMS`); SKOS's semantic relations
    (:data:`SKOS_RELATIONS`) do not."""
    return (iri.startswith(MACHINERY_NAMESPACES) or iri in MACHINERY_TERMS) and iri not in SKOS_RELATIONS

#: Prefix -> namespace IRI, as prefix.cc defines them.
WELL_KNOWN_PREFIXES: dict[str, str] = {
    # W3C core
    "rdf": RDF,
    "rdfs": RDFS,
    "owl": OWL,
    "xsd": XSD,
    "skos": SKOS,
    "sh": SHACL,
    "prov": "http://www.w3.org/ns/prov#",
    "void": "http://rdfs.org/ns/void#",
    "dcat": "http://www.w3.org/ns/dcat#",
    # Common web vocabularies
    "foaf": "http://xmlns.com/foaf/0.1/",
    "dc": "http://purl.org/dc/elements/1.1/",
    "dct": "http://purl.org/dc/terms/",
    "schema": "http://schema.org/",
    "geo": "http://www.w3.org/2003/01/geo/wgs84_pos#",
    # Wikidata (the prefixes its query service predeclares)
    "wd": "http://www.wikidata.org/entity/",
    "wdt": "http://www.wikidata.org/prop/direct/",
    "p": "http://www.wikidata.org/prop/",
    "ps": "http://www.wikidata.org/prop/statement/",
    "pq": "http://www.wikidata.org/prop/qualifier/",
    "wikibase": "http://wikiba.se/ontology#",
    "bd": "http://www.bigdata.com/rdf#",
    # DBpedia (the prefixes its endpoint predeclares)
    "dbo": "http://dbpedia.org/ontology/",
    "dbp": "http://dbpedia.org/property/",
    "dbr": "http://dbpedia.org/resource/",
    "dbc": "http://dbpedia.org/resource/Category:",
    "yago": "http://dbpedia.org/class/yago/",
}
