"""The values a yes/no question states beside the entity it names, for :mod:`kgqa.engine.stated_pair`.

"Is NCT05166203 phase 2?" states "Phase 2", not also the "2" inside it; "Is Serrat Air's callsign
SERRAT?" states "SERRAT" though the airline's own name holds the word; "Is Varnby Airport's IATA
code VRN?" states "VRN", which no value of the KG is (the question is false, and says so only
if the code is read at all). A question that names a thing by its code (a second name,
:mod:`kgqa.candidates.key_names`) may ask about the code itself: "Is EXKL the ICAO code of
Kaldrun International Airport?" names the airport twice, "Is EXVB the ICAO code of ...?" names
another airport by its code; both ask for Kaldrun's code (:func:`codes_as_values`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rdflib import Literal

from kgqa.candidates.key_names import looks_like_code
from kgqa.models.slots import value_identity
from kgqa.wordforms import phrase_spans

#: a code the question ends with ("... IATA code VRN?"), in capitals or with digits
_LAST_WORD = re.compile(r"(?P<code>[A-Za-z0-9][A-Za-z0-9._/-]*)\s*[?.!]*\s*$")


def pair_values(question: str, candidates: Iterable, stated: set, named: dict) -> list[Literal]:
    """The literals among the Val ``candidates`` that ``question`` states (``stated``: their
    identities, :func:`kgqa.engine.yes_no.stated_values`), one per stated value, leaving out a
    value said only inside an entity's name (``named``: ``{key: name}``) or only inside a longer
    stated value; and a code the question ends with that no candidate is."""
    text = question.lower()
    name_spans = [span for name in named.values() for span in phrase_spans(name, text)]
    values, seen = [], set()
    for v in candidates:
        key = value_identity(v) if isinstance(v, Literal) else None
        if key not in stated or key in seen:
            continue  # one literal per stated value (60: integer and year)
        spans = phrase_spans(str(v).strip().lower(), text)
        if all(_inside(span, name_spans) for span in spans):
            continue  # an entity's own name ("Pavlova Ltd", "Pavlova"), not a second thing
        seen.add(key)
        values.append(v)
    # "phase 2" is one value: the number said only inside it is not a second one
    spans = [phrase_spans(str(v).strip().lower(), text) for v in values]
    longer = [span for found in spans for span in found]
    values = [v for v, found in zip(values, spans)
              if not all(_inside(span, [x for x in longer if x != span]) for span in found)]
    last = _LAST_WORD.search(question)
    if not values and last and looks_like_code(last["code"]) and last["code"].upper() == last["code"] \
            and not _inside((last.start("code"), last.end("code")), name_spans):
        values.append(Literal(last["code"]))
    return values


def codes_as_values(question: str, named: dict, values: list,
                    names_of: Callable[[str], list[str]]) -> list[tuple[dict, list]]:
    """Other readings of ``(named, values)``, to try when the first reads nothing: an entity
    the question names by a code, as the code's value ("Is EXVB the ICAO code of Kaldrun
    International Airport?", where EXVB is another airport's code: the question is about
    Kaldrun's code). Where that entity is the only one named, it stays named by another of its
    names the question says ("Is EXKL the ICAO code of Kaldrun International Airport?", one
    airport named twice); ``names_of(iri)``: an entity's text values in the KG."""
    if values or not 1 <= len(named) <= 2:
        return []
    text = question.lower()
    out = []
    for key, name in named.items():
        spans = phrase_spans(name.lower(), text)
        code = question[spans[0][0]:spans[0][1]] if spans else ""  # as written: the name is lower-cased
        if not looks_like_code(code):
            continue
        others = {k: n for k, n in named.items() if k != key}
        if not others:
            said = [o.strip().lower() for o in sorted(names_of(str(key[1])), key=len, reverse=True)
                    if o.strip() and not looks_like_code(o.strip())
                    and any(not _inside(span, spans) for span in phrase_spans(o.strip().lower(), text))]
            if not said:
                continue
            others = {key: said[0]}
        out.append((others, [Literal(code)]))
    return out


def _inside(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(s <= span[0] and span[1] <= e for s, e in spans)
