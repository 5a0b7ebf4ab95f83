"""Filling (section 6.4) over a core AQG: which slots the decoders fill, what each may hold, and
the query graph the fills make.

The slots are visited in the order of eq. (2): vertices by index, then edges by index. A slot
is filled unless the copy mechanism already says what it holds (eq. 12) or nothing is to choose:

* Ent, Type and Val vertices are filled from the question's candidates; a Val at the end of an
  Ord edge holds an :class:`~kgqa.querygraph.model.OrderSpec` (key rank and LIMIT), any other
  Val a literal (:func:`slot_choices` keeps the two apart); an Ent is not offered the entity of
  an Ent it shares a Rel edge with (``<A> :spouse <A>``: no gold graph of LC-QuAD 1.0 or QALD-9
  train has one, and a question that names two things never means one);
* Ans vertices are filled with their column number when their segment has several columns
  (with one column it is 0); a column taken by an earlier Ans of the segment is not offered
  again, so the columns come out as a permutation;
* every edge is filled: Rel from the ranked relations, Ord/Cmp/Agg from the core's enumerations.

Torch-free: the data builder, the network and the search all read it.
"""

from __future__ import annotations

import re

from typing import Any, Callable, Collection, Sequence

from rdflib import Literal, URIRef

from kgqa.candidates.hierarchy import SUBCLASS_OF
from kgqa.kg.vocabulary import XSD, is_numeric_datatype
from kgqa.querygraph.model import OR_PREFIX, RDF_TYPE, AbstractQueryGraph, Edge, EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import PropertyPath, modified, sequence

#: Names the text encoder reads for the column numbers an Ans vertex is filled with.
COLUMN_NAMES: tuple[str, ...] = ("first column", "second column", "third column", "fourth column",
                                 "fifth column", "sixth column", "seventh column", "eighth column")
#: The candidate class of an Ans slot (its candidates are column numbers).
COLUMN = "Ans"
_FILLED_VERTEX_CLASSES = (VertexClass.ENT, VertexClass.TYPE, VertexClass.VAL)

Slot = tuple[str, int]  # ("v", vertex index) | ("e", edge index)
#: how a vertex is typed with a class that the KG's instances have only through its subclasses
INHERITED_TYPE = sequence(RDF_TYPE, modified(SUBCLASS_OF, "*"))


def columns_in_segment(g: AbstractQueryGraph | QueryGraph, segment: int) -> list[int]:
    return [i for i, v in enumerate(g.vertices) if v.cls is VertexClass.ANS and v.segment == segment]


def fill_slots(g: AbstractQueryGraph, vertex_copies: Sequence[int | None], edge_copies: Sequence[int | None],
               use_copy: bool = True) -> list[Slot]:
    """The slots to fill, in the order of eq. (2)."""
    slots: list[Slot] = []
    for i, v in enumerate(g.vertices):
        copied = use_copy and i < len(vertex_copies) and vertex_copies[i] is not None
        if v.cls in _FILLED_VERTEX_CLASSES and not copied:
            slots.append(("v", i))
        elif v.cls is VertexClass.ANS and len(columns_in_segment(g, v.segment)) > 1:
            slots.append(("v", i))
    for k in range(len(g.edges)):
        if not (use_copy and k < len(edge_copies) and edge_copies[k] is not None):
            slots.append(("e", k))
    return slots


def slot_class(g: AbstractQueryGraph, slot: Slot) -> str:
    """The candidate class a slot draws from (``Ans`` = column numbers)."""
    kind, i = slot
    return (g.vertices[i].cls if kind == "v" else g.edges[i].cls).value


def is_order_value(g: AbstractQueryGraph, v: int) -> bool:
    """A Val vertex at the end of an Ord edge (it holds an OrderSpec, not a literal)."""
    return any(e.cls is EdgeClass.ORD and e.target == v for e in g.edges)


def slot_choices(g: AbstractQueryGraph, slot: Slot, n_candidates: int, order_spec: Sequence[bool],
                 fills: dict[Slot, int]) -> list[bool] | None:
    """Which candidates a slot may take (``None`` = all of them).

    ``order_spec`` flags the Val candidates that are OrderSpecs; ``fills`` are the slots filled
    so far (for the columns already taken).
    """
    kind, i = slot
    if kind != "v":
        return None
    v = g.vertices[i]
    if v.cls is VertexClass.VAL:
        want = is_order_value(g, i)
        return [bool(order_spec[j]) == want for j in range(n_candidates)]
    if v.cls is VertexClass.ANS:
        peers = columns_in_segment(g, v.segment)
        taken = {fills[("v", p)] for p in peers if ("v", p) in fills}
        return [j < len(peers) and j not in taken for j in range(n_candidates)]
    if v.cls is VertexClass.ENT:
        taken = {fills[("v", u)] for u in related_entities(g, i) if ("v", u) in fills}
        return [j not in taken for j in range(n_candidates)] if taken else None
    return None


def related_entities(g: AbstractQueryGraph, v: int) -> list[int]:
    """The other Ent vertices that share a Rel edge with vertex ``v``."""
    out = []
    for e in g.edges:
        if e.cls is EdgeClass.REL and v in (e.source, e.target):
            u = e.target if e.source == v else e.source
            if u != v and g.vertices[u].cls is VertexClass.ENT:
                out.append(u)
    return out


def materialize(g: AbstractQueryGraph, vertex_copies: Sequence[int | None], edge_copies: Sequence[int | None],
                fills: dict[Slot, int], instances: dict[str, list[Any]]) -> QueryGraph:
    """The query graph of an AQG and its fills (pool indices; copies resolved by eq. 12).

    Unfilled slots stay ``None`` (a partial graph, for execution probes). A lone Ans vertex of a
    segment is column 0.
    """
    vi: list[Any] = [None] * len(g.vertices)
    ei: list[Any] = [None] * len(g.edges)
    for i, v in enumerate(g.vertices):
        if v.cls is VertexClass.ANS:
            vi[i] = fills.get(("v", i), 0 if len(columns_in_segment(g, v.segment)) == 1 else None)
    for (kind, i), j in fills.items():
        if kind == "v" and g.vertices[i].cls is not VertexClass.ANS:
            vi[i] = instances[g.vertices[i].cls.value][j]
        elif kind == "e":
            ei[i] = instances[g.edges[i].cls.value][j]
    for i, c in enumerate(vertex_copies):
        if c is not None and vi[i] is None and c < len(vi):
            vi[i] = vi[c]
    for k, c in enumerate(edge_copies):
        if c is not None and ei[k] is None and c < len(ei):
            ei[k] = ei[c]
    return g.instantiate(vi, ei)


def inherited_types(g: QueryGraph, open_classes: Collection[str]) -> QueryGraph:
    """``g`` with each ``rdf:type`` edge to an open superclass (one whose instances the KG types
    only with classes below it, :class:`kgqa.candidates.hierarchy.ClassHierarchy`) read as
    ``rdf:type/rdfs:subClassOf*``, so that "which creatures ..." matches dragons and demons."""
    if not open_classes:
        return g
    out = g
    for k, e in enumerate(g.edges):
        t = g.vertices[e.target]
        if e.cls is EdgeClass.REL and e.instance == RDF_TYPE and t.cls is VertexClass.TYPE \
                and t.instance is not None and str(t.instance) in open_classes:
            out = out.with_edge_instance(k, INHERITED_TYPE)
    return out


def year_comparisons(g: QueryGraph, dated: Collection[str]) -> QueryGraph:
    """``g`` with each comparison of a date with a year read as a comparison of the date's year.

    "Which employees were hired after 2020?" compares the value of a property the KG holds
    dates under (``dated``) with the number the question states: ``FILTER(?d > 2020)`` matches
    nothing in SPARQL (a date is not comparable with an integer), while ``FILTER(YEAR(?d) >
    2020)`` says what was asked. The date's vertex gets a computed ``YEAR`` vertex (an Agg
    edge, as the grammar reads ``YEAR(?d)``) and the comparison moves to it. A year is a
    four-digit integer literal, or a negative one before the common era (:func:`is_year`); other
    numbers and values are left as they are."""
    if not dated:
        return g
    out = g
    for k, e in enumerate(g.edges):
        if e.cls is not EdgeClass.CMP:
            continue
        for date_side, year_side in ((e.source, e.target), (e.target, e.source)):
            if is_year(g.vertices[year_side].instance) and _holds_dates(g, date_side, dated):
                if out is g:
                    out = g.copy()
                year = out.add_vertex(VertexClass.VAR, g.vertices[date_side].segment)
                out.add_edge(date_side, year, EdgeClass.AGG, "YEAR")
                out.edges[k] = Edge(year if e.source == date_side else e.source,
                                    year if e.target == date_side else e.target, e.cls, e.instance)
                break
    return out


#: a year compared with a date's text: the comparison of the text and the year it starts from
#: ("before 1990": text < "1990"; "after 1990": text >= "1991"); "in 1990" is a prefix test
_TEXT_YEAR_OPS = {"<": ("<", 0), "<=": ("<", 1), ">": (">=", 1), ">=": (">=", 0), "=": ("STRSTARTS", 0)}
#: the comparison seen from the other side (``1990 < ?d`` is ``?d > 1990``)
_FLIPPED = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "=": "="}


def text_year_comparisons(g: QueryGraph, text_dated: Collection[str]) -> QueryGraph:
    """``g`` with each comparison of a year with a property holding dates written as text
    (``text_dated``: ``"2022-08"``, alone or beside typed dates) read as a comparison of text.

    ``YEAR`` reads no plain text, and the date with the integer compares nothing; an ISO date's
    text orders as its time does, so "recorded before 1990" is ``STR(?d) < "1990"`` and "in 2022"
    ``STRSTARTS(STR(?d), "2022")``, for the typed dates and the text ones alike. Years before the
    common era are left as they are (their text does not order)."""
    if not text_dated:
        return g
    out = g
    for k, e in enumerate(g.edges):
        if e.cls is not EdgeClass.CMP or e.instance is None:
            continue
        prefix = OR_PREFIX if e.instance.startswith(OR_PREFIX) else ""
        op = e.instance[len(prefix):]
        for date_side, year_side, seen in ((e.source, e.target, op), (e.target, e.source, _FLIPPED.get(op))):
            year = g.vertices[year_side].instance
            if seen not in _TEXT_YEAR_OPS or not is_year(year) or int(year) < 1000 \
                    or not _holds_values(g, date_side, text_dated):
                continue
            text_op, shift = _TEXT_YEAR_OPS[seen]
            out = out.with_vertex_instance(year_side, Literal(str(int(year) + shift)))
            text = out.add_vertex(VertexClass.VAR, g.vertices[date_side].segment)
            out.add_edge(date_side, text, EdgeClass.AGG, "STR")
            out.edges[k] = Edge(text, year_side, e.cls, prefix + text_op)
            break
    return out


#: aggregates whose argument must be a number: over text, SUM fails and MAX/MIN compare as text
_NUMBER_AGGREGATES = frozenset({"SUM", "AVG", "MAX", "MIN"})


#: the Agg edge's instance of a value read as a number (:func:`number_text_values`)
NUMBER_CAST = "xsd:decimal"


def number_text_values(g: QueryGraph, number_text: Collection[str]) -> QueryGraph:
    """``g`` with each value of a property that stores numbers as text read as a number where
    it is compared, ordered or summed.

    A KG converted from tables often stores numbers as plain text (``gn:population "5120000"``).
    SPARQL orders such values as text ("960000" after "5120000") and compares them with no
    number, so "towns with more than 20,000 people" matches nothing and "the largest town" is
    the wrong one. A value of a property in ``number_text`` gets a computed ``xsd:decimal``
    vertex (an Agg edge, as the grammar reads ``xsd:decimal(?p)``), and the comparison, the
    ordering or the aggregate moves to it."""
    if not number_text:
        return g
    out = g
    cast: dict[int, int] = {}  # value vertex -> its xsd:decimal vertex

    def decimal(v: int) -> int:
        nonlocal out
        if v not in cast:
            if out is g:
                out = g.copy()
            cast[v] = out.add_vertex(VertexClass.VAR, g.vertices[v].segment)
            out.add_edge(v, cast[v], EdgeClass.AGG, NUMBER_CAST)
        return cast[v]

    for k, e in enumerate(g.edges):
        if e.cls is EdgeClass.CMP:
            source = decimal(e.source) if _holds_values(g, e.source, number_text) else e.source
            target = decimal(e.target) if _holds_values(g, e.target, number_text) else e.target
        elif e.cls is EdgeClass.ORD or (e.cls is EdgeClass.AGG and e.instance in _NUMBER_AGGREGATES):
            source = decimal(e.source) if _holds_values(g, e.source, number_text) else e.source
            target = e.target
        else:
            continue
        if (source, target) != (e.source, e.target):
            out.edges[k] = Edge(source, target, e.cls, e.instance)
    return out


def is_year(x: Any) -> bool:
    """An integer literal of four digits, or a negative one of four digits or fewer (a year
    before the common era: -20 of "20 BC", :mod:`kgqa.candidates.values`); "30" may be any number."""
    return isinstance(x, Literal) and x.datatype is not None and str(x.datatype) == XSD + "integer" \
        and re.fullmatch(r"\d{4}|-\d{1,4}", str(x)) is not None


def _holds_dates(g: QueryGraph, v: int, dated: Collection[str]) -> bool:
    """Is variable ``v`` the object of a filled Rel edge whose property holds only dates?"""
    return _holds_values(g, v, dated)


def _holds_values(g: QueryGraph, v: int, properties: Collection[str]) -> bool:
    """Is variable ``v`` the object of a filled Rel edge whose property (or a path's last step) is
    one of ``properties``?"""
    if g.vertices[v].cls not in (VertexClass.VAR, VertexClass.ANS):
        return False
    return any(e.cls is EdgeClass.REL and e.target == v and str(_last_step(e.instance)) in properties
               for e in g.edges)


def _last_step(p: Any) -> Any:
    """The property a Rel edge's values are values of: itself, or a sequence path's last step
    (``foaf:focus/gvp:biographyPreferred/gvp:estStart`` holds what ``gvp:estStart`` holds)."""
    if isinstance(p, PropertyPath) and p.op == "seq":
        return _last_step(p.parts[-1])
    return p if isinstance(p, URIRef) else None


def stated_classes(g: QueryGraph, v: int, skip: int) -> set[str]:
    """The classes the graph states vertex ``v`` has: the filled Type vertices it reaches by a Rel
    edge other than ``skip`` that is ``rdf:type`` or not filled yet (a Type vertex is only ever
    the object of ``rdf:type``)."""
    out = set()
    for k, e in enumerate(g.edges):
        if k == skip or e.cls is not EdgeClass.REL or e.source != v:
            continue
        t = g.vertices[e.target]
        if t.cls is VertexClass.TYPE and t.instance is not None and e.instance in (None, RDF_TYPE):
            out.add(str(t.instance))
    return out


def class_consistent(g: QueryGraph, k: int, relations: Sequence[Any], subjects: dict[str, frozenset[str]],
                     objects: dict[str, frozenset[str]]) -> list[bool]:
    """Which ``relations`` Rel edge ``k`` may take given the classes its ends are stated to have:
    ``p`` is out when some stated class of the subject has no instance using ``p`` (``subjects``,
    listed exhaustively by :class:`kgqa.candidates.schema.ClassUse`), or some stated class of
    the object is never ``p``'s object. Such an edge has no match whatever else is filled.
    ``rdf:type`` and property paths are always in (a path is not one property of the listing)."""
    e = g.edges[k]
    at_subject, at_object = stated_classes(g, e.source, k), stated_classes(g, e.target, k)
    if not (at_subject or at_object):
        return [True] * len(relations)
    keep = []
    for p in relations:
        if not isinstance(p, URIRef) or p == RDF_TYPE:
            keep.append(True)
            continue
        keep.append(at_subject <= subjects.get(str(p), frozenset()) and at_object <= objects.get(str(p), frozenset()))
    return keep


#: the comparisons that bound a number (not an equality: "bus 7" may be text)
_BOUNDS = frozenset({"<", ">", "<=", ">="})


def bounded_by_number(g: QueryGraph, v: int) -> bool:
    """Is vertex ``v`` compared by ``<``, ``>``, ``<=`` or ``>=`` with a number the question states?"""
    for e in g.edges:
        if e.cls is EdgeClass.CMP and v in (e.source, e.target) and e.instance is not None \
                and e.instance.removeprefix(OR_PREFIX) in _BOUNDS:
            other = g.vertices[e.other(v)]
            if other.cls is VertexClass.VAL and isinstance(other.instance, Literal) \
                    and other.instance.datatype is not None and is_numeric_datatype(str(other.instance.datatype)):
                return True
    return False


def compared_values(g: QueryGraph, v: int) -> list[Any]:
    """The filled Val instances vertex ``v`` is, or is compared with by a Cmp edge."""
    if g.vertices[v].cls is VertexClass.VAL:
        return [g.vertices[v].instance] if g.vertices[v].instance is not None else []
    out = []
    for e in g.edges:
        if e.cls is EdgeClass.CMP and v in (e.source, e.target):
            other = g.vertices[e.other(v)]
            if other.cls is VertexClass.VAL and other.instance is not None:
                out.append(other.instance)
    return out


def compared_value_holders(g: QueryGraph, v: int, value_properties: Callable[[Any], frozenset[str] | None]) -> set[str]:
    """The properties that hold one of the values vertex ``v`` is or is compared with
    (``value_properties``: instance -> those properties, ``None`` where they are not known or
    the question states the value); empty when any compared value's holders are unknown, or
    nothing is compared."""
    held: set[str] = set()
    for value in compared_values(g, v):
        props = value_properties(value)
        if props is None:
            return set()
        held |= props
    return held


def value_consistent(g: QueryGraph, k: int, relations: Sequence[Any],
                     value_properties: Callable[[Any], frozenset[str] | None]) -> list[bool]:
    """Which ``relations`` Rel edge ``k`` may take given the values its object is or is compared
    with: a literal the KG holds only as the value of some properties (``value_properties``:
    instance -> those properties, ``None`` where they are not known or the question states the
    value) is compared with nothing under any other property (``?c :region ?r FILTER(?r =
    "Aruba")`` when 'Aruba' is only ever a country's name). With several such values, a
    relation holding any of them is in. ``rdf:type`` is out (it holds classes, never a
    literal); property paths are always in (a path is not one property of the index)."""
    allowed = compared_value_holders(g, g.edges[k].target, value_properties)
    if not allowed:
        return [True] * len(relations)
    return [not isinstance(p, URIRef) or str(p) in allowed for p in relations]
