"""A named whole the chosen graph leaves out, joined to the answer by a chain of part-of links.

Many KGs say what is inside what one level at a time: Brick's rooms are ``isPartOf`` a floor and
floors ``isPartOf`` a building (or the building ``hasPart`` its floors, as the export wrote it);
an article is ``frbr:partOf`` an issue, the issue of a volume, the volume of a journal; a post's
``sioc:has_container`` is a thread, the thread's a forum. "How many rooms does Harbour House
have?" and "Which journal published X?" ask across the whole chain; the model, which learned one
relation per word, reads the class and leaves the named whole out (every room), or never reaches it.

Where the question states one entity the graph does not hold, and the answer's things reach it
(or it reaches them) through one or more links of the KG's part-of properties, in whichever
direction each was stated, that chain joins them: ``?x (isPartOf|^hasPart)+ <Bldg_A>``. A
part-of property is one whose name says so: "part" ("isPartOf", "hasPart", "partOf"),
"contain(s/ed)" / "container", "within", "parent", "location" / "located" (a sensor located in a room
that is part of a floor); "hasPart", "contains", "parent of", "container of" and "location of" point down
(the whole is the subject), the others up. Only where the chain narrows the answer, and in
one direction only: a thing inside and around the same whole is no reading of one question.
Where the graph holds the entity but answers with things of another class than the one asked
("How many articles has the Journal of X published?" read as its identifiers), the things of
the asked class in it, or around it ("Which journal published X?"), are the answer. A yes/no
question's one part-of link between two named things that does not hold is asked along the chain.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rdflib import URIRef

from kgqa.engine.reified import bound_vertex
from kgqa.kg.labels import local_name, split_identifier
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph.paths import Predicate, alternative, inverse, modified, path_to_sparql

#: words of a part-of property's name (general English)
_PART_WORDS = frozenset({"part", "contain", "contains", "contained", "container", "within", "parent", "location",
                         "located"})


def part_path(properties) -> Predicate | None:
    """``(up|^down)+`` over the KG's part-of properties (module docstring): from a part to any
    whole it lies in; None where the KG has none."""
    up, down = [], []
    for p in sorted(str(x) for x in properties):
        words = [w.lower() for w in split_identifier(local_name(p))]  # "hasPart": has, part
        if not _PART_WORDS & set(words):
            continue
        points_down = (words[0] == "has" and "part" in words) or "contains" in words \
            or re.search(r"\b(?:parent|container|location) of$", " ".join(words)) is not None
        (down if points_down else up).append(URIRef(p))
    parts = up + [inverse(p) for p in down]
    return modified(alternative(*parts), "+") if parts else None


def with_whole(graph: QueryGraph, whole: str, path: Predicate, inside: bool) -> QueryGraph | None:
    """``graph`` with its answer's things inside ``whole`` (``inside``) or around it, by ``path``;
    None where the graph has no one answer vertex."""
    v = bound_vertex(graph)
    if v is None:
        return None
    g = graph.copy()
    w = g.add_vertex(VertexClass.ENT, g.vertices[v].segment, URIRef(whole))
    if inside:
        g.add_edge(v, w, EdgeClass.REL, path)
    else:
        g.add_edge(w, v, EdgeClass.REL, path)
    return g


def left_out_whole(graph: QueryGraph, stated: list[str], path: Predicate | None,
                   answers: Callable[[QueryGraph], int | None]) -> QueryGraph | None:
    """The graph with the one stated entity it leaves out as the whole (or the part) its answer
    lies in by ``path``, where that narrows the answer in exactly one direction (module
    docstring); None otherwise. ``answers(g)``: how many rows ``g`` has (None: it failed)."""
    held = {str(x.instance) for x in graph.vertices if x.cls is VertexClass.ENT}
    left = [e for e in stated if e not in held]
    if path is None or len(left) != 1:
        return None
    ways = [g for g in (with_whole(graph, left[0], path, inside) for inside in (True, False)) if g is not None]
    found = [g for g in ways if answers(g)]
    return found[0] if len(found) == 1 else None


def class_in_whole(asked: str, entity: str, path: Predicate, count: bool,
                   answers: Callable[[str], int | None]) -> str | None:
    """The query of the things of the ``asked`` class that lie in the stated ``entity`` by
    ``path`` ("How many articles has the Journal of X published?"), or that it lies in ("Which
    journal published X?"), where exactly one of the two has any (``answers(query)``: its rows);
    None otherwise."""
    head = "SELECT (COUNT(DISTINCT ?x) AS ?count)" if count else "SELECT DISTINCT ?x"
    p, e, c = path_to_sparql(path), iri_to_sparql(URIRef(entity)), iri_to_sparql(URIRef(asked))
    ways = [f"{head} WHERE {{ ?x a {c} . {way} }}" for way in (f"?x {p} {e} .", f"{e} {p} ?x .")]
    found = [q for q in ways if answers(q)]
    return found[0] if len(found) == 1 else None


_ONE_LINK = re.compile(r"^\s*ASK\s*\{\s*(<[^>]+>)\s+<([^>]+)>\s+(<[^>]+>)\s*\.?\s*\}\s*$")


def chained_ask(sparql: str, path: Predicate | None) -> str | None:
    """A yes/no ASK of one part-of link between two named things (``ASK { <X> frbr:partOf <J> }``:
    "Was X published in the Journal of ...?") read along the whole chain, the part first: an
    article is ``partOf`` an issue of a volume of the journal. None for any other ASK."""
    m = _ONE_LINK.match(sparql or "")
    if path is None or m is None:
        return None
    a, p, b = m.groups()
    written = path_to_sparql(path)
    if f"^<{p}>" in written:
        a, b = b, a  # a "has part" link: the whole is its subject
    elif f"<{p}>" not in written:
        return None
    return f"ASK {{ {a} {written} {b} . }}"


__all__ = ["chained_ask", "class_in_whole", "left_out_whole", "part_path", "with_whole"]
