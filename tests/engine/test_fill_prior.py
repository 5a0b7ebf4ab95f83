"""The schema ranker's fit as a prior of the fill decoder (``search.fill_relevance``)."""

from types import SimpleNamespace

import pytest
import torch
from rdflib import URIRef

from kgqa.data.spider_kgs import spider_kg
from kgqa.engine.hypotheses import fill_prior
from kgqa.querygraph.model import RDF_TYPE

NS = "http://example.org/"
AGE, NAME, PERSON, CITY = (URIRef(NS + x) for x in ("age", "name", "Person", "City"))


def test_prior_is_the_weighted_fit_and_an_unscored_candidate_takes_the_worst_of_its_kind():
    pool = SimpleNamespace(instances={"Rel": [RDF_TYPE, AGE, NAME], "Type": [PERSON, CITY], "Val": ["x"]})
    relevance = {str(AGE): 0.0, str(NAME): -0.5, str(PERSON): -0.25, str(CITY): 0.0}
    prior = fill_prior(pool, relevance, 2.0)
    assert set(prior) == {"Rel", "Type"}
    assert torch.equal(prior["Rel"], torch.tensor([-1.0, 0.0, -1.0]))  # rdf:type: the worst relation's fit
    assert torch.equal(prior["Type"], torch.tensor([-0.5, 0.0]))


@pytest.mark.parametrize("relevance, weight", [({str(AGE): 0.0}, 0.0), (None, 2.0), ({}, 2.0)])
def test_no_prior_when_off_or_without_relevance(relevance, weight):
    pool = SimpleNamespace(instances={"Rel": [AGE], "Type": [PERSON]})
    assert fill_prior(pool, relevance, weight) == {}


def test_fill_reads_compound_column_names_through_the_prior():
    """"life expectancies" is ``country#lifeexpectancy`` and "areas" ``country#surfacearea``, words
    GloVe has no vector for: the model alone fills no graph with them among all it searches; with
    the ranker's fit as a prior the search fills one among the graphs the reranker scores
    (shipped checkpoint, world_1)."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.paths import models_dir
    from kgqa.search.config import SearchConfig

    model = HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "model.pt").model
    kg = spider_kg("world_1")

    def filled_with(column: str, question: str, weight: float) -> list[int]:
        """Ranks of the searched graphs that use ``column``."""
        engine = HGNetEngine(model, SearchConfig.default(fill_relevance=weight, rerank=False))
        _, ctx, beams, _ = engine.search_beams(question, kg)
        assert (ctx.relevance is not None) == (weight > 0)
        return [i for i, (_, g, _) in enumerate(beams) if any(str(e.instance) == column for e in g.edges)]

    rerank_k = SearchConfig.default().rerank_k
    for column, question in [("lifeexpectancy", "What are the population and life expectancies in Brazil?"),
                             ("surfacearea", "What are the names and areas of countries with the top 5 largest area?")]:
        column = "http://valuenet/ontop/country#" + column
        assert filled_with(column, question, 0.0) == []
        assert any(i < rerank_k for i in filled_with(column, question, 3.0))
