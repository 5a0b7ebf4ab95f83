from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rdflib import Literal, URIRef

from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import ReadOnlyViolation
from kgqa.kg.query_guard import ensure_read_only, query_form
from kgqa.kg.sparql_text import normalize_query, substitute_variable
from kgqa.kg.terms import iri_to_sparql, term_to_sparql


@pytest.mark.parametrize(
    "query,form",
    [
        ("SELECT * WHERE {}", "SELECT"),
        ("prefix : <http://x/>\nBASE <http://b/>\n# c\nask {}", "ASK"),
        ("PREFIX ex:<http://x/> CONSTRUCT {} WHERE {}", "CONSTRUCT"),
        ("describe <http://x>", "DESCRIBE"),
        ("PREFIX : <http://x/> INSERT DATA {}", "INSERT"),
    ],
)
def test_query_form(query, form):
    assert query_form(query) == form


def test_guard_refuses_updates_and_garbage():
    for q in ("INSERT DATA {}", "", "   ", "DELETE {} WHERE {}", "SELEC * {}"):
        with pytest.raises(ReadOnlyViolation):
            ensure_read_only(q)


def test_iri_validation():
    assert iri_to_sparql("http://x/a#b") == "<http://x/a#b>"
    for bad in ("http://x/a b", "http://x/a>", 'http://x/"', "http://x/{a}"):
        with pytest.raises(ValueError):
            iri_to_sparql(bad)


def test_substitution_skips_strings_iris_and_other_variables():
    text = '?x <http://e/?x> "?x" . ?xy ?p $x FILTER(?x < 3)'
    out = substitute_variable(text, "x", "<http://c>")
    assert out == '<http://c> <http://e/?x> "?x" . ?xy ?p <http://c> FILTER(<http://c> < 3)'


def test_normalize_keeps_literal_whitespace():
    assert normalize_query('SELECT  ?s\n WHERE { ?s ?p "a  b" } # x') == 'SELECT ?s WHERE { ?s ?p "a  b" }'


def test_an_escaped_hash_in_a_prefixed_name_is_no_comment():
    # two queries that differ after ":singer\#" must not share a cache key
    a = "SELECT ?n WHERE { ?s :singer\\#name ?n . ?s :singer\\#age 30 }"
    b = "SELECT ?n WHERE { ?s :singer\\#name ?n . ?s :singer\\#age 40 }"
    assert normalize_query(a) == a and normalize_query(a) != normalize_query(b)


_kg = EmbeddedKG.from_triples([], name="escape")


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=30))
def test_any_string_literal_round_trips(text):
    """Escaping by construction: any string comes back from the store unchanged."""
    q = f"SELECT ?v WHERE {{ BIND({term_to_sparql(Literal(text))} AS ?v) }}"
    assert str(_kg.select(q, use_cache=False).rows[0][0]) == text


def test_rendering_of_python_values():
    assert term_to_sparql(3) == '"3"^^<http://www.w3.org/2001/XMLSchema#integer>'
    assert term_to_sparql(URIRef("http://x/y")) == "<http://x/y>"
    assert term_to_sparql(Literal("a", lang="en")) == '"a"@en'


def test_kept_literals_are_the_literals_built_anew():
    """Result terms are kept per parts (kgqa.kg.terms.literal): the same canonical rdflib terms,
    one object for a short repeated value, a new one for a long text."""
    import pyoxigraph as ox

    from kgqa.kg.embedded import from_ox
    from kgqa.kg.terms import CACHED_LEXICAL_CHARS, _new_literal, literal

    xsd = "http://www.w3.org/2001/XMLSchema#"
    for parts in [("01", xsd + "integer", None), ("12.50", xsd + "decimal", None), ("true", xsd + "boolean", None),
                  ("chat", None, "fr"), ("plain", None, None), ("plain", xsd + "string", None),
                  ("2020-01-02", xsd + "date", None)]:
        kept = literal(*parts)
        fresh = _new_literal(*parts)
        assert kept == fresh and str(kept) == str(fresh) and kept.datatype == fresh.datatype
        assert kept.language == fresh.language and kept.value == fresh.value
        assert literal(*parts) is kept
    assert literal("01", xsd + "integer") == Literal(1)
    long = "x" * (CACHED_LEXICAL_CHARS + 1)
    assert literal(long) == Literal(long) and literal(long) is not literal(long)
    iri = from_ox(ox.NamedNode("http://example.org/a"))
    assert iri == URIRef("http://example.org/a") and from_ox(ox.NamedNode("http://example.org/a")) is iri
    assert from_ox(ox.Literal("7", datatype=ox.NamedNode(xsd + "integer"))) == Literal(7)
