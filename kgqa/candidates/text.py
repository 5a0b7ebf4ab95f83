"""Text normalisation shared by labels, value linking and the ranker's lexical features."""

from __future__ import annotations

import re
import unicodedata

from kgqa.kg.labels import split_identifier
from kgqa.wordforms import singular

_WORD = re.compile(r"\d+(?:[.,]\d+)*|[A-Za-z0-9]+(?:['’][A-Za-z]+)?|[^\sA-Za-z0-9]")
_ALNUM = re.compile(r"[^0-9a-z]+")

STOPWORDS = frozenset(
    """a an the of in on at to for from by with and or not no is are was were be been being has have had
    do does did what which who whom whose when where why how all any each every some that this these those
    there their them they it its he she his her i me my we our you your as than then so such also only
    both either neither but if into onto over under about between after before during out up down off
    more most less least much many few number numbers count total average show list give find return
    tell name names please whats id ids""".split()
)
# Words that are not values even though they look like one ("one of the ...").
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100,
    "single": 1, "once": 1, "twice": 2, "thrice": 3, "first": 1, "second": 2, "third": 3,
    "dozen": 12, "both": 2,
}


def fold(text: str) -> str:
    """Case- and accent-insensitive form, whitespace collapsed."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.casefold().split())


def alnum_key(text: str) -> str:
    """Only letters and digits: ``North Carolina`` == ``NorthCarolina`` == ``north-carolina``."""
    return _ALNUM.sub("", fold(text))


def words(text: str) -> list[str]:
    """Folded word tokens (punctuation dropped)."""
    return [t for t in re.findall(r"[0-9a-z]+", fold(text))]


def stem_set(text: str) -> set[str]:
    return {singular(w) for w in words(text) if w not in STOPWORDS}


def question_tokens(question: str) -> list[tuple[str, int, int]]:
    """Tokens of the question with their character spans (words and single punctuation marks)."""
    return [(m.group(), m.start(), m.end()) for m in _WORD.finditer(question)]
