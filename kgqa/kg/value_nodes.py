"""Value nodes collapsed when an embedded store loads: a blank node that only wraps one value.

Some RDF serialisations wrap every value in a node of its own: HL7 FHIR's RDF writes a
patient's birth date as ``fhir:Patient.birthDate [ fhir:value "1961-03-02"^^xsd:date ]`` and a
reference as ``fhir:Condition.subject [ fhir:link <Patient/p101> ]``; a catalogue writes
``bf:extent [ rdfs:label "228 pages" ]``. A question asks for the value ("When was Ada Okafor
born?"), one hop away in words and two in the graph, through a node nothing names; the model
learned one hop per relation. The wrapper says nothing of its own, so a store loaded from files
keeps the value in its place: ``s p [ w o ]`` becomes ``s p o``, nested wrappers down to the
innermost value (``fhir:Condition.code [ fhir:CodeableConcept.coding [ ... ] ]`` keeps the
coding node, which holds three values and is no wrapper).

A wrapper is an untyped blank node (a typed node, ``[ a bf:Isbn ; rdf:value "978..." ]``, says
what its value is) with exactly one triple out besides its unit, and exactly one triple in, in the
same graph. A measure written as a number and its unit (Brick's ``brick:area [ brick:value 42.0 ;
brick:hasUnit unit:M2 ]``) is a wrapper of the number: a question compares or ranks the number
("rooms bigger than 40 square metres"), and a unit is a property whose name says ``unit``
(``hasUnit``, ``unit``, ``unitCode``); the unit is dropped with its node. The SPARQL the engine shows then runs on the store as loaded, where ``p`` stands
for ``p/w`` of the file.
"""

from __future__ import annotations

import pyoxigraph as ox

# which nodes collapse; part of an embedded store's identity, so indexes cached for an older rule
# are not read for a store loaded under this one (2: a measure's number and unit)
COLLAPSE_FORMAT = 2
_RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
# a property that gives a measure's unit: its local name says "unit" (after the last / or #)
_IS_UNIT = "REGEX(REPLACE(STR({v}), \"^.*[/#]\", \"\"), \"unit\", \"i\")"


def _wrappers_query(graph: str | None) -> str:
    """``(s, p, b, w, o)`` for each wrapper ``b`` of one graph (``None``: the default graph)."""
    unit = _IS_UNIT.format(v="?w2")
    body = (f"?s ?p ?b . FILTER(isBlank(?b)) ?b ?w ?o . FILTER(?w != {_RDF_TYPE} && !{_IS_UNIT.format(v='?w')}) "
            f"FILTER NOT EXISTS {{ ?b ?w2 ?o2 . FILTER((?w2 != ?w || ?o2 != ?o) && !{unit}) }} "
            f"FILTER NOT EXISTS {{ ?s2 ?p2 ?b . FILTER(?s2 != ?s || ?p2 != ?p) }}")
    return f"SELECT ?s ?p ?b ?w ?o WHERE {{ {f'GRAPH <{graph}> {{ {body} }}' if graph else body} }}"


def _units_query(graph: str | None) -> str:
    """``(b, u, x)``: the unit triples of blank nodes (dropped with the wrappers they belong to)."""
    body = f"?b ?u ?x . FILTER(isBlank(?b) && {_IS_UNIT.format(v='?u')})"
    return f"SELECT ?b ?u ?x WHERE {{ {f'GRAPH <{graph}> {{ {body} }}' if graph else body} }}"


def collapse_value_nodes(store: ox.Store, graphs: list[str] = ()) -> int:
    """Collapse the wrappers of ``store``'s default graph and of the named ``graphs``; the
    number of wrappers removed."""
    removed = 0
    for graph in [None, *graphs]:
        name = ox.NamedNode(graph) if graph else ox.DefaultGraph()
        rows = [tuple(r) for r in store.query(_wrappers_query(graph))]
        wraps = {b: (w, o) for s, p, b, w, o in rows}
        units = [tuple(r) for r in store.query(_units_query(graph))] if rows else []
        for s, p, b, w, o in rows:
            if s in wraps:
                continue  # an inner wrapper: its chain's head carries the value out
            value, seen = o, {b}
            while value in wraps and value not in seen:
                seen.add(value)
                value = wraps[value][1]
            store.remove(ox.Quad(s, p, b, name))
            for node in seen:
                store.remove(ox.Quad(node, *wraps[node], name))
            store.add(ox.Quad(s, p, value, name))
            removed += len(seen)
        for b, u, x in units:
            if b in wraps:
                store.remove(ox.Quad(b, u, x, name))
    return removed
