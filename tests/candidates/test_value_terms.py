"""A vocabulary's enumeration named by its local name (kgqa.candidates.value_terms), read by the
label index's entity names from a real embedded store."""

from __future__ import annotations

from kgqa.candidates.entities import entity_names
from kgqa.kg.embedded import EmbeddedKG

TTL = """
@prefix g: <http://vocab.example.org/terms#> .
@prefix ex: <http://city.example.org/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
ex:r1 a g:Route ; g:routeType g:Ferry ; g:skillType g:Route .
ex:r2 a g:Route ; g:routeType g:Tram ; g:seeAlso g:Labelled .
ex:r3 a g:Route ; g:routeType g:Ferry .
g:Labelled rdfs:label "a labelled term" .
"""


def _names(tmp_path, text: str) -> dict[str, set[str]]:
    f = tmp_path / "terms.ttl"
    f.write_text(text)
    out: dict[str, set[str]] = {}
    for e in entity_names(EmbeddedKG([f], name="terms")):
        out.setdefault(e.iri.rsplit("#", 1)[-1], set()).add(e.label)
    return out


def test_a_term_with_nothing_of_its_own_is_named_by_its_local_name(tmp_path):
    names = _names(tmp_path, TTL)
    assert names["Ferry"] == {"ferry"} and names["Tram"] == {"tram"}
    assert names["Labelled"] == {"a labelled term"}  # its label, not its local name too


def test_a_term_named_like_a_class_is_the_class(tmp_path):
    assert "Route" not in _names(tmp_path, TTL)


def test_a_property_with_many_such_values_links_things_and_names_none(tmp_path):
    links = "\n".join(f"ex:r1 g:link <http://elsewhere.example.org/Page{i}> ." for i in range(60))
    names = _names(tmp_path, TTL + links)
    assert not any(k.startswith("Page") or "/Page" in k for k in names)
    assert names["Ferry"] == {"ferry"}


def test_a_link_to_one_page_per_thing_names_no_kind(tmp_path):
    pages = "\n".join(f"ex:r{i} g:wikipedia <http://wiki.example.org/Route_{i}_Line> ." for i in (1, 2, 3))
    names = _names(tmp_path, TTL + pages)
    assert not any("Line" in k for k in names)  # each used once: the thing's own page


def test_a_brand_in_two_capitals_is_named_as_one_word_too(tmp_path):
    pay = "\n".join(f"ex:o{i} g:accepts g:PayPal , g:Cash ." for i in (1, 2))
    names = _names(tmp_path, TTL + pay)
    assert names["PayPal"] == {"pay pal", "PayPal"}
    assert names["Cash"] == {"cash"}
