import json

import pytest

from kgqa.candidates.collect import collect_candidates, default_collector
from kgqa.candidates.ranker import NONE_TYPE, SchemaRanker, default_checkpoint, relevance
from kgqa.candidates.schema import SchemaIndex
from kgqa.data.spider_kgs import spider_kg

NS = "http://valuenet/ontop/"


@pytest.fixture(scope="module")
def ranker():
    assert default_checkpoint().exists(), "the shipped ranker checkpoint is missing"
    return SchemaRanker.load()


def test_checkpoint_is_small():
    assert default_checkpoint().stat().st_size < 10 * 2**20


def test_ranker_scores_the_mentioned_schema_first(ranker):
    schema = SchemaIndex.for_kg(spider_kg("concert_singer"))
    r = ranker.rank("What is the average age of singers from France?", schema)
    top_rels = [x.iri for x in r.relations]
    assert top_rels[0] == NS + "singer#age"
    assert NS + "singer#country" in top_rels[:10]  # "from France" names no column...
    # ...until value linking says 'France' is a singer#country literal
    with_value = ranker.rank("What is the average age of singers from France?", schema,
                             evidence={NS + "singer#country": 1.0})
    assert NS + "singer#country" in [x.iri for x in with_value.relations[:3]]
    assert r.types[0].iri == NS + "singer"
    assert r.types[0].iri != NONE_TYPE
    assert all(a.score >= b.score for a, b in zip(r.relations, r.relations[1:]))
    r2 = ranker.rank("Show the stadium names and capacities.", schema)
    assert r2.types[0].iri == NS + "stadium"
    assert NS + "stadium#capacity" in [x.iri for x in r2.relations[:3]]


def test_relevance_is_each_score_below_the_best_of_its_kind(ranker):
    schema = SchemaIndex.for_kg(spider_kg("concert_singer"))
    q = "Show the stadium names and capacities."
    ranking = ranker.rank(q, schema)
    rel = relevance(ranking)
    assert NONE_TYPE not in rel
    assert set(rel) == {x.iri for x in ranking.relations} | {x.iri for x in ranking.types if x.iri != NONE_TYPE}
    assert rel[ranking.relations[0].iri] == 0.0 and rel[NS + "stadium"] == 0.0  # the best of each kind
    assert all(v <= 0.0 for v in rel.values())
    assert rel[NS + "stadium#capacity"] > rel[NS + "singer#age"]
    # the collector computes the same from the KG (its schema index cached per KG)
    assert default_collector().relevance(q, spider_kg("concert_singer")) == pytest.approx(rel, abs=1e-3)


def test_collect_candidates_pool_with_provenance():
    kg = spider_kg("concert_singer")
    pool = collect_candidates("How many singers from France performed in concerts in 2014?", kg)
    vals = {c.id: c for c in pool.val}
    assert "France" in vals and any(p["source"] == "kg" and p["ngram"] == "France" for p in vals["France"].provenance)
    # typed both ways: the question's 1998-style year/integer and the KG's string literal
    assert "2014" in vals and {"year", "integer", "string"} <= set(vals["2014"].kinds)
    assert None in vals["2014"].datatypes and "http://www.w3.org/2001/XMLSchema#integer" in vals["2014"].datatypes
    assert NS + "singer" in pool.ids("type", 3)
    assert NS + "singer#country" in pool.ids("rel", 3)
    country = pool.rel[pool.ids("rel").index(NS + "singer#country")]
    assert {"source": "value", "value": "France", "ngram": "France", "how": "exact"} in country.provenance
    assert pool.ids("agg")[0] == "COUNT"
    json.dumps(pool.to_json())


def test_a_compound_question_word_overlaps_the_word_it_ends_with():
    """"telephone" says "phone" (a KG's `phone` ranked 8th for "telephone number" without it);
    short end words ("day" of "birthday") and near-equal words are not compounds."""
    from kgqa.candidates.ranker import _compound_of, _overlap

    assert _compound_of("telephone", "phone") and _compound_of("hometown", "town")
    assert not _compound_of("birthday", "day") and not _compound_of("phones", "phone")
    assert _overlap(["phone"], {"telephone", "number"}) == 0.5
    assert _overlap(["telephone"], {"phone"}) == 0.5  # either way round
    assert _overlap(["phone"], {"phone"}) == 1.0
