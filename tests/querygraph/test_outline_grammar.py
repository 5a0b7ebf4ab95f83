"""Outline actions (Algorithm 2), replay, grammar masks and canonical comparison."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import Literal, URIRef

from kgqa.querygraph import (
    RDF_TYPE,
    AbstractQueryGraph,
    AddEdge,
    AddVertex,
    Direction,
    EdgeClass,
    End,
    OutlineState,
    QueryGraph,
    QueryGraphError,
    SelectVertex,
    StepKind,
    VertexClass,
    fill_slots,
    legal_actions,
    normalize,
    outline_actions,
    replay,
    segment_switch,
)
from kgqa.querygraph.canonical import aqg_equal, canonical_form, graph_equal
from kgqa.querygraph.from_sparql import sparql_to_graph

O = "http://valuenet/ontop/"


def singer_graph() -> QueryGraph:
    """?n of singers from France, with a sub-query on the average age."""
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0, "n")
    s = g.add_vertex("Var", 0, None, "s")
    t = g.add_vertex("Type", 0, URIRef(O + "singer"))
    c = g.add_vertex("Var", 0, None, "c")
    fr = g.add_vertex("Val", 0, Literal("France"))
    a = g.add_vertex("Var", 0, None, "a")
    avg = g.add_vertex("Var", 1, None, "avg")
    a2 = g.add_vertex("Var", 1, None, "a2")
    s2 = g.add_vertex("Var", 1, None, "s2")
    t2 = g.add_vertex("Type", 1, URIRef(O + "singer"))
    g.add_edge(s, ans, "Rel", URIRef(O + "singer#name"))
    g.add_edge(s, t, "Rel", RDF_TYPE)
    g.add_edge(s, c, "Rel", URIRef(O + "singer#country"))
    g.add_edge(c, fr, "Cmp", "=")
    g.add_edge(s, a, "Rel", URIRef(O + "singer#age"))
    g.add_edge(a, avg, "Cmp", ">")
    g.add_edge(a2, avg, "Agg", "AVG")
    g.add_edge(s2, a2, "Rel", URIRef(O + "singer#age"))
    g.add_edge(s2, t2, "Rel", RDF_TYPE)
    return g


def test_outline_follows_eq1_and_replays():
    g = singer_graph()
    out = outline_actions(g)
    acts = out.actions
    assert acts[0] == AddVertex(VertexClass.ANS, 0)
    assert isinstance(acts[-1], End)
    body = acts[1:-1]
    assert len(body) == 3 * (len(g.vertices) - 1)  # T = 3N - 1 with the first AddVertex and End
    for k in range(0, len(body), 3):
        assert isinstance(body[k], AddVertex) and isinstance(body[k + 1], SelectVertex) and isinstance(body[k + 2], AddEdge)
    aqg = replay(acts)
    assert aqg_equal(aqg, g.abstract())
    assert graph_equal(out.query_graph(), g)
    assert len(out.vertex_instances) == len(g.vertices) and len(out.edge_instances) == len(g.edges)
    assert fill_slots(aqg)[: len(g.vertices)] == [("vertex", i) for i in range(len(g.vertices))]


def test_segment_switch_and_copies():
    out = outline_actions(singer_graph())
    adds = [i for i, a in enumerate(out.actions) if isinstance(a, AddVertex)]
    deltas = [segment_switch(out.actions, i) for i in adds]
    assert set(deltas) <= {0, 1} and deltas.count(1) == 1
    # segment 0 is finished before segment 1 starts
    segs = [out.actions[i].segment for i in adds]
    assert segs == sorted(segs)
    # the second singer Type copies the first one; the second singer#age Rel copies the first
    type_adds = [out.actions[i] for i in adds if out.actions[i].cls is VertexClass.TYPE]
    assert type_adds[0].copy_of is None and type_adds[1].copy_of is not None
    rel_copies = [a for a in out.actions if isinstance(a, AddEdge) and a.copy_of is not None]
    assert len(rel_copies) >= 2  # rdf:type and singer#age


def test_outline_depends_only_on_structure():
    g = singer_graph()
    h = QueryGraph([v for v in g.vertices], [e for e in g.edges], g.distinct)
    # same structure, other instances -> same AQG actions (copies aside)
    h.vertices[4] = type(h.vertices[4])(VertexClass.VAL, 0, Literal("Spain"))
    strip = lambda acts: [type(a)(*[getattr(a, f) for f in a.__dataclass_fields__ if f != "copy_of"]) if hasattr(a, "copy_of") else a for a in acts]
    assert strip(outline_actions(g).actions) == strip(outline_actions(h).actions)
    assert strip(outline_actions(g).actions) == strip(outline_actions(g.abstract()).actions)


def test_gold_actions_are_legal_under_the_masks():
    g = singer_graph()
    state = OutlineState()
    for act in outline_actions(g).actions:
        assert state.is_legal(act), (act, state.legal_actions())
        masks = state.masks()
        if isinstance(act, AddVertex):
            assert masks["vertex_class"][list(VertexClass).index(act.cls)]
        state = state.apply(act)
    assert state.finished and state.step_kind is StepKind.DONE


def test_masks_exclude_illegal_actions():
    st0 = OutlineState()
    assert st0.legal_actions() == [AddVertex(VertexClass.ANS, 0)]
    with pytest.raises(QueryGraphError):
        st0.apply(AddVertex(VertexClass.VAR, 0))
    st1 = st0.apply(AddVertex(VertexClass.ANS, 0))
    # End needs at least one edge; a new segment starts with a variable
    assert not any(isinstance(a, End) for a in st1.legal_actions())
    assert AddVertex(VertexClass.TYPE, 1) not in st1.legal_actions()
    assert AddVertex(VertexClass.VAR, 1) in st1.legal_actions()
    # Type vertex: only a Rel edge can reach it, and only in the same segment
    st2 = st1.apply(AddVertex(VertexClass.TYPE, 0)).apply(SelectVertex(0))
    allowed = st2.legal_actions()
    assert AddEdge(EdgeClass.REL, Direction.FORWARD) in allowed
    assert AddEdge(EdgeClass.CMP, Direction.FORWARD) not in allowed
    assert AddEdge(EdgeClass.REL, Direction.BACKWARD) not in allowed  # Type is never a subject
    st3 = st2.apply(AddEdge(EdgeClass.REL, Direction.FORWARD))
    # the Type vertex is a leaf: it cannot be selected again
    st4 = st3.apply(AddVertex(VertexClass.VAL, 0))
    assert SelectVertex(1) not in st4.legal_actions()
    assert st4.masks()["vertex"] == [True, False, False]
    # a Val vertex is never an aggregate; it may only be a constant operand (Val -> Ans)
    st5 = st4.apply(SelectVertex(0))
    aggs = [a for a in st5.legal_actions() if a.cls is EdgeClass.AGG]
    assert aggs == [AddEdge(EdgeClass.AGG, Direction.BACKWARD)]
    # Rel cannot cross segments
    s = OutlineState()
    for a in [AddVertex(VertexClass.ANS, 0), AddVertex(VertexClass.VAR, 1), SelectVertex(0)]:
        s = s.apply(a)
    # (Rel cannot; a comparison, or a sub-select's column as an operand: new -> selected)
    assert set(s.legal_actions()) == {AddEdge(EdgeClass.CMP, Direction.FORWARD), AddEdge(EdgeClass.CMP, Direction.BACKWARD),
                                      AddEdge(EdgeClass.AGG, Direction.BACKWARD)}


def test_agg_target_has_at_most_two_incoming_agg():
    """An aggregate has one Agg edge in; an arithmetic value two (operator and OPERAND); never three."""
    s = OutlineState()
    for a in [AddVertex(VertexClass.ANS, 0), AddVertex(VertexClass.VAR, 0), SelectVertex(0),
              AddEdge(EdgeClass.AGG, Direction.BACKWARD), AddVertex(VertexClass.VAR, 0), SelectVertex(0)]:
        s = s.apply(a)
    assert AddEdge(EdgeClass.AGG, Direction.BACKWARD) in s.legal_actions()
    for a in [AddEdge(EdgeClass.AGG, Direction.BACKWARD), AddVertex(VertexClass.VAR, 0), SelectVertex(0)]:
        s = s.apply(a)
    assert AddEdge(EdgeClass.AGG, Direction.BACKWARD) not in s.legal_actions()
    assert AddEdge(EdgeClass.AGG, Direction.FORWARD) in s.legal_actions()


def test_replay_rejects_broken_sequences():
    with pytest.raises(QueryGraphError):
        replay([AddVertex(VertexClass.ANS, 0)])  # no End
    with pytest.raises(QueryGraphError):
        replay([AddVertex(VertexClass.ANS, 0), SelectVertex(0), End()])
    with pytest.raises(QueryGraphError):
        replay([AddVertex(VertexClass.ANS, 0), AddVertex(VertexClass.VAL, 0), SelectVertex(0),
                AddEdge(EdgeClass.AGG, Direction.FORWARD), End()])


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_legal_sequences_give_trees(rnd):
    """Property 4 holds for every sequence the masks allow."""
    state = OutlineState(max_vertices=rnd.randint(2, 14))
    actions = []
    while not state.finished:
        legal = state.legal_actions()
        assert legal, state
        ends = [a for a in legal if isinstance(a, End)]
        act = rnd.choice(ends) if ends and rnd.random() < 0.15 else rnd.choice(legal)
        actions.append(act)
        state = state.apply(act)
    g = replay(actions)
    g.validate()
    assert len(g.vertices) == len(g.edges) + 1
    # and its own outline replays to an isomorphic AQG with legal actions only
    again = replay(outline_actions(g).actions, check_grammar=True)
    assert aqg_equal(again, g)


def test_legal_actions_from_action_prefix():
    acts = outline_actions(singer_graph()).actions
    assert acts[3] in legal_actions(acts[:3])


# -- canonical comparison ---------------------------------------------------------------------
def _shuffled(g: QueryGraph, rnd: random.Random) -> QueryGraph:
    perm = list(range(len(g.vertices)))
    rnd.shuffle(perm)
    inv = {old: new for new, old in enumerate(perm)}
    h = QueryGraph(distinct=g.distinct)
    for old in perm:
        v = g.vertices[old]
        h.add_vertex(v.cls, v.segment + (5 if v.segment else 0), v.instance, f"renamed{old}")
    edges = list(g.edges)
    rnd.shuffle(edges)
    for e in edges:
        h.add_edge(inv[e.source], inv[e.target], e.cls, e.instance)
    return h


def test_canonical_invariance():
    g = singer_graph()
    rnd = random.Random(7)
    for _ in range(20):
        h = _shuffled(g, rnd)
        assert graph_equal(g, h) and aqg_equal(g, h)
        assert canonical_form(g) == canonical_form(h)


def test_canonical_distinguishes():
    g = singer_graph()
    h = g.with_edge_instance(0, URIRef(O + "singer#country"))  # other relation
    assert not graph_equal(g, h) and aqg_equal(g, h)
    k = g.copy()
    e = k.edges[2]
    k.edges[2] = type(e)(e.target, e.source, e.cls, e.instance)  # reversed direction
    assert not graph_equal(g, k) and not aqg_equal(g, k)
    d = g.copy()
    d.distinct = True
    assert not graph_equal(g, d)
    s = g.copy()
    v = s.vertices[6]
    s.vertices[6] = type(v)(v.cls, 0, v.instance, v.name)  # segment structure differs
    assert not aqg_equal(g, s)


def test_canonical_fast_for_20_vertices():
    g = QueryGraph()
    root = g.add_vertex("Ans", 0, 0)
    prev = root
    for i in range(19):
        v = g.add_vertex("Var", 0)
        g.add_edge(prev if i % 3 else root, v, "Rel", URIRef(O + f"p{i % 4}"))
        prev = v
    t = time.perf_counter()
    for _ in range(200):
        canonical_form(g)
    assert (time.perf_counter() - t) / 200 < 0.005


def test_normalize_and_json_roundtrip():
    g = sparql_to_graph("SELECT ?n WHERE { ?s a :singer ; :singer\\#name ?n ; :singer\\#age ?a . FILTER(?a > 3) } "
                        "ORDER BY DESC(?a) LIMIT 2", {"": "http://valuenet/ontop/"})
    assert graph_equal(normalize(g), g)
    j = g.to_json()
    assert {"vertices", "edges", "distinct"} <= set(j)
    assert graph_equal(QueryGraph.from_json(j), g)


def test_validate_rejects_non_trees():
    g = QueryGraph()
    a = g.add_vertex("Ans", 0, 0)
    b = g.add_vertex("Var", 0)
    g.add_edge(b, a, "Rel", URIRef(O + "p"))
    g.add_edge(a, b, "Rel", URIRef(O + "q"))
    with pytest.raises(QueryGraphError, match="Property"):
        g.validate()
    h = QueryGraph()
    h.add_vertex("Ans", 0, 0)
    v = h.add_vertex("Val", 0, Literal(1))
    h.add_edge(v, 0, "Rel", URIRef(O + "p"))
    with pytest.raises(QueryGraphError):
        h.validate()
    assert isinstance(g.abstract(), AbstractQueryGraph)


def test_package_does_not_import_torch():
    import subprocess
    import sys

    code = "import sys, kgqa.querygraph, kgqa.querygraph.coverage; assert 'torch' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_legal_actions_from_partial_aqg_and_step_kind():
    state = OutlineState()
    for act in outline_actions(singer_graph()).actions[:-1]:
        assert legal_actions(state.graph, state.step_kind, state.selected) == state.legal_actions()
        state = state.apply(act)
    with pytest.raises(QueryGraphError):
        legal_actions(state.graph, StepKind.SELECT_VERTEX)  # every vertex is joined already
