"""Things of one class that have a thing of another: "Which rooms have a CO2 sensor?".

A KG links the two by whatever property its model has (Brick's sensor ``hasLocation`` its room,
or the room ``isLocationOf`` the sensor, as the export wrote it), and the question names neither:
it says "have". The model reads the first class alone (every room), or nothing. Where both nouns
name classes of the KG, the answer is the things of the first linked to some thing of the second
by any property that links things of those classes, either way round
(``?x (hasLocation|^isLocationOf)... ?y``), or where none does, by two properties through a
typed thing between (a dryer in a room of the home; three such ways at most); "how many"
counts them. Not where the question says
more than the two nouns and "have", nor where nothing links the two classes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.engine.counted_place import StatedReading
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import is_machinery

#: "Which rooms have a CO2 sensor?", "How many rooms contain a projector?": the two nouns
_HAVE = re.compile(r"^\s*(?P<ask>which|what|how\s+many)\s+(?P<a>[\w-]+(?:\s+[\w-]+)?)\s+"
                   r"(?:have|has|contain|contains|include|includes)\s+(?:an?\s+|any\s+|some\s+)?"
                   r"(?P<b>[\w-]+(?:\s+[\w-]+){0,3})\s*\??\s*$", re.I)


def class_holding(question: str, class_of: Callable[[str], str | None], typed: Callable[[str], str],
                  listing: Callable[[str], list[str]]) -> tuple[StatedReading, str] | None:
    """The query of the things of the first class the question names that have a thing of the
    second (module docstring), with that second class; or None. ``class_of(noun)``: the class a
    noun names; ``typed(cls)``: how a thing of it is asserted; ``listing(query)``: the IRIs of a
    bounded SELECT."""
    m = _HAVE.match(question)
    if m is None:
        return None
    a, b = class_of(m["a"]), class_of(m["b"])
    if a is None or b is None or a == b:
        return None
    things = f"?x {typed(a)} {iri_to_sparql(a)} . ?y {typed(b)} {iri_to_sparql(b)} ."
    out = [iri_to_sparql(p) for p in listing(f"SELECT DISTINCT ?p WHERE {{ {things} ?x ?p ?y . }}") if not is_machinery(p)]
    into = [f"^{iri_to_sparql(p)}" for p in listing(f"SELECT DISTINCT ?p WHERE {{ {things} ?y ?p ?x . }}")
            if not is_machinery(p)]
    ways = out + into or _two_steps(things, listing)
    if not ways:
        return None
    path = ways[0] if len(ways) == 1 else f"({'|'.join(ways)})"
    head = "SELECT (COUNT(DISTINCT ?x) AS ?count)" if m["ask"].lower().startswith("how") else "SELECT DISTINCT ?x"
    return StatedReading(f"{head} WHERE {{ {things} ?x {path} ?y . }}", f"the {m['a']} that have a {m['b']}"), b


def _two_steps(things: str, listing: Callable[[str], list[str]]) -> list[str]:
    """The ways, as paths, from the first class's things to the second's through one typed thing
    between ("Which homes have a tumble dryer?": the dryer in a room of the home), either way
    round at each step; none where more than :data:`_MAX_WAYS` are (nothing says which)."""
    ways = []
    for first in (False, True):
        for second in (False, True):
            step1 = "?m ?p ?x" if first else "?x ?p ?m"
            step2 = "?y ?q ?m" if second else "?m ?q ?y"
            for p in listing(f"SELECT DISTINCT ?p WHERE {{ {things} {step1} . {step2} . ?m a ?c . "
                             f"FILTER(?m != ?x && ?m != ?y) }}")[:_MAX_WAYS + 1]:
                fixed = step1.replace("?p", iri_to_sparql(p))
                for q in listing(f"SELECT DISTINCT ?q WHERE {{ {things} {fixed} . {step2} . ?m a ?c . "
                                 f"FILTER(?m != ?x && ?m != ?y) }}")[:_MAX_WAYS + 1]:
                    ways.append(f"{'^' if first else ''}{iri_to_sparql(p)}/{'^' if second else ''}{iri_to_sparql(q)}")
    return ways if len(ways) <= _MAX_WAYS else []


#: the two-step ways from one class's things to another's read as one answer at most
_MAX_WAYS = 3


__all__ = ["class_holding"]
