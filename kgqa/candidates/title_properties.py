"""The properties a KG names its things by beyond the :data:`~kgqa.kg.labels.LABEL_PROPERTIES`
table, read for the label index (:mod:`kgqa.candidates.entities`) and for answers shown by name
(:mod:`kgqa.engine.answer_rewrites`).

- **Title properties**: a text property whose local name says a title or a name
  (:data:`TITLE_WORDS`: ``eli:title``, ``eurio:legalName``, ``official_title``), minted on
  another host than the things it names, or on their own host where nearly every value is one
  thing's. A relational table's own columns (``.../stadium#name`` of
  ``.../stadium/stadium_id=1``, the W3C Direct Mapping's ``<table#column>``) are data the
  questions compare, and stay so.
- **Descriptions**: a short description that nearly every thing has its own of (a food table's
  ``description`` "Cheese, cheddar, sharp") names the things with no other name.
- **Name node titles**: such a property on nodes that only carry a name (a class whose local
  name ends in Name, Title or Appellation: UniProt's ``up:Structured_Name``), which names the
  thing linking the node, not the node.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.labels import LABEL_NODE_TEXT, LABEL_PROPERTIES, local_name_words
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE, is_machinery


#: literal properties listed at most (the title and key properties are among them in practice)
MAX_LITERAL_PROPERTIES = 2000
#: local names of the properties a published vocabulary names its things by, beyond the
#: :data:`~kgqa.kg.labels.LABEL_PROPERTIES` table (``eli:title``, ``bf:mainTitle``)
TITLE_WORDS = frozenset({"title", "name", "label", "preflabel", "maintitle", "fullname", "officialname", "legalname",
                         "officialtitle", "brieftitle", "fulltitle", "displayname", "shortname", "longname"})
#: a part of a person's name (FOAF's ``givenName``/``familyName``, vCard's ``family-name``): a
#: column of one asks for the people where the question asks for things ("Which drivers ...?")
NAME_PART_WORDS = frozenset({"givenname", "familyname", "firstname", "lastname", "surname", "forename",
                             "middlename", "additionalname"})
#: the title words of a thing's short name (a GTFS route's "F1", a protein's "KAPR3"): a name,
#: but not the one to show where a full name is there too
SHORT_NAME_WORDS = frozenset({"shortname"})


def literal_properties(kg: KnowledgeGraph, timeout_s: float = 60.0) -> list[str]:
    """The properties with literal values (up to :data:`MAX_LITERAL_PROPERTIES`), read once for
    the title and the key properties; none where the listing fails."""
    try:
        rows = kg.select(f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?l . FILTER(isLiteral(?l)) }} LIMIT {MAX_LITERAL_PROPERTIES}",
                         timeout_s=timeout_s).rows
    except KGError:
        return []
    return [str(p) for (p,) in rows]


def title_properties(kg: KnowledgeGraph, literal_props: list[str], timeout_s: float = 60.0) -> tuple[str, ...]:
    """The properties of a published vocabulary that name things, other than the
    :data:`~kgqa.kg.labels.LABEL_PROPERTIES`: text properties whose local name says a title or a
    name (``eli:title``, ``eurio:legalName``), minted on another host than the things they name,
    or on the same host when their values name their subjects (:func:`_names_its_subjects`) and
    the subjects are no name nodes (:func:`name_node_titles`). A relational table's own columns
    (``.../stadium#name`` of ``.../stadium/stadium_id=1``, the W3C Direct Mapping's
    ``<table#column>``) are data the questions compare, and stay so. ``literal_props``: the
    KG's :func:`literal_properties`."""
    out = []
    for p in literal_props:
        if p in LABEL_PROPERTIES or is_machinery(p) or _local_word(p) not in TITLE_WORDS:
            continue
        sample = _sampled(kg, p, timeout_s)
        if sample is None:
            continue
        if not sample:
            continue
        if _host(str(sample[0][0])) != _host(p):
            out.append(p)
            continue
        classes = {str(c) for _, _, c in sample if c is not None}
        if re.sub(r"[#/][^#/]*$", "", p) in classes or any(w in _NAME_NODE_WORDS for w in _class_words(classes)):
            continue  # a table's column, or a name node's name (name_node_titles)
        if _names_its_subjects([(str(s), str(l).strip()) for s, l, _ in sample]):
            out.append(p)
    return tuple(sorted(out))


#: the words a name or a title of a part of a thing ends in, whose compound is no name of it
#: (a person's given and family names: kgqa.candidates.part_names; a file's or a host's name)
_PART_NAME_WORDS = ("given", "family", "first", "last", "middle", "sur", "fore", "nick", "user", "file", "host",
                    "sub", "alt", "short")


def compound_title_properties(kg: KnowledgeGraph, literal_props: list[str], titles: tuple[str, ...],
                              timeout_s: float = 60.0) -> tuple[str, ...]:
    """The text properties whose local name ends in "name" or "title" after other words (dblp's
    ``creatorName``, a trial site's ``facility_name``), other than the ``titles``, whose values
    name their subjects (:func:`_names_its_subjects`: a city's shared ``countryName`` does
    not), on any host. Such a name may be another thing's (a person's ``jobTitle``, a
    supplier's ``contactName``): it names only the things with no other name. A part's name
    (``givenName``: :mod:`kgqa.candidates.part_names`) or a second one (``shortTitle``) is none,
    and neither is a relational table's own column."""
    out = []
    for p in literal_props:
        if p in titles or p in LABEL_PROPERTIES or is_machinery(p) or not _compound_title(p):
            continue
        sample = _sampled(kg, p, timeout_s)
        if not sample:
            continue
        classes = {str(c) for _, _, c in sample if c is not None}
        if re.sub(r"[#/][^#/]*$", "", p) in classes or any(w in _NAME_NODE_WORDS for w in _class_words(classes)):
            continue
        if _names_its_subjects([(str(x), str(t).strip()) for x, t, _ in sample]):
            out.append(p)
    return tuple(sorted(out))


def _compound_title(p: str) -> bool:
    """Whether ``p``'s local name ends in "name" or "title" after other words, none of them
    a part's (:data:`_PART_NAME_WORDS`)."""
    word = _local_word(p)
    head = word[:-5] if word.endswith("title") else word[:-4] if word.endswith("name") else ""
    return bool(head) and word not in TITLE_WORDS and not head.startswith(_PART_NAME_WORDS)


#: rows read of a same-host name property to tell whether its values name their subjects
_NAME_SAMPLE = 200
#: the share of a sample's subjects a name property gives a name no other subject has
_DISTINCT_NAMES = 0.9


#: local names of the properties that describe a thing in a phrase, which names the things that
#: have no other name (a food composition table's "Cheese, cheddar, sharp")
DESCRIPTION_WORDS = frozenset({"description"})
#: the most words a description has that names its thing (longer ones say more than a name)
_NAME_WORDS = 12


def description_properties(kg: KnowledgeGraph, literal_props: list[str], timeout_s: float = 60.0) -> tuple[str, ...]:
    """The properties whose local name says a description (:data:`DESCRIPTION_WORDS`) and whose
    values name their subjects: nearly every value one subject's (:func:`_names_its_subjects`)
    and short (:data:`_NAME_WORDS` words at most). They name the things that have no label, no
    title and no borrowed title (a food table's ``description`` "Cheese, cheddar, sharp"); a
    thing with a name keeps it (a Wikidata item's gloss "symphony orchestra in Haldenburg" names
    nothing). A relational table's ``<table#description>`` column stays a column."""
    out = []
    for p in literal_props:
        if p in LABEL_PROPERTIES or is_machinery(p) or _local_word(p) not in DESCRIPTION_WORDS:
            continue
        sample = _sampled(kg, p, timeout_s)
        if sample is None:
            continue
        classes = {str(c) for _, _, c in sample if c is not None}
        if not sample or re.sub(r"[#/][^#/]*$", "", p) in classes:
            continue
        short = [len(str(text).split()) <= _NAME_WORDS for _, text, _ in sample]
        if sum(short) >= _DISTINCT_NAMES * len(short) and _names_its_subjects([(str(x), str(t).strip()) for x, t, _ in sample]):
            out.append(p)
    return tuple(sorted(out))


def _sampled(kg: KnowledgeGraph, p: str, timeout_s: float) -> list | None:
    """``(subject, value, class or None)`` rows of up to :data:`_NAME_SAMPLE` uses of ``p``; None
    where the query fails."""
    try:
        return kg.select(f"SELECT ?s ?l ?c WHERE {{ ?s {term_to_sparql(URIRef(p))} ?l . FILTER(isIRI(?s)) "
                         f"OPTIONAL {{ ?s {term_to_sparql(URIRef(RDF_TYPE))} ?c }} }} LIMIT {_NAME_SAMPLE}",
                         timeout_s=timeout_s).rows
    except KGError:
        return None


def says_title(prop: str) -> bool:
    """Does the property's local name say a name or a title (:data:`TITLE_WORDS`), alone or
    after other words (:func:`_compound_title`: ``creatorName``)?"""
    return _local_word(prop) in TITLE_WORDS or _compound_title(prop)


def says_name_part(prop: str) -> bool:
    """Does the property's local name say a part of a person's name (:data:`NAME_PART_WORDS`)?"""
    return _local_word(prop) in NAME_PART_WORDS


def _local_word(p: str) -> str:
    """A property's local name in lower case, without separators and without a leading "has"
    (``official_title``: "officialtitle"; GLEIF's ``hasLegalName``: "legalname")."""
    local = re.sub(r"^has(?=[A-Z_\-])", "", re.split(r"[/#]", p.rstrip("/#"))[-1])
    return re.sub(r"[_\-]", "", local.lower())


def _class_words(classes) -> list[str]:
    """The last word of each class's local name."""
    return [(local_name_words(c).split() or [""])[-1].lower() for c in classes]


def _names_its_subjects(rows: list[tuple[str, str]]) -> bool:
    """Whether ``(subject, value)`` rows are names: nearly every subject has a value no other
    subject has (a player's title "GM", shared by many, names nobody)."""
    owners: dict[str, set[str]] = {}
    for s, v in rows:
        owners.setdefault(v.casefold(), set()).add(s)
    subjects = {s for s, _ in rows}
    own = {s for holders in owners.values() if len(holders) == 1 for s in holders}
    return len(subjects) >= 2 and len(own) >= _DISTINCT_NAMES * len(subjects)


def names_things(kg: KnowledgeGraph, prop: str, timeout_s: float = 60.0) -> bool:
    """Is ``prop`` one of the properties the label index names things by beyond the
    :data:`~kgqa.kg.labels.LABEL_PROPERTIES` (:func:`title_properties`, :func:`name_node_titles`,
    :func:`compound_title_properties`)?
    A column answered with it answers with the things' names."""
    titles = title_properties(kg, [prop], timeout_s)
    return bool(titles) or bool(name_node_titles(kg, [prop], titles, timeout_s)) \
        or bool(compound_title_properties(kg, [prop], titles, timeout_s))


def name_node_titles(kg: KnowledgeGraph, literal_props: list[str], titles: tuple[str, ...],
                     timeout_s: float = 60.0) -> tuple[str, ...]:
    """The properties, other than the ``titles`` (:func:`title_properties`), whose local name
    says a title or a name and whose subjects are name nodes (:func:`_on_name_nodes`): a
    vocabulary minted on its things' own host names them so (``up:recommendedName`` -> a
    ``up:Structured_Name`` -> ``up:fullName``), and so does every SKOS-XL thesaurus
    (``skosxl:prefLabel`` -> a ``skosxl:Label`` -> ``skosxl:literalForm``). Their texts name the thing that links the node
    (:func:`borrowed_names`), not the node."""
    return tuple(sorted(p for p in literal_props
                        if p == LABEL_NODE_TEXT  # SKOS-XL's label nodes, a standard's name nodes
                        or (p not in titles and p not in LABEL_PROPERTIES and not is_machinery(p)
                            and _local_word(p) in TITLE_WORDS and _on_name_nodes(kg, p, timeout_s))))


#: the last word of the class of a node that only carries a name (UniProt's ``up:Structured_Name``,
#: BIBFRAME's ``bf:Title``, CIDOC CRM's ``E41_Appellation``)
_NAME_NODE_WORDS = frozenset({"name", "title", "appellation"})


def is_name_node_class(cls: str) -> bool:
    """Is ``cls`` the class of nodes that only carry a name (its local name ends in a word of
    :data:`_NAME_NODE_WORDS`: ``up:Structured_Name``, ``bf:Title``)?"""
    return _class_words([cls])[0] in _NAME_NODE_WORDS


def _on_name_nodes(kg: KnowledgeGraph, prop: str, timeout_s: float) -> bool:
    """Whether ``prop``'s subjects are name nodes: typed with a class whose local name ends in
    a word of :data:`_NAME_NODE_WORDS`. A relational table's name column sits on its rows,
    typed with the table."""
    try:
        rows = kg.select(f"SELECT DISTINCT ?c WHERE {{ ?s {term_to_sparql(URIRef(prop))} ?l . "
                         f"?s {term_to_sparql(URIRef(RDF_TYPE))} ?c . FILTER(isIRI(?c)) }} LIMIT 5",
                         timeout_s=timeout_s).rows
    except KGError:
        return False
    lasts = _class_words(str(c) for (c,) in rows)
    return bool(lasts) and all(w in _NAME_NODE_WORDS for w in lasts)


def _host(iri: str) -> str:
    m = re.match(r"[a-z][a-z0-9+.-]*://([^/#?]+)", iri, re.I)
    return m.group(1).lower() if m else ""


__all__ = ["DESCRIPTION_WORDS", "MAX_LITERAL_PROPERTIES", "TITLE_WORDS", "compound_title_properties", "description_properties", "is_name_node_class", "literal_properties", "name_node_titles",
           "names_things", "says_title", "title_properties"]
