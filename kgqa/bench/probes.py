"""Execution-guidance probe cost per backend: 50 ASKs vs one batched decision.

    python -m kgqa.bench.probes [--triples 1000000] [--decisions 20] [--backends embedded,oxigraph-http,virtuoso-http]

Generates a synthetic KG (entities with typed links over a few hundred relations), loads it
into each backend, and times guidance decisions: for a partial pattern and 50 candidate
relations for one slot, which candidates have a match. Prints one JSON object as its last
line: per backend the median ms of ``ask_x50`` (one ASK per candidate), ``batched`` (the
backend's ``probe``: per-candidate substituted ASKs embedded, one UNION POST over HTTP),
their ratio, and the load time.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from rdflib import URIRef
from tqdm import tqdm

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.kg.vocabulary import RDF_TYPE, RDFS
from kgqa.testing.servers import OxigraphServer, VirtuosoServer

NS = "http://bench.kgqa/"
RDFS_LABEL = RDFS + "label"
N_RELATIONS = 400


#: The labelled KG's vocabulary (``generate_kg(labelled=True)``): readable words, so onboarding
#: builds a real schema and label index and questions can be written from the data.
CLASS_WORDS = (
    "person", "city", "river", "book", "film", "company", "university", "album", "painting", "ship",
    "mountain", "island", "bridge", "museum", "planet", "language", "festival", "newspaper", "hospital", "stadium",
    "airport", "castle", "forest", "lake", "library", "magazine", "monastery", "opera", "orchestra", "palace",
    "park", "railway", "restaurant", "satellite", "school", "song", "street", "temple", "theatre", "village",
)
RELATION_NOUNS = (
    "author", "capital", "director", "founder", "owner", "partner", "sponsor", "successor", "mentor", "neighbour",
    "rival", "supplier", "publisher", "editor", "coach", "manager", "architect", "designer", "producer", "curator",
)
RELATION_MODIFIERS = (
    "", "former", "current", "first", "second", "main", "official", "honorary", "acting", "deputy",
    "chief", "senior", "junior", "interim", "original", "regional", "local", "national", "assistant", "associate",
)
_CONSONANTS, _VOWELS = "bdfgklmnprstvz", "aeiou"
_SYLLABLES = [c + v for c in _CONSONANTS for v in _VOWELS]  # 70: four of them name 24M entities
_NAME_SPACE = len(_SYLLABLES) ** 4
_NAME_STRIDE = 1_000_003  # prime, so coprime with 70**4: entity i -> a distinct, unrelated-looking name


def entity_label(i: int) -> str:
    """A pronounceable name, unique per entity below 24M: ``entity_label(7)`` -> "Rede Meka"."""
    j = (i * _NAME_STRIDE + 12_345) % _NAME_SPACE
    s = []
    for _ in range(4):
        j, d = divmod(j, len(_SYLLABLES))
        s.append(_SYLLABLES[d])
    return f"{(s[0] + s[1]).capitalize()} {(s[2] + s[3]).capitalize()}"


def relation_label(r: int) -> str:
    """``r3`` -> "founder", ``r23`` -> "former founder" (the first 20 relations, the most used, are bare nouns)."""
    modifier = RELATION_MODIFIERS[(r // len(RELATION_NOUNS)) % len(RELATION_MODIFIERS)]
    return f"{modifier} {RELATION_NOUNS[r % len(RELATION_NOUNS)]}".strip()


def labelled_entity_count(n_triples: int) -> int:
    """Entities of a labelled KG of ``n_triples``: a type, a label and ~10 outgoing edges each."""
    return max(10, n_triples // 12)


def generate_kg(path: Path | Sequence[Path], n_triples: int, seed: int = 0, *, labelled: bool = False) -> int:
    """Entities with ~10 outgoing edges each; relation use is Zipf-like, as in real KGs.

    ``labelled``: also an ``rdf:type`` (one of ``CLASS_WORDS``) and an ``rdfs:label``
    (:func:`entity_label`) per entity, and labels for the classes and relations, all counted in
    ``n_triples`` (then written exactly; unlabelled, rounded up to a multiple of 10). Several
    paths: the triples are dealt out across them in turn, so a bulk loader can read them in
    parallel. Returns the number of triples written.
    """
    paths = [path] if isinstance(path, (str, Path)) else list(path)
    rng = random.Random(seed)
    n_entities = labelled_entity_count(n_triples) if labelled else max(10, n_triples // 10)
    weights = [1.0 / (i + 1) for i in range(N_RELATIONS)]
    written = 0
    with contextlib.ExitStack() as stack:
        files = [stack.enter_context(gzip.open(p, "wt", compresslevel=1)) for p in paths]
        if labelled:
            for c, word in enumerate(CLASS_WORDS):
                files[c % len(files)].write(f'<{NS}C{c}> <{RDFS_LABEL}> "{word}" .\n')
            for r in range(N_RELATIONS):
                files[r % len(files)].write(f'<{NS}r{r}> <{RDFS_LABEL}> "{relation_label(r)}" .\n')
            for e in range(n_entities):
                f = files[e % len(files)]
                f.write(f"<{NS}e{e}> <{RDF_TYPE}> <{NS}C{e % len(CLASS_WORDS)}> .\n")
                f.write(f'<{NS}e{e}> <{RDFS_LABEL}> "{entity_label(e)}" .\n')
            written = len(CLASS_WORDS) + N_RELATIONS + 2 * n_entities
        group = 0
        while written < n_triples:
            s = rng.randrange(n_entities)
            rels = rng.choices(range(N_RELATIONS), weights, k=10)
            if labelled:
                rels = rels[: n_triples - written]  # the requested total, exactly
            f = files[group % len(files)]
            for r in rels:
                f.write(f"<{NS}e{s}> <{NS}r{r}> <{NS}e{rng.randrange(n_entities)}> .\n")
            written += len(rels)
            group += 1
    return written


def decisions(n: int, n_entities: int, seed: int = 1) -> list[tuple[str, list[URIRef]]]:
    """(pattern, 50 candidate relations) pairs: one- and two-hop partial graphs."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        e = f"<{NS}e{rng.randrange(n_entities)}>"
        if i % 2:
            pattern = f"{e} ?slot ?o ."
        else:
            pattern = f"{e} ?r1 ?m . ?m ?slot ?o ."
        cands = [URIRef(f"{NS}r{r}") for r in rng.sample(range(N_RELATIONS), 50)]
        out.append((pattern, cands))
    return out


def time_backend(kg: KnowledgeGraph, work, repeats: int = 1) -> dict:
    ask_ms, batch_ms = [], []
    for pattern, cands in tqdm(work, desc=kg.name if hasattr(kg, "name") else "kg", file=sys.stderr):
        for _ in range(repeats):
            kg.clear_cache()
            t = time.perf_counter()
            one = kg.probe_one_by_one(pattern, "slot", cands)
            ask_ms.append((time.perf_counter() - t) * 1000)
            kg.clear_cache()
            t = time.perf_counter()
            batched = kg.probe(pattern, "slot", cands)
            batch_ms.append((time.perf_counter() - t) * 1000)
            if one != batched:
                raise AssertionError(f"batched probe disagrees with per-candidate ASKs on {pattern}")
    a, b = statistics.median(ask_ms), statistics.median(batch_ms)
    return {"ask_x50_ms_p50": round(a, 3), "batched_ms_p50": round(b, 3), "speedup": round(a / b, 2)}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triples", type=int, default=1_000_000)
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--backends", default="embedded,oxigraph-http,virtuoso-http")
    args = ap.parse_args(argv)
    backends = args.backends.split(",")
    work_dir = Path(tempfile.mkdtemp(prefix="kgqa-bench-probes-"))
    data = work_dir / "bench.nt.gz"
    t = time.perf_counter()
    n = generate_kg(data, args.triples)
    print(f"generated {n} triples in {time.perf_counter() - t:.1f} s", file=sys.stderr)
    work = decisions(args.decisions, max(10, args.triples // 10))
    report: dict = {"triples": n, "decisions": args.decisions, "candidates_per_decision": 50}

    if "embedded" in backends:
        t = time.perf_counter()
        kg = EmbeddedKG([data], name="embedded", cache_size=0, timeout_s=60)
        load = time.perf_counter() - t
        report["embedded"] = {"load_s": round(load, 1), **time_backend(kg, work)}
        kg.close()
        del kg

    if "oxigraph-http" in backends:
        location = work_dir / "oxigraph"
        t = time.perf_counter()
        OxigraphServer.bulk_load(location, [data])
        with OxigraphServer(location=location) as srv:
            load = time.perf_counter() - t
            kg = EndpointKG(srv.query_url, name="oxigraph-http", cache_size=0, timeout_s=60)
            report["oxigraph-http"] = {"load_s": round(load, 1), **time_backend(kg, work)}

    if "virtuoso-http" in backends:
        t = time.perf_counter()
        with VirtuosoServer() as srv:
            srv.load_files([data])
            load = time.perf_counter() - t
            kg = EndpointKG(srv.query_url, default_graph=srv.graph, name="virtuoso-http", cache_size=0, timeout_s=60)
            report["virtuoso-http"] = {"load_s": round(load, 1), **time_backend(kg, work)}

    print(json.dumps(report))
    return report


if __name__ == "__main__":
    main()
