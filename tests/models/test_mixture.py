"""The training mixture (dataset=mix) and training on any KG's QALD-JSON pairs (dataset=qald):
weights, the composed configs, and real examples built on a real KG with no rdf:type."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hydra import compose, initialize_config_dir

from kgqa.data.qald import QALD_PREFIXES, load_qald
from kgqa.kg.embedded import EmbeddedKG
from kgqa.models.mixture import has_entity, weighted
from kgqa.paths import REPO_ROOT

FAMILY = REPO_ROOT / "tests" / "engine" / "data" / "family_untyped.nt"
F = "http://example.org/family/"


def test_weights_copy_whole_sets_and_sample_the_fraction():
    xs = list(range(10))
    assert weighted(xs, 2.0, random.Random(0)) == xs + xs
    half = weighted(xs, 0.5, random.Random(0))
    assert len(half) == 5 and set(half) <= set(xs) and half == weighted(xs, 0.5, random.Random(0))
    assert weighted(xs, 0, random.Random(0)) == []
    with pytest.raises(ValueError):
        weighted(xs, -1, random.Random(0))


def _train_cfg(*overrides):
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="train", overrides=list(overrides))


def test_the_mixture_config_names_every_set():
    cfg = _train_cfg("experiment=hgnet_mix")
    ds = cfg.dataset
    assert ds.name == "mix" and ds.entity_style > 0
    assert set(ds.kgless) == {"lcquad1", "qald9"} and all(s.part == "train" for s in ds.kgless.values())
    assert cfg.trainer.init_from and cfg.trainer.export


def _pairs(tmp_path: Path) -> Path:
    pairs = [
        ("What is the nationality of Anna Berg's child?",
         f"SELECT ?n WHERE {{ <{F}p1> <{F}child> ?c . ?c <{F}nationality> ?n }}"),
        ("Who is the spouse of Jonas Lind?", f"SELECT ?s WHERE {{ <{F}p6> <{F}spouse> ?s }}"),
        ("Is Sofia Lind the spouse of Jonas Lind?", f"ASK {{ <{F}p6> <{F}spouse> <{F}p7> }}"),
        ("How many children does Anna Berg have?", f"SELECT (COUNT(?c) AS ?n) WHERE {{ <{F}p1> <{F}child> ?c }}"),
        ("A query outside SPARQL", "SELECT WHERE {"),
    ]
    doc = {"questions": [{"id": str(i), "question": [{"language": "en", "string": q}], "query": {"sparql": s}}
                         for i, (q, s) in enumerate(pairs)]}
    path = tmp_path / "family.json"
    path.write_text(json.dumps(doc))
    return path


def test_qald_pairs_on_a_kg_without_types_become_entity_examples(tmp_path, monkeypatch):
    from kgqa.models.qald_training import load_qald_training

    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    kg = EmbeddedKG([FAMILY], name="family")
    questions = load_qald(_pairs(tmp_path))
    examples, skipped = load_qald_training(questions, kg, "family", prefixes=dict(QALD_PREFIXES), progress=False)
    assert len(examples) == 4 and sum(skipped.values()) == 1
    assert all(has_entity(e) for e in examples)
    for ex in examples:  # every gold instance has its place in the pool
        for i, v in enumerate(ex.graph.vertices):
            if v.cls.value == "Ent":
                assert ex.pool.instances["Ent"][ex.v_targets[i]] == v.instance
        assert set(ex.e_targets) == set(range(len(ex.graph.edges)))
    assert not any(v.cls.value == "Type" for e in examples for v in e.graph.vertices)


def test_a_pair_whose_graph_does_not_reproduce_the_gold_is_not_trained_on(tmp_path, monkeypatch):
    from kgqa.models.examples import NotTrainable
    from kgqa.models.qald_training import _same_answers

    kg = EmbeddedKG([FAMILY], name="family")
    a = kg.query(f"SELECT ?s WHERE {{ <{F}p6> <{F}spouse> ?s }}")
    b = kg.query(f"SELECT ?s WHERE {{ <{F}p1> <{F}spouse> ?s }}")
    assert _same_answers(a, a) and not _same_answers(a, b) and not _same_answers(True, a)
    assert issubclass(NotTrainable, ValueError)
