""""Who works in the same department as Rafe Dallimore?": the things that share a value with a
named entity.

The question names the entity and, as a noun, the property whose value is shared ("department",
"city", "birth year"); the KG's property out of that entity that fits the noun best
(:meth:`kgqa.engine.stated_chain.ChainWalker.best_out_of`) is the one compared. The answer is
every other thing with the same value of that property, of the class the question asks for
when it names one ("Which employees ..."). The model learned no such graph: it needs the
entity twice, once as itself and once left out of the answer.
"""

from __future__ import annotations

import re

from kgqa.kg.terms import iri_to_sparql

_SAME = re.compile(r"\bthe\s+same\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+as\s+(?P<name>[^?.!]+?)\s*[?.!]*\s*$",
                   re.IGNORECASE)


def same_as(question: str, stated: dict) -> tuple[str, str] | None:
    """``(noun, entity IRI)`` when ``question`` ends "the same N as E" with E one of the
    ``stated`` entities (``{key: name}``, the key's last item its IRI); else None."""
    m = _SAME.search(question)
    if m is None:
        return None
    name = m["name"].strip().lower()
    for key, said in stated.items():
        if said == name:
            return m["noun"].lower(), str(key[-1])
    return None


def same_as_query(entity: str, prop: str, class_pattern: str = "") -> str:
    """The things other than ``entity`` with one of its values of ``prop`` (``class_pattern``:
    the triple pattern typing ``?x``, or "")."""
    e, p = iri_to_sparql(entity), iri_to_sparql(prop)
    return f"SELECT DISTINCT ?x WHERE {{ {e} {p} ?same . ?x {p} ?same . {class_pattern}FILTER(?x != {e}) }}"


__all__ = ["same_as", "same_as_query"]
