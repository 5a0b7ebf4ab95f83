"""Women and men asked for: "Which women have won the prize in Physics?", "How many men ...?".

A question may name its answer by a gender noun ("women", "female laureates", "men") where the KG
states gender as a value (FOAF's ``foaf:gender "female"``, schema.org's ``schema:Female``,
Wikidata's item labelled "female"). No class says "woman", so the model's graph answers with
everyone. The graph's answer (or what it counts) is narrowed by the KG's gender property to the
value the noun says: the property whose values are both "female" and "male" (by their text or
their label), the value written as the KG writes it.

The nouns are general English.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rdflib import Literal, URIRef

from kgqa.engine.reified import bound_vertex
from kgqa.kg.labels import LABEL_PATH
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

#: a gender noun asked for: "which women", "how many men", "female laureates", "women laureates",
#: "who were the women"
_ASKED = re.compile(r"^\s*(?:(?:in|from|at|of|for)\s+)?(?:which|what|how\s+many|list|name|give\s+me|show\s+me|"
                    r"who\s+(?:are|were))"
                    r"(?:\s+(?:the|all|of\s+the))?\s+(?P<noun>women|woman|men|man|females?|males?|ladies|girls|boys)\b",
                    re.I)
_FEMALE = {"women", "woman", "female", "females", "ladies", "girls"}


def asked_gender(question: str) -> str | None:
    """"female" or "male" where the question asks for women or men, else None."""
    m = _ASKED.match(question)
    if m is None:
        return None
    return "female" if m["noun"].lower() in _FEMALE else "male"


def gender_value(select: Callable[[str], list | None], gender: str) -> tuple[str, object] | None:
    """``(property, value)``: the KG's one property whose values are "female" and "male" (as
    text or by label), and its value for ``gender``; None without exactly one such property."""
    literal = select('SELECT DISTINCT ?p ?g WHERE { ?x ?p ?g . FILTER(isLiteral(?g) && '
                     'LCASE(STR(?g)) IN ("female", "male")) }') or []
    named = select(f'SELECT DISTINCT ?p ?g ?l WHERE {{ ?x ?p ?g . ?g {LABEL_PATH} ?l . FILTER(isIRI(?g) && '
                   f'LCASE(STR(?l)) IN ("female", "male")) }}') or []
    values: dict[str, dict[str, object]] = {}
    for p, g in literal:
        values.setdefault(str(p), {})[str(g).lower()] = g
    for p, g, label in named:
        values.setdefault(str(p), {})[str(label).lower()] = g
    both = [p for p, v in values.items() if {"female", "male"} <= set(v)]
    if len(both) != 1:
        return None
    return both[0], values[both[0]][gender]


def gendered(graph: QueryGraph, prop: str, value: URIRef | Literal) -> QueryGraph | None:
    """``graph`` with its answer (or what it counts) having ``value`` by ``prop``; None where it
    has no one such vertex or says it already."""
    v = bound_vertex(graph)
    if v is None or graph.vertices[v].cls not in (VertexClass.ANS, VertexClass.VAR):
        return None
    if any(e.cls is EdgeClass.REL and str(e.instance) == prop and e.source == v for e in graph.edges):
        return None
    g = graph.copy()
    cls = VertexClass.ENT if isinstance(value, URIRef) else VertexClass.VAL
    g.add_edge(v, g.add_vertex(cls, graph.vertices[v].segment, value), EdgeClass.REL, URIRef(prop))
    return g


__all__ = ["asked_gender", "gender_value", "gendered"]
