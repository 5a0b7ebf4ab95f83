"""General-English word forms for verbalising a KG's own names: plurals, articles, possessives,
ordinals, verb readings of relation names and the adjectives of a measure.

Nothing here knows a dataset: the words come from the KG's labels (or IRI local names), and the
small tables below are ordinary English (irregular plurals, "birth" -> "born", "age" ->
"oldest"/"youngest").
"""

from __future__ import annotations

import re

from kgqa.kg.labels import split_identifier
from kgqa.wordforms import plural as _plural
from kgqa.wordforms import PERSON_NOUNS, singular  # noqa: F401 - one word form, shared with the engine

_VOWEL_SOUND = re.compile(r"^(?:[aeio]|u(?!ni|se|su|ro|ra|ti)|hour|honou?r|heir)", re.IGNORECASE)

#: Head nouns of a measure whose comparative and superlative English has its own adjectives:
#: (larger comparative, smaller comparative, largest, smallest).
_MEASURE_ADJECTIVES = {
    "age": ("older", "younger", "oldest", "youngest"),
    "height": ("taller", "shorter", "tallest", "shortest"),
    "weight": ("heavier", "lighter", "heaviest", "lightest"),
    "price": ("more expensive", "cheaper", "most expensive", "cheapest"),
    "cost": ("more expensive", "cheaper", "most expensive", "cheapest"),
    "size": ("larger", "smaller", "largest", "smallest"),
    "area": ("larger", "smaller", "largest", "smallest"),
    "length": ("longer", "shorter", "longest", "shortest"),
    "speed": ("faster", "slower", "fastest", "slowest"),
    "population": ("more populous", "less populous", "most populous", "least populous"),
}
#: Event nouns whose relation names have a verb reading: "birth place" -> "where was X born".
_EVENT_VERBS = {"birth": ("was", "born"), "death": ("did", "die"), "founding": ("was", "founded"),
                "foundation": ("was", "founded"), "release": ("was", "released"),
                "creation": ("was", "created"), "publication": ("was", "published")}
_PLACE_HEADS = {"place", "location", "city", "country", "town"}
_TIME_HEADS = {"date", "year", "time", "day"}
_PREPOSITIONS = {"in", "of", "by", "at", "on", "for", "from", "to", "with"}
# words that open a relation's name without saying what it is: ``has_father``, ``isPartOf``,
# ``inCountry`` say "father", "part of", "country"
_NAME_OPENERS = {"has", "have", "is", "in"}
# Common English verbs that name a relation on their own (``speaks``, ``owns``): without a
# preposition a one-word name ending in "s" reads as a plural noun (``languages``), so only these
# are read as verbs. Third person -> base form.
_BARE_VERBS = {v: v[:-2] if v.endswith(("shes", "ches", "sses", "xes")) else v[:-1] for v in """
    speaks owns contains includes employs produces manages supervises supplies teaches knows likes
    loves follows uses requires borders hosts holds sells buys makes writes directs plays leads runs
    serves treats visits attends funds publishes sponsors builds designs operates controls wears
    eats drinks hunts fears guards rules governs trains coaches mentors""".split()
    if v.endswith("s")}
_BARE_VERBS["supplies"] = "supply"

ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh",
            8: "eighth", 9: "ninth", 10: "tenth"}


# a flag column's name opens with a verb ("is venomous", "can fly"): it has no plural
_FLAG_OPENERS = frozenset("is are was were can could has have had does did".split())


def plural(noun: str) -> str:
    """The plural of a class or column noun (:func:`kgqa.wordforms.plural`); a flag's name as it
    is (never "is venomouses", "can flies")."""
    words = noun.split()
    return noun if words and words[0] in _FLAG_OPENERS else _plural(noun)


def article(noun: str) -> str:
    return ("an " if _VOWEL_SOUND.match(noun) else "a ") + noun


def possessive(text: str) -> str:
    """``Anna`` -> ``Anna's``; ``the students`` -> ``the students'``."""
    return text + ("'" if text.endswith("s") and not text.endswith("ss") else "'s")


def ordinal(n: int, style: int = 0) -> str:
    """``2`` -> ``second`` or ``2nd`` (style 1)."""
    if style == 0 and n in ORDINALS:
        return ORDINALS[n]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def identifier_words(text: str) -> str:
    """An identifier or a label as lower-case words (``table#column`` and camelCase split)."""
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in split_identifier(text))


def is_personal(noun: str | None) -> bool:
    """Whether a class noun names people (so "who" reads better than "which")."""
    return bool(noun) and singular(noun.split()[-1].lower()) in PERSON_NOUNS


def head_word(phrase: str) -> str:
    return phrase.split()[-1] if phrase else ""


def measure_adjectives(prop: str) -> tuple[str, str, str, str]:
    """(more, less, most, least) for a measure named ``prop``: its own adjectives when its head
    noun has them (``age`` -> older, younger, oldest, youngest), else ``higher <prop>`` forms."""
    head = singular(head_word(prop))
    if head in _MEASURE_ADJECTIVES:
        return _MEASURE_ADJECTIVES[head]
    return (f"a higher {prop}", f"a lower {prop}", f"the highest {prop}", f"the lowest {prop}")


def event_reading(prop: str) -> tuple[str, str, str] | None:
    """``birth place`` -> ("where", "was", "born"); ``death date`` -> ("when", "did", "die"):
    a relation name that is an event noun and a place or time head reads as a verb question."""
    words = prop.split()
    if len(words) < 2:
        return None
    head = words[-1]
    wh = "where" if head in _PLACE_HEADS else "when" if head in _TIME_HEADS else None
    event = next((w for w in words[:-1] if w in _EVENT_VERBS), None)
    if wh is None or event is None:
        return None
    aux, verb = _EVENT_VERBS[event]
    return wh, aux, verb


def passive_reading(prop: str) -> tuple[str, str] | None:
    """``located in`` -> ("located", "in"), ``directed by`` -> ("directed", "by"): a participle
    and a preposition read as "what is X located in" / "who is X directed by"."""
    words = prop.split()
    if len(words) == 2 and words[1] in _PREPOSITIONS and (words[0].endswith("ed") or words[0] in {"born", "written", "known", "made"}):
        return words[0], words[1]
    return None


def verb_reading(prop: str) -> tuple[str, str, str] | None:
    """``lives in`` -> ("live", "lives", "in"), ``works for`` -> ("work", "works", "for"): a
    relation named by a present-tense verb and a preposition (``livesIn``); ``speaks`` -> ("speak",
    "speaks", ""): one of the common English verbs a relation is named by alone."""
    words = prop.split()
    if len(words) == 1 and words[0] in _BARE_VERBS:
        return _BARE_VERBS[words[0]], words[0], ""
    if len(words) == 2 and words[1] in _PREPOSITIONS and len(words[0]) > 3 and words[0].endswith("s") \
            and not words[0].endswith(("ss", "us", "is")):
        third = words[0]
        base = third[:-2] if third.endswith(("shes", "ches", "xes", "sses")) else third[:-1]
        return base, third, words[1]
    return None


def without_opener(words: str) -> str:
    """``has father`` -> ``father``, ``is part of`` -> ``part of``, ``in country`` -> ``country``:
    a relation's name without the verb or preposition that opens it (a question says "X's
    father", not "X's has father"). A one-word name is kept."""
    ws = words.split()
    if len(ws) >= 2 and ws[0] in _NAME_OPENERS and ws[1] not in _PREPOSITIONS:
        return " ".join(ws[1:])
    return words


def of_noun(prop: str) -> str | None:
    """``citizen of`` -> ``citizen``, ``child of`` -> ``child``, ``part of`` -> ``part``: a
    relation named by a noun and "of", where the subject is that noun *of* the object ("A
    citizen_of B": A is a citizen of B). A participle before "of" (``made of``) is not a noun."""
    words = prop.split()
    if 2 <= len(words) <= 3 and words[-1] == "of" and not passive_reading(prop) \
            and not any(w in _PREPOSITIONS or w.endswith("ed") for w in words[:-1]):
        return " ".join(words[:-1])
    return None


def place_participle(prop: str) -> tuple[str, str] | None:
    """``born in`` -> ("was", "born"), ``located in`` -> ("is", "located"): a participle and
    "in"/"at" that also read as a where-question ("where was X born", "where is X located")."""
    pv = passive_reading(prop)
    if pv and pv[1] in ("in", "at"):
        return ("was" if pv[0] in {"born", "founded", "created", "built", "buried", "made", "written"} else "is"), pv[0]
    return None
