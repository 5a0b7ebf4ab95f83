"""``python -m kgqa.serve``: the HTTP service (Hydra config ``conf/serve.yaml``).

With no arguments it serves the bundled KGs under ``kg/`` with the shipped checkpoint;
``kg.endpoint=http://HOST:PORT/PATH`` points it at any SPARQL 1.1 endpoint instead.
"""

from __future__ import annotations

import logging
import os

import hydra
from omegaconf import DictConfig, OmegaConf

from kgqa.paths import resolve

log = logging.getLogger("kgqa.serve")


def build_catalog(cfg: DictConfig):
    from kgqa.service.catalog import KGCatalog

    if cfg.kg.endpoint:
        return KGCatalog.endpoint(cfg.kg.endpoint, name=cfg.kg.name, default_graph=cfg.kg.default_graph,
                                  user=cfg.kg.user, password=cfg.kg.password, timeout_s=cfg.kg.timeout_s)
    return KGCatalog.bundled(cfg.kg.timeout_s, default=cfg.kg.default)


def build_engine(cfg: DictConfig):
    """The HGNet engine from the shipped checkpoint, loaded once."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.config import SearchConfig

    checkpoint = resolve(cfg.model.checkpoint)
    if not checkpoint.exists():
        raise SystemExit(f"no trained model at {checkpoint}: see models/hgnet/README.md for the command that trains it")
    return HGNetEngine.from_checkpoint(checkpoint, search=SearchConfig.from_conf(cfg.search))


def build_app(cfg: DictConfig, engine=None):
    from kgqa.service.app import Limits, create_app

    limits = Limits(**cfg.limits)
    return create_app(engine or build_engine(cfg), build_catalog(cfg), limits)


CONFIG_ENV = "KGQA_SERVE_CONFIG"


def app_from_env():
    """App factory for uvicorn worker processes: each loads the model once from the config
    the parent process resolved (passed as YAML in ``$KGQA_SERVE_CONFIG``)."""
    import torch

    # One intra-op thread per worker: requests are many small ops, and workers share the cores.
    torch.set_num_threads(1)
    cfg = OmegaConf.create(os.environ[CONFIG_ENV])
    return build_app(cfg)


@hydra.main(config_path="../conf", config_name="serve", version_base="1.3")
def main(cfg: DictConfig) -> None:
    import uvicorn

    log.info("serving %s on http://%s:%s with %d worker(s)", cfg.kg.endpoint or "bundled KGs",
             cfg.host, cfg.port, cfg.workers)
    os.environ[CONFIG_ENV] = OmegaConf.to_yaml(cfg, resolve=True)
    if cfg.workers > 1:
        # Python-heavy decoding holds the GIL: processes, not threads, use more than one core.
        uvicorn.run("kgqa.serve:app_from_env", factory=True, host=cfg.host, port=cfg.port,
                    workers=cfg.workers, log_level=cfg.log_level)
    else:
        uvicorn.run(app_from_env(), host=cfg.host, port=cfg.port, log_level=cfg.log_level)


if __name__ == "__main__":
    main()
