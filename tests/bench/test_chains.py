"""kgqa.bench.chains: the generated kinship KG has no types and names only in labels, and every
question's gold set is what its path gives when asked of the real embedded store."""

from __future__ import annotations

from collections import Counter

import pytest

from kgqa.bench.chains import (
    PHRASINGS,
    K,
    chain_questions,
    kinship_kg,
    main,
    phrase,
)
from kgqa.kg.embedded import EmbeddedKG


@pytest.fixture(scope="module")
def kinship(tmp_path_factory):
    lines = kinship_kg(0)
    path = tmp_path_factory.mktemp("kin") / "kinship.nt"
    path.write_text("\n".join(lines) + "\n")
    return lines, EmbeddedKG([path], name="kinship")


def test_the_kg_is_deterministic_untyped_and_has_13_relations(kinship):
    lines, kg = kinship
    assert kinship_kg(0) == lines and kinship_kg(1) != lines
    predicates = {line.split(" ")[1] for line in lines}
    assert "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>" not in predicates
    assert len(predicates - {"<http://www.w3.org/2000/01/rdf-schema#label>"}) == 13
    assert kg.query("ASK { ?s a ?c }") is False


def test_the_gold_of_each_question_is_its_path_on_the_kg(kinship):
    lines, kg = kinship
    questions = chain_questions(lines, 24, seed=3)
    assert len(questions) == 24
    assert Counter(q["hops"] for q in questions) == {2: 12, 3: 12}
    assert {q["phrasing"] for q in questions} == set(PHRASINGS)
    for q in questions:
        steps = " . ".join(f"?x{i} <{K}{r}> ?x{i + 1}" for i, r in enumerate(q["path"]))
        got = kg.query(f"SELECT DISTINCT ?x{len(q['path'])} WHERE {{ {steps} . FILTER(?x0 = <{q['start']}>) }}")
        assert sorted(str(r[0]) for r in got.rows) == q["gold"] and q["start"] not in q["gold"]
        name = kg.query(f"SELECT ?n WHERE {{ <{q['start']}> <http://www.w3.org/2000/01/rdf-schema#label> ?n }}")
        assert phrase(str(name.rows[0][0]), q["path"], q["phrasing"]) == q["question"]


def test_phrasings_read_relations_as_words():
    assert phrase("Anna Berg", ["mother", "birthPlace"], "possessive") == "What is Anna Berg's mother's birth place?"
    assert phrase("Anna Berg", ["mother", "birthPlace"], "tokenised") == "what is anna berg 's mother 's birth place ?"
    assert phrase("Anna Berg", ["mother", "birthPlace"], "of_chain") == "What is the birth place of the mother of Anna Berg?"


def test_too_few_questions_is_refused():
    with pytest.raises(SystemExit):
        main(["--n", "1"])


def test_paraphrased_questions_say_relations_in_other_words(kinship):
    from kgqa.bench.chains import PARAPHRASES

    lines, _ = kinship
    plain, para = chain_questions(lines, 12, seed=3), chain_questions(lines, 12, seed=3, paraphrase=True)
    assert [q["gold"] for q in plain] == [q["gold"] for q in para]
    assert any(p["question"] != q["question"] for p, q in zip(plain, para))
    for q in para:
        for r in q["path"]:
            if r in PARAPHRASES:
                assert PARAPHRASES[r] in q["question"] and r not in q["question"].replace(" ", ""), q["question"]


def test_yes_no_questions_are_half_false_and_true_on_the_kg(kinship):
    from kgqa.bench.chains import yes_no_questions

    lines, kg = kinship
    asked = yes_no_questions(lines, chain_questions(lines, 24, seed=3), seed=3)
    assert asked and abs(sum(q["truth"] for q in asked) - len(asked) / 2) <= 1
    for q in asked:
        steps = " . ".join(f"?x{i} <{K}{r}> ?x{i + 1}" for i, r in enumerate(q["path"]))
        reached = kg.query(f"ASK {{ {steps} . FILTER(?x0 = <{q['start']}> && ?x{len(q['path'])} = <{q['end']}>) }}")
        assert reached is q["truth"], q
        name = kg.query(f"SELECT ?n WHERE {{ <{q['end']}> <http://www.w3.org/2000/01/rdf-schema#label> ?n }}")
        assert str(name.rows[0][0]).lower() in q["question"].lower()


def test_count_questions_count_on_the_kg(kinship):
    from kgqa.bench.chains import count_questions

    lines, kg = kinship
    asked = count_questions(lines, 20, seed=3)
    assert len(asked) == 20 and any(q["count"] == 0 for q in asked) and any(q["count"] > 0 for q in asked)
    for q in asked:
        first, last = q["path"]
        got = kg.query(f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ <{q['start']}> <{K}{first}> ?m . "
                       f"OPTIONAL {{ ?m <{K}{last}> ?x }} }}")
        assert int(got.rows[0][0].toPython()) == q["count"], q


def test_verb_questions_end_in_a_verb_and_their_gold_is_the_path(kinship):
    from kgqa.bench.chains import VERB_FORMS, verb_questions

    lines, kg = kinship
    asked = verb_questions(lines, 20, seed=3)
    assert len(asked) == 20 and {q["phrasing"] for q in asked} == {"possessive", "tokenised"}
    for q in asked:
        assert q["path"][-1] in VERB_FORMS and q["hops"] == len(q["path"]) in (2, 3)
        steps = " . ".join(f"?x{i} <{K}{r}> ?x{i + 1}" for i, r in enumerate(q["path"]))
        got = kg.query(f"SELECT DISTINCT ?x{len(q['path'])} WHERE {{ {steps} . FILTER(?x0 = <{q['start']}>) }}")
        assert sorted(str(r[0]) for r in got.rows) == q["gold"], q
        assert not any(w in q["question"] for w in ("birthPlace", "residence", "nationality of"))  # said by a verb


def test_search_settings_reach_the_engine(kinship, tmp_path):
    """``--search stated_chain=false`` gives the figures before the stated chains: the two
    3-hop questions here are then not both right, with them they are."""
    on = main(["--n", "4", "--out", str(tmp_path / "on")])
    off = main(["--n", "4", "--out", str(tmp_path / "off"), "--search", "stated_chain=false"])
    assert off["search"] == {"stated_chain": "false"} and on["search"] == {}
    (on_tally,), (off_tally,) = on["checkpoints"].values(), off["checkpoints"].values()
    assert on_tally["hops_3"] == "2/2" and off_tally["hops_3"] != "2/2"
