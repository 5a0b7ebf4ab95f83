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
    a graph of a grouped shape counting a measure (schema items in ``properties`` say which
    properties hold numbers); None for any other graph. The caller checks the asked class.

    Two shapes: the group key is the thing's number and the thing is counted ("the enrolment
    most trials share"); or the key is another attribute of the thing and its number is
    counted ("Which employee earns the least?" as ``GROUP BY ?lastName ORDER BY
    COUNT(?salary)``: each name has one salary, the count says nothing). Either way the thing
    with the most (least) of the number is asked for."""
    group = [e for e in graph.edges if e.cls is EdgeClass.AGG and e.instance == "GROUP"]
    counts = [e for e in graph.edges if e.cls is EdgeClass.AGG and e.instance == "COUNT"]
    if len(group) != 1 or len(counts) != 1:
        return None
    key, key_answer = group[0].source, group[0].target
    source, counted = counts[0].source, counts[0].target
    into_key = _into(graph, key)
    into_source = _into(graph, source)
    if into_key is not None and _numbers(into_key, properties) and into_key.source == source:
        owner, measure, measure_edge = source, key, into_key  # the thing's number is the key
    elif into_source is not None and _numbers(into_source, properties) and into_key is not None \
            and into_key.source == into_source.source:
        owner, measure, measure_edge = into_source.source, source, into_source  # its number is counted
    else:
        return None
    if graph.vertices[owner].cls is not VertexClass.VAR:
        return None
    orders = [e for e in graph.edges if e.source == counted and e.cls is EdgeClass.ORD]
    if len(orders) != 1 or not isinstance(graph.vertices[orders[0].target].instance, OrderSpec) \
            or graph.vertices[orders[0].target].instance.limit is None:
        return None
    shape = {id(e) for e in (group[0], counts[0], orders[0], into_key, measure_edge)}
    if any(k in (key, counted, key_answer, measure) for e in graph.edges if id(e) not in shape
           for k in (e.source, e.target)):
        return None  # the key or the count takes part in something else (a HAVING, a second key)
    g = QueryGraph()
    index: dict[int, int] = {}
    for i, v in enumerate(graph.vertices):
        if i in (counted, key_answer):
            continue
        if i == owner:
            index[i] = g.add_vertex(VertexClass.ANS, v.segment, 0, v.name)
        elif i in (key, measure):
            index[i] = g.add_vertex(VertexClass.VAR, v.segment, None, v.name)
        else:
            index[i] = g.add_vertex(v.cls, v.segment, v.instance, v.name)
    for e in graph.edges:
        if e is group[0] or e is counts[0]:
            continue
        if e is orders[0]:
            g.add_edge(index[measure], index[e.target], e.cls, e.instance)
        else:
            g.add_edge(index[e.source], index[e.target], e.cls, e.instance)
    return g, index[owner]


def _into(graph: QueryGraph, v: int):
    """The one Rel edge into vertex ``v`` (None: none or several)."""
    into = [e for e in graph.edges if e.target == v and e.cls is EdgeClass.REL]
    return into[0] if len(into) == 1 else None


def _numbers(edge, properties: dict) -> bool:
    item = properties.get(str(edge.instance))
    return item is not None and item.holds_numbers


__all__ = ["measured_thing"]
