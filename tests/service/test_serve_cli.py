"""``python -m kgqa.serve --help`` lists only what serve accepts: every config group option,
setting and flag it advertises is tried with ``--cfg job`` (which prints the composed config
and exits without serving)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
import yaml

from kgqa.paths import REPO_ROOT


def serve(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kgqa.serve", *args], cwd=REPO_ROOT, capture_output=True,
                          text=True, timeout=120)


@pytest.fixture(scope="module")
def help_text() -> str:
    r = serve("--help")
    assert r.returncode == 0, r.stderr
    return r.stdout


def section(text: str, title: str) -> str:
    m = re.search(rf"^== {re.escape(title)}[^\n]*==\n(.*?)(?=^== |\Z)", text, re.S | re.M)
    assert m, f"no '{title}' section in --help:\n{text}"
    return m.group(1)


def advertised_groups(text: str) -> dict[str, list[str]]:
    groups = {}
    for line in section(text, "Config groups").strip().splitlines():
        name, _, rest = line.partition(":")
        groups[name.strip()] = [o.strip() for o in rest.split("(")[0].split(",") if o.strip()]
    return groups


def leaves(node, prefix=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from leaves(v, f"{prefix}{k}.")
    else:
        yield prefix[:-1], node


def as_override(key: str, value) -> str:
    if value is None:
        return f"{key}=null"
    if isinstance(value, bool):
        return f"{key}={str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"{key}={value!r}"
    return f"{key}='{value}'"


def test_help_lists_only_serves_groups(help_text):
    groups = advertised_groups(help_text)
    assert groups == {"search": ["beam"]}  # not kg, model, experiment, dataset, ... (serve rejects them)
    assert "Powered by Hydra" not in help_text


def test_every_advertised_group_option_composes(help_text):
    for group, options in advertised_groups(help_text).items():
        for option in options:
            r = serve(f"{group}={option}", "--cfg", "job")
            assert r.returncode == 0, (group, option, r.stderr)
            assert group in yaml.safe_load(r.stdout)


def test_every_advertised_setting_is_accepted(help_text):
    settings = yaml.safe_load(section(help_text, "Settings"))
    pairs = list(leaves(settings))
    keys = {k for k, _ in pairs}
    assert {"host", "port", "workers", "api_key", "kg.endpoint", "kg.timeout_s", "abstain.min_confidence",
            "limits.max_body_bytes", "limits.max_concurrent_per_client", "search.outline_beam"} <= keys
    r = serve(*(as_override(k, v) for k, v in pairs), "--cfg", "job")
    assert r.returncode == 0, r.stderr
    assert yaml.safe_load(r.stdout) == settings
    # and a changed value is taken, not just accepted
    r = serve("port=8123", "abstain.min_confidence=0.5", "limits.max_batch=4", "--cfg", "job")
    printed = yaml.safe_load(r.stdout)
    assert (printed["port"], printed["abstain"]["min_confidence"], printed["limits"]["max_batch"]) == (8123, 0.5, 4)


def test_every_advertised_flag_works(help_text):
    flags = section(help_text, "Flags")
    assert "--cfg job" in flags and "--hydra-help" in flags and "--multirun" not in flags
    assert serve("--cfg", "job", "--resolve").returncode == 0
    assert serve("--hydra-help").returncode == 0


def test_serve_uses_the_evaluation_search_config():
    """One search configuration: serve's search is conf/search/beam.yaml, as kgqa.evaluate's,
    plus a question's time budget (evaluation has none: its figures must not depend on load)."""
    printed = yaml.safe_load(serve("--cfg", "job").stdout)
    beam = yaml.safe_load((REPO_ROOT / "conf" / "search" / "beam.yaml").read_text())
    assert beam["deadline_s"] is None and printed["search"]["deadline_s"] > 0
    assert printed["search"] == {**beam, "deadline_s": printed["search"]["deadline_s"]}
