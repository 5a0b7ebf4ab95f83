"""kgqa.candidates.aspects: the unnamed nodes that belong to one named thing, on a real store."""

from __future__ import annotations

import pytest

from kgqa.candidates.aspects import entity_aspects
from kgqa.kg.embedded import EmbeddedKG

X = "http://example.org/"
TTL = f"""@prefix x: <{X}> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix xl: <http://www.w3.org/2008/05/skos-xl#> .
x:clara a x:Concept ; skos:prefLabel "Clara Verhulst" ; x:focus x:clara-agent ; xl:altLabel x:term1 ;
    x:teacherOf x:pupil ; x:seeAlso x:shared ; x:address [ x:street "Kade 4" ; x:city "Halden" ] .
x:clara-agent a x:Agent ; x:nationality x:dutch ; x:biography x:bio1 .
x:bio1 x:birthPlace x:veldhaven ; x:born "1650" .
x:term1 a xl:Label ; xl:literalForm "C. Verhulst" .
x:pupil a x:Concept ; x:born "1690" .
x:shared x:note "linked from two things" .
x:other skos:prefLabel "Other" ; x:seeAlso x:shared .
x:dutch skos:prefLabel "Dutch" . x:veldhaven skos:prefLabel "Veldhaven" .
"""


@pytest.fixture
def kg(tmp_path):
    ttl = tmp_path / "aspects.ttl"
    ttl.write_text(TTL)
    return EmbeddedKG([ttl], name="aspects")


def test_the_aspects_are_unnamed_nodes_only_the_thing_links_to(kg):
    found = {a.path: a.node for a in entity_aspects(kg, f"{X}clara")}
    assert found == {
        (f"{X}focus",): f"{X}clara-agent",
        (f"{X}address",): None,  # a blank node: reached by its path, named by no query
        (f"{X}focus", f"{X}biography"): f"{X}bio1",
    }
    # not a SKOS-XL label node (it only spells a name), not a thing of Clara's own class (a
    # pupil), not a node another thing links to too, not a named thing (Dutch)


def test_one_step_only_and_a_thing_with_none(kg):
    assert {a.path for a in entity_aspects(kg, f"{X}clara", depth=1)} == {(f"{X}focus",), (f"{X}address",)}
    assert entity_aspects(kg, f"{X}other") == []
