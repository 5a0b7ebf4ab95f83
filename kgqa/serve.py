"""``python -m kgqa.serve``: the HTTP service (Hydra config ``conf/serve.yaml``).

With no arguments it serves the bundled KGs under ``kg/`` with the shipped checkpoint;
``kg.endpoint=http://HOST:PORT/PATH`` points it at any SPARQL 1.1 endpoint instead.
``python -m kgqa.serve --help`` lists every setting.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import logging
import os
from pathlib import Path

import hydra
from omegaconf import DictConfig, OmegaConf

from kgqa.paths import resolve
from kgqa.service.balance import LOADS_ENV, WorkerLoads
from kgqa.service.catalog import build_catalog, endpoint_credentials, endpoint_specs, split_credentials  # noqa: F401 - the config -> catalog helpers, re-exported

log = logging.getLogger("kgqa.serve")

CONFIG_DIR = Path(__file__).resolve().parent.parent / "conf"  # conf/serve.yaml and its groups
API_KEY_ENV = "KGQA_API_KEY"


def _config_groups(choices) -> str:
    """``--help``: the config groups serve's defaults list uses, with the options each offers
    (Hydra's own groups, ``hydra/...``, are left to ``--hydra-help``)."""
    lines = []
    for group, chosen in sorted((k, v) for k, v in dict(choices).items() if not str(k).startswith("hydra")):
        options = sorted(p.stem for p in (CONFIG_DIR / str(group)).glob("*.yaml"))
        lines.append(f"{group}: {', '.join(options) or chosen} (default {chosen})")
    return "\n".join(lines) or "(none)"


if not OmegaConf.has_resolver("kgqa_serve_groups"):
    OmegaConf.register_new_resolver("kgqa_serve_groups", _config_groups)


def api_key(cfg: DictConfig) -> str | None:
    """``api_key`` from the config, else ``$KGQA_API_KEY``; None = no key required."""
    return cfg.get("api_key") or os.environ.get(API_KEY_ENV) or None


def exposure_warning(host: str, key: str | None) -> str | None:
    """The warning to log when the service listens beyond this machine without an API key."""
    if key:
        return None
    try:
        loopback = ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        loopback = host == "localhost"
    if loopback:
        return None
    return (f"serving on {host} without an API key: anyone who can reach this address can use the "
            f"service; set api_key=... or ${API_KEY_ENV}")


def build_engine(cfg: DictConfig):
    """The HGNet engine from the shipped checkpoint, loaded once; with ``model.adapted`` (the
    default) each KG that ``python -m kgqa.adapt`` adapted is answered by its own checkpoint
    instead (:class:`~kgqa.service.models.PerKGEngine`, loaded on first use)."""
    from kgqa.engine.hgnet_engine import HGNetEngine
    from kgqa.search.config import SearchConfig
    from kgqa.service.models import PerKGEngine

    checkpoint = resolve(cfg.model.checkpoint)
    if not checkpoint.exists():
        raise SystemExit(f"no trained model at {checkpoint}: see models/hgnet/README.md for the command that trains it")
    search = SearchConfig.from_conf(cfg.search)
    base = HGNetEngine.from_checkpoint(checkpoint, search=search)
    if not cfg.model.get("adapted", True):
        return base
    return PerKGEngine(base, lambda path: HGNetEngine.from_checkpoint(path, search=search), str(cfg.model.checkpoint))


#: What a worker answers on each bundled KG before it serves (:func:`warm_up`).
WARM_UP_QUESTION = "How many are there?"


def warm_up(engine, catalog, read_only: bool) -> None:
    """Before a worker process serves (``warm_up``, read by :func:`app_from_env`): each KG opened
    with its indexes and its schema's MiniLM label vectors, and one question answered on each
    embedded KG, so no request pays a KG's first use
    (0.5-1.5 s on a bundled KG, once per KG and worker: 40 of the service benchmark's 300
    requests with 2 workers). An endpoint KG is warmed only when its indexes are read from
    files (``onboarding.read_only``): building them, or asking the endpoint, stays with the
    first request. A KG that cannot be warmed is logged and left to that request, which
    reports what fails. Answers do not change: the KG's cache holds the results it would
    give, and guidance counts cached calls as calls."""
    from kgqa.candidates.collect import default_collector

    collector = default_collector()
    for name in catalog.names():
        embedded = catalog.info(name).backend == "embedded"
        if not (embedded or read_only):
            continue
        try:
            _, kg = catalog.get(name)
            collector.onboarded(kg)
            collector.ranker.label_embeddings(collector.schema(kg))
            if embedded:
                engine.answer(WARM_UP_QUESTION, kg, kg_name=name, top_k=1)
        except Exception as e:  # noqa: BLE001 - the first request on it reports what fails
            log.warning("could not warm up KG %s (%s: %s); its first request will", name, type(e).__name__, e)


def build_app(cfg: DictConfig, engine=None):
    from kgqa.candidates.collect import default_collector
    from kgqa.service.app import create_app
    from kgqa.service.limits import Limits

    default_collector().build_indexes = not cfg.onboarding.read_only

    secrets = [x for spec in endpoint_specs(cfg) for x in (spec.user, spec.password)]
    limits = Limits(**cfg.limits)
    loads = None
    if int(cfg.get("workers", 1)) <= 1:
        # one process holds every connection: closing one would only cost the client a reconnect
        limits = dataclasses.replace(limits, shed_connections_above=None)
    elif limits.shed_connections_above is not None and os.environ.get(LOADS_ENV):
        try:
            loads = WorkerLoads.attach(Path(os.environ[LOADS_ENV]))  # set by main() for its workers
        except (OSError, RuntimeError) as e:  # shed by this worker's own count alone
            log.warning("workers' load table unusable (%s); connections are shed by this worker's load alone", e)
    return create_app(engine or build_engine(cfg), build_catalog(cfg), limits, worker_loads=loads,
                      api_key=api_key(cfg), min_confidence=cfg.abstain.min_confidence,
                      require_grounding=cfg.abstain.require_grounding,
                      calibration=OmegaConf.to_container(cfg.abstain.calibration) if cfg.abstain.get("calibration") else None,
                      secrets=secrets)


CONFIG_ENV = "KGQA_SERVE_CONFIG"


def app_from_env():
    """App factory for uvicorn worker processes: each loads the model once from the config
    the parent process resolved (passed as YAML in ``$KGQA_SERVE_CONFIG``)."""
    import torch

    # One intra-op thread per worker: requests are many small ops, and workers share the cores.
    torch.set_num_threads(1)
    cfg = OmegaConf.create(os.environ[CONFIG_ENV])
    app = build_app(cfg)
    if cfg.get("warm_up", False):
        warm_up(app.state.engine, app.state.catalog, cfg.onboarding.read_only)
    return app


# An absolute config path: a relative one resolves against the calling module, which works for
# `python -m kgqa.serve` but not for the `kgqa-serve` console script or an in-process call.
@hydra.main(config_path=str(CONFIG_DIR), config_name="serve", version_base="1.3")
def main(cfg: DictConfig) -> None:
    import uvicorn

    served = ", ".join(f"{s.name} at {s.url}" for s in endpoint_specs(cfg)) or "bundled KGs"
    log.info("serving %s on http://%s:%s with %d worker(s)", served, cfg.host, cfg.port, cfg.workers)
    warning = exposure_warning(cfg.host, api_key(cfg))
    if warning:
        log.warning(warning)
    os.environ[CONFIG_ENV] = OmegaConf.to_yaml(cfg, resolve=True)
    if cfg.workers > 1:
        # Python-heavy decoding holds the GIL: processes, not threads, use more than one core.
        # The supervisor pings each worker and replaces one that misses a ping; a worker busy
        # decoding on a loaded machine can miss uvicorn's default 5 s, and replacing it drops
        # its requests, so the ping waits as long as a request may (serve.worker_ping_timeout_s).
        loads = WorkerLoads.create(slots=2 * int(cfg.workers))  # room for replaced workers
        os.environ[LOADS_ENV] = str(loads)
        try:
            uvicorn.run("kgqa.serve:app_from_env", factory=True, host=cfg.host, port=cfg.port,
                        workers=cfg.workers, log_level=cfg.log_level,
                        timeout_worker_healthcheck=int(cfg.worker_ping_timeout_s))
        finally:
            os.environ.pop(LOADS_ENV, None)
            WorkerLoads.remove(loads)
    else:
        uvicorn.run(app_from_env(), host=cfg.host, port=cfg.port, log_level=cfg.log_level)


if __name__ == "__main__":
    main()
