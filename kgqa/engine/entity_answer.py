"""Answer with the entity, not with a column of it.

"Which product is the most expensive?" asks for a product. A model that learned from relational
benchmarks answers it with the product's name column (``SELECT ?name WHERE { ?p :name ?name ;
:unitPrice ?x } ORDER BY DESC(?x) LIMIT 1``), as their gold queries do; "Who has the highest
salary?" it answers with the salary, the column it orders by. On a KG whose things are
entities with labels, the answer is the entity: its IRI, with the label in ``KGAnswer.labels``
for the page, as QALD and GERBIL expect, and as a follow-up query needs.

The chosen graph's one answer column must be the literal value of one property of a variable
(the *owner*), used nowhere else but, perhaps, in an ordering; the question must not ask for a
name ("What are the names of ...", "What is X called?"). Then the owner answers

- **its name**: when the labels of the owner's entities are exactly the answer's literals
  (the column was their name), or
- **a thing asked for**: when the question asks "who"/"which", the owner's entities are
  labelled, and the column is the measure the answer is ordered by ("Who has the highest
  salary?") or a column the question does not say ("Which employees work in Finance?" answered
  with their job titles).

A KG without labels (relational tables published as they are) keeps its columns unless they
have fewer values than the things (a shared category, "Interventional" for five trials, cannot
be what "Which trials ...?" asks), and so does a question that names the column ("Which model of the car has the least horsepower?"). The
rewrite is one more query and one label lookup, bounded like every other, only for a chosen
graph of this shape (``search.entity_answers``).
"""

from __future__ import annotations

import re

from kgqa.models.fill_plan import NUMBER_CAST
from kgqa.querygraph.model import EdgeClass, OrderSpec, QueryGraph, VertexClass
from kgqa.wordforms import singular_words

#: question words that ask for a name rather than the thing named
_ASKS_FOR_NAME = re.compile(r"\b(?:names?|named|called|label(?:s|led)?|titles?|spell(?:ed|s)?)\b", re.I)
#: a question that asks for a thing: "Who ...", "Which employees ...", "Whom ..."
_ASKS_FOR_THING = re.compile(r"^\s*(?:who|whom|which)\b", re.I)
_WHAT_NOUN = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with)\s+)?(?:what|which)\s+([a-z][\w-]*)", re.I)
#: "What is the most recently generated dataset?", "Which was the largest report": the noun a
#: superlative qualifies, up to the first preposition or the end
_WHAT_IS_THE = re.compile(r"^\s*(?:what|which)(?:\s+|')(?:is|was|s|are|were)\s+the\s+((?:[\w-]+\s+){0,4}?[\w-]+)"
                          r"\s*(?:\?|$|\b(?:of|in|on|at|from|by|for|with|that|which|to)\b)", re.I)
#: the aggregate an ordering by one column answers as well, and the order that does it
_EXTREMES = {"MAX": "DESC", "MIN": "ASC"}


def asks_for_name(question: str) -> bool:
    return bool(_ASKS_FOR_NAME.search(question))


def asks_for_thing(question: str) -> bool:
    return bool(_ASKS_FOR_THING.search(question))


def asks_for_class(question: str, owner_words: frozenset[str]) -> bool:
    """Does the question open "what/which <noun>" with a noun of the owner's class ("What drug
    is given at the highest dose?", "Which trial enrolled the most patients?")?"""
    m = _WHAT_NOUN.match(question)
    return m is not None and bool(singular_words(m[1]) & owner_words)


def asks_for_the_class(question: str, owner_words: frozenset[str]) -> bool:
    """Does the question open "what/which is the <words> <noun>" with a noun of the owner's class
    ("What is the most recently generated dataset?")? Said of a superlative, that asks for the
    thing; the caller checks that the answer is ordered (else "What is the hottest star?"
    answered by some unordered column would be read as asking for its owner)."""
    m = _WHAT_IS_THE.match(question)
    return m is not None and bool(singular_words(m[1].split()[-1]) & owner_words)


def extreme_as_order(graph: QueryGraph) -> QueryGraph | None:
    """``graph`` answering ``MAX(?x)`` (``MIN``) of one column, as that column ordered DESC
    (ASC) with LIMIT 1: the same value, on a row that still has its owner, so that "Which is
    the largest report?" can be answered with the report (:func:`answer_column`). None for
    any other shape: a grouped one, or an aggregate whose column takes part in anything else."""
    answers = graph.answer_vertices(0)
    if len(answers) != 1 or any(e.cls is EdgeClass.AGG and e.instance == "GROUP" for e in graph.edges):
        return None
    a = answers[0]
    at = [graph.edges[k] for k in graph.incident(a)]
    aggs = [e for e in at if e.cls is EdgeClass.AGG and e.target == a and e.instance in _EXTREMES]
    if len(aggs) != 1 or any(e.cls is not EdgeClass.ORD and e is not aggs[0] for e in at):
        return None
    column = aggs[0].source
    if graph.vertices[column].cls is not VertexClass.VAR or \
            [graph.edges[k].cls for k in graph.incident(column)] .count(EdgeClass.REL) != 1 or \
            any(graph.edges[k].cls not in (EdgeClass.REL, EdgeClass.AGG) for k in graph.incident(column)):
        return None
    dropped = {a} | {e.target for e in at if e.cls is EdgeClass.ORD}
    g = QueryGraph()
    index: dict[int, int] = {}
    for i, v in enumerate(graph.vertices):
        if i in dropped:
            continue
        cls, instance = (VertexClass.ANS, graph.vertices[a].instance) if i == column else (v.cls, v.instance)
        index[i] = g.add_vertex(cls, v.segment, instance, v.name)
    for e in graph.edges:
        if e.source in dropped or e.target in dropped:
            continue
        g.add_edge(index[e.source], index[e.target], e.cls, e.instance)
    limit = g.add_vertex(VertexClass.VAL, graph.vertices[column].segment, OrderSpec(rank=0, limit=1))
    g.add_edge(index[column], limit, EdgeClass.ORD, _EXTREMES[aggs[0].instance])
    return g


def answer_column(graph: QueryGraph) -> tuple[int, int, bool] | None:
    """``(answer vertex, owner vertex, ordered)`` when ``graph``'s one answer column is the
    value of one Rel edge from a variable ``owner`` and takes part in nothing else but an
    ordering (``ordered``)."""
    answers = graph.answer_vertices(0)
    if len(answers) != 1 or sum(v.cls is VertexClass.ANS for v in graph.vertices) != 1:
        return None
    a = answers[0]
    at = [graph.edges[k] for k in graph.incident(a)]
    # a column of numbers stored as text is ordered through its number (an Agg edge to a cast vertex)
    casts = [e.target for e in at if e.cls is EdgeClass.AGG and e.instance == NUMBER_CAST and e.source == a]
    at = [e for e in at if not (e.cls is EdgeClass.AGG and e.target in casts)] + \
        [graph.edges[k] for c in casts for k in graph.incident(c) if graph.edges[k].cls is not EdgeClass.AGG]
    rels = [e for e in at if e.cls is EdgeClass.REL]
    if len(rels) != 1 or rels[0].target != a or any(e.cls not in (EdgeClass.REL, EdgeClass.ORD) for e in at):
        return None
    ordered = any(e.cls is EdgeClass.ORD for e in at)
    if ordered and any(e.cls is EdgeClass.ORD and e.source not in (a, *casts) for e in at):
        return None
    owner = rels[0].source
    if graph.vertices[owner].cls is not VertexClass.VAR or graph.vertices[owner].segment != graph.vertices[a].segment:
        return None
    return a, owner, ordered


def column_links(graph: QueryGraph, answer: int, properties: dict) -> bool:
    """Is the answer column's property a link (its values are entities already, "Who directed
    the films that X starred in?" answered with the directors)? Then there is nothing to rewrite."""
    edge = next(graph.edges[k] for k in graph.incident(answer) if graph.edges[k].cls is EdgeClass.REL)
    item = properties.get(str(edge.instance))
    return item is not None and item.is_link


def column_property(graph: QueryGraph, answer: int) -> str:
    """The IRI of the property whose values the answer column holds."""
    return str(next(graph.edges[k] for k in graph.incident(answer) if graph.edges[k].cls is EdgeClass.REL).instance)


def column_said(graph: QueryGraph, answer: int, question: str, properties: dict,
                owner_words: frozenset[str] = frozenset()) -> bool:
    """Does the question say the answer column's property ("model" of "Which model of the car
    ...")? A property the schema does not know counts as said (no rewrite). ``owner_words``:
    the words of the classes the owner is typed with, which say the thing, not its column:
    "Which drugs were approved after 2015?" does not say a drug's ``orphan_drug`` flag."""
    edge = next(graph.edges[k] for k in graph.incident(answer) if graph.edges[k].cls is EdgeClass.REL)
    item = properties.get(str(edge.instance))
    if item is None:
        return True
    return bool(singular_words(f"{item.label} {item.local}") & (singular_words(question) - owner_words))


def entity_graph(graph: QueryGraph, answer: int, owner: int) -> QueryGraph:
    """``graph`` answering with ``owner`` (the entity) where it answered with ``answer`` (a
    column of it): the two vertices trade classes; the column's triple and its ordering stay,
    so the entities answered are those the column answered for, in its order."""
    g = graph.copy()
    a, o = g.vertices[answer], g.vertices[owner]
    g.vertices[owner] = type(o)(VertexClass.ANS, o.segment, a.instance, o.name)
    g.vertices[answer] = type(a)(VertexClass.VAR, a.segment, None, a.name)
    return g


def same_names(names: list, labels: list) -> bool:
    """Are the labels of the entity answer the names the literal answer gave (as sets, case and
    spacing aside)? Both non-empty, every entity labelled."""
    if any(x is None for x in labels):
        return False

    def norm(xs):
        return {" ".join(str(x).split()).casefold() for x in xs}

    left, right = norm(names), norm(labels)
    return bool(left) and left == right


__all__ = ["answer_column", "asks_for_class", "asks_for_the_class", "asks_for_name", "asks_for_thing",
           "column_links", "column_property", "column_said", "entity_graph", "extreme_as_order", "same_names"]
