"""The ``kgqa`` command, run as a user runs it: the installed console script in a subprocess
(``python -m kgqa.cli`` where the script is not installed)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from kgqa.cli import answer_table, column_names, render
from kgqa.paths import REPO_ROOT

SCRIPT = shutil.which("kgqa", path=str(Path(sys.executable).parent))
KGQA = [SCRIPT] if SCRIPT else [sys.executable, "-m", "kgqa.cli"]


def kgqa(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([*KGQA, *args], cwd=REPO_ROOT, capture_output=True, text=True, timeout=timeout)


def test_help_lists_every_subcommand():
    proc = kgqa("--help")
    assert proc.returncode == 0, proc.stderr
    lines = {line.split()[0]: line for line in proc.stdout.splitlines() if line.startswith("  ")}
    for sub in ("ask", "serve", "onboard", "train", "evaluate", "predict", "bench"):
        assert sub in lines and len(lines[sub].split()) > 2, f"{sub} is not listed with a line of help"


def test_ask_answers_on_the_embedded_default_kg():
    # one model load (about 20-40 s on the 2-core machine)
    proc = kgqa("ask", "How many singers do we have?", timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    assert "KG: concert_singer" in out
    table = out[out.index("KG: concert_singer") + 2:]
    assert table[0].strip() == "count" and set(table[1].strip()) == {"-"} and table[2].strip() == "6"
    sparql = proc.stdout.split("SPARQL:", 1)[1].split("Confidence:")[0]
    assert "PREFIX ontop: <http://valuenet/ontop/>" in sparql and "http://" not in sparql.split("SELECT")[1]
    assert "COUNT(" in sparql and ("rdf:type ontop:singer ." in sparql or " a ontop:singer ." in sparql)
    assert "Confidence: 0." in proc.stdout


def test_unknown_subcommand_is_an_error_that_lists_the_subcommands():
    proc = kgqa("frobnicate")
    assert proc.returncode != 0
    assert "unknown subcommand 'frobnicate'" in proc.stderr and "ask" in proc.stderr


def test_empty_question_is_an_error():
    proc = kgqa("ask", "   ")
    assert proc.returncode != 0
    assert "the question is empty" in proc.stderr


def test_unknown_benchmark_is_an_error():
    proc = kgqa("bench", "no_such_bench")
    assert proc.returncode != 0 and "unknown benchmark 'no_such_bench'" in proc.stderr and "probes" in proc.stderr


def test_answer_table_shows_labels_for_iris_and_names_aggregates():
    assert column_names(["v0", "v1"], "SELECT ?v1 (AVG(?a) AS ?v0) WHERE { }") == ["average", "v1"]
    table = answer_table(["name", "age"], [["http://x/s1", "52"]], [["Joe Sharp", None]])
    assert table.splitlines()[-1].split() == ["Joe", "Sharp", "52"]


def test_a_withheld_answer_shows_why_and_its_best_guess():
    text = render({"kg": "pets_1", "answered": False, "abstain_reason": "the chosen query returned no rows",
                   "confidence": 0.41, "best_guess": {"sparql": "SELECT ?v1 WHERE { ?v2 <http://x.org/kg/pets#age> ?v1 . }"}})
    assert "No answer: the chosen query returned no rows" in text
    assert "The withheld query (best guess):" in text and "PREFIX pets: <http://x.org/kg/pets#>" in text
    assert "Confidence: 0.41" in text
