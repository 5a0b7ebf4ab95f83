"""A count the named thing stores as a number of its own: "How many views has X had?".

Forum, repository and media dumps store the counts people ask about on the thing itself
(``sioc:num_views 1290``, ``doap:stars``, ``schema:numberOfPages``). A question "How many <noun>
has/does <X> ...?" whose one named thing has a property whose name says the noun (every word
of it: "views" of ``num_views``), holding one value that reads as a number (typed, or text as
dumps mix them), asks for that value, not for a count of anything the model's graph reaches.
The property must hold no links; the value is read from the KG, one bounded query per
property that fits.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.schema import DATE_DATATYPES, iri_words
from kgqa.kg.errors import KGError
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular_words

#: "How many views has X had?", "how many stars does X have": the noun, then the thing's verb
_HOW_MANY = re.compile(r"^\s*how\s+many\s+(?P<noun>[a-z][a-z-]*)\s+(?:has|have|had|does|do|did|is|are|was|were)\s+",
                       re.I)
_NUMBER = re.compile(r"^\s*[-+]?\d+(?:\.\d+)?\s*$")


def stored_count(question: str, stated: list[str], properties: dict, kg, timeout_s: float) -> QueryGraph | None:
    """``SELECT ?n WHERE { <X> :p ?n }`` for the one named thing ``stated`` and the one property
    of it that says the question's counted noun and holds a number (module docstring); None
    where the question is of another form or no one property fits."""
    m = _HOW_MANY.match(question)
    if m is None or len(stated) != 1:
        return None
    noun = singular_words(m["noun"])
    thing = stated[0]
    try:
        rows = kg.select(f"SELECT DISTINCT ?p ?n WHERE {{ {iri_to_sparql(thing)} ?p ?n . FILTER(isLiteral(?n)) }} "
                         "LIMIT 200", timeout_s=timeout_s).rows
    except KGError:
        return None
    # the noun as a word of the name ("views" of num_views), not a stem ("releases" of firstReleased)
    fits = {str(p) for p, n in rows if _NUMBER.match(str(n)) and noun <= singular_words(iri_words(str(p)))
            and not _dated(n) and not (properties.get(str(p)) is not None and properties[str(p)].is_link)}
    if len(fits) != 1:
        return None
    g = QueryGraph()
    e = g.add_vertex(VertexClass.ENT, 0, URIRef(thing))
    a = g.add_vertex(VertexClass.ANS, 0, 0)
    g.add_edge(e, a, EdgeClass.REL, URIRef(fits.pop()))
    return g


def _dated(value) -> bool:
    """Is ``value`` a date or a year (``"2017"^^xsd:gYear``): a time, never a count?"""
    return str(getattr(value, "datatype", None) or "") in DATE_DATATYPES


__all__ = ["stored_count"]
