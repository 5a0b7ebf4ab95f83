"""What a question asks for, by how it opens: the forms the engine's readings share.

Each reading decides whether it is the question's by its opening ("who", "when", "how many");
one form each, here, so that two readings never disagree on what a question asks.
"""

from __future__ import annotations

import re

from kgqa.wordforms import PERSON_NOUNS, singular

#: a question asking for things (not a yes/no question, not a value of one thing)
ASKS_FOR_THINGS = re.compile(r"^\s*(?:who|whom|which|what|list|name|give\s+me|how\s+many)\b", re.I)
#: a question asking how many
ASKS_HOW_MANY = re.compile(r"^\s*how\s+many\b", re.I)
#: a question asking who
ASKS_WHO = re.compile(r"^\s*(?:who|whom)\b", re.I)
#: "which N" or "what N", a noun after it ("Which company has ...?"), not "what is"
ASKS_WHICH_NOUN = re.compile(r"^\s*(?:which|what)\s+(?!is\b|are\b|was\b|were\b|does\b|do\b|did\b)[a-z]", re.I)
#: a question asking who or where (for a thing, a person or a place, not a value)
ASKS_WHO_WHERE = re.compile(r"^\s*(?:who|whom|where|(?:in|at|from|for)\s+(?:which|what)\b)", re.I)
#: people named by their office or part, besides :data:`kgqa.wordforms.PERSON_NOUNS` (general English)
_OFFICE_NOUNS = frozenset({"mp", "representative", "politician", "minister", "senator", "deputy", "official",
                           "chair", "chairman", "chairwoman", "speaker", "maintainer", "developer", "contributor",
                           "reviewer", "moderator", "administrator", "researcher", "scientist", "participant",
                           "woman", "man", "men", "women", "individual", "mps"})
_WHICH_WORDS = re.compile(r"^\s*(?:which|what)\s+((?:[a-z'-]+\s+){0,2})", re.I)


def asks_for_people(question: str) -> bool:
    """Does the question ask who, or which people ("Which members of X ...?", "which MPs ...")?
    The noun is one of the first two words after "which"/"what"."""
    if ASKS_WHO.match(question):
        return True
    m = _WHICH_WORDS.match(question)
    nouns = {singular(w.lower()) for w in (m.group(1).split() if m else ())}
    return bool(nouns & (PERSON_NOUNS | _OFFICE_NOUNS))


#: a question asking when: "when", "since when", "in which year", "during what years"
ASKS_WHEN = re.compile(r"^\s*(?:when\b|since\s+when\b|(?:in\s+|for\s+|during\s+|from\s+)?(?:which|what)\s+years?\b)",
                       re.I)

#: words any question and any property name or value may share, that say nothing of either
SMALL_WORDS = frozenset({"a", "an", "the", "of", "in", "on", "at", "by", "for", "to", "and", "or", "with", "is", "are",
                         "there", "do", "does", "has", "have", "who", "what", "which", "how", "many"})

#: verbs of a thing's start and its end, and the words of the dates that record them (general
#: English: "born" is a start, "died" an end)
_BEGUN = re.compile(r"\b(?:born|founded|established|opened|began|begun|started|formed|created|launched|built|joined|"
                    r"registered|signed\s+up|enrolled)\b", re.I)
_CEASED = re.compile(r"\b(?:died|dead|closed|ended|dissolved|abolished|demolished|retired|finished)\b", re.I)
START_WORDS = frozenset({"start", "begin", "birth", "founding", "opening", "established", "from", "created", "creation",
                         "joined", "registered", "registration"})
END_WORDS = frozenset({"end", "death", "closing", "dissolution", "until", "to"})


def boundary_words(question: str) -> set[str]:
    """The words of the date a question's verb records: a start for "born", an end for "died"."""
    return set(START_WORDS if _BEGUN.search(question) else ()) | set(END_WORDS if _CEASED.search(question) else ())


__all__ = ["ASKS_FOR_THINGS", "ASKS_HOW_MANY", "ASKS_WHEN", "ASKS_WHICH_NOUN", "ASKS_WHO", "ASKS_WHO_WHERE",
           "END_WORDS", "SMALL_WORDS", "START_WORDS", "asks_for_people", "boundary_words"]
