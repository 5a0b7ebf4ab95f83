"""kgqa.bench.reader_hops: the per-hop diagnosis of retrieval and reader on gold MuSiQue hops."""

from kgqa.bench.reader_hops import run
from kgqa.hybrid.decompositions import musique_hops, read_records, split_records


def test_musique_hops_substitute_earlier_gold_answers():
    rec = next(r for r in read_records("musique") if any("#1" in s["question"] for s in r["question_decomposition"]))
    hops = musique_hops(rec)
    assert len(hops) == len(rec["question_decomposition"])
    first_answer = rec["question_decomposition"][0]["answer"]
    assert any(first_answer in q for q, _, _ in hops[1:]) and not any("#1" in q for q, _, _ in hops)
    assert all(p in rec["paragraphs"] for _, _, p in hops)


def test_run_reports_rates_over_every_hop():
    records = split_records("musique", read_records("musique"))["eval"][:2]
    result = run("eval", k=5, limit=2)
    assert result["hops"] == sum(len(r["question_decomposition"]) for r in records)
    for key in ("retrieval_hit", "reader_f1_at_1", "reader_f1_at_3", "reader_f1_gold_paragraph"):
        assert 0.0 <= result[key] <= 1.0
    assert result["reader_f1_at_3"] >= result["reader_f1_at_1"]
