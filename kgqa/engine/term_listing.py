"""A term the question says of a class: "Which entities are registered as funds?", "How many
skills are transversal?".

A vocabulary's enumeration (an entity category ``FUND``, a reuse level ``transversal``: an
entity linked from many things by one property, :mod:`kgqa.candidates.value_terms`), or a
status written as text ("obsolete"), is said of
the asked class after its verb, with nothing else but small words ("registered as", "classed
as", "marked"), in its own words or in the plural. The model reads such a question as the
class's things, all of them. Read from the KG instead: the things of the class linked to the
term by the one property that links them; none where two properties do, or the question says
more, or negates ("not", "no longer").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rdflib import Literal

from kgqa.engine.counted_place import StatedReading
from kgqa.engine.flag_reading import FlagAsk, listing_form
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.wordforms import plural, singular

#: words said beside a term that say nothing more than that the thing has it
_SMALL = {"a", "an", "the", "registered", "classed", "classified", "categorised", "categorized", "listed", "marked",
          "flagged", "recorded", "labelled", "labeled", "designated", "considered", "as", "currently", "now", "all"}
_NEGATION = {"not", "no", "never", "non", "longer"}


def said_term(rest: str, terms: list[tuple[Any, str]], noun: str) -> Any | None:
    """The one term of ``terms`` (``(IRI or literal, name)``) that ``rest`` says with nothing else but
    small words and the asked ``noun`` (the name's last word may be in the plural); None where
    none or two do, or ``rest`` negates."""
    words = re.findall(r"[a-z0-9]+", rest.lower().replace("n't", " not"))
    if not words or _NEGATION & set(words):
        return None
    allowed = _SMALL | set(re.findall(r"[a-z0-9]+", noun.lower())) | {singular(w) for w in noun.lower().split()}
    fits = set()
    for iri, name in terms:
        name_words = re.findall(r"[a-z0-9]+", (name or "").lower())
        n = len(name_words)
        if not n:
            continue
        for at in range(len(words) - n + 1):
            span = words[at: at + n]
            if span[:-1] == name_words[:-1] and span[-1] in (name_words[-1], plural(name_words[-1])) \
                    and all(w in allowed for w in words[:at] + words[at + n:]):
                fits.add(iri)
                break
    return fits.pop() if len(fits) == 1 else None


def term_listing(question: str, terms: list[tuple[Any, str]], class_of_noun: Callable[[str], str | None],
                 typed: Callable[[str], str], listing: Callable[[str], list[str]],
                 kind_of_noun: Callable[[str], str | None] = lambda noun: None) -> StatedReading | None:
    """"Which N are <term>?" (or "How many N are <term>?"): the things of class N linked to the
    term (module docstring), or of the kind N where no class is (``kind_of_noun(noun)``: the
    pattern binding ``?x`` to the things linking to the entity N names, "Which anticoagulants have
    been withdrawn?"); None for another question, an unknown class or kind, no said term, or not
    exactly one property between those things and the term. ``listing(query)``: the first
    column of a bounded SELECT."""
    form = listing_form(question)
    if form is None:
        return None
    noun, rest, count = form
    cls = class_of_noun(noun)
    things = f"?x {typed(cls)} {iri_to_sparql(cls)} ." if cls is not None else kind_of_noun(noun)
    term = said_term(rest, terms, noun) if things is not None else None
    if term is None:
        return None
    t = term_to_sparql(term) if isinstance(term, Literal) else iri_to_sparql(str(term))
    props = listing(f"SELECT DISTINCT ?p WHERE {{ {things} ?x ?p {t} . }}")
    if len(props) != 1:
        return None
    pattern = f"{things} ?x {iri_to_sparql(props[0])} {t} ."
    head = "(COUNT(DISTINCT ?x) AS ?count)" if count else "DISTINCT ?x"
    name = dict(terms)[term]
    return StatedReading(f"SELECT {head} WHERE {{ {pattern} }}", f"{'how many' if count else 'which'} {noun}: {name}")


_ASK = re.compile(r"^\s*(?:is|are|was|were)\s+(?P<rest>[^?.!]+?)\s*[?.!]*\s*$", re.I)


def term_ask(question: str, stated: dict, terms: list[tuple[Any, str]], class_words: str,
             listing: Callable[[str], list[str]]) -> FlagAsk | None:
    """"Is computer operator an obsolete occupation?", "Is SQL classed as knowledge?": whether
    the named thing has the term the question says after it (with nothing else but small words
    and the words of a class, ``class_words``), by the one property that holds that term in
    the KG; with the ASK of whether the thing has that property at all. None for another form,
    no such term, or a term held by two properties."""
    m = _ASK.match(question)
    if m is None:
        return None
    rest = m["rest"].lower()
    subject = [(key, name) for key, name in stated.items()
               if re.match(rf"(?:(?:the|a|an)\s+)?{re.escape(str(name))}\b", rest)]
    if len(subject) != 1:
        return None
    (key, name), = subject
    after = re.sub(rf"^(?:(?:the|a|an)\s+)?{re.escape(str(name))}\b", "", rest)
    term = said_term(after, [(t, n) for t, n in terms if str(t) != str(key[1])], class_words)
    if term is None:
        return None
    t = term_to_sparql(term) if isinstance(term, Literal) else iri_to_sparql(str(term))
    props = listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {t} . }}")
    if len(props) != 1:
        return None
    e, p = iri_to_sparql(str(key[1])), iri_to_sparql(props[0])
    return FlagAsk(f"ASK {{ {e} {p} {t} . }}", f"{name} has {dict(terms)[term]}", has_flag=f"ASK {{ {e} {p} ?any . }}")


__all__ = ["said_term", "term_ask", "term_listing"]
