""""Which restaurants have at least two Michelin stars?": the things of a class whose measure,
named by the question, compares with a stated number.

The model reads such a question as a count of linked things (``HAVING(COUNT(?x) >= 2)``) or as
the number equal to the value (``FILTER(?stars = 1)`` for "at least one"). The question states
four parts: a class noun, a comparison ("at least", "more than", "fewer than", "over",
"under", "at most", "exactly"), a number (digits or a word: "two") and what is measured ("Michelin
stars"), which must name one numeric property of the class's things by its words ("stars":
``michelinStars``). Read as ``?x a N . ?x :m ?v . FILTER(?v op n)``, listed or counted ("How
many restaurants have at least one Michelin star?"). A noun that names no class, or a measure
that names no property or several, has no reading (the model's stands).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.candidates.schema import iri_words
from kgqa.engine.counted_place import StatedReading
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import stems

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "fifty": 50,
                "hundred": 100}
_OPS = (("at least", ">="), ("or more", ">="), ("at most", "<="), ("no more than", "<="), ("more than", ">"),
        ("over", ">"), ("above", ">"), ("greater than", ">"), ("fewer than", "<"), ("less than", "<"),
        ("under", "<"), ("below", "<"), ("exactly", "="))
_FORM = re.compile(
    r"^\s*(?:(?P<count>how\s+many)|which|what|list(?:\s+all)?(?:\s+the)?|show(?:\s+me)?(?:\s+all)?(?:\s+the)?|name)\s+"
    r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:have|has|had|with|hold|holds|held|contain|contains|own|owns)\s+"
    r"(?P<op>at\s+least|at\s+most|no\s+more\s+than|more\s+than|greater\s+than|fewer\s+than|less\s+than|over|under|"
    r"above|below|exactly)\s+(?P<num>\d[\d,]*(?:\.\d+)?|[a-z]+)\s+(?P<measure>[a-z][a-z\s-]*?)\s*[?.!]*\s*$", re.I)


def _number(text: str) -> float | None:
    text = text.lower().replace(",", "")
    if text in NUMBER_WORDS:
        return float(NUMBER_WORDS[text])
    try:
        return float(text)
    except ValueError:
        return None


def compared_measure(question: str, class_of_noun: Callable[[str], str | None], typed: Callable[[str], str],
                     listing: Callable[[str], list[str]], words: Callable[[str], str]) -> StatedReading | None:
    """The query of ``question`` (module docstring), or None. ``listing(query)``: the
    predicates a query lists; ``words(p)``: what property ``p`` says."""
    m = _FORM.match(question)
    if m is None:
        return None
    number = _number(m["num"])
    cls = class_of_noun(m["noun"])
    if number is None or cls is None:
        return None
    op = dict(_OPS)[" ".join(m["op"].lower().split())]
    kind = f"?x {typed(cls)} {iri_to_sparql(cls)} ."
    said = stems(m["measure"])
    measures = [p for p in listing(f"SELECT DISTINCT ?p WHERE {{ {kind} ?x ?p ?v . FILTER(isNumeric(?v)) }}")
                if said & stems(f"{words(p)} {iri_words(p)}")]
    if len(measures) != 1:
        return None
    n = int(number) if number.is_integer() else number
    head = "(COUNT(DISTINCT ?x) AS ?count)" if m["count"] else "DISTINCT ?x"
    return StatedReading(f"SELECT {head} WHERE {{ {kind} ?x {iri_to_sparql(measures[0])} ?v . FILTER(?v {op} {n}) }}",
                         f"the {m['noun']} with {words(measures[0])} {op} {n}")


__all__ = ["NUMBER_WORDS", "compared_measure"]
