"""HGNet on the core grammar: module shapes, masks, the teacher-forced loss, and decoding that
only ever produces graphs the core accepts."""

import math

import pytest
import torch

from kgqa.data.spider4sparql import Example
from kgqa.data.spider_kgs import spider_kg
from kgqa.engine.hypotheses import OutlineHypothesis
from kgqa.models.examples import NotTrainable, build_example, gold_graph
from kgqa.models.graph_encoder import AQGGraphEncoder, GraphInput
from kgqa.models.hgnet import HGNet, masked_log_softmax
from kgqa.models.outline_space import ADD_VERTEX_LABELS, MAX_DECODE_VERTICES, DecodeState, check_gold, step_masks
from kgqa.models.slots import slot_candidates
from kgqa.querygraph import QueryGraphError, to_sparql
from kgqa.querygraph.actions import AddVertex, End
from kgqa.querygraph.model import OrderSpec, VertexClass
from kgqa.search.beam import beam_search

QUESTIONS = [
    ("How many singers do we have?", "select (count( *) as ?c) where { ?t1 a :singer . }"),
    ("What are the names of singers older than 30?",
     "select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . FILTER(?a > 30) . }"),
    ("Show the name and country of the oldest singer.",
     "select ?n ?c where { ?t1 :singer\\#name ?n . ?t1 :singer\\#country ?c . ?t1 :singer\\#age ?a . } "
     "order by desc (?a) limit 1"),
]


@pytest.fixture(scope="module")
def kg():
    return spider_kg("concert_singer")


@pytest.fixture(scope="module")
def examples(kg):
    return [build_example(Example(i, "train", "concert_singer", q, s), kg, add_gold=True, verify=False)
            for i, (q, s) in enumerate(QUESTIONS)]


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


def test_gold_examples_use_the_core_grammar(examples):
    count, _, top = examples
    assert [v.cls for v in count.graph.vertices] == [VertexClass.ANS, VertexClass.VAR, VertexClass.TYPE]
    assert isinstance(count.actions[-1], End)
    # the two projected columns are Ans vertices whose column numbers are fill targets
    ans = [i for i, v in enumerate(top.graph.vertices) if v.cls is VertexClass.ANS]
    assert sorted(top.v_targets[i] for i in ans) == [0, 1]
    # ORDER BY ... LIMIT 1: the Ord edge's Val is an OrderSpec candidate
    order = [v.instance for v in top.graph.vertices if isinstance(v.instance, OrderSpec)]
    assert order == [OrderSpec(0, 1)]
    assert top.pool.index("Val", OrderSpec(0, 1)) >= 0


def test_gold_outside_the_grammar_is_not_trainable():
    with pytest.raises(NotTrainable):
        gold_graph("select ?x where { ?x :t\\#a ?y . } values ?y { 1 2 }")


def test_masks_follow_the_core_grammar():
    st = DecodeState()
    m = step_masks(st)
    assert [ADD_VERTEX_LABELS[i] for i, ok in enumerate(m["class"]) if ok] == ["Ans"]
    st = st.apply(AddVertex(VertexClass.ANS, 0))
    m = step_masks(st)
    assert not m["class"][-1], "End needs an edge"
    assert m["delta"][VertexClass.TYPE] == [True, False], "a new segment starts with a variable"
    with pytest.raises(QueryGraphError):
        check_gold([AddVertex(VertexClass.TYPE, 0), End()])


def test_first_outline_step_only_allows_ans(model, kg):
    q = "How many singers?"
    ctx = model.encode([q], [slot_candidates(q, kg)])[0]
    lp, _ = model.outline_scores(ctx, DecodeState(), model.init_state(model.init_o, ctx.q_last))
    finite = [i for i, v in enumerate(lp["class"].tolist()) if v > -math.inf]
    assert finite == [0]  # Ans
    assert torch.isclose(lp["class"].exp().sum(), torch.tensor(1.0))


def test_teacher_forced_loss_decreases(model, examples):
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    losses = []
    for _ in range(8):
        loss, _ = model.loss(examples)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(float(loss))
    assert losses[-1] < losses[0] * 0.8


def test_outline_beam_always_yields_graphs_the_core_accepts(model, kg):
    for q, _ in QUESTIONS:
        ctx = model.encode([q], [slot_candidates(q, kg)])[0]
        res = beam_search(OutlineHypothesis.initial(model, ctx), 5, 3 * MAX_DECODE_VERTICES + 2)
        assert res.finished
        for h in res.finished:
            g = h.state.graph
            g.validate()  # Properties 1-4
            assert g.vertices[0].cls is VertexClass.ANS


def test_ablation_switches_build_and_train(examples):
    for kw in ({"graph_encoder": False}, {"aux_encoding": False}, {"copy": False}):
        m = HGNet(hidden=16, graph_layers=1, heads=2, **kw)
        loss, _ = m.loss(examples[:2])
        loss.backward()
        assert torch.isfinite(loss)


def test_minilm_variant_forward_and_backward(examples):
    torch.manual_seed(0)
    m = HGNet(encoder="minilm", hidden=32, graph_layers=1, heads=2)
    loss, parts = m.loss(examples[:2])
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


def test_encode_each_is_each_graph_alone_and_kept_until_the_weights_change():
    torch.manual_seed(0)
    enc = AQGGraphEncoder(hidden=16, num_layers=2, heads=2).eval()
    graphs = [GraphInput([0], [0], [0], []), GraphInput([0, 1], [0, 0], [0, 2], [(1, 0, 0)]),
              GraphInput([0, 1, 2], [0, 0, 1], [0, 0, 1], [(1, 0, 0), (2, 1, 2)])]
    with torch.no_grad():
        alone = [enc([g]) for g in graphs]
    each = enc.encode_each(graphs)
    for b, a in enumerate(alone):  # bit for bit: the vectors do not depend on the batch
        assert torch.equal(each.vertices[b], a.vertices[0]) and torch.equal(each.edges[b], a.edges[0])
        assert torch.equal(each.graph[b], a.graph[0])
    again = enc.encode_each(graphs[::-1])
    assert again.vertices[0] is each.vertices[2]  # kept, not computed again
    with torch.no_grad():
        enc.convs[0].lin_skip.weight.add_(1.0)
    enc.load_state_dict(enc.state_dict())  # new weights forget the kept encodings
    fresh = enc.encode_each(graphs[:1])
    assert fresh.vertices[0] is not each.vertices[0]
    assert not torch.equal(fresh.vertices[0], each.vertices[0])
    enc.train()
    assert enc.encode_each(graphs[:1]).vertices[0].requires_grad  # training: plain forward


def test_lstm_step_is_the_lstm_for_one_step():
    from kgqa.models.outline_decoder import lstm_step

    torch.manual_seed(0)
    lstm = torch.nn.LSTM(16, 16, batch_first=True).eval()
    x, h, c = torch.randn(3, 16), torch.randn(1, 3, 16), torch.randn(1, 3, 16)
    with torch.no_grad():
        out, (h1, c1) = lstm(x.unsqueeze(1), (h, c))
        out2, (h2, c2) = lstm_step(lstm, x, (h, c))
    assert out2.shape == (3, 16) and h2.shape == c2.shape == (1, 3, 16)
    assert torch.allclose(out[:, 0], out2, atol=1e-6) and torch.allclose(c1, c2, atol=1e-6)
    assert torch.equal(out2, h2[0])


def test_question_linking_changes_the_encoding_and_trains(examples):
    torch.manual_seed(0)
    m = HGNet(hidden=16, graph_layers=1, heads=2, question_linking=True)
    plain = m.encode([examples[1].question], [examples[1].pool])[0]
    assert torch.count_nonzero(m.link_token.weight) == 0  # starts as the model without tags
    loss, _ = m.loss(examples[:2])
    loss.backward()
    assert m.link_token.weight.grad.abs().sum() > 0 and m.link_count.weight.grad.abs().sum() > 0
    with torch.no_grad():
        m.link_token.weight.fill_(0.5)
    tagged = m.encode([examples[1].question], [examples[1].pool])[0]
    assert not torch.allclose(plain.Q, tagged.Q)
    assert HGNet(**m.config).config["question_linking"] is True


def test_question_linking_aligns_with_minilm_word_pieces(examples):
    from kgqa.models.schema_linking import question_link_features

    m = HGNet(encoder="minilm", hidden=16, graph_layers=1, heads=2, question_linking=True)
    ex = examples[1]
    pieces = m.text.token_strings(ex.question)
    ctx = m.encode([ex.question], [ex.pool])[0]
    assert pieces[0] == "[CLS]" and pieces[-1] == "[SEP]" and len(pieces) == ctx.Q.shape[0]
    tags = question_link_features(pieces, ex.pool)
    assert tags[pieces.index("singers"), 1] == 1 and tags[pieces.index("30"), 3] == 1


def test_schema_joins_switch_trains_and_round_trips(examples):
    torch.manual_seed(0)
    m = HGNet(hidden=16, graph_layers=1, heads=2, schema_joins=True)
    loss, _ = m.loss(examples[:2])
    loss.backward()
    assert torch.isfinite(loss)
    assert HGNet(**m.config).config["schema_joins"] is True


def test_teacher_forced_fills_rebuild_the_gold_sparql(examples):
    """The fill targets, put back through materialize, give the gold graph's own SPARQL."""
    from kgqa.models.fill_plan import fill_slots, materialize

    for ex in examples:
        st = DecodeState()
        for a in ex.actions:
            st = st.apply(a)
        fills = {s: (ex.v_targets if s[0] == "v" else ex.e_targets)[s[1]]
                 for s in fill_slots(st.graph, st.vertex_copies, st.edge_copies)}
        g = materialize(st.graph, st.vertex_copies, st.edge_copies, fills, ex.pool.instances)
        assert to_sparql(g) == to_sparql(ex.graph)


def test_outline_positions_tell_look_alike_vertices_apart():
    """Two Ans vertices each hung by an Agg edge on a Var (a group key and a count) look alike to
    the message passing; only their outline positions tell them apart, and a pointer needs that."""
    from kgqa.models.outline_space import EDGE_LABELS
    from kgqa.querygraph.model import VERTEX_CLASSES, EdgeClass, VertexClass

    ans, var = VERTEX_CLASSES.index(VertexClass.ANS), VERTEX_CLASSES.index(VertexClass.VAR)
    agg = next(i for i, (c, _) in enumerate(EDGE_LABELS) if c is EdgeClass.AGG)
    rel = next(i for i, (c, _) in enumerate(EDGE_LABELS) if c is EdgeClass.REL)
    # v0 -Agg- v1 -Rel- v2 -Agg- v3: symmetric, so v0 and v3 have the same neighbourhood
    g = GraphInput([ans, var, var, ans], [0] * 4, [0] * 4, [(1, 0, agg), (1, 2, rel), (2, 3, agg)])
    torch.manual_seed(0)
    plain = AQGGraphEncoder(hidden=16, num_layers=2, heads=2).eval()
    torch.manual_seed(0)
    placed = AQGGraphEncoder(hidden=16, num_layers=2, heads=2, positions=True).eval()
    with torch.no_grad():
        v_plain, v_placed = plain([g]).vertices[0], placed([g]).vertices[0]
    assert torch.allclose(v_plain[0], v_plain[3], atol=1e-6)
    assert not torch.allclose(v_placed[0], v_placed[3], atol=1e-3)
    # a checkpoint's config rebuilds the same encoder
    assert HGNet(**HGNet(hidden=16, graph_layers=1, heads=2, graph_positions=True).config).graph.positions


def test_name_dropout_applies_to_candidate_names_only(examples):
    """``name_dropout`` sets the noise on candidate names apart from the question's: at 0 the
    names encode as in eval mode while the question's words are still dropped."""
    torch.manual_seed(0)
    model = HGNet(hidden=32, dropout=0.5, name_dropout=0.0)
    questions = ["How many singers do we have?", "What are the names of singers older than 30?"]
    names = ["singer", "name of singer", "age"]
    model.train()
    trained = model.text(questions + names, questions=len(questions))
    model.eval()
    clean = model.text(questions + names, questions=len(questions))
    assert torch.allclose(trained.pooled[2:], clean.pooled[2:])
    assert not torch.allclose(trained.pooled[:2], clean.pooled[:2])
    again = HGNet(**model.config)
    assert again.config["name_dropout"] == 0.0 and again.text.name_drop.p == 0.0


def test_entity_linking_starts_as_the_model_without_it_and_trains(examples):
    torch.manual_seed(0)
    plain_model = HGNet(hidden=16, graph_layers=1, heads=2)
    torch.manual_seed(0)
    m = HGNet(hidden=16, graph_layers=1, heads=2, entity_linking=True)
    m.load_state_dict(plain_model.state_dict(), strict=False)
    m.eval(), plain_model.eval()
    ex = examples[1]
    with torch.no_grad():
        a = plain_model.encode([ex.question], [ex.pool])[0]
        b = m.encode([ex.question], [ex.pool])[0]
    assert torch.equal(a.Q, b.Q) and torch.equal(a.q_last, b.q_last)  # zero-initialised: a warm start changes nothing
    m.train()
    loss, _ = m.loss(examples[:2])
    loss.backward()
    assert m.entity_count.weight.grad.abs().sum() > 0
    assert HGNet(**m.config).config["entity_linking"] is True
    assert "entity_linking" not in plain_model.config  # older checkpoints' configs stay as they were


def test_kept_masks_are_the_grammars_masks_for_every_state_a_beam_meets(model, kg):
    from kgqa.models.outline_space import step_masks_memo

    q = QUESTIONS[2][0]
    ctx = model.encode([q], [slot_candidates(q, kg)])[0]
    res = beam_search(OutlineHypothesis.initial(model, ctx), 5, 3 * MAX_DECODE_VERTICES + 2)
    st, seen = DecodeState(), 0
    for action in res.finished[0].actions:
        if not st.finished:
            kept = step_masks_memo(st)
            assert kept.masks == step_masks(st)
            assert step_masks_memo(st) is kept  # read from the memo the second time
            seen += 1
        st = st.apply(action)
    assert seen >= 4


def test_a_beam_steps_batched_heads_score_as_each_hypothesis_alone(model, kg):
    """The heads of all hypotheses of a step read one batched projection (round-off only)."""
    q = QUESTIONS[1][0]
    ctx = model.encode([q], [slot_candidates(q, kg)])[0]
    res = beam_search(OutlineHypothesis.initial(model, ctx), 5, 3 * MAX_DECODE_VERTICES + 2)
    kinds_seen = set()
    st = DecodeState()
    from kgqa.models.hgnet import graph_input

    for action in res.finished[0].actions:
        if st.finished:
            break
        enc = model.graph([graph_input(st)])
        h = torch.randn(2, model.outline.W_in.out_features)
        with torch.no_grad():
            pre = model.outline.head_projections(h, {st.step_kind})
            alone = model.heads(h[1], st, enc.vertices[0], enc.edges[0])
            batched = model.heads(h[1], st, enc.vertices[0], enc.edges[0], pre={k: x[1] for k, x in pre.items()})
        assert alone.keys() == batched.keys()
        for k, a in alone.items():
            for x, y in ((a, batched[k]),) if isinstance(a, torch.Tensor) else ((a[c], batched[k][c]) for c in a):
                assert torch.equal(torch.isinf(x), torch.isinf(y))
                assert torch.allclose(x[~torch.isinf(x)], y[~torch.isinf(y)], atol=1e-5)
        kinds_seen.add(st.step_kind)
        st = st.apply(action)
    assert len(kinds_seen) == 3
