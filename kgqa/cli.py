"""``kgqa``: one command in front of kgqa's apps.

``kgqa SUBCOMMAND [ARGS...]`` runs the module a subcommand names exactly as ``python -m MODULE
ARGS...`` would (Hydra overrides and flags pass through untouched), except ``ask``, which answers
one question in this process, without a server::

    kgqa ask "How many singers do we have?" [--kg NAME] [KEY=VALUE ...] [--json]

``ask`` composes ``conf/serve.yaml`` with the overrides, so it answers with the service's
defaults (the shipped checkpoint, the bundled KGs, ``concert_singer`` when no KG is named) and
``--json`` prints the body ``POST /ask`` would return.
"""

from __future__ import annotations

import argparse
import json
import re
import runpy
import sys
import textwrap
from typing import Any, Sequence

# subcommand -> (module run as ``python -m``, one line for --help)
MODULES: dict[str, tuple[str, str]] = {
    "serve": ("kgqa.serve", "run the HTTP service and web page (conf/serve.yaml)"),
    "onboard": ("kgqa.onboard", "prepare a KG's schema, value and entity-name indexes (conf/onboard.yaml)"),
    "train": ("kgqa.train", "train an HGNet checkpoint (conf/train.yaml; experiment=NAME)"),
    "evaluate": ("kgqa.evaluate", "score the engine on a benchmark split or a QALD-JSON file (conf/evaluate.yaml)"),
    "predict": ("kgqa.predict", "write answers for a QALD-JSON file as QALD-JSON (conf/predict.yaml)"),
    "train-rerank": ("kgqa.train_rerank", "collect beams on held-out train KGs and fit the reranker"),
    "evaluate-text": ("kgqa.evaluate_text", "score compiled multi-hop text / hybrid questions"),
    "synthesize": ("kgqa.synthesize", "write training questions about a KG from the KG itself (conf/synthesize.yaml)"),
    "adapt": ("kgqa.adapt", "adapt the shipped model to your KG: synthesize, fine-tune, save, score (conf/adapt.yaml)"),
}
ASK_HELP = "answer one question here, without a server: answers, SPARQL, confidence"
BENCH_HELP = "run a benchmark: kgqa bench NAME [ARGS] = python -m kgqa.bench.NAME"

USAGE = "kgqa SUBCOMMAND [ARGS...]   (kgqa SUBCOMMAND --help for its own options)"


def _help() -> str:
    width = max(len(n) for n in [*MODULES, "ask", "bench"])
    lines = ["usage: " + USAGE, "", "Question answering over knowledge graphs.", "", "subcommands:"]
    lines.append(f"  {'ask':<{width}}  {ASK_HELP}")
    for name, (_, text) in MODULES.items():
        lines.append(f"  {name:<{width}}  {text}")
    lines.append(f"  {'bench':<{width}}  {BENCH_HELP}")
    lines += ["", "Every subcommand but ask passes its arguments (Hydra KEY=VALUE overrides, flags) to",
              "its module unchanged: `kgqa train experiment=hgnet` = `python -m kgqa.train experiment=hgnet`."]
    return "\n".join(lines)


def _benches() -> list[str]:
    from importlib import resources

    return sorted(p.name[:-3] for p in resources.files("kgqa.bench").iterdir()
                  if p.name.endswith(".py") and p.name != "__init__.py")


def run_module(module: str, args: Sequence[str], prog: str) -> int:
    """``python -m module args``: the module runs as ``__main__`` with ``sys.argv`` set, so Hydra
    apps find their config and parse their overrides as they do when started directly."""
    saved = sys.argv[:]
    sys.argv = [prog, *args]
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else _fail(str(e.code)))
    finally:
        sys.argv = saved
    return 0


def _fail(message: str, code: int = 2) -> int:
    print(f"kgqa: {message}", file=sys.stderr)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help", "help"):
        print(_help())
        return 0 if args else 2
    sub, rest = args[0], args[1:]
    if sub == "ask":
        return ask(rest)
    if sub == "bench":
        benches = _benches()
        if not rest or rest[0] in ("-h", "--help"):
            print("usage: kgqa bench NAME [ARGS...]\n\nbenchmarks: " + ", ".join(benches))
            return 0 if rest else 2
        if rest[0] not in benches:
            return _fail(f"unknown benchmark {rest[0]!r}; one of: {', '.join(benches)}")
        return run_module(f"kgqa.bench.{rest[0]}", rest[1:], f"kgqa bench {rest[0]}")
    if sub in MODULES:
        return run_module(MODULES[sub][0], rest, f"kgqa {sub}")
    return _fail(f"unknown subcommand {sub!r}; one of: ask, {', '.join(MODULES)}, bench "
                 "(kgqa --help lists them)")


# The console scripts that came before `kgqa`: each is now `kgqa SUBCOMMAND` (a Hydra app with a
# relative config path did not find its config when started as a console script).
def serve_alias() -> int:
    return main(["serve", *sys.argv[1:]])


def train_alias() -> int:
    return main(["train", *sys.argv[1:]])


def evaluate_alias() -> int:
    return main(["evaluate", *sys.argv[1:]])


def onboard_alias() -> int:
    return main(["onboard", *sys.argv[1:]])


# ----------------------------------------------------------------------------------------- ask

def _ask_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="kgqa ask", description="Answer one question on a KG without starting a server.",
        epilog="KEY=VALUE overrides are conf/serve.yaml's, as for kgqa serve: kg.endpoint=URL "
               "[kg.default_graph=G kg.user=U kg.password=P], model.checkpoint=PATH, search.*, abstain.*.")
    ap.add_argument("question", help="the question, in quotes")
    ap.add_argument("overrides", nargs="*", metavar="KEY=VALUE", help="serve config overrides")
    ap.add_argument("--kg", help="the KG to ask (a bundled KG's name, or an endpoint's kg.name); "
                                 "default: the service's default (concert_singer)")
    ap.add_argument("--top-k", type=int, default=5, help="beams to keep (default 5)")
    ap.add_argument("--json", action="store_true", help="print the /ask JSON body instead of a table")
    ap.add_argument("--explain", action="store_true", help="with --json: the query graphs, beams and probes too")
    return ap


def ask_config(overrides: Sequence[str]):
    """``conf/serve.yaml`` with ``overrides``: the service's configuration."""
    from hydra import compose, initialize_config_dir

    from kgqa.serve import CONFIG_DIR

    with initialize_config_dir(config_dir=str(CONFIG_DIR), version_base="1.3"):
        return compose(config_name="serve", overrides=list(overrides))


def ask(argv: Sequence[str]) -> int:
    ap = _ask_parser()
    opts = ap.parse_args(argv)
    question = opts.question.strip()
    if not question:
        return _fail("ask: the question is empty; write it in quotes: kgqa ask \"How many singers do we have?\"")
    bad = [o for o in opts.overrides if "=" not in o]
    if bad:
        return _fail(f"ask: {bad[0]!r} is not a KEY=VALUE override (quote the question as one argument)")
    try:
        cfg = ask_config(opts.overrides)
    except Exception as e:  # noqa: BLE001 - Hydra's own errors say what was wrong with the override
        return _fail(f"ask: {e}")
    # the table shows a withheld answer's best guess, which the body carries only with explain
    body = answer_question(cfg, question, kg=opts.kg, top_k=opts.top_k, explain=opts.explain or not opts.json)
    if isinstance(body, int):
        return body
    if opts.json:
        print(json.dumps(body, indent=2, ensure_ascii=False, default=str))
    else:
        print(render(body))
    return 0


def answer_question(cfg, question: str, *, kg: str | None, top_k: int, explain: bool) -> dict | int:
    """The ``/ask`` body for one question, computed in this process (or an exit code after
    printing why there is none)."""
    from types import SimpleNamespace

    from kgqa.candidates.collect import default_collector
    from kgqa.kg.errors import KGError
    from kgqa.kg.wait_budget import kg_wait_budget
    from kgqa.serve import build_engine
    from kgqa.service.answers import answer_body
    from kgqa.service.catalog import build_catalog, endpoint_specs
    from kgqa.service.errors import ServiceError
    from kgqa.service.redaction import Redactor

    try:  # the MiniLM loader's progress bar says nothing a person asking needs
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
    except ImportError:
        pass
    default_collector().build_indexes = not cfg.onboarding.read_only
    secrets = [x for spec in endpoint_specs(cfg) for x in (spec.user, spec.password)]
    redact = Redactor(secrets)
    catalog = build_catalog(cfg)
    if kg is not None and kg not in catalog.names():
        return _fail(f"ask: unknown KG {kg!r}; one of: {', '.join(catalog.names())}")
    engine = build_engine(cfg)
    request = SimpleNamespace(question=question, kg=kg, top_k=top_k, explain=explain)
    try:
        with kg_wait_budget(cfg.limits.kg_wait_budget_s):
            return answer_body(engine, catalog, request, **service_settings(cfg), redact=redact)
    except ServiceError as e:
        return _fail(f"ask: {e.message}", 1)
    except KGError as e:
        return _fail(f"ask: {redact(str(e))}", 1)


def service_settings(cfg) -> dict[str, Any]:
    """The settings the service answers with (``kgqa.serve.build_app`` -> ``create_app``), as
    ``answer_body``'s keyword arguments: the abstention rules, the per-question row budget and
    the calibration that puts the confidence in words."""
    from omegaconf import OmegaConf

    from kgqa.service.confidence import ConfidenceScale

    calibration = cfg.abstain.get("calibration")
    return {"min_confidence": cfg.abstain.min_confidence,
            "require_grounding": cfg.abstain.require_grounding,
            "row_budget": cfg.limits.kg_row_budget,
            "confidence_scale": ConfidenceScale(cfg.abstain.min_confidence,
                                                OmegaConf.to_container(calibration) if calibration else None)}


# -------------------------------------------------------------------------------- rendering

def render(body: dict[str, Any]) -> str:
    """The answer as a person reads it: a table of answers (labels for IRIs), the SPARQL with
    PREFIX declarations (the page's printer, ``kgqa.querygraph.pretty``), the confidence, and why
    an answer was withheld or degraded."""
    from kgqa.querygraph.pretty import pretty_sparql

    out: list[str] = [f"KG: {body.get('kg')}", ""]
    if body.get("answered"):
        if body.get("boolean") is not None:
            out.append("Answer: " + ("Yes" if body["boolean"] else "No"))
        else:
            # the service's own column names where it gives them, else the aggregate's kind
            variables = body.get("columns") or column_names(body.get("variables") or [], body.get("sparql") or "")
            out.append(answer_table(variables, body.get("rows") or [], body.get("labels") or []))
    else:
        out.append(f"No answer: {body.get('abstain_reason')}")
    shown = body if body.get("sparql") else (body.get("best_guess") or {})
    if shown.get("sparql"):
        title = "SPARQL:" if shown is body else "The withheld query (best guess):"
        out += ["", title, _indent(shown.get("sparql_pretty") or pretty_sparql(shown["sparql"]))]
    confidence = float(body.get("confidence") or 0.0)
    band = body.get("confidence_band") or shown.get("confidence_band")
    if band and band.get("words"):
        out += ["", f"Confidence: {confidence:.2f}, {band['words']}"]
        out += textwrap.wrap(band.get("note") or "", width=96, initial_indent="  ", subsequent_indent="  ")
    else:
        out += ["", f"Confidence: {confidence:.2f} (the reranker's estimate that the answer is right; "
                "below abstain.min_confidence the answer is withheld)"]
    if body.get("degraded"):
        out.append("Degraded: " + "; ".join(body.get("degraded_reasons") or []))
    return "\n".join(out)


MAX_ROWS = 50
_AGGREGATE = re.compile(r"\(\s*(COUNT|SUM|AVG|MIN|MAX)\s*\((?:[^()]|\([^()]*\))*\)\s+AS\s+\?(\w+)\s*\)", re.I)
_AGGREGATE_WORDS = {"count": "count", "sum": "total", "avg": "average", "min": "minimum", "max": "maximum"}


def column_names(variables: list[str], sparql: str) -> list[str]:
    """Answer columns named by what they hold where the query says it (an aggregate's kind:
    ``count``, ``average``), else by their variable."""
    kinds = {var: _AGGREGATE_WORDS[agg.lower()] for agg, var in _AGGREGATE.findall(sparql)}
    return [kinds.get(v, v) for v in variables]



def answer_table(variables: list[str], rows: list[list[Any]], labels: list[list[str | None]]) -> str:
    """A plain-text table; an IRI cell shows its label (the IRI itself when it has none)."""
    cells = []
    for i, row in enumerate(rows[:MAX_ROWS]):
        names = labels[i] if i < len(labels) else []
        cells.append([str(names[j]) if j < len(names) and names[j] else _plain(v) for j, v in enumerate(row)])
    header = [v for v in variables] or [f"col{j}" for j in range(len(cells[0]) if cells else 0)]
    widths = [max([len(h)] + [len(r[j]) for r in cells if j < len(r)]) for j, h in enumerate(header)]
    line = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    text = [line(header), line(["-" * w for w in widths]), *(line(r) for r in cells)]
    if len(rows) > MAX_ROWS:
        text.append(f"... {len(rows) - MAX_ROWS} more rows (--json prints them all)")
    return "\n".join(text)


def _plain(value: Any) -> str:
    return "" if value is None else str(value)


def _indent(text: str) -> str:
    return "\n".join("  " + line if line else line for line in text.splitlines())


if __name__ == "__main__":
    sys.exit(main())
