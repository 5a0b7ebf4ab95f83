"""The executor with real small engines: a BM25 text engine over a passage store built here
and a dict-backed KG engine implementing the leaf-engine protocol."""

from __future__ import annotations

import asyncio
import time

import pytest

from kgqa.compiler import ValidationError, parse_gq, parse_hexpr
from kgqa.compiler.engines import KGFirstRouter, LeafAnswer, LeafEngine, MappingEngine, RetrievalEngine
from kgqa.compiler.executor import ExecutionError, Executor, main_entity
from kgqa.text import BM25Retriever, Passage, PassageStore


class SlowEngine:
    """Answers ``"<question> -> answer"`` after a delay, recording concurrency."""

    name = "slow"

    def __init__(self, delay: float = 0.05, answers: dict[str, list[str]] | None = None) -> None:
        self.delay, self.answers = delay, answers or {}
        self.in_flight = 0
        self.max_in_flight = 0
        self.calls: list[str] = []

    async def answer(self, question: str) -> LeafAnswer | None:
        self.calls.append(question)
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self.delay)
        finally:
            self.in_flight -= 1
        return LeafAnswer(tuple(self.answers.get(question, [question.upper()])), 0.9, source=self.name)


class FailingEngine:
    name = "broken"

    async def answer(self, question: str) -> LeafAnswer | None:
        raise RuntimeError("backend down")


def test_engines_implement_the_protocol() -> None:
    assert isinstance(SlowEngine(), LeafEngine)
    assert isinstance(MappingEngine({}), LeafEngine)
    assert isinstance(KGFirstRouter(MappingEngine({}), None), LeafEngine)


def test_list_children_run_concurrently_within_the_bound() -> None:
    engine = SlowEngine(delay=0.1)
    tree = parse_gq(" + ".join(f"q{i}" for i in range(6)))
    start = time.perf_counter()
    result = Executor(engine, max_concurrency=3).run_sync(tree)
    wall = time.perf_counter() - start
    assert engine.max_in_flight == 3
    assert wall < 0.45  # 2 waves of 0.1 s, not 6 sequential calls
    assert result.answers == tuple(f"Q{i}" for i in range(6))
    leaves = result.trace.leaves()
    # Traces show the overlap: the first three started before any finished.
    first_wave = sorted(leaves, key=lambda t: t.started)[:3]
    assert max(t.started for t in first_wave) < min(t.started + t.elapsed for t in first_wave)


def test_fan_out_substitutes_every_left_answer_and_deduplicates() -> None:
    kg = MappingEngine(
        {
            "Which cities host the festival?": ["Paris", "paris", "Lyon", "Paris "],
            "Which country is Paris in?": ["France"],
            "Which country is Lyon in?": ["france"],
        },
        name="kg",
    )
    result = Executor(kg).run_sync(parse_gq("Which cities host the festival? * Which country is {city} in?"))
    # The left side's duplicates collapse before fan-out: one run per distinct city.
    assert sorted(kg.calls[1:]) == ["Which country is Lyon in?", "Which country is Paris in?"]
    assert result.answers == ("France",)  # "France" and "france" are one answer
    runs = result.trace.find((1,))
    assert {r.question for r in runs} == {"Which country is Paris in?", "Which country is Lyon in?"}
    assert {r.bindings["city"] for r in runs} == {"Paris", "Lyon"}


def test_positional_binding_of_a_list_producer() -> None:
    kg = MappingEngine(
        {
            "Which continent is Aruba in?": ["South America"],
            "Which country is Prazeres in?": ["Portugal"],
            "Which colonial holding in South America was governed by Portugal?": ["Brazil"],
            "How many Germans live in Brazil?": ["5,000,000"],
        }
    )
    expr = (
        "(Which continent is Aruba in? + Which country is Prazeres in?) * Which colonial holding in {continent} "
        "was governed by {country}? * How many Germans live in {colonial_holding}?"
    )
    result = Executor(kg).run_sync(parse_gq(expr))
    assert result.answers == ("5,000,000",)
    assert [t.question for t in result.trace.leaves()] == [
        "Which continent is Aruba in?",
        "Which country is Prazeres in?",
        "Which colonial holding in South America was governed by Portugal?",
        "How many Germans live in Brazil?",
    ]


def test_fan_out_cap_is_recorded() -> None:
    kg = MappingEngine({"Which numbers?": [str(i) for i in range(10)]})
    engine = KGFirstRouter(kg, SlowEngine(delay=0))
    result = Executor(engine, max_fanout=4).run_sync(parse_gq("Which numbers? * Double {n}"))
    assert len(result.trace.find((1,))) == 4
    assert any("capped at 4" in n for n in result.trace.notes)


def test_empty_left_side_stops_the_branch_with_a_note() -> None:
    kg = MappingEngine({"Who wrote it?": []})
    engine = SlowEngine(delay=0)
    result = Executor(KGFirstRouter(kg, engine, threshold=0.5)).run_sync(parse_gq("Who wrote it? * Born in {x}?"))
    # The text fallback answered the first leaf, so the branch continues...
    assert result.trace.children[0].source == "slow"
    empty = Executor(MappingEngine({"Who wrote it?": []})).run_sync(parse_gq("Who wrote it? * Born in {x}?"))
    # ...while an engine with no answer leaves the consumer unexecuted.
    assert empty.answers == () and len(empty.trace.children) == 1
    assert "no answer for {x}" in empty.trace.notes[0]


def test_invalid_trees_are_rejected_before_any_engine_call() -> None:
    engine = SlowEngine(delay=0)
    with pytest.raises(ValidationError):
        Executor(engine).run_sync(parse_gq("A * B"))
    assert engine.calls == []


def test_engine_failures_raise_with_the_node_or_are_recorded() -> None:
    with pytest.raises(ExecutionError, match=r"'broken' failed on '[ab]': backend down \(at root\.[01]\)"):
        Executor(FailingEngine()).run_sync(parse_gq("a + b"))
    result = Executor(FailingEngine(), record_leaf_errors=True).run_sync(parse_gq("a + b"))
    assert result.answers == ()
    assert all("backend down" in t.notes[0] for t in result.trace.leaves())


# --- HPE operations on typed answers -----------------------------------------------------------


def hpe_kg() -> MappingEngine:
    return MappingEngine(
        {
            "Who is director of Sleepers East": ["Gordon Wiles"],
            "Who is director of Leaving Fear Behind": ["Dhondup Wangchen"],
            "When is date of birth of Gordon Wiles": ["October 10, 1904"],
            "When is date of birth of Dhondup Wangchen": ["1974"],
            "who is winner of 1894-95 FA Cup": ["Aston Villa"],
            "what is member of sports team of Duane Courtney": ["Birmingham City"],
            "When was the last time Birmingham City beat Aston Villa": ["1 December 2010"],
            "When does Giuseppe Cesari dead?": ["3 July 1640"],
            "When does Giuseppe Cesari born?": ["14 February 1568"],
            "How many sisters does Mary Shelley have?": ["1"],
            "How many brothers does Mary Shelley have?": ["3"],
            "Which is country of North Marion High School (Oregon)?": ["United States"],
            "Which is country of Seoul High School?": ["South Korea"],
            "When is publication date of Blind Shaft?": ["2003"],
            "When is publication date of The Mask of Fu Manchu?": ["1932"],
            "Who is the former member of the Pittsburgh Pirates?": ["Dave Parker", "Barry Bonds"],
            'Who was nicknamed "The Cobra"?': ["dave parker", "Joe Frazier"],
        },
        name="kg",
    )


@pytest.mark.parametrize(
    ("expr", "answers"),
    [
        # HPE Figure 3: UNION stores Ans#1 / Ans#2, JOIN fills them.
        (
            "JOIN[When was the last time Ans#2 beat Ans#1, UNION[what is member of sports team of Duane Courtney, "
            "who is winner of 1894-95 FA Cup]]",
            ("1 December 2010",),
        ),
        # Appendix A bridge comparison: the later birth date wins; the film is returned.
        (
            "COMP_>[JOIN[When is date of birth of #3, Who is director of Sleepers East], "
            "JOIN[When is date of birth of #1, Who is director of Leaving Fear Behind]]",
            ("Leaving Fear Behind",),
        ),
        (
            "COMP_<[When is publication date of Blind Shaft?, When is publication date of The Mask of Fu Manchu?]",
            ("The Mask of Fu Manchu",),
        ),
        ("SUB[When does Giuseppe Cesari dead?, When does Giuseppe Cesari born?]", (72,)),
        ("ADD[How many sisters does Mary Shelley have?, How many brothers does Mary Shelley have?]", (4,)),
        (
            "COMP_=[Which is country of North Marion High School (Oregon)?, Which is country of Seoul High School?]",
            ("No",),
        ),
        (
            'AND[Who is the former member of the Pittsburgh Pirates?, Who was nicknamed "The Cobra"?]',
            ("Dave Parker",),
        ),
    ],
)
def test_hpe_table1_operations(expr: str, answers: tuple) -> None:
    assert Executor(hpe_kg()).run_sync(parse_hexpr(expr)).answers == answers


def test_incomparable_operands_leave_a_note_not_a_crash() -> None:
    kg = MappingEngine({"Who is older?": ["Ann"], "Who is younger?": ["Bob"]})
    result = Executor(kg).run_sync(parse_hexpr("COMP_<[Who is older?, Who is younger?]"))
    assert result.answers == ()
    assert "cannot order text" in result.trace.notes[0]


def test_main_entity_heuristic() -> None:
    assert main_entity("When is publication date of The Mask of Fu Manchu?") == "The Mask of Fu Manchu"
    assert main_entity("When is date of birth of Gordon Wiles") == "Gordon Wiles"
    assert main_entity("Who is director of Sleepers East") == "Sleepers East"
    # A title that opens with punctuation is still the name ("...And God Created Them").
    assert main_entity("What is the release date of ...And God Created Them?") == "...And God Created Them"
    assert main_entity("What is the release date of (500) Days of Summer?") == "(500) Days of Summer"
    assert main_entity("When was Moses King born?") == "Moses King born"


# --- KG-first routing with a real text engine ------------------------------------------------------


@pytest.fixture
def film_store() -> PassageStore:
    return PassageStore(
        [
            Passage("p1", "James Cameron", "James Cameron is a Canadian filmmaker who directed Titanic and Avatar."),
            Passage("p2", "Steven Spielberg", "Steven Spielberg directed Jaws, E.T. and Jurassic Park."),
            Passage("p3", "Titanic (1997 film)", "Titanic is a 1997 romance film about the sinking of the ship."),
            Passage("p4", "Kathryn Bigelow", "Kathryn Bigelow directed The Hurt Locker and Point Break."),
        ]
    )


def test_router_prefers_confident_kg_and_falls_back_to_text(film_store: PassageStore) -> None:
    text = RetrievalEngine(BM25Retriever(film_store), k=1, min_score=0.5)
    kg = MappingEngine({"When was James Cameron born?": ["1954-08-16"]}, name="kg")
    result = Executor(KGFirstRouter(kg, text, threshold=0.5)).run_sync(
        parse_gq("Which filmmaker directed Titanic and Avatar? * When was {director} born?")
    )
    assert result.answers == ("1954-08-16",)
    first, second = result.trace.leaves()
    assert (first.source, first.answers) == ("text", ("James Cameron",))
    assert first.notes == ["kg: no answer"]
    assert (second.question, second.source) == ("When was James Cameron born?", "kg")


def test_router_rejects_low_confidence_kg_answers(film_store: PassageStore) -> None:
    text = RetrievalEngine(BM25Retriever(film_store), k=1)
    kg = MappingEngine({"Who directed Jaws?": ["Wrong Person"]}, name="kg", confidence=0.2)
    result = Executor(KGFirstRouter(kg, text, threshold=0.5)).run_sync(parse_gq("Who directed Jaws?"))
    assert result.answers == ("Steven Spielberg",)
    assert result.trace.source == "text"
    assert result.trace.notes == ["kg: confidence 0.20 below 0.50"]
    # A confident KG answer wins over text.
    kg_sure = MappingEngine({"Who directed Jaws?": ["Spielberg (KG)"]}, name="kg", confidence=0.9)
    assert Executor(KGFirstRouter(kg_sure, text)).run_sync(parse_gq("Who directed Jaws?")).answers == ("Spielberg (KG)",)


def test_trace_serialises(film_store: PassageStore) -> None:
    result = Executor(RetrievalEngine(BM25Retriever(film_store))).run_sync(parse_gq("Who directed Jaws? + Who directed Avatar?"))
    d = result.trace.to_dict()
    assert d["kind"] == "List" and [c["answers"] for c in d["children"]] == [["Steven Spielberg"], ["James Cameron"]]
    assert "Who directed Jaws?" in result.trace.render()


class GuessingEngine:
    """A reader-like engine: each question has ranked (answer, confidence) guesses."""

    name = "guess"

    def __init__(self, guesses: dict[str, list[tuple[str, float]]]) -> None:
        self.guesses = guesses
        self.calls: list[str] = []

    async def answer(self, question: str) -> LeafAnswer | None:
        self.calls.append(question)
        ranked = self.guesses.get(question, [])
        if not ranked:
            return None
        return LeafAnswer((ranked[0][0],), ranked[0][1], source=self.name,
                          readings=tuple(((a,), c) for a, c in ranked))


CHAIN = {
    # The first hop's top guess is wrong; its right side then answers with little confidence.
    "Who is the husband of Anna Benson?": [("Major League Baseball", 0.8), ("Kris Benson", 0.7)],
    "What team did Major League Baseball play for?": [("Oregon", 0.2)],
    "What team did Kris Benson play for?": [("Pittsburgh Pirates", 0.9), ("New York Mets", 0.5)],
}


def test_beam_keeps_the_chain_with_the_best_joint_confidence() -> None:
    tree = parse_gq("Who is the husband of Anna Benson? * What team did {husband} play for?")
    greedy = Executor(GuessingEngine(CHAIN)).run_sync(tree)
    assert greedy.answers == ("Oregon",)
    engine = GuessingEngine(CHAIN)
    beam = Executor(engine, beam=2).run_sync(tree)
    assert beam.answers == ("Pittsburgh Pirates",)
    assert beam.trace.confidence == pytest.approx(0.7 * 0.9)
    # Both chains were run and stay in the trace; the kept chain's readings are ranked.
    assert sorted(engine.calls[1:]) == ["What team did Kris Benson play for?", "What team did Major League Baseball play for?"]
    assert [c for _, c in beam.trace.readings] == pytest.approx([0.63, 0.35])
    assert any("beam:" in n for n in beam.trace.notes)


def test_beam_carries_readings_through_a_three_hop_chain() -> None:
    guesses = {
        **CHAIN,
        "Where is Oregon based?": [("Salem", 0.9)],
        "Where is Pittsburgh Pirates based?": [("Pittsburgh", 0.9)],
        "Where is New York Mets based?": [("Queens", 0.95)],
    }
    tree = parse_gq("(Who is the husband of Anna Benson? * What team did {husband} play for?) * Where is {team} based?")
    result = Executor(GuessingEngine(guesses), beam=2).run_sync(tree)
    # 0.7*0.9*0.9 = 0.567 beats 0.7*0.5*0.95 = 0.33 and the pruned 0.8*0.2 chain.
    assert result.answers == ("Pittsburgh",)


def test_beam_leaves_set_valued_answers_alone() -> None:
    # A KG-like engine returns sets without readings: fan-out and union as before.
    engine = SlowEngine(delay=0.0, answers={"films": ["A", "B"], "director of A": ["X"], "director of B": ["Y"]})
    result = Executor(engine, beam=3).run_sync(parse_gq("films * director of {film}"))
    assert result.answers == ("X", "Y")
    with pytest.raises(ValueError):
        Executor(engine, beam=0)
