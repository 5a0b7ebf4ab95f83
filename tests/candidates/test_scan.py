"""Onboarding's scans in linear time: the streamed, keyset and OFFSET forms read the same rows and
build the same indexes, on the embedded store and on a real Oxigraph server; onboarding from a
dump file builds what onboarding over SPARQL builds; a pass-1 checkpoint resumes."""

from __future__ import annotations

import gzip
import shutil
import sqlite3
from pathlib import Path

import pytest

from kgqa.candidates import dump as dump_mod
from kgqa.candidates.onboarding import onboard
from kgqa.candidates.scan import Scan, Scanner, server_row_cap
from kgqa.data.spider4sparql import kg_path
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.errors import KGError, ResultTruncated
from kgqa.testing.servers import VirtuosoServer

BESTIARY = Path(__file__).parent / "data" / "bestiary.ttl"
EX = "http://example.org/scan/"
LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


def _split_kg_nt() -> str:
    """Entities whose labels straddle page boundaries of 3 rows: e1 has 5 labels, e2 one, ..."""
    lines = []
    for i in range(1, 12):
        for j in range(5 if i in (1, 7) else 1):
            lines.append(f'<{EX}e{i}> <{LABEL}> "entity {i} name {j}" .')
        lines.append(f"<{EX}e{i}> <{TYPE}> <{EX}Thing> .")
        lines.append(f'<{EX}e{i}> <{EX}size> "{i % 4}"^^<http://www.w3.org/2001/XMLSchema#integer> .')
    lines.append(f'_:b1 <{LABEL}> "a blank node" .')
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def split_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("scan") / "split.nt"
    path.write_text(_split_kg_nt())
    return path


LABEL_SCAN = Scan("?s ?l", f"?s <{LABEL}> ?l . FILTER(isIRI(?s) && isLiteral(?l))", "s", 1000)


@pytest.mark.parametrize("page_size", [1, 3, 4, 100])
def test_scan_forms_read_the_same_rows(split_file, page_size):
    kg = EmbeddedKG([split_file], name="split")
    got = {form: list(Scanner(kg, form=form, page_size=page_size).rows(LABEL_SCAN)) for form in ("stream", "keyset", "offset")}
    assert len(got["offset"]) == 11 + 2 * 4
    # the same rows; stream and offset in the same (ORDER BY ?s) order, keyset in STR order
    assert got["stream"] == got["offset"]
    assert sorted(got["keyset"]) == sorted(got["offset"])
    assert len(set(got["keyset"])) == len(got["keyset"])  # a split subject is not read twice


def test_scan_limit_counts_rows_in_every_form(split_file):
    kg = EmbeddedKG([split_file], name="split")
    scan = Scan(LABEL_SCAN.projection, LABEL_SCAN.where, "s", 7)
    for form in ("stream", "keyset", "offset"):
        assert len(list(Scanner(kg, form=form, page_size=3).rows(scan))) == 7, form


class _CuttingKG(EmbeddedKG):
    """Says its streams were cut, as a Virtuoso past ResultSetMaxRows does."""

    def _stream(self, query, timeout_s):
        raise ResultTruncated("cut at 10 rows")
        yield  # noqa: unreachable - a generator


def test_a_cut_stream_falls_back_to_keyset_pages(split_file):
    kg = _CuttingKG([split_file], name="cutting")
    scanner = Scanner(kg, page_size=3)
    rows = list(scanner.rows(LABEL_SCAN))
    assert sorted(rows) == sorted(Scanner(kg, form="offset").rows(LABEL_SCAN))
    # its streamed pages were cut too: SELECT pages read it
    assert scanner.used == {"keyset": 1} and scanner.row_cap == 10 and scanner.stream_page_size is None


class _CappedKG(EmbeddedKG):
    """Cuts a stream that is not a keyset page at 5 rows and says so as the endpoint client does
    for Virtuoso, which cuts every HTTP result at a fixed count; keeps the queries it is sent."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.streamed: list[str] = []
        self.selected: list[str] = []

    def _stream(self, query, timeout_s):
        self.streamed.append(query)
        if "ORDER BY STR(" not in query:
            raise ResultTruncated("http://virtuoso/sparql truncated the result at 5 rows "
                                  "(server-side ResultSetMaxRows); add a LIMIT/OFFSET to page or raise the server's limit")
        yield from super()._stream(query, timeout_s)

    def _select(self, query, timeout_s):
        self.selected.append(query)
        return super()._select(query, timeout_s)


def test_a_stream_cut_at_a_named_count_is_read_in_streamed_pages_that_long_less_one(split_file):
    kg = _CappedKG([split_file], name="capped")
    scanner = Scanner(kg, page_size=2)
    rows = list(scanner.rows(LABEL_SCAN))
    # the same rows as the old pages, none twice; e1's 5 labels span a 4-row page (read again 8 long)
    assert sorted(rows) == sorted(Scanner(EmbeddedKG([split_file], name="split"), form="offset").rows(LABEL_SCAN))
    assert len(set(rows)) == len(rows) == 19
    assert scanner.stream_page_size == 4 and scanner.used == {"keyset": 1}
    pages = kg.streamed[1:]
    assert not kg.selected and pages and all("LIMIT 4" in q or "LIMIT 8" in q for q in pages)
    assert any("LIMIT 8" in q for q in pages)
    # the scans after keep to streamed pages of that size
    kg.streamed.clear()
    assert len(list(scanner.rows(Scan(LABEL_SCAN.projection, LABEL_SCAN.where, "s", 7)))) == 7
    assert kg.streamed and all("ORDER BY STR(" in q for q in kg.streamed) and not kg.selected


def test_server_row_cap_reads_the_count_only_from_a_cut_result():
    assert server_row_cap(ResultTruncated("http://x/sparql truncated the result at 1048576 rows (...)")) == 1048576
    assert server_row_cap(ResultTruncated("cut")) is None
    assert server_row_cap(KGError("truncated the result at 10 rows")) is None


def _label_entries(index) -> list[tuple]:
    con = sqlite3.connect(index.path)
    classes = dict(con.execute("SELECT id, iri FROM class"))
    rows = [(iri, label, source, tuple(sorted(classes[int(c)] for c in ids.split())))
            for iri, label, source, ids in con.execute("SELECT iri, label, source, class_ids FROM entry")]
    con.close()
    return rows


def _indexes(onboarded) -> tuple:
    schema = onboarded.schema.to_json()
    schema.pop("identity")
    values = onboarded.values.to_json()
    values.pop("identity")
    return schema, values, _label_entries(onboarded.labels)


@pytest.mark.parametrize("name", ["bestiary", "concert_singer", "pets_1"])
def test_streamed_and_keyset_onboarding_equal_the_old_offset_pages(name, split_file):
    path = BESTIARY if name == "bestiary" else kg_path(name)
    kg = EmbeddedKG([path], name=name)
    built = {form: _indexes(onboard(kg, use_cache=False, scan=form)) for form in ("offset", "stream", "keyset")}
    # streamed: identical, in the same order; keyset pages: the same content
    assert built["stream"] == built["offset"]
    for part in range(3):
        assert _canonical(built["keyset"][part]) == _canonical(built["offset"][part])


def test_onboarding_reports_the_scan_form_it_used():
    kg = EmbeddedKG([BESTIARY], name="bestiary")
    assert set(onboard(kg, use_cache=False).meta["scans"]) == {"stream"}


def test_endpoint_streams_equal_offset_pages(oxigraph_server):
    graph = "http://example.org/g/scan-bestiary"
    oxigraph_server.load_file(BESTIARY, graph=graph)
    kg = EndpointKG(oxigraph_server.query_url, default_graph=graph)
    built = {form: _indexes(onboard(kg, use_cache=False, scan=form)) for form in ("offset", "stream", "keyset")}
    assert built["stream"] == built["offset"]
    assert _canonical(built["keyset"]) == _canonical(built["offset"])


def test_values_of_mixed_types_are_read_without_comparing_numbers_with_text(oxigraph_server):
    """Darwin Core records with a few counts and dates stored as text among typed ones (12 and
    "18", dates beside "2022-08"): ``ORDER BY ?o`` over them makes Oxigraph's server panic and stop
    serving; onboarding's value scan reads them all, and the server serves on."""
    graph = "http://example.org/g/scan-sightings"
    oxigraph_server.load_file(Path(__file__).parent / "data" / "sightings.ttl", graph=graph)
    kg = EndpointKG(oxigraph_server.query_url, default_graph=graph)
    texts = {v.text for v in onboard(kg, use_cache=False).values.values}
    assert {"2022-08", "2021-08-14", "18", "850"} <= texts
    assert kg.ask("ASK { ?s ?p ?o }")  # still serving


# -- dump files ------------------------------------------------------------------------------

def _canonical(x):
    """Order-free form: a dump has no ORDER BY, so samples and values may come in another order."""
    if isinstance(x, dict):
        return {k: _canonical(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        items = [_canonical(v) for v in x]
        return sorted(items, key=repr)
    return x


def _untied(indexes: tuple) -> tuple:
    """A property used by two classes equally often is named after the first of them its sample
    met: a store's order and a file's may differ there, so that name is left out."""
    schema = {**indexes[0], "properties": []}
    for p in indexes[0]["properties"]:
        counts = sorted(p["domains"].values(), reverse=True)
        tied = len(counts) > 1 and counts[0] == counts[1]
        schema["properties"].append({k: v for k, v in p.items() if not (tied and k in ("table", "owner", "label"))})
    return (schema, *indexes[1:])


@pytest.mark.parametrize("name", ["bestiary", "concert_singer", "pets_1", "world_1"])
def test_dump_onboarding_builds_what_sparql_onboarding_builds(name, tmp_path):
    path = BESTIARY if name == "bestiary" else kg_path(name)
    kg = EmbeddedKG([path], name=name)
    over_sparql = _indexes(onboard(kg, use_cache=False))
    from_dump = _indexes(onboard(kg, use_cache=False, dump=path))
    assert _canonical(_untied(from_dump)) == _canonical(_untied(over_sparql))


def test_dump_onboarding_is_keyed_as_the_endpoint_and_resumes(oxigraph_server, tmp_path, monkeypatch):
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    graph = "http://example.org/g/dump-bestiary"
    oxigraph_server.load_file(BESTIARY, graph=graph)
    kg = EndpointKG(oxigraph_server.query_url, default_graph=graph)
    dump_file = tmp_path / "bestiary.ttl.gz"
    with gzip.open(dump_file, "wb") as f:
        f.write(BESTIARY.read_bytes())

    # a crash after pass 1: the checkpoint stays, and the next run does not read pass 1 again
    def crash(*a, **kw):
        raise RuntimeError("crash in the label index")

    monkeypatch.setattr(dump_mod.LabelIndex, "build", crash)
    with pytest.raises(RuntimeError):
        onboard(kg, dump=dump_file)
    monkeypatch.undo()
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    read = []
    real = dump_mod.FirstPass.read
    monkeypatch.setattr(dump_mod.FirstPass, "read", lambda self, t: read.append(1) or real(self, t))
    from_dump = onboard(kg, dump=dump_file)
    assert read == [] and from_dump.meta["dump_triples"] > 0
    # a service over the endpoint finds the indexes the dump built, under the endpoint's key
    again = onboard(kg)
    assert "dump" in again.meta
    assert _canonical(_untied(_indexes(again))) == _canonical(_untied(_indexes(onboard(kg, use_cache=False))))


# -- a server's row cap, learned before the scan it would cut --------------------------------

class _CutAtKG(EmbeddedKG):
    """Cuts any result of ``cap`` rows or more and says so as the endpoint client does for
    Virtuoso, which writes a whole result before its first byte; keeps the queries it streams."""

    cap = 5

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.streamed: list[str] = []
        self.waits: list[float] = []

    def _stream(self, query, timeout_s):
        self.streamed.append(query)
        self.waits.append(timeout_s)
        rows = list(super()._stream(query, timeout_s))
        if len(rows) >= self.cap:
            raise ResultTruncated(f"http://virtuoso/sparql truncated the result at {self.cap} rows (...)")
        yield from rows


def test_a_server_cap_is_probed_before_the_scan_it_would_cut(split_file):
    kg = _CutAtKG([split_file], name="cut-at")
    scanner = Scanner(kg, page_size=2, learn_cap=True, timeout_s=1, stream_timeout_s=99)
    rows = list(scanner.rows(LABEL_SCAN))
    assert sorted(rows) == sorted(Scanner(EmbeddedKG([split_file], name="split"), form="offset").rows(LABEL_SCAN))
    assert len(set(rows)) == len(rows) == 19
    # counted (19 rows), probed unsorted for a tenth more (cut at 5), then paged: the sorted
    # stream was never sent
    assert "COUNT(*)" in kg.streamed[0] and "LIMIT 20" in kg.streamed[1] and "ORDER BY" not in kg.streamed[1]
    # the count waits as a page does; the probe as a stream, the server writing the cap's rows first
    assert kg.waits[:2] == [1, 99]
    assert not [q for q in kg.streamed if "ORDER BY ?s" in q]
    assert scanner.row_cap == 5 and scanner.used == {"keyset": 1} and (scanner.counts, scanner.cap_probes) == (1, 1)
    # a scan the cap cannot reach streams
    kg.streamed.clear()
    assert len(list(scanner.rows(Scan(LABEL_SCAN.projection, LABEL_SCAN.where, "s", 3)))) == 3
    assert len(kg.streamed) == 1 and "ORDER BY ?s LIMIT 3" in kg.streamed[0]


def test_a_scan_with_fewer_rows_than_the_cap_streams_after_a_count(split_file):
    kg = _CutAtKG([split_file], name="cut-at")
    kg.cap = 100
    scanner = Scanner(kg, page_size=2, learn_cap=True)
    assert len(list(scanner.rows(LABEL_SCAN))) == 19
    # the probe of 19 + 1 rows came back whole: no cap up to 20, and the scan streamed
    assert scanner.row_cap is None and scanner.uncut_limit == 20 and scanner.used == {"stream": 1}


def test_a_remembered_cap_lower_than_the_servers_is_corrected(split_file):
    kg = _CutAtKG([split_file], name="cut-at")
    kg.cap = 7
    scanner = Scanner(kg, page_size=1, row_cap=9)  # remembered from a server that cut at 9 before
    rows = list(scanner.rows(LABEL_SCAN))
    assert len(set(rows)) == len(rows) == 19 and scanner.row_cap == 7 and scanner.stream_page_size == 6
    assert (scanner.counts, scanner.cap_probes) == (0, 0)


def _named_entities_nt(n: int) -> str:
    lines = []
    for i in range(n):
        lines.append(f"<{EX}thing{i}> <{TYPE}> <{EX}Gadget> .")
        lines.append(f'<{EX}thing{i}> <{LABEL}> "gadget number {i}" .')
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def sorting_virtuoso(virtuoso_server, tmp_path_factory):
    """A Virtuoso set up as the big-KG bench sets its own (``MaxSortedTopRows`` past onboarding's
    sorted streams) but cutting results at 5,000 rows, with 12,000 named entities loaded: more
    than a page of onboarding's scans (10,000 rows), so the cap is worth learning first
    (``virtuoso_server``: only for its skip-or-fail when Virtuoso is not installed)."""
    path = tmp_path_factory.mktemp("capped") / "gadgets.nt"
    path.write_text(_named_entities_nt(12_000))
    with VirtuosoServer(max_rows=5000, max_sorted_rows=2_010_000) as srv:
        srv.load_files([path])
        yield srv, path


def test_onboarding_over_a_capped_virtuoso_pages_from_the_start_and_remembers_the_cap(
        sorting_virtuoso, tmp_path, monkeypatch):
    """Virtuoso cutting at 5,000 rows, 12,000 named entities: onboarding learns the cap with one probe,
    no sorted stream is cut, the indexes equal the embedded store's, and an onboarding after
    reads the remembered cap (no count, no probe)."""
    srv, path = sorting_virtuoso
    monkeypatch.setenv("KGQA_CACHE_DIR", str(tmp_path / "cache"))
    kg = EndpointKG(srv.query_url, default_graph=srv.graph)
    streamed, cut = [], []
    real = kg._stream

    def spy(query, timeout_s):
        streamed.append(query)
        try:
            yield from real(query, timeout_s)
        except ResultTruncated:
            cut.append(query)
            raise

    monkeypatch.setattr(kg, "_stream", spy)
    first = onboard(kg)
    assert len(cut) == 1 and "(1 AS ?one)" in cut[0] and "ORDER BY" not in cut[0]  # the probe, nothing sorted
    assert first.meta["server_row_cap"] == 5000 and first.meta["cap_probes"] == 1, first.meta
    assert first.meta["entity_names"] == 12_000 and first.meta["scans"].get("keyset")
    expected = _canonical(_indexes(onboard(EmbeddedKG([path], name="gadgets"), use_cache=False)))
    assert _canonical(_indexes(first)) == expected
    # the indexes gone, the server's cap kept: the next onboarding starts with pages
    for kind in (tmp_path / "cache" / "candidates").iterdir():
        if kind.name != "server":
            shutil.rmtree(kind)
    streamed.clear()
    again = onboard(kg)
    assert not [q for q in streamed if "COUNT" in q or "(1 AS ?one)" in q]
    assert again.meta["server_row_cap"] == 5000 and (again.meta["scan_counts"], again.meta["cap_probes"]) == (0, 0)
    assert _canonical(_indexes(again)) == expected
