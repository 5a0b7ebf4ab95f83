"""The attribute a question names, of the one thing it names: "What is the medium of X?".

"What is the N of E?" asks for E's N. Where E is a record reached from another node (Europeana's
object behind its aggregation, a product behind its drug), the model's graph can take a property
of that other node instead ("the rights of the aggregation of X"), or another property of E
that the schema ranker scored close ("the medium" for "the dimensions"). Where the text after
"of" is E's name and nothing more, and exactly one of the properties E has says the noun's
words better than any other (its label's or local name's words, singular, with general-English
synonyms: "size" says ``extent``; the noun's head counts double, so "ATC code" says ``x-atc``
only where no property says "code"), the answer is that property of E, unless the chosen graph
already takes that step (answering with it, or going on from it: "the street address of X"
through X's address node) or answers with every value of it already (the narrower terms of X,
with those stated only as broader). Where no property says the noun, values that open with it as
their scheme ("doi:10.5555/..." under ``dcterms:identifier``, for "the DOI") say the property.
"""

from __future__ import annotations

import re

from collections.abc import Callable

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.engine.question_forms import SMALL_WORDS
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular, singular_words, with_synonyms

# "What is the N of E", "what's the N of E", "Tell me the N of E"
_WHAT_OF = re.compile(r"^\s*(?:(?:what|which)(?:\s*(?:is|was|are|were)|'s|’s|s)|tell\s+me|give\s+me)\s+the\s+"
                      r"(?P<noun>[a-z][a-z\s-]*?)\s+(?:of|for)\s+(?P<rest>.+?)\s*[?.!]*\s*$", re.I)
#: how many of the named thing's properties are read
MAX_PROPERTIES = 60
#: nouns that ask for a name, a count or an aggregate: other readings' questions
_NOT_NAMED = frozenset({"name", "names", "title", "label", "number", "count", "total", "average", "sum", "maximum",
                        "minimum", "amount", "list", "most", "least", "kind", "type", "one", "rest"})


def said_attribute(question: str, name: str, properties_of: Callable[[], list[str]],
                   words_of: Callable[[str], str], scheme_holders: Callable[[str, list[str]], list[str]] | None = None) -> str | None:
    """The one property of the named thing (``properties_of()``: their IRIs, asked only for a
    question of this form) that the noun of "What is the N of <name>?" says best (module
    docstring), or None: another question, text after "of" beyond the name, or no single best.
    ``words_of(iri)``: the property's label and local name's words. Where no property says the
    noun, ``scheme_holders(noun, properties)`` (those of them whose values open with the noun as
    an identifier's scheme, :func:`scheme_query`) gives it where it gives one."""
    m = _WHAT_OF.match(question)
    if m is None or _plain(m["rest"]) != _plain(name):
        return None
    noun = [w for w in m["noun"].lower().split() if w not in SMALL_WORDS]
    if not noun or len(noun) == 1 and noun[0] in _NOT_NAMED:  # "the number of", not "the phone number of"
        return None
    head = singular(noun[-1])
    others = with_synonyms(set(singular_words(" ".join(noun[:-1])))) - {head}
    heads = with_synonyms({head})
    scores = {}
    for p in properties_of():
        said = singular_words(words_of(p))
        scores[p] = 2 * bool(said & heads) + len(said & others)
    best = max(scores.values(), default=0)
    found = [p for p, s in scores.items() if s == best]
    if best == 0 and len(noun) == 1 and scheme_holders is not None and scores:
        found = scheme_holders(noun[0], sorted(scores))
        return found[0] if len(found) == 1 else None
    return found[0] if best > 0 and len(found) == 1 else None


def scheme_query(noun: str, properties: list[str]) -> str:
    """SELECT of those of ``properties`` some value of which opens with ``noun`` as an
    identifier's scheme ("doi:10.5555/x", "ISBN 978-..."): the thing's own value may not say it
    ("10.5555/dsq.2016.0412") where others of the property do."""
    values = " ".join(iri_to_sparql(p) for p in properties)
    scheme = re.sub(r"[^a-z0-9]", "", noun.lower())
    return (f"SELECT DISTINCT ?p WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?o . FILTER(isLiteral(?o) && "
            f"REGEX(LCASE(STR(?o)), \"^\\\\s*{scheme}\\\\s*[:\\\\s]\\\\s*[^\\\\s]\")) }} LIMIT 2")


def _plain(text: str) -> str:
    """``text`` lower-cased, without a leading "the", quotes and outer spaces."""
    text = re.sub(r"[\"'“”‘’]", "", text.lower()).strip()
    return re.sub(r"^the\s+", "", text)


def uses(graph: QueryGraph, prop: str) -> bool:
    """Does ``graph`` take the step ``prop`` anywhere (answering with its values, or going on
    from them: "the street address of X" through X's address node)?"""
    # an edge may be a path that holds it ("narrower|^broader", :mod:`kgqa.engine.inverse_twins`)
    return any(e.cls is EdgeClass.REL and (str(e.instance) == prop or f"<{prop}>" in str(e.instance))
               for e in graph.edges)


def attribute_graph(entity: str, prop: str) -> QueryGraph:
    """``SELECT DISTINCT ?x WHERE { <entity> <prop> ?x }``."""
    g = QueryGraph([], [], True)
    e = g.add_vertex(VertexClass.ENT, 0, URIRef(entity))
    a = g.add_vertex(VertexClass.ANS, 0, 0)
    g.add_edge(e, a, EdgeClass.REL, URIRef(prop))
    return g


def own_properties(select: Callable[[str], list], entity: str) -> list[str]:
    """The properties ``entity`` has (rdf:type aside): one query, bounded by :data:`MAX_PROPERTIES`."""
    rows = select(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(entity)} ?p ?o }} LIMIT {MAX_PROPERTIES}")
    return [str(r[0]) for r in rows if str(r[0]) != RDF_TYPE]


def property_words(properties: dict, iri: str) -> str:
    """A property's label and local name's words, from the schema where it knows it."""
    item = properties.get(iri)
    return f"{item.label} {item.local}" if item is not None else iri_words(iri)


__all__ = ["attribute_graph", "own_properties", "property_words", "said_attribute", "scheme_query", "uses"]
