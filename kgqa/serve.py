"""``python -m kgqa.serve``: the HTTP service (Hydra config ``conf/serve.yaml``).

With no arguments it serves the bundled KGs under ``kg/`` with the shipped checkpoint;
``kg.endpoint=http://HOST:PORT/PATH`` points it at any SPARQL 1.1 endpoint instead.
"""

from __future__ import annotations

import logging
from pathlib import Path

import hydra
from omegaconf import DictConfig

from kgqa.paths import REPO_ROOT

log = logging.getLogger("kgqa.serve")


def resolve(path: str) -> Path:
    p = Path(path)
    return p if p.is_absolute() else REPO_ROOT / p


def build_catalog(cfg: DictConfig):
    from kgqa.service.catalog import KGCatalog

    if cfg.kg.endpoint:
        return KGCatalog.endpoint(cfg.kg.endpoint, name=cfg.kg.name, default_graph=cfg.kg.default_graph,
                                  user=cfg.kg.user, password=cfg.kg.password, timeout_s=cfg.kg.timeout_s)
    return KGCatalog.bundled(cfg.kg.timeout_s, default=cfg.kg.default)


def build_engine(cfg: DictConfig):
    """The HGNet engine from the shipped checkpoint, loaded once."""
    from kgqa.models.engine import HGNetEngine

    checkpoint = resolve(cfg.model.checkpoint)
    if not checkpoint.exists():
        raise SystemExit(f"no trained model at {checkpoint}: see models/hgnet/README.md for the command that trains it")
    return HGNetEngine.from_checkpoint(checkpoint)


def build_app(cfg: DictConfig, engine=None):
    from kgqa.service.app import Limits, create_app

    limits = Limits(**cfg.limits)
    return create_app(engine or build_engine(cfg), build_catalog(cfg), limits)


@hydra.main(config_path="../conf", config_name="serve", version_base="1.3")
def main(cfg: DictConfig) -> None:
    import uvicorn

    app = build_app(cfg)
    log.info("serving %s on http://%s:%s", cfg.kg.endpoint or "bundled KGs", cfg.host, cfg.port)
    uvicorn.run(app, host=cfg.host, port=cfg.port, log_level=cfg.log_level)


if __name__ == "__main__":
    main()
