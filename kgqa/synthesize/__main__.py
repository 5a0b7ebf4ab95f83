"""``python -m kgqa.synthesize kg.endpoint=URL n=5000 output=FILE`` (conf/synthesize.yaml).

Onboards the KG (or reads its cached indexes), synthesizes ``n`` questions with a progress bar,
writes them as QALD-JSON and prints one JSON summary as the last stdout line.
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


def run(cfg: DictConfig) -> dict:
    from kgqa.candidates.onboarding import onboard

    from .synthesizer import synthesize
    from .writer import write_synthetic

    name, kg = open_kg(cfg)
    log.info("synthesizing %d questions about %s", int(cfg.n), name)
    onboarded = onboard(kg, refresh=bool(cfg.refresh), language=str(cfg.language), progress=bool(cfg.progress))
    report = synthesize(kg, onboarded, int(cfg.n), seed=int(cfg.seed), max_answers=int(cfg.max_answers),
                        timeout_s=float(cfg.kg.timeout_s), shapes=list(cfg.shapes) if cfg.shapes else None,
                        progress=bool(cfg.progress))
    path = write_synthetic(report.questions, cfg.output, str(cfg.dataset_id or f"synthetic-{name}"))
    return {"kg": name, "output": str(path), **report.summary()}


@hydra.main(config_path=str(CONFIG_DIR), config_name="synthesize", version_base="1.3")
def main(cfg: DictConfig) -> None:
    print(json.dumps(run(cfg)))


if __name__ == "__main__":
    main()
