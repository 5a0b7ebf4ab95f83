"""kgqa.engine.both_listing: what holds both named things, by one property or through a node of
its own each, read on a real store."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.both_listing import both_listing, both_named
from kgqa.kg.embedded import EmbeddedKG

E = "http://people.example.com/"
TTL = f"""@prefix s: <{E}schema/> . @prefix e: <{E}entity/> .
e:jonas a s:Person ; s:heldPosition e:p1, e:p2 . e:anja a s:Person ; s:heldPosition e:p3, e:p4 .
e:liv a s:Person ; s:heldPosition e:p5 .
e:p1 s:organisation e:bank . e:p2 s:organisation e:parliament . e:p3 s:organisation e:bank .
e:p4 s:organisation e:parliament . e:p5 s:organisation e:bank .
e:r1 a s:Recipe ; s:uses e:garlic, e:lemon . e:r2 a s:Recipe ; s:uses e:garlic .
"""


def _read(tmp_path, question, a, b, cls):
    ttl = tmp_path / "people.ttl"
    ttl.write_text(TTL)
    kg = EmbeddedKG([ttl], name="people")
    stated = {("ent", URIRef(f"{E}entity/{a}")): a, ("ent", URIRef(f"{E}entity/{b}")): b}
    found = both_listing(question, stated, cls and f"{E}schema/{cls}", lambda c: "a", lambda q: kg.select(q).rows)
    return None if found is None else {str(r[0]).rsplit("/", 1)[-1] for r in kg.select(found.sparql).rows}


def test_through_a_node_of_its_own_each(tmp_path):
    assert _read(tmp_path, "Which people have worked for both bank and parliament?", "bank", "parliament",
                 "Person") == {"jonas", "anja"}
    assert _read(tmp_path, "How many people worked for both bank and parliament?", "bank", "parliament",
                 "Person") == {"2"}


def test_by_one_property(tmp_path):
    assert _read(tmp_path, "which recipes use both garlic and lemon", "garlic", "lemon", "Recipe") == {"r1"}
    assert _read(tmp_path, "Who uses both garlic and lemon?", "garlic", "lemon", None) == {"r1"}


def test_only_both_of_the_two_named():
    stated = {("ent", "a"): "garlic", ("ent", "b"): "lemon"}
    assert both_named("Which recipes use both garlic and lemon?", stated) == ("a", "b")
    assert both_named("Which recipes use garlic and lemon?", stated) is None  # no "both"
    assert both_named("Is garlic used in both recipes with lemon?", stated) is None  # not a listing
