"""A year compared with what holds no dates: "Which datasets were first published before 2016?"
read as ``?d :publisher ?p FILTER(?p < 2016)``.

The model fills a year comparison with the property it ranks first, which may hold things or
text (a publisher, a series), and a year compared with those matches nothing. Where the KG has
properties that hold dates (``SchemaIndex.dated_properties``) on the compared thing's class, the
comparison is read on the one that fits the question best ("published": ``dcterms:issued``,
"added": ``dcterms:created``, by the schema ranker's fit and the words of its name), as the
date's year (:func:`kgqa.models.fill_plan.year_comparisons`). Where the class has none of its
own, its things' aspects may hold one (:mod:`kgqa.candidates.aspects`), read through its path.

"Which cases did Justice Okonjo decide in 2020?" (:func:`left_out_year`): a year the question
states and the graph leaves out is the year of a date of one of the graph's things, where that
narrows the answer.

"Which artist was born first?", "Who died most recently?" (:func:`dated_order`): the things of
the answer's class ordered by that date, where the model ordered them by themselves (their IRIs)
or not at all. "born" says a start date, "died" an end
(:func:`kgqa.engine.question_forms.boundary_words`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rdflib import Literal, URIRef

from kgqa.models.fill_plan import text_year_comparisons, year_comparisons
from kgqa.querygraph.model import RDF_TYPE, Edge, EdgeClass, OrderSpec, QueryGraph, VertexClass
from kgqa.querygraph.paths import inverse, sequence

_XSD_INTEGER = "http://www.w3.org/2001/XMLSchema#integer"


def _year(x) -> bool:
    return isinstance(x, Literal) and str(x.datatype) == _XSD_INTEGER and len(str(x)) == 4 and str(x).isdigit() \
        and 1500 <= int(str(x)) <= 2100


#: words that bound a time, not a quantity: a year said after them is a date's ("came out before 2012")
TEMPORAL = re.compile(r"\b(?:before|after|since|until|till|prior\s+to|earlier\s+than|later\s+than)\s+\d{4}\b", re.I)


def undated_year_edge(graph: QueryGraph, properties: dict, dated: frozenset[str],
                      yearless: Callable[[str], bool] | None = None) -> tuple[int, int] | None:
    """``(edge, subject)``: the Rel edge whose object a year is compared with, where its property
    holds no dates and no numbers (things or text), or numbers none of which is a year, where
    the question bounds the year as a time ("came out before 2012" on a count of records:
    ``yearless(p)``, given then); None where there is no such edge."""
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
                    if p not in dated and p != RDF_TYPE and item is not None and \
                            (not item.holds_numbers or yearless is not None and yearless(p)):
                        return k, r.source
    return None


def subject_classes(graph: QueryGraph, v: int) -> set[str]:
    """The classes the graph types vertex ``v`` with."""
    return {str(graph.vertices[e.target].instance) for e in graph.edges
            if e.cls is EdgeClass.REL and e.source == v and e.instance == RDF_TYPE
            and graph.vertices[e.target].cls is VertexClass.TYPE}


def path_step(p: str):
    """One step of a path to a date: a property IRI, taken backwards where written ``^IRI`` (from
    a thing to the event that links it: ``^mo:release``)."""
    return inverse(URIRef(p[1:])) if p.startswith("^") else URIRef(p)


def dated_reading(graph: QueryGraph, properties: dict, dated: frozenset[str],
                  best: Callable[[list[str]], str | None],
                  aspect_dates: Callable[[set[str]], dict[str, tuple[str, ...]]] | None = None,
                  yearless: Callable[[str], bool] | None = None) -> QueryGraph | None:
    """``graph`` with a year compared on the dated property of the compared thing's class that
    fits the question best (``best(props)``), as the date's year; None where nothing applies.
    Where the class has no dated property of its own, ``aspect_dates(classes)`` gives the dated
    properties its things hold on their aspects, each with its path from the thing
    (:mod:`kgqa.candidates.aspects`: "Which artists were born after 1700?" on the Getty agents,
    whose years are on their biography nodes); the year is compared through that path."""
    found = undated_year_edge(graph, properties, dated, yearless)
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
    step = sequence(*map(path_step, (*paths[q], q))) if q in paths else URIRef(q)
    return year_comparisons(graph.with_edge_instance(k, step), dated)


#: a superlative in time: which thing's date is first or last
_FIRST = re.compile(r"\b(?:first|earliest|oldest)\b", re.I)
_LAST = re.compile(r"\b(?:most\s+recent(?:ly)?|latest|last|newest|youngest)\b", re.I)
#: an order the question asks of the names themselves ("first in alphabetical order")
_ALPHABETICAL = re.compile(r"\b(?:alphabetical(?:ly)?|a\s*-\s*z|z\s*-\s*a|by\s+name)\b", re.I)
#: a number or a year the question states: "first registered in 2014" compares, orders nothing
_NUMBER = re.compile(r"\b\d+\b")
def dated_order(question: str, graph: QueryGraph, dated: frozenset[str], properties: dict,
                best: Callable[[list[str]], str | None],
                aspect_dates: Callable[[set[str]], dict[str, tuple[str, ...]]]) -> QueryGraph | None:
    """"Which artist was born first?", "Who died most recently?": the things of the answer's class
    ordered by the date that fits the question (their own, else one their aspects hold, by
    ``aspect_dates``), first or last by the question's word, one. Where the chosen graph orders
    its answer things by themselves (their IRIs) or not at all; None where the question states no
    such superlative, states a number, or the answer has no class or no such date."""
    first, last = _FIRST.search(question), _LAST.search(question)
    if (first is None) == (last is None) or _NUMBER.search(question):
        return None
    answers = graph.answer_vertices()
    if len(answers) != 1 or any(e.cls is EdgeClass.AGG for e in graph.edges):
        return None
    v = answers[0]
    orders = [k for k, e in enumerate(graph.edges) if e.cls is EdgeClass.ORD]
    keyed = None if _ALPHABETICAL.search(question) else _timeless_key(graph, orders, dated, properties)
    if keyed is not None:
        v = graph.edges[keyed].source  # the thing ordered (the answer, or the thing it names)
    if orders and keyed is None and (len(orders) != 1 or graph.edges[orders[0]].source != v):
        return None  # ordered by a value already: the model's measure
    classes = subject_classes(graph, v)
    if not classes:
        return None
    own = {p: () for p in dated if p in properties and classes & set(properties[p].domains)}
    candidates = own or aspect_dates(classes)
    q = best(sorted(candidates))
    if q is None:
        return None
    g = graph.copy()
    direction = "ASC" if first else "DESC"
    path = sequence(*map(path_step, (*candidates[q], q)))
    if keyed is not None:  # the key the model ordered by, read as the date instead
        g.edges[keyed] = Edge(v, g.edges[keyed].target, EdgeClass.REL, path)
        e = g.edges[orders[0]]
        g.edges[orders[0]] = Edge(e.source, e.target, EdgeClass.ORD, direction)
        return g
    date = g.add_vertex(VertexClass.VAR, g.vertices[v].segment)
    g.add_edge(v, date, EdgeClass.REL, path)
    if orders:
        e = g.edges[orders[0]]
        g.edges[orders[0]] = Edge(date, e.target, EdgeClass.ORD, direction)
    else:
        one = g.add_vertex(VertexClass.VAL, g.vertices[v].segment, OrderSpec(limit=1))
        g.add_edge(date, one, EdgeClass.ORD, direction)
    return g


def _timeless_key(graph: QueryGraph, orders: list[int], dated: frozenset[str], properties: dict) -> int | None:
    """The Rel edge from a variable into the one key the graph is ordered by, where that key's
    property holds neither dates nor numbers ("Who joined most recently?" ordered by an e-mail
    hash, or by a link): an order that says nothing of time, read as the date instead. None
    otherwise."""
    if len(orders) != 1:
        return None
    key = graph.edges[orders[0]].source
    into = [k for k, e in enumerate(graph.edges) if e.target == key]
    if len(into) != 1 or len(graph.incident(key)) != 2:
        return None
    e = graph.edges[into[0]]
    if e.cls is not EdgeClass.REL or graph.vertices[e.source].cls not in (VertexClass.VAR, VertexClass.ANS) \
            or not isinstance(e.instance, URIRef):
        return None
    item = properties.get(str(e.instance))
    if item is None or str(e.instance) in dated or item.holds_numbers or item.holds_date_text:
        return None
    return into[0]


#: a year the question states as a time of the things ("in 2020", "the 2023 election"), not bounded
_SAID_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
#: a bound before the year: a comparison, another reading's
_BOUND = re.compile(r"\b(?:before|after|since|until|till|prior\s+to|earlier\s+than|later\s+than|by|from|between|"
                    r"and|to|over|under|than)\s+(?:the\s+(?:year\s+)?)?$", re.I)


def said_year(question: str) -> int | None:
    """The one year the question states as a time, not bounded by a comparison; None where it
    states none, several, or bounds it ("before 1990")."""
    found = {m.group(1) for m in _SAID_YEAR.finditer(question)}
    if len(found) != 1:
        return None
    m = _SAID_YEAR.search(question)
    if _BOUND.search(question[:m.start()]):
        return None
    return int(m.group(1))


def _mentions_year(graph: QueryGraph, year: int) -> bool:
    return any(v.cls is VertexClass.VAL and v.instance is not None and str(year) in str(v.instance)
               for v in graph.vertices)


def vertex_classes(graph: QueryGraph, v: int, properties: dict) -> set[str]:
    """The classes of vertex ``v``: those the graph types it with, else those using all of its
    properties (as subject)."""
    typed = subject_classes(graph, v)
    if typed:
        return typed
    used: set[str] | None = None
    for e in graph.edges:
        if e.cls is EdgeClass.REL and e.source == v and isinstance(e.instance, URIRef) and e.instance != RDF_TYPE:
            item = properties.get(str(e.instance))
            domains = set(item.domains) if item is not None else set()
            used = domains if used is None else used & domains
    return used or set()


def left_out_year(question: str, graph: QueryGraph, properties: dict, dated: frozenset[str],
                  best: Callable[[list[str]], str | None], text_dated: frozenset[str] = frozenset()) -> list[QueryGraph]:
    """The graphs that read the year the question states and ``graph`` leaves out as the year of
    a date of one of its things (the answer first, then the others in order): per thing whose
    class has dated properties (``dated``, or ``text_dated``: dates some written as text), the one
    that fits the question best (``best(props)``). The
    caller keeps the first that narrows the answer. None where the question states no such year
    or the graph has it."""
    year = said_year(question)
    if year is None or _mentions_year(graph, year) or any(e.cls is EdgeClass.ORD for e in graph.edges):
        return []
    answers = graph.answer_vertices()
    order = [v for v in answers if graph.vertices[v].cls in (VertexClass.VAR, VertexClass.ANS)] + \
        [v for v, x in enumerate(graph.vertices) if x.cls is VertexClass.VAR and v not in answers]
    out = []
    for v in order:
        classes = vertex_classes(graph, v, properties)
        own = sorted(p for p in dated | text_dated if p in properties and classes & set(properties[p].domains))
        q = best(own) if own else None
        if q is None:
            continue
        g = graph.copy()
        date = g.add_vertex(VertexClass.VAR, g.vertices[v].segment)
        g.add_edge(v, date, EdgeClass.REL, URIRef(q))
        said = g.add_vertex(VertexClass.VAL, g.vertices[v].segment, Literal(str(year), datatype=URIRef(_XSD_INTEGER)))
        g.add_edge(date, said, EdgeClass.CMP, "=")
        out.append(year_comparisons(text_year_comparisons(g, text_dated), dated))
    return out


__all__ = ["dated_order", "dated_reading", "left_out_year", "said_year", "subject_classes", "undated_year_edge",
           "vertex_classes"]
