"""A flag the question names: "Which railway lines are electrified?", "How many routes are
seasonal?", "Is the Coastal Line electrified?".

A flag is a property whose values are all booleans, or yes/no words (:func:`kgqa.engine.flag_ask.flag_properties`).
The model reads "which lines are electrified" as the lines' flag values (``true``, ``false``), and
"is the Coastal Line electrified" by whatever links the line; the question asks for the things
whose flag is true, or whether the named thing's flag is. A flag is named when every word of its
name (its label, else its IRI's words) is said after the question's subject, in any of its forms
("electrified", "orphan drugs" for ``orphan_drug``), and nothing else is said there but small
words: "Which routes are seasonal and longer than 1,000 km?" says more than the flag, and is left
to the model. "not"/"no"/"never" asks for the flag false.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass

from kgqa.engine.counted_place import StatedReading
from kgqa.engine.flag_ask import Flags
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.wordforms import singular, stem, with_synonyms

_LIST = re.compile(r"^\s*(?:which|what|list(?:\s+all)?(?:\s+the)?|show(?:\s+me)?(?:\s+all)?(?:\s+the)?|name|give\s+me"
                   r"(?:\s+all)?(?:\s+the)?)\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
                   r"(?:(?:have|has|had)\s+been|are|is|were|was)\s+(?P<rest>[^?.!]+?)\s*[?.!]*\s*$", re.I)
_COUNT = re.compile(r"^\s*how\s+many\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
                    r"(?:(?:have|has|had)\s+been|are|is|were|was)\s+"
                    r"(?P<rest>[^?.!]+?)\s*[?.!]*\s*$", re.I)
_ASK = re.compile(r"^\s*(?:is|are|was|were)\s+(?P<rest>[^?.!]+?)\s*[?.!]*\s*$", re.I)
_NEGATION = {"not", "no", "never", "non"}
#: words that say nothing beside a flag ("is it currently electrified", "are there any ... that are")
_SMALL = {"a", "an", "the", "currently", "still", "now", "also", "all", "any", "there", "it", "they", "one", "ones",
          "considered", "marked", "flagged", "listed", "as", "being", "both", "longer"}  # "no longer active"


def _forms(word: str) -> set[str]:
    w = word.lower()
    return {w, singular(w), stem(w), stem(singular(w))}


def named_flag(text: str, flags: Collection[str], words_of: Callable[[str], str],
               also_small: Collection[str] = ()) -> tuple[str, bool] | None:
    """``(flag IRI, value asked)`` when ``text`` says one flag's words and nothing else but small
    words (and ``also_small``: "a renewable energy source" says the class) and a negation
    (module docstring); None otherwise, or when two flags fit alike."""
    said = [w for w in re.findall(r"[a-z]+", text.lower().replace("n't", " not"))]
    negated = any(w in _NEGATION for w in said)
    content = [w for w in said if w not in _SMALL and w not in _NEGATION and w not in also_small]
    if not content:
        return None
    fits = []
    for iri in flags:
        name = [w for w in re.findall(r"[a-z]+", words_of(iri).lower()) if w not in ("is", "has", "the", "a")]
        if not name:
            continue
        name_forms = [_forms(w) for w in name]
        if all(any(_forms(c) & f for c in content) for f in name_forms) \
                and all(any(_forms(c) & f for f in name_forms) for c in content):
            fits.append(iri)
    return (fits[0], not negated) if len(fits) == 1 else None


def _literal(flags: Collection[str], flag: str, value: bool) -> str:
    """The flag's value ``value`` as the KG writes it (``"Y"`` for a text flag, else a boolean)."""
    return term_to_sparql(Flags.of(flags).value(flag, value))


def listing_form(question: str) -> tuple[str, str, bool] | None:
    """``(noun, what is said of it, counted)`` of "Which N are ...?" or "How many N are ...?";
    None for another form."""
    m = _COUNT.match(question)
    count = m is not None
    m = m or _LIST.match(question)
    return None if m is None else (m["noun"], m["rest"], count)


def flag_listing(question: str, flags: Collection[str], words_of: Callable[[str], str],
                 class_of_noun: Callable[[str], str | None], typed: Callable[[str], str],
                 kind_of_noun: Callable[[str], str | None] = lambda noun: None) -> StatedReading | None:
    """"Which N are <flag>?" (or "How many N are <flag>?"): the things of class N whose flag has
    the value asked, or of the kind N where no class is (``kind_of_noun(noun)``: the pattern
    binding ``?x`` to the things that link to the entity N names, "anticoagulants"); None for
    another question, an unknown class or kind, or no named flag."""
    form = listing_form(question)
    if form is None or not flags:
        return None
    noun, rest, count = form
    cls = class_of_noun(noun)
    found = named_flag(rest, flags, words_of)
    if found is None:
        return None
    things = f"?x {typed(cls)} {iri_to_sparql(cls)} ." if cls is not None else kind_of_noun(noun)
    if things is None:
        return None
    flag, value = found
    pattern = f"{things} ?x {iri_to_sparql(flag)} {_literal(flags, flag, value)} ."
    head = "(COUNT(DISTINCT ?x) AS ?count)" if count else "DISTINCT ?x"
    return StatedReading(f"SELECT {head} WHERE {{ {pattern} }}",
                         f"{'how many' if count else 'which'} {noun}: {words_of(flag)} {str(value).lower()}")


@dataclass(frozen=True)
class FlagAsk(StatedReading):
    """"Is E <flag>?" read: the ASK, and the ASK of whether E has the flag at all (a KG that
    does not say is not asked this way)."""

    has_flag: str = ""


def flag_ask(question: str, stated: dict, flags: Collection[str], words_of: Callable[[str], str],
             class_words: Collection[str] = ()) -> FlagAsk | None:
    """"Is E <flag>?" for the one entity E the question names: ``ASK { E flag true }`` (false when
    negated); None for another question, more or fewer named entities, or no named flag."""
    m = _ASK.match(question)
    if m is None or len(stated) != 1 or not flags:
        return None
    (_, iri), name = next(iter(stated.items()))
    rest = m["rest"].lower()
    at = rest.find(name)
    if at < 0:
        return None
    before, after = rest[:at], rest[at + len(name):]
    if re.sub(r"\b(?:the|a|an)\b", "", before).strip():
        return None  # "Is the route from PAY to MRB ...": the subject is not the named thing alone
    found = named_flag(re.sub(r"^\s*'s?\b", "", after), flags, words_of, class_words)
    if found is None:
        return None
    flag, value = found
    edge = f"{iri_to_sparql(iri)} {iri_to_sparql(flag)}"
    return FlagAsk(f"ASK {{ {edge} {_literal(flags, flag, value)} }}", f"is {name} {words_of(flag)}: {str(value).lower()}",
                   f"ASK {{ {edge} ?value }}")


# -- events a date says happened ---------------------------------------------------------------
#: "Which power stations have been decommissioned?", "Has X been decommissioned?": a thing has
#: the date of an event (``decomm`` "decommissioning date") exactly when the event happened
_EVENT_LIST = re.compile(r"^\s*(?:which|what|list(?:\s+all)?(?:\s+the)?|show(?:\s+me)?(?:\s+all)?(?:\s+the)?|name)\s+"
                         r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:have|has|had)?\s*(?:been|were|was)\s+"
                         r"(?P<rest>[^?.!]+?)\s*[?.!]*\s*$", re.I)
_EVENT_ASK = re.compile(r"^\s*(?:has|have|had|was|were|is|are|did|does|do)\s+(?P<rest>[^?.!]+?)\s*[?.!]*\s*$", re.I)
#: general English's verbs of a group or a body coming to its end ("Did X split up?"), and the
#: words of the date property that says the end ("activity end", "dissolution date")
_ENDED = re.compile(r"^(?:(?:already|ever|since|now|been)\s+)*(?:split(?:\s+up)?|br(?:oke|oken|eak)\s+up|disband(?:ed)?|"
                    r"dissolved?|shut\s+down|closed?\s+down|wound\s+up|folded|ceased)(?:\s+(?:already|yet|since))?$")
_END_WORDS = frozenset({"end", "ended", "ending", "dissolution", "dissolved", "closure", "closing", "closed", "disbanded"})
_PARTICIPLE = re.compile(r"^(?:(?:already|ever|since|now|been)\s+)*(?P<verb>[a-z]+(?:ed|en|t))(?:\s+(?:already|yet|since))?$", re.I)


def _event_property(rest: str, dated: Collection[str], words_of: Callable[[str], str]) -> str | None:
    """The one dated property whose words say the event the participle ``rest`` names
    ("decommissioned": "decommissioning date", "dissolved": "dissolution date"), or the end a
    verb of ending says ("split up": "activity end"); None for more words or no such property."""
    m = _PARTICIPLE.match(rest.strip().lower())
    own = _own_date(m["verb"], dated, words_of) if m else None
    if own is None and _ENDED.match(rest.strip().lower()):  # "split up": the one date of an end
        ends = [p for p in dated if _END_WORDS & set(re.findall(r"[a-z]+", words_of(p).lower()))]
        return ends[0] if len(ends) == 1 else None
    return own


def _own_date(participle: str, dated: Collection[str], words_of: Callable[[str], str]) -> str | None:
    """The one dated property whose words say the event ``participle`` names, by its stem, a
    synonym's, or a noun of its first six letters ("dissolved": "dissolution date"); None else."""
    verb = stem(participle)
    # a record's verbs are their dates' synonyms ("edited": the modified date)
    verbs = {verb} | {stem(w) for w in with_synonyms({participle})}
    # the event's noun: the verb's stem, or a noun of its first six letters ("dissolved": "dissolution date")
    fits = [p for p in dated if any(stem(w) in verbs or (len(verb) >= 6 and w.startswith(verb[:6]))
                                    for w in re.findall(r"[a-z]+", words_of(p).lower()))]
    return fits[0] if len(fits) == 1 else None


def event_listing(question: str, dated: Collection[str], words_of: Callable[[str], str],
                  class_of_noun: Callable[[str], str | None], typed: Callable[[str], str]) -> StatedReading | None:
    """"Which N have been <participle>?": the things (of class N, where the noun names one) that
    have the date of the event the participle names; None otherwise."""
    m = _EVENT_LIST.match(question)
    if m is None or _NEGATION & set(re.findall(r"[a-z]+", m["rest"].lower())):
        return None
    prop = _event_property(m["rest"], dated, words_of)
    if prop is None:
        return None
    cls = class_of_noun(m["noun"])
    kind = f"?x {typed(cls)} {iri_to_sparql(cls)} . " if cls is not None else ""
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {kind}?x {iri_to_sparql(prop)} ?when . }}",
                         f"which {m['noun']}: with a {words_of(prop)}")


def event_ask(question: str, stated: dict, dated: Collection[str], words_of: Callable[[str], str]) -> FlagAsk | None:
    """"Has E been <participle>?", "Did E split up?": whether the one named entity has the date
    of that event."""
    m = _EVENT_ASK.match(question)
    if m is None or len(stated) != 1:
        return None
    (_, iri), name = next(iter(stated.items()))
    rest = m["rest"].lower()
    at = rest.find(name)
    if at < 0 or re.sub(r"\b(?:the|a|an)\b", "", rest[:at]).strip():
        return None
    prop = _event_property(rest[at + len(name):], dated, words_of)
    if prop is None:
        return None
    ask = f"ASK {{ {iri_to_sparql(iri)} {iri_to_sparql(prop)} ?when }}"
    return FlagAsk(ask, f"has {name} a {words_of(prop)}", "ASK { }")


__all__ = ["FlagAsk", "named_flag", "flag_listing", "flag_ask", "event_listing", "event_ask"]
