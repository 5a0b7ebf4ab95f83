"""Whether the named thing has more (or fewer) of something than a number: "Does Learned
Compression for Time-Series Archives have more than three authors?", "Does the Harbour Museum
hold at least 5 paintings?".

The model has no graph for a count compared with a number in a yes/no question. Read from the
KG: the one named thing, the noun after the number, and the property of the thing whose name
says the noun's every word (its stems: "authors" of ``dblp:authoredBy``), either way round;
where no property says it, the one property linking the thing to things of the class the noun
names. The answer is whether the count of the thing's values of that property compares so.
None where the question is of another form, or no one property fits, or the property holds a
number (a project's ``stars``: the number itself is compared, not counted).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgqa.candidates.schema import iri_words
from kgqa.candidates.text import NUMBER_WORDS
from kgqa.engine.counted_place import StatedReading
from kgqa.engine.verb_hop import links_to_class
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import is_machinery
from kgqa.wordforms import stems

_FORM = re.compile(
    r"^\s*(?:does|do|did|has|have|had)\s+(?P<e>.+?)\s+(?:(?:have|has|had|list|lists|contain|contains|include|includes|"
    r"hold|holds|own|owns|employ|employs|feature|features)\s+)?(?P<cmp>more\s+than|fewer\s+than|less\s+than|over|under|"
    r"at\s+least|at\s+most|exactly)\s+(?P<n>\d+|[a-z]+)\s+(?P<noun>[a-z][a-z -]*?)\s*[?.!]*\s*$", re.I)
_OPERATOR = {"more than": ">", "over": ">", "fewer than": "<", "less than": "<", "under": "<", "at least": ">=",
             "at most": "<=", "exactly": "="}


def count_ask(question: str, stated: dict, noun_class: Callable[[str], str | None], typed: Callable[[str], str],
              listing: Callable[[str], list[str]], words: Callable[[str], str]) -> StatedReading | None:
    """The ASK of a question comparing how many of something the one named thing has with a
    number (module docstring), or None. ``noun_class(noun)``: the class a noun names, or None;
    ``listing(query)``: the first column of a bounded SELECT; ``words(p)``: what ``p`` says."""
    m = _FORM.match(question)
    if m is None or len(stated) != 1:
        return None
    (key, name), = stated.items()
    if str(name).lower() not in m["e"].lower():
        return None
    n = int(m["n"]) if m["n"].isdigit() else NUMBER_WORDS.get(m["n"].lower())
    if n is None:
        return None
    op = _OPERATOR[re.sub(r"\s+", " ", m["cmp"].lower())]
    e = iri_to_sparql(str(key[1]))
    noun = m["noun"].lower()
    said = stems(noun)
    out = listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?x . }}")
    into = listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {e} . }}")
    ways = []
    for says in (iri_words, lambda p: f"{words(p)} {iri_words(p)}"):  # its own name first, then all it says
        ways = [(p, True) for p in out if not is_machinery(p) and said <= stems(says(p))] + \
               [(p, False) for p in into if not is_machinery(p) and said <= stems(says(p))]
        if ways:
            break
    kind = ""
    if not ways:
        cls = noun_class(noun)
        if cls is None:
            return None
        kind = f" ?x {typed(cls)} {iri_to_sparql(cls)} ."
        ways = links_to_class(e, cls, typed, listing)
    if len(ways) != 1:
        return None
    (p, own), = ways
    step = f"{e} {iri_to_sparql(p)} ?x ." if own else f"?x {iri_to_sparql(p)} {e} ."
    if own and listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?x . FILTER(?p = {iri_to_sparql(p)} && isNumeric(?x)) }}"):
        return None  # a stored number ("over 15000 stars"), compared as such by the pair reading
    return StatedReading(f"ASK {{ {{ SELECT (COUNT(DISTINCT ?x) AS ?count) WHERE {{ {step}{kind} }} }} "
                         f"FILTER(?count {op} {n}) }}", f"{name}'s {noun}: count {op} {n}")


__all__ = ["count_ask"]
