"""Names in parts (kgqa.candidates.part_names) and titles on blank title nodes, read by the label
index's entity names from a real embedded store."""

from __future__ import annotations

import pytest

from kgqa.candidates.entities import entity_names
from kgqa.kg.embedded import EmbeddedKG

TTL = """
@prefix ex: <http://example.org/> .
@prefix fhir: <http://hl7.org/fhir/> .
@prefix foaf: <http://xmlns.com/foaf/0.1/> .
@prefix bf: <http://id.loc.gov/ontologies/bibframe/> .
ex:p1 a fhir:Patient ; fhir:Patient.name [ fhir:HumanName.family [ fhir:value "Okafor" ] ;
    fhir:HumanName.given [ fhir:value "Ada" ] ; fhir:HumanName.given [ fhir:value "Ngozi" ] ] .
ex:p2 a foaf:Person ; foaf:givenName "Elena" ; foaf:familyName "Marsh" .
ex:p3 a foaf:Person ; foaf:givenName "Jonas" ; foaf:familyName "Marsh" .
ex:p4 a foaf:Person ; foaf:name "Judge Harriet Vane" ; foaf:givenName "Harriet" ; foaf:familyName "Vane" .
ex:w1 a bf:Work ; bf:title [ a bf:Title ; bf:mainTitle "Winter Harbour" ] .
"""
TAXA = """
@prefix ex: <http://example.org/> .
ex:lion a ex:Species ; ex:family "Felidae" .
"""


def _names(tmp_path, text: str, **kw) -> set[tuple[str, str, str]]:
    f = tmp_path / "people.ttl"
    f.write_text(text)
    kg = EmbeddedKG([f], name="people", **kw)
    return {(e.iri.rsplit("/", 1)[-1], e.label, e.source) for e in entity_names(kg)}


@pytest.mark.parametrize("collapse", [True, False])
def test_given_and_family_name_make_a_name(tmp_path, collapse):
    names = _names(tmp_path, TTL, collapse_value_nodes=collapse)
    assert {("p1", "Ada Okafor", "label"), ("p1", "Ngozi Okafor", "label"), ("p1", "Okafor", "alt_label"),
            ("p2", "Elena Marsh", "label"), ("p3", "Jonas Marsh", "label")} <= names
    assert ("p4", "Harriet Vane", "alt_label") in names  # a second name beside its own
    assert not any(label == "Marsh" for _, label, _ in names)  # two people's family name names neither


def test_a_title_node_with_no_iri_names_its_owner(tmp_path):
    assert ("w1", "Winter Harbour", "label") in _names(tmp_path, TTL)


def test_a_family_with_no_given_name_is_no_person_s_name(tmp_path):
    assert not any(label == "Felidae" for _, label, _ in _names(tmp_path, TAXA))
