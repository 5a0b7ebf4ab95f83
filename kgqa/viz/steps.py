"""Step-by-step pictures of HGNet's two decoding phases, for notebooks and explanations.

``outline_frames`` replays an outline (AddVertex / SelectVertex / AddEdge ... End) and
returns the partial AQG after every action; ``filling_frames`` fills an AQG's slots in the
order of eq. (2) (vertices, then edges) and returns the partial query graph after each fill.
Both give ``(caption, graph)`` pairs; :func:`svg_strip` renders them side by side.
"""

from __future__ import annotations

from typing import Any, Sequence

from kgqa.querygraph import AbstractQueryGraph, OutlineState, QueryGraph, fill_slots
from kgqa.viz.adapt import drawable
from kgqa.viz.svg import draw_svg


def outline_frames(actions: Sequence[Any]) -> list[tuple[str, AbstractQueryGraph]]:
    state = OutlineState()
    frames = []
    for t, action in enumerate(actions, start=1):
        state = state.apply(action)
        frames.append((f"t={t}: {action}", state.graph))
    return frames


def filling_frames(aqg: AbstractQueryGraph, vertex_instances: Sequence[Any], edge_instances: Sequence[Any]
                   ) -> list[tuple[str, QueryGraph]]:
    graph = QueryGraph(vertices=list(aqg.vertices), edges=list(aqg.edges), distinct=aqg.distinct)
    frames = []
    for t, (kind, i) in enumerate(fill_slots(aqg), start=1):
        if kind == "vertex":
            inst = vertex_instances[i]
            if inst is None:  # Ans/Var slots keep no instance
                continue
            graph = graph.with_vertex_instance(i, inst)
        else:
            inst = edge_instances[i]
            graph = graph.with_edge_instance(i, inst)
        frames.append((f"fill {kind} {i} <- {inst}", graph))
    return frames


def svg_strip(frames: Sequence[tuple[str, Any]]) -> str:
    """The frames as one HTML snippet of captioned SVGs (displayable with IPython.display.HTML)."""
    cells = []
    for caption, graph in frames:
        svg = draw_svg(drawable(graph.to_json()))
        cells.append(f'<figure style="display:inline-block;margin:4px;border:1px solid #ddd">'
                     f'<figcaption style="font:11px monospace">{_escape(caption)}</figcaption>{svg}</figure>')
    return "<div>" + "".join(cells) + "</div>"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
