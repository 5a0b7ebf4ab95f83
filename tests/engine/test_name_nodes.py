"""Protein entries in UniProt's shape (tests/engine/data/entries.ttl), asked through the shipped
engine on the Oxigraph server: an entry named by its accession IRI and by the full name on its
name node (kgqa.candidates.second_names.accession, title_properties.name_node_titles), and a name node answered with
its full name (kgqa.engine.unnamed_answer)."""

from __future__ import annotations

import pytest

P = "http://purl.uniprot.org/uniprot/"


@pytest.fixture(scope="module")
def entries(data_kg):
    return data_kg("entries.ttl")


@pytest.mark.parametrize("question, gold", [
    ("What is KAPR3_MOUSE 's recommended name?", ["Kinase-associated protein regulator 3"]),
    ("What is the recommended name of DRH7_HUMAN?", ["DNA repair helicase DRH7"]),
])
def test_a_name_node_answers_with_its_full_name(shipped_engine, entries, question, gold):
    a = shipped_engine.answer(question, entries, kg_name="entries")
    assert [r[0] for r in a.rows] == gold, a.sparql


@pytest.mark.parametrize("question, gold", [
    ("Which organism does P0DM44 come from?", ["http://purl.uniprot.org/taxonomy/9606"]),  # its accession
    ("Which organism is Sialomucin-binding lectin 2 from?", ["http://purl.uniprot.org/taxonomy/10090"]),  # its name node's
])
def test_an_entry_is_found_by_its_accession_and_by_its_full_name(shipped_engine, entries, question, gold):
    a = shipped_engine.answer(question, entries, kg_name="entries")
    assert [r[0] for r in a.rows] == gold, a.sparql
