"""kgqa.pipeline: atomic questions go straight to the KG engine, complex ones are compiled;
every leaf records the engine that answered (KG first, text when the KG has no confident answer)."""

from __future__ import annotations

from kgqa.compiler.engines import MappingEngine
from kgqa.hybrid.hybrid_kg import OneEdgeKGEngine, build_hybrid_kg
from kgqa.hybrid.translator import ValidatingTranslator
from kgqa.pipeline import Pipeline, answer

RECORDS = [
    {"evidences": [["Free Guy", "director", "Shawn Levy"], ["Shawn Levy", "date of birth", "July 23, 1968"],
                   ["Forbidden Ground", "director", "Pál Gábor"], ["Pál Gábor", "date of birth", "2 November 1932"]]},
]


class Scripted(ValidatingTranslator):
    """A translator whose backend proposes fixed texts (the validation loop is the real one)."""

    def __init__(self, table: dict[str, list[str]]) -> None:
        super().__init__(max_attempts=3)
        self.table = table

    def propose(self, question, temperature, attempt, feedback):
        options = self.table[question]
        return options[min(attempt, len(options) - 1)]


def _kg():
    hkg = build_hybrid_kg(RECORDS, hide_fraction=0.0)
    return OneEdgeKGEngine(hkg.kg)


def test_atomic_question_goes_straight_to_the_kg_engine():
    q = "What is the director of Free Guy?"
    text = MappingEngine({q: ["wrong text answer"]}, name="text")
    result = Pipeline(Scripted({q: [q]}), _kg(), text).answer(q)
    assert result.mode == "direct"
    assert result.answers == ("Shawn Levy",)
    assert [l.source for l in result.leaves] == ["kg"]
    assert text.calls == []


def test_complex_question_is_compiled_and_leaves_record_their_engine():
    q = "When was the director of Free Guy born?"
    expr = "What is the director of Free Guy? * What is the date of birth of {director}?"
    # The KG knows the first hop only; the second comes from text.
    hkg = build_hybrid_kg(RECORDS[:1], hide_fraction=0.0)
    hkg_first_hop = build_hybrid_kg([{"evidences": [RECORDS[0]["evidences"][0]]}], hide_fraction=0.0)
    text = MappingEngine({"What is the date of birth of Shawn Levy?": ["23 July 1968"]}, name="text")
    result = Pipeline(Scripted({q: ["not * valid {x", expr]}), OneEdgeKGEngine(hkg_first_hop.kg), text).answer(q)
    assert result.mode == "compiled"
    assert result.translation.valid and result.translation.attempts == 2
    assert [(l.question, l.source) for l in result.leaves] == [
        ("What is the director of Free Guy?", "kg"),
        ("What is the date of birth of Shawn Levy?", "text"),
    ]
    assert result.answer == "23 July 1968"
    # With the full KG both hops are KG leaves.
    full = Pipeline(Scripted({q: [expr]}), OneEdgeKGEngine(hkg.kg), text).answer(q)
    assert [l.source for l in full.leaves] == ["kg", "kg"] and full.answer == "July 23, 1968"


def test_comparison_runs_hpe_operation_over_kg_leaves():
    q = "Which film has the older director, Free Guy or Forbidden Ground?"
    expr = ("COMP_<[What is the director of Free Guy? * What is the date of birth of {d}?, "
            "What is the director of Forbidden Ground? * What is the date of birth of {d}?]")
    result = Pipeline(Scripted({q: [expr]}), _kg(), None).answer(q)
    assert result.answer == "Forbidden Ground"
    assert {l.source for l in result.leaves} == {"kg"}


def test_untranslatable_question_falls_back_to_atomic_and_text():
    q = "What is the date of birth of Shawn Levy?"
    text = MappingEngine({q: ["1968"]}, name="text")
    result = answer(q, translator=Scripted({q: ["* broken"]}), kg=None, text=text)
    assert result.mode == "direct" and not result.translation.valid
    assert result.answer == "1968" and result.leaves[0].source == "text"


def test_kg_engine_adapter_plugs_a_kgengine_into_the_router():
    from kgqa.answer import KGAnswer
    from kgqa.hybrid.engines import KGEngineLeaf

    class OneAnswerEngine:  # anything with KGEngine.answer (HGNetEngine in production)
        def answer(self, question, kg, *, kg_name, top_k=5):
            return KGAnswer(question=question, kg=kg_name, variables=["x"], rows=[["http://e/levy"]],
                            labels=[["Shawn Levy"]], sparql="SELECT ?x WHERE { ... }", confidence=0.9)

    q = "What is the director of Free Guy?"
    leaf = KGEngineLeaf(OneAnswerEngine(), kg=None, kg_name="toy")
    result = Pipeline(Scripted({q: [q]}), leaf, None).answer(q)
    assert result.answers == ("Shawn Levy",) and result.leaves[0].source == "kg"


def test_translate_candidates_are_distinct_valid_expressions_in_proposal_order():
    q = "Who directed Free Guy and when was he born?"
    t = Scripted({q: ["(((", "Who directed Free Guy? * When was {d} born?", "Who directed Free Guy? * When was {d} born?",
                      "Free Guy director * {d} birth date", "a * ("]})
    cands = t.translate_candidates(q, 3)
    assert [c.text for c in cands] == ["Who directed Free Guy? * When was {d} born?", "Free Guy director * {d} birth date"]
    assert all(c.valid for c in cands) and cands[0].attempts == 2
    assert t.translate_candidates(q, 1) == [t.translate_full(q)]
    nothing = Scripted({q: ["((("]}).translate_candidates(q, 3)
    assert len(nothing) == 1 and nothing[0].fallback


def test_answer_best_keeps_the_most_confident_execution():
    from kgqa.compiler import parse_gq
    from kgqa.compiler.engines import LeafAnswer

    class Confidences:  # a text-like engine with a confidence per question
        name = "text"
        table = {"Who directed Free Guy?": ("Shawn Levy", 0.9), "When was Shawn Levy born?": ("July 23, 1968", 0.8),
                 "Free Guy director": ("Matt Lieberman", 0.95), "Matt Lieberman birth date": ("1980", 0.1)}

        async def answer(self, question):
            if question not in self.table:
                return None
            a, c = self.table[question]
            return LeafAnswer((a,), c, source=self.name, readings=(((a,), c), (("other",), c / 10)))

    pipe = Pipeline(None, None, Confidences(), beam=2)
    trees = [parse_gq("Free Guy director * {d} birth date"), parse_gq("Who directed Free Guy? * When was {d} born?"),
             parse_gq("Who wrote Free Guy? * When was {w} born?")]
    result = pipe.answer_best("When was the director of Free Guy born?", trees)
    assert result.answer == "July 23, 1968"  # 0.9 * 0.8 beats 0.95 * 0.1 and no answer at all
    assert [a["chosen"] for a in result.alternatives] == [False, True, False]
    assert result.alternatives[0]["confidence"] < result.alternatives[1]["confidence"]
    assert result.alternatives[2]["answer"] is None
    assert [a["leaves"] for a in result.alternatives] == [3, 3, 1]  # the beam ran both readings
