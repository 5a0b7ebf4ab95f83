"""ITLR Appendix H construction on real multi-hop paragraphs, and a small benchmark run."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from kgqa.compiler import parse_logical
from kgqa.text.multihop import iter_paragraphs, load_store, multihop_dir, split_sentences
from kgqa.text.synthetic import TEMPLATES, assignments, build_cases, categories, satisfies

requires_data = pytest.mark.skipif(
    not (multihop_dir() / "musique_200.jsonl").exists(), reason="shared multihop data not found (KGQA_SHARED_DATA)"
)


def test_appendix_h_categories_and_hard_negatives() -> None:
    import random

    q = parse_logical('"mouse" OR "dog" AND NOT "cat"')  # NOT > AND > OR (ITLR section 2.1)
    assert categories(q) == [(frozenset({"mouse"}), frozenset()), (frozenset({"dog"}), frozenset({"cat"}))]
    pos, neg = assignments(q, ("mouse", "dog", "cat"), random.Random(0))
    assert pos == [frozenset({"mouse"}), frozenset({"dog"})]
    # Hard negatives are one flip from a positive and fail the query.
    assert set(neg) == {frozenset(), frozenset({"dog", "cat"})}
    # NOT a OR NOT b OR NOT c: only "all three" fails; it is the nearest negative.
    q3 = parse_logical('NOT "a" OR NOT "b" OR NOT "c"')
    pos3, neg3 = assignments(q3, ("a", "b", "c"), random.Random(0))
    assert pos3 == [frozenset()] and neg3 == [frozenset({"a", "b", "c"})]


def test_templates_cover_itlr_32() -> None:
    assert len(TEMPLATES) == 32 and len(set(TEMPLATES)) == 32


@requires_data
def test_multihop_paragraphs_load() -> None:
    paras = list(iter_paragraphs("musique"))
    assert len(paras) == 200 * 20
    assert paras[0].title == "Port Blair" and paras[0].sentences[0].startswith("Port Blair")
    wiki = list(iter_paragraphs("2wikimultihopqa"))
    assert len({p.record_id for p in wiki}) == 164  # 36 records carry no context
    store = load_store()
    assert len(store) == len({(p.title, p.text) for p in paras + wiki})
    assert split_sentences("He left. Then X came! Was it 3? yes.") == ("He left.", "Then X came!", "Was it 3? yes.")


@requires_data
def test_cases_are_labelled_by_the_query_semantics() -> None:
    paras = list(iter_paragraphs("musique"))
    cases = build_cases(paras, 64, seed=3)
    assert Counter(c.negations for c in cases) == {0: 8, 1: 24, 2: 24, 3: 8}
    for case in cases:
        assert len(set(case.terms)) == 3
        rel = [d for d in case.documents if d.relevant]
        assert 1 <= len(rel) <= 3 and 1 <= len(case.documents) - len(rel) <= 3
        for d in case.documents:
            assert d.relevant == satisfies(case.query, d.matched)
            # A document about a term contains that paragraph's opening sentence.
            for t in d.matched:
                openings = [p.sentences[0] for p in paras if p.title == t and p.record_id == case.record_id]
                assert any(o in d.text for o in openings)
    # Same seed, same cases.
    assert [c.text for c in build_cases(paras, 8, seed=3)] == [c.text for c in cases[:8]]


@requires_data
def test_logical_benchmark_small_run(capsys) -> None:
    from kgqa.bench.logical import main

    assert main(["--n", "32", "--calibration-queries", "16", "--seed", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    result = json.loads(out[-1])
    table = result["ndcg@10"]
    assert result["queries_per_negations"] == {"0": 4, "1": 12, "2": 12, "3": 4}
    for method in ("dense", "logical", "logical_calibrated", "random"):
        assert all(0.0 <= table[method][k] <= 1.0 for k in ("0", "1", "2", "3", "all"))
    # Even on 32 queries the composition beats whole-query embedding once negations appear.
    assert table["logical"]["3"] > table["dense"]["3"] and table["logical"]["all"] > table["dense"]["all"]
