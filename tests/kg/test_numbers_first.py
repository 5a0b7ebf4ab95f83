"""Mixed numbers and number-like strings under one ORDER BY: Oxigraph (0.5.13) compares them in
an order that is no total order and Rust's sort aborts the process on it. Every backend that
runs Oxigraph sorts numbers apart first (:func:`kgqa.kg.sparql_text.numbers_first`); checked on
the embedded store (in a child process: a regression aborts it), a real Oxigraph server (which
must still answer afterwards) and a real Virtuoso server (the rewritten keys are standard SPARQL)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.sparql_text import numbers_first

EX = "http://example.org/priced/"
# every other price a string that reads as a number ("37.99"), the rest integers: the mix that
# broke Oxigraph's order (a store sorting all 300 aborted)
PRICES_TTL = "".join(
    f'<{EX}p{i}> <{EX}price> {chr(34) + str((i * 37) % 500) + ".99" + chr(34) if i % 2 else (i * 53) % 500} .\n'
    for i in range(300))
HIGHEST = "SELECT ?x ?v WHERE { ?x <" + EX + "price> ?v } ORDER BY DESC(?v) LIMIT 1"
BUSIEST = ("SELECT ?v (COUNT(?x) AS ?n) WHERE { ?x <" + EX + "price> ?v } GROUP BY ?v "
           "ORDER BY DESC(COUNT(?x)) ?v LIMIT 1")


def test_every_key_is_sorted_numbers_first_and_nothing_else_changes():
    assert numbers_first(HIGHEST).endswith("ORDER BY DESC(isNumeric(?v)) DESC(?v)  LIMIT 1")
    assert "ORDER BY DESC(isNumeric(DESC(COUNT(?x))))" not in numbers_first(BUSIEST)
    assert "ORDER BY DESC(isNumeric(COUNT(?x))) DESC(COUNT(?x)) DESC(isNumeric(?v)) ?v" in numbers_first(BUSIEST)
    nested = 'SELECT ?x WHERE { { SELECT ?x WHERE { ?x ?p ?v } ORDER BY ?v LIMIT 3 } ?x ?q "ORDER BY ?z" }'
    assert numbers_first(nested).count("isNumeric") == 1 and '"ORDER BY ?z"' in numbers_first(nested)
    assert numbers_first(numbers_first(HIGHEST)) == numbers_first(HIGHEST)
    plain = "SELECT ?x WHERE { ?x ?p ?v } LIMIT 5"
    assert numbers_first(plain) == plain


def test_the_embedded_store_survives_and_puts_the_highest_number_first(tmp_path):
    data = tmp_path / "prices.ttl"
    data.write_text(PRICES_TTL)
    script = textwrap.dedent(f"""
        from kgqa.kg.embedded import EmbeddedKG
        kg = EmbeddedKG([{str(data)!r}], name="prices")
        print(kg.select({HIGHEST!r}).rows[0][1])
        print(len(kg.select({BUSIEST!r}).rows))
    """)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == ["498", "1"]  # (149 * 53) % 500, the largest integer


def test_an_oxigraph_server_survives_and_answers(oxigraph_server, tmp_path):
    data = tmp_path / "prices.ttl"
    data.write_text(PRICES_TTL)
    graph = EX + "graph"
    oxigraph_server.load_file(data, graph=graph)
    kg = EndpointKG(oxigraph_server.query_url, default_graph=graph, name="prices")
    assert str(kg.select(HIGHEST).rows[0][1]) == "498"
    assert kg.ask("ASK { ?x <" + EX + "price> ?v }")  # still up


def test_virtuoso_reads_the_rewritten_keys(virtuoso_server, tmp_path):
    data = tmp_path / "prices.ttl"
    data.write_text(PRICES_TTL)
    graph = EX + "graph"
    virtuoso_server.load_files([data], graph=graph)
    kg = EndpointKG(virtuoso_server.query_url, default_graph=graph, name="prices-virtuoso")
    assert str(kg.select(HIGHEST).rows[0][1]) == "498"
    assert len(kg.select(BUSIEST).rows) == 1
