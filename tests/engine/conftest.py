"""Shared fixtures of the engine tests that ask the shipped model about the bench KGs."""

from __future__ import annotations

from pathlib import Path

import pytest

#: the hand-written bench KGs (``kgqa.bench.<name>_kg``)
BENCH_KGS = Path(__file__).parents[1] / "candidates" / "data"


@pytest.fixture(scope="module")
def shipped_engine():
    """The engine with the shipped checkpoint and its search settings."""
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint()


@pytest.fixture(scope="session")
def bench_kg(oxigraph_server):
    """``bench_kg(name)``: the bench KG ``tests/candidates/data/<name>.ttl`` in a graph of its
    own on the shared Oxigraph server, loaded once a session."""
    from kgqa.kg.endpoint import EndpointKG

    loaded: dict[str, EndpointKG] = {}

    def kg(name: str) -> EndpointKG:
        if name not in loaded:
            graph = f"http://example.org/g/{name}"
            oxigraph_server.load_file(BENCH_KGS / f"{name}.ttl", graph=graph)
            loaded[name] = EndpointKG(oxigraph_server.query_url, default_graph=graph, name=name)
        return loaded[name]

    return kg


@pytest.fixture(scope="session")
def data_kg(oxigraph_server):
    """``data_kg(file)``: the small test KG ``tests/engine/data/<file>`` in a graph of its own on
    the shared Oxigraph server, loaded once a session."""
    from kgqa.kg.endpoint import EndpointKG

    loaded: dict[str, EndpointKG] = {}

    def kg(file: str) -> EndpointKG:
        if file not in loaded:
            graph = f"http://example.org/g/data/{file}"
            oxigraph_server.load_file(Path(__file__).parent / "data" / file, graph=graph)
            loaded[file] = EndpointKG(oxigraph_server.query_url, default_graph=graph, name=file.split(".")[0])
        return loaded[file]

    return kg


@pytest.fixture(scope="session")
def answers_as_gold():
    """``answers_as_gold(engine, kg, name, question, gold)``: the engine's answer to ``question``
    on ``kg`` and the gold SPARQL's first column, both as sets of strings: ``(answered, wanted,
    answer)``."""
    def compare(engine, kg, name: str, question: str, gold: str):
        wanted = {str(r[0]) for r in kg.select(gold).rows}
        answer = engine.answer(question, kg, kg_name=name)
        return {str(r[0]) for r in answer.rows}, wanted, answer

    return compare
