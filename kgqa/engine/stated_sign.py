"""The direction of a comparison, as the question's words state it: "died before 1660" is ``<``.

The outline model picks a comparison's operator by how close its name is to the question's words
(:data:`kgqa.models.slots._OP_NAMES`), and those names speak of sizes ("less", "more"), not of
time: "Which artists died before 1660?" came out as ``FILTER(?death > 1660)``. Where the question
says a number right after a word of one direction ("before", "after", "more than", "under", ...)
and the graph compares a value with exactly that number the other way, the comparison is turned
round (``>`` to ``<``, ``>=`` to ``<=``, and back), strictness kept. Words whose direction depends
on the measure ("older than 40": a smaller birth date) are not read.

Likewise a text the question says compared by ``!=`` where it says no negation ("Which family
does the common toad belong to?" as ``FILTER(?name != "Common Toad")``) is compared by ``=``.

A yes/no pattern may leave the bound out altogether: "Did HYDROPORT get more than 10 million
euros from the EU?" as ``ASK { :HYDROPORT :euContribution ?c }``, true of any project with a
contribution. Where the question bounds one number and the pattern compares nothing with it, and
exactly one of its variables is a value of a property holding numbers or dates that nothing else
uses, that value is compared with the number the way the words say (:func:`with_stated_bound`).
"""

from __future__ import annotations

import re

from rdflib import Literal, URIRef

from kgqa.kg.vocabulary import XSD
from kgqa.querygraph.model import Edge, EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import digits_for_scales

_BELOW = r"before|earlier\s+than|prior\s+to|until|till|less\s+than|fewer\s+than|below|under|lower\s+than|" \
         r"smaller\s+than|cheaper\s+than|shorter\s+than|lighter\s+than|narrower\s+than|thinner\s+than|at\s+most|" \
         r"no\s+more\s+than|up\s+to"
_ABOVE = r"after|later\s+than|since|more\s+than|greater\s+than|above|over|higher\s+than|larger\s+than|" \
         r"bigger\s+than|heavier\s+than|longer\s+than|taller\s+than|wider\s+than|deeper\s+than|thicker\s+than|" \
         r"exceeding|at\s+least|no\s+less\s+than"
#: a direction word, then the number it bounds ("before 1660", "more than 2,500", "under 3.5")
_STATED = re.compile(rf"\b(?:(?P<below>{_BELOW})|(?P<above>{_ABOVE}))\s+(?:the\s+year\s+)?(?P<n>-?\d[\d,]*(?:\.\d+)?)\b",
                     re.I)
_TURNED = {">": "<", ">=": "<=", "<": ">", "<=": ">="}
#: "between 1914 and 1918": the two bounds, either order
_BETWEEN = re.compile(r"\bbetween\s+(?:the\s+years?\s+)?(?P<a>-?\d[\d,]*(?:\.\d+)?)\s+and\s+(?P<b>-?\d[\d,]*(?:\.\d+)?)\b",
                      re.I)
#: a word that makes "other than" a reading of the question
_NEGATION = re.compile(r"\b(?:not|never|no|n't|none|nobody|nothing|without|except|other|another|different|besides|apart|but|else|excluding)\b",
                       re.I)
_UP = frozenset({">", ">="})


def stated_directions(question: str) -> dict[float, str]:
    """Each number the question bounds by a direction word -> "<" or ">" (a number said both
    ways, "from 1990 until 2000" aside, is left out)."""
    found: dict[float, set[str]] = {}
    for m in _STATED.finditer(question):
        try:
            n = float(m["n"].replace(",", ""))
        except ValueError:
            continue
        found.setdefault(n, set()).add("<" if m["below"] else ">")
    return {n: next(iter(ds)) for n, ds in found.items() if len(ds) == 1}


def _number(term) -> float | None:
    if not isinstance(term, Literal):
        return None
    try:
        return float(str(term))
    except ValueError:
        return None


def _unnegated(graph: QueryGraph, question: str) -> QueryGraph | None:
    """``graph`` with each ``!=`` of a text value read as ``=`` where the question says no
    negation (module docstring), or None."""
    if _NEGATION.search(question):
        return None
    out = None
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.CMP or e.instance != "!=":
            continue
        ends = (graph.vertices[e.source], graph.vertices[e.target])
        if any(v.cls is VertexClass.VAL and isinstance(v.instance, Literal) and _number(v.instance) is None
               for v in ends):
            out = out or graph.copy()
            out.edges[k] = Edge(e.source, e.target, e.cls, "=")
    return out


def signed(graph: QueryGraph, question: str) -> QueryGraph | None:
    """``graph`` with each comparison of a stated number turned the way the question says, and
    each ``!=`` of a text where it says no negation read as ``=`` (module docstring), or None
    where none needs turning."""
    unnegated = _unnegated(graph, question)
    unnegated = _between(unnegated or graph, question) or unnegated
    graph = unnegated or graph
    directions = stated_directions(question)
    if not directions:
        return unnegated
    out = unnegated
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.CMP or e.instance not in _TURNED:
            continue
        for value_side, facing in ((e.target, e.instance), (e.source, _TURNED[e.instance])):
            v = graph.vertices[value_side]
            n = _number(v.instance) if v.cls is VertexClass.VAL else None
            if n is None or n not in directions:
                continue
            if (facing in _UP) != (directions[n] == ">"):
                out = out or graph.copy()
                out.edges[k] = Edge(e.source, e.target, e.cls, _TURNED[e.instance])
            break
    return out


def _between(graph: QueryGraph, question: str) -> QueryGraph | None:
    """``graph`` with the two comparisons of the numbers of "between A and B" both made on one
    value, ``>=`` the smaller and ``<=`` the larger, where the model hung them on two or turned
    them ("died between 1914 and 1918" as ``?death >= 1918`` and ``YEAR(?date) <= 1914``); the
    value compared is a function's (a year of a date) or a leaf's. None where the graph does not
    compare exactly those two numbers, or already reads them so."""
    m = _BETWEEN.search(digits_for_scales(question))
    if m is None:
        return None
    low, high = sorted(float(m[k].replace(",", "")) for k in ("a", "b"))
    compared = {}
    for k, e in enumerate(graph.edges):
        if e.cls is EdgeClass.CMP and graph.vertices[e.target].cls is VertexClass.VAL:
            n = _number(graph.vertices[e.target].instance)
            if n in (low, high):
                compared.setdefault(n, []).append(k)
    if low == high or len(compared.get(low, ())) != 1 or len(compared.get(high, ())) != 1:
        return None
    k_low, k_high = compared[low][0], compared[high][0]
    sides = [graph.edges[k_low].source, graph.edges[k_high].source]
    valued = [v for v in sides if _compared_value(graph, v)]
    if not valued:
        return None
    v = valued[0]
    out = graph.copy()
    out.edges[k_low] = Edge(v, graph.edges[k_low].target, EdgeClass.CMP, ">=")
    out.edges[k_high] = Edge(v, graph.edges[k_high].target, EdgeClass.CMP, "<=")
    return None if out.edges == graph.edges else out


def _compared_value(graph: QueryGraph, v: int) -> bool:
    """Is ``v`` a value to compare: a function's result (``YEAR(?date)``) or a relation's leaf
    (no relation goes on from it)?"""
    at = [graph.edges[k] for k in graph.incident(v)]
    if any(e.cls is EdgeClass.AGG and e.target == v for e in at):
        return True
    return sum(e.cls is EdgeClass.REL for e in at) == 1 and not any(e.cls is EdgeClass.REL and e.source == v for e in at)


def _only_valued(graph: QueryGraph, v: int) -> bool:
    """Is variable ``v`` only the value of one relation: no other relation, comparison or order
    at it (an aggregate the ASK does not render aside)?"""
    at = [graph.edges[k] for k in graph.incident(v)]
    return sum(e.cls is EdgeClass.REL for e in at) == 1 and not any(e.cls in (EdgeClass.CMP, EdgeClass.ORD) for e in at)


def with_stated_bound(graph: QueryGraph, question: str, numeric: frozenset[str],
                      dated: frozenset[str] = frozenset()) -> QueryGraph | None:
    """``graph`` with the number the question bounds compared with its one loose value of a
    property in ``numeric`` (those holding numbers), or, for a year, also in ``dated`` (module
    docstring); None where there is none. Years and numbers stored as text are the caller's to
    read (:mod:`kgqa.models.fill_plan`)."""
    directions = stated_directions(digits_for_scales(question))
    if len(directions) != 1:
        return None
    n, direction = next(iter(directions.items()))
    numbers = numeric | dated if n.is_integer() and 1000 <= n <= 2100 else numeric  # "500 MB" is no date
    if any(v.cls is VertexClass.VAL and _number(v.instance) == n for v in graph.vertices):
        return None
    loose = [(v, e) for v, vertex in enumerate(graph.vertices) if vertex.cls in (VertexClass.VAR, VertexClass.ANS)
             for e in graph.edges if e.target == v and e.cls is EdgeClass.REL and isinstance(e.instance, URIRef)
             and str(e.instance) in numbers and _only_valued(graph, v)]
    if len(loose) != 1:
        return None
    v = loose[0][0]
    # an aggregate into the value from a vertex tied to nothing else is no part of the pattern
    # (the ASK does not render it), but would make the comparison a HAVING the ASK drops
    stray = [k for k in graph.incident(v) if graph.edges[k].cls is EdgeClass.AGG and graph.edges[k].target == v
             and len(graph.incident(graph.edges[k].source)) == 1]
    strays = {graph.edges[k].source for k in stray}
    out = graph.without(strays, stray)
    v -= sum(1 for x in strays if x < v)
    number = Literal(str(int(n)) if n.is_integer() else str(n), datatype=URIRef(XSD + ("integer" if n.is_integer() else "decimal")))
    bound = out.add_vertex(VertexClass.VAL, graph.vertices[v].segment, number)
    out.add_edge(v, bound, EdgeClass.CMP, direction)
    return out


__all__ = ["signed", "stated_directions", "with_stated_bound"]
