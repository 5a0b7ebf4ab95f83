"""A dependency-free SVG renderer for query graphs.

Input is a *drawable*: ``{"vertices": [{"id", "cls", "label", "segment"}], "edges": [{"source",
"target", "cls", "label"}]}``, each optionally with a ``title`` (the IRI a label names, shown on
hover) — what :func:`kgqa.viz.adapt.drawable` makes from a query graph
or an AQG. Vertices are coloured by class (Ans, Var, Ent, Type, Val), each segment (a nested
sub-query) is boxed, and edges carry their class or instance as a label.

Layout: vertices are placed in columns by their undirected distance from the answer vertex
(the answer on the left, constraints to the right), which reads like the paper's figures and
is deterministic.

Labels are KG text (instance names, literals) and so untrusted: every one is cut to a display
length, stripped of characters XML cannot hold and escaped, so a label is only ever text (the
page inserts these drawings into its DOM, and the output must stay well-formed XML).
"""

from __future__ import annotations

import re
from collections import defaultdict, deque
from html import escape
from typing import Any, TypedDict

CLASS_COLOURS = {
    "Ans": "#e4572e", "Var": "#f3a712", "Ent": "#29335c", "Type": "#669bbc",
    "Val": "#a8c686", "End": "#999999",
}
EDGE_COLOURS = {"Rel": "#333333", "Ord": "#7b2cbf", "Cmp": "#c1121f", "Agg": "#2a9d8f"}
SEGMENT_FILL = ["#ffffff00", "#fff3e0", "#e3f2fd", "#f1f8e9", "#fce4ec"]

COL_W, ROW_H, R = 190, 70, 22


class Drawable(TypedDict):
    vertices: list[dict[str, Any]]
    edges: list[dict[str, Any]]


def layout(g: Drawable) -> dict[Any, tuple[float, float]]:
    """Column = BFS distance from the first Ans vertex (or the first vertex); rows in order."""
    ids = [v["id"] for v in g["vertices"]]
    if not ids:
        return {}
    adj: dict[Any, list] = defaultdict(list)
    for e in g["edges"]:
        adj[e["source"]].append(e["target"])
        adj[e["target"]].append(e["source"])
    root = next((v["id"] for v in g["vertices"] if v.get("cls") == "Ans"), ids[0])
    depth = {root: 0}
    queue = deque([root])
    while queue:
        u = queue.popleft()
        for w in adj[u]:
            if w not in depth:
                depth[w] = depth[u] + 1
                queue.append(w)
    for v in ids:  # unreachable vertices (a disconnected partial graph) go in a last column
        depth.setdefault(v, max(depth.values()) + 1)
    rows: dict[int, int] = defaultdict(int)
    pos = {}
    for v in sorted(ids, key=lambda v: (depth[v], _segment(g, v), ids.index(v))):
        col = depth[v]
        pos[v] = (60 + col * COL_W, 50 + rows[col] * ROW_H)
        rows[col] += 1
    return pos


def _segment(g: Drawable, vid) -> int:
    for v in g["vertices"]:
        if v["id"] == vid:
            return int(v.get("segment") or 0)
    return 0


#: Characters outside XML 1.0's Char production (controls, lone surrogates, U+FFFE/U+FFFF).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
LABEL_CHARS = 26  # shown under a vertex or on an edge
TOOLTIP_CHARS = 300  # a cut label's fuller form, on hover


def _short(text: str, n: int = LABEL_CHARS) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _text(value: object, n: int) -> str:
    """``value`` as escaped XML character data of at most ``n`` characters (before escaping)."""
    return escape(_NOT_XML.sub("\ufffd", _short(str(value), n)), quote=True)


def _label(value: object, title: object = None) -> tuple[str, str]:
    """``(tooltip, text)`` of a label: the tooltip is a ``<title>`` with ``title`` (an IRI the
    label names) or more of the label, if it was cut."""
    text = str(value)
    if title:
        full = f"{text} ({title})" if str(title) != text else text
        tip = f"<title>{_text(full, TOOLTIP_CHARS)}</title>"
    else:
        tip = f"<title>{_text(text, TOOLTIP_CHARS)}</title>" if len(text) > LABEL_CHARS else ""
    return tip, _text(text, LABEL_CHARS)


def draw_svg(g: Drawable, title: str | None = None) -> str:
    """The graph as a standalone ``<svg>`` string (no scripts, no external resources)."""
    pos = layout(g)
    width = max([x for x, _ in pos.values()] + [200]) + 170
    height = max([y for _, y in pos.values()] + [60]) + 60
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="kgqa-graph" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">']
    if title:
        out.append(f"<title>{_text(title, TOOLTIP_CHARS)}</title>")
    out.append('<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
               'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>')
    # Segment boxes first, so vertices and edges draw on top.
    by_segment: dict[int, list] = defaultdict(list)
    for v in g["vertices"]:
        by_segment[int(v.get("segment") or 0)].append(pos[v["id"]])
    for seg, pts in sorted(by_segment.items()):
        if seg == 0 and len(by_segment) == 1:
            continue
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        x0, y0, x1, y1 = min(xs) - 45, min(ys) - 38, max(xs) + 45, max(ys) + 38
        out.append(f'<rect class="segment" data-segment="{seg}" x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" '
                   f'rx="10" fill="{SEGMENT_FILL[seg % len(SEGMENT_FILL)]}" stroke="#888" stroke-dasharray="5,4"/>')
        out.append(f'<text x="{x0 + 6}" y="{y0 + 13}" fill="#666">segment {seg}</text>')
    for e in g["edges"]:
        (x0, y0), (x1, y1) = pos[e["source"]], pos[e["target"]]
        dx, dy = x1 - x0, y1 - y0
        norm = max((dx * dx + dy * dy) ** 0.5, 1e-6)
        sx, sy = x0 + dx / norm * R, y0 + dy / norm * R
        tx, ty = x1 - dx / norm * R, y1 - dy / norm * R
        colour = EDGE_COLOURS.get(e.get("cls", ""), "#333")
        tip, label = _label(e.get("label") or e.get("cls") or "", e.get("title"))
        out.append(f'<g class="edge" data-cls="{_text(e.get("cls", ""), LABEL_CHARS)}">{tip}'
                   f'<line x1="{sx:.1f}" y1="{sy:.1f}" x2="{tx:.1f}" y2="{ty:.1f}" stroke="{colour}" '
                   f'stroke-width="1.5" marker-end="url(#arrow)"/>'
                   f'<text x="{(sx + tx) / 2:.1f}" y="{(sy + ty) / 2 - 5:.1f}" text-anchor="middle" fill="{colour}">{label}</text></g>')
    for v in g["vertices"]:
        x, y = pos[v["id"]]
        cls = _text(v.get("cls", ""), LABEL_CHARS)
        colour = CLASS_COLOURS.get(str(v.get("cls", "")), "#bbbbbb")
        tip, label = _label(v.get("label") or "", v.get("title"))
        out.append(f'<g class="vertex" data-cls="{cls}">{tip}<circle cx="{x}" cy="{y}" r="{R}" fill="{colour}" stroke="#222"/>'
                   f'<text x="{x}" y="{y + 4}" text-anchor="middle" fill="#fff" font-weight="bold">{cls}</text>'
                   f'<text x="{x}" y="{y + R + 13}" text-anchor="middle" fill="#222">{label}</text></g>')
    out.append("</svg>")
    return "".join(out)
