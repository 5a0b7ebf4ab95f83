"""Drawing query graphs and AQGs as self-contained SVG (used by the web page and the notebooks)."""

from kgqa.viz.svg import CLASS_COLOURS, Drawable, draw_svg, layout

__all__ = ["CLASS_COLOURS", "Drawable", "draw_svg", "layout"]
