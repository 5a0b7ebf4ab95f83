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

"Did Agnes and Frederick Lamb divorce?" asks whether one event of the kind the verb says has
both as its parties: ``ASK { ?e a bio:Divorce ; ?p <agnes> ; ?q <frederick> }``, where the KG's
events of that kind have parties of the first one's class (:func:`shared_event_ask`). A name
said before "and" without the surname the second shares is read with it ("Agnes" as "Agnes
Lamb", where "Agnes" alone names nothing).

"Who did Percival Quayle marry?" asks for the other parties of his events of the kind the
verb says, linked to the event by the property that links him (``?e a bio:Marriage ; bio:partner
<percival>, ?y``; :func:`event_partner_query`).

"When was Slow Bloom released?" in the Music Ontology's shape has its date on the release
event, two steps on (``?e mo:release <slow-bloom> ; event:time [ tl:atDate "2016-05-13" ]``).
Where a question asking when names one thing and the graph answered with no date, the date of
the event of the kind its verb says that links that thing (either way round) is the answer:
one step or two from the event (:func:`event_date_query`).

"Who annotated X?" in the W3C Web Annotation shape reaches X from the annotation in two steps
(``?a oa:hasTarget [ oa:hasSource X ]``) and its author in one (``dcterms:creator``): where no
one property links X and the answer, the people linked to the events of the kind the verb says
that reach X, in one step or two through a node nothing names, are the answer
(:func:`event_agent_query`). "Which documents has X annotated?" likewise asks for the things of
the asked class that X's annotations reach (:func:`event_party_query`).
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.name_path import name_path
from kgqa.candidates.schema import DATE_DATATYPES
from kgqa.engine.people import person_pattern
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
    "wed": "marriage", "wedded": "marriage", "marry": "marriage",
    "work": "employment", "works": "employment", "worked": "employment", "working": "employment",
    "hired": "employment",
    "sold": "sale", "bought": "purchase",
}
_WORD = re.compile(r"[a-z]+")
#: "Did A and B divorce?", "Were A and B married?", "Did A and B ever get divorced?"
_TOGETHER = re.compile(r"^\s*(?:did|do|does|have|has|had|were|was|are)\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)\s+"
                       r"(?:ever\s+)?(?:get\s+|got\s+|become\s+|became\s+)?(?P<verb>[a-z]+)\s*[?.!]*$", re.I)
#: "Who did X divorce?", "Whom will Y marry": the last word a bare verb
_LAST_VERB = re.compile(r"^\s*(?:who|whom|what)\s+(?:did|does|do|will|would)\s+.+\s+(?P<verb>[a-z]+)\s*[?.!]*$", re.I)
#: the ways an event reaches a thing and its people that :func:`event_agent_query` reads at most
_AGENT_LINKS = 20
#: the score a name's link must have: the name as the KG spells it (folded), not a near one
_EXACT = 0.9


def event_classes(question: str, classes: dict[str, str], verb: bool = False) -> list[str]:
    """The classes (of ``classes``: IRI -> its name in words) whose name has a word that a
    verb of ``question`` says (module docstring), in ``classes``' order. ``verb``: ``question``
    is one verb, which may be spelt as its noun is ("divorce")."""
    words = {w for w in _WORD.findall(question.lower()) if len(w) >= _STEM or w in _IRREGULAR or event_nouns({w})}
    last = _LAST_VERB.match(question)  # "Who did X divorce?": a verb spelt as its noun is
    verbs = set(words) if verb else {last["verb"].lower()} if last else set()
    found = []
    for iri, name in classes.items():
        parts = [p for p in _WORD.findall(name.lower()) if len(p) >= _STEM]
        if any(_says(w, p) or w in verbs and w == p for w in words for p in parts):
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


def shared_event_ask(question: str, labels, classes: dict[str, str], kg, timeout_s: float) -> str | None:
    """ASK whether one event of the kind the verb of "Did A and B <verb>?" says has both A and B
    as parties (module docstring); None where the question is not of that form, a name does not
    link, or the KG's events of that kind have no parties of A's class."""
    m = _TOGETHER.match(question)
    kinds = event_classes(m["verb"], classes, verb=True) if m else []
    if not kinds:
        return None
    b = linked_name(labels, m["b"])
    a = linked_name(labels, m["a"]) or (linked_name(labels, f"{m['a']} {m['b'].split()[-1]}") if b else None)
    if not a or not b or a == b:
        return None
    x, y = iri_to_sparql(a), iri_to_sparql(b)
    for kind in kinds:
        k = iri_to_sparql(kind)
        try:
            kin = kg.select(f"SELECT ?e WHERE {{ {x} a ?c . ?e a {k} ; ?p ?z . ?z a ?c . }} LIMIT 1",
                            timeout_s=timeout_s).rows
        except KGError:
            continue
        if kin:
            return f"ASK {{ ?e a {k} ; ?p {x} ; ?q {y} . }}"
    return None


def linked_name(labels, mention: str) -> str | None:
    """The IRI the label index gives ``mention`` as the KG spells it, or None."""
    hits = labels.lookup(re.sub(r"(?i)^(?:the|a|an)\s+", "", mention.strip()), k=1, min_score=_EXACT)
    return hits[0].iri if hits else None


def event_partner_query(entity: str, kinds: list[str], kg, timeout_s: float) -> str | None:
    """SELECT of the other parties of ``entity``'s events of the first of ``kinds`` that has
    any, by the property that links ``entity`` to them (module docstring); None where none has."""
    x = iri_to_sparql(entity)
    for kind in kinds:
        k = iri_to_sparql(kind)
        try:
            rows = kg.select(f"SELECT DISTINCT ?p WHERE {{ ?e a {k} ; ?p {x}, ?y . FILTER(?y != {x} && isIRI(?y)) }} "
                             f"LIMIT 2", timeout_s=timeout_s).rows
        except KGError:
            continue
        if len(rows) == 1:
            p = iri_to_sparql(str(rows[0][0]))
            return f"SELECT DISTINCT ?y WHERE {{ ?e a {k} ; {p} {x}, ?y . FILTER(?y != {x}) }}"
    return None


def event_agent_query(entity: str, kinds: list[str], kg, timeout_s: float) -> str | None:
    """SELECT of the people of ``entity``'s events of the first of ``kinds`` that has any, where
    the event reaches ``entity`` in one step or two through a node nothing names ("Who annotated
    X?": an annotation's creator, its target a selection of X), by the properties of the first
    such event found; None where none has."""
    x, names = iri_to_sparql(entity), name_path(kg)
    for kind in kinds:
        k = iri_to_sparql(kind)
        try:
            rows = kg.select(f"SELECT DISTINCT ?p ?r ?q ?in WHERE {{ ?e a {k} . {{ ?e ?p {x} }} UNION {{ ?e ?p ?m . "
                             f"?m ?r {x} . FILTER NOT EXISTS {{ ?m {names} ?l }} }} {{ ?e ?q ?y BIND(false AS ?in) }} UNION "
                             f"{{ ?y ?q ?e BIND(true AS ?in) }} FILTER(?y != {x} && isIRI(?y)) {person_pattern('y')} }} "
                             f"LIMIT {_AGENT_LINKS}", timeout_s=timeout_s).rows
        except KGError:
            continue
        if rows:
            q, inward = rows[0][2], rows[0][3].toPython()
            # the event may reach the thing either way ("hasTarget X", "hasTarget [ hasSource X ]")
            links = sorted({iri_to_sparql(str(p)) if r is None else f"{iri_to_sparql(str(p))}/{iri_to_sparql(str(r))}"
                            for p, r, q2, i in rows if q2 == q and i.toPython() == inward})
            agent = f"?y {iri_to_sparql(str(q))} ?e" if inward else f"?e {iri_to_sparql(str(q))} ?y"
            return f"SELECT DISTINCT ?y WHERE {{ ?e a {k} . ?e {'|'.join(links)} {x} . {agent} . }}"
    return None


def event_party_query(entity: str, kinds: list[str], cls: str, kg, timeout_s: float, count: bool = False) -> str | None:
    """SELECT of the things of class ``cls`` that ``entity``'s events of the first of ``kinds``
    reach ("Which documents has X annotated?": the documents X's annotations target), the event
    reaching either in one step or two through a node nothing names; their number with
    ``count``. None where no such event reaches a thing of ``cls``."""
    x, names, c = iri_to_sparql(entity), name_path(kg), iri_to_sparql(cls)
    for kind in kinds:
        k = iri_to_sparql(kind)
        try:
            rows = kg.select(f"SELECT DISTINCT ?p ?r ?q ?t WHERE {{ ?e a {k} . {{ ?e ?p {x} }} UNION {{ ?e ?p ?m . ?m ?r {x} . "
                             f"FILTER NOT EXISTS {{ ?m {names} ?l }} }} {{ ?e ?q ?y }} UNION {{ ?e ?q ?n . ?n ?t ?y . "
                             f"FILTER NOT EXISTS {{ ?n {names} ?l2 }} }} ?y a {c} . FILTER(?y != {x}) }} LIMIT {_AGENT_LINKS}",
                             timeout_s=timeout_s).rows
        except KGError:
            continue
        if rows:
            def steps(first, second) -> str:
                return iri_to_sparql(str(first)) + (f"/{iri_to_sparql(str(second))}" if second is not None else "")
            to_x = "|".join(sorted({steps(p, r) for p, r, _, _ in rows}))
            to_y = "|".join(sorted({steps(q, t) for _, _, q, t in rows}))
            head = "SELECT (COUNT(DISTINCT ?y) AS ?count)" if count else "SELECT DISTINCT ?y"
            return f"{head} WHERE {{ ?e a {k} . ?e {to_x} {x} . ?e {to_y} ?y . ?y a {c} . }}"
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


__all__ = ["event_agent_query", "event_classes", "event_date_pattern", "event_date_query", "event_order_ask", "event_partner_query", "event_party_query", "linked_name", "shared_event_ask",
           "typed_event_graphs"]
