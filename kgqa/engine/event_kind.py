"""The kind of event a verb says, given to a node the graph leaves without a class.

A KG of life events (BIO: ``bio:Resignation``, ``bio:Employment``, ``bio:Marriage``; the Music
Ontology's ``mo:ReleaseEvent``) links a person to all their events by one property, and each
event to its place or organisation by another. "Who resigned from the railway?" then reads as
``?p bio:event ?e . ?e bio:organization <railway>``: every event at the railway, the hirings
and retirements too. The verb says which kind of event: "resigned" is a resignation.

Where a word of the question is a verb form of a word of a class's name (they share a
five-letter stem, "resigned" and "Resignation", "married" and "Marriage", "released" and
"ReleaseEvent"; or general English pairs them: born and birth, died and death, worked and
employment) and a variable of the graph that has no class of its own is linked only by
properties that the class's things use, in the same direction, the variable is given that class.
A word that is the class's noun itself ("resignations", "person") is not a verb: a graph
types the things a noun names already. The answer column is never typed (the asked things
are the noun's, and a subclass would narrow them); only variables between.

"When was Slow Bloom released?" in the Music Ontology's shape has its date on the release
event, two steps on (``?e mo:release <slow-bloom> ; event:time [ tl:atDate "2016-05-13" ]``).
Where a question asking when names one thing and the graph answered with no date, the date of
the event of the kind its verb says that links that thing (either way round) is the answer:
one step or two from the event (:func:`event_date_query`).
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.name_path import name_path
from kgqa.candidates.schema import DATE_DATATYPES
from kgqa.kg.errors import KGError
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.wordforms import event_nouns
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

#: the shared stem, in letters: long enough that "reside" and "resign" part
_STEM = 5
#: verbs of general English whose event noun shares no stem with them, beside
#: :func:`kgqa.wordforms.event_nouns`' (born: birth, died: death)
_IRREGULAR = {
    "wed": "marriage", "wedded": "marriage",
    "work": "employment", "works": "employment", "worked": "employment", "working": "employment",
    "hired": "employment",
    "sold": "sale", "bought": "purchase",
}
_WORD = re.compile(r"[a-z]+")


def event_classes(question: str, classes: dict[str, str]) -> list[str]:
    """The classes (of ``classes``: IRI -> its name in words) whose name has a word that a
    verb of ``question`` says (module docstring), in ``classes``' order."""
    words = {w for w in _WORD.findall(question.lower()) if len(w) >= _STEM or w in _IRREGULAR or event_nouns({w})}
    found = []
    for iri, name in classes.items():
        parts = [p for p in _WORD.findall(name.lower()) if len(p) >= _STEM]
        if any(_says(w, p) for w in words for p in parts):
            found.append(iri)
    return found


def _says(word: str, noun: str) -> bool:
    """Is ``word`` a verb form of the event noun ``noun`` (not the noun or its plural)?"""
    if word in _IRREGULAR or event_nouns({word}):
        return noun in event_nouns({word}) or _IRREGULAR.get(word) == noun
    if word in (noun, noun + "s", noun + "es") or len(word) < _STEM:
        return False
    return word[:_STEM] == noun[:_STEM]


def typed_event_graphs(graph: QueryGraph, kinds: list[str], domains: dict[str, set[str]],
                       ranges: dict[str, set[str]]) -> list[QueryGraph]:
    """``graph`` with one untyped variable given one of ``kinds`` each, where every property
    linking the variable is one the kind's things use that way round (``domains``: property ->
    the classes of its subjects; ``ranges``: -> of its objects)."""
    typed = {e.source for e in graph.edges if e.cls is EdgeClass.REL and str(e.instance) == RDF_TYPE}
    out = []
    for v, vertex in enumerate(graph.vertices):
        if vertex.cls is not VertexClass.VAR or v in typed:
            continue
        links = [(str(e.instance), e.source == v) for e in graph.edges
                 if e.cls is EdgeClass.REL and v in (e.source, e.target) and isinstance(e.instance, URIRef)]
        if not links or len(links) != sum(1 for e in graph.edges if v in (e.source, e.target) and e.cls is EdgeClass.REL):
            continue  # a path or a variable property: no one property to read the kind by
        for kind in kinds:
            if all(kind in (domains if outward else ranges).get(p, ()) for p, outward in links):
                g = graph.copy()
                t = g.add_vertex(VertexClass.TYPE, vertex.segment, URIRef(kind))
                g.add_edge(v, t, EdgeClass.REL, URIRef(RDF_TYPE))
                out.append(g)
    return out


def event_date_query(entity: str, kinds: list[str], kg, timeout_s: float) -> str | None:
    """SELECT of the dates of ``entity``'s events of the first of ``kinds`` that has any, one or
    two steps from the event (module docstring); None where none of them has a date."""
    pattern = event_date_pattern(entity, kinds, kg, timeout_s)
    return f"SELECT DISTINCT ?date WHERE {{ {pattern} }}" if pattern else None


def event_date_pattern(entity: str, kinds: list[str], kg, timeout_s: float, tag: str = "") -> str | None:
    """The graph pattern of :func:`event_date_query`, its event ``?e<tag>`` and its date
    ``?date<tag>``; None where no event of ``kinds`` of ``entity`` has a date."""
    x, names = iri_to_sparql(entity), name_path(kg)
    dated = ", ".join(f"<{t}>" for t in sorted(DATE_DATATYPES))
    for kind in kinds:
        k = iri_to_sparql(kind)
        try:
            # the event is no thing of the named thing's own kind (a release is no release's
            # event), and the date's node on the way is the event's own: nothing names it
            rows = kg.select(f"SELECT ?p ?in ?q ?r WHERE {{ ?e a {k} . {{ ?e ?p {x} BIND(true AS ?in) }} UNION "
                             f"{{ {x} ?p ?e BIND(false AS ?in) }} FILTER NOT EXISTS {{ {x} a {k} }} "
                             f"{{ ?e ?q ?d }} UNION {{ ?e ?q ?m . ?m ?r ?d FILTER NOT EXISTS {{ ?m {names} ?l }} }} "
                             f"FILTER(isLiteral(?d) && DATATYPE(?d) IN ({dated})) }} LIMIT 1",
                             timeout_s=timeout_s).rows
        except KGError:
            continue
        if rows:
            p, inward, q, r = rows[0]
            e, p = f"?e{tag}", iri_to_sparql(str(p))
            link = f"{e} {p} {x}" if inward.toPython() else f"{x} {p} {e}"
            steps = iri_to_sparql(str(q)) + (f"/{iri_to_sparql(str(r))}" if r is not None else "")
            return f"{link} . {e} a {k} . {e} {steps} ?date{tag} ."
    return None


def event_order_ask(a: str, b: str, verb: str, earlier: bool, classes: dict[str, str], kg,
                    timeout_s: float) -> str | None:
    """ASK whether ``a``'s event of the kind ``verb`` says ("released") came before (``earlier``)
    or after ``b``'s, by the events' dates (:func:`event_date_pattern`); None where either has none."""
    kinds = event_classes(verb, classes)
    left = event_date_pattern(a, kinds, kg, timeout_s, "1") if kinds else None
    right = event_date_pattern(b, kinds, kg, timeout_s, "2") if left else None
    if right is None:
        return None
    return f"ASK {{ {left} {right} FILTER(?date1 {'<' if earlier else '>'} ?date2) }}"


__all__ = ["event_classes", "event_date_pattern", "event_date_query", "event_order_ask", "typed_event_graphs"]
