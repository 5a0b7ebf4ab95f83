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
property, or two, do.
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
    if len(ways) != 1:
        return None
    (p, into), = ways
    prop = iri_to_sparql(p)
    pattern = f"?n {prop} {e} . ?n {prop} ?y ." if into else f"{e} {prop} ?n . ?y {prop} ?n ."
    head = "(COUNT(DISTINCT ?y) AS ?count)" if ASKS_HOW_MANY.match(question) else "DISTINCT ?y"
    return StatedReading(f"SELECT {head} WHERE {{ {pattern} FILTER(?y != {e}) }}",
                         f"what shares a {p.rsplit('/', 1)[-1].rsplit('#', 1)[-1]} node with {name}")


__all__ = ["ASKS_FOR_THINGS", "ASKS_HOW_MANY", "ASKS_WHO", "co_holders", "says_shared"]
