"""Engine round trip with the shipped checkpoint on real questions (concert_singer KG)."""

import json

import pytest

from kgqa.answer import KGAnswer
from kgqa.data.spider_kgs import spider_kg, spider_kg_file
from kgqa.kg.embedded import EmbeddedKG
from kgqa.engine.yes_no import request_form
from kgqa.paths import models_dir
from kgqa.search.config import SearchConfig

CKPT = models_dir() / "hgnet" / "model.pt"


@pytest.fixture(scope="module")
def engine():
    from kgqa.engine.hgnet_engine import HGNetEngine

    assert CKPT.exists(), f"the shipped checkpoint {CKPT} is missing"
    return HGNetEngine.from_checkpoint(CKPT)


@pytest.mark.parametrize("question", ["How many singers do we have?",
                                      "What are the names of the stadiums with capacity above 5000?"])
def test_engine_answers_with_explanation(engine, question):
    # a store of its own: the shared one may hold every answer in its cache from an earlier test,
    # and a cached answer is no KG call
    kg = EmbeddedKG([spider_kg_file("concert_singer")], name="concert_singer")
    ans = engine.answer(question, kg, kg_name="concert_singer")
    assert isinstance(ans, KGAnswer)
    assert ans.error is None, ans.error
    assert ans.sparql and ans.sparql.startswith("SELECT")
    assert ans.query_graph and ans.aqg
    assert len(ans.aqg["vertices"]) == len(ans.aqg["edges"]) + 1
    assert ans.beams and ans.candidates and "Rel" in ans.candidates
    assert ans.timings_ms["total"] > 0 and ans.kg_calls >= 1
    assert 0.0 <= ans.confidence <= 1.0
    json.dumps(ans.to_json())  # JSON-serialisable for the service


def test_engine_counts_singers(engine):
    ans = engine.answer("How many singers do we have?", spider_kg("concert_singer"), kg_name="concert_singer")
    assert ans.rows == [["6"]]


def test_guidance_off_makes_no_probes(engine):
    from kgqa.engine.hgnet_engine import HGNetEngine

    off = HGNetEngine(engine.model, SearchConfig.default(execution_guidance=False))
    ans = off.answer("Show the names of singers from France.", spider_kg("concert_singer"), kg_name="concert_singer")
    assert ans.probes == []


def test_answer_shows_the_question_words_linked_to_the_schema(engine):
    ans = engine.answer("What are the names of the stadiums with capacity above 5000?", spider_kg("concert_singer"),
                        kg_name="concert_singer")
    assert engine.model.question_linking
    links = ans.question_links
    assert "capacity" in links["column"] and "stadiums" in links["table"]
    assert links["number"] == ["5000"] and "5000" in links["value"]
    assert "what" not in sum(links.values(), [])


def test_reranker_orders_the_executed_beams_and_chooses_the_first(engine, tmp_path):
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.rerank import FEATURES
    from kgqa.search.rerank_model import Reranker

    weights = {k: 0.0 for k in FEATURES}
    weights.update(score=1.0, empty=-100.0, failed=-100.0, count_missing=-50.0)
    Reranker(weights).save(tmp_path / "w.json")
    ranked = HGNetEngine(engine.model, SearchConfig.default(rerank=True, rerank_weights=str(tmp_path / "w.json"), rerank_k=8))
    ans = ranked.answer("How many concerts are there?", spider_kg("concert_singer"), kg_name="concert_singer", top_k=8)
    assert ans.error is None, ans.error
    scores = [b.rerank_score for b in ans.beams]
    assert None not in scores and scores == sorted(scores, reverse=True)
    assert ans.sparql == ans.beams[0].sparql and "COUNT(" in ans.sparql
    assert ans.beams[0].n_answers and ans.rows == [["6"]]
    assert 0.0 < ans.confidence <= 1.0
    assert 1 < len(ans.beams) <= 8


def test_reranker_reads_the_schema_rankers_relevance_of_each_graph(engine, tmp_path):
    import re

    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.rerank import FEATURES
    from kgqa.search.rerank_model import Reranker

    weights = {k: 0.0 for k in FEATURES}
    weights["column_relevance_min"] = 1.0   # the score of a beam is its least relevant column's relevance
    Reranker(weights).save(tmp_path / "w.json")
    ranked = HGNetEngine(engine.model, SearchConfig.default(rerank=True, rerank_weights=str(tmp_path / "w.json"), rerank_k=10))
    kg = spider_kg("concert_singer")
    q = "What are the names and capacities of the stadiums?"
    ans = ranked.answer(q, kg, kg_name="concert_singer", top_k=10)
    assert ans.error is None, ans.error
    relevance = ranked.schema_relevance(q, kg)
    assert relevance and max(relevance.values()) == 0.0
    for beam in ans.beams:
        # the columns a beam reads: its relations, less rdf:type (types are not columns)
        columns = [iri for iri in re.findall(r"<([^>]+#[^>]+)>", beam.sparql)
                   if "#ref-" not in iri and not iri.endswith("22-rdf-syntax-ns#type")]
        assert beam.rerank_score == pytest.approx(min((relevance[c] for c in columns), default=0.0), abs=1e-6)
    assert [b.rerank_score for b in ans.beams] == sorted((b.rerank_score for b in ans.beams), reverse=True)


def test_schema_relevance_is_none_when_the_schema_cannot_be_read(caplog):
    from kgqa.kg.endpoint import EndpointKG
    from kgqa.testing.servers import free_port
    from kgqa.engine.hgnet_engine import HGNetEngine

    unreachable = EndpointKG(f"http://127.0.0.1:{free_port()}/sparql", timeout_s=2)
    with caplog.at_level("WARNING", logger="kgqa.engine.hgnet_engine"):
        assert HGNetEngine.schema_relevance("How many singers are there?", unreachable) is None
    assert "reranking without it" in caplog.text


def test_rerank_without_weights_is_a_clear_error(engine, tmp_path):
    from kgqa.engine.hgnet_engine import HGNetEngine

    with pytest.raises(FileNotFoundError, match="train_rerank"):
        HGNetEngine(engine.model, SearchConfig.default(rerank=True, rerank_weights=str(tmp_path / "none.json")))
    with pytest.raises(ValueError, match="rerank_weights"):
        HGNetEngine(engine.model, SearchConfig.default(rerank=True, rerank_weights=None))


def test_shipped_reranker_is_for_the_shipped_checkpoint_and_warns_on_another(caplog):
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.rerank_model import Reranker

    shipped = Reranker.load(models_dir() / "hgnet" / "rerank.json")   # validates the feature names
    assert shipped.meta["checkpoint"] == "models/hgnet/model.pt"
    # cross-fitted: each fold's beams come from the checkpoint trained without that fold's KGs
    assert shipped.meta["collected_with"] == ["models/hgnet/fold0_mix.pt", "models/hgnet/fold1_mix.pt"]
    assert shipped.meta["holdout_fold"] == [0, 1]
    search = SearchConfig.default(rerank=True, rerank_weights="models/hgnet/rerank.json")
    with caplog.at_level("WARNING", logger="kgqa.engine.hgnet_engine"):
        HGNetEngine.from_checkpoint(CKPT, search=search)
    assert "fitted for" not in caplog.text
    with caplog.at_level("WARNING", logger="kgqa.engine.hgnet_engine"):
        HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "fold0.pt", search=search)
    assert "fitted for models/hgnet/model.pt" in caplog.text


def _inconsistent_edges(beams, use) -> int:
    """Rel edges of the beams' graphs that no instance of an end's stated class has."""
    from kgqa.models.fill_plan import class_consistent
    from kgqa.querygraph.model import EdgeClass

    return sum(not class_consistent(g, k, [e.instance], use.subjects, use.objects)[0]
               for _, g, _ in beams for k, e in enumerate(g.edges) if e.cls is EdgeClass.REL)


def _beams_with_and_without(engine, setting: str, question: str, kg) -> tuple[list, list]:
    """The filled graphs of one search with the boolean search ``setting`` on, then off."""
    from kgqa.engine.hgnet_engine import HGNetEngine

    return tuple(HGNetEngine(engine.model, SearchConfig.default(**{setting: flag}, rerank=False))
                 .search_beams(question, kg)[2] for flag in (True, False))


def test_filling_keeps_relations_to_the_classes_that_use_them(engine):
    """With ``search.class_consistency`` no filled graph puts a relation on a stated class whose
    instances never use it; without it the same search fills some (they can only return nothing)."""
    from kgqa.candidates.schema import SchemaIndex

    kg = spider_kg("concert_singer")
    use = SchemaIndex.for_kg(kg).class_use
    question = "What are the names of the singers who performed in a concert in 2014?"
    beams_on, beams_off = _beams_with_and_without(engine, "class_consistency", question, kg)
    assert beams_on and _inconsistent_edges(beams_on, use) == 0
    assert _inconsistent_edges(beams_off, use) > 0


def _avoidably_unheld(beams, kg, value: str, use) -> int:
    """Rel edges of the beams' graphs whose object is compared with ``value`` under a relation
    that holds ``value`` nowhere in ``kg`` (asked of the KG itself) where a relation holding it
    would have fitted (the subject's stated classes use it, no sibling edge has it)."""
    from rdflib import URIRef

    from kgqa.models.fill_plan import class_consistent, compared_values
    from kgqa.querygraph.model import EdgeClass

    holders = [p for (p,) in kg.select(f'SELECT DISTINCT ?p WHERE {{ ?s ?p ?x . FILTER(STR(?x) = "{value}") }}').rows]
    avoidable = 0
    for _, g, _ in beams:
        for k, e in enumerate(g.edges):
            if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef) and e.instance not in holders \
                    and value in map(str, compared_values(g, e.target)):
                # a sibling edge from the same subject may not repeat a relation
                siblings = {x.instance for j, x in enumerate(g.edges) if j != k and x.source == e.source}
                fits = class_consistent(g, k, holders, use.subjects, use.objects)
                avoidable += any(ok and p not in siblings for p, ok in zip(holders, fits))
    return avoidable


def test_filling_compares_a_kg_value_under_relations_that_hold_it(engine):
    """With ``search.value_consistency`` a filled graph compares 'dog' (linked only in the KG)
    under a relation that never holds it only where no relation holding it fits the outline
    (the subject's class has none, or a sibling edge took it); without it the same search
    fills such graphs where one fits (a pet's id compared with 'dog')."""
    from kgqa.candidates.schema import SchemaIndex

    kg = spider_kg("pets_1")
    use = SchemaIndex.for_kg(kg).class_use
    beams_on, beams_off = _beams_with_and_without(engine, "value_consistency", "Find the weight of the youngest dog.", kg)
    assert beams_on and _avoidably_unheld(beams_on, kg, "dog", use) == 0
    assert _avoidably_unheld(beams_off, kg, "dog", use) > 0


def test_reranked_beams_are_the_searched_ones_then_their_join_completions(engine):
    """``search.join_completion`` adds, after the first ``rerank_k`` beams and up to its number,
    graphs completed from them; each carries its parent's score and is a query not already there."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.engine.join_completion import CompletedJoin

    kg = spider_kg("pets_1")
    pool, _, beams, _ = engine.search_beams("How many students have a cat?", kg)
    off = HGNetEngine(engine.model, SearchConfig.default(join_completion=0, rerank=False)).reranked_beams(beams, pool)
    on = HGNetEngine(engine.model, SearchConfig.default(join_completion=3, rerank=False)).reranked_beams(beams, pool)
    assert off == beams[:SearchConfig.default().rerank_k]
    assert on[:len(off)] == off and 0 < len(on) - len(off) <= 3
    parents = {float(h.score) for h, _, _ in off}
    for h, g, sparql in on[len(off):]:
        assert isinstance(h, CompletedJoin) and h.added_joins >= 1 and h.score in parents
    assert len({sparql for _, _, sparql in on}) == len(on)
    # the reranker's collection records which graphs were completed, and by how many links
    graphs, _ = engine.execute_beams(on, kg)
    assert [g.added_joins for g in graphs] == [getattr(h, "added_joins", 0) for h, _, _ in on]


def test_a_yes_no_question_is_collected_and_encoded_once_for_both_searches(engine, monkeypatch):
    """The unguided search of a yes/no question reuses the guided one's pool and encoding: the
    same graphs as a search of its own, with one candidate collection and one encoding."""
    import kgqa.engine.hgnet_engine as module

    kg = spider_kg("concert_singer")
    request = "List the singers from France"
    unguided = engine.search.with_(execution_guidance=False)
    alone = [sparql for _, _, sparql in engine.search_beams(request, kg, search=unguided)[2]]
    pool, ctx, guided, _ = engine.search_beams(request, kg)
    reused = [sparql for _, _, sparql in engine.search_beams(request, kg, search=unguided, encoded=(pool, ctx))[2]]
    assert reused == alone and guided
    assert ctx.search == unguided  # the hypotheses read the search they run in

    collected, encoded = [], []
    collect, encode = module.slot_candidates, engine.model.encode
    monkeypatch.setattr(module, "slot_candidates", lambda *a, **k: collected.append(1) or collect(*a, **k))
    monkeypatch.setattr(engine.model, "encode", lambda *a, **k: encoded.append(1) or encode(*a, **k))
    question = "Is there any singer from France?"
    monkeypatch.setattr(engine, "search", engine.search.with_(yes_no_ask_outline=False))
    ans = engine.answer(question, kg, kg_name="concert_singer")
    assert ans.boolean is True and ans.sparql.startswith("ASK") and ans.read_as == request_form(question)
    assert len(collected) == 1 and len(encoded) == 1
    # read as itself, the question's own search is the one reused; else the request form's is new
    monkeypatch.setattr(engine, "search", engine.search.with_(yes_no_ask_outline=True))
    collected.clear(), encoded.clear()
    ans = engine.answer(question, kg, kg_name="concert_singer")
    assert ans.boolean is True and len(collected) == len(encoded) == (1 if ans.read_as == question else 2)
