"""Candidate tests index real Spider4SPARQL KGs; their on-disk caches go to a per-session folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("KGQA_CACHE_DIR", str(tmp_path_factory.mktemp("kgqa_cache")))
    mp.setenv("HF_HUB_OFFLINE", "1")
    yield
    mp.undo()
