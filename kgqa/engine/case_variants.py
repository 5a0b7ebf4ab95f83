"""A stated string matched in any letter case, where the KG writes it in more than one.

Dumps merged from many hands write one value several ways: DOAP files say a project's language
is "Java" in one file and "java" in the next. "Which projects are written in Java?" read as
``FILTER(?lang = "Java")`` then misses the projects whose file says "java". Where the property
compared holds the stated string in another case too, the comparison is made in lower case:
``FILTER(LCASE(STR(?lang)) = "java")`` (an Agg STR and an Agg LCASE before the Cmp, as the
grammar writes any string filter over a folded value). A string the KG writes one way only is
left as it is: one ASK per compared string decides, bounded like every probe.
"""

from __future__ import annotations

from rdflib import Literal

from kgqa.kg.errors import KGError
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass


def case_folded(graph: QueryGraph, kg) -> QueryGraph | None:
    """``graph`` with each ``?x = "text"`` whose property also holds the text in another case
    compared in lower case; None where there is none."""
    stated = [(k, text) for k, e in enumerate(graph.edges) if (text := stated_text(graph, e)) is not None]
    folds = [(k, text) for k, text in stated if _written_otherwise(kg, graph, graph.edges[k], text)]
    if not folds:
        return None
    g = graph.copy()
    for k, text in folds:
        e = graph.edges[k]
        seg = graph.vertices[e.source].segment
        as_text = g.add_vertex(VertexClass.VAR, seg)
        lower = g.add_vertex(VertexClass.VAR, seg)
        g.add_edge(e.source, as_text, EdgeClass.AGG, "STR")
        g.add_edge(as_text, lower, EdgeClass.AGG, "LCASE")
        g.vertices[e.target] = type(g.vertices[e.target])(VertexClass.VAL, graph.vertices[e.target].segment,
                                                            Literal(text.lower()), graph.vertices[e.target].name)
        g.edges[k] = type(e)(lower, e.target, e.cls, e.instance)
    return g


def stated_text(graph: QueryGraph, e) -> str | None:
    """The plain string an ``=`` edge compares a variable with (None for any other edge)."""
    if e.cls is not EdgeClass.CMP or e.instance != "=":
        return None
    source, target = graph.vertices[e.source], graph.vertices[e.target]
    value = target.instance
    if source.cls not in (VertexClass.VAR, VertexClass.ANS) or target.cls is not VertexClass.VAL \
            or not isinstance(value, Literal) or value.datatype is not None or value.language is not None:
        return None
    text = str(value)
    return text if text.strip() and not text.replace(".", "", 1).lstrip("-").isdigit() else None


def compared_property(graph: QueryGraph, e) -> str | None:
    """The one property whose value comparison edge ``e`` compares, or None."""
    into = [d for d in graph.edges if d.target == e.source and d.cls is EdgeClass.REL and isinstance(d.instance, str)]
    return str(into[0].instance) if len(into) == 1 else None


def _written_otherwise(kg, graph: QueryGraph, e, text: str) -> bool:
    """Does the property whose value the edge compares with ``text`` also hold it in another case?"""
    prop = compared_property(graph, e)
    if prop is None:
        return False
    try:
        return bool(kg.ask(f"ASK {{ ?s {iri_to_sparql(prop)} ?o . FILTER(isLiteral(?o) && "
                           f"LCASE(STR(?o)) = {term_to_sparql(Literal(text.lower()))} && "
                           f"STR(?o) != {term_to_sparql(Literal(text))}) }}"))
    except KGError:  # a probe that fails leaves the comparison as it was
        return False


__all__ = ["case_folded", "compared_property", "stated_text"]
