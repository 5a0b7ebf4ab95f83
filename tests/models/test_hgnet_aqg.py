"""Query-graph adapter: Spider4SPARQL parsing, Algorithm 2 actions, grammar legality."""

import random

import pytest

from kgqa.models.aqg import (
    ADD_VERTEX_CLASSES,
    EDGE_LABELS,
    AddEdge,
    AddVertex,
    OutlineState,
    SelectVertex,
    Unsupported,
    canonical_key,
    parse_sparql,
    replay,
    to_sparql,
    vertex_class_mask,
)
from kgqa.models.examples import check_legal, gold_graph

Q_COUNT = "select (count( *) as ?aggregation_all) where { ?t1 a :singer . }"
Q_NESTED = ("select ?t1_name where { ?t1 a :shop . ?t1 :shop\\#name ?t1_name . ?t1 :shop\\#number_products ?p . "
            "FILTER(?p > ?agg) . {select (avg( ?t22_p) as ?agg ) where { ?t22 a :shop . "
            "?t22 :shop\\#number_products ?t22_p . } } }")


def test_pn_local_escape_is_unescaped():
    g = parse_sparql("select ?n where { ?s :singer\\#name ?n . }")
    assert g.edges[0].inst == "http://valuenet/ontop/singer#name"


def test_count_star_and_nested_segments():
    g = parse_sparql(Q_COUNT)
    assert [v.cls for v in g.vertices] == ["Ans", "Var", "Type"]
    assert g.is_legal()
    actions, g2 = gold_graph(Q_NESTED)
    assert max(v.seg for v in g2.vertices) == 1
    assert canonical_key(replay(actions).g, False) == canonical_key(g2, False)
    assert "SELECT (AVG(" in to_sparql(g2)


def test_unsupported_is_reported():
    with pytest.raises(Unsupported):
        parse_sparql("select ?x where { ?x a :t . ?x :t\\#a ?a . FILTER(?a = 1 || ?a = 2) }")


def test_canonical_key_ignores_vertex_order():
    a = parse_sparql("select ?n where { ?s :singer\\#name ?n . ?s :singer\\#age ?a . FILTER(?a > 20) }")
    b = parse_sparql("select ?n where { ?s :singer\\#age ?a . FILTER(?a > 20) . ?s :singer\\#name ?n . }")
    assert canonical_key(a) == canonical_key(b)


def _random_rollout(rng: random.Random) -> OutlineState:
    st = OutlineState()
    for _ in range(200):
        if st.done:
            break
        if st.phase == "AddVertex":
            m = vertex_class_mask(st)
            legal = [c for c, ok in zip(ADD_VERTEX_CLASSES, m) if ok]
            c = rng.choice(legal)
            d = rng.choice([i for i, ok in enumerate(st.delta_mask(c)) if ok]) if len(st.g.vertices) >= 2 else 0
            st_try = st.clone()
            st_try.apply(AddVertex(c, d))
            if c != "End" and len(st_try.g.vertices) > 1 and not any(st_try.select_mask()):
                continue
            st = st_try
        elif st.phase == "SelectVertex":
            u = rng.choice([i for i, ok in enumerate(st.select_mask()) if ok])
            st_try = st.clone()
            st_try.apply(SelectVertex(u))
            if not any(st_try.edge_mask()):
                return None
            st = st_try
        else:
            lab = rng.choice([l for l, ok in zip(EDGE_LABELS, st.edge_mask()) if ok])
            st.apply(AddEdge(lab))
    return st


def test_grammar_rollouts_always_give_legal_aqgs():
    rng = random.Random(0)
    done = 0
    for _ in range(300):
        st = _random_rollout(rng)
        if st is None or not st.done:
            continue
        done += 1
        assert len(st.g.vertices) == len(st.g.edges) + 1
        assert st.g.is_legal()
    assert done > 100


def test_gold_actions_are_legal_under_masks():
    for q in (Q_COUNT, Q_NESTED):
        actions, _ = gold_graph(q)
        check_legal(actions)
