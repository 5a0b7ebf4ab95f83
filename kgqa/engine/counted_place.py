""""How many N are in E?": the things of class N that the KG places in the named entity E.

"How many cities are there in Veldmark?" on a KG that places a city in its region and the region
in its country: the model counts what one property of Veldmark links to (its capital: 1). The
question names a class (N, a class label or its head noun, as "which N" does:
:func:`kgqa.engine.answer_order.asked_class`) and an entity (E, named word for word), and asks
how many things of that class the KG places in E. A thing is placed in what it points to: the KG
says ``?city :locatedIn ?region``, ``?person :bornIn ?city``, not the other way round. So the
paths are read from the things of class N towards E:

- one property, ``?x a N . ?x p E``, when things of class N have one reaching E;
- else two, ``?x a N . ?x p ?m . ?m q E`` (a city in a region in a country), ``p`` chosen among
  what things of class N have, ``q`` among what reaches E from there;
- else a chain, ``?x a N . ?x p ?m . ?m q+ E``: one property ``q`` that places things in things
  at any depth (GeoNames' ``parentFeature``: a city in a region in a country), ``p`` what links
  the things of class N to one of them (a person ``based_near`` a city).

Each choice is the property that fits the question best (the schema ranker's relevance plus the
words of its name the question says: "born in" picks the birth place over the residence). The
answer is ``COUNT(DISTINCT ?x)``; a KG where nothing of class N reaches E has no such reading
(the model's stands). The verb between the noun and "in" may be anything ("are", "are there",
"were born", "are based", "play").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kgqa.candidates.schema import iri_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import singular, singular_words, stem, stems

_HOW_MANY_IN = re.compile(r"^\s*how\s+many\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<verb>(?:[a-z][\w-]*\s+){0,3}?)"
                          r"(?:in|within|inside)\s+(?P<place>.+?)\s*[?.!]*\s*$", re.I)
_THE = re.compile(r"^the\s+", re.I)


@dataclass(frozen=True)
class StatedReading:
    """The query of a question read from its words and the KG, and how it was read."""

    sparql: str
    read_as: str


def parse(question: str) -> tuple[str, str] | None:
    """``(noun, place text)`` of "How many N ... in E?"; None for another question."""
    m = _HOW_MANY_IN.match(question)
    if m is None:
        return None
    words = m["noun"].split()
    # "how many cities are": a plural first word is the noun; "how many football clubs": two
    noun = words[0] if len(words) == 1 or singular(words[0]) != words[0].lower() else m["noun"]
    return noun, _THE.sub("", m["place"])


def count_in_place(question: str, stated: dict, class_of_noun: Callable[[str], str | None],
                   typed: Callable[[str], str], listing: Callable[[str], list[str]],
                   best: Callable[[list[str]], str | None]) -> StatedReading | None:
    """The :class:`StatedReading` of ``question`` (module docstring), or None.

    ``stated``: the entities the question names word for word (``{("ent", iri): name}``,
    :func:`kgqa.engine.yes_no.stated_entities`); ``class_of_noun``: the class a plural noun asks for, or None;
    ``typed(cls)``: how a variable is typed with ``cls`` (``a``, or through the hierarchy);
    ``listing(query)``: the predicates a ``SELECT DISTINCT ?p`` query lists; ``best(props)``: the
    one that fits the question best."""
    parsed = parse(question)
    if parsed is None:
        return None
    noun, place = parsed
    cls = class_of_noun(noun)
    target = named_place(stated, place)
    if cls is None or target is None:
        return None
    e, x = iri_to_sparql(target), f"?x {typed(cls)} {iri_to_sparql(cls)}"
    p = best(listing(f"SELECT DISTINCT ?p WHERE {{ {x} . ?x ?p {e} }}"))
    if p is not None:
        return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {x} . ?x {iri_to_sparql(p)} {e} . }}",
                             f"{noun} {iri_words(p)} {place}")
    found = two_steps(listing, best, f"{x} .", "?x", e, via="?m")
    if found is not None:
        p, q = found
        return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {x} . ?x {iri_to_sparql(p)} ?m . "
                             f"?m {iri_to_sparql(q)} {e} . }}",
                             f"{noun} {iri_words(p)} something {iri_words(q)} {place}")
    found = chain_steps(listing, best, f"{x} .", "?x", e)
    if found is None:
        return None
    p, q = found
    return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {x} . ?x {iri_to_sparql(p)} ?m . "
                         f"?m {iri_to_sparql(q)}+ {e} . }}",
                         f"{noun} {iri_words(p)} something {iri_words(q)}, and so on, {place}")


def two_steps(listing: Callable[[str], list[str]], best: Callable[[list[str]], str | None], pattern: str,
              start: str, end: str, via: str = "?k") -> tuple[str, str] | None:
    """``(p, q)``: two properties from ``start`` (a variable of ``pattern``) through ``via`` to
    ``end`` ("a city in a region in a country"), ``p`` chosen first among what ``start`` has
    that leads on to ``end``, then ``q`` among what leads from there; None where none does."""
    p = best(listing(f"SELECT DISTINCT ?p WHERE {{ {pattern} {start} ?p {via} . FILTER(isIRI({via})) {via} ?q {end} . }}"))
    if p is None:
        return None
    q = best(listing(f"SELECT DISTINCT ?q WHERE {{ {pattern} {start} {iri_to_sparql(p)} {via} . {via} ?q {end} . }}"))
    return None if q is None else (p, q)


_WHICH_IN = re.compile(r"^\s*(?:which|what)\s+(?P<rest>[a-z].+)$", re.I)


def place_listing(question: str, stated: dict, class_of_noun: Callable[[str], str | None],
                  typed: Callable[[str], str], listing: Callable[[str], list[str]],
                  best: Callable[[list[str]], str | None]) -> tuple[str, StatedReading] | None:
    """``(class, reading)`` of "Which N ... in E?" ("Which people live in Estmark?"): the things
    :func:`count_in_place` counts for "How many N ... in E?", listed; None for another question
    or where no path places things of class N in E."""
    m = _WHICH_IN.match(question)
    if m is None:
        return None
    asked = f"How many {m['rest']}"
    parsed = parse(asked)
    cls = class_of_noun(parsed[0]) if parsed is not None else None
    found = count_in_place(asked, stated, class_of_noun, typed, listing, best) if cls is not None else None
    if found is None:
        return None
    return cls, as_listing(found)


def as_listing(counted: StatedReading) -> StatedReading:
    """The things a reading of :func:`count_in_place` counts, listed (``SELECT DISTINCT ?x``)."""
    return StatedReading(counted.sparql.replace("SELECT (COUNT(DISTINCT ?x) AS ?count)", "SELECT DISTINCT ?x", 1),
                         counted.read_as)


def chain_steps(listing: Callable[[str], list[str]], best: Callable[[list[str]], str | None], pattern: str,
                start: str, end: str) -> tuple[str, str] | None:
    """``(p, q)``: a property from ``start`` (a variable of ``pattern``) to a thing that reaches
    ``end`` by one or more steps of one property ``q`` (a person near a city in a region in a
    country, each place in the next by ``parentFeature``). ``q`` is chosen first among the
    properties that reach ``end`` in two steps of their own, then ``p`` among what ``start`` has
    that leads on by ``q``; None where none does."""
    q = best(listing(f"SELECT DISTINCT ?q WHERE {{ ?k ?q {end} . ?j ?q ?k . FILTER(isIRI(?j)) }}"))
    if q is None:
        return None
    p = best(listing(f"SELECT DISTINCT ?p WHERE {{ {pattern} {start} ?p ?m . FILTER(isIRI(?m)) "
                     f"?m {iri_to_sparql(q)}+ {end} . }}"))
    return None if p is None else (p, q)


def named_place(stated: dict, place: str) -> str | None:
    """The stated entity named by exactly the place text (case and spacing aside)."""
    want = " ".join(place.split()).casefold()
    found = {str(key[1]) for key, name in stated.items() if " ".join(str(name).split()).casefold() == want}
    return next(iter(found)) if len(found) == 1 else None



_HOW_MANY_DOES = re.compile(r"^\s*how\s+many\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:does|do|did)\s+(?P<rest>.+?)\s*[?.!]*\s*$", re.I)
_VERB = re.compile(r"^(?:[a-z][\w-]*\s*){1,3}$", re.I)  # "hold", "get", "have", "a year get": words only


def parse_owned(question: str, names: list[str]) -> tuple[str, str, str] | None:
    """``(noun, entity name, verb words)`` of "How many N does E V?" where E is one of
    ``names`` (lower case) opening what follows "does", and V is a few plain words ("hold",
    "have", "visitors a year ... get"); None for another question (a chain, a year, a total)."""
    m = _HOW_MANY_DOES.match(question)
    if m is None:
        return None
    rest = _THE.sub("", m["rest"]).lower()
    for name in sorted(names, key=len, reverse=True):
        if rest.startswith(name + " ") and _VERB.match(rest[len(name):].strip()) and "total" not in rest:
            return m["noun"].lower(), name, rest[len(name):].strip()
    return None


def count_of_entity(question: str, stated: dict, class_of_noun: Callable[[str], str | None],
                    typed: Callable[[str], str], listing: Callable[[str], list[str]],
                    best: Callable[[list[str]], str | None], holds_numbers: Callable[[str], bool],
                    words: Callable[[str], str]) -> StatedReading | None:
    """"How many paintings does the Lindmoor Kunsthal hold?": the things (of class N where the
    noun names one) that the property fitting the question best links to the named entity E, in
    whichever direction the KG stores it (``:heldBy`` from the painting to the museum), counted;
    where that property is E's own and holds numbers ("How many visitors a year does X get?":
    ``:visitorsPerYear``), its value. Arguments as :func:`count_in_place`, and
    ``holds_numbers(p)``: are property ``p``'s values numbers; ``words(p)``: what it says. None
    when the question is not of this form or nothing fits."""
    names = {str(name): str(key[1]) for key, name in stated.items()}
    parsed = parse_owned(question, list(names))
    if parsed is None:
        return None
    noun, name, verb = parsed
    cls = class_of_noun(noun)
    e = iri_to_sparql(names[name])
    kind = f" . ?x {typed(cls)} {iri_to_sparql(cls)}" if cls is not None else ""
    # a count counts things, a number is read: never a date or a name
    out = listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?x{kind} FILTER(isIRI(?x) || isNumeric(?x)) }}")
    into = listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {e}{kind} }}")
    p = best(sorted(set(out) | set(into)))
    if p is None:
        return None
    if p in out and cls is None and holds_numbers(p):
        return StatedReading(f"SELECT ?x WHERE {{ {e} {iri_to_sparql(p)} ?x . }}", f"{name} {iri_words(p)}")
    # stored both ways round: E's values where the noun names the property ("how many advisors
    # did X have": X's advisors), else the things that have E as it ("how many students did X
    # have": those whose advisor X is)
    # "How many employees does X manage?" with ``:manager`` (an agent noun of the verb): X is the
    # manager of the things counted, whatever the noun shares with the property's words
    agent = any(w.endswith(("er", "or")) and {stem(w), stem(w[:-1]), stem(w[:-2])} & stems(verb)
                for w in re.findall(r"[a-z]+", iri_words(p).lower()))  # manager/manage, owner/own, writer/write
    own = p in out and (p not in into or (not agent and bool(singular_words(noun) & singular_words(words(p)))))
    step = f"{e} {iri_to_sparql(p)} ?x" if own else f"?x {iri_to_sparql(p)} {e}"
    return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {step}{kind} . }}",
                         f"{noun} {'of' if own else 'with'} {name} {iri_words(p)}")


__all__ = ["StatedReading", "count_in_place", "count_of_entity", "named_place", "parse", "parse_owned", "two_steps"]
