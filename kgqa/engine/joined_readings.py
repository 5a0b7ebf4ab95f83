"""Two named things the question asks about together, where each graph kept one of them.

"Who plays drums in The Lantern Saints?" names two entities. The outline model's graphs each
use one: ``?x :plays <Drums>`` (every drummer) and ``?x :memberOf <The Lantern Saints>`` (every
member); the graph with both, the answer, is not among them, and the reranker chose the first.
When the chosen graph leaves out an entity the question names word for word, and a graph ranked
after it answers with the same kind of thing through that entity, the two are one question: their
patterns are joined at the answer (:func:`joined`), and the first join with rows stands (of
the first :data:`MAX_PARTNERS` such graphs).

Only plain graphs are joined: one answer vertex in the outer query and nothing but triples (no
count, ordering or filter), so that the join means "both"; the second graph must not use an
entity the first already has.
"""

from __future__ import annotations

from kgqa.engine.answer_order import sole_answer
from kgqa.engine.yes_no import entities_used
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def _plain(graph: QueryGraph) -> int | None:
    """The answer vertex of a graph made of triples only, one segment, one answer."""
    a = sole_answer(graph)
    if a is None or any(e.cls is not EdgeClass.REL for e in graph.edges) \
            or any(v.segment != 0 for v in graph.vertices):
        return None
    return a


def joined(first: QueryGraph, second: QueryGraph) -> QueryGraph | None:
    """``first`` and ``second``'s patterns joined at their answers (the second's other
    variables kept apart), or None when either is not a plain graph."""
    a, b = _plain(first), _plain(second)
    if a is None or b is None:
        return None
    g = first.copy()
    index = {b: a}
    for i, v in enumerate(second.vertices):
        if i != b:
            index[i] = g.add_vertex(v.cls, v.segment, v.instance, v.name)
    for e in second.edges:
        g.add_edge(index[e.source], index[e.target], e.cls, e.instance)
    return g


#: partners tried, best first (each is one more query)
MAX_PARTNERS = 3


def partners(chosen: QueryGraph, ranked: list[QueryGraph], stated: dict) -> list[QueryGraph]:
    """The first :data:`MAX_PARTNERS` graphs of ``ranked`` (those with answers, in the
    reranker's order after ``chosen``) that use a stated entity ``chosen`` leaves out and none
    it uses, when ``chosen`` uses some but not all of the ``stated`` ones."""
    if _plain(chosen) is None:
        return []
    used = entities_used(chosen, stated)
    left_out = set(stated) - used
    if not used or not left_out:
        return []
    found = []
    for g in ranked:
        theirs = entities_used(g, stated)
        if theirs & left_out and not theirs & used and _plain(g) is not None \
                and any(v.cls is VertexClass.ENT for v in g.vertices):
            found.append(g)
    return found[:MAX_PARTNERS]


__all__ = ["joined", "partners"]
