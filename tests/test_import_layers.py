"""The import contracts of pyproject.toml ([tool.importlinter]) hold: `lint-imports` exits 0."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from kgqa.paths import REPO_ROOT

LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _contract(contract_id: str) -> dict:
    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    return next(c for c in config["contracts"] if c.get("id") == contract_id)


def test_lint_imports_passes():
    if not LINT_IMPORTS.exists():
        pytest.fail(f"{LINT_IMPORTS} is missing: install the dev extra (pip install -e '.[dev]')")
    # --no-cache: the check takes well under a second, and no cache folder is left behind.
    proc = subprocess.run([str(LINT_IMPORTS), "--no-cache"], cwd=REPO_ROOT, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, f"lint-imports exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"


def test_testing_contract_lists_every_top_level_module():
    """The kgqa.testing contract names its sources one by one (import-linter has no "all but"),
    so a new top-level module of kgqa must be added there."""
    sources = set(_contract("testing-only-for-bench")["source_modules"])
    package = REPO_ROOT / "kgqa"
    top_level = {f"kgqa.{p.stem}" for p in package.glob("*.py") if p.stem != "__init__"}
    top_level |= {f"kgqa.{p.parent.name}" for p in package.glob("*/__init__.py")}
    missing = top_level - sources - {"kgqa.bench", "kgqa.testing"}
    assert not missing, f"add {sorted(missing)} to source_modules of contract 'testing-only-for-bench'"
