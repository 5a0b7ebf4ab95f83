"""A state the question ends with, where the KG names its states as things: "Is the light on?".

A device KG (SAREF's ``saref:hasState <state/on>``, the state labelled "on"), an order book
("shipped") or a ticket tracker ("open") says a thing's state by linking it to a thing named by
one word. The question says that word last: "Which lights are switched on?", "How many switches
are currently off?", "Is the washing machine running?". The model, which reads such a short word
as no name, leaves the state out. Where the question's last word, a word in lower case (a state
is a common word: "Is Tarsk the capital of Doravia?" names a country), is the whole name of one thing
that the KG has as the object of a property that says it holds a state (``hasState``,
``orderStatus``: not ``citizen_of``, in a question typed in lower case), and the question is of
one of those forms:

- a listing or count: the graph's one variable of a class whose things have one of those
  properties gets the state (:func:`with_state`);
- a yes/no question: whether the one thing the question names that has one of those
  properties has that state (:func:`state_ask`).
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.kg.labels import local_name_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass

#: "... are (switched|turned|currently|still) on?": the state word last
_ENDS_WITH_STATE = re.compile(r"\b(?:is|are|was|were)\b.*?\s(?:(?:switched|turned|currently|still|now)\s+)*"
                              r"(?P<state>[a-z]+)\s*[?.!]*$", re.I)
#: "Which lights ...", "How many switches ...", "Is ...": the forms read
_LISTS = re.compile(r"^\s*(?:which|what|how\s+many)\s+[a-z]", re.I)
_ASKS = re.compile(r"^\s*(?:is|are)\s", re.I)
#: a state's name is a short word: longer ones are names of things, not states
_MAX_LETTERS = 12
#: the words a property that holds a state says (SAREF's ``hasState``, schema.org's ``orderStatus``)
STATE_WORDS = frozenset({"state", "status", "condition", "mode", "phase"})


def exact_link(labels, word: str) -> str | None:
    """The one thing named ``word`` exactly, as the KG spells it (in one folding), or None."""
    hits = [h for h in labels.lookup(word, k=3, min_score=0.99) if h.how == "exact"]
    return hits[0].iri if len(hits) == 1 else None


def stated_state(question: str, link, holders) -> tuple[list[str], str] | None:
    """``(properties, state)`` of the state the question's last word names (module docstring):
    the properties that have it as their object (a device's ``saref:hasState``, a command's
    ``saref:actsUpon``), one of which the things asked about have; or None. ``link(word)``: the
    IRI of the thing named by the word alone, or None; ``holders(iri)``: the properties that have
    ``iri`` as their object (a few)."""
    if not (_LISTS.match(question) or _ASKS.match(question)):
        return None
    m = _ENDS_WITH_STATE.search(question)
    word = m["state"] if m else ""
    # a state is a common word, written in lower case ("on", "running"); "Doravia" names a thing
    if not word or len(word) > _MAX_LETTERS or not word.islower():
        return None
    state = link(word)
    # the property says it holds a state ("hasState", "orderStatus"): a country a person is a
    # citizen of is no state of theirs, however the question is typed
    props = [p for p in (holders(state) if state else []) if set(local_name_words(p).lower().split()) & STATE_WORDS]
    return (props, state) if props else None


def holder_variable(graph: QueryGraph, prop: str, subjects: dict[str, set[str]]) -> int | None:
    """The one variable of ``graph`` typed with a class whose things have ``prop`` (``subjects``:
    property -> the classes of its subjects) and no value of it yet; None where not one is."""
    typed = {e.source for e in graph.edges if e.cls is EdgeClass.REL and e.instance == RDF_TYPE
             and str(graph.vertices[e.target].instance) in subjects.get(prop, set())}
    if len(typed) != 1 or any(e.cls is EdgeClass.REL and str(e.instance) == prop and e.source in typed for e in graph.edges):
        return None
    return next(iter(typed))


def with_held_value(graph: QueryGraph, prop: str, value: str, subjects: dict[str, set[str]]) -> QueryGraph | None:
    """``graph`` with its one variable that can hold ``prop`` (:func:`holder_variable`) given the
    thing ``value`` by it; None where there is not one."""
    x = holder_variable(graph, prop, subjects)
    if x is None:
        return None
    g = graph.copy()
    g.add_edge(x, g.add_vertex(VertexClass.ENT, g.vertices[x].segment, URIRef(value)), EdgeClass.REL, URIRef(prop))
    return g


def with_state(graph: QueryGraph, props: list[str], state: str, subjects: dict[str, set[str]]) -> QueryGraph | None:
    """``graph`` with its one variable of a class whose things have one of ``props`` given
    ``state`` by it (:func:`with_held_value`); None where no one property fits."""
    read = [g for p in props if (g := with_held_value(graph, p, state, subjects)) is not None]
    return read[0] if len(read) == 1 else None


def state_ask(named: list[str], props: list[str], state: str, has) -> str | None:
    """ASK whether the one thing of ``named`` (the question's) that has one of ``props``
    (``has(iri, p)``) has ``state`` by it; None where not one thing has one of them."""
    named = sorted(set(named) - {state})
    holding = [(x, p) for x in named for p in props if has(x, p)]
    if len(holding) != 1:
        return None
    (x, p), = holding
    return f"ASK {{ {iri_to_sparql(x)} {iri_to_sparql(p)} {iri_to_sparql(state)} . }}"


__all__ = ["STATE_WORDS", "exact_link", "holder_variable", "state_ask", "stated_state", "with_held_value", "with_state"]
