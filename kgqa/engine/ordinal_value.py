"""An ordinal that states a number a property holds: "the rooms on the first floor".

"Which rooms in Birchwood Cottage are on the first floor?" names no value the linker finds: the
KG holds ``hm:floor 1``, the question says "first floor". The model reads "first" as an order
or not at all. Where the question says an ordinal (or "ground", the floor numbered 0) before a
noun that is the whole name of a property holding whole numbers (``floor``, ``season``,
``round``), and the graph's one variable of a class whose things have that property has no value
of it yet, that variable gets the number (:func:`with_ordinal_value`).
"""

from __future__ import annotations

import re

from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kgqa.engine.stated_state import holder_variable
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular

#: the ordinals of general English, and the ground floor (0, as buildings number it)
ORDINALS = {"ground": 0, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
            "eighth": 8, "ninth": 9, "tenth": 10}
_ORDINAL_NOUN = re.compile(rf"\b(?P<ordinal>{'|'.join(ORDINALS)})\s+(?P<noun>[a-z]+)\b", re.I)


def with_ordinal_value(graph: QueryGraph, question: str, named: dict[str, str], numeric: set[str],
                       subjects: dict[str, set[str]]) -> QueryGraph | None:
    """``graph`` with the number the question's ordinal states given to its one variable that can
    hold it (module docstring); None where the question says no ordinal before such a noun.
    ``named``: property IRI -> its name in words; ``numeric``: the properties holding whole numbers;
    ``subjects``: property -> the classes of its subjects."""
    found = []
    for m in _ORDINAL_NOUN.finditer(question):
        noun = singular(m["noun"].lower())
        found += [(p, ORDINALS[m["ordinal"].lower()]) for p in sorted(numeric) if (named.get(p) or "").lower() == noun]
    if len(found) != 1:
        return None
    (p, n), = found
    x = holder_variable(graph, p, subjects)
    if x is None:
        return None
    g = graph.copy()
    g.add_edge(x, g.add_vertex(VertexClass.VAL, g.vertices[x].segment, Literal(n, datatype=XSD.integer)),
               EdgeClass.REL, URIRef(p))
    return g


__all__ = ["ORDINALS", "with_ordinal_value"]
