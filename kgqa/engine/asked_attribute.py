""""What is the population of the country where X is headquartered?": the attribute asked for.

The question names a measure or another attribute ("the population of", "the height of") and
then the thing that has it, which takes a clause or a chain to reach. The model's graph often
reaches the thing and stops there: it answers with the country, not its population. When the
question opens "What is/was the N of ...", the chosen answer is things (IRIs), and the KG gives
those things one literal property whose name says N's head noun ("population", "height" in
"height in metres"), the answer goes one property further, to that property's values.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular, singular_words

# "What is the N of ...", "whats the N for ..."
_WHAT_OF = re.compile(r"^\s*(?:what|which)(?:\s*(?:is|was|are|were)|'s|’s|s)\s+the\s+(?P<noun>[a-z][a-z\s-]*?)\s+(?:of|for)\s+",
                      re.I)
#: nouns that ask for the thing itself or its name, not an attribute of it, or for an aggregate
#: ("the total number of ...", "the average of ...") the model's graph computes
_NOT_ATTRIBUTES = frozenset({"name", "title", "label", "capital", "one", "kind", "type", "country", "city",
                             "member", "part", "owner", "head", "leader", "author", "rest", "number", "count",
                             "total", "average", "sum", "maximum", "minimum", "max", "min", "amount", "percentage",
                             "proportion", "ratio", "list", "most", "least"})
#: an answer value that is a thing: an IRI (rows reach here as plain strings)
_IRI = re.compile(r"^(?:https?|urn|file|tag):\S+$")
#: how many answer things are asked which of the properties they have (one query)
_SAMPLE = 20


def asked_attribute_noun(question: str) -> str | None:
    """The head noun of "What is the N of ..." (singular), or None."""
    m = _WHAT_OF.match(question)
    if m is None:
        return None
    head = singular(m["noun"].split()[-1].lower())
    return None if head in _NOT_ATTRIBUTES else head


def attribute_hop(graph: QueryGraph, rows: list, question: str, properties: dict, kg) -> QueryGraph | None:
    """``graph`` answering with the asked attribute of its answer things (module docstring), or None."""
    noun = asked_attribute_noun(question)
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if noun is None or len(answers) != 1 or graph.vertices[answers[0]].segment != 0 or not rows \
            or not all(len(r) == 1 and r[0] is not None and _IRI.match(str(r[0])) for r in rows):
        return None
    a = answers[0]
    if any(e.cls is not EdgeClass.REL and a in (e.source, e.target) for e in graph.edges):
        return None  # computed: a count, an order
    said = [iri for iri, item in properties.items()  # the KG's label and the IRI's own words
            if not item.is_link and noun in singular_words(f"{item.label} {item.local} {iri_words(iri)}")]
    if not said:  # "the ICAO code" of a property named ``icao``: the noun's other words
        others = set(singular_words(_WHAT_OF.match(question)["noun"])) - {noun}
        said = [iri for iri, item in properties.items()
                if not item.is_link and others & singular_words(f"{item.label} {item.local} {iri_words(iri)}")]
    if not said:
        return None
    things = " ".join(iri_to_sparql(str(r[0])) for r in rows[:_SAMPLE])
    props = " ".join(iri_to_sparql(p) for p in said)
    held = {str(r[0]) for r in kg.select(f"SELECT DISTINCT ?p WHERE {{ VALUES ?e {{ {things} }} "
                                         f"VALUES ?p {{ {props} }} ?e ?p ?v }}").rows}
    if len(held) != 1:
        return None
    g = graph.copy()
    old = g.vertices[a]
    g.vertices[a] = type(old)(VertexClass.VAR, old.segment, None, old.name)
    value = g.add_vertex(VertexClass.ANS, old.segment, old.instance)
    g.add_edge(a, value, EdgeClass.REL, URIRef(held.pop()))
    return g


__all__ = ["asked_attribute_noun", "attribute_hop"]
