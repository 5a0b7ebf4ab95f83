"""The execution-aware reranker: features, the linear model, and fitting."""

import json

import pytest

from kgqa.search.rerank import FEATURES, RankedGraph, graph_features, rank_features, relevance_features
from kgqa.search.rerank_model import HiddenLayer, Reranker, fit

ONTOP = "http://valuenet/ontop/"


def _graph(sparql, relations=(), types=(), values=(), rows=(("x",),), score=-1.0):
    return RankedGraph.with_rows(score, sparql, relations, types, values, rows)


def test_features_cover_every_name_and_read_the_result():
    g = _graph("SELECT ?n WHERE { ?s <x> ?n }", [ONTOP + "singer#name"], rows=[("a",), ("a",), ("b",), ("c",)])
    f = rank_features("List the names of singers.", {}, [g])[0]
    assert set(f) == set(FEATURES)
    assert f["duplicate_rows"] == pytest.approx(0.25)
    assert f["one_row"] == 0.0 and f["empty"] == 0.0 and f["failed"] == 0.0
    assert graph_features("q", {}, _graph("SELECT", rows=None))["failed"] == 1.0
    assert graph_features("q", {}, _graph("SELECT", rows=[]))["empty"] == 1.0
    assert graph_features("q", {}, _graph("SELECT", rows=[("0",)]))["zero_aggregate"] == 1.0
    assert graph_features("q", {}, _graph("SELECT", rows=[("3",)]))["zero_aggregate"] == 0.0


def test_answer_width_is_compared_with_the_columns_the_question_lists():
    two = _graph("SELECT ?v0 (COUNT(?v1) AS ?v2) WHERE { ?v1 <p> ?v0 } GROUP BY ?v0")
    one = _graph("SELECT DISTINCT ?v0 WHERE { ?v1 <p> ?v0 . { SELECT ?x ?y WHERE {} } }")
    q = "List the name and id of each country."
    assert graph_features(q, {}, two)["fewer_columns_than_asked"] == 0.0
    assert graph_features(q, {}, one)["fewer_columns_than_asked"] == 1.0
    assert graph_features("List the names.", {}, two)["more_columns_than_asked"] == 1.0


def test_intent_features_compare_the_question_with_the_query():
    q = "How many singers are there?"
    counted = _graph("SELECT (COUNT(?s) AS ?c) WHERE { ?s a <t> }")
    listed = _graph("SELECT ?s WHERE { ?s a <t> }")
    assert graph_features(q, {}, counted)["count_missing"] == 0.0
    assert graph_features(q, {}, listed)["count_missing"] == 1.0
    assert graph_features("List the singers.", {}, counted)["count_extra"] == 1.0
    oldest = "Who is the oldest singer?"
    assert graph_features(oldest, {}, listed)["superlative_missing"] == 1.0
    assert graph_features(oldest, {}, _graph("SELECT ?s WHERE {} ORDER BY DESC(?a) LIMIT 1"))["superlative_missing"] == 0.0


def test_distinct_is_read_off_the_answer_not_off_an_in_sub_select():
    q = "List the different names of singers who performed."
    semi_join = "WHERE { ?s <name> ?n . ?s <id> ?i . { SELECT DISTINCT (?j AS ?i) WHERE { ?c <singer> ?j } } }"
    assert graph_features(q, {}, _graph("SELECT ?n " + semi_join))["distinct_missing"] == 1.0
    assert graph_features(q, {}, _graph("SELECT DISTINCT ?n " + semi_join))["distinct_missing"] == 0.0


def test_sort_direction_is_compared_with_what_the_question_says_or_implies():
    asc, desc = _graph("SELECT ?n WHERE {} ORDER BY ASC(?n)"), _graph("SELECT ?n WHERE {} ORDER BY DESC(?n)")
    said = "List the club names in descending alphabetical order."  # said outright beats "alphabetical"
    assert graph_features(said, {}, asc)["direction_mismatch"] == 1.0
    assert graph_features(said, {}, desc)["direction_mismatch"] == 0.0
    assert graph_features("Who earns the maximum salary?", {}, asc)["direction_mismatch"] == 1.0
    assert graph_features("Names in alphabetical order.", {}, desc)["direction_mismatch"] == 1.0
    # no order asked, or both implied: nothing to compare
    assert graph_features("List the names.", {}, asc)["direction_mismatch"] == 0.0
    assert graph_features("The highest and the lowest price.", {}, asc)["direction_mismatch"] == 0.0


def test_stated_comparisons_must_appear_with_their_operator():
    def missing(q, sparql):
        return graph_features(q, {}, _graph(sparql))["comparison_missing"]

    after = "Which car models were produced after 1980?"
    assert missing(after, "SELECT ?m WHERE { ?c <m> ?m . ?c <year> ?y . FILTER(?y = 1980) }") == 1.0
    assert missing(after, "SELECT ?m WHERE { ?c <m> ?m . ?c <year> ?y . FILTER(?y > 1980) }") == 0.0
    # the negated form is its own operator: "not higher than" is <=, and it does not also ask for >
    not_higher = "What is the average age of visitors whose level is not higher than 4?"
    assert missing(not_higher, "SELECT ?a WHERE { ?v <l> ?l . FILTER(?l > 4) }") == 1.0
    assert missing(not_higher, "SELECT ?a WHERE { ?v <l> ?l . FILTER(?l <= 4) }") == 0.0
    both = "Students with at least 2 friends and a grade higher than 5."
    assert missing(both, "SELECT ?n WHERE { ?s <g> ?g FILTER(?g > 5) } GROUP BY ?n HAVING(COUNT(?f) > 2)") == 1.0
    assert missing(both, "SELECT ?n WHERE { ?s <g> ?g FILTER(?g > 5) } GROUP BY ?n HAVING(COUNT(?f) >= 2)") == 0.0
    # the angle brackets of IRIs are not comparisons
    assert missing(after, "SELECT ?m WHERE { ?c <http://x/m> ?m . }") == 1.0
    assert missing("List the names.", "SELECT ?m WHERE { ?c <http://x/m> ?m . }") == 0.0


def test_schema_coverage_uses_the_linked_words_and_spelled_out_abbreviations():
    links = {"column": ["first", "name", "age"], "table": ["students"], "value": ["France"], "number": []}
    fname = _graph("S", [ONTOP + "student#fname"], values=['"France"'])
    lname = _graph("S", [ONTOP + "student#lname"], values=['"France"'])
    q = "What is the first name of students from France?"
    names = {"properties": {ONTOP + f"student#{c}": ("student", c, False) for c in ("fname", "lname", "salary")},
             "classes": {}}
    f_first, f_last = graph_features(q, links, fname, names), graph_features(q, links, lname, names)
    # "age" is linked but unused by both; "first" is only covered by fname (= first name)
    assert f_first["uncovered_columns"] == 1.0 and f_last["uncovered_columns"] == 2.0
    assert f_first["uncovered_tables"] == 0.0 and f_first["uncovered_values"] == 0.0
    assert f_first["unmentioned_columns"] == 0.0
    salary = _graph("S", [ONTOP + "student#salary"])
    assert graph_features(q, links, salary, names)["unmentioned_columns"] == 1.0
    # a join is what the schema says links entities, whatever its IRI spells
    names["properties"][ONTOP + "has_pet#ref-stuid"] = ("has pet", "stuid", True)
    joined = _graph("S", [ONTOP + "student#fname", ONTOP + "has_pet#ref-stuid"])
    f = graph_features(q, links, joined, names)
    assert f["joins"] == 1.0 and f["tables"] == 2.0 and f["columns"] == 1.0
    unknown = graph_features(q, links, joined)  # no schema words: both read as columns of no class
    assert unknown["joins"] == 0.0 and unknown["tables"] == 0.0 and unknown["columns"] == 2.0


def test_opaque_ids_read_as_the_names_their_schema_gives_them():
    """A KG of opaque ids (``wiki:P7`` labelled "first name") gets the features of one whose IRIs
    spell their names: the reranker reads the schema's words, never the IRI."""
    wiki = "http://example.org/wiki/"
    links = {"column": ["first", "name", "age"], "table": ["students"], "value": [], "number": []}
    q = "What is the first name of students with a pet?"
    named = {"properties": {ONTOP + "student#fname": ("student", "fname", False),
                            ONTOP + "has_pet#ref-stuid": ("has pet", "stuid", True)},
             "classes": {ONTOP + "student": "student"}}
    opaque = {"properties": {wiki + "P7": ("student", "fname", False), wiki + "P9": ("has pet", "stuid", True)},
              "classes": {wiki + "Q3": "student"}}
    sparql = "SELECT ?n WHERE { ?s ?p ?n }"
    a = graph_features(q, links, _graph(sparql, [ONTOP + "student#fname", ONTOP + "has_pet#ref-stuid"],
                                        types=[ONTOP + "student"]), named)
    b = graph_features(q, links, _graph(sparql, [wiki + "P7", wiki + "P9"], types=[wiki + "Q3"]), opaque)
    assert a == b
    assert a["uncovered_columns"] == 1.0 and a["uncovered_tables"] == 0.0 and a["joins"] == 1.0
    # without its schema words an opaque graph covers nothing the question links
    bare = graph_features(q, links, _graph(sparql, [wiki + "P7", wiki + "P9"], types=[wiki + "Q3"]))
    assert bare["uncovered_columns"] == 3.0 and bare["uncovered_tables"] == 1.0


def test_relations_between_named_things_cover_the_words_that_name_them():
    """On a KG of named things every relation is a link ("mother", "birth place"): a graph that
    leaves one the question says out ("Anna Berg's spouse's mother" read as her spouse) has a
    word uncovered, the chain through both has none."""
    kin = "http://example.org/kin/"
    names = {"properties": {kin + "spouse": ("", "spouse", True), kin + "mother": ("", "mother", True)},
             "classes": {}}
    links = {"column": ["spouse", "mother"], "table": [], "value": [], "number": []}
    q = "What is Anna Berg's spouse's mother?"
    one_hop = graph_features(q, links, _graph("SELECT ?v0 WHERE { ?a ?p ?v0 }", [kin + "spouse"]), names)
    chain = graph_features(q, links, _graph("SELECT ?v0 WHERE { ?a ?p ?x . ?x ?q ?v0 }",
                                            [kin + "spouse", kin + "mother"]), names)
    assert one_hop["uncovered_columns"] == 1.0 and chain["uncovered_columns"] == 0.0
    assert one_hop["columns"] == chain["columns"] == 0.0 and chain["joins"] == 2.0


def test_reranker_refuses_weights_of_another_feature_set(tmp_path):
    weights = {k: 0.0 for k in FEATURES}
    Reranker(weights)
    with pytest.raises(ValueError, match="missing"):
        Reranker({k: 0.0 for k in FEATURES[1:]})
    with pytest.raises(ValueError, match="unknown"):
        Reranker({**weights, "colour": 1.0})
    path = tmp_path / "r.json"
    Reranker({**weights, "empty": -2.0}, {"note": "x"}).save(path)
    back = Reranker.load(path)
    assert back.weights["empty"] == -2.0 and back.meta == {"note": "x"}
    assert json.loads(path.read_text())["weights"]["score"] == 0.0


def test_rank_orders_by_the_weighted_features():
    weights = {k: 0.0 for k in FEATURES}
    weights.update(score=1.0, empty=-5.0)
    r = Reranker(weights)
    graphs = [_graph("A", rows=[], score=-0.5), _graph("B", score=-2.0), _graph("C", score=-1.0)]
    order = [i for i, _ in r.rank("q", {}, graphs)]
    assert order == [2, 1, 0]  # the empty top-scored graph falls below both non-empty ones


def test_fit_learns_what_separates_right_from_wrong_graphs():
    questions = []
    for k in range(30):
        # the model's best graph is empty and wrong; a lower-scored non-empty one is right
        top, right = rank_features("q", {}, [_graph("A", rows=[], score=-0.1 - k / 100), _graph("B", score=-1.5)])
        questions.append(([top, right], [False, True]))
    r = fit(questions, l2=1e-3)
    assert r.hidden is None
    # the result features outweigh the model's preference (score gap 1.4 at most)
    assert r.score(questions[0][0][1]) - r.score(questions[0][0][0]) > 1.0
    for feats, ok in questions:
        assert ok[max(range(2), key=lambda i: r.score(feats[i]))]
    with pytest.raises(ValueError, match="nothing to fit"):
        fit([([top], [False])])
    # an ablation holds a feature at 0: the fit then leans on what is left (the model's score)
    w_without = fit(questions, l2=1e-3, drop=["empty", "log_rows", "one_row"]).weights
    assert w_without["empty"] == w_without["log_rows"] == w_without["one_row"] == 0.0
    with pytest.raises(ValueError, match="cannot drop"):
        fit(questions, drop=["score"])
    with pytest.raises(ValueError, match="cannot drop"):
        fit(questions, drop=["colour"])


def test_relevance_features_read_the_columns_and_types_but_not_the_joins():
    rel = {ONTOP + "channels#channel_code": 0.0, ONTOP + "contacts#customer_id": -1.5,
           ONTOP + "contacts#ref-customer_id": -3.0, ONTOP + "channels": -0.5}
    g = _graph("S", [ONTOP + "channels#channel_code", ONTOP + "contacts#customer_id", ONTOP + "contacts#ref-customer_id",
                     ONTOP + "not_ranked#x"], types=[ONTOP + "channels"])
    names = {"properties": {ONTOP + "contacts#ref-customer_id": ("contacts", "customer id", True)}, "classes": {}}
    f = relevance_features(rel, g, names)
    assert f == {"column_relevance_min": -1.5, "column_relevance_mean": -0.75, "type_relevance_min": -0.5}
    # without the schema's word that it is a link, the join counts as a column
    assert relevance_features(rel, g)["column_relevance_min"] == -3.0
    assert relevance_features(None, g) == {"column_relevance_min": 0.0, "column_relevance_mean": 0.0,
                                           "type_relevance_min": 0.0}
    assert rank_features("q", {}, [g], rel, names)[0]["column_relevance_min"] == -1.5


def test_shape_features_catch_a_superlative_sorted_by_the_wrong_key():
    q = "Give the class of races that is most common."
    by_key = _graph("SELECT ?v1 (COUNT(?v2) AS ?v4) WHERE { ?v2 <c> ?v1 . } GROUP BY ?v1 ORDER BY DESC(?v1) LIMIT 1")
    by_count = _graph("SELECT ?v1 (COUNT(?v2) AS ?v4) WHERE { ?v2 <c> ?v1 . } GROUP BY ?v1 ORDER BY DESC(COUNT(?v2)) LIMIT 1")
    assert graph_features(q, {}, by_key)["sorted_by_group_key"] == 1.0
    assert graph_features(q, {}, by_count)["sorted_by_group_key"] == 0.0
    by_name = _graph("SELECT ?v0 WHERE { ?v1 <name> ?v0 . } ORDER BY DESC(?v0) LIMIT 1")
    by_age = _graph("SELECT ?v0 WHERE { ?v1 <name> ?v0 . ?v1 <age> ?v3 } ORDER BY DESC(?v3) LIMIT 1")
    assert graph_features("Who is the oldest?", {}, by_name)["sorted_by_projected"] == 1.0
    assert graph_features("Who is the oldest?", {}, by_age)["sorted_by_projected"] == 0.0


def test_shape_features_compare_constants_and_aggregates_with_the_question():
    int_ = "<http://www.w3.org/2001/XMLSchema#integer>"
    having = 'SELECT ?v1 WHERE {{ ?v2 <p> ?v1 . }} GROUP BY ?v1 HAVING((COUNT(?v2) >= "{n}"^^' + int_ + '))'
    q = "Which party has two or more records?"
    assert graph_features(q, {}, _graph(having.format(n=1)))["unstated_number"] == 1.0
    assert graph_features(q, {}, _graph(having.format(n=2)))["unstated_number"] == 0.0
    assert graph_features("Courses with exactly 1 student?", {}, _graph(having.format(n=1)))["exactly_missing"] == 1.0
    stats = "Show the average, minimum, and maximum ticket prices."
    twice_max = _graph("SELECT (AVG(?p) AS ?a) (MAX(?p) AS ?b) (MAX(?p) AS ?c) WHERE { ?e <price> ?p }")
    f = graph_features(stats, {}, twice_max)
    assert f["repeated_projection"] == 1.0 and f["min_max_missing"] == 1.0
    per_country = _graph("SELECT (COUNT(?v1) AS ?v0) WHERE { ?v1 <country> ?v3 . } GROUP BY ?v3")
    assert graph_features("How many stadiums does each country have?", {}, per_country)["group_key_unprojected"] == 1.0


def test_an_answer_that_repeats_the_graphs_own_value_is_flagged():
    g = _graph('SELECT ?f WHERE { ?p <friend> ?f . ?p <name> ?n . FILTER(?n = "Alice") }', values=["Alice"],
               rows=[("Alice",)])
    other = _graph('SELECT ?f WHERE { ?p <friend> ?f . ?p <name> ?n . FILTER(?n = "Alice") }', values=["Alice"],
                   rows=[("Bob",)])
    q = "What are all the friends of Alice?"
    assert graph_features(q, {}, g)["answer_repeats_value"] == 1.0
    assert graph_features(q, {}, other)["answer_repeats_value"] == 0.0
    text_cmp = _graph('SELECT ?n WHERE { ?s <job> ?j . FILTER(?j > "Alice") }')
    assert graph_features(q, {}, text_cmp)["text_order_comparison"] == 1.0


def _middle_is_right(n_questions=20):
    """Three graphs alike but for their row count; the middle count is the right one (for a
    linear score, which is monotone in the row count, never the best)."""
    questions = []
    for k in range(n_questions):
        rows = [[(str(i),) for i in range(n)] for n in (30 + k, 5, 2)]
        graphs = [_graph(f"G{i}", rows=r, score=-1.0) for i, r in enumerate(rows)]
        questions.append((rank_features("q", {}, graphs), [False, True, False]))
    return questions


def _accuracy(model, questions):
    return sum(ok[max(range(len(f)), key=lambda i: (model.score(f[i]), -i))] for f, ok in questions) / len(questions)


def test_the_hidden_layer_learns_what_a_linear_score_cannot():
    questions = _middle_is_right()
    assert _accuracy(fit(questions, l2=1e-3), questions) == 0.0
    layered = fit(questions, l2=1e-3, hidden=4, hidden_decay=1e-4)
    assert layered.hidden is not None and _accuracy(layered, questions) == 1.0
    # a refit from the same seed is the same model
    again = fit(questions, l2=1e-3, hidden=4, hidden_decay=1e-4)
    assert again.hidden == layered.hidden and again.weights == layered.weights


def test_a_hidden_layer_survives_its_file_and_refuses_another_feature_set(tmp_path):
    questions = _middle_is_right(6)
    model = fit(questions, l2=1e-3, hidden=3, hidden_decay=1e-3)
    model.meta = {"note": "x"}
    model.save(tmp_path / "r.json")
    back = Reranker.load(tmp_path / "r.json")
    assert back.hidden == model.hidden and back.meta == {"note": "x"}
    for feats, _ in questions:
        assert [back.score(f) for f in feats] == [model.score(f) for f in feats]
    layer = model.hidden.to_json()
    layer["mean"] = layer["mean"][1:]
    with pytest.raises(ValueError, match="features"):
        HiddenLayer.from_json(layer)


def test_the_first_answer_value_must_be_of_the_kind_the_question_asks_for():
    def kind(q, row):
        return graph_features(q, {}, _graph("SELECT ?x WHERE {}", rows=[row]))["answer_kind_mismatch"]
    assert kind("How many singers are there?", ("Adele",)) == 1.0
    assert kind("How many singers are there?", ("12",)) == 0.0
    assert kind("When was the stadium opened?", ("Wembley",)) == 1.0
    assert kind("In which year was it founded?", ("1850-01-01",)) == 0.0
    assert kind("Who sang it?", ("42",)) == 1.0 and kind("Who sang it?", ("Adele",)) == 0.0
    assert kind("List the singers.", ("42",)) == 0.0  # no kind asked
    assert kind("How many singers are there?", (None,)) == 0.0  # unbound is a feature of its own


def test_a_feature_constant_in_training_is_not_blown_up_at_run_time():
    questions = _middle_is_right(6)  # "failed" is 0 in every graph
    model = fit(questions, l2=1e-3, hidden=3, hidden_decay=1e-3)
    assert model.hidden.scale[FEATURES.index("failed")] == 1.0
    seen = questions[0][0][1]
    unseen = dict(seen, failed=1.0)
    # the layer learnt nothing about the feature, so turning it on barely moves its output
    assert abs(model.hidden([unseen[k] for k in FEATURES]) - model.hidden([seen[k] for k in FEATURES])) < 1e-2


def test_an_order_asked_without_a_direction_is_ascending():
    asc, desc = _graph("SELECT ?n WHERE {} ORDER BY ASC(?y)"), _graph("SELECT ?n WHERE {} ORDER BY DESC(?y)")
    q = "What are the locations of all the gas stations ordered by opening year?"
    assert graph_features(q, {}, desc)["default_direction_mismatch"] == 1.0
    assert graph_features(q, {}, asc)["default_direction_mismatch"] == 0.0
    # a direction said or implied is direction_mismatch's to judge, not this feature's
    assert graph_features("Names ordered by year, most recent first.", {}, desc)["default_direction_mismatch"] == 0.0
    assert graph_features("List the names.", {}, desc)["default_direction_mismatch"] == 0.0


def test_a_range_asks_for_both_bounds_and_no_second_column():
    int_ = "^^<http://www.w3.org/2001/XMLSchema#integer>"
    q = "What are the dates with a pressure between 30 and 31?"
    one_bound = _graph(f'SELECT ?d WHERE {{ ?w <date> ?d . ?w <p> ?p . FILTER(?p > "31"{int_}) }}')
    both = _graph(f'SELECT ?d WHERE {{ ?w <date> ?d . ?w <p> ?p . FILTER(?p >= "30"{int_}) FILTER(?p <= "31"{int_}) }}')
    assert graph_features(q, {}, one_bound)["comparison_missing"] == 2.0
    assert graph_features(q, {}, both)["comparison_missing"] == 0.0
    # the "and" of the range and of the sort clause join no answer columns
    assert graph_features(q, {}, both)["fewer_columns_than_asked"] == 0.0
    sorted_by_two = "What are the case burdens of counties, ordered by population and area?"
    assert graph_features(sorted_by_two, {}, _graph("SELECT ?b WHERE {} ORDER BY ?p"))["fewer_columns_than_asked"] == 0.0
    assert graph_features("What are the numbers of races for each year?", {}, one_bound)["count_missing"] == 1.0


def test_each_stated_number_is_compared_on_its_own_side():
    int_ = "^^<http://www.w3.org/2001/XMLSchema#integer>"
    q = "Which locations have tracks with more than 90000 seats and tracks with fewer than 70000 seats?"

    def query(low, high):
        return _graph(f'SELECT ?l WHERE {{ FILTER(?a > "{low}"{int_}) FILTER(?b < "{high}"{int_}) }}')

    assert graph_features(q, {}, query(90000, 70000))["comparison_number_unmatched"] == 0.0
    assert graph_features(q, {}, query(70000, 90000))["comparison_number_unmatched"] == 2.0
    # at least / greater than are the same side
    assert graph_features("Buildings with at least 20 floors.", {}, query(20, 5))["comparison_number_unmatched"] == 0.0


def test_a_part_of_a_value_asks_for_a_substring_match():
    q = "Which movies have 'Deleted Scenes' as a substring in the special feature?"
    equal = _graph('SELECT ?t WHERE { ?f <title> ?t . ?f <sf> ?s . FILTER(?s = "Deleted Scenes") }')
    part = _graph('SELECT ?t WHERE { ?f <title> ?t . ?f <sf> ?s . FILTER(CONTAINS(?s, "Deleted Scenes")) }')
    assert graph_features(q, {}, equal)["contains_missing"] == 1.0
    assert graph_features(q, {}, part)["contains_missing"] == 0.0
    assert graph_features("Which movies are there?", {}, equal)["contains_missing"] == 0.0
