"""``python -m kgqa.compiler``: canonical text, violations and exit codes."""

from __future__ import annotations

import json

from kgqa.compiler.__main__ import main


def test_cli_valid_invalid_and_syntax_error(capsys) -> None:
    assert main(["--json", "Who painted La Schiavona?   *   Where did {painter} die?"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["canonical"] == "Who painted La Schiavona? * Where did {painter} die?" and out["violations"] == []

    assert main(["--json", "--lang", "hexpr", "JOIN[Where was #3 born?, Who wrote Emma?]"]) == 1
    assert "#3 refers to primitive 3" in json.loads(capsys.readouterr().out)["violations"][0]

    assert main(["--json", "--lang", "logical", '"a" AND (NOT']) == 2
    assert json.loads(capsys.readouterr().out) == {
        "error": "expected a term, found end of input", "line": 1, "column": 13, "offset": 12,
    }
