"""Structure-error counts compare the predicted AQG with the gold one, class by class."""

from kgqa.bench.structure_errors import structure_errors

GOLD = ("select ?n where { ?t1 :singer\\#name ?n . ?t1 :singer\\#age ?a . FILTER(?a > 30) . }")


def _record(sparql, exec_ok=False, aqg_ok=False, gold=GOLD):
    return {"exec": exec_ok, "aqg": aqg_ok, "sparql": sparql, "gold": gold}


def test_a_missing_filter_counts_as_fewer_rel_cmp_and_val():
    pred = "SELECT ?v0 WHERE { ?v1 <http://valuenet/ontop/singer#name> ?v0 . }"
    out = structure_errors([_record(pred)])
    assert out["wrong_aqgs_compared"] == 1
    assert out["predicted_vs_gold"] == {"Rel fewer": 1, "Var fewer": 1, "Val fewer": 1, "Cmp fewer": 1}


def test_right_answers_right_aqgs_and_missing_predictions_are_not_compared():
    pred = "SELECT ?v0 WHERE { ?v1 <http://valuenet/ontop/singer#name> ?v0 . }"
    out = structure_errors([_record(pred, exec_ok=True), _record(pred, aqg_ok=True), _record(None)])
    assert out["wrong_aqgs_compared"] == 0 and out["no_or_unparsable_prediction"] == 1
    assert out["predicted_vs_gold"] == {}


def test_gold_answer_kinds_split_right_and_wrong_by_gold():
    from kgqa.bench.structure_errors import gold_answer_kinds
    from kgqa.data.spider4sparql import load_split

    dev = load_split("dev")
    empty = next(e for e in dev if e.gold is not None and e.gold.status == "ok" and not e.gold.rows)
    full = next(e for e in dev if e.gold is not None and e.gold.status == "ok" and len(e.gold.rows) > 1)
    out = gold_answer_kinds([{"idx": empty.idx, "exec": False}, {"idx": full.idx, "exec": True},
                             {"idx": full.idx, "exec": False}], "dev")
    assert out == {"empty": {"wrong": 1}, "rows": {"right": 1, "wrong": 1}}


def test_exec_by_kg_lists_worst_first():
    from kgqa.bench.structure_errors import exec_by_kg

    out = exec_by_kg([{"kg": "a", "exec": True}, {"kg": "b", "exec": False}, {"kg": "a", "exec": False}])
    assert list(out) == ["b", "a"] and out["a"] == {"n": 2, "exec_acc": 0.5}
