""""Won" as finishing first, where the KG ranks its results.

A competition's results are nodes of their own in most KGs of sport and elections: an Ergast race
result links the race, the driver and the team and holds the finishing ``position``; an electoral
commission's candidacy holds its ``position`` in the count. "Which races did Ventana win?" reads,
to the model, as the races Ventana took part in: the graph reaches the result nodes and leaves
out what "win" says, the first place.

Where the question says win (won, winner, victory) without a negation or another place ("second",
"podium"), and exactly one variable of the graph is of a class that holds a rank (a property whose
name ends with position, rank, place or placing and whose sampled values are all numbers), that
variable's rank is 1. Not where the graph already uses that property, or one whose name says the
win (an election result's ``winner``).

"Who won the 2019 Spanish Grand Prix?" names the event and asks who: where no graph reaches the
results, the winner is read from them, the thing the result in first place links to that is a
person (it has a given or family name, or is of a class called person or agent), where
exactly one property of those results links to one (:func:`winner_query`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rdflib import Literal, URIRef

from kgqa.candidates.schema import iri_words
from kgqa.candidates.title_properties import NAME_PART_WORDS
from kgqa.engine.dated_year import subject_classes, vertex_classes
from kgqa.engine.people import PERSON_CLASS_WORDS
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import XSD
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass

_WIN = re.compile(r"\b(?:won|win|wins|winning|winners?|victor(?:y|ies|ious)?)\b", re.I)
#: another place, or the win denied: not first place
_OTHER_PLACE = re.compile(r"\b(?:not|never|no|n't|without|second|third|runners?[- ]up|podiums?|top|last|lose|lost)\b",
                          re.I)
#: the last word of a rank's name ("finishing position", "rank", "placing")
RANK_WORDS = frozenset({"position", "rank", "place", "placing", "ranking"})


def says_win(question: str) -> bool:
    """Does the question ask about winning, and only winning (module docstring)?"""
    return _WIN.search(question) is not None and _OTHER_PLACE.search(question) is None


def rank_properties(properties: dict) -> dict[str, frozenset[str]]:
    """Each rank property of the schema (``properties``: IRI -> SchemaItem) -> the classes whose
    things hold it."""
    out = {}
    for iri, item in properties.items():
        words = iri_words(iri).lower().split()
        if words and words[-1] in RANK_WORDS and item.holds_numbers and item.domains:
            out[iri] = frozenset(item.domains)
    return out


def _one_rank(classes: set[str], ranks: dict[str, frozenset[str]]) -> str | None:
    """The rank property things of ``classes`` hold: the one whose name is the rank word alone
    where several are held ("position" beside "fastest lap rank")."""
    held = sorted(p for p, holders in ranks.items() if classes & holders)
    plain = [p for p in held if len(iri_words(p).split()) == 1]
    if len(held) == 1:
        return held[0]
    return plain[0] if len(plain) == 1 else None


def _ranked_class(classes: set[str], rank: str, properties: dict) -> str | None:
    """Of ``classes``, the one whose things hold ``rank`` most, where it holds it at least twice
    as often as any other (a race's results beside its qualifying): None where none stands out."""
    counts = sorted(((n, c) for c, n in properties[rank].domains.items() if c in classes), reverse=True)
    if not counts:
        return None
    if len(counts) > 1 and counts[0][0] < 2 * counts[1][0]:
        return None
    return counts[0][1]


def first_placed(graph: QueryGraph, question: str, properties: dict) -> QueryGraph | None:
    """``graph`` with its one ranked variable's rank 1 (module docstring), or None. A variable
    the graph leaves untyped, whose properties several ranked classes use, is typed with the one
    holding the rank most."""
    if not says_win(question):
        return None
    ranks = rank_properties(properties)
    if not ranks:
        return None
    used = {str(e.instance) for e in graph.edges if e.cls is EdgeClass.REL}
    # a rank the graph uses, or a property that says the win itself (an election's ``winner``)
    if used & set(ranks) or any(_WIN.search(iri_words(p)) for p in used):
        return None
    found = []
    for v, vertex in enumerate(graph.vertices):
        if vertex.cls not in (VertexClass.VAR, VertexClass.ANS):
            continue
        classes = vertex_classes(graph, v, properties)
        rank = _one_rank(classes, ranks)
        if rank is not None:
            found.append((v, rank, _ranked_class(classes, rank, properties)))
    if len(found) != 1 or found[0][2] is None:
        return None
    v, rank, cls = found[0]
    out = graph.copy()
    segment = graph.vertices[v].segment
    if not subject_classes(graph, v):
        out.add_edge(v, out.add_vertex(VertexClass.TYPE, segment, URIRef(cls)), EdgeClass.REL, RDF_TYPE)
    value = out.add_vertex(VertexClass.VAR, segment)
    out.add_edge(v, value, EdgeClass.REL, URIRef(rank))
    first = out.add_vertex(VertexClass.VAL, segment, Literal("1", datatype=URIRef(XSD + "integer")))
    out.add_edge(value, first, EdgeClass.CMP, "=")
    return out


def _is_person_property(item) -> bool:
    """Does a schema property say a part of a person's name ("given name")?"""
    return iri_words(item.iri).lower().replace(" ", "") in NAME_PART_WORDS


#: the words of "Who won the X?" besides the name
_WHO_WON_WORDS = frozenset({"who", "won", "win", "wins", "was", "is", "the", "winner", "winners", "of", "a", "an"})


def asks_only_who_won(question: str, name: str) -> bool:
    """Does the question say nothing but who won the thing named ``name`` ("Who won Kellby in
    2023?" says a year the reading would not read)?"""
    words = re.findall(r"[\w'-]+", question.lower())
    named = set(re.findall(r"[\w'-]+", name.lower()))
    return bool(words) and all(w in _WHO_WON_WORDS or w in named for w in words)


def winner_query(event: str, select: Callable[[str], list | None], ranks: dict[str, frozenset[str]],
                 properties: dict) -> str | None:
    """The query of who won ``event`` (module docstring): the person the result in first place
    links to, by the one property of the event's ranked results that links to people; None
    where there is no such property, or several."""
    e = iri_to_sparql(URIRef(event))
    persons = {iri for iri, item in properties.items() if _is_person_property(item)}
    # the rank whose name is the rank word alone first ("position" before "fastest lap rank")
    for rank in sorted(ranks, key=lambda p: (len(iri_words(p).split()), p)):
        r = iri_to_sparql(URIRef(rank))
        # of the ranked results, those of the class holding the rank most (not the qualifying)
        classes = select(f"SELECT DISTINCT ?c WHERE {{ ?n ?to {e} . ?n {r} ?place . ?n a ?c }}")
        cls = _ranked_class({str(c) for (c,) in classes or []}, rank, properties)
        if cls is None:
            continue
        typed = f"?n a {iri_to_sparql(URIRef(cls))} ."
        rows = select(f"SELECT DISTINCT ?to ?q WHERE {{ ?n ?to {e} . {typed} ?n {r} ?place . ?n ?q ?x . FILTER(isIRI(?x)) }}")
        if not rows:
            continue
        ways = []
        for to, q in {(str(a), str(b)) for a, b in rows}:
            if q in (to, str(RDF_TYPE)):
                continue
            people = select(f"SELECT ?x WHERE {{ ?n {iri_to_sparql(URIRef(to))} {e} . ?n {iri_to_sparql(URIRef(q))} ?x . "
                            f"{{ ?x ?name ?l . VALUES ?name {{ {' '.join(iri_to_sparql(URIRef(p)) for p in sorted(persons))} }} }} "
                            f"UNION {{ ?x a ?c . FILTER(REGEX(STR(?c), \"[/#]({'|'.join(sorted(PERSON_CLASS_WORDS))})$\", \"i\")) }} }} LIMIT 1")
            if people:
                ways.append((to, q))
        if len(ways) == 1:
            to, q = ways[0]
            return (f"SELECT DISTINCT ?x WHERE {{ ?n {iri_to_sparql(URIRef(to))} {e} . {typed} ?n {r} ?place . "
                    f"FILTER(?place = 1) ?n {iri_to_sparql(URIRef(q))} ?x . }}")
    return None


__all__ = ["RANK_WORDS", "asks_only_who_won", "first_placed", "rank_properties", "says_win", "winner_query"]
