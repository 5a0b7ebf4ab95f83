"""The schema and value indexes use SPARQL only: the same code indexes a real HTTP endpoint."""

import os

import pytest

from kgqa.candidates.collect import CandidateCollector
from kgqa.candidates.schema import SchemaIndex
from kgqa.candidates.values import ValueIndex
from kgqa.data.spider_kgs import spider_kg
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.registry import find_kg_file
from kgqa.testing.servers import OxigraphServer


@pytest.fixture(scope="module")
def endpoint_kg():
    if not OxigraphServer.available():
        if os.environ.get("CI") or os.environ.get("KGQA_REQUIRE_OXIGRAPH"):
            pytest.fail("the oxigraph server is required here but not installed")
        pytest.skip("the oxigraph server is not installed (pip install 'kgqa[dev]')")
    with OxigraphServer() as srv:
        srv.load_file(find_kg_file("concert_singer"))
        kg = EndpointKG(srv.query_url)
        yield kg
        kg.close()


def test_endpoint_schema_equals_embedded(endpoint_kg):
    remote = SchemaIndex.build(endpoint_kg, page_size=7)  # several LIMIT/OFFSET pages over HTTP
    local = SchemaIndex.build(spider_kg("concert_singer"))
    assert set(remote.classes) == set(local.classes)
    assert {k: (v.label, v.is_link, v.domains, v.ranges) for k, v in remote.properties.items()} == {
        k: (v.label, v.is_link, v.domains, v.ranges) for k, v in local.properties.items()
    }


def test_endpoint_values_and_pool(endpoint_kg):
    schema = SchemaIndex.for_kg(endpoint_kg)
    values = ValueIndex.for_kg(endpoint_kg, schema, page_size=20)
    assert len(values) == len(ValueIndex.for_kg(spider_kg("concert_singer")))
    pool = CandidateCollector().collect("Which singers are from France?", endpoint_kg)
    assert "France" in pool.ids("val")
    assert "http://valuenet/ontop/singer" == pool.ids("type")[0]
