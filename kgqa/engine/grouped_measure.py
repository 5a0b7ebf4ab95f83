"""The thing with the most of a measure, not the measure value shared by the most things.

"Which trial enrolled the most patients?" on a KG holding each trial's enrolment as a number:
the model, taught by relational benchmarks where "the most" counts rows in groups, outlines
``SELECT ?n (COUNT(?t) AS ?c) WHERE { ?t :enrolled ?n ; a :Trial } GROUP BY ?n ORDER BY
DESC(?c) LIMIT 1``: the enrolment figure that the most trials share. When the question asks for
a thing of the class the counted variable is typed with ("which trial", "what drug"), and the
group key is the value of a property holding numbers, the question asks for the thing whose
number is the largest: ``SELECT ?t WHERE { ?t :enrolled ?n ; a :Trial } ORDER BY DESC(?n)
LIMIT 1``, same direction, same limit.

A key that is not a number ("Which year had the most films?": a year, not a film, is asked
for; "Which country has the most singers?": a country string) is left to the count.
"""

from __future__ import annotations

from kgqa.querygraph.model import EdgeClass, OrderSpec, QueryGraph, VertexClass


def measured_thing(graph: QueryGraph, properties: dict) -> tuple[QueryGraph, int] | None:
    """``(graph ordered by the measure and answering with the thing, the thing's vertex)`` for
    a graph of the grouped shape above whose key is the value of a numeric property (schema
    items in ``properties``); None for any other graph. The caller checks the asked class."""
    group = [e for e in graph.edges if e.cls is EdgeClass.AGG and e.instance == "GROUP"]
    if len(group) != 1:
        return None
    key, key_answer = group[0].source, group[0].target
    into_key = [e for e in graph.edges if e.target == key and e.cls is EdgeClass.REL]
    item = properties.get(str(into_key[0].instance)) if len(into_key) == 1 else None
    if item is None or not item.holds_numbers:
        return None
    owner = into_key[0].source
    counts = [e for e in graph.edges if e.source == owner and e.cls is EdgeClass.AGG and e.instance == "COUNT"]
    if len(counts) != 1 or graph.vertices[owner].cls is not VertexClass.VAR:
        return None
    counted = counts[0].target
    orders = [e for e in graph.edges if e.source == counted and e.cls is EdgeClass.ORD]
    if len(orders) != 1 or not isinstance(graph.vertices[orders[0].target].instance, OrderSpec) \
            or graph.vertices[orders[0].target].instance.limit is None:
        return None
    shape = {id(e) for e in (group[0], counts[0], orders[0], into_key[0])}
    if any(k in (key, counted, key_answer) for e in graph.edges if id(e) not in shape for k in (e.source, e.target)):
        return None  # the key or the count takes part in something else (a HAVING, a second key)
    g = QueryGraph()
    index: dict[int, int] = {}
    for i, v in enumerate(graph.vertices):
        if i in (counted, key_answer):
            continue
        if i == owner:
            index[i] = g.add_vertex(VertexClass.ANS, v.segment, 0, v.name)
        elif i == key:
            index[i] = g.add_vertex(VertexClass.VAR, v.segment, None, v.name)
        else:
            index[i] = g.add_vertex(v.cls, v.segment, v.instance, v.name)
    for e in graph.edges:
        if e is group[0] or e is counts[0]:
            continue
        if e is orders[0]:
            g.add_edge(index[key], index[e.target], e.cls, e.instance)
        else:
            g.add_edge(index[e.source], index[e.target], e.cls, e.instance)
    return g, index[owner]


__all__ = ["measured_thing"]
