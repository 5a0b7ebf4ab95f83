"""kgqa.bench.reader_hops: the readers alone on gold single-hop questions (MuSiQue and 2Wiki)."""

from kgqa.bench.reader_hops import run
from kgqa.hybrid.decompositions import gold_hops, musique_hops, read_records, split_records


def test_musique_hops_substitute_earlier_gold_answers():
    rec = next(r for r in read_records("musique") if any("#1" in s["question"] for s in r["question_decomposition"]))
    hops = musique_hops(rec)
    assert len(hops) == len(rec["question_decomposition"])
    first_answer = rec["question_decomposition"][0]["answer"]
    assert any(first_answer in q for q, _, _ in hops[1:]) and not any("#1" in q for q, _, _ in hops)
    assert all(p in rec["paragraphs"] for _, _, p in hops)


def test_2wiki_hops_are_the_evidence_triples():
    rec = split_records("2wiki", read_records("2wiki"))["eval"][0]
    hops = gold_hops("2wiki", rec)
    assert [a for _, a in hops] == [o for _, _, o in rec["evidences"]]
    assert all(q.startswith("What is the ") and q.endswith("?") for q, _ in hops)


def test_run_reports_each_reader_over_every_hop():
    records = {d: split_records(d, read_records(d))["eval"][:2] for d in ("musique", "2wiki")}
    result = run("eval", k=5, readers=("span", "typed"), limit=2)
    assert result["musique"]["hops"] == sum(len(r["question_decomposition"]) for r in records["musique"])
    assert result["2wiki"]["hops"] == sum(len(r["evidences"]) for r in records["2wiki"])
    assert result["retriever"] == "focused"
    # 2Wiki's hit: the evidence subject's own page among the passages (its first hops name it).
    assert 0.0 <= result["musique"]["retrieval_hit"] <= 1.0 and 0.0 < result["2wiki"]["retrieval_hit"] <= 1.0
    for dataset in ("musique", "2wiki"):
        for reader in ("span", "typed"):
            scores = result[dataset][reader]
            assert 0.0 <= scores["f1_at_1"] <= scores["f1_at_3"] <= 1.0
    assert "f1_gold_paragraph" in result["musique"]["typed"]
