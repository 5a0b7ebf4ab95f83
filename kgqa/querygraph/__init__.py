"""Query graphs: the symbolic core of the KG engine (HGNet sections 2 and 5). Pure Python, no torch.

API summary
-----------
Data model (:mod:`.model`, :mod:`.paths`, :mod:`.expressions`)
    ``QueryGraph`` / ``AbstractQueryGraph`` (vertices, edges, ``distinct``), ``Vertex(cls,
    segment, instance, name)``, ``Edge(source, target, cls, instance)``; ``VertexClass``
    {Ans, Var, Ent, Type, Val}, ``EdgeClass`` {Rel, Ord, Cmp, Agg}; enumerated edge instances
    ``ORD_INSTANCES``, ``CMP_INSTANCES``, ``AGG_INSTANCES``; ``OrderSpec`` (the Val at the end
    of an Ord edge: key rank, LIMIT, OFFSET; Ord ``NONE`` = LIMIT without ORDER BY). Rel
    instances: an IRI, a ``PropertyPath`` (``/ | ^ * + ?``), a ``PredicateRole`` (variable
    predicate) or an ``OptionalPredicate``; Cmp string operators and Agg value functions
    (computed values) from :mod:`.expressions`. ``graph.validate()`` checks Properties 1-4,
    ``qg.abstract()`` gives the AQG, ``aqg.instantiate(A_v, A_e)`` fills it.
Outlining (:mod:`.actions`, :mod:`.grammar`, :mod:`.outline`)
    Actions ``AddVertex(cls, segment, copy_of)``, ``SelectVertex(vertex)``,
    ``AddEdge(cls, direction, copy_of)``, ``End(distinct)``; ``Direction`` {+, -}.
    ``outline_actions(graph) -> Outline`` (Algorithm 2: ``.actions`` = A_o,
    ``.vertex_instances`` = A_v, ``.edge_instances`` = A_e, in the Filling order of eq. 2);
    ``replay(actions) -> AbstractQueryGraph``; ``normalize(qg)`` (generation order);
    ``OutlineState`` (``.step_kind``, ``.legal_actions()``, ``.masks()``, ``.copy_targets()``,
    ``.apply(action)``) and ``legal_actions(state | actions | partial_aqg, step_kind, selected)``:
    the decoder's masks;
    ``fill_slots(aqg)``: the Filling order (vertices, then edges).
SPARQL (:mod:`.sparql_syntax`, :mod:`.from_sparql`, :mod:`.to_sparql`)
    ``sparql_to_graph(text) -> QueryGraph`` (rdflib parser, parses cached by ``ParseCache``;
    errors: ``SparqlSyntaxError`` with the position, ``UnsupportedSparql`` naming the
    construct); ``to_sparql(qg)`` (SELECT with DISTINCT/aggregates/GROUP BY/HAVING/ORDER BY/
    LIMIT/OFFSET/FILTER/sub-selects/EXISTS/UNION/MINUS, or ASK for an Agg ASK answer),
    ``to_ask(qg)`` and ``to_probe(qg, slot) -> Probe(pattern, slot)`` for execution guidance
    (unfilled edges become variables).
Comparison (:mod:`.canonical`)
    ``canonical_form(graph)`` (a hashable canonical string), ``aqg_equal(a, b)``,
    ``graph_equal(a, b)`` (isomorphism: variable renaming, vertex/edge order).
Coverage
    ``python -m kgqa.querygraph.coverage --split dev|train`` (Spider4SPARQL, executed) or
    ``--qald FILE [--prefixes FILE]`` (any QALD-JSON benchmark, structure only).
"""

from kgqa.querygraph.actions import (
    Action,
    AddEdge,
    AddVertex,
    Direction,
    End,
    SelectVertex,
    StepKind,
    fill_slots,
    segment_switch,
)
from kgqa.querygraph.canonical import aqg_equal, canonical_form, graph_equal
from kgqa.querygraph.from_sparql import query_features, sparql_to_graph, tree_to_graph
from kgqa.querygraph.grammar import OutlineState, legal_actions
from kgqa.querygraph.outline import Outline, normalize, outline_actions, replay
from kgqa.querygraph.sparql_syntax import ParseCache, SparqlSyntaxError, UnsupportedSparql, parse_sparql
from kgqa.querygraph.to_sparql import Probe, to_ask, to_probe, to_sparql
from kgqa.querygraph.model import (
    AGG_INSTANCES,
    CMP_INSTANCES,
    EDGE_CLASSES,
    ORD_INSTANCES,
    RDF_TYPE,
    VERTEX_CLASSES,
    AbstractQueryGraph,
    Edge,
    EdgeClass,
    OrderSpec,
    QueryGraph,
    QueryGraphError,
    Vertex,
    VertexClass,
)

__all__ = [
    "AGG_INSTANCES", "CMP_INSTANCES", "EDGE_CLASSES", "ORD_INSTANCES", "RDF_TYPE", "VERTEX_CLASSES",
    "AbstractQueryGraph", "Action", "AddEdge", "AddVertex", "Direction", "Edge", "EdgeClass", "End",
    "Outline", "OrderSpec", "OutlineState", "QueryGraph", "QueryGraphError", "SelectVertex", "StepKind",
    "Vertex", "VertexClass", "fill_slots", "legal_actions", "normalize", "outline_actions", "replay",
    "segment_switch", "aqg_equal", "canonical_form", "graph_equal", "query_features", "sparql_to_graph",
    "tree_to_graph", "ParseCache", "SparqlSyntaxError", "UnsupportedSparql", "parse_sparql", "Probe", "to_ask",
    "to_probe", "to_sparql",
]
