"""Value nodes collapsed on load (kgqa.kg.value_nodes), through the real embedded store."""

from __future__ import annotations

from rdflib import Literal, URIRef

from kgqa.kg.embedded import EmbeddedKG

EX = "http://example.org/"
TTL = """
@prefix ex: <http://example.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
ex:p1 a ex:Patient ;
    ex:birthDate [ ex:value "1961-03-02"^^xsd:date ] ;
    ex:code [ ex:coding [ ex:code [ ex:value "44054006" ] ; ex:display [ ex:value "Type 2 diabetes" ] ] ] ;
    ex:isbn [ a ex:Isbn ; ex:value "978" ] ;
    ex:weight [ ex:value 80 ; ex:unit "kg" ] ;
    ex:area [ ex:value 42.5 ; ex:hasUnit ex:M2 ; ex:note "measured" ] ;
    ex:height [ a ex:Quantity ; ex:value 2 ; ex:unitCode "MTR" ] ;
    ex:shared _:s .
ex:p2 ex:shared _:s .
_:s ex:value "shared" .
"""


def _kg(tmp_path, **kw) -> EmbeddedKG:
    f = tmp_path / "wrapped.ttl"
    f.write_text(TTL)
    return EmbeddedKG([f], name="wrapped", **kw)


def _objects(kg: EmbeddedKG, prop: str) -> list:
    return [r[0] for r in kg.select(f"SELECT ?o WHERE {{ <{EX}p1> <{EX}{prop}> ?o }}").rows]


def test_a_wrapped_value_takes_its_node_s_place(tmp_path):
    kg = _kg(tmp_path)
    assert [str(o) for o in _objects(kg, "birthDate")] == ["1961-03-02"]
    # nested wrappers down to a node of several values, whose own wrapped values are collapsed too
    rows = kg.select(f"SELECT ?c ?d WHERE {{ <{EX}p1> <{EX}code> ?n . ?n <{EX}code> ?c . ?n <{EX}display> ?d }}").rows
    assert [(str(c), str(d)) for c, d in rows] == [("44054006", "Type 2 diabetes")]


def test_a_measure_takes_its_number_s_place_and_drops_its_unit(tmp_path):
    kg = _kg(tmp_path)
    assert [float(o) for o in _objects(kg, "weight")] == [80.0]
    assert not kg.ask(f'ASK {{ ?n <{EX}unit> "kg" }}')


def test_typed_shared_and_many_valued_nodes_stay(tmp_path):
    kg = _kg(tmp_path)
    # a typed quantity says what it is; a node with a value, a unit and a note holds more than a measure
    for prop in ("isbn", "shared", "height", "area"):
        (node,) = _objects(kg, prop)
        assert not isinstance(node, (Literal, URIRef)), prop
    assert kg.ask(f"ASK {{ ?n a <{EX}Isbn> ; <{EX}value> \"978\" }}")


def test_the_files_as_written_on_request(tmp_path):
    kept, collapsed = _kg(tmp_path, collapse_value_nodes=False), _kg(tmp_path)
    (node,) = _objects(kept, "birthDate")
    assert not isinstance(node, Literal)
    # one triple less per wrapper (birth date, code, coding code, display, weight), and the weight's unit
    assert len(kept) - len(collapsed) == 6
    assert kept.identity != collapsed.identity
