"""Reader training data beyond the gold steps: cloze questions (kgqa.hybrid.cloze), relation
silver examples (kgqa.hybrid.train_reader), and the translator's MuSiQue entity swaps."""

import random

import pytest

from kgqa.hybrid.cloze import cloze_examples, load_nlp, question_from_sentence, wh_phrase
from kgqa.hybrid.decompositions import training_paragraphs
from kgqa.hybrid.decompositions import read_records, split_records
from kgqa.text.store import Passage


def test_wh_phrase_follows_the_entity_type():
    assert wh_phrase("PERSON", "Henry Baring") == "who"
    assert wh_phrase("DATE", "1848") == "what year"
    assert wh_phrase("DATE", "13 April 1848") == "when"
    assert wh_phrase("ORDINAL", "first") is None


def test_question_replaces_the_span_and_resolves_a_leading_pronoun():
    s = "Its county seat is Stanley."
    q = question_from_sentence(s, s.index("Stanley"), s.index("Stanley") + 7, "where", "Mountrail County")
    assert q == "Mountrail County's county seat is where?"
    s = "Henry Baring was a British banker."
    assert question_from_sentence(s, 0, 12, "who", "Henry Baring") == "Who was a British banker?"
    assert question_from_sentence("Born 1900.", 5, 9, "when", "") is None  # nothing left to match


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def test_cloze_examples_point_at_their_answer_span(nlp):
    p = Passage("1", "Henry Baring", "Henry Baring (18 January 1777 – 13 April 1848) was a British banker. "
                "He was born in London.")
    q = Passage("2", "Stanley", "Stanley is a city in North Dakota.")
    data = cloze_examples(nlp=nlp, records=[("r", [p, q])], negative_ratio=1.0)
    positives = [e for e in data if e["start"] >= 0]
    negatives = [e for e in data if e["start"] < 0]
    assert positives and negatives
    for e in positives:
        answer = e["context"][e["start"]:e["end"]]
        assert answer and answer.lower() not in e["question"].lower()
        assert e["question"].endswith("?")
    london = [e for e in positives if e["context"][e["start"]:e["end"]] == "London"]
    assert london and london[0]["question"].startswith("Henry Baring was born in")
    assert all(e["context"] != next(x for x in positives if x["question"] == e["question"])["context"]
               for e in negatives)


def test_cloze_reads_no_held_out_paragraph():
    held_out = set()
    for ds in ("musique", "2wiki"):
        for rec in split_records(ds, read_records(ds))["eval"]:
            if ds == "musique":
                held_out.update(f"{p['title']}. {p['paragraph_text']}" for p in rec["paragraphs"])
            else:
                held_out.update(f"{t}. {' '.join(s)}" for t, s in rec.get("context", []))
    seen = [p.content for _, ps in training_paragraphs("train") for p in ps]
    assert len(seen) > 1000
    assert not held_out.intersection(seen)


def test_musique_swaps_replace_the_subject_in_question_and_expression():
    from kgqa.compiler import parse_gq
    from kgqa.hybrid.train_translator import swapped_musique_pairs

    recs = split_records("musique", read_records("musique"))["train"]
    pairs = swapped_musique_pairs(recs, 2, seed=3)
    assert len(pairs) > 50
    originals = {r["question"] for r in recs}
    changed = [(q, t) for q, t in pairs if q not in originals]
    assert len(changed) > len(pairs) // 2
    for q, t in changed[:20]:
        parse_gq(t)  # still a valid expression


def test_relation_silver_examples_ask_musique_style_questions_about_the_title():
    from kgqa.hybrid.train_reader import _RELATIONS, relation_silver_examples

    names = sorted((r for r, _ in _RELATIONS), key=len, reverse=True)

    data = relation_silver_examples("train")
    assert len(data) > 200
    by_relation: dict[str, int] = {}
    for e in data:
        assert e["question"].startswith("What is the ") and e["question"].endswith("?")
        answer = e["context"][e["start"]:e["end"]]
        relation = next(r for r in names if e["question"].startswith(f"What is the {r} of "))
        title = e["question"][len(f"What is the {relation} of "):-1]
        assert e["context"].startswith(title + ". ")
        assert answer and answer.lower() not in title.lower()
        assert not answer.endswith(".") and ". " not in answer  # stops at the sentence end
        by_relation[relation] = by_relation.get(relation, 0) + 1
    assert {"place of birth", "father", "performer", "spouse"} <= set(by_relation)
    # Demonyms are never taken for a place or a team.
    assert not any(e["context"][e["start"]:e["end"]] in ("American", "English", "French") for e in data)
