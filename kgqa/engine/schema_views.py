"""What the engine's readings need to know of a KG's schema, read from a question's candidate pool.

The readings of :mod:`kgqa.engine.stated_readings` and the engine's answer order ask the same
few things of the schema index (:class:`kgqa.candidates.schema.SchemaIndex`): which properties
are flags, symmetric or "N of" roles, a property's own words, the classes' labels and nouns, the
class a noun names, how a class is asserted, and how well a noun fits each property.
"""

from __future__ import annotations

import functools
from typing import Callable, NamedTuple

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.engine.answer_order import asked_class
from kgqa.engine.flag_ask import Flags, flag_properties
from kgqa.engine.of_roles import of_properties
from kgqa.engine.possessed import possession_fit
from kgqa.engine.kinship import FamilyRelations, KinHop, family_relations, kin_hop
from kgqa.engine.stated_chain import ChainWalker
from kgqa.kg.errors import KGError
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.kg.vocabulary import RDFS
from kgqa.engine.hierarchy_levels import hierarchical_properties
from kgqa.engine.symmetric import symmetric_properties
from kgqa.models.fill_plan import INHERITED_TYPE
from kgqa.querygraph.paths import path_to_sparql
from kgqa.search.deadline import Deadline
from kgqa.wordforms import noun_key, singular_words


_GENDER_ROWS = 40  # distinct values of a gender property read at most


class PropertyKinds(NamedTuple):
    """What a KG's properties are, read once per schema index, not once per question."""

    flags: Flags  # boolean-valued, or yes/no words (kgqa.engine.flag_ask)
    symmetric: frozenset  # holding both ways (kgqa.engine.symmetric)
    of_words: dict  # "N of" properties -> their words (kgqa.engine.of_roles)
    hierarchical: frozenset  # between things of one kind (kgqa.engine.hierarchy_levels)


@functools.lru_cache(maxsize=16)
def property_kinds(schema) -> PropertyKinds:
    """The :class:`PropertyKinds` of ``schema`` (a :class:`kgqa.candidates.schema.SchemaIndex`)."""
    from kgqa.candidates.collect import default_collector

    props = schema.properties
    values = default_collector().onboarded_values(schema.identity)  # the few values of each property: text flags
    categorical = values.categorical_texts() if values is not None else None
    return PropertyKinds(flag_properties(props, categorical), symmetric_properties(props), of_properties(props),
                         hierarchical_properties(props))


def property_words(schema) -> Callable[[str], str]:
    """A property's own words: the KG's label, else its local name's words (not the class words
    a label may be read with: "route seasonal")."""
    props = schema.properties
    return lambda iri: (props[iri].local or props[iri].label) if iri in props else iri_words(iri)


def class_labels(pool) -> dict[str, str]:
    """Each class IRI of ``pool``'s schema -> its label (none without a schema)."""
    return {iri: c.label for iri, c in pool.schema.classes.items()} if pool.schema is not None else {}


def class_nouns(pool) -> set[str]:
    """The KG's class labels as nouns (:func:`kgqa.wordforms.noun_key`): a possessed noun among
    them names things, not a relation (:mod:`kgqa.engine.possessed`)."""
    return {noun_key(c.label) for c in pool.schema.classes.values()}


def noun_class(noun: str, labels: dict[str, str]) -> str | None:
    """The class a superlative's or a count's noun names, or the one its last word names where a
    word before it is a modifier, not a class ("the smallest solar plant": a power plant)."""
    found = asked_class(f"which {noun}", labels)
    words = noun.split()
    if found is None and len(words) == 2:
        found = asked_class(f"which {words[1]}", labels)
    return found


def type_step(schema) -> Callable[[str], str]:
    """How a thing of a class is asserted in a reading's query: ``a``, or the inherited type
    path where the KG has subclasses under that class (an instance typed by a subclass counts)."""
    return lambda cls: path_to_sparql(INHERITED_TYPE) if cls in schema.hierarchy.open else "a"


def chain_walker(kg, pool, deadline: Deadline | None) -> ChainWalker:
    """A :class:`kgqa.engine.stated_chain.ChainWalker` over ``kg``'s properties (from ``pool``'s
    schema), each noun's fit read by the schema ranker, within the question's ``deadline``, and
    the kinship nouns composed of the KG's family relations (:func:`kin_reader`)."""
    from kgqa.candidates.collect import default_collector

    collector = default_collector()
    return ChainWalker(kg, pool.schema.properties, lambda noun: collector.relevance(noun, kg),
                       out_of_time=lambda: deadline is not None and deadline.left() <= 0,
                       kin=kin_reader(kg, pool.schema))


#: KG identity -> its family relations (read once: one bounded query for the gender values)
_FAMILIES: dict[str, FamilyRelations | None] = {}


def family(kg, schema) -> FamilyRelations | None:
    """The family relations of ``kg`` (:func:`kgqa.engine.kinship.family_relations`), the
    gender property's values read with their labels; None on a KG without parents. A KG fault
    reading the values leaves the gender out of this question's relations (read again next time)."""
    key = kg.identity
    if key in _FAMILIES:
        return _FAMILIES[key]
    faults = []

    def gender_values(iri: str) -> list[tuple[str, str]]:
        query = (f"SELECT DISTINCT ?v ?l WHERE {{ ?s {iri_to_sparql(iri)} ?v . "
                 f"OPTIONAL {{ ?v {iri_to_sparql(RDFS + 'label')} ?l }} }} LIMIT {_GENDER_ROWS}")
        try:
            rows = kg.select(query).rows
        except KGError as e:
            faults.append(e)
            return []
        return [(term_to_sparql(v), str(label) if label is not None else
                 (iri_words(str(v)) if isinstance(v, URIRef) else str(v))) for v, label in rows if v is not None]

    relations = family_relations(schema.properties, gender_values)
    if not faults:
        _FAMILIES[key] = relations
    return relations


def kin_reader(kg, schema) -> Callable[[str], KinHop | None]:
    """A noun -> its :class:`kgqa.engine.kinship.KinHop` on ``kg`` (None: not a kinship noun,
    or one a property of the KG names itself)."""
    relations = family(kg, schema)
    if relations is None:
        return lambda noun: None
    own = [singular_words(p.label or p.local) for p in schema.properties.values()]
    return lambda noun: kin_hop(noun, relations, lambda n: any(singular_words(n) <= words for words in own))


def noun_fit(kg, pool, deadline: Deadline | None) -> Callable[[str], dict[str, float]]:
    """The properties that fit a noun alone, each with its fit (:func:`kgqa.engine.possessed.fitting`)."""
    walker = chain_walker(kg, pool, deadline)
    classes = class_nouns(pool)
    return lambda noun: possession_fit(noun, walker.relevance, walker.words, classes)


__all__ = ["PropertyKinds", "chain_walker", "class_labels", "class_nouns", "family", "kin_reader", "noun_class",
           "noun_fit", "property_kinds", "property_words", "type_step"]
