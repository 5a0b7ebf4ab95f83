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
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.engine.counted_place import StatedReading
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import phrase_spans, plural

#: a question that asks only for the things of one class: "Which chamber orchestras are there?",
#: "How many castles are there?", "List all symphony orchestras."
_ONLY_CLASS = re.compile(r"^\s*(?:(?P<count>how\s+many)|which|what|list(?:\s+all)?(?:\s+the)?|name\s+all(?:\s+the)?|"
                         r"give\s+me(?:\s+all)?(?:\s+the)?|show(?:\s+me)?(?:\s+all)?(?:\s+the)?)\s+"
                         r"(?P<noun>[\w' -]+?)(?:\s+(?:are|is)\s+there|\s+(?:exist|are\s+known))?\s*[?.!]*\s*$", re.I)
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


def class_item_reading(question: str, stated: dict, instance_of: str | None, subclass_of: str | None,
                       is_class: Callable[[str], bool]) -> StatedReading | None:
    """The query of a question asking only for the things of one class item it names (module
    docstring); None for another question, or a named entity nothing is an instance of
    (``is_class(iri)``). ``stated``: the entities it names (``{("ent", iri): name}``)."""
    m = _ONLY_CLASS.match(question)
    if m is None or instance_of is None:
        return None
    noun = " ".join(m["noun"].lower().split())
    named = [str(k[1]) for k, name in stated.items()
             if noun in (name, plural(name)) or (phrase_spans(name, noun) and len(name.split()) == len(noun.split()))]
    if len(named) != 1 or not is_class(named[0]):
        return None
    below = f"/{iri_to_sparql(subclass_of)}*" if subclass_of else ""
    pattern = f"?x {iri_to_sparql(instance_of)}{below} {iri_to_sparql(named[0])} ."
    if m["count"]:
        return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {pattern} }}", f"instances of {noun}, counted")
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {pattern} }}", f"instances of {noun}")


__all__ = ["class_item_reading", "typing_properties"]
