"""Turn query-graph / AQG JSON into the drawable form the SVG renderer takes.

Every graph the project shows, from the core, the engine's answers or the notebook, is the
core's JSON (:meth:`kgqa.querygraph.model._Graph.to_json`): vertices ``{id, cls, segment,
instance, name}``, edges ``{source, target, cls, instance, direction}``. The renderer needs
``id/cls/label/segment`` and ``source/target/cls/label``; this is the one place that knows both.
"""

from __future__ import annotations

from typing import Any

from kgqa.querygraph.model import OrderSpec
from kgqa.querygraph.paths import path_from_json
from kgqa.viz.svg import Drawable


def _label(instance: Any) -> str:
    if instance is None:
        return ""
    if isinstance(instance, dict):
        if {"path", "role", "optional"} & instance.keys():
            # a property path, variable-predicate role or OPTIONAL edge: its short SPARQL spelling
            return str(path_from_json(instance))
        if "rank" in instance:
            return str(OrderSpec(instance["rank"], instance.get("limit"), instance.get("offset")))
        if "value" in instance:
            return str(instance["value"])
    text = str(instance)
    # Show local names of IRIs (``http://example.org/db/singer#name`` -> ``singer#name``).
    if text.startswith(("http://", "https://")):
        text = text.rstrip("/").rsplit("/", 1)[-1]
    return text


def drawable(graph: dict[str, Any]) -> Drawable:
    vertices = [{"id": v.get("id", i), "cls": v["cls"], "label": _label(v.get("instance")),
                 "segment": int(v.get("segment", 0))}
                for i, v in enumerate(graph.get("vertices", []))]
    edges = []
    for e in graph.get("edges", []):
        src, dst = e["source"], e["target"]
        if e.get("direction", "+") == "-":
            src, dst = dst, src
        edges.append({"source": src, "target": dst, "cls": e["cls"], "label": _label(e.get("instance")) or e["cls"]})
    return {"vertices": vertices, "edges": edges}
