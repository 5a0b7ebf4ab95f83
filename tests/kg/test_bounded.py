"""Bounded execution on every backend: a SELECT runs with LIMIT max_rows+1, its result is read as a
stream that stops at the cap, and comes back cut and marked ``truncated`` (overflow="truncate")
or fails (overflow="error"); a request's SELECTs share a row budget; big results stay out of the
cache; onboarding's streams read whole results."""

from __future__ import annotations

import time

import pytest

from kgqa.candidates.scan import Scan, Scanner
from kgqa.kg.errors import ResultTooLarge, ResultTruncated
from kgqa.kg.row_budget import RowBudgetSpent, kg_row_budget
from kgqa.kg.sparql_text import bound_select, normalize_query

EX = "http://example.org/"
PFX = f"PREFIX ex: <{EX}>\n"
BULK = PFX + "SELECT ?s ?i WHERE { ?s ex:index ?i }"
CROSS = PFX + "SELECT ?a ?b WHERE { ?a ex:index ?i . ?b ex:index ?j }"  # 600 x 600 rows


@pytest.mark.parametrize("query, bounded", [
    ("SELECT ?s WHERE { ?s ?p ?o }", "SELECT ?s WHERE { ?s ?p ?o }\nLIMIT 11\n"),
    ("SELECT ?s WHERE { ?s ?p ?o } ORDER BY ?s", "SELECT ?s WHERE { ?s ?p ?o } ORDER BY ?s\nLIMIT 11\n"),
    # a sub-select's LIMIT is the sub-select's, not the query's
    ("SELECT ?s WHERE { { SELECT ?s WHERE { ?s ?p ?o } LIMIT 5 } }",
     "SELECT ?s WHERE { { SELECT ?s WHERE { ?s ?p ?o } LIMIT 5 } }\nLIMIT 11\n"),
    # its own LIMIT (with OFFSET, before or after) is kept when within the cap, lowered when past it
    ('SELECT ?s WHERE { ?s ?p "}" } LIMIT 3 OFFSET 2', 'SELECT ?s WHERE { ?s ?p "}" } LIMIT 3 OFFSET 2'),
    ("SELECT ?s WHERE { ?s ?p ?o } OFFSET 2 LIMIT 300000", "SELECT ?s WHERE { ?s ?p ?o } OFFSET 2 LIMIT 11"),
    # a LIMIT in a comment, a string or a variable name is none; a trailing VALUES block stays last
    ("SELECT ?s WHERE { ?s ?p ?o } # LIMIT 5\n", "SELECT ?s WHERE { ?s ?p ?o } # LIMIT 5\nLIMIT 11\n"),
    ('SELECT ?limit WHERE { ?s ?p "LIMIT 2" }', 'SELECT ?limit WHERE { ?s ?p "LIMIT 2" }\nLIMIT 11\n'),
    ("SELECT ?s WHERE { ?s ?p ?o } VALUES ?s { <http://x> }", "SELECT ?s WHERE { ?s ?p ?o }\nLIMIT 11\nVALUES ?s { <http://x> }"),
    ("SELECT ?x WHERE { ?x <http://a/{b}> ?o } GROUP BY ?x HAVING(COUNT(?o) > 1)",
     "SELECT ?x WHERE { ?x <http://a/{b}> ?o } GROUP BY ?x HAVING(COUNT(?o) > 1)\nLIMIT 11\n"),
])
def test_bound_select(query, bounded):
    assert bound_select(query, 11) == bounded


@pytest.fixture
def small_kg(kg):
    old = (kg.max_rows, kg.overflow)
    kg.max_rows = 100
    yield kg
    kg.max_rows, kg.overflow = old
    kg.clear_cache()


def test_truncate_cuts_at_max_rows_and_says_so(small_kg):
    small_kg.overflow = "truncate"
    with kg_row_budget(None) as usage:
        res = small_kg.select(BULK)
        assert len(res) == 100 and res.truncated
        assert normalize_query(BULK) in usage.truncated
        # a cached answer is still recorded as cut
        usage.truncated.clear()
        assert small_kg.select(BULK).truncated and normalize_query(BULK) in usage.truncated
    whole = small_kg.select(PFX + "SELECT ?s WHERE { ?s ex:index ?i } LIMIT 100")
    assert len(whole) == 100 and not whole.truncated  # exactly max_rows is not cut


def test_error_is_the_default_past_max_rows(small_kg):
    with pytest.raises(ResultTooLarge):
        small_kg.select(BULK, use_cache=False)


def test_a_cross_product_stops_at_the_cap(small_kg):
    small_kg.overflow = "truncate"
    t = time.perf_counter()
    res = small_kg.select(CROSS, use_cache=False)
    assert len(res) == 100 and res.truncated
    assert time.perf_counter() - t < 5  # 360,000 rows were never read


def test_ordered_queries_keep_their_order(small_kg):
    small_kg.overflow = "truncate"
    res = small_kg.select(PFX + "SELECT ?i WHERE { ?s ex:index ?i } ORDER BY DESC(?i)")
    assert [int(r[0]) for r in res.rows] == list(range(599, 499, -1)) and res.truncated


def test_row_budget_spans_a_request(small_kg):
    small_kg.overflow = "truncate"
    with kg_row_budget(150):
        small_kg.select(BULK, use_cache=False)
        with pytest.raises(RowBudgetSpent, match="150 rows"):
            small_kg.select(PFX + "SELECT ?s WHERE { ?s ex:index ?i } LIMIT 60", use_cache=False)
    small_kg.select(BULK, use_cache=False)  # outside the block: no budget


def test_big_results_stay_out_of_the_cache(small_kg):
    small_kg.overflow = "truncate"
    small_kg.cache_max_rows = 50
    try:
        before = small_kg.stats.queries
        small_kg.select(BULK)
        small_kg.select(BULK)
        assert small_kg.stats.queries == before + 2
    finally:
        small_kg.cache_max_rows = 10_000


def test_stream_reads_the_whole_result(small_kg):
    if small_kg.name == "virtuoso":  # its ResultSetMaxRows (500 here) cuts a stream, and says so
        with pytest.raises(ResultTruncated):
            list(small_kg.stream(BULK))
        return
    rows = list(small_kg.stream(BULK))
    assert len(rows) == 600  # max_rows is the caller's business when streaming
    # a stream closed early leaves the KG answering
    it = small_kg.stream(CROSS)
    next(it)
    it.close()
    assert small_kg.ask(PFX + "ASK { ?s ex:index 5 }")


def test_onboarding_scans_read_every_row_on_every_backend(small_kg):
    """On Virtuoso the stream is cut (ResultSetMaxRows): keyset pages then read it all."""
    scanner = Scanner(small_kg, page_size=70)
    rows = list(scanner.rows(Scan("?s ?i", f"?s <{EX}index> ?i", "s", 10_000)))
    assert len(rows) == 600 and len({r[0] for r in rows}) == 600
    assert scanner.used == ({"keyset": 1} if small_kg.name == "virtuoso" else {"stream": 1})


def test_a_scan_past_the_servers_cap_is_paged_from_its_start(small_kg, monkeypatch):
    """Virtuoso (ResultSetMaxRows 500 here) is asked the scan's count and an unsorted probe
    before the scan, learns its cap from the probe and reads the 600 rows in streamed pages of
    499 from the start: no sorted stream is sent to be cut. Oxigraph answers the probe whole and
    streams; the embedded store is neither counted nor probed."""
    streamed: list[str] = []
    real = small_kg._stream

    def spy(query, timeout_s):
        streamed.append(query)
        return real(query, timeout_s)

    monkeypatch.setattr(small_kg, "_stream", spy)
    scanner = Scanner(small_kg, page_size=70)
    scan = Scan("?s ?i", f"?s <{EX}index> ?i", "s", 10_000)
    rows = list(scanner.rows(scan))
    assert len(rows) == 600 and len({r[0] for r in rows}) == 600
    sorted_streams = [q for q in streamed if "ORDER BY ?s" in q]
    if small_kg.name == "virtuoso":
        assert scanner.row_cap == 500 and scanner.used == {"keyset": 1} and not sorted_streams
        assert (scanner.counts, scanner.cap_probes) == (1, 1)
        assert any("ORDER BY STR(?s) LIMIT 499" in q for q in streamed)
        # a scan the cap cannot reach is still one stream, with no count or probe
        streamed.clear()
        assert len(list(scanner.rows(Scan("?s ?i", f"?s <{EX}index> ?i", "s", 100)))) == 100
        assert scanner.used == {"keyset": 1, "stream": 1} and (scanner.counts, scanner.cap_probes) == (1, 1)
        assert len(streamed) == 1 and "ORDER BY ?s LIMIT 100" in streamed[0]
    elif small_kg.name == "oxigraph":
        assert scanner.row_cap is None and scanner.used == {"stream": 1} and len(sorted_streams) == 1
        assert (scanner.counts, scanner.cap_probes) == (1, 1) and scanner.uncut_limit == 660
        # a scan with no more rows than the server answered whole is counted, not probed again
        assert len(list(scanner.rows(scan))) == 600 and (scanner.counts, scanner.cap_probes) == (2, 1)
        # and one whose limit is within it is not even counted
        assert len(list(scanner.rows(Scan("?s ?i", f"?s <{EX}index> ?i", "s", 660)))) == 600
        assert (scanner.counts, scanner.cap_probes) == (2, 1)
    else:
        assert scanner.used == {"stream": 1} and (scanner.counts, scanner.cap_probes) == (0, 0)
