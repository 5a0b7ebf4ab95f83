"""Answer with the entity, not with its name.

"Which product is the most expensive?" asks for a product. A model that learned from relational
benchmarks answers it with the product's name column (``SELECT ?name WHERE { ?p :name ?name ;
:unitPrice ?x } ORDER BY DESC(?x) LIMIT 1``), as their gold queries do. On a KG whose things are
entities with labels, the answer is the entity: its IRI, with the label in ``KGAnswer.labels``
for the page, as QALD and GERBIL expect, and as a follow-up query needs.

A chosen graph is answered by the entity when
- its one answer column is the literal value of one property of a variable, and the answer is
  used nowhere else (not counted, compared, ordered or grouped);
- the question does not ask for a name ("What are the names of ...", "What is X called?");
- the entities have names and those names are the answers: the labels of the rewritten query's
  entities (:func:`kgqa.kg.labels.labels_for_rows`) are the original answer's literals. A KG
  without labels (relational tables published as they are) keeps the name column; so does a
  property that is not a name (a phone number, a country written as text).

The rewrite is one more query and one label lookup, bounded like every other, and only for a
chosen graph of this shape (``search.entity_answers``).
"""

from __future__ import annotations

import re

from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

#: question words that ask for a name rather than the thing named
_ASKS_FOR_NAME = re.compile(r"\b(?:names?|named|called|label(?:s|led)?|titles?|spell(?:ed|s)?)\b", re.I)


def asks_for_name(question: str) -> bool:
    return bool(_ASKS_FOR_NAME.search(question))


def named_column(graph: QueryGraph) -> tuple[int, int] | None:
    """``(answer vertex, owner vertex)`` when ``graph``'s one answer column is the value of one
    Rel edge from a variable ``owner`` and takes part in nothing else."""
    answers = graph.answer_vertices(0)
    if len(answers) != 1 or sum(v.cls is VertexClass.ANS for v in graph.vertices) != 1:
        return None
    a = answers[0]
    at = [graph.edges[k] for k in graph.incident(a)]
    if len(at) != 1 or at[0].cls is not EdgeClass.REL or at[0].target != a:
        return None
    owner = at[0].source
    if graph.vertices[owner].cls is not VertexClass.VAR or graph.vertices[owner].segment != graph.vertices[a].segment:
        return None
    return a, owner


def entity_graph(graph: QueryGraph, answer: int, owner: int) -> QueryGraph:
    """``graph`` answering with ``owner`` (the entity) where it answered with ``answer`` (its
    name): the two vertices trade classes; the name triple stays, so the entities answered are
    those the name answered."""
    g = graph.copy()
    a, o = g.vertices[answer], g.vertices[owner]
    g.vertices[owner] = type(o)(VertexClass.ANS, o.segment, a.instance, o.name)
    g.vertices[answer] = type(a)(VertexClass.VAR, a.segment, None, a.name)
    return g


def same_names(names: list, labels: list) -> bool:
    """Are the labels of the entity answer the names the literal answer gave (as sets, case and
    spacing aside)? Both non-empty."""
    def norm(xs):
        return {" ".join(str(x).split()).casefold() for x in xs if x is not None}
    left, right = norm(names), norm(labels)
    return bool(left) and left == right


__all__ = ["asks_for_name", "entity_graph", "named_column", "same_names"]
