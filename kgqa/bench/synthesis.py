"""``python -m kgqa.bench.synthesis``: how fast :mod:`kgqa.synthesize` writes questions, how they
spread over shapes, and how many of them the trainer accepts.

For each KG (Spider4SPARQL training databases by name, ``--kgs``, RDF files, ``--files``, or
SPARQL endpoints, ``--endpoints URL[#graph=IRI]``):
onboard it (cached; the time is reported apart), synthesize ``--n`` questions, and report
questions per second (synthesis only: drawing, grounding, executing, verbalising), the count per
shape, the share of executed graphs kept, and the KG queries made. ``--verify`` also runs each
question through the trainer's own preprocessing (:func:`kgqa.models.qald_training.build_qald_example`:
the gold query becomes a graph and an outline under the grammar masks, its regenerated SPARQL
must give the same answers, and the candidate pools are built), and reports the share accepted,
per shape, with the reasons for the rest. Dev KGs are never used by default.

Last stdout line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from collections import Counter
from pathlib import Path

DEFAULT_KGS = ("department_management", "farm", "musical", "flight_1", "chinook_1")


def open_kg(name_or_file: str, timeout_s: float):
    if name_or_file.startswith(("http://", "https://")):
        from kgqa.kg.endpoint import EndpointKG

        url, _, graph = name_or_file.partition("#graph=")
        return url.rsplit("/", 2)[-2] if "/" in url else url, EndpointKG(url, default_graph=graph or None,
                                                                          timeout_s=timeout_s, name="endpoint")
    from kgqa.kg.embedded import EmbeddedKG

    path = Path(name_or_file)
    if path.suffix in (".nt", ".ttl", ".gz", ".rdf", ".nq", ".trig") and path.exists():
        return path.name.split(".")[0], EmbeddedKG([path], timeout_s=timeout_s)
    from kgqa.data.spider_kgs import spider_kg

    return name_or_file, spider_kg(name_or_file, timeout_s=timeout_s)


def verify(questions, kg, name: str) -> dict:
    """The trainer's acceptance of each question (see module docstring)."""
    from kgqa.data.qald import QALD_PREFIXES
    from kgqa.models.examples import NotTrainable
    from kgqa.models.qald_training import build_qald_example

    ok: Counter = Counter()
    total: Counter = Counter()
    reasons: Counter = Counter()
    t0 = time.perf_counter()
    for i, q in enumerate(questions):
        total[q.shape] += 1
        try:
            build_qald_example(i, q.question, q.sparql, kg, name, prefixes=QALD_PREFIXES, verify=True)
            ok[q.shape] += 1
        except NotTrainable as e:
            reasons[str(e)[:80]] += 1
    n = sum(total.values())
    return {"accepted": sum(ok.values()), "of": n, "share": round(sum(ok.values()) / n, 4) if n else None,
            "per_shape": {s: f"{ok[s]}/{total[s]}" for s in sorted(total)}, "reasons": dict(reasons.most_common(8)),
            "seconds": round(time.perf_counter() - t0, 1)}


def bench_one(name_or_file: str, n: int, seed: int, timeout_s: float, do_verify: bool) -> dict:
    from kgqa.candidates.onboarding import onboard
    from kgqa.synthesize import synthesize

    name, kg = open_kg(name_or_file, timeout_s)
    t0 = time.perf_counter()
    onboarded = onboard(kg)
    onboard_s = time.perf_counter() - t0
    report = synthesize(kg, onboarded, n, seed=seed, timeout_s=timeout_s, progress=False)
    out = {"kg": name, "triples": len(kg) if hasattr(kg, "__len__") else None,
           "onboard_seconds": round(onboard_s, 2), **report.summary()}
    if do_verify:
        out["verification"] = verify(report.questions, kg, name)
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kgs", default=",".join(DEFAULT_KGS), help="Spider4SPARQL train databases, comma-separated")
    ap.add_argument("--files", nargs="*", default=[], help="RDF files, one KG each (instead of --kgs)")
    ap.add_argument("--endpoints", nargs="*", default=[],
                    help="SPARQL query URLs, one KG each (URL#graph=IRI sends default-graph-uri)")
    ap.add_argument("--n", type=int, default=1000, help="questions per KG")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout-s", type=float, default=10.0)
    ap.add_argument("--verify", action="store_true", help="run the trainer's gold verification on each question")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    targets = args.endpoints or args.files or [k for k in args.kgs.split(",") if k]
    per_kg = [bench_one(t, args.n, args.seed, args.timeout_s, args.verify) for t in targets]
    questions = sum(r["questions"] for r in per_kg)
    seconds = sum(r["seconds"] for r in per_kg)
    shapes: Counter = Counter()
    for r in per_kg:
        shapes.update(r["shapes"])
    executed = sum(r["executed"] for r in per_kg)
    kept = sum(round(r["kept_share"] * r["executed"]) for r in per_kg if r["kept_share"] is not None)
    summary = {
        "kgs": [r["kg"] for r in per_kg],
        "questions": questions,
        "questions_per_second": round(questions / seconds, 1) if seconds else None,
        "shapes": dict(sorted(shapes.items())),
        "executed_kept_share": round(kept / executed, 3) if executed else None,
        "per_kg": per_kg,
    }
    if args.verify:
        acc = sum(r["verification"]["accepted"] for r in per_kg)
        of = sum(r["verification"]["of"] for r in per_kg)
        summary["verification_share"] = round(acc / of, 4) if of else None
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
