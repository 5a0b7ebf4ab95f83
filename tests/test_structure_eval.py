"""Structure-only evaluation (kgqa.evaluate_structure, ``python -m kgqa.evaluate ...
structure_only=true``): its scoring on graphs given here, and the shipped checkpoint on 20
held-out LC-QuAD questions and a few QALD-9 ones, with no KG."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pytest
from hydra import compose, initialize_config_dir

from kgqa.data.lcquad import LcquadQuestion
from kgqa.data.qald import QALD_PREFIXES
from kgqa.evaluate_structure import shape_key, structure_metrics, structure_record
from kgqa.models.kgless_examples import Vocabulary, kgless_gold_graph
from kgqa.paths import REPO_ROOT, models_dir, shared_data_dir
from kgqa.querygraph import sparql_to_graph
from kgqa.search.config import SearchConfig

LCQUAD = shared_data_dir() / "kgqa" / "lcquad1" / "train-data.json"
QALD9 = shared_data_dir() / "kgqa" / "qald9" / "qald-9-train-multilingual.json"
MODEL = models_dir() / "hgnet" / "model.pt"
KEYS = ("n", "aqg_acc", "ent_recall", "rel_recall", "type_recall", "by_shape")

GOLD = ("SELECT DISTINCT ?uri WHERE { <http://dbpedia.org/resource/Stanley_Kubrick> "
        "<http://dbpedia.org/ontology/director> ?uri . ?uri a <http://dbpedia.org/ontology/Film> }")
WRONG = "SELECT ?uri WHERE { ?uri <http://dbpedia.org/ontology/director> ?x . ?x a <http://dbpedia.org/ontology/Film> }"


class _Returns:
    """An engine stand-in whose search returns one given graph (the scoring, not the model)."""

    def __init__(self, graph):
        self.graph, self.search = graph, SearchConfig.default()
        self.model = SimpleNamespace(encode=lambda questions, pools: [None])

    def search_beams(self, question, kg, *, search, encoded):
        assert kg is None and not search.execution_guidance and search.fill_relevance == 0
        return encoded[0], encoded[1], [(None, self.graph, "")] if self.graph is not None else [], None


def test_scoring_of_right_wrong_and_missing_graphs():
    _, gold, _ = kgless_gold_graph(GOLD, QALD_PREFIXES)
    vocab = Vocabulary.from_graphs([gold])
    q = LcquadQuestion(id="1", question="Which films did Stanley Kubrick direct?", sparql=GOLD, template_id="5")
    right = structure_record(_Returns(gold), q, gold, vocab, 0)
    wrong = structure_record(_Returns(sparql_to_graph(WRONG)), q, gold, vocab, 0)
    none = structure_record(_Returns(None), q, gold, vocab, 0)
    assert right["aqg"] and not wrong["aqg"] and not none["aqg"]
    m = structure_metrics([right, wrong, none])
    assert m["n"] == 3 and m["aqg_acc"] == round(1 / 3, 4)
    assert m["ent_recall"] == round(1 / 3, 4)  # only the right graph names Stanley Kubrick
    assert m["rel_recall"] == round(2 / 3, 4) and m["type_recall"] == round(2 / 3, 4)
    assert m["by_shape"] == {shape_key(gold): {"n": 3, "aqg_acc": round(1 / 3, 4)}}
    assert m["by_template"] == {"5": {"n": 3, "aqg_acc": round(1 / 3, 4)}}
    assert shape_key(gold) == "Ent1 Type1 | Rel2"  # ?uri is the Ans vertex


def _check(result: dict, n: int) -> None:
    assert all(k in result for k in KEYS), result
    assert result["n"] == n
    for k in ("aqg_acc", "ent_recall", "rel_recall", "type_recall"):
        assert 0.0 <= result[k] <= 1.0
    assert sum(s["n"] for s in result["by_shape"].values()) == n
    assert all(0.0 <= s["aqg_acc"] <= 1.0 for s in result["by_shape"].values())


@pytest.mark.skipif(not (LCQUAD.exists() and QALD9.exists() and MODEL.exists()),
                    reason="needs the shared LC-QuAD/QALD-9 copies and models/hgnet/model.pt")
def test_shipped_model_on_held_out_questions(tmp_path):
    from kgqa.evaluate import engine_from_conf, structure_only

    # the command line as a user runs it: the last stdout line is the JSON
    out = subprocess.run([sys.executable, "-m", "kgqa.evaluate", "dataset=lcquad", "structure_only=true", "limit=20",
                          f"hydra.run.dir={tmp_path}"], cwd=REPO_ROOT, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    _check(result, 20)
    assert result["part"] == "holdout" and result["gold_ent"] >= 20 and "by_template" in result
    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        cfg = compose(config_name="evaluate", overrides=["dataset=qald", f"dataset.path={QALD9}",
                                                         "dataset.part=holdout", "structure_only=true", "limit=8"])
    qald = structure_only(cfg, engine_from_conf(cfg))
    _check(qald, 8 - qald["skipped"].get("outside the grammar", 0))
    assert qald["dataset"] == "qald" and qald["part"] == "holdout" and "by_template" not in qald
