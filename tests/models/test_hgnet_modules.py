"""Module shapes, masking, the teacher-forced loss, and grammar-constrained decoding."""

import math

import pytest
import torch

from kgqa.models.aqg import OutlineState, MAX_VERTICES
from kgqa.models.examples import HGNetExample, gold_graph
from kgqa.models.graph_encoder import AQGGraphEncoder, GraphInput
from kgqa.models.hgnet import HGNet, masked_log_softmax
from kgqa.engine.hypotheses import OutlineHypothesis
from kgqa.models.pool import CandidatePool, build_pool
from kgqa.search.beam import beam_search

QUESTIONS = [
    ("How many singers do we have?", "select (count( *) as ?c) where { ?t1 a :singer . }"),
    ("What are the names of singers older than 30?",
     "select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . FILTER(?a > 30) . }"),
    ("Show the name of the oldest singer.",
     "select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . } order by desc (?a) limit 1"),
]
RELS = ["http://www.w3.org/1999/02/22-rdf-syntax-ns#type", "http://valuenet/ontop/singer#name",
        "http://valuenet/ontop/singer#age", "http://valuenet/ontop/stadium#name"]


def _examples():
    out = []
    for q, sparql in QUESTIONS:
        actions, g = gold_graph(sparql)
        pool = build_pool(q)
        pool.instances["Rel"] = list(RELS)
        pool.instances["Type"] = ["http://valuenet/ontop/singer", "http://valuenet/ontop/stadium"]
        vt = {i: pool.add(v.cls, v.inst) for i, v in enumerate(g.vertices) if v.inst is not None}
        et = {k: pool.add(e.cls, e.inst) for k, e in enumerate(g.edges)}
        out.append(HGNetExample(0, "concert_singer", q, actions, g, pool, vt, et))
    return out


@pytest.fixture(scope="module")
def model():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    return HGNet(hidden=32, graph_layers=1, heads=2)


def test_masked_log_softmax_sums_to_one_and_blocks_illegal():
    lp = masked_log_softmax(torch.randn(6), [True, False, True, False, True, True])
    assert lp[1] == -math.inf and lp[3] == -math.inf
    assert torch.isclose(lp.exp().sum(), torch.tensor(1.0))


def test_graph_encoder_shapes():
    enc = AQGGraphEncoder(hidden=16, num_layers=2, heads=2)
    g1 = GraphInput([0, 1, 3], [0, 0, 0], [0, 0, 1], [(1, 0, 6), (1, 2, 0)])
    empty = GraphInput([], [], [], [])
    out = enc([g1, empty])
    assert out.vertices[0].shape == (3, 16) and out.edges[0].shape == (2, 16)
    assert out.vertices[1].shape == (0, 16) and out.graph.shape == (2, 16)
    assert torch.allclose(out.graph[1], enc.empty)


def test_first_outline_step_only_allows_ans(model):
    ctx = model.encode(["How many singers?"], [build_pool("How many singers?")])[0]
    lp, _ = model.outline_scores(ctx, OutlineState(), model.init_state(model.init_o, ctx.q_last))
    finite = [i for i, v in enumerate(lp["class"].tolist()) if v > -math.inf]
    assert finite == [0]  # Ans
    assert torch.isclose(lp["class"].exp().sum(), torch.tensor(1.0))


def test_teacher_forced_loss_decreases(model):
    batch = _examples()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    losses = []
    for _ in range(8):
        loss, _ = model.loss(batch)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(float(loss))
    assert losses[-1] < losses[0] * 0.8


def test_outline_beam_always_yields_legal_aqg(model):
    for q, _ in QUESTIONS:
        ctx = model.encode([q], [build_pool(q)])[0]
        res = beam_search(OutlineHypothesis.initial(model, ctx), 5, 3 * MAX_VERTICES + 2)
        assert res.finished
        for h in res.finished:
            g = h.state.g
            assert len(g.vertices) == len(g.edges) + 1 and g.is_legal()
            assert g.vertices[0].cls == "Ans"


def test_ablation_switches_build_and_train():
    for kw in ({"graph_encoder": False}, {"aux_encoding": False}, {"copy": False}):
        m = HGNet(hidden=16, graph_layers=1, heads=2, **kw)
        loss, _ = m.loss(_examples()[:2])
        loss.backward()
        assert torch.isfinite(loss)


def test_minilm_variant_forward_and_backward():
    torch.manual_seed(0)
    m = HGNet(encoder="minilm", hidden=32, graph_layers=1, heads=2)
    loss, parts = m.loss(_examples()[:2])
    loss.backward()
    assert torch.isfinite(loss)
    assert not any(k.startswith("text.plm.") for k in m.trainable_state())
    assert m.text.lstm.weight_ih_l0.grad is not None


def test_graph_encoding_does_not_depend_on_batch():
    torch.manual_seed(0)
    enc = AQGGraphEncoder(hidden=16, num_layers=2, heads=2).eval()
    lone = GraphInput([0], [0], [0], [])
    other = GraphInput([0, 1], [0, 0], [0, 0], [(1, 0, 0)])
    with torch.no_grad():
        a = enc([lone]).graph[0]
        b = enc([lone, other]).graph[0]
    assert torch.allclose(a, b, atol=1e-6)


def test_question_link_features_tag_columns_tables_values_and_numbers():
    from kgqa.models.schema_linking import LINK_FEATURES, question_link_features
    from kgqa.models.pool import words

    pool = CandidatePool({
        "Rel": ["http://valuenet/ontop/country#lifeexpectancy", "http://valuenet/ontop/country#continent",
                "http://valuenet/ontop/city#ref-countrycode"],
        "Type": ["http://valuenet/ontop/country", "http://valuenet/ontop/city"],
        "Val": ["'Africa'", "'Republic'", "3", "1", "ALL"],
    })
    q = "Average life expectancy of countries in Africa which are republics with 3 cities or one continent?"
    toks = words(q)
    tags = question_link_features(toks, pool)
    assert tags.shape == (len(toks), len(LINK_FEATURES))
    got = {t: tuple(int(x) for x in row) for t, row in zip(toks, tags.tolist())}
    assert got["life"][0] == got["expectancy"][0] == 1      # two words spelling one column
    assert got["continent"][0] == 1 and got["average"] == (0, 0, 0, 0)
    assert got["countries"][1] == 1 and got["cities"][1] == 1  # plural table names
    assert got["africa"][2] == 1 and got["republics"][2] == 1  # values, inflection included
    assert got["3"] == (0, 0, 1, 1) and got["one"][3] == 1
    assert got["in"] == (0, 0, 0, 0)


def test_question_linking_changes_the_encoding_and_trains():
    torch.manual_seed(0)
    m = HGNet(hidden=16, graph_layers=1, heads=2, question_linking=True)
    ex = _examples()
    plain = m.encode([ex[1].question], [ex[1].pool])[0]
    assert torch.count_nonzero(m.link_token.weight) == 0  # starts as the model without tags
    loss, _ = m.loss(ex[:2])
    loss.backward()
    assert m.link_token.weight.grad.abs().sum() > 0 and m.link_count.weight.grad.abs().sum() > 0
    with torch.no_grad():
        m.link_token.weight.fill_(0.5)
    tagged = m.encode([ex[1].question], [ex[1].pool])[0]
    assert not torch.allclose(plain.Q, tagged.Q)
    assert HGNet(**m.config).config["question_linking"] is True


def test_question_linking_aligns_with_minilm_word_pieces():
    from kgqa.models.schema_linking import question_link_features

    m = HGNet(encoder="minilm", hidden=16, graph_layers=1, heads=2, question_linking=True)
    ex = _examples()[1]
    pieces = m.text.token_strings(ex.question)
    ctx = m.encode([ex.question], [ex.pool])[0]
    assert pieces[0] == "[CLS]" and pieces[-1] == "[SEP]" and len(pieces) == ctx.Q.shape[0]
    tags = question_link_features(pieces, ex.pool)
    assert tags[pieces.index("singers"), 1] == 1 and tags[pieces.index("30"), 3] == 1


def test_schema_join_features_count_named_tables_and_foreign_key_hops():
    from kgqa.models.schema_linking import schema_join_features
    from kgqa.models.pool import words

    ontop = "http://valuenet/ontop/"
    pool = CandidatePool(
        {"Rel": [ontop + "pets#weight", ontop + "student#age", ontop + "has_pet#ref-stuid", ontop + "dogs#age"],
         "Type": [ontop + t for t in ("pets", "student", "has_pet", "dogs", "car_makers")]},
        joins=[(ontop + "has_pet", ontop + "pets"), (ontop + "has_pet", ontop + "student")])
    feats = lambda q: schema_join_features(words(q), pool).tolist()  # noqa: E731
    # pets - has_pet - student: two tables named, joined through the link table
    assert feats("How many pets are owned by students?") == [2.0, 2.0, 0.0]
    # "weight" is a column of pets only: it names the table; "age" is in two tables: it does not
    assert feats("What is the weight of students?") == [2.0, 2.0, 0.0]
    assert feats("What is the average age?") == [0.0, 0.0, 0.0]
    # car makers (two words spelling one table) has no foreign key to pets
    assert feats("Which car makers own pets?") == [2.0, 0.0, 1.0]


def test_pool_carries_the_kgs_foreign_keys():
    from kgqa.data.spider_kgs import spider_kg

    pool = build_pool("How many pets are owned by students?", spider_kg("pets_1"))
    ontop = "http://valuenet/ontop/"
    assert (ontop + "has_pet", ontop + "student") in pool.joins and (ontop + "has_pet", ontop + "pets") in pool.joins


def test_schema_joins_switch_trains_and_round_trips():
    torch.manual_seed(0)
    m = HGNet(hidden=16, graph_layers=1, heads=2, schema_joins=True)
    ex = _examples()
    for e in ex:
        e.pool.joins = [("http://valuenet/ontop/singer", "http://valuenet/ontop/stadium")]
    loss, _ = m.loss(ex[:2])
    loss.backward()
    assert m.join_count.weight.grad.abs().sum() > 0
    assert HGNet(**m.config).config["schema_joins"] is True
