""""Whose X ...?": the maker of the things the graph finds, not the things.

"Whose album did Maren Holt produce?" asks for the artist of the album. The model's graph finds
the album (``?r mo:producer <maren> ; mo:release_type mo:album``). Where the question opens with
"whose" and the graph answers with things, the answer is carried one step on, by the one property
from those things whose name says who makes or owns a thing (general English: maker, creator,
author, artist, owner, composer, writer, ...: ``foaf:maker``, ``dcterms:creator``), to what it
reaches. Answers that reach no such property, or several, are left as they are.
"""

from __future__ import annotations

import re

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass

_WHOSE = re.compile(r"^\s*whose\b", re.I)
#: words of a property's name that say who makes or owns a thing (general English)
_MAKER_WORDS = frozenset({"maker", "creator", "author", "artist", "owner", "composer", "writer", "designer",
                          "architect", "builder", "founder", "performer", "made", "created", "authored", "owned",
                          "written", "composed", "designed", "built", "founded"})


def says_whose(question: str) -> bool:
    return _WHOSE.match(question) is not None


def maker_properties(properties) -> list[str]:
    """The properties of ``properties`` (IRIs) whose name says who makes or owns a thing."""
    return [p for p in properties if _MAKER_WORDS & set(iri_words(p).lower().split())]


def whose_graph(graph: QueryGraph, maker: str) -> QueryGraph | None:
    """``graph`` answering with what its one answer reaches by ``maker`` (the answer kept as a
    variable); None where it has not one answer vertex."""
    answers = graph.answer_vertices()
    if len(answers) != 1 or any(e.cls is EdgeClass.AGG for e in graph.edges):
        return None
    a = answers[0]
    g = graph.copy()
    old = g.vertices[a]
    owner = g.add_vertex(VertexClass.ANS, old.segment, old.instance)
    g.vertices[a] = type(old)(VertexClass.VAR, old.segment, None, old.name)
    g.add_edge(a, owner, EdgeClass.REL, URIRef(maker))
    return g


__all__ = ["maker_properties", "says_whose", "whose_graph"]
