"""A few questions a KG can answer, written from its onboarded schema: what the web page
offers a user who does not yet know what the KG holds.

Templates over the schema's readable labels, one per kind of question the engine answers
(counting a class, a superlative over a numeric property, a lookup by a known value, a yes/no
question), each filled with the most used class and properties so they read like the KG's
own subject matter. Deterministic: the same schema gives the same questions.

A lookup is phrased by what the relation's words are, in general English (no word lists of a
dataset): a verb phrase ending in a preposition is used as one ("located in" -> "Which stadiums
are located in Glasgow?", "lives in" -> "Which people live in Paris?"), a place noun reads as
"located in" ("location") or as its event ("birth place" -> "born in"), and any other noun
as what the thing has ("country" -> "Which singers have France as their country?").
"""

from __future__ import annotations

import re

from kgqa.wordforms import EVENT_PARTICIPLES, singular

from .schema import SchemaIndex, SchemaItem
from .values import ValueIndex, is_numeric_datatype


#: Words of a numeric property that is an identifier or a code, not a quantity to compare.
_KEYISH = {"id", "code", "number", "no", "key", "zip", "phone"}
#: Strings a KG uses for "no value".
_NO_VALUE = {"null", "none", "n/a", "na", "unknown", "nan"}


_MASS_NOUNS = {"data", "information", "info", "equipment", "staff", "personnel", "news", "series", "species"}
#: Irregular plurals of general English (singular -> plural).
_IRREGULAR = {"person": "people", "child": "children", "man": "men", "woman": "women"}
#: English prepositions: a relation named by words ending in one is a verb or participle phrase.
_PREPOSITIONS = {"in", "of", "by", "at", "on", "for", "from", "to", "with", "into", "as", "near", "under", "about"}
#: Nouns for where something is: a relation so named reads "located in".
_PLACE_NOUNS = {"location", "place", "site"}
#: Nouns for when something happened, and their preposition: "birth date" reads "born on".
_TIME_NOUNS = {"date": "on", "day": "on", "year": "in"}
#: A measure's own superlative ("the oldest" rather than "the highest age").
_SUPERLATIVES = {"age": "oldest", "height": "tallest", "length": "longest", "weight": "heaviest",
                 "size": "largest", "area": "largest", "price": "most expensive", "cost": "most expensive"}


def _is_key(words: str) -> bool:
    last = words.split()[-1] if words.split() else ""
    return bool(_KEYISH & set(words.split())) or last.endswith("id")


def _head(words: list[str]) -> int:
    """The index of a noun phrase's head: the word before a preposition, else the last word."""
    return next((i - 1 for i, w in enumerate(words) if i and w in _PREPOSITIONS), len(words) - 1)


def singular_noun(noun: str) -> str:
    """A class label in the singular (``flights`` -> ``flight``, ``people`` -> ``person``); a
    label that is singular already, or a mass noun, as it is."""
    words = noun.split()
    if not words:
        return noun
    i = _head(words)
    head = words[i]
    plurals = {p: s for s, p in _IRREGULAR.items()}
    if head in plurals:
        words[i] = plurals[head]
    elif head not in _MASS_NOUNS:
        one = singular(head)
        if one != head and plural(one) == head:
            words[i] = one
    return " ".join(words)


def plural(noun: str) -> str:
    """English plural of a label's head word (good enough for prompts, not for grammar books):
    its last word, or the word before a preposition (``singer in concert`` -> ``singers in concert``)."""
    words = noun.split()
    if not words:
        return noun
    head = _head(words)
    last = words[head]
    if last in _IRREGULAR or last in _IRREGULAR.values():
        last = _IRREGULAR.get(last, last)
    elif last.endswith(("ss", "x", "ch", "sh")):
        last += "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    elif last.endswith("s") or last in _MASS_NOUNS:
        pass  # a table named in the plural already ("car names"), or "data"
    else:
        last += "s"
    words[head] = last
    return " ".join(words)


def _verb_phrase(what: str) -> tuple[str, str] | None:
    """``(plural form, singular form)`` of a relation's words read as a verb phrase, for "Which
    stadiums <plural> X?" and "Is there any stadium that <singular> X?"; None for a noun.

    ``located in`` -> ("are located in", "is located in"); ``is part of`` -> ("are part of", ...);
    ``lives in`` -> ("live in", "lives in"); ``location`` -> ("are located in", ...);
    ``birth place`` -> ("were born in", "was born in")."""
    words = what.split()
    if not words:
        return None
    if words[0] in ("is", "was", "are", "were") and len(words) > 1:
        words = words[1:]
        return f"are {' '.join(words)}", f"is {' '.join(words)}"
    if words[-1] in _PREPOSITIONS and len(words) > 1:
        first = words[0]
        if len(words) == 2 and len(first) > 3 and first.endswith("s") and not first.endswith(("ss", "us", "is")):
            base = first[:-2] if first.endswith(("shes", "ches", "xes", "sses")) else first[:-1]
            return f"{base} {words[1]}", what  # a present-tense verb: "lives in"
        return f"are {what}", f"is {what}"  # a participle or noun phrase: "located in", "member of"
    if words[-1] in _PLACE_NOUNS or words[-1] in _TIME_NOUNS:
        prep = _TIME_NOUNS.get(words[-1], "in")
        event = next((EVENT_PARTICIPLES[w] for w in words[:-1] if w in EVENT_PARTICIPLES), None)
        if event:
            return f"were {event} {prep}", f"was {event} {prep}"
        if len(words) == 1 and words[0] in _PLACE_NOUNS:
            return "are located in", "is located in"
    return None


def _has_noun(what: str) -> str:
    """The noun of a relation named ``has X`` (``has author`` -> ``author``)."""
    words = what.split()
    return " ".join(words[1:]) if len(words) > 1 and words[0] in ("has", "have", "had") else what


def example_questions(schema: SchemaIndex, values: ValueIndex | None = None, k: int = 4) -> list[str]:
    """Up to ``k`` example questions for the KG of ``schema`` (and ``values``, for lookups)."""
    props = sorted(schema.properties.values(), key=lambda p: (-p.count, p.iri))
    out: list[str] = []
    by_class = _properties_by_class(schema, props)
    for cls_iri, cls_props in by_class:
        noun = singular_noun(schema.classes[cls_iri].label)
        out.append(f"How many {plural(noun)} are there?")
        numeric = [p for p in cls_props if any(is_numeric_datatype(d) for d in p.literal_datatypes)
                   and not _is_key(p.local or p.label)]
        if numeric:
            measure = numeric[0].local or numeric[0].label
            superlative = _SUPERLATIVES.get(measure)
            if superlative:
                out.append(f"Which {noun} is the {superlative}?")
            elif measure.split()[0].endswith("est"):  # "highest position" is a superlative already
                out.append(f"Which {noun} has the {measure}?")
            else:
                out.append(f"Which {noun} has the highest {measure}?")
        value = _a_value(values, cls_props)
        if value is not None:
            prop, text = value
            what = prop.local or prop.label
            verb = _verb_phrase(what)
            if verb is not None:
                out.append(f"Which {plural(noun)} {verb[0]} {text}?")
                out.append(f"Is there any {noun} that {verb[1]} {text}?")
            else:
                what = _has_noun(what)
                out.append(f"Which {plural(noun)} have {text} as their {what}?")
                out.append(f"Is there any {noun} whose {what} is {text}?")
        if len(out) >= k:
            break
    return out[:k]


def _properties_by_class(schema: SchemaIndex, props: list[SchemaItem]) -> list[tuple[str, list[SchemaItem]]]:
    """Classes with the properties observed on them, the most used class first."""
    grouped: dict[str, list[SchemaItem]] = {}
    for p in props:
        if p.domains:
            dom = max(p.domains, key=p.domains.get)
            if dom in schema.classes:
                grouped.setdefault(dom, []).append(p)
    return sorted(grouped.items(), key=lambda kv: (-sum(p.count for p in kv[1]), kv[0]))


def _a_value(values: ValueIndex | None, props: list[SchemaItem]) -> tuple[SchemaItem, str] | None:
    """A short string value of one of ``props`` (a name-like value reads best)."""
    if values is None:
        return None
    wanted = {p.iri: p for p in props if not p.is_link}
    for v in values.values:
        if v.datatype is not None and (is_numeric_datatype(v.datatype) or v.datatype.endswith("#boolean")):
            continue
        # a name-like value: a word of letters in it (not a code or a timestamp's "T")
        if 2 < len(v.text) <= 30 and re.search(r"[^\W\d_]{2}", v.text) and v.text.casefold() not in _NO_VALUE:
            for p in v.properties:
                if p in wanted:
                    return wanted[p], v.text
    return None
