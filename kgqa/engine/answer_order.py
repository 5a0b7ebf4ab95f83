"""Two corrections of the reranker's order that a question's own words decide.

**The entities it names.** "How many creatures speak Common?" names the language Common; a
count of all creatures leaves it out, and is no answer however well it scores. With
``search.named_entities_first`` the graphs that use the most of the entities the question names
word for word (:func:`kgqa.engine.yes_no.stated_entities`, as for yes/no readings) come first.

**The column it asks for: an attribute nobody asked for is no answer.**

"Which demons speak Common?" asks for demons. A graph that answers with the demons' strength
(``?d :str ?answer``) has the right pattern and the wrong column. The reranker learned from
relational benchmarks, where the answer to "which singers ..." is a name column the question
never says, and so it likes a literal column of the asked-for thing. On a KG whose things have
no name column (an OWL KG naming individuals by IRI) that habit picks any literal: strength,
defence, speed.

A graph's answer is an *unasked attribute* when its one answer column is the literal value of a
property of a variable (not of a named entity: "the strength of Balor" asks for an attribute)
whose words the question does not say, and which does not name things (name, title, label).
``search.asked_columns`` puts such graphs after the others in the reranker's order; where every
graph is one, nothing changes.

Each is a stable partition: within its groups the reranker's order stands.
"""

from __future__ import annotations

import re

from rdflib import Literal

from kgqa.engine.yes_no import entities_used, has_triple
from kgqa.querygraph.model import EdgeClass, VertexClass
from kgqa.wordforms import singular_words

#: words of a property that names the things it belongs to: the answer to "which ..." may be it
NAMING_WORDS = frozenset({"name", "title", "label"})


def question_words(question: str) -> set[str]:
    return singular_words(question)


def unasked_attribute(graph, words: set[str], properties: dict) -> bool:
    """Is ``graph``'s answer an attribute the question (its ``words``, :func:`question_words`)
    does not ask for? ``properties``: the KG's schema properties (IRI -> SchemaItem)."""
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if len(answers) != 1:
        return False  # several columns: asked for by name, one by one
    a = answers[0]
    if any(e.cls is not EdgeClass.REL and a in (e.source, e.target) for e in graph.edges):
        return False  # a count, an aggregate, a comparison with the answer: computed, not a column
    into = [e for e in graph.edges if e.target == a]
    if len(into) != 1 or any(e.source == a for e in graph.edges):
        return False
    edge, owner = into[0], graph.vertices[into[0].source]
    if owner.cls is not VertexClass.VAR:
        return False
    item = properties.get(str(edge.instance))
    if item is None or item.is_link:
        return False
    said = singular_words(f"{item.label} {item.local}")
    return not said & (words | NAMING_WORDS)


def asked_first(order: list, graphs: list, question: str, properties: dict) -> list:
    """``order`` (indices into ``graphs``, best first) with the graphs whose answer is an
    unasked attribute moved after the others, each group in its order."""
    words = question_words(question)
    unasked = {i for i in order if unasked_attribute(graphs[i], words, properties)}
    return [i for i in order if i not in unasked] + [i for i in order if i in unasked]


def _mentions_covered(graph, stated: dict) -> int:
    """How many ``stated`` entities ``graph`` uses: as an entity or by its name
    (:func:`kgqa.engine.yes_no.entities_used`), or by a literal that is a word-bounded part of
    its name. A row named by its key ("template type code CV") is used by ``FILTER(?c = "CV")``."""
    held = entities_used(graph, stated)
    literals = [str(v.instance).strip().lower() for v in graph.vertices
                if v.cls is VertexClass.VAL and isinstance(v.instance, Literal) and str(v.instance).strip()]
    return sum(key in held or any(re.search(rf"(?<![\w.]){re.escape(x)}(?![\w])", name) for x in literals)
               for key, name in stated.items())


def named_first(order: list, graphs: list, stated: dict) -> list:
    """``order`` with the graphs that use the most of the ``stated`` entities first (``{key:
    name}``, :func:`kgqa.engine.yes_no.stated_entities`), each group in its order; a graph with
    no triple pattern last."""
    if not stated:
        return order
    # a graph with no triple (``COUNT(<Draconic>)`` over nothing) uses an entity in name only
    used = {i: _mentions_covered(graphs[i], stated) if has_triple(graphs[i]) else -1 for i in order}
    return sorted(order, key=lambda i: -used[i])  # sorted is stable: the order stands within a count


__all__ = ["NAMING_WORDS", "asked_first", "named_first", "question_words", "unasked_attribute"]
