"""A service worker warms every KG before it serves (kgqa.serve.warm_up): real bundled KGs, the
real collector and ranker; the engine only records what it is asked."""

from __future__ import annotations

from kgqa.answer import KGAnswer
from kgqa.kg.registry import find_kg_file
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import EndpointUnavailable
from kgqa.serve import WARM_UP_QUESTION, warm_up
from kgqa.service.catalog import KGCatalog, KGInfo


class Recorder:
    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []

    def answer(self, question, kg, *, kg_name, top_k=5):
        self.asked.append((question, kg_name))
        return KGAnswer(question=question, kg=kg_name)


def unreachable():
    raise EndpointUnavailable("http://127.0.0.1:9/query", "connection refused")


def catalog() -> KGCatalog:
    cat = KGCatalog()
    for name in ("concert_singer", "pets_1"):
        cat.add(KGInfo(name, "embedded", name), lambda n=name: EmbeddedKG([find_kg_file(n)], name=n))
    cat.add(KGInfo("remote", "endpoint", "http://127.0.0.1:9/query"), unreachable)
    return cat


def test_warm_up_opens_each_kg_and_answers_once_on_each_embedded_one():
    from kgqa.candidates.collect import default_collector

    engine, cat = Recorder(), catalog()
    warm_up(engine, cat, read_only=False)
    assert engine.asked == [(WARM_UP_QUESTION, "concert_singer"), (WARM_UP_QUESTION, "pets_1")]
    collector = default_collector()
    for name in ("concert_singer", "pets_1"):
        _, kg = cat.get(name)
        schema = collector.schema(kg)
        assert schema.identity in collector.ranker._labels  # the label vectors are computed already
    assert "remote" not in cat._open  # an endpoint that builds its own indexes is left to its first request


def test_a_kg_that_cannot_be_warmed_is_left_to_its_first_request(caplog):
    engine, cat = Recorder(), catalog()
    warm_up(engine, cat, read_only=True)  # the endpoint is tried now, and is down: logged, not raised
    assert [kg for _, kg in engine.asked] == ["concert_singer", "pets_1"]
    assert any("remote" in r.getMessage() and "EndpointUnavailable" in r.getMessage() for r in caplog.records)
