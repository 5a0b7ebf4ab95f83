"""How the synthesizer words a relation from its name: an opening verb dropped (``has_father``
says "father"), a noun and "of" read as what the subject is (``citizen_of``: "what is X a citizen
of", "the citizens of Y"), a participle read as a passive (``born_in``: "where was X born"), and a
common verb read as a verb (``speaks``). Through the real synthesizer on a small untyped KG."""

from __future__ import annotations

import random
import re

import pytest

from kgqa.candidates.onboarding import onboard
from kgqa.kg.embedded import EmbeddedKG
from kgqa.synthesize import synthesize
from kgqa.synthesize import verbalise as V
from kgqa.synthesize.words import (
    identifier_words,
    is_personal,
    of_noun,
    place_participle,
    plural,
    verb_reading,
    without_opener,
)

from .test_synthesize import DATA

NAMES = DATA / "relation_names.ttl"


@pytest.mark.parametrize("name, said", [
    ("has father", "father"), ("is part of", "part of"), ("in country", "country"),
    ("has", "has"), ("in", "in"), ("lives in", "lives in"),
])
def test_an_opening_verb_or_preposition_is_not_said(name, said):
    assert without_opener(name) == said


def test_relation_name_readings():
    assert of_noun("citizen of") == "citizen" and of_noun("head of") == "head"
    assert of_noun("made of") is None and of_noun("capital") is None
    assert place_participle("born in") == ("was", "born")
    assert place_participle("located in") == ("is", "located")
    assert place_participle("directed by") is None
    assert verb_reading("speaks") == ("speak", "speaks", "")
    assert verb_reading("languages") is None  # a plural noun, not a verb


def _all_forms(shape, slots, tries=60) -> set[str]:
    return {shape(slots, random.Random(i)) for i in range(tries)}


def test_a_noun_of_relation_asks_what_the_subject_is():
    forward = {"anchor": "Ada Varga", "steps": [{"prop": "citizen of", "forward": True, "noun": None}]}
    backward = {"anchor": "Norland", "steps": [{"prop": "citizen of", "forward": False, "noun": None}]}
    assert "What is Ada Varga a citizen of?" in _all_forms(V.lookup, forward)
    said = _all_forms(V.reverse, backward)
    assert "Who are the citizens of Norland?" in said
    assert not any("citizen of Norland" in q and "whose" in q for q in said)
    counted = _all_forms(V.count, backward)
    assert "How many citizens does Norland have?" in counted


def test_a_participle_reads_as_a_passive_and_where():
    forward = {"anchor": "Ada Varga", "steps": [{"prop": "born in", "forward": True, "noun": None}]}
    said = _all_forms(V.lookup, forward)
    assert "Where was Ada Varga born?" in said
    assert not any("born in of" in q for q in said)
    backward = {"anchor": "Norland", "noun": "city", "steps": [{"prop": "located in", "forward": False, "noun": "city"}]}
    assert "Which cities are located in Norland?" in _all_forms(V.reverse, backward)


@pytest.fixture(scope="module")
def named(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("KGQA_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    kg = EmbeddedKG([NAMES], name="relation_names")
    yield synthesize(kg, onboard(kg), 150, seed=3, progress=False)
    mp.undo()


def test_synthesized_questions_never_say_a_relation_name_raw(named):
    """No "X's has father", "the born in of X", "whose speaks is", "the citizen of of X"."""
    text = [q.question for q in named.questions]
    assert len(text) >= 100
    bad = [q for q in text if any(w in q.lower() for w in (
        "'s has ", "the has ", "has has", " of of ", "born in of", "located in of", "whose speaks", "'s citizen of",
        "have located in", "have born in", "common citizen of", "each citizen of", "each born in"))]
    assert not bad, bad[:5]
    joined = " ".join(text)
    assert "father" in joined and "speak" in joined and "citizen" in joined


# counts are left out: the sampler types every count's end ("How many children has X got?" keeps
# persons), where the counted noun already says what is counted
PATH_SHAPES = {"lookup", "reverse", "chain2", "chain3"}
_TYPED = re.compile(r"<http://www\.w3\.org/1999/02/22-rdf-syntax-ns#type>(?:/<[^>]+>\*)? <([^>]+)>")


@pytest.mark.parametrize("kg_file", ["typed.ttl", "nolabels.ttl"])
def test_a_path_question_says_the_class_its_query_types(kg_file, tmp_path, monkeypatch):
    """A question whose query keeps only things of a class says that class (or "who" for
    people): "Count the enemies of X" typed by ``FireDragon`` would teach the model to add
    types no one asked for (an adapted model did, session 46)."""
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path))
    kg = EmbeddedKG([DATA / kg_file], name=kg_file)
    report = synthesize(kg, onboard(kg), 400, seed=1, progress=False, shapes=sorted(PATH_SHAPES))
    unsaid = []
    for q in report.questions:
        text = q.question.lower()
        for cls in _TYPED.findall(q.sparql):
            noun = identifier_words(re.split(r"[#/]", cls)[-1])
            if noun not in text and plural(noun) not in text and not (text.startswith("who") and is_personal(noun)):
                unsaid.append((q.shape, q.question, noun))
    assert len(report.questions) >= 100 and not unsaid, unsaid[:5]


def test_a_flag_has_no_plural():
    """A flag column is named by a verb phrase: "is venomous", never "is venomouses"."""
    assert plural("is venomous") == "is venomous" and plural("can fly") == "can fly"
    assert plural("city") == "cities" and plural("birth place") == "birth places"
