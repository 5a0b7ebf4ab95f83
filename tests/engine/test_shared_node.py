"""kgqa.engine.shared_node: the things linked to the same node as the named thing, by one
property, read on a real store (data/credits.ttl is not needed: a small dblp-shaped graph)."""

from __future__ import annotations

from rdflib import URIRef

from kgqa.engine.shared_node import co_holders, says_shared
from kgqa.kg.embedded import EmbeddedKG

D = "https://dblp.org/"
TTL = f"""@prefix d: <{D}rdf/schema#> .
<{D}rec/a> a d:Publication ; d:authoredBy <{D}pid/ada>, <{D}pid/lena>, <{D}pid/wei> ;
    d:hasSignature [ d:signatureCreator <{D}pid/ada> ; d:signatureOrdinal 1 ] .
<{D}rec/b> a d:Publication ; d:authoredBy <{D}pid/ada>, <{D}pid/tomas> .
<{D}rec/c> a d:Publication ; d:authoredBy <{D}pid/mei> .
<{D}pid/ada> a d:Person . <{D}pid/lena> a d:Person . <{D}pid/wei> a d:Person . <{D}pid/tomas> a d:Person .
<{D}pid/mei> a d:Person .
"""


def _rows(tmp_path, question, name="ada"):
    ttl = tmp_path / "papers.ttl"
    ttl.write_text(TTL)
    kg = EmbeddedKG([ttl], name="papers")
    found = co_holders(question, {("ent", URIRef(f"{D}pid/{name}")): name},
                       lambda q: [str(r[0]) for r in kg.select(q).rows])
    return None if found is None else {str(r[0]).rsplit("/", 1)[-1] for r in kg.select(found.sparql).rows}


def test_the_co_authors_of_a_named_author(tmp_path):
    assert _rows(tmp_path, "Who has co-authored papers with ada?") == {"lena", "wei", "tomas"}
    assert _rows(tmp_path, "Who wrote papers with ada?") == {"lena", "wei", "tomas"}
    assert _rows(tmp_path, "How many different co-authors has ada had?") == {"3"}
    assert _rows(tmp_path, "Who has co-authored papers with mei?", "mei") is None  # no shared paper


def test_only_a_question_of_that_form():
    assert says_shared("Which coauthors does ada have?", "ada")
    assert not says_shared("What is served with salmon?", "salmon")  # "with": people only
    assert not says_shared("Is ada a co-author of lena?", "ada")  # a yes/no question
    assert not says_shared("Who wrote papers about ada?", "ada")
