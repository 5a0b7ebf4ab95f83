"""A stated company name matched with and without its legal form, where the KG writes both.

A column of makers filled by hand says "Kestrel Systems Ltd." on one device and "Kestrel
Systems" on the next. "Which devices are made by Kestrel?" read as ``FILTER(?m = "Kestrel
Systems Ltd.")`` then misses the devices of "Kestrel Systems". Where the property compared holds
other strings that are the same name once the legal form is left off
(:func:`kgqa.candidates.second_names.without_legal_form`) and in one spelling
(:func:`kgqa.candidates.label_index.label_key`), the comparison accepts each of them: ``FILTER(?m
= "Kestrel Systems Ltd." || ?m = "Kestrel Systems")``. One bounded query per compared string.
"""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.candidates.label_index import label_key
from kgqa.candidates.second_names import without_legal_form
from kgqa.engine.case_variants import compared_property, stated_text
from kgqa.engine.kg_reads import select_or_none
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph.model import OR_PREFIX, EdgeClass, QueryGraph, VertexClass

#: the other strings of a property read per compared name at most
_VARIANTS = 50


def name_core(text: str) -> str:
    """``text`` without its legal form, in one spelling ("Kestrel Systems Ltd." -> "kestrel systems")."""
    return label_key(without_legal_form(text) or text)


def legal_form_variants(graph: QueryGraph, kg, timeout_s: float) -> QueryGraph | None:
    """``graph`` with each name it states as a property's value (``?x = "name"``, or ``?s :p
    "name"``) that the property also holds with another legal form, or none, accepting each of
    them (module docstring); None where there is none, or the query part has a disjunction
    already (the alternatives would join it)."""
    ored = {graph.vertices[e.source].segment for e in graph.edges
            if e.cls is EdgeClass.CMP and isinstance(e.instance, str) and e.instance.startswith(OR_PREFIX)}
    out = None
    for k, e in enumerate(graph.edges):
        stated = _stated_name(graph, k)
        if stated is None or graph.vertices[e.target].segment in ored:
            continue
        prop, text = stated
        variants = _variants(kg, prop, text, timeout_s)
        if not variants:
            continue
        out = (out or graph).copy()
        seg = graph.vertices[e.target].segment
        ored.add(seg)  # one disjunction to a query part
        compared = e.source
        if e.cls is EdgeClass.REL:  # ?s :p "name" -> ?s :p ?v . FILTER(?v = "name" || ...)
            compared = out.add_vertex(VertexClass.VAR, seg)
            out.edges[k] = type(e)(e.source, compared, e.cls, e.instance)
            out.add_edge(compared, e.target, EdgeClass.CMP, OR_PREFIX + "=")
        else:
            out.edges[k] = type(e)(e.source, e.target, e.cls, OR_PREFIX + "=")
        for v in variants:
            alternative = out.add_vertex(VertexClass.VAL, seg, Literal(v))
            out.add_edge(compared, alternative, EdgeClass.CMP, OR_PREFIX + "=")
    return out


def _stated_name(graph: QueryGraph, k: int) -> tuple[str, str] | None:
    """``(property, text)`` of edge ``k`` where it states a plain string as a property's value:
    ``?x = "text"`` of the property's variable, or the string as its object."""
    e = graph.edges[k]
    if e.cls is EdgeClass.CMP:
        text = stated_text(graph, e)
        prop = compared_property(graph, e) if text is not None else None
        return (prop, text) if prop is not None else None
    target = graph.vertices[e.target]
    if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef) or target.cls is not VertexClass.VAL \
            or not isinstance(target.instance, Literal) or target.instance.datatype is not None or graph.degree(e.target) != 1:
        return None
    text = str(target.instance)
    return (str(e.instance), text) if any(c.isalpha() for c in text) else None


def _variants(kg, prop: str, text: str, timeout_s: float) -> list[str]:
    """The other strings ``prop`` holds that are ``text`` with another legal form, or none."""
    core = name_core(text)
    if not core:
        return []
    rows = select_or_none(kg, f"SELECT DISTINCT ?o WHERE {{ ?s {iri_to_sparql(prop)} ?o . FILTER(isLiteral(?o) && "
                              f"CONTAINS(LCASE(STR(?o)), {term_to_sparql(Literal(core.split()[0]))})) }} LIMIT {_VARIANTS}",
                          timeout_s) or []
    return sorted(o for o in {str(r[0]) for r in rows} - {text} if name_core(o) == core)


__all__ = ["legal_form_variants", "name_core"]
