"""Listings of what does not: "Which creatures do not speak Common?", "Which mountains have never
been climbed?", "How many papers have no citations?".

The model learned few negated questions on KGs about named things, and reads them as their
positive ("Which creatures speak Common?"). A listing or count of a class the question asks for,
negated by "not", "never", "no", "without" (or "n't"), is read as the things of that class for
which a triple does not exist:

- where the question names a thing after the negation ("do not speak Common"), the property by
  which things of the class reach it, the one that fits the question best: ``FILTER NOT EXISTS
  { ?x p E }``;
- else the property of things of the class (out of them or into them) that the words after the
  negation say ("never been *climbed*", "no *citations*"), by the schema ranker's fit and the
  words its name shares with them: ``FILTER NOT EXISTS { ?x p ?y }``.

It replaces the model's answer only where the model's own graph has no negation (a graph with
``NOT EXISTS`` or ``MINUS`` was read as negated already).
"""

from __future__ import annotations

import re
from collections.abc import Callable


from kgqa.engine.counted_place import StatedReading
from kgqa.kg.labels import LABEL_PROPERTIES
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import singular_words

_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
#: a listing or count: the forms whose answer is things of a class
_LISTING = re.compile(r"^\s*(?:(?:in|from|at|on|for|of|by|with)\s+)?(?:which|what|list|name|give\s+me|show\s+me|"
                      r"how\s+many)\b", re.I)
#: the negation and what follows it: "do not speak Common", "have never been climbed", "has no moons"
_NEGATION = re.compile(r"\b(?:not|never|no|without|lack(?:s|ing)?)\b\s*(?P<rest>.*)$|n't\b\s*(?P<rest2>.*)$", re.I)
#: words after a negation that say nothing of the property ("not been", "no any")
_FILLER = {"be", "been", "being", "was", "were", "is", "are", "ever", "any", "a", "an", "the", "yet", "have", "has",
           "had", "do", "does", "did", "get", "got", "one", "single", "at", "all"}


def negation(question: str) -> str | None:
    """The words after the negation of a negated listing or count ("speak Common" of "Which
    creatures do not speak Common?"), or None for a question that is not one."""
    if not _LISTING.match(question):
        return None
    m = _NEGATION.search(question)
    if m is None:
        return None
    rest = (m["rest"] if m["rest"] is not None else m["rest2"] or "").strip(" ?.!")
    return rest if rest else None


def negated_listing(question: str, cls: str, stated: dict, select: Callable[[str], list | None],
                    best: Callable[[list[str], str], str | None], type_step: str = "a") -> StatedReading | None:
    """The query of a negated listing or count of class ``cls`` (module docstring), or None.
    ``stated``: the entities the question names (``{("ent", iri): name}``); ``select(query)``: a
    bounded SELECT's rows (None on a failure); ``best(props, words)``: the property that fits
    the question and ``words`` best; ``type_step``: how a thing of ``cls`` is asserted."""
    rest = negation(question)
    if rest is None:
        return None
    c = iri_to_sparql(cls)
    typed = f"?x {type_step} {c} ."
    said = [k[1] for k, name in stated.items() if name.lower() in rest.lower() and str(k[1]) != cls]
    if len(said) == 1:
        e = iri_to_sparql(str(said[0]))
        ways = [(str(r[0]), True) for r in select(f"SELECT DISTINCT ?p WHERE {{ {typed} ?x ?p {e} . }}") or []]
        ways += [(str(r[0]), False) for r in select(f"SELECT DISTINCT ?p WHERE {{ {typed} {e} ?p ?x . }}") or []]
        ways = [(p, out) for p, out in ways if p != _TYPE]
        p = best(sorted({p for p, _ in ways}), rest)
        if p is None:
            return None
        out = (p, True) in ways
        step = f"?x {iri_to_sparql(p)} {e}" if out else f"{e} {iri_to_sparql(p)} ?x"
        return _reading(question, typed, step, f"not {rest}")
    if said or len(stated) > 1:
        return None
    words = singular_words(rest) - _FILLER
    if not words:
        return None
    skip = {_TYPE, *LABEL_PROPERTIES}
    outs = {str(r[0]) for r in select(f"SELECT DISTINCT ?p WHERE {{ {typed} ?x ?p ?y . }}") or []} - skip
    ins = {str(r[0]) for r in select(f"SELECT DISTINCT ?p WHERE {{ {typed} ?y ?p ?x . }}") or []} - skip
    p = best(sorted(outs | ins), rest)
    if p is None:
        return None
    step = f"?x {iri_to_sparql(p)} ?y" if p in outs else f"?y {iri_to_sparql(p)} ?x"
    return _reading(question, typed, step, f"not {rest}")


def _reading(question: str, typed: str, step: str, said: str) -> StatedReading:
    body = f"{typed} FILTER NOT EXISTS {{ {step} . }}"
    if re.match(r"^\s*how\s+many\b", question, re.I):
        return StatedReading(f"SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {body} }}", f"how many: {said}")
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {body} }}", said)


def negated_graph(sparql: str | None) -> bool:
    """Is the model's query negated already (``NOT EXISTS``, ``MINUS``)?"""
    return bool(sparql) and bool(re.search(r"\bNOT\s+EXISTS\b|\bMINUS\b", sparql, re.I))


__all__ = ["negated_graph", "negated_listing", "negation"]
