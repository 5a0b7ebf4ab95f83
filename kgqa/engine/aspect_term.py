"""The text of the aspect a term names: "What is the plural of mouse?".

A dictionary in OntoLex-Lemon (DBnary's shape) keeps a word's inflected forms on form nodes of its
entry, each told apart by a term it holds (``lexinfo:number lexinfo:plural``, ``lexinfo:tense
lexinfo:past``) and written by a text (``ontolex:writtenRep "mice"``). The question names the
term ("the plural", "the past tense"), not the property; no one property of the entry reaches
the text. Where the question asks "What is the N of X?" (or "X's N") about one named thing (or
several of one name: a word's entries), and an aspect of it (:mod:`kgqa.candidates.aspects`)
holds a term whose name (with its property's: "tense" "past") says every word of N, the answer
is that aspect's text: the literal property of it that fits the question best.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.candidates.aspects import entity_aspects
from kgqa.candidates.schema import iri_words
from kgqa.engine.counted_place import StatedReading
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import singular_words, with_synonyms

#: words of the property that writes an aspect's text, where the question says none
_WRITTEN = frozenset({"written", "form", "text", "spelling", "label", "name", "value"})
#: "What is the plural of mouse?", "whats the past tense of run", "what is mouse's plural"
_OF = re.compile(r"^\s*what(?:\s+is|\s+are|'s|’s|s)\s+the\s+(?P<noun>[a-z][a-z\s-]*?)\s+(?:of|for)\s+", re.I)
_POSSESSIVE = re.compile(r"^\s*what(?:\s+is|\s+are|'s|’s|s)\s+.+?\s*(?:'s|’s)\s+(?P<noun>[a-z][a-z\s-]*?)\s*\??$",
                         re.I)


def asked_noun(question: str) -> set[str] | None:
    """The words of the N of "What is the N of X?" or "What is X's N?" (singular), or None."""
    m = _OF.match(question) or _POSSESSIVE.match(question)
    return singular_words(m["noun"]) if m else None


def aspect_term(question: str, things: list[str], kg, best: Callable[[list[str]], str | None]) -> StatedReading | None:
    """The query of the text of the aspect of ``things`` (the IRIs of one name) that holds the
    term the question names (module docstring); None where the question is not of that form or
    no aspect holds such a term. ``best(props)``: the literal property that fits the question."""
    noun = asked_noun(question)
    if not noun or not things:
        return None
    found: dict[str, tuple[str, ...]] = {}  # "path|property|term" -> the path, the property, the term
    for thing in things:
        for aspect in entity_aspects(kg, thing):
            steps = "/".join(iri_to_sparql(p) for p in aspect.path)
            for q, term in kg.select(f"SELECT DISTINCT ?q ?t WHERE {{ {iri_to_sparql(thing)} {steps} ?n . ?n ?q ?t . "
                                     f"FILTER(isIRI(?t)) }}").rows:
                said = singular_words(f"{iri_words(str(term))} {iri_words(str(q))}")
                if noun <= said and noun & singular_words(iri_words(str(term))):
                    found[f"{aspect.path}|{q}|{term}"] = (*aspect.path, str(q), str(term))
    if len({way[-2:] for way in found.values()}) != 1:
        return None  # no aspect holds such a term, or two different terms fit
    values = " ".join(iri_to_sparql(t) for t in things)
    ways = sorted(found.values())
    branches = " UNION ".join(
        f"{{ ?e {'/'.join(iri_to_sparql(p) for p in way[:-2])} ?n . "
        f"?n {iri_to_sparql(way[-2])} {iri_to_sparql(way[-1])} . }}"
        for way in ways)
    nodes = f"VALUES ?e {{ {values} }} {branches}"
    texts = [str(p) for (p,) in
             kg.select(f"SELECT DISTINCT ?p WHERE {{ {nodes} ?n ?p ?x . FILTER(isLiteral(?x)) }}").rows]
    said = with_synonyms(singular_words(question) - noun)
    words = {t: singular_words(iri_words(t)) for t in texts}
    # the text the question says ("pronounced": the phonetic one), else the written one
    p = best([t for t in texts if words[t] & said] or [t for t in texts if words[t] & _WRITTEN] or texts)
    if p is None:
        return None
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {nodes} ?n {iri_to_sparql(p)} ?x . }}",
                         f"the {iri_words(p).lower()} of the aspect that is {iri_words(ways[0][-1]).lower()}")


__all__ = ["asked_noun", "aspect_term"]
