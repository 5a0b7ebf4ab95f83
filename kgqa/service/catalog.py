"""Which KGs the service answers over: the bundled embedded KGs, or SPARQL endpoints by name."""

from __future__ import annotations

import threading
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
    def bundled(cls, timeout_s: float, default: str | None = None) -> "KGCatalog":
        from kgqa.kg.registry import bundled_kg_names, find_kg_file
        from kgqa.kg.embedded import EmbeddedKG

        catalog = cls(default)
        for name in bundled_kg_names():
            path = find_kg_file(name)
            catalog.add(KGInfo(name, "embedded", path.name),
                        lambda p=path, n=name: EmbeddedKG([p], name=n, timeout_s=timeout_s))
        return catalog

    @classmethod
    def endpoint(cls, endpoint: str, *, name: str | None = None, default_graph: str | None = None,
                 user: str | None = None, password: str | None = None, timeout_s: float = 10.0) -> "KGCatalog":
        spec = EndpointSpec(name or "endpoint", endpoint, default_graph, user, password)
        return cls.endpoints([spec], timeout_s=timeout_s)

    @classmethod
    def endpoints(cls, specs: list[EndpointSpec], *, timeout_s: float = 10.0) -> "KGCatalog":
        """Several endpoint KGs, the first the default. Each is its own :class:`EndpointKG`
        (own caches and counters): one endpoint failing leaves the others answering."""
        from kgqa.kg.endpoint import EndpointKG

        catalog = cls(specs[0].name if specs else None)
        for spec in specs:
            catalog.add(KGInfo(spec.name, "endpoint", spec.url), lambda s=spec: EndpointKG(
                s.url, default_graph=s.default_graph, user=s.user, password=s.password,
                timeout_s=timeout_s, name=s.name))
        return catalog
