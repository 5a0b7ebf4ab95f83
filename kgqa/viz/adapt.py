"""Turn query-graph / AQG JSON into the drawable form the SVG renderer takes.

Every graph the project shows, from the core, the engine's answers or the notebook, is the
core's JSON (:meth:`kgqa.querygraph.model._Graph.to_json`): vertices ``{id, cls, segment,
instance, name}``, edges ``{source, target, cls, instance, direction}``. The renderer needs
``id/cls/label/segment`` and ``source/target/cls/label``; this is the one place that knows both.

Labels are words, not IRI fragments: ``rdf:type`` is ``type``, and other IRIs are named by the
caller's ``name_of`` (the service passes the KG's labels) or else by their local names as words
(``.../singer#song_name`` -> ``song name``). An answer vertex is named by its column's name when
the caller gives ``columns``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from kgqa.kg.labels import local_name, local_name_words
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.model import OrderSpec
from kgqa.querygraph.paths import path_from_json
from kgqa.viz.svg import Drawable


def iri_words(iri: str) -> str:
    """An IRI as words when nothing better is known: ``type`` for ``rdf:type``, else its local
    name's words (``#song_name`` -> ``song name``), else the local name as it is."""
    if iri == RDF_TYPE:
        return "type"
    return local_name_words(iri) or local_name(iri)


def _label(instance: Any, name_of: Callable[[str], str | None] | None = None) -> str:
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
    if "://" in text and " " not in text:  # an IRI: its name, not its last path segment
        return (name_of(text) if name_of is not None and text != RDF_TYPE else None) or iri_words(text)
    return text


def _iri_title(instance: Any) -> dict[str, str]:
    """``{"title": iri}`` for an IRI instance (shown on hover), else nothing."""
    return {"title": instance} if isinstance(instance, str) and "://" in instance and " " not in instance else {}


def _vertex_label(v: dict[str, Any], name_of, columns: Sequence[str] | None) -> str:
    instance = v.get("instance")
    if v.get("cls") == "Ans" and isinstance(instance, int) and not isinstance(instance, bool):
        # an answer vertex's instance is its column's position: show the column's name
        return columns[instance] if columns is not None and 0 <= instance < len(columns) else ""
    return _label(instance, name_of)


def drawable(graph: dict[str, Any], name_of: Callable[[str], str | None] | None = None,
             columns: Sequence[str] | None = None) -> Drawable:
    """``graph`` (the core's JSON) as the renderer's input. ``name_of``: words for an IRI (a
    property, class or entity), None to fall back to its local name; ``columns``: the answer's
    column names, shown on the answer vertices."""
    vertices = [{"id": v.get("id", i), "cls": v["cls"], "label": _vertex_label(v, name_of, columns),
                 "segment": int(v.get("segment", 0)), **_iri_title(v.get("instance"))}
                for i, v in enumerate(graph.get("vertices", []))]
    edges = []
    for e in graph.get("edges", []):
        src, dst = e["source"], e["target"]
        if e.get("direction", "+") == "-":
            src, dst = dst, src
        edges.append({"source": src, "target": dst, "cls": e["cls"], "label": _label(e.get("instance"), name_of) or e["cls"],
                      **_iri_title(e.get("instance"))})
    return {"vertices": vertices, "edges": edges}
