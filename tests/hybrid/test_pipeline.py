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
