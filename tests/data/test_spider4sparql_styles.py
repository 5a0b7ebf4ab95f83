"""The style-transfer suite's renderer: each style renames one KG's classes, properties and
entities, and the rewritten gold queries must mean on the restyled KG what they meant on the
original (same literal answers, same row counts)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from kgqa.data.spider4sparql import ONTOP_NS
from kgqa.data.spider4sparql_styles import (RDFS_LABEL, STYLES, build_style, first_unique, load_style,
                                            query_names, rewrite_query)

KG = "concert_singer"


@pytest.fixture(scope="module")
def rendered(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("styles")
    for style in STYLES:
        build_style(style, out, kgs=[KG])
    return out


def test_rewriting_touches_names_only_outside_strings_and_iris():
    q = 'select ?x where { ?t a :singer . ?t :singer\\#name ?x . FILTER(?x != "a :singer" && ?x != \'b:c\') ?t <http://e/:x> ?y }'
    assert query_names(q) == [("singer", None), ("singer", "name")]
    out = rewrite_query(q, lambda t: f"http://o/{t.title()}", lambda t, c: f"http://o/{t}_{c}")
    assert out == ('select ?x where { ?t a <http://o/Singer> . ?t <http://o/singer_name> ?x . '
                   'FILTER(?x != "a :singer" && ?x != \'b:c\') ?t <http://e/:x> ?y }')


def _literal_rows(ex) -> list[tuple]:
    """The rows with IRI cells blanked (IRIs are renamed by design; literals must survive)."""
    return sorted(tuple("IRI" if c.startswith("http://") else c for c in row) for row in ex.gold.rows)


@pytest.mark.parametrize("style", [s for s in STYLES if s != "original"])
def test_rewritten_gold_means_the_same_on_the_restyled_kg(rendered, style):
    original = {e.idx: e for e in load_style("original", rendered)}
    restyled = {e.idx: e for e in load_style(style, rendered)}
    assert original.keys() == restyled.keys() and len(original) > 40
    for idx, ex in restyled.items():
        base = original[idx]
        assert ex.gold.status == base.gold.status == "ok", (ex.question, ex.query)
        assert ex.gold.n_rows == base.gold.n_rows, ex.question
        assert _literal_rows(ex) == _literal_rows(base), ex.question
        assert ":" + "singer" not in ex.query.replace("<", " <")  # no Spider prefixed name left


def _triples(rendered: Path, style: str) -> list[str]:
    with gzip.open(rendered / style / f"{KG}.nt.gz", "rt", encoding="utf-8") as f:
        return f.read().splitlines()


@pytest.mark.parametrize("style", ["owl_camel", "flat", "opaque_ids"])
def test_renamed_styles_leave_nothing_in_the_spider_namespace(rendered, style):
    assert not [t for t in _triples(rendered, style) if ONTOP_NS in t]


def test_owl_camel_names_are_camel_case_and_one_to_one(rendered):
    props = {t.split(" ")[1] for t in _triples(rendered, "owl_camel")} - {"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"}
    locals_ = sorted(p.rsplit("#", 1)[1].rstrip(">") for p in props)
    assert all(name.startswith("has") and name[3].isupper() and "_" not in name for name in locals_), locals_
    assert "hasStadium" in locals_  # a link named after what it points to
    original = {t.split(" ")[1] for t in _triples(rendered, "original")}
    assert len(props) == len(original) - 1  # one to one, rdf:type apart


def test_opaque_ids_name_everything_by_label_and_partial_labels_only_some(rendered):
    opaque = _triples(rendered, "opaque_ids")
    labelled = {t.split(" ")[0] for t in opaque if RDFS_LABEL in t}
    schema = {t.split(" ")[1] for t in opaque if RDFS_LABEL not in t} | {
        t.split(" ")[2] for t in opaque if "22-rdf-syntax-ns#type" in t}
    schema.discard("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>")
    assert schema <= labelled  # every class and property has a label
    assert any('"song name"' in t for t in opaque)
    partial = _triples(rendered, "partial_labels")
    entities = {t.split(" ")[0] for t in partial if RDFS_LABEL not in t}
    named = {t.split(" ")[0] for t in partial if RDFS_LABEL in t}
    assert 0 < len(named) < len(entities) * 0.6


def test_rendering_is_deterministic(rendered, tmp_path):
    build_style("opaque_ids", tmp_path, kgs=[KG])
    assert (tmp_path / "opaque_ids" / f"{KG}.nt.gz").read_bytes() != b""
    assert json.loads((tmp_path / "opaque_ids" / "dev.json").read_text()) == \
        json.loads((rendered / "opaque_ids" / "dev.json").read_text())
    with gzip.open(tmp_path / "opaque_ids" / f"{KG}.nt.gz", "rt") as a, \
            gzip.open(rendered / "opaque_ids" / f"{KG}.nt.gz", "rt") as b:
        assert a.read() == b.read()


def test_transfer_bench_scores_every_style_against_the_baseline(tmp_path, capsys):
    """The bench end to end on one KG and a few questions: the shipped model, real KGs."""
    from kgqa.bench.transfer import main

    report = main(["--styles", "original,opaque_ids", "--kgs", KG, "--sample", "6", "--out", str(tmp_path)])
    printed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert printed == report
    styles = report["styles"]
    assert set(styles) == {"original", "opaque_ids"} and all(r["n"] == 6 for r in styles.values())
    assert styles["original"]["exec_gap"] == 0.0
    gap = styles["original"]["exec_acc"] - styles["opaque_ids"]["exec_acc"]
    assert styles["opaque_ids"]["exec_gap"] == round(gap, 4)
    assert styles["opaque_ids"]["within_target"] == (gap <= 0.05)


def test_names_no_candidate_can_tell_apart_get_a_suffix():
    # a link and a column both end at "hasStationId" (a train KG has this): both kept, apart
    chosen = first_unique({("status", "ref-station_id"): ["hasStation", "hasStationId"],
                           ("status", "station_id"): ["hasStationId"],
                           ("trip", "station_id"): ["hasStation", "hasStationId"]})
    assert len(set(chosen.values())) == 3
    assert sorted(chosen.values()) == ["hasStationId", "hasStationId2", "hasStationId3"]


def test_train_styles_are_rendered_without_gold(tmp_path):
    summary = build_style("flat", tmp_path, split="train", kgs=["aircraft", "academic"], with_gold=False)
    assert summary["kgs_missing"] == ["academic"]  # the benchmark has no dump of it
    examples = load_style("flat", tmp_path, split="train")
    assert examples and all(e.gold is None and e.kg_name == "aircraft" for e in examples)
    assert all("valuenet/ontop" not in e.query for e in examples)


def test_rendering_one_kg_keeps_the_other_kgs_questions(tmp_path):
    """KGs rendered one at a time into one folder (the adaptation bench does) all stay in the
    split's file; rendering one again replaces only its own questions."""
    build_style("flat", tmp_path, split="train", kgs=["aircraft"], with_gold=False)
    first = load_style("flat", tmp_path, split="train")
    summary = build_style("flat", tmp_path, split="train", kgs=["allergy_1"], with_gold=False)
    both = load_style("flat", tmp_path, split="train")
    assert {e.kg_name for e in both} == {"aircraft", "allergy_1"}
    assert summary["questions_in_file"] == len(both) == len(first) + summary["questions"]
    build_style("flat", tmp_path, split="train", kgs=["aircraft"], with_gold=False)
    assert [(e.kg_name, e.question) for e in load_style("flat", tmp_path, split="train")] == \
        [(e.kg_name, e.question) for e in both]
