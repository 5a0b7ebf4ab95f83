"""The ``entities`` style of Spider4SPARQL: its rows as named things, and its questions about them.

Spider4SPARQL's KGs are relational tables: a question names a row by a literal column, and its
gold query selects the row by that column (``?t2 :countries#countryname ?n . FILTER(?n =
"france")``). No gold graph has an entity vertex, so a model trained on them never learns to
reach a named thing directly, which is how most KGs are asked about.

This style keeps every IRI and triple, gives each row that has a name its name as
``rdfs:label`` (the table's name column: :func:`name_column`), and rewrites each gold query
that selects a row by its name into a query about that row: the variable becomes the entity
(``<.../countries/countryid=3>``), and the name triple, the comparison and the row's
``rdf:type`` go (an entity names its own class). The rewrite is made on the query graph
(:mod:`kgqa.querygraph`), only where the name identifies one row of the table, and kept only
where the rewritten query returns the same answers as the original on the style's KG
(:func:`kgqa.data.spider4sparql_styles.build_style` checks). Questions are unchanged: people
ask "How many car makers are there in france?" of a KG where France is an entity.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Callable

import pyoxigraph
from rdflib import Literal, URIRef

from kgqa.data.spider4sparql import ONTOP_NS, PREFIXES
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph import QueryGraph, QueryGraphError, sparql_to_graph, to_sparql
from kgqa.querygraph.model import EdgeClass, Vertex, VertexClass
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError, UnsupportedSparql

#: Name-like columns that name a part of a person's name, not the row (``fname``, ``last_name``).
_PART_OF_NAME = re.compile(r"(?:^|_)(?:f|l|m|first|last|middle|given|family|nick|user|sur)_?name$")

#: An equality with a string literal, as a name selection needs (a cheap test before parsing).
_COMPARES_A_STRING = re.compile(r"=\s*(?:'|\")")

#: Looks an entity up by a property and a value: ``(property IRI, lexical form) -> row IRI``.
EntityLookup = Callable[[str, str], "str | None"]


def _split(iri: str) -> tuple[str, ...] | None:
    """``("row", table)``, ``("property", table, column)`` for Spider4SPARQL's IRIs, else None."""
    if not iri.startswith(ONTOP_NS):
        return None
    rest = iri[len(ONTOP_NS):]
    if "#" in rest:
        return ("property", *rest.split("#", 1))
    if "/" in rest:
        return ("row", rest.split("/", 1)[0])
    return None


def name_rank(table: str, column: str) -> int | None:
    """How well ``column`` names the rows of ``table``: 0 for ``name``/``title`` (or prefixed with
    the table's name), 1 for another column ending in ``name``/``title`` that is not a part of a
    person's name, None for a column that does not name the row."""
    col, tab = column.lower(), table.lower()
    if col in ("name", "title") or col in (f"{tab}_name", f"{tab}name", f"{tab}_title"):
        return 0
    if (col.endswith("name") or col.endswith("title")) and not _PART_OF_NAME.search(col):
        return 1
    return None


def name_column(triples: list[tuple]) -> dict[str, str]:
    """Per table, the property whose literal values name its rows: the best :func:`name_rank`,
    then the most distinct values, then the IRI (deterministic)."""
    values: dict[tuple[str, str], set[str]] = defaultdict(set)
    for s, p, o in triples:
        subject, prop = _split(s.value), _split(p.value)
        if subject and subject[0] == "row" and prop and prop[0] == "property" and isinstance(o, pyoxigraph.Literal):
            if o.value.strip() and name_rank(prop[1], prop[2]) is not None:
                values[(subject[1], p.value)].add(o.value)
    best: dict[str, tuple] = {}
    for (table, prop), seen in values.items():
        _, ptable, column = _split(prop)
        key = (name_rank(ptable, column), -len(seen), prop)
        if table not in best or key < best[table]:
            best[table] = key
    return {table: key[2] for table, key in best.items()}


def entity_names(triples: list[tuple]) -> dict[str, tuple[str, str]]:
    """Row IRI -> (name property IRI, name) for every row whose table has a name column."""
    columns = name_column(triples)
    names: dict[str, tuple[str, str]] = {}
    for s, p, o in triples:
        subject = _split(s.value)
        if subject and subject[0] == "row" and columns.get(subject[1]) == p.value and isinstance(o, pyoxigraph.Literal):
            if o.value.strip() and s.value not in names:
                names[s.value] = (p.value, o.value)
    return names


def unique_lookup(names: dict[str, tuple[str, str]]) -> EntityLookup:
    """The row a (name property, name) pair identifies, where exactly one row has that name."""
    counts = Counter(names.values())
    by_name = {pair: row for row, pair in names.items() if counts[pair] == 1}
    return lambda prop, value: by_name.get((prop, value))


def anchor_on_entities(query: str, lookup: EntityLookup) -> str | None:
    """``query`` with every variable that is selected by its name made the named entity, or
    None when no variable is (or the query is outside the grammar).

    A variable ``?v`` is anchored when ``?v <name> ?n . FILTER(?n = "X")`` selects it, ``?n``
    is used nowhere else, ``lookup(<name>, "X")`` gives one row, and ``?v`` has no edge but
    triple patterns (it is not an answer, counted, compared or ordered)."""
    if not _COMPARES_A_STRING.search(query):  # nothing selected by a name: skip the parse
        return None
    try:
        g = sparql_to_graph(query, prefixes=PREFIXES)
    except (QueryGraphError, UnsupportedSparql, SparqlSyntaxError):
        return None
    drop_v: set[int] = set()
    drop_e: set[int] = set()
    anchored: dict[int, str] = {}
    for ci, cmp in enumerate(g.edges):
        if cmp.cls is not EdgeClass.CMP or cmp.instance != "=":
            continue
        named, val = _name_and_value(g, cmp.source, cmp.target)
        if named is None:
            continue
        rel_i = next(i for i in g.incident(named) if i != ci)
        rel = g.edges[rel_i]
        v = rel.source
        if rel.cls is not EdgeClass.REL or rel.target != named or not isinstance(rel.instance, URIRef):
            continue
        if g.vertices[v].cls is not VertexClass.VAR or v in anchored:
            continue
        entity = lookup(str(rel.instance), str(g.vertices[val].instance))
        if entity is None:
            continue
        others = [i for i in g.incident(v) if i != rel_i]
        if any(g.edges[i].cls is not EdgeClass.REL for i in others):
            continue
        types = [i for i in others if _is_type_edge(g, i, v)]
        if len(others) == len(types):  # nothing left but the entity itself
            continue
        anchored[v] = entity
        drop_v |= {named, val, *(g.edges[i].target for i in types)}
        drop_e |= {ci, rel_i, *types}
    if not anchored:
        return None
    return to_sparql(_without(g, drop_v, drop_e, anchored))


def _name_and_value(g: QueryGraph, a: int, b: int) -> tuple[int | None, int | None]:
    """The compared variable and the literal of ``?n = "X"``, where ``?n`` has no other use
    than one triple pattern."""
    for var, val in ((a, b), (b, a)):
        vv, lit = g.vertices[var], g.vertices[val]
        if vv.cls is VertexClass.VAR and lit.cls is VertexClass.VAL and isinstance(lit.instance, Literal) \
                and g.degree(var) == 2 and vv.segment == lit.segment:
            return var, val
    return None, None


def _is_type_edge(g: QueryGraph, i: int, v: int) -> bool:
    e = g.edges[i]
    return e.source == v and str(e.instance) == RDF_TYPE and g.vertices[e.target].cls is VertexClass.TYPE \
        and g.degree(e.target) == 1


def _without(g: QueryGraph, drop_v: set[int], drop_e: set[int], anchored: dict[int, str]) -> QueryGraph:
    """``g`` less the dropped vertices and edges, the anchored variables made entities."""
    g = g.copy()
    for old, iri in anchored.items():
        g.vertices[old] = Vertex(VertexClass.ENT, g.vertices[old].segment, URIRef(iri))
    out = g.without(drop_v, drop_e)
    out.validate()
    return out
