"""Yes/no comparisons of two named entities ("is A faster than B?") through the real engine,
on an OWL KG whose individuals are named only by IRI local names: embedded, and served by a
real Oxigraph server."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.engine.comparison import parse_comparison
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.endpoint import EndpointKG
from kgqa.paths import models_dir

BESTIARY = Path(__file__).parents[1] / "candidates" / "data" / "bestiary.ttl"
B = "http://example.org/bestiary#"

CASES = [
    ("Is the gold dragon faster than the red dragon?", True, B + "hasSpeedValue"),  # 60 vs 40
    ("Is the red dragon faster than the gold dragon?", False, B + "hasSpeedValue"),
    ("Does the Balor have a higher dexterity than the Vrock?", True, B + "dex"),  # 21 vs 15
    ("Is the Succubus stronger than the Hill Troll?", False, B + "str"),  # 13 vs 23
]


@pytest.fixture(scope="module")
def engine():
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint(models_dir() / "hgnet" / "model.pt")


def test_the_form_names_two_things_and_a_comparative():
    c = parse_comparison("Does the Balor have a higher dexterity than the Vrock?")
    assert (c.left, c.right, c.comparative, c.noun) == ("Balor", "Vrock", "higher", "dexterity")
    assert parse_comparison("Is there any troll faster than 20?") is None  # a value, not an entity
    assert parse_comparison("Which dragons are faster than the Vrock?") is None  # not yes/no
    c = parse_comparison("Is Ysolde hotter than Veyra?")  # a temperature, "temp" in a property's name
    assert (c.left, c.right, c.comparative) == ("Ysolde", "Veyra", "hotter")
    # one value both hold, said of A as B's
    c = parse_comparison("Is the data pipeline engineer in the same ISCO group as the business analyst?")
    assert (c.left, c.right, c.comparative, c.noun) == ("data pipeline engineer", "business analyst", "same", "isco group")
    c = parse_comparison("Does Ann Lee belong to the same club as Bo Diaz?")
    assert (c.left, c.right, c.noun) == ("Ann Lee", "Bo Diaz", "club")


@pytest.mark.parametrize("question,expected,measure", CASES)
def test_comparison_on_the_embedded_kg(engine, question, expected, measure):
    kg = EmbeddedKG([BESTIARY], name="bestiary")
    ans = engine.answer(question, kg, kg_name="bestiary")
    assert ans.error is None
    assert ans.boolean is expected
    assert ans.sparql.startswith("ASK") and f"<{measure}>" in ans.sparql
    assert ans.query_graph is not None


def test_comparison_through_a_real_endpoint(engine, oxigraph_server):
    oxigraph_server.load_file(BESTIARY, graph="http://example.org/g/bestiary-cmp")
    kg = EndpointKG(oxigraph_server.query_url, default_graph="http://example.org/g/bestiary-cmp")
    answers = [engine.answer(q, kg, kg_name="bestiary").boolean for q, _, _ in CASES]
    assert answers == [expected for _, expected, _ in CASES]
