"""SVG drawings of graphs whose instances hold hostile KG text: well-formed XML, text stays text."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import Literal, URIRef

from kgqa.querygraph import QueryGraph
from kgqa.viz import draw_svg
from kgqa.viz.adapt import drawable
from kgqa.viz.svg import LABEL_CHARS, TOOLTIP_CHARS

SVG = "{http://www.w3.org/2000/svg}"
#: Everything draw_svg writes; anything else in the output was injected.
DRAWN_TAGS = {SVG + t for t in ("svg", "title", "defs", "marker", "path", "rect", "text", "g", "line", "circle")}
HOSTILE = ['<img src=x onerror="alert(1)">', "</svg><script>alert(1)</script>", "a & b &amp; &#x3c;", '"quoted" \'single\'',
           "]]><injected/>", "<![CDATA[x]]>", "<!-- c -->", "javascript:alert(1)", "x\x00y\x0bz\ufffe", "line\nbreak",
           "\ud800 lone surrogate"]


def hostile_graph(texts: list[str]) -> QueryGraph:
    """An answer with one Val per text (as a literal) and an Ent IRI and a Rel IRI ending in it."""
    g = QueryGraph()
    ans = g.add_vertex("Ans", 0, 0, "a")
    for i, text in enumerate(texts):
        g.add_edge(ans, g.add_vertex("Val", 0, Literal(text)), "Rel", URIRef(f"http://example.org/p{i}#{text}"))
    x = g.add_vertex("Var", 0, None, "x")
    g.add_edge(ans, x, "Rel", URIRef("http://example.org/rel/" + texts[0]))
    g.add_edge(x, g.add_vertex("Ent", 0, URIRef("http://example.org/ent/" + texts[-1])), "Rel", URIRef("http://example.org/q"))
    return g


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)  # raises on anything that is not well-formed XML
    assert root.tag == SVG + "svg"
    for el in root.iter():
        assert el.tag in DRAWN_TAGS, f"injected element {el.tag}"
        assert not [a for a in el.attrib if a.lower().startswith("on") or a.endswith("href")], el.attrib
    return root


def texts_of(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(SVG + "text")]


def test_hostile_labels_are_text():
    d = drawable(hostile_graph(HOSTILE).to_json())
    svg = draw_svg(d, title='<b>"title"</b> & </svg>')
    root = parse(svg)
    shown = texts_of(root)
    # each label is shown (cut to the display length, invalid XML characters replaced)
    for text in ['<img src=x onerror="alert(1)">', "]]><injected/>", "a & b &amp; &#x3c;", '"quoted" \'single\'']:
        assert text[:LABEL_CHARS - 1] in " ".join(shown), text
    assert "x\ufffdy\ufffdz\ufffd" in shown
    assert root.find(SVG + "title").text == '<b>"title"</b> & </svg>'
    assert "<script" not in svg and "<img" not in svg and "<injected" not in svg


def test_long_labels_are_cut_with_the_longer_form_as_a_tooltip():
    text = "long " * 200_000  # a 1 MB literal
    svg = draw_svg(drawable(hostile_graph([text]).to_json()))
    assert len(svg) < 10_000
    root = parse(svg)
    assert all(len(t) <= LABEL_CHARS for t in texts_of(root))
    tips = [t.text for g in root.iter(SVG + "g") for t in g.findall(SVG + "title")]
    assert tips and all(len(t) <= TOOLTIP_CHARS for t in tips)
    assert any(t.startswith("long long") and t.endswith("…") for t in tips)


@given(texts=st.lists(st.text(max_size=40), min_size=1, max_size=4), title=st.text(max_size=40))
@settings(max_examples=100, deadline=None)
def test_any_text_draws_as_well_formed_svg(texts, title):
    svg = draw_svg(drawable(hostile_graph(texts).to_json()), title=title or None)
    root = parse(svg)
    assert len(root.findall(f".//{SVG}g[@class='vertex']")) == len(texts) + 3
