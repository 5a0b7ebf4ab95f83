"""kgqa.engine.term_listing: the things of the asked class that have the term the question says."""

from __future__ import annotations

from rdflib import Literal

from kgqa.engine.term_listing import said_term, term_listing

G = "https://www.gleif.org/ontology/L1/"
TERMS = [(G + "FUND", "FUND"), (G + "BRANCH", "BRANCH"), (Literal("obsolete"), "obsolete")]


def test_a_term_said_in_its_words_or_in_the_plural_with_small_words_only():
    assert said_term("registered as funds", TERMS, "entities") == G + "FUND"
    assert said_term("branches", TERMS, "entities") == G + "BRANCH"
    assert said_term("marked obsolete", TERMS, "occupations") == Literal("obsolete")
    # more said than the term, or the term negated: not this reading
    assert said_term("funds based in Luxembourg", TERMS, "entities") is None
    assert said_term("no longer funds", TERMS, "entities") is None
    assert said_term("active", TERMS, "entities") is None


def _read(question, props):
    asked = []

    def listing(query):
        asked.append(query)
        return props

    found = term_listing(question, TERMS, lambda noun: G + "LegalEntity" if "entit" in noun else None,
                         lambda cls: "a", listing)
    return found, asked


def test_the_one_property_between_the_class_and_the_term():
    found, asked = _read("Which entities are registered as funds?", [G + "hasEntityCategory"])
    assert f"?x <{G}hasEntityCategory> <{G}FUND>" in found.sparql and "DISTINCT ?x" in found.sparql
    assert f"?x a <{G}LegalEntity>" in asked[0]
    found, _ = _read("How many entities are funds?", [G + "hasEntityCategory"])
    assert "COUNT(DISTINCT ?x)" in found.sparql
    # two properties reach the term, none does, or no class is asked: no reading
    assert _read("Which entities are funds?", [G + "hasEntityCategory", G + "formerCategory"])[0] is None
    assert _read("Which entities are funds?", [])[0] is None
    assert _read("Which skills are funds?", [G + "hasEntityCategory"])[0] is None


def test_whether_the_named_thing_has_the_term():
    from kgqa.engine.term_listing import term_ask

    E = "http://data.example.eu/occupation/7"
    stated = {("ent", E): "computer operator"}
    listing = lambda q: ["http://data.example.eu/status"]  # noqa: E731
    found = term_ask("Is computer operator an obsolete occupation?", stated, TERMS, "occupation skill", listing)
    assert found.sparql == f'ASK {{ <{E}> <http://data.example.eu/status> "obsolete" . }}'
    assert found.has_flag == f"ASK {{ <{E}> <http://data.example.eu/status> ?any . }}"
    # more said than the term and the class, another subject, or two properties holding the term
    assert term_ask("Is computer operator an obsolete job in Norway?", stated, TERMS, "occupation", listing) is None
    assert term_ask("Is the baker an obsolete occupation?", stated, TERMS, "occupation", listing) is None
    assert term_ask("Is computer operator obsolete?", stated, TERMS, "", lambda q: ["a", "b"]) is None
