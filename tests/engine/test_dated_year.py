"""kgqa.engine.dated_year: a year compared with a property that holds things or text is read on
the dated property of the compared class that fits the question best, as the date's year."""

from __future__ import annotations

from kgqa.candidates.schema import SchemaItem
from kgqa.engine.dated_year import dated_reading, undated_year_edge
from kgqa.querygraph import sparql_to_graph, to_sparql

DCT, DCAT = "http://purl.org/dc/terms/", "http://www.w3.org/ns/dcat#"
DATE = {"literal:http://www.w3.org/2001/XMLSchema#date": 3}


def _prop(local: str, ranges: dict, link: bool = False) -> SchemaItem:
    return SchemaItem(DCT + local, "property", local, local=local, domains={DCAT + "Dataset": 3}, ranges=ranges,
                      is_link=link)


PROPS = {DCT + "publisher": _prop("publisher", {"http://xmlns.com/foaf/0.1/Organization": 3}, link=True),
         DCT + "issued": _prop("issued", DATE), DCT + "modified": _prop("modified", DATE),
         DCT + "size": _prop("size", {"literal:http://www.w3.org/2001/XMLSchema#integer": 3})}
DATED = frozenset({DCT + "issued", DCT + "modified"})
ON_PUBLISHER = sparql_to_graph(f"SELECT ?x WHERE {{ ?x a <{DCAT}Dataset> . ?x <{DCT}publisher> ?p . FILTER(?p < 2016) }}")


def test_a_year_compared_with_a_publisher_is_read_on_the_dated_property_that_fits():
    assert undated_year_edge(ON_PUBLISHER, PROPS, DATED) is not None
    read = dated_reading(ON_PUBLISHER, PROPS, DATED, lambda props: DCT + "issued" if DCT + "issued" in props else None)
    sparql = to_sparql(read)
    assert f"<{DCT}issued>" in sparql and "YEAR(" in sparql and f"<{DCT}publisher>" not in sparql


def test_a_year_compared_with_a_number_or_a_date_stands():
    on_size = sparql_to_graph(f"SELECT ?x WHERE {{ ?x <{DCT}size> ?s . FILTER(?s > 2016) }}")
    on_date = sparql_to_graph(f"SELECT ?x WHERE {{ ?x <{DCT}issued> ?d . FILTER(?d > 2016) }}")
    assert undated_year_edge(on_size, PROPS, DATED) is None
    assert undated_year_edge(on_date, PROPS, DATED) is None
    not_a_year = sparql_to_graph(f"SELECT ?x WHERE {{ ?x <{DCT}publisher> ?p . FILTER(?p < 20) }}")
    assert undated_year_edge(not_a_year, PROPS, DATED) is None
