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


def test_a_folder_of_pairs_can_name_the_rdf_file_of_each_kg(tmp_path, monkeypatch):
    """``qald_dir.kg_files``: each ``<name>.json`` is asked of the file the pattern names (a
    restyled copy of a KG), not of the KG known by that name; a pattern without ``{name}`` is refused."""
    from kgqa.models.mixture import qald_dir_set

    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "pairs"
    folder.mkdir()
    _pairs(folder)  # folder/family.json
    kgs = tmp_path / "kgs"
    kgs.mkdir()
    (kgs / "family.nt").write_bytes(FAMILY.read_bytes())
    examples = qald_dir_set({"path": str(folder), "kg_files": str(kgs / "{name}.nt"), "verify": True})
    assert len(examples) == 4 and {e.kg_name for e in examples} == {"family"}
    assert qald_dir_set({"path": str(folder), "kg_files": str(kgs / "{name}.nt")}, holdout=lambda n: n == "family") == []
    with pytest.raises(ValueError, match="name"):
        qald_dir_set({"path": str(folder), "kg_files": str(kgs / "family.nt")})


def test_a_pair_whose_graph_does_not_reproduce_the_gold_is_not_trained_on(tmp_path, monkeypatch):
    from kgqa.models.examples import NotTrainable
    from kgqa.models.qald_training import _same_answers

    kg = EmbeddedKG([FAMILY], name="family")
    a = kg.query(f"SELECT ?s WHERE {{ <{F}p6> <{F}spouse> ?s }}")
    b = kg.query(f"SELECT ?s WHERE {{ <{F}p1> <{F}spouse> ?s }}")
    assert _same_answers(a, a) and not _same_answers(a, b) and not _same_answers(True, a)
    assert issubclass(NotTrainable, ValueError)


def test_synthetic_questions_about_named_kgs_train_alone(tmp_path, monkeypatch):
    """``kgqa.synthesize kgs=[..]`` writes ``<name>.json`` per KG; ``experiment=hgnet_synthetic``
    trains on that folder, each file's pairs on its own KG, and on no Spider4SPARQL question."""
    import kgqa.models.examples
    from kgqa.synthesize.__main__ import kg_list, run_many
    from kgqa.train import training_examples

    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "synthetic"
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose("synthesize", overrides=["kgs=[concert_singer,pets_1]", "n=8", f"output={out}", "progress=false"])
    summary = run_many(cfg)
    assert sorted(p.name for p in out.glob("*.json")) == ["concert_singer.json", "pets_1.json"]
    assert summary["kgs"] == 2 and summary["questions"] == sum(summary["per_kg"].values()) > 8

    def no_human_questions(*a, **k):
        raise AssertionError("spider: 0 must not load the Spider4SPARQL questions")

    monkeypatch.setattr(kgqa.models.examples, "load_hgnet_examples", no_human_questions)
    train_cfg = _train_cfg("experiment=hgnet_synthetic", f"dataset.qald_dir.path={out}")
    assert train_cfg.trainer.export == "models/hgnet/synthetic.pt"
    examples = training_examples(train_cfg)
    assert {e.kg_name for e in examples} == {"concert_singer", "pets_1"}
    assert 0.8 * summary["questions"] <= len(examples) <= summary["questions"]
    held_out = training_examples(_train_cfg("experiment=hgnet_synthetic", f"dataset.qald_dir.path={out}",
                                            "dataset.holdout_fold=0"))
    from kgqa.data.spider4sparql import kg_fold

    assert {e.kg_name for e in held_out} == {k for k in ("concert_singer", "pets_1") if kg_fold(k, 2) != 0}
    with pytest.raises(ValueError):
        kg_list("spider4sparql")
