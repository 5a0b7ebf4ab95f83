"""A vague verb of taking part read as every link of its kind.

"Which projects has Tobi Okafor worked on?" says no one role: he maintains one project and
develops another, and both are work on them. The model's graph holds one of the links
(``?p doap:maintainer <tokafor>``). Where the question's verb is one of general English's
verbs of involvement ("worked on", "involved in", "took part in", "contributed to",
"participated in"), each edge between a named thing and a variable is read as every property
that links the named thing, the same way round, to things of the classes the graph's own
property reaches (``doap:maintainer|doap:developer|doap:documenter``). A link that reaches
other kinds of thing (a homepage, a licence) is no involvement and is not taken, and neither is
one whose name says a time ("currentProject", "pastProject"): that is when, not which role.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.kg.errors import KGError
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.querygraph.paths import alternative

#: verbs of general English that say someone took part in something, in no one role
_INVOLVED = re.compile(r"\b(?:work(?:s|ed|ing)?\s+on|involved\s+(?:in|with)|t(?:ake[sn]?|ook|aking)\s+part\s+in|"
                       r"contribut(?:e|es|ed|ing)\s+to|participat(?:e|es|ed|ing)\s+in)\b", re.I)
#: words of a property's name that say when the link holds, not what role it is
_TIME_WORDS = frozenset({"current", "past", "former", "previous", "present", "ex", "future", "old", "new"})
#: links considered per named thing, at most (a thing with more is read as it was)
_MAX_LINKS = 8


def says_involvement(question: str) -> bool:
    return _INVOLVED.search(question) is not None


def involvement_graph(graph: QueryGraph, kg, timeout_s: float) -> QueryGraph | None:
    """``graph`` with each named thing's one link to a variable widened to all its links of
    the same kind (module docstring); None where none widens."""
    g = graph.copy()
    widened = False
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef) or str(e.instance) == RDF_TYPE:
            continue
        ends = graph.vertices[e.source], graph.vertices[e.target]
        if ends[0].cls is VertexClass.ENT and ends[1].cls in (VertexClass.VAR, VertexClass.ANS):
            links = _links_of_kind(kg, str(ends[0].instance), str(e.instance), True, timeout_s)
        elif ends[1].cls is VertexClass.ENT and ends[0].cls in (VertexClass.VAR, VertexClass.ANS):
            links = _links_of_kind(kg, str(ends[1].instance), str(e.instance), False, timeout_s)
        else:
            continue
        if len(links) > 1:
            g.edges[k] = type(e)(e.source, e.target, e.cls, alternative(*(URIRef(p) for p in links)))
            widened = True
    return g if widened else None


def _links_of_kind(kg, thing: str, prop: str, outward: bool, timeout_s: float) -> list[str]:
    """The properties that link ``thing`` (as subject where ``outward``) to things of a class
    that ``prop`` reaches from it; ``prop`` among them."""
    t, p = iri_to_sparql(thing), iri_to_sparql(prop)
    near, far = (f"{t} {p} ?z", f"{t} ?q ?y") if outward else (f"?z {p} {t}", f"?y ?q {t}")
    try:
        rows = kg.select(f"SELECT DISTINCT ?q WHERE {{ {near} . ?z a ?c . {far} . ?y a ?c . "
                         f"FILTER(isIRI(?y) && ?q != {iri_to_sparql(RDF_TYPE)}) }} LIMIT {_MAX_LINKS + 1}",
                         timeout_s=timeout_s).rows
    except KGError:
        return []
    links = sorted({str(r[0]) for r in rows})
    if prop not in links or len(links) > _MAX_LINKS or _timed(prop):
        return []
    # a link of another time is no other role ("work on in the past": foaf:pastProject, not currentProject)
    return [p for p in links if not _timed(p)]


def _timed(prop: str) -> bool:
    """Does the property's name say a time of the link ("currentProject", "pastProject", "formerMember")?"""
    return bool(_TIME_WORDS & set(iri_words(prop).lower().split()))


__all__ = ["involvement_graph", "says_involvement"]
