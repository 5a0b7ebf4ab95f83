"""``python -m kgqa.bench.adapt``: the adaptation benchmark, one JSON object on stdout.

    python -m kgqa.bench.adapt kg.endpoint=URL [minutes=10] [adapt overrides ...]
    python -m kgqa.bench.adapt --style opaque_ids --kg concert_singer [--out DIR] [minutes=10 ...]

Runs ``python -m kgqa.adapt`` (conf/adapt.yaml) and prints its figures: synthesis rate, questions,
minutes per stage, exec of the base and the adapted checkpoint on the KG's held-out synthetic
questions. With ``--style S --kg K`` the KG is the Spider4SPARQL dev KG ``K`` re-rendered in style
``S`` (:mod:`kgqa.data.spider4sparql_styles`, written under ``--out`` when missing), and the
human dev questions of that KG in that style are scored too, before and after: they are never
trained on (adaptation sees only questions synthesized from the KG); with ``interpolate`` below 1
the fine-tune's own weights (``fine_tuned``) are scored beside the saved model. Progress goes to
stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def adapt_config(overrides: list[str]):
    from hydra import compose, initialize_config_dir

    from kgqa.paths import REPO_ROOT

    with initialize_config_dir(config_dir=str(REPO_ROOT / "conf"), version_base="1.3"):
        return compose(config_name="adapt", overrides=overrides)


def dev_exec(style: str, kg_name: str, out: Path, checkpoints: dict[str, Path], cfg, sample: int | None = None,
             split: str = "dev") -> dict:
    """Exec of each checkpoint on the human ``split`` questions of ``kg_name`` in ``style`` (a seeded
    ``sample`` of them, in file order, when set). ``split="train"`` scores a Spider4SPARQL train
    KG rendered with its gold answers (``build_style(style, out, "train", kgs=[...])``): a fold
    for choosing adaptation settings without the dev questions (the shipped model trained on
    those questions, so such a fold flatters the base)."""
    import random

    from kgqa.adapt import score_checkpoint
    from kgqa.data.spider4sparql_styles import load_style, style_kg_file
    from kgqa.kg.embedded import EmbeddedKG

    examples = [e for e in load_style(style, out, split) if e.kg_name == kg_name]
    if sample and len(examples) > sample:
        keep = sorted(random.Random(0).sample(range(len(examples)), sample))
        examples = [examples[i] for i in keep]
    kg = EmbeddedKG([style_kg_file(style, out, kg_name)], name=f"{kg_name}@{style}", timeout_s=float(cfg.kg.timeout_s))
    result = {"n": len(examples)}
    for which, path in checkpoints.items():
        metrics, _ = score_checkpoint(path, cfg, examples, kg, f"{split} {which}")
        result[f"exec_{which}"] = metrics["exec_acc"]
    return result


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--style", default=None, help="a style of kgqa.data.spider4sparql_styles (with --kg)")
    ap.add_argument("--kg", default=None, help="a Spider4SPARQL dev KG (with --style)")
    ap.add_argument("--out", type=Path, default=None, help="where the restyled dev KG is written (default: the "
                    "cache folder's adapt-styles/)")
    ap.add_argument("--dev-sample", type=int, default=40, help="human dev questions scored (seeded sample; "
                    "0 = all): about 8 s each per checkpoint on this 2-core machine")
    ap.add_argument("overrides", nargs="*", help="kgqa.adapt overrides (conf/adapt.yaml)")
    args = ap.parse_args(argv)
    from kgqa.adapt import run
    from kgqa.paths import cache_dir, resolve

    overrides = list(args.overrides)
    out = None
    if args.style or args.kg:
        if not (args.style and args.kg):
            ap.error("--style and --kg go together")
        from kgqa.data.spider4sparql_styles import build_style, style_kg_file

        out = args.out or cache_dir() / "adapt-styles"
        dev_file = out / args.style / "dev.json"
        if not (style_kg_file(args.style, out, args.kg).exists() and dev_file.exists()
                and any(r["kg"] == args.kg for r in json.loads(dev_file.read_text()))):
            print(f"[adapt] rendering {args.kg} in {args.style} -> {out}", file=sys.stderr, flush=True)
            build_style(args.style, out, "dev", kgs=[args.kg])
        overrides = [f"kg.files=[{style_kg_file(args.style, out, args.kg)}]", f"kg.name={args.kg}@{args.style}",
                     *overrides]
    cfg = adapt_config(overrides)
    summary = run(cfg)
    held = summary.get("heldout") or {}
    report = {
        "kg": summary["kg"],
        "synthesis_questions_per_second": summary["synthesis"]["questions_per_second"],
        "questions": summary["questions"],
        "minutes": summary["minutes"],
        "training": summary["training"],
        "heldout_synthetic": {k: held.get(k) for k in ("n", "exec_before", "exec_after", "f1_before", "f1_after")},
        "checkpoint": summary["checkpoint"],
        "overrides": overrides,
    }
    if out is not None:
        checkpoints = {"before": resolve(cfg.base), "after": Path(summary["checkpoint"])}
        mixed = summary.get("interpolate") or {}
        if float(mixed.get("tuned_weight", 1.0)) < 1.0:  # the fine-tune's own weights too: what interpolating did
            checkpoints["fine_tuned"] = Path(mixed["fine_tuned"])
        report["dev_human"] = dev_exec(args.style, args.kg, out, checkpoints, cfg, args.dev_sample or None)
    print(json.dumps(report))
    return report


if __name__ == "__main__":
    main()
