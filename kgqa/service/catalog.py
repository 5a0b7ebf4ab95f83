"""Which KGs the service answers over: the bundled embedded KGs, or SPARQL endpoints by name."""

from __future__ import annotations

import threading
import urllib.parse
from dataclasses import dataclass

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import UnknownKG


@dataclass(frozen=True)
class KGInfo:
    name: str
    backend: str  # "embedded" | "endpoint"
    location: str


@dataclass(frozen=True)
class EndpointSpec:
    """One endpoint KG: its name in requests, its query URL (without credentials) and access."""

    name: str
    url: str
    default_graph: str | None = None
    user: str | None = None
    password: str | None = None


class KGCatalog:
    """Named KGs, opened lazily and once (a bundled KG loads in milliseconds to a second)."""

    def __init__(self, default: str | None = None) -> None:
        self._factories: dict[str, tuple[KGInfo, object]] = {}
        self._open: dict[str, KnowledgeGraph] = {}
        self._lock = threading.Lock()
        self.default = default

    def add(self, info: KGInfo, factory) -> None:
        self._factories[info.name] = (info, factory)
        if self.default is None:
            self.default = info.name

    def names(self) -> list[str]:
        return sorted(self._factories)

    def info(self, name: str) -> KGInfo:
        if name not in self._factories:
            raise UnknownKG(f"unknown KG {name!r}; known: {', '.join(self.names()) or 'none'}")
        return self._factories[name][0]

    def get(self, name: str | None) -> tuple[str, KnowledgeGraph]:
        name = name or self.default
        if name is None:
            raise UnknownKG("no KG is configured")
        info = self.info(name)
        with self._lock:
            if name not in self._open:
                self._open[name] = self._factories[name][1]()
            return info.name, self._open[name]

    @classmethod
    def bundled(cls, timeout_s: float, default: str | None = None, **kg_kw) -> "KGCatalog":
        """The KGs under ``kg/``; ``kg_kw`` (``max_rows``, ``overflow``) go to each KG."""
        from kgqa.kg.registry import bundled_kg_names, find_kg_file
        from kgqa.kg.embedded import EmbeddedKG

        catalog = cls(default)
        for name in bundled_kg_names():
            path = find_kg_file(name)
            catalog.add(KGInfo(name, "embedded", path.name),
                        lambda p=path, n=name: EmbeddedKG([p], name=n, timeout_s=timeout_s, **kg_kw))
        return catalog

    @classmethod
    def endpoint(cls, endpoint: str, *, name: str | None = None, default_graph: str | None = None,
                 user: str | None = None, password: str | None = None, timeout_s: float = 10.0) -> "KGCatalog":
        spec = EndpointSpec(name or "endpoint", endpoint, default_graph, user, password)
        return cls.endpoints([spec], timeout_s=timeout_s)

    @classmethod
    def endpoints(cls, specs: list[EndpointSpec], *, timeout_s: float = 10.0, **kg_kw) -> "KGCatalog":
        """Several endpoint KGs, the first the default. Each is its own :class:`EndpointKG`
        (own caches and counters): one endpoint failing leaves the others answering."""
        from kgqa.kg.endpoint import EndpointKG

        catalog = cls(specs[0].name if specs else None)
        for spec in specs:
            catalog.add(KGInfo(spec.name, "endpoint", spec.url), lambda s=spec: EndpointKG(
                s.url, default_graph=s.default_graph, user=s.user, password=s.password,
                timeout_s=timeout_s, name=s.name, **kg_kw))
        return catalog


# -- from a config (``kg.*`` of conf/serve.yaml and conf/onboard.yaml) ----------------------
def split_credentials(url: str, user: str | None = None,
                      password: str | None = None) -> tuple[str, str | None, str | None]:
    """``(URL without userinfo, user, password)``: credentials written into the URL
    (``http://user:pw@host/sparql``) become basic auth, so no message or log line that names
    the endpoint can carry them. Explicit ``user``/``password`` win over the URL's."""
    parts = urllib.parse.urlsplit(url)
    if parts.username is None and parts.password is None:
        return url, user, password
    clean = urllib.parse.urlunsplit(parts._replace(netloc=parts.netloc.rpartition("@")[2]))
    user = user or urllib.parse.unquote(parts.username or "") or None
    password = password or urllib.parse.unquote(parts.password or "") or None
    return clean, user, password


def endpoint_credentials(cfg) -> tuple[str | None, str | None, str | None]:
    """``kg.endpoint`` split by :func:`split_credentials` (``(None, user, password)`` when unset)."""
    url, user, password = cfg.kg.endpoint, cfg.kg.user, cfg.kg.password
    return split_credentials(url, user, password) if url else (url, user, password)


def endpoint_specs(cfg):
    """The endpoint KGs to serve: ``kg.endpoint`` (named ``kg.name``) first, so it is the
    default, then ``kg.endpoints``, a map from a KG's name to its query URL or to
    ``{url, default_graph, user, password}``. Empty: serve the bundled KGs."""
    specs = []
    if cfg.kg.endpoint:
        url, user, password = endpoint_credentials(cfg)
        specs.append(EndpointSpec(cfg.kg.name or "endpoint", url, cfg.kg.default_graph, user, password))
    for name, value in (cfg.kg.get("endpoints") or {}).items():
        entry = {"url": value} if isinstance(value, str) else dict(value)
        unknown = set(entry) - {"url", "default_graph", "user", "password"}
        if not entry.get("url") or unknown:
            raise SystemExit(f"kg.endpoints.{name}: give a query URL or {{url, default_graph, user, password}}"
                             f"{f' (unknown: {sorted(unknown)})' if unknown else ''}")
        url, user, password = split_credentials(entry["url"], entry.get("user"), entry.get("password"))
        specs.append(EndpointSpec(str(name), url, entry.get("default_graph"), user, password))
    names = [s.name for s in specs]
    if len(set(names)) != len(names):
        raise SystemExit(f"two endpoint KGs share a name: {names}")
    return specs


def kg_bounds(cfg) -> dict:
    """``kg.max_rows`` and ``kg.overflow`` where the config sets them (else the KG defaults:
    100,000 rows, an error past them; see :class:`~kgqa.kg.base.KnowledgeGraph`)."""
    return {k: cfg.kg[k] for k in ("max_rows", "overflow") if cfg.kg.get(k) is not None}


def build_catalog(cfg):
    """The KGs a config names (``kg.endpoint``/``kg.endpoints``, else the bundled KGs)."""
    specs = endpoint_specs(cfg)
    if specs:
        return KGCatalog.endpoints(specs, timeout_s=cfg.kg.timeout_s, **kg_bounds(cfg))
    return KGCatalog.bundled(cfg.kg.timeout_s, default=cfg.kg.default, **kg_bounds(cfg))
