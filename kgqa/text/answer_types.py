"""The type of answer a question expects, as spaCy entity labels (no model, no training).

A reader that knows "when" wants a DATE and "the director of" wants a PERSON can discard
most spans of a passage before it scores any. The type comes from, in order:

1. a leading "when" / "where" / "how many" (DATE / GPE-LOC-FAC / CARDINAL), whatever follows;
2. the relation noun the question asks for ("the *place of birth* of", "*which country*",
   "X's *spouse*"), which is more specific than the wh-word ("who is the *publisher*" wants an
   ORG, not a PERSON);
3. the wh-word elsewhere ("when" -> DATE, "where" -> GPE/LOC/FAC, "who" -> PERSON/ORG/NORP,
   "how many" -> CARDINAL);
4. yes/no questions ("Are both ...", "Is X ...") -> ``YESNO``.

An unknown type is the empty set: every candidate span is then type-neutral.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PERSON = frozenset({"PERSON"})
PLACE = frozenset({"GPE", "LOC", "FAC"})
DATE = frozenset({"DATE"})
ORG = frozenset({"ORG"})
NUMBER = frozenset({"CARDINAL", "QUANTITY", "MONEY", "PERCENT"})
NATIONALITY = frozenset({"NORP", "GPE"})
LANGUAGE = frozenset({"LANGUAGE", "NORP"})
WORK = frozenset({"WORK_OF_ART", "ORG", "EVENT", "PRODUCT"})
YESNO = "YESNO"

# Relation nouns and verbs, most specific first; each key is matched as a whole phrase.
_RELATION_TYPES: tuple[tuple[str, frozenset[str]], ...] = (
    ("date of birth|date of death|birth date|death date|publication date|release date|inception|"
     "year|date|birthday|founded|established|born|died|released|published|formed|began|started|ended|"
     "start time|end time|point in time", DATE),
    ("place of birth|place of death|place of burial|birthplace|country of origin|"
     "country|city|town|state|county|province|region|continent|capital|headquarters location|"
     "headquarters|location|located|seat|place|island|river|mouth of the watercourse|body of water",
     PLACE),
    ("country of citizenship|nationality|citizenship|ethnicity|religion", NATIONALITY),
    ("language|languages", LANGUAGE),
    ("population|number|how many|how much|amount|height|length|area|age|size|count|total", NUMBER),
    ("team|company|record label|label|university|college|school|educated at|employer|party|"
     "political party|publisher|manufacturer|network|broadcaster|organization|organisation|"
     "band|club|league|owner|owned by|developer|distributor|production company|member of", ORG),
    ("director|father|mother|spouse|wife|husband|son|daughter|child|children|sibling|brother|sister|"
     "performer|singer|composer|author|writer|founder|producer|screenwriter|editor|cast member|actor|"
     "actress|creator|grandfather|grandmother|grandson|granddaughter|uncle|aunt|nephew|niece|cousin|"
     "father-in-law|mother-in-law|son-in-law|daughter-in-law|stepfather|stepmother|player|president|"
     "king|queen|leader|head of state|head of government|ceo|chairman|coach|manager|artist|painter|"
     "architect|designer|inventor|discoverer|lyricist|narrator|presenter|host|voice|played|plays|"
     "portrayed|starred|sang|wrote|directed|composed|invented|founded by|who", PERSON),
    ("album|song|film|movie|book|novel|show|series|single|game|work|award|prize", WORK),
)
_RELATION_RES = tuple((re.compile(r"\b(?:" + words + r")\b", re.I), labels) for words, labels in _RELATION_TYPES)

_WH_TYPES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\bhow (?:many|much|old|long|tall|far|big|large)\b", re.I), NUMBER),
    (re.compile(r"\b(?:when|what year|which year|what date)\b", re.I), DATE),
    (re.compile(r"\bwhere\b", re.I), PLACE),
    (re.compile(r"\b(?:who|whom|whose)\b", re.I), PERSON | ORG | {"NORP"}),
)
_NATIONALITY_RE = re.compile(r"\b(?:country of citizenship|nationality|citizenship)\b", re.I)
_YESNO_RE = re.compile(r"^\s*(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would)\b", re.I)
# "the X of", "X's Y", "which X", "what X": the phrase naming what is asked for.
_FOCUS_RES = (
    re.compile(r"\b(?:what|which)\s+(?:is|was|are|were)\s+the\s+(.+?)\s+(?:of|for|in|that|who|which|where)\b", re.I),
    re.compile(r"\b(?:what|which)\s+([a-z-]+(?:\s+[a-z-]+)?)\b", re.I),
    re.compile(r"'s\s+([a-z-]+(?:\s+[a-z-]+)?)", re.I),
    re.compile(r"\bthe\s+([a-z-]+(?:\s+[a-z-]+){0,2})\s+of\b", re.I),
)


@dataclass(frozen=True)
class AnswerType:
    """Entity labels an answer should carry (empty: unknown) and where that came from."""

    labels: frozenset[str]
    source: str  # "relation: <phrase>", "wh-word", "yes/no" or "unknown"

    @property
    def yes_no(self) -> bool:
        return YESNO in self.labels

    def matches(self, label: str | None) -> bool | None:
        """True/False when the type is known and the span has a label; None otherwise."""
        if not self.labels or label is None:
            return None
        return label in self.labels


def expected_type(question: str) -> AnswerType:
    """The answer type of ``question`` (see the module docstring for the rules)."""
    q = " ".join(question.split())
    if _YESNO_RE.match(q) and not re.search(r"\b(?:or)\b.*\?\s*$", q):
        return AnswerType(frozenset({YESNO}), "yes/no")
    # "the country of citizenship of X" reads "an Italian director" as well as "Italy": the
    # phrase decides before its head noun "country" (a place) does.
    if _NATIONALITY_RE.search(q):
        return AnswerType(NATIONALITY, "relation: nationality")
    # "Where did X's father die?": a leading when/where/how-many fixes the type whatever nouns follow.
    for wh_re, labels in _WH_TYPES[:3]:
        m = wh_re.search(q)
        if m and m.start() == 0:
            return AnswerType(labels, "wh-word")
    for focus_re in _FOCUS_RES:
        for m in focus_re.finditer(q):
            labels = relation_type(m.group(1))
            if labels:
                return AnswerType(labels, f"relation: {m.group(1).lower()}")
    for wh_re, labels in _WH_TYPES:
        if wh_re.search(q):
            return AnswerType(labels, "wh-word")
    labels = relation_type(q)
    if labels:
        return AnswerType(labels, "relation: anywhere")
    return AnswerType(frozenset(), "unknown")


def relation_type(phrase: str) -> frozenset[str]:
    """The labels of the relation noun that occurs first in ``phrase`` (the longest at a tie):
    "the performer that released" asks for a performer, not a date."""
    best: tuple[int, int, frozenset[str]] | None = None
    for pattern, labels in _RELATION_RES:
        m = pattern.search(phrase)
        if m and (best is None or (m.start(), -len(m.group(0))) < (best[0], best[1])):
            best = (m.start(), -len(m.group(0)), labels)
    return best[2] if best else frozenset()
