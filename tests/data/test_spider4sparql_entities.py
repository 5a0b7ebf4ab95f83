"""The entity style: rows named by their name column, and gold queries that select a row by its
name turned into queries about the entity, which must answer as the original on the real KG."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from kgqa.data.spider4sparql import ONTOP_NS, PREFIXES
from kgqa.data.spider4sparql_entities import anchor_on_entities, name_rank
from kgqa.data.spider4sparql_styles import RDFS_LABEL, build_style, load_style
from kgqa.kg.embedded import EmbeddedKG
from kgqa.querygraph import sparql_to_graph
from kgqa.querygraph.model import VertexClass

KG = "car_1"  # dev KG whose questions name countries and makers


@pytest.fixture(scope="module")
def rendered(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("entity_style")
    for style in ("original", "entities"):
        build_style(style, out, kgs=[KG])
    return out


def test_name_columns_name_rows_and_parts_of_a_person_name_do_not():
    assert name_rank("singer", "name") == 0 and name_rank("countries", "countryname") == 1
    assert name_rank("airports", "airportname") == 1 and name_rank("people", "people_name") == 0
    assert name_rank("student", "lname") is None and name_rank("student", "first_name") is None
    assert name_rank("singer", "age") is None


def test_a_row_selected_by_its_unique_name_becomes_the_entity():
    q = ("SELECT (COUNT(?t1) AS ?n) WHERE { ?t1 a :car_makers . ?t1 :car_makers\\#ref-country ?t2 . "
         "?t2 a :countries . ?t2 :countries\\#countryname ?c . FILTER(?c = 'france') }")
    row = ONTOP_NS + "countries/countryid=3"
    lookup = {(ONTOP_NS + "countries#countryname", "france"): row}
    anchored = anchor_on_entities(q, lambda p, v: lookup.get((p, v)))
    g = sparql_to_graph(anchored, prefixes=PREFIXES)
    ents = [v.instance for v in g.vertices if v.cls is VertexClass.ENT]
    assert [str(e) for e in ents] == [row]
    assert "countryname" not in anchored and ONTOP_NS + "countries>" not in anchored  # name and type gone
    assert ONTOP_NS + "car_makers>" in anchored  # the other variable keeps its type


def test_nothing_is_anchored_where_the_name_is_not_unique_or_the_row_is_the_answer():
    q = "SELECT ?t1 WHERE { ?t1 a :singer . ?t1 :singer\\#name ?n . FILTER(?n = 'Joe') }"
    assert anchor_on_entities(q, lambda p, v: None) is None  # ambiguous or unknown name
    # the named variable is the answer: it cannot become a constant
    assert anchor_on_entities(q, lambda p, v: ONTOP_NS + "singer/singer_id=1") is None
    counted = "SELECT (COUNT(?t1) AS ?c) WHERE { ?t1 a :singer . ?t1 :singer\\#name ?n . FILTER(?n = 'Joe') }"
    assert anchor_on_entities(counted, lambda p, v: ONTOP_NS + "singer/singer_id=1") is None


def test_entity_style_labels_rows_and_keeps_every_original_triple(rendered):
    def lines(style):
        with gzip.open(rendered / style / f"{KG}.nt.gz", "rt", encoding="utf-8") as f:
            return set(f.read().splitlines())

    original, entities = lines("original"), lines("entities")
    assert original <= entities
    added = entities - original
    assert added and all(f"<{RDFS_LABEL}>" in t for t in added)
    assert any('"france"' in t for t in added)


def test_anchored_gold_queries_have_entities_and_the_original_answers(rendered):
    original = {e.idx: e for e in load_style("original", rendered)}
    anchored = [e for e in load_style("entities", rendered) if e.query != original[e.idx].query]
    assert len(anchored) >= 3
    kg = EmbeddedKG([rendered / "entities" / f"{KG}.nt.gz"], name="t")
    for ex in anchored:
        g = sparql_to_graph(ex.query, prefixes=PREFIXES)
        assert any(v.cls is VertexClass.ENT for v in g.vertices), ex.query
        base = original[ex.idx]
        assert ex.gold.status == base.gold.status == "ok"
        assert sorted(ex.gold.rows) == sorted(base.gold.rows), ex.question
        assert kg.select(ex.query).rows  # the rewritten query runs and answers on the style's KG
