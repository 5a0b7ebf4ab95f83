"""Check an expression from the command line: parse, print canonically, validate.

    python -m kgqa.compiler "Who painted La Schiavona? * Where did {painter} die?"
    python -m kgqa.compiler --lang hexpr "JOIN[Where was #1 born?, Who wrote Emma?]"
    python -m kgqa.compiler --lang logical '"vitamin D" AND NOT "bone health"'

Exit status: 0 valid, 1 validation violations, 2 syntax error.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from kgqa.compiler.ast import walk
from kgqa.compiler.gq_parser import parse_gq
from kgqa.compiler.hexpr_parser import parse_hexpr
from kgqa.compiler.logical_parser import parse_logical
from kgqa.compiler.printer import print_gq, print_hexpr, print_logical
from kgqa.compiler.scanner import ParseError
from kgqa.compiler.validator import validate


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kgqa.compiler", description=__doc__.split("\n")[0])
    ap.add_argument("expression")
    ap.add_argument("--lang", choices=["gq", "hexpr", "logical"], default="gq")
    ap.add_argument("--json", action="store_true", help="one JSON object instead of text")
    args = ap.parse_args(argv)
    parse = {"gq": parse_gq, "hexpr": parse_hexpr, "logical": parse_logical}[args.lang]
    try:
        tree = parse(args.expression)
    except ParseError as err:
        if args.json:
            print(json.dumps({"error": err.message, "line": err.line, "column": err.column, "offset": err.pos}))
        else:
            print(err, file=sys.stderr)
        return 2
    if args.lang == "logical":
        canonical, violations = print_logical(tree), []  # type: ignore[arg-type]
    else:
        canonical = print_hexpr(tree) if args.lang == "hexpr" else print_gq(tree)  # type: ignore[arg-type]
        violations = validate(tree)  # type: ignore[arg-type]
    if args.json:
        print(json.dumps({"canonical": canonical, "tree": repr(tree), "violations": [str(v) for v in violations]}))
    else:
        print(canonical)
        for path, node in walk(tree):
            label = getattr(node, "text", None)
            print("  " * len(path) + type(node).__name__ + (f" {label!r}" if label is not None else ""))
        for v in violations:
            print(f"violation: {v}", file=sys.stderr)
    return 1 if violations else 0


if __name__ == "__main__":
    raise SystemExit(main())
