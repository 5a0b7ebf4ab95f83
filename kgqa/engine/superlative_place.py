""""What is the oldest painting in the Galleria San Orsola?": the one thing, among those the KG
links to a named entity, with the most (or least) of a measure.

The model outlines such a question as one property of the named entity (the museum's opening
year) or orders things without the entity. The question states three parts: a superlative
("oldest", "most valuable", "least populous"), a noun (a class of the KG, or a plain noun) and
a named entity after a preposition ("in", "at", "by", "working at"). Read from the KG:

- the link: the property that fits the question best among those linking things (of the noun's
  class, where it names one) to the entity, from them (``?w :heldBy :Museum``) or to them
  (``:Club :player ?p``);
- the measure: the property of those things, holding numbers, that fits the question best; a
  superlative of age or time ("oldest", "youngest", "latest", "first") takes a date
  only, ordered as :mod:`kgqa.engine.time_order` says (the oldest was born first);
- the direction: ascending for a superlative of little ("least", "lowest", "smallest",
  "shortest", "lightest", "cheapest", "fewest"), else descending.

The answer is ``SELECT ?x ... ORDER BY DIR(?v) LIMIT 1``; a question of another form, or a KG
with no such link or measure, has no reading (the model's stands).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.candidates.schema import iri_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import singular_words, stems

from .counted_place import StatedReading, named_place, two_steps

_SUPERLATIVE_IN = re.compile(
    r"^\s*(?:what|who|which)\s+(?:is|was|are|were)\s+the\s+(?P<sup>(?:most|least)\s+[a-z]+|[a-z]+est)\s+"
    r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)??)\s+(?:(?:working|playing|living|based|held|kept|shown|located|born)\s+)?"
    r"(?:in|at|of|by|from|on|for|out\s+of)\s+(?:the\s+)?(?P<place>.+?)(?:\s+by\s+(?P<by>[a-z][a-z\s-]*?))?\s*[?.!]*\s*$", re.I)
_TIME = re.compile(r"^(?:oldest|eldest|youngest|newest|latest|earliest|first|last|most\s+recent)$", re.I)
_YOUNG = re.compile(r"^(?:youngest|newest|latest|last|most\s+recent)$", re.I)
_LITTLE = re.compile(r"^(?:least(?:\s+\w+)?|lowest|smallest|shortest|lightest|cheapest|fewest|slowest|weakest|"
                     r"poorest|narrowest|thinnest|nearest|closest|quickest)$", re.I)
_DATES = ("<http://www.w3.org/2001/XMLSchema#date>", "<http://www.w3.org/2001/XMLSchema#dateTime>",
          "<http://www.w3.org/2001/XMLSchema#gYear>", "<http://www.w3.org/2001/XMLSchema#gYearMonth>")


#: what a superlative measures, in general English: a property saying one of these words is its
#: measure before any other ("the tallest player": height, not shirt number)
_MEASURED = {
    "tall": "height", "high": "height elevation altitude", "low": "height elevation altitude price",
    "short": "height length duration runtime", "long": "length duration runtime distance",
    "heavy": "weight mass", "light": "weight mass", "large": "size area population capacity",
    "big": "size area population capacity", "small": "size area population capacity",
    "old": "age", "young": "age", "slow": "speed", "rich": "wealth worth revenue",
    "poor": "wealth worth revenue", "hot": "temperature", "cold": "temperature", "warm": "temperature",
    "deep": "depth", "shallow": "depth", "wide": "width", "narrow": "width", "far": "distance",
    "near": "distance", "close": "distance", "expensive": "price cost", "cheap": "price cost",
    "busy": "passenger traffic visitor", "populous": "population", "valuable": "value",
    "quick": "time duration minute", "fast": "speed",
}


def measure_words(sup: str) -> set[str]:
    """The words of what the superlative ``sup`` measures ("tallest": height)."""
    word = sup.split()[-1].lower()
    if sup.startswith(("most", "least")):
        keys = [word]
    elif word.endswith("iest"):
        keys = [word[:-4] + "y"]  # heaviest: heavy
    else:
        base = word[:-3] if word.endswith("est") else word
        keys = [base, base + "e", base[:-1] if len(base) > 3 and base[-1] == base[-2] else base]  # largest, biggest
    return next((set(_MEASURED[k].split()) for k in keys if k in _MEASURED), set())


def _measured_first(measures: list[str], sup: str, words: Callable[[str], str] | None) -> list[str]:
    """``measures`` narrowed to those saying what ``sup`` measures, where any does."""
    wanted = measure_words(sup)
    if not wanted or words is None:
        return measures
    fit = [p for p in measures if singular_words(f"{words(p)} {iri_words(p)}") & wanted]
    return fit or measures


#: "What is Tomasz Quillan's most recent recipe?": the place is the possessor
_POSSESSOR_SUPERLATIVE = re.compile(
    r"^\s*(?:what|who|which)(?:\s+is|\s+was|\s+are|\s+were|'s)\s+(?:the\s+)?(?P<place>[^?']+?)\s*'s?\s+"
    r"(?P<sup>(?:most|least)\s+[a-z]+(?:-[a-z]+)?|[a-z]+est)\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)??)\s*[?.!]*\s*$",
    re.I)


def parse(question: str) -> tuple[str, str, str] | None:
    """``(superlative, noun, place text)`` of "What is the <superlative> <noun> in <E>?" (or
    "What is E's <superlative> <noun>?"); None for another question."""
    m = _SUPERLATIVE_IN.match(question) or _POSSESSOR_SUPERLATIVE.match(question)
    if m is None:
        return None
    return " ".join(m["sup"].lower().replace("-", " ").split()), m["noun"].lower(), m["place"]


def _said_measure(question: str) -> str | None:
    """The measure a superlative names after "by" ("the largest city in Valdoria by population")
    or inside it ("the most calorie-heavy recipe": calories)."""
    m = _SUPERLATIVE_IN.match(question)
    if m is not None:
        return m["by"]
    m = _POSSESSOR_SUPERLATIVE.match(question)
    sup = m["sup"].lower().split() if m is not None else []
    return sup[1].split("-")[0] if len(sup) == 2 and "-" in sup[1] else None


def _saying(measures: list[str], said: str | None, words: Callable[[str], str] | None) -> list[str]:
    """``measures`` whose words say ``said`` (all of them when nothing is said)."""
    if not said or words is None:
        return measures
    return [p for p in measures if stems(said) & stems(f"{words(p)} {iri_words(p)}")]


def superlative_in_place(question: str, stated: dict, class_of_noun: Callable[[str], str | None],
                         typed: Callable[[str], str], listing: Callable[[str], list[str]],
                         best: Callable[[list[str]], str | None], dated: Callable[[str], bool],
                         words: Callable[[str], str] | None = None) -> StatedReading | None:
    """The query of ``question`` (module docstring) and how it was read, or None. Arguments as
    :func:`kgqa.engine.counted_place.count_in_place`, ``dated(p)``: are property ``p``'s values
    dates, and ``words(p)``: what property ``p`` says (a measure saying what the superlative
    measures goes first: :data:`_MEASURED`)."""
    parsed = parse(question)
    if parsed is None:
        return None
    sup, noun, place = parsed
    target = named_place(stated, place)
    if target is None:
        return None
    e = iri_to_sparql(target)
    cls = class_of_noun(noun)
    kind = f" ?x {typed(cls)} {iri_to_sparql(cls)} ." if cls is not None else ""
    into = listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {e} .{kind} }}")
    out = listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?x . FILTER(isIRI(?x)){kind} }}")
    time = bool(_TIME.match(sup))
    # what is in a place points to it (a work held by the museum, a player of the club): those
    # links first, each side best fit first; the first with a measure
    for link, inward in [*((p, True) for p in _by_fit(into, best)), *((p, False) for p in _by_fit(out, best))]:
        step = f"?x {iri_to_sparql(link)} {e} ." if inward else f"{e} {iri_to_sparql(link)} ?x ."

        def measures(value: str, step: str = step) -> list[str]:
            return listing(f"SELECT DISTINCT ?p WHERE {{ {step}{kind} ?x ?p ?v . FILTER({value}) }}")

        # a superlative of time orders dates (or years); any other ("most valuable", "longest") numbers
        found = _time_measures(measures, dated, words) if time else measures("isNumeric(?v)")
        measure = best(_measured_first(_saying(found, _said_measure(question), words), sup, words))
        if measure is not None:
            break
    else:
        return None
    order = superlative_order(sup, time)
    return StatedReading(f"SELECT ?x WHERE {{ {step}{kind} ?x {iri_to_sparql(measure)} ?v . }} ORDER BY {order}(?v) LIMIT 1",
                         f"the {noun} {iri_words(link)} {place} with the {'least' if order == 'ASC' else 'most'} {iri_words(measure)}")


_SUP = r"(?:most|least)\s+[a-z]+|[a-z]+est"
_NOUN = r"[a-z][\w-]*(?:\s+[a-z][\w-]*)??"
_OF_CLASS = (
    # "Who is the oldest coach?", "What is the largest power plant by installed capacity?"
    re.compile(rf"^\s*(?:what|who|which)\s+(?:is|was|are|were)\s+the\s+(?P<sup>{_SUP})\s+(?P<noun>{_NOUN})"
               r"(?:\s+(?:by|in\s+terms\s+of)\s+(?P<measure>[a-z][\w\s-]*?))?\s*[?.!]*\s*$", re.I),
    # "Which dragon is the fastest?"
    re.compile(rf"^\s*which\s+(?P<noun>{_NOUN})\s+(?:is|was|are|were)\s+the\s+(?P<sup>{_SUP})\s*[?.!]*\s*$", re.I),
    # "Which novel has the most pages?", "Which creature speaks the most languages?"
    re.compile(rf"^\s*(?:which|what)\s+(?P<noun>{_NOUN})\s+(?:has|had|have|[a-z]+s|[a-z]+ed)\s+the\s+"
               r"(?P<sup>most|least|highest|lowest|largest|smallest|biggest|greatest|fewest)\s+"
               r"(?P<measure>[a-z][\w\s-]*?)\s*[?.!]*\s*$", re.I),
    # "What's the route with the most weekly flights?"
    re.compile(rf"^\s*(?:which|what)(?:\s+is|\s+was|'s)\s+the\s+(?P<noun>{_NOUN})\s+with\s+the\s+"
               r"(?P<sup>most|least|highest|lowest|largest|smallest|biggest|greatest|fewest)\s+"
               r"(?P<measure>[a-z][\w\s-]*?)\s*[?.!]*\s*$", re.I),
)
#: a year the question states at its end ("the busiest airport in 2023"): the measure is the
#: property whose name holds that year (``passengers_2023``)
_IN_YEAR = re.compile(r"\s+(?:in|for|during)\s+(?P<year>(?:1[5-9]|20)\d\d)\s*(?=[?.!]*\s*$)", re.I)


def superlative_of_class(question: str, class_of_noun: Callable[[str], str | None], typed: Callable[[str], str],
                         listing: Callable[[str], list[str]], best: Callable[[list[str]], str | None],
                         dated: Callable[[str], bool], words: Callable[[str], str],
                         ordered: bool = False) -> StatedReading | None:
    """"Who is the oldest coach?", "Which dragon is the fastest?", "Which novel has the most
    pages?": the thing of the class the noun names with the most (or least) of the measure
    that fits the question best, chosen as :func:`superlative_in_place` does; where the
    question says the measure ("the most pages"), only a property saying one of its words.
    ``words(p)``: what property ``p`` says. ``ordered``: the model's graph already orders by a
    measure, and a superlative of neither time nor a said measure, with no property saying
    what it measures (:func:`measure_words`: "the longest film" by a ``runtime``), is left to
    it, which learned such words from many questions. None for another
    question, a noun naming no class, or no measure."""
    year = _IN_YEAR.search(question)
    if year is not None:
        question = question[: year.start()] + question[year.end():]
    m = next((m for form in _OF_CLASS if (m := form.match(question))), None)
    if m is None:
        return None
    sup, cls = " ".join(m["sup"].lower().split()), class_of_noun(m["noun"].lower())
    if cls is None:
        return None
    kind = f"?x {typed(cls)} {iri_to_sparql(cls)} ."
    said = m.groupdict().get("measure")
    time = bool(_TIME.match(sup)) and not said
    if time:
        measures = _time_measures(lambda value: listing(f"SELECT DISTINCT ?p WHERE {{ {kind} ?x ?p ?v . FILTER({value}) }}"),
                                  dated, words)
    else:
        measures = [p for p in listing(f"SELECT DISTINCT ?p WHERE {{ {kind} ?x ?p ?v . FILTER(isNumeric(?v)) }}")
                    if not said or singular_words(said) & singular_words(words(p))]
    if year is not None:  # only a measure of that year, where the KG names one so
        measures = [p for p in measures if year["year"] in p.rsplit("/", 1)[-1].rsplit("#", 1)[-1]]
        if not measures:
            return None
    fit = _measured_first(measures, sup, words)
    if ordered and not time and not said and year is None and fit == measures:
        return None  # nothing says the measure: the ordering model's
    measure = best(fit)
    if measure is None:
        return _most_things(sup, m["noun"], said, cls, kind, class_of_noun, typed, listing, best) if said else None
    order = superlative_order(sup, time)
    return StatedReading(f"SELECT ?x WHERE {{ {kind} ?x {iri_to_sparql(measure)} ?v . }} ORDER BY {order}(?v) LIMIT 1",
                         f"the {m['noun']} with the {'least' if order == 'ASC' else 'most'} {iri_words(measure)}")


def _most_things(sup: str, noun: str, said: str, cls: str, kind: str, class_of_noun: Callable[[str], str | None],
                 typed: Callable[[str], str], listing: Callable[[str], list[str]],
                 best: Callable[[list[str]], str | None]) -> StatedReading | None:
    """"Which country has the most cities?" where no property of a country says "cities": the
    thing of class ``cls`` linked to the most things of the class the said noun names, by the
    property between the two classes that fits best (either way; one that links a thing to one
    only, a country's capital, counts nothing), else by two from the counted things (a city in
    a region in a country); None where the noun names no class or nothing
    links them."""
    counted = class_of_noun(said.strip())
    if counted is None or counted == cls or sup not in ("most", "least", "fewest"):
        return None
    things = f"?m {typed(counted)} {iri_to_sparql(counted)} ."
    # only a link by which one thing has several ("capital": one city a country, always 1)
    into = listing(f"SELECT DISTINCT ?p WHERE {{ {kind} {things} ?m ?p ?x . ?n ?p ?x . FILTER(?n != ?m) "
                   f"?n {typed(counted)} {iri_to_sparql(counted)} . }}")
    out = listing(f"SELECT DISTINCT ?p WHERE {{ {kind} {things} ?x ?p ?m . ?x ?p ?n . FILTER(?n != ?m) "
                  f"?n {typed(counted)} {iri_to_sparql(counted)} . }}")
    p = best(sorted(set(into) | set(out)))
    if p is not None:
        path = f"?m {iri_to_sparql(p)} ?x ." if p in into else f"?x {iri_to_sparql(p)} ?m ."
    else:
        found = two_steps(listing, best, f"{kind} {things}", "?m", "?x")
        if found is None:
            return None
        path = f"?m {iri_to_sparql(found[0])} ?k . ?k {iri_to_sparql(found[1])} ?x ."
    order = "DESC" if sup == "most" else "ASC"
    return StatedReading(f"SELECT ?x WHERE {{ {kind} {things} {path} }} GROUP BY ?x "
                         f"ORDER BY {order}(COUNT(DISTINCT ?m)) LIMIT 1", f"the {noun} with the {sup} {said}")


#: words of a property holding a year as a plain number ("founded": 1931, "first_operated": 2019)
_YEAR_WORDS = {"year", "founded", "founding", "foundation", "established", "establishment", "opened", "opening",
               "built", "born", "birth", "started", "start", "launched", "launch", "created", "creation",
               "introduced", "released", "release", "commissioned", "inaugurated", "incorporated", "since",
               "first", "debut", "formed", "formation", "date"}


def _time_measures(measures: Callable[[str], list[str]], dated: Callable[[str], bool],
                   words: Callable[[str], str] | None) -> list[str]:
    """The measures a superlative of time orders: ``measures(filter)`` lists the candidates
    passing a FILTER expression on ``?v``. Dates first; where there are none, numbers whose
    property says a year ("founded" 1931: the oldest airline was founded first)."""
    found = [p for p in measures(f"DATATYPE(?v) IN ({', '.join(_DATES)})") if dated(p)]
    if found or words is None:
        return found
    return [p for p in measures("isNumeric(?v)") if singular_words(f"{words(p)} {iri_words(p)}") & _YEAR_WORDS]


def superlative_order(sup: str, time: bool) -> str:
    """The ORDER BY direction of a superlative: the youngest was born last, the oldest first;
    a superlative of little ascending, any other descending."""
    if time:
        return "DESC" if _YOUNG.match(sup) else "ASC"
    return "ASC" if _LITTLE.match(sup) else "DESC"


def _by_fit(props: list[str], best: Callable[[list[str]], str | None]) -> list[str]:
    """``props`` in the order ``best`` picks them, best first."""
    left, out = sorted(set(props)), []
    while left:
        p = best(left)
        if p is None:
            break
        out.append(p)
        left.remove(p)
    return out



# "Who is the oldest grandchild of X?", "Who is X's eldest son?" (in its "of" reading): a
# superlative over the things at the end of a chain the question states
_CHAIN_SUPERLATIVE = re.compile(r"^\s*(?:who|which|what)\s+(?:is|was|are|were)\s+the\s+"
                                r"(?P<sup>(?:most|least)\s+[a-z]+|[a-z]+est)\s+(?P<rest>.+)$", re.I)


def chain_superlative(question: str) -> tuple[str, str] | None:
    """``(superlative, "what is the <rest>?")`` of "Who is the <superlative> <chain>?": the
    superlative and the chain as :func:`kgqa.engine.stated_chain.stated_chains` reads it."""
    m = _CHAIN_SUPERLATIVE.match(question)
    if m is None:
        return None
    return " ".join(m["sup"].lower().split()), f"what is the {m['rest']}"


def superlative_at_end(sup: str, chain_patterns: str, listing: Callable[[str], list[str]],
                       dated: Callable[[str], bool], words: Callable[[str], str] | None) -> str | None:
    """``SELECT ?x`` of the one thing at the end (``?x``) of ``chain_patterns`` with the most (or
    least) of the measure ``sup`` orders: a date or a year for a superlative of time (the
    oldest was born first), else a number whose property says what ``sup`` measures; None when
    the things there have no such measure."""
    time = bool(_TIME.match(sup))

    def measures(value: str) -> list[str]:
        return listing(f"SELECT DISTINCT ?p WHERE {{ {chain_patterns} ?x ?p ?v . FILTER({value}) }}")

    found = _time_measures(measures, dated, words) if time else measures("isNumeric(?v)")
    if not time:
        wanted = measure_words(sup)
        found = [p for p in found if words is not None and singular_words(f"{words(p)} {iri_words(p)}") & wanted]
    if len(found) != 1:
        return None  # no measure, or several that say it alike
    return (f"SELECT ?x WHERE {{ {chain_patterns} ?x {iri_to_sparql(found[0])} ?v . }} "
            f"ORDER BY {superlative_order(sup, time)}(?v) LIMIT 1")


__all__ = ["chain_superlative", "parse", "superlative_at_end", "superlative_in_place", "superlative_of_class",
           "superlative_order"]
