"""One KG test suite, three real backends: embedded pyoxigraph, Oxigraph server, Virtuoso."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.data.spider4sparql import kg_path
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG

EX = "http://example.org/"

# Literals whose printing differs between stores, and strings that need escaping.
TRICKY_NT = f"""\
<{EX}a> <{EX}name> "Ann \\"the\\" O'Neil \\\\ {{x}}" .
<{EX}a> <{EX}age> "42"^^<http://www.w3.org/2001/XMLSchema#integer> .
<{EX}a> <{EX}height> "1.75"^^<http://www.w3.org/2001/XMLSchema#decimal> .
<{EX}a> <{EX}score> "2.5E0"^^<http://www.w3.org/2001/XMLSchema#double> .
<{EX}a> <{EX}active> "true"^^<http://www.w3.org/2001/XMLSchema#boolean> .
<{EX}a> <{EX}born> "1980-05-17"^^<http://www.w3.org/2001/XMLSchema#date> .
<{EX}a> <{EX}label> "Anna"@de .
<{EX}a> <{EX}note> "line1\\nline2" .
<{EX}a> <{EX}knows> <{EX}b> .
<{EX}b> <{EX}name> "Bob" .
<{EX}b> <{EX}age> "37"^^<http://www.w3.org/2001/XMLSchema#integer> .
<{EX}b> <{EX}knows> <{EX}c> .
<{EX}c> <{EX}name> "Zoë" .
"""

# 600 rows so "huge result" and truncation can be tested against max_rows=500 / 100.
BULK_NT = "".join(f'<{EX}item/{i}> <{EX}index> "{i}"^^<http://www.w3.org/2001/XMLSchema#integer> .\n' for i in range(600))


@pytest.fixture(scope="session")
def kg_files(tmp_path_factory) -> list[Path]:
    root = tmp_path_factory.mktemp("kgdata")
    tricky = root / "tricky.nt"
    tricky.write_text(TRICKY_NT, encoding="utf-8")
    bulk = root / "bulk.nt"
    bulk.write_text(BULK_NT)
    return [tricky, bulk, kg_path("concert_singer")]


@pytest.fixture(scope="session")
def embedded_kg(kg_files):
    return EmbeddedKG(kg_files, name="test")


@pytest.fixture(scope="session")
def oxigraph_kg(oxigraph_server, kg_files):
    for f in kg_files:
        oxigraph_server.load_file(f)
    return EndpointKG(oxigraph_server.query_url, name="oxigraph")


@pytest.fixture(scope="session")
def virtuoso_kg(virtuoso_server, kg_files):
    virtuoso_server.load_files(kg_files)
    return EndpointKG(virtuoso_server.query_url, default_graph=virtuoso_server.graph, name="virtuoso")


@pytest.fixture(params=["embedded", "oxigraph-http", "virtuoso-http"])
def kg(request):
    name = {"embedded": "embedded_kg", "oxigraph-http": "oxigraph_kg", "virtuoso-http": "virtuoso_kg"}[request.param]
    kg = request.getfixturevalue(name)
    kg.clear_cache()
    return kg
