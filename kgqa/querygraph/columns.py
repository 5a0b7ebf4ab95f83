"""Names for an answer's columns, read off the query graph that computed them.

A column is named by what binds its answer vertex in the graph, in this order:

- an aggregate: ``count``; ``average``/``total``/``maximum``/``minimum`` and the name of the
  aggregated value (``average age``); a group key is named as the value it groups by; a value
  function as ``year of <value>``;
- a class: the answer vertex has ``rdf:type`` a class (``singer``);
- a property it is the value of (``?s :age ?x`` names ``?x`` ``age``);
- a property it is the subject of: the class the KG uses that property on, when known.

Where nothing names a column, its SPARQL variable stays. Two columns with one name are told
apart by the class of the subject they hang off (``singer name``, ``stadium name``), then by a
number. The graph is the core's JSON (:meth:`kgqa.querygraph.model._Graph.to_json`); the words
for IRIs come from the caller (the KG's labels or local names), so this module needs no KG.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from kgqa.kg.vocabulary import RDF_TYPE

#: Aggregates that are named by a word and the value they aggregate; COUNT is just "count".
AGGREGATE_WORDS = {"AVG": "average", "SUM": "total", "MAX": "maximum", "MIN": "minimum"}
#: Value functions whose result is a part of the value, named "<part> of <value>".
PART_FUNCTIONS = {"YEAR", "MONTH", "DAY", "HOURS", "MINUTES", "SECONDS", "STRLEN", "LANG", "DATATYPE"}


def column_labels(graph: dict[str, Any] | None, variables: Sequence[str], name_of: Callable[[str], str],
                  subject_class_of: Callable[[str], str | None] | None = None) -> list[str]:
    """A readable name per column of ``variables`` (the answer's SPARQL variables, in order).

    Args:
        graph: the answered query graph as JSON, or None (then the variables are the names).
        name_of: words for a property or class IRI (the KG's label or its local name).
        subject_class_of: the class IRI a property is used on, if known (names an answer vertex
            that only appears as a subject).
    """
    variables = list(variables)
    if not graph or not variables:
        return variables
    vertices = {v.get("id", i): v for i, v in enumerate(graph.get("vertices", []))}
    edges = []
    for e in graph.get("edges", []):
        s, t = e["source"], e["target"]
        if e.get("direction", "+") == "-":  # the older spelling of a reversed edge
            s, t = t, s
        edges.append((s, t, e.get("cls"), e.get("instance")))
    naming = _Namer(vertices, edges, name_of, subject_class_of)
    answer_vertices = _answer_vertices(vertices, variables)
    names = []
    for var, vid in zip(variables, answer_vertices):
        names.append((naming.name(vid) if vid is not None else None) or var)
    return _distinct(names, [naming.owner(vid) if vid is not None else None for vid in answer_vertices])


def _answer_vertices(vertices: dict[Any, dict], variables: list[str]) -> list[Any]:
    """The vertex of each column: the Ans vertices in column order when there is one per
    column, else the vertex the variable is named after (the compiler's ``?v<id>``)."""
    ans = [vid for vid, v in vertices.items() if v.get("cls") == "Ans"]
    if len(ans) == len(variables):
        order = {vid: n for n, vid in enumerate(ans)}
        return sorted(ans, key=lambda vid: (vertices[vid].get("instance")
                                            if isinstance(vertices[vid].get("instance"), int) else order[vid], order[vid]))
    out = []
    for var in variables:
        m = re.fullmatch(r"v(\d+)", var.lstrip("?"))
        out.append(int(m.group(1)) if m and int(m.group(1)) in vertices else None)
    return out


class _Namer:
    def __init__(self, vertices, edges, name_of, subject_class_of) -> None:
        self.vertices, self.edges = vertices, edges
        self.name_of, self.subject_class_of = name_of, subject_class_of

    def _iri(self, instance: Any) -> str | None:
        return instance if isinstance(instance, str) and "://" in instance else None

    def type_of(self, vid) -> str | None:
        """The class IRI ``vid`` is typed with (``?x a :C``), if any."""
        for s, t, cls, inst in self.edges:
            if s == vid and cls == "Rel" and inst in (RDF_TYPE, "type") and self.vertices.get(t, {}).get("cls") == "Type":
                return self._iri(self.vertices[t].get("instance"))
        return None

    def name(self, vid, seen: frozenset = frozenset()) -> str | None:
        if vid in seen:
            return None
        seen = seen | {vid}
        for s, t, cls, inst in self.edges:  # an aggregate or function computes it
            if t == vid and cls == "Agg" and isinstance(inst, str):
                fn = inst.upper()
                base = fn.removesuffix("_DISTINCT")
                if base == "COUNT":
                    return "count"
                inner = self.name(s, seen)
                if base in AGGREGATE_WORDS:
                    return f"{AGGREGATE_WORDS[base]} {inner}" if inner else AGGREGATE_WORDS[base]
                if fn in PART_FUNCTIONS:
                    return f"{fn.lower()} of {inner}" if inner else fn.lower()
                return inner  # GROUP (the key's own value), STR, LCASE, arithmetic: the value's name
        cls_iri = self.type_of(vid)
        if cls_iri:
            return self.name_of(cls_iri)
        for s, t, cls, inst in self.edges:  # the value of a property
            if t == vid and cls == "Rel" and self._iri(inst) and inst != RDF_TYPE:
                return self.name_of(inst)
        if self.subject_class_of is not None:  # the subject of a property: the class it is used on
            for s, t, cls, inst in self.edges:
                if s == vid and cls == "Rel" and self._iri(inst) and inst != RDF_TYPE:
                    owner = self.subject_class_of(inst)
                    if owner:
                        return self.name_of(owner)
        return None

    def owner(self, vid, seen: frozenset = frozenset()) -> str | None:
        """The name of the class of the subject ``vid`` hangs off (to tell ``name``s apart)."""
        if vid in seen:
            return None
        seen = seen | {vid}
        for s, t, cls, inst in self.edges:
            if t == vid and cls == "Agg":
                return self.owner(s, seen)
            if t == vid and cls == "Rel" and self._iri(inst):
                cls_iri = self.type_of(s)
                if cls_iri:
                    return self.name_of(cls_iri)
                if self.subject_class_of is not None and self.subject_class_of(inst):
                    return self.name_of(self.subject_class_of(inst))
        return None


def _distinct(names: list[str], owners: list[str | None]) -> list[str]:
    """``names`` with repeats told apart: by their owner class's name, then by a number."""
    out = list(names)
    for name in set(names):
        idx = [i for i, n in enumerate(names) if n == name]
        if len(idx) < 2:
            continue
        for i in idx:
            owner = owners[i]
            if owner and not name.startswith(owner + " "):
                out[i] = f"{owner} {name}"
    for name in set(out):
        idx = [i for i, n in enumerate(out) if n == name]
        for k, i in enumerate(idx[1:], start=2):
            out[i] = f"{name} {k}"
    return out
