"""An attribute of a named thing that the KG keeps on one of its aspects.

"Where was Clara Verhulst born?" on the Getty vocabularies' shape: the named concept has a
``foaf:focus`` agent, the agent a ``biographyPreferred`` biography, and the biography the
``birthPlace``; nothing names the agent or the biography, and nothing else links to them
(:mod:`kgqa.candidates.aspects`). The model's graph takes one property of the concept itself,
the best of what the concept has (``parentString``). Where the chosen graph answers with one
property of the one entity it names (and maybe a class of its answer, then left out), and a
property of one of that entity's aspects, which the entity itself does not have, is said by the
question's words ("born": ``birthPlace``) and fits it better by the schema ranker's relevance (by
more than :data:`MARGIN`), the answer is that property of that aspect, reached from the entity by a
property path (``<concept> foaf:focus/gvp:biographyPreferred/gvp:birthPlace ?x``).
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.aspects import entity_aspects
from kgqa.candidates.schema import iri_words
from kgqa.engine.question_forms import ASKS_WHEN, ASKS_WHO_WHERE, SMALL_WORDS
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.model import Edge, EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import path_to_sparql, sequence
from kgqa.wordforms import event_nouns, singular_words, stems, with_synonyms

#: how much better (relevance, 0 at the question's best fit) an aspect's property must fit
MARGIN = 0.05
#: aspect paths whose properties are read (one query each)
_ASPECTS = 8
#: the longest text of an entity read as a name it may be called by, and how many are read
_NAME_LENGTH, _NAMES = 80, 50


def aspect_attribute(graph: QueryGraph, kg, relevance: dict[str, float], question: str,
                     dated: frozenset[str]) -> QueryGraph | None:
    """``graph`` with its one entity's property moved on to an aspect's (module docstring), as a
    property path from the entity (an aspect may be a blank node); None where the graph is not
    one property of one entity, or no aspect's property fits better. A question asking when takes
    only a property holding dates (``dated``), and the best one where the graph's holds none; a
    who or where question answered with text takes the best link an aspect holds."""
    ents = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ENT and v.instance is not None]
    answers = graph.answer_vertices()
    if len(ents) != 1 or len(answers) != 1:
        return None
    entity, answer = ents[0], answers[0]
    edges = [k for k, e in enumerate(graph.edges) if entity in (e.source, e.target)]
    if len(edges) != 1:
        return None
    typed = [e.target for e in graph.edges if e.source == answer and graph.vertices[e.target].cls is VertexClass.TYPE]
    others = [x for j, x in enumerate(graph.edges) if j != edges[0]]
    if any(answer in (x.source, x.target) and x.target not in typed for x in others):
        return None  # the answer is held by more than the entity's property and its class
    k = edges[0]
    e = graph.edges[k]
    if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef) or e.other(entity) != answer \
            or str(e.instance) == RDF_TYPE:
        return None
    iri = str(graph.vertices[entity].instance)
    when = ASKS_WHEN.search(question) is not None
    # the entity's own name says no attribute ("the Harbour Street shop": not its street address)
    asked = _without_names(kg, iri, question)
    words = with_synonyms(singular_words(asked))
    words |= event_nouns(words)

    def said(p: str) -> bool:
        """Does the question say a word of ``p``'s name ("born": "birth place"; "manages":
        "managing LOU")?"""
        name = iri_words(p)
        return bool(singular_words(name) & words or (stems(name) - SMALL_WORDS) & (stems(asked) - SMALL_WORDS))

    own = {str(r[0]) for r in kg.select(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(iri)} ?q ?v . }}").rows}
    best: tuple[float, tuple[str, ...], str] | None = None
    for aspect in entity_aspects(kg, iri)[:_ASPECTS]:
        steps = "/".join(iri_to_sparql(p) for p in aspect.path)
        for (q,) in kg.select(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(iri)} {steps} ?n . ?n ?q ?v . "
                              f"FILTER(?q != {iri_to_sparql(RDF_TYPE)}) }}").rows:
            q = str(q)
            fitting = q not in own and q in relevance and (q in dated if when else said(q))
            if fitting and (best is None or (relevance[q], aspect.path, q) > best):
                best = (relevance[q], aspect.path, q)
    if best is None:
        return None
    moved = sequence(*(URIRef(p) for p in (*best[1], best[2])))
    # a question asking when, answered by no date, takes the best date an aspect holds; one asking
    # who or where, answered by text ("Who manages the LEI of X?": the LEI), the best thing an
    # aspect links to (the registration's managing LOU)
    fits = relevance.get(str(e.instance), min(relevance.values())) + MARGIN
    if when and str(e.instance) not in dated:
        fits = float("-inf")
    elif ASKS_WHO_WHERE.match(question) and _text(kg, iri, e.instance) and not _text(kg, iri, moved):
        fits = float("-inf")
    if best[0] <= fits:
        return None
    g = graph.copy()
    g.edges[k] = Edge(entity, answer, EdgeClass.REL, moved)
    # the class the graph gave its answer was one of the entity's own properties' values
    return g.without(vertices=typed)


def _without_names(kg, iri: str, question: str) -> str:
    """``question`` less each short text ``iri`` holds that it says (its label, its name)."""
    rows = kg.select(f"SELECT DISTINCT ?l WHERE {{ {iri_to_sparql(iri)} ?p ?l . "
                     f"FILTER(isLiteral(?l) && STRLEN(STR(?l)) >= 3 && STRLEN(STR(?l)) <= {_NAME_LENGTH}) }} "
                     f"LIMIT {_NAMES}").rows
    for (text,) in rows:
        question = re.sub(re.escape(str(text)), " ", question, flags=re.IGNORECASE)
    return question


def _text(kg, iri: str, predicate) -> bool:
    """Are the values ``iri`` has by ``predicate`` (a property or a path) all literals?"""
    rows = kg.select(f"SELECT (MIN(isLiteral(?v)) AS ?text) WHERE {{ {iri_to_sparql(iri)} "
                     f"{path_to_sparql(predicate)} ?v . }}").rows
    return bool(rows) and rows[0][0] is not None and rows[0][0].toPython() is True


__all__ = ["aspect_attribute"]
