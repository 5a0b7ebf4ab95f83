"""Things that hold both of two named things: "Which occupations require both SQL and Python?",
"Who spoke at both RoboWeek 2023 and RoboWeek 2024?", "Which organisations took part in both
SeaSense and TIDALGRID?".

"Both A and B" asks for the things linked to A and to B the same way: by one property (an
occupation's essential skills), or through a node of their own each (a person's talk at each
event, an organisation's participation in each project). Read from the KG: the ways that reach
both from things of the asked class (any thing for "who"), a direct property before a path
through nodes; the one way that does answers. None where no way, or two of one kind, reach both.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.engine.counted_place import StatedReading
from kgqa.engine.question_forms import ASKS_FOR_THINGS, ASKS_HOW_MANY
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import is_machinery

_BOTH = re.compile(r"\bboth\b(?P<rest>.+)$", re.I)


def both_named(question: str, stated: dict) -> tuple[str, str] | None:
    """The IRIs of the two named things the question says after "both ... and" (module
    docstring), in order; None for another form."""
    m = _BOTH.search(question)
    if m is None or not ASKS_FOR_THINGS.match(question) or len(stated) != 2:
        return None
    rest = m["rest"].lower()
    at = {str(k[1]): rest.find(str(name).lower()) for k, name in stated.items()}
    if any(i < 0 for i in at.values()) or " and " not in rest:
        return None
    first, second = sorted(at, key=at.get)
    between = rest[at[first]: at[second]]
    return (first, second) if " and " in between else None


def both_listing(question: str, stated: dict, cls: str | None, typed: Callable[[str], str],
                 select: Callable[[str], list | None]) -> StatedReading | None:
    """The query of a question asking for what holds both named things (module docstring), or
    None. ``cls``: the asked class (None: any thing); ``select(query)``: a bounded SELECT's
    rows (None on a failure)."""
    def listing(query: str) -> list:
        return select(query) or []

    named = both_named(question, stated)
    if named is None:
        return None
    a, b = (iri_to_sparql(x) for x in named)
    kind = f"?x {typed(cls)} {iri_to_sparql(cls)} ." if cls is not None else "FILTER(isIRI(?x))"
    direct = [f"?x {p} {a} . ?x {p} {b} ." for p in _props(listing(f"SELECT DISTINCT ?p WHERE {{ {kind} ?x ?p {a} . ?x ?p {b} . }}"))] + \
             [f"{a} {p} ?x . {b} {p} ?x ." for p in _props(listing(f"SELECT DISTINCT ?p WHERE {{ {kind} {a} ?p ?x . {b} ?p ?x . }}"))]
    via = []
    # the thing to its node either way, and the node to the named thing either way
    for x_n in ("?x {p} ?n . ", "?n {p} ?x . "):
        for n_e in ("?n {q} {e} .", "{e} {q} ?n ."):
            step = x_n + n_e
            both = step.format(p="?p", q="?q", e=a) + " " + step.format(p="?p", q="?q", e=b).replace("?n", "?m")
            for p, q in _pairs(listing(f"SELECT DISTINCT ?p ?q WHERE {{ {kind} {both} FILTER(?n != ?m) }}")):
                via.append(step.format(p=p, q=q, e=a) + " " + step.format(p=p, q=q, e=b).replace("?n", "?m"))
    for ways in (direct, via):
        if len(ways) > 1:
            return None
        if ways:
            head = "(COUNT(DISTINCT ?x) AS ?count)" if ASKS_HOW_MANY.match(question) else "DISTINCT ?x"
            where = ways[0] + (f" {kind}" if cls is not None else "")
            return StatedReading(f"SELECT {head} WHERE {{ {where} }}", f"what holds both {' and '.join(str(n) for n in stated.values())}")
    return None


def _props(rows: list) -> list[str]:
    return [iri_to_sparql(str(r[0])) for r in rows if not is_machinery(str(r[0]))]


def _pairs(rows: list) -> list[tuple[str, str]]:
    return [(iri_to_sparql(str(p)), iri_to_sparql(str(q))) for p, q, *_ in rows
            if not is_machinery(str(p)) and not is_machinery(str(q))]


__all__ = ["both_listing", "both_named"]
