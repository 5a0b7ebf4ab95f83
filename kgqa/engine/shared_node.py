"""Things that share a node with the named thing: "Who has co-authored papers with Mei-Ling
Chou?", "Who wrote papers with Tomas Aguirre?", "How many different co-authors has Ada Okafor
had?".

A co-author is not linked to the named author: both are linked to a paper, by one property
(``dblp:authoredBy``), as co-stars are to a film and team-mates to a team. The question says so
by a word with "co" ("co-authored", "coauthors", "co-stars") or by "with" before the name, and
asks who (or which things, or how many of them). Read from the KG: the things linked to the
same node as the named thing by the same property, the named thing left out ("with" before the
name only where the question asks who); the property is
the one by which some node links the named thing and another thing of its class. None where no
property, or two, do. Where each holds the node through a role node of its own (a paper's
author roles), the things holding the same node's other role nodes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.engine.counted_place import StatedReading
from kgqa.engine.question_forms import ASKS_FOR_THINGS, ASKS_HOW_MANY, ASKS_WHO
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import is_machinery

_CO_WORD = re.compile(r"\bco-?(?:author|star|worker|writer|founder|inventor|director|producer|player|member)\w*", re.I)


def says_shared(question: str, name: str) -> bool:
    """Does the question ask for what shares a node with ``name`` (module docstring)?"""
    if not ASKS_FOR_THINGS.match(question):
        return False
    if _CO_WORD.search(question):
        return True
    # "with X" asks for people only: "What is served with salmon?" shares no node with it
    return ASKS_WHO.match(question) is not None and \
        re.search(rf"\b(?:with|alongside)\s+(?:the\s+)?{re.escape(name)}\b", question.lower()) is not None


def co_holders(question: str, stated: dict, listing: Callable[[str], list[str]]) -> StatedReading | None:
    """The query of a question asking for the things that share a node with its one named thing
    (module docstring), or None. ``listing(query)``: the first column of a bounded SELECT."""
    if len(stated) != 1:
        return None
    (key, name), = stated.items()
    if not says_shared(question, str(name)):
        return None
    e = iri_to_sparql(str(key[1]))
    kin = f"{e} a ?c . ?y a ?c ." if listing(f"SELECT ?c WHERE {{ {e} a ?c }}") else ""
    ways = [(p, True) for p in listing(f"SELECT DISTINCT ?p WHERE {{ ?n ?p {e} . ?n ?p ?y . {kin} "
                                       f"FILTER(?y != {e} && isIRI(?y)) }}")] + \
           [(p, False) for p in listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?n . ?y ?p ?n . {kin} "
                                        f"FILTER(?y != {e} && isIRI(?n)) }}")]
    ways = [(p, into) for p, into in ways if not is_machinery(p)]  # a shared class is no shared node
    if not ways and _CO_WORD.search(question):
        return _through_roles(question, e, str(name), kin, listing)
    if len(ways) != 1:
        return None
    (p, into), = ways
    prop = iri_to_sparql(p)
    pattern = f"?n {prop} {e} . ?n {prop} ?y ." if into else f"{e} {prop} ?n . ?y {prop} ?n ."
    head = "(COUNT(DISTINCT ?y) AS ?count)" if ASKS_HOW_MANY.match(question) else "DISTINCT ?y"
    return StatedReading(f"SELECT {head} WHERE {{ {pattern} FILTER(?y != {e}) }}",
                         f"what shares a {p.rsplit('/', 1)[-1].rsplit('#', 1)[-1]} node with {name}")


def _through_roles(question: str, e: str, name: str, kin: str, listing: Callable[[str], list[str]]) -> StatedReading | None:
    """Co-holders where each holds the shared node through a role node of its own (OpenCitations:
    a paper ``isDocumentContextFor`` role nodes, each ``isHeldBy`` an author): the things holding
    another role node of the same node by the same two properties; None where not one pair of
    properties does so."""
    shared = "?n ?q ?r . ?n ?q ?r2 . ?r2 ?p ?y ."
    roles = listing(f"SELECT DISTINCT ?p WHERE {{ ?r ?p {e} . {shared} {kin} FILTER(?y != {e} && ?r != ?r2) }}")
    if len(roles) != 1:
        return None
    p = iri_to_sparql(roles[0])
    links = listing(f"SELECT DISTINCT ?q WHERE {{ ?r {p} {e} . {shared.replace('?p', p)} {kin} "
                    f"FILTER(?y != {e} && ?r != ?r2) }}")
    if len(links) != 1:
        return None
    q = iri_to_sparql(links[0])
    head = "(COUNT(DISTINCT ?y) AS ?count)" if ASKS_HOW_MANY.match(question) else "DISTINCT ?y"
    return StatedReading(f"SELECT {head} WHERE {{ ?r {p} {e} . ?n {q} ?r . ?n {q} ?r2 . ?r2 {p} ?y . "
                         f"FILTER(?y != {e}) }}", f"what shares a node with {name} through role nodes")


__all__ = ["ASKS_FOR_THINGS", "ASKS_HOW_MANY", "ASKS_WHO", "co_holders", "says_shared"]
