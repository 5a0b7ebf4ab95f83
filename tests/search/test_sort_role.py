"""The sort key a question names, against the one a query sorts by (kgqa.search.sort_role)."""

from kgqa.search.rerank import RankedGraph, graph_features
from kgqa.search.sort_role import sort_phrase_words

X = "http://example.org/"
NAMES = {"properties": {X + "storm#name": ("storm", "name", False), X + "storm#damage": ("storm", "damage_millions_usd", False),
                        X + "storm#max_speed": ("storm", "max_speed", False),
                        X + "apt#apt_number": ("apartments", "apt_number", False),
                        X + "apt#bedroom_count": ("apartments", "bedroom_count", False),
                        X + "uni#founded": ("university", "founded", False),
                        X + "uni#conference": ("university", "primary_conference", False)},
         "classes": {}}


def _sorted(answer: list[str], key: str, direction: str = "DESC", limit: str = "") -> RankedGraph:
    triples = " ".join(f"?s <{X}{iri}> ?a{i} ." for i, iri in enumerate(answer)) + f" ?s <{X}{key}> ?k ."
    head = " ".join(f"?a{i}" for i in range(len(answer)))
    sparql = f"SELECT {head} WHERE {{ {triples} }} ORDER BY {direction}(?k) {limit}".strip()
    return RankedGraph(0.0, sparql, [X + iri for iri in answer] + [X + key], [], [], 1, 1, ["x"])


def _unnamed(question: str, g: RankedGraph) -> float:
    return graph_features(question, {}, g, NAMES)["sort_key_unnamed"]


def test_the_sort_phrase_follows_its_cue_or_ends_its_clause():
    assert sort_phrase_words("List name and damage for all storms in a descending order of max speed.") == ["max", "speed"]
    assert sort_phrase_words("Return the apartment number with the largest number of bedrooms.") == ["bedrooms"]
    # a superlative that ends its clause: the words before it, from the clause's start
    assert sort_phrase_words("What is the enrollment of the university which was founded the earliest?") == ["founded"]
    assert sort_phrase_words("List the names of storms.") == []


def test_a_query_sorted_by_another_column_than_the_question_names_is_flagged():
    q = "List name and damage for all storms in a descending order of max speed."
    assert _unnamed(q, _sorted(["storm#name", "storm#max_speed"], "storm#damage")) == 1.0
    assert _unnamed(q, _sorted(["storm#name", "storm#damage"], "storm#max_speed")) == 0.0
    bedrooms = "Return the apartment number with the largest number of bedrooms."
    assert _unnamed(bedrooms, _sorted(["apt#bedroom_count"], "apt#apt_number", limit="LIMIT 1")) == 1.0
    assert _unnamed(bedrooms, _sorted(["apt#apt_number"], "apt#bedroom_count", limit="LIMIT 1")) == 0.0
    earliest = "What is the primary conference of the university which was founded the earliest?"
    assert _unnamed(earliest, _sorted(["uni#conference"], "uni#founded", "ASC", "LIMIT 1")) == 0.0
    assert _unnamed(earliest, _sorted(["uni#founded"], "uni#conference", "ASC", "LIMIT 1")) == 1.0


def test_no_sort_cue_or_no_plain_sort_key_reads_zero():
    g = _sorted(["storm#name", "storm#max_speed"], "storm#damage")
    assert _unnamed("List the names and speeds of storms.", g) == 0.0
    by_count = RankedGraph(0.0, f"SELECT ?n WHERE {{ ?s <{X}storm#name> ?n }} GROUP BY ?n ORDER BY DESC(COUNT(?s)) LIMIT 1",
                           [X + "storm#name"], [], [], 1, 1, ["x"])
    assert _unnamed("Which storm name is the most common?", by_count) == 0.0
