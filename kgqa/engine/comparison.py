"""Yes/no comparisons of two named entities, answered as a comparison of two sub-results.

"Is Ann Lee older than Bo Diaz?" or "Does Arena One have a larger capacity than Dome Two?"
names two entities, a comparative and (maybe) the measure. Neither is a pattern the outline
model learns from statement-style training questions, and the answer is one comparison::

    ASK { <a> <p> ?x . <b> <p> ?y . FILTER(?x > ?y) }

The two mentions are linked by the KG's label index; the measure ``<p>`` is a numeric property
both entities have, the one whose words the comparative names ("older" -> age, "larger
capacity" -> capacity), else the one the schema ranker finds most relevant to the question.
"older"/"younger" over a date ("birth date") compare the other way: older is earlier.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.candidates.schema import readable
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import singular

#: comparative -> (words of the measure it implies, sign of "more")
COMPARATIVES: dict[str, tuple[tuple[str, ...], str]] = {
    "older": (("age",), ">"), "younger": (("age",), "<"),
    "taller": (("height",), ">"), "shorter": (("height", "length"), "<"),
    "bigger": (("size", "capacity", "area", "population"), ">"),
    "larger": (("size", "capacity", "area", "population"), ">"),
    "greater": (("size", "capacity", "area", "population"), ">"),
    "smaller": (("size", "capacity", "area", "population"), "<"),
    "higher": (("height", "rank", "score", "rating", "elevation"), ">"),
    "lower": (("height", "rank", "score", "rating", "elevation"), "<"),
    "heavier": (("weight",), ">"), "lighter": (("weight",), "<"),
    "stronger": (("strength",), ">"), "weaker": (("strength",), "<"),
    "longer": (("length", "duration"), ">"),
    "faster": (("speed",), ">"), "slower": (("speed",), "<"),
    "earlier": (("date", "year", "time"), "<"), "later": (("date", "year", "time"), ">"),
    "newer": (("date", "year"), ">"),
    "richer": (("worth", "wealth", "money", "earnings"), ">"),
    "cheaper": (("price", "cost"), "<"), "wider": (("width",), ">"), "deeper": (("depth",), ">"),
    "more": ((), ">"), "less": ((), "<"), "fewer": ((), "<"),
}
_DATE_WORDS = ("birth", "born", "date", "year", "founded", "established")

_FORM = re.compile(
    r"^\s*(?:is|are|was|were|does|do|did|has|have|had)\s+(?P<a>.+?)\s+"
    r"(?:(?:have|has|had)\s+)?(?:(?:a|an)\s+)?"
    rf"(?P<adj>{'|'.join(COMPARATIVES)})\b(?P<noun>(?:\s+\w+){{0,3}}?)\s+than\s+(?P<b>.+?)\s*[?.!]*$",
    re.I,
)


@dataclass(frozen=True)
class Comparison:
    """The parts of a comparative yes/no question."""

    left: str
    right: str
    comparative: str  # one of COMPARATIVES, lower case
    noun: str  # what is compared when the question says it ("capacity"), else ""


def parse_comparison(question: str) -> Comparison | None:
    """The two mentions and the comparative of ``question``, or None.

    >>> parse_comparison("Does Arena One have a larger capacity than Dome Two?")
    Comparison(left='Arena One', right='Dome Two', comparative='larger', noun='capacity')
    >>> parse_comparison("Is Ann Lee older than Bo Diaz?").comparative
    'older'
    >>> parse_comparison("Which singer is older than 40?") is None
    True
    """
    m = _FORM.match(question)
    if not m:
        return None
    left, right = (re.sub(r"(?i)^(?:the|a|an)\s+", "", m[k].strip()) for k in ("a", "b"))
    if not left or not right or re.fullmatch(r"[\d.,\s]+", right):
        return None  # "older than 40" compares with a value: the model's filters do that
    return Comparison(left, right, m["adj"].lower(), m["noun"].strip().lower())


def shared_numeric_properties(kg, a: str, b: str) -> list[str]:
    """Properties for which both entities have a numeric (or date) value."""
    query = (f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?x . {iri_to_sparql(b)} ?p ?y . "
             f"FILTER(isNumeric(?x) || datatype(?x) IN (<http://www.w3.org/2001/XMLSchema#date>, "
             f"<http://www.w3.org/2001/XMLSchema#dateTime>, <http://www.w3.org/2001/XMLSchema#gYear>)) }}")
    return [str(row[0]) for row in kg.select(query).rows]


def measure_score(label: str, comparison: Comparison, relevance: float) -> float:
    """How well a property (by its label words) is the measure the question compares: the words
    the question names (its noun, then the comparative's) count before the ranker's relevance."""
    words = {singular(w) for w in re.findall(r"[a-z]+", label.lower())}
    named = {singular(w) for w in comparison.noun.split()}
    implied = set(COMPARATIVES[comparison.comparative][0])
    return 4.0 * len(words & named) + 2.0 * len(words & implied) + relevance


def comparison_sparql(a: str, b: str, prop: str, sign: str) -> str:
    p = iri_to_sparql(prop)
    return f"ASK {{ {iri_to_sparql(a)} {p} ?x . {iri_to_sparql(b)} {p} ?y . FILTER(?x {sign} ?y) }}"


def comparison_query(comparison: Comparison, kg, labels, schema, relevance: dict[str, float]) -> str | None:
    """The ASK of a parsed comparison (:func:`parse_comparison`), or None when its two entities
    or its measure cannot be found. ``labels``: the KG's label index; ``schema``: its
    :class:`~kgqa.candidates.schema.SchemaIndex`; ``relevance``: property IRI -> ranker score."""
    hits = [labels.lookup(mention, k=1, min_score=0.8) for mention in (comparison.left, comparison.right)]
    if not all(hits) or hits[0][0].iri == hits[1][0].iri:
        return None
    a, b = hits[0][0].iri, hits[1][0].iri
    props = shared_numeric_properties(kg, a, b)
    if not props:
        return None

    def label(iri: str) -> str:
        item = schema.properties.get(iri)
        return item.text(schema) if item else readable(iri)[0]

    prop = max(props, key=lambda p: (measure_score(label(p), comparison, relevance.get(p, 0.0)), p))
    sign = COMPARATIVES[comparison.comparative][1]
    if comparison.comparative in ("older", "younger") and any(w in label(prop).lower() for w in _DATE_WORDS):
        sign = "<" if sign == ">" else ">"  # older = born (founded) earlier
    return comparison_sparql(a, b, prop, sign)
