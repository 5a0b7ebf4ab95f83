"""kgqa.hybrid.typed_reader: typed candidates and named features (real spaCy and MiniLM, the
shipped weights), the listwise fit, and text leaves that abstain and say why."""

from __future__ import annotations

import asyncio
import json

import numpy as np
import pytest

from kgqa.compiler.ast import Atomic, Dependent
from kgqa.hybrid.reader import TextLeafEngine
from kgqa.hybrid.train_typed_reader import HopRead, fit, top1_f1
from kgqa.hybrid.typed_reader import FEATURES, TypedReader, admissible, default_weights_path, load_weights
from kgqa.pipeline import Pipeline
from kgqa.text.bm25 import BM25Retriever
from kgqa.text.store import Passage, PassageStore

BOESE = Passage("p1", "Carl Boese", "Carl Boese (26 August 1887 – 6 July 1958) was a German film director, "
                "screenwriter and producer. He directed My Cousin From Warsaw in 1931.")
COUSIN = Passage("p2", "My Cousin From Warsaw", "My Cousin From Warsaw is a 1931 German comedy film directed by "
                 "Carl Boese and starring Liane Haid and Fritz Schulz. It was shot in Berlin.")
OTHER = Passage("p3", "Stanley, North Dakota", "Stanley is a city in and the county seat of Mountrail County, "
                "North Dakota, United States. The population was 2,321 at the 2020 census.")


@pytest.fixture(scope="module")
def reader():
    return TypedReader()


@pytest.mark.parametrize("question, answer", [
    ("What is the date of birth of Carl Boese?", "26 August 1887"),
    ("What is the date of death of Carl Boese?", "6 July 1958"),      # the other side of the life span
    ("Who is the director of My Cousin From Warsaw?", "Carl Boese"),
    ("How many people lived in Stanley, North Dakota in 2020?", "2,321"),
])
def test_reads_typed_answers(reader, question, answer):
    top = reader.read_top(question, [BOESE, COUSIN, OTHER], 3)
    assert top[0].answer == answer
    assert 0.0 < top[0].score <= 1.0 and top[0].score >= top[-1].score


def test_candidates_carry_named_features(reader):
    ranked = reader.rank("What is the date of death of Carl Boese?", [BOESE, OTHER])
    death = next(c for c in ranked if c.answer == "6 July 1958")
    birth = next(c for c in ranked if c.answer == "26 August 1887")
    assert set(death.features) == set(FEATURES)
    assert death.features["type_match"] == 1.0 and death.features["life_date_fit"] == 1.0
    assert birth.features["life_date_misfit"] == 1.0
    assert abs(sum(c.probability for c in ranked) - 1.0) < 1e-6
    assert reader.read_top("Who?", [], 3) == []


def test_only_admissible_candidates_are_scored(reader):
    q = "What is the date of death of Carl Boese?"
    everything = TypedReader(load_weights(default_weights_path()), encoder=reader.encoder, parser=reader.parser,
                             filter_types=False).rank(q, [BOESE, COUSIN])
    kept = reader.rank(q, [BOESE, COUSIN])
    assert {c.answer for c in kept} < {c.answer for c in everything}
    # A date question reads dates only, and never the question's own words back.
    assert all(c.features["type_match"] == 1.0 for c in kept)
    assert "Carl Boese" in {c.answer for c in everything} - {c.answer for c in kept}
    assert all(not admissible([c], q) or c.answer != "Carl Boese" for c in everything)
    # A place question drops spans typed otherwise (a date, a person) when places exist.
    place = [c.answer for c in reader.rank("Where was My Cousin From Warsaw shot?", [BOESE, COUSIN])]
    assert place[0] == "Berlin" and "1931" not in place and "Carl Boese" not in place
    # No date in the passages: nothing admissible, no answer (the leaf abstains).
    lake = Passage("p4", "Lake Tana", "Lake Tana is the largest lake in Ethiopia and the source of the Blue Nile.")
    assert reader.rank("When was Lake Tana formed?", [lake]) == []
    assert reader.read("When was Lake Tana formed?", [lake]).answer == ""


def test_a_named_thing_is_answered_from_passages_that_mention_it(reader):
    relation_page = Passage("p5", "Place of birth", "The place of birth is where a person was born, such as "
                            "Zurich in Switzerland or Lyon in France.")
    # The person's own page is missing: the relation page must not answer for him.
    assert reader.rank("What is the place of birth of Ladislav Zivr?", [relation_page]) == []
    person = Passage("p6", "Ladislav Zívr", "Ladislav Zívr was a Czech sculptor born in Prague.")
    assert reader.read("What is the place of birth of Ladislav Zivr?", [relation_page, person]).answer == "Prague"


def test_two_dates_without_a_dash_are_a_life_span(reader):
    mantle = Passage("p7", "Lee Mantle", "Lee Mantle (December 13, 1851 November 18, 1934) was an American "
                     "politician from Montana.")
    assert reader.read("What is the date of death of Lee Mantle?", [mantle]).answer == "November 18, 1934"
    assert reader.read("What is the date of birth of Lee Mantle?", [mantle]).answer == "December 13, 1851"


def test_shipped_weights_name_known_features():
    weights = load_weights(default_weights_path())
    assert set(weights) <= set(FEATURES) and weights["type_match"] > 0 > weights["untyped"]


def test_weights_for_unknown_features_are_refused(tmp_path):
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"weights": {"no_such_feature": 1.0}}))
    with pytest.raises(ValueError, match="unknown features"):
        load_weights(path)


def test_fit_learns_which_feature_marks_the_answer():
    rng = np.random.default_rng(0)
    reads = []
    i = FEATURES.index("type_match")
    for _ in range(60):
        m = rng.random((6, len(FEATURES)))
        m[:, i] = 0.0
        right = int(rng.integers(6))
        m[right, i] = 1.0
        f1 = np.zeros(6)
        f1[right] = 1.0
        reads.append(HopRead("x", "q", "a", m, f1, ["a"] * 6))
    weights = fit(reads, steps=200)
    assert weights["type_match"] == max(weights.values())
    assert top1_f1(reads, weights) == 1.0
    assert top1_f1(reads, {f: 0.0 for f in FEATURES}) < 0.5  # ties go to the first candidate


def test_a_leaf_below_the_confidence_floor_abstains_and_the_chain_says_why(reader):
    store = PassageStore([BOESE, COUSIN, OTHER])
    text = TextLeafEngine(BM25Retriever(store), reader, k=3, readings=3, min_confidence=0.999)
    leaf = asyncio.run(text.answer("Who is the director of My Cousin From Warsaw?"))
    assert leaf is not None and leaf.answers == ()
    assert "abstained" in leaf.notes[0] and "Carl Boese" in leaf.notes[0]
    # In a chain the abstention stops the next hop instead of feeding it a guess.
    pipe = Pipeline(None, None, text, beam=3)
    tree = Dependent(Atomic("Who is the director of My Cousin From Warsaw?"), Atomic("When did {director} die?"))
    result = pipe.answer("When did the director of My Cousin From Warsaw die?", tree)
    assert result.answers == ()
    first = result.trace.leaves()[0]
    assert any("abstained" in n for n in first.notes)
    # The same leaf with no floor answers, and the chain goes on.
    confident = TextLeafEngine(BM25Retriever(store), reader, k=3)
    assert asyncio.run(confident.answer("Who is the director of My Cousin From Warsaw?")).answers == ("Carl Boese",)
