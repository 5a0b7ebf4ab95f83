"""Turn query-graph / AQG JSON into the drawable form the SVG renderer takes.

The query-graph core serialises vertices and edges with their class, instance, segment and
direction; the renderer needs ``id/cls/label/segment`` and ``source/target/cls/label``. This
is the one place that knows both shapes.
"""

from __future__ import annotations

from typing import Any

from kgqa.querygraph.paths import path_from_json
from kgqa.viz.svg import Drawable


def _first(d: dict, *keys, default=None):
    for k in keys:
        if k in d and d[k] is not None:
            return d[k]
    return default


def _label(instance: Any) -> str:
    if instance is None:
        return ""
    if isinstance(instance, dict) and {"path", "role", "optional"} & instance.keys():
        # a property path, variable-predicate role or OPTIONAL edge: its short SPARQL spelling
        return str(path_from_json(instance))
    text = str(instance)
    # Show local names of IRIs (``http://example.org/db/singer#name`` -> ``singer#name``).
    if text.startswith(("http://", "https://")):
        text = text.rstrip("/").rsplit("/", 1)[-1]
    return text


def drawable(graph: dict[str, Any]) -> Drawable:
    vertices = []
    for i, v in enumerate(graph.get("vertices", [])):
        vid = _first(v, "id", "index", default=i)
        cls = str(_first(v, "cls", "vclass", "class", "kind", default=""))
        cls = cls.split(".")[-1]
        label = _label(_first(v, "instance", "label", "name", "variable"))
        vertices.append({"id": vid, "cls": cls, "label": label, "segment": int(_first(v, "segment", "seg", default=0))})
    edges = []
    for e in graph.get("edges", []):
        src = _first(e, "source", "src", "u", "head", "subject")
        dst = _first(e, "target", "dst", "v", "tail", "object")
        if str(_first(e, "direction", "dir", default="+")) in ("-", "BACKWARD", "Direction.BACKWARD"):
            src, dst = dst, src
        cls = str(_first(e, "cls", "eclass", "class", "kind", default="")).split(".")[-1]
        label = _label(_first(e, "instance", "label", "name")) or cls
        edges.append({"source": src, "target": dst, "cls": cls, "label": label})
    return {"vertices": vertices, "edges": edges}
