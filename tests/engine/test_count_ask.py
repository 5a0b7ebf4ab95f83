"""kgqa.engine.count_ask: whether the named thing has more (or fewer) of something than a
number, asked on a real store."""

from __future__ import annotations

import pytest
from rdflib import URIRef

from kgqa.engine.count_ask import count_ask
from kgqa.kg.embedded import EmbeddedKG

D = "https://dblp.org/"
TTL = f"""@prefix d: <{D}rdf/schema#> .
<{D}rec/a> a d:Publication ; d:authoredBy <{D}pid/ada>, <{D}pid/lena>, <{D}pid/wei>, <{D}pid/mei> ;
    d:numberOfCreators 4 ; d:stars 15200 ; d:hasSignature [ d:signatureCreator <{D}pid/ada> ; d:signatureOrdinal 1 ] .
<{D}pid/ada> a d:Person . <{D}pid/lena> a d:Person . <{D}pid/wei> a d:Person . <{D}pid/mei> a d:Person .
"""


@pytest.fixture
def kg(tmp_path):
    ttl = tmp_path / "papers.ttl"
    ttl.write_text(TTL)
    return EmbeddedKG([ttl], name="papers")


def _ask(kg, question):
    found = count_ask(question, {("ent", URIRef(f"{D}rec/a")): "learned compression"},
                      lambda noun: f"{D}rdf/schema#Person" if noun.startswith("person") else None, lambda c: "a",
                      lambda q: [str(r[0]) for r in kg.select(q).rows], lambda p: p.rsplit("#", 1)[-1])
    return None if found is None else kg.ask(found.sparql)


@pytest.mark.parametrize("question,truth", [
    ("Does Learned Compression have more than three authors?", True),
    ("Does Learned Compression have more than 4 authors?", False),
    ("Does Learned Compression have at least four authors?", True),
    ("does learned compression have fewer than 2 authors", False),
    ("Does Learned Compression have more than three persons?", True),  # by the class the noun names
])
def test_the_count_of_the_property_the_noun_names(kg, question, truth):
    assert _ask(kg, question) is truth


def test_another_form_or_no_property_is_no_reading(kg):
    assert _ask(kg, "Does Learned Compression have more authors than Robust Indexes?") is None
    assert _ask(kg, "Does Learned Compression have more than three reviewers?") is None
    # a stored number is compared as a number, not counted
    assert _ask(kg, "Does Learned Compression have over 15000 stars?") is None
