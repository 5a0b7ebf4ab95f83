"""Soak test of the HTTP service: sustained load while the SPARQL endpoint fails and recovers.

    python -m kgqa.bench.soak [--minutes 30] [--concurrency 8] [--workers N] [--latency-ms 300]
                              [--kgs a,b,...] [--grace-s 5] [serve overrides ...]

What runs (all on 127.0.0.1; all stopped on exit, on an exception, Ctrl-C or SIGTERM):

- an Oxigraph server (:class:`kgqa.testing.servers.OxigraphServer`) on a data folder, holding
  bundled KGs merged in its default graph (the service's KG ``union``), so the client asks
  real questions of many KGs through one endpoint. By default every bundled KG of at most
  20,000 triples whose classes do not collide with one already chosen (``singer`` would merge
  its singers into ``concert_singer``'s); ``--kgs`` picks others, collisions refused;
- a fault-injecting TCP proxy (:class:`kgqa.testing.tcp_proxy.TCPProxy`) in front of it;
- a second Oxigraph server holding one more KG (``--other-kg``; by default the chosen KG with
  the most questions, taken out of the union), which no fault touches: "one KG unavailable
  while another stays up". One client thread asks it, so its questions come round again
  sooner than the union's, and their SPARQL may then be answered from the KG query cache:
  what it shows is that the service keeps answering one KG while another fails;
- ``python -m kgqa.serve kg.endpoints={union:<proxy URL>,<other>:<URL>} workers=<N>``, N from
  ``conf/serve.yaml`` (the production count) unless ``--workers``; its schema/value indexes
  go to a temporary cache folder, so every run reads the KG through the proxy;
- ``--concurrency`` client threads, each posting one question at a time to ``/ask`` (every
  fourth with ``explain``; 0.2 s pause after a non-200, as a client backs off); one of them
  asks the other KG, the rest the union. Questions are
  the Spider4SPARQL dev/train questions of the loaded KGs, distinct, shuffled; when a run
  outlasts them they come round again with another casing and final punctuation (16
  variants), so the text stays a real question and a question comes back only after the
  whole pool (800+ questions) has passed, far more KG queries than a worker's query cache
  (4,096 entries) keeps.

Fault schedule (:func:`fault_schedule`, scaled to ``--minutes``). Under 5 minutes: the endpoint
killed (SIGKILL) and restarted once, a phase of ``--latency-ms`` added to every reply, a phase
of dropped connections (open ones reset, new ones reset on accept). From 5 minutes: the
endpoint killed three times, the latency and drop phases, and a black hole (connections
accepted, never answered: a hung endpoint, which only the service's ``kg.timeout_s`` ends).
The other KG's endpoint is never touched: its questions must get plain 200s throughout
(``kg_outage_while_another_up`` counts them, those asked during the union's outages apart).

How each request is judged. A request is its interval [sent, received]. A fault window is
[fault injected, fault lifted]; for a killed endpoint it ends when the restarted server
answers. ``endpoint_down``, ``drop`` and ``black_hole`` are outages; ``latency`` is not.

- *outage*: the request lies wholly inside an outage window. Right: 503, 504, or a 200 marked
  degraded (``"degraded"`` true, or a non-empty list of reasons). Anything else (a plain 200,
  500, 502, no response) counts in ``wrong_status_during_outages``.
- *boundary*: otherwise, the request overlaps an outage window extended by ``--grace-s``
  (default 5 s, the recovery target) after its end. Right: 200, 503 or 504 (the request may
  have done its KG calls on either side of the edge).
- *slow*: otherwise, it overlaps a latency window (plus grace). Right: 200 or 504.
- *normal*: everything else. Right: 200.
- *other_kg*: a question to the other KG, whatever the union's endpoint is doing. Right: a
  200 (degraded ones are also counted apart, with their reasons).

Wrong answers in the last three classes count in ``errors_outside_outages``. Every non-200
response must carry ``{"error": {"status", "kind", "message", "request_id"}}`` with the HTTP
status in it; those that do not count in ``bad_error_bodies``.

Figures (the last stdout line is one JSON object; progress goes to stderr):

- ``requests``: all requests sent during the run (the warm-up included). Before the clock
  starts, ``2 x workers`` questions are sent at once and awaited (``priming``, not counted),
  so every worker has read the KG into its schema and value indexes before the first fault;
- ``recovery_s_p95``: for each restart of the endpoint, seconds from the moment it answers
  again to the first 200 received after that moment that no KG failure degraded (one the
  question's own time budget alone cut counts: its KG calls answered), among requests sent after
  the endpoint was killed (so every KG call they made while it was down failed, and their
  answer was computed against the restarted endpoint); null when a restart never recovered
  before the run ended;
- ``latency_ms_p50`` / ``latency_ms_p95``: 200s of *normal* requests sent after the warm-up
  (the first 10 % of the run, 10 s to 3 min: caches fill, memory settles);
- ``rss_growth_pct``: total resident memory of the service (parent and all its processes),
  sampled every 10 s: growth from the first sample after the warm-up to the last sample;
- ``schedule``: each fault as planned and as run, with the statuses of its outage requests,
  its recovery time and how long the recovering request itself took (under CPU contention
  most of the recovery time is that request's latency), and the statuses of the requests
  sent in the grace after it; ``statuses`` and ``by_class``: counts by status (``200_degraded``
  apart, ``no_response`` for a transport error or the client's timeout); ``abstained``: 200s
  with ``"answered": false``; ``wrong_examples``: up to three wrong responses of each class
  and status, as evidence. ``--log-dir`` keeps the service's and Oxigraph's logs.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import httpx

from kgqa.bench.serve import percentile
from kgqa.data.spider4sparql import SPLITS, load_split
from kgqa.kg.registry import bundled_kg_names, find_kg_file
from kgqa.paths import REPO_ROOT
from kgqa.search.deadline import BUDGET_REASON
from kgqa.testing.servers import OxigraphServer
from kgqa.testing.service_process import ServiceProcess
from kgqa.testing.tcp_proxy import TCPProxy

ENDPOINT_DOWN = "endpoint_down"
LATENCY = "latency"
DROP = "drop"
BLACK_HOLE = "black_hole"
OUTAGES = frozenset({ENDPOINT_DOWN, DROP, BLACK_HOLE})

#: The right statuses per request class. A degraded 200 is right in every class: the service
#: said what it could not do. On the other KG (``other_kg``) degraded answers are also counted
#: apart, with their reasons: its endpoint never fails, so they come from its own load
#: (e.g. probes timing out), not from the union's outage.
RIGHT_STATUSES = {"outage": {503, 504}, "boundary": {200, 503, 504}, "slow": {200, 504}, "normal": {200},
                  "other_kg": {200}}
ERROR_FIELDS = {"status", "kind", "message", "request_id"}
RSS_EVERY_S = 10.0
BACKOFF_S = 0.2  # a client thread's pause after a non-200
STARTUP_TIMEOUT_S = 300.0  # for /health, and for the priming questions (they build the indexes)
DEFAULT_MAX_TRIPLES = 20_000
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def log(msg: str) -> None:
    print(f"[soak] {msg}", file=sys.stderr, flush=True)


# -- what the endpoint holds and what is asked -----------------------------------------------
@dataclass(frozen=True)
class KGFile:
    name: str
    path: Path
    triples: int
    classes: frozenset[str]


def read_kg_file(name: str) -> KGFile:
    """A bundled KG's triple count and classes (objects of rdf:type), from its N-Triples."""
    path = find_kg_file(name)
    if ".nt" not in path.suffixes:
        raise SystemExit(f"{path}: the soak reads N-Triples KGs only")
    opener = gzip.open if path.suffix == ".gz" else open
    triples, classes = 0, set()
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            parts = line.split(" ", 2)
            if len(parts) < 3:
                continue
            triples += 1
            if parts[1] == RDF_TYPE:
                classes.add(parts[2].rstrip().removesuffix(".").rstrip())
    return KGFile(name, path, triples, frozenset(classes))


def select_kgs(names: list[str] | None = None, max_triples: int = DEFAULT_MAX_TRIPLES) -> list[KGFile]:
    """The KGs merged into the endpoint's default graph: ``names``, or every bundled KG of at most
    ``max_triples`` whose classes are disjoint from those already chosen (in name order).
    Named KGs whose classes collide are an error: their entities would merge."""
    chosen: list[KGFile] = []
    seen: dict[str, str] = {}
    for name in names or bundled_kg_names():
        kg = read_kg_file(name)
        clash = sorted(c for c in kg.classes if c in seen)
        if names and clash:
            raise SystemExit(f"--kgs: {name} and {seen[clash[0]]} share classes {clash[:3]}; "
                             "merged in one graph their entities would mix")
        if not names and (clash or kg.triples > max_triples):
            continue
        chosen.append(kg)
        seen.update({c: name for c in kg.classes})
    return chosen


def question_pool(kg_names: list[str], seed: int = 0) -> list[str]:
    """The distinct Spider4SPARQL questions (all splits) of ``kg_names``, shuffled."""
    wanted = {n.lower() for n in kg_names}
    questions = dict.fromkeys(
        ex.question.strip() for split in SPLITS for ex in load_split(split) if ex.kg_name.lower() in wanted)
    pool = sorted(q for q in questions if q)
    random.Random(seed).shuffle(pool)
    return pool


_CASES = (lambda q: q, str.lower, str.upper, lambda q: " ".join(w[:1].upper() + w[1:] for w in q.split(" ")))


def _final_mark(q: str, k: int) -> str:
    if k == 0:
        return q
    marked = q[-1:] in ("?", ".")
    body, mark = (q[:-1].rstrip(), q[-1]) if marked else (q, "?")
    return (body if marked else q + mark, f"{body} {mark}", body + mark * 2)[k - 1]


def question_variant(question: str, round_: int) -> str:
    """Round 0: the question as written. Later rounds: one of 16 casing x final-punctuation
    variants (round 16 is round 0 again); the words stay those of the question."""
    k = round_ % 16
    return _final_mark(_CASES[k % 4](question), k // 4)


class QuestionStream:
    """The pool in order, then its variants round after round; thread-safe."""

    def __init__(self, pool: list[str]) -> None:
        if not pool:
            raise SystemExit("no questions for the chosen KGs")
        self.pool = pool
        self.sent: set[str] = set()
        self._i = 0
        self._lock = threading.Lock()

    def next(self) -> str:
        with self._lock:
            i, self._i = self._i, self._i + 1
            if i == len(self.pool):
                log(f"all {len(self.pool)} questions asked; cycling with casing/punctuation variants")
            q = question_variant(self.pool[i % len(self.pool)], i // len(self.pool))
            self.sent.add(q)
            return q


# -- the fault schedule ----------------------------------------------------------------------
@dataclass(frozen=True)
class Phase:
    fault: str
    start_s: float
    duration_s: float


def fault_schedule(minutes: float) -> list[Phase]:
    """Faults at fixed fractions of the run; the last one ends by 80 % of it, so the run closes
    with a healthy stretch (recovery, memory)."""
    total = minutes * 60

    def dur(fraction: float, lo: float, hi: float) -> float:
        return min(hi, max(lo, fraction * total))

    if minutes < 5:
        down, slow, drop = dur(0.07, 6, 60), dur(0.12, 10, 180), dur(0.07, 6, 60)
        plan = [(ENDPOINT_DOWN, 0.20, down), (LATENCY, 0.38, slow), (DROP, 0.60, drop)]
    else:
        down, slow, drop = dur(0.03, 8, 60), dur(0.08, 15, 180), dur(0.03, 8, 60)
        plan = [(ENDPOINT_DOWN, 0.12, down), (LATENCY, 0.22, slow), (DROP, 0.36, drop),
                (ENDPOINT_DOWN, 0.46, down), (BLACK_HOLE, 0.56, dur(0.03, 20, 60)),
                (ENDPOINT_DOWN, 0.70, down)]
    return [Phase(fault, round(at * total, 1), round(d, 1)) for fault, at, d in plan]


@dataclass
class Window:
    """A fault as it ran, on the monotonic clock."""

    phase: Phase
    start: float
    end: float | None = None


# -- requests and how they are judged --------------------------------------------------------
@dataclass
class Outcome:
    sent: float
    received: float
    status: int | None  # None: no HTTP response (transport error, client timeout)
    degraded: bool = False
    error_body_ok: bool = True
    detail: str = ""  # the error kind/message or the exception, for evidence
    question: str = ""
    abstained: bool = False  # a 200 with "answered": false
    other_kg: bool = False  # asked of the KG on the endpoint no fault touches
    # degraded by the question's own time budget alone (no KG call failed): such a 200 was
    # computed against a KG that answered
    budget_only: bool = False

    @property
    def label(self) -> str:
        if self.status is None:
            return "no_response"
        return f"{self.status}_degraded" if self.status == 200 and self.degraded else str(self.status)


def overlaps_outage(o: Outcome, windows: list[Window]) -> bool:
    return any(w.phase.fault in OUTAGES and w.end is not None and o.sent <= w.end and o.received >= w.start
               for w in windows)


def request_class(o: Outcome, windows: list[Window], grace_s: float) -> tuple[str, Window | None]:
    """``outage``, ``boundary``, ``slow``, ``normal`` or ``other_kg``, and the window that decided it."""
    if o.other_kg:
        return "other_kg", None
    ended = [w for w in windows if w.end is not None]
    for w in ended:
        if w.phase.fault in OUTAGES and w.start <= o.sent and o.received <= w.end:
            return "outage", w
    for kind, faults in (("boundary", OUTAGES), ("slow", {LATENCY})):
        for w in ended:
            if w.phase.fault in faults and o.sent <= w.end + grace_s and o.received >= w.start:
                return kind, w
    return "normal", None


def is_right(o: Outcome, klass: str) -> bool:
    if o.status == 200 and o.degraded:
        return True
    return o.status in RIGHT_STATUSES[klass]


def classify(outcomes: list[Outcome], windows: list[Window], grace_s: float, t0: float, warmup_s: float) -> dict:
    """The verdicts of a run that started at ``t0``: counts, latencies, recovery per window
    (see the module docstring)."""
    warmup_end = t0 + warmup_s
    by_class: dict[str, Counter] = {k: Counter() for k in RIGHT_STATUSES}
    per_window: dict[int, Counter] = {id(w): Counter() for w in windows}
    wrong_outage = errors_outside = bad_bodies = degraded_outside = 0
    examples: dict[tuple[str, str], list[dict]] = {}
    latencies: list[float] = []
    other = {"requests": 0, "wrong": 0, "during_outages": 0, "wrong_during_outages": 0, "degraded": 0,
             "degraded_reasons": Counter(), "statuses": Counter()}
    for o in outcomes:
        klass, w = request_class(o, windows, grace_s)
        if klass == "other_kg":
            during, right = overlaps_outage(o, windows), is_right(o, klass)
            other["requests"] += 1
            other["during_outages"] += during
            other["wrong"] += not right
            other["wrong_during_outages"] += during and not right
            other["statuses"][o.label] += 1
            if o.status == 200 and o.degraded:
                other["degraded"] += 1
                other["degraded_reasons"][o.detail[:120]] += 1
        by_class[klass][o.label] += 1
        if klass == "outage":
            per_window[id(w)][o.label] += 1
        if o.status not in (200, None) and not o.error_body_ok:
            bad_bodies += 1
        if not is_right(o, klass):
            if klass == "outage":
                wrong_outage += 1
            else:
                errors_outside += 1
            kept = examples.setdefault((klass, o.label), [])
            if len(kept) < 3:  # a few of each kind of wrong answer, as evidence
                kept.append({"class": klass, "fault": w.phase.fault if w else None, "status": o.label,
                             "at_s": round(o.sent - t0, 1), "took_s": round(o.received - o.sent, 2),
                             "detail": o.detail[:300], "question": o.question})
        if klass == "normal" and o.status == 200:
            degraded_outside += o.degraded
            if o.sent >= warmup_end:
                latencies.append((o.received - o.sent) * 1000)

    schedule = []
    restarts: list[float | None] = []
    faulty = [o for o in outcomes if not o.other_kg]  # the other KG's 200s say nothing of recovery
    for w in windows:
        # Sent after the fault began, so any KG call it made before w.end failed: its 200 was
        # computed against the recovered endpoint.
        later = [o for o in faulty if w.end is not None and o.sent >= w.start and o.received >= w.end
                 and o.status == 200 and (not o.degraded or o.budget_only)]
        first = min(later, key=lambda o: o.received) if later and w.phase.fault in OUTAGES else None
        recovery = round(first.received - w.end, 3) if first else None
        # what the requests sent in the grace after the fault got, and how long they took
        after = [o for o in faulty if w.end is not None and w.end <= o.sent <= w.end + grace_s]
        if w.phase.fault == ENDPOINT_DOWN:
            restarts.append(recovery)
        schedule.append({
            "fault": w.phase.fault, "planned_at_s": w.phase.start_s, "planned_s": w.phase.duration_s,
            "at_s": round(w.start - t0, 2),
            "duration_s": round(w.end - w.start, 2) if w.end is not None else None,
            "outage_requests": dict(per_window[id(w)]) if w.phase.fault in OUTAGES else None,
            "recovery_s": recovery,
            # how much of the recovery time is the recovering request's own latency
            "recovery_request_took_s": round(first.received - first.sent, 3) if first else None,
            "in_grace_after": {label: {"n": len(xs), "took_s_max": round(max(xs), 2)}
                               for label, xs in _group_took(after).items()},
        })
    recovered = [r for r in restarts if r is not None]
    return {
        "errors_outside_outages": errors_outside,
        "wrong_status_during_outages": wrong_outage,
        "recovery_s_p95": round(percentile(recovered, 0.95), 3) if recovered and len(recovered) == len(restarts) else None,
        "latency_ms_p50": round(statistics.median(latencies), 1) if latencies else None,
        "latency_ms_p95": round(percentile(latencies, 0.95), 1) if latencies else None,
        "bad_error_bodies": bad_bodies,
        "degraded_outside_outages": degraded_outside,
        "by_class": {k: dict(v) for k, v in by_class.items()},
        "schedule": schedule,
        "abstained": sum(o.abstained for o in outcomes),
        # Questions to the KG whose endpoint stays up, while the other one fails: null when the
        # run asked none.
        "kg_outage_while_another_up": ({**other, "statuses": dict(sorted(other["statuses"].items())),
                                        "degraded_reasons": dict(other["degraded_reasons"])}
                                       if other["requests"] else None),
        "wrong_examples": [e for kept in examples.values() for e in kept],
    }


def _group_took(outcomes: list[Outcome]) -> dict[str, list[float]]:
    groups: dict[str, list[float]] = {}
    for o in outcomes:
        groups.setdefault(o.label, []).append(o.received - o.sent)
    return dict(sorted(groups.items()))


def judge_response(r: httpx.Response, sent: float, received: float, question: str,
                   other_kg: bool = False) -> Outcome:
    try:
        body = r.json()
    except ValueError:
        body = None
    if r.status_code == 200:
        degraded = isinstance(body, dict) and (body.get("degraded") is True or
                                               (isinstance(body.get("degraded"), list) and bool(body["degraded"])))
        # An engine may report a failed KG call in an "error" field of a 200: kept as evidence.
        detail = (str(body.get("error") or "; ".join(map(str, body.get("degraded_reasons") or [])))
                  if isinstance(body, dict) else "")
        abstained = isinstance(body, dict) and body.get("answered") is False
        reasons = body.get("degraded_reasons") if isinstance(body, dict) else None
        budget_only = degraded and isinstance(reasons, list) and bool(reasons) and \
            all(str(x).startswith(BUDGET_REASON) for x in reasons)
        return Outcome(sent, received, 200, degraded, True, detail, question, abstained, other_kg, budget_only)
    err = body.get("error") if isinstance(body, dict) else None
    ok = isinstance(err, dict) and ERROR_FIELDS <= set(err) and err.get("status") == r.status_code
    detail = f"{err.get('kind')}: {err.get('message')}" if ok else r.text[:300]
    return Outcome(sent, received, r.status_code, False, ok, detail, question, other_kg=other_kg)


# -- the processes ---------------------------------------------------------------------------
UNION_KG = "union"  # the service's name for the endpoint that holds the merged KGs


def split_other_kg(chosen: list[KGFile], name: str | None) -> KGFile | None:
    """The KG served from the second, fault-free endpoint: ``name`` (``none``: no such KG), by
    default the one of ``chosen`` with the most questions (taken out of the union by the
    caller), so its client thread comes round to a question again as late as possible."""
    if name == "none" or (name is None and len(chosen) < 2):
        return None
    if name is None:
        return max(chosen, key=lambda k: len(question_pool([k.name])))
    return next((k for k in chosen if k.name == name), None) or read_kg_file(name)


def endpoints_override(endpoints: dict[str, str]) -> str:
    """``kg.endpoints={name:'url',...}`` for kgqa.serve's command line."""
    return "kg.endpoints={" + ",".join(f"{name}:'{url}'" for name, url in endpoints.items()) + "}"

def serve_config(overrides: list[str]):
    from hydra import compose, initialize_config_dir

    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="serve", overrides=overrides)


class Faults:
    """Applies and lifts the schedule's faults on the endpoint and the proxy."""

    def __init__(self, endpoint: OxigraphServer, proxy: TCPProxy, latency_s: float) -> None:
        self.endpoint, self.proxy, self.latency_s = endpoint, proxy, latency_s

    def inject(self, fault: str) -> float:
        """Returns when the fault is in force (its window starts then)."""
        if fault == ENDPOINT_DOWN:
            self.endpoint.kill()
        elif fault == LATENCY:
            self.proxy.pass_through(latency_s=self.latency_s)
        elif fault == DROP:
            self.proxy.drop()
        elif fault == BLACK_HOLE:
            self.proxy.black_hole()
        else:
            raise ValueError(fault)
        return time.monotonic()

    def lift(self, fault: str) -> float:
        """Returns when the fault is over: a killed endpoint is over once it answers again."""
        if fault == ENDPOINT_DOWN:
            self.endpoint.start()
            return time.monotonic()
        end = time.monotonic()
        self.proxy.pass_through()
        return end


def _raise_interrupt(signum, frame):
    raise KeyboardInterrupt(f"signal {signum}")


@contextlib.contextmanager
def sigterm_as_interrupt():
    """SIGTERM unwinds like Ctrl-C, so the cleanup runs (only possible in the main thread)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _raise_interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def prime(client: httpx.Client, streams: list[tuple[QuestionStream, str]], n: int, timeout_s: float) -> dict[str, int]:
    """Before the clock starts: ``n`` questions at once to each ``(stream, KG)``, so each worker
    has built its schema and value indexes (the first question a worker gets reads the whole
    KG). Not counted."""
    statuses: Counter = Counter()

    def one(stream: QuestionStream, kg: str) -> None:
        try:
            r = client.post("/ask", json={"question": stream.next(), "kg": kg, "explain": False}, timeout=timeout_s)
            statuses[str(r.status_code)] += 1
        except httpx.HTTPError as e:
            statuses[type(e).__name__] += 1

    threads = [threading.Thread(target=one, args=pair, daemon=True) for pair in streams for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout_s + 5)
    if not statuses.get("200"):
        raise SystemExit(f"priming: no question answered with 200 ({dict(statuses)}); the service is not usable")
    log(f"primed with {n} questions: {dict(statuses)}")
    return dict(statuses)


# -- the run ---------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=30)
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--workers", type=int, default=None, help="service processes (default: conf/serve.yaml's)")
    ap.add_argument("--latency-ms", type=float, default=300, help="added to every endpoint reply in the latency phase")
    ap.add_argument("--kgs", default=None, help="comma-separated bundled KGs to load (default: see above)")
    ap.add_argument("--other-kg", default=None,
                    help="the bundled KG served from a second endpoint that no fault touches (default: the "
                         "chosen KG with the most questions, taken out of the union; 'none': one endpoint only)")
    ap.add_argument("--grace-s", type=float, default=5.0, help="after a fault, how long errors are the fault's")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--log-dir", type=Path, default=None, help="keep the service's and Oxigraph's logs here")
    ap.add_argument("overrides", nargs="*", help="Hydra overrides passed to kgqa.serve")
    args = ap.parse_args(argv)

    cfg = serve_config(args.overrides)
    workers = args.workers if args.workers is not None else int(cfg.workers)
    request_timeout_s = max(60.0, 4 * float(cfg.kg.timeout_s))
    total_s = args.minutes * 60
    schedule = fault_schedule(args.minutes)
    warmup_s = min(180.0, max(10.0, 0.1 * total_s))

    kgs = select_kgs(args.kgs.split(",") if args.kgs else None)
    other = split_other_kg(kgs, args.other_kg)
    kgs = [k for k in kgs if other is None or k.name != other.name]
    stream = QuestionStream(question_pool([k.name for k in kgs], args.seed))
    other_stream = QuestionStream(question_pool([other.name], args.seed)) if other else None
    log(f"{len(kgs)} KGs ({sum(k.triples for k in kgs)} triples), {len(stream.pool)} questions, "
        f"{args.minutes:g} min at concurrency {args.concurrency}, {workers} service worker(s)"
        + (f"; {other.name} on a second endpoint, asked by one client thread" if other else ""))

    outcomes: list[Outcome] = []
    windows: list[Window] = []
    rss: list[tuple[float, int]] = []
    stop = threading.Event()
    current = {"phase": "warm-up"}

    with contextlib.ExitStack() as stack:
        stack.enter_context(sigterm_as_interrupt())
        tmp = Path(tempfile.mkdtemp(prefix="kgqa-soak-"))
        stack.callback(shutil.rmtree, tmp, ignore_errors=True)

        data = tmp / "oxigraph"
        OxigraphServer.bulk_load(data, [k.path for k in kgs])
        endpoint = stack.enter_context(OxigraphServer(location=data))
        endpoints: dict[str, str] = {}
        if other is not None:
            OxigraphServer.bulk_load(tmp / "oxigraph-other", [other.path])
            other_endpoint = stack.enter_context(OxigraphServer(location=tmp / "oxigraph-other"))
            endpoints[other.name] = other_endpoint.query_url
        if args.log_dir:  # runs before the servers' cleanup removes their folders
            args.log_dir.mkdir(parents=True, exist_ok=True)
            stack.callback(lambda: shutil.copy(endpoint.log, args.log_dir / "oxigraph.log"))
            stack.callback(lambda: shutil.copy(tmp / "service.log", args.log_dir / "service.log"))
        proxy = stack.enter_context(TCPProxy(endpoint.port))
        # the union first: kgqa.serve's default KG is its first endpoint
        endpoints = {UNION_KG: f"http://127.0.0.1:{proxy.port}/query", **endpoints}
        env = dict(os.environ, KGQA_CACHE_DIR=str(tmp / "cache"))
        service = ServiceProcess([endpoints_override(endpoints), f"workers={workers}", *args.overrides],
                                 tmp / "service.log", env)
        log(f"starting the service (endpoint via proxy :{proxy.port} -> oxigraph :{endpoint.port})")
        stack.enter_context(service)
        key = cfg.get("api_key") or os.environ.get("KGQA_API_KEY")
        client = stack.enter_context(httpx.Client(
            base_url=service.base_url, timeout=request_timeout_s,
            headers={"Authorization": f"Bearer {key}"} if key else None,
            limits=httpx.Limits(max_connections=args.concurrency, max_keepalive_connections=args.concurrency)))
        faults = Faults(endpoint, proxy, args.latency_ms / 1000)
        asked = [(stream, UNION_KG)] + ([(other_stream, other.name)] if other else [])
        primed = prime(client, asked, 2 * workers, STARTUP_TIMEOUT_S)

        def ask_loop(questions: QuestionStream, kg: str) -> None:
            n = 0
            is_other = kg != UNION_KG
            while not stop.is_set():
                q = questions.next()
                explain = (n % 4 == 0)
                n += 1
                sent = time.monotonic()
                try:
                    r = client.post("/ask", json={"question": q, "kg": kg, "explain": explain})
                    outcome = judge_response(r, sent, time.monotonic(), q, is_other)
                except httpx.HTTPError as e:
                    outcome = Outcome(sent, time.monotonic(), None, detail=repr(e)[:300], question=q,
                                      other_kg=is_other)
                outcomes.append(outcome)
                if current["phase"] in ("warm-up", "normal") and (outcome.status != 200 or outcome.degraded):
                    # evidence as it happens (the verdict, with the fault windows, comes at the end)
                    log(f"{outcome.sent - t0:5.0f} s  {kg}: {outcome.label} after {outcome.received - sent:.1f} s "
                        f"with no fault injected: {outcome.detail[:200]!r} ({q!r})")
                if outcome.status != 200:
                    stop.wait(BACKOFF_S)  # a client backs off a failing service

        def sample_loop(t0: float) -> None:
            while not stop.wait(RSS_EVERY_S):
                value = service.rss_bytes()
                if value is not None:
                    rss.append((time.monotonic(), value))
                counts = Counter(o.label for o in outcomes)
                log(f"{time.monotonic() - t0:5.0f}/{total_s:.0f} s  {current['phase']:<13} "
                    f"{len(outcomes)} requests {dict(sorted(counts.items()))}  "
                    f"rss {value / 2**20 if value else float('nan'):.0f} MB")

        t0 = time.monotonic()
        # One client thread asks the other KG (when there is one), the rest the union.
        threads = [threading.Thread(target=ask_loop, args=asked[1] if i == 0 and other else asked[0],
                                    name=f"soak-client-{i}", daemon=True) for i in range(args.concurrency)]
        threads.append(threading.Thread(target=sample_loop, args=(t0,), name="soak-rss", daemon=True))
        for t in threads:
            t.start()
        interrupted = False
        try:
            for phase in schedule:
                _sleep_until(t0 + phase.start_s)
                current["phase"] = phase.fault
                window = Window(phase, faults.inject(phase.fault))
                windows.append(window)
                log(f"{window.start - t0:5.0f} s  {phase.fault} for {phase.duration_s:g} s")
                _sleep_until(t0 + phase.start_s + phase.duration_s)
                window.end = faults.lift(phase.fault)
                current["phase"] = "normal"
                log(f"{window.end - t0:5.0f} s  {phase.fault} lifted")
            _sleep_until(t0 + total_s)
            final = service.rss_bytes()
            if final is not None:
                rss.append((time.monotonic(), final))
        except BaseException:  # Ctrl-C, SIGTERM, a fault that could not be lifted
            interrupted = True
            raise
        finally:
            stop.set()
            current["phase"] = "draining"
            # After a normal run, the requests in flight finish; after Ctrl-C, stopping the
            # service (next, in the exit stack) ends them.
            for t in threads:
                t.join(timeout=2 if interrupted else request_timeout_s + 5)
        proxy_stats = dict(proxy.stats.__dict__)

    warmup_end = t0 + warmup_s
    verdict = classify(list(outcomes), windows, args.grace_s, t0, warmup_s)
    after_warmup = [v for t, v in rss if t >= warmup_end]
    growth = (round(100 * (after_warmup[-1] - after_warmup[0]) / after_warmup[0], 2)
              if len(after_warmup) >= 2 else None)
    report = {
        "requests": len(outcomes),
        "priming": primed,
        "errors_outside_outages": verdict["errors_outside_outages"],
        "wrong_status_during_outages": verdict["wrong_status_during_outages"],
        "recovery_s_p95": verdict["recovery_s_p95"],
        "rss_growth_pct": growth,
        "latency_ms_p50": verdict["latency_ms_p50"],
        "latency_ms_p95": verdict["latency_ms_p95"],
        "bad_error_bodies": verdict["bad_error_bodies"],
        "degraded_outside_outages": verdict["degraded_outside_outages"],
        "abstained": verdict["abstained"],
        "kg_outage_while_another_up": verdict["kg_outage_while_another_up"],
        "other_kg": other.name if other else None,
        "minutes": args.minutes,
        "concurrency": args.concurrency,
        "workers": workers,
        "warmup_s": warmup_s,
        "grace_s": args.grace_s,
        "latency_ms_added": args.latency_ms,
        "kgs": [k.name for k in kgs],
        "kg_triples": sum(k.triples for k in kgs),
        "question_pool": len(stream.pool),
        "distinct_questions": len(stream.sent),
        "statuses": dict(sorted(Counter(o.label for o in outcomes).items())),
        "by_class": verdict["by_class"],
        "schedule": verdict["schedule"],
        "rss_mb": {"after_warmup": round(after_warmup[0] / 2**20, 1) if after_warmup else None,
                   "last": round(after_warmup[-1] / 2**20, 1) if after_warmup else None,
                   "max": round(max(v for _, v in rss) / 2**20, 1) if rss else None,
                   "samples": len(rss)},
        "proxy": proxy_stats,
        "wrong_examples": verdict["wrong_examples"],
    }
    print(json.dumps(report))
    return report


def _sleep_until(deadline: float) -> None:
    while (left := deadline - time.monotonic()) > 0:
        time.sleep(min(left, 1.0))


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        log("interrupted; everything it started is stopped")
        sys.exit(130)
