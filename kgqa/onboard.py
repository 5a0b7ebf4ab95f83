"""``python -m kgqa.onboard kg.endpoint=URL``: onboard a KG before serving it (conf/onboard.yaml).

Discovers the schema, the literal values and the entity names of each configured KG by
scans in time linear in the KG (one streamed SELECT per listing where the KG allows it,
``scan=``), or from the KG's dump file (``kg.dump=FILE``: two streamed passes, no SPARQL),
with a progress bar, and caches them on disk per endpoint and data version
(:mod:`kgqa.candidates.onboarding`). The service does the same on first use; running
it ahead keeps the first question fast, and ``refresh=true`` rebuilds after the data changed.
Last stdout line: one JSON object, the summary of every KG.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import hydra
from omegaconf import DictConfig

log = logging.getLogger("kgqa.onboard")

CONFIG_DIR = Path(__file__).resolve().parent.parent / "conf"


def onboard_all(cfg: DictConfig) -> dict:
    from kgqa.candidates.onboarding import onboard
    from kgqa.service.catalog import build_catalog

    catalog = build_catalog(cfg)
    dump = cfg.kg.get("dump")
    if dump and len(catalog.names()) != 1:
        raise SystemExit("kg.dump=FILE onboards one KG: name it with kg.endpoint=URL (the endpoint serving that data)")
    out = {}
    for name in catalog.names():
        _, kg = catalog.get(name)
        log.info("onboarding %s (%s)%s", name, catalog.info(name).location, f" from {dump}" if dump else "")
        out[name] = onboard(kg, refresh=bool(cfg.refresh), language=str(cfg.language),
                            progress=bool(cfg.progress), scan=str(cfg.get("scan", "auto")),
                            dump=dump).summary()
    return out


@hydra.main(config_path=str(CONFIG_DIR), config_name="onboard", version_base="1.3")
def main(cfg: DictConfig) -> None:
    print(json.dumps(onboard_all(cfg)))


if __name__ == "__main__":
    main()
