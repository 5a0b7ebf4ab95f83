"""The blind benches written to one brief (energy, events, summits, social, gamedata, regions): 30 lists, 10 counts
and 20 yes/no questions, 10 of them false, no question twice. No engine runs here; each bench's
own test checks its golds against answers worked out by hand."""

from __future__ import annotations

import importlib

import pytest


@pytest.mark.parametrize("name", ["energy", "events", "summits", "social", "gamedata", "regions", "laureates", "thesaurus", "catalogue", "statutes", "shop", "sensors", "elections", "flights", "trials", "chess", "proteins", "grants", "cases", "foods", "orchestras", "clinic", "transit", "library", "skills", "papers", "lei", "places", "artists", "tenders", "broadcasts", "lexicon", "streets", "coins", "heritage", "drugs", "racing", "sightings", "artworks", "buildings", "legislature", "citations", "provenance", "projects", "forums", "recordings", "biographies", "rentals", "journals", "appliances", "annotations", "policies", "editions", "floors"])
def test_the_bench_has_30_lists_10_counts_and_20_yes_no_questions_10_of_them_false(name):
    bench = importlib.import_module(f"kgqa.bench.{name}_kg")
    groups = [group for _, group, _ in bench.QUESTIONS]
    assert (groups.count("lists"), groups.count("counts")) == (30, 10) and len(groups) == 40
    assert len(bench.YES_NO) == 20 and sum(not truth for _, truth in bench.YES_NO) == 10
    questions = [q for q, _, _ in bench.QUESTIONS] + [q for q, _ in bench.YES_NO]
    assert len(set(questions)) == 60
