"""A yes/no question about a flag asks whether the flag is set.

"Is Velmarol an orphan drug?" on a KG that holds ``:orphan_drug false`` for it: the model reads
the question as ``ASK { :Velmarol :orphan_drug ?v }`` (it has the flag: yes), or with the value
linked from nowhere (``... :orphan_drug false``: yes, it is not one). A property whose values are
all ``xsd:boolean`` is a flag; asking about it asks whether it is true. The chosen ASK is
rewritten so that each edge of a flag ends at ``true``:

- a flag's value left as a variable that nothing else uses becomes ``true``;
- a flag's value filled with ``false`` becomes ``true``, unless the question is negated
  ("Is X not an orphan drug?", "Does X have no warning?"), where ``false`` is what it asks;
- a flag read backwards, from a variable to the named entity (``?v :black_box_warning :X``,
  which no KG can match: a flag's object is a literal), is read forwards, ``:X ... true``.

The flags are the schema's properties whose sampled values are all booleans
(:attr:`kgqa.candidates.schema.SchemaItem.literal_datatypes`), and those whose few text values
are yes/no words ("Y"/"N" in OpenFlights' ``active``): there "true" is the KG's own yes word.
A KG without any is not touched.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from rdflib import Literal
from rdflib.namespace import XSD

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

BOOLEAN = str(XSD.boolean)
_NEGATED = re.compile(r"\b(?:not|no|never|without|\w+n't)\b", re.I)


#: the words a KG's text flags are written in, true first ("Y"/"N" in OpenFlights, "yes"/"no")
TEXT_FLAG_WORDS = (("yes", "no"), ("y", "n"), ("true", "false"))


class Flags(dict):
    """Each flag property's IRI -> ``(true, false)``: its two values as the KG writes them."""

    @classmethod
    def of(cls, flags: Collection[str]) -> "Flags":
        """``flags`` as :class:`Flags`: a collection of IRIs are boolean flags."""
        return flags if isinstance(flags, Flags) else cls({iri: (Literal(True), Literal(False)) for iri in flags})

    def value(self, iri: str, truth: bool) -> Literal:
        return self[iri][0 if truth else 1]

    def is_false(self, iri: str, term) -> bool:
        """Is ``term`` the flag's false value?"""
        false = self[iri][1]
        if not isinstance(term, Literal):
            return False
        if false.datatype is not None and str(false.datatype) == BOOLEAN:
            return term.datatype is not None and str(term.datatype) == BOOLEAN and term.toPython() is False
        return str(term).casefold() == str(false).casefold()


def flag_properties(properties: dict, categorical: dict[str, list[str]] | None = None) -> Flags:
    """The flags among the properties (schema items): those whose sampled values are all
    booleans, and with ``categorical`` (a property -> its few distinct text values) those whose
    texts are one pair of :data:`TEXT_FLAG_WORDS`, its true word among them."""
    flags = Flags.of(iri for iri, item in properties.items()
                     if item.literal_datatypes and set(item.literal_datatypes) == {BOOLEAN})
    for iri, texts in (categorical or {}).items():
        if iri not in properties or iri in flags:
            continue
        folded = {t.strip().casefold(): t.strip() for t in texts}
        for true, false in TEXT_FLAG_WORDS:
            if true in folded and set(folded) <= {true, false}:
                written = folded[true]
                as_written = false.upper() if written.isupper() else false.capitalize() if written[:1].isupper() else false
                flags[iri] = (Literal(written), Literal(folded.get(false, as_written)))
                break
    return flags


def flags_set(graph: QueryGraph, flags: Collection[str], question: str) -> QueryGraph:
    """``graph`` (an ASK) with each edge of a flag ending at ``true`` (module docstring); the
    graph itself when there is nothing to rewrite. ``flags``: :class:`Flags`, or boolean flags' IRIs."""
    if not flags:
        return graph
    flags = Flags.of(flags)
    negated = bool(_NEGATED.search(question))
    out = graph
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.REL or str(e.instance) not in flags:
            continue
        source, target = graph.vertices[e.source], graph.vertices[e.target]
        if target.cls is VertexClass.ENT and _leaf(graph, e.source, k):
            out = _with_value(out, k, flags.value(str(e.instance), True), flip=True)  # read forwards: X flag true
        elif target.cls is VertexClass.VAR and _leaf(graph, e.target, k) and source.cls is not VertexClass.VAR:
            out = _with_value(out, k, flags.value(str(e.instance), True))
        elif target.cls is VertexClass.VAL and flags.is_false(str(e.instance), target.instance) and not negated:
            out = _with_value(out, k, flags.value(str(e.instance), True))
    return out


def _asks_from(graph: QueryGraph, i: int) -> bool:
    """Is edge ``i`` an ASK edge (hung from a pattern's root: it says "is there such a row")?"""
    e = graph.edges[i]
    return e.cls is EdgeClass.AGG and e.instance == "ASK"


def _leaf(graph: QueryGraph, v: int, edge: int) -> bool:
    """Is vertex ``v`` used by edge ``edge`` alone, but for an ASK edge hung from it?"""
    return [i for i in graph.incident(v) if not _asks_from(graph, i)] == [edge]


def _with_value(graph: QueryGraph, k: int, true: Literal, flip: bool = False) -> QueryGraph:
    """``graph`` with edge ``k``'s value vertex ``true``; with ``flip``, the edge's object (an
    entity) moved to its subject first. An ASK edge hung from the value is hung from the
    subject: a literal is no pattern's root."""
    g = graph.copy()
    e = g.edges[k]
    subject, value = (e.target, e.source) if flip else (e.source, e.target)
    g.edges[k] = type(e)(subject, value, e.cls, e.instance)
    for i, x in enumerate(g.edges):
        if i != k and _asks_from(g, i) and x.source == value:
            g.edges[i] = type(x)(subject, x.target, x.cls, x.instance)
    v = g.vertices[value]
    g.vertices[value] = type(v)(VertexClass.VAL, v.segment, true, v.name)
    return g


__all__ = ["Flags", "flag_properties", "flags_set"]
