"""Classes a KG states as things: "Which chamber orchestras are there?" on a Wikibase KG.

Wikidata and every Wikibase instance type their items with a property ("instance of",
``wdt:P31``) whose objects are items themselves ("chamber orchestra"), arranged by another
("subclass of", ``wdt:P279``), not with ``rdf:type``. The KG has no classes for the model to
fill, so a question that asks for the things of such a class reads the class item as a thing
("What is a subclass of chamber orchestra?"). This reading answers a question that asks only for
the things of one class it names ("Which chamber orchestras are there?", "How many symphony
orchestras are there?", "List all castles."): the things that are an instance of the named item or
of an item below it.

Which property types the items is the one the KG's schema names "instance of" (its label or its
local name's words), and the one named "subclass of" arranges the classes; nothing else is
assumed of the vocabulary.

A KG with no "instance of" may still name a kind by a thing: Europeana's records point at a
"photograph" concept by ``dc:type``, Linked Art's objects at a Getty AAT term by ``P2_has_type``,
a register's people at an occupation by theirs. There the things of the kind are those that
link to the named entity, where exactly one property does (:func:`kind_link_reading`), and the
noun is no class of the KG (a class is the model's to read). "in the collection", "in the
database" after the noun say the whole KG, as "are there" does.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.engine.counted_place import StatedReading
from rdflib import RDF, URIRef

from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import noun_key, phrase_spans, plural

#: a question that asks only for the things of one class: "Which chamber orchestras are there?",
#: "How many castles are there?", "List all symphony orchestras."
_ONLY_CLASS = re.compile(r"^\s*(?:(?P<count>how\s+many)|which|what|list(?:\s+all)?(?:\s+the)?|name\s+all(?:\s+the)?|"
                         r"give\s+me(?:\s+all)?(?:\s+the)?|show(?:\s+me)?(?:\s+all)?(?:\s+the)?)\s+"
                         r"(?P<noun>[\w' -]+?)(?:\s+(?:are|is)\s+there|\s+(?:exist|are\s+known))?\s*[?.!]*\s*$", re.I)
#: the same, or the noun followed by words that say the whole KG: "Which still lifes are in the
#: collection?", "How many maps are in the archive?"
_ONLY_KIND = re.compile(_ONLY_CLASS.pattern.replace(r"|\s+(?:exist|are\s+known))", r"|\s+(?:exist|are\s+known)"
                        r"|\s+(?:are|is)\s+(?:held\s+)?(?:in|on)\s+(?:the\s+)?(?:collection|database|catalog(?:ue)?|"
                        r"archive|data\s*set|register|registry|record|file))"), re.I)
_INSTANCE_OF = {"instance of", "instanceof"}
_SUBCLASS_OF = {"subclass of", "subclassof"}


def typing_properties(properties: dict) -> tuple[str | None, str | None]:
    """``(instance of, subclass of)``: the properties of the schema (IRI -> its item, with
    ``label`` and ``local``) named so, each where exactly one is; None otherwise."""
    def named(words: set[str]) -> str | None:
        found = [iri for iri, item in properties.items()
                 if (item.label or "").strip().lower() in words or (item.local or "").strip().lower() in words]
        return found[0] if len(found) == 1 else None
    return named(_INSTANCE_OF), named(_SUBCLASS_OF)


def _named(noun: str, stated: dict) -> list[str]:
    """The IRIs of the ``stated`` entities whose name is ``noun`` (or its singular)."""
    return [str(k[1]) for k, name in stated.items()
            if noun in (name, plural(name)) or (phrase_spans(name, noun) and len(name.split()) == len(noun.split()))]


def class_item_reading(question: str, stated: dict, instance_of: str | None, subclass_of: str | None,
                       is_class: Callable[[str], bool]) -> StatedReading | None:
    """The query of a question asking only for the things of one class item it names (module
    docstring); None for another question, or a named entity nothing is an instance of
    (``is_class(iri)``). ``stated``: the entities it names (``{("ent", iri): name}``)."""
    m = _ONLY_CLASS.match(question)
    if m is None or instance_of is None:
        return None
    noun = " ".join(m["noun"].lower().split())
    named = _named(noun, stated)
    if len(named) != 1 or not is_class(named[0]):
        return None
    below = f"/{iri_to_sparql(subclass_of)}*" if subclass_of else ""
    pattern = f"?x {iri_to_sparql(instance_of)}{below} {iri_to_sparql(named[0])} ."
    if m["count"]:
        return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {pattern} }}", f"instances of {noun}, counted")
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {pattern} }}", f"instances of {noun}")


def kind_link_reading(question: str, stated: dict, links_to: Callable[[str], list[str]],
                      class_nouns: set[str], classes_of: Callable[[str], list[str]] = lambda pattern: []) \
        -> StatedReading | None:
    """The query of a question asking only for the things of a kind it names by an entity, in a
    KG that states kinds by a link to a thing (module docstring), :func:`kind_pattern`'s things.
    None for another question or no such kind."""
    m = _ONLY_KIND.match(question)
    if m is None:
        return None
    noun = " ".join(m["noun"].lower().split())
    pattern = kind_pattern(noun, stated, links_to, class_nouns, classes_of)
    if pattern is None:
        return None
    if m["count"]:
        return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {pattern} }}", f"things of kind {noun}, counted")
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {pattern} }}", f"things of kind {noun}")


def kind_link(noun: str, stated: dict, links_to: Callable[[str], list[str]],
              class_nouns: set[str]) -> tuple[str, str] | None:
    """``(property, entity)``: the link by which things are of the kind ``noun`` names by an
    entity (:func:`kind_pattern`), or None."""
    if noun_key(noun) in class_nouns:
        return None
    named = _named(noun, stated)
    if len(named) != 1:
        return None
    props = [p for p in links_to(named[0]) if p != str(RDF.type)]
    return (props[0], named[0]) if len(props) == 1 else None


def with_kind(graph: QueryGraph, prop: str, kind: str) -> QueryGraph | None:
    """``graph`` with its things (its one answer, or what its one count counts) linked to the
    ``kind`` entity by ``prop``, or None: several answers, or the graph names that entity already."""
    if any(v.cls is VertexClass.ENT and str(v.instance) == kind for v in graph.vertices):
        return None
    answers = graph.answer_vertices(0)
    if len(answers) != 1:
        return None
    counted = [e.source for e in graph.edges if e.cls is EdgeClass.AGG and e.target == answers[0]
               and str(e.instance).startswith("COUNT")]
    thing = counted[0] if len(counted) == 1 else answers[0]
    if counted and len(counted) != 1:
        return None
    g = graph.copy()
    k = g.add_vertex(VertexClass.ENT, g.vertices[thing].segment, URIRef(kind))
    g.add_edge(thing, k, EdgeClass.REL, URIRef(prop))
    return g


def kind_pattern(noun: str, stated: dict, links_to: Callable[[str], list[str]], class_nouns: set[str],
                 classes_of: Callable[[str], list[str]] = lambda pattern: []) -> str | None:
    """The pattern binding ``?x`` to the things of the kind ``noun`` names by an entity of
    ``stated`` (``{("ent", iri): name}``): the things linking to it by the one property
    ``links_to(iri)`` finds (the properties any thing links to it by, rdf:type aside), typed
    with their class where ``classes_of(pattern)`` (the classes of the things the pattern binds to
    ``?x``) finds them all of one. None for a noun that is a class of the KG (``class_nouns``, as
    :func:`kgqa.wordforms.noun_key` writes them), names no one entity, or one linked by no or
    several properties."""
    found = kind_link(noun, stated, links_to, class_nouns)
    if found is None:
        return None
    pattern = f"?x {iri_to_sparql(found[0])} {iri_to_sparql(found[1])} ."
    classes = classes_of(pattern)
    if len(classes) == 1:  # the things are of one class: the reading says so ("films" of the genre)
        pattern = f"?x a {iri_to_sparql(classes[0])} . {pattern}"
    return pattern


__all__ = ["class_item_reading", "kind_link", "kind_link_reading", "kind_pattern", "typing_properties", "with_kind"]
