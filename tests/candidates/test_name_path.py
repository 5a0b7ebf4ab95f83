"""kgqa.candidates.name_path: every name the label index gives a thing, as one property path,
and the node reader's test of a nameless answer through it."""

from __future__ import annotations

from kgqa.candidates.name_path import name_path
from kgqa.engine.reified import NodeReader
from kgqa.kg.embedded import EmbeddedKG

TTL = """@prefix d: <https://dblp.org/rdf/schema#> . @prefix xl: <http://www.w3.org/2008/05/skos-xl#> .
<https://dblp.org/rec/journals/tkde/AguirreM21> d:title "Entity Resolution with Weak Supervision." ;
    d:authoredBy <https://dblp.org/pid/19/6630> ;
    d:hasSignature [ d:signatureCreator <https://dblp.org/pid/19/6630> ; d:signatureOrdinal 1 ] .
<https://dblp.org/pid/19/6630> d:creatorName "Tomas Aguirre" .
<https://dblp.org/pid/96/3317> d:creatorName "Clara Moreau-Vidal" .
<http://ex.org/occupation/1> xl:prefLabel <http://ex.org/label/1> .
<http://ex.org/label/1> xl:literalForm "data analyst"@en .
"""


def _kg(tmp_path):
    ttl = tmp_path / "names.ttl"
    ttl.write_text(TTL)
    return EmbeddedKG([ttl], name="names")


def test_the_path_reaches_compound_names_and_label_nodes(tmp_path):
    kg = _kg(tmp_path)
    path = name_path(kg)
    assert "<https://dblp.org/rdf/schema#creatorName>" in path and "<http://www.w3.org/2008/05/skos-xl#prefLabel>/" in path
    named = {str(r[0]) for r in kg.select(f"SELECT ?x WHERE {{ ?x {path} ?name }}").rows}
    assert {"https://dblp.org/pid/19/6630", "https://dblp.org/pid/96/3317", "http://ex.org/occupation/1"} <= named
    assert name_path(kg) is path  # read once per KG


def test_an_author_named_by_its_creator_name_is_no_nameless_answer(tmp_path):
    """Only the standard labels: the author looks unnamed, and a reading would carry the
    answer on past it (to the signature nodes). By the KG's own names it is named."""
    kg = _kg(tmp_path)
    reader = NodeReader(lambda q: kg.select(q).rows, str, lambda props: None, names=name_path(kg))
    author = ["https://dblp.org/pid/19/6630"]
    assert reader.unnamed(author) and not reader.nameless(author)
    signature = [str(r[0]) for r in kg.select("SELECT ?s WHERE { ?x <https://dblp.org/rdf/schema#hasSignature> ?s }").rows]
    assert signature and reader.unnamed_at("VALUES ?x { <https://dblp.org/rec/journals/tkde/AguirreM21> } "
                                           "?x <https://dblp.org/rdf/schema#hasSignature> ?n .")
