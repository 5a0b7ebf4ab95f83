"""``python -m kgqa.synthesize kg.endpoint=URL n=5000 output=FILE`` (conf/synthesize.yaml).

Onboards the KG (or reads its cached indexes), synthesizes ``n`` questions with a progress bar,
writes them as QALD-JSON and prints one JSON summary as the last stdout line.

``kgs=[a,b]`` (or ``kgs=spider4sparql:train``, every KG of that split) synthesizes ``n`` questions
about each KG known by name (bundled, else Spider4SPARQL: :func:`kgqa.data.spider_kgs.spider_kg`),
one file each, ``<output>/<name>.json``: the folder ``dataset.qald_dir`` of ``kgqa.train
dataset=mix`` reads, each file on its own KG.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import hydra
from omegaconf import DictConfig

log = logging.getLogger("kgqa.synthesize")

CONFIG_DIR = Path(__file__).resolve().parent.parent.parent / "conf"


def open_kg(cfg: DictConfig):
    """``(name, KnowledgeGraph)`` for the config's ``kg`` keys: an endpoint, RDF files, or the
    default bundled KG."""
    if cfg.kg.get("files"):
        from kgqa.kg.embedded import EmbeddedKG

        files = [Path(str(f)).expanduser() for f in cfg.kg.files]
        kg = EmbeddedKG(files, name=cfg.kg.get("name"), timeout_s=float(cfg.kg.timeout_s))
        return kg.name, kg
    from kgqa.service.catalog import build_catalog

    return build_catalog(cfg).get(None)


def kg_list(kgs) -> list[str]:
    """The KG names ``kgs`` says: a list, or ``spider4sparql:<split>`` for every KG of that split
    whose RDF file exists (the benchmark's PROVENANCE lists those that have none)."""
    if isinstance(kgs, str):
        bench, _, split = kgs.partition(":")
        if bench != "spider4sparql" or not split:
            raise ValueError(f"kgs={kgs!r}: a list of KG names, or spider4sparql:<split>")
        from kgqa.data.spider4sparql import kg_names
        from kgqa.data.spider_kgs import spider_kg_file
        from kgqa.kg.errors import UnknownKG

        names = []
        for name in kg_names(split):
            try:
                spider_kg_file(name)
            except UnknownKG:
                continue
            names.append(name)
        return names
    return [str(k) for k in kgs]


def run_many(cfg: DictConfig) -> dict:
    """``n`` questions about each KG of ``cfg.kgs``, one QALD-JSON file each under ``cfg.output``."""
    from kgqa.data.spider_kgs import spider_kg

    from collections import Counter

    per_kg, shapes = [], Counter()
    for name in kg_list(cfg.kgs):
        kg = spider_kg(name, timeout_s=float(cfg.kg.timeout_s))
        per_kg.append(run(cfg, (name, kg), Path(str(cfg.output)) / f"{name}.json"))
        shapes.update(per_kg[-1]["shapes"])
    return {"kgs": len(per_kg), "output": str(cfg.output), "questions": sum(r["questions"] for r in per_kg),
            "seconds": round(sum(r["seconds"] for r in per_kg), 1),
            "shapes": dict(sorted(shapes.items())), "per_kg": {r["kg"]: r["questions"] for r in per_kg}}


def run(cfg: DictConfig, named_kg=None, output=None) -> dict:
    from kgqa.candidates.onboarding import onboard

    from .synthesizer import synthesize
    from .writer import write_synthetic

    name, kg = named_kg or open_kg(cfg)
    log.info("synthesizing %d questions about %s", int(cfg.n), name)
    onboarded = onboard(kg, refresh=bool(cfg.refresh), language=str(cfg.language), progress=bool(cfg.progress))
    report = synthesize(kg, onboarded, int(cfg.n), seed=int(cfg.seed), max_answers=int(cfg.max_answers),
                        timeout_s=float(cfg.kg.timeout_s), shapes=list(cfg.shapes) if cfg.shapes else None,
                        progress=bool(cfg.progress), value_filter_share=float(cfg.get("value_filter_share", 0.5)),
                        shape_weights=dict(cfg.shape_weights) if cfg.get("shape_weights") else None)
    path = write_synthetic(report.questions, output or cfg.output, str(cfg.dataset_id or f"synthetic-{name}"))
    return {"kg": name, "output": str(path), **report.summary()}


@hydra.main(config_path=str(CONFIG_DIR), config_name="synthesize", version_base="1.3")
def main(cfg: DictConfig) -> None:
    print(json.dumps(run_many(cfg) if cfg.get("kgs") else run(cfg)))


if __name__ == "__main__":
    main()
