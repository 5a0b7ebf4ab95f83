"""A KG too big for the embedded store, served from Virtuoso: load, onboarding, probes, /ask.

    python -m kgqa.bench.big_kg [--triples 20000000] [--questions 30] [--work-dir DIR] [--keep]
                                [--scan auto|stream|keyset|offset] [--dump]

Generates a labelled synthetic KG (:func:`kgqa.bench.probes.generate_kg` with ``labelled``:
typed, named entities linked by 400 named relations) in gzip chunks, bulk-loads it into a
Virtuoso of its own (``ld_dir`` + ``rdf_loader_run`` + checkpoint), onboards it into a fresh
cache folder (over SPARQL with ``--scan``: ``auto`` streams each listing as one SELECT,
``offset`` is the old ``ORDER BY ... LIMIT ... OFFSET`` paging; or ``--dump``: from the
generated files, no SPARQL), with the peak RSS of this process and of Virtuoso while it
runs, times guidance decisions as ``kgqa.bench.probes`` does, then starts the real
service (``python -m kgqa.serve kg.endpoint=...``, one worker) on the same cache folder and
times ``POST /ask`` for questions written from the data ("What is the <relation> of
<entity>?"). Prints one JSON object as its last line.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import random
import re
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import httpx
import psutil

from kgqa.bench.probes import NS, RDFS_LABEL, decisions, entity_label, generate_kg, time_backend
from kgqa.bench.serve import percentile
from kgqa.candidates.entities import entity_names
from kgqa.candidates.label_index import LabelIndex
from kgqa.candidates.onboarding import onboard
from kgqa.kg.base import SelectResult
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.testing.servers import VirtuosoServer
from kgqa.testing.service_process import ServiceProcess

CACHE_ENV = "KGQA_CACHE_DIR"  # kgqa.paths.cache_dir: where onboarding writes and the service reads


def onboarding_server_limits() -> dict:
    """The Virtuoso settings onboarding's scans need (stock Virtuoso has 10000 for both):
    ``ResultSetMaxRows`` above the longest scan (entity naming's ``max_entities``: a scan read
    as one streamed SELECT; a full page at exactly the limit is reported as truncated), and
    ``MaxSortedTopRows`` past the last row it sorts (``ORDER BY ... LIMIT max_entities``, or
    the last ``OFFSET`` of the paged forms)."""
    params = inspect.signature(entity_names).parameters
    page, most = params["page_size"].default, params["max_entities"].default
    return {"max_rows": most + page, "max_sorted_rows": most + page}


def machine() -> dict:
    """What the figures were measured on: they mean little without it."""
    return {"cpu_cores": os.cpu_count(), "ram_gb": round(psutil.virtual_memory().total / 2**30, 1),
            "load_avg_1m": round(os.getloadavg()[0], 2)}


# -- the server ------------------------------------------------------------------------------

def virtuoso_buffers(ram_bytes: int) -> int:
    """``NumberOfBuffers`` for a Virtuoso given a third of the machine's RAM, as Virtuoso's guide
    sizes it (8 KiB pages, about two thirds of the memory given): 8 GB -> 680000."""
    return int(ram_bytes / 3 * 0.68 / 8192)


def db_size_mb(srv: VirtuosoServer) -> float:
    """The database files on disk after the load's checkpoint."""
    return round(sum(p.stat().st_size for p in (srv.tmp / "db").glob("*.db")) / 2**20, 1)


def rss_mb(pid: int) -> float:
    """Resident memory of a process and its children."""
    try:
        proc = psutil.Process(pid)
        return round(sum(p.memory_info().rss for p in (proc, *proc.children(recursive=True))) / 2**20, 1)
    except psutil.Error:
        return 0.0


# -- onboarding, with the time each kind of query took ---------------------------------------

class TimedEndpointKG(EndpointKG):
    """An :class:`EndpointKG` that adds up the time of its SELECTs by query shape (IRIs, numbers
    and literals blanked), so a slow onboarding says which paged query it spends its time in."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.select_s: dict[str, list[float]] = defaultdict(list)

    def _select(self, query: str, timeout_s: float) -> SelectResult:
        t = time.perf_counter()
        try:
            return super()._select(query, timeout_s)
        finally:
            self.select_s[query_shape(query)].append(time.perf_counter() - t)

    def _stream(self, query: str, timeout_s: float):
        t = time.perf_counter()
        try:
            yield from super()._stream(query, timeout_s)
        finally:
            self.select_s[query_shape(query)].append(time.perf_counter() - t)

    def slowest(self, n: int = 5) -> list[dict]:
        ranked = sorted(self.select_s.items(), key=lambda kv: -sum(kv[1]))[:n]
        return [{"query": shape, "calls": len(ts), "total_s": round(sum(ts), 2), "max_s": round(max(ts), 2)}
                for shape, ts in ranked]


def query_shape(query: str) -> str:
    """``query`` with its IRIs, literals and numbers blanked: the pages of one paged query alike."""
    shape = re.sub(r"<[^>\s]*>", "<>", query)
    shape = re.sub(r'"[^"]*"', '""', shape)
    shape = re.sub(r"\b\d+\b", "N", shape)
    shape = re.sub(r"(<>\s*,\s*)+<>", "<>...", shape)
    return re.sub(r"\s+", " ", shape).strip()[:200]


def own_rss_mb(pid: int) -> float:
    """Resident memory of one process, without its children (this bench's child is Virtuoso)."""
    try:
        return round(psutil.Process(pid).memory_info().rss / 2**20, 1)
    except psutil.Error:
        return 0.0


class PeakRSS:
    """Peak resident memory of processes (each on its own), sampled every 50 ms while the block
    runs: ``peak_mb[pid]``; and the machine's highest 1-minute load average meanwhile
    (``load_max``: on a shared machine, how much of the wall time was waiting for a core)."""

    def __init__(self, *pids: int) -> None:
        self.pids = pids
        self.peak_mb = {pid: 0.0 for pid in pids}
        self.load_max = os.getloadavg()[0]
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.is_set():
            for pid in self.pids:
                self.peak_mb[pid] = max(self.peak_mb[pid], own_rss_mb(pid))
            self.load_max = max(self.load_max, os.getloadavg()[0])
            time.sleep(0.05)

    def __enter__(self) -> "PeakRSS":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()


def onboard_endpoint(kg: TimedEndpointKG, *, scan: str = "auto", dump: list[Path] | None = None,
                     server_pid: int | None = None, n_entities: int | None = None) -> dict:
    """Onboard ``kg`` into the cache folder ``$KGQA_CACHE_DIR`` names (expected empty): over
    SPARQL read in the ``scan`` form, or from the ``dump`` files; with the peak RSS of this
    process and of the server while it runs, and the machine's load. ``n_entities``: then
    also time lookups in the label index it built (:func:`label_lookups`)."""
    pids = (os.getpid(), server_pid) if server_pid else (os.getpid(),)
    load_start = os.getloadavg()[0]
    t = time.perf_counter()
    cpu0 = {pid: cpu_seconds(pid) for pid in pids}
    with PeakRSS(*pids) as rss:
        onboarded = onboard(kg, scan=scan, dump=dump)
    seconds = time.perf_counter() - t
    summary = onboarded.summary()
    cpu = {pid: round(cpu_seconds(pid) - cpu0[pid], 1) for pid in pids}
    out = {"onboarding_s": round(seconds, 1), "onboarding_form": "dump" if dump else scan,
           "onboarding": {k: summary[k] for k in ("classes", "properties", "entity_names", "literal_values", "seconds")
                          if k in summary},
           "onboarding_scans": summary.get("scans"),
           # the row cap the scans learned from the server, and the counts and unsorted probes it took
           "onboarding_server_row_cap": summary.get("server_row_cap"),
           "onboarding_scan_counts": summary.get("scan_counts"),
           "onboarding_cap_probes": summary.get("cap_probes"),
           "onboarding_peak_rss_mb": rss.peak_mb[os.getpid()],
           # CPU seconds (user + system): on a machine shared with other work, wall time
           # says as much about the others as about onboarding
           "onboarding_cpu_s": cpu[os.getpid()],
           "onboarding_slowest_queries": kg.slowest(),
           "onboarding_load_avg_1m": {"start": round(load_start, 2), "max": round(rss.load_max, 2)}}
    if n_entities:
        out["label_lookup"] = label_lookups(onboarded.labels, n_entities)
    if server_pid:
        out["onboarding_server_peak_rss_mb"] = rss.peak_mb[server_pid]
        out["onboarding_server_cpu_s"] = cpu[server_pid]
    return out


def label_lookups(labels: LabelIndex, n_entities: int, n: int = 200, seed: int = 11) -> dict:
    """Milliseconds of :meth:`LabelIndex.lookup` (k=10, as linking asks) for ``n`` random
    entities' names as generated (``exact``: the index's key lookup) and with one letter of
    the second word dropped (``typo``: the fuzzy stages), p50/p95 each, and how often the
    entity is among the hits (the generated names are unique)."""
    rng = random.Random(seed)
    out = {"lookups": n}
    for kind in ("exact", "typo"):
        ms, found = [], 0
        for _ in range(n):
            i = rng.randrange(n_entities)
            name = entity_label(i)
            if kind == "typo":
                cut = name.index(" ") + 2 + rng.randrange(len(name) - name.index(" ") - 2)
                name = name[:cut] + name[cut + 1:]
            t = time.perf_counter()
            hits = labels.lookup(name)
            ms.append((time.perf_counter() - t) * 1000)
            found += any(h.iri == f"{NS}e{i}" for h in hits)
        out[kind] = {"p50_ms": round(statistics.median(ms), 2), "p95_ms": round(percentile(ms, 0.95), 2),
                     "found": found}
    return out


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds a process has used so far (its threads included)."""
    try:
        t = psutil.Process(pid).cpu_times()
        return t.user + t.system
    except psutil.Error:
        return 0.0


def entity_page_costs(kg: EndpointKG, n_entities: int) -> dict:
    """Seconds of the first and the last page of the two paged queries entity naming runs
    (the same text as :func:`kgqa.candidates.entities.entity_names`), for a KG too big to
    onboard here: on Virtuoso each page sorts the whole result, so a query costs about
    ``pages x (first + last) / 2``."""
    params = inspect.signature(entity_names).parameters
    page = params["page_size"].default
    queries = {
        "entity_classes": f"SELECT ?s ?c WHERE {{ ?s <{RDF_TYPE}> ?c . FILTER(isIRI(?s) && isIRI(?c)) }} ORDER BY ?s",
        "entity_labels": f"SELECT ?s ?l WHERE {{ ?s <{RDFS_LABEL}> ?l . FILTER(isIRI(?s) && isLiteral(?l)) }} ORDER BY ?s",
    }
    pages = -(-n_entities // page)
    out = {}
    for name, q in queries.items():
        seconds = []
        for offset in (0, (pages - 1) * page):
            t = time.perf_counter()
            kg.select(f"{q} LIMIT {page} OFFSET {offset}", use_cache=False)
            seconds.append(round(time.perf_counter() - t, 2))
        out[name] = {"pages": pages, "first_page_s": seconds[0], "last_page_s": seconds[1]}
    return out


# -- questions written from the data ---------------------------------------------------------

@dataclass
class Question:
    text: str
    entity: str
    relation: str
    answers: frozenset[str]  # the objects the data gives the entity for the relation


def write_questions(kg: EndpointKG, n: int, n_entities: int, seed: int = 7, max_tries: int = 50) -> list[Question]:
    """``n`` questions "What is the <relation label> of <entity label>?" about random entities
    that have that relation, with their answers as the data states them."""
    rng = random.Random(seed)
    out: list[Question] = []
    for _ in range(n * max_tries):
        if len(out) == n:
            break
        e = f"<{NS}e{rng.randrange(n_entities)}>"
        rows = kg.select(f"SELECT ?p ?o ?pl ?el WHERE {{ {e} ?p ?o . ?p <{RDFS_LABEL}> ?pl . "
                         f"{e} <{RDFS_LABEL}> ?el }}").rows
        if not rows:
            continue  # no outgoing edge: nothing to ask
        relation = rng.choice(sorted({str(p) for p, *_ in rows}))
        answers = frozenset(str(o) for p, o, _, _ in rows if str(p) == relation)
        _, _, relation_label, entity_label = next(r for r in rows if str(r[0]) == relation)
        out.append(Question(f"What is the {relation_label} of {entity_label}?", e.strip("<>"), relation, answers))
    return out


# -- the service -----------------------------------------------------------------------------

def start_service(srv: VirtuosoServer, cache: Path, log: Path, kg_timeout_s: float) -> ServiceProcess:
    """``python -m kgqa.serve`` over ``srv`` with one worker, reading only the indexes onboarding
    wrote to ``cache`` (``onboarding.read_only``: a question that would onboard again is a 503)."""
    service = ServiceProcess([f"kg.endpoint={srv.query_url}", f"kg.default_graph={srv.graph}",
                              f"kg.timeout_s={kg_timeout_s}", "onboarding.read_only=true", "workers=1",
                              "log_level=warning", f"hydra.run.dir={log.parent / 'hydra'}"],
                             log, env={**os.environ, CACHE_ENV: str(cache)})
    service.start()
    return service


def ask(service: ServiceProcess, question: str, *, explain: bool = False,
        timeout_s: float = 300) -> tuple[int, dict, float]:
    """(status, body, client-side ms) of one ``POST /ask`` (compact unless ``explain``)."""
    t = time.perf_counter()
    r = httpx.post(service.base_url + "/ask", json={"question": question, "explain": explain}, timeout=timeout_s)
    return r.status_code, r.json(), (time.perf_counter() - t) * 1000


def answer_hits(body: dict, q: Question) -> bool:
    """Whether the service's rows name an entity the data gives as the answer."""
    return any(str(cell) in q.answers for row in body.get("rows", []) for cell in row)


def ask_latency(service: ServiceProcess, questions: list[Question]) -> dict:
    """Latency of ``/ask`` one question at a time: the first apart (it loads the onboarded
    indexes), p50/p95 over the rest; and how many were answered, and answered right."""
    ms, statuses, answered, right, errors = [], defaultdict(int), 0, 0, []
    for q in questions:
        status, body, took = ask(service, q.text)
        ms.append(took)
        statuses[status] += 1
        if status != 200:
            errors.append({"question": q.text, "status": status, **{k: body.get("error", {}).get(k) for k in ("kind", "message")}})
        if status == 200 and body.get("answered"):
            answered += 1
            right += answer_hits(body, q)
    rest = ms[1:] or ms
    return {"questions": len(questions), "first_ms": round(ms[0], 1),
            "p50_ms": round(statistics.median(rest), 1), "p95_ms": round(percentile(rest, 0.95), 1),
            "statuses": dict(statuses), "errors": errors[:5], "answered": answered, "answered_right": right,
            "example": questions[0].text}


# -- the run ---------------------------------------------------------------------------------

def count_entities(kg: EndpointKG) -> int:
    """Typed entities: the generator types each once, so questions and probes can draw ``e<i>``."""
    return int(str(kg.select(f"SELECT (COUNT(*) AS ?n) WHERE {{ ?s <{RDF_TYPE}> ?c }}").rows[0][0]))


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triples", type=int, default=20_000_000)
    ap.add_argument("--questions", type=int, default=30)
    ap.add_argument("--decisions", type=int, default=20, help="guidance decisions to time (50 candidates each)")
    ap.add_argument("--chunks", type=int, default=4, help="gzip files the KG is written in")
    ap.add_argument("--loaders", type=int, default=1, help="parallel rdf_loader_run sessions")
    ap.add_argument("--buffers", type=int, default=None,
                    help="Virtuoso NumberOfBuffers (default: a third of RAM, as Virtuoso's guide sizes it)")
    ap.add_argument("--kg-timeout", type=float, default=30.0, help="the service's kg.timeout_s")
    ap.add_argument("--work-dir", type=Path, default=None, help="default: a new folder in the system temp folder")
    ap.add_argument("--keep", action="store_true", help="keep the generated KG and the onboarded indexes")
    ap.add_argument("--scan", default="auto", choices=["auto", "stream", "keyset", "offset"],
                    help="how onboarding reads the KG over SPARQL (offset: the old paging, for comparison)")
    ap.add_argument("--dump", action="store_true", help="onboard from the generated files instead of over SPARQL")
    ap.add_argument("--forms", default=None,
                    help="comma-separated onboardings to time one after the other on the one load "
                         "(auto, stream, keyset, offset, dump), e.g. offset,auto,dump")
    ap.add_argument("--skip-service", action="store_true", help="stop after onboarding and the probes (no /ask)")
    ap.add_argument("--skip-onboarding", action="store_true",
                    help="load and time probes only, and time the first and last page of entity naming "
                         "instead of onboarding (for a KG too big to onboard here; no /ask then)")
    args = ap.parse_args(argv)
    # a SIGTERM (a timeout, a kill) unwinds like an exception: the Virtuoso server is stopped
    # and the generated files removed instead of being left running and on disk
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    work_dir = args.work_dir or Path(tempfile.mkdtemp(prefix="kgqa-big-kg-"))
    work_dir.mkdir(parents=True, exist_ok=True)
    cache = work_dir / f"cache-{args.triples}"
    shutil.rmtree(cache, ignore_errors=True)  # a fresh onboarding, not a cached one
    os.environ[CACHE_ENV] = str(cache)
    files = [work_dir / f"kg-{args.triples}-part{i}.nt.gz" for i in range(args.chunks)]
    try:
        report = measure(args, work_dir, files, cache)
    finally:
        if not args.keep:
            for f in files:
                f.unlink(missing_ok=True)
            for folder in work_dir.glob(f"{cache.name}*"):
                shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(report))
    return report


def measure(args: argparse.Namespace, work_dir: Path, files: list[Path], cache: Path) -> dict:
    """The figures of one run (see the module docstring), with the KG written to ``files``."""
    buffers = args.buffers or virtuoso_buffers(psutil.virtual_memory().total)
    report: dict = {"triples": args.triples, "machine": machine(), "virtuoso_buffers": buffers}
    t = time.perf_counter()
    report["triples"] = generate_kg(files, args.triples, labelled=True)
    report["generate_s"] = round(time.perf_counter() - t, 1)
    print(f"generated {report['triples']} triples in {report['generate_s']} s", file=sys.stderr)

    # query_timeout_s: Virtuoso's MaxQueryExecutionTime, past which Virtuoso may answer with
    # partial results ("anytime" queries); set above the clients' own timeouts (a stream waits
    # up to 600 s for its first row), so a scan too slow for them fails instead of coming back short
    with VirtuosoServer(buffers=buffers, work_dir=work_dir, query_timeout_s=1200,
                        **onboarding_server_limits()) as srv:
        t = time.perf_counter()
        srv.load_files(files, loaders=args.loaders, timeout_s=6 * 3600)
        report["load_s"] = round(time.perf_counter() - t, 1)
        report["db_mb"] = db_size_mb(srv)
        print(f"loaded in {report['load_s']} s", file=sys.stderr)

        kg = TimedEndpointKG(srv.query_url, default_graph=srv.graph, name="big", timeout_s=600)
        n_entities = count_entities(kg)
        if args.skip_onboarding:
            report["entity_page_costs"] = entity_page_costs(kg, n_entities)
        elif args.forms:
            # several onboardings of the one loaded KG, each into a fresh cache folder with a
            # fresh client (no query cache shared); the last one's indexes serve /ask
            report["onboarding_runs"] = {}
            for form in args.forms.split(","):
                os.environ[CACHE_ENV] = str(cache.with_name(f"{cache.name}-{form}"))
                shutil.rmtree(os.environ[CACHE_ENV], ignore_errors=True)
                run_kg = TimedEndpointKG(srv.query_url, default_graph=srv.graph, name="big", timeout_s=600)
                run = onboard_endpoint(run_kg, scan="auto" if form == "dump" else form,
                                       dump=files if form == "dump" else None, server_pid=srv.proc.pid,
                                       n_entities=n_entities)
                report["onboarding_runs"][form] = run
                print(f"{form}: onboarded in {run['onboarding_s']} s (CPU {run['onboarding_cpu_s']} s here, "
                      f"{run.get('onboarding_server_cpu_s')} s in the server), peak RSS {run['onboarding_peak_rss_mb']} MB: "
                      f"{run['onboarding']}", file=sys.stderr)
            shutil.rmtree(cache, ignore_errors=True)
            shutil.copytree(os.environ[CACHE_ENV], cache)
            os.environ[CACHE_ENV] = str(cache)
        else:
            report.update(onboard_endpoint(kg, scan=args.scan, dump=files if args.dump else None,
                                           server_pid=srv.proc.pid, n_entities=n_entities))
            print(f"onboarded in {report['onboarding_s']} s: {report['onboarding']}", file=sys.stderr)

        probe_kg = EndpointKG(srv.query_url, default_graph=srv.graph, name="virtuoso-http", cache_size=0, timeout_s=60)
        report["probes"] = {"decisions": args.decisions, "candidates_per_decision": 50,
                            **time_backend(probe_kg, decisions(args.decisions, n_entities))}
        print(f"probes: {report['probes']}", file=sys.stderr)

        if not (args.skip_onboarding or args.skip_service):  # the service needs the onboarded indexes
            questions = write_questions(kg, args.questions, n_entities)
            t = time.perf_counter()
            service = start_service(srv, cache, work_dir / "serve.log", args.kg_timeout)
            try:
                report["service_start_s"] = round(time.perf_counter() - t, 1)
                report["ask"] = ask_latency(service, questions)
                report["service_rss_mb"] = round(service.rss_bytes() / 2**20, 1)
            finally:
                service.stop()
        report["virtuoso_rss_mb"] = rss_mb(srv.proc.pid)
    report["machine_at_end"] = machine()
    return report

if __name__ == "__main__":
    main()
