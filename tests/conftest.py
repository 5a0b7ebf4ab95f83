"""Shared fixtures: real SPARQL servers started once per test session."""

from __future__ import annotations

import os
from contextlib import contextmanager

import pytest

from kgqa.testing.servers import OxigraphServer, VirtuosoServer


def _require_or_skip(available: bool, what: str, env: str) -> None:
    # In CI (.ci/run installs both servers) a missing server is a failure, not a skip.
    if not available:
        if os.environ.get("CI") or os.environ.get(env):
            pytest.fail(f"{what} is required here but not installed")
        pytest.skip(f"{what} not installed (make virtuoso / pip install 'kgqa[dev]')")


@pytest.fixture(scope="session")
def oxigraph_server():
    _require_or_skip(OxigraphServer.available(), "the oxigraph server", "KGQA_REQUIRE_OXIGRAPH")
    with OxigraphServer() as srv:
        yield srv


@pytest.fixture(scope="session")
def own_oxigraph():
    """A factory for a test module's own Oxigraph server (one it may kill, restart or put behind
    a proxy, which the shared one must not be): ``with own_oxigraph(kg, graph, location) as srv``
    starts it with the Spider4SPARQL KG ``kg`` loaded into ``graph``."""
    _require_or_skip(OxigraphServer.available(), "the oxigraph server", "KGQA_REQUIRE_OXIGRAPH")

    @contextmanager
    def start(kg: str, graph: str, location=None):
        from kgqa.data.spider4sparql import kg_path

        with OxigraphServer(location=location) as srv:
            srv.load_file(kg_path(kg), graph=graph)
            yield srv

    return start


@pytest.fixture(scope="session")
def virtuoso_server():
    _require_or_skip(VirtuosoServer.available(), "Virtuoso", "KGQA_REQUIRE_VIRTUOSO")
    # A low ResultSetMaxRows so the silent-truncation guard can be exercised.
    with VirtuosoServer(max_rows=500) as srv:
        yield srv
