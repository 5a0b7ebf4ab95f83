"""Things of a kind that a text value names, in a KG with no class for it.

OpenStreetMap's data as Sophox and osm2rdf publish it types nothing: a café is a node whose
``amenity`` tag is "cafe", a bakery one whose ``shop`` is "bakery", a bus stop one whose
``highway`` is "bus_stop". "Which cafés are on Harbour Road?" names the kind by a word that is such
a value; the model, which learned kinds as classes, reads the question's other name ("Harbour
Road", also a street's name) and one property of it.

Where the noun a question asks for ("Which N", "How many N") is no class of the KG and is a text
value of exactly one property (its case, accents, underscores and plural aside), the things are
those holding it. Each other text value the question says ("Harbour Road") and each entity it
names is a condition on them, by the one property that joins those things to it; "how many"
counts them. Not where the question states a number (a comparison is the model's), nor where a
said value or entity joins the things by no one property (the question says more than this
reading reads).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from rdflib import Literal

from kgqa.candidates.schema import iri_words
from kgqa.engine.counted_place import StatedReading
from kgqa.engine.question_forms import ASKS_HOW_MANY
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.wordforms import phrase_spans, singular

#: "Which cafés ...", "how many bus stops ...", "list all the shops ...": the asked noun, one or two words
_ASKED = re.compile(r"^\s*(?:which|what|list|name|give\s+me|show\s+me|find|how\s+many)\s+(?:all\s+)?(?:the\s+)?"
                    r"(?P<noun>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)", re.I)
#: a number the question states: a comparison or a count, not this reading's
_NUMBER = re.compile(r"\d")


def folded(text: str) -> str:
    """``text`` lower-cased, without accents, underscores as spaces ("Café", "bus_stop")."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.replace("_", " ").lower().split())


def kind_listing(question: str, values: list[tuple[Literal, frozenset[str]]], entities: list[str],
                 is_class_noun: Callable[[str], bool], listing: Callable[[str], list[str]]) -> StatedReading | None:
    """The query of the things of the kind the asked noun names (module docstring); None where
    the question is not of that form. ``values``: the question's text value candidates, each with
    the properties holding it; ``entities``: the IRIs of the entities it names word for word;
    ``is_class_noun(noun)``: does the KG have a class the noun names; ``listing(query)``: the first
    column of a bounded SELECT."""
    m = _ASKED.match(question)
    if m is None or _NUMBER.search(question):
        return None
    words = m["noun"].split()
    nouns = [" ".join(words[:n]) for n in (2, 1) if len(words) >= n]
    if any(is_class_noun(noun) for noun in nouns):
        return None
    text = folded(question)
    for noun in nouns:
        wanted = {folded(noun), folded(singular(noun.split()[-1])) if " " not in noun else folded(
            " ".join(noun.split()[:-1] + [singular(noun.split()[-1])]))}
        kinds = {(v, p) for v, props in values for p in props
                 if isinstance(v, Literal) and folded(str(v)) in wanted}
        if len(kinds) != 1:
            continue
        (kind, prop), = kinds
        things = f"?x {iri_to_sparql(prop)} {term_to_sparql(kind)} ."
        conditions = []
        said = [v for v, _ in values if isinstance(v, Literal) and folded(str(v)) not in wanted
                and not _NUMBER.search(str(v)) and phrase_spans(folded(str(v)), text)]
        for value in said:
            ways = listing(f"SELECT DISTINCT ?q WHERE {{ {things} ?x ?q {term_to_sparql(value)} . }}")
            if len(ways) != 1:
                return None
            conditions.append(f"?x {iri_to_sparql(ways[0])} {term_to_sparql(value)} .")
        for entity in entities:
            ways = listing(f"SELECT DISTINCT ?q WHERE {{ {things} ?x ?q {iri_to_sparql(entity)} . }}")
            if len(ways) == 1:
                conditions.append(f"?x {iri_to_sparql(ways[0])} {iri_to_sparql(entity)} .")
            elif not any(phrase_spans(folded(str(v)), text) for v in said):
                return None  # an entity the things do not reach, and no value said in its place
        head = "SELECT (COUNT(DISTINCT ?x) AS ?count)" if ASKS_HOW_MANY.match(question) else "SELECT DISTINCT ?x"
        return StatedReading(f"{head} WHERE {{ {things} {' '.join(conditions)} }}",
                             f"the {noun}: {iri_words(prop).lower()} {kind}")
    return None


__all__ = ["folded", "kind_listing"]
