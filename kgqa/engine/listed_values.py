"""A stated text that a KG holds in another form than the graph matches: in a list of values,
or with a language tag.

Records converted from tables keep several values in one text field: Darwin Core's
``recordedBy "J. Okafor | M. Lind"``, OpenStreetMap's ``cuisine "coffee_shop;cake"``. "Which records
were made by M. Lind?" matches ``?r dwc:recordedBy "M. Lind"`` exactly and misses the records M.
Lind made with someone else. And a text the KG tags with its language (``dwc:vernacularName
"Eurasian Otter"@en``) is matched by no plain "Eurasian Otter": the value index keeps the text, not
the tag, and SPARQL tells the two apart.

Where the graph matches a plain text value the question says (a triple's object, or an equality),
and the KG holds that value under the same property as one element of a list separated by "|" or
";", the match is widened to the value alone or as such an element (case as stored); where the KG
holds it under that property only with a language tag, the match is by its text. Not where the
KG holds it only as the graph matches it (one or two bounded ASKs per value), and never for
numbers, dates or IRIs.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rdflib import Literal, URIRef

from kgqa.engine.kg_reads import ask_or_none
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph.model import Edge, EdgeClass, QueryGraph, VertexClass

#: one element of a "|"- or ";"-separated list, as an XPath regex around the escaped value
_ELEMENT = "(^|[|;])\\s*{}\\s*([|;]|$)"


def regex_escaped(value: str) -> str:
    """``value`` with the regex metacharacters XPath's regexes know escaped."""
    return re.sub(r"([.^$*+?()\[\]{}|\\-])", r"\\\1", value)


def element_regex(value: str) -> str:
    """The regex matching ``value`` alone or as one element of a "|"/";" list."""
    return _ELEMENT.format(regex_escaped(value))


def is_plain_text(x) -> bool:
    """A literal of plain text (no language tag, no datatype other than xsd:string)."""
    return isinstance(x, Literal) and x.language is None \
        and (x.datatype is None or str(x.datatype).endswith("#string"))


def _matched_values(graph: QueryGraph) -> list[tuple[int, int, URIRef]]:
    """``(edge, value vertex, property)`` per plain text value the graph matches under a
    property: a Rel edge into the Val, or an equality of the Val with a Rel edge's object."""
    found = []
    for k, e in enumerate(graph.edges):
        if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef):
            v = graph.vertices[e.target]
            if v.cls is VertexClass.VAL and is_plain_text(v.instance):
                found.append((k, e.target, e.instance))
        elif e.cls is EdgeClass.CMP and e.instance == "=":
            for var, val in ((e.source, e.target), (e.target, e.source)):
                value = graph.vertices[val]
                if value.cls is not VertexClass.VAL or not is_plain_text(value.instance):
                    continue
                held = [p.instance for p in graph.edges
                        if p.cls is EdgeClass.REL and p.target == var and isinstance(p.instance, URIRef)]
                if len(held) == 1:
                    found.append((k, val, held[0]))
    return found


def held_in_lists(kg, prop: URIRef, value: str, timeout_s: float) -> bool:
    """Does the KG hold ``value`` under ``prop`` inside a list of values (not only alone)?"""
    return ask_or_none(kg, f"ASK {{ ?s {iri_to_sparql(prop)} ?o . FILTER(isLiteral(?o) && STR(?o) != {term_to_sparql(value)} "
                           f"&& REGEX(STR(?o), {term_to_sparql(element_regex(value))})) }}", timeout_s) is True


def held_tagged_only(kg, prop: URIRef, value: str, timeout_s: float) -> bool:
    """Does the KG hold ``value`` under ``prop`` with a language tag, and never as plain text?"""
    p, text = iri_to_sparql(prop), term_to_sparql(Literal(value))
    return ask_or_none(kg, f"ASK {{ ?s {p} {text} }}", timeout_s) is not True and \
        ask_or_none(kg, f"ASK {{ ?s {p} ?o . FILTER(isLiteral(?o) && LANG(?o) != \"\" && STR(?o) = {text}) }}",
                    timeout_s) is True


def _pattern(kg, prop: URIRef, value: str, timeout_s: float, item=None) -> str | None:
    """The regex a stated text is matched by, where the KG holds it otherwise than as matched.
    ``item`` (the property's :class:`~kgqa.candidates.schema.SchemaItem`, where known) spares
    the scans of a property whose sample holds no lists, or no tagged texts."""
    if (item is None or item.holds_lists) and held_in_lists(kg, prop, value, timeout_s):
        return element_regex(value)
    if (item is None or item.holds_tagged_text) and held_tagged_only(kg, prop, value, timeout_s):
        return f"^{regex_escaped(value)}$"
    return None


def listed(graph: QueryGraph, kg, timeout_s: float, properties: dict | None = None) -> QueryGraph | None:
    """``graph`` with each stated text value also matched inside the lists of values that hold
    it, or by its text where the KG tags it (module docstring); None where none is.
    ``properties``: the schema's (IRI -> SchemaItem), to ask only of properties whose sample
    holds lists or tagged texts."""
    out = None
    for k, val, prop in _matched_values(graph):
        value = str(graph.vertices[val].instance)
        regex = _pattern(kg, prop, value, timeout_s, (properties or {}).get(str(prop)))
        if regex is None:
            continue
        out = out or graph.copy()
        pattern = Literal(regex)
        e = graph.edges[k]
        if e.cls is EdgeClass.REL:  # ?x p "V"  ->  ?x p ?t FILTER(REGEX(STR(?t), ...))
            text = out.add_vertex(VertexClass.VAR, graph.vertices[val].segment)
            out.edges[k] = Edge(e.source, text, EdgeClass.REL, e.instance)
            out.vertices[val] = replace(out.vertices[val], instance=pattern)
            out.add_edge(text, val, EdgeClass.CMP, "REGEX")
        else:  # FILTER(?t = "V")  ->  FILTER(REGEX(?t, ...))
            var = e.source if e.target == val else e.target
            out.vertices[val] = replace(out.vertices[val], instance=pattern)
            out.edges[k] = Edge(var, val, EdgeClass.CMP, "REGEX")
    return out


__all__ = ["element_regex", "is_plain_text", "regex_escaped", "held_in_lists", "held_tagged_only", "listed"]
