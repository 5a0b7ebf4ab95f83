"""Yes/no questions about flat records, answered by whether one record holds the stated values.

A KG converted from a table keeps each row as one node whose fields are text: a Darwin Core
occurrence has ``dwc:vernacularName "Eurasian Otter"`` and ``dwc:country "Finland"``, a
ticket has a status and an assignee. "Has the Eurasian otter been recorded in Finland?" names no
entity; it states two values, and asks whether one record holds both. The model, which learned
statements about named things, reads such a question through none of them.

Where a yes/no question names no entity and states two or more text values the KG holds (each
under the properties the value index lists for it), and says no negation, the answer is whether
one node holds every one of them, each under one of its properties; of two values, also whether
two nodes one link apart hold one each ("Does the red fox belong to the Mustelidae?": a record of
the red fox links to its taxon, whose family it is). Used where the model's pattern leaves out
any of the values (it would abstain, or answer about less than was asked).

Where the question also states a number ("Was there a race at Tenmori in 2020?": the pattern
reads the year on the races and leaves out "Tenmori", a circuit's locality), the one text left
out is joined to a thing of the pattern's class, held by it or by what it links to, by the one
property (or link and property) by which the KG's things of that class hold such values at all
(:func:`with_left_out_text`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rdflib import Literal, URIRef

from kgqa.engine.listed_values import is_plain_text, regex_escaped
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass

#: a negation turns the question around; left to the model's reading
_NEGATION = re.compile(r"\b(?:not|never|no|n't|without)\b", re.I)


def record_ask(question: str, values: Iterable[Literal],
               holders: Callable[[Literal], frozenset[str] | None]) -> str | None:
    """The ASK of one node holding every text value the question states, or of two, two linked
    nodes holding one each (module docstring), or None where the question is not of that form (fewer than two such values, one whose
    properties are unknown, a number, or a negation)."""
    values = list(values)
    if _NEGATION.search(question):
        return None
    texts = [v for v in values if is_plain_text(v)]
    if len(texts) < 2 or len(texts) != len(values):
        return None
    held = [holders(v) for v in texts]
    if not all(held):
        return None
    one = " ".join(_held("?record", i, v, props) for i, (v, props) in enumerate(zip(texts, held)))
    if len(texts) != 2:
        return f"ASK {{ {one} }}"
    linked = f"{_held('?a', 0, texts[0], held[0])} {_held('?b', 1, texts[1], held[1])} {{ ?a ?link ?b }} UNION {{ ?b ?link ?a }}"
    return f"ASK {{ {{ {one} }} UNION {{ {linked} }} }}"


def _held(node: str, i: int, value: Literal, props: frozenset[str]) -> str:
    """The pattern of ``node`` holding ``value`` under one of ``props``, by its text (the value
    index keeps a name without its language tag)."""
    alternatives = ", ".join(iri_to_sparql(p) for p in sorted(props))
    return (f"{node} ?held{i} ?text{i} . FILTER(?held{i} IN ({alternatives}) "
            f"&& STR(?text{i}) = {term_to_sparql(Literal(str(value)))})")


def _typed_vertices(graph: QueryGraph) -> list[tuple[int, str]]:
    """``(vertex, class)`` of each variable the graph types with a class."""
    out = []
    for e in graph.edges:
        if e.cls is EdgeClass.REL and e.instance == RDF_TYPE and graph.vertices[e.target].cls is VertexClass.TYPE \
                and graph.vertices[e.source].cls in (VertexClass.VAR, VertexClass.ANS) \
                and graph.vertices[e.target].instance is not None:
            out.append((e.source, str(graph.vertices[e.target].instance)))
    return out


def with_left_out_text(graph: QueryGraph, value: Literal, props: frozenset[str],
                       select: Callable[[str], list | None]) -> QueryGraph | None:
    """``graph`` with the text ``value`` (held under ``props``) it leaves out joined to one of
    its typed things: held by it, or by what it links to, by the one way the KG has from that
    thing's class (module docstring); None where there is no such way, or several. ``select``
    runs a bounded SELECT (its rows, or None on a failure)."""
    held = ", ".join(iri_to_sparql(p) for p in sorted(props))
    for v, cls in _typed_vertices(graph):
        c = iri_to_sparql(URIRef(cls))
        # the way from the class to the property, whatever its value: a place no race was held
        # at is still where races are held ("Was there a race at Tenmori?" is then no)
        own = select(f"SELECT DISTINCT ?p WHERE {{ ?x a {c} . ?x ?p ?t . FILTER(?p IN ({held})) }} LIMIT 2")
        hops = [] if own else select(f"SELECT DISTINCT ?l ?p WHERE {{ ?x a {c} . ?x ?l ?m . ?m ?p ?t . "
                                     f"FILTER(?p IN ({held})) }} LIMIT 2")
        ways = [(None, p) for (p,) in own or []] + [(l, p) for l, p in hops or []]
        if len(ways) != 1:
            continue
        link, prop = ways[0]
        out = graph.copy()
        seg = graph.vertices[v].segment
        at = v
        if link is not None:
            at = out.add_vertex(VertexClass.VAR, seg)
            out.add_edge(v, at, EdgeClass.REL, URIRef(str(link)))
        t = out.add_vertex(VertexClass.VAR, seg)
        out.add_edge(at, t, EdgeClass.REL, URIRef(str(prop)))
        # by its text, whole: the value index keeps a name without its language tag
        out.add_edge(t, out.add_vertex(VertexClass.VAL, seg, Literal(f"^{regex_escaped(str(value))}$")),
                     EdgeClass.CMP, "REGEX")
        return out
    return None


__all__ = ["record_ask", "with_left_out_text"]
