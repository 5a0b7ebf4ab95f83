"""A listing narrowed by a comparison it states at its end: "Which products from Exotic Liquids
cost less than 15?", "Which rocky planets were discovered before 1995?", "How many drama films
were released after 2010?", "Which animals in the Ember Vivarium weigh less than 10 kg?".

The outline model learned comparisons from tables (Spider), where the compared things are all
the rows of one table. With an entity or a class modifier beside the comparison it drops one of
the two ("Which textiles cost less than 20?" lists every textile) or compares the entity's name
with the measure (``FILTER(?price < "Exotic Liquids")``). Such a question is two parts the engine
reads well one at a time:

1. the listing, the question with its comparison struck out ("Which products from Exotic
   Liquids are there?", "How many drama films ...?" asked as "Which drama films are there?"
   and "List all drama films."), answered by the engine; of its answers, the one whose graph
   holds the most of the question's entities and classes;
2. the comparison, added to that listing's graph on its answer: ``?x :measure ?v . FILTER(?v <
   15)``, and for a time ("before 1995") the year of a date (``FILTER(YEAR(?v) < 1995)``) or a
   number that is a year.

The measure is a property the listed things have with numbers (a time: dates or years) whose
words the verb or the unit says ("cost": price, "weigh": weight, "born": birth, "inhabitants":
population, "longer": length); several such: the schema ranker's best fit; for a time with no
such word, the one dated property the things have. This module reads the question and builds the
graph; :mod:`kgqa.engine.listing_readings` runs it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from os.path import commonprefix

from rdflib import Literal

from kgqa.engine.comparison import COMPARATIVES, COMPASS
from kgqa.engine.compared_measure import NUMBER_WORDS
from kgqa.engine.listing_graph import answer_aggregate, listing_copy, measured
from kgqa.engine.question_forms import START_WORDS, boundary_words
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import NUMBER_SCALES, stems, with_synonyms

#: comparison phrase -> (operator, is it a time)
_OPERATORS = {
    "no more than": ("<=", False), "not more than": ("<=", False), "no less than": (">=", False),
    "at least": (">=", False), "at most": ("<=", False), "more than": (">", False), "greater than": (">", False),
    "higher than": (">", False), "larger than": (">", False), "bigger than": (">", False), "over": (">", False),
    "above": (">", False), "fewer than": ("<", False), "less than": ("<", False), "lower than": ("<", False),
    "smaller than": ("<", False), "under": ("<", False), "below": ("<", False), "exactly": ("=", False),
    "before": ("<", True), "after": (">", True), "earlier than": ("<", True), "later than": (">", True),
    "prior to": ("<", True), "since": (">=", True),
}
#: "Which judgments were handed down in 2023?": a time in that year (only before a year: "in"
#: is no comparison elsewhere, "settlements in Eastmarch")
_IN_YEAR = {"in": ("=", True), "during": ("=", True)}
#: comparative adjectives that name their measure ("longer than": length), from the yes/no
#: reading; an operator word ("greater than") says its measure only where the body says none
_MEASURED = {adj: (words, op) for adj, (words, op) in COMPARATIVES.items()
             if words and adj not in ("earlier", "later", "newer", "older", "younger")}
#: "north of 53.3": a compass direction's coordinate above (below) the number
_COMPASS_OF = {f"{way} of": f"further {way}" for way in COMPASS}
_OP = "|".join(sorted((re.escape(p).replace(r"\ ", r"\s+")
                       for p in [*_OPERATORS, *(f"{a} than" for a in _MEASURED), *_COMPASS_OF]),
                      key=len, reverse=True))
_FORM = re.compile(
    r"^\s*(?P<head>how\s+many|which|what|list(?:\s+all)?(?:\s+the)?|name(?:\s+all)?(?:\s+the)?|"
    r"show(?:\s+me)?(?:\s+all)?(?:\s+the)?|give\s+me(?:\s+all)?(?:\s+the)?|find(?:\s+all)?(?:\s+the)?)\s+"
    rf"(?P<body>.+?)\s+(?P<op>{_OP}|(?:in|during)(?=\s+(?:1[0-9]|2[01])\d\d\s*[?.!]*\s*$))\s+(?:the\s+year\s+)?"
    rf"(?P<num>\d[\d,]*(?:\.\d+)?|{'|'.join(NUMBER_WORDS)})(?P<scale>\s+(?:{'|'.join(NUMBER_SCALES)}))?"
    r"(?P<unit>(?:\s+[a-z]+){0,2}?)\s*[?.!]*\s*$", re.I)
# the parts of the body before the comparison; each leaves the listing ``np``
_COPULA = re.compile(r"^(?P<np>.+?)\s+(?:(?:that|which|who)\s+)?(?:are|is|were|was)$")
_PASSIVE = re.compile(r"^(?P<np>.+?)\s+(?:(?:that|which|who)\s+)?(?:are|is|were|was|(?:have|has|had)\s+been)\s+"
                      r"(?:first\s+|originally\s+|last\s+)?(?P<verb>[a-z]+)$")
_HAVING = re.compile(r"^(?P<np>.+?)\s+(?:(?:that|which|who)\s+)?(?:have|has|had|with|having)"
                     r"(?:\s+(?:a|an|the))?(?P<measure>(?:\s+[a-z]+){0,3}?)(?:\s+of)?$")
_PASSIVE_AGENT = re.compile(r"^(?P<np>.+?\s+(?:are|is|were|was)\s+(?P<verb>[a-z]+)\s+(?:by|in|at|for|from|with|on)\s+.+)$")
_DO = re.compile(r"^(?P<np>.+?)\s+(?:does|do|did)\s+.+?\s+(?P<verb>[a-z]+)$")
_VERB = re.compile(r"^(?P<np>.+?)\s+(?:(?:that|which|who)\s+)?(?P<verb>came\s+out|come\s+out|comes\s+out|[a-z]+)$")
#: a verb that makes the listing a clause ("routes does Skylark Air operate")
_AUXILIARY = re.compile(r"\b(?:does|do|did|is|are|was|were|has|have|had|can|could|will|would)\b")
#: a body that is no listing of things: "What are the names of ...", "pets whose weight",
#: "for each continent where", "the number of", a second comparison, a clause of its own things
#: ("pets owned by students that have an age": the comparison is the students')
_NOT_A_LISTING = re.compile(rf"\b(?:whose|where|each|both|or|number\s+of|average|total|sum|{_OP}|"
                            r"(?:that|which|who)\s+(?:have|has|had))\b")
#: words that end no listing and are no verb ("joined the", "cook in")
_FUNCTION_WORDS = frozenset("the a an of in on at for to by with from and or that which who".split())
#: words that say no measure
_SMALL = frozenset({"", "the", "a", "an", "of", "in", "per", "number", "total"})
#: what a verb says of the measure where its own stem does not ("born": birth date)
_VERB_NOUNS = {"born": "birth", "died": "death", "came out": "release publication", "come out": "release publication",
               "comes out": "release publication", "cost": "price", "costs": "price", "inhabitants": "population",
               "residents": "population", "people": "population", "paid": "pay salary", "earn": "pay salary",
               "earns": "pay salary"}


@dataclass(frozen=True)
class StatedComparison:
    """A question read as a listing and a comparison of its things' measure with a number."""

    listings: tuple[str, ...]  # the question with the comparison struck out, as listings to ask
    op: str                # the SPARQL operator ("<", ">=", ...)
    number: float | int    # the stated number
    timed: bool            # a time ("before 1995"): compared with a date's year or a year
    words: str             # what names the measure: the verb, the noun after "have"
    implied: str           # the measure a comparative implies ("longer": length duration)
    unit: str              # the words after the number ("kg", "inhabitants")
    counted: bool          # "How many ...": the listing is counted
    noun: str | None = None    # the plural noun phrase listed, where the listing is one ("towns in X")
    years: int = 1         # the years a time in a period spans ("in the 1650s": 10 from 1650)


#: a period at the end of the question: "from the 1650s", "in the 17th century" (general English)
_PERIOD = re.compile(r"\s+(?:from|in|during)\s+the\s+(?:(?P<decade>1\d\d0|20\d0)'?s|"
                     r"(?P<century>\d{1,2})(?:st|nd|rd|th)\s+century)(?P<end>\s*[?.!]*\s*)$", re.I)


def _period(question: str) -> tuple[str, int]:
    """``question`` with a period at its end said as its first year ("in 1650"), and the years it
    spans (1 where it says none): the 17th century is 1600 to 1699, as people count it."""
    m = _PERIOD.search(question)
    if m is None:
        return question, 1
    first, years = (int(m["decade"]), 10) if m["decade"] else ((int(m["century"]) - 1) * 100, 100)
    return f"{question[:m.start()]} in {first}{m['end']}", years


#: era words after a year -> whether the year is before the common era
_ERAS = {"bc": True, "bce": True, "b.c.": True, "ad": False, "ce": False, "a.d.": False}
#: "AD 30" written first, read as "30 AD"
_AD_FIRST = re.compile(r"\bA\.?D\.?\s+(\d{1,4})\b")


def _number(text: str, scale: str | None) -> float | int | None:
    text = text.lower().replace(",", "")
    try:
        n = float(NUMBER_WORDS.get(text, text))
    except ValueError:
        return None
    if scale:
        n *= NUMBER_SCALES[scale.strip().lower()]
    return int(n) if n.is_integer() else n


#: "Which items are out of stock?": none left of a measure, asked as "... have stock exactly 0"
_OUT_OF = re.compile(r"\s+(?:are|is|were|was)\s+(?:currently\s+|now\s+)?out\s+of\s+([a-z]+)(\s*[?.!]*\s*)$", re.I)


def stated_comparison(question: str) -> StatedComparison | None:
    """The listing and comparison ``question`` states (module docstring); None for a question
    of another form, a body with no listing left, or a time that is no year. "out of N" at
    the end states none of the measure N names ("Which products are out of stock?")."""
    question, years = _period(question)
    m = _FORM.match(_AD_FIRST.sub(r"\1 AD", _OUT_OF.sub(r" have \1 exactly 0\2", question)))
    if m is None:
        return None
    number = _number(m["num"], m["scale"])
    if number is None:
        return None
    unit = " ".join(m["unit"].split()).lower()
    era = unit in _ERAS  # "before 20 BC": the year -20 (as xsd:gYear writes it), "after AD 30": 30
    if era:
        number, unit = (-number if _ERAS[unit] else number), ""
    phrase = " ".join(m["op"].lower().split())
    adjective = phrase[:-5] if phrase.endswith(" than") else _COMPASS_OF.get(phrase, "")
    op, timed = _OPERATORS.get(phrase) or _IN_YEAR.get(phrase) or (_MEASURED[adjective][1], False)
    implied = " ".join(_MEASURED[adjective][0]) if adjective in _MEASURED else ""
    if timed and not era and not (isinstance(number, int) and 1000 <= number <= 2200):
        return None  # "after 5": not a year
    body = " ".join(m["body"].split())
    low = body.lower()
    np, said = None, ""
    for form in (_COPULA, _PASSIVE_AGENT, _PASSIVE, _HAVING, _DO, _VERB):
        f = form.match(low)
        if f is None:
            continue
        if form in (_DO, _PASSIVE_AGENT):  # "albums did Glass Orchard release": the verb is the listing's too
            np, said = body, f["verb"]
        else:
            np = body[: f.end("np")]
            said = (f.groupdict().get("verb") or f.groupdict().get("measure") or "").strip()
        break
    if not np or said in _FUNCTION_WORDS or np.lower().split()[-1] in _FUNCTION_WORDS \
            or _AUXILIARY.match(np.lower()) or _NOT_A_LISTING.search(np.lower()):
        return None
    # a bare "Which rocky planets?" reads to the model as a superlative's start; of the two
    # plain listings each drops a stated part somewhere ("Which drama films are there?": all
    # films; "List all products from Exotic Liquids.": their names compared), so both are asked.
    # A clause that keeps its verb is a question already.
    clause = form in (_DO, _PASSIVE_AGENT) or _AUXILIARY.search(np.lower())
    listings = (f"Which {np}?",) if clause else (f"Which {np} are there?", f"List all {np}.")
    return StatedComparison(listings, op, number, timed, said, implied, unit,
                            m["head"].lower().startswith("how"), None if clause else np, years)


def _said_stems(text: str) -> set[str]:
    low = text.lower()
    for verb, nouns in _VERB_NOUNS.items():
        low = re.sub(rf"\b{verb}\b", f"{verb} {nouns}", low)
    return stems(" ".join(with_synonyms(set(re.findall(r"[a-z]+", low)))))


def _stems_meet(a: str, b: str) -> bool:
    """Do two stems say one word ("weigh"/"weight", "publish"/"publication", "discover"/"discovery")?"""
    if a == b:
        return True
    short = min(len(a), len(b))
    if short < 4:
        return False
    return len(commonprefix([a, b])) >= min(short, 5)


def fitting_measures(said: str, props: list[str], words_of: Callable[[str], str]) -> list[str]:
    """The properties of ``props`` whose words (``words_of``) meet a word of ``said``."""
    want = _said_stems(said) - _SMALL
    # both sides read through the same synonyms: "populous" says population, a property
    # "number of inhabitants" says it too
    return [p for p in props if any(_stems_meet(w, s) for w in want for s in _said_stems(words_of(p)) - _SMALL)]


def measure_of(comparison: StatedComparison, numeric: list[str], dated: list[str], yearly: list[str],
               words_of: Callable[[str], str], best: Callable[[list[str]], str | None]) -> str | None:
    """The property ``comparison`` compares (module docstring): of the listed things' ``numeric``
    properties (a time: their ``dated`` ones and the numeric ones whose values are ``yearly``),
    the one the verb's, the comparative's or the unit's words name (in that order), the ranker's ``best`` of several; for a time
    named by no word, the one dated property, or of several the one date of a start (of an end
    for a verb of ending: :func:`kgqa.engine.question_forms.boundary_words`). None where nothing
    or nothing alone fits."""
    pool = sorted(set(dated) | set(yearly)) if comparison.timed else sorted(set(numeric) - set(yearly))
    for said in (comparison.words, comparison.implied, comparison.unit):
        fits = fitting_measures(said, pool, words_of) if said else []
        if fits:
            return fits[0] if len(fits) == 1 else best(fits)
    if comparison.timed and len(pool) == 1:
        return pool[0]
    if comparison.timed:
        # a thing's start and end dates, and a verb of neither: it happened when it began ("types
        # minted before 20 BC": their start dates), unless the verb says an end ("closed")
        wanted = boundary_words(comparison.words) or START_WORDS
        fits = [p for p in pool if set(words_of(p).lower().split()) & wanted]
        return fits[0] if len(fits) == 1 else None
    return None


def narrowed(graph: QueryGraph, prop: str, comparison: StatedComparison, dated: bool) -> QueryGraph | None:
    """``graph`` (a listing with one answer) with its answer's ``prop`` compared as ``comparison``
    says, counted for "how many"; None for a graph with several answers, or an order or
    aggregate already on it (not a plain listing)."""
    found = listing_copy(graph)
    if found is None:
        return None
    g, a = found
    seg = g.vertices[a].segment
    value = measured(g, a, prop)
    if dated:  # a date is compared by its year
        year = g.add_vertex(VertexClass.VAR, seg, name="year")
        g.add_edge(value, year, EdgeClass.AGG, "YEAR")
        value = year
    if comparison.years > 1 and comparison.op == "=":  # "in the 1650s": from 1650, before 1660
        g.add_edge(value, g.add_vertex(VertexClass.VAL, seg, Literal(comparison.number)), EdgeClass.CMP, ">=")
        g.add_edge(value, g.add_vertex(VertexClass.VAL, seg, Literal(comparison.number + comparison.years)),
                   EdgeClass.CMP, "<")
    else:
        bound = g.add_vertex(VertexClass.VAL, seg, Literal(comparison.number))
        g.add_edge(value, bound, EdgeClass.CMP, comparison.op)
    if comparison.counted:
        answer_aggregate(g, a, a, "COUNT_DISTINCT")
    return g


__all__ = ["StatedComparison", "fitting_measures", "measure_of", "narrowed", "stated_comparison"]
