"""KG-less HGNet training examples (kgqa.models.kgless_examples) on a handful of LC-QuAD-style
and QALD-style questions written here: gold in the pool at its target, at no fixed position,
distractors from the questions' own vocabulary, queries outside the grammar counted."""

from __future__ import annotations

from collections import Counter

import pytest
from rdflib import URIRef

from kgqa.data.qald import QALD_PREFIXES, QaldQuestion
from kgqa.models.kgless_examples import load_kgless_examples
from kgqa.models.slots import DEFAULT_SIZES
from kgqa.querygraph.model import AGG_INSTANCES, CMP_INSTANCES, ORD_INSTANCES, RDF_TYPE, OrderSpec, VertexClass

DBR, DBO, DBP = "http://dbpedia.org/resource/", "http://dbpedia.org/ontology/", "http://dbpedia.org/property/"

PEOPLE = ["Stanley_Kubrick", "Barack_Obama", "Angela_Merkel", "Steven_Spielberg", "Marie_Curie", "Alan_Turing",
          "Ada_Lovelace", "Frida_Kahlo", "Nelson_Mandela", "Jane_Austen", "Pablo_Picasso", "Leo_Tolstoy"]
RELS = ["director", "birthPlace", "spouse", "author", "almaMater", "nationality", "field", "award", "child",
        "deathPlace", "knownFor", "influencedBy"]
TYPES = ["Film", "Person", "City", "Book", "University", "Country", "Award"]


def _questions() -> list[QaldQuestion]:
    qs = []
    for i, (p, r) in enumerate(zip(PEOPLE, RELS)):
        t = TYPES[i % len(TYPES)]
        qs.append(QaldQuestion(
            id=f"lc{i}", question=f"What is the {r} of {p.replace('_', ' ')}?",
            sparql=f"SELECT DISTINCT ?uri WHERE {{ <{DBR}{p}> <{DBO}{r}> ?uri . ?uri "
                   f"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{DBO}{t}> }}"))
        qs.append(QaldQuestion(
            id=f"c{i}", question=f"How many things have {p.replace('_', ' ')} as {r}?",
            sparql=f"SELECT DISTINCT COUNT(?uri) WHERE {{ ?uri <{DBP}{r}> <{DBR}{p}> . }}"))
    # QALD style: undeclared prefixes, a superlative with LIMIT, an ASK
    qs.append(QaldQuestion(id="q1", question="Which is the highest mountain?",
                           sparql="SELECT ?uri WHERE { ?uri a dbo:Mountain ; dbo:elevation ?e } "
                                  "ORDER BY DESC(?e) LIMIT 1"))
    qs.append(QaldQuestion(id="q2", question="Was Marie Curie born in Warsaw?",
                           sparql="ASK WHERE { res:Marie_Curie dbo:birthPlace res:Warsaw }"))
    qs.append(QaldQuestion(id="q3", question="Films released after 1990 by Stanley Kubrick?",
                           sparql="SELECT ?f WHERE { ?f dbo:director res:Stanley_Kubrick ; dbo:year ?y . "
                                  "FILTER(?y > 1990) }"))
    # outside the grammar (a SERVICE clause), unparseable, and no query at all: skipped, counted
    qs.append(QaldQuestion(id="x1", question="federated?",
                           sparql="SELECT ?x WHERE { SERVICE <http://example.org/sparql> { ?x ?p ?o } }"))
    qs.append(QaldQuestion(id="x2", question="broken?", sparql="SELECT ?x WHERE { ?x"))
    qs.append(QaldQuestion(id="x3", question="no gold?", sparql=None))
    return qs


@pytest.fixture(scope="module")
def built():
    return load_kgless_examples(_questions(), kg_name="tiny-dbpedia", prefixes=QALD_PREFIXES, seed=0, progress=False)


def test_queries_outside_the_grammar_are_counted_not_raised(built):
    examples, skipped = built
    assert len(examples) == len(_questions()) - 3
    assert sum(skipped.values()) == 3 and skipped["no gold query"] == 1
    assert skipped["outside the grammar"] == 2


def test_entity_anchored_question_has_its_gold_in_the_pool_at_its_targets(built):
    examples, _ = built
    ex = next(e for e in examples if e.question == "What is the director of Stanley Kubrick?")
    assert any(v.cls is VertexClass.ENT for v in ex.graph.vertices)
    for i, v in enumerate(ex.graph.vertices):
        if v.cls is VertexClass.ANS or v.instance is None:
            continue
        assert ex.pool.instances[v.cls.value][ex.v_targets[i]] == v.instance
    for k, e in enumerate(ex.graph.edges):
        assert ex.pool.instances[e.cls.value][ex.e_targets[k]] == e.instance
    ent = ex.pool.instances["Ent"]
    assert URIRef(DBR + "Stanley_Kubrick") in ent
    assert ex.pool.names["Ent"][ent.index(URIRef(DBR + "Stanley_Kubrick"))] == "stanley kubrick"
    rel = ex.pool.instances["Rel"]
    assert rel[0] == RDF_TYPE and ex.pool.names["Rel"][rel.index(URIRef(DBO + "birthPlace"))] == "birth place"
    # distractors only from the questions' own vocabulary, at most the run-time pool sizes
    vocab_ents = {URIRef(DBR + p) for p in PEOPLE} | {URIRef(DBR + "Warsaw")}
    assert set(ent) <= vocab_ents and len(ent) <= DEFAULT_SIZES["ent"]
    assert len(rel) <= DEFAULT_SIZES["rel"] + 1 and len(ex.pool.instances["Type"]) <= DEFAULT_SIZES["type"]
    assert ex.pool.instances["Ord"] == list(ORD_INSTANCES) and ex.pool.instances["Cmp"] == list(CMP_INSTANCES)
    assert ex.pool.instances["Agg"] == list(AGG_INSTANCES)
    assert "birth place" in ex.pool.columns and ex.pool.tables == ex.pool.names["Type"]


def test_values_and_order_specs(built):
    examples, _ = built
    top = next(e for e in examples if e.question == "Which is the highest mountain?")
    vals = top.pool.instances["Val"]
    assert OrderSpec(0, 1) in vals and OrderSpec(0, None) in vals
    after = next(e for e in examples if e.question.startswith("Films released after 1990"))
    i = next(i for i, v in enumerate(after.graph.vertices) if v.cls is VertexClass.VAL)
    assert str(after.pool.instances["Val"][after.v_targets[i]]) == "1990"


def test_gold_is_not_at_a_fixed_position(built):
    examples, _ = built
    positions = Counter()
    for ex in examples:
        for i, v in enumerate(ex.graph.vertices):
            if v.cls is VertexClass.ENT:
                positions[ex.v_targets[i]] += 1
    assert sum(positions.values()) >= 20
    assert max(positions.values()) < 0.5 * sum(positions.values()), positions
    rel_positions = Counter(ex.e_targets[k] for ex in examples for k, e in enumerate(ex.graph.edges)
                            if e.cls.value == "Rel" and e.instance != RDF_TYPE)
    assert max(rel_positions.values()) < 0.5 * sum(rel_positions.values()), rel_positions


def test_deterministic_per_seed_and_cached(tmp_path, monkeypatch, built):
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path))
    again, _ = load_kgless_examples(_questions(), kg_name="tiny-dbpedia", prefixes=QALD_PREFIXES, seed=0,
                                    progress=False, cache_key="tiny")
    assert [e.pool.instances for e in again] == [e.pool.instances for e in built[0]]
    other, _ = load_kgless_examples(_questions(), kg_name="tiny-dbpedia", prefixes=QALD_PREFIXES, seed=1,
                                    progress=False)
    assert [e.pool.instances["Ent"] for e in other] != [e.pool.instances["Ent"] for e in built[0]]
    cached = list(tmp_path.rglob("kgless-tiny-*.pkl"))
    assert len(cached) == 1
    reread, _ = load_kgless_examples(_questions(), kg_name="tiny-dbpedia", prefixes=QALD_PREFIXES, seed=0,
                                     progress=False, cache_key="tiny")
    assert [e.v_targets for e in reread] == [e.v_targets for e in built[0]]
