"""A year compared with what holds no dates: "Which datasets were first published before 2016?"
read as ``?d :publisher ?p FILTER(?p < 2016)``.

The model fills a year comparison with the property it ranks first, which may hold things or
text (a publisher, a series), and a year compared with those matches nothing. Where the KG has
properties that hold dates (``SchemaIndex.dated_properties``) on the compared thing's class, the
comparison is read on the one that fits the question best ("published": ``dcterms:issued``,
"added": ``dcterms:created``, by the schema ranker's fit and the words of its name), as the
date's year (:func:`kgqa.models.fill_plan.year_comparisons`).
"""

from __future__ import annotations

from collections.abc import Callable

from rdflib import Literal, URIRef

from kgqa.models.fill_plan import year_comparisons
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import sequence

_XSD_INTEGER = "http://www.w3.org/2001/XMLSchema#integer"


def _year(x) -> bool:
    return isinstance(x, Literal) and str(x.datatype) == _XSD_INTEGER and len(str(x)) == 4 and str(x).isdigit() \
        and 1500 <= int(str(x)) <= 2100


def undated_year_edge(graph: QueryGraph, properties: dict, dated: frozenset[str]) -> tuple[int, int] | None:
    """``(edge, subject)``: the Rel edge whose object a year is compared with, where its property
    holds no dates and no numbers (things or text); None where there is no such edge."""
    for e in graph.edges:
        if e.cls is not EdgeClass.CMP:
            continue
        for var, other in ((e.source, e.target), (e.target, e.source)):
            if not _year(graph.vertices[other].instance):
                continue
            for k, r in enumerate(graph.edges):
                if r.cls is EdgeClass.REL and r.target == var and isinstance(r.instance, URIRef):
                    p = str(r.instance)
                    item = properties.get(p)
                    if p not in dated and p != RDF_TYPE and item is not None and not item.holds_numbers:
                        return k, r.source
    return None


def subject_classes(graph: QueryGraph, v: int) -> set[str]:
    """The classes the graph types vertex ``v`` with."""
    return {str(graph.vertices[e.target].instance) for e in graph.edges
            if e.cls is EdgeClass.REL and e.source == v and e.instance == RDF_TYPE
            and graph.vertices[e.target].cls is VertexClass.TYPE}


def dated_reading(graph: QueryGraph, properties: dict, dated: frozenset[str],
                  best: Callable[[list[str]], str | None],
                  aspect_dates: Callable[[set[str]], dict[str, tuple[str, ...]]] | None = None) -> QueryGraph | None:
    """``graph`` with a year compared on the dated property of the compared thing's class that
    fits the question best (``best(props)``), as the date's year; None where nothing applies.
    Where the class has no dated property of its own, ``aspect_dates(classes)`` gives the dated
    properties its things hold on their aspects, each with its path from the thing
    (:mod:`kgqa.candidates.aspects`: "Which artists were born after 1700?" on the Getty agents,
    whose years are on their biography nodes); the year is compared through that path."""
    found = undated_year_edge(graph, properties, dated)
    if found is None:
        return None
    k, subject = found
    classes = subject_classes(graph, subject)
    candidates = sorted(p for p in dated if p in properties
                        and (not classes or classes & set(properties[p].domains)))
    paths = {}
    if not candidates and classes and aspect_dates is not None:
        paths = aspect_dates(classes)
        candidates = sorted(paths)
    q = best(candidates)
    if q is None:
        return None
    step = sequence(*(URIRef(p) for p in (*paths[q], q))) if q in paths else URIRef(q)
    return year_comparisons(graph.with_edge_instance(k, step), dated)


__all__ = ["dated_reading", "undated_year_edge"]
