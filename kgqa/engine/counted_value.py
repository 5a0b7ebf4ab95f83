"""A count of one number is the number.

"How many pages does The Iron Orchard have?" The KG states the book's page count as a number
(``:numberOfPages 389``). A model that learned "how many" as COUNT counts the values of that
property of the one book it names (``SELECT (COUNT(?n) AS ?c) WHERE { <book> :numberOfPages ?n
}``): 1, whatever the book. Counting the values of a numeric property of one named entity is
never what is asked; the value is. Likewise a COUNT of the values of a numeric property under
a question asking for a total sums them (:func:`summed_values`). So a chosen graph of exactly that shape (a COUNT, one
property holding numbers, one entity) answers with the value instead (with ``search.asked_class``:
what the question asks for).
"""

from __future__ import annotations

import re

from kgqa.candidates.ranker import KEY_LABEL
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular_words

#: a question that asks for a sum ("the total number of pages of the books by X")
_TOTAL = re.compile(r"\b(?:total|sum|altogether|combined|in all)\b", re.I)


def counted_value(graph: QueryGraph, numeric_properties: set[str] | frozenset[str]) -> QueryGraph | None:
    """``SELECT ?n WHERE { <e> :p ?n }`` for ``graph`` = ``SELECT (COUNT(?n) ...) WHERE { <e> :p ?n }``
    where ``:p`` holds numbers (``numeric_properties``); None for any other graph."""
    if len(graph.vertices) != 3 or len(graph.edges) != 2 or len(graph.segments) != 1:
        return None
    agg = [e for e in graph.edges if e.cls is EdgeClass.AGG]
    rel = [e for e in graph.edges if e.cls is EdgeClass.REL]
    if len(agg) != 1 or len(rel) != 1 or agg[0].instance != "COUNT":
        return None
    count, value, entity = agg[0].target, agg[0].source, rel[0].source
    if graph.vertices[count].cls is not VertexClass.ANS or rel[0].target != value \
            or graph.vertices[entity].cls is not VertexClass.ENT or str(rel[0].instance) not in numeric_properties:
        return None
    g = QueryGraph(distinct=graph.distinct)
    e = g.add_vertex(VertexClass.ENT, 0, graph.vertices[entity].instance)
    a = g.add_vertex(VertexClass.ANS, 0, 0)
    g.add_edge(e, a, EdgeClass.REL, rel[0].instance)
    return g


def summed_values(graph: QueryGraph, numeric_labels: dict[str, str], question: str) -> QueryGraph | None:
    """``graph`` summing where it counts the values of a property that holds numbers, the
    question says the property's words and asks for a total ("What is the total number of pages
    of the books by X?" counted the page counts: 2 books); None for any other graph or question.
    ``numeric_labels``: the properties holding numbers -> their labels. A key ("student id") is
    counted, never summed: "the total number of students" is a count."""
    if not _TOTAL.search(question):
        return None
    said = singular_words(question)
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.AGG or e.instance not in ("COUNT", "COUNT_DISTINCT") \
                or graph.vertices[e.target].cls is not VertexClass.ANS:
            continue
        into = [r for r in graph.edges if r.cls is EdgeClass.REL and r.target == e.source]
        label = numeric_labels.get(str(into[0].instance), "") if len(into) == 1 else ""
        words = singular_words(label) - {"number", "of", "total", "count", "amount"}  # "citation count": "citations"
        if words and not KEY_LABEL.search(label.lower()) and words <= said:
            return graph.with_edge_instance(k, "SUM")
    return None


__all__ = ["counted_value", "summed_values"]
