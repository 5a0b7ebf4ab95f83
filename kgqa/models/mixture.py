"""The training mixture (``dataset=mix``): several datasets in one run, each with its KG, weighted.

A model that learns from one benchmark learns that benchmark's KGs: Spider4SPARQL's are
relational tables, none of whose 8,758 gold graphs has an entity vertex. The mixture adds, beside
Spider4SPARQL and its restyled train KGs (:func:`kgqa.models.examples.load_hgnet_examples`):

- ``entity_style``: the train KGs' ``entities`` style (:mod:`kgqa.data.spider4sparql_entities`),
  whose gold queries select a named row as an entity. Only the questions the style anchors on an
  entity are added (the others are the original questions again);
- ``kgless``: benchmarks whose KG is not here (LC-QuAD 1.0 train, QALD-9 train), read for their
  structure with pools built from the gold items and the dataset's vocabulary
  (:mod:`kgqa.models.kgless_examples`), their fixed 20% holdout fold left out;
- ``qald``: any KG's QALD-JSON pairs on that KG (:mod:`kgqa.models.qald_training`), the KG an
  endpoint (``endpoint: URL``), RDF files loaded into the embedded store (``files: [...]``), or a
  KG known by name (``kg: NAME``: bundled, else Spider4SPARQL);
- ``qald_dir``: a folder of QALD-JSON files, ``<name>.json`` each on the KG known by that name
  (what ``python -m kgqa.synthesize kgs=...`` writes), one weight for all; a held-out fold's KGs
  are left out as the original's are.

``spider`` (default 1) weights the Spider4SPARQL train questions themselves: 0 trains on the
other sets alone (``experiment=hgnet_synthetic``: synthetic questions, no human one).

A weight is how many times each example of a set is seen per epoch: its integer part in whole
copies, its fraction as a seeded sample (0.5: half the examples once).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from kgqa.models.examples import HGNetExample, load_hgnet_examples
from kgqa.querygraph.model import VertexClass

log = logging.getLogger(__name__)


def weighted(examples: list, weight: float, rng: random.Random) -> list:
    """``weight`` copies of ``examples``: whole copies, then a seeded sample for the fraction."""
    if weight < 0:
        raise ValueError(f"a mixture weight must be >= 0, not {weight}")
    whole, frac = int(weight), weight - int(weight)
    out = list(examples) * whole
    if frac > 0:
        out += rng.sample(examples, round(frac * len(examples)))
    return out


def has_entity(ex: HGNetExample) -> bool:
    return any(v.cls is VertexClass.ENT for v in ex.graph.vertices)


def entity_style_examples(split: str, *, holdout=None) -> list[HGNetExample]:
    """The ``entities`` style's questions that it anchors on an entity (``holdout(kg_name)``
    true: left out, as the held-out fold of the original)."""
    examples, skipped = load_hgnet_examples(split, style="entities", changed_only=True)
    anchored = [e for e in examples if has_entity(e) and not (holdout and holdout(e.kg_name))]
    log.info("entity style: %d anchored questions of %d (skipped %d)", len(anchored), len(examples),
             sum(skipped.values()))
    return anchored


def kgless_set(spec: Mapping[str, Any], name: str, seed: int) -> list[HGNetExample]:
    """One KG-less benchmark's training examples (its holdout fold left out by ``part``)."""
    from kgqa.data.benchmarks import load_benchmark
    from kgqa.data.folds import holdout_fold
    from kgqa.data.qald import QALD_PREFIXES
    from kgqa.models.kgless_examples import load_kgless_examples

    questions = load_benchmark(str(spec["path"]), str(spec.get("reader", "qald")))
    questions = holdout_fold(questions, str(spec.get("part", "train")))
    examples, skipped = load_kgless_examples(questions, kg_name=name, prefixes=dict(QALD_PREFIXES), seed=seed,
                                             cache_key=f"{name}-{spec.get('part', 'train')}")
    log.info("%s (KG-less): %d examples of %d questions (skipped %s)", name, len(examples), len(questions),
             skipped.most_common(4))
    return examples


def qald_set(spec: Mapping[str, Any], name: str) -> list[HGNetExample]:
    """One KG's QALD-JSON pairs on that KG (an endpoint or RDF files)."""
    from kgqa.data.qald import QALD_PREFIXES, load_prefixes, load_qald
    from kgqa.models.qald_training import load_qald_training

    kg = open_training_kg(spec, name)
    prefixes = {**QALD_PREFIXES, **(load_prefixes(spec["prefixes"]) if spec.get("prefixes") else {})}
    questions = [q for q in load_qald(Path(str(spec["path"])).expanduser()) if q.question]
    examples, skipped = load_qald_training(questions, kg, name, prefixes=prefixes, verify=bool(spec.get("verify", True)))
    log.info("%s (on its KG): %d examples of %d pairs (skipped %s)", name, len(examples), len(questions),
             skipped.most_common(4))
    return examples


def open_training_kg(spec: Mapping[str, Any], name: str):
    """The KG a QALD set is asked of: ``endpoint`` (a SPARQL 1.1 URL) or ``files`` (RDF files)."""
    timeout_s = float(spec.get("timeout_s", 60.0))
    if spec.get("endpoint"):
        from kgqa.kg.endpoint import EndpointKG

        return EndpointKG(str(spec["endpoint"]), default_graph=spec.get("default_graph"), timeout_s=timeout_s,
                          name=name)
    if spec.get("files"):
        from kgqa.kg.embedded import EmbeddedKG

        return EmbeddedKG([Path(str(f)).expanduser() for f in spec["files"]], name=name, timeout_s=timeout_s)
    if spec.get("kg"):
        from kgqa.data.spider_kgs import spider_kg

        return spider_kg(str(spec["kg"]), timeout_s=timeout_s)
    raise ValueError(f"dataset.qald.{name} needs an endpoint (a SPARQL URL), files (RDF files) or kg (a KG name)")


def qald_dir_set(spec: Mapping[str, Any], *, holdout=None) -> list[HGNetExample]:
    """The pairs of every ``<name>.json`` in the folder ``spec["path"]``, each on the KG ``name``
    (``holdout(name)`` true: left out). With ``spec["kg_files"]``, a path with ``{name}`` in it
    (``.cache/styles/entities/{name}.nt.gz``), each file's KG is that RDF file instead of the KG
    known by the name: questions synthesized from a restyled copy of a KG are asked of that copy."""
    folder = Path(str(spec["path"])).expanduser()
    files = sorted(folder.glob("*.json"))
    if not files:
        raise ValueError(f"dataset.qald_dir: no QALD-JSON file (<KG name>.json) in {folder}")
    pattern = spec.get("kg_files")
    if pattern and "{name}" not in str(pattern):
        raise ValueError(f"dataset.qald_dir.kg_files={pattern!r}: a path with {{name}} where the KG's name goes")
    out: list[HGNetExample] = []
    for path in files:
        name = path.stem
        if holdout and holdout(name):
            continue
        where = {"files": [str(pattern).format(name=name)]} if pattern else {"kg": name}
        out += qald_set({**spec, "path": path, **where}, name)
    log.info("%s: %d examples from %d KGs", folder, len(out), len(files))
    return out


def mixture(base: list[HGNetExample], dataset, seed: int, *, holdout=None) -> list[HGNetExample]:
    """``base`` (Spider4SPARQL and its styles) and the mixture's other sets, each weighted."""
    rng = random.Random(seed)
    out = weighted(base, float(dataset.get("spider", 1.0)), rng)
    if float(dataset.get("entity_style", 0) or 0) > 0:
        ents = entity_style_examples(str(dataset.get("train_split", "train")), holdout=holdout)
        out += weighted(ents, float(dataset.entity_style), rng)
    for name, spec in (dataset.get("kgless") or {}).items():
        out += weighted(kgless_set(spec, name, seed), float(spec.get("weight", 1.0)), rng)
    for name, spec in (dataset.get("qald") or {}).items():
        out += weighted(qald_set(spec, name), float(spec.get("weight", 1.0)), rng)
    if dataset.get("qald_dir"):
        spec = dataset.qald_dir
        out += weighted(qald_dir_set(spec, holdout=holdout), float(spec.get("weight", 1.0)), rng)
    log.info("mixture: %d examples", len(out))
    return out
